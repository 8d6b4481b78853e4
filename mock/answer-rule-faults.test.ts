/**
 * Network faults as answer rules (spec/DECISIONS.md M25, "Network faults"): over real
 * sockets, what Node's HTTP clients see of each fault, that the server stays healthy
 * after it, and that the journal names the rule.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '../spec/generated/types.ts';
import { loadOperations } from './core/pipeline/spec-loader.ts';
import { HeldDelays, maxHeldDelays } from './core/pipeline/scenarios.ts';
import { messages } from './messages.ts';
import { personaToken, useCheckedServer } from './checked-server.ts';
import { buildServer } from './server.ts';

const checked = useCheckedServer();
let origin: string;
let token: string;

beforeAll(async () => {
  await checked.server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(checked.server.app.server.address() as AddressInfo).port}`;
});

let sessions = 0;
/** A session no other test uses, with a token of the owner of workspace 1001. */
async function freshSession(): Promise<string> {
  const session = `faults${++sessions}`;
  token = await personaToken(checked.server, session);
  return session;
}

function createRule(session: string, rule: unknown) {
  return checked.server.app.inject({
    method: 'POST',
    url: '/__mock/rules',
    headers: { 'x-mock-session': session, 'content-type': 'application/json' },
    payload: rule as object,
  });
}

/** A fault rule on listUsers; its id. */
async function faultRule(session: string, answer: Record<string, unknown>, times?: number): Promise<string> {
  const created = await createRule(session, { match: { operationId: 'listUsers' }, answer, ...(times === undefined ? {} : { times }) });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

const usersPath = '/api/v3/ua/users/list';
const usersHeaders = (session: string) => ({ 'x-mock-session': session, authentication: `Bearer ${token}`, 'x-iaa-ow-id': '1001' });
/** The documented success example as the faults send it: with its image links pointing at the mock, as `Prefer: code=200` answers it. */
let exampleText: string;
beforeAll(async () => {
  exampleText = await (await fetch(`${origin}${usersPath}`, { headers: { prefer: 'code=200', 'x-mock-session': 'faults-example' } })).text();
  const spec = JSON.stringify(
    loadOperations()
      .find((op) => op.operationId === 'listUsers')!
      .responses.get(200)!.example,
  );
  // The spec's example holds an image link on its own host: the test would not see a link left unmoved otherwise.
  expect(spec).toContain('https://assets.ad-platform.example/');
  expect(exampleText).not.toContain('https://assets.ad-platform.example/');
});

interface RawOutcome {
  status?: number;
  headers?: http.IncomingHttpHeaders;
  /** The bytes of the body that arrived before the end or the error. */
  received: string;
  /** Set when the request or the response failed. */
  error?: NodeJS.ErrnoException;
  /** Where it failed: before any response, or while the body was arriving. */
  failedAt?: 'request' | 'response';
}

/** listUsers through http.request, collecting what arrives and how it ends. */
function rawListUsers(session: string): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const outcome: RawOutcome = { received: '' };
    const request = http.request(`${origin}${usersPath}`, { headers: usersHeaders(session), agent: false }, (response) => {
      outcome.status = response.statusCode;
      outcome.headers = response.headers;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (outcome.received += chunk));
      response.on('end', () => resolve(outcome));
      response.on('error', (error) => resolve({ ...outcome, error, failedAt: 'response' }));
      response.on('aborted', () => resolve({ ...outcome, error: Object.assign(new Error('aborted'), { code: 'ECONNRESET' }), failedAt: 'response' }));
    });
    request.on('error', (error) => {
      if (outcome.status === undefined) resolve({ ...outcome, error, failedAt: 'request' });
    });
    request.end();
  });
}

