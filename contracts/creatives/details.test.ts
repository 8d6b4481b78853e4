import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { profileId } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session } from '../support/client.ts';
import { mockOnly, useTarget } from '../support/suite.ts';

const suite = useTarget();

const owner = () => session(suite.current, 'workspaceOwner');
/** Notable records of the target's world, by role (profile `notableIds`). */
const creativeId = (role: string) => profileId(suite, 'creatives', role);
const campaignId = (role: string) => profileId(suite, 'campaigns', role);
const orgId = (role: string) => profileId(suite, 'organizations', role);
const orgName = (owId: number) => suite.current.profile.organizations?.find((o) => Number(o.owId) === owId)?.organizationName;

/** A value the contract lets an implementation answer as null instead. */
const orNull = (value: unknown) => expect.toBeOneOf([value, null]);

describe('listCreativeTypes', () => {
  it('lists the five platform creative types with their RTB types [smoke]', async () => {
    const data = (await callOk(suite.current, 'listCreativeTypes', { as: await owner() })).body.data;
    expect(data.data).toEqual([
      { id: 11, name: 'Image', rtbTypeId: 1 },
      { id: 13, name: 'HTML', rtbTypeId: 1 },
      { id: 14, name: 'Video', rtbTypeId: 3 },
      { id: 15, name: 'Native', rtbTypeId: 4 },
      { id: 17, name: 'Audio', rtbTypeId: 2 },
    ]);
    expect(data).toMatchObject({ totalRecords: 5, filteredRecords: 5 });
  });

  it('refuses a workspace the caller may not act in (403) [smoke]', async () => {
    const response = expectContract(await call(suite.current, 'listCreativeTypes', { as: await owner(), owId: await orgId('otherWorkspace') }), 'listCreativeTypes', 403);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.workspaceForbidden, field: 'X-IAA-OW-ID' });
  });

  mockOnly(suite, 'its documented 500 is the seed\'s statusCode and responseObject errorMsg', 'Prefer reproduces documented answers', async () => {
    const response = expectContract(await call(suite.current, 'listCreativeTypes', { headers: { Prefer: 'code=500' } }), 'listCreativeTypes', 500);
    expect(response.body).toEqual({ statusCode: 500, responseObject: { errorMsg: messages.internalError, errorCode: 500 } });
  });
});

