/**
 * Shared ids and calls of the bid modelling suites. The ids are the default
 * world's notable records (fixtures/README.md, GET /__mock/fixtures notableIds).
 */
import { CampaignId, InsertionOrderId } from '../../fixtures/campaigns.ts';
import { OrgId } from '../../fixtures/organizations.ts';
import { DimensionId } from '../../fixtures/types.ts';
import { call, callOk, type Session } from '../support/client.ts';
import type { Target } from '../support/target.ts';

export const Campaign = {
  running: CampaignId.running,
  draft: CampaignId.draft,
  pending: CampaignId.pending,
  paused: CampaignId.paused,
  expired: CampaignId.expired,
  deleted: CampaignId.deleted,
  otherWorkspace: CampaignId.otherWorkspaceRunning,
  tooShort: CampaignId.bidModelTooShort,
  lowBudget: CampaignId.bidModelLowBudget,
  noBaseBid: CampaignId.bidModelNoBaseBid,
  noMaxBid: CampaignId.bidModelNoMaxBid,
  /** Of Contoso Health, a customer beneath the Acme workspace. */
  customer: CampaignId.customerPaused,
} as const;

/** The Acme workspace and one of its customers (X-IAA-OW-ID values its owner may act in). */
export const Workspace = { acme: OrgId.acmeMedia, contosoCustomer: OrgId.contosoHealth } as const;

export const Io = InsertionOrderId;

/** The contract's dimension ids (spec BidModelDimensionId). */
export const Dimension = DimensionId;

/** Entities of the default world. */
export const Entity = {
  california: 6,
  newYork: 36,
  texas: 48,
  washington: 53,
  oregon: 41,
  losAngeles: 30001,
  newYorkCity: 30003,
  austin: 30005,
  googleExchange: 1,
  magnite: 2,
  sovrn: 8,
  newsCategory: 7,
  sportsCategory: 8,
  firstDeal: 70001,
  /** 9003 maps 70001-70025; 9007 maps 70026-70028. */
  unmappedDeal: 70030,
  htmlCreative: 6002,
  imageCreative: 6001,
  setTopBox: 5,
  tablet: 2,
  ctv: 3,
} as const;

export const BidModelData = { creativeHtml: 1, stateCalifornia: 2, stateNewYork: 3, exchangeGoogle: 4, cityBundle: 5, deal: 6, publisherCategory: 7, pausedState: 8, otherWorkspace: 9 } as const;
export const Bundle = { westCoastCities: 501, downtownZips: 502, otherWorkspace: 601 } as const;

export interface Row {
  id: number;
  name: string;
  isExcluded: 0 | 1;
  modelled: boolean;
  targeted: boolean;
  bidModelData: { id: number; priority: number | null; bidMultiplier: number | null; spendRatio: number | null; spendRatioTypeId: number | null } | null;
  [metric: string]: unknown;
}

/** Every row of a campaign dimension (one big page, bid model data only unless metrics asked). */
export async function rowsOf(target: Target, as: Session, campaignId: number, dimensionId: number, body: Record<string, unknown> = {}): Promise<Row[]> {
  const response = await callOk(target, 'listModelledEntities', { as, params: { campaignId, dimensionId }, body: { noOfEntries: 1000, skipReporting: true, ...body } });
  return response.body.data.data as Row[];
}

export async function rowOf(target: Target, as: Session, campaignId: number, dimensionId: number, entityId: number): Promise<Row | undefined> {
  return (await rowsOf(target, as, campaignId, dimensionId)).find((r) => r.id === entityId);
}

export interface EntityDetails {
  entityId: number;
  entityTypeId: number;
  priority?: number;
  bidMultiplier?: number;
  spendRatio?: number;
  spendRatioTypeId?: number;
  bundleName?: string;
  entityIds?: number[];
}

export function putBidModels(target: Target, as: Session, campaignId: number, dimensionId: number, body: Record<string, unknown>) {
  return call(target, 'updateBidModels', { as, params: { campaignId, dimensionId }, body });
}

export function add(target: Target, as: Session, campaignId: number, dimensionId: number, ...items: EntityDetails[]) {
  return putBidModels(target, as, campaignId, dimensionId, { actionWiseBidModelEntities: { ADD: items } });
}

/** Every row of every dimension of the campaign, with its bundles: to check a refused request changed nothing. */
export async function snapshot(target: Target, as: Session, campaignId: number): Promise<unknown> {
  const rows = await Promise.all(Object.values(Dimension).map((d) => rowsOf(target, as, campaignId, d)));
  const bundles = await callOk(target, 'listBidModelBundles', { as, params: { campaignId } });
  const list = await callOk(target, 'listModelledEntities', { as, params: { campaignId, dimensionId: Dimension.state }, body: { skipReporting: true } });
  return { rows, bundles: bundles.body.data, bidDetails: list.body.data.campaignBidDetails };
}
