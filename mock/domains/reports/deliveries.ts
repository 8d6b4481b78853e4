/**
 * Scheduled deliveries, run as due work on the mock clock: each delivery due
 * on the mock clock renders the report as it stood at that moment, stores the
 * file for download and mails it to every subscriber with an unsubscribe link.
 * A clock jump over several delivery times sends each one, all schedules in time
 * order (spec/DECISIONS.md R15).
 */
import { createHash } from 'node:crypto';
import type { ReportSchedule, SavedReport } from './model.ts';
import type { World } from '../world.ts';
import { DeliveryFrequency, ReportFileType } from './model.ts';
import { scheduleDue, type DueTask } from '../../core/state/due-queue.ts';
import { ContentType, render, type DocumentFormat } from '../../core/toolkit/documents.ts';
import { Downloads } from '../../core/state/downloads.ts';
import type { MockState } from '../../core/state/state.ts';
import { DIMENSIONS } from './catalog.ts';
import { runReport } from './execute.ts';
import { parseDimensions, parseFilters } from './rules.ts';
import { dueDelivery, nextDeliveryTime } from './schedule.ts';

export const UNSUBSCRIBE_PATH = '/api/v3/ra/report/email/schedule/unsubscribe-all';

/**
 * The report's next delivery, due at its time (due work on the mock clock). Each
 * delivery is its own task, so a clock jump over several delivery times of many
 * schedules sends them all in time order. A schedule replaced or removed since
 * the task was made, or a deleted report, is left alone: a replacement has its own task.
 */
export function nextDelivery(report: SavedReport, schedule: ReportSchedule): DueTask | null {
  if (schedule.deliverAfter === null) return null;
  const at = nextDeliveryTime(schedule, schedule.deliverAfter);
  return {
    at,
    run: (state, now) => {
      // Only at delivery time, so the look-up costs nothing on ordinary requests.
      if (report.schedule !== schedule || dueDelivery(schedule, now) !== at || !state.world.reports.includes(report)) return;
      deliver(state, report, schedule, at);
      schedule.deliverAfter = schedule.deliveryFrequency === DeliveryFrequency.once ? null : at;
      const next = nextDelivery(report, schedule);
      if (next) scheduleDue(state.world, next);
    },
  };
}

/** Call whenever a report gets a new schedule. */
export function scheduleDeliveries(world: World, report: SavedReport): void {
  const task = report.schedule && nextDelivery(report, report.schedule);
  if (task) scheduleDue(world, task);
}

export function* pendingDeliveries(world: World): Iterable<DueTask> {
  for (const report of world.reports) {
    const task = report.schedule && nextDelivery(report, report.schedule);
    if (task) yield task;
  }
}

function deliver(state: MockState, report: SavedReport, schedule: ReportSchedule, at: number): void {
  const format: DocumentFormat = schedule.fileType === ReportFileType.csv ? 'csv' : 'xlsx';
  const table = reportTable(state.world, report, schedule, at);
  // Stryker disable next-line MethodExpression: no document fixes this: the name of a delivered file and the text of its mail
  const day = new Date(at).toISOString().slice(0, 10);
  const file = state.downloads.save({ fileName: `${report.reportName} ${day}.${format}`, contentType: ContentType[format], body: render(format, table) }, at);
  const attachment = { fileName: file.fileName, contentType: file.contentType, url: Downloads.url(schedule.origin, file) };
  for (const to of schedule.subscriberEmails) {
    const token = unsubscribeToken(state.world, to);
    const link = `${schedule.origin}${UNSUBSCRIBE_PATH}?token=${token}`;
    state.outbox.send({
      kind: 'scheduled-report',
      to,
      subject: `Scheduled report: ${report.reportName}`,
      body: `Your scheduled report "${report.reportName}" of ${day} is attached (${table.rows.length} rows). To stop receiving scheduled reports, unsubscribe: ${link}`,
      link,
      hash: token,
      attachments: [attachment],
      sentAt: at,
    });
  }
}

/** The report's rows as they stood at `at`; a running total starts at the earliest campaign start. */
function reportTable(world: World, report: SavedReport, schedule: ReportSchedule, at: number) {
  const dimensions = parseDimensions(report.dimensions);
  // A running-total schedule always has its earliestCampaignStartDate (checkRunningTotal refuses one without).
  const startDate = schedule.runningTotalEnabled ? schedule.earliestCampaignStartDate! : report.startDate;
  const definition = {
    customerIds: report.customerIds,
    startDate,
    endDate: report.endDate,
    dimensions,
    columns: report.columns,
    requestType: report.requestType,
  };
  // No sortBy: the default order, +impressions.
  const { rows } = runReport(world, definition, { seed: world.seed, now: at, filters: parseFilters(undefined) });
  const columns = [...(report.requestType === 1 ? ['date'] : []), ...dimensions.flatMap((d) => DIMENSIONS.get(d.dimension.key)!.identity), ...report.columns];
  const unique = [...new Set(columns)];
  return { title: report.reportName, columns: unique, rows: rows.map((row) => unique.map((c) => row[c] ?? null)) };
}

/** One token per address, fixed by the world's seed, remembered so unsubscribe-all can resolve it. */
export function unsubscribeToken(world: World, email: string): string {
  // Stryker disable next-line MethodExpression: no document fixes this: the token's form ("generated by the server"); either way it is fixed per address, whatever its case, and leads back to it
  const token = createHash('sha256').update(`${world.seed}|report-unsubscribe|${email.toLowerCase()}`).digest('hex').slice(0, 32);
  world.reportUnsubscribeTokens[token] = email;
  return token;
}
