/**
 * Sessions (X-Mock-Session) on a server shared by many callers (spec/DECISIONS.md
 * M23, L1): nobody can wipe the others' sessions, build worlds at will, escape the
 * rate limit by naming new sessions, or hold the server's sockets with delays.
 * Each describe block is one way in that was open, and fails if it opens again.
 * Requests come from the addresses `remoteAddress` gives them: loopback ones (all
 * of 127.0.0.0/8), which the admin API answers.
 */
import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeldDelays, maxHeldDelays } from './core/pipeline/scenarios.ts';
import { maxNewSessionsPerMinute, sessionIdleMs } from './core/state/worlds.ts';
import { messages } from './messages.ts';
import { buildServer, type MockServer, type ServerOptions } from './server.ts';

const DAY = 86_400_000;
const servers: MockServer[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) {
    expect(server.violations, 'the mock sent responses that break the spec').toEqual([]);
    await server.app.close();
  }
});

async function server(options: ServerOptions = {}): Promise<MockServer> {
  const built = await buildServer({ frozenClock: true, rateLimit: null, validateResponses: 'collect', ...options });
  servers.push(built);
  return built;
}

interface Sent extends InjectOptions {
  /** X-Mock-Session, when the request names one. */
  session?: string;
  /** The caller's address (default 127.0.0.1). */
  from?: string;
}

async function send(mock: MockServer, { session, from = '127.0.0.1', headers = {}, ...request }: Sent) {
  const named = session === undefined ? headers : { ...headers, 'x-mock-session': session };
  const response = await mock.app.inject({ ...request, headers: named, remoteAddress: from });
  return { status: response.statusCode, headers: response.headers, json: () => JSON.parse(response.body) as Record<string, unknown> };
}

const clockOf = async (mock: MockServer, session: string, from?: string) => (await send(mock, { url: '/__mock/clock', session, from })).json().now;
const advanceClock = (mock: MockServer, session: string, from?: string) =>
  send(mock, { method: 'POST', url: '/__mock/clock', session, from, payload: { advanceMs: DAY } });

/** Real time (performance.now(), which sessions and the addresses' windows run on) moved on by `ms`. */
function later(ms: number): void {
  const now = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => now() + ms);
}

const created = (response: { headers: Record<string, unknown> }) => response.headers['x-mock-session-created'];

