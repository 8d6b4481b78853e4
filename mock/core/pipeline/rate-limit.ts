/**
 * The platform's limit of N requests a minute, as sliding windows of request
 * times. Keys are chosen by the pipeline (spec/DECISIONS.md L1): a verified user or
 * client is counted in its session, on the session's clock; a caller known only by
 * its address is counted in the server's windows, on real time, whichever session
 * it names, so switching X-Mock-Session opens no new window.
 * Memory stays bounded however many callers come and go (L4): a window holds only
 * the times inside it, a key whose window has emptied is forgotten, and past
 * `maxRateKeys` the least recently seen key goes.
 */
import { createHash } from 'node:crypto';
import { numberItem, SnapshotMismatch, SnapshotReader } from '../state/snapshot-reader.ts';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the oldest request in the window leaves it. */
  retryAfterSeconds: number;
}

export const windowMs = 60_000;
/** Distinct callers remembered at once; a team's runs use a few dozen (users, clients, addresses). */
export const maxRateKeys = 10_000;
/** Idle keys looked at per request: more than the one key a request can add, so idle keys drain. */
export const idleChecksPerTake = 2;
/** Keys of callers known only by their address (pipeline.ts rateKey). */
export const addressKeyPrefix = 'ip:';

const allowed: RateDecision = { allowed: true, retryAfterSeconds: 0 };

/** One window of request times per key, keys least recently seen first: the store behind every limit. */
export class RateWindows {
  /** Times of the requests inside each key's window, oldest first. */
  private readonly windows = new Map<string, number[]>();

  /** Keys remembered now. */
  get size(): number {
    return this.windows.size;
  }

  /** Counts a request of `key` at `now` unless its window already holds `limit`. */
  take(key: string, now: number, limit: number): RateDecision {
    this.forgetIdle(now);
    const id = compactKey(key);
    const window = this.takeWindow(id, now);
    if (window.length >= limit) {
      this.putWindow(id, window);
      return { allowed: false, retryAfterSeconds: retryAfter(window, now) };
    }
    window.push(now);
    this.putWindow(id, window);
    return allowed;
  }

  clear(): void {
    this.windows.clear();
  }

  /** Each key's window, keys least recently seen first (detached copies). */
  toJSON(): RateLimitState['windows'] {
    return [...this.windows].map(([key, times]) => ({ key, times: [...times] }));
  }

  /** Puts back windows a snapshot kept (keys already digests). */
  restore(windows: RateLimitState['windows']): void {
    this.windows.clear();
    for (const { key, times } of windows) if (times.length > 0) this.windows.set(key, times);
  }

  /** Removes the key's window and returns it trimmed to the window at `now`. */
  private takeWindow(id: string, now: number): number[] {
    const window = this.windows.get(id) ?? [];
    this.windows.delete(id);
    trimWindow(window, now);
    return window;
  }

  /**
   * Puts a window back as the most recently seen, evicting the least recently seen key when full.
   * The window is never empty: it holds the request just counted, or the limit's worth (a limit is 1 or more).
   */
  private putWindow(id: string, window: number[]): void {
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

/**
 * The windows of callers known only by their address, one set per server, shared
 * by its sessions (mock/core/state/worlds.ts). On real time: each session has a clock of
 * its own (a new session's starts at the world's epoch), and times of several
 * clocks in one window would drop or pin each other.
 */
export class AddressWindows {
  private readonly windows = new RateWindows();

  constructor(private readonly realNow: () => number = () => performance.now()) {}

  take(key: string, limit: number): RateDecision {
    return this.windows.take(key, this.realNow(), limit);
  }

  clear(): void {
    this.windows.clear();
  }
}

/** A session's limit: its own windows of users and clients, and the server's windows of addresses. */
export class RateLimiter {
  private readonly windows = new RateWindows();
  /** A state of its own keeps its own; MockWorlds hands every session of a server the same (shareAddresses). */
  private addresses = new AddressWindows();

  constructor(private currentLimit: number | null) {}

  get limit(): number | null {
    return this.currentLimit;
  }

  /** Keys of users and clients remembered now (for tests and the soak run). */
  get size(): number {
    return this.windows.size;
  }

  /** Counts addresses in `addresses` from now on: the windows every session of a server shares. */
  shareAddresses(addresses: AddressWindows): void {
    this.addresses = addresses;
  }

  /**
   * Counts a request against the limit: a user's or a client's on the session's
   * clock (`now`), an address's (`ip:` keys) in the shared windows, on real time.
   */
  take(key: string, now: number): RateDecision {
    if (this.currentLimit === null) return allowed;
    if (key.startsWith(addressKeyPrefix)) return this.addresses.take(key, this.currentLimit);
    return this.windows.take(key, now, this.currentLimit);
  }

  /**
   * Forgets every window and starts over with `limit`. The addresses' windows go
   * too, though other sessions share them: a reset promises empty windows, and a
   * caller that may reset a session may as well turn its limit off.
   */
  reset(limit: number | null): void {
    this.windows.clear();
    this.addresses.clear();
    this.currentLimit = limit;
  }

  /** The limiter's part of a state snapshot: the limit, and each user's and client's window (keys least recently seen first). */
  toJSON(): RateLimitState {
    return { limit: this.currentLimit, windows: this.windows.toJSON() };
  }

  static parse(value: unknown, path: string): RateLimitState {
    const read = SnapshotReader.of(value, path);
    const state = { limit: read.nullable('limit', (reader, key) => reader.integer(key, 1)), windows: read.list('windows', readWindow) };
    if (state.windows.length > maxRateKeys) throw new SnapshotMismatch(`${path}.windows`, `at most ${maxRateKeys} windows`);
    return state;
  }

  /** Replaces the limit and the windows with those of a parsed snapshot part (a reset first, as for the world). */
  restore(state: RateLimitState): void {
    this.reset(state.limit);
    this.windows.restore(state.windows);
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
  // Each time from the second on against the one before it (times[i] is that one).
  if (times.slice(1).some((t, i) => t < times[i]!)) throw new SnapshotMismatch(`${path}.times`, 'times in ascending order');
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
  // An empty window has no time later than now.
  while ((times.at(-1) ?? -Infinity) > now) times.pop();
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
