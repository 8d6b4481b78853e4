/**
 * Runs a report definition over the delivery model: every campaign of the
 * report's customers that passes the filters, day by day, split across the
 * values of each chosen dimension (splitDelivery, so parts add up exactly), then
 * grouped into daily or aggregated rows. Totals are sums of the rows' counts and
 * money with the ratios recomputed from those sums.
 */
import type { Campaign } from '../campaigns/model.ts';
import type { World } from '../world.ts';
import { matchesSearch, sortBy } from '../../core/toolkit/paging.ts';
import { addDeliveries, dailySeries, metrics, splitDelivery, type Delivery } from '../delivery.ts';
import { METRIC_COLUMNS, type Cell, type Dimension, type DimensionValue } from './catalog.ts';
import type { Definition, DimensionChoice, Filters } from './rules.ts';

export type Row = Record<string, Cell>;

export interface Execution {
  /** Every row, sorted; the page is cut from it. */
  rows: Row[];
  /** The metric columns summed over every shown row. */
  total: Record<string, number>;
}

interface Group {
  fields: Row;
  delivery: Delivery;
  /** Days the group delivered on (for budgetPacing). */
  days: Set<number>;
  budgetDay: number;
  /** The group's metrics, computed once its delivery is complete (sorting reads them often). */
  metrics?: Row;
}

interface Part {
  values: DimensionValue[];
  delivery: Delivery;
}

export interface RunOptions {
  seed: number;
  now: number;
  filters: Filters;
  searchField?: string;
  /** Absent or naming no field: +impressions. */
  sortBy?: string;
}

export function runReport(world: World, definition: Definition, options: RunOptions): Execution {
  const groups = new Map<string, Group>();
  for (const campaign of campaignsOf(world, definition, options.filters)) addCampaign(groups, world, definition, options, campaign);
  const all = [...groups.values()];
  const shown = all.filter((g) => matchesSearch(options.searchField, ...Object.values(g.fields).filter((v): v is string => typeof v === 'string')));
  const sorted = sortBy(shown, options.sortBy, { fields: sortFields(definition), fallback: '+impressions' });
  return { rows: sorted.map((g) => rowOf(g, definition)), total: totalOf(shown, definition) };
}

function campaignsOf(world: World, definition: Definition, filters: Filters): Campaign[] {
  const customers = new Set(definition.customerIds);
  return world.campaigns.filter(
    (c) =>
      customers.has(c.owId) &&
      (!filters.campaignIds || filters.campaignIds.has(c.campaignId)) &&
      (!filters.creativeTypeIds || filters.creativeTypeIds.has(c.creativeTypeId)) &&
      (!filters.campaignStatuses || filters.campaignStatuses.has(c.status)),
  );
}

function addCampaign(groups: Map<string, Group>, world: World, definition: Definition, options: RunOptions, campaign: Campaign): void {
  const from = Math.max(definition.startDate, campaign.startTime);
  const valueSets = definition.dimensions.map((choice) => choice.dimension.valuesOf(world, campaign));
  // Days from the clock's today on, and days outside the campaign, deliver nothing and are skipped; campaigns start
  // at a UTC day start, so one starting after the window's end has no day in it. The delivery model gives a day
  // impressions exactly when it gives it spend (over half a daily budget of at least 100).
  for (const { day, delivery } of dailySeries(options.seed, campaign, from, definition.endDate, options.now)) {
    if (delivery.impressions === 0) continue;
    for (const part of splitAcross(options.seed, campaign, definition.dimensions, valueSets, delivery)) {
      if (!part.values.every((value, i) => selected(definition.dimensions[i]!, value))) continue;
      // The row a part adds to: its day (daily rows) and its dimensions' values; JSON keeps any two lists of ids apart.
      const key = JSON.stringify([definition.requestType === 1 ? day : null, ...part.values.map((v) => v.id)]);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = newGroup(definition, day, part.values, campaign)));
      group.delivery = addDeliveries([group.delivery, part.delivery]);
      group.days.add(day);
    }
  }
}

