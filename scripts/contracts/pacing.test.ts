/**
 * The harness's pacing (contracts/support/pacing.ts): each request counted against
 * its caller, the limit learnt from the first 429 and kept per caller, widened to
 * the whole run when a caller under it is refused, and --max-rate for the whole
 * run. Time is vitest's fake clock: a minute's window passes in no time.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addressCaller,
  callerOf,
  minuteMs,
  noteRateLimited,
  paceRequest,
  readLedger,
  readPace,
  recordRequest,
  sendPaced,
} from '../../contracts/support/pacing.ts';

let dir: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 9) });
  dir = mkdtempSync(join(tmpdir(), 'pacing-'));
  env = { CONTRACT_PACE_FILE: join(dir, 'pace.json'), CONTRACT_LEDGER: join(dir, 'ledger.tsv') };
});

afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends `count` requests of `caller` through the pacer, each answered; answers the time each went out, in ms after the start. */
async function send(caller: string, count: number): Promise<number[]> {
  const start = Date.now();
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    let done = false;
    void paceRequest(caller, env).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    while (!done) await vi.advanceTimersByTimeAsync(1_000);
    times.push(Date.now() - start);
    recordRequest({ operationId: 'listUsers', status: 200, retry: false, caller, rateLimited: false, avoidable: false }, env);
  }
  return times;
}

/** One more request of `caller`, refused with a 429; whether that was avoidable. */
const refused = async (caller: string) => noteRateLimited(caller, await paceRequest(caller, env), env);

describe('callerOf', () => {
  it("names a token's user, a client, other credentials, or the address", () => {
    expect(callerOf({ token: { value: 't1', user: 'owner@acme-media.example' } })).toBe('user:owner@acme-media.example');
    expect(callerOf({ token: { value: 't1' } })).toBe(callerOf({ token: { value: 't1' } }));
    expect(callerOf({ token: { value: 't1' } })).not.toBe(callerOf({ token: { value: 't2' } }));
    expect(callerOf({ clientId: 'mock-client-id' })).toBe('client:mock-client-id');
    expect(callerOf({ other: 'Bearer x' })).toMatch(/^credentials:[0-9a-f]{12}$/);
    expect(callerOf({})).toBe(addressCaller);
  });
});

describe('without --max-rate', () => {
  it('keeps no pace until a 429: a request costs no file work, the ledger alone counts it', async () => {
    await send('user:a', 3);
    expect(existsSync(env.CONTRACT_PACE_FILE!)).toBe(false);
    expect(readLedger(env.CONTRACT_LEDGER!)).toHaveLength(3);
  });

  it('sends at once until a 429 teaches the limit: the requests its caller sent in the minute before', async () => {
    expect(await send('user:a', 5)).toEqual([0, 0, 0, 0, 0]);
    // The sixth is refused: the target did not count it.
    expect(await refused('user:a')).toBe(false);
    expect(readPace(env.CONTRACT_PACE_FILE!, env)).toMatchObject({ limit: 5, scope: 'caller' });
  });

  it('then keeps each caller under the limit apart: another caller goes at once, the refused one waits for its window', async () => {
    await send('user:a', 5);
    await refused('user:a');
    expect(await send('user:b', 5)).toEqual([0, 0, 0, 0, 0]);
    const [waited] = await send('user:a', 1);
    expect(waited).toBeGreaterThanOrEqual(minuteMs - 1_000);
    expect(waited).toBeLessThanOrEqual(minuteMs + 1_000);
  });

  it('a 429 to a caller under the learnt limit is avoidable, and widens the limit to the whole run', async () => {
    await send('user:a', 5);
    await refused('user:a');
    await send('user:b', 3);
    expect(await refused('user:b')).toBe(true);
    expect(readPace(env.CONTRACT_PACE_FILE!, env)).toMatchObject({ limit: 5, scope: 'run' });
    // a and b together hold 7 in the window now: the next request of anyone waits.
    const [waited] = await send('user:c', 1);
    expect(waited).toBeGreaterThan(0);
  });
});

