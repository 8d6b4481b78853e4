/**
 * Snapshots are total: every part of MockState is written, and written as plain
 * JSON. A part added fails here until the snapshot handles it (MockState.snapshot;
 * the world's parts: mock/domains/world-snapshot.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED, defaultWorldSource, loadResponseValidators } from '../../server.ts';
import { domainEmailKinds } from '../../domains/index.ts';
import { defaultStateOptions as defaultsButWorld, MockState } from './state.ts';

const defaultStateOptions = {
  ...defaultsButWorld,
  seed: DEFAULT_SEED,
  worldSource: defaultWorldSource,
  emailKinds: domainEmailKinds,
  ruleResponses: loadResponseValidators,
};

describe('MockState in a snapshot', () => {
  it('has a snapshot part for each of its parts', () => {
    const state = new MockState(defaultStateOptions);
    // A new field of MockState must either be written into snapshots (and read back in
    // restore), or be derived from the world and rebuilt in replaceWorld; then list it here.
    const written = {
      world: 'world',
      seed: 'seed',
      clock: 'clock',
      sessions: 'sessions',
      outbox: 'outbox',
      downloads: 'downloads',
      keptAssets: 'keptAssets',
      journal: 'journal',
      rateLimiter: 'rateLimit',
      rules: 'rules',
    };
    // Answers remembered from the world: forgotten in replaceWorld, never written.
    const derived = ['reads'];
    const notState = ['options', ...derived];
    expect(
      Object.keys(state)
        .filter((key) => !notState.includes(key))
        .sort(),
    ).toEqual(Object.keys(written).sort());
    expect(Object.keys(state.snapshot()).sort()).toEqual(['version', ...Object.values(written)].sort());
  });

  it('restores into a state of other start options the same JSON', async () => {
    const source = new MockState({ ...defaultStateOptions, seed: 11, frozenClock: true });
    source.sessions.issue(1001, 1001, source.clock.now());
    source.clock.advance(60_000);
    const taken = JSON.stringify(source.snapshot());
    const target = new MockState(defaultStateOptions);
    await target.restore(JSON.parse(taken));
    expect(JSON.stringify(target.snapshot())).toBe(taken);
    expect(target.seed).toBe(11);
  });
});
