/**
 * Everything the mock remembers: the world (owned by the domain modules), tokens,
 * the outbox, the files it serves for download, the request journal and the
 * rate-limit window, all on one clock. A server holds one MockState per session
 * (mock/core/worlds.ts).
 * `reset` brings back the world of a seed in one place; `snapshot` and `restore`
 * write and read the whole state as JSON, each part by its own class.
 */
import { buildWorld, DEFAULT_SEED } from '../../fixtures/world.ts';
import type { World } from '../../fixtures/types.ts';
import { Clock, type ClockState } from './clock.ts';
import { defaultDownloadLimits, Downloads, type DownloadLimits, type DownloadsState } from './downloads.ts';
import { Journal, type JournalState } from './journal.ts';
import { Outbox, type OutboxState } from './outbox.ts';
import { RateLimiter, type RateLimitState } from './rate-limit.ts';
import { Sessions, type SessionsState } from './sessions.ts';
import { SnapshotMismatch, SnapshotReader } from './snapshot-reader.ts';
import { parseWorld, worldToJSON } from './world-snapshot.ts';

export interface StateOptions {
  seed: number;
  /** Requests a minute per caller; null turns the limit off. */
  rateLimit: number | null;
  /** A frozen clock moves only through POST /__mock/clock. */
  frozenClock: boolean;
  journalSize: number;
  /** Bounds of the file store (the default session keeps more than the others, mock/core/worlds.ts). */
  downloadLimits?: DownloadLimits;
}

export const defaultStateOptions: StateOptions = {
  seed: DEFAULT_SEED,
  rateLimit: 20,
  frozenClock: false,
  journalSize: 500,
};

/** Snapshots this mock writes and reads; another version is refused, not guessed at. */
export const SNAPSHOT_VERSION = 1;

/** The whole state as JSON (GET /__mock/snapshot, --save-state). */
export interface StateSnapshot {
  version: typeof SNAPSHOT_VERSION;
  seed: number;
  world: World;
  clock: ClockState;
  sessions: SessionsState;
  outbox: OutboxState;
  downloads: DownloadsState;
  journal: JournalState;
  rateLimit: RateLimitState;
}

export class MockState {
  world: World;
  seed: number;
  readonly clock: Clock;
  readonly sessions = new Sessions();
  readonly outbox = new Outbox();
  readonly downloads: Downloads;
  readonly journal: Journal;
  readonly rateLimiter: RateLimiter;

  constructor(readonly options: StateOptions) {
    this.seed = options.seed;
    this.world = buildWorld(options.seed);
    this.clock = new Clock(this.world.epoch, options.frozenClock);
    this.downloads = new Downloads(options.downloadLimits ?? defaultDownloadLimits);
    this.journal = new Journal(options.journalSize);
    this.rateLimiter = new RateLimiter(options.rateLimit);
  }

  /**
   * The one place a new world takes over (a reset, a restored snapshot): anything
   * derived from the world is rebuilt here.
   */
  replaceWorld(world: World): void {
    this.world = world;
  }

  /** Rebuilds the world; `settings` hold until the next reset, absent ones are the start options. */
  reset(settings: Partial<Pick<StateOptions, 'seed' | 'rateLimit' | 'frozenClock'>> = {}): void {
    const { seed, rateLimit, frozenClock } = { ...this.options, ...settings };
    this.seed = seed;
    this.replaceWorld(buildWorld(seed));
    // Back to the epoch and to the mode asked for (or started with): a clock unfrozen
    // through the admin API must not keep running into the next replay.
    this.clock.setFrozen(frozenClock);
    this.clock.set(this.world.epoch);
    this.sessions.clear();
    this.outbox.clear();
    this.downloads.clear();
    this.journal.clear();
    this.rateLimiter.reset(rateLimit);
  }

  /** The whole state as detached JSON: restoring it gives back this state, tokens included. */
  snapshot(): StateSnapshot {
    return {
      version: SNAPSHOT_VERSION,
      seed: this.seed,
      world: worldToJSON(this.world),
      clock: this.clock.toJSON(),
      sessions: this.sessions.toJSON(),
      outbox: this.outbox.toJSON(),
      downloads: this.downloads.toJSON(),
      journal: this.journal.toJSON(),
      rateLimit: this.rateLimiter.toJSON(),
    };
  }

  /**
   * Replaces the whole state with a snapshot's. Every part is read and checked
   * before any is applied: a snapshot that does not fit throws SnapshotMismatch
   * and leaves the state as it was.
   */
  restore(value: unknown): void {
    const read = SnapshotReader.of(value, '');
    if (read.raw('version') !== SNAPSHOT_VERSION) throw new SnapshotMismatch('version', `${SNAPSHOT_VERSION} (the version this mock writes)`);
    const seed = read.integer('seed');
    const world = parseWorld(read.raw('world'), 'world');
    const clock = Clock.parse(read.raw('clock'), 'clock');
    const sessions = Sessions.parse(read.raw('sessions'), 'sessions');
    const outbox = Outbox.parse(read.raw('outbox'), 'outbox');
    const downloads = Downloads.parse(read.raw('downloads'), 'downloads');
    const journal = Journal.parse(read.raw('journal'), 'journal');
    const rateLimit = RateLimiter.parse(read.raw('rateLimit'), 'rateLimit');

    this.seed = seed;
    this.replaceWorld(world);
    this.clock.restore(clock);
    this.sessions.restore(sessions);
    this.outbox.restore(outbox);
    this.downloads.restore(downloads);
    this.journal.restore(journal);
    this.rateLimiter.restore(rateLimit);
  }
}
