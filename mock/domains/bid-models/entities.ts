/**
 * The entities of each bid modelling dimension, and which of them a campaign
 * targets, blocks and models: the one place that answers "what are the rows of
 * this campaign dimension".
 */
import {
  CITIES,
  DEALS,
  DEVICE_TYPES,
  DIMENSION_NAMES,
  EXCHANGES,
  PUBLISHER_CATEGORIES,
  STATES,
  TRAFFIC_SOURCES,
  ZIPS,
  type DimensionEntity,
} from './catalog.ts';
import type { BidModelRecord, DimensionIdValue, EntityBundle, EntityTargeting } from './model.ts';
import type { Campaign } from '../campaigns/model.ts';
import type { World } from '../world.ts';
import { DimensionId } from './model.ts';

/** The records a campaign dimension's rows are computed from (the world's, or a draft's). */
export interface BidModelTables {
  bidModels: BidModelRecord[];
  entityBundles: EntityBundle[];
  entityTargeting: EntityTargeting[];
}

export const DIMENSION_IDS = Object.keys(DIMENSION_NAMES).map(Number) as DimensionIdValue[];

/** Every entity of the dimension a campaign may target (creatives: those of the campaign's workspace). */
export function catalogue(world: World, campaign: Campaign, dimensionId: DimensionIdValue): readonly DimensionEntity[] {
  switch (dimensionId) {
    case DimensionId.creative:
      return world.creatives.filter((c) => c.owId === campaign.owId).map((c) => ({ id: c.creativeId, name: c.name }));
    case DimensionId.state:
      return STATES;
    case DimensionId.city:
      return CITIES;
    case DimensionId.zip:
      return ZIPS;
    case DimensionId.exchange:
      return EXCHANGES;
    case DimensionId.publisherCategory:
      return PUBLISHER_CATEGORIES;
    case DimensionId.deal:
      return DEALS;
    case DimensionId.deviceType:
      return DEVICE_TYPES;
    case DimensionId.trafficSource:
      return TRAFFIC_SOURCES;
    default:
      // An id outside the platform's nine (BM1): a dimension without entities.
      return [];
  }
}

/**
 * What the campaign targets without any include: its creatives, its states with
 * their cities and zips, every exchange, category, device type and traffic
 * source; deals only when mapped (included).
 */
function defaultTargets(world: World, campaign: Campaign, dimensionId: DimensionIdValue): number[] {
  const states = new Set(campaign.targetedStates);
  const cities = CITIES.filter((c) => states.has(c.stateCode));
  switch (dimensionId) {
    case DimensionId.creative:
      return [...campaign.creativeIds];
    case DimensionId.state:
      return STATES.filter((s) => states.has(s.code)).map((s) => s.id);
    case DimensionId.city:
      return cities.map((c) => c.id);
    case DimensionId.zip:
      return ZIPS.filter((z) => cities.some((c) => c.id === z.cityId)).map((z) => z.id);
    case DimensionId.deal:
      return [];
    default:
      return catalogue(world, campaign, dimensionId).map((e) => e.id);
  }
}

export function targetingOf(tables: BidModelTables, campaignId: number, dimensionId: DimensionIdValue): EntityTargeting | undefined {
  return tables.entityTargeting.find((t) => t.campaignId === campaignId && t.dimensionId === dimensionId);
}

/** The targeting record of a campaign dimension, created empty when missing. */
export function targetingFor(tables: BidModelTables, campaignId: number, dimensionId: DimensionIdValue): EntityTargeting {
  let record = targetingOf(tables, campaignId, dimensionId);
  if (!record) tables.entityTargeting.push((record = { campaignId, dimensionId, includedIds: [], excludedIds: [] }));
  return record;
}

/** Entities the campaign targets (defaults and included, blocked ones too): the ones that deliver. */
export function targetedIds(world: World, tables: BidModelTables, campaign: Campaign, dimensionId: DimensionIdValue): number[] {
  const included = targetingOf(tables, campaign.campaignId, dimensionId)?.includedIds ?? [];
  return unique([...defaultTargets(world, campaign, dimensionId), ...included]);
}

export function excludedIds(tables: BidModelTables, campaignId: number, dimensionId: DimensionIdValue): Set<number> {
  // Stryker disable next-line ArrayDeclaration: equivalent: the set is only asked about entity ids, which are numbers
  return new Set(targetingOf(tables, campaignId, dimensionId)?.excludedIds ?? []);
}

export function modelsOf(tables: BidModelTables, campaignId: number, dimensionId?: DimensionIdValue): BidModelRecord[] {
  return tables.bidModels.filter((m) => m.campaignId === campaignId && (dimensionId === undefined || m.dimensionId === dimensionId));
}

export function bundlesOf(tables: BidModelTables, campaignId: number, dimensionId?: DimensionIdValue): EntityBundle[] {
  return tables.entityBundles.filter((b) => b.campaignId === campaignId && (dimensionId === undefined || b.dimensionId === dimensionId));
}

/** One entity of a campaign dimension as its rows show it. */
export interface EntityState {
  entity: DimensionEntity;
  /** The entity's own bid model data, or its modelled bundle's. */
  model: BidModelRecord | null;
  targeted: boolean;
  isExcluded: boolean;
}

/**
 * The rows of a campaign dimension: every entity it targets, blocks or models
 * (alone or in a modelled bundle), in catalogue order.
 */
export function entityStates(world: World, tables: BidModelTables, campaign: Campaign, dimensionId: DimensionIdValue): EntityState[] {
  const models = modelsOf(tables, campaign.campaignId, dimensionId);
  const own = new Map(models.filter((m) => m.entityTypeId !== 2).map((m) => [m.entityId, m]));
  const viaBundle = new Map<number, BidModelRecord>();
  for (const bundle of bundlesOf(tables, campaign.campaignId, dimensionId)) {
    const model = models.find((m) => m.entityTypeId === 2 && m.entityId === bundle.bundleId);
    if (!model) continue;
    for (const id of bundle.entityIds) {
      if (!viaBundle.has(id)) viaBundle.set(id, model);
    }
  }
  const targeted = new Set(targetedIds(world, tables, campaign, dimensionId));
  const excluded = excludedIds(tables, campaign.campaignId, dimensionId);
  return catalogue(world, campaign, dimensionId)
    .filter((e) => targeted.has(e.id) || excluded.has(e.id) || own.has(e.id) || viaBundle.has(e.id))
    .map((entity) => ({
      entity,
      model: own.get(entity.id) ?? viaBundle.get(entity.id) ?? null,
      targeted: targeted.has(entity.id) && !excluded.has(entity.id),
      isExcluded: excluded.has(entity.id),
    }));
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}