describe('getCreative', () => {
  it('answers every documented field of a creative, as the list shows it [smoke]', async () => {
    const as = await owner();
    const id = await creativeId('imageRunning');
    const data = (await callOk(suite.current, 'getCreative', { as, params: { creativeId: id } })).body.data;
    const [listed] = (await callOk(suite.current, 'listCreatives', { as, body: { creativeIds: [id] } })).body.data.filteredList;
    const ownerPersona = suite.current.personas.workspaceOwner!;
    expect(data).toMatchObject({
      creativeId: id,
      creativeName: listed.creativeName,
      rtbCreativeTypeId: 1,
      platformCreativeTypeId: 11,
      creativeStatusId: 2,
      creativeSourceType: 'file',
      creativeCardSource: null,
      imageDetails: { creativeWidth: orNull(300), creativeHeight: orNull(250) },
      creativePreviewFlag: 1,
      userDetails: { uowId: ownerPersona.uowId, userEmail: orNull(ownerPersona.email), hasApprovalAccess: true, hasEditAccess: true },
      organizationDetails: { owId: as.owId, organizationName: orgName(as.owId) },
    });
    expect(data.creativeName).toEqual(expect.any(String));
    expect(data.creativeSource).toMatch(/^https?:\/\/\S+\.png$/);
    expect(data.clickUrl).toEqual(orNull(expect.stringMatching(/^https:\/\//)));
    expect(Number(data.createdAt)).toEqual(expect.any(Number));
  });

  it('a native creative carries its card source; a deleted one may no longer be edited', async () => {
    const as = await owner();
    const native = (await callOk(suite.current, 'getCreative', { as, params: { creativeId: await creativeId('nativeRunning') } })).body.data;
    expect(native.creativeCardSource).toEqual(orNull(expect.stringMatching(/^https?:\/\//)));
    const deleted = (await callOk(suite.current, 'getCreative', { as, params: { creativeId: await creativeId('imageDeleted') } })).body.data;
    expect(deleted).toMatchObject({ creativeStatusId: 4, creativeSourceType: 'URL', userDetails: { hasEditAccess: false } });
  });

  it('answers 404 for a creative of another workspace and for an unknown id [smoke]', async () => {
    const as = await owner();
    for (const id of [await creativeId('otherWorkspaceImage'), 999_999]) {
      const response = expectContract(await call(suite.current, 'getCreative', { as, params: { creativeId: id } }), 'getCreative', 404);
      expect(errorsOf(response)).toEqual([{ error: messages.creativeNotFound, field: 'creativeId' }]);
    }
  });

  it('the other workspace reads its own creative but not Acme\'s', async () => {
    const other = await session(suite.current, 'otherWorkspaceUser');
    await callOk(suite.current, 'getCreative', { as: other, params: { creativeId: await creativeId('otherWorkspaceImage') } });
    expectContract(await call(suite.current, 'getCreative', { as: other, params: { creativeId: await creativeId('imageRunning') } }), 'getCreative', 404);
  });

  it('a caller acting in a customer reads that customer\'s creatives but not those of the workspace above it (404)', async () => {
    const as = await owner();
    const customer = await orgId('customer');
    const [own] = (await callOk(suite.current, 'listCreatives', { as, body: { owIds: [customer], noOfEntries: 1 } })).body.data.filteredList;
    const above = await creativeId('imageRunning');
    for (const operationId of ['getCreative', 'getCreativeCampaignDetails']) {
      await callOk(suite.current, operationId, { as, owId: customer, params: { creativeId: own.creativeId } });
      const refused = expectContract(await call(suite.current, operationId, { as, owId: customer, params: { creativeId: above } }), operationId, 404);
      expect(errorsOf(refused)).toEqual([{ error: messages.creativeNotFound, field: 'creativeId' }]);
    }
  });

  it('a customer\'s own caller gets no approval access', async () => {
    const as = await owner();
    const customer = await orgId('customer');
    const list = (await callOk(suite.current, 'listCreatives', { as, body: { owIds: [customer], noOfEntries: 1 } })).body.data.filteredList;
    const asCustomer = (await callOk(suite.current, 'getCreative', { as, owId: customer, params: { creativeId: list[0].creativeId } })).body.data;
    expect(asCustomer).toMatchObject({ organizationDetails: { owId: customer, organizationName: orgName(customer) }, userDetails: { hasApprovalAccess: false } });
  });
});

type CampaignDetails = { id: number; name: string; status: string; totalCreativesCount: number; isModelled?: boolean };

async function campaignDetails(creative: number, query: Record<string, boolean> = {}) {
  return (await callOk(suite.current, 'getCreativeCampaignDetails', { as: await owner(), params: { creativeId: creative }, query })).body.data;
}

describe('getCreativeCampaignDetails', () => {
  it('lists the campaigns that carry the creative, with their creative counts [smoke]', async () => {
    const html = await creativeId('htmlRunning');
    const data = await campaignDetails(html);
    expect(data).toMatchObject({ creativeId: html, creativeSourceType: 'HTML', videoDetails: null });
    expect(data.campaignDetails).toEqual([{ id: await campaignId('running'), name: 'Acme Always-On - HTML5', status: 'running', totalCreativesCount: 2 }]);
  });

  it('adds isModelled to every campaign only with includeModelingInfo=true', async () => {
    const image = await creativeId('imageRunning');
    const plain = await campaignDetails(image);
    expect(plain.campaignDetails.length).toBeGreaterThan(1);
    for (const campaign of plain.campaignDetails) expect(campaign).not.toHaveProperty('isModelled');
    const modelled = await campaignDetails(image, { includeModelingInfo: true });
    expect(modelled.campaignDetails.map((c: CampaignDetails) => c.id)).toEqual(plain.campaignDetails.map((c: CampaignDetails) => c.id));
    for (const campaign of modelled.campaignDetails) expect(campaign.isModelled).toEqual(expect.any(Boolean));
  });

  it('marks a campaign modelled when its creative dimension carries bid model data for the creative', async () => {
    const details = async (role: string) => (await campaignDetails(await creativeId(role), { includeModelingInfo: true })).campaignDetails;
    const running = await campaignId('running');
    expect(await details('htmlRunning')).toEqual([expect.objectContaining({ id: running, isModelled: true })]);
    expect(await details('imageRunning')).toContainEqual(expect.objectContaining({ id: running, isModelled: false }));
  });

  it('answers the video details of a VAST video: inline, duration, source URL, XML versions, transformed', async () => {
    const data = await campaignDetails(await creativeId('videoRunning'));
    expect(data.creativeSourceType).toBe('vast-xml');
    expect(data.creativeSource).toContain('<VAST');
    expect(data.videoDetails).toEqual({
      duration: orNull(30),
      xmlType: orNull('vastInline'),
      creativeSourceUrl: orNull(expect.stringMatching(/^https?:\/\/\S+\.mp4$/)),
      availableXmlVersions: ['v1.0', 'v1.1', 'v2.0', 'v3.0'],
      transformed: true,
    });
    expect(data.campaignDetails).toEqual([expect.objectContaining({ id: await campaignId('pausedPolitical'), status: 'paused' })]);
  });

  it('answers the video details of an audio file: duration, no XML', async () => {
    const data = await campaignDetails(await creativeId('audioRunning'));
    expect(data.videoDetails).toMatchObject({ duration: orNull(15), xmlType: null, availableXmlVersions: [], transformed: true });
    expect(data.videoDetails.creativeSourceUrl).toEqual(orNull(data.creativeSource));
    expect(data.campaignDetails).toEqual([]);
  });

  it('answers 404 for a creative of another workspace [smoke]', async () => {
    const params = { creativeId: await creativeId('otherWorkspaceImage') };
    const response = expectContract(await call(suite.current, 'getCreativeCampaignDetails', { as: await owner(), params }), 'getCreativeCampaignDetails', 404);
    expect(errorsOf(response)).toEqual([{ error: messages.creativeNotFound, field: 'creativeId' }]);
  });
});
