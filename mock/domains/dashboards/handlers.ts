/**
 * Handlers of the dashboard operations (document 3): saved dashboards (bare
 * envelope), the by-customer and by-campaign reports (v3) and their CSV export (v2).
 */
import type { Dashboard } from './model.ts';
import type { World } from '../world.ts';
import type { Caller, HandlerTable, HandlerTableUncheckedFor, OperationContext, OperationHandler } from '../../core/toolkit/context.ts';
import type * as Api from '../../../spec/generated/types.ts';
import { ContentType, render, type Cell } from '../../core/toolkit/documents.ts';
import { Downloads } from '../../core/state/downloads.ts';
import { badRequest, notFound, unprocessable } from '../../core/toolkit/errors.ts';
import { httpMessages } from '../../core/toolkit/messages.ts';
import { dashboardMessages } from './messages.ts';
import { nextId } from '../workspace.ts';
import { withAssetOrigin } from '../../core/toolkit/asset-links.ts';
import { idList, rowFields, runReport, statusList, windowOf, type ReportKind, type ReportQuery } from './report.ts';
import type { Row } from './rows.ts';
import { insertDashboard, removeDashboard } from './store.ts';

// ---- Saved dashboards ----------------------------------------------------------

const FIRST_NEW_DASHBOARD_ID = 400;

function dashboardView(d: Dashboard) {
  return { value: d.id, id: d.id, label: d.label, data: d.data, created: d.created, modifiedDate: new Date(d.modifiedAt).toISOString() };
}

/** Dashboards belong to a user in one workspace. */
const ownedBy = (caller: Caller) => (d: Dashboard) => d.userId === caller.userId && d.owId === caller.owId;

function dashboardFor(world: World, caller: Caller, id: number): Dashboard {
  const dashboard = world.dashboards.find((d) => d.id === id && ownedBy(caller)(d));
  if (!dashboard) throw notFound(dashboardMessages.dashboardNotFound, 'dashboardId');
  return dashboard;
}

function labelOf(body: Api.DashboardRequest): string {
  const label = body.label.trim();
  if (label === '') throw unprocessable(httpMessages.blankText, 'label');
  return label;
}

const listDashboards: OperationHandler<'listDashboards'> = (ctx) => {
  const { caller } = ctx;
  return {
    items: ctx.state.world.dashboards
      .filter(ownedBy(caller))
      .sort((a, b) => a.id - b.id)
      .map(dashboardView),
  };
};

const createDashboard: OperationHandler<'createDashboard'> = (ctx) => {
  const { caller } = ctx;
  const { world } = ctx.state;
  const label = labelOf(ctx.body);
  const dashboard: Dashboard = {
    id: nextId(
      world.dashboards.map((d) => d.id),
      FIRST_NEW_DASHBOARD_ID - 1,
    ),
    owId: caller.owId,
    userId: caller.userId,
    label,
    data: ctx.body.data ?? {},
    created: ctx.now,
    modifiedAt: ctx.now,
  };
  insertDashboard(world, dashboard);
  return dashboardView(dashboard);
};

const updateDashboard: OperationHandler<'updateDashboard'> = (ctx) => {
  const { caller } = ctx;
  const dashboard = dashboardFor(ctx.state.world, caller, ctx.params.dashboardId);
  const label = labelOf(ctx.body);
  Object.assign(dashboard, { label, data: ctx.body.data ?? {}, modifiedAt: ctx.now });
  return dashboardView(dashboard);
};

const deleteDashboard: OperationHandler<'deleteDashboard'> = (ctx) => {
  const { caller } = ctx;
  const { world } = ctx.state;
  const dashboard = dashboardFor(world, caller, ctx.params.dashboardId);
  removeDashboard(world, dashboard);
  return { message: 'Dashboard deleted successfully.' };
};

// ---- Reports ----------------------------------------------------------------------

/** Either report's request; each reads the other's filters too when a client sends them. */
type ReportRequest = Api.CustomerReportRequest | Api.CampaignReportRequest;

function reportQuery(body: ReportRequest): ReportQuery {
  const filters: Partial<Api.CustomerReportRequest & Api.CampaignReportRequest> = body;
  return {
    window: windowOf(body.startDate, body.endDate, 'endDate'),
    statuses: statusList(body.campaignStatus),
    creativeTypeIds: idList(body.creativeTypeIds),
    campaignTypeIds: body.campaignTypeIds ?? null,
    budgetTypeIds: filters.budgetTypeIdList ?? null,
    ioIds: filters.ioIdsList ?? null,
    campaignIds: filters.campaignIds ?? filters.CampaignIds ?? null,
    owIds: idList(body.owIds),
    searchField: body.searchField,
    // The spec's defaults (the request validator has already filled them in: sortBy impressions, order DESC).
    sortBy: body.sortBy!,
    descending: body.order !== 'ASC',
    pageNo: body.pageNo ?? 1,
    noOfEntries: body.noOfEntries ?? 50,
    resultType: body.resultType,
  };
}

