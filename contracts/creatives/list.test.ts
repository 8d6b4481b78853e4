import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CampaignId, CreativeId } from '../../fixtures/campaigns.ts';
import { CreativeGroupId } from '../../fixtures/creatives.ts';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';

const suite = useTarget();
const Acme = { workspace: 1001, customer: 1002, subCustomer: 1003, siblingCustomer: 1004, other: 3001 };

interface Item {
  creativeId: number;
  creativeName: string;
  platformCreativeTypeId: number;
  creativeStatusId: number;
  creativeGroupId: number | null;
  createdAt: number;
  campaignDetails: { campaignIds: number[] };
  organizationDetails?: { owId: number };
  [field: string]: unknown;
}

async function list(as: Session, body: Record<string, unknown> = {}) {
  return (await callOk(suite.current, 'listCreatives', { as, body })).body.data as { totalRecords: number; filteredRecords: number; filteredList: Item[] };
}

/** Every creative matching the filter, in one page. */
async function all(as: Session, filter: Record<string, unknown> = {}) {
  return (await list(as, { ...filter, noOfEntries: 1000, includeOrganizationDetails: true })).filteredList;
}

const ids = (items: Item[]) => items.map((i) => i.creativeId);

describe('listCreatives', () => {
  it('defaults to page 1 of 20, newest id first, over every creative of the workspace and its customers', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = await list(owner);
    expect(data.totalRecords).toBeGreaterThan(20);
    expect(data.filteredRecords).toBe(data.totalRecords);
    expect(data.filteredList).toHaveLength(20);
    const everything = await all(owner);
    expect(everything).toHaveLength(data.totalRecords);
    expect(ids(data.filteredList)).toEqual(ids(everything).sort((a, b) => b - a).slice(0, 20));
    expect(new Set(everything.map((i) => i.organizationDetails!.owId))).toEqual(new Set([Acme.workspace, Acme.customer, Acme.siblingCustomer]));
  });

  it('pages with pageNo and noOfEntries; a page past the end is empty', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const first = await list(owner, { noOfEntries: 7 });
    const second = await list(owner, { noOfEntries: 7, pageNo: 2 });
    const both = await list(owner, { noOfEntries: 14 });
    expect([...ids(first.filteredList), ...ids(second.filteredList)]).toEqual(ids(both.filteredList));
    expect((await list(owner, { pageNo: 100 })).filteredList).toEqual([]);
  });

  it('never shows another workspace\'s creatives, and the other workspace sees only its own', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect(ids(await all(owner))).not.toContain(CreativeId.otherWorkspaceImage);
    const other = await login(suite.current, 'otherWorkspaceUser');
    const theirs = await all(other);
    expect(ids(theirs)).toContain(CreativeId.otherWorkspaceImage);
    expect(theirs.every((i) => i.organizationDetails!.owId === Acme.other)).toBe(true);
  });

  const narrowing: Array<[string, Record<string, unknown>, (i: Item) => boolean]> = [
    ['platformCreativeTypeIds', { platformCreativeTypeIds: [14, 17] }, (i) => [14, 17].includes(i.platformCreativeTypeId)],
    ['creativeStatusIds', { creativeStatusIds: [3] }, (i) => i.creativeStatusId === 3],
    ['creativeGroupId', { creativeGroupId: CreativeGroupId.acmeDisplay }, (i) => i.creativeGroupId === CreativeGroupId.acmeDisplay],
    ['campaignIds', { campaignIds: [CampaignId.running] }, (i) => i.campaignDetails.campaignIds.includes(CampaignId.running)],
    ['searchField (name)', { searchField: 'spring' }, (i) => i.creativeName.toLowerCase().includes('spring')],
    ['searchField (id)', { searchField: String(CreativeId.videoRunning) }, (i) => String(i.creativeId).includes(String(CreativeId.videoRunning))],
    ['startTime', { startTime: Date.UTC(2025, 11, 1) }, (i) => i.createdAt >= Date.UTC(2025, 11, 1)],
    ['endTime', { endTime: Date.UTC(2025, 9, 1) }, (i) => i.createdAt <= Date.UTC(2025, 9, 1)],
    ['owIds', { owIds: [Acme.customer] }, (i) => i.organizationDetails!.owId === Acme.customer],
  ];
  for (const [name, filter, keeps] of narrowing) {
    it(`${name} narrows the list to exactly the creatives that match`, async () => {
      const owner = await login(suite.current, 'workspaceOwner');
      const everything = await all(owner);
      const expected = everything.filter(keeps);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(everything.length);
      const data = await list(owner, { ...filter, noOfEntries: 1000, includeOrganizationDetails: true });
      expect(ids(data.filteredList).sort()).toEqual(ids(expected).sort());
      expect(data.filteredRecords).toBe(expected.length);
    });
  }

  it('totalRecords counts every creative the caller may see whatever the filters and page; filteredRecords those that match', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const everything = (await all(owner)).length;
    for (const filter of [{ creativeStatusIds: [3] }, { searchField: 'spring' }, { platformCreativeTypeIds: [14, 17], pageNo: 2, noOfEntries: 1 }]) {
      const listed = await list(owner, filter);
      expect(listed.filteredRecords).toBeLessThan(everything);
      expect(listed.totalRecords).toBe(everything);
      const counted = (await callOk(suite.current, 'countCreativesByType', { as: owner, body: filter })).body.data;
      expect(counted).toMatchObject({ totalRecords: everything, filteredRecords: listed.filteredRecords });
    }
  });

  it('creativeIds narrows to the listed ids the caller may see (a foreign id matches nothing)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = await list(owner, { creativeIds: [CreativeId.imageRunning, CreativeId.htmlRunning, CreativeId.otherWorkspaceImage] });
    expect(ids(data.filteredList)).toEqual([CreativeId.htmlRunning, CreativeId.imageRunning]);
  });

  it("campaignIds of another workspace's campaign match nothing, alone or beside the workspace's own", async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect((await list(owner, { campaignIds: [CampaignId.otherWorkspaceRunning] })).filteredRecords).toBe(0);
    const own = await all(owner, { campaignIds: [CampaignId.running] });
    const mixed = await all(owner, { campaignIds: [CampaignId.running, CampaignId.otherWorkspaceRunning] });
    expect(ids(mixed)).toEqual(ids(own));
  });

  it('owIds of another workspace match nothing; allOwIds wins over owIds', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect((await list(owner, { owIds: [Acme.other] })).filteredRecords).toBe(0);
    const everything = await list(owner);
    const allOw = await list(owner, { owIds: [Acme.customer], allOwIds: true });
    expect(allOw.filteredRecords).toBe(everything.filteredRecords);
  });

  it('a caller acting in a customer (not a workspace user) gets 403 for owIds and for allOwIds', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const owIds = expectContract(await call(suite.current, 'listCreatives', { as: owner, owId: Acme.customer, body: { owIds: [Acme.customer] } }), 'listCreatives', 403);
    expect(errorsOf(owIds)).toEqual([{ error: messages.owIdsWorkspaceOnly, field: 'owIds' }]);
    const allOwIds = expectContract(await call(suite.current, 'listCreatives', { as: owner, owId: Acme.customer, body: { allOwIds: true } }), 'listCreatives', 403);
    expect(errorsOf(allOwIds)).toEqual([{ error: messages.owIdsWorkspaceOnly, field: 'allOwIds' }]);
  });

  it('a caller acting in a customer sees that customer\'s creatives only', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = await call(suite.current, 'listCreatives', { as: owner, owId: Acme.customer, body: { noOfEntries: 1000, includeOrganizationDetails: true } });
    const items: Item[] = expectContract(data, 'listCreatives', 200).body.data.filteredList;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.organizationDetails!.owId === Acme.customer)).toBe(true);
  });

  it('adds organization and user details only when asked', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const [plain] = (await list(owner, { creativeIds: [CreativeId.imageRunning] })).filteredList;
    for (const field of ['creativeSource', 'creativeSourceType', 'clickUrl', 'organizationDetails', 'organizationLogo', 'userDetails']) expect(plain).not.toHaveProperty(field);
    const [full] = (await list(owner, { creativeIds: [CreativeId.imageRunning], includeOrganizationDetails: true, includeUserDetails: true })).filteredList;
    expect(full).toMatchObject({
      organizationDetails: { owId: Acme.workspace, organizationName: 'Acme Media' },
      organizationLogo: expect.any(String),
      userDetails: { uowId: 5001 },
    });
  });

  it('includeCreativeSourceDetails adds source, type and click URL for a caller acting in an advertiser', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const asAdvertiser = (body: Record<string, unknown>) => call(suite.current, 'listCreatives', { as: owner, owId: Acme.customer, body: { ...body, noOfEntries: 1000 } });
    const plain: Item[] = expectContract(await asAdvertiser({}), 'listCreatives', 200).body.data.filteredList;
    expect(plain.length).toBeGreaterThan(0);
    for (const item of plain) for (const field of ['creativeSource', 'creativeSourceType', 'clickUrl']) expect(item).not.toHaveProperty(field);
    const detailed: Item[] = expectContract(await asAdvertiser({ includeCreativeSourceDetails: true }), 'listCreatives', 200).body.data.filteredList;
    expect(ids(detailed)).toEqual(ids(plain));
    for (const item of detailed) expect(item).toMatchObject({ creativeSource: expect.any(String), creativeSourceType: expect.stringMatching(/^(file|URL|HTML|vast-xml)$/) });
    expect(detailed.every((item) => 'clickUrl' in item)).toBe(true);
  });

  it('includeCreativeSourceDetails is advertiser only: a workspace user asking for it gets 403 naming it', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'listCreatives', { as: owner, body: { includeCreativeSourceDetails: true } }), 'listCreatives', 403);
    expect(errorsOf(response)).toEqual([{ error: messages.sourceDetailsAdvertiserOnly, field: 'includeCreativeSourceDetails' }]);
    expectContract(await call(suite.current, 'listCreatives', { as: owner, body: { includeCreativeSourceDetails: false } }), 'listCreatives', 200);
  });

  it('a list item carries its size, campaigns and group', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const [item] = (await list(owner, { creativeIds: [CreativeId.imageRunning] })).filteredList;
    expect(item).toMatchObject({ creativeWidth: 300, creativeHeight: 250, rtbCreativeTypeId: 1, subMediaType: 'png', approvalRequiredPostUrlUpdate: true, creativeGroupId: CreativeGroupId.acmeDisplay });
    expect(item!.campaignDetails.campaignIds).toEqual(expect.arrayContaining([CampaignId.running, CampaignId.runningPolitical]));
  });

  it('sorts by sortBy (+/-), by order for an unsigned field, and by sortCriteriaMap', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const byName = (await list(owner, { sortBy: '+creativeName', noOfEntries: 1000 })).filteredList.map((i) => i.creativeName);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const oldestFirst = (await list(owner, { sortBy: 'createdAt', order: 'asc', noOfEntries: 1000 })).filteredList.map((i) => i.createdAt);
    expect(oldestFirst).toEqual([...oldestFirst].sort((a, b) => a - b));
    const newestFirst = (await list(owner, { sortBy: 'createdAt', order: 'desc', noOfEntries: 1000 })).filteredList.map((i) => i.createdAt);
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
    const mapped = (await list(owner, { sortCriteriaMap: { creativeStatusId: 'asc', creativeId: 'desc' }, noOfEntries: 1000 })).filteredList;
    const expected = [...mapped].sort((a, b) => a.creativeStatusId - b.creativeStatusId || b.creativeId - a.creativeId);
    expect(ids(mapped)).toEqual(ids(expected));
  });

  it('sortCriteriaMap wins over a sortBy sent with it', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const sortCriteriaMap = { creativeStatusId: 'asc', creativeId: 'desc' };
    const mapped = (await list(owner, { sortBy: '+creativeName', sortCriteriaMap, noOfEntries: 1000 })).filteredList;
    const expected = [...mapped].sort((a, b) => a.creativeStatusId - b.creativeStatusId || b.creativeId - a.creativeId);
    expect(ids(mapped)).toEqual(ids(expected));
  });

  it('refuses an unknown sortBy or sortCriteriaMap field with the seed 422', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const bySort = expectContract(await call(suite.current, 'listCreatives', { as: owner, body: { sortBy: '-colour' } }), 'listCreatives', 422);
    expect(errorsOf(bySort)).toEqual([{ error: messages.invalidSortBy, field: 'sortBy' }]);
    const byMap = expectContract(await call(suite.current, 'listCreatives', { as: owner, body: { sortCriteriaMap: { colour: 'asc' } } }), 'listCreatives', 422);
    expect(errorsOf(byMap)).toEqual([{ error: messages.invalidSortBy, field: 'sortCriteriaMap' }]);
  });

  it('refuses noOfEntries above 1000 (422) and a mistyped filter (400), naming the field', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const big = expectContract(await call(suite.current, 'listCreatives', { as: owner, body: { noOfEntries: 1001 } }), 'listCreatives', 422);
    expect(errorsOf(big)[0]?.field).toBe('noOfEntries');
    const mistyped = expectContract(await call(suite.current, 'listCreatives', { as: owner, body: { creativeStatusIds: 'two' } }), 'listCreatives', 400);
    expect(errorsOf(mistyped)[0]?.field).toBe('creativeStatusIds');
  });

  it('shows a new upload as pending', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const key = randomUUID();
    const request = JSON.stringify({ [key]: { creativeName: 'Fresh HTML', platformCreativeTypeId: 13, creativeSourceType: 'HTML', creativeSource: '<p>hi</p>' } });
    const uploaded = await callOk(suite.current, 'uploadCreatives', { as: owner, fields: { creativeRequest: request } });
    const creativeId = uploaded.body.data.successData[key];
    const [item] = (await list(owner, { creativeIds: [creativeId] })).filteredList;
    expect(item).toMatchObject({ creativeId, creativeName: 'Fresh HTML', creativeStatusId: 1 });
  });
});

