/**
 * The mock as software on a developer's machine (spec/DECISIONS.md M14): each
 * describe block is one way in that was open, and fails if it opens again.
 */
import type { InjectOptions } from 'fastify';
import http from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { describeWorld } from '../fixtures/world.ts';
import { startMockProcess } from './cli-process.ts';
import { Downloads } from './core/state/downloads.ts';
import { messages } from './messages.ts';
import { serverPerTest } from './checked-server.ts';
import type { MockServer } from './server.ts';

/** A server for one test, closed after it. */
const server = serverPerTest({ frozenClock: true, rateLimit: null, validateResponses: 'collect' });

async function send(mock: MockServer, request: InjectOptions) {
  const response = await mock.app.inject(request);
  return { status: response.statusCode, headers: response.headers, text: response.body, json: () => JSON.parse(response.body) as Record<string, unknown> };
}

function credentials(mock: MockServer) {
  const world = describeWorld(mock.state.world) as unknown as {
    client: { clientId: string; clientSecret: string };
    personas: Record<string, { email: string; password: string; owId: number }>;
  };
  const basic = `Basic ${Buffer.from(`${world.client.clientId}:${world.client.clientSecret}`).toString('base64')}`;
  return { basic, owner: world.personas.workspaceOwner! };
}

async function ownerHeaders(mock: MockServer): Promise<Record<string, string>> {
  const { basic, owner } = credentials(mock);
  const login = await send(mock, {
    method: 'POST',
    url: '/api/v3/ua/login',
    headers: { authorization: basic },
    payload: { grantType: 'password', email: owner.email, password: owner.password },
  });
  const token = (login.json().data as { access_token: string }).access_token;
  return { authorization: `Bearer ${token}`, 'x-iaa-ow-id': String(owner.owId) };
}

const errorOf = (body: Record<string, unknown>) => (body.errorObjects as { error: string; field?: string }[])[0];

