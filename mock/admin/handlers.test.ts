/**
 * The mock's control API under /__mock/: reset, fixtures, clock, outbox, request
 * journal and the authorization-code stand-in. Every answer is checked against
 * its own operation in the admin section of the spec. The admin API is the
 * mock's, not the platform's (no other implementation serves it), so its checks
 * run on the in-process mock.
 */
import type { Response } from 'supertest';
import type { QueryParams } from '../../spec/generated/operations.ts';
import type { JournalEntry } from '../../spec/generated/types.ts';
import type { Api } from '../../contracts/support/api.ts';
import { basicHeader, expectContract } from '../../contracts/support/client.ts';
import { describe, expect, it, useTarget } from '../../contracts/support/harness.ts';
import { anyPathParams, operations } from '../../contracts/support/spec.ts';
import { messages } from '../messages.ts';

// 429s are answers here: the reset's rate limit is under test.
useTarget({ inProcess: true, retryOn429: false });
const hourMs = 60 * 60 * 1000;

async function clock(api: Api): Promise<{ now: number; iso: string; frozen: boolean }> {
  return (await api.ok('getClock')).body;
}

/** A frozen clock, so the clock checks hold exactly on any mock. */
async function freeze(api: Api): Promise<number> {
  return (await api.ok('setClock', { body: { frozen: true } })).body.now;
}

describe('POST /__mock/reset', () => {
  it('restores the world: a change made before it is gone', async ({ api }) => {
    const member = api.personas.activeMember!;
    const owner = await api.login('workspaceOwner');
    await api.ok('updateUserStatus', { as: owner, body: { uowId: member.uowId, status: 2 } });
    await api.ok('sendPasswordReset', { body: { email: member.email } });
    await api.expect('login', { client: true, body: { grantType: 'password', email: member.email, password: member.password! } }, 403);

    const fixtures = (await api.ok('getFixtures')).body;
    const reset = await api.ok('resetWorld', { body: {} });
    expect(reset.body).toEqual({ seed: fixtures.seed, now: fixtures.epoch });

    await api.login('activeMember');
    expect((await api.ok('listOutbox')).body.emails).toEqual([]);
    await api.expect('getProfile', { as: owner }, 401);
  });

  it('accepts an empty JSON request', async ({ api }) => {
    await api.ok('resetWorld', { headers: { 'Content-Type': 'application/json' } });
  });

  it('rebuilds the world of another seed, keeping the personas', async ({ api }) => {
    const before = (await api.ok('getFixtures')).body;
    expect((await api.ok('resetWorld', { body: { seed: 7 } })).body.seed).toBe(7);
    const after = (await api.ok('getFixtures')).body;
    expect(after.seed).toBe(7);
    expect(after.personas).toEqual(before.personas);
    expect((await api.ok('resetWorld', { body: {} })).body.seed).toBe(before.seed);
  });

  it('refuses a negative seed with 422 naming it', async ({ api }) => {
    const response = expectContract(await api.callMalformed('resetWorld', { body: { seed: -1 } }), 'resetWorld', 422);
    expect(response.body.field).toBe('seed');
  });

  it('brings the clock back to the epoch, in the mode the reset asks for', async ({ api }) => {
    for (const frozenClock of [true, false]) {
      await api.ok('setClock', { body: { advanceMs: hourMs, frozen: !frozenClock } });
      await api.ok('resetWorld', { body: { frozenClock } });
      const fixtures = (await api.ok('getFixtures')).body;
      const after = await clock(api);
      expect(after.frozen).toBe(frozenClock);
      if (frozenClock) expect(after.now).toBe(fixtures.epoch);
      else expect(after.now - fixtures.epoch).toBeLessThan(hourMs);
    }
  });

  it('sets the rate limit until the next reset', async ({ api }) => {
    await api.ok('resetWorld', { body: { rateLimit: 2 } });
    const session = await api.login('workspaceOwner');
    for (let i = 0; i < 2; i++) await api.ok('listUsers', { as: session });
    await api.expect('listUsers', { as: session }, 429);
    await api.ok('resetWorld', { body: { rateLimit: null } });
    const again = await api.login('workspaceOwner');
    for (let i = 0; i < 5; i++) await api.ok('listUsers', { as: again });
  });

  it('refuses a rate limit below 1 (422) and an unknown setting (400), naming them', async ({ api }) => {
    expect(expectContract(await api.callMalformed('resetWorld', { body: { rateLimit: 0 } }), 'resetWorld', 422).body.field).toBe('rateLimit');
    expect(expectContract(await api.callMalformed('resetWorld', { body: { clock: 'frozen' } }), 'resetWorld', 400).body.field).toBe('body');
  });
});

