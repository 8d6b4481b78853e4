/**
 * Reads of the saved reports the target's profile names (`notableIds.reports`):
 * nothing here saves, edits or deletes a report, nor learns the target's clock by
 * saving one, so these tests run on a target whose data must not change
 * (`--read-only`) as on any other. A listed field that an answer leaves out (or
 * null) is a deviation the harness reports, so the rules between fields are
 * asserted where the answer carries them.
 */
import { messages } from '../support/texts.ts';
import type { Session } from '../support/client.ts';
import { UNKNOWN_REPORT_ID, customerDetailsOf, executeAll, orgId, savedReportId, subtreeOf, sum, type Execution } from './support.ts';
import type { Report, ReportListRequest, ReportPage as ReportList } from '../../spec/generated/types.ts';
import type { QueryParams } from '../../spec/generated/operations.ts';
import { describe, expect, it, useTarget } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

/** A page of the report list, as listReports and searchReports answer it. */
type ReportPage = ReportList['data'];

/** The workspace's named reports: saved in the owner's workspace, or in a customer beneath it (customerOwned). */
const WORKSPACE_ROLES = ['weeklyCampaigns', 'dailyDevices', 'northwindGender', 'creativeMix', 'monthlyZipCodes', 'customerOwned'] as const;

/** Named reports whose customers run a campaign, so they can be executed (R3). */
const RUNNABLE_ROLES = ['weeklyCampaigns', 'dailyDevices', 'creativeMix', 'monthlyZipCodes'] as const;

async function getReport(api: Api, as: Session, reportId: number): Promise<Report> {
  return (await api.ok('getReport', { as, params: { reportId } })).body.data;
}

const pageOf = (data: ReportPage): ReportPage => ({ ...data, totalRecords: Number(data.totalRecords), filteredRecords: Number(data.filteredRecords) });

async function list(api: Api, as: Session, query: QueryParams<'listReports'> = {}, owId?: number): Promise<ReportPage> {
  return pageOf((await api.ok('listReports', { as, owId, query })).body.data);
}

async function search(api: Api, as: Session, body: ReportListRequest = {}): Promise<ReportPage> {
  return pageOf((await api.ok('searchReports', { as, body })).body.data);
}

/** Every report the caller lists, page after page, checking each page's counts on the way. */
async function listAll(api: Api, as: Session, query: QueryParams<'listReports'> = {}, owId?: number): Promise<Report[]> {
  const items: Report[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await list(api, as, { ...query, limit: 1000, pageNo }, owId);
    expectCounts(page);
    items.push(...page.data);
    if (page.data.length < 1000) {
      expect(items.length, 'every page together holds filteredRecords reports').toBe(page.filteredRecords);
      return items;
    }
  }
}

/** A page never shows more than the filter leaves, and the filter never leaves more than the caller sees. */
function expectCounts(page: ReportPage): void {
  expect(page.data.length).toBeLessThanOrEqual(page.filteredRecords);
  expect(page.filteredRecords).toBeLessThanOrEqual(page.totalRecords);
}

const idsOf = (items: Report[]) => items.map((r) => Number(r.id));
const known = (value: unknown) => value !== undefined && value !== null;

/** The same reports in the same order, checked by id wherever an answer carries it (a null id is a deviation). */
function expectSameReports(actual: Report[], expected: Report[], message?: string): void {
  expect(actual.length, message).toBe(expected.length);
  actual.forEach((report, i) => {
    if (known(report.id)) expect(report.id, message).toBe(expected[i]!.id);
  });
}
const workspaceReportIds = (api: Api) => Promise.all(WORKSPACE_ROLES.map((role) => savedReportId(api, role)));
const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

const DEFINITION = ['customerIds', 'startDate', 'endDate', 'dimensions', 'columns', 'requestType', 'timezoneId', 'timezoneName'] as const;

/** The definition a saved report runs: the fields a client would send to run it without its id (those the answer carries). */
function definitionOf(report: Report): Record<string, unknown> {
  return Object.fromEntries(DEFINITION.filter((field) => known(report[field])).map((field) => [field, report[field]]));
}

/** Whether the answer carries what running the report without its id needs. */
const runnable = (definition: Record<string, unknown>) => ['dimensions', 'columns', 'startDate', 'endDate', 'requestType'].every((f) => f in definition);

