import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { ADDITIVE, CampaignId, InsertionOrderId, VldReportId, day, report, sumOf, window90 } from './helpers.ts';

const suite = useTarget();

const owner = () => login(suite.current, 'workspaceOwner');

describe('dashboardReportByCustomer', () => {
  it('has a row per organization of the workspace; the totals equal the sums of the rows', async () => {
    const as = await owner();
    const result = await report(suite.current, 'dashboardReportByCustomer', as, {});
    const rows = result.data!;
    expect(rows.map((r) => r.owId).sort()).toEqual([1001, 1002, 1003, 1004]);
    expect(result).toMatchObject({ totalRecords: 4, filteredRecords: 4 });
    expect(rows[0]).toMatchObject({ owId: 1001, organizationName: 'Acme Media', workspaceId: 1001, campaignId: null });
    expect(Number(rows[0]!.impressions)).toBeGreaterThan(0);
    for (const field of ADDITIVE) expect(result.recordsTotal![field], field).toBeCloseTo(sumOf(rows, field), 2);
    expect(result.recordsTotal).toMatchObject({ owId: null, organizationName: null, percentageOfTotalSpent: 100 });
  });

  it("counts each organization's own campaigns in its row", async () => {
    const as = await owner();
    const rows = (await report(suite.current, 'dashboardReportByCustomer', as, {})).data!;
    const contoso = rows.find((r) => r.owId === 1004)!;
    const byCampaign = await report(suite.current, 'dashboardReportByCampaign', as, { campaignIds: [CampaignId.customerPaused] });
    expect(byCampaign.data!.map((r) => r.campaignId)).toEqual([CampaignId.customerPaused]);
    expect(contoso).toMatchObject({ totalCount: 1, impressions: byCampaign.data![0]!.impressions, spent: byCampaign.data![0]!.spent });
    expect(Number(contoso.impressions)).toBeGreaterThan(0);
    const acme = rows.find((r) => r.owId === 1001)!;
    const acmeCampaigns = await report(suite.current, 'dashboardReportByCampaign', as, { owIds: '1001', noOfEntries: 1000 });
    expect(acme.totalCount).toBe(acmeCampaigns.filteredRecords);
  });

  it('sorts by sortBy and order and pages with noOfEntries and pageNo', async () => {
    const as = await owner();
    const byName = await report(suite.current, 'dashboardReportByCustomer', as, { sortBy: 'organizationName', order: 'ASC' });
    const names = byName.data!.map((r) => r.organizationName);
    expect(names).toEqual(['Acme Media', 'Contoso Health', 'Northwind Outlet', 'Northwind Retail']);
    const page = await report(suite.current, 'dashboardReportByCustomer', as, { sortBy: 'organizationName', order: 'DESC', noOfEntries: 3, pageNo: 2 });
    expect(page.data!.map((r) => r.organizationName)).toEqual(['Acme Media']);
    expect(page).toMatchObject({ totalRecords: 4, filteredRecords: 4 });
    const searched = await report(suite.current, 'dashboardReportByCustomer', as, { searchField: 'northwind' });
    expect(searched).toMatchObject({ totalRecords: 4, filteredRecords: 2 });
  });

  it('answers only the totals for resultType total and only rows for data', async () => {
    const as = await owner();
    const both = await report(suite.current, 'dashboardReportByCustomer', as, {});
    const total = await report(suite.current, 'dashboardReportByCustomer', as, { resultType: 'total' });
    expect(total.data).toBeUndefined();
    expect(total.recordsTotal).toEqual(both.recordsTotal);
    const data = await report(suite.current, 'dashboardReportByCustomer', as, { resultType: 'data' });
    expect(data.recordsTotal).toBeUndefined();
    expect(data.data).toEqual(both.data);
  });

  it('narrows to owIds, and refuses an organization outside the workspace', async () => {
    const as = await owner();
    const narrowed = await report(suite.current, 'dashboardReportByCustomer', as, { owIds: '1002,1003' });
    expect(narrowed.data!.map((r) => r.owId).sort()).toEqual([1002, 1003]);
    const response = expectContract(await call(suite.current, 'dashboardReportByCustomer', { as, body: { ...window90, owIds: '1001,3001' } }), 'dashboardReportByCustomer', 403);
    expect(errorsOf(response)[0]).toEqual({ error: messages.dashboardOwIdsForbidden, field: 'owIds' });
  });

  it('counts only campaigns of the listed budget types', async () => {
    const as = await owner();
    const all = await report(suite.current, 'dashboardReportByCustomer', as, { owIds: '1001' });
    const impressionsBudget = await report(suite.current, 'dashboardReportByCustomer', as, { owIds: '1001', budgetTypeIdList: [2] });
    const byCampaign = await report(suite.current, 'dashboardReportByCampaign', as, { ioIdsList: [InsertionOrderId.holiday] });
    expect(impressionsBudget.data![0]!.impressions).toBe(sumOf(byCampaign.data!, 'impressions'));
    expect(Number(impressionsBudget.data![0]!.impressions)).toBeLessThan(Number(all.data![0]!.impressions));
  });

  it('shows another workspace only its own organization', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const result = await report(suite.current, 'dashboardReportByCustomer', other, {});
    expect(result.data!.map((r) => r.owId)).toEqual([3001]);
  });
});

