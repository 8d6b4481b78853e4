import { beforeEach, describe, expect, it } from 'vitest';
import { uniqueEmail, uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { DAY, addOwnReport, customerDetailsOf, definition, nowOf, orgId, savedReportId, subtreeOf, type CustomerDetail } from './helpers.ts';

const suite = useTarget();
let owner: Session;
let now: number;

interface ReportItem {
  id: number;
  reportName: string;
  customerIds: number[];
  customerDetails: CustomerDetail | CustomerDetail[];
  startDate: number;
  modifyDate: number;
  timezoneId: number;
  reportSchedulingEventDetails: { deliveryFrequency: number } | null;
}

interface ReportPage {
  data: ReportItem[];
  totalRecords: number;
  filteredRecords: number;
}

beforeEach(async () => {
  owner = await session(suite.current, 'workspaceOwner');
  now = await nowOf(suite.current, owner);
});

const pageOf = (data: ReportPage): ReportPage => ({ ...data, totalRecords: Number(data.totalRecords), filteredRecords: Number(data.filteredRecords) });

async function list(query: Record<string, string | number> = {}, as = owner): Promise<ReportPage> {
  return pageOf((await callOk(suite.current, 'listReports', { as, query })).body.data);
}

async function search(body: Record<string, unknown> = {}, as = owner): Promise<ReportPage> {
  return pageOf((await callOk(suite.current, 'searchReports', { as, body })).body.data);
}

/** Every report the caller lists, page after page. */
async function listAll(query: Record<string, string | number> = {}, as = owner): Promise<ReportItem[]> {
  const items: ReportItem[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await list({ ...query, limit: 1000, pageNo }, as);
    items.push(...page.data);
    if (page.data.length < 1000) return items;
  }
}

const idsOf = (items: ReportItem[]) => items.map((r) => r.id);

/** A report of the caller over `customerIds`, deleted when the test ends. */
const ownReport = (overrides: Record<string, unknown> = {}, customerIds = [owner.owId], days = 30) =>
  addOwnReport(suite.current, owner, { ...definition(now, customerIds, {}, days), ...overrides });

/** `n` reports whose names, ids and start dates sort differently: later ones get earlier letters and longer periods. */
async function addMany(n: number, tag = uniqueName('Bulk')): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push(await ownReport({ reportName: `${String.fromCharCode(90 - (i % 26))} ${tag}` }, [owner.owId], 10 + i));
  return ids;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

describe('listReports and searchReports', () => {
  it('list the workspace\'s saved reports with customers, timezone and schedule', async () => {
    const schedule = { subscriberEmails: [uniqueEmail('reader')], fileType: 1, deliveryFrequency: 3, deliveryDay: 'Monday', eventEndDate: now + 30 * DAY };
    const scheduled = await ownReport({ reportSchedulingEventDetails: schedule });
    const unscheduled = await ownReport();
    const items = await listAll();
    expect(idsOf(items)).toEqual(expect.arrayContaining([scheduled, unscheduled]));
    // Saved in a customer: the workspace above it sees it too.
    expect(idsOf(items)).toContain(await savedReportId(suite, 'customerOwned'));
    const weekly = items.find((r) => r.id === scheduled)!;
    const workspace = suite.current.profile.organizations?.find((o) => o.owId === owner.owId);
    // The seed's table spells the id owID, other records owId: either carries it.
    expect(customerDetailsOf(weekly)).toMatchObject([{ id: owner.owId, organizationName: workspace?.organizationName ?? expect.any(String) }]);
    expect(weekly.timezoneId).toBe(29);
    expect(weekly.reportSchedulingEventDetails).toMatchObject({ deliveryFrequency: 3 });
    expect(items.find((r) => r.id === unscheduled)!.reportSchedulingEventDetails).toBeNull();
  });

  it('never show another workspace\'s reports, either way [smoke]', async () => {
    const own = await ownReport();
    const foreign = await savedReportId(suite, 'otherWorkspace');
    expect(idsOf((await list()).data)).not.toContain(foreign);
    const other = await session(suite.current, 'otherWorkspaceUser');
    const theirs = subtreeOf(suite, other.owId);
    for (const page of [await list({ limit: 1000 }, other), await search({ noOfEntries: 1000 }, other)]) {
      expect(idsOf(page.data)).toContain(foreign);
      expect(idsOf(page.data)).not.toContain(own);
      for (const report of page.data) expect(report.customerIds.every((id) => theirs.has(Number(id)))).toBe(true);
    }
  });

  it('list, acting in a customer (X-IAA-OW-ID), only the reports saved in that customer or beneath it', async () => {
    const customer = await orgId(suite, 'customer');
    const beneath = subtreeOf(suite, customer);
    const own = await ownReport();
    const get = pageOf((await callOk(suite.current, 'listReports', { as: owner, owId: customer, query: { limit: 1000 } })).body.data);
    const post = pageOf((await callOk(suite.current, 'searchReports', { as: owner, owId: customer, body: { noOfEntries: 1000 } })).body.data);
    for (const page of [get, post]) {
      expect(idsOf(page.data)).toContain(await savedReportId(suite, 'customerOwned'));
      expect(idsOf(page.data)).not.toContain(own);
      for (const report of page.data) expect(report.customerIds.every((id) => beneath.has(Number(id)))).toBe(true);
      expect(page.totalRecords).toBe(page.data.length);
    }
    expect(post.data).toEqual(get.data);
  });

  it('default to page 1 of 20, sorted by -modifyDate', async () => {
    const before = (await list()).totalRecords;
    const added = Math.max(3, 21 - before);
    await addMany(added);
    const all = await listAll();
    expect(all).toHaveLength(before + added);
    const page = await list();
    expect(page.data).toHaveLength(20);
    expect(page.totalRecords).toBe(before + added);
    const modified = all.map((r) => r.modifyDate);
    expect(modified).toEqual([...modified].sort((a, b) => b - a));
    expect(page.data).toEqual(all.slice(0, 20));
    const post = await search();
    expect(post.data).toEqual(page.data);
  });

  it('page with limit (GET) and noOfEntries (POST)', async () => {
    await addMany(4);
    const all = await listAll({ sortBy: '+id' });
    expect((await list({ limit: 3, pageNo: 2, sortBy: '+id' })).data).toEqual(all.slice(3, 6));
    expect((await search({ noOfEntries: 3, pageNo: 2, sortBy: '+id' })).data).toEqual(all.slice(3, 6));
  });

  it.each([
    ['id', (r: ReportItem) => r.id],
    ['startDate', (r: ReportItem) => r.startDate],
    ['modifyDate', (r: ReportItem) => r.modifyDate],
  ])('sort by %s, ascending and descending', async (field, read) => {
    await addMany(3);
    const up = (await listAll({ sortBy: `+${field}` })).map(read);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await search({ sortBy: `-${field}`, noOfEntries: 1000 })).data.map(read);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('sort by name', async () => {
    await addMany(3);
    const names = (await listAll({ sortBy: '+name' })).map((r) => r.reportName);
    expect(names).toEqual([...names].sort(byText));
  });

  it('answer a sortBy naming a field they do not sort by with the list, or a 422 naming sortBy (spec/DECISIONS.md C3)', async () => {
    await addMany(3);
    const everyId = idsOf(await listAll()).sort();
    const answers = [
      ['listReports', await call(suite.current, 'listReports', { as: owner, query: { limit: 1000, sortBy: '-impressions' } })],
      ['searchReports', await call(suite.current, 'searchReports', { as: owner, body: { noOfEntries: 1000, sortBy: 'bogus' } })],
    ] as const;
    for (const [operationId, response] of answers) {
      expectContract(response, operationId, response.status === 422 ? 422 : 200);
      if (response.status === 422) expect(errorsOf(response)[0]?.field).toBe('sortBy');
      else expect(idsOf(response.body.data.data).sort()).toEqual(everyId);
    }
  });

  it('search report names (case-insensitive), counting the matches in filteredRecords', async () => {
    const tag = uniqueName('Zip codes');
    const matching = await addMany(3, tag);
    await ownReport();
    const everything = await list();
    const page = await list({ searchField: tag.toUpperCase() });
    expect(idsOf(page.data).sort()).toEqual([...matching].sort());
    expect(page.data.every((r) => r.reportName.toLowerCase().includes(tag.toLowerCase()))).toBe(true);
    expect(page.filteredRecords).toBe(3);
    expect(page.totalRecords).toBe(everything.totalRecords);
    expect(idsOf((await search({ searchField: tag.toLowerCase() })).data).sort()).toEqual([...matching].sort());
  });

  it('count every report and every match, not just the page, in totalRecords and filteredRecords', async () => {
    const tag = uniqueName('Counted');
    await addMany(3, tag);
    const everything = (await list()).totalRecords;
    const get = await list({ searchField: tag, limit: 2 });
    const post = await search({ searchField: tag, noOfEntries: 2 });
    for (const page of [get, post]) {
      expect(page.data).toHaveLength(2);
      expect(page.totalRecords).toBe(everything);
      expect(page.filteredRecords).toBe(3);
    }
    const second = await search({ searchField: tag, noOfEntries: 2, pageNo: 2 });
    expect(second.data).toHaveLength(1);
    expect(second).toMatchObject({ totalRecords: everything, filteredRecords: 3 });
  });

  it('filter by customers, as a comma-separated query or an array body', async () => {
    const [customer, subCustomer, sibling] = [await orgId(suite, 'customer'), await orgId(suite, 'subCustomer'), await orgId(suite, 'siblingCustomer')];
    const acmeOnly = await ownReport();
    const withSibling = await ownReport({}, [owner.owId, sibling]);
    const withSubCustomer = await ownReport({}, [owner.owId, subCustomer]);
    const covers = (page: ReportPage, ids: number[]) => page.data.every((r) => r.customerIds.some((id) => ids.includes(Number(id))));

    const query = await list({ customerIds: `${customer},${sibling}`, limit: 1000 });
    expect(idsOf(query.data)).toContain(withSibling);
    expect(idsOf(query.data)).not.toContain(acmeOnly);
    expect(covers(query, [customer, sibling])).toBe(true);
    expect(query.filteredRecords).toBe(query.data.length);

    const array = await search({ customerIds: [subCustomer], noOfEntries: 1000 });
    expect(idsOf(array.data)).toContain(withSubCustomer);
    expect(idsOf(array.data)).not.toContain(withSibling);
    expect(covers(array, [subCustomer])).toBe(true);

    const text = await search({ customerIds: `${sibling}`, noOfEntries: 1000 });
    expect(idsOf(text.data)).toContain(withSibling);
    expect(idsOf(text.data)).not.toContain(withSubCustomer);
    expect(covers(text, [sibling])).toBe(true);
  });

  it('refuse malformed customerIds, in the query or the body [smoke]', async () => {
    const response = expectContract(await call(suite.current, 'listReports', { as: owner, query: { customerIds: '1002;x' } }), 'listReports', 422);
    expect(errorsOf(response)[0]!.field).toBe('customerIds');
    const post = expectContract(await call(suite.current, 'searchReports', { as: owner, body: { customerIds: '1002;x' } }), 'searchReports', 400);
    expect(errorsOf(post)[0]!.field).toBe('customerIds');
  });
});
