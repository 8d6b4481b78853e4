/**
 * The platform's limit of N requests a minute, as a sliding window on the mock
 * clock. Keys are chosen by the pipeline (see spec/DECISIONS.md L1: per user).
 * Memory stays bounded however many callers come and go (L4): a window holds only
 * the times inside it, a key whose window has emptied is forgotten, and past
 * `maxRateKeys` the least recently seen key goes.
 */
import { createHash } from 'node:crypto';
import { numberItem, SnapshotMismatch, SnapshotReader } from './snapshot-reader.ts';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the oldest request in the window leaves it. */
  retryAfterSeconds: number;
}

export const windowMs = 60_000;
/** Distinct callers remembered at once; a team's runs use a few dozen (users, clients, addresses). */
export const maxRateKeys = 10_000;
/** Idle keys looked at per request: more than the one key a request can add, so idle keys drain. */
const idleChecksPerTake = 2;

const allowed: RateDecision = { allowed: true, retryAfterSeconds: 0 };

export class RateLimiter {
  /** Times of the requests inside each key's window, oldest first; keys least recently seen first. */
  private readonly windows = new Map<string, number[]>();

  constructor(private currentLimit: number | null) {}

  get limit(): number | null {
    return this.currentLimit;
  }

  /** Keys remembered now (for tests and the soak run). */
  get size(): number {
    return this.windows.size;
  }

  take(key: string, now: number): RateDecision {
    if (this.currentLimit === null) return allowed;
    this.forgetIdle(now);
    const id = compactKey(key);
    const window = this.takeWindow(id, now);
    if (window.length >= this.currentLimit) {
      this.putWindow(id, window);
      return { allowed: false, retryAfterSeconds: retryAfter(window, now) };
    }
    window.push(now);
    this.putWindow(id, window);
    return allowed;
  }

  /** Forgets every window and starts over with `limit`. */
  reset(limit: number | null): void {
    this.windows.clear();
    this.currentLimit = limit;
  }

  /** The limiter's part of a state snapshot: the limit, and each key's window (keys least recently seen first). */
  toJSON(): RateLimitState {
    return { limit: this.currentLimit, windows: [...this.windows].map(([key, times]) => ({ key, times: [...times] })) };
  }

  static parse(value: unknown, path: string): RateLimitState {
    const read = SnapshotReader.of(value, path);
    const state = { limit: read.nullable('limit', (reader, key) => reader.integer(key, 1)), windows: read.list('windows', readWindow) };
    if (state.windows.length > maxRateKeys) throw new SnapshotMismatch(`${path}.windows`, `at most ${maxRateKeys} windows`);
    return state;
  }

  /** Replaces the limit and the windows with those of a parsed snapshot part. */
  restore(state: RateLimitState): void {
    this.reset(state.limit);
    for (const { key, times } of state.windows) if (times.length > 0) this.windows.set(key, times);
  }

  /** Removes the key's window and returns it trimmed to the window at `now`. */
  private takeWindow(id: string, now: number): number[] {
    const window = this.windows.get(id) ?? [];
    this.windows.delete(id);
    trimWindow(window, now);
    return window;
  }

  /** Puts a window back as the most recently seen, evicting the least recently seen key when full. */
  private putWindow(id: string, window: number[]): void {
    if (window.length === 0) return;
    if (this.windows.size >= maxRateKeys) this.windows.delete(this.windows.keys().next().value!);
    this.windows.set(id, window);
  }

  /** Forgets the least recently seen keys whose windows have emptied, a few per request. */
  private forgetIdle(now: number): void {
    for (let checked = 0; checked < idleChecksPerTake; checked += 1) {
      const first = this.windows.entries().next();
      if (first.done) return;
      const [id, window] = first.value;
      trimWindow(window, now);
      if (window.length > 0) return;
      this.windows.delete(id);
    }
  }
}

/** What a snapshot keeps of the rate limit: keys are digests (compactKey), times ascending. */
export interface RateLimitState {
  limit: number | null;
  windows: Array<{ key: string; times: number[] }>;
}

function readWindow(item: unknown, path: string): { key: string; times: number[] } {
  const read = SnapshotReader.of(item, path);
  const times = read.list('times', numberItem);
  if (times.some((t, i) => i > 0 && t < times[i - 1]!)) throw new SnapshotMismatch(`${path}.times`, 'times in ascending order');
  return { key: read.string('key'), times };
}

/**
 * Keeps only the times inside the window that ends at `now`, in place (a window
 * may hold many times under a high limit; no copy per request). A time later than
 * `now` means the clock was moved back: it is dropped, or the caller would wait out
 * all the time the clock went back before the window let it in again. Times are
 * ascending: each is `now` when pushed, after every later one was dropped.
 */
function trimWindow(times: number[], now: number): void {
  let left = 0;
  while (left < times.length && times[left]! <= now - windowMs) left += 1;
  times.splice(0, left);
  while (times.length > 0 && times[times.length - 1]! > now) times.pop();
}

function retryAfter(window: number[], now: number): number {
  const oldest = window[0] ?? now;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

/**
 * A key is kept as a digest of fixed size: keys carry what the caller sent (a
 * client id from the Basic header), which may be huge, or a slice of a huge header
 * that V8 would keep alive along with it.
 */
function compactKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
