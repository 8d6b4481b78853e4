import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { Org, Reports, addReport, definition, nowOf } from './helpers.ts';

const suite = useTarget();
let owner: Session;
let now: number;

interface ReportItem {
  id: number;
  reportName: string;
  customerIds: number[];
  customerDetails: Array<{ owId: number; owID: number; organizationName: string }>;
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
  owner = await login(suite.current, 'workspaceOwner');
  now = await nowOf(suite.current);
});

async function list(query: Record<string, string | number> = {}, as = owner): Promise<ReportPage> {
  return (await callOk(suite.current, 'listReports', { as, query })).body.data;
}

async function search(body: Record<string, unknown> = {}, as = owner): Promise<ReportPage> {
  return (await callOk(suite.current, 'searchReports', { as, body })).body.data;
}

/** Enough reports for more than one default page, named so that names, ids and start dates sort differently. */
async function addMany(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const name = `Bulk ${String.fromCharCode(90 - i)} report`;
    ids.push(await addReport(suite.current, owner, { ...definition(now, {}, 10 + i), reportName: name }));
  }
  return ids;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

describe('listReports and searchReports', () => {
  it('list the workspace\'s saved reports with customers, timezone and schedule', async () => {
    const page = await list();
    const ids = page.data.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([Reports.weeklyCampaigns, Reports.dailyDevices, Reports.northwindGender, Reports.creativeMix, Reports.monthlyZipCodes]));
    // Saved in the customer Northwind Retail: the workspace above it sees it too.
    expect(ids).toContain(Reports.customerOwned);
    const weekly = page.data.find((r) => r.id === Reports.weeklyCampaigns)!;
    // The seed's table spells the id owID; both spellings carry it.
    expect(weekly.customerDetails[0]).toMatchObject({ owId: Org.acme, owID: Org.acme, organizationName: 'Acme Media' });
    expect(weekly.timezoneId).toBe(29);
    expect(weekly.reportSchedulingEventDetails).toMatchObject({ deliveryFrequency: 3 });
    expect(page.data.find((r) => r.id === Reports.northwindGender)!.reportSchedulingEventDetails).toBeNull();
  });

  it('never show another workspace\'s reports, either way', async () => {
    expect((await list()).data.map((r) => r.id)).not.toContain(Reports.otherWorkspace);
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect((await list({}, other)).data.map((r) => r.id)).toEqual([Reports.otherWorkspace]);
    expect((await search({}, other)).data.map((r) => r.id)).toEqual([Reports.otherWorkspace]);
  });

  it('list, acting in a customer (X-IAA-OW-ID), only the reports saved in that customer or beneath it', async () => {
    const get = (await callOk(suite.current, 'listReports', { as: owner, owId: Org.northwind })).body.data as ReportPage;
    const post = (await callOk(suite.current, 'searchReports', { as: owner, owId: Org.northwind, body: {} })).body.data as ReportPage;
    for (const page of [get, post]) {
      expect(page.data.map((r) => r.id)).toEqual([Reports.customerOwned]);
      expect(page.totalRecords).toBe(1);
    }
  });

  it('default to page 1 of 20, sorted by -modifyDate', async () => {
    await addMany(16);
    const all = await list({ limit: 1000 });
    expect(all.totalRecords).toBe(22);
    const page = await list();
    expect(page.data).toHaveLength(20);
    expect(page.totalRecords).toBe(22);
    const modified = all.data.map((r) => r.modifyDate);
    expect(modified).toEqual([...modified].sort((a, b) => b - a));
    expect(page.data).toEqual(all.data.slice(0, 20));
    const post = await search();
    expect(post.data).toEqual(page.data);
  });

  it('page with limit (GET) and noOfEntries (POST)', async () => {
    await addMany(4);
    const all = await list({ limit: 1000, sortBy: '+id' });
    expect((await list({ limit: 3, pageNo: 2, sortBy: '+id' })).data).toEqual(all.data.slice(3, 6));
    expect((await search({ noOfEntries: 3, pageNo: 2, sortBy: '+id' })).data).toEqual(all.data.slice(3, 6));
  });

  it.each([
    ['id', (r: ReportItem) => r.id],
    ['startDate', (r: ReportItem) => r.startDate],
    ['modifyDate', (r: ReportItem) => r.modifyDate],
  ])('sort by %s, ascending and descending', async (field, read) => {
    await addMany(3);
    const up = (await list({ sortBy: `+${field}`, limit: 1000 })).data.map(read);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await search({ sortBy: `-${field}`, noOfEntries: 1000 })).data.map(read);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('sort by name', async () => {
    await addMany(3);
    const names = (await list({ sortBy: '+name', limit: 1000 })).data.map((r) => r.reportName);
    expect(names).toEqual([...names].sort(byText));
  });

  it('refuse an unknown sortBy field', async () => {
    const response = expectContract(await call(suite.current, 'listReports', { as: owner, query: { sortBy: '-impressions' } }), 'listReports', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.invalidSortBy, field: 'sortBy' });
    const post = expectContract(await call(suite.current, 'searchReports', { as: owner, body: { sortBy: 'bogus' } }), 'searchReports', 422);
    expect(errorsOf(post)[0]).toMatchObject({ error: messages.invalidSortBy, field: 'sortBy' });
  });

  it('search report names (case-insensitive), counting the matches in filteredRecords', async () => {
    const page = await list({ searchField: 'ACME' });
    expect(page.data.map((r) => r.reportName).every((n) => n.toLowerCase().includes('acme'))).toBe(true);
    expect(page.filteredRecords).toBe(page.data.length);
    expect(page.totalRecords).toBe(6);
    expect(page.filteredRecords).toBe(4);
    expect((await search({ searchField: 'zip code' })).data.map((r) => r.id)).toEqual([Reports.monthlyZipCodes]);
  });

  it('count every report and every match, not just the page, in totalRecords and filteredRecords', async () => {
    const get = await list({ searchField: 'acme', limit: 2 });
    const post = await search({ searchField: 'acme', noOfEntries: 2 });
    for (const page of [get, post]) {
      expect(page.data).toHaveLength(2);
      expect(page.totalRecords).toBe(6);
      expect(page.filteredRecords).toBe(4);
    }
    const second = await search({ searchField: 'acme', noOfEntries: 3, pageNo: 2 });
    expect(second.data).toHaveLength(1);
    expect(second).toMatchObject({ totalRecords: 6, filteredRecords: 4 });
  });

  it('filter by customers, as a comma-separated query or an array body', async () => {
    const page = await list({ customerIds: `${Org.northwind},${Org.contoso}` });
    expect(page.data.map((r) => r.id).sort()).toEqual([Reports.northwindGender, Reports.creativeMix].sort());
    expect(page.filteredRecords).toBe(2);
    expect((await search({ customerIds: [Org.northwindOutlet] })).data.map((r) => r.id).sort()).toEqual([Reports.northwindGender, Reports.customerOwned].sort());
    expect((await search({ customerIds: `${Org.contoso}` })).data.map((r) => r.id)).toEqual([Reports.creativeMix]);
  });

  it('refuse a malformed customerIds query', async () => {
    const response = expectContract(await call(suite.current, 'listReports', { as: owner, query: { customerIds: '1002;x' } }), 'listReports', 422);
    expect(errorsOf(response)[0]!.field).toBe('customerIds');
  });
});
