import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { profileId, uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';

const suite = useTarget();

const owner = () => session(suite.current, 'workspaceOwner');
/** Notable records of the target's world, by role (profile `notableIds`). */
const creativeId = (role: string) => profileId(suite, 'creatives', role);
const campaignId = (role: string) => profileId(suite, 'campaigns', role);
const groupId = (role: string) => profileId(suite, 'creativeGroups', role);
const orgId = (role: string) => profileId(suite, 'organizations', role);

/** A value the contract lets an implementation answer as null instead. */
const orNull = (value: unknown) => expect.toBeOneOf([value, null]);

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

/** Every creative matching the filter, page by page: uploads make the list grow. */
async function all(as: Session, filter: Record<string, unknown> = {}) {
  const items: Item[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = (await list(as, { ...filter, noOfEntries: 1000, pageNo, includeOrganizationDetails: true })).filteredList;
    items.push(...page);
    if (page.length < 1000) return items;
  }
}

const ids = (items: Item[]) => items.map((i) => i.creativeId);

describe('listCreatives', () => {
  it('defaults to page 1 of 20, newest id first, over every creative of the workspace and its customers', async () => {
    const as = await owner();
    const data = await list(as);
    expect(data.totalRecords).toBeGreaterThan(20);
    expect(data.filteredRecords).toBe(data.totalRecords);
    expect(data.filteredList).toHaveLength(20);
    const everything = await all(as);
    expect(everything).toHaveLength(data.totalRecords);
    expect(ids(data.filteredList)).toEqual(ids(everything).sort((a, b) => b - a).slice(0, 20));
    const owners = new Set(everything.map((i) => Number(i.organizationDetails!.owId)));
    expect(owners).toEqual(new Set([await orgId('workspace'), await orgId('customer'), await orgId('siblingCustomer')]));
  });

  it('pages with pageNo and noOfEntries; a page past the end is empty', async () => {
    const as = await owner();
    const first = await list(as, { noOfEntries: 7 });
    const second = await list(as, { noOfEntries: 7, pageNo: 2 });
    const both = await list(as, { noOfEntries: 14 });
    expect([...ids(first.filteredList), ...ids(second.filteredList)]).toEqual(ids(both.filteredList));
    const pastTheEnd = Math.ceil(both.totalRecords / 20) + 1;
    expect((await list(as, { pageNo: pastTheEnd })).filteredList).toEqual([]);
  });

  it('never shows another workspace\'s creatives, and the other workspace sees only its own', async () => {
    const theirImage = await creativeId('otherWorkspaceImage');
    expect(ids(await all(await owner()))).not.toContain(theirImage);
    const theirs = await all(await session(suite.current, 'otherWorkspaceUser'));
    expect(ids(theirs)).toContain(theirImage);
    const other = await orgId('otherWorkspace');
    expect(theirs.every((i) => Number(i.organizationDetails!.owId) === other)).toBe(true);
  });

  /** A filter and the rule a creative that matches it keeps. */
  type Narrowing = () => Promise<[Record<string, unknown>, (i: Item) => boolean]>;
  const narrowing: Array<[string, Narrowing]> = [
    ['platformCreativeTypeIds', async () => [{ platformCreativeTypeIds: [14, 17] }, (i) => [14, 17].includes(Number(i.platformCreativeTypeId))]],
    ['creativeStatusIds', async () => [{ creativeStatusIds: [3] }, (i) => Number(i.creativeStatusId) === 3]],
    ['creativeGroupId', async () => {
      const group = await groupId('acmeDisplay');
      return [{ creativeGroupId: group }, (i) => Number(i.creativeGroupId) === group];
    }],
    ['campaignIds', async () => {
      const running = await campaignId('running');
      return [{ campaignIds: [running] }, (i) => i.campaignDetails.campaignIds.map(Number).includes(running)];
    }],
    ['searchField (name)', async () => [{ searchField: 'spring' }, (i) => i.creativeName.toLowerCase().includes('spring')]],
    ['searchField (id)', async () => {
      const video = String(await creativeId('videoRunning'));
      return [{ searchField: video }, (i) => String(i.creativeId).includes(video)];
    }],
    ['startTime', async () => [{ startTime: Date.UTC(2025, 11, 1) }, (i) => Number(i.createdAt) >= Date.UTC(2025, 11, 1)]],
    ['endTime', async () => [{ endTime: Date.UTC(2025, 9, 1) }, (i) => Number(i.createdAt) <= Date.UTC(2025, 9, 1)]],
    ['owIds', async () => {
      const customer = await orgId('customer');
      return [{ owIds: [customer] }, (i) => Number(i.organizationDetails!.owId) === customer];
    }],
  ];
  for (const [name, narrowingOf] of narrowing) {
    it(`${name} narrows the list to exactly the creatives that match`, async () => {
      const as = await owner();
      const [filter, keeps] = await narrowingOf();
      const everything = await all(as);
      const expected = everything.filter(keeps);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(everything.length);
      expect(ids(await all(as, filter)).sort()).toEqual(ids(expected).sort());
      expect((await list(as, filter)).filteredRecords).toBe(expected.length);
    });
  }

  it('totalRecords counts every creative the caller may see whatever the filters and page; filteredRecords those that match', async () => {
    const as = await owner();
    const everything = (await all(as)).length;
    for (const filter of [{ creativeStatusIds: [3] }, { searchField: 'spring' }, { platformCreativeTypeIds: [14, 17], pageNo: 2, noOfEntries: 1 }]) {
      const listed = await list(as, filter);
      expect(listed.filteredRecords).toBeLessThan(everything);
      expect(listed.totalRecords).toBe(everything);
      const counted = (await callOk(suite.current, 'countCreativesByType', { as, body: filter })).body.data;
      expect(counted).toMatchObject({ totalRecords: everything, filteredRecords: listed.filteredRecords });
    }
  });

  it('creativeIds narrows to the listed ids the caller may see (a foreign id matches nothing)', async () => {
    const [image, html] = [await creativeId('imageRunning'), await creativeId('htmlRunning')];
    const data = await list(await owner(), { creativeIds: [image, html, await creativeId('otherWorkspaceImage')] });
    expect(ids(data.filteredList)).toEqual([image, html].sort((a, b) => b - a));
  });

  it("campaignIds of another workspace's campaign match nothing, alone or beside the workspace's own", async () => {
    const as = await owner();
    const [running, theirs] = [await campaignId('running'), await campaignId('otherWorkspaceRunning')];
    expect((await list(as, { campaignIds: [theirs] })).filteredRecords).toBe(0);
    const own = await all(as, { campaignIds: [running] });
    const mixed = await all(as, { campaignIds: [running, theirs] });
    expect(ids(mixed)).toEqual(ids(own));
  });

  it('owIds of another workspace match nothing; allOwIds wins over owIds', async () => {
    const as = await owner();
    expect((await list(as, { owIds: [await orgId('otherWorkspace')] })).filteredRecords).toBe(0);
    const everything = await list(as);
    const allOw = await list(as, { owIds: [await orgId('customer')], allOwIds: true });
    expect(allOw.filteredRecords).toBe(everything.filteredRecords);
  });

  it('a caller acting in a customer (not a workspace user) gets 403 for owIds and for allOwIds', async () => {
    const as = await owner();
    const customer = await orgId('customer');
    const owIds = expectContract(await call(suite.current, 'listCreatives', { as, owId: customer, body: { owIds: [customer] } }), 'listCreatives', 403);
    expect(errorsOf(owIds)).toEqual([{ error: messages.owIdsWorkspaceOnly, field: 'owIds' }]);
    const allOwIds = expectContract(await call(suite.current, 'listCreatives', { as, owId: customer, body: { allOwIds: true } }), 'listCreatives', 403);
    expect(errorsOf(allOwIds)).toEqual([{ error: messages.owIdsWorkspaceOnly, field: 'allOwIds' }]);
  });

  it('a caller acting in a customer sees that customer\'s creatives only', async () => {
    const as = await owner();
    const customer = await orgId('customer');
    const data = await call(suite.current, 'listCreatives', { as, owId: customer, body: { noOfEntries: 1000, includeOrganizationDetails: true } });
    const items: Item[] = expectContract(data, 'listCreatives', 200).body.data.filteredList;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => Number(i.organizationDetails!.owId) === customer)).toBe(true);
  });

  it('adds organization and user details only when asked', async () => {
    const as = await owner();
    const image = await creativeId('imageRunning');
    const [plain] = (await list(as, { creativeIds: [image] })).filteredList;
    for (const field of ['creativeSource', 'creativeSourceType', 'clickUrl', 'organizationDetails', 'organizationLogo', 'userDetails']) expect(plain).not.toHaveProperty(field);
    const [full] = (await list(as, { creativeIds: [image], includeOrganizationDetails: true, includeUserDetails: true })).filteredList;
    const workspace = suite.current.profile.organizations?.find((o) => Number(o.owId) === as.owId);
    expect(full).toMatchObject({
      organizationDetails: { owId: as.owId, organizationName: workspace?.organizationName },
      organizationLogo: expect.any(String),
      userDetails: { uowId: suite.current.personas.workspaceOwner!.uowId },
    });
  });

  it('includeCreativeSourceDetails adds source, type and click URL for a caller acting in an advertiser', async () => {
    const as = await owner();
    const customer = await orgId('customer');
    const asAdvertiser = (body: Record<string, unknown>) => call(suite.current, 'listCreatives', { as, owId: customer, body: { ...body, noOfEntries: 1000 } });
    const plain: Item[] = expectContract(await asAdvertiser({}), 'listCreatives', 200).body.data.filteredList;
    expect(plain.length).toBeGreaterThan(0);
    for (const item of plain) for (const field of ['creativeSource', 'creativeSourceType', 'clickUrl']) expect(item).not.toHaveProperty(field);
    const detailed: Item[] = expectContract(await asAdvertiser({ includeCreativeSourceDetails: true }), 'listCreatives', 200).body.data.filteredList;
    expect(ids(detailed)).toEqual(ids(plain));
    for (const item of detailed) expect(item).toMatchObject({ creativeSource: expect.any(String), creativeSourceType: expect.stringMatching(/^(file|URL|HTML|vast-xml)$/) });
    expect(detailed.every((item) => 'clickUrl' in item)).toBe(true);
  });

  it('includeCreativeSourceDetails is advertiser only: a workspace user asking for it gets 403 naming it [smoke]', async () => {
    const as = await owner();
    const response = expectContract(await call(suite.current, 'listCreatives', { as, body: { includeCreativeSourceDetails: true } }), 'listCreatives', 403);
    expect(errorsOf(response)).toEqual([{ error: messages.sourceDetailsAdvertiserOnly, field: 'includeCreativeSourceDetails' }]);
    expectContract(await call(suite.current, 'listCreatives', { as, body: { includeCreativeSourceDetails: false } }), 'listCreatives', 200);
  });

  it('a list item carries its size, campaigns and group', async () => {
    const as = await owner();
    const [item] = (await list(as, { creativeIds: [await creativeId('imageRunning')] })).filteredList;
    expect(item).toMatchObject({ creativeWidth: orNull(300), creativeHeight: orNull(250), rtbCreativeTypeId: 1, subMediaType: orNull('png'), approvalRequiredPostUrlUpdate: true, creativeGroupId: orNull(await groupId('acmeDisplay')) });
    expect(item!.campaignDetails.campaignIds.map(Number)).toEqual(expect.arrayContaining([await campaignId('running'), await campaignId('runningPolitical')]));
  });

  it('sorts by sortBy (+/-), by order for an unsigned field, and by sortCriteriaMap', async () => {
    const as = await owner();
    const byName = (await list(as, { sortBy: '+creativeName', noOfEntries: 1000 })).filteredList.map((i) => i.creativeName);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const oldestFirst = (await list(as, { sortBy: 'createdAt', order: 'asc', noOfEntries: 1000 })).filteredList.map((i) => Number(i.createdAt));
    expect(oldestFirst).toEqual([...oldestFirst].sort((a, b) => a - b));
    const newestFirst = (await list(as, { sortBy: 'createdAt', order: 'desc', noOfEntries: 1000 })).filteredList.map((i) => Number(i.createdAt));
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
    const mapped = (await list(as, { sortCriteriaMap: { creativeStatusId: 'asc', creativeId: 'desc' }, noOfEntries: 1000 })).filteredList;
    const expected = [...mapped].sort((a, b) => a.creativeStatusId - b.creativeStatusId || b.creativeId - a.creativeId);
    expect(ids(mapped)).toEqual(ids(expected));
  });

  it('sortCriteriaMap wins over a sortBy sent with it', async () => {
    const as = await owner();
    const sortCriteriaMap = { creativeStatusId: 'asc', creativeId: 'desc' };
    const mapped = (await list(as, { sortBy: '+creativeName', sortCriteriaMap, noOfEntries: 1000 })).filteredList;
    const expected = [...mapped].sort((a, b) => a.creativeStatusId - b.creativeStatusId || b.creativeId - a.creativeId);
    expect(ids(mapped)).toEqual(ids(expected));
  });

  it('a sortBy or sortCriteriaMap naming no creative field: the documents state no refusal, so the list or a 422 naming it (spec/DECISIONS.md C3)', async () => {
    const as = await owner();
    const everything = ids(await all(as)).sort((a, b) => a - b);
    for (const [field, body] of [['sortBy', { sortBy: '-colour' }], ['sortCriteriaMap', { sortCriteriaMap: { colour: 'asc' } }]] as const) {
      const response = await call(suite.current, 'listCreatives', { as, body: { ...body, noOfEntries: 1000 } });
      expectContract(response, 'listCreatives', response.status === 422 ? 422 : 200);
      if (response.status === 422) expect(errorsOf(response)[0]?.field).toBe(field);
      else expect(Number(response.body.data.filteredRecords)).toBe(everything.length);
    }
  });

  it('refuses noOfEntries above 1000 (422) and a mistyped filter (400), naming the field', async () => {
    const as = await owner();
    const big = expectContract(await call(suite.current, 'listCreatives', { as, body: { noOfEntries: 1001 } }), 'listCreatives', 422);
    expect(errorsOf(big)[0]?.field).toBe('noOfEntries');
    const mistyped = expectContract(await call(suite.current, 'listCreatives', { as, body: { creativeStatusIds: 'two' } }), 'listCreatives', 400);
    expect(errorsOf(mistyped)[0]?.field).toBe('creativeStatusIds');
  });

  it('shows a new upload as pending', async () => {
    const as = await owner();
    const key = randomUUID();
    const creativeName = uniqueName('Fresh HTML');
    const request = JSON.stringify({ [key]: { creativeName, platformCreativeTypeId: 13, creativeSourceType: 'HTML', creativeSource: '<p>hi</p>' } });
    const uploaded = await callOk(suite.current, 'uploadCreatives', { as, fields: { creativeRequest: request } });
    const id = Number(uploaded.body.data.successData[key]);
    const [item] = (await list(as, { creativeIds: [id] })).filteredList;
    expect(item).toMatchObject({ creativeId: id, creativeName, creativeStatusId: 1 });
    expect(ids((await list(as, { searchField: creativeName })).filteredList)).toEqual([id]);
  });
});

