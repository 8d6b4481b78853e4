import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock } from '../support/admin.ts';
import { call, callOk, errorsOf, expectContract, login } from '../support/client.ts';
import { mockOnly, useTarget } from '../support/suite.ts';
import { CampaignId, VldReportId, day, vldItem, vldList } from './helpers.ts';

const suite = useTarget();

describe('listVldReports', () => {
  it('lists the workspace reports, 200 a page, newest id first, without deleted ones', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const page = await vldList(suite.current, owner);
    const ids = page.vldReportDataList.map((r) => r.vldId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toEqual(expect.arrayContaining([VldReportId.ready, VldReportId.processing, VldReportId.failed, VldReportId.readyExpired]));
    expect(ids).not.toContain(VldReportId.failedDeleted);
    expect(page.totalRecords).toBe(ids.length);
    // The window in both of the seed's spellings.
    for (const item of page.vldReportDataList) expect([item.startDate, item.endDate]).toEqual([item.vldStartDate, item.vldEndDate]);
    const second = await callOk(suite.current, 'listVldReports', { as: owner, query: { noOfEntries: 200, sortBy: '-vldId' } });
    expect(second.body.data).toEqual(page);
  });

  it('answers at most 200 reports a page by default', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const existing = (await vldList(suite.current, owner)).totalRecords;
    // Days of the campaign that are still to come have no impressions, so these reports cost nothing.
    const future = { campaignId: CampaignId.runningPolitical, vldStartDate: day(10), vldEndDate: day(11) };
    for (let n = existing; n < 201; n += 1) await callOk(suite.current, 'createVldReport', { as: owner, body: future });
    const first = await vldList(suite.current, owner);
    expect(first.totalRecords).toBe(201);
    expect(first.vldReportDataList).toHaveLength(200);
    expect((await vldList(suite.current, owner, { pageNo: 2 })).vldReportDataList).toHaveLength(1);
  });

  it('pages with noOfEntries and pageNo and sorts by sortBy', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const all = await vldList(suite.current, owner, { sortBy: '+vldId' });
    const ids = all.vldReportDataList.map((r) => r.vldId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const page2 = await vldList(suite.current, owner, { sortBy: '+vldId', noOfEntries: 2, pageNo: 2 });
    expect(page2.vldReportDataList.map((r) => r.vldId)).toEqual(ids.slice(2, 4));
    expect(page2.totalRecords).toBe(ids.length);
  });

  it('filters by searchField on the campaign name', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const page = await vldList(suite.current, owner, { searchField: 'primary push' });
    expect(page.vldReportDataList.length).toBeGreaterThan(0);
    expect(page.vldReportDataList.every((r) => r.campaignId === CampaignId.expiredPolitical)).toBe(true);
    expect(page.filteredRecords).toBe(page.vldReportDataList.length);
    expect(page.totalRecords).toBeGreaterThan(page.filteredRecords);
  });

  it('refuses an unknown sortBy with the seed text', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'listVldReports', { as: owner, query: { sortBy: '-nope' } }), 'listVldReports', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.invalidSortBy, field: 'sortBy' });
  });

  it('refuses noOfEntries above 1000', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'listVldReports', { as: owner, query: { noOfEntries: 1001 } }), 'listVldReports', 422);
    expect(errorsOf(response)[0]?.field).toBe('noOfEntries');
  });

  it('prices each report at the organization rate, charging whole thousands of impressions', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const report = (await vldItem(suite.current, owner, VldReportId.ready))!;
    expect(report.vldChargeableImps).toBeGreaterThan(0);
    expect(report.vldChargedImps).toBe(Math.floor(report.vldChargeableImps / 1000) * 1000);
    expect(report.vldChargeableCost).toBeCloseTo((report.vldChargeableImps / 1000) * report.effectiveVldRate, 2);
    expect(report.vldChargedCost).toBeCloseTo((report.vldChargedImps / 1000) * report.effectiveVldRate, 2);
    expect(report).toMatchObject({ vldStatusId: 3, campaignId: CampaignId.runningPolitical, isCampaignEligible: true, vldReportCreatable: true });
  });

  it('shows another workspace none of these reports', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const page = await vldList(suite.current, other);
    expect(page).toEqual({ totalRecords: 0, filteredRecords: 0, vldReportDataList: [] });
  });

  mockOnly(suite, 'a processing report turns ready ten minutes after it was requested', 'moves the mock clock', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect((await vldItem(suite.current, owner, VldReportId.processing))).toMatchObject({ vldStatusId: 1, vldReportCreatable: false });
    await advanceClock(suite.current, 8 * 60_000);
    expect((await vldItem(suite.current, owner, VldReportId.processing))?.vldStatusId).toBe(3);
  });
});
