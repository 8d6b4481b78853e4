/** Breaches of reports, VLD and dashboards. */
import type { SavedReport } from '../domains/reports/model.ts';
import type { World } from '../domains/world.ts';
import { DeliveryFrequency } from '../domains/reports/model.ts';
import type { Handler } from '../core/context.ts';
import { requireCaller } from '../core/context.ts';
import { ApiError } from '../core/errors.ts';
import { DAY_MS, dayStart } from '../domains/delivery.ts';
import type { ReportResult } from '../domains/dashboards/report.ts';
import { MAX_WINDOW_DAYS, MAX_WINDOW_DAYS_CAMPAIGN, parseDimensions, usesCampaignDimension, windowDays } from '../domains/reports/rules.ts';
import { costOf, failedRules, fundsCover, windowProblem } from '../domains/vld/rules.ts';
import { createReport } from '../domains/vld/store.ts';
import { vldResult } from '../domains/vld/views.ts';
import { campaignFor } from '../domains/workspace.ts';
import { foreignCaller, ignoreWorkspaceHeader, rewriteAnswer, rewriteRequest, wrapHandler, type Breach, type BreachSite } from './breach.ts';
import { insertDashboard } from '../domains/dashboards/store.ts';
import { insertReport, removeReport } from '../domains/reports/store.ts';

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

/** A dashboard report of the caller merged with the same report of another workspace. */
const withForeignRows =
  (real: Handler): Handler =>
  async (ctx) => {
    const own = (await real(ctx)) as ReportResult;
    let foreign: ReportResult;
    try {
      foreign = (await real({ ...ctx, caller: foreignCaller(ctx.state, requireCaller(ctx)) })) as ReportResult;
    } catch {
      return own;
    }
    const merged: ReportResult = {
      ...own,
      totalRecords: own.totalRecords + foreign.totalRecords,
      filteredRecords: own.filteredRecords + foreign.filteredRecords,
    };
    if (own.data) merged.data = [...own.data, ...(foreign.data ?? [])];
    return merged;
  };

interface VldBody {
  campaignId: number;
  vldStartDate: number;
  vldEndDate: number;
}

/** Creates the report when the campaign's only failed rule is the Matched Audience one. */
const creatingWithoutMatchedAudience =
  (real: Handler): Handler =>
  async (ctx) => {
    try {
      return await real(ctx);
    } catch (error) {
      const caller = requireCaller(ctx);
      const { world } = ctx.state;
      const body = ctx.body as VldBody;
      const campaign = campaignFor(world, caller, body.campaignId);
      const onlyAudience = campaign && failedRules(world, campaign, ctx.now).join() === 'vldNoMatchedAudience';
      if (!(error instanceof ApiError) || !campaign || !onlyAudience || windowProblem(campaign, body.vldStartDate, body.vldEndDate)) throw error;
      const cost = costOf(world, campaign, body.vldStartDate, body.vldEndDate, ctx.now);
      if (!fundsCover(world, campaign.owId, cost)) return vldResult(campaign, body.vldStartDate, body.vldEndDate, cost, false, null);
      const report = createReport(world, caller, campaign, { start: body.vldStartDate, end: body.vldEndDate }, cost, ctx.now);
      return vldResult(campaign, body.vldStartDate, body.vldEndDate, cost, true, report);
    }
  };

// ---- The breaches -----------------------------------------------------------------

