/**
 * The rules of a report definition: its dimensions string, columns, period,
 * customers and filters. Each check throws the ApiError that names the field, so
 * add, edit and execute refuse a definition the same way, before changing anything.
 */
import type { World } from '../world.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import { badRequest, unprocessable } from '../../core/toolkit/errors.ts';
import { reportMessages } from './messages.ts';
import { DAY_MS, dayStart } from '../delivery.ts';
import { ownedOwIds } from '../workspace.ts';
import { DIMENSIONS, METRIC_COLUMNS, dimensionOfColumn, type Dimension } from './catalog.ts';

/** "Three months": 92 days, the longest run of three consecutive months (spec/DECISIONS.md R6). */
export const MAX_WINDOW_DAYS = 92;
/** "One year" with the campaign dimension: 366 days, a leap year. */
export const MAX_WINDOW_DAYS_CAMPAIGN = 366;

export interface DimensionChoice {
  dimension: Dimension;
  /** Only these values (ids as strings) when the client gave `value`; null for all. */
  values: Set<string> | null;
}

/** A definition ready to execute. */
export interface Definition {
  customerIds: number[];
  startDate: number;
  endDate: number;
  dimensions: DimensionChoice[];
  columns: string[];
  requestType: 1 | 2;
}

/** Each filter: the values kept, or null or left out for no filter. */
export interface Filters {
  campaignIds?: Set<number> | null;
  creativeTypeIds?: Set<number> | null;
  campaignStatuses?: Set<string> | null;
}

/** The fields a client sent: those not undefined. */
const definedOnly = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * A saved record with the fields a client sent over it: what an edit or an execute
 * works from. Object.assign, not a spread followed by more fields: on Node 20 that
 * gives every object a hidden class of its own, and on report execute those filled
 * the old generation until a full collection (spec/DECISIONS.md M22).
 */
export function withSentFields<B extends object, S extends object>(saved: B | null, sent: S): B & Partial<S> {
  return Object.assign({}, saved, definedOnly(sent));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses the JSON-serialized `[{filter, value?}]`; malformed is 400, an unknown key 422. */
export function parseDimensions(text: string, field = 'dimensions'): DimensionChoice[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Malformed JSON leaves parsed undefined: refused below, as a value that is not a list.
  }
  if (!Array.isArray(parsed)) throw badRequest(reportMessages.reportDimensionsInvalid, field);
  const seen = new Set<string>();
  return parsed.map((item) => {
    if (!isRecord(item) || typeof item.filter !== 'string' || !validValue(item.value)) throw badRequest(reportMessages.reportDimensionsInvalid, field);
    const dimension = DIMENSIONS.get(item.filter);
    // Stryker disable next-line StringLiteral,ArrayDeclaration: no document fixes this: the reason text of the refusal
    if (!dimension) throw unprocessable(reportMessages.reportDimensionUnknown, field, `Unknown: ${item.filter}. Known: ${[...DIMENSIONS.keys()].join(', ')}.`);
    // Stryker disable next-line StringLiteral: no document fixes this: the reason text of the refusal
    if (seen.has(item.filter)) throw badRequest(reportMessages.reportDimensionsInvalid, field, `${item.filter} appears twice.`);
    seen.add(item.filter);
    // An empty list, like null, reads as left out (spec/DECISIONS.md R5).
    const values = Array.isArray(item.value) && item.value.length > 0 ? new Set(item.value.map(String)) : null;
    return { dimension, values };
  });
}

function validValue(value: unknown): boolean {
  // null reads as left out (spec/DECISIONS.md R5).
  return value === undefined || value === null || (Array.isArray(value) && value.every((v) => typeof v === 'number' || typeof v === 'string'));
}

export const usesCampaignDimension = (dimensions: readonly DimensionChoice[]) => dimensions.some((d) => d.dimension.key === 'campaign');