function fetchListUsers(session: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${origin}${usersPath}`, { headers: usersHeaders(session), signal });
}

/** The server still answers: a normal request of the same session (the rule spent) is the world's 200. */
async function expectHealthy(session: string): Promise<void> {
  const answer = await fetchListUsers(session);
  expect(answer.status).toBe(200);
  expect((await answer.json()).success).toBe(true);
}

async function journalOf(session: string): Promise<JournalEntry[]> {
  const read = await checked.server.app.inject({ method: 'GET', url: '/__mock/requests?operationId=listUsers', headers: { 'x-mock-session': session } });
  return read.json().requests;
}

describe('network faults as rule answers', () => {
  it('reset: the client gets ECONNRESET before any response; the journal names the rule with status 0', async () => {
    const session = await freshSession();
    const id = await faultRule(session, { fault: 'reset' }, 1);
    const outcome = await rawListUsers(session);
    expect(outcome.failedAt).toBe('request');
    expect(outcome.status).toBeUndefined();
    expect(outcome.error?.code).toBe('ECONNRESET');
    await expectHealthy(session);
    const [fault, healthy] = (await journalOf(session)).reverse();
    expect(fault).toMatchObject({ status: 0, ruleId: id, responseHeaders: {}, responseBody: '<fault reset: the connection was reset before any answer>' });
    expect(healthy).toMatchObject({ status: 200, ruleId: null });
  });

  it('empty: the connection closes with no response at all (socket hang up)', async () => {
    const session = await freshSession();
    const id = await faultRule(session, { fault: 'empty' }, 1);
    const outcome = await rawListUsers(session);
    expect(outcome.failedAt).toBe('request');
    expect(outcome.status).toBeUndefined();
    expect(outcome.received).toBe('');
    expect(outcome.error?.message).toBe('socket hang up');
    await expectHealthy(session);
    expect((await journalOf(session)).reverse()[0]).toMatchObject({ status: 0, ruleId: id, responseHeaders: {} });
  });

  it('malformed-json: a 200 typed JSON whose body JSON.parse refuses', async () => {
    const session = await freshSession();
    const id = await faultRule(session, { fault: 'malformed-json' }, 1);
    const answer = await fetchListUsers(session);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await answer.text();
    expect(text.length).toBeGreaterThan(0);
    expect(exampleText.startsWith(text)).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    await expectHealthy(session);
    expect((await journalOf(session)).reverse()[0]).toMatchObject({ status: 200, ruleId: id, responseBody: text });
  });

  it('slow-body: a client with a shorter timeout gives up; a patient one gets the whole example', async () => {
    const session = await freshSession();
    // Ten pieces 150 ms apart: about 1.35 s in all.
    const id = await faultRule(session, { fault: 'slow-body', chunkDelayMs: 150 }, 2);
    const impatient = await fetchListUsers(session, AbortSignal.timeout(400));
    expect(impatient.status).toBe(200);
    expect(impatient.headers.get('content-length')).toBe(String(Buffer.byteLength(exampleText)));
    await expect(impatient.text()).rejects.toThrow(/timeout|aborted/i);

    const started = performance.now();
    const patient = await fetchListUsers(session);
    expect(patient.status).toBe(200);
    expect(await patient.text()).toBe(exampleText);
    expect(performance.now() - started).toBeGreaterThanOrEqual(9 * 150 - 50);
    await expectHealthy(session);
    // The impatient client's entry is recorded once its connection has closed.
    await vi.waitFor(async () => expect((await journalOf(session)).length).toBe(3));
    const entries = await journalOf(session);
    expect(entries.filter((entry) => entry.ruleId === null).map((entry) => entry.status)).toEqual([200]);
    const faults = entries.filter((entry) => entry.ruleId === id);
    expect(faults.map((entry) => entry.status)).toEqual([200, 200]);
    expect(faults.map((entry) => entry.responseBody)).toContainEqual(JSON.parse(exampleText));
    for (const fault of faults) expect(fault.responseHeaders['content-length']).toBe(String(Buffer.byteLength(exampleText)));
    expect(faults.map((entry) => entry.responseBody)).toContainEqual(expect.stringMatching(/^<fault slow-body: [\d,]+ bytes? of [\d,]+ bytes sent before/));
  });

  it('close-mid-body: the response starts with the whole Content-Length, then fails with part of the body', async () => {
    const session = await freshSession();
    const id = await faultRule(session, { fault: 'close-mid-body' }, 1);
    const outcome = await rawListUsers(session);
    expect(outcome.status).toBe(200);
    expect(outcome.headers?.['content-length']).toBe(String(Buffer.byteLength(exampleText)));
    expect(outcome.failedAt).toBe('response');
    expect(outcome.error?.message).toMatch(/aborted|ECONNRESET|premature/i);
    expect(outcome.received.length).toBeGreaterThan(0);
    expect(outcome.received.length).toBeLessThan(exampleText.length);
    expect(exampleText.startsWith(outcome.received)).toBe(true);
    await expectHealthy(session);
    const [entry] = (await journalOf(session)).reverse();
    expect(entry).toMatchObject({ status: 200, ruleId: id, responseBody: expect.stringMatching(/^<fault close-mid-body: /) });
    // The headers written, as the client got them (but Date and the transport, which the journal leaves out).
    const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...written } = outcome.headers!;
    expect(entry!.responseHeaders).toEqual(written);
  });

  it('fetch sees a reset and a close mid-body as failures, not answers', async () => {
    const session = await freshSession();
    await faultRule(session, { fault: 'reset' }, 1);
    await expect(fetchListUsers(session)).rejects.toThrow(TypeError);
    await faultRule(session, { fault: 'close-mid-body' }, 1);
    const started = await fetchListUsers(session);
    expect(started.status).toBe(200);
    await expect(started.text()).rejects.toThrow();
    await expectHealthy(session);
  });

  it('under inject, which has no socket, a reset, an empty close and a close mid-body reject the inject', async () => {
    const session = await freshSession();
    for (const fault of ['reset', 'empty', 'close-mid-body']) {
      const id = await faultRule(session, { fault }, 1);
      await expect(checked.server.app.inject({ method: 'GET', url: usersPath, headers: usersHeaders(session) })).rejects.toThrow(
        'response destroyed before completion',
      );
      // Newest first.
      expect((await journalOf(session))[0]).toMatchObject({ ruleId: id, status: fault === 'close-mid-body' ? 200 : 0 });
    }
    await expectHealthy(session);
  });

  it(`a slow body holds one of the server's ${maxHeldDelays} held answers until it ends`, async () => {
    const session = await freshSession();
    // About 5 s in all: long enough for the other held answers to start under load.
    await faultRule(session, { fault: 'slow-body', chunkDelayMs: 600 }, 1);
    const holds = vi.spyOn(HeldDelays.prototype, 'hold');
    try {
      const slow = fetchListUsers(session);
      const answer = await slow;
      const held = Array.from({ length: maxHeldDelays - 1 }, () =>
        checked.server.app.inject({ method: 'GET', url: '/__mock/clock', headers: { prefer: 'delay=1500' } }),
      );
      await vi.waitFor(() => expect(holds).toHaveBeenCalledTimes(maxHeldDelays - 1), { timeout: 4000 });
      const refused = await checked.server.app.inject({ method: 'GET', url: '/__mock/clock', headers: { prefer: 'delay=10' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: messages.preferDelaysFull, field: 'Prefer' });
      expect(await answer.text()).toBe(exampleText);
      expect((await Promise.all(held)).map((held) => held.statusCode)).toEqual(Array(maxHeldDelays - 1).fill(200));
      // Both ended: the places are free again.
      expect((await checked.server.app.inject({ method: 'GET', url: '/__mock/clock', headers: { prefer: 'delay=10' } })).statusCode).toBe(200);
    } finally {
      holds.mockRestore();
    }
  });

  it('refuses a slow body (503, nothing written) when the held answers are full', async () => {
    const session = await freshSession();
    const id = await faultRule(session, { fault: 'slow-body', chunkDelayMs: 10 });
    const holds = vi.spyOn(HeldDelays.prototype, 'hold');
    try {
      const held = Array.from({ length: maxHeldDelays }, () =>
        checked.server.app.inject({ method: 'GET', url: '/__mock/clock', headers: { prefer: 'delay=1500' } }),
      );
      await vi.waitFor(() => expect(holds).toHaveBeenCalledTimes(maxHeldDelays));
      const refused = await fetchListUsers(session);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      await Promise.all(held);
    } finally {
      holds.mockRestore();
    }
    const later = await fetchListUsers(session);
    expect(await later.text()).toBe(exampleText);
    expect((await journalOf(session)).reverse().map((entry) => [entry.status, entry.ruleId])).toEqual([
      [503, id],
      [200, id],
    ]);
  });

  it('refuses a chunkDelayMs past 6000, one on another fault, an unknown fault and a fault mixed with a status', async () => {
    const session = await freshSession();
    const refused = async (answer: unknown) => {
      const created = await createRule(session, { match: { operationId: 'listUsers' }, answer });
      return [created.statusCode, created.json().field];
    };
    // The schema's oneOf is told apart by the property present: the fault branch's own error is named.
    expect(await refused({ fault: 'slow-body', chunkDelayMs: 6001 })).toEqual([422, 'answer.chunkDelayMs']);
    expect(await refused({ fault: 'teardown' })).toEqual([422, 'answer.fault']);
    expect(await refused({ fault: 'reset', chunkDelayMs: 'soon' })).toEqual([400, 'answer.chunkDelayMs']);
    expect(await refused({ fault: 'reset', status: 200 })).toEqual([400, 'answer']);
    const elsewhere = await createRule(session, { match: { operationId: 'listUsers' }, answer: { fault: 'reset', chunkDelayMs: 100 } });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ field: 'answer.chunkDelayMs', error: 'answer.chunkDelayMs applies only to the slow-body fault' });
    const rules = await checked.server.app.inject({ method: 'GET', url: '/__mock/rules', headers: { 'x-mock-session': session } });
    expect(rules.json().rules).toEqual([]);
  });

  it('keeps a fault rule through a snapshot, and refuses a snapshot whose fault is unknown', async () => {
    const session = await freshSession();
    await faultRule(session, { fault: 'slow-body', chunkDelayMs: 20 });
    const snapshot = (await checked.server.app.inject({ method: 'GET', url: '/__mock/snapshot', headers: { 'x-mock-session': session } })).json();
    expect(snapshot.rules.rules[0].answer).toEqual({ fault: 'slow-body', chunkDelayMs: 20 });
    const restore = (body: unknown) =>
      checked.server.app.inject({
        method: 'POST',
        url: '/__mock/snapshot',
        headers: { 'x-mock-session': session, 'content-type': 'application/json' },
        payload: body as object,
      });
    expect((await restore(snapshot)).statusCode).toBe(200);
    const broken = structuredClone(snapshot);
    broken.rules.rules[0].answer = { fault: 'teardown' };
    expect((await restore(broken)).statusCode).toBe(422);
    expect(await (await fetchListUsers(session)).text()).toBe(exampleText);
  });
});

