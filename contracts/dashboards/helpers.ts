/** Shared calls of the dashboard report suites. */
import { WORLD_EPOCH } from '../../fixtures/world.ts';
import { callOk, type Session } from '../support/client.ts';
import type { Target } from '../support/target.ts';

export { CampaignId, InsertionOrderId } from '../../fixtures/campaigns.ts';
export { VldReportId } from '../../fixtures/vld.ts';

const DAY = 86_400_000;
export const day = (days: number) => WORLD_EPOCH + days * DAY;

/** The last 90 days up to the epoch, as the documented strings of epoch ms. */
export const window90 = { startDate: String(day(-90)), endDate: String(day(0)) };

export type Row = Record<string, string | number | boolean | null>;

export interface ReportData {
  totalRecords: number;
  filteredRecords: number;
  recordsTotal?: Row;
  data?: Row[];
}

export type ReportOperation = 'dashboardReportByCustomer' | 'dashboardReportByCampaign' | 'dashboardReportByCampaignAlias';

export async function report(target: Target, operationId: ReportOperation, as: Session, body: Record<string, unknown>): Promise<ReportData> {
  return (await callOk(target, operationId, { as, body: { ...window90, ...body } })).body.data;
}

/** Fields of every row that add up across rows. */
export const ADDITIVE = [
  'impressions', 'clicks', 'bidImpressions', 'reach', 'startCount', 'completeCount', 'totalAttributedConversion', 'totalCount',
  'spent', 'mediaSpent', 'dataCost', 'budgetDay', 'budgetTotal', 'workspaceSpent', 'platformSpent', 'customerSpent',
  'workspaceTotalEarning', 'platformTotalEarning', 'organizationBidShadingSaving', 'vldInsightsCost', 'workspaceVLDInsightsEarnings',
] as const;

export function sumOf(rows: Row[], field: string): number {
  return Math.round(rows.reduce((sum, row) => sum + Number(row[field] ?? 0), 0) * 100) / 100;
}
