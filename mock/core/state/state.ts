/**
 * Everything the mock remembers: the world (owned by the domain modules), tokens,
 * the outbox, the files it serves for download, the uploads it keeps, the request
 * journal, the rate-limit window and the answers it remembers, all on one clock. A server holds one MockState per session
 * (mock/core/state/worlds.ts).
 * `reset` brings back the world of a seed in one place; `snapshot` and `restore`
 * write and read the whole state as JSON, each part by its own class.
 */
import { AnswerRules, type AnswerRulesState, type RuleDefinition } from '../pipeline/answer-rules.ts';
import { Clock, type ClockState } from './clock.ts';
import { defaultDownloadLimits, Downloads, relinked, type DownloadLimits, type DownloadsState } from './downloads.ts';
import { Journal, type JournalSnapshot } from '../pipeline/journal.ts';
import { KeptAssets, type KeptAssetsState } from './kept-assets.ts';
import { Outbox, type Email, type OutboxState } from './outbox.ts';
import { RateLimiter, type RateLimitState } from '../pipeline/rate-limit.ts';
import { ReadCache } from './read-cache.ts';
import { Sessions, type SessionsState } from './sessions.ts';
import { SnapshotMismatch, SnapshotReader } from './snapshot-reader.ts';
import type { ValidatorLookup } from '../pipeline/validation.ts';
import type { World, WorldSource } from './world.ts';

export interface StateOptions {
  seed: number;
  /** Builds, writes and reads the world (the composition root, mock/server.ts, gives the default world's). */
  worldSource: WorldSource;
  /** The kinds of e-mail the domains send (each declares its own): a snapshot's e-mail of another kind is refused. */
  emailKinds: readonly string[];
  /** How many times the default world's crowds; kept across resets. */
  scale: number;
  /** Requests a minute per caller; null turns the limit off. */
  rateLimit: number | null;
  /** A frozen clock moves only through POST /__mock/clock. */
  frozenClock: boolean;
  journalSize: number;
  /** Bounds of the file store (the default session keeps more than the others, mock/core/state/worlds.ts). */
  downloadLimits?: DownloadLimits;
  /**
   * The answer rules every session starts with, and gets back at a reset (`--rules FILE`,
   * checked). The server's own list: MockServer.addRules adds to it.
   */
  startRules: readonly RuleDefinition[];
  /** Loads the response validators a restored rule's custom answer is checked with (loaded on first use: megabytes of code). */
  ruleResponses: () => Promise<ValidatorLookup>;
}

/** The defaults of everything but what the domains give: the world's seed and source, and the e-mail kinds (mock/server.ts). */
export const defaultStateOptions: Omit<StateOptions, 'seed' | 'worldSource' | 'emailKinds' | 'ruleResponses'> = {
  scale: 1,
  startRules: [],
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
  keptAssets: KeptAssetsState;
  journal: JournalSnapshot;
  rateLimit: RateLimitState;
  /** The answer rules, with what each has seen and answered (M25). */
  rules: AnswerRulesState;
}

export class MockState {
  world: World;
  seed: number;
  readonly clock: Clock;
  readonly sessions = new Sessions();
  readonly outbox = new Outbox();
  readonly downloads: Downloads;
  /** Uploaded avatars, creative files and matched files the mock kept, served at /assets/. */
  readonly keptAssets = new KeptAssets();
  readonly journal: Journal;
  readonly rateLimiter: RateLimiter;
  /** Answers worked out from the world, until it may change (mock/core/state/read-cache.ts). */
  readonly reads = new ReadCache();
  /** Answers forced from the server side (POST /__mock/rules, mock/core/pipeline/answer-rules.ts). */
  readonly rules = new AnswerRules();

  constructor(readonly options: StateOptions) {
    this.seed = options.seed;
    this.world = options.worldSource.build(options.seed, options.scale);
    this.clock = new Clock(this.world.epoch, options.frozenClock);
    this.downloads = new Downloads(options.downloadLimits ?? defaultDownloadLimits);
    this.journal = new Journal(options.journalSize);
    this.rateLimiter = new RateLimiter(options.rateLimit);
    this.rules.reset(options.startRules);
  }

