/**
 * What a report can be made of: its dimension keys (how each splits a campaign's
 * delivery and which row fields it carries) and its metric columns. The seeds
 * name the keys and some columns but not the catalogue (spec/DECISIONS.md R5).
 */
import { CampaignTypeName, CreativeTypeName } from '../campaigns/model.ts';
import { TimezoneName } from '../users/model.ts';
import type { Campaign } from '../campaigns/model.ts';
import type { World } from '../world.ts';
import { emptyDelivery, metrics } from '../delivery.ts';

export type Cell = string | number | null;

/** One value of a dimension: its id (filtered by `value`) and the row fields it fills. */
export interface DimensionValue {
  id: number | string;
  fields: Record<string, Cell>;
}

export interface Dimension {
  key: string;
  /** Row fields of this dimension, identity fields first; columns may name any of them. */
  fields: readonly string[];
  /** Fields every row of the dimension carries, whatever the columns say. */
  identity: readonly string[];
  /** The values one campaign's delivery splits across. */
  valuesOf(world: World, campaign: Campaign): DimensionValue[];
}

// Stryker disable next-line StringLiteral: no document fixes this: the seeds name no zone for a timezone id outside the zone list, so the fallback name is the mock's own
export const timezoneName = (timezoneId: number) => TimezoneName[timezoneId] ?? 'UTC';

/** A dimension whose values are the same fixed set for every campaign. */
function fixedDimension(key: string, idField: string, nameField: string, names: readonly string[]): Dimension {
  const values = names.map((name, i) => ({ id: i + 1, fields: { [idField]: i + 1, [nameField]: name } }));
  return { key, fields: [idField, nameField], identity: [idField, nameField], valuesOf: () => values };
}

/** Zip codes each targeted state's delivery splits across. */
const ZIP_CODES: Record<string, readonly string[]> = {
  CA: ['90012', '94105'],
  NY: ['10001', '11201'],
  TX: ['73301', '77002'],
  WA: ['98101', '99201'],
  OR: ['97201', '97401'],
};

const campaignDimension: Dimension = {
  key: 'campaign',
  fields: [
    'campaignId',
    'campaignName',
    'status',
    'campaignType',
    'campaignTimezone',
    'startTime',
    'endTime',
    'maxBid',
    'budgetDay',
    'budgetTotal',
    'budgetPacing',
  ],
  identity: ['campaignId', 'campaignName'],
  valuesOf: (_world, c) => [
    {
      id: c.campaignId,
      fields: {
        campaignId: c.campaignId,
        campaignName: c.name,
        status: c.status,
        // Stryker disable next-line StringLiteral: equivalent: every campaign of every world has campaign type 1 or 2, both named, so the fallback never shows
        campaignType: CampaignTypeName[c.campaignTypeId] ?? 'Standard',
        campaignTimezone: timezoneName(c.timezoneId),
        startTime: c.startTime,
        endTime: c.endTime,
        maxBid: c.maxBid,
        budgetDay: c.budgetDay,
        budgetTotal: c.budgetTotal,
      },
    },
  ],
};

const ioDimension: Dimension = {
  key: 'ioName',
  fields: ['ioId', 'ioName'],
  identity: ['ioId', 'ioName'],
  // Every campaign's ioId names an insertion order of its world (a restored world is checked for it: world-snapshot.ts).
  valuesOf: (world, c) => [{ id: c.ioId, fields: { ioId: c.ioId, ioName: world.insertionOrders.find((io) => io.ioId === c.ioId)!.ioName } }],
};

/** A campaign's attached creatives; a campaign without any reports under creative 0. */
const creativeDimension: Dimension = {
  key: 'creative',
  fields: ['creativeId', 'creativeName', 'creativeType'],
  identity: ['creativeId', 'creativeName'],
  valuesOf: (world, c) => {
    const creatives = world.creatives.filter((cr) => c.creativeIds.includes(cr.creativeId));
    if (creatives.length === 0) return [{ id: 0, fields: { creativeId: 0, creativeName: 'No creative attached', creativeType: null } }];
    return creatives.map((cr) => ({
      id: cr.creativeId,
      fields: { creativeId: cr.creativeId, creativeName: cr.name, creativeType: CreativeTypeName[cr.platformCreativeTypeId] ?? null },
    }));
  },
};

const zipDimension: Dimension = {
  key: 'zip5',
  fields: ['zip5'],
  identity: ['zip5'],
  // Stryker disable next-line ArrayDeclaration: equivalent: every campaign of every world targets only states listed in ZIP_CODES, so the fallback list is never read
  valuesOf: (_world, c) => c.targetedStates.flatMap((state) => ZIP_CODES[state] ?? []).map((zip) => ({ id: zip, fields: { zip5: zip } })),
};

export const DIMENSIONS: ReadonlyMap<string, Dimension> = new Map(
  [
    campaignDimension,
    ioDimension,
    creativeDimension,
    zipDimension,
    fixedDimension('device_type', 'deviceTypeId', 'deviceType', ['Mobile', 'Desktop', 'Tablet', 'Connected TV']),
    fixedDimension('gender', 'genderId', 'gender', ['Male', 'Female', 'Unknown']),
    fixedDimension('os', 'osId', 'os', ['Android', 'iOS', 'Windows', 'macOS', 'Other']),
    fixedDimension('income_group', 'incomeGroupId', 'incomeGroup', ['Under $50K', '$50K - $100K', '$100K - $150K', 'Over $150K']),
  ].map((d) => [d.key, d]),
);

/** Metric columns: every number the delivery model gives (delivery.ts `metrics`). */
export const METRIC_COLUMNS: readonly string[] = Object.keys(metrics(emptyDelivery()));

/** Metrics that add up across rows; the others are ratios, recomputed from the sums. */
export const RATIO_COLUMNS = new Set([
  'CTR',
  'eCPM',
  'eCPC',
  'VCR',
  'eCPCV',
  'eCPV',
  'winRate',
  'CVR',
  'costPerAttributedConversions',
  'attributedConversionsRate',
  'returnOnAdSpend',
]);

/** The dimension a column belongs to, or undefined for a metric (or an unknown column). */
export function dimensionOfColumn(column: string): Dimension | undefined {
  for (const d of DIMENSIONS.values()) if (d.fields.includes(column)) return d;
  return undefined;
}