describe('--max-rate N', () => {
  it('keeps the whole run under N a minute, whoever the callers', async () => {
    env.CONTRACT_MAX_RATE = '4';
    expect(await send('user:a', 2)).toEqual([0, 0]);
    expect(await send('user:b', 2)).toEqual([0, 0]);
    const [waited] = await send('user:c', 1);
    expect(waited).toBeGreaterThanOrEqual(minuteMs - 1_000);
    // A 429 under a limit given up front was avoidable.
    expect(await refused('user:c')).toBe(true);
  });
});

describe('sendPaced', () => {
  const answer = (status: number, retryAfter?: string) => ({ status, headers: retryAfter ? { 'retry-after': retryAfter } : {} });

  it('waits a 429 out and sends again, recording the earned 429 and the retry by caller', async () => {
    const answers = [answer(429, '2'), answer(200)];
    const sent = sendPaced({ operationId: 'listUsers', caller: 'user:a', waitOut429: true, send: async () => answers.shift()! }, env);
    await vi.advanceTimersByTimeAsync(3_000);
    expect((await sent).status).toBe(200);
    expect(
      readLedger(env.CONTRACT_LEDGER!).map(({ status, retry, caller, rateLimited, avoidable }) => ({ status, retry, caller, rateLimited, avoidable })),
    ).toEqual([
      { status: 429, retry: false, caller: 'user:a', rateLimited: true, avoidable: false },
      { status: 200, retry: true, caller: 'user:a', rateLimited: false, avoidable: false },
    ]);
  });

  it('answers a 429 the test expects at once: neither waited out, learnt from nor counted as earned', async () => {
    let sends = 0;
    const response = await sendPaced({ operationId: 'listUsers', caller: 'user:a', waitOut429: false, send: async () => (sends++, answer(429, '30')) }, env);
    expect(response.status).toBe(429);
    expect(sends).toBe(1);
    expect(readLedger(env.CONTRACT_LEDGER!)[0]).toMatchObject({ status: 429, rateLimited: false, avoidable: false });
    expect(readPace(env.CONTRACT_PACE_FILE!, env).limit).toBeNull();
  });

  it('counts a request from its answer, by when the target had surely counted it: the next waits a minute from then', async () => {
    env.CONTRACT_MAX_RATE = '1';
    const slow = async () => (await new Promise((done) => setTimeout(done, 5_000)), answer(200));
    const first = sendPaced({ operationId: 'listUsers', caller: 'user:a', waitOut429: true, send: slow }, env);
    await vi.advanceTimersByTimeAsync(5_000);
    await first;
    const start = Date.now();
    let sentAfter = -1;
    void sendPaced({ operationId: 'listUsers', caller: 'user:a', waitOut429: true, send: async () => ((sentAfter = Date.now() - start), answer(200)) }, env);
    await vi.advanceTimersByTimeAsync(minuteMs + 1_000);
    // A minute from the first answer, not from the first send (5 s earlier).
    expect(sentAfter).toBeGreaterThanOrEqual(minuteMs - 100);
  });

  it("counts a request whose credentials the target refused (401) as the address's", async () => {
    await sendPaced({ operationId: 'listUsers', caller: 'user:a', waitOut429: true, send: async () => answer(401) }, env);
    expect(readLedger(env.CONTRACT_LEDGER!)[0]).toMatchObject({ status: 401, caller: addressCaller });
    // Once a limit is kept, the address's window holds it.
    env.CONTRACT_MAX_RATE = '5';
    await sendPaced({ operationId: 'listUsers', caller: 'user:a', waitOut429: true, send: async () => answer(401) }, env);
    expect(readPace(env.CONTRACT_PACE_FILE!, env).sent).toEqual({ [addressCaller]: [expect.any(Number)] });
  });
});
