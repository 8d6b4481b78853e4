/**
 * Isolated sessions (mock/core/state/worlds.ts): a request naming `X-Mock-Session`
 * works in that session's own world, clock, tokens, outbox, files, journal and
 * rate-limit windows; without the header, in the default session. Each session
 * here is a target whose HTTP agent sends the header on every request, as the
 * contract runner's agent does against a mock that keeps sessions.
 */
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, download, errorsOf, expectContract, login } from '../contracts/support/client.ts';
import type { Profile, Target } from '../contracts/support/target.ts';
import { messages } from './messages.ts';
import { buildServer, type MockServer } from './server.ts';

const DAY = 86_400_000;
const maxSessions = 3;
let server: MockServer;
let profile: Profile;

beforeAll(async () => {
  server = await buildServer({ validateResponses: 'collect', frozenClock: true, rateLimit: null, seed: 99, maxSessions });
  profile = (await supertest(server.app.server).get('/__mock/fixtures')).body as Profile;
});
afterAll(async () => server.app.close());
afterEach(() => {
  expect(server.violations.splice(0), 'the mock sent responses that break the spec').toEqual([]);
});

/** The server as seen from one session (null: the default one, without the header). */
function sessionTarget(name: string | null): Target {
  const agent = supertest.agent(server.app.server);
  const http = name === null ? agent : agent.set('X-Mock-Session', name);
  const config = { baseUrl: null, clientId: profile.client!.clientId, clientSecret: profile.client!.clientSecret, profileFile: null };
  return { http, config, isMock: true, server, profile, personas: profile.personas, retryOn429: false, close: async () => {} };
}

/** Fresh sessions for each test: names no earlier test used. */
let created = 0;
function freshSessions(count: number): Target[] {
  return Array.from({ length: count }, () => sessionTarget(`t${++created}`));
}

async function dashboardLabels(target: Target): Promise<string[]> {
  const owner = await login(target, 'workspaceOwner');
  return (await callOk(target, 'listDashboards', { as: owner })).body.items.map((d: { label: string }) => d.label);
}

async function clockOf(target: Target): Promise<number> {
  return (await callOk(target, 'getClock')).body.now;
}

describe('two sessions on one server', () => {
  it('do not see each other’s writes', async () => {
    const [a, b] = freshSessions(2);
    const owner = await login(a!, 'workspaceOwner');
    await callOk(a!, 'createDashboard', { as: owner, body: { label: 'Only in A', data: {} } });
    expect(await dashboardLabels(a!)).toContain('Only in A');
    expect(await dashboardLabels(b!)).not.toContain('Only in A');
    expect(await dashboardLabels(sessionTarget(null))).not.toContain('Only in A');
  });

  it('keep their own tokens: a token of one session is unknown in another', async () => {
    const [a, b] = freshSessions(2);
    const owner = await login(a!, 'workspaceOwner');
    await callOk(a!, 'getProfile', { as: owner });
    const refused = expectContract(await call(b!, 'getProfile', { as: owner }), 'getProfile', 401);
    expect(errorsOf(refused)[0]).toMatchObject({ error: messages.tokenInvalid });
  });

  it('keep their own clock: moving one leaves the other', async () => {
    const [a, b] = freshSessions(2);
    const start = await clockOf(b!);
    await callOk(a!, 'setClock', { body: { advanceMs: DAY } });
    expect(await clockOf(a!)).toBe(start + DAY);
    expect(await clockOf(b!)).toBe(start);
    expect(await clockOf(sessionTarget(null))).toBe(start);
  });

  it('keep their own rate-limit windows: one session out of requests leaves the other at 200', async () => {
    const [a, b] = freshSessions(2);
    for (const target of [a!, b!]) await callOk(target, 'resetWorld', { body: { rateLimit: 20 } });
    const ownerA = await login(a!, 'workspaceOwner');
    const ownerB = await login(b!, 'workspaceOwner');
    for (let i = 0; i < 20; i++) await callOk(a!, 'listUsers', { as: ownerA });
    expectContract(await call(a!, 'listUsers', { as: ownerA }), 'listUsers', 429);
    await callOk(b!, 'listUsers', { as: ownerB });
  });

  it('keep their own outbox', async () => {
    const [a, b] = freshSessions(2);
    const member = profile.personas.activeMember!;
    await callOk(a!, 'sendPasswordReset', { body: { email: member.email } });
    const inA = (await callOk(a!, 'listOutbox', { query: { to: member.email } })).body.emails;
    expect(inA.map((e: { kind: string }) => e.kind)).toContain('password-reset');
    expect((await callOk(b!, 'listOutbox', { query: { to: member.email } })).body.emails).toEqual([]);
  });

  it('keep their own request journal', async () => {
    const [a, b] = freshSessions(2);
    await callOk(a!, 'getClock');
    const journalOf = async (target: Target) => (await callOk(target, 'listRequests')).body.requests.map((r: { operationId: string }) => r.operationId);
    expect(await journalOf(a!)).toContain('getClock');
    expect(await journalOf(b!)).toEqual([]);
  });

  it('serve a file link of one session to a request naming none, as a browser follows a link', async () => {
    const [a] = freshSessions(1);
    const owner = await login(a!, 'workspaceOwner');
    const body = {
      url: '/api/v3/das/report/by-customer',
      columns: [{ label: 'Organization', value: 'organizationName' }],
      data: { dateRange: { startDate: 1767225600000, endDate: 1767571200000 } },
    };
    const link = (await callOk(a!, 'exportCsv', { as: owner, body })).body.responseObject.responseURL as string;
    const file = await download(sessionTarget(null), link);
    expect(file.status).toBe(200);
    expect(file.body.toString('utf8')).toContain('Organization');
  });
});

