/**
 * The VLD report records: visibility, the processing lifecycle on the mock
 * clock, creation and regeneration (which draw the charged cost from the
 * organization's balance).
 */
import type { Campaign } from '../campaigns/model.ts';
import type { VldReport } from './model.ts';
import type { World } from '../world.ts';
import { VldStatusId } from './model.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import { scheduleDue, type DueTask } from '../../core/state/due-queue.ts';
import { mayTouch, nextId } from '../workspace.ts';
import { accountOf, PROCESSING_MS, type VldCost } from './rules.ts';

const FIRST_NEW_VLD_ID = 600;

/**
 * The report turns ready at its ready time (due work on the mock clock). The task runs
 * once that time has passed, for a report made processing with it, and nothing changes
 * a processing report before then: regenerating and deleting refuse it. A second task
 * for the same report (a restored snapshot's) sets the same ready state again.
 */
export function vldReportReady(report: VldReport): DueTask {
  return {
    at: report.readyAt!,
    run: () => {
      report.vldStatusId = VldStatusId.ready;
      report.readyAt = null;
    },
  };
}

export function* pendingVldReports(world: World): Iterable<DueTask> {
  for (const report of world.vldReports) if (report.vldStatusId === VldStatusId.processing && report.readyAt !== null) yield vldReportReady(report);
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
    vldId: nextId(
      world.vldReports.map((r) => r.vldId),
      // Stryker disable next-line ArithmeticOperator: no document fixes this: the seeds give no vldId numbering, only that an id names one report
      FIRST_NEW_VLD_ID - 1,
    ),
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
  scheduleDue(world, vldReportReady(report));
  return report;
}

/** The report is produced again for the new window: processing again, charged again. */
export function regenerateReport(world: World, report: VldReport, window: Window, cost: VldCost, now: number): VldReport {
  charge(world, report.owId, cost);
  Object.assign(report, {
    vldStatusId: VldStatusId.processing,
    vldStartDate: window.start,
    vldEndDate: window.end,
    vldCreatedOn: now,
    readyAt: now + PROCESSING_MS,
  });
  scheduleDue(world, vldReportReady(report));
  return report;
}
