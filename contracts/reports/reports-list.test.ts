import { uniqueName } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { addOwnReport, customerDetailsOf, definition, nowOf, orgId, savedReportId, subtreeOf, weeklySchedule } from './support.ts';
import type { Report, ReportAddRequest, ReportListRequest, ReportPage as ReportList } from '../../spec/generated/types.ts';
import type { QueryParams } from '../../spec/generated/operations.ts';
import { beforeEach, describe, expect, it, useTarget } from '../support/harness.ts';
import { expectErrorField, type Api } from '../support/api.ts';

useTarget();
let owner: Session;
let now: number;

/** A page of the report list, as listReports and searchReports answer it. */
type ReportPage = ReportList['data'];

beforeEach(async ({ api }) => {
  owner = await api.session('workspaceOwner');
  now = await nowOf(api, owner);
});

const pageOf = (data: ReportPage): ReportPage => ({ ...data, totalRecords: Number(data.totalRecords), filteredRecords: Number(data.filteredRecords) });

async function list(api: Api, query: QueryParams<'listReports'> = {}, as = owner): Promise<ReportPage> {
  return pageOf((await api.ok('listReports', { as, query })).body.data);
}

async function search(api: Api, body: ReportListRequest = {}, as = owner): Promise<ReportPage> {
  return pageOf((await api.ok('searchReports', { as, body })).body.data);
}

/** Every report the caller lists, page after page. */
async function listAll(api: Api, query: QueryParams<'listReports'> = {}, as = owner): Promise<Report[]> {
  const items: Report[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await list(api, { ...query, limit: 1000, pageNo }, as);
    items.push(...page.data);
    if (page.data.length < 1000) return items;
  }
}

const idsOf = (items: Report[]) => items.map((r) => r.id);

/** A report of the caller over `customerIds`, deleted when the test ends. */
const ownReport = (api: Api, overrides: ReportAddRequest = {}, customerIds = [owner.owId], days = 30) =>
  addOwnReport(api, owner, { ...definition(now, customerIds, {}, days), ...overrides });

/** `n` reports whose names, ids and start dates sort differently: later ones get earlier letters and longer periods. */
async function addMany(api: Api, n: number, tag = uniqueName('Bulk')): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push(await ownReport(api, { reportName: `${String.fromCharCode(90 - (i % 26))} ${tag}` }, [owner.owId], 10 + i));
  return ids;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

