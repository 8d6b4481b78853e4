/**
 * What clients read: modelled-entity rows with their delivery, the `total` that is
 * their sum, entity-wise spend, counts and bundles.
 */
import type { BidModelRecord, DimensionIdValue, EntityBundle } from './model.ts';
import type { Campaign } from '../campaigns/model.ts';
import type { World } from '../world.ts';
import type { ModelledEntityRow } from '../../../spec/generated/types.ts';
import { DimensionId } from './model.ts';
import { addDeliveries, DAY_MS, dayStart, deliveryBetween, emptyDelivery, metrics, splitDelivery, type Delivery } from '../delivery.ts';
import { bundlesOf, entityStates, modelsOf, targetedIds, type BidModelTables, type EntityState } from './entities.ts';
import { creativeAssetUrl } from '../../core/toolkit/asset-links.ts';

export interface Window {
  from: number;
  to: number;
}

/** The campaign's life up to now, unless the request names dates. */
export function windowOf(campaign: Campaign, now: number, startDate?: number, endDate?: number): Window {
  // Stryker disable next-line MethodExpression: equivalent: deliveryBetween ends every window at the campaign's end and at now as well
  return { from: startDate ?? campaign.startTime, to: endDate ?? Math.min(campaign.endTime, now) };
}

/**
 * Each entity's share of the campaign's delivery in the window: split across the
 * entities the campaign targets, so the rows add up to the campaign exactly;
 * entities it does not target delivered nothing.
 */
export function entityDeliveries(
  world: World,
  tables: BidModelTables,
  campaign: Campaign,
  dimensionId: DimensionIdValue,
  window: Window,
  now: number,
): Map<number, Delivery> {
  const total = deliveryBetween(world.seed, campaign, window.from, window.to, now);
  // Stryker disable next-line MethodExpression,ArrowFunction,ArithmeticOperator: no document fixes this: which entity gets which share of the campaign's delivery
  const delivering = targetedIds(world, tables, campaign, dimensionId).sort((a, b) => a - b);
  // Stryker disable next-line StringLiteral: no document fixes this: which entity gets which share of the campaign's delivery (the split's salt)
  return splitDelivery(world.seed, `bid-models:${campaign.campaignId}:${dimensionId}`, total, delivering);
}

export function bidModelData(model: BidModelRecord | null) {
  if (!model) return null;
  return {
    id: model.bidModelDataId,
    priority: model.priority,
    bidMultiplier: model.bidMultiplier,
    spendRatio: model.spendRatio,
    spendRatioTypeId: model.spendRatioTypeId,
  };
}

const CREATIVE_STATUS = { 1: 'Pending', 2: 'Running', 3: 'Paused', 4: 'Deleted' } as const;
/** Every platformCreativeTypeId a creative may have (creatives refuse any other). */
const CREATIVE_TYPE: Record<number, string> = { 11: 'Image', 13: 'HTML', 14: 'Video', 15: 'Native', 17: 'Audio' };

function creativeFields(world: World, creativeId: number) {
  // A creative row's entity is one of the world's creatives: the dimension's catalogue is the workspace's creatives.
  const creative = world.creatives.find((c) => c.creativeId === creativeId)!;
  return {
    creativeStatus: CREATIVE_STATUS[creative.statusId],
    // Stryker disable next-line StringLiteral: no document fixes this: the file name in the thumbnail URL
    creativeThumbnailSource: creativeAssetUrl(creativeId, 'thumbnail.png'),
    // Stryker disable next-line StringLiteral: no document fixes this: the file name in the card URL
    creativeCardSource: creativeAssetUrl(creativeId, 'card.png'),
    creativeType: CREATIVE_TYPE[creative.platformCreativeTypeId],
  };
}

/** One row before paging: what it shows and the delivery behind its metrics. */
export interface EntityRow {
  state: EntityState;
  delivery: Delivery;
}

export function entityRows(world: World, tables: BidModelTables, campaign: Campaign, dimensionId: DimensionIdValue, window: Window, now: number): EntityRow[] {
  const deliveries = entityDeliveries(world, tables, campaign, dimensionId, window, now);
  return entityStates(world, tables, campaign, dimensionId).map((state) => ({ state, delivery: deliveries.get(state.entity.id) ?? emptyDelivery() }));
}

/** A row as the client reads it; metrics unless skipReporting. */
export function rowView(world: World, row: EntityRow, dimensionId: DimensionIdValue, campaignSpent: number, withMetrics: boolean): ModelledEntityRow {
  const { state } = row;
  const view: ModelledEntityRow = {
    bidModelData: bidModelData(state.model),
    id: state.entity.id,
    name: state.entity.name,
    isExcluded: state.isExcluded ? 1 : 0,
    modelled: state.model !== null,
    targeted: state.targeted,
  };
  if (dimensionId === DimensionId.creative) Object.assign(view, creativeFields(world, state.entity.id));
  if (withMetrics) {
    Object.assign(view, reportingMetrics(row.delivery));
    view.spentDistribution = campaignSpent > 0 ? Math.round((row.delivery.spentCents / campaignSpent) * 1e6) / 1e4 : 0;
  }
  return view;
}

/** The seed's reporting metrics of a modelled-entity row (reach and CVR are not among them). */
export function reportingMetrics(delivery: Delivery) {
  const { reach: _reach, CVR: _cvr, ...rest } = metrics(delivery);
  return rest;
}

export function totalView(rows: EntityRow[], withMetrics: boolean) {
  const total = { totalCount: rows.length };
  return withMetrics ? { ...reportingMetrics(addDeliveries(rows.map((r) => r.delivery))), ...total } : total;
}

/** The campaign's bid details: bids, the best (lowest) priority it uses, the next daily performance check. */
export function campaignBidDetails(tables: BidModelTables, campaign: Campaign, now: number) {
  const priorities = modelsOf(tables, campaign.campaignId).flatMap((m) => (m.priority === null ? [] : [m.priority]));
  return {
    baseBid: campaign.baseBid,
    maxBid: campaign.maxBid,
    currentPriority: priorities.length > 0 ? Math.min(...priorities) : null,
    nextPerformanceCheck: dayStart(now) + DAY_MS,
  };
}

export function bundleView(tables: BidModelTables, bundle: EntityBundle) {
  return {
    bundleId: bundle.bundleId,
    dimensionId: bundle.dimensionId,
    bundleName: bundle.bundleName,
    entityIds: [...bundle.entityIds],
    modellingApplied: modelsOf(tables, bundle.campaignId, bundle.dimensionId).some((m) => m.entityTypeId === 2 && m.entityId === bundle.bundleId),
  };
}

export function bundleViews(tables: BidModelTables, campaignId: number, dimensionId?: DimensionIdValue) {
  return bundlesOf(tables, campaignId, dimensionId).map((b) => bundleView(tables, b));
}