describe('countCreativesByType and countCreativesByStatus', () => {
  const filters: Array<Record<string, unknown>> = [
    {},
    { searchField: 'acme' },
    { creativeStatusIds: [2, 3] },
    { owIds: [Acme.customer, Acme.siblingCustomer] },
    { campaignIds: [CampaignId.running, CampaignId.expired] },
    { startTime: Date.UTC(2025, 9, 1), endTime: Date.UTC(2025, 11, 31) },
    { platformCreativeTypeIds: [14, 17] },
    { creativeIds: [CreativeId.imageRunning, CreativeId.htmlRunning, CreativeId.videoRunning, CreativeId.otherWorkspaceImage] },
    { creativeGroupId: CreativeGroupId.acmeDisplay },
    { searchField: String(CreativeId.videoRunning) },
    { owIds: [Acme.customer], allOwIds: true },
  ];

  for (const filter of filters) {
    it(`count-by-type agrees with the list for ${JSON.stringify(filter)}`, async () => {
      const owner = await login(suite.current, 'workspaceOwner');
      const counted = (await callOk(suite.current, 'countCreativesByType', { as: owner, body: filter })).body.data;
      const listed = await list(owner, filter);
      expect(counted).toMatchObject({ totalRecords: listed.totalRecords, filteredRecords: listed.filteredRecords });
      expect(counted.creativeTypeList[0]).toEqual({ id: 0, creativeCount: listed.filteredRecords });
      expect(counted.creativeTypeList.map((t: { id: number }) => t.id)).toEqual([0, 11, 13, 14, 15, 17]);
      for (const { id, creativeCount } of counted.creativeTypeList.slice(1)) {
        const wanted = filter.platformCreativeTypeIds as number[] | undefined;
        const expected = wanted && !wanted.includes(id) ? 0 : (await list(owner, { ...filter, platformCreativeTypeIds: [id] })).filteredRecords;
        expect(creativeCount).toBe(expected);
      }
    });

    it(`count-by-status agrees with the list for ${JSON.stringify(filter)}`, async () => {
      const owner = await login(suite.current, 'workspaceOwner');
      const counted = (await callOk(suite.current, 'countCreativesByStatus', { as: owner, body: filter })).body.data;
      expect(counted.creativeStatusList.map((s: { id: number }) => s.id)).toEqual([0, 1, 2, 3, 4]);
      expect(counted.creativeStatusList[0]).toEqual({ id: 0, creativeCount: (await list(owner, filter)).filteredRecords });
      for (const { id, creativeCount } of counted.creativeStatusList.slice(1)) {
        const wanted = filter.creativeStatusIds as number[] | undefined;
        const expected = wanted && !wanted.includes(id) ? 0 : (await list(owner, { ...filter, creativeStatusIds: [id] })).filteredRecords;
        expect(creativeCount).toBe(expected);
      }
    });
  }

  it('count-by-type honours platformCreativeTypeIds like the list', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const counted = (await callOk(suite.current, 'countCreativesByType', { as: owner, body: { platformCreativeTypeIds: [14] } })).body.data;
    const byId = Object.fromEntries(counted.creativeTypeList.map((t: { id: number; creativeCount: number }) => [t.id, t.creativeCount]));
    expect(byId[11]).toBe(0);
    expect(byId[14]).toBe(byId[0]);
    expect(byId[0]).toBe((await list(owner, { platformCreativeTypeIds: [14] })).filteredRecords);
  });

  it('count-by-status: groupedCreatives counts creatives in a group (and wins), allCreatives=false those outside any', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const everything = await all(owner);
    const total = (body: Record<string, unknown>) =>
      callOk(suite.current, 'countCreativesByStatus', { as: owner, body }).then((r) => r.body.data.creativeStatusList[0].creativeCount as number);
    const grouped = everything.filter((i) => i.creativeGroupId !== null).length;
    expect(grouped).toBeGreaterThan(0);
    expect(await total({ groupedCreatives: true })).toBe(grouped);
    expect(await total({ allCreatives: false })).toBe(everything.length - grouped);
    expect(await total({ allCreatives: true })).toBe(everything.length);
    expect(await total({ allCreatives: false, groupedCreatives: true })).toBe(grouped);
  });

  it('both counts refuse owIds from a caller who is not a workspace user (403)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const operationId of ['countCreativesByType', 'countCreativesByStatus']) {
      const response = expectContract(await call(suite.current, operationId, { as: owner, owId: Acme.customer, body: { owIds: [Acme.customer] } }), operationId, 403);
      expect(errorsOf(response)).toEqual([{ error: messages.owIdsWorkspaceOnly, field: 'owIds' }]);
    }
  });

  it('both counts made while acting in a customer count that customer\'s creatives, as its list does', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const asCustomer = { as: owner, owId: Acme.customer, body: {} };
    const listed = expectContract(await call(suite.current, 'listCreatives', asCustomer), 'listCreatives', 200).body.data;
    expect(listed.totalRecords).toBeLessThan((await list(owner)).totalRecords);
    const byType = (await callOk(suite.current, 'countCreativesByType', asCustomer)).body.data;
    expect(byType).toMatchObject({ totalRecords: listed.totalRecords, filteredRecords: listed.filteredRecords });
    expect(byType.creativeTypeList[0]).toEqual({ id: 0, creativeCount: listed.filteredRecords });
    const byStatus = (await callOk(suite.current, 'countCreativesByStatus', asCustomer)).body.data;
    expect(byStatus.creativeStatusList[0]).toEqual({ id: 0, creativeCount: listed.filteredRecords });
  });

  it('the other workspace counts only its own creatives', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const counted = (await callOk(suite.current, 'countCreativesByType', { as: other, body: {} })).body.data;
    expect(counted.totalRecords).toBe((await all(other)).length);
    const owner = await login(suite.current, 'workspaceOwner');
    const acme = (await callOk(suite.current, 'countCreativesByType', { as: owner, body: {} })).body.data;
    expect(counted.totalRecords).toBeLessThan(acme.totalRecords);
  });
});