// The rows are records of the fields a report kind lists (rows.ts), not yet the spec's
// DashboardReportRow and CampaignReportRow, so these two take their operation's context
// but their answer is not checked against the operation's.
const dashboardReportByCustomer = (ctx: OperationContext<'dashboardReportByCustomer'>) =>
  runReport(ctx.state.world, ctx.caller, 'customer', reportQuery(ctx.body), ctx.now, ctx.state.reads);

const dashboardReportByCampaign = (ctx: OperationContext<'dashboardReportByCampaign' | 'dashboardReportByCampaignAlias'>) =>
  runReport(ctx.state.world, ctx.caller, 'campaign', reportQuery(ctx.body), ctx.now, ctx.state.reads);

// ---- CSV export ---------------------------------------------------------------------

function exportKind(url: string): ReportKind {
  if (/\/report\/by-customer\/?$/.test(url)) return 'customer';
  if (/\/report\/by-campaign\/?$/.test(url)) return 'campaign';
  throw unprocessable(dashboardMessages.exportUrlUnknown, 'url');
}

/** The window of an export: data.dateRange (startDate, endDate) or the top-level dateRange (start, end). */
function exportWindow(body: Api.ExportCsvRequest) {
  const start = body.data?.dateRange?.startDate ?? body.dateRange?.start;
  const end = body.data?.dateRange?.endDate ?? body.dateRange?.end;
  if (start === undefined || end === undefined) throw badRequest(httpMessages.requestBodyInvalid, 'data.dateRange');
  return windowOf(start, end, body.data?.dateRange?.endDate !== undefined ? 'data.dateRange.endDate' : 'dateRange.end');
}

function exportQuery(body: Api.ExportCsvRequest): ReportQuery {
  const data = body.data ?? {};
  return {
    window: exportWindow(body),
    statuses: statusList(data.filters?.campaign_status),
    creativeTypeIds: idList(data.filters?.creative_type_ids),
    campaignTypeIds: null,
    budgetTypeIds: null,
    ioIds: null,
    campaignIds: idList(data.filters?.campaign_ids),
    owIds: idList(data.owIds),
    searchField: data.search_field ?? body.search_field,
    // Stryker disable next-line StringLiteral: equivalent: a sort_by naming no field of the rows (an empty one too) gives the default order, impressions (spec/DECISIONS.md C3)
    sortBy: data.sort_by ?? 'impressions',
    descending: data.sort_type !== 'asc',
    pageNo: (data.page_number ?? 0) + 1,
    noOfEntries: data.total_count ?? 50,
    resultType: data.result_type,
  };
}

function csvFileName(body: Api.ExportCsvRequest): string {
  const base = (body.fileName ?? body.name ?? 'dashboard-report').trim() || 'dashboard-report';
  return base.toLowerCase().endsWith('.csv') ? base : `${base}.csv`;
}

const exportCsv: OperationHandler<'exportCsv'> = (ctx) => {
  const { caller } = ctx;
  const { body, state, now } = ctx;
  const kind = exportKind(body.url);
  const fields = rowFields(state.world, kind, now);
  body.columns.forEach((column, i) => {
    if (!fields.has(column.value)) throw unprocessable(dashboardMessages.exportColumnUnknown, `columns[${i}].value`);
  });
  const result = runReport(state.world, caller, kind, exportQuery(body), now);
  const rows: Row[] = [...(result.data ?? [])];
  if (result.recordsTotal && (body.data?.total_agg === true || body.data?.result_type === 'total')) rows.push(result.recordsTotal);
  // A file is not rewritten on the way out as answers are: its asset links (logoURL) get the mock's origin here.
  const cell = (value: Cell) => (typeof value === 'string' ? withAssetOrigin(value, ctx.origin) : value);
  // Stryker disable next-line StringLiteral: equivalent: a CSV has no title (mock/core/toolkit/documents.ts writes the title into XLSX and text files only)
  const table = { title: 'Dashboard report', columns: body.columns.map((c) => c.label), rows: rows.map((row) => body.columns.map((c) => cell(row[c.value]))) };
  const file = state.downloads.save({ fileName: csvFileName(body), contentType: ContentType.csv, body: render('csv', table) }, now);
  const url = Downloads.url(ctx.origin, file);
  return { responseURL: url, responseUrl: url };
};

/** The handlers whose answers are checked against their operation's. */
const typedHandlers = {
  listDashboards,
  createDashboard,
  updateDashboard,
  deleteDashboard,
  exportCsv,
} satisfies Partial<HandlerTable>;

/** The report operations, whose rows are built as generic records (rows.ts): their answers are checked at run time. */
export type DashboardRowOperation = 'dashboardReportByCustomer' | 'dashboardReportByCampaign' | 'dashboardReportByCampaignAlias';

export const dashboardsHandlers = {
  ...typedHandlers,
  dashboardReportByCustomer,
  dashboardReportByCampaign,
  dashboardReportByCampaignAlias: dashboardReportByCampaign,
} satisfies Partial<HandlerTableUncheckedFor<DashboardRowOperation>>;