describe("getReport: the profile's saved reports", () => {
  it.for(WORKSPACE_ROLES)('answers %s to the workspace owner under its id, over customers of the workspace', async (role, { api, owner }) => {
    const id = await savedReportId(api, role);
    const report = await getReport(api, owner, id);
    if (known(report.id)) expect(report.id).toBe(id);
    if (known(report.customerIds)) {
      const workspace = subtreeOf(api, owner.owId);
      expect(report.customerIds.length).toBeGreaterThan(0);
      expect(
        report.customerIds.filter((c) => !workspace.has(Number(c))),
        'customers outside the workspace',
      ).toEqual([]);
      // One detail per customer, in the order of customerIds (spec/DECISIONS.md R19).
      if (known(report.customerDetails)) expect(customerDetailsOf(report).map((c) => c.id)).toEqual(report.customerIds);
    }
    if (known(report.startDate) && known(report.endDate)) expect(report.endDate).toBeGreaterThan(report.startDate);
    if (known(report.dimensions)) expect((JSON.parse(report.dimensions) as unknown[]).length).toBeGreaterThan(0);
    if (known(report.columns)) expect(report.columns.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown id and for another workspace's report, which that workspace reads", async ({ api, owner, other }) => {
    const foreign = await savedReportId(api, 'otherWorkspace');
    await api.refuses('getReport', { as: owner, params: { reportId: UNKNOWN_REPORT_ID } }, 404, { error: messages.reportNotFound, field: 'reportId' });
    await api.refuses('getReport', { as: owner, params: { reportId: foreign } }, 404, { error: messages.reportNotFound });
    const theirs = await getReport(api, other, foreign);
    if (known(theirs.id)) expect(theirs.id).toBe(foreign);
    await api.refuses('getReport', { as: other, params: { reportId: await savedReportId(api, 'weeklyCampaigns') } }, 404, { error: messages.reportNotFound });
  });
});

describe("listReports and searchReports: the profile's saved reports", () => {
  it("list every named report of the workspace, as getReport answers it, and never another workspace's", async ({ api, owner }) => {
    const items = await listAll(api, owner);
    const named = await workspaceReportIds(api);
    expect(idsOf(items)).toEqual(expect.arrayContaining(named));
    expect(idsOf(items)).not.toContain(await savedReportId(api, 'otherWorkspace'));
    const workspace = subtreeOf(api, owner.owId);
    for (const report of items)
      expect(
        (report.customerIds ?? []).every((c) => workspace.has(Number(c))),
        `report ${report.id}`,
      ).toBe(true);
    for (const id of named) {
      const [listed, read] = [items.find((r) => Number(r.id) === id)!, await getReport(api, owner, id)];
      // The same report either way, wherever both answers carry a field.
      for (const field of [...DEFINITION, 'reportName'] as const) {
        if (known(listed[field]) && known(read[field])) expect(listed[field], `report ${id}: ${field}`).toEqual(read[field]);
      }
    }
    const posted = await search(api, owner, { noOfEntries: 1000 });
    expectCounts(posted);
    expectSameReports(posted.data, items);
  });

  it("show another workspace its own report and none of the owner's", async ({ api, other }) => {
    const theirs = subtreeOf(api, other.owId);
    const named = await workspaceReportIds(api);
    const listed = await list(api, other, { limit: 1000 });
    expect(idsOf(listed.data)).toContain(await savedReportId(api, 'otherWorkspace'));
    const posted = await search(api, other, { noOfEntries: 1000 });
    expectSameReports(posted.data, listed.data);
    for (const page of [listed, posted]) {
      expectCounts(page);
      expect(idsOf(page.data).filter((id) => named.includes(id))).toEqual([]);
      for (const report of page.data)
        expect(
          (report.customerIds ?? []).every((c) => theirs.has(Number(c))),
          `report ${report.id}`,
        ).toBe(true);
    }
  });

  it('list, acting in a customer, the report saved in it and only reports of customers beneath it', async ({ api, owner }) => {
    const customer = await orgId(api, 'customer');
    const beneath = subtreeOf(api, customer);
    const items = await listAll(api, owner, {}, customer);
    expect(idsOf(items)).toContain(await savedReportId(api, 'customerOwned'));
    for (const report of items)
      expect(
        (report.customerIds ?? []).every((c) => beneath.has(Number(c))),
        `report ${report.id}`,
      ).toBe(true);
  });

  it('default to page 1 of 20, sorted by -modifyDate; both lists answer the same page', async ({ api, owner }) => {
    const all = await listAll(api, owner);
    const page = await list(api, owner);
    expectCounts(page);
    expect(page.totalRecords).toBe(all.length);
    expect(page.data).toHaveLength(Math.min(20, all.length));
    const modified = all.map((r) => r.modifyDate).filter(known);
    expect(modified).toEqual([...modified].sort((a, b) => b - a));
    expect(idsOf(page.data)).toEqual(idsOf(all.slice(0, 20)));
    expectSameReports((await search(api, owner)).data, page.data);
  });

  it('sort by id, name, startDate and modifyDate, both ways', async ({ api, owner }) => {
    await workspaceReportIds(api);
    const up = await listAll(api, owner, { sortBy: '+id' });
    expect(up.length, 'the named reports give the sort something to order').toBeGreaterThanOrEqual(WORKSPACE_ROLES.length);
    for (const field of ['id', 'startDate', 'modifyDate'] as const) {
      const ascending = (await listAll(api, owner, { sortBy: `+${field}` })).map((r) => r[field]).filter(known);
      expect(ascending, `+${field}`).toEqual([...ascending].sort((a, b) => a - b));
      const descending = (await search(api, owner, { sortBy: `-${field}`, noOfEntries: 1000 })).data.map((r) => r[field]).filter(known);
      expect(descending, `-${field}`).toEqual([...descending].sort((a, b) => b - a));
    }
    const names = (await listAll(api, owner, { sortBy: '+name' })).map((r) => r.reportName).filter(known);
    expect(names).toEqual([...names].sort(byText));
    const reversed = (await listAll(api, owner, { sortBy: '-name' })).map((r) => r.reportName).filter(known);
    expect(reversed).toEqual([...reversed].sort((a, b) => byText(b, a)));
  });

  it('page with limit (GET) and noOfEntries (POST) over the same order', async ({ api, owner }) => {
    await workspaceReportIds(api);
    const all = await listAll(api, owner, { sortBy: '+id' });
    const second = await list(api, owner, { limit: 2, pageNo: 2, sortBy: '+id' });
    expectCounts(second);
    expect(idsOf(second.data)).toEqual(idsOf(all.slice(2, 4)));
    expect(second.filteredRecords).toBe(all.length);
    const posted = await search(api, owner, { noOfEntries: 2, pageNo: 2, sortBy: '+id' });
    expectSameReports(posted.data, all.slice(2, 4));
    expect(posted).toMatchObject({ totalRecords: second.totalRecords, filteredRecords: all.length });
  });

  it('find a named report by its name, in any case, counting the matches in filteredRecords', async ({ api, owner }) => {
    const id = await savedReportId(api, 'weeklyCampaigns');
    const { reportName } = await getReport(api, owner, id);
    const everything = (await list(api, owner)).totalRecords;
    const get = await listAll(api, owner, { searchField: reportName.toUpperCase() });
    expect(idsOf(get)).toContain(id);
    // The search matches a report's name or its id (spec/DECISIONS.md R10).
    for (const report of get) expect(`${String(report.reportName).toLowerCase()} ${report.id}`, `report ${report.id}`).toContain(reportName.toLowerCase());
    const page = await list(api, owner, { searchField: reportName.toUpperCase(), limit: 1 });
    expect(page).toMatchObject({ totalRecords: everything, filteredRecords: get.length });
    const post = await search(api, owner, { searchField: reportName.toLowerCase(), noOfEntries: 1000 });
    expectSameReports(post.data, get);
  });

  it.for(WORKSPACE_ROLES)('keep %s when filtered by any of its customers, as a query or a body', async (role, { api, owner }) => {
    const id = await savedReportId(api, role);
    const { customerIds } = await getReport(api, owner, id);
    for (const customer of customerIds.map(Number)) {
      const query = await listAll(api, owner, { customerIds: String(customer) });
      expect(idsOf(query), `customer ${customer}`).toContain(id);
      for (const report of query) if (known(report.customerIds)) expect(report.customerIds, `report ${report.id}`).toContain(customer);
      const body = await search(api, owner, { customerIds: [customer], noOfEntries: 1000 });
      expectSameReports(body.data, query, `customer ${customer}`);
    }
  });
});

describe("executeReport: the profile's saved reports", () => {
  it.for(RUNNABLE_ROLES)('runs %s by id as its saved definition, totalling every row', async (role, { api, owner }) => {
    const id = await savedReportId(api, role);
    const report = await getReport(api, owner, id);
    const byId: Execution = await executeAll(api, owner, { id });
    const definition = definitionOf(report);
    if (runnable(definition)) expect(byId).toEqual(await executeAll(api, owner, definition));
    for (const count of ['impressions', 'clicks']) {
      if (known(byId.total?.[count])) expect(byId.total[count], `total ${count}`).toBe(sum(byId.data, count));
    }
  });

  it("runs another workspace's saved report for that workspace", async ({ api, other }) => {
    const id = await savedReportId(api, 'otherWorkspace');
    const byId = await executeAll(api, other, { id });
    const definition = definitionOf(await getReport(api, other, id));
    if (runnable(definition)) expect(byId).toEqual(await executeAll(api, other, definition));
  });

  it("answers 404 for an unknown report id and for another workspace's report", async ({ api, owner }) => {
    await api.refuses('executeReport', { as: owner, body: { id: UNKNOWN_REPORT_ID } }, 404, { error: messages.reportNotFound, field: 'id' });
    await api.refuses('executeReport', { as: owner, body: { id: await savedReportId(api, 'otherWorkspace') } }, 404, { error: messages.reportNotFound });
  });
});