describe('A. only an operation that passed admission creates a session', () => {
  it('a 404, a preflight and a refused admin request naming a new session build none; they are journalled in the default session', async () => {
    const mock = await server();
    const answers = [
      await send(mock, { url: '/api/v3/no-such-route', session: 'probe' }),
      await send(mock, {
        method: 'OPTIONS',
        url: '/api/v3/ua/users/list',
        session: 'probe',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      }),
      await send(mock, { url: '/__mock/clock', session: 'probe', headers: { host: 'evil.example' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 204, 403]);
    expect(answers.map(created)).toEqual([undefined, undefined, undefined]);
    expect(mock.worlds.names).toEqual([]);
    expect(mock.state.journal.recent({}).map((entry) => entry.status)).toEqual([403, 204, 404]);

    const operation = await send(mock, { url: '/__mock/clock', session: 'probe' });
    expect(operation.status).toBe(200);
    expect(mock.worlds.names).toEqual(['probe']);
  });
});

describe('A. a client learns that its session was created', () => {
  it('from X-Mock-Session-Created: true on the answer that created it, and again when a session that went is named again', async () => {
    const mock = await server({ maxSessions: 1 });
    expect(created(await send(mock, { url: '/__mock/clock', session: 'mine' }))).toBe('true');
    expect(created(await advanceClock(mock, 'mine'))).toBeUndefined();

    // The same address names another: it takes the place of the first, its own.
    expect(created(await send(mock, { url: '/__mock/clock', session: 'next' }))).toBe('true');
    const again = await send(mock, { url: '/__mock/clock', session: 'mine' });
    expect(created(again)).toBe('true');
    expect(again.json().now).toBe(mock.state.world.epoch);
  });
});

describe(`A. at most ${maxNewSessionsPerMinute} new sessions a minute from one address`, () => {
  it("then 503 in the operation's envelope with Retry-After; another address still creates, and so does this one a minute later", async () => {
    const mock = await server({ maxSessions: maxNewSessionsPerMinute + 10 });
    for (let i = 0; i < maxNewSessionsPerMinute; i++) expect((await send(mock, { url: '/__mock/clock', session: `s${i}` })).status).toBe(200);

    // Refused before authentication: the v3 envelope of the users list, not its 401.
    const refused = await send(mock, { url: '/api/v3/ua/users/list', session: 'one-more' });
    expect(refused.status).toBe(503);
    expect(refused.json()).toEqual({
      success: false,
      errorObjects: [{ error: messages.mockSessionsTooFast, field: 'X-Mock-Session', reason: expect.stringContaining(String(maxNewSessionsPerMinute)) }],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(mock.worlds.names).not.toContain('one-more');

    expect((await send(mock, { url: '/__mock/clock', session: 'elsewhere', from: '127.0.0.2' })).status).toBe(200);
    later(60_000);
    expect((await send(mock, { url: '/__mock/clock', session: 'one-more' })).status).toBe(200);
  });
});

describe('A. only sessions nobody uses are pushed out', () => {
  it('a table full of sessions in use answers a new one from another address 503 with Retry-After, and keeps them', async () => {
    const mock = await server({ maxSessions: 2 });
    for (const session of ['a', 'b']) await advanceClock(mock, session);

    // Refused before authentication: the v2 envelope of the audience list.
    const refused = await send(mock, { url: '/api/v2/audience/list', session: 'c', from: '127.0.0.2' });
    expect(refused.status).toBe(503);
    expect(refused.json()).toEqual({
      statusCode: 503,
      responseObject: { errorMsg: messages.mockSessionsFull, errorCode: 503, description: expect.stringContaining('field: X-Mock-Session') },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(sessionIdleMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(sessionIdleMs / 1000);
    expect(mock.worlds.names).toEqual(['a', 'b']);
    expect(await clockOf(mock, 'a')).toBe(mock.state.world.epoch + DAY);

    // Once nobody has named them for sessionIdleMs, the least recently used goes: b (a was read since).
    later(sessionIdleMs);
    expect(created(await send(mock, { url: '/__mock/clock', session: 'c', from: '127.0.0.2' }))).toBe('true');
    expect(mock.worlds.names).toEqual(['a', 'c']);
  });

  it("a client may push out a session its own address created, even in use: a contract run's files outnumber the table", async () => {
    const mock = await server({ maxSessions: 2 });
    for (const session of ['run.1', 'run.2', 'run.3']) expect((await send(mock, { url: '/__mock/clock', session })).status).toBe(200);
    expect(mock.worlds.names).toEqual(['run.2', 'run.3']);
  });
});

describe("B. an address's rate-limit window is the server's", () => {
  const validate = (mock: MockServer, session: string | undefined, from: string) =>
    send(mock, {
      method: 'POST',
      url: '/api/v3/ua/user/email/validate',
      session,
      from,
      payload: { email: 'owner@acme-media.example', workspaceDomain: 'acme-media' },
    });

  it('naming a new session on every request does not open a new window', async () => {
    const mock = await server({ rateLimit: 20 });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await validate(mock, `escape-${i}`, '127.0.0.3')).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // Nor does the default session, nor a session named before.
    expect((await validate(mock, undefined, '127.0.0.3')).status).toBe(429);
    expect((await validate(mock, 'escape-0', '127.0.0.3')).status).toBe(429);
    expect((await validate(mock, 'escape-0', '127.0.0.4')).status).not.toBe(429);
  });
});

describe(`C. Prefer: delay= holds at most ${maxHeldDelays} answers at once, server-wide`, () => {
  it('past that, a delay on the admin API or the file storage is 503 in its envelope at once; the held answers come, and delays work again', async () => {
    const mock = await server();
    const holds = vi.spyOn(HeldDelays.prototype, 'hold');
    const delayed = { prefer: 'delay=3000' };
    const held = Array.from({ length: maxHeldDelays }, () => send(mock, { url: '/__mock/clock', headers: delayed }));
    await vi.waitFor(() => expect(holds).toHaveBeenCalledTimes(maxHeldDelays));

    for (const url of ['/__mock/clock', '/assets/avatars/1.png']) {
      const refused = await send(mock, { url, headers: { prefer: 'delay=10' } });
      expect(refused.status, url).toBe(503);
      expect(refused.json()).toEqual({ error: messages.preferDelaysFull, field: 'Prefer' });
      expect(refused.headers['retry-after']).toBe('1');
    }
    expect((await send(mock, { url: '/__mock/clock' })).status).toBe(200);

    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual(Array(maxHeldDelays).fill(200));
    expect((await send(mock, { url: '/__mock/clock', headers: { prefer: 'delay=10' } })).status).toBe(200);
  });
});
