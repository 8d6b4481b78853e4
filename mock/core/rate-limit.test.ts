/**
 * The rate limiter's memory stays bounded (spec/DECISIONS.md L4), a clock moved
 * back does not lock a caller out for the time it went back, and the windows of
 * addresses are the server's, on real time, shared by its sessions (L1).
 */
import { describe, expect, it } from 'vitest';
import { describeWorld } from '../../fixtures/world.ts';
import { buildServer } from '../server.ts';
import { AddressWindows, maxRateKeys, RateLimiter, windowMs } from './rate-limit.ts';

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

  it('tells long keys apart', () => {
    const limiter = new RateLimiter(1);
    const long = 'client:' + 'x'.repeat(100_000);
    expect(limiter.take(`${long}a`, t0).allowed).toBe(true);
    expect(limiter.take(`${long}b`, t0).allowed).toBe(true);
    expect(limiter.take(`${long}a`, t0).allowed).toBe(false);
  });
});

describe('the windows of addresses', () => {
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
