/**
 * The seed's bid modelling rules: which campaigns may be changed and modelled,
 * which fields each dimension takes, spend ratio rules and the deal limit. Every
 * check throws the seed's text (or ours, spec/DECISIONS.md BM*) naming the field.
 */
import { MAX_DEALS_PER_CAMPAIGN } from './catalog.ts';
import type { DimensionIdValue } from './model.ts';
import type { Campaign, CampaignStatus } from '../campaigns/model.ts';
import type { World } from '../world.ts';
import { DimensionId } from './model.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import { forbidden, unprocessable } from '../../core/toolkit/errors.ts';
import { bidModelMessages } from './messages.ts';
import { DAY_MS } from '../delivery.ts';
import { campaignFor } from '../workspace.ts';
import { catalogue, entityStates, modelsOf, type BidModelTables } from './entities.ts';

/** Statuses whose bid models may change (BM3); expired and deleted campaigns are closed. */
const WRITABLE_STATUSES: ReadonlySet<CampaignStatus> = new Set(['running', 'paused', 'pending', 'draft']);

export const MIN_MODELLING_DAYS = 3;
export const MIN_MODELLING_BUDGET_DAY = 100;

/** A campaign of the caller's workspace; unknown and foreign ones are both 403 'Forbidden!' (BM4). */
export function campaignToRead(world: World, caller: Caller, campaignId: number, field = 'campaignId'): Campaign {
  const campaign = campaignFor(world, caller, campaignId);
  // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
  if (!campaign) throw forbidden(bidModelMessages.bidModelForbidden, `No campaign ${campaignId} in this workspace.`, field);
  return campaign;
}

export function campaignToWrite(world: World, caller: Caller, campaignId: number, field = 'campaignId'): Campaign {
  const campaign = campaignToRead(world, caller, campaignId, field);
  requireWritableStatus(campaign, field);
  return campaign;
}

// Stryker disable next-line StringLiteral: equivalent: every caller names the field
export function requireWritableStatus(campaign: Campaign, field = 'campaignId'): void {
  if (!WRITABLE_STATUSES.has(campaign.status)) {
    // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
    throw unprocessable(bidModelMessages.campaignStatusInvalid, field, `Campaign ${campaign.campaignId} is ${campaign.status}.`);
  }
}

/**
 * A dimension id as a request names it. The documents give the ids "seen in
 * samples" and no rule closing the set (spec/DECISIONS.md BM1), so an id outside
 * the platform's nine is a dimension without entities: its lists are empty, and a
 * write naming an entity of it is refused as an unknown entity.
 */
export function dimensionOf(value: number): DimensionIdValue;
/** A dimension id a request may leave out (a filter): missing stays missing. */
export function dimensionOf(value: number | undefined): DimensionIdValue | undefined;
export function dimensionOf(value: number | undefined): DimensionIdValue | undefined {
  return value as DimensionIdValue | undefined;
}

export function requireEntity(world: World, campaign: Campaign, dimensionId: DimensionIdValue, entityId: number, field: string): void {
  if (!catalogue(world, campaign, dimensionId).some((e) => e.id === entityId)) {
    // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
    throw unprocessable(bidModelMessages.entityUnknown, field, `No entity ${entityId} in dimension ${dimensionId}.`);
  }
}

/** The fields bid model data may carry. */
export interface ModelValues {
  priority: number | null;
  bidMultiplier: number | null;
  spendRatio: number | null;
  spendRatioTypeId: 1 | 2 | null;
}

/** Field rules of one piece of bid model data; `at` prefixes the field names. */
export function checkModelValues(dimensionId: DimensionIdValue, values: ModelValues, at: string): void {
  if (dimensionId === DimensionId.publisherCategory && values.spendRatio !== null) {
    throw unprocessable(bidModelMessages.spendRatioNotForPublisherCategory, `${at}spendRatio`);
  }
  if (dimensionId === DimensionId.deal && values.bidMultiplier !== null) {
    throw unprocessable(bidModelMessages.bidMultiplierNotForDeal, `${at}bidMultiplier`);
  }
  if (values.spendRatioTypeId === 1 && values.priority === null) throw unprocessable(bidModelMessages.flexibleNeedsPriority, `${at}priority`);
}

/**
 * Priority and bid multiplier need a campaign of at least 3 days, a daily budget
 * of at least 100 and both bids; `baseBid` is the one the request leaves in force.
 */
export function checkModellingCriteria(campaign: Campaign, baseBid: number | null, values: ModelValues, at: string): void {
  if (values.priority === null && values.bidMultiplier === null) return;
  const field = `${at}${values.priority !== null ? 'priority' : 'bidMultiplier'}`;
  // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
  const id = `Campaign ${campaign.campaignId}`;
  if (campaign.endTime - campaign.startTime < MIN_MODELLING_DAYS * DAY_MS)
    // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
    throw unprocessable(bidModelMessages.bidModelCampaignTooShort, field, `${id} lasts less than 3 days.`);
  if (campaign.budgetDay < MIN_MODELLING_BUDGET_DAY)
    // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
    throw unprocessable(bidModelMessages.bidModelBudgetTooLow, field, `${id} has a daily budget of ${campaign.budgetDay}.`);
  // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
  if (baseBid === null) throw unprocessable(bidModelMessages.bidModelBaseBidMissing, field, `${id} has no base bid.`);
  // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
  if (campaign.maxBid === null) throw unprocessable(bidModelMessages.bidModelMaxBidMissing, field, `${id} has no max bid.`);
}

/** Rules over a whole campaign dimension once a request is applied: the strict sum and the deal limit. */
export function checkCampaignDimension(world: World, tables: BidModelTables, campaign: Campaign, dimensionId: DimensionIdValue, field: string): void {
  const strict = modelsOf(tables, campaign.campaignId, dimensionId).filter((m) => m.spendRatioTypeId === 2);
  const sum = strict.reduce((total, m) => total + (m.spendRatio ?? 0), 0);
  const missesHundred = Math.abs(sum - 100) > 1e-9;
  if (strict.length > 0 && missesHundred) {
    throw unprocessable(
      bidModelMessages.strictSpendRatioSum,
      'spendRatio',
      `Campaign ${campaign.campaignId}, dimension ${dimensionId}: strict ratios add up to ${round(sum)}.`,
    );
  }
  if (dimensionId === DimensionId.deal && entityStates(world, tables, campaign, dimensionId).length > MAX_DEALS_PER_CAMPAIGN) {
    throw unprocessable(dealLimitText(campaign.campaignId), field);
  }
}

export function dealLimitText(campaignId: number): string {
  return bidModelMessages.dealLimitExceeded.replace('<id>', String(campaignId));
}

// Stryker disable next-line ArithmeticOperator: no document fixes this: how the sum in the reason is rounded
const round = (value: number) => Math.round(value * 1e6) / 1e6;
