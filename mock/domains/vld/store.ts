/**
 * The VLD report records: visibility, the processing lifecycle on the mock
 * clock, creation and regeneration (which draw the charged cost from the
 * organization's balance).
 */
import type { Campaign, VldReport, World } from '../../../fixtures/types.ts';
import { VldStatusId } from '../../../fixtures/types.ts';
import type { Caller } from '../../core/context.ts';
import type { MockState } from '../../core/state.ts';
import { mayTouch, nextId } from '../workspace.ts';
import { accountOf, PROCESSING_MS, type VldCost } from './rules.ts';

const FIRST_NEW_VLD_ID = 600;

/** Processing reports whose time has come turn ready (due work on the mock clock). */
export function settleVldReports(state: MockState, now: number): void {
  for (const report of state.world.vldReports) {
    if (report.vldStatusId === VldStatusId.processing && report.readyAt !== null && report.readyAt <= now) {
      report.vldStatusId = VldStatusId.ready;
      report.readyAt = null;
    }
  }
}

/** A report of the caller's workspace, deleted or not; undefined when unknown or foreign. */
export function reportFor(world: World, caller: Caller, vldId: number): VldReport | undefined {
  const report = world.vldReports.find((r) => r.vldId === vldId);
  return report && mayTouch(world, caller, report.owId) ? report : undefined;
}

export function visibleReports(world: World, caller: Caller): VldReport[] {
  return world.vldReports.filter((r) => !r.isDeleted && mayTouch(world, caller, r.owId));
}

function charge(world: World, owId: number, cost: VldCost): void {
  const account = accountOf(world, owId);
  account.balance = Math.round((account.balance - cost.vldChargedCost) * 100) / 100;
}

export interface Window {
  start: number;
  end: number;
}

/** A new processing report of the window, charged to the campaign's organization. */
export function createReport(world: World, caller: Caller, campaign: Campaign, window: Window, cost: VldCost, now: number): VldReport {
  const report: VldReport = {
    vldId: nextId(world.vldReports.map((r) => r.vldId), FIRST_NEW_VLD_ID - 1),
    owId: campaign.owId,
    campaignId: campaign.campaignId,
    vldStatusId: VldStatusId.processing,
    vldStartDate: window.start,
    vldEndDate: window.end,
    vldCreatedOn: now,
    readyAt: now + PROCESSING_MS,
    isDeleted: false,
    createdByUowId: caller.membership.uowId,
  };
  charge(world, campaign.owId, cost);
  world.vldReports.push(report);
  return report;
}

/** The report is produced again for the new window: processing again, charged again. */
export function regenerateReport(world: World, report: VldReport, window: Window, cost: VldCost, now: number): VldReport {
  charge(world, report.owId, cost);
  Object.assign(report, { vldStatusId: VldStatusId.processing, vldStartDate: window.start, vldEndDate: window.end, vldCreatedOn: now, readyAt: now + PROCESSING_MS });
  return report;
}
