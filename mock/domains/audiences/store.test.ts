import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../../fixtures/world.ts';
import { matchRateFor } from './rules.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import type { MockState } from '../../core/state/state.ts';
import type { Audience } from './model.ts';
import { audienceReady, createAudience, deleteAudience, isAttached, pendingAudiences, PROCESSING_MS } from './store.ts';

const caller = { owId: 1001, membership: { uowId: 5001 } } as Caller;
const state = {} as MockState;

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

  it('deletes the first audience of the list too', () => {
    const world = buildWorld();
    const first = world.audiences[0]!.audienceId;
    deleteAudience(world, first);
    expect(world.audiences.some((a) => a.audienceId === first)).toBe(false);
  });

  it('gives a new audience the id 4500 in the default world, and one above every id a larger world holds (AU10)', () => {
    const world = buildWorld();
    expect(createAudience(world, caller, { name: 'First', typeId: 1 }, world.epoch).audienceId).toBe(4500);
    const large = buildWorld(undefined, 10);
    const highest = Math.max(...large.audiences.map((a) => a.audienceId));
    expect(highest).toBeGreaterThanOrEqual(4500);
    expect(createAudience(large, caller, { name: 'Next', typeId: 1 }, large.epoch).audienceId).toBe(highest + 1);
  });

  it('creates an audience Processing, no voter audience unless asked, Ready after PROCESSING_MS', () => {
    const world = buildWorld();
    const audience = createAudience(world, caller, { name: 'Contextual', typeId: 5 }, world.epoch);
    expect(audience).toMatchObject({ status: 'processing', readyAt: world.epoch + PROCESSING_MS, isVoterAudience: false, uniques: 0, dataCost: 0 });
    expect(createAudience(world, caller, { name: 'Voters', typeId: 1, isVoterAudience: true }, world.epoch).isVoterAudience).toBe(true);
  });
});

describe('an audience turning Ready on the clock', () => {
  const processing = (readyAt: number | null, status: Audience['status'] = 'processing') => ({ audienceId: 1, status, readyAt, modifiedAt: 0 }) as Audience;

  it('turns a Processing audience approved once its ready time has come, dated then', () => {
    const audience = processing(100);
    const task = audienceReady(audience);
    expect(task.at).toBe(100);
    task.run(state, 150);
    expect(audience).toMatchObject({ status: 'approved', readyAt: null, modifiedAt: 150 });
  });

  it('does nothing when the task has gone stale: the ready time moved later, cleared, or the audience no longer Processing', () => {
    const later = processing(100);
    const task = audienceReady(later);
    later.readyAt = 200;
    task.run(state, 150);
    const cleared = processing(100);
    const clearedTask = audienceReady(cleared);
    cleared.readyAt = null;
    clearedTask.run(state, 150);
    const pending = processing(100, 'pending');
    audienceReady(pending).run(state, 150);
    expect([later, cleared, pending].map((a) => [a.status, a.modifiedAt])).toEqual([
      ['processing', 0],
      ['processing', 0],
      ['pending', 0],
    ]);
  });

  it('finds a task for each Processing audience with a ready time, and none for the others', () => {
    const world = buildWorld();
    world.audiences.splice(
      0,
      world.audiences.length,
      processing(100),
      processing(null),
      { ...processing(300), status: 'approved' },
      processing(400, 'pending'),
    );
    expect([...pendingAudiences(world)].map((task) => task.at)).toEqual([100]);
  });
});