describe('GET /__mock/fixtures', () => {
  it('lists the personas with their credentials, the client and notable ids', async ({ api }) => {
    const body = (await api.ok('getFixtures')).body;
    expect(body.client).toEqual({ clientId: expect.any(String), clientSecret: expect.any(String) });
    expect(Object.keys(body.personas)).toEqual(expect.arrayContaining(['workspaceOwner', 'activeMember', 'invitedUser', 'onHoldUser', 'otherWorkspaceUser']));
    expect(body.personas.workspaceOwner).toMatchObject({
      email: expect.any(String),
      password: expect.any(String),
      userId: expect.any(Number),
      owId: expect.any(Number),
    });
    expect(body.personas.invitedUser).toMatchObject({ password: null, inviteHash: expect.any(String) });
    expect(body.notableIds).toMatchObject({ organizations: expect.any(Object), campaigns: expect.any(Object) });
    expect(body.organizations.length).toBeGreaterThan(0);
  });

  it('gives credentials that log in', async ({ api }) => {
    const { personas } = (await api.ok('getFixtures')).body;
    const session = await api.login('workspaceOwner');
    expect(session.owId).toBe(personas.workspaceOwner!.owId);
  });
});

describe('the clock', () => {
  it('GET /__mock/clock reads the mock time in epoch ms and ISO', async ({ api }) => {
    const { now, iso } = await clock(api);
    expect(iso).toBe(new Date(now).toISOString());
  });

  it('POST {advanceMs} moves it forward', async ({ api }) => {
    const start = await freeze(api);
    const moved = (await api.ok('setClock', { body: { advanceMs: hourMs } })).body;
    expect(moved).toEqual({ now: start + hourMs, iso: new Date(start + hourMs).toISOString(), frozen: true });
    expect((await clock(api)).now).toBe(start + hourMs);
  });

  it('POST {now} sets it from epoch ms', async ({ api }) => {
    await freeze(api);
    const instant = Date.UTC(2026, 5, 1, 12, 0, 0);
    expect((await api.ok('setClock', { body: { now: instant } })).body.now).toBe(instant);
    expect((await clock(api)).now).toBe(instant);
  });

  it('POST {now} sets it from ISO 8601', async ({ api }) => {
    await freeze(api);
    const iso = '2026-03-15T08:30:00.000Z';
    expect((await api.ok('setClock', { body: { now: iso } })).body).toEqual({ now: Date.parse(iso), iso, frozen: true });
  });

  it('POST {frozen} stops and restarts its flow', async ({ api }) => {
    const start = await freeze(api);
    await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await clock(api)).now).toBe(start);
    expect((await api.ok('setClock', { body: { frozen: false } })).body.frozen).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await clock(api)).now).toBeGreaterThan(start);
  });

  it('refuses to move backwards with advanceMs (422 naming it)', async ({ api }) => {
    const response = expectContract(await api.callMalformed('setClock', { body: { advanceMs: -1 } }), 'setClock', 422);
    expect(response.body.field).toBe('advanceMs');
  });

  it('moves by a duration in words: 25h, 90m, 7d, 1d12h', async ({ api }) => {
    const start = await freeze(api);
    let expected = start;
    for (const [advance, ms] of [
      ['25h', 25 * hourMs],
      ['90m', 90 * 60_000],
      ['7d', 7 * 24 * hourMs],
      ['1d12h', 36 * hourMs],
    ] as const) {
      expected += ms;
      expect((await api.ok('setClock', { body: { advance } })).body.now, advance).toBe(expected);
    }
  });

  it('refuses a duration it cannot read and advance beside advanceMs (422 naming advance), the clock unmoved', async ({ api }) => {
    const start = await freeze(api);
    for (const advance of ['25 hours', '1.5h', '-1h', '']) {
      const response = expectContract(await api.callMalformed('setClock', { body: { advance } }), 'setClock', 422);
      expect(response.body.field, advance).toBe('advance');
    }
    const both = expectContract(await api.callMalformed('setClock', { body: { advance: '1h', advanceMs: hourMs } }), 'setClock', 422);
    expect(both.body).toEqual({ error: messages.clockAdvanceTwice, field: 'advance' });
    const past = expectContract(await api.callMalformed('setClock', { body: { advance: '3000000d' } }), 'setClock', 422);
    expect(past.body).toEqual({ error: messages.clockOutOfRange, field: 'advance' });
    expect((await clock(api)).now).toBe(start);
  });

  it('refuses a now that is not a time (400 naming it)', async ({ api }) => {
    const response = expectContract(await api.callMalformed('setClock', { body: { now: 'yesterday' } }), 'setClock', 400);
    expect(response.body.field).toBe('now');
  });
});

