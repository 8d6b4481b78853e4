import { messages } from '../support/texts.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import {
  ADDITIVE,
  SHARES,
  campaignId,
  column,
  expectSameReport,
  known,
  openWindow,
  orgId,
  report,
  subtreeOf,
  sumOf,
  window90,
  type CommonReportRequest,
  type Row,
} from './support.ts';
import { beforeEach, describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { DAY, dayStart, nowOf } from '../reports/support.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';
import type { VldReport } from '../../spec/generated/types.ts';

useTarget();
let owner: Session;

beforeEach(async ({ api }) => {
  owner = await api.session('workspaceOwner');
  await openWindow(api, owner);
});

/** Rows compared whatever their order. */
const inAnyOrder = (rows: Row[]) => rows.map((r) => JSON.stringify(r)).sort();

/** Fields of the by-campaign rows that add up across rows besides ADDITIVE: daily figures, budgets and creatives. */
const CAMPAIGN_ADDITIVE = [
  'actualSpent',
  'expectedSpent',
  'creativesCount',
  'dailyImpression',
  'expectedDailySpent',
  'actualDailySpent',
  'budgetTotalCombined',
  'budgetDayCombined',
];

const byText = (a: unknown, b: unknown) => String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
const cents = (rows: Row[], field: string) => rows.reduce((sum, row) => sum + Math.round(Number(row[field]) * 100), 0);

describe('dashboardReportByCustomer', () => {
  it('has a row per organization of the workspace; the totals equal the sums of the rows', async ({ api }) => {
    const result = await report(api, 'dashboardReportByCustomer', owner, {});
    const rows = result.data!;
    const organizations = [...subtreeOf(api, owner.owId)];
    expect(rows.map((r) => r.owId).sort()).toEqual(organizations.sort());
    expect(result).toMatchObject({ totalRecords: organizations.length, filteredRecords: organizations.length });
    const workspace = rows.find((r) => r.owId === owner.owId)!;
    const name = api.profile.organizations?.find((o) => o.owId === owner.owId)?.organizationName;
    expect(workspace).toMatchObject({ owId: owner.owId, organizationName: name ?? expect.any(String), workspaceId: owner.owId, campaignId: null });
    expect(Number(workspace.impressions)).toBeGreaterThan(0);
    for (const field of ADDITIVE) expect(result.recordsTotal![field], field).toBeCloseTo(sumOf(rows, field), 2);
    expect(result.recordsTotal).toMatchObject({ owId: null, organizationName: null, percentageOfTotalSpent: 100 });
  });

  it("counts each organization's own campaigns in its row: its counts, spend and budgets are theirs summed", async ({ api }) => {
    const rows = (await report(api, 'dashboardReportByCustomer', owner, {})).data!;
    for (const owId of [owner.owId, await orgId(api, 'siblingCustomer')]) {
      const row = rows.find((r) => r.owId === owId)!;
      const campaigns = await report(api, 'dashboardReportByCampaign', owner, { owIds: String(owId), noOfEntries: 1000 });
      expect(row.totalCount, `campaigns of ${owId}`).toBe(campaigns.filteredRecords);
      for (const field of ADDITIVE.filter((f) => f !== 'totalCount' && !SHARES.has(f)))
        expect(Math.round(Number(row[field]) * 100), `${field} of ${owId}`).toBe(cents(campaigns.data!, field));
      expect(Number(row.impressions)).toBeGreaterThan(0);
    }
  });

  it('sorts by sortBy and order and pages with noOfEntries and pageNo', async ({ api }) => {
    const byName = await report(api, 'dashboardReportByCustomer', owner, { sortBy: 'organizationName', order: 'ASC' });
    const names = byName.data!.map((r) => r.organizationName);
    expect(names).toEqual([...names].sort(byText));
    const descending = await report(api, 'dashboardReportByCustomer', owner, { sortBy: 'organizationName', order: 'DESC' });
    expect(descending.data!.map((r) => r.organizationName)).toEqual([...names].reverse());
    const page = await report(api, 'dashboardReportByCustomer', owner, { sortBy: 'organizationName', order: 'DESC', noOfEntries: 3, pageNo: 2 });
    expect(page.data).toEqual(descending.data!.slice(3, 6));
    expect(page).toMatchObject({ totalRecords: byName.totalRecords, filteredRecords: byName.totalRecords });
    const word = String(names.find((n) => n !== names[0]) ?? names[0])
      .split(' ')[0]!
      .toLowerCase();
    const searched = await report(api, 'dashboardReportByCustomer', owner, { searchField: word });
    const matching = names.filter((n) => String(n).toLowerCase().includes(word));
    expect(searched).toMatchObject({ totalRecords: byName.totalRecords, filteredRecords: matching.length });
    expect(searched.data!.map((r) => r.organizationName).sort(byText)).toEqual(matching.sort(byText));
  });

  it('answers only the totals for resultType total and only rows for data', async ({ api }) => {
    const both = await report(api, 'dashboardReportByCustomer', owner, {});
    const total = await report(api, 'dashboardReportByCustomer', owner, { resultType: 'total' });
    expect(total.data).toBeUndefined();
    expect(total.recordsTotal).toEqual(both.recordsTotal);
    const data = await report(api, 'dashboardReportByCustomer', owner, { resultType: 'data' });
    expect(data.recordsTotal).toBeUndefined();
    expect(data.data).toEqual(both.data);
  });

  it('narrows to owIds, and refuses an organization outside the workspace', async ({ api }) => {
    const narrowedTo = [await orgId(api, 'customer'), await orgId(api, 'subCustomer')];
    const narrowed = await report(api, 'dashboardReportByCustomer', owner, { owIds: narrowedTo.join(',') });
    expect(narrowed.data!.map((r) => r.owId).sort()).toEqual([...narrowedTo].sort());
    const body = { ...window90(), owIds: `${owner.owId},${await orgId(api, 'otherWorkspace')}` };
    expectErrors(
      [await api.refuses('dashboardReportByCustomer', { as: owner, body }, 403)],
      [{ error: messages.dashboardOwIdsForbidden, field: 'owIds' }],
      'dashboardReportByCustomer',
      403,
    );
  });

  it('counts only campaigns of the listed budget types', async ({ api, ids }) => {
    const workspace = String(owner.owId);
    const all = await report(api, 'dashboardReportByCustomer', owner, { owIds: workspace });
    const impressionsBudget = await report(api, 'dashboardReportByCustomer', owner, { owIds: workspace, budgetTypeIdList: [2] });
    // Campaigns of an impressions-budget insertion order: the holiday order's.
    const holiday = await ids.of('insertionOrders', 'holiday');
    const byCampaign = await report(api, 'dashboardReportByCampaign', owner, { owIds: workspace, ioIdsList: [holiday] });
    expect(impressionsBudget.data![0]!.impressions).toBe(sumOf(byCampaign.data!, 'impressions'));
    expect(impressionsBudget.data![0]!.totalCount).toBe(byCampaign.filteredRecords);
    expect(Number(impressionsBudget.data![0]!.impressions)).toBeLessThan(Number(all.data![0]!.impressions));
    for (const type of known(byCampaign.data!, 'budgetTypeId')) expect(type).toBe(2);
  });

  it('shows another workspace only its own organizations', async ({ api, other }) => {
    const result = await report(api, 'dashboardReportByCustomer', other, {});
    const theirs = subtreeOf(api, other.owId);
    expect(result.data!.map((r) => r.owId)).toContain(other.owId);
    for (const row of result.data!) expect(theirs.has(Number(row.owId)), `organization ${row.owId}`).toBe(true);
  });
});

describe('dashboardReportByCampaign', () => {
  it('answers the same on both paths', async ({ api }) => {
    const body: CommonReportRequest = { sortBy: 'campaignName', order: 'ASC', noOfEntries: 10, pageNo: 2 };
    expectSameReport(await report(api, 'dashboardReportByCampaignAlias', owner, body), await report(api, 'dashboardReportByCampaign', owner, body));
  });

  it('sorts by impressions descending and pages 50 rows by default', async ({ api }) => {
    const result = await report(api, 'dashboardReportByCampaign', owner, {});
    const impressions = result.data!.map((r) => Number(r.impressions));
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    expect(result.data!.length).toBe(Math.min(50, result.filteredRecords));
    // Whether the default campaignStatus ("for example all") counts deleted campaigns the documents do not say (spec/DECISIONS.md C6).
    expect(result.totalRecords).toBeGreaterThanOrEqual(result.filteredRecords);
  });

  it('pages with noOfEntries and pageNo over the sorted rows; totals cover every filtered row', async ({ api }) => {
    const all = await report(api, 'dashboardReportByCampaign', owner, { sortBy: 'campaignId', order: 'ASC', noOfEntries: 1000 });
    const ids = column(all.data!, 'campaignId');
    if (ids) expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
    const page = await report(api, 'dashboardReportByCampaign', owner, { sortBy: 'campaignId', order: 'ASC', noOfEntries: 5, pageNo: 2 });
    expect(page.data).toEqual(all.data!.slice(5, 10));
    expect(page.recordsTotal).toEqual(all.recordsTotal);
    // The totals row is optional; where it comes, it sums every filtered row.
    const totals =
      all.recordsTotal ?? (await report(api, 'dashboardReportByCampaign', owner, { sortBy: 'campaignId', order: 'ASC', resultType: 'total' })).recordsTotal;
    if (totals) for (const field of [...ADDITIVE, ...CAMPAIGN_ADDITIVE]) expect(totals[field] ?? 0, field).toBeCloseTo(sumOf(all.data!, field), 2);
  });

  it('answers a sortBy naming no row field with the report, or a 422 naming sortBy (spec/DECISIONS.md C3)', async ({ api }) => {
    const byDefault = await report(api, 'dashboardReportByCampaign', owner, { noOfEntries: 1000 });
    for (const body of [
      { sortBy: 'nope', noOfEntries: 1000 },
      { sortBy: 'nope', campaignIds: [987_654_321] },
    ]) {
      const response = await api.call('dashboardReportByCampaign', { as: owner, body: { ...window90(), ...body } });
      expectContract(response, 'dashboardReportByCampaign', response.status === 422 ? 422 : 200);
      if (response.status === 422) expectErrorField(errorsOf(response)[0], 'sortBy', 'dashboardReportByCampaign', 422);
      else if (body.campaignIds) expect(Number(response.body.data.filteredRecords)).toBe(0);
      else expect(inAnyOrder(response.body.data.data ?? byDefault.data!)).toEqual(inAnyOrder(byDefault.data!));
    }
  });

  mockOnly(
    'leaves out deleted campaigns for campaignStatus all or none, and counts them in totalRecords',
    'the reading of "all" (spec/DECISIONS.md C6)',
    async ({ api }) => {
      const deleted = await report(api, 'dashboardReportByCampaign', owner, { campaignStatus: 'deleted', noOfEntries: 1000 });
      expect(deleted.filteredRecords).toBeGreaterThan(0);
      for (const campaignStatus of ['all', undefined]) {
        const rows = await report(api, 'dashboardReportByCampaign', owner, { campaignStatus, noOfEntries: 1000 });
        expect(known(rows.data!, 'status'), String(campaignStatus)).not.toContain('deleted');
        expect(rows.filteredRecords + deleted.filteredRecords, String(campaignStatus)).toBe(rows.totalRecords);
      }
    },
  );

  mockOnly('reads an empty array of ids as no filter', 'empty id arrays (spec/DECISIONS.md D5)', async ({ api }) => {
    const all = await report(api, 'dashboardReportByCampaign', owner, { noOfEntries: 1000 });
    expect(all.filteredRecords).toBeGreaterThan(0);
    for (const field of ['campaignIds', 'ioIdsList', 'campaignTypeIds']) {
      expectSameReport(await report(api, 'dashboardReportByCampaign', owner, { noOfEntries: 1000, [field]: [] }), all);
    }
    const customers = await report(api, 'dashboardReportByCustomer', owner, {});
    expectSameReport(await report(api, 'dashboardReportByCustomer', owner, { budgetTypeIdList: [] }), customers);
  });

  it('filters by campaignTypeIds, by campaign and by customer', async ({ api }) => {
    const all = await report(api, 'dashboardReportByCampaign', owner, { owIds: String(owner.owId), noOfEntries: 1000 });
    for (const type of [1, 2]) {
      const ofType = await report(api, 'dashboardReportByCampaign', owner, { owIds: String(owner.owId), campaignTypeIds: [type], noOfEntries: 1000 });
      expect(ofType.filteredRecords, `campaign type ${type}`).toBeGreaterThan(0);
      expect(ofType.filteredRecords, `campaign type ${type}`).toBeLessThan(all.filteredRecords);
      for (const id of known(ofType.data!, 'campaignTypeId')) expect(Number(id)).toBe(type);
      const customer = await report(api, 'dashboardReportByCustomer', owner, { owIds: String(owner.owId), campaignTypeIds: [type] });
      expect(customer.data![0]!.totalCount, `customer row of campaign type ${type}`).toBe(ofType.filteredRecords);
    }
  });

  it('filters by campaignStatus, creativeTypeIds, ioIdsList, campaignIds and searchField', async ({ api, ids }) => {
    const running = await report(api, 'dashboardReportByCampaign', owner, { campaignStatus: 'running' });
    expect(running.data!.length).toBeGreaterThan(0);
    expect(known(running.data!, 'status').every((s) => s === 'running')).toBe(true);
    const deleted = await report(api, 'dashboardReportByCampaign', owner, { campaignStatus: 'deleted,expired', noOfEntries: 1000 });
    expect(new Set(known(deleted.data!, 'status'))).toEqual(new Set(['deleted', 'expired']));
    const video = await report(api, 'dashboardReportByCampaign', owner, { creativeTypeIds: '14' });
    expect(known(video.data!, 'creativeType').every((t) => t === 'Video')).toBe(true);
    const election = await ids.of('insertionOrders', 'election');
    const ofElection = await report(api, 'dashboardReportByCampaign', owner, { ioIdsList: [election] });
    expect(ofElection.data!.length).toBeGreaterThan(0);
    expect(known(ofElection.data!, 'ioId').every((id) => id === election)).toBe(true);
    const two = [await campaignId(api, 'running'), await campaignId(api, 'runningPolitical')];
    const ofTwo = await report(api, 'dashboardReportByCampaign', owner, { campaignIds: two });
    expect(ofTwo.filteredRecords).toBe(2);
    expect(known(ofTwo.data!, 'campaignId').every((id) => two.includes(Number(id)))).toBe(true);
    const names = known((await report(api, 'dashboardReportByCampaign', owner, { noOfEntries: 1000 })).data!, 'campaignName').map(String);
    const word = names[0]!.split(' ')[0]!;
    const found = await report(api, 'dashboardReportByCampaign', owner, { searchField: word.toLowerCase(), noOfEntries: 1000 });
    expect(found.filteredRecords).toBe(names.filter((n) => n.toLowerCase().includes(word.toLowerCase())).length);
    expect(known(found.data!, 'campaignName').every((n) => String(n).toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('accepts both spellings: CampaignIds, timeZoneId, and dates as numbers', async ({ api }) => {
    const running = await campaignId(api, 'running');
    const documented = await report(api, 'dashboardReportByCampaign', owner, { campaignIds: [running], timezoneId: 29 });
    const { startDate, endDate } = window90();
    const tabled = await report(api, 'dashboardReportByCampaign', owner, {
      CampaignIds: [running],
      timeZoneId: 29,
      startDate: Number(startDate),
      endDate: Number(endDate),
    });
    expect(tabled.filteredRecords).toBe(1);
    expectSameReport(tabled, documented);
  });

  it('refuses an endDate before startDate, and a date that is not epoch ms; a window of one instant is answered', async ({ api }) => {
    const { startDate, endDate } = window90();
    const instant = await report(api, 'dashboardReportByCampaign', owner, { startDate: endDate, endDate, noOfEntries: 1000 });
    expect(instant.data).toHaveLength(instant.filteredRecords);
    expectErrors(
      [await api.refuses('dashboardReportByCampaign', { as: owner, body: { startDate: endDate, endDate: startDate } }, 422)],
      [{ error: messages.dashboardReportWindow, field: 'endDate' }],
      'dashboardReportByCampaign',
      422,
    );
    const malformed = await api.refusals('dashboardReportByCampaign', { as: owner, body: { startDate: 'yesterday', endDate } }, 400);
    expectErrorField(malformed[0], 'startDate', 'dashboardReportByCampaign', 400);
    const missing = await api.refusals('dashboardReportByCampaignAlias', { as: owner, body: { startDate } }, 400);
    expectErrorField(missing[0], 'endDate', 'dashboardReportByCampaignAlias', 400);
  });

  it('links the VLD records: eligibility and the VLD cost of reports requested in the window', async ({ api }) => {
    const politicalId = await campaignId(api, 'runningPolitical');
    const [political] = (await report(api, 'dashboardReportByCampaign', owner, { campaignIds: [politicalId] })).data!;
    const [plain] = (await report(api, 'dashboardReportByCampaign', owner, { campaignIds: [await campaignId(api, 'running')] })).data!;
    if (political!.isEligibleForVLDInsightsReport !== null) expect(political!.isEligibleForVLDInsightsReport).toBe(true);
    if (plain!.isEligibleForVLDInsightsReport !== null) expect(plain!.isEligibleForVLDInsightsReport).toBe(false);
    const { startDate, endDate } = window90();
    const inWindow = (await vldReports(api)).filter(
      (r) =>
        Number(r.campaignId) === politicalId &&
        Number(r.vldStatusId) !== 2 &&
        Number(r.vldCreatedOn) >= Number(startDate) &&
        Number(r.vldCreatedOn) <= Number(endDate),
    );
    // Other suites may regenerate a report (restamping it today) or make none: with no report
    // in the window the cost is 0, and it is still the sum of those that are.
    expect(political!.vldInsightsCost).toBeCloseTo(
      inWindow.reduce((sum, r) => sum + Number(r.vldChargedCost), 0),
      2,
    );
    expect(plain!.vldInsightsCost).toBe(0);
  });

  it("gives each campaign's VLD cost as the charged cost of its reports requested in the window, failed ones left out", async ({ api }) => {
    const today = dayStart(await nowOf(api, owner));
    const listed = await vldReports(api);
    // Windows around the VLD reports the world may hold: recent, long past, and from three months back.
    const windows: Array<[number, number]> = [
      [today - 90 * DAY, today - 1],
      [today - 120 * DAY, today - 95 * DAY],
      [today - 95 * DAY, today - 1],
      // Each report's own instant, as a window's first and as its last.
      ...listed
        .filter((r) => Number(r.vldStatusId) !== 2)
        .flatMap((r): Array<[number, number]> => [
          [Number(r.vldCreatedOn), Number(r.vldCreatedOn) + DAY],
          [Number(r.vldCreatedOn) - DAY, Number(r.vldCreatedOn)],
        ]),
    ];
    for (const [start, end] of windows) {
      const window = { startDate: String(start), endDate: String(end) };
      const rows = (await report(api, 'dashboardReportByCampaign', owner, { ...window, campaignStatus: 'all', noOfEntries: 1000 })).data!;
      for (const row of rows.filter((r) => r.campaignId !== null && r.campaignId !== undefined)) {
        const charged = listed
          .filter((r) => Number(r.campaignId) === Number(row.campaignId) && Number(r.vldStatusId) !== 2)
          .filter((r) => Number(r.vldCreatedOn) >= start && Number(r.vldCreatedOn) <= end)
          .reduce((sum, r) => sum + Number(r.vldChargedCost), 0);
        expect(Number(row.vldInsightsCost), `campaign ${row.campaignId} from ${window.startDate}`).toBeCloseTo(charged, 2);
      }
    }
  });

  it('shows another workspace only its own campaigns', async ({ api, other }) => {
    const result = await report(api, 'dashboardReportByCampaign', other, { campaignStatus: 'running,expired', noOfEntries: 1000 });
    const acme = await report(api, 'dashboardReportByCampaign', owner, { campaignStatus: 'running,expired', noOfEntries: 1000 });
    const theirs = subtreeOf(api, other.owId);
    expect(result.filteredRecords).toBeGreaterThan(0);
    for (const owId of known(result.data!, 'owId')) expect(theirs.has(Number(owId))).toBe(true);
    const ids = known(result.data!, 'campaignId');
    expect(ids.filter((id) => known(acme.data!, 'campaignId').includes(id))).toEqual([]);
    if (ids.length > 0) expect(ids).toContain(await campaignId(api, 'otherWorkspaceRunning'));
    const response = await api.ok('dashboardReportByCampaign', { as: other, body: { ...window90(), campaignIds: [await campaignId(api, 'running')] } });
    expect(response.body.data.data).toEqual([]);
  });
});

/** Every VLD report the owner lists. */
async function vldReports(api: Api): Promise<VldReport[]> {
  const items: VldReport[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = (await api.ok('listVldReports', { as: owner, query: { noOfEntries: 1000, pageNo } })).body.data;
    items.push(...page.vldReportDataList);
    if (page.vldReportDataList.length < 1000) return items;
  }
}
