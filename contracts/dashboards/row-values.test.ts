/**
 * The values of the report rows as spec/DECISIONS.md D7 defines them: the shares of
 * the media spend, the VLD split, live days and pacing, the daily figures and the
 * fields the world has no record for. The shares and formulas are the mock's choice
 * (the documents list the fields without their meaning), so these tests are mock only.
 * Each field is worked out from the row's own spend, counts, budget and dates.
 */
import type { Session } from '../support/client.ts';
import { DAY, dayStart, nowOf } from '../reports/support.ts';
import { beforeEach, describe, expect, isPlainMock, mockOnly, useTarget } from '../support/harness.ts';
import type { Api } from '../support/api.ts';
import { openWindow, report, type CommonReportRequest, type ReportOperation, type ReportWindow, type Row } from './support.ts';
import type { CampaignReportRequest } from '../../spec/generated/types.ts';

useTarget();

beforeEach(async ({ api, owner }) => {
  await openWindow(api, owner);
});

const D7 = 'the shares and formulas of spec/DECISIONS.md D7';
const EVERY_STATUS = 'draft,pending,running,paused,expired,deleted';

/** Expected values of a row's fields, by name. */
type Fields = Record<string, unknown>;

const cents = (dollars: unknown) => Math.round(Number(dollars) * 100);
const dollars = (amount: number) => Math.round(amount) / 100;
/** num / den rounded to `digits` decimals, 0 when den is 0. */
const ratio = (num: number, den: number, digits: number) => (den > 0 ? Math.round((num / den) * 10 ** digits) / 10 ** digits : 0);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Windows that clip campaigns at either end: the 90 days to yesterday, one starting
 * mid-day and running past today, one long past, one of a single instant at midnight,
 * and one to come, in which nothing is spent.
 */
function windows(now: number): ReportWindow[] {
  const today = dayStart(now);
  const window = (start: number, end: number) => ({ startDate: String(start), endDate: String(end) });
  return [
    window(today - 90 * DAY, today - 1),
    window(today - 40 * DAY + 5 * 3_600_000, today + 30 * DAY),
    window(today - 400 * DAY, today - 60 * DAY + 1),
    window(today - 30 * DAY, today - 30 * DAY),
    window(today + DAY, today + 10 * DAY),
  ];
}

/** Every money field of a row, from its spend, media spend, budget and VLD cost (D7). */
function d7Money(row: Row): Fields {
  const spent = cents(row.spent);
  const media = cents(row.mediaSpent);
  const share = (rate: number) => Math.round(media * rate);
  const workspace = share(0.15) + share(0.02);
  const platform = share(0.08) + share(0.01);
  const vld = cents(row.vldInsightsCost);
  const workspaceVld = Math.round(vld * 0.2);
  return {
    budgetSpent: dollars(spent),
    customerSpent: dollars(spent),
    mappingSpent: dollars(spent),
    mappingDataCost: row.dataCost,
    mediaBudget: dollars(Math.round(cents(row.budgetTotal) * 0.85)),
    workspaceMediaEarning: dollars(share(0.15)),
    workspaceBidShadingEarning: dollars(share(0.02)),
    workspaceTotalEarning: dollars(workspace),
    platformMediaEarning: dollars(share(0.08)),
    platformBidShadingEarning: dollars(share(0.01)),
    platformTotalEarning: dollars(platform),
    workspaceSpent: dollars(spent - workspace),
    platformSpent: dollars(spent - workspace - platform),
    organizationBidShadingSaving: dollars(share(0.03)),
    workspaceVLDInsightsEarnings: dollars(workspaceVld),
    platformVLDInsightsEarnings: dollars(vld - workspaceVld),
    pldInsightsCost: 0,
    workspacePLDInsightsEarnings: 0,
    platformPLDInsightsEarnings: 0,
    frequency: ratio(Number(row.impressions), Number(row.reach), 4),
    eCPI: ratio(Number(row.spent), Number(row.impressions), 6),
  };
}

/** The days of the window, up to yesterday, within the campaign's dates; none for a campaign never launched. */
function liveDays(row: Row, window: ReportWindow, now: number): number {
  if (row.status === 'draft' || row.status === 'pending') return 0;
  let days = 0;
  for (let day = dayStart(Number(window.startDate)); day <= Number(window.endDate); day += DAY)
    if (day >= dayStart(Number(row.startTime)) && day <= Number(row.endTime) && day < dayStart(now)) days += 1;
  return days;
}