describe('GET /__mock/outbox', () => {
  it('lists every e-mail sent, filtered by to and kind', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const invitee = 'new.hire@acme-media.example';
    await api.ok('sendPasswordReset', { body: { email: owner.email } });
    await api.ok('inviteUsers', { as: await api.login('workspaceOwner'), body: { email: invitee, name: 'New Hire' } });

    const all = (await api.ok('listOutbox')).body.emails;
    expect(all.map((e: { kind: string; to: string }) => [e.kind, e.to])).toEqual([
      ['password-reset', owner.email],
      ['invitation', invitee],
    ]);
    const invitations = (await api.ok('listOutbox', { query: { kind: 'invitation' } })).body.emails;
    expect(invitations).toEqual([expect.objectContaining({ to: invitee, hash: expect.any(String), link: expect.stringContaining('inviteHash=') })]);
    const toOwner = (await api.ok('listOutbox', { query: { to: owner.email } })).body.emails;
    expect(toOwner).toEqual([expect.objectContaining({ kind: 'password-reset' })]);
    expect((await api.ok('listOutbox', { query: { to: owner.email, kind: 'invitation' } })).body.emails).toEqual([]);
  });

  it('refuses an unknown kind with 422 naming it', async ({ api }) => {
    const response = expectContract(await api.callMalformed('listOutbox', { query: { kind: 'postcard' } }), 'listOutbox', 422);
    expect(response.body.field).toBe('kind');
  });
});

describe('GET /__mock/requests', () => {
  it('lists recent requests newest first, with operationId and status', async ({ api, target }) => {
    const session = await api.login('workspaceOwner');
    await api.ok('getProfile', { as: session });
    await target.http.get('/api/v3/ua/no-such-thing').expect(404);

    const entries = (await api.ok('listRequests', { query: { limit: 3 } })).body.requests;
    expect(entries.map((e: { method: string; operationId: string | null; status: number }) => [e.method, e.operationId, e.status])).toEqual([
      ['GET', null, 404],
      ['GET', 'getProfile', 200],
      ['POST', 'login', 200],
    ]);
    expect(entries[0]!.url).toBe('/api/v3/ua/no-such-thing');
    expect(entries[0]!.id).toBeGreaterThan(entries[1]!.id);
  });

  it('keeps the last 500 requests only', async ({ api, target }) => {
    const total = 520;
    const clockRead = (n: number) => target.http.get('/__mock/clock').query({ n }).expect(200);
    // The first 40 in order (the 20 oldest must be the ones dropped), the rest in parallel batches.
    for (let n = 0; n < 40; n++) await clockRead(n);
    for (let batch = 40; batch < total; batch += 40) await Promise.all(Array.from({ length: 40 }, (_, i) => clockRead(batch + i)));
    const entries = (await api.ok('listRequests', { query: { limit: 500 } })).body.requests;
    expect(entries).toHaveLength(500);
    const numbers = entries.map((e: { url: string }) => Number(new URL(e.url, 'http://mock').searchParams.get('n')));
    expect(Math.min(...numbers)).toBe(total - 500);
    expect((await api.ok('listRequests')).body.requests).toHaveLength(100);
    expectContract(await api.callMalformed('listRequests', { query: { limit: 501 } }), 'listRequests', 422);
  });
});

