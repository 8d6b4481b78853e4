/** Breaches of reports: schedules, saved-report deletes and lists, and report execution. */
import type { SavedReport } from '../domains/reports/model.ts';
import type { World } from '../domains/world.ts';
import { DeliveryFrequency } from '../domains/reports/model.ts';
import type { Handler } from '../core/toolkit/context.ts';
import { DAY_MS, dayStart } from '../domains/delivery.ts';
import {
  insertReport,
  MAX_WINDOW_DAYS,
  MAX_WINDOW_DAYS_CAMPAIGN,
  parseDimensions,
  removeReport,
  usesCampaignDimension,
  windowDays,
} from '../domains/reports/index.ts';
import { ignoreWorkspaceHeader, rewriteAnswer, rewriteRequest, wrapHandler, type Breach, type BreachSite } from './breach.ts';

// ---- Helpers of these breaches ------------------------------------------------------

/** The day a schedule falls back to when none is sent, as a lax implementation would pick. */
const FALLBACK_DAY: Record<number, string> = { [DeliveryFrequency.weekly]: 'Monday', [DeliveryFrequency.monthly]: 'First' };

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The longest window a definition may cover, or null when its dimensions cannot be read. */
function windowLimit(dimensions: unknown): number | null {
  if (typeof dimensions !== 'string') return null;
  try {
    return usesCampaignDimension(parseDimensions(dimensions)) ? MAX_WINDOW_DAYS_CAMPAIGN : MAX_WINDOW_DAYS;
  } catch {
    return null;
  }
}

/** Saved reports a delete answered success for but kept, per world (a reset forgets them). */
const keptAfterDelete = new WeakMap<World, SavedReport[]>();

/** Runs a list handler with the kept reports back in the world, as a soft delete that lists forgot to filter. */
const withKeptReports =
  (real: Handler): Handler =>
  async (ctx) => {
    const { world } = ctx.state;
    const kept = keptAfterDelete.get(world) ?? [];
    for (const report of kept) insertReport(world, report);
    try {
      return await real(ctx);
    } finally {
      for (const report of kept) removeReport(world, report);
    }
  };

function plantKeptReports(site: BreachSite): void {
  wrapHandler(site, 'deleteReport', (real) => async (ctx) => {
    const { world } = ctx.state;
    const report = world.reports.find((r) => r.id === (ctx.params as { reportId: number }).reportId);
    const answer = await real(ctx);
    if (report) keptAfterDelete.set(world, [...(keptAfterDelete.get(world) ?? []), report]);
    return answer;
  });
  wrapHandler(site, 'listReports', withKeptReports);
  wrapHandler(site, 'searchReports', withKeptReports);
}

// ---- The breaches -----------------------------------------------------------------

export const reportBreaches: Breach[] = [
  {
    id: 'reports.schedule-without-delivery-day',
    domain: 'reports',
    caughtIn: 'reports/schedules.test.ts',
    kind: 'rule not enforced',
    does: 'accepts a weekly or monthly e-mail schedule without deliveryDay, delivering on Monday or the first of the month',
    plant: (site) =>
      rewriteRequest(site, 'scheduleReport', (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        const fallback = body && FALLBACK_DAY[Number(body.deliveryFrequency)];
        if (fallback && blank(body.deliveryDay)) body.deliveryDay = fallback;
      }),
  },
  {
    id: 'reports.deleted-report-still-listed',
    domain: 'reports',
    caughtIn: 'reports/saved-reports.test.ts',
    kind: 'readable after delete',
    does: 'answers a report delete with success and its details with 404, yet keeps listing the report in listReports and searchReports',
    plant: plantKeptReports,
  },
  {
    id: 'reports.search-totals-count-the-page',
    domain: 'reports',
    caughtIn: 'reports/named-reports.test.ts',
    kind: 'paging totals disagree',
    does: 'counts in searchReports totalRecords and filteredRecords only the rows of the page it answers',
    plant: (site) =>
      rewriteAnswer(site, 'searchReports', (answer) => {
        if (answer.status !== 200) return;
        const page = answer.body.data;
        page.totalRecords = page.filteredRecords = page.data.length;
      }),
  },
  {
    id: 'reports.list-ignores-workspace-header',
    domain: 'reports',
    caughtIn: 'reports/named-reports.test.ts',
    kind: 'ignored workspace header',
    does: "lists the saved reports of the caller's login workspace even when X-IAA-OW-ID names one of its customers",
    plant: (site) => ignoreWorkspaceHeader(site, 'listReports'),
  },
  {
    id: 'reports.execute-window-unbounded',
    domain: 'reports',
    caughtIn: 'reports/execute.test.ts',
    kind: 'limit not enforced',
    does: 'runs a report over more than three months (or a year with the campaign dimension), cutting the window to its last 92 (or 366) days',
    plant: (site) =>
      rewriteRequest(site, 'executeReport', (request) => {
        const body = request.body as Record<string, unknown> | undefined;
        if (!body || typeof body.startDate !== 'number' || typeof body.endDate !== 'number') return;
        const limit = windowLimit(body.dimensions);
        if (limit !== null && windowDays(body.startDate, body.endDate) > limit) body.startDate = dayStart(body.endDate) - (limit - 1) * DAY_MS;
      }),
  },
  {
    id: 'reports.execute-answers-201',
    domain: 'reports',
    caughtIn: 'reports/execute.test.ts',
    kind: 'wrong status',
    does: 'answers a successful report execution with 201 instead of 200',
    plant: (site) =>
      rewriteAnswer(site, 'executeReport', (answer) => {
        if (answer.status === 200) answer.status = 201;
      }),
  },
];
