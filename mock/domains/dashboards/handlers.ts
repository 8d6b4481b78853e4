/**
 * Handlers of the dashboard operations (document 3): saved dashboards (bare
 * envelope), the by-customer and by-campaign reports (v3) and their CSV export (v2).
 */
import type { Dashboard } from './model.ts';
import type { World } from '../world.ts';
import { requireCaller, type Caller, type Handler, type HandlerMap } from '../../core/context.ts';
import { ContentType, render, type Cell } from '../../core/documents.ts';
import { Downloads } from '../../core/downloads.ts';
import { badRequest, notFound, unprocessable } from '../../core/errors.ts';
import { httpMessages } from '../../core/messages.ts';
import { dashboardMessages } from './messages.ts';
import { nextId } from '../workspace.ts';
import { withAssetOrigin } from '../asset-links.ts';
import { idList, rowFields, runReport, statusSet, windowOf, type ReportKind, type ReportQuery } from './report.ts';
import type { Row } from './rows.ts';
import { insertDashboard, removeDashboard } from './store.ts';

// ---- Saved dashboards ----------------------------------------------------------

interface DashboardBody {
  label: string;
  data?: Record<string, unknown>;
}

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

function labelOf(body: DashboardBody): string {
  const label = body.label.trim();
  if (label === '') throw unprocessable(httpMessages.blankText, 'label');
  return label;
}

const listDashboards: Handler = (ctx) => {
  const caller = requireCaller(ctx);
  return { items: ctx.state.world.dashboards.filter(ownedBy(caller)).sort((a, b) => a.id - b.id).map(dashboardView) };
};

