/**
 * VLD insight rules: which campaigns may have a report (the seed's eligibility
 * list, each rule its own text) and what a report of a window costs.
 */
import type { Campaign } from '../campaigns/model.ts';
import type { VldAccount } from './model.ts';
import type { World } from '../world.ts';
import { AudienceTypeId } from '../audiences/model.ts';
import { DAY_MS, dayStart, deliveryBetween } from '../delivery.ts';
import type { VldMessageKey } from './messages.ts';

/** "created on 16 September 2024 or later" */
export const CREATED_CUT_OFF = Date.UTC(2024, 8, 16);
export const MIN_DURATION_MS = 3 * DAY_MS;
export const EXCLUDED_STATE = 'OR';
/** How long a new or regenerated report stays processing on the mock clock. */
export const PROCESSING_MS = 10 * 60_000;

const ELIGIBLE_STATUSES = new Set(['running', 'paused', 'expired']);

/** The instant two calendar years before `now`. */
function twoYearsBefore(now: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - 2);
  return date.getTime();
}

function includesMatchedAudience(world: World, campaign: Campaign): boolean {
  return world.audiences.some((a) => a.typeId === AudienceTypeId.matched && campaign.includedAudienceIds.includes(a.audienceId));
}

/** The eligibility rules the campaign fails, in the seed's order; empty when eligible. */
export function failedRules(world: World, campaign: Campaign, now: number): VldMessageKey[] {
  const failed: VldMessageKey[] = [];
  if (!campaign.isPolitical) failed.push('vldNotPolitical');
  if (!ELIGIBLE_STATUSES.has(campaign.status)) failed.push('vldStatusNotEligible');
  else if (campaign.status === 'expired' && campaign.endTime < twoYearsBefore(now)) failed.push('vldExpiredTooLongAgo');
  if (campaign.endTime - campaign.startTime < MIN_DURATION_MS) failed.push('vldTooShort');
  if (campaign.createdAt < CREATED_CUT_OFF) failed.push('vldCreatedTooEarly');
  if (campaign.targetedStates.includes(EXCLUDED_STATE)) failed.push('vldTargetsOregon');
  if (!includesMatchedAudience(world, campaign)) failed.push('vldNoMatchedAudience');
  return failed;
}

export const isEligible = (world: World, campaign: Campaign, now: number) => failedRules(world, campaign, now).length === 0;

/**
 * An instant after `now` before which isEligible gives the same answer as at `now`
 * (the world unchanged): only an expired campaign's answer moves with the clock,
 * two years after its end. Near that instant, only `now` itself is vouched for.
 */
export function eligibilityHoldsUntil(campaign: Campaign, now: number): number {
  if (campaign.status !== 'expired') return Infinity;
  const flip = new Date(campaign.endTime);
  flip.setUTCFullYear(flip.getUTCFullYear() + 2);
  // Calendar years vary by a day (29 February): keep two days clear of the flip.
  const safe = flip.getTime() - 2 * DAY_MS;
  return now < safe ? safe : now > flip.getTime() + 2 * DAY_MS ? Infinity : now + 1;
}

/** A window may start on the campaign's first day and end on its last one. */
export function windowProblem(campaign: Campaign, start: number, end: number): { key: VldMessageKey; field: string } | null {
  if (end <= start) return { key: 'vldWindowOrder', field: 'vldEndDate' };
  if (start < dayStart(campaign.startTime)) return { key: 'vldWindowOutsideCampaign', field: 'vldStartDate' };
  if (end > dayStart(campaign.endTime) + DAY_MS) return { key: 'vldWindowOutsideCampaign', field: 'vldEndDate' };
  return null;
}

/** Organizations without an account of their own use their nearest parent's; none at all pays this. */
const NO_ACCOUNT: VldAccount = { owId: 0, effectiveVldRate: 0.5, balance: 0 };

export function accountOf(world: World, owId: number): VldAccount {
  for (let id: number | null = owId; id !== null;) {
    const account = world.vldAccounts.find((a) => a.owId === id);
    if (account) return account;
    id = world.organizations.find((o) => o.owId === id)?.parentOwId ?? null;
  }
  return NO_ACCOUNT;
}

export interface VldCost {
  vldChargeableImps: number;
  vldChargedImps: number;
  vldChargeableCost: number;
  vldChargedCost: number;
  effectiveVldRate: number;
}

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/**
 * Chargeable: every impression the campaign delivered in the window, as of `asOf`.
 * Charged: those billed, per whole thousand. Both cost the organization's rate per thousand.
 */
export function costOf(world: World, campaign: Campaign, start: number, end: number, asOf: number): VldCost {
  const imps = deliveryBetween(world.seed, campaign, start, end, asOf).impressions;
  const charged = Math.floor(imps / 1000) * 1000;
  const rate = accountOf(world, campaign.owId).effectiveVldRate;
  return {
    vldChargeableImps: imps,
    vldChargedImps: charged,
    vldChargeableCost: cents((imps / 1000) * rate),
    vldChargedCost: cents((charged / 1000) * rate),
    effectiveVldRate: rate,
  };
}

export const fundsCover = (world: World, owId: number, cost: VldCost) => accountOf(world, owId).balance >= cost.vldChargedCost;
