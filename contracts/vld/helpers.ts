/** Shared calls and ids of the VLD insight suites. */
import { WORLD_EPOCH } from '../../fixtures/world.ts';
import { callOk, type Session } from '../support/client.ts';
import type { Target } from '../support/target.ts';
import type { VldReport } from '../../spec/generated/types.ts';

export { CampaignId } from '../../fixtures/campaigns.ts';
export { VldReportId } from '../../fixtures/vld.ts';

export const DAY = 86_400_000;

/** An instant `days` after the world's epoch (campaign times are whole days from it). */
export const day = (days: number) => WORLD_EPOCH + days * DAY;

/** A VLD report as the list answers it (spec VldReport). */
export type VldItem = VldReport;

export async function vldList(target: Target, as: Session, query: Record<string, string | number> = {}) {
  const response = await callOk(target, 'listVldReports', { as, query });
  return response.body.data as { totalRecords: number; filteredRecords: number; vldReportDataList: VldItem[] };
}

export async function vldItem(target: Target, as: Session, vldId: number): Promise<VldItem | undefined> {
  return (await vldList(target, as)).vldReportDataList.find((r) => r.vldId === vldId);
}