describe('a session', () => {
  it('starts from the world of the server’s seed, whatever the default session was reset to', async () => {
    await callOk(sessionTarget(null), 'resetWorld', { body: { seed: 5 } });
    const [a] = freshSessions(1);
    expect((await callOk(a!, 'getSettings')).body).toMatchObject({ seed: 99, session: `t${created}`, maxSessions });
    expect((await callOk(sessionTarget(null), 'getSettings')).body).toMatchObject({ seed: 5, session: null });
    await callOk(sessionTarget(null), 'resetWorld', { body: {} });
  });

  it('is created by a reset naming it, with the reset’s seed', async () => {
    const name = `t${++created}`;
    expect(server.worlds.names).not.toContain(name);
    expect((await callOk(sessionTarget(name), 'resetWorld', { body: { seed: 7 } })).body.seed).toBe(7);
    expect(server.worlds.names).toContain(name);
    expect((await callOk(sessionTarget(name), 'getFixtures')).body.seed).toBe(7);
    expect((await callOk(sessionTarget(null), 'getFixtures')).body.seed).toBe(99);
  });

  it('leaves the default session as MockServer.state, untouched by the others', async () => {
    const [a] = freshSessions(1);
    await callOk(a!, 'setClock', { body: { advanceMs: DAY } });
    expect(server.state).toBe(server.worlds.default);
    expect(server.state.clock.now()).toBe(server.state.world.epoch);
  });
});

describe(`at the bound (--max-sessions ${maxSessions})`, () => {
  it('the least recently used session goes first, and comes back fresh when named again', async () => {
    const [a, b, c, d] = freshSessions(4);
    for (const target of [a!, b!, c!]) await callOk(target, 'setClock', { body: { advanceMs: DAY } });
    await callOk(a!, 'getClock'); // a is used again: b is now the least recently used
    await callOk(d!, 'getClock');
    const names = server.worlds.names;
    expect(names).toHaveLength(maxSessions);
    expect(names).toEqual([`t${created - 1}`, `t${created - 3}`, `t${created}`]);

    const epoch = server.state.world.epoch;
    expect(await clockOf(a!)).toBe(epoch + DAY);
    expect(await clockOf(b!)).toBe(epoch); // evicted, then built anew
  });

  it('the default session never goes', async () => {
    await callOk(sessionTarget(null), 'setClock', { body: { advanceMs: 3 * DAY } });
    for (const target of freshSessions(maxSessions + 2)) await callOk(target, 'getClock');
    expect(await clockOf(sessionTarget(null))).toBe(server.state.world.epoch + 3 * DAY);
    await callOk(sessionTarget(null), 'resetWorld', { body: {} });
  });
});

describe('a bad session name', () => {
  const badNames = ['has space', 'x'.repeat(65), 'semi;colon', 'ünïcode', ''];

  it.each(badNames)('%j is refused with 400 on X-Mock-Session, creating nothing', async (name) => {
    const before = server.worlds.names;
    const response = await supertest(server.app.server).get('/__mock/clock').set('X-Mock-Session', name);
    expectContract(response, 'getClock', 400);
    expect(response.body).toEqual({ error: messages.mockSessionInvalid, field: 'X-Mock-Session' });
    expect(server.worlds.names).toEqual(before);
  });

  it('is refused in each operation’s own envelope (v3, v2, OAuth)', async () => {
    const bad = sessionTarget('no/slash');
    const v3 = expectContract(await call(bad, 'listUsers'), 'listUsers', 400);
    expect(errorsOf(v3)).toEqual([{ error: messages.mockSessionInvalid, field: 'X-Mock-Session' }]);
    const v2 = expectContract(await call(bad, 'listAudiences'), 'listAudiences', 400);
    expect(errorsOf(v2)).toEqual([{ error: messages.mockSessionInvalid, field: 'X-Mock-Session' }]);
    const oauth = expectContract(await call(bad, 'issueToken', { form: { grant_type: 'client_credentials' } }), 'issueToken', 400);
    expect(oauth.body.error).toBe('invalid_request');
  });

  it('is refused with the CORS grant, so a browser app can read why', async () => {
    const response = await supertest(server.app.server).get('/api/v3/ua/profile').set('Origin', 'http://localhost:5173').set('X-Mock-Session', 'bad name');
    expect(response.status).toBe(400);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});

describe('CORS', () => {
  it('allows X-Mock-Session in a preflight from a local app', async () => {
    const response = await supertest(server.app.server)
      .options('/api/v3/ua/users/list')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authentication,x-iaa-ow-id,x-mock-session');
    expect(response.status).toBeLessThan(300);
    expect(response.headers['access-control-allow-headers']).toEqual(expect.stringContaining('x-mock-session'));
  });
});