  /**
   * The one place a new world takes over (a reset, a restored snapshot): anything
   * derived from the world is rebuilt here.
   */
  replaceWorld(world: World): void {
    this.world = world;
    // The due queue belongs to the world object and fills itself from the new one (mock/core/state/due-queue.ts).
    this.reads.clear();
  }

  /** Rebuilds the world; `settings` hold until the next reset, absent ones are the start options. */
  reset(settings: Partial<Pick<StateOptions, 'seed' | 'rateLimit' | 'frozenClock'>> = {}): void {
    const { seed, rateLimit, frozenClock } = { ...this.options, ...settings };
    this.seed = seed;
    this.replaceWorld(this.options.worldSource.build(seed, this.options.scale));
    // Back to the epoch and to the mode asked for (or started with): a clock unfrozen
    // through the admin API must not keep running into the next replay.
    this.clock.setFrozen(frozenClock);
    this.clock.set(this.world.epoch);
    this.sessions.clear();
    this.outbox.clear();
    this.downloads.clear();
    this.keptAssets.clear();
    this.journal.clear();
    this.rateLimiter.reset(rateLimit);
    this.rules.reset(this.options.startRules);
  }

  /** The whole state as detached JSON: restoring it gives back this state, tokens included. */
  snapshot(): StateSnapshot {
    return {
      version: SNAPSHOT_VERSION,
      seed: this.seed,
      world: this.options.worldSource.toJSON(this.world),
      clock: this.clock.toJSON(),
      sessions: this.sessions.toJSON(),
      outbox: this.outbox.toJSON(),
      downloads: this.downloads.toJSON(),
      keptAssets: this.keptAssets.toJSON(),
      journal: this.journal.toJSON(),
      rateLimit: this.rateLimiter.toJSON(),
      rules: this.rules.toJSON(),
    };
  }

  /**
   * Replaces the whole state with a snapshot's. Every part is read and checked
   * before any is applied: a snapshot that does not fit throws SnapshotMismatch
   * and leaves the state as it was. Async only for the rules' check, which may load
   * the response validators; nothing is applied before it is done.
   */
  async restore(value: unknown): Promise<void> {
    const read = SnapshotReader.of(value, '');
    if (read.raw('version') !== SNAPSHOT_VERSION) throw new SnapshotMismatch('version', `${SNAPSHOT_VERSION} (the version this mock writes)`);
    const seed = read.integer('seed');
    const world = this.options.worldSource.parse(read.raw('world'), 'world');
    const clock = Clock.parse(read.raw('clock'), 'clock');
    const sessions = Sessions.parse(read.raw('sessions'), 'sessions');
    const outbox = Outbox.parse(read.raw('outbox'), 'outbox', this.options.emailKinds);
    const downloads = Downloads.parse(read.raw('downloads'), 'downloads');
    const keptAssets = KeptAssets.parse(read.raw('keptAssets'), 'keptAssets');
    const journal = Journal.parse(read.raw('journal'), 'journal');
    const rateLimit = RateLimiter.parse(read.raw('rateLimit'), 'rateLimit');
    const rules = await AnswerRules.parse(read.raw('rules'), 'rules', this.options.ruleResponses);

    this.seed = seed;
    this.replaceWorld(world);
    this.clock.restore(clock);
    this.sessions.restore(sessions);
    // Restored files get new ids (Downloads.restore): the e-mails' links follow them.
    const renamed = this.downloads.restore(downloads);
    this.outbox.restore(relinkEmails(outbox, renamed));
    this.keptAssets.restore(keptAssets);
    this.journal.restore(journal);
    this.rateLimiter.restore(rateLimit);
    this.rules.restore(rules);
  }
}

/** The e-mails with their links to restored files (the link, the attachments') pointed at the files' new ids. */
function relinkEmails(outbox: OutboxState, renamed: ReadonlyMap<string, string>): OutboxState {
  const relinkEmail = (email: Email): Email => ({
    ...email,
    link: email.link === null ? null : relinked(email.link, renamed),
    attachments: email.attachments.map((attachment) => ({ ...attachment, url: relinked(attachment.url, renamed) })),
  });
  return { ...outbox, emails: outbox.emails.map(relinkEmail) };
}