describe('dashboardReportByCampaign', () => {
  it('answers the same on both paths', async () => {
    const as = await owner();
    const body = { sortBy: 'campaignName', order: 'ASC', noOfEntries: 10, pageNo: 2 };
    expect(await report(suite.current, 'dashboardReportByCampaignAlias', as, body)).toEqual(await report(suite.current, 'dashboardReportByCampaign', as, body));
  });

  it('sorts by impressions descending and pages 50 rows by default', async () => {
    const as = await owner();
    const result = await report(suite.current, 'dashboardReportByCampaign', as, {});
    const impressions = result.data!.map((r) => Number(r.impressions));
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    expect(result.filteredRecords).toBe(result.data!.length);
    expect(result.data!.length).toBeLessThanOrEqual(50);
    // Whether the default campaignStatus ("for example all") counts deleted campaigns the documents do not say.
    expect(result.totalRecords).toBeGreaterThanOrEqual(result.filteredRecords);
  });

  it('pages with noOfEntries and pageNo over the sorted rows; totals cover every filtered row', async () => {
    const as = await owner();
    const all = await report(suite.current, 'dashboardReportByCampaign', as, { sortBy: 'campaignId', order: 'ASC' });
    const ids = all.data!.map((r) => r.campaignId);
    expect(ids).toEqual([...ids].sort((a, b) => Number(a) - Number(b)));
    const page = await report(suite.current, 'dashboardReportByCampaign', as, { sortBy: 'campaignId', order: 'ASC', noOfEntries: 5, pageNo: 2 });
    expect(page.data!.map((r) => r.campaignId)).toEqual(ids.slice(5, 10));
    expect(page.recordsTotal).toEqual(all.recordsTotal);
    for (const field of [...ADDITIVE, 'actualSpent', 'expectedSpent', 'creativesCount']) expect(all.recordsTotal![field], field).toBeCloseTo(sumOf(all.data!, field), 2);
  });

  it('a sortBy naming no field of the rows: the document states no refusal, so the report or a 422 naming sortBy', async () => {
    const as = await owner();
    for (const body of [{ ...window90, sortBy: 'nope' }, { ...window90, sortBy: 'nope', campaignIds: [999_999] }]) {
      const response = await call(suite.current, 'dashboardReportByCampaign', { as, body });
      expectContract(response, 'dashboardReportByCampaign', response.status === 422 ? 422 : 200);
      if (response.status === 422) expect(errorsOf(response)[0]?.field).toBe('sortBy');
    }
  });

  it('filters by campaignStatus, creativeTypeIds, ioIdsList, campaignIds and searchField', async () => {
    const as = await owner();
    const running = await report(suite.current, 'dashboardReportByCampaign', as, { campaignStatus: 'running' });
    expect(running.data!.length).toBeGreaterThan(0);
    expect(running.data!.every((r) => r.status === 'running')).toBe(true);
    const deleted = await report(suite.current, 'dashboardReportByCampaign', as, { campaignStatus: 'deleted,expired' });
    expect(new Set(deleted.data!.map((r) => r.status))).toEqual(new Set(['deleted', 'expired']));
    const video = await report(suite.current, 'dashboardReportByCampaign', as, { creativeTypeIds: '14' });
    expect(video.data!.every((r) => r.creativeType === 'Video')).toBe(true);
    const election = await report(suite.current, 'dashboardReportByCampaign', as, { ioIdsList: [InsertionOrderId.election] });
    expect(election.data!.every((r) => r.ioId === InsertionOrderId.election)).toBe(true);
    const two = await report(suite.current, 'dashboardReportByCampaign', as, { campaignIds: [CampaignId.running, CampaignId.runningPolitical] });
    expect(two.data!.map((r) => r.campaignId).sort()).toEqual([CampaignId.running, CampaignId.runningPolitical]);
    const found = await report(suite.current, 'dashboardReportByCampaign', as, { searchField: 'clean parks' });
    expect(found.data!.every((r) => String(r.campaignName).includes('Clean Parks'))).toBe(true);
  });

  it('accepts both spellings: CampaignIds, timeZoneId, and dates as numbers', async () => {
    const as = await owner();
    const documented = await report(suite.current, 'dashboardReportByCampaign', as, { campaignIds: [CampaignId.running], timezoneId: 29 });
    const tabled = await report(suite.current, 'dashboardReportByCampaign', as, { CampaignIds: [CampaignId.running], timeZoneId: 29, startDate: day(-90), endDate: day(0) });
    expect(tabled).toEqual(documented);
  });

  it('refuses an endDate before startDate, and a date that is not epoch ms', async () => {
    const as = await owner();
    const backwards = expectContract(await call(suite.current, 'dashboardReportByCampaign', { as, body: { startDate: String(day(0)), endDate: String(day(-1)) } }), 'dashboardReportByCampaign', 422);
    expect(errorsOf(backwards)[0]).toEqual({ error: messages.dashboardReportWindow, field: 'endDate' });
    const malformed = expectContract(await call(suite.current, 'dashboardReportByCampaign', { as, body: { startDate: 'yesterday', endDate: String(day(0)) } }), 'dashboardReportByCampaign', 400);
    expect(errorsOf(malformed)[0]?.field).toBe('startDate');
    const missing = expectContract(await call(suite.current, 'dashboardReportByCampaign', { as, body: { startDate: String(day(0)) } }), 'dashboardReportByCampaign', 400);
    expect(errorsOf(missing)[0]?.field).toBe('endDate');
  });

  it('links the VLD records: eligibility and the VLD cost of reports requested in the window', async () => {
    const as = await owner();
    const result = await report(suite.current, 'dashboardReportByCampaign', as, { campaignIds: [CampaignId.runningPolitical, CampaignId.running] });
    const political = result.data!.find((r) => r.campaignId === CampaignId.runningPolitical)!;
    expect(political.isEligibleForVLDInsightsReport).toBe(true);
    expect(result.data!.find((r) => r.campaignId === CampaignId.running)!.isEligibleForVLDInsightsReport).toBe(false);
    const vld = await callOk(suite.current, 'listVldReports', { as });
    const ready = vld.body.data.vldReportDataList.find((r: { vldId: number }) => r.vldId === VldReportId.ready);
    expect(political.vldInsightsCost).toBe(ready.vldChargedCost);
  });

  it('shows another workspace only its own campaigns', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const result = await report(suite.current, 'dashboardReportByCampaign', other, { campaignStatus: 'running,expired' });
    expect(result.data!.map((r) => r.campaignId).sort()).toEqual([CampaignId.otherWorkspaceRunning, CampaignId.otherWorkspaceExpired]);
    const response = await callOk(suite.current, 'dashboardReportByCampaign', { as: other, body: { ...window90, campaignIds: [CampaignId.running] } });
    expect(response.body.data.data).toEqual([]);
  });
});
