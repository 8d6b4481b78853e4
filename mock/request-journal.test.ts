/**
 * The request journal over HTTP (spec/DECISIONS.md M21): the answer headers each entry
 * holds are the ones a client receives, the body search (`q`), `after` and `count`, and
 * `DELETE /__mock/requests`. Every answer is checked against the spec.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from './core/pipeline/spec-loader.ts';
import { clientBasic, loginBody, useCheckedServer } from './checked-server.ts';

const checked = useCheckedServer();
/** The client's credentials and the workspace owner's login, from the mock's fixtures. */
let basic: string;
let owner: Awaited<ReturnType<typeof loginBody>>;
beforeAll(async () => {
  basic = await clientBasic(checked.server);
  owner = await loginBody(checked.server);
});

let sessions = 0;
const freshSession = () => `journal${++sessions}`;

interface Entry {
  id: number;
  method: string;
  url: string;
  operationId: string | null;
  status: number;
  responseHeaders: Record<string, string>;
  requestBody: unknown;
  responseBody: unknown;
}

type Method = 'GET' | 'HEAD' | 'POST' | 'OPTIONS' | 'DELETE';

function send(session: string, method: Method, url: string, headers: Record<string, string> = {}, payload?: object) {
  return checked.server.app.inject({ method, url, headers: { 'x-mock-session': session, ...headers }, ...(payload === undefined ? {} : { payload }) });
}

const admin = (session: string, method: Method, url: string, payload?: object) => send(session, method, url, { 'content-type': 'application/json' }, payload);

async function journal(session: string, query = ''): Promise<{ requests: Entry[]; count: number }> {
  const read = await send(session, 'GET', `/__mock/requests${query}`);
  expect(read.statusCode, read.body).toBe(200);
  return read.json();
}

/** The token of the owner of workspace 1001 in the session. */
async function logIn(session: string): Promise<string> {
  const login = await send(session, 'POST', '/api/v3/ua/login', { authorization: basic, 'content-type': 'application/json' }, owner);
  expect(login.statusCode).toBe(200);
  return login.json().data.access_token;
}

const documentedExample = (operationId: string, status: number) =>
  loadOperations()
    .find((op) => op.operationId === operationId)!
    .responses.get(status)!.example;

