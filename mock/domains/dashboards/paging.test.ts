/**
 * The default page of 50 rows of the dashboard report and of its CSV export. The
 * default world's workspace has fewer than 50 campaigns, so the contract suites
 * cannot tell a default of 50 from a larger one; here the world gets more
 * campaigns than a page holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignId } from '../../../fixtures/campaigns.ts';
import { callOk, download, login } from '../../../contracts/support/client.ts';
import { parseCsv } from '../../../contracts/support/files.ts';
import { openTarget, type Target } from '../../../contracts/support/target.ts';

const EXTRA_CAMPAIGNS = 40;
const DAY = 86_400_000;
let target: Target;

beforeAll(async () => {
  target = await openTarget();
  const world = target.server!.state.world;
  const model = world.campaigns.find((c) => c.campaignId === CampaignId.running)!;
  for (let i = 0; i < EXTRA_CAMPAIGNS; i++) world.campaigns.push({ ...model, campaignId: 9800 + i, name: `Extra campaign ${i}` });
});

afterAll(async () => {
  await target.close();
});

describe('dashboard report paging defaults', () => {
  it('answers page 1 of 50 rows by campaign when neither pageNo nor noOfEntries is sent', async () => {
    const as = await login(target, 'workspaceOwner');
    const epoch = target.server!.state.world.epoch;
    const body = { startDate: String(epoch - 30 * DAY), endDate: String(epoch) };
    const data = (await callOk(target, 'dashboardReportByCampaign', { as, body })).body.data;
    expect(data.filteredRecords).toBeGreaterThan(50);
    expect(data.data).toHaveLength(50);
    const second = (await callOk(target, 'dashboardReportByCampaign', { as, body: { ...body, pageNo: 2 } })).body.data;
    expect(second.data).toHaveLength(Math.min(50, data.filteredRecords - 50));
    const firstOfAll = (await callOk(target, 'dashboardReportByCampaign', { as, body: { ...body, noOfEntries: 1000 } })).body.data;
    expect(data.data.map((r: { campaignId: number }) => r.campaignId)).toEqual(firstOfAll.data.slice(0, 50).map((r: { campaignId: number }) => r.campaignId));
  });

  it('exports page 1 of 50 rows when data names neither page_number nor total_count', async () => {
    const as = await login(target, 'workspaceOwner');
    const epoch = target.server!.state.world.epoch;
    const dateRange = { startDate: String(epoch - 30 * DAY), endDate: String(epoch) };
    const body = { url: '/api/v3/da/report/by-campaign', columns: [{ label: 'Campaign', value: 'campaignId' }], data: { dateRange } };
    const url = (await callOk(target, 'exportCsv', { as, body })).body.responseObject.responseURL;
    const [header, ...rows] = parseCsv((await download(target, url)).body.toString('utf8'));
    expect(header).toEqual(['Campaign']);
    expect(rows).toHaveLength(50);
  });
});
