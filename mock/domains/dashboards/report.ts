/**
 * The dashboard reports by customer and by campaign: which campaigns and
 * organizations a request covers, its filters, sorting, paging and result type.
 * The CSV export runs the same function, so its rows are the report's rows.
 */
import type { Campaign } from '../campaigns/model.ts';
import type { World } from '../world.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import type { ReadCache } from '../../core/state/read-cache.ts';
import { MAX_INSTANT_MS } from '../../core/state/clock.ts';
import { forbidden, unprocessable } from '../../core/toolkit/errors.ts';
import { dashboardMessages } from './messages.ts';
import { matchesSearch, sortBy } from '../../core/toolkit/paging.ts';
import { DAY_MS, dayStart } from '../delivery.ts';
import { ownedOwIds } from '../workspace.ts';
import { addSpendShares, campaignRow, customerRow, totalsRow, type BuiltRow, type Row, type Window } from './rows.ts';

export type ReportKind = 'customer' | 'campaign';

/** A report request with its two spellings and string lists already read. */
export interface ReportQuery {
  window: Window;
  /** null: every status but deleted. */
  statuses: string[] | null;
  creativeTypeIds: number[] | null;
  campaignTypeIds: number[] | null;
  budgetTypeIds: number[] | null;
  ioIds: number[] | null;
  campaignIds: number[] | null;
  owIds: number[] | null;
  searchField?: string;
  sortBy: string;
  descending: boolean;
  pageNo: number;
  noOfEntries: number;
  resultType?: 'total' | 'data';
}

export interface ReportResult {
  totalRecords: number;
  filteredRecords: number;
  recordsTotal?: Row;
  data?: Row[];
}

/** "1,2,3" to [1, 2, 3]; an empty or absent list filters nothing. */
export function idList(text: string | undefined): number[] | null {
  if (!text) return null;
  return text.split(',').map(Number);
}

export function statusList(text: string | undefined): string[] | null {
  return !text || text === 'all' ? null : text.split(',');
}

/**
 * Epoch ms sent as a number or as a string of digits; the window must not run
 * backwards. Neither document bounds a date, so one past the range a date can hold
 * is read as that range's end: the window holds what a date can name.
 */
export function windowOf(start: number | string, end: number | string, endField: string): Window {
  const clamp = (ms: number) => Math.max(-MAX_INSTANT_MS, Math.min(MAX_INSTANT_MS, ms));
  const window = { start: clamp(Number(start)), end: clamp(Number(end)) };
  if (window.end < window.start) throw unprocessable(dashboardMessages.dashboardReportWindow, endField);
  return window;
}

const emptyFilter = (list: number[] | null | undefined) => !list || list.length === 0;

function matchesFilters(world: World, campaign: Campaign, q: ReportQuery): boolean {
  if (q.statuses ? !q.statuses.includes(campaign.status) : campaign.status === 'deleted') return false;
  if (!emptyFilter(q.creativeTypeIds) && !q.creativeTypeIds!.includes(campaign.creativeTypeId)) return false;
  if (!emptyFilter(q.campaignTypeIds) && !q.campaignTypeIds!.includes(campaign.campaignTypeId)) return false;
  if (!emptyFilter(q.ioIds) && !q.ioIds!.includes(campaign.ioId)) return false;
  if (!emptyFilter(q.campaignIds) && !q.campaignIds!.includes(campaign.campaignId)) return false;
  if (!emptyFilter(q.budgetTypeIds)) {
    const io = world.insertionOrders.find((i) => i.ioId === campaign.ioId);
    if (!io || !q.budgetTypeIds!.includes(io.ioBudgetTypeId)) return false;
  }
  return true;
}

/** The organizations the request covers: owIds, each of which the caller must see, or all the caller sees. */
function scope(world: World, caller: Caller, owIds: number[] | null): Set<number> {
  const visible = ownedOwIds(world, caller.owId);
  if (emptyFilter(owIds)) return visible;
  if (owIds!.some((id) => !visible.has(id))) throw forbidden(dashboardMessages.dashboardOwIdsForbidden, undefined, 'owIds');
  return new Set(owIds);
}

interface Built {
  all: number;
  rows: BuiltRow[];
}

function customerRows(world: World, orgs: Set<number>, q: ReportQuery, now: number): Built {
  const organizations = world.organizations.filter((o) => orgs.has(o.owId));
  const rows = organizations
    .filter((o) => matchesSearch(q.searchField, o.organizationName, String(o.owId)))
    .map((o) =>
      customerRow(
        world,
        o,
        world.campaigns.filter((c) => c.owId === o.owId && matchesFilters(world, c, q)),
        q.window,
        now,
      ),
    );
  return { all: organizations.length, rows };
}