/** The pacing, daily figures, durations and fixed fields of a by-campaign row (D7). */
function d7Campaign(row: Row, window: ReportWindow, now: number): Fields {
  const days = liveDays(row, window, now);
  const budgetDay = Number(row.budgetDay);
  const expected = cents(budgetDay) * days;
  const spent = cents(row.spent);
  const actualDaily = days > 0 ? Math.round(spent / days) / 100 : 0;
  const audioVideo = row.creativeType === 'Video' || row.creativeType === 'Audio';
  const [start, end] = [Number(row.startTime), Number(row.endTime)];
  return {
    totalCount: 1,
    actualSpent: row.spent,
    expectedSpent: dollars(expected),
    budgetPacing: ratio(spent * 100, expected, 2),
    pacingPercentage: ratio(spent * 100, expected, 2),
    dailyImpression: days > 0 ? Math.round(Number(row.impressions) / days) : 0,
    expectedDailySpent: budgetDay,
    actualDailySpent: actualDaily,
    dailyPacingPercentage: ratio(actualDaily * 100, budgetDay, 2),
    campaignDuration: Math.round((end - start) / DAY),
    remainingDuration: Math.max(0, Math.ceil((end - now) / DAY)),
    audioVideoActualBids: audioVideo ? row.bidImpressions : 0,
    audioVideoActualImpressions: audioVideo ? row.impressions : 0,
    budgetTotalCombined: row.budgetTotalCombined === null ? null : row.budgetTotal,
    budgetDayCombined: budgetDay,
    ioTotalBudgetCombined: row.ioTotalBudget,
    orgId: row.owId,
    date: `${isoDay(Number(window.startDate))} to ${isoDay(Number(window.endDate))}`,
    isCampaignFromNewPlatform: true,
    isAutoSumIoTotalBudget: true,
    isEligibleForPLDInsightsReport: false,
    targetImpression: null,
    campaignPriority: null,
    bidModelDataId: null,
    ...NO_RECORD,
  };
}

/** Fields the world has no record for (D7). */
const NO_RECORD: Fields = {
  exchangeId: null,
  exchangeName: null,
  uowId: null,
  industry: null,
  companySize: null,
  avatarURL: null,
  ioBudgetDistributionMethod: null,
};

/** A row with numbers sent as numeric strings read as numbers (a legal form of the answer). */
const asNumbers = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v]));

/** The rows of a report, numbers as numbers, and its totals row where the target answers one (it is optional). */
async function rowsOf(api: Api, operationId: ReportOperation, as: Session, body: CommonReportRequest): Promise<{ rows: Row[]; totals?: Row }> {
  const result = await report(api, operationId, as, { noOfEntries: 1000, ...body });
  expect(result.data).toHaveLength(result.filteredRecords);
  const totals = result.recordsTotal ?? (await report(api, operationId, as, { ...body, resultType: 'total' })).recordsTotal;
  return { rows: result.data!.map(asNumbers), totals: totals && asNumbers(totals) };
}

const pick = (row: Row, like: Fields): Fields => Object.fromEntries(Object.keys(like).map((k) => [k, row[k]]));

async function campaignRows(api: Api, as: Session, window: ReportWindow, body: Partial<CampaignReportRequest> = {}): Promise<Row[]> {
  return (await rowsOf(api, 'dashboardReportByCampaign', as, { ...window, campaignStatus: EVERY_STATUS, ...body })).rows;
}

