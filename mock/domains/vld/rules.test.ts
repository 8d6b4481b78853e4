import { describe, expect, it } from 'vitest';
import { CampaignId } from '../../../fixtures/campaigns.ts';
import { OrgId } from '../../../fixtures/organizations.ts';
import { buildWorld } from '../../../fixtures/world.ts';
import { DAY_MS, dayStart } from '../delivery.ts';
import { accountOf, costOf, CREATED_CUT_OFF, eligibilityHoldsUntil, failedRules, fundsCover, isEligible, MIN_DURATION_MS, windowProblem } from './rules.ts';

const world = buildWorld();
const campaign = (id: number) => world.campaigns.find((c) => c.campaignId === id)!;

describe('VLD rules', () => {
  it('find the eligible political campaigns eligible and name the one rule each other one fails', () => {
    for (const id of [CampaignId.runningPolitical, CampaignId.pausedPolitical, CampaignId.expiredPolitical])
      expect(failedRules(world, campaign(id), world.epoch)).toEqual([]);
    expect(failedRules(world, campaign(CampaignId.vldCreatedTooEarlyPolitical), world.epoch)).toEqual(['vldCreatedTooEarly']);
    expect(failedRules(world, campaign(CampaignId.vldTooShortPolitical), world.epoch)).toEqual(['vldTooShort']);
  });

  it('take "3 days or more" and "created on 16 September 2024 or later" inclusively', () => {
    const eligible = campaign(CampaignId.runningPolitical);
    const threeDays = { ...eligible, endTime: eligible.startTime + MIN_DURATION_MS };
    expect(failedRules(world, threeDays, world.epoch)).toEqual([]);
    expect(failedRules(world, { ...threeDays, endTime: threeDays.endTime - 1 }, world.epoch)).toEqual(['vldTooShort']);
    const onCutOff = { ...eligible, createdAt: CREATED_CUT_OFF };
    expect(failedRules(world, onCutOff, world.epoch)).toEqual([]);
    expect(failedRules(world, { ...onCutOff, createdAt: CREATED_CUT_OFF - 1 }, world.epoch)).toEqual(['vldCreatedTooEarly']);
  });

  it('call a campaign eligible only when it fails no rule', () => {
    expect(isEligible(world, campaign(CampaignId.runningPolitical), world.epoch)).toBe(true);
    expect(isEligible(world, campaign(CampaignId.vldTooShortPolitical), world.epoch)).toBe(false);
  });

  it('let a window run from the start of the campaign first day to the end of its last day, and no further', () => {
    const c = campaign(CampaignId.runningPolitical);
    const first = dayStart(c.startTime);
    const pastLast = dayStart(c.endTime) + DAY_MS;
    expect(windowProblem(c, first, pastLast)).toBeNull();
    expect(windowProblem(c, first - 1, pastLast)).toEqual({ key: 'vldWindowOutsideCampaign', field: 'vldStartDate' });
    expect(windowProblem(c, first, pastLast + 1)).toEqual({ key: 'vldWindowOutsideCampaign', field: 'vldEndDate' });
  });

  it("give a customer without an account its parent's rate and balance, and an organization with none no funds", () => {
    expect(accountOf(world, OrgId.northwindOutlet)).toBe(accountOf(world, OrgId.acmeMedia));
    expect(accountOf(world, OrgId.globexPolitical)).toMatchObject({ balance: 0 });
    expect(accountOf(world, 987_654)).toMatchObject({ balance: 0 });
  });

  it('find the funds available when the balance covers the charged cost exactly (DECISIONS VLD5)', () => {
    const { balance } = accountOf(world, OrgId.acmeMedia);
    const cost = { vldChargeableImps: 0, vldChargedImps: 0, vldChargeableCost: 0, effectiveVldRate: 0 };
    expect(fundsCover(world, OrgId.acmeMedia, { ...cost, vldChargedCost: balance })).toBe(true);
    expect(fundsCover(world, OrgId.acmeMedia, { ...cost, vldChargedCost: balance + 0.01 })).toBe(false);
  });

  it('cost nothing for a window with no delivery yet', () => {
    const future = costOf(world, campaign(CampaignId.runningPolitical), world.epoch + 10 * 86_400_000, world.epoch + 11 * 86_400_000, world.epoch);
    expect(future).toMatchObject({ vldChargeableImps: 0, vldChargedImps: 0, vldChargeableCost: 0, vldChargedCost: 0 });
  });
});

describe('eligibilityHoldsUntil', () => {
  const expired = campaign(CampaignId.expiredPolitical);
  /** Two calendar years after the expired campaign's end: when it stops being eligible. */
  const end = new Date(expired.endTime);
  const flip = Date.UTC(end.getUTCFullYear() + 2, end.getUTCMonth(), end.getUTCDate(), end.getUTCHours(), end.getUTCMinutes());
  const safe = flip - 2 * DAY_MS;

  it('keep an expired campaign eligible until its end is more than two calendar years ago (DECISIONS VLD3)', () => {
    expect(failedRules(world, expired, flip)).toEqual([]);
    expect(failedRules(world, expired, flip + 1)).toEqual(['vldExpiredTooLongAgo']);
  });

  it('vouches for ever for a campaign that has not expired', () => {
    for (const id of [CampaignId.runningPolitical, CampaignId.pausedPolitical, CampaignId.draftPolitical])
      expect(eligibilityHoldsUntil(campaign(id), world.epoch)).toBe(Infinity);
  });

  it('vouches for an expired campaign up to two days before two years after its end', () => {
    expect(eligibilityHoldsUntil(expired, world.epoch)).toBe(safe);
    expect(eligibilityHoldsUntil(expired, safe - 1)).toBe(safe);
    expect(isEligible(world, expired, world.epoch)).toBe(true);
    expect(isEligible(world, expired, safe - 1)).toBe(true);
  });

  it('vouches only for the instant itself within two days of the flip, and for ever after it', () => {
    for (const now of [safe, flip - 1, flip, flip + DAY_MS, flip + 2 * DAY_MS]) expect(eligibilityHoldsUntil(expired, now), String(now - flip)).toBe(now + 1);
    expect(eligibilityHoldsUntil(expired, flip + 2 * DAY_MS + 1)).toBe(Infinity);
    expect(isEligible(world, expired, flip + 2 * DAY_MS + 1)).toBe(false);
  });
});