describe('GET /__mock/requests: what each request sent and got back', () => {
  async function journal(api: Api, query: QueryParams<'listRequests'> = {}): Promise<JournalEntry[]> {
    return (await api.ok('listRequests', { query })).body.requests;
  }
  const owner = (api: Api) => {
    const { email, password } = api.personas.workspaceOwner!;
    return { email, password: password! };
  };

  it('shows a JSON body parsed, the answer parsed, and credentials redacted', async ({ api, target }) => {
    const body = { grantType: 'password' as const, email: owner(api).email, password: owner(api).password };
    const answer = await api.ok('login', { client: true, body });
    const [entry] = await journal(api, { operationId: 'login' });
    expect(entry).toMatchObject({
      method: 'POST',
      status: 200,
      requestBody: { ...body, password: '[redacted]' },
      requestBodyTruncated: false,
      responseBody: { ...answer.body, data: { ...answer.body.data, access_token: '[redacted]', refresh_token: '[redacted]' } },
      responseBodyTruncated: false,
    });
    expect(entry!.requestHeaders).toMatchObject({ authorization: 'Basic [redacted]', 'content-type': 'application/json' });
    expect(JSON.stringify(entry!.requestHeaders)).not.toContain(basicHeader(target).slice('Basic '.length));
    const session = await api.login('workspaceOwner');
    await api.ok('getProfile', { as: session });
    const [profile] = await journal(api, { operationId: 'getProfile' });
    expect(profile!.requestHeaders).toMatchObject({ authentication: 'Bearer [redacted]', 'x-iaa-ow-id': String(session.owId) });
    expect(JSON.stringify(profile!.requestHeaders)).not.toContain(session.token);
  });

  it('shows JSON that does not parse as the text that was sent, and a form as its text', async ({ api, target }) => {
    await target.http.post('/api/v3/ua/login').set('content-type', 'application/json').send('{"grantType": "password", "email":').expect(400);
    const [malformed] = await journal(api, { path: '/api/v3/ua/login' });
    expect(malformed).toMatchObject({ status: 400, requestBody: '{"grantType": "password", "email":' });
    expect(malformed!.responseBody).toMatchObject({ success: false });
    await api.call('issueToken', { client: true, form: { grant_type: 'password', username: owner(api).email, password: owner(api).password } });
    const [form] = await journal(api, { operationId: 'issueToken' });
    expect(form!.requestBody).toBe(`grant_type=password&username=${encodeURIComponent(owner(api).email)}&password=[redacted]`);
  });

  it('describes a multipart body, never its bytes', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    const image = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(3000, 7)]);
    await api.ok('updateProfile', {
      as: session,
      fields: { firstName: 'Ava' },
      files: { userAvatar: { buffer: image, filename: 'me.png', contentType: 'image/png' } },
    });
    const [entry] = await journal(api, { operationId: 'updateProfile' });
    expect(entry!.requestBody).toBe('<multipart: 1 file: me.png (image/png, 3,008 bytes); fields: {"firstName":"Ava"}>');
  });

  it('says a multipart body was not read: sent to an operation that takes no files, or to an upload by a caller it refused', async ({ api }) => {
    const field = { fields: { name: 'Ava' } };
    const json = await api.callMalformed('validateInvite', field);
    expect(json.status).toBe(400);
    expect(json.body.errorObjects[0]).toMatchObject({ error: messages.unsupportedContentType, field: 'Content-Type' });
    const upload = await api.callMalformed('updateProfile', field);
    expect(upload.status).toBe(401);
    for (const operationId of ['validateInvite', 'updateProfile']) {
      const [entry] = await journal(api, { operationId });
      expect(entry!.requestBody, operationId).toBe('<multipart: not read>');
    }
  });

  it('cuts an answer over 16,384 characters and says so', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    const full = await api.ok('listUsers', { as: session, query: { limit: 1000 } });
    const [entry] = await journal(api, { operationId: 'listUsers' });
    expect(entry!.responseBodyTruncated).toBe(true);
    expect(entry!.responseBody).toBe(full.text.slice(0, 16_384));
  });

  it('does not journal its own reads, so that a page polling it does not push the requests out', async ({ api }) => {
    await journal(api);
    await journal(api);
    expect(await journal(api, { operationId: 'listRequests' })).toEqual([]);
    // A refused read is a request like any other.
    expectContract(await api.callMalformed('listRequests', { query: { limit: 501 } }), 'listRequests', 422);
    const [refused] = await journal(api, { operationId: 'listRequests' });
    expect(refused!.status).toBe(422);
  });

  it('filters by method, path, status or class, and operationId, with limit counting what passes', async ({ api, target }) => {
    const session = await api.login('workspaceOwner');
    await api.ok('getUserConfig', { as: session });
    await api.call('getUserConfig', { headers: { prefer: 'code=429' } });
    await api.ok('listUsers', { as: session, query: { limit: 2 } });
    await target.http.get('/api/v3/ua/no-such-thing').expect(404);
    const summary = (entries: JournalEntry[]) => entries.map((e) => `${e.method} ${e.url.split('?')[0]} ${e.status}`);
    expect(summary(await journal(api, { status: '4xx' }))).toEqual(['GET /api/v3/ua/no-such-thing 404', 'GET /api/v3/ua/user/config 429']);
    expect(summary(await journal(api, { status: '429' }))).toEqual(['GET /api/v3/ua/user/config 429']);
    expect(summary(await journal(api, { path: '/api/v3/ua/user' }))).toEqual(['GET /api/v3/ua/user/config 429', 'GET /api/v3/ua/user/config 200']);
    // The reset before each test is journalled: it empties the journal, then is its first entry.
    expect(summary(await journal(api, { method: 'post' }))).toEqual(['POST /api/v3/ua/login 200', 'POST /__mock/reset 200']);
    expect(summary(await journal(api, { operationId: 'getUserConfig', status: '2xx' }))).toEqual(['GET /api/v3/ua/user/config 200']);
    expect(summary(await journal(api, { path: '/api/v3/ua', limit: 2 }))).toEqual(['GET /api/v3/ua/no-such-thing 404', 'GET /api/v3/ua/users/list 200']);
  });

  it('refuses a malformed filter with 400 naming it', async ({ api }) => {
    for (const [name, value] of [
      ['status', '4x'],
      ['status', '600'],
      ['path', 'api/v3'],
      ['method', 'GET /'],
    ] as const) {
      const response = await api.callMalformed('listRequests', { query: { [name]: value } });
      expect([400, 422], `${name}=${value}`).toContain(response.status);
      expectContract(response, 'listRequests', response.status);
      expect(response.body.field).toBe(name);
    }
  });
});