describe('listReports and searchReports', () => {
  it("list the workspace's saved reports with customers, timezone and schedule", async ({ api }) => {
    const schedule = weeklySchedule(now);
    const scheduled = await ownReport(api, { reportSchedulingEventDetails: schedule });
    const unscheduled = await ownReport(api);
    const items = await listAll(api);
    expect(idsOf(items)).toEqual(expect.arrayContaining([scheduled, unscheduled]));
    // Saved in a customer: the workspace above it sees it too.
    expect(idsOf(items)).toContain(await savedReportId(api, 'customerOwned'));
    const weekly = items.find((r) => r.id === scheduled)!;
    const workspace = api.profile.organizations?.find((o) => o.owId === owner.owId);
    // The seed's table spells the id owID, other records owId: either carries it.
    expect(customerDetailsOf(weekly)).toMatchObject([{ id: owner.owId, organizationName: workspace?.organizationName ?? expect.any(String) }]);
    expect(weekly.timezoneId).toBe(29);
    expect(weekly.reportSchedulingEventDetails).toMatchObject({ deliveryFrequency: 3 });
    expect(items.find((r) => r.id === unscheduled)!.reportSchedulingEventDetails).toBeNull();
  });

  it("never show another workspace's reports, either way", async ({ other, api }) => {
    const own = await ownReport(api);
    const foreign = await savedReportId(api, 'otherWorkspace');
    expect(idsOf((await list(api)).data)).not.toContain(foreign);
    const theirs = subtreeOf(api, other.owId);
    for (const page of [await list(api, { limit: 1000 }, other), await search(api, { noOfEntries: 1000 }, other)]) {
      expect(idsOf(page.data)).toContain(foreign);
      expect(idsOf(page.data)).not.toContain(own);
      for (const report of page.data) expect(report.customerIds.every((id) => theirs.has(Number(id)))).toBe(true);
    }
  });

  it('list, acting in a customer (X-IAA-OW-ID), only the reports saved in that customer or beneath it', async ({ api }) => {
    const customer = await orgId(api, 'customer');
    const beneath = subtreeOf(api, customer);
    const own = await ownReport(api);
    const get = pageOf((await api.ok('listReports', { as: owner, owId: customer, query: { limit: 1000 } })).body.data);
    const post = pageOf((await api.ok('searchReports', { as: owner, owId: customer, body: { noOfEntries: 1000 } })).body.data);
    for (const page of [get, post]) {
      expect(idsOf(page.data)).toContain(await savedReportId(api, 'customerOwned'));
      expect(idsOf(page.data)).not.toContain(own);
      for (const report of page.data) expect(report.customerIds.every((id) => beneath.has(Number(id)))).toBe(true);
      expect(page.totalRecords).toBe(page.data.length);
    }
    expect(post.data).toEqual(get.data);
  });

  it('default to page 1 of 20, sorted by -modifyDate', async ({ api }) => {
    const before = (await list(api)).totalRecords;
    const added = Math.max(3, 21 - before);
    await addMany(api, added);
    const all = await listAll(api);
    expect(all).toHaveLength(before + added);
    const page = await list(api);
    expect(page.data).toHaveLength(20);
    expect(page.totalRecords).toBe(before + added);
    const modified = all.map((r) => r.modifyDate);
    expect(modified).toEqual([...modified].sort((a, b) => b - a));
    expect(page.data).toEqual(all.slice(0, 20));
    const post = await search(api);
    expect(post.data).toEqual(page.data);
  });

  it('page with limit (GET) and noOfEntries (POST)', async ({ api }) => {
    await addMany(api, 4);
    const all = await listAll(api, { sortBy: '+id' });
    expect((await list(api, { limit: 3, pageNo: 2, sortBy: '+id' })).data).toEqual(all.slice(3, 6));
    expect((await search(api, { noOfEntries: 3, pageNo: 2, sortBy: '+id' })).data).toEqual(all.slice(3, 6));
  });

  it.for([
    ['id', (r: Report) => r.id],
    ['startDate', (r: Report) => r.startDate],
    ['modifyDate', (r: Report) => r.modifyDate],
  ] as const)('sort by %s, ascending and descending', async ([field, read], { api }) => {
    await addMany(api, 3);
    const up = (await listAll(api, { sortBy: `+${field}` })).map(read);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await search(api, { sortBy: `-${field}`, noOfEntries: 1000 })).data.map(read);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('sort by name', async ({ api }) => {
    await addMany(api, 3);
    const names = (await listAll(api, { sortBy: '+name' })).map((r) => r.reportName);
    expect(names).toEqual([...names].sort(byText));
  });

  it('answer a sortBy naming a field they do not sort by with the list, or a 422 naming sortBy (spec/DECISIONS.md C3)', async ({ api }) => {
    await addMany(api, 3);
    const everyId = idsOf(await listAll(api)).sort();
    const answers = [
      ['listReports', await api.call('listReports', { as: owner, query: { limit: 1000, sortBy: '-impressions' } })],
      ['searchReports', await api.call('searchReports', { as: owner, body: { noOfEntries: 1000, sortBy: 'bogus' } })],
    ] as const;
    for (const [operationId, response] of answers) {
      expectContract(response, operationId, response.status === 422 ? 422 : 200);
      if (response.status === 422) expectErrorField(errorsOf(response)[0], 'sortBy', operationId, 422);
      else expect(idsOf(response.body.data.data).sort()).toEqual(everyId);
    }
  });

  it('search report names (case-insensitive), counting the matches in filteredRecords', async ({ api }) => {
    const tag = uniqueName('Zip codes');
    const matching = await addMany(api, 3, tag);
    await ownReport(api);
    const everything = await list(api);
    const page = await list(api, { searchField: tag.toUpperCase() });
    expect(idsOf(page.data).sort()).toEqual([...matching].sort());
    expect(page.data.every((r) => r.reportName.toLowerCase().includes(tag.toLowerCase()))).toBe(true);
    expect(page.filteredRecords).toBe(3);
    expect(page.totalRecords).toBe(everything.totalRecords);
    expect(idsOf((await search(api, { searchField: tag.toLowerCase() })).data).sort()).toEqual([...matching].sort());
  });

  it('count every report and every match, not just the page, in totalRecords and filteredRecords', async ({ api }) => {
    const tag = uniqueName('Counted');
    await addMany(api, 3, tag);
    const everything = (await list(api)).totalRecords;
    const get = await list(api, { searchField: tag, limit: 2 });
    const post = await search(api, { searchField: tag, noOfEntries: 2 });
    for (const page of [get, post]) {
      expect(page.data).toHaveLength(2);
      expect(page.totalRecords).toBe(everything);
      expect(page.filteredRecords).toBe(3);
    }
    const second = await search(api, { searchField: tag, noOfEntries: 2, pageNo: 2 });
    expect(second.data).toHaveLength(1);
    expect(second).toMatchObject({ totalRecords: everything, filteredRecords: 3 });
  });

  it('filter by customers, as a comma-separated query or an array body', async ({ api }) => {
    const [customer, subCustomer, sibling] = [await orgId(api, 'customer'), await orgId(api, 'subCustomer'), await orgId(api, 'siblingCustomer')];
    const acmeOnly = await ownReport(api);
    const withSibling = await ownReport(api, {}, [owner.owId, sibling]);
    const withSubCustomer = await ownReport(api, {}, [owner.owId, subCustomer]);
    const covers = (page: ReportPage, ids: number[]) => page.data.every((r) => r.customerIds.some((id) => ids.includes(Number(id))));

    const query = await list(api, { customerIds: `${customer},${sibling}`, limit: 1000 });
    expect(idsOf(query.data)).toContain(withSibling);
    expect(idsOf(query.data)).not.toContain(acmeOnly);
    expect(covers(query, [customer, sibling])).toBe(true);
    expect(query.filteredRecords).toBe(query.data.length);

    const array = await search(api, { customerIds: [subCustomer], noOfEntries: 1000 });
    expect(idsOf(array.data)).toContain(withSubCustomer);
    expect(idsOf(array.data)).not.toContain(withSibling);
    expect(covers(array, [subCustomer])).toBe(true);

    const text = await search(api, { customerIds: `${sibling}`, noOfEntries: 1000 });
    expect(idsOf(text.data)).toContain(withSibling);
    expect(idsOf(text.data)).not.toContain(withSubCustomer);
    expect(covers(text, [sibling])).toBe(true);
  });

  it('refuse malformed customerIds, in the query or the body', async ({ api }) => {
    const response = await api.expect('listReports', { as: owner, query: { customerIds: '1002;x' } }, 422);
    expectErrorField(errorsOf(response)[0], 'customerIds', 'listReports', 422);
    const post = await api.expect('searchReports', { as: owner, body: { customerIds: '1002;x' } }, 400);
    expectErrorField(errorsOf(post)[0], 'customerIds', 'searchReports', 400);
  });
});
