/**
 * Answer rules (spec/DECISIONS.md M25): answers forced from the server side through
 * the admin API, per session, kept in snapshots, named in the journal.
 */
import { describe, expect, it, vi } from 'vitest';
import { loadOperations, specDocument } from './core/pipeline/spec-loader.ts';
import { maxRules, type RuleDefinition } from './core/pipeline/answer-rules.ts';
import { HeldDelays, maxHeldDelays } from './core/pipeline/scenarios.ts';
import { messages } from './messages.ts';
import { clientBasic, loginBody, personaToken, useCheckedServer } from './checked-server.ts';
import { buildServer } from './server.ts';

const checked = useCheckedServer();
let token: string;

let sessions = 0;
/** A session no other test uses, with a token of the owner of workspace 1001. */
async function freshSession(): Promise<string> {
  const session = `rules${++sessions}`;
  token = await personaToken(checked.server, session);
  return session;
}

function admin(session: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const headers = { 'x-mock-session': session, 'content-type': 'application/json' };
  return checked.server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const createRule = (session: string, rule: unknown) => admin(session, 'POST', '/__mock/rules', rule);
const listRules = async (session: string) => (await admin(session, 'GET', '/__mock/rules')).json().rules;

/** listUsers of workspace 1001, as the app under test calls it: without Prefer. */
function listUsers(session: string, query = '') {
  return checked.server.app.inject({
    method: 'GET',
    url: `/api/v3/ua/users/list${query}`,
    headers: { 'x-mock-session': session, authentication: `Bearer ${token}`, 'x-iaa-ow-id': '1001' },
  });
}

const listUsersOperation = loadOperations().find((op) => op.operationId === 'listUsers')!;
const documentedExample = (status: number) => listUsersOperation.responses.get(status)!.example;

describe('answer rules', () => {
  it('createRule answers 201 with the rule and its id, and the operation answers the documented example', async () => {
    const session = await freshSession();
    const created = await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 503 } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'rule-1', match: { operationId: 'listUsers' }, answer: { example: 503 }, seen: 0, answered: 0 });
    const answered = await listUsers(session);
    expect(answered.statusCode).toBe(503);
    expect(answered.json()).toEqual(documentedExample(503));
    expect(await listRules(session)).toMatchObject([{ id: 'rule-1', seen: 1, answered: 1 }]);
  });

  it('answers a custom status, headers and body, checked against the documented schema', async () => {
    const session = await freshSession();
    const body = { ...(documentedExample(200) as object), forced: true };
    const created = await createRule(session, { match: { operationId: 'listUsers' }, answer: { status: 200, headers: { 'X-Forced': 'yes' }, body } });
    expect(created.statusCode).toBe(201);
    const answered = await listUsers(session);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['x-forced']).toBe('yes');
    expect(answered.json()).toEqual(body);
  });

  it('leaves requests that do not match to the world', async () => {
    const session = await freshSession();
    await createRule(session, { match: { operationId: 'listUsers', query: { status: 'invited' } }, answer: { example: 503 } });
    expect((await listUsers(session, '?status=active')).statusCode).toBe(200);
    expect((await listUsers(session)).statusCode).toBe(200);
    expect((await listUsers(session, '?status=invited')).statusCode).toBe(503);
  });

  it('matches headers, a subset of the body and the caller', async () => {
    const session = await freshSession();
    await createRule(session, {
      match: { operationId: 'listUsers', headers: { 'X-IAA-OW-ID': '1001' }, caller: { email: 'OWNER@acme-media.example', owId: 1001 } },
      answer: { example: 503 },
    });
    await createRule(session, { match: { operationId: 'login', body: { email: 'nobody@acme-media.example' } }, answer: { example: 503 } });
    expect((await listUsers(session)).statusCode).toBe(503);
    const basic = await clientBasic(checked.server);
    const owner = await loginBody(checked.server);
    const login = (email: string) =>
      checked.server.app.inject({
        method: 'POST',
        url: '/api/v3/ua/login',
        headers: { authorization: basic, 'content-type': 'application/json', 'x-mock-session': session },
        payload: { ...owner, email },
      });
    expect((await login('nobody@acme-media.example')).statusCode).toBe(503);
    expect((await login(owner.email)).statusCode).toBe(200);
  });

  it('answers 200, 429 with Retry-After, then 200 with one rule `after: 1, times: 1`', async () => {
    const session = await freshSession();
    await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 429 }, after: 1, times: 1 });
    const answers = [await listUsers(session), await listUsers(session), await listUsers(session)];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 429, 200]);
    expect(answers[1]!.headers['retry-after']).toBe('60');
    expect(await listRules(session)).toMatchObject([{ seen: 2, answered: 1 }]);
  });

  it('takes a custom Retry-After from the rule', async () => {
    const session = await freshSession();
    const body = documentedExample(429);
    await createRule(session, { match: { operationId: 'listUsers' }, answer: { status: 429, headers: { 'Retry-After': '5' }, body } });
    const answered = await listUsers(session);
    expect(answered.statusCode).toBe(429);
    expect(answered.headers['retry-after']).toBe('5');
  });

  it('tries higher priority first, then the newest', async () => {
    const session = await freshSession();
    await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 503 }, priority: 5, times: 1 });
    await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 500 }, times: 1 });
    await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 429 }, times: 1 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await listUsers(session)).statusCode);
    expect(statuses).toEqual([503, 429, 500, 200]);
  });

  it('matches path parameters by their spec names, and waits delayMs before answering', async () => {
    const session = await freshSession();
    await createRule(session, { match: { operationId: 'getAbmAudience', params: { audienceId: '999999' } }, answer: { example: 404, delayMs: 150 } });
    const started = performance.now();
    const answered = await checked.server.app.inject({
      method: 'GET',
      url: '/api/v3/audience/abm/999999',
      headers: { 'x-mock-session': session, authentication: `Bearer ${token}`, 'x-iaa-ow-id': '1001' },
    });
    expect(answered.statusCode).toBe(404);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(await listRules(session)).toMatchObject([{ answered: 1 }]);
  });

  it(`shares the server's cap of ${maxHeldDelays} held answers with Prefer: delay=`, async () => {
    const session = await freshSession();
    await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 200, delayMs: 1500 } });
    const holds = vi.spyOn(HeldDelays.prototype, 'hold');
    try {
      const held = Array.from({ length: maxHeldDelays }, () => listUsers(session));
      await vi.waitFor(() => expect(holds).toHaveBeenCalledTimes(maxHeldDelays));
      const refused = await checked.server.app.inject({ method: 'GET', url: '/__mock/clock', headers: { prefer: 'delay=10' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: messages.preferDelaysFull, field: 'Prefer' });
      expect((await Promise.all(held)).map((answer) => answer.statusCode)).toEqual(Array(maxHeldDelays).fill(200));
    } finally {
      holds.mockRestore();
    }
  });

  it('names the rule in the journal', async () => {
    const session = await freshSession();
    const { id } = (await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 503 }, times: 1 })).json();
    await listUsers(session);
    await listUsers(session);
    const entries = (await admin(session, 'GET', '/__mock/requests?operationId=listUsers')).json().requests;
    expect(entries.map((e: { status: number; ruleId: string | null }) => [e.status, e.ruleId])).toEqual([
      [200, null],
      [503, id],
    ]);
  });

  it('routes each rule operation of the admin API to its own handler', async () => {
    const session = await freshSession();
    const { id } = (await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 503 } })).json();
    await listRules(session);
    await admin(session, 'DELETE', `/__mock/rules/${id}`);
    await admin(session, 'DELETE', '/__mock/rules');
    const journal = (await admin(session, 'GET', '/__mock/requests')).json().requests;
    const reached = journal.map((entry: { operationId: string; status: number }) => [entry.operationId, entry.status]).reverse();
    expect(reached.slice(-4)).toEqual([
      ['createRule', 201],
      ['listRules', 200],
      ['deleteRule', 200],
      ['clearRules', 200],
    ]);
  });

  it('deletes one rule (deleteRule) or all (clearRules); an unknown id is 404', async () => {
    const session = await freshSession();
    const first = (await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 503 } })).json();
    await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 500 } });
    expect((await admin(session, 'DELETE', `/__mock/rules/${first.id}`)).json()).toMatchObject({ id: first.id });
    const missing = await admin(session, 'DELETE', `/__mock/rules/${first.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: messages.ruleNotFound, field: 'ruleId' });
    expect((await listUsers(session)).statusCode).toBe(500);
    expect((await admin(session, 'DELETE', '/__mock/rules')).json()).toEqual({ deleted: 1 });
    expect((await listUsers(session)).statusCode).toBe(200);
    const next = (await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 503 } })).json();
    expect(next.id).toBe('rule-3');
  });

  it('keeps rules per session, and a reset clears them', async () => {
    const session = await freshSession();
    await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 503 } });
    expect(await listRules('rules-elsewhere')).toEqual([]);
    await admin(session, 'POST', '/__mock/reset', {});
    expect(await listRules(session)).toEqual([]);
  });

  it('survives a snapshot round trip, with its counters', async () => {
    const session = await freshSession();
    await createRule(session, { match: { operationId: 'listUsers' }, answer: { example: 503 }, times: 2 });
    await listUsers(session);
    const snapshot = (await admin(session, 'GET', '/__mock/snapshot')).body;
    expect(JSON.parse(snapshot).rules.rules).toHaveLength(1);
    const tokenInSnapshot = token;
    const other = await freshSession();
    token = tokenInSnapshot;
    expect((await admin(other, 'POST', '/__mock/snapshot', JSON.parse(snapshot))).statusCode).toBe(200);
    expect(await listRules(other)).toMatchObject([{ id: 'rule-1', seen: 1, answered: 1, times: 2 }]);
    expect((await listUsers(other)).statusCode).toBe(503);
    expect((await listUsers(other)).statusCode).toBe(200);
  });

  it('refuses a snapshot whose rule does not fit, naming it, and restores nothing', async () => {
    const session = await freshSession();
    const snapshot = JSON.parse((await admin(session, 'GET', '/__mock/snapshot')).body);
    snapshot.rules = { nextId: 2, rules: [{ id: 'rule-1', match: { operationId: 'resetWorld' }, answer: { example: 200 }, seen: 0, answered: 0 }] };
    const refused = await admin(session, 'POST', '/__mock/snapshot', snapshot);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: messages.snapshotInvalid, field: 'rules.rules[0].match.operationId' });
    const rule = { id: 'rule-1', match: { operationId: 'listUsers' }, answer: { example: 503 }, seen: 0, answered: 0 };
    snapshot.rules = { nextId: 2, rules: [rule, rule] };
    const twice = await admin(session, 'POST', '/__mock/snapshot', snapshot);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().field).toBe('rules.rules[1].id');
    expect(await listRules(session)).toEqual([]);
  });

  it("checks a restored rule's custom body against the documented schema, as POST does", async () => {
    const session = await freshSession();
    const snapshot = JSON.parse((await admin(session, 'GET', '/__mock/snapshot')).body);
    const wrongShape = { success: true, data: { totalRecords: 'many' } };
    const rule = { id: 'rule-1', match: { operationId: 'listUsers' }, answer: { status: 200, body: wrongShape }, seen: 0, answered: 0 };
    snapshot.rules = { nextId: 2, rules: [rule] };
    const refused = await admin(session, 'POST', '/__mock/snapshot', snapshot);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().field).toMatch(/^rules\.rules\[0\]\.answer\.body\.data\./);
    expect(await listRules(session)).toEqual([]);
    // Said deliberate, the same body is the rule's to answer.
    snapshot.rules.rules[0].answer.deliberate = true;
    expect((await admin(session, 'POST', '/__mock/snapshot', snapshot)).statusCode).toBe(200);
    expect((await listUsers(session)).json()).toEqual(wrongShape);
  });

  it("accepts the spec's own request example of createRule as it is", async () => {
    const session = await freshSession();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const example = (specDocument.paths!['/__mock/rules']!.post!.requestBody as any).content['application/json'].example;
    const created = await createRule(session, example);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...example, id: 'rule-1' });
    expect((await listUsers(session, '?status=active')).statusCode).toBe(200);
    const limited = await listUsers(session, '?status=active');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
  });
});

describe('rules the server starts with (--rules FILE)', () => {
  it('are in every session, one created later included, each counting on its own, and come back at a reset', async () => {
    const own = await buildServer({ frozenClock: true, rateLimit: null });
    try {
      await own.addRules([{ match: { operationId: 'listUsers' }, answer: { example: 503 }, times: 1 }]);
      const call = (session: string) =>
        own.app.inject({ method: 'GET', url: '/api/v3/ua/users/list', headers: { 'x-mock-session': session, authentication: 'Bearer none' } });
      expect((await call('first')).statusCode).toBe(503);
      expect((await call('first')).statusCode).toBe(401);
      expect((await call('second')).statusCode).toBe(503);
      await own.app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'x-mock-session': 'first', 'content-type': 'application/json' }, payload: {} });
      expect((await call('first')).statusCode).toBe(503);
      expect(own.state.rules.list()).toMatchObject([{ id: 'rule-1', match: { operationId: 'listUsers' }, seen: 0 }]);
    } finally {
      await own.app.close();
    }
  });

  it('are refused whole when one is bad, naming it, and none is added', async () => {
    const own = await buildServer({ frozenClock: true, rateLimit: null });
    try {
      const good = { match: { operationId: 'listUsers' }, answer: { example: 503 } };
      await expect(own.addRules([good, { match: { operationId: 'listUsers' }, answer: { status: 200, body: {} } }])).rejects.toThrow(/^\[1\]\.answer\.body\./);
      expect(own.state.rules.size).toBe(0);
      expect(own.worlds.of('later').rules.size).toBe(0);
    } finally {
      await own.app.close();
    }
  });
});

describe('bad rules', () => {
  const refusals: Array<[string, unknown, number, string]> = [
    ['an admin operation', { match: { operationId: 'resetWorld' }, answer: { example: 200 } }, 422, 'match.operationId'],
    ['the file storage', { match: { operationId: 'downloadFile' }, answer: { example: 404 } }, 422, 'match.operationId'],
    ['an unknown operation', { match: { operationId: 'noSuchOperation' }, answer: { example: 200 } }, 422, 'match.operationId'],
    [
      'a path parameter the operation lacks',
      { match: { operationId: 'listUsers', params: { userId: '1' } }, answer: { example: 503 } },
      422,
      'match.params.userId',
    ],
    ['no operationId', { match: {}, answer: { example: 200 } }, 400, 'match.operationId'],
    ['an undocumented example', { match: { operationId: 'listUsers' }, answer: { example: 418 } }, 422, 'answer.example'],
    ['an undocumented status', { match: { operationId: 'listUsers' }, answer: { status: 418, body: {} } }, 422, 'answer.status'],
    ['a body that does not fit', { match: { operationId: 'listUsers' }, answer: { status: 200, body: { success: true } } }, 422, 'answer.body.data'],
    ['a delay past a minute', { match: { operationId: 'listUsers' }, answer: { example: 503, delayMs: 60_001 } }, 422, 'answer.delayMs'],
    ['times of 0', { match: { operationId: 'listUsers' }, answer: { example: 503 }, times: 0 }, 422, 'times'],
    [
      'a framing header',
      { match: { operationId: 'listUsers' }, answer: { status: 503, headers: { 'Content-Length': '1' }, deliberate: true } },
      422,
      'answer.headers.Content-Length',
    ],
  ];
  it.each(refusals)('refuses %s naming the field, and nothing changes', async (_name, rule, status, field) => {
    const session = await freshSession();
    const refused = await createRule(session, rule);
    expect(refused.statusCode).toBe(status);
    expect(refused.json().field).toBe(field);
    expect(await listRules(session)).toEqual([]);
  });

  it(`keeps at most ${maxRules} rules a session`, async () => {
    const session = await freshSession();
    const rule = { match: { operationId: 'listUsers' }, answer: { example: 503 } };
    const state = checked.server.worlds.of(session);
    for (let i = 0; i < maxRules; i++) state.rules.add(rule as RuleDefinition);
    const refused = await createRule(session, rule);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().field).toBe('body');
    expect(state.rules.size).toBe(maxRules);
  });

  it('takes an undocumented status and body when the rule says deliberate', async () => {
    const session = await freshSession();
    await createRule(session, { match: { operationId: 'listUsers' }, answer: { status: 418, body: { teapot: true }, deliberate: true } });
    const answered = await listUsers(session);
    expect(answered.statusCode).toBe(418);
    expect(answered.json()).toEqual({ teapot: true });
  });

  it('never answers an admin operation, even by a rule restored from a hand-written list', async () => {
    const session = await freshSession();
    expect((await createRule(session, { match: { operationId: 'listRules' }, answer: { example: 200 } })).statusCode).toBe(422);
    expect((await admin(session, 'GET', '/__mock/rules')).statusCode).toBe(200);
  });
});