function campaignRows(world: World, orgs: Set<number>, q: ReportQuery, now: number): Built {
  const campaigns = world.campaigns.filter((c) => orgs.has(c.owId));
  const rows = campaigns
    .filter((c) => matchesFilters(world, c, q) && matchesSearch(q.searchField, c.name, String(c.campaignId)))
    .map((c) => campaignRow(world, c, q.window, now));
  return { all: campaigns.length, rows };
}

/**
 * Sorts by any field the report's rows have, descending or not; another field gives the
 * default, impressions (spec/DECISIONS.md C3).
 */
function sorted(rows: Row[], fieldNames: string[], q: ReportQuery): Row[] {
  const fields = Object.fromEntries(fieldNames.map((key) => [key, (row: Row) => row[key]]));
  const sign = q.descending ? '-' : '';
  // Stryker disable next-line MethodExpression: no document fixes this: whether a sortBy with spaces before the field's name names that field (the mock reads it trimmed) or none
  return sortBy(rows, `${sign}${q.sortBy.trim()}`, { fields, fallback: `${sign}impressions` });
}

/** A report's rows, sorted, and its totals, before paging; the same for every `now` in [from, until). */
interface WorkedOut {
  totalRecords: number;
  rows: Row[];
  recordsTotal: Row;
  from: number;
  until: number;
}

function workOut(world: World, orgs: Set<number>, kind: ReportKind, q: ReportQuery, now: number): WorkedOut {
  const built = KINDS[kind].rows(world, orgs, q, now);
  addSpendShares(built.rows);
  const template = rowTemplate(world, kind, q.window, now);
  const rows = sorted(
    built.rows.map((b) => b.row),
    Object.keys(template),
    q,
  );
  return {
    totalRecords: built.all,
    rows,
    recordsTotal: totalsRow(built.rows, template),
    from: now,
    until: built.rows.reduce((until, b) => Math.min(until, b.holdsUntil), dayStart(now) + DAY_MS),
  };
}

/**
 * Runs a report. With `reads`, the rows are remembered (mock/core/state/read-cache.ts)
 * for as long as they hold, so a UI paging through a report or refreshing it pays
 * for the work once: the key names everything but the page and the clock, and
 * each entry knows the span of the clock it is right for.
 */
export function runReport(world: World, caller: Caller, kind: ReportKind, q: ReportQuery, now: number, reads?: ReadCache): ReportResult {
  const orgs = scope(world, caller, q.owIds);
  const { pageNo, noOfEntries, resultType, ...rest } = q;
  // Stryker disable next-line StringLiteral: equivalent: the tag only keeps these keys apart from other operations' keys, which all start with their own operation's name
  const key = JSON.stringify(['dashboardReport', kind, [...orgs], rest]);
  if (!reads) return page(workOut(world, orgs, kind, q, now), pageNo, noOfEntries, resultType);
  const holds = (w: WorkedOut) => w.from <= now && now < w.until;
  const worked = reads.get(key, () => workOut(world, orgs, kind, q, now), holds);
  // Each page is remembered for as long as the rows it was cut from.
  return reads.get(
    JSON.stringify([key, pageNo, noOfEntries, resultType]),
    () => cutFrom(worked, page(worked, pageNo, noOfEntries, resultType)),
    (p) => pageSource.get(p) === worked,
  );
}

/** The rows each remembered page was cut from. */
const pageSource = new WeakMap<ReportResult, WorkedOut>();

function cutFrom(worked: WorkedOut, result: ReportResult): ReportResult {
  pageSource.set(result, worked);
  return result;
}

function page(worked: WorkedOut, pageNo: number, noOfEntries: number, resultType: ReportQuery['resultType']): ReportResult {
  const result: ReportResult = { totalRecords: worked.totalRecords, filteredRecords: worked.rows.length };
  if (resultType !== 'data') result.recordsTotal = worked.recordsTotal;
  if (resultType !== 'total') result.data = worked.rows.slice((pageNo - 1) * noOfEntries, pageNo * noOfEntries);
  return result;
}

/** A row of the report's kind, for its field set (the totals row and export columns). */
function rowTemplate(world: World, kind: ReportKind, window: Window, now: number): Row {
  return KINDS[kind].template(world, window, now);
}

/** How each kind of report builds its rows, and a row of its field set. */
const KINDS: Record<ReportKind, { rows: typeof customerRows; template: (world: World, window: Window, now: number) => Row }> = {
  customer: { rows: customerRows, template: (world, window, now) => customerRow(world, world.organizations[0]!, [], window, now).row },
  campaign: { rows: campaignRows, template: (world, window, now) => campaignRow(world, world.campaigns[0]!, window, now).row },
};

/** The field names of a report's rows (for export columns). */
export function rowFields(world: World, kind: ReportKind, now: number): Set<string> {
  return new Set(Object.keys(rowTemplate(world, kind, { start: world.epoch, end: world.epoch }, now)));
}