const createDashboard: Handler<DashboardBody> = (ctx) => {
  const caller = requireCaller(ctx);
  const { world } = ctx.state;
  const label = labelOf(ctx.body);
  const dashboard: Dashboard = {
    id: nextId(world.dashboards.map((d) => d.id), FIRST_NEW_DASHBOARD_ID - 1),
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

const updateDashboard: Handler<DashboardBody, unknown, { dashboardId: number }> = (ctx) => {
  const caller = requireCaller(ctx);
  const dashboard = dashboardFor(ctx.state.world, caller, ctx.params.dashboardId);
  const label = labelOf(ctx.body);
  Object.assign(dashboard, { label, data: ctx.body.data ?? {}, modifiedAt: ctx.now });
  return dashboardView(dashboard);
};

const deleteDashboard: Handler<unknown, unknown, { dashboardId: number }> = (ctx) => {
  const caller = requireCaller(ctx);
  const { world } = ctx.state;
  const dashboard = dashboardFor(world, caller, ctx.params.dashboardId);
  removeDashboard(world, dashboard);
  return { message: 'Dashboard deleted successfully.' };
};

// ---- Reports ----------------------------------------------------------------------

/** The request fields both reports share, with both spellings the document shows. */
interface ReportBody {
  startDate: number | string;
  endDate: number | string;
  campaignStatus: string;
  creativeTypeIds?: string;
  searchField?: string;
  sortBy: string;
  order: 'ASC' | 'DESC';
  owIds?: string;
  pageNo: number;
  noOfEntries: number;
  resultType?: 'total' | 'data';
  campaignTypeIds?: number[];
  budgetTypeIdList?: number[];
  ioIdsList?: number[];
  campaignIds?: number[];
  CampaignIds?: number[];
}

function reportQuery(body: ReportBody): ReportQuery {
  return {
    window: windowOf(body.startDate, body.endDate, 'endDate'),
    statuses: statusSet(body.campaignStatus),
    creativeTypeIds: idList(body.creativeTypeIds),
    campaignTypeIds: body.campaignTypeIds ?? null,
    budgetTypeIds: body.budgetTypeIdList ?? null,
    ioIds: body.ioIdsList ?? null,
    campaignIds: body.campaignIds ?? body.CampaignIds ?? null,
    owIds: idList(body.owIds),
    searchField: body.searchField,
    sortBy: body.sortBy,
    order: body.order,
    pageNo: body.pageNo,
    noOfEntries: body.noOfEntries,
    resultType: body.resultType,
  };
}

const reportHandler =
  (kind: ReportKind): Handler<ReportBody> =>
  (ctx) =>
    runReport(ctx.state.world, requireCaller(ctx), kind, reportQuery(ctx.body), ctx.now, ctx.state.reads);

// ---- CSV export ---------------------------------------------------------------------

interface ExportBody {
  url: string;
  search_field?: string;
  dateRange?: { start?: number | string; end?: number | string };
  name?: string;
  fileName?: string;
  columns: Array<{ label: string; value: string }>;
  data?: {
    sort_by?: string;
    sort_type?: 'asc' | 'desc';
    total_agg?: boolean;
    result_type?: 'total' | 'data';
    search_field?: string;
    page_number?: number;
    total_count?: number;
    dateRange?: { startDate?: number | string; endDate?: number | string };
    filters?: { campaign_status?: string; creative_type_ids?: string; campaign_ids?: string };
    owIds?: string;
  };
}

function exportKind(url: string): ReportKind {
  if (/\/report\/by-customer\/?$/.test(url)) return 'customer';
  if (/\/report\/by-campaign\/?$/.test(url)) return 'campaign';
  throw unprocessable(dashboardMessages.exportUrlUnknown, 'url');
}

/** The window of an export: data.dateRange (startDate, endDate) or the top-level dateRange (start, end). */
function exportWindow(body: ExportBody) {
  const start = body.data?.dateRange?.startDate ?? body.dateRange?.start;
  const end = body.data?.dateRange?.endDate ?? body.dateRange?.end;
  if (start === undefined || end === undefined) throw badRequest(httpMessages.requestBodyInvalid, 'data.dateRange');
  return windowOf(start, end, body.data?.dateRange?.endDate !== undefined ? 'data.dateRange.endDate' : 'dateRange.end');
}

function exportQuery(body: ExportBody): ReportQuery {
  const data = body.data ?? {};
  return {
    window: exportWindow(body),
    statuses: statusSet(data.filters?.campaign_status),
    creativeTypeIds: idList(data.filters?.creative_type_ids),
    campaignTypeIds: null,
    budgetTypeIds: null,
    ioIds: null,
    campaignIds: idList(data.filters?.campaign_ids),
    owIds: idList(data.owIds),
    searchField: data.search_field ?? body.search_field,
    sortBy: data.sort_by ?? 'impressions',
    order: data.sort_type === 'asc' ? 'ASC' : 'DESC',
    pageNo: (data.page_number ?? 0) + 1,
    noOfEntries: data.total_count ?? 50,
    resultType: data.result_type,
  };
}

function csvFileName(body: ExportBody): string {
  const base = (body.fileName ?? body.name ?? 'dashboard-report').trim() || 'dashboard-report';
  return base.toLowerCase().endsWith('.csv') ? base : `${base}.csv`;
}

const exportCsv: Handler<ExportBody> = (ctx) => {
  const caller = requireCaller(ctx);
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
  const table = { title: 'Dashboard report', columns: body.columns.map((c) => c.label), rows: rows.map((row) => body.columns.map((c) => cell(row[c.value]))) };
  const file = state.downloads.save({ fileName: csvFileName(body), contentType: ContentType.csv, body: render('csv', table) }, now);
  const url = Downloads.url(ctx.origin, file);
  return { responseURL: url, responseUrl: url };
};

export const dashboardsHandlers: HandlerMap = {
  listDashboards,
  createDashboard,
  updateDashboard,
  deleteDashboard,
  dashboardReportByCustomer: reportHandler('customer'),
  dashboardReportByCampaign: reportHandler('campaign'),
  dashboardReportByCampaignAlias: reportHandler('campaign'),
  exportCsv,
};
