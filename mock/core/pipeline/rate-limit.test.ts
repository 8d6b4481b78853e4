/**
 * The rate limiter's memory stays bounded (spec/DECISIONS.md L4), a clock moved
 * back does not lock a caller out for the time it went back, and the windows of
 * addresses are the server's, on real time, shared by its sessions (L1).
 */
import { describe, expect, it, vi } from 'vitest';
import { describeWorld } from '../../../fixtures/world.ts';
import { buildServer } from '../../server.ts';
import { SnapshotMismatch } from '../state/snapshot-reader.ts';
import { AddressWindows, idleChecksPerTake, maxRateKeys, RateLimiter, windowMs } from './rate-limit.ts';

const t0 = Date.UTC(2026, 0, 5, 9);
const day = 24 * 60 * 60 * 1000;

/** Takes `count` requests for `key` at `now`; the decisions. */
function takeMany(limiter: RateLimiter, key: string, count: number, now: number) {
  return Array.from({ length: count }, () => limiter.take(key, now));
}

describe('the rate limiter', () => {
  it('refuses the request past the limit until the oldest leaves the window', () => {
    const limiter = new RateLimiter(20);
    expect(takeMany(limiter, 'user:1', 20, t0).every((d) => d.allowed)).toBe(true);
    expect(limiter.take('user:1', t0 + 1000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(limiter.take('user:1', t0 + windowMs).allowed).toBe(true);
  });

  it('lets a caller in at once when the clock moves back a day', () => {
    const limiter = new RateLimiter(20);
    takeMany(limiter, 'user:1', 21, t0);
    const back = t0 - day;
    expect(limiter.take('user:1', back)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = takeMany(limiter, 'user:1', 20, back).at(-1)!;
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(windowMs / 1000);
  });

  it('forgets keys whose window has emptied', () => {
    const limiter = new RateLimiter(20);
    for (let i = 0; i < 100; i += 1) limiter.take(`client:c${i}`, t0);
    limiter.take('client:last', t0 + windowMs);
    // Each request looks at a few idle keys: a short stream of them clears the rest.
    for (let i = 0; i < 60; i += 1) limiter.take('client:last', t0 + windowMs + 1);
    expect(limiter.size).toBe(1);
  });

  it('keeps at most maxRateKeys keys, evicting the least recently seen', () => {
    const limiter = new RateLimiter(1);
    limiter.take('client:first', t0);
    limiter.take('client:second', t0);
    limiter.take('client:first', t0); // seen again (refused): now the most recent
    for (let i = 0; i < maxRateKeys - 1; i += 1) limiter.take(`client:${i}`, t0);
    expect(limiter.size).toBe(maxRateKeys);
    expect(limiter.take('client:second', t0).allowed).toBe(true);
    expect(limiter.size).toBe(maxRateKeys);
  });

  it('looks at only a few idle keys per request, so a request costs little however many went idle', () => {
    const limiter = new RateLimiter(20);
    for (let i = 0; i < 100; i += 1) limiter.take(`client:c${i}`, t0);
    limiter.take('client:last', t0 + windowMs);
    expect(limiter.size).toBe(100 - idleChecksPerTake + 1);
  });

  it('lets everything through, and remembers nothing, when the limit is off', () => {
    const limiter = new RateLimiter(null);
    expect(limiter.limit).toBeNull();
    expect(takeMany(limiter, 'user:1', 100, t0).every((d) => d.allowed)).toBe(true);
    expect(limiter.size).toBe(0);
  });

  it('says which limit it counts against, and the one a reset sets', () => {
    const limiter = new RateLimiter(20);
    expect(limiter.limit).toBe(20);
    limiter.reset(3);
    expect(limiter.limit).toBe(3);
  });

  it('tells long keys apart', () => {
    const limiter = new RateLimiter(1);
    const long = 'client:' + 'x'.repeat(100_000);
    expect(limiter.take(`${long}a`, t0).allowed).toBe(true);
    expect(limiter.take(`${long}b`, t0).allowed).toBe(true);
    expect(limiter.take(`${long}a`, t0).allowed).toBe(false);
  });
});

describe('a snapshot of the limiter', () => {
  /** A limiter of limit 3 that counted two requests of user 1 and one of user 2. */
  function busyLimiter(): RateLimiter {
    const limiter = new RateLimiter(3);
    limiter.take('user:1', t0);
    limiter.take('user:2', t0 + 1);
    limiter.take('user:1', t0 + 2);
    return limiter;
  }

  it('keeps the limit and each window, keys least recently seen first', () => {
    const state = busyLimiter().toJSON();
    expect(state.limit).toBe(3);
    expect(state.windows.map((w) => w.times)).toEqual([[t0 + 1], [t0, t0 + 2]]);
    expect(state.windows.every((w) => typeof w.key === 'string' && w.key.length > 0)).toBe(true);
  });

  it('is a copy: changing it changes nothing in the limiter', () => {
    const limiter = busyLimiter();
    const state = limiter.toJSON();
    state.windows[1]!.times.push(t0 + 3);
    state.windows.pop();
    expect(limiter.toJSON().windows.map((w) => w.times)).toEqual([[t0 + 1], [t0, t0 + 2]]);
  });

  it('restores the limit and the windows: the same callers are refused, at the same point', () => {
    const restored = new RateLimiter(20);
    restored.take('user:3', t0);
    restored.restore(RateLimiter.parse(JSON.parse(JSON.stringify(busyLimiter().toJSON())), 'rateLimit'));
    expect(restored.limit).toBe(3);
    expect(restored.size).toBe(2);
    expect(restored.take('user:1', t0 + 3).allowed).toBe(true);
    expect(restored.take('user:1', t0 + 4)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(restored.take('user:3', t0 + 4).allowed).toBe(true);
  });

  it('restores no key for an empty window', () => {
    const limiter = new RateLimiter(3);
    const kept = busyLimiter().toJSON().windows[0]!;
    limiter.restore({ limit: 3, windows: [{ key: 'empty', times: [] }, kept] });
    expect(limiter.toJSON().windows).toEqual([kept]);
  });

  it('reads a limit that is off, and windows of equal times', () => {
    expect(RateLimiter.parse({ limit: null, windows: [] }, 'rateLimit')).toEqual({ limit: null, windows: [] });
    const windows = [{ key: 'k', times: [t0, t0, t0 + 1] }];
    expect(RateLimiter.parse({ limit: 5, windows }, 'rateLimit')).toEqual({ limit: 5, windows });
  });

  /** The mismatch parsing `value` throws. */
  function mismatchOf(value: unknown): SnapshotMismatch {
    try {
      RateLimiter.parse(value, 'rateLimit');
    } catch (error) {
      if (error instanceof SnapshotMismatch) return error;
      throw error;
    }
    throw new Error('parsed');
  }

  it('refuses times out of order, naming the window', () => {
    const window = (times: number[]) => ({
      limit: 5,
      windows: [
        { key: 'a', times: [1] },
        { key: 'b', times },
      ],
    });
    expect(mismatchOf(window([1, 3, 2]))).toMatchObject({ path: 'rateLimit.windows[1].times', expected: 'times in ascending order' });
    expect(mismatchOf(window([3, 1, 2])).path).toBe('rateLimit.windows[1].times');
  });

  it('refuses a window without its key or its times', () => {
    expect(mismatchOf({ limit: 5, windows: [{ times: [1] }] }).path).toBe('rateLimit.windows[0].key');
    expect(mismatchOf({ limit: 5, windows: [{ key: 'a' }] }).path).toBe('rateLimit.windows[0].times');
  });

  it('reads maxRateKeys windows, and refuses one more', () => {
    const windows = Array.from({ length: maxRateKeys }, (_, i) => ({ key: `k${i}`, times: [t0] }));
    expect(RateLimiter.parse({ limit: 5, windows }, 'rateLimit').windows).toHaveLength(maxRateKeys);
    windows.push({ key: 'one more', times: [t0] });
    expect(mismatchOf({ limit: 5, windows })).toMatchObject({ path: 'rateLimit.windows', expected: `at most ${maxRateKeys} windows` });
  });
});

describe('the windows of addresses', () => {
  it('are on real time (performance.now) unless told otherwise', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    try {
      const addresses = new AddressWindows();
      expect(addresses.take('ip:10.0.0.1', 1).allowed).toBe(true);
      expect(addresses.take('ip:10.0.0.1', 1)).toEqual({ allowed: false, retryAfterSeconds: 60 });
      now.mockReturnValue(1000 + windowMs);
      expect(addresses.take('ip:10.0.0.1', 1).allowed).toBe(true);
    } finally {
      now.mockRestore();
    }
  });

  it('are counted on real time, whatever time the caller says, and shared by every limiter handed them', () => {
    let real = 0;
    const addresses = new AddressWindows(() => real);
    const [one, other] = [new RateLimiter(2), new RateLimiter(2)];
    for (const limiter of [one, other]) limiter.shareAddresses(addresses);
    expect(one.take('ip:10.0.0.1', t0).allowed).toBe(true);
    expect(other.take('ip:10.0.0.1', t0 + day).allowed).toBe(true);
    expect(one.take('ip:10.0.0.1', t0 - day)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(one.size).toBe(0);
    real = windowMs;
    expect(other.take('ip:10.0.0.1', t0).allowed).toBe(true);
  });

  it('are emptied by a reset of any limiter sharing them, and left out of its snapshot', () => {
    const addresses = new AddressWindows();
    const [one, other] = [new RateLimiter(1), new RateLimiter(1)];
    for (const limiter of [one, other]) limiter.shareAddresses(addresses);
    one.take('ip:10.0.0.1', t0);
    expect(one.toJSON().windows).toEqual([]);
    expect(other.take('ip:10.0.0.1', t0).allowed).toBe(false);
    one.reset(1);
    expect(other.take('ip:10.0.0.1', t0).allowed).toBe(true);
  });
});

describe('the clock moved back at the API', () => {
  it('answers the next request, with no Retry-After of a day', async () => {
    const { app, state } = await buildServer({ rateLimit: 2, frozenClock: true });
    // A registered client is counted in the session, on its clock (an address is counted on real time).
    const { client } = describeWorld(state.world) as unknown as { client: { clientId: string; clientSecret: string } };
    const authorization = `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`;
    const validate = () =>
      app.inject({
        method: 'POST',
        url: '/api/v3/ua/user/email/validate',
        headers: { authorization },
        payload: { email: 'owner@acme-media.example', workspaceDomain: 'acme-media' },
      });
    await validate();
    await validate();
    expect((await validate()).statusCode).toBe(429);
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { now: state.clock.now() - day } });
    const next = await validate();
    expect(next.statusCode).toBe(200);
    expect(next.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
