import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { Dimension, modelBundleOk, modelOk, restoreWhenDone } from '../bid-models/support.ts';
import { describe, expect, isPlainMock, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrors, type Api } from '../support/api.ts';
import type { CreativeCampaign } from '../../spec/generated/types.ts';
import type { QueryParams } from '../../spec/generated/operations.ts';

useTarget();

/** Notable records of the target's world, by role (profile `notableIds`). */
const creativeId = (api: Api, role: string) => api.ids.of('creatives', role);
const campaignId = (api: Api, role: string) => api.ids.of('campaigns', role);
const orgId = (api: Api, role: string) => api.ids.organization(role);
const orgName = (api: Api, owId: number) => api.profile.organizations?.find((o) => Number(o.owId) === owId)?.organizationName;

/** A value the contract lets an implementation answer as null instead. */
const orNull = (value: unknown) => expect.toBeOneOf([value, null]);

describe('listCreativeTypes', () => {
  it('lists the five platform creative types with their RTB types', async ({ api }) => {
    const data = (await api.ok('listCreativeTypes', { as: await api.session('workspaceOwner') })).body.data;
    expect(data.data).toEqual([
      { id: 11, name: 'Image', rtbTypeId: 1 },
      { id: 13, name: 'HTML', rtbTypeId: 1 },
      { id: 14, name: 'Video', rtbTypeId: 3 },
      { id: 15, name: 'Native', rtbTypeId: 4 },
      { id: 17, name: 'Audio', rtbTypeId: 2 },
    ]);
    expect(data).toMatchObject({ totalRecords: 5, filteredRecords: 5 });
  });

  it('refuses a workspace the caller may not act in (403)', async ({ api }) => {
    await api.refuses('listCreativeTypes', { as: await api.session('workspaceOwner'), owId: await orgId(api, 'otherWorkspace') }, 403, {
      error: messages.workspaceForbidden,
      field: 'X-IAA-OW-ID',
    });
  });

  mockOnly("its documented 500 is the seed's statusCode and responseObject errorMsg", 'Prefer reproduces documented answers', async ({ api }) => {
    const response = await api.expect('listCreativeTypes', { headers: { Prefer: 'code=500' } }, 500);
    expect(response.body).toEqual({ statusCode: 500, responseObject: { errorMsg: messages.internalError, errorCode: 500 } });
  });
});