describe('countCreativesByType and countCreativesByStatus', () => {
  /** The filters both counts are checked against the list with, by what they narrow on. */
  const countFilters: Array<[string, () => Promise<Record<string, unknown>>]> = [
    ['no filter', async () => ({})],
    ['searchField acme', async () => ({ searchField: 'acme' })],
    ['creativeStatusIds 2 and 3', async () => ({ creativeStatusIds: [2, 3] })],
    ['owIds of two customers', async () => ({ owIds: [await orgId('customer'), await orgId('siblingCustomer')] })],
    ['campaignIds running and expired', async () => ({ campaignIds: [await campaignId('running'), await campaignId('expired')] })],
    ['startTime and endTime', async () => ({ startTime: Date.UTC(2025, 9, 1), endTime: Date.UTC(2025, 11, 31) })],
    ['platformCreativeTypeIds 14 and 17', async () => ({ platformCreativeTypeIds: [14, 17] })],
    ['creativeIds with a foreign one', async () => ({ creativeIds: await Promise.all(['imageRunning', 'htmlRunning', 'videoRunning', 'otherWorkspaceImage'].map(creativeId)) })],
    ['creativeGroupId', async () => ({ creativeGroupId: await groupId('acmeDisplay') })],
    ['searchField a creative id', async () => ({ searchField: String(await creativeId('videoRunning')) })],
    ['owIds with allOwIds', async () => ({ owIds: [await orgId('customer')], allOwIds: true })],
  ];

  for (const [label, filterOf] of countFilters) {
    it(`count-by-type agrees with the list for ${label}`, async () => {
      const as = await owner();
      const filter = await filterOf();
      const counted = (await callOk(suite.current, 'countCreativesByType', { as, body: filter })).body.data;
      const listed = await list(as, filter);
      expect(counted).toMatchObject({ totalRecords: listed.totalRecords, filteredRecords: listed.filteredRecords });
      expect(counted.creativeTypeList[0]).toEqual({ id: 0, creativeCount: listed.filteredRecords });
      expect(counted.creativeTypeList.map((t: { id: number }) => t.id)).toEqual([0, 11, 13, 14, 15, 17]);
      for (const { id, creativeCount } of counted.creativeTypeList.slice(1)) {
        const wanted = filter.platformCreativeTypeIds as number[] | undefined;
        const expected = wanted && !wanted.includes(id) ? 0 : (await list(as, { ...filter, platformCreativeTypeIds: [id] })).filteredRecords;
        expect(creativeCount, `type ${id}`).toBe(expected);
      }
    });

    it(`count-by-status agrees with the list for ${label}`, async () => {
      const as = await owner();
      const filter = await filterOf();
      const counted = (await callOk(suite.current, 'countCreativesByStatus', { as, body: filter })).body.data;
      expect(counted.creativeStatusList.map((s: { id: number }) => s.id)).toEqual([0, 1, 2, 3, 4]);
      expect(counted.creativeStatusList[0]).toEqual({ id: 0, creativeCount: (await list(as, filter)).filteredRecords });
      for (const { id, creativeCount } of counted.creativeStatusList.slice(1)) {
        const wanted = filter.creativeStatusIds as number[] | undefined;
        const expected = wanted && !wanted.includes(id) ? 0 : (await list(as, { ...filter, creativeStatusIds: [id] })).filteredRecords;
        expect(creativeCount, `status ${id}`).toBe(expected);
      }
    });
  }

  it('count-by-type honours platformCreativeTypeIds like the list [smoke]', async () => {
    const as = await owner();
    const counted = (await callOk(suite.current, 'countCreativesByType', { as, body: { platformCreativeTypeIds: [14] } })).body.data;
    const byId = Object.fromEntries(counted.creativeTypeList.map((t: { id: number; creativeCount: number }) => [t.id, t.creativeCount]));
    expect(byId[11]).toBe(0);
    expect(byId[14]).toBe(byId[0]);
    expect(byId[0]).toBe((await list(as, { platformCreativeTypeIds: [14] })).filteredRecords);
  });

  it('count-by-status: groupedCreatives counts creatives in a group (and wins), allCreatives=false those outside any', async () => {
    const as = await owner();
    const everything = await all(as);
    const total = (body: Record<string, unknown>) =>
      callOk(suite.current, 'countCreativesByStatus', { as, body }).then((r) => r.body.data.creativeStatusList[0].creativeCount as number);
    const grouped = everything.filter((i) => i.creativeGroupId !== null).length;
    expect(grouped).toBeGreaterThan(0);
    expect(await total({ groupedCreatives: true })).toBe(grouped);
    expect(await total({ allCreatives: false })).toBe(everything.length - grouped);
    expect(await total({ allCreatives: true })).toBe(everything.length);
    expect(await total({ allCreatives: false, groupedCreatives: true })).toBe(grouped);
  });

  it('both counts refuse owIds from a caller who is not a workspace user (403), and count without them [smoke]', async () => {
    const as = await owner();
    const customer = await orgId('customer');
    for (const operationId of ['countCreativesByType', 'countCreativesByStatus']) {
      const response = expectContract(await call(suite.current, operationId, { as, owId: customer, body: { owIds: [customer] } }), operationId, 403);
      expect(errorsOf(response)).toEqual([{ error: messages.owIdsWorkspaceOnly, field: 'owIds' }]);
      await callOk(suite.current, operationId, { as, owId: customer, body: {} });
    }
  });

  it('both counts made while acting in a customer count that customer\'s creatives, as its list does', async () => {
    const as = await owner();
    const asCustomer = { as, owId: await orgId('customer'), body: {} };
    const listed = expectContract(await call(suite.current, 'listCreatives', asCustomer), 'listCreatives', 200).body.data;
    expect(listed.totalRecords).toBeLessThan((await list(as)).totalRecords);
    const byType = (await callOk(suite.current, 'countCreativesByType', asCustomer)).body.data;
    expect(byType).toMatchObject({ totalRecords: listed.totalRecords, filteredRecords: listed.filteredRecords });
    expect(byType.creativeTypeList[0]).toEqual({ id: 0, creativeCount: listed.filteredRecords });
    const byStatus = (await callOk(suite.current, 'countCreativesByStatus', asCustomer)).body.data;
    expect(byStatus.creativeStatusList[0]).toEqual({ id: 0, creativeCount: listed.filteredRecords });
  });

  it('the other workspace counts only its own creatives', async () => {
    const other = await session(suite.current, 'otherWorkspaceUser');
    const counted = (await callOk(suite.current, 'countCreativesByType', { as: other, body: {} })).body.data;
    expect(counted.totalRecords).toBe((await all(other)).length);
    const acme = (await callOk(suite.current, 'countCreativesByType', { as: await owner(), body: {} })).body.data;
    expect(counted.totalRecords).toBeLessThan(acme.totalRecords);
  });
});