describe('POST /__mock/oauth/code', () => {
  it('issues an authorization code the token endpoint accepts once', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const redirectUri = 'http://127.0.0.1:3000/callback';
    const issued = (await api.ok('createAuthorizationCode', { body: { email: owner.email, redirectUri } })).body;
    expect(issued).toMatchObject({ code: expect.any(String), redirectUri, expiresAt: expect.any(Number) });
    const form = { grant_type: 'authorization_code', code: issued.code, redirect_uri: redirectUri };
    await api.ok('issueToken', { client: true, form });
    await api.expect('issueToken', { client: true, form }, 400);
  });

  it('answers 404 for an e-mail of no active user', async ({ api }) => {
    const response = await api.expect(
      'createAuthorizationCode',
      { body: { email: 'nobody@nowhere.example', redirectUri: 'http://127.0.0.1:3000/callback' } },
      404,
    );
    expect(response.body).toEqual({ error: messages.emailNotFound, field: 'email' });
  });

  it('refuses a request without redirectUri (400 naming it)', async ({ api }) => {
    const response = expectContract(await api.callMalformed('createAuthorizationCode', { body: { email: 'a@b.example' } }), 'createAuthorizationCode', 400);
    expect(response.body.field).toBe('redirectUri');
  });
});

describe('GET /__mock/settings', () => {
  it('reads the seed, limit and clock mode a reset set, and a clock change', async ({ api }) => {
    await api.ok('resetWorld', { body: { seed: 7, rateLimit: 12, frozenClock: false } });
    expect((await api.ok('getSettings')).body).toEqual({ seed: 7, rateLimit: 12, frozenClock: false, session: null, maxSessions: 50 });
    await api.ok('setClock', { body: { frozen: true } });
    await api.ok('resetWorld', { body: { seed: 8, rateLimit: null, frozenClock: true } });
    expect((await api.ok('getSettings')).body).toEqual({ seed: 8, rateLimit: null, frozenClock: true, session: null, maxSessions: 50 });
  });
});

