import { advanceClock } from '../support/admin.ts';
import { errorsOf, expectContract } from '../support/client.ts';
import { VldStatus, allVldReports, campaignId, create, idleWindow, idsOf, reportId, vldItem, vldList } from './support.ts';
import { describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField } from '../support/api.ts';
import { openWindow, report as dashboardReport } from '../dashboards/support.ts';

useTarget();

const descending = (ids: number[]) => [...ids].sort((a, b) => b - a);

describe('listVldReports', () => {
  it('lists the workspace reports, 200 a page, newest id first, without deleted ones', async ({ api, owner }) => {
    const page = await vldList(api, owner);
    const ids = idsOf(page.vldReportDataList);
    expect(ids).toEqual(descending(ids));
    expect(ids).toHaveLength(Math.min(200, page.totalRecords));
    const everything = idsOf(await allVldReports(api, owner));
    expect(everything).toHaveLength(page.totalRecords);
    expect(ids).toEqual(descending(everything).slice(0, 200));
    for (const role of ['ready', 'processing', 'readyExpired']) expect(everything, role).toContain(await reportId(api, role));
    expect(everything).not.toContain(await reportId(api, 'failedDeleted'));
    // The window in both of the seed's spellings.
    for (const item of page.vldReportDataList) expect([item.startDate, item.endDate]).toEqual([item.vldStartDate, item.vldEndDate]);
    const explicit = await vldList(api, owner, { noOfEntries: 200, sortBy: '-vldId' });
    expect(idsOf(explicit.vldReportDataList)).toEqual(ids);
    expect(explicit.totalRecords).toBe(page.totalRecords);
  });

  it('answers at most 200 reports a page by default', async ({ api, owner }) => {
    const existing = (await vldList(api, owner)).totalRecords;
    // Days after the paused campaign stopped delivering cost nothing: these reports leave the balance as it is.
    const idle = await idleWindow(api);
    for (let n = existing; n < 201; n += 1) await create(api, owner, idle);
    const first = await vldList(api, owner);
    expect(first.totalRecords).toBeGreaterThanOrEqual(201);
    expect(first.vldReportDataList).toHaveLength(200);
    const second = await vldList(api, owner, { pageNo: 2 });
    expect(second.vldReportDataList).toHaveLength(Math.min(200, first.totalRecords - 200));
    expect(Math.min(...idsOf(first.vldReportDataList))).toBeGreaterThan(Math.max(...idsOf(second.vldReportDataList)));
  });

  it('pages with noOfEntries and pageNo and sorts by sortBy', async ({ api, owner }) => {
    const all = await vldList(api, owner, { sortBy: '+vldId' });
    const ids = idsOf(all.vldReportDataList);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const page2 = await vldList(api, owner, { sortBy: '+vldId', noOfEntries: 2, pageNo: 2 });
    expect(idsOf(page2.vldReportDataList)).toEqual(ids.slice(2, 4));
    expect(page2.totalRecords).toBe(all.totalRecords);
  });

  it('filters by searchField on the campaign name', async ({ api, owner }) => {
    const report = (await vldItem(api, owner, await reportId(api, 'readyExpired')))!;
    const search = report.campaignName.slice(-12).toUpperCase();
    const page = await vldList(api, owner, { searchField: search, noOfEntries: 1000 });
    expect(idsOf(page.vldReportDataList)).toContain(Number(report.vldId));
    const matches = (text: string) => text.toLowerCase().includes(search.toLowerCase());
    for (const item of page.vldReportDataList) expect(matches(item.vldName) || matches(item.campaignName), item.vldName).toBe(true);
    expect(page.filteredRecords).toBe(page.vldReportDataList.length);
    expect(page.totalRecords).toBeGreaterThan(page.filteredRecords);
  });

  it('a sortBy naming no field of a report: the documents state no refusal, so the list or a 422 on sortBy (spec/DECISIONS.md C3)', async ({ api, owner }) => {
    const response = await api.call('listVldReports', { as: owner, query: { sortBy: '-nope' } });
    expectContract(response, 'listVldReports', response.status === 422 ? 422 : 200);
    if (response.status === 422) {
      expectErrorField(errorsOf(response)[0], 'sortBy', 'listVldReports', 422);
    } else {
      const { totalRecords, filteredRecords } = await vldList(api, owner);
      expect(response.body.data).toMatchObject({ totalRecords, filteredRecords });
    }
  });

  it('refuses noOfEntries above 1000', async ({ api, owner }) => {
    const response = await api.expect('listVldReports', { as: owner, query: { noOfEntries: 1001 } }, 422);
    expectErrorField(errorsOf(response)[0], 'noOfEntries', 'listVldReports', 422);
  });

  it('prices each report at the organization rate, charging whole thousands of impressions', async ({ api, owner }) => {
    const report = (await vldItem(api, owner, await reportId(api, 'readyExpired')))!;
    expect(report.vldChargeableImps).toBeGreaterThan(0);
    expect(report.vldChargedImps).toBe(Math.floor(report.vldChargeableImps / 1000) * 1000);
    expect(report.vldChargeableCost).toBeCloseTo((report.vldChargeableImps / 1000) * report.effectiveVldRate, 2);
    expect(report.vldChargedCost).toBeCloseTo((report.vldChargedImps / 1000) * report.effectiveVldRate, 2);
    expect(report).toMatchObject({
      vldStatusId: VldStatus.ready,
      campaignId: await campaignId(api, 'expiredPolitical'),
      isCampaignEligible: true,
      vldReportCreatable: true,
    });
  });

  it("names each report's insertion order as the dashboard's campaign report does", async ({ api, owner }) => {
    const reports = await allVldReports(api, owner);
    await openWindow(api, owner);
    let compared = 0;
    for (const campaign of new Set(reports.map((r) => Number(r.campaignId)))) {
      const [row] = (await dashboardReport(api, 'dashboardReportByCampaign', owner, { campaignIds: [campaign] })).data ?? [];
      if (!row) continue;
      for (const item of reports.filter((r) => Number(r.campaignId) === campaign)) {
        expect({ ioId: Number(item.ioId), ioName: item.ioName }, `report ${item.vldId}`).toEqual({ ioId: Number(row.ioId), ioName: row.ioName });
      }
      compared += 1;
    }
    expect(compared, 'a campaign with VLD reports is in the dashboard report').toBeGreaterThan(0);
  });

  mockOnly('names each report "<campaign name> (<start day> to <end day>)"', 'the name is spec/DECISIONS.md VLD8', async ({ api, owner }) => {
    const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const page = await vldList(api, owner);
    expect(page.vldReportDataList.length).toBeGreaterThan(0);
    for (const item of page.vldReportDataList)
      expect(item.vldName).toBe(`${item.campaignName} (${isoDay(Number(item.vldStartDate))} to ${isoDay(Number(item.vldEndDate))})`);
  });

  it('shows another workspace none of these reports', async ({ api, owner }) => {
    const acme = idsOf(await allVldReports(api, owner));
    const other = await allVldReports(api, await api.session('otherWorkspaceUser'));
    expect(idsOf(other).filter((id) => acme.includes(id))).toEqual([]);
  });

  mockOnly('a processing report turns ready ten minutes after it was requested', 'moves the mock clock', async ({ api }) => {
    const as = await api.login('workspaceOwner');
    const processing = await reportId(api, 'processing');
    expect(await vldItem(api, as, processing)).toMatchObject({ vldStatusId: VldStatus.processing, vldReportCreatable: false });
    await advanceClock(api.target, 8 * 60_000);
    expect((await vldItem(api, as, processing))?.vldStatusId).toBe(VldStatus.ready);
  });
});
