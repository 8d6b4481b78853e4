/**
 * Snapshots are total: every part of the world and of MockState is written, and
 * written as plain JSON. A part added to either fails here until the snapshot
 * handles it (mock/core/world-snapshot.ts, MockState.snapshot).
 */
import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../fixtures/world.ts';
import { defaultStateOptions, MockState } from './state.ts';
import { parseWorld, worldParts, worldToJSON } from './world-snapshot.ts';

describe('the world in a snapshot', () => {
  it('names every part a built world has, and no other', () => {
    expect(Object.keys(worldParts).sort()).toEqual(Object.keys(buildWorld()).sort());
  });

  it.each([4010, 7])('is plain JSON for seed %i: no Map, Set, Date, Buffer or undefined that JSON would lose', (seed) => {
    const world = buildWorld(seed);
    expect(worldToJSON(world)).toStrictEqual(world);
  });

  it('reads back as a detached copy', () => {
    const world = buildWorld();
    const copy = parseWorld(worldToJSON(world), 'world');
    expect(copy).toStrictEqual(world);
    copy.users[0]!.email = 'changed@example.com';
    expect(world.users[0]!.email).not.toBe('changed@example.com');
  });
});

describe('MockState in a snapshot', () => {
  it('has a snapshot part for each of its parts', () => {
    const state = new MockState(defaultStateOptions);
    // A new field of MockState must either be written into snapshots (and read back in
    // restore), or be derived from the world and rebuilt in replaceWorld; then list it here.
    const written = { world: 'world', seed: 'seed', clock: 'clock', sessions: 'sessions', outbox: 'outbox', downloads: 'downloads', keptAssets: 'keptAssets', journal: 'journal', rateLimiter: 'rateLimit' };
    // Answers remembered from the world: forgotten in replaceWorld, never written.
    const derived = ['reads'];
    const notState = ['options', ...derived];
    expect(Object.keys(state).filter((key) => !notState.includes(key)).sort()).toEqual(Object.keys(written).sort());
    expect(Object.keys(state.snapshot()).sort()).toEqual(['version', ...Object.values(written)].sort());
  });

  it('restores into a state of other start options the same JSON', () => {
    const source = new MockState({ ...defaultStateOptions, seed: 11, frozenClock: true });
    source.sessions.issue(1001, 1001, source.clock.now());
    source.clock.advance(60_000);
    const taken = JSON.stringify(source.snapshot());
    const target = new MockState(defaultStateOptions);
    target.restore(JSON.parse(taken));
    expect(JSON.stringify(target.snapshot())).toBe(taken);
    expect(target.seed).toBe(11);
  });
});
