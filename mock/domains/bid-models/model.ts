/**
 * The bid-models domain's records: bid model data, entity bundles and targeting.
 * Times are epoch milliseconds.
 */

/** Bid modelling dimension ids (spec/DECISIONS.md BM1; the samples show 1-5 and 10-13). */
export const DimensionId = {
  creative: 1,
  state: 2,
  city: 3,
  zip: 4,
  exchange: 5,
  publisherCategory: 10,
  deal: 11,
  deviceType: 12,
  trafficSource: 13,
} as const;

export type DimensionIdValue = (typeof DimensionId)[keyof typeof DimensionId];

/** entityTypeId of bid model data: 1 individual, 2 bundle, 3 other (seed). */
export type BidModelEntityTypeId = 1 | 2 | 3;

/** spendRatioTypeId: 1 flexible, 2 strict (seed). */
export type SpendRatioTypeId = 1 | 2;

/** Bid model data of one entity (or bundle) of one campaign dimension. */
export interface BidModelRecord {
  bidModelDataId: number;
  campaignId: number;
  dimensionId: DimensionIdValue;
  entityTypeId: BidModelEntityTypeId;
  /** The entity id; for a bundle (entityTypeId 2) the bundle id. */
  entityId: number;
  priority: number | null;
  bidMultiplier: number | null;
  spendRatio: number | null;
  spendRatioTypeId: SpendRatioTypeId | null;
}

/** A named group of entities of one campaign dimension. */
export interface EntityBundle {
  bundleId: number;
  campaignId: number;
  dimensionId: DimensionIdValue;
  bundleName: string;
  entityIds: number[];
}

/** Entities a campaign targets beyond its defaults (deals, included ones) and those it blocks. */
export interface EntityTargeting {
  campaignId: number;
  dimensionId: DimensionIdValue;
  includedIds: number[];
  excludedIds: number[];
}

/** The part of the world these records make up (mock/domains/world.ts). */
export interface BidModelsWorld {
  bidModels: BidModelRecord[];
  entityBundles: EntityBundle[];
  entityTargeting: EntityTargeting[];
}