describe('getCreative', () => {
  it('answers every documented field of a creative, as the list shows it', async ({ api, owner }) => {
    const id = await creativeId(api, 'imageRunning');
    const data = (await api.ok('getCreative', { as: owner, params: { creativeId: id } })).body.data;
    const [listed] = (await api.ok('listCreatives', { as: owner, body: { creativeIds: [id] } })).body.data.filteredList;
    const ownerPersona = api.personas.workspaceOwner!;
    expect(data).toMatchObject({
      creativeId: id,
      creativeName: listed!.creativeName,
      rtbCreativeTypeId: 1,
      platformCreativeTypeId: 11,
      creativeStatusId: 2,
      creativeSourceType: 'file',
      creativeCardSource: null,
      imageDetails: { creativeWidth: orNull(300), creativeHeight: orNull(250) },
      creativePreviewFlag: 1,
      userDetails: { uowId: ownerPersona.uowId, userEmail: orNull(ownerPersona.email), hasApprovalAccess: true, hasEditAccess: true },
      organizationDetails: { owId: owner.owId, organizationName: orgName(api, owner.owId) },
    });
    expect(data.creativeName).toEqual(expect.any(String));
    expect(data.creativeSource).toMatch(/^https?:\/\/\S+\.png$/);
    expect(data.clickUrl).toEqual(orNull(expect.stringMatching(/^https:\/\//)));
    expect(Number(data.createdAt)).toEqual(expect.any(Number));
  });

  it('a native creative carries its card source; a deleted one may no longer be edited', async ({ api, owner }) => {
    const native = (await api.ok('getCreative', { as: owner, params: { creativeId: await creativeId(api, 'nativeRunning') } })).body.data;
    expect(native.creativeCardSource).toEqual(orNull(expect.stringMatching(/^https?:\/\//)));
    const deleted = (await api.ok('getCreative', { as: owner, params: { creativeId: await creativeId(api, 'imageDeleted') } })).body.data;
    expect(deleted).toMatchObject({ creativeStatusId: 4, creativeSourceType: 'URL', userDetails: { hasEditAccess: false } });
  });

  mockOnly("userDetails names the uploader: the owner's user name and e-mail", 'spec/DECISIONS.md CR6: the seeded uploader', async ({ api, owner }) => {
    const data = (await api.ok('getCreative', { as: owner, params: { creativeId: await creativeId(api, 'imageRunning') } })).body.data;
    // A second implementation may answer the uploader's e-mail null, as the contract allows.
    if (!isPlainMock(api.target)) return;
    expect(data.userDetails).toMatchObject({ userName: expect.stringMatching(/\S/), userEmail: api.personas.workspaceOwner!.email });
  });

  it('answers 404 for a creative of another workspace and for an unknown id', async ({ api, owner }) => {
    for (const id of [await creativeId(api, 'otherWorkspaceImage'), 999_999]) {
      expectErrors(
        await api.refusals('getCreative', { as: owner, params: { creativeId: id } }, 404),
        [{ error: messages.creativeNotFound, field: 'creativeId' }],
        'getCreative',
        404,
      );
    }
  });

  it("the other workspace reads its own creative but not Acme's", async ({ api, other }) => {
    await api.ok('getCreative', { as: other, params: { creativeId: await creativeId(api, 'otherWorkspaceImage') } });
    await api.expect('getCreative', { as: other, params: { creativeId: await creativeId(api, 'imageRunning') } }, 404);
  });

  it("a caller acting in a customer reads that customer's creatives but not those of the workspace above it (404)", async ({ api, owner }) => {
    const customer = await orgId(api, 'customer');
    const [own] = (await api.ok('listCreatives', { as: owner, body: { owIds: [customer], noOfEntries: 1 } })).body.data.filteredList;
    const above = await creativeId(api, 'imageRunning');
    for (const operationId of ['getCreative', 'getCreativeCampaignDetails'] as const) {
      await api.ok(operationId, { as: owner, owId: customer, params: { creativeId: own!.creativeId } });
      expectErrors(
        await api.refusals(operationId, { as: owner, owId: customer, params: { creativeId: above } }, 404),
        [{ error: messages.creativeNotFound, field: 'creativeId' }],
        operationId,
        404,
      );
    }
  });

  it("a customer's own caller gets no approval access", async ({ api, owner }) => {
    const customer = await orgId(api, 'customer');
    const list = (await api.ok('listCreatives', { as: owner, body: { owIds: [customer], noOfEntries: 1 } })).body.data.filteredList;
    const asCustomer = (await api.ok('getCreative', { as: owner, owId: customer, params: { creativeId: list[0]!.creativeId } })).body.data;
    expect(asCustomer).toMatchObject({
      organizationDetails: { owId: customer, organizationName: orgName(api, customer) },
      userDetails: { hasApprovalAccess: false },
    });
  });
});

async function campaignDetails(api: Api, creative: number, query: QueryParams<'getCreativeCampaignDetails'> = {}) {
  return (await api.ok('getCreativeCampaignDetails', { as: await api.session('workspaceOwner'), params: { creativeId: creative }, query })).body.data;
}

describe('getCreativeCampaignDetails', () => {
  it('lists the campaigns that carry the creative, with their creative counts', async ({ api }) => {
    const html = await creativeId(api, 'htmlRunning');
    const data = await campaignDetails(api, html);
    expect(data).toMatchObject({ creativeId: html, creativeSourceType: 'HTML', videoDetails: null });
    expect(data.campaignDetails).toEqual([{ id: await campaignId(api, 'running'), name: 'Acme Always-On - HTML5', status: 'running', totalCreativesCount: 2 }]);
  });

  it('adds isModelled to every campaign only with includeModelingInfo=true', async ({ api }) => {
    const image = await creativeId(api, 'imageRunning');
    const plain = await campaignDetails(api, image);
    expect(plain.campaignDetails.length).toBeGreaterThan(1);
    for (const campaign of plain.campaignDetails) expect(campaign).not.toHaveProperty('isModelled');
    const modelled = await campaignDetails(api, image, { includeModelingInfo: true });
    expect(modelled.campaignDetails.map((c: CreativeCampaign) => c.id)).toEqual(plain.campaignDetails.map((c: CreativeCampaign) => c.id));
    for (const campaign of modelled.campaignDetails) expect(campaign.isModelled).toEqual(expect.any(Boolean));
  });

  it('marks a campaign modelled when its creative dimension carries bid model data for the creative', async ({ api }) => {
    const details = async (api: Api, role: string) => (await campaignDetails(api, await creativeId(api, role), { includeModelingInfo: true })).campaignDetails;
    const running = await campaignId(api, 'running');
    expect(await details(api, 'htmlRunning')).toEqual([expect.objectContaining({ id: running, isModelled: true })]);
    expect(await details(api, 'imageRunning')).toContainEqual(expect.objectContaining({ id: running, isModelled: false }));
  });

  it('marks a campaign modelled for a creative inside a modelled bundle of its creative dimension, and only that campaign', async ({ api, owner }) => {
    const [running, image, html] = [await campaignId(api, 'running'), await creativeId(api, 'imageRunning'), await creativeId(api, 'htmlRunning')];
    await restoreWhenDone(api, owner, running, Dimension.creative);
    await modelBundleOk(api, owner, running, Dimension.creative, uniqueName('Spring Set'), [image], { priority: 3 });
    const campaigns: CreativeCampaign[] = (await campaignDetails(api, image, { includeModelingInfo: true })).campaignDetails;
    expect(campaigns.length).toBeGreaterThan(1);
    for (const campaign of campaigns) expect(campaign.isModelled, `campaign ${campaign.id}`).toBe(campaign.id === running);
    expect((await campaignDetails(api, html, { includeModelingInfo: true })).campaignDetails).toEqual([
      expect.objectContaining({ id: running, isModelled: true }),
    ]);
  });

  it('a modelled bundle of other creatives leaves the creative unmodelled in that campaign', async ({ api, owner }) => {
    const [running, image, html] = [await campaignId(api, 'running'), await creativeId(api, 'imageRunning'), await creativeId(api, 'htmlRunning')];
    await restoreWhenDone(api, owner, running, Dimension.creative);
    await modelBundleOk(api, owner, running, Dimension.creative, uniqueName('Autumn Set'), [html], { priority: 3 });
    const campaigns: CreativeCampaign[] = (await campaignDetails(api, image, { includeModelingInfo: true })).campaignDetails;
    expect(campaigns).toContainEqual(expect.objectContaining({ id: running, isModelled: false }));
  });

  it('a creative modelled on its own in one campaign is not modelled in the other campaigns that carry it', async ({ api, owner }) => {
    const [running, image] = [await campaignId(api, 'running'), await creativeId(api, 'imageRunning')];
    await restoreWhenDone(api, owner, running, Dimension.creative);
    await modelOk(api, owner, running, Dimension.creative, { entityId: image, entityTypeId: 1, priority: 3 });
    const campaigns: CreativeCampaign[] = (await campaignDetails(api, image, { includeModelingInfo: true })).campaignDetails;
    expect(campaigns.length).toBeGreaterThan(1);
    for (const campaign of campaigns) expect(campaign.isModelled, `campaign ${campaign.id}`).toBe(campaign.id === running);
  });

  mockOnly("a VAST video's creativeSourceUrl is the media URL its XML names", 'spec/DECISIONS.md CR5', async ({ api }) => {
    const data = await campaignDetails(api, await creativeId(api, 'videoRunning'));
    const media = /<MediaFile\b[^>]*>\s*(?:<!\[CDATA\[)?\s*(https?:\/\/[^\s<\]]+)/.exec(data.creativeSource)?.[1];
    expect(media).toEqual(expect.any(String));
    expect(data.videoDetails!.creativeSourceUrl).toBe(media);
  });

  it('answers the video details of a VAST video: inline, duration, source URL, XML versions, transformed', async ({ api }) => {
    const data = await campaignDetails(api, await creativeId(api, 'videoRunning'));
    expect(data.creativeSourceType).toBe('vast-xml');
    expect(data.creativeSource).toContain('<VAST');
    expect(data.videoDetails).toEqual({
      duration: orNull(30),
      xmlType: orNull('vastInline'),
      creativeSourceUrl: orNull(expect.stringMatching(/^https?:\/\/\S+\.mp4$/)),
      availableXmlVersions: ['v1.0', 'v1.1', 'v2.0', 'v3.0'],
      transformed: true,
    });
    expect(data.campaignDetails).toEqual([expect.objectContaining({ id: await campaignId(api, 'pausedPolitical'), status: 'paused' })]);
  });

  it('answers the video details of an audio file: duration, no XML', async ({ api }) => {
    const data = await campaignDetails(api, await creativeId(api, 'audioRunning'));
    expect(data.videoDetails).toMatchObject({ duration: orNull(15), xmlType: null, availableXmlVersions: [], transformed: true });
    expect(data.videoDetails!.creativeSourceUrl).toEqual(orNull(data.creativeSource));
    expect(data.campaignDetails).toEqual([]);
  });

  it('answers 404 for a creative of another workspace', async ({ api, owner }) => {
    const params = { creativeId: await creativeId(api, 'otherWorkspaceImage') };
    expectErrors(
      await api.refusals('getCreativeCampaignDetails', { as: owner, params }, 404),
      [{ error: messages.creativeNotFound, field: 'creativeId' }],
      'getCreativeCampaignDetails',
      404,
    );
  });
});
