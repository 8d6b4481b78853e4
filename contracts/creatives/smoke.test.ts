/**
 * The smoke run of the creatives and conversions operations: for each operation
 * one passing call (as the workspace owner) and one documented refusal (as the
 * owner of another workspace: a malformed input, or the owner's record seen from
 * there), and as few other requests as the passing call needs. Nothing here
 * relies on a fresh world: records come from the profile or are made here, and
 * what is changed is a new record (an upload, a conversion) or nothing at all.
 */
import { randomUUID } from 'node:crypto';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { describe, expect, it, useTarget } from '../support/harness.ts';
import type { Api } from '../support/api.ts';
import type { PixelConversionRequest } from '../../spec/generated/types.ts';

useTarget();

/** Notable records of the target's world, by role (profile `notableIds`). */
const creativeId = (api: Api, role: string) => api.ids.of('creatives', role);
const groupId = (api: Api, role: string) => api.ids.of('creativeGroups', role);
const campaignId = (api: Api, role: string) => api.ids.of('campaigns', role);
const conversionId = (api: Api, role: string) => api.ids.of('conversions', role);

/** A body every check of addPixelConversion takes, but the one a refusal breaks. */
function pixel(overrides: Partial<PixelConversionRequest> = {}): PixelConversionRequest {
  return {
    name: uniqueName('Smoke Checkout'),
    attributionId: '1',
    conversionSetting: { conversionDuration: { view: 7, click: 30 }, repeatConversion: { count: 1, frequency: 1, unit: 'Day' } },
    ...overrides,
  };
}

describe('listCreativeTypes', () => {
  it('lists the creative types; a workspace the caller may not act in is 403 [smoke]', async ({ api, owner, other, ids }) => {
    const data = (await api.ok('listCreativeTypes', { as: owner })).body.data;
    expect(data.data).toContainEqual({ id: 11, name: 'Image', rtbTypeId: 1 });
    await api.refuses('listCreativeTypes', { as: other, owId: await ids.organization('workspace') }, 403, {
      error: messages.workspaceForbidden,
      field: 'X-IAA-OW-ID',
    });
  });
});

describe('uploadCreatives', () => {
  it('creates an HTML creative under its key; malformed creativeRequest JSON is 400 [smoke]', async ({ api, owner, other }) => {
    const key = randomUUID();
    const creativeRequest = JSON.stringify({
      [key]: { creativeName: uniqueName('Smoke HTML'), platformCreativeTypeId: 13, creativeSourceType: 'HTML', creativeSource: '<div>smoke</div>' },
    });
    const data = (await api.ok('uploadCreatives', { as: owner, fields: { creativeRequest } })).body.data;
    expect(data.failedData).toEqual({});
    expect(Number(data.successData[key])).toBeGreaterThan(0);
    await api.refuses('uploadCreatives', { as: other, fields: { creativeRequest: '{"a":' } }, 400, {
      error: messages.creativeRequestInvalid,
      field: 'creativeRequest',
    });
  });
});

describe('listCreatives', () => {
  it('lists the creatives asked for; a mistyped filter is 400 [smoke]', async ({ api, owner, other }) => {
    const id = await creativeId(api, 'imageRunning');
    const data = (await api.ok('listCreatives', { as: owner, body: { creativeIds: [id] } })).body.data;
    expect(data.filteredList.map((c: { creativeId: unknown }) => Number(c.creativeId))).toEqual([id]);
    await api.refuses('listCreatives', { as: other, body: { creativeStatusIds: 'two' } }, 400, { field: 'creativeStatusIds' });
  });
});

describe('countCreativesByType', () => {
  it('counts the creatives by type; a mistyped allOwIds is 400 [smoke]', async ({ api, owner, other }) => {
    const data = (await api.ok('countCreativesByType', { as: owner, body: {} })).body.data;
    expect(data.creativeTypeList.length).toBeGreaterThan(0);
    await api.refuses('countCreativesByType', { as: other, body: { allOwIds: 'yes' } }, 400, { field: 'allOwIds' });
  });
});

describe('countCreativesByStatus', () => {
  it('counts the creatives by status; a mistyped groupedCreatives is 400 [smoke]', async ({ api, owner, other }) => {
    const data = (await api.ok('countCreativesByStatus', { as: owner, body: {} })).body.data;
    expect(data.creativeStatusList.length).toBeGreaterThan(0);
    await api.refuses('countCreativesByStatus', { as: other, body: { groupedCreatives: 'yes' } }, 400, { field: 'groupedCreatives' });
  });
});