describe('1. the rate limit is keyed by verified credentials only', () => {
  it('a Basic header naming a new client id each time shares the address window', async () => {
    const mock = await server({ rateLimit: 20 });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const basic = `Basic ${Buffer.from(`m${i}:y`).toString('base64')}`;
      const response = await send(mock, {
        method: 'POST',
        url: '/api/v3/ua/user/reset-password',
        headers: { authorization: basic },
        payload: { email: 'nobody@example.com' },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('the registered client keeps a window of its own', async () => {
    const mock = await server({ rateLimit: 20 });
    const { basic } = credentials(mock);
    for (let i = 0; i < 20; i++) await send(mock, { method: 'POST', url: '/api/v3/ua/user/reset-password', payload: { email: 'nobody@example.com' } });
    const anonymous = await send(mock, { method: 'POST', url: '/api/v3/ua/user/reset-password', payload: { email: 'nobody@example.com' } });
    expect(anonymous.status).toBe(429);
    const client = await send(mock, {
      method: 'POST',
      url: '/api/v3/ua/user/reset-password',
      headers: { authorization: basic },
      payload: { email: 'nobody@example.com' },
    });
    expect(client.status).not.toBe(429);
  });
});

describe('2. the admin API: no cross-site writes, no DNS rebinding', () => {
  it('refuses a reset from a page of another origin, and the world is kept', async () => {
    const mock = await server();
    const headers = await ownerHeaders(mock);
    const response = await send(mock, {
      method: 'POST',
      url: '/__mock/reset',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(response.status).toBe(403);
    expect(response.json()).toEqual({ error: messages.adminOriginForbidden, field: 'Origin' });
    // The owner's token survived: a reset would have forgotten it.
    expect((await send(mock, { method: 'GET', url: '/api/v3/ua/profile', headers })).status).toBe(200);
  });

  it('refuses writes without a JSON body, as a form or a no-cors fetch sends them', async () => {
    const mock = await server();
    for (const headers of [{}, { 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }]) {
      const response = await send(mock, { method: 'POST', url: '/__mock/reset', headers, payload: '' });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ error: messages.adminJsonRequired, field: 'Content-Type' });
    }
    expect((await send(mock, { method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' } })).status).toBe(200);
  });

  it('answers only to host names of this machine, or those allowed', async () => {
    const mock = await server({ allowedHosts: ['mock.lan'] });
    for (const host of ['attacker.example', 'attacker.example:4010', '10.0.0.7:4010']) {
      const response = await send(mock, { method: 'GET', url: '/__mock/fixtures', headers: { host } });
      expect(response.status, host).toBe(403);
      expect(response.json()).toEqual({ error: messages.adminHostForbidden, field: 'Host' });
      expect(response.text).not.toContain('password');
    }
    for (const host of ['localhost:4010', '127.0.0.1:4010', '[::1]:4010', 'app.localhost', 'mock.lan:4010', 'MOCK.LAN']) {
      expect((await send(mock, { method: 'GET', url: '/__mock/fixtures', headers: { host } })).status, host).toBe(200);
    }
    // The platform's own operations and the docs are not the admin API: any host reaches them.
    expect((await send(mock, { method: 'GET', url: '/openapi.json', headers: { host: 'attacker.example' } })).status).toBe(200);
  });

  it('with an admin token, every admin request needs it', async () => {
    const mock = await server({ adminToken: 's3cret-token' });
    const without = await send(mock, { method: 'GET', url: '/__mock/outbox' });
    expect(without.status).toBe(401);
    expect(without.json()).toEqual({ error: messages.adminTokenInvalid, field: 'Authorization' });
    expect((await send(mock, { method: 'GET', url: '/__mock/outbox', headers: { authorization: 'Bearer wrong-token!' } })).status).toBe(401);
    expect((await send(mock, { method: 'GET', url: '/__mock/outbox', headers: { authorization: 'Bearer s3cret-token' } })).status).toBe(200);
  });
});

describe('3. download links are unguessable and expire; links never come from Host', () => {
  it('two files get unrelated ids that end with their names', () => {
    const store = new Downloads();
    const [a, b] = [
      store.save({ fileName: 'campaigns.csv', contentType: 'text/csv', body: 'x' }, 0),
      store.save({ fileName: 'campaigns.csv', contentType: 'text/csv', body: 'y' }, 0),
    ];
    expect(a.fileId).toMatch(/^[\w-]{24}-campaigns\.csv$/);
    expect(a.fileId).not.toBe(b.fileId);
    // Not a counter: the 24 characters before the name are not a number. (Base64url
    // has digits and '-', so a random id may itself begin like "0-".)
    expect(a.fileId.slice(0, 24)).not.toMatch(/^\d+$/);
  });

  it('a link stops working after its time, and the oldest go first when the store is full', () => {
    let now = 1_000;
    const store = new Downloads({ ttlMs: 60_000, maxFiles: 2, maxBytes: 1024 }, () => now);
    const first = store.save({ fileName: 'a.csv', contentType: 'text/csv', body: 'a' }, 0);
    now += 59_999;
    expect(store.get(first.fileId)).toBeDefined();
    now += 1;
    expect(store.get(first.fileId)).toBeUndefined();
    const [b, c, d] = ['b', 'c', 'd'].map((name) => store.save({ fileName: `${name}.csv`, contentType: 'text/csv', body: name }, 0));
    expect(store.get(b!.fileId)).toBeUndefined();
    expect([store.get(c!.fileId)?.fileName, store.get(d!.fileId)?.fileName]).toEqual(['c.csv', 'd.csv']);
    store.save({ fileName: 'big.csv', contentType: 'text/csv', body: 'x'.repeat(1000) }, 0);
    expect(store.size.bytes).toBeLessThanOrEqual(1024);
  });

  it('a reset link points at the public URL whatever Host the request names', async () => {
    const mock = await server({ publicUrl: 'http://mock.test:4010' });
    const { owner } = credentials(mock);
    const sent = await send(mock, {
      method: 'POST',
      url: '/api/v3/ua/user/reset-password',
      headers: { host: 'attacker.example' },
      payload: { email: owner.email },
    });
    expect(sent.status).toBe(200);
    const [email] = mock.state.outbox.list({ to: owner.email });
    expect(email?.link).toMatch(/^http:\/\/mock\.test:4010\/reset-password\?/);
  });
});

describe('4. a multipart body without a boundary is 400, not 500', () => {
  it('on an upload, the body is refused; on a JSON operation, which reads no multipart body, its media type', async () => {
    const mock = await server();
    const headers = await ownerHeaders(mock);
    // Each in its operation's own envelope.
    for (const [url, extra, refusal] of [
      ['/api/v3/ua/invite/validate', {}, messages.unsupportedContentType],
      ['/api/v2/audience/matched/add', headers, messages.requestBodyInvalid],
    ] as const) {
      const response = await send(mock, { method: 'POST', url, headers: { ...extra, 'content-type': 'multipart/form-data' }, payload: 'x' });
      expect(response.status, url).toBe(400);
      expect(response.text, url).toContain(refusal);
    }
    expect(mock.violations).toEqual([]);
  });
});

describe('5. dates past the range of a Date', () => {
  it('a dashboard window ending past it answers the window it can name', async () => {
    const mock = await server();
    const headers = await ownerHeaders(mock);
    for (const url of ['/api/v3/das/report/by-customer', '/api/v3/das/report/by-campaign']) {
      const response = await send(mock, { method: 'POST', url, headers, payload: { startDate: 1767225600000, endDate: 9000000000000000, timezoneId: 29 } });
      expect(response.status, url).toBe(200);
    }
    expect(mock.violations).toEqual([]);
  });

  it('the clock refuses a move past it and keeps working', async () => {
    const mock = await server();
    const before = (await send(mock, { method: 'GET', url: '/__mock/clock' })).json().now;
    const json = { 'content-type': 'application/json' };
    const huge = await send(mock, { method: 'POST', url: '/__mock/clock', headers: json, payload: JSON.stringify({ advanceMs: 1e308 }) });
    expect(huge.status).toBe(422);
    expect(huge.json().field).toBe('advanceMs');
    // The clock keeps to the years an RFC 3339 date-time can write (the Date range reaches the year 275760).
    const past = await send(mock, {
      method: 'POST',
      url: '/__mock/clock',
      headers: json,
      payload: JSON.stringify({ now: '9998-12-31T23:59:59.999Z', advanceMs: 1 }),
    });
    expect(past.status).toBe(422);
    expect(past.json()).toEqual({ error: messages.clockOutOfRange, field: 'advanceMs' });
    for (const now of [8.64e15, '0000-12-31T23:59:59.999Z']) {
      const outside = await send(mock, { method: 'POST', url: '/__mock/clock', headers: json, payload: JSON.stringify({ now }) });
      expect(outside.json(), String(now)).toEqual({ error: messages.clockOutOfRange, field: 'now' });
    }
    const after = await send(mock, { method: 'GET', url: '/__mock/clock' });
    expect(after.status).toBe(200);
    expect(after.json().now).toBe(before);
    const { basic, owner } = credentials(mock);
    const login = await send(mock, {
      method: 'POST',
      url: '/api/v3/ua/login',
      headers: { authorization: basic },
      payload: { grantType: 'password', email: owner.email, password: owner.password },
    });
    expect((login.json().data as { expires_in: number }).expires_in).toBeGreaterThan(0);
  });
});

describe('6. a slow client cannot hold a connection', () => {
  it('a body that never finishes is answered 408 and the socket closed', async () => {
    const mock = await server({ requestTimeoutMs: 600 });
    await mock.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = mock.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.write('POST /api/v3/ua/user/reset-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em');
    const started = Date.now();
    await new Promise((resolve) => socket.on('close', resolve));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain(messages.requestTimeout);
  });
});

describe('6b. an oversize body still gets its answer', () => {
  it('the refused body is read to its end first, so the client sees the 400, not a broken pipe', async () => {
    // Another process: in this one, client and server share an event loop and the race never shows.
    const mock = await startMockProcess(['--quiet', '--rate-limit', 'off']);
    const port = Number(new URL(mock.url).port);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = `"${'a'.repeat(1_100_000)}"`;
    const outcomes: string[] = [];
    for (let i = 0; i < 40; i++) outcomes.push(await post(port, agent, body), await post(port, agent, '{}'));
    agent.destroy();
    await mock.stop();
    expect(new Set(outcomes.filter((_, i) => i % 2 === 0))).toEqual(new Set(['400']));
    expect(new Set(outcomes.filter((_, i) => i % 2 === 1))).toEqual(new Set(['401']));
  });
});

/** POSTs a JSON body over a kept-alive connection; the status, or the error the client saw. */
function post(port: number, agent: http.Agent, body: string): Promise<string> {
  return new Promise((settle) => {
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/v3/bm/campaigns/9003/bid-models/dimensions/2', agent, headers },
      (response) => {
        response.resume();
        response.on('end', () => settle(String(response.statusCode)));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? 'error'));
    request.end(body);
  });
}

describe('7. framework answers come in the envelope', () => {
  it('a path parameter over the router limit, and broken percent-encoding, are 400 in the API envelope', async () => {
    const mock = await server();
    for (const url of [`/api/v3/ra/report/${'1'.repeat(3000)}`, '/api/v3/ra/report/%E0%A4%A']) {
      const response = await send(mock, { method: 'GET', url });
      expect(response.status).toBe(400);
      expect(response.json()).toEqual({ success: false, errorObjects: [{ error: messages.urlInvalid, field: 'path' }] });
    }
    const file = await send(mock, { method: 'GET', url: '/files/%' });
    expect(file.json()).toEqual({ error: messages.urlInvalid, field: 'path' });
  });

  it('a long path parameter within it reaches validation, which names the field', async () => {
    const mock = await server();
    const headers = await ownerHeaders(mock);
    const response = await send(mock, { method: 'GET', url: `/api/v3/ra/report/${'x'.repeat(150)}`, headers });
    expect([400, 422]).toContain(response.status);
    expect(errorOf(response.json())?.field).toBe('reportId');
  });

  it('headers over the size limit get a JSON 400 over a real connection', async () => {
    const mock = await server();
    await mock.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = mock.app.server.address() as AddressInfo;
    const big = { 'x-big': 'a'.repeat(20_000) };
    const v3 = await fetch(`http://127.0.0.1:${port}/api/v3/ua/profile`, { headers: big });
    expect(v3.status).toBe(400);
    expect(await v3.json()).toEqual({ success: false, errorObjects: [{ error: messages.headersTooLarge }] });
    // In the envelope of the URL's API, read from the request line Node saw.
    const admin = await fetch(`http://127.0.0.1:${port}/__mock/clock`, { headers: big });
    expect(await admin.json()).toEqual({ error: messages.headersTooLarge });
    const token = await fetch(`http://127.0.0.1:${port}/api/v3/ua/oauth/token`, { method: 'POST', headers: big });
    expect(await token.json()).toEqual({ error: 'invalid_request', error_description: messages.headersTooLarge });
  });

  it('an OPTIONS that is not a preflight gets an empty 204, not plain text', async () => {
    const mock = await server();
    const response = await send(mock, { method: 'OPTIONS', url: '/api/v3/ua/users/list' });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });

  it('an empty body labelled JSON is no body: an operation that needs none answers as without it', async () => {
    const mock = await server();
    const headers = await ownerHeaders(mock);
    const unknownReport = '/api/v3/ra/report/999999999';
    const response = await send(mock, { method: 'DELETE', url: unknownReport, headers: { ...headers, 'content-type': 'application/json' }, payload: '' });
    expect(response.status).toBe(404);
    const bare = await send(mock, { method: 'DELETE', url: unknownReport, headers });
    expect(response.json()).toEqual(bare.json());
  });
});

describe('9. smaller ones', () => {
  it('a CORS preflight is journalled with its own duration, not the uptime', async () => {
    const mock = await server();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await send(mock, { method: 'OPTIONS', url: '/api/v3/ua/users/list', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } });
    const [entry] = mock.state.journal.recent({ limit: 1 });
    expect(entry?.method).toBe('OPTIONS');
    expect(entry!.durationMs).toBeLessThan(250);
  });

  it('a download asked for with Prefer: code=200 comes in its documented file type', async () => {
    const mock = await server();
    const response = await send(mock, { method: 'GET', url: '/files/anything.csv', headers: { prefer: 'code=200' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.text).toBe('campaignId,impressions\r\n9003,120400\r\n');
  });
});

describe("10. a stored file never runs on the mock's origin", () => {
  const sandboxed = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox" };
  const script = '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(`/__mock/fixtures`)"><script>alert(document.domain)</script></svg>';
  const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

  function multipart(fields: Record<string, string>, file: { field: string; filename: string; contentType: string; bytes: Buffer }) {
    const boundary = '----hardening10';
    const body = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body };
  }

  const pathOf = (link: string) => new URL(link).pathname;

  it('an SVG avatar with a script is refused, whatever type it is sent as; the old avatar stays', async () => {
    const mock = await server();
    const headers = await ownerHeaders(mock);
    const before = (await send(mock, { method: 'GET', url: '/api/v3/ua/profile', headers })).json().data as { userAvatar: string };
    for (const [filename, contentType] of [
      ['me.svg', 'image/svg+xml'],
      ['me.png', 'image/png'],
    ]) {
      const form = multipart({}, { field: 'userAvatar', filename: filename!, contentType: contentType!, bytes: Buffer.from(script) });
      const response = await send(mock, {
        method: 'PATCH',
        url: '/api/v3/ua/user/update-profile',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.status, contentType).toBe(422);
      expect(errorOf(response.json()), contentType).toEqual({ error: messages.profileImageNotRaster, field: 'userAvatar' });
    }
    const after = (await send(mock, { method: 'GET', url: '/api/v3/ua/profile', headers })).json().data as { userAvatar: string };
    expect(before.userAvatar).toEqual(expect.any(String));
    expect(after.userAvatar).toBe(before.userAvatar);
  });

  it('a PNG avatar is still shown inline as image/png, with nosniff and the sandboxing policy', async () => {
    const mock = await server();
    const headers = await ownerHeaders(mock);
    const form = multipart({}, { field: 'userAvatar', filename: 'me', contentType: 'image/png', bytes: onePixelPng });
    const uploaded = await send(mock, {
      method: 'PATCH',
      url: '/api/v3/ua/user/update-profile',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.status).toBe(200);
    const link = (uploaded.json().data as { userAvatar: string }).userAvatar;
    expect(link).toMatch(/\/assets\/avatars\/\d+-\d+\.png$/);
    const served = await mock.app.inject({ method: 'GET', url: pathOf(link) });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'content-disposition': expect.stringMatching(/^inline;/), ...sandboxed });
    expect(served.rawPayload.equals(onePixelPng)).toBe(true);
  });

  it('a creative file whose bytes are no image (an SVG named .png) is served as bytes to save, never shown', async () => {
    const mock = await server();
    const headers = await ownerHeaders(mock);
    const key = '0b7a2b8e-5a3c-4d1e-9f00-0000000000aa';
    const creativeRequest = JSON.stringify({
      [key]: { creativeName: 'evil', platformCreativeTypeId: 11, creativeSourceType: 'FILE', creativeSource: 'evil.png' },
    });
    const form = multipart({ creativeRequest }, { field: key, filename: 'evil.png', contentType: 'image/svg+xml', bytes: Buffer.from(script) });
    const uploaded = await send(mock, { method: 'POST', url: '/api/v3/crt/creatives', headers: { ...headers, ...form.headers }, payload: form.payload });
    expect(uploaded.status).toBe(200);
    const creativeId = (uploaded.json().data as { successData: Record<string, number> }).successData[key]!;
    const creative = (await send(mock, { method: 'GET', url: `/api/v3/crt/creatives/${creativeId}`, headers })).json().data as { creativeSource: string };
    const served = await send(mock, { method: 'GET', url: pathOf(creative.creativeSource) });
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${creativeId}-evil.png"`,
      ...sandboxed,
    });
  });

  it('a download restored from a snapshot as HTML is served as bytes to save; a report keeps its own type', async () => {
    const mock = await server();
    const json = { 'content-type': 'application/json' };
    const snapshot = (await send(mock, { method: 'GET', url: '/__mock/snapshot' })).json() as { downloads: { files: unknown[] } };
    const file = { fileId: 'planted-page.html', fileName: 'page.html', contentType: 'text/html', createdAt: 0, expiresAt: Date.now() + 60_000 };
    const report = { ...file, fileId: 'planted-report.csv', fileName: 'report.csv', contentType: 'text/csv; charset=utf-8' };
    snapshot.downloads.files.push({ ...file, body: Buffer.from(script).toString('base64') }, { ...report, body: Buffer.from('a,b\r\n').toString('base64') });
    expect((await send(mock, { method: 'POST', url: '/__mock/snapshot', headers: json, payload: JSON.stringify(snapshot) })).status).toBe(200);
    // A restore gives files new ids (spec/DECISIONS.md M24): found by name.
    const restored = (await send(mock, { method: 'GET', url: '/__mock/snapshot' })).json() as {
      downloads: { files: Array<{ fileId: string; fileName: string }> };
    };
    const idOf = (name: string) => restored.downloads.files.find((f) => f.fileName === name)!.fileId;
    const page = await send(mock, { method: 'GET', url: `/files/${idOf('page.html')}` });
    expect(page.headers).toMatchObject({ 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="page.html"', ...sandboxed });
    const csv = await send(mock, { method: 'GET', url: `/files/${idOf('report.csv')}` });
    expect(csv.headers).toMatchObject({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="report.csv"', ...sandboxed });
  });
});

describe('11. the journal and the log keep secrets out of bodies and URLs', () => {
  it('GET /__mock/requests shows no password, token, reset hash or client secret sent or answered; the other fields as sent', async () => {
    const lines: string[] = [];
    const mock = await server({ log: (line) => lines.push(line) });
    const { basic, owner } = credentials(mock);
    const { client } = describeWorld(mock.state.world) as unknown as { client: { clientId: string; clientSecret: string } };
    const secrets: string[] = [owner.password, client.clientSecret];

    // A login as JSON; its answer carries an access and a refresh token.
    const headers = await ownerHeaders(mock);
    secrets.push(headers.authorization!.slice('Bearer '.length));

    // The token endpoint's form: a password grant, then a refresh_token grant, the client's secret in the form.
    const form = (fields: Record<string, string>) =>
      new URLSearchParams({ ...fields, client_id: client.clientId, client_secret: client.clientSecret }).toString();
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };
    const byPassword = await send(mock, {
      method: 'POST',
      url: '/api/v3/ua/oauth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'password', username: owner.email, password: owner.password }),
    });
    expect(byPassword.status).toBe(200);
    const issued = byPassword.json() as { access_token: string; refresh_token: string };
    const byRefresh = await send(mock, {
      method: 'POST',
      url: '/api/v3/ua/oauth/token',
      headers: formHeaders,
      payload: form({ grant_type: 'refresh_token', refresh_token: issued.refresh_token }),
    });
    expect(byRefresh.status).toBe(200);
    const refreshed = byRefresh.json() as { access_token: string; refresh_token: string };
    secrets.push(issued.access_token, issued.refresh_token, refreshed.access_token, refreshed.refresh_token);

    // A change of password.
    const newPassword = 'Changed#2031';
    const change = await send(mock, { method: 'POST', url: '/api/v3/ua/user/password/reset', headers, payload: { oldPassword: owner.password, newPassword } });
    expect(change.status).toBe(200);
    secrets.push(newPassword);

    // A reset link asked for, read from the outbox, and its hash validated.
    const asked = await send(mock, {
      method: 'POST',
      url: '/api/v3/ua/user/reset-password',
      headers: { authorization: basic },
      payload: { email: owner.email },
    });
    expect(asked.status).toBe(200);
    const outbox = await send(mock, { method: 'GET', url: '/__mock/outbox' });
    const resetHash = (outbox.json().emails as { kind: string; hash: string }[]).find((email) => email.kind === 'password-reset')!.hash;
    const validate = await send(mock, { method: 'POST', url: '/api/v3/ua/user/reset-password/validate', payload: { resetHash } });
    expect(validate.status).toBe(200);
    secrets.push(resetHash);

    // A token in the query string.
    const queryToken = 'query-token-4f1d9c2e';
    await send(mock, { method: 'GET', url: `/api/v3/ua/profile?access_token=${queryToken}`, headers: { 'x-iaa-ow-id': String(owner.owId) } });
    secrets.push(queryToken);

    const journal = await send(mock, { method: 'GET', url: '/__mock/requests?limit=500' });
    expect(journal.status).toBe(200);
    const entries = journal.json().requests as { operationId: string | null; url: string }[];
    for (const operationId of ['login', 'issueToken', 'changePassword', 'sendPasswordReset', 'listOutbox', 'validateResetPassword']) {
      expect(entries.map((entry) => entry.operationId)).toContain(operationId);
    }
    // As sent in JSON and as a form encodes it.
    for (const secret of secrets.flatMap((secret) => [secret, encodeURIComponent(secret)])) {
      expect(journal.text, secret).not.toContain(secret);
      expect(lines.join('\n'), secret).not.toContain(secret);
    }
    // What is no secret is shown as sent: the e-mail, the grant type, the token type, the query's name.
    for (const shown of [
      owner.email,
      '"token_type":"bearer"',
      '"grantType":"password"',
      'grant_type=refresh_token',
      'access_token=[redacted]',
      '"resetHash":"[redacted]"',
    ]) {
      expect(journal.text, shown).toContain(shown);
    }
    expect(lines.some((line) => line.includes('/api/v3/ua/profile?access_token=[redacted]'))).toBe(true);
  });
});