/** What the client received, less what Node adds as it writes (Date, and the transport the journal leaves out). */
function received(headers: IncomingHttpHeaders | Record<string, string | string[] | number | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || ['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return kept;
}

describe('answer headers in the journal', () => {
  it('are the headers the client received, framing included, for every kind of answer', async () => {
    const session = freshSession();
    await logIn(session);
    const answers = [
      await send(session, 'POST', '/api/v3/ua/login', { authorization: basic, 'content-type': 'application/json' }, owner),
      await send(session, 'GET', '/__mock/clock'),
      await send(session, 'HEAD', '/__mock/clock'),
      await send(session, 'GET', '/api/v3/ua/user/config', { prefer: 'code=429' }),
      await send(session, 'OPTIONS', '/api/v3/ua/login', { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' }),
      await send(session, 'GET', '/api/v3/ua/no-such-thing', { origin: 'http://localhost:5173' }),
      await send(session, 'GET', '/docs/assets/favicon-16x16.png'),
      await send(session, 'GET', '/openapi.yaml'),
    ];
    const { requests } = await journal(session, `?limit=${answers.length}`);
    const entries = requests.reverse();
    expect(entries.map((entry) => `${entry.method} ${entry.url}`)).toEqual(answers.map((answer) => `${answer.raw.req.method} ${answer.raw.req.url}`));
    for (const [i, answer] of answers.entries()) {
      expect(entries[i]!.responseHeaders, entries[i]!.url).toEqual(received(answer.headers));
    }
    // The framing is there: each kind of body's length, and none on a 204 but the one CORS sets.
    expect(entries[0]!.responseHeaders['content-length']).toBe(String(Buffer.byteLength(answers[0]!.body)));
    expect(entries[2]!.responseHeaders['content-length']).toBe(entries[1]!.responseHeaders['content-length']);
    expect(entries[3]!.responseHeaders['retry-after']).toBe('60');
    expect(entries[4]!.responseHeaders).toMatchObject({ 'access-control-allow-origin': 'http://localhost:5173', 'content-length': '0' });
    expect(entries[6]!.responseHeaders).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' });
  });

  it('redact a cookie an answer sets, keeping its name and attributes; the client gets it as the rule wrote it', async () => {
    const session = freshSession();
    const token = await logIn(session);
    const rule = await admin(session, 'POST', '/__mock/rules', {
      match: { operationId: 'getUserConfig' },
      answer: {
        status: 401,
        headers: { 'Set-Cookie': 'session=s3cr3t-value; Path=/; HttpOnly', 'X-Forced': 'yes' },
        body: documentedExample('getUserConfig', 401),
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const answer = await send(session, 'GET', '/api/v3/ua/user/config', { authentication: `Bearer ${token}`, 'x-iaa-ow-id': '1001' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['set-cookie']).toBe('session=s3cr3t-value; Path=/; HttpOnly');
    const [entry] = (await journal(session, '?operationId=getUserConfig')).requests;
    expect(entry!.responseHeaders).toEqual({ ...received(answer.headers), 'set-cookie': 'session=[redacted]; Path=/; HttpOnly' });
    expect(JSON.stringify(entry)).not.toContain('s3cr3t');
  });
});

describe('GET /__mock/requests: q, after and count', () => {
  it('q finds the entries whose body or answer holds the text, in any case, never by a redacted secret', async () => {
    const session = freshSession();
    await send(session, 'POST', '/api/v3/ua/login', { authorization: basic, 'content-type': 'application/json' }, { ...owner, password: 'Wrong-Hunter2' });
    await logIn(session);
    await send(session, 'GET', '/api/v3/ua/user/config', { prefer: 'code=429' });
    const urls = async (q: string) =>
      (await journal(session, `?q=${encodeURIComponent(q)}`)).requests.map((entry) => `${entry.method} ${entry.url} ${entry.status}`);
    // The e-mail is in both logins' bodies; the refusals answer `"success":false`.
    expect(await urls('OWNER@ACME-media.example')).toEqual(['POST /api/v3/ua/login 200', 'POST /api/v3/ua/login 403']);
    expect(await urls('"success":false')).toEqual(['GET /api/v3/ua/user/config 429', 'POST /api/v3/ua/login 403']);
    expect(await urls('too many requests')).toEqual(['GET /api/v3/ua/user/config 429']);
    expect(await urls('hunter2')).toEqual([]);
    expect(await urls('/api/v3/ua/login')).toEqual([]);
  });

  it('after an id lists only later entries, and count says how many pass the filters before limit', async () => {
    const session = freshSession();
    for (let n = 0; n < 4; n++) await send(session, 'GET', `/__mock/clock?n=${n}`);
    const all = await journal(session, '?operationId=getClock&limit=1');
    expect(all.count).toBe(4);
    expect(all.requests).toHaveLength(1);
    const newest = all.requests[0]!.id;
    expect((await journal(session, `?after=${newest}&operationId=getClock`)).requests).toEqual([]);
    await send(session, 'GET', '/__mock/clock?n=4');
    const polled = await journal(session, `?after=${newest}&operationId=getClock`);
    expect(polled.requests.map((entry) => entry.url)).toEqual(['/__mock/clock?n=4']);
    expect(polled.count).toBe(1);
    expect((await journal(session, `?after=${newest - 2}&operationId=getClock&limit=1`)).count).toBe(3);
  });

  it('refuses a malformed q or after, naming it', async () => {
    const session = freshSession();
    for (const query of ['q=', 'after=-1', 'after=x', 'after=1.5']) {
      const refused = await send(session, 'GET', `/__mock/requests?${query}`);
      expect([400, 422], query).toContain(refused.statusCode);
      expect(refused.json().field, query).toBe(query.split('=')[0]);
    }
  });
});

describe('the time of an entry', () => {
  it('is the mock time the request came in at, read once: a request that sets the clock is entered at the time before it', async () => {
    const session = freshSession();
    const frozenAt = Date.parse('2026-03-02T09:00:00.000Z');
    const setTo = Date.parse('2026-03-09T09:00:00.000Z');
    expect((await admin(session, 'POST', '/__mock/clock', { now: frozenAt, frozen: true })).statusCode).toBe(200);
    const set = await admin(session, 'POST', '/__mock/clock', { now: setTo });
    expect(set.json()).toMatchObject({ now: setTo, frozen: true });
    await send(session, 'GET', '/__mock/clock');
    const entries = (await journal(session, '?path=/__mock/clock')).requests as Array<Entry & { at: number }>;
    expect(entries.map((entry) => [entry.method, entry.at])).toEqual([
      ['GET', setTo],
      ['POST', frozenAt],
      // The first request froze the clock at the time it set; it came in on the running clock.
      ['POST', expect.any(Number)],
    ]);
  });
});

describe('DELETE /__mock/requests', () => {
  it("empties the session's journal, says how many entries it held, and is not journalled itself", async () => {
    const session = freshSession();
    const other = freshSession();
    await send(other, 'GET', '/__mock/clock');
    await logIn(session);
    await send(session, 'GET', '/__mock/clock');
    const before = await journal(session);
    const cleared = await admin(session, 'DELETE', '/__mock/requests');
    expect(cleared.statusCode).toBe(200);
    // The two requests; the read of the journal is not journalled.
    expect(cleared.json()).toEqual({ deleted: before.count });
    expect(await journal(session)).toEqual({ requests: [], count: 0 });
    expect((await journal(other, '?operationId=getClock')).count).toBe(1);
  });

  it('keeps ids counting, so a page polling with after misses nothing; so does a reset', async () => {
    const session = freshSession();
    await send(session, 'GET', '/__mock/clock');
    const [last] = (await journal(session)).requests;
    expect((await admin(session, 'DELETE', '/__mock/requests')).json()).toEqual({ deleted: 1 });
    await send(session, 'GET', '/__mock/clock?after=clear');
    const [afterClear] = (await journal(session, `?after=${last!.id}&operationId=getClock`)).requests;
    expect(afterClear).toMatchObject({ url: '/__mock/clock?after=clear' });
    expect(afterClear!.id).toBeGreaterThan(last!.id);
    expect((await admin(session, 'POST', '/__mock/reset')).statusCode).toBe(200);
    await send(session, 'GET', '/__mock/clock?after=reset');
    expect((await journal(session, `?after=${afterClear!.id}&operationId=getClock`)).requests.map((entry) => entry.url)).toEqual(['/__mock/clock?after=reset']);
  });

  it('journals a clear it refused, and clears nothing then', async () => {
    const session = freshSession();
    await send(session, 'GET', '/__mock/clock');
    const refused = await send(session, 'DELETE', '/__mock/requests');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('Content-Type');
    const { requests } = await journal(session);
    expect(requests.map((entry) => [entry.method, entry.operationId, entry.status])).toEqual([
      ['DELETE', 'clearRequests', 400],
      ['GET', 'getClock', 200],
    ]);
  });
});