describe('dashboard rows (spec/DECISIONS.md D7)', () => {
  mockOnly("every money field of a row is its share of the row's media spend, spend, budget or VLD cost", D7, async ({ api, owner }) => {
    const now = await nowOf(api, owner);
    let paying = 0;
    for (const window of windows(now)) {
      const customers = (await rowsOf(api, 'dashboardReportByCustomer', owner, { ...window, campaignStatus: EVERY_STATUS })).rows;
      for (const row of [...(await campaignRows(api, owner, window)), ...customers]) {
        expect(pick(row, d7Money(row)), `${row.campaignName ?? row.organizationName} ${window.startDate}`).toEqual(d7Money(row));
        if (Number(row.mediaSpent) > 0 && Number(row.vldInsightsCost) > 0 && Number(row.budgetTotal) > 0) paying += 1;
      }
    }
    // Rows that spend, have a budget and a VLD cost, so no share is multiplied by zero.
    expect(paying).toBeGreaterThan(1);
  });

  mockOnly(
    'a by-campaign row paces its spend against the daily budget over its live days in the window, and gives its durations in days',
    D7,
    async ({ api, owner }) => {
      const now = await nowOf(api, owner);
      const seen = { live: 0, clipped: 0, audioVideo: 0 };
      for (const window of windows(now)) {
        const rows = await campaignRows(api, owner, window);
        for (const row of rows) {
          // The insertion order's total budget sums its campaigns' budgets, whatever their status.
          const ioBudget = rows.filter((r) => r.ioId === row.ioId).reduce((sum, r) => sum + cents(r.budgetTotal), 0);
          const expected: Fields = { ...d7Campaign(row, window, now), ioTotalBudget: dollars(ioBudget) };
          expect(pick(row, expected), `${row.campaignName} ${window.startDate}`).toEqual(expected);
          if (Number(expected.expectedSpent) > 0) seen.live += 1;
          if (liveDays(row, window, now) > 0 && liveDays(row, window, now) < (Number(window.endDate) - Number(window.startDate)) / DAY - 1) seen.clipped += 1;
          if (Number(expected.audioVideoActualBids) > 0) seen.audioVideo += 1;
        }
      }
      for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0);
    },
  );

  mockOnly(
    'a by-customer row counts its campaigns and paces their spend against their daily budgets over their live days; it names its workspace',
    D7,
    async ({ api, owner }) => {
      const now = await nowOf(api, owner);
      let paced = 0;
      for (const window of windows(now)) {
        const campaigns = await campaignRows(api, owner, window, { campaignStatus: 'all' });
        const customers = (await rowsOf(api, 'dashboardReportByCustomer', owner, { ...window })).rows;
        const workspace = customers.find((r) => r.owId === owner.owId)!;
        for (const row of customers) {
          const own = campaigns.filter((c) => c.owId === row.owId);
          const expected = {
            totalCount: own.length,
            budgetPacing: ratio(
              cents(row.spent) * 100,
              own.reduce((sum, c) => sum + cents(c.expectedSpent), 0),
              2,
            ),
            orgId: row.owId,
            workspaceId: owner.owId,
            workspaceName: workspace.organizationName,
            workspaceOrganizationName: workspace.organizationName,
            workspaceDomain: workspace.workspaceDomain,
            date: `${isoDay(Number(window.startDate))} to ${isoDay(Number(window.endDate))}`,
            ...NO_RECORD,
          };
          expect(pick(row, expected), `${row.organizationName} ${window.startDate}`).toEqual(expected);
        }
        paced += customers.filter((r) => Number(r.budgetPacing) > 0).length;
      }
      expect(paced, 'customers that spent').toBeGreaterThan(0);
    },
  );

  mockOnly(
    "a row's share of the spend is its percentage of the filtered rows' spend; the totals' frequency, eCPI and pacing come from their own sums",
    D7,
    async ({ api, owner }) => {
      const now = await nowOf(api, owner);
      for (const window of windows(now)) {
        for (const operationId of ['dashboardReportByCampaign', 'dashboardReportByCustomer'] as const) {
          const { rows, totals } = await rowsOf(api, operationId, owner, { ...window });
          const spent = rows.reduce((sum, r) => sum + cents(r.spent), 0);
          for (const row of rows)
            expect(row.percentageOfTotalSpent, String(row.campaignName ?? row.organizationName)).toBe(ratio(cents(row.spent) * 100, spent, 4));
          if (!totals) continue;
          // The totals row has the fields of the report's rows (an answer in another legal form may leave some out).
          if (isPlainMock(api.target)) expect(Object.keys(totals).sort(), `${operationId} totals' fields`).toEqual(Object.keys(rows[0]!).sort());
          // The totals are 100% of what the rows spent, and 0% of nothing (spec/DECISIONS.md D6).
          const expected: Fields = { percentageOfTotalSpent: spent > 0 ? 100 : 0, frequency: d7Money(totals).frequency, eCPI: d7Money(totals).eCPI };
          if (operationId === 'dashboardReportByCampaign') {
            expected.pacingPercentage = ratio(cents(totals.spent) * 100, cents(totals.expectedSpent), 2);
            expected.dailyPacingPercentage = ratio(Number(totals.actualDailySpent) * 100, Number(totals.expectedDailySpent), 2);
          }
          expect(pick(totals, expected), `${operationId} totals ${window.startDate}`).toEqual(expected);
        }
      }
    },
  );
});
