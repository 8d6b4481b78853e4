/** Shared calls of the dashboard report suites. */
import type { Session } from '../support/client.ts';
import { DAY, dayStart, nowOf } from '../reports/support.ts';
import type { Api } from '../support/api.ts';
import { expect } from '../support/harness.ts';
import type { CampaignReport, CampaignReportRequest, CustomerReport, CustomerReportRequest } from '../../spec/generated/types.ts';

export { campaignId, orgId, subtreeOf } from '../reports/support.ts';

/** A report window as the documented strings of epoch ms. */
export interface ReportWindow {
  startDate: string;
  endDate: string;
}

let window: ReportWindow | null = null;

/** The 90 whole days before the target's today: past days, so every call of a test sees the same delivery. */
export async function openWindow(api: Api, as: Session): Promise<ReportWindow> {
  const today = dayStart(await nowOf(api, as));
  window = { startDate: String(today - 90 * DAY), endDate: String(today - 1) };
  return window;
}

/** The window the running test opened. */
export function window90(): ReportWindow {
  if (!window) throw new Error('no report window opened');
  return window;
}

/** A report row read by field name (DashboardReportRow or CampaignReportRow). */
export type Row = Record<string, string | number | boolean | null>;

/** A dashboard report's answer (CustomerReport or CampaignReport), its rows read by field name. */
export type ReportData = Omit<CustomerReport | CampaignReport, 'recordsTotal' | 'data'> & {
  recordsTotal?: Row;
  data?: Row[];
};

export type ReportOperation = 'dashboardReportByCustomer' | 'dashboardReportByCampaign' | 'dashboardReportByCampaignAlias';

/** The fields of a report request that every dashboard report documents. */
export type CommonReportRequest = Partial<Pick<CustomerReportRequest, keyof CustomerReportRequest & keyof CampaignReportRequest>>;

/** Runs a dashboard report over `body`, in the test's window unless the body names another. */
export async function report(api: Api, operationId: 'dashboardReportByCustomer', as: Session, body: Partial<CustomerReportRequest>): Promise<ReportData>;
export async function report(
  api: Api,
  operationId: 'dashboardReportByCampaign' | 'dashboardReportByCampaignAlias',
  as: Session,
  body: Partial<CampaignReportRequest>,
): Promise<ReportData>;
export async function report(api: Api, operationId: ReportOperation, as: Session, body: CommonReportRequest): Promise<ReportData>;
export async function report(
  api: Api,
  operationId: ReportOperation,
  as: Session,
  body: Partial<CustomerReportRequest> | Partial<CampaignReportRequest>,
): Promise<ReportData> {
  const data = (await api.ok(operationId, { as, body: { ...window90(), ...body } })).body.data;
  return {
    ...data,
    totalRecords: Number(data.totalRecords),
    filteredRecords: Number(data.filteredRecords),
    recordsTotal: data.recordsTotal && { ...data.recordsTotal },
    data: data.data?.map((row) => ({ ...row })),
  };
}

/**
 * Additive fields worked out as shares of a row's spend or budget (spec/DECISIONS.md D7):
 * rounded per row, so an organization's row, worked out from its campaigns' sums, may
 * differ from the sum of its campaigns' rows by rounding.
 */
const SHARE_FIELDS = [
  'mediaBudget',
  'workspaceSpent',
  'platformSpent',
  'workspaceMediaEarning',
  'workspaceBidShadingEarning',
  'workspaceTotalEarning',
  'platformMediaEarning',
  'platformBidShadingEarning',
  'platformTotalEarning',
  'organizationBidShadingSaving',
  'workspaceVLDInsightsEarnings',
  'platformVLDInsightsEarnings',
  'workspacePLDInsightsEarnings',
  'platformPLDInsightsEarnings',
] as const;
export const SHARES: ReadonlySet<string> = new Set(SHARE_FIELDS);

/** Fields of every row that add up across rows: its counts and money (spec/DECISIONS.md D6). */
export const ADDITIVE = [
  'impressions',
  'clicks',
  'bidImpressions',
  'reach',
  'startCount',
  'firstCount',
  'midCount',
  'thirdCount',
  'completeCount',
  'audioVideoViewed',
  'audioVideoActualBids',
  'audioVideoActualImpressions',
  'totalAttributedConversion',
  'totalAttributedClickThroughConversion',
  'totalAttributedViewThroughConversion',
  'totalCount',
  'spent',
  'budgetSpent',
  'customerSpent',
  'mappingSpent',
  'mediaSpent',
  'dataCost',
  'mappingDataCost',
  'budgetDay',
  'budgetTotal',
  'vldInsightsCost',
  'pldInsightsCost',
  ...SHARE_FIELDS,
] as const;

export function sumOf(rows: Row[], field: string): number {
  return Math.round(rows.reduce((sum, row) => sum + Number(row[field] ?? 0), 0) * 100) / 100;
}

/** The values of a field the rows carry (nullable fields may come as null, optional ones not at all). */
export const known = (rows: Row[], field: string) => rows.map((r) => r[field]).filter((v) => v !== null && v !== undefined);

/** The field of each row, where every row carries it; null when one does not. */
export const column = (rows: Row[], field: string) => (rows.every((r) => r[field] !== null && r[field] !== undefined) ? rows.map((r) => r[field]) : null);

/**
 * Two answers of the same rows: the same counts and, where both carry them (the
 * rows and the totals row are optional), the same rows and totals, equal wherever
 * both carry a field.
 */
export function expectSameReport(actual: ReportData, expected: ReportData): void {
  expect({ totalRecords: actual.totalRecords, filteredRecords: actual.filteredRecords }).toEqual({
    totalRecords: expected.totalRecords,
    filteredRecords: expected.filteredRecords,
  });
  const pairs: Array<[Row, Row]> = [];
  if (actual.recordsTotal && expected.recordsTotal) pairs.push([actual.recordsTotal, expected.recordsTotal]);
  if (actual.data && expected.data) {
    expect(actual.data.length).toBe(expected.data.length);
    actual.data.forEach((row, i) => pairs.push([row, expected.data![i]!]));
  }
  for (const [a, b] of pairs) expect(shared(a, b)).toEqual(shared(b, a));
}

function shared(row: Row, other: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([k, v]) => v !== null && other[k] !== null && other[k] !== undefined));
}
