/**
 * Record and replay as a user runs it (spec/DECISIONS.md M26): `--proxy URL --record
 * FILE` in front of a second mock (another seed, so its world is not the replaying
 * mock's) writes each exchange as an answer rule, without credentials; a fresh mock
 * started with `--rules FILE` answers the recorded calls as the proxy did, status and
 * body (a changed profile read twice answers in order), and answers everything else
 * from its own stateful world.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockProcess, type MockProcess } from '../cli-process.ts';
import { redactText } from '../core/pipeline/redaction.ts';
import { buildServer, type MockServer } from '../server.ts';

const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const ownerLogin = { grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' };

let upstream: MockServer;
let folder: string;
const started: MockProcess[] = [];

beforeAll(async () => {
  upstream = await buildServer({ seed: 7, frozenClock: true, rateLimit: null });
  await upstream.app.listen({ host: '127.0.0.1', port: 0 });
  folder = mkdtempSync(join(tmpdir(), 'record-replay-'));
});
afterAll(async () => {
  await Promise.all(started.map((mock) => mock.stop()));
  await upstream.app.close();
  rmSync(folder, { recursive: true, force: true });
});

async function start(args: string[]): Promise<MockProcess> {
  const mock = await startMockProcess(['--rate-limit', 'off', ...args]);
  started.push(mock);
  return mock;
}

interface Answer {
  status: number;
  body: unknown;
}

/** The app's calls, in order: a login, the profile, a change to it, the profile again, the users list, a refused login. */
async function appSession(origin: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = { status: response.status, body: (await response.json()) as unknown };
    answers.push(answer);
    return answer;
  };
  const login = await call('POST', '/api/v3/ua/login', { authorization: basic }, ownerLogin);
  const token = (login.body as { data: { access_token: string } }).data.access_token;
  const asOwner = { authentication: `Bearer ${token}`, 'x-iaa-ow-id': '1001' };
  await call('GET', '/api/v3/ua/profile', asOwner);
  await call('PATCH', '/api/v3/ua/user/update-profile', asOwner, { displayName: 'Recorded Name' });
  await call('GET', '/api/v3/ua/profile', asOwner);
  await call('GET', '/api/v3/ua/users/list?pageNo=1&noOfEntries=5', asOwner);
  await call('POST', '/api/v3/ua/login', { authorization: basic }, { ...ownerLogin, email: 'member@acme-media.example', password: 'wrong' });
  return answers;
}

describe('--proxy URL --record FILE, then --rules FILE', () => {
  it('replays the recorded calls as they were answered, and answers the rest from the world', async () => {
    const file = join(folder, 'recorded.json');
    const proxy = await start(['--proxy', `http://127.0.0.1:${(upstream.app.server.address() as AddressInfo).port}`, '--record', file]);
    const recorded = await appSession(proxy.url);
    expect(recorded.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 403]);
    await proxy.stop();

    // Credentials are neither matched on nor written: the password and the token are nowhere in the file.
    const text = readFileSync(file, 'utf8');
    const token = (recorded[0]!.body as { data: { access_token: string } }).data.access_token;
    expect(text).not.toContain('Owner#2026');
    expect(text).not.toContain(token);
    const rules = JSON.parse(text) as Array<{ match: { operationId: string }; times?: number; priority?: number }>;
    expect(rules.map((r) => r.match.operationId)).toEqual(['login', 'getProfile', 'updateProfile', 'getProfile', 'listUsers', 'login']);
    // The profile read before the change answers once, first; the one after it keeps answering.
    expect(rules[1]).toMatchObject({ times: 1, priority: 1 });
    expect(rules[3]!.times).toBeUndefined();

    const replay = await start(['--rules', file]);
    const replayed = await appSession(replay.url);
    // As the proxy answered, the credentials it handed out read [redacted].
    const expected = recorded.map((answer) => ({ ...answer, body: JSON.parse(redactText(JSON.stringify(answer.body))) as unknown }));
    expect(replayed).toEqual(expected);
    // The world of seed 7 is not this mock's: without the rules, the same calls answer otherwise.
    const plain = await start([]);
    expect(await appSession(plain.url)).not.toEqual(expected);
    const own = await fetch(`${replay.url}/__mock/requests?limit=6`).then((r) => r.json() as Promise<{ requests: Array<{ ruleId: string | null }> }>);
    expect(own.requests.every((entry) => entry.ruleId !== null)).toBe(true);
    // The profile read again gets the latest recorded answer.
    const again = await fetch(`${replay.url}/api/v3/ua/profile`, { headers: { authentication: 'Bearer [redacted]', 'x-iaa-ow-id': '1001' } });
    expect(await again.json()).toEqual(expected[3]!.body);

    await expectWorldAnswersTheRest(replay.url);
  }, 90_000);
});

/** A user and a workspace the recording never saw: the replaying mock's own world answers, and keeps what it is told. */
async function expectWorldAnswersTheRest(origin: string): Promise<void> {
  const login = await fetch(`${origin}/api/v3/ua/login`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/json' },
    body: JSON.stringify({ grantType: 'password', email: 'owner@initech-ads.example', password: 'Other#2026' }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authentication: `Bearer ${token}`, 'x-iaa-ow-id': '3001', 'content-type': 'application/json' };
  const changed = await fetch(`${origin}/api/v3/ua/user/update-profile`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ displayName: 'Replayed Elsewhere' }),
  });
  expect(changed.status).toBe(200);
  const profile = (await (await fetch(`${origin}/api/v3/ua/profile`, { headers })).json()) as { data: Record<string, unknown> };
  expect(JSON.stringify(profile.data)).toContain('Replayed Elsewhere');
}