describe('outside the platform', () => {
  it('answers an unknown route under /__mock/ with a bare 404', async ({ target }) => {
    const response = await target.http.get('/__mock/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: messages.notFound });
  });

  it('lists every allowed method in Allow', async ({ target }) => {
    const response = await target.http.delete('/__mock/clock');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, POST');
    expect(response.body).toEqual({ error: messages.methodNotAllowed });
  });

  it('is not rate limited', async ({ api }) => {
    const limit = 20;
    await api.ok('resetWorld', { body: { rateLimit: limit } });
    const session = await api.login('workspaceOwner');
    for (let i = 0; i < limit; i++) await api.ok('listUsers', { as: session });
    await api.expect('listUsers', { as: session }, 429);
    for (let i = 0; i < limit + 5; i++) {
      await api.ok('getClock', { headers: { Authentication: `Bearer ${session.token}` } });
    }
  });
});

// Not one bad body answers a 500, on any admin operation that takes JSON.
describe('every admin operation that takes JSON', () => {
  const jsonOperations = operations.filter((op) => op.isAdmin && op.requestBody?.contentTypes.has('application/json'));
  const wrongShapes = ['null', '[]', '"text"', '42', 'true'];
  const options = (op: (typeof operations)[number]) => ({ params: anyPathParams(op), headers: { 'Content-Type': 'application/json' } });
  const errorOf = (response: Response): unknown => response.body.error;

  it('are in the table (reset, clock, the authorization code, the snapshot and answer rules)', () => {
    expect(jsonOperations.map((op) => op.operationId).sort()).toEqual(['createAuthorizationCode', 'createRule', 'resetWorld', 'restoreSnapshot', 'setClock']);
  });

  for (const op of jsonOperations) {
    it(`${op.operationId} answers malformed JSON with 400, never 500`, async ({ api }) => {
      const response = expectContract(await api.callMalformed(op.operationId, { ...options(op), body: '{"a": ' }), op.operationId, 400);
      expect(errorOf(response)).toBe(messages.malformedJson);
    });

    it(`${op.operationId} answers bodies of the wrong shape with 400 or 422, never 500`, async ({ api }) => {
      for (const body of wrongShapes) {
        const response = await api.callMalformed(op.operationId, { ...options(op), body });
        expect([400, 422], `${op.operationId} with ${body} answered ${response.status}: ${response.text}`).toContain(response.status);
        expectContract(response, op.operationId, response.status);
      }
    });
  }
});
