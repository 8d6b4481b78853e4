import { describe, expect, it } from 'vitest';
import { CampaignId, CreativeId } from '../../fixtures/campaigns.ts';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login } from '../support/client.ts';
import { mockOnly, useTarget } from '../support/suite.ts';

const suite = useTarget();

describe('listCreativeTypes', () => {
  it('lists the five platform creative types with their RTB types', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = (await callOk(suite.current, 'listCreativeTypes', { as: owner })).body.data;
    expect(data.data).toEqual([
      { id: 11, name: 'Image', rtbTypeId: 1 },
      { id: 13, name: 'HTML', rtbTypeId: 1 },
      { id: 14, name: 'Video', rtbTypeId: 3 },
      { id: 15, name: 'Native', rtbTypeId: 4 },
      { id: 17, name: 'Audio', rtbTypeId: 2 },
    ]);
    expect(data).toMatchObject({ totalRecords: 5, filteredRecords: 5 });
  });

  mockOnly(suite, 'its documented 500 is the seed\'s statusCode and responseObject errorMsg', 'Prefer reproduces documented answers', async () => {
    const response = expectContract(await call(suite.current, 'listCreativeTypes', { headers: { Prefer: 'code=500' } }), 'listCreativeTypes', 500);
    expect(response.body).toEqual({ statusCode: 500, responseObject: { errorMsg: messages.internalError, errorCode: 500 } });
  });
});

describe('getCreative', () => {
  it('answers every documented field of a creative', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = (await callOk(suite.current, 'getCreative', { as: owner, params: { creativeId: CreativeId.imageRunning } })).body.data;
    expect(data).toMatchObject({
      creativeId: CreativeId.imageRunning,
      creativeName: 'Acme Spring 300x250',
      rtbCreativeTypeId: 1,
      platformCreativeTypeId: 11,
      creativeStatusId: 2,
      creativeSourceType: 'file',
      creativeCardSource: null,
      imageDetails: { creativeWidth: 300, creativeHeight: 250 },
      creativePreviewFlag: 1,
      userDetails: { uowId: 5001, userEmail: 'owner@acme-media.example', hasApprovalAccess: true, hasEditAccess: true },
      organizationDetails: { owId: 1001, organizationName: 'Acme Media' },
    });
    expect(data.creativeSource).toMatch(/^https:\/\/\S+\.png$/);
    expect(data.clickUrl).toMatch(/^https:\/\//);
    expect(data.createdAt).toEqual(expect.any(Number));
  });

  it('a native creative carries its card source; a deleted one may no longer be edited', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const native = (await callOk(suite.current, 'getCreative', { as: owner, params: { creativeId: CreativeId.nativeRunning } })).body.data;
    expect(native.creativeCardSource).toMatch(/^https:\/\//);
    const deleted = (await callOk(suite.current, 'getCreative', { as: owner, params: { creativeId: CreativeId.imageDeleted } })).body.data;
    expect(deleted).toMatchObject({ creativeStatusId: 4, creativeSourceType: 'URL', userDetails: { hasEditAccess: false } });
  });

  it('answers 404 for a creative of another workspace and for an unknown id', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const creativeId of [CreativeId.otherWorkspaceImage, 999_999]) {
      const response = expectContract(await call(suite.current, 'getCreative', { as: owner, params: { creativeId } }), 'getCreative', 404);
      expect(errorsOf(response)).toEqual([{ error: messages.creativeNotFound, field: 'creativeId' }]);
    }
  });

  it('the other workspace reads its own creative but not Acme\'s', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    await callOk(suite.current, 'getCreative', { as: other, params: { creativeId: CreativeId.otherWorkspaceImage } });
    expectContract(await call(suite.current, 'getCreative', { as: other, params: { creativeId: CreativeId.imageRunning } }), 'getCreative', 404);
  });

  it('a caller acting in a customer reads that customer\'s creatives but not those of the workspace above it (404)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const customer = 1002;
    const [own] = (await callOk(suite.current, 'listCreatives', { as: owner, body: { owIds: [customer], noOfEntries: 1 } })).body.data.filteredList;
    for (const operationId of ['getCreative', 'getCreativeCampaignDetails']) {
      await callOk(suite.current, operationId, { as: owner, owId: customer, params: { creativeId: own.creativeId } });
      const above = expectContract(await call(suite.current, operationId, { as: owner, owId: customer, params: { creativeId: CreativeId.imageRunning } }), operationId, 404);
      expect(errorsOf(above)).toEqual([{ error: messages.creativeNotFound, field: 'creativeId' }]);
    }
  });

  it('a customer\'s own caller gets no approval access', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const list = (await callOk(suite.current, 'listCreatives', { as: owner, body: { owIds: [1002], noOfEntries: 1 } })).body.data.filteredList;
    const creativeId = list[0].creativeId;
    const asCustomer = (await callOk(suite.current, 'getCreative', { as: owner, owId: 1002, params: { creativeId } })).body.data;
    expect(asCustomer).toMatchObject({ organizationDetails: { owId: 1002, organizationName: 'Northwind Retail' }, userDetails: { hasApprovalAccess: false } });
  });
});

