/** Breaches of dashboards: their list, deletes, the CSV export and the dashboard reports by campaign and customer. */
import type { Handler } from '../core/toolkit/context.ts';
import { requireCaller } from '../core/toolkit/context.ts';
import type { ReportResult } from '../domains/dashboards/index.ts';
import { insertDashboard } from '../domains/dashboards/index.ts';
import { foreignCaller, rewriteAnswer, wrapHandler, type Breach } from './breach.ts';

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

export const dashboardBreaches: Breach[] = [
  {
    id: 'dashboards.deleted-dashboard-still-listed',
    domain: 'dashboards',
    caughtIn: 'dashboards/dashboards.test.ts',
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
    caughtIn: 'dashboards/export.test.ts',
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
    caughtIn: 'dashboards/dashboards.test.ts',
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
    caughtIn: 'dashboards/export.test.ts',
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
    caughtIn: 'dashboards/export.test.ts',
    kind: "another workspace's data",
    does: "adds another workspace's organizations (same filters) to the rows of the dashboard report by customer",
    plant: (site) => wrapHandler(site, 'dashboardReportByCustomer', withForeignRows),
  },
  {
    id: 'dashboards.by-customer-refusal-without-field',
    domain: 'dashboards',
    caughtIn: 'dashboards/reports.test.ts',
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
