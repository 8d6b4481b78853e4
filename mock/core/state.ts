/**
 * Everything the mock remembers: the world (owned by the domain modules), tokens,
 * the outbox, the files it serves for download, the uploads it keeps, the request journal and the
 * rate-limit window, all on one clock.
 * `reset` brings back the world of a seed in one place.
 */
import { buildWorld, DEFAULT_SEED } from '../../fixtures/world.ts';
import type { World } from '../../fixtures/types.ts';
import { Clock } from './clock.ts';
import { KeptAssets } from '../assets/store.ts';
import { Downloads } from './downloads.ts';
import { Journal } from './journal.ts';
import { Outbox } from './outbox.ts';
import { RateLimiter } from './rate-limit.ts';
import { ReadCache } from './read-cache.ts';
import { Sessions } from './sessions.ts';

export interface StateOptions {
  seed: number;
  /** How many times the default world's crowds (fixtures/world.ts buildWorld); kept across resets. */
  scale: number;
  /** Requests a minute per caller; null turns the limit off. */
  rateLimit: number | null;
  /** A frozen clock moves only through POST /__mock/clock. */
  frozenClock: boolean;
  journalSize: number;
}

export const defaultStateOptions: StateOptions = {
  seed: DEFAULT_SEED,
  scale: 1,
  rateLimit: 20,
  frozenClock: false,
  journalSize: 500,
};

export class MockState {
  world: World;
  seed: number;
  readonly clock: Clock;
  readonly sessions = new Sessions();
  readonly outbox = new Outbox();
  readonly downloads = new Downloads();
  /** Uploaded avatars, creative files and matched files the mock kept, served at /assets/. */
  readonly keptAssets = new KeptAssets();
  readonly journal: Journal;
  readonly rateLimiter: RateLimiter;
  /** Answers worked out from the world, until it may change (mock/core/read-cache.ts). */
  readonly reads = new ReadCache();

  constructor(readonly options: StateOptions) {
    this.seed = options.seed;
    this.world = buildWorld(options.seed, options.scale);
    this.clock = new Clock(this.world.epoch, options.frozenClock);
    this.journal = new Journal(options.journalSize);
    this.rateLimiter = new RateLimiter(options.rateLimit);
  }

  /** Rebuilds the world; `settings` hold until the next reset, absent ones are the start options. */
  reset(settings: Partial<Pick<StateOptions, 'seed' | 'rateLimit' | 'frozenClock'>> = {}): void {
    const { seed, rateLimit, frozenClock } = { ...this.options, ...settings };
    this.seed = seed;
    this.world = buildWorld(seed, this.options.scale);
    // Back to the epoch and to the mode asked for (or started with): a clock unfrozen
    // through the admin API must not keep running into the next replay.
    this.clock.setFrozen(frozenClock);
    this.clock.set(this.world.epoch);
    this.sessions.clear();
    this.outbox.clear();
    this.downloads.clear();
    this.keptAssets.clear();
    this.journal.clear();
    this.reads.clear();
    this.rateLimiter.reset(rateLimit);
  }
}
