/**
 * Delivery numbers are deterministic, follow the campaign's life and the mock
 * clock, and split into parts that add up exactly.
 */
import { describe, expect, it } from 'vitest';
import { CampaignId } from '../../fixtures/campaigns.ts';
import { buildWorld, DEFAULT_SEED, WORLD_EPOCH } from '../../fixtures/world.ts';
import { addDeliveries, DAY_MS, dailyDelivery, dayStart, deliveryBetween, lifetimeDelivery, metrics, splitDelivery } from './delivery.ts';

const world = buildWorld();
const campaign = (id: number) => world.campaigns.find((c) => c.campaignId === id)!;
const now = WORLD_EPOCH;

describe('delivery', () => {
  it('is the same for the same seed, campaign and day, and differs by seed', () => {
    const day = dayStart(now) - 3 * DAY_MS;
    const running = campaign(CampaignId.running);
    expect(dailyDelivery(DEFAULT_SEED, running, day, now)).toEqual(dailyDelivery(DEFAULT_SEED, running, day, now));
    expect(dailyDelivery(DEFAULT_SEED, running, day, now).impressions).toBeGreaterThan(0);
    expect(dailyDelivery(1, running, day, now)).not.toEqual(dailyDelivery(DEFAULT_SEED, running, day, now));
  });

  it('is nothing for draft and pending campaigns, before the start and from today on', () => {
    expect(lifetimeDelivery(DEFAULT_SEED, campaign(CampaignId.draft), now).impressions).toBe(0);
    expect(lifetimeDelivery(DEFAULT_SEED, campaign(CampaignId.pending), now).impressions).toBe(0);
    const running = campaign(CampaignId.running);
    expect(dailyDelivery(DEFAULT_SEED, running, dayStart(running.startTime) - DAY_MS, now).impressions).toBe(0);
    expect(dailyDelivery(DEFAULT_SEED, running, dayStart(now), now).impressions).toBe(0);
  });

  it('grows as the mock clock moves on for a running campaign', () => {
    const running = campaign(CampaignId.running);
    const later = now + 5 * DAY_MS;
    expect(lifetimeDelivery(DEFAULT_SEED, running, later).impressions).toBeGreaterThan(lifetimeDelivery(DEFAULT_SEED, running, now).impressions);
  });

  it('keeps a total equal to the sum of its days', () => {
    const running = campaign(CampaignId.running);
    const from = running.startTime;
    const days = Array.from({ length: 10 }, (_, i) => dailyDelivery(DEFAULT_SEED, running, dayStart(from) + i * DAY_MS, now));
    expect(deliveryBetween(DEFAULT_SEED, running, from, dayStart(from) + 9 * DAY_MS, now)).toEqual(addDeliveries(days));
  });

  it('splits into integer parts that add up to the total exactly', () => {
    const total = lifetimeDelivery(DEFAULT_SEED, campaign(CampaignId.running), now);
    const parts = splitDelivery(DEFAULT_SEED, 'state', total, ['CA', 'NY', 'TX']);
    expect(addDeliveries(parts.values())).toEqual(total);
    for (const part of parts.values()) expect(Number.isInteger(part.impressions)).toBe(true);
  });

  it('derives ratios from the counts', () => {
    const m = metrics(lifetimeDelivery(DEFAULT_SEED, campaign(CampaignId.running), now));
    expect(m.CTR).toBeCloseTo(m.clicks / m.impressions, 6);
    expect(m.eCPM).toBeCloseTo((m.spent / m.impressions) * 1000, 3);
    expect(m.spent).toBeCloseTo(m.mediaSpent + m.dataCost + m.prebidCost, 2);
  });
});
