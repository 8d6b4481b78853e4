import { describe, expect, it } from 'vitest';
import { CampaignId } from '../../../fixtures/campaigns.ts';
import { OrgId } from '../../../fixtures/organizations.ts';
import { buildWorld } from '../../../fixtures/world.ts';
import { accountOf, costOf, failedRules } from './rules.ts';

const world = buildWorld();
const campaign = (id: number) => world.campaigns.find((c) => c.campaignId === id)!;

describe('VLD rules', () => {
  it('find the eligible political campaigns eligible and name the one rule each other one fails', () => {
    for (const id of [CampaignId.runningPolitical, CampaignId.pausedPolitical, CampaignId.expiredPolitical])
      expect(failedRules(world, campaign(id), world.epoch)).toEqual([]);
    expect(failedRules(world, campaign(CampaignId.vldCreatedTooEarlyPolitical), world.epoch)).toEqual(['vldCreatedTooEarly']);
    expect(failedRules(world, campaign(CampaignId.vldTooShortPolitical), world.epoch)).toEqual(['vldTooShort']);
  });

  it("give a customer without an account its parent's rate and balance, and an organization with none no funds", () => {
    expect(accountOf(world, OrgId.northwindOutlet)).toBe(accountOf(world, OrgId.acmeMedia));
    expect(accountOf(world, OrgId.globexPolitical)).toMatchObject({ balance: 0 });
  });

  it('cost nothing for a window with no delivery yet', () => {
    const future = costOf(world, campaign(CampaignId.runningPolitical), world.epoch + 10 * 86_400_000, world.epoch + 11 * 86_400_000, world.epoch);
    expect(future).toMatchObject({ vldChargeableImps: 0, vldChargedImps: 0, vldChargeableCost: 0, vldChargedCost: 0 });
  });
});
