import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../../fixtures/world.ts';
import { matchRateFor } from './rules.ts';
import type { Caller } from '../../core/context.ts';
import { createAudience, deleteAudience, isAttached } from './store.ts';

describe('audience store', () => {
  it('deletes an audience and its records in place, so every holder of the lists sees it gone', () => {
    const world = buildWorld();
    const audiences = world.audiences;
    const insights = world.audienceInsights;
    deleteAudience(world, 4013);
    expect(world.audiences).toBe(audiences);
    expect(world.audienceInsights).toBe(insights);
    expect(audiences.some((a) => a.audienceId === 4013)).toBe(false);
    expect(world.matchedAudiences.some((m) => m.audienceId === 4013)).toBe(false);
    expect(insights.some((i) => i.audienceId === 4013)).toBe(false);
  });

  it('deletes only the audience named: every other audience keeps its record, its details and its insights', () => {
    const world = buildWorld();
    const others = world.audiences.filter((a) => a.audienceId !== 4013).map((a) => a.audienceId);
    const otherUploads = world.matchedAudiences.filter((m) => m.audienceId !== 4013).length;
    const otherInsights = world.audienceInsights.filter((i) => i.audienceId !== 4013).length;
    deleteAudience(world, 4013);
    expect(world.audiences.map((a) => a.audienceId)).toEqual(others);
    expect(world.matchedAudiences).toHaveLength(otherUploads);
    expect(world.audienceInsights).toHaveLength(otherInsights);
  });

  it('never hands out a deleted id again, and starts anew in a new world', () => {
    const world = buildWorld();
    const caller = { owId: 1001, membership: { uowId: 5001 } } as Caller;
    const first = createAudience(world, caller, { name: 'First', typeId: 1 }, world.epoch).audienceId;
    deleteAudience(world, first);
    expect(createAudience(world, caller, { name: 'Second', typeId: 1 }, world.epoch).audienceId).toBe(first + 1);
    const fresh = buildWorld();
    expect(createAudience(fresh, caller, { name: 'First again', typeId: 1 }, fresh.epoch).audienceId).toBe(first);
  });

  it('reads attachment from the campaigns, included or excluded', () => {
    const world = buildWorld();
    expect([isAttached(world, 4001), isAttached(world, 4006), isAttached(world, 4013)]).toEqual([true, true, false]);
  });

  it('derives a match rate of 30 to 90 percent, one decimal, the same for the same record count', () => {
    for (const records of [1, 2, 3, 1000, 5_000_000]) {
      const rate = matchRateFor(records);
      expect(rate).toBeGreaterThanOrEqual(30);
      expect(rate).toBeLessThanOrEqual(90);
      expect(Math.round(rate * 10)).toBeCloseTo(rate * 10, 6);
      expect(matchRateFor(records)).toBe(rate);
    }
  });
});