/** Every column is a metric or a field of a chosen dimension. */
export function checkColumns(columns: readonly string[], dimensions: readonly DimensionChoice[]): void {
  for (const [i, column] of columns.entries()) {
    if (METRIC_COLUMNS.includes(column)) continue;
    const owner = dimensionOfColumn(column);
    // Stryker disable next-line StringLiteral: no document fixes this: the reason text of the refusal (its field, columns[i], is asserted by the contract suite)
    if (!owner) throw unprocessable(reportMessages.reportColumnUnknown, `columns[${i}]`, `Unknown: ${column}.`);
    // Stryker disable next-line StringLiteral: no document fixes this: the reason text of the refusal (its field, columns[i], is asserted by the contract suite)
    if (!dimensions.some((d) => d.dimension === owner))
      throw unprocessable(reportMessages.reportColumnNeedsDimension, `columns[${i}]`, `${column} needs the ${owner.key} dimension.`);
  }
}

/** Whole UTC days from the start's day to the end's day, both included. */
export const windowDays = (startDate: number, endDate: number) => (dayStart(endDate) - dayStart(startDate)) / DAY_MS + 1;

export function checkWindow(startDate: number, endDate: number, dimensions: readonly DimensionChoice[]): void {
  if (endDate <= startDate) throw unprocessable(reportMessages.reportEndBeforeStart, 'endDate');
  const days = windowDays(startDate, endDate);
  if (usesCampaignDimension(dimensions)) {
    if (days > MAX_WINDOW_DAYS_CAMPAIGN) throw unprocessable(reportMessages.reportWindowOneYear, 'endDate');
  } else if (days > MAX_WINDOW_DAYS) throw unprocessable(reportMessages.reportWindowThreeMonths, 'endDate');
}

/**
 * The customers a report covers: the ones named (each must be the caller's
 * workspace or a customer beneath it), or all of them when none are named.
 */
export function resolveCustomers(world: World, caller: Caller, customerIds: readonly number[] | undefined): number[] {
  const owned = ownedOwIds(world, caller.owId);
  if (!customerIds || customerIds.length === 0) return [...owned];
  if (customerIds.some((id) => !owned.has(id))) throw unprocessable(reportMessages.reportCustomersForbidden, 'customerIds');
  return [...new Set(customerIds)];
}

/** The seed: "At least one active campaign must exist to create or execute a report." */
export function requireActiveCampaign(world: World, customerIds: readonly number[]): void {
  const customers = new Set(customerIds);
  if (!world.campaigns.some((c) => customers.has(c.owId) && c.status === 'running')) throw unprocessable(reportMessages.reportNoActiveCampaign, 'customerIds');
}

/** Parses `filters`: a JSON object whose values are an id, a comma-separated string or an array. */
export function parseFilters(text: string | undefined): Filters {
  // Empty or blank filters mean no filter (spec/DECISIONS.md R9).
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Malformed JSON leaves parsed undefined: refused below, as a value that is not an object.
  }
  if (!isRecord(parsed)) throw badRequest(reportMessages.reportFiltersInvalid, 'filters');
  const campaignIds = idList(parsed.campaignId);
  const creativeTypeIds = idList(parsed.creativeTypeId);
  // Campaign statuses are the states document 2 knows, not a closed set (spec/DECISIONS.md C2): a status no campaign has matches none.
  const statuses = textList(parsed.campaignStatus);
  return {
    campaignIds: campaignIds && new Set(campaignIds),
    creativeTypeIds: creativeTypeIds && new Set(creativeTypeIds),
    // "all" is the dashboards' word for no status filter.
    campaignStatuses: statuses && !statuses.includes('all') ? new Set(statuses) : null,
  };
}

function textList(value: unknown): string[] | null {
  // null and "" mean no filter (spec/DECISIONS.md R9).
  if (value === undefined || value === null || value === '') return null;
  const items = Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : null;
  if (!items || items.some((v) => typeof v !== 'string' && typeof v !== 'number')) throw badRequest(reportMessages.reportFiltersInvalid, 'filters');
  // Spaces around items and empty items ("1,2,") are skipped, statuses match in any case (spec/DECISIONS.md R9).
  return items.map((v) => String(v).trim().toLowerCase()).filter((v) => v !== '');
}

function idList(value: unknown): number[] | null {
  const items = textList(value);
  if (!items) return null;
  if (items.some((v) => !/^\d+$/.test(v))) throw badRequest(reportMessages.reportFiltersInvalid, 'filters');
  return items.map(Number);
}