describe('getCreativeCampaignDetails', () => {
  it('lists the campaigns that carry the creative, with their creative counts', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = (await callOk(suite.current, 'getCreativeCampaignDetails', { as: owner, params: { creativeId: CreativeId.htmlRunning } })).body.data;
    expect(data).toMatchObject({ creativeId: CreativeId.htmlRunning, creativeSourceType: 'HTML', videoDetails: null });
    expect(data.campaignDetails).toEqual([{ id: CampaignId.running, name: 'Acme Always-On - HTML5', status: 'running', totalCreativesCount: 2 }]);
  });

  it('adds isModelled to every campaign only with includeModelingInfo=true', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const plain = (await callOk(suite.current, 'getCreativeCampaignDetails', { as: owner, params: { creativeId: CreativeId.imageRunning } })).body.data;
    expect(plain.campaignDetails.length).toBeGreaterThan(1);
    for (const campaign of plain.campaignDetails) expect(campaign).not.toHaveProperty('isModelled');
    const modelled = (await callOk(suite.current, 'getCreativeCampaignDetails', { as: owner, params: { creativeId: CreativeId.imageRunning }, query: { includeModelingInfo: true } })).body.data;
    expect(modelled.campaignDetails.map((c: { id: number }) => c.id)).toEqual(plain.campaignDetails.map((c: { id: number }) => c.id));
    for (const campaign of modelled.campaignDetails) expect(campaign.isModelled).toEqual(expect.any(Boolean));
  });

  it('marks a campaign modelled when its creative dimension carries bid model data for the creative', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const details = async (creativeId: number) =>
      (await callOk(suite.current, 'getCreativeCampaignDetails', { as: owner, params: { creativeId }, query: { includeModelingInfo: true } })).body.data.campaignDetails;
    expect(await details(CreativeId.htmlRunning)).toEqual([expect.objectContaining({ id: CampaignId.running, isModelled: true })]);
    expect(await details(CreativeId.imageRunning)).toContainEqual(expect.objectContaining({ id: CampaignId.running, isModelled: false }));
  });

  it('answers the video details of a VAST video: inline, duration, source URL, XML versions, transformed', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = (await callOk(suite.current, 'getCreativeCampaignDetails', { as: owner, params: { creativeId: CreativeId.videoRunning } })).body.data;
    expect(data.creativeSourceType).toBe('vast-xml');
    expect(data.creativeSource).toContain('<VAST');
    expect(data.videoDetails).toEqual({
      duration: 30,
      xmlType: 'vastInline',
      creativeSourceUrl: expect.stringMatching(/^https:\/\/\S+\.mp4$/),
      availableXmlVersions: ['v1.0', 'v1.1', 'v2.0', 'v3.0'],
      transformed: true,
    });
    expect(data.campaignDetails).toEqual([expect.objectContaining({ id: CampaignId.pausedPolitical, status: 'paused' })]);
  });

  it('answers the video details of an audio file: duration, no XML', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = (await callOk(suite.current, 'getCreativeCampaignDetails', { as: owner, params: { creativeId: CreativeId.audioRunning } })).body.data;
    expect(data.videoDetails).toMatchObject({ duration: 15, xmlType: null, availableXmlVersions: [], transformed: true });
    expect(data.videoDetails.creativeSourceUrl).toBe(data.creativeSource);
    expect(data.campaignDetails).toEqual([]);
  });

  it('answers 404 for a creative of another workspace', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(
      await call(suite.current, 'getCreativeCampaignDetails', { as: owner, params: { creativeId: CreativeId.otherWorkspaceImage } }),
      'getCreativeCampaignDetails',
      404,
    );
    expect(errorsOf(response)).toEqual([{ error: messages.creativeNotFound, field: 'creativeId' }]);
  });
});