export const reportBreaches: Breach[] = [
  {
    id: 'reports.schedule-without-delivery-day',
    domain: 'reports',
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
    kind: 'readable after delete',
    does: 'answers a report delete with success and its details with 404, yet keeps listing the report in listReports and searchReports',
    plant: plantKeptReports,
  },
  {
    id: 'reports.search-totals-count-the-page',
    domain: 'reports',
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
    kind: 'ignored workspace header',
    does: "lists the saved reports of the caller's login workspace even when X-IAA-OW-ID names one of its customers",
    plant: (site) => ignoreWorkspaceHeader(site, 'listReports'),
  },
  {
    id: 'reports.execute-window-unbounded',
    domain: 'reports',
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
    kind: 'wrong status',
    does: 'answers a successful report execution with 201 instead of 200',
    plant: (site) =>
      rewriteAnswer(site, 'executeReport', (answer) => {
        if (answer.status === 200) answer.status = 201;
      }),
  },
  {
    id: 'vld.create-without-matched-audience',
    domain: 'vld',
    kind: 'rule not enforced',
    does: 'creates (and charges) a VLD report for a campaign without a Matched Audience, though the assessment refuses it',
    plant: (site) => wrapHandler(site, 'createVldReport', creatingWithoutMatchedAudience),
  },
  {
    id: 'vld.list-cost-as-string',
    domain: 'vld',
    kind: 'wrong type',
    deviation: true,
    does: 'answers vldChargedCost of every listed VLD report as a string of the amount',
    plant: (site) =>
      rewriteAnswer(site, 'listVldReports', (answer) => {
        if (answer.status !== 200) return;
        for (const item of answer.body.data.vldReportDataList) item.vldChargedCost = String(item.vldChargedCost);
      }),
  },
  {
    id: 'vld.deleted-report-still-listed',
    domain: 'vld',
    kind: 'readable after delete',
    does: 'answers a VLD report delete with success but leaves the report undeleted, still listed',
    plant: (site) =>
      wrapHandler(site, 'deleteVldReport', (real) => async (ctx) => {
        const answer = await real(ctx);
        const report = ctx.state.world.vldReports.find((r) => r.vldId === (ctx.query as { vldId: number }).vldId);
        if (report) report.isDeleted = false;
        return answer;
      }),
  },
  {
    id: 'dashboards.deleted-dashboard-still-listed',
    domain: 'dashboards',
    kind: 'readable after delete',
    does: 'answers a dashboard delete with success but keeps the dashboard in the list',
    plant: (site) =>
      wrapHandler(site, 'deleteDashboard', (real) => async (ctx) => {
        const { world } = ctx.state;
        const dashboard = world.dashboards.find((d) => d.id === (ctx.params as { dashboardId: number }).dashboardId);
        const answer = await real(ctx);
        // Lists sort by id, so the dashboard put back is listed where it was.
        if (dashboard && !world.dashboards.includes(dashboard)) insertDashboard(world, dashboard);
        return answer;
      }),
  },
  {
    id: 'dashboards.export-in-v3-envelope',
    domain: 'dashboards',
    kind: 'v3 envelope where v2 is due',
    deviation: true,
    does: 'answers the CSV export link as {success, data} instead of {statusCode, responseObject}',
    plant: (site) =>
      rewriteAnswer(site, 'exportCsv', (answer) => {
        if (answer.status === 200) answer.body = { success: true, data: answer.body.responseObject };
      }),
  },
  {
    id: 'dashboards.list-in-envelope',
    domain: 'dashboards',
    kind: 'extra envelope',
    does: 'wraps the bare dashboard list in {success, data}',
    plant: (site) =>
      rewriteAnswer(site, 'listDashboards', (answer) => {
        if (answer.status === 200) answer.body = { success: true, data: answer.body };
      }),
  },
  {
    id: 'dashboards.by-campaign-shows-other-workspace',
    domain: 'dashboards',
    kind: "another workspace's data",
    does: "adds another workspace's campaigns (same filters) to the rows of the dashboard report by campaign",
    plant: (site) => {
      wrapHandler(site, 'dashboardReportByCampaign', withForeignRows);
      wrapHandler(site, 'dashboardReportByCampaignAlias', withForeignRows);
    },
  },
  {
    id: 'dashboards.by-customer-shows-other-workspace',
    domain: 'dashboards',
    kind: "another workspace's data",
    does: "adds another workspace's organizations (same filters) to the rows of the dashboard report by customer",
    plant: (site) => wrapHandler(site, 'dashboardReportByCustomer', withForeignRows),
  },
  {
    id: 'dashboards.by-customer-refusal-without-field',
    domain: 'dashboards',
    kind: 'error without its field',
    deviation: true,
    does: 'refuses a dashboard report by customer without naming the field at fault',
    plant: (site) =>
      rewriteAnswer(site, 'dashboardReportByCustomer', (answer) => {
        if (answer.status !== 400 && answer.status !== 403 && answer.status !== 422) return;
        for (const error of answer.body.errorObjects ?? []) delete error.field;
      }),
  },
];