describe('listCreativeGroups', () => {
  it('lists the groups asked for; a mistyped creativeGroupIds is 400 [smoke]', async ({ api, owner, other }) => {
    const id = await groupId(api, 'acmeDisplay');
    const data = (await api.ok('listCreativeGroups', { as: owner, body: { creativeGroupIds: [id] } })).body.data;
    expect(data.creativeGroupList.map((g: { creativeGroupId: unknown }) => Number(g.creativeGroupId))).toEqual([id]);
    await api.refuses('listCreativeGroups', { as: other, body: { creativeGroupIds: 'all' } }, 400, { field: 'creativeGroupIds' });
  });
});

describe('renameCreativeGroup', () => {
  it("renames a group (to the name it has: nothing changes); another workspace's group is 404 [smoke]", async ({ api, owner, other }) => {
    const creativeGroupId = await groupId(api, 'acmeDisplay');
    const [group] = (await api.ok('listCreativeGroups', { as: owner, body: { creativeGroupIds: [creativeGroupId] } })).body.data.creativeGroupList;
    const renamed = await api.ok('renameCreativeGroup', { as: owner, params: { creativeGroupId }, body: { creativeGroupName: group!.creativeGroupName } });
    expect(renamed.body.data.message).toEqual(expect.any(String));
    await api.refuses('renameCreativeGroup', { as: other, params: { creativeGroupId }, body: { creativeGroupName: uniqueName('Taken over') } }, 404, {
      error: messages.creativeGroupNotFound,
      field: 'creativeGroupId',
    });
  });
});

describe('getCreative', () => {
  it("answers a creative; another workspace's creative is 404 [smoke]", async ({ api, owner, other }) => {
    const id = await creativeId(api, 'imageRunning');
    const data = (await api.ok('getCreative', { as: owner, params: { creativeId: id } })).body.data;
    expect(Number(data.creativeId)).toBe(id);
    await api.refuses('getCreative', { as: other, params: { creativeId: id } }, 404, { error: messages.creativeNotFound, field: 'creativeId' });
  });
});

describe('getCreativeCampaignDetails', () => {
  it("answers a creative with its campaigns; another workspace's creative is 404 [smoke]", async ({ api, owner, other }) => {
    const id = await creativeId(api, 'htmlRunning');
    const data = (await api.ok('getCreativeCampaignDetails', { as: owner, params: { creativeId: id } })).body.data;
    expect(Number(data.creativeId)).toBe(id);
    expect(data.campaignDetails).toEqual(expect.any(Array));
    await api.refuses('getCreativeCampaignDetails', { as: other, params: { creativeId: id } }, 404, {
      error: messages.creativeNotFound,
      field: 'creativeId',
    });
  });
});

describe('addPixelConversion', () => {
  it('creates a Pending pixel conversion; a blank name is 422 [smoke]', async ({ api, owner, other }) => {
    const body = pixel();
    const data = (await api.ok('addPixelConversion', { as: owner, body })).body.data;
    expect(data).toMatchObject({ name: body.name, status: 'Pending' });
    await api.refuses('addPixelConversion', { as: other, body: pixel({ name: '   ' }) }, 422, { error: messages.blankText, field: 'name' });
  });
});

describe('assignConversionsToCampaigns', () => {
  it("answers a campaign that is not a draft as invalid; another workspace's conversion is 422 [smoke]", async ({ api, owner, other }) => {
    const conversion = await conversionId(api, 'purchase');
    const [running, draft] = [await campaignId(api, 'running'), await campaignId(api, 'draft')];
    // Only a draft campaign takes a conversion (document 2): a running one lands in the invalid list, and nothing changes.
    const data = (await api.ok('assignConversionsToCampaigns', { as: owner, body: { conversionIdList: [conversion], addCampaignsList: [running] } })).body.data;
    expect(data.invalidAddCampaignIdsList.map(Number)).toEqual([running]);
    await api.refuses('assignConversionsToCampaigns', { as: other, body: { conversionIdList: [conversion], addCampaignsList: [draft] } }, 422, {
      error: messages.conversionNotFound,
      field: 'conversionIdList',
    });
  });
});