const selected = (choice: DimensionChoice, value: DimensionValue) => !choice.values || choice.values.has(String(value.id));

/**
 * One day of a campaign split across every combination of dimension values, one
 * dimension at a time. Weights are fixed per campaign and value (not per day),
 * so a campaign's shares stay steady from day to day.
 */
function splitAcross(seed: number, campaign: Campaign, choices: readonly DimensionChoice[], valueSets: DimensionValue[][], delivery: Delivery): Part[] {
  let parts: Part[] = [{ values: [], delivery }];
  choices.forEach((choice, i) => {
    const values = valueSets[i]!;
    parts = parts.flatMap((part) => {
      // Stryker disable next-line StringLiteral,ArrowFunction: no document fixes this: how a day's delivery splits across a dimension's values (the salt only seeds the split; parts still add up)
      const salt = `report|${choice.dimension.key}|${campaign.campaignId}|${part.values.map((v) => v.id).join('|')}`;
      const split = splitDelivery(
        seed,
        salt,
        part.delivery,
        values.map((v) => String(v.id)),
      );
      return values.map((value) => ({ values: [...part.values, value], delivery: split.get(String(value.id))! }));
    });
  });
  return parts;
}

function newGroup(definition: Definition, day: number, values: DimensionValue[], campaign: Campaign): Group {
  const fields: Row = definition.requestType === 1 ? { date: new Date(day).toISOString().slice(0, 10) } : {};
  values.forEach((value, i) => {
    const { dimension } = definition.dimensions[i]!;
    for (const name of dimension.fields) {
      if (name in value.fields && isShown(definition, dimension, name)) fields[name] = value.fields[name]!;
    }
  });
  // Only budgetPacing reads budgetDay, and its column needs the campaign dimension: a row of it is one campaign's.
  return { fields, delivery: addDeliveries([]), days: new Set(), budgetDay: campaign.budgetDay };
}

const metricColumns = (definition: Definition) => definition.columns.filter((c) => METRIC_COLUMNS.includes(c));

const metricsOf = (group: Group): Row => (group.metrics ??= metrics(group.delivery) as unknown as Row);

function rowOf(group: Group, definition: Definition): Row {
  const m = metricsOf(group);
  const row: Row = { ...group.fields };
  for (const column of metricColumns(definition)) row[column] = m[column]!;
  if (definition.columns.includes('budgetPacing')) row.budgetPacing = budgetPacing(group);
  return row;
}

/**
 * Percent of the daily budget spent on an average day the row covers. Only asked
 * with the campaign dimension: the group has its campaign's daily budget (at least
 * 100), and a group exists only once a delivering day was added to it.
 */
function budgetPacing(group: Group): number {
  return Math.round((group.delivery.spentCents / 100 / (group.budgetDay * group.days.size)) * 10_000) / 100;
}

function totalOf(groups: Group[], definition: Definition): Record<string, number> {
  const m: Record<string, number> = metrics(addDeliveries(groups.map((g) => g.delivery)));
  return Object.fromEntries(metricColumns(definition).map((c) => [c, m[c]!]));
}

/** A dimension's field is in its rows when it names them or the columns ask for it. */
function isShown(definition: Definition, dimension: Dimension, name: string): boolean {
  return dimension.identity.includes(name) || definition.columns.includes(name);
}

/**
 * Rows sort by any field they show or any metric, shown or not (R9). A field the
 * rows leave out is another field: it gives the default order, as an unknown one does.
 */
function sortFields(definition: Definition): Record<string, (g: Group) => Cell> {
  const fields: Record<string, (g: Group) => Cell> = {};
  for (const metric of METRIC_COLUMNS) fields[metric] = (g) => metricsOf(g)[metric]!;
  if (definition.requestType === 1) fields.date = (g) => g.fields.date!;
  for (const { dimension } of definition.dimensions)
    for (const name of dimension.fields) if (isShown(definition, dimension, name)) fields[name] = (g) => g.fields[name] ?? null;
  if (definition.columns.includes('budgetPacing')) fields.budgetPacing = budgetPacing;
  return fields;
}