describe('a slow body when the server closes', () => {
  it('stops: the close does not wait for it, and the client sees the response fail', async () => {
    const own = await buildServer({ frozenClock: true, rateLimit: null });
    await own.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (own.app.server.address() as AddressInfo).port;
    const bearer = await personaToken(own, null);
    await own.addRules([{ match: { operationId: 'listUsers' }, answer: { fault: 'slow-body', chunkDelayMs: 6000 } }]);
    const answer = await fetch(`http://127.0.0.1:${port}${usersPath}`, { headers: { authentication: `Bearer ${bearer}`, 'x-iaa-ow-id': '1001' } });
    expect(answer.status).toBe(200);
    const body = answer.text();
    const started = performance.now();
    await own.app.close();
    expect(performance.now() - started).toBeLessThan(2000);
    await expect(body).rejects.toThrow();
  });
});

describe('a delay when the server closes', () => {
  it.each([
    // The delay comes before authentication: the answer is the world's 401 to a bad token.
    ['Prefer: delay=', { prefer: 'delay=60000' }, [] as unknown[], 401],
    ["a rule's delayMs", {}, [{ match: { operationId: 'listUsers' }, answer: { example: 200, delayMs: 60000 } }], 200],
  ])('%s is cut short: the answer goes at once, closing its connection, and the close does not wait', async (_name, headers, rules, status) => {
    const own = await buildServer({ frozenClock: true, rateLimit: null });
    await own.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (own.app.server.address() as AddressInfo).port;
    await own.addRules(rules);
    const answer = fetch(`http://127.0.0.1:${port}${usersPath}`, { headers: { ...headers, authentication: 'Bearer none', 'x-iaa-ow-id': '1001' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    await own.app.close();
    expect(performance.now() - started).toBeLessThan(2000);
    const answered = await answer;
    expect(answered.status).toBe(status);
    expect(answered.headers.get('connection')).toBe('close');
  });
});
