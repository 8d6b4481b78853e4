/**
 * The validating proxy on real sockets: an upstream (the mock with a planted
 * breach, the clean mock, or a bare Node server where the wire itself is under
 * test) listens on an ephemeral port, and a proxy server in front of it. Each
 * test drives requests through the proxy and reads what it recorded at
 * GET /__mock/violations, checked against that operation's own contract.
 */
import { createHash, randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { responseChecker } from '../../contracts/support/spec.ts';
import { startMockProcess } from '../cli-process.ts';
import { messages } from '../messages.ts';
import { buildServer, type MockServer, type ServerOptions } from '../server.ts';
import type { Violation } from './violations.ts';

const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const ownerLogin = { grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' };
const loginPath = '/api/v3/ua/login';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** A mock server listening on an ephemeral port. */
async function listening(options: ServerOptions): Promise<{ server: MockServer; url: string }> {
  const server = await buildServer(options);
  closers.push(() => server.app.close());
  return { server, url: await server.app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** An upstream mock (the clock frozen, so two identical requests get identical bytes) and a proxy in front of it. */
async function proxyBefore(upstreamOptions: ServerOptions = {}): Promise<{ upstream: string; proxy: string }> {
  const upstream = await listening({ frozenClock: true, rateLimit: null, ...upstreamOptions });
  const proxy = await listening({ proxy: upstream.url });
  return { upstream: upstream.url, proxy: proxy.url };
}

/** A bare Node server as the upstream, for tests of the wire itself. */
async function bareUpstream(handle: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void): Promise<string> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, Buffer.concat(chunks), response));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with Node's own client: headers exactly as given (a list keeps order and case), the body in chunks. */
function send(base: string, method: string, path: string, headers: Record<string, string> | string[] = {}, chunks: Buffer[] = []): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers, agent: false }, (response) => {
      const body: Buffer[] = [];
      response.on('data', (chunk: Buffer) => body.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(body) }));
    });
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

const json = (value: unknown) => [Buffer.from(JSON.stringify(value))];
const login = (base: string, body: unknown = ownerLogin) =>
  send(base, 'POST', loginPath, { authorization: basic, 'content-type': 'application/json' }, json(body));

/** The answer as the client sees it, less what each connection (and each second) sets on its own. */
function onTheWire(answer: RawAnswer) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body.toString('base64') };
}

async function violations(proxy: string): Promise<Violation[]> {
  const answer = await send(proxy, 'GET', '/__mock/violations');
  const body = JSON.parse(answer.body.toString());
  expect(responseChecker('listViolations')(answer.status, body)).toBeNull();
  return body.violations;
}

/** Violations are recorded once both bodies are in, just after the client has its answer. */
async function violationsSoon(proxy: string, count: number): Promise<Violation[]> {
  for (let waited = 0; waited < 2000; waited += 20) {
    const list = await violations(proxy);
    if (list.length >= count) return list;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return violations(proxy);
}

/** Logs the owner in and lists their dashboards, through `base`; answers both raw answers. */
async function loginAndListDashboards(base: string): Promise<RawAnswer[]> {
  const loggedIn = await login(base);
  const token = JSON.parse(loggedIn.body.toString()).data.access_token;
  const dashboards = await send(base, 'GET', '/api/v2/das/dashboards', { authentication: `Bearer ${token}`, 'x-iaa-ow-id': '1001' });
  return [loggedIn, dashboards];
}

describe('validating proxy in front of an implementation with a planted breach', () => {
  it.each([
    { fault: 'users.login-answers-201', operationId: 'login', kind: 'status', problem: /status 201 is not documented/ },
    { fault: 'users.login-without-owid', operationId: 'login', kind: 'body', problem: /owId/ },
    { fault: 'dashboards.list-in-envelope', operationId: 'listDashboards', kind: 'envelope', problem: /wrapped in a v3 envelope/ },
  ])('records $fault as a $kind violation of $operationId, and passes the answers on unchanged', async ({ fault, operationId, kind, problem }) => {
    const { upstream, proxy } = await proxyBefore({ fault });
    const throughProxy = await loginAndListDashboards(proxy);
    // The upstream's clock is frozen and a live token is answered again, so a direct run answers the same bytes.
    const direct = await loginAndListDashboards(upstream);
    expect(throughProxy.map(onTheWire)).toEqual(direct.map(onTheWire));

    const found = await violationsSoon(proxy, 1);
    expect(found.map((v) => [v.operationId, v.kind])).toEqual([[operationId, kind]]);
    expect(found[0]!.problems.join('\n')).toMatch(problem);
    expect(found[0]!.exchange.response.status).toBe(throughProxy[operationId === 'login' ? 0 : 1]!.status);
  });

  it('finds nothing wrong with a clean implementation driven through the same flows', async () => {
    const { proxy } = await proxyBefore();
    const answers = await loginAndListDashboards(proxy);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await violations(proxy)).toEqual([]);
  });
});

describe('what the proxy records', () => {
  it('forwards a request the contract does not allow, and records it as kind request naming the field', async () => {
    const { upstream, proxy } = await proxyBefore();
    const answer = await login(proxy, { grantType: 'password', email: 'owner@acme-media.example' });
    // The upstream's own answer, not the proxy's: it saw the request.
    expect(onTheWire(answer)).toEqual(onTheWire(await login(upstream, { grantType: 'password', email: 'owner@acme-media.example' })));
    const found = await violationsSoon(proxy, 1);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ operationId: 'login', method: 'POST', url: loginPath, kind: 'request' });
    expect(found[0]!.problems.join()).toMatch(/password/);
  });

  it('forwards a JSON body over the 1 MB limit whole, and records it as the mock would refuse it', async () => {
    let received = 0;
    const upstream = await bareUpstream((_request, body, response) => {
      received = body.length;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"data":"ok"}');
    });
    const { url: proxy } = await listening({ proxy: upstream });
    const big = JSON.stringify({ ...ownerLogin, padding: 'x'.repeat(1024 * 1024) });
    expect((await send(proxy, 'POST', loginPath, { 'content-type': 'application/json' }, [Buffer.from(big)])).status).toBe(200);
    expect(received).toBe(big.length);
    const found = await violationsSoon(proxy, 1);
    expect(found.find((v) => v.kind === 'request')?.problems).toEqual([expect.stringContaining(`body: ${messages.bodyTooLarge}`)]);
  });

  it('records nothing when the client hangs up before its request is sent', async () => {
    const upstream = await bareUpstream((_request, _body, response) => response.end());
    const { url: proxy } = await listening({ proxy: upstream });
    const request = http.request(`${proxy}${loginPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
      agent: false,
    });
    request.on('error', () => {});
    request.write('{"grantType":');
    await new Promise((resolve) => setTimeout(resolve, 100));
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await violations(proxy)).toEqual([]);
  });

  it('names a path parameter the spec spells in a way routes cannot, as the spec spells it', async () => {
    const upstream = await bareUpstream((_request, _body, response) =>
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"errorObjects":[{"error":"Audience not found."}]}'),
    );
    const { url: proxy } = await listening({ proxy: upstream });
    await send(proxy, 'GET', '/api/v3/audience/geo-farmed/not-a-number', { 'x-iaa-ow-id': '1001', authentication: 'Bearer t' });
    const found = await violationsSoon(proxy, 1);
    expect(found.find((v) => v.kind === 'request')).toMatchObject({
      operationId: 'getGeoFarmedAudience',
      problems: [expect.stringMatching(/^geo-farmed_audience_id: /)],
    });
  });

  it('keeps credentials out of the record, and cuts bodies at 16 KB', async () => {
    const { proxy } = await proxyBefore({ fault: 'users.login-answers-201' });
    const long = { ...ownerLogin, padding: 'x'.repeat(20_000) };
    await login(proxy, long);
    const [violation] = await violationsSoon(proxy, 1);
    const { request, response } = violation!.exchange;
    expect(request.headers.authorization).toBe('[redacted]');
    expect(request.body.text).not.toContain('Owner#2026');
    expect(request.body).toMatchObject({ bytes: JSON.stringify(long).length, truncated: true });
    expect(request.body.text).toHaveLength(16 * 1024);
    expect(JSON.parse(response.body.text!).data).toMatchObject({ access_token: '[redacted]', refresh_token: '[redacted]', token_type: 'bearer' });
  });

  it('empties the list on DELETE /__mock/violations', async () => {
    const { proxy } = await proxyBefore({ fault: 'users.login-answers-201' });
    await login(proxy);
    await violationsSoon(proxy, 1);
    const cleared = await send(proxy, 'DELETE', '/__mock/violations', { 'content-type': 'application/json' });
    const body = JSON.parse(cleared.body.toString());
    expect(responseChecker('clearViolations')(cleared.status, body)).toBeNull();
    expect(body).toEqual({ cleared: 1 });
    expect(await violations(proxy)).toEqual([]);
  });

  it('refuses to combine with fault mode or variants, which change answers the proxy does not give', async () => {
    await expect(buildServer({ proxy: 'http://127.0.0.1:1', fault: 'users.login-answers-201' })).rejects.toThrow(/does not combine with fault, variants/);
    await expect(buildServer({ proxy: 'http://127.0.0.1:1', variants: true })).rejects.toThrow(/does not combine with fault, variants/);
  });

  it('lists nothing, and names no upstream, on a server that is not a proxy', async () => {
    const { url } = await listening({});
    await login(url);
    const answer = JSON.parse((await send(url, 'GET', '/__mock/violations')).body.toString());
    expect(answer).toMatchObject({ proxy: null, violations: [] });
  });

  it('checks a compressed answer on a decompressed copy, and passes the compressed bytes on', async () => {
    const compressed = gzipSync(JSON.stringify({ success: true, data: { access_token: 'a' } }));
    const upstream = await bareUpstream((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(compressed);
    });
    const { url: proxy } = await listening({ proxy: upstream });
    const answer = await login(proxy);
    expect(answer.body.equals(compressed)).toBe(true);
    const [violation] = await violationsSoon(proxy, 1);
    expect(violation).toMatchObject({ operationId: 'login', kind: 'body' });
    expect(violation!.problems.join()).toMatch(/\/data/);
    // The record holds the answer as its reader sees it, decompressed.
    expect(violation!.exchange.response.body).toMatchObject({ text: '{"success":true,"data":{"access_token":"[redacted]"}}', bytes: compressed.length });
  });
});

describe('an upstream that does not answer', () => {
  it('answers 502 in the operation envelope when the upstream cannot be reached, and records it', async () => {
    const { url: proxy } = await listening({ proxy: await closedPort() });

    const v3 = await login(proxy);
    expect(v3.status).toBe(502);
    expect(JSON.parse(v3.body.toString())).toMatchObject({ success: false, errorObjects: [{ error: messages.upstreamUnreachable }] });
    const v2 = await send(proxy, 'GET', '/api/v2/audience/list', { 'x-iaa-ow-id': '1001' });
    expect(v2.status).toBe(502);
    expect(JSON.parse(v2.body.toString())).toMatchObject({ statusCode: 502, responseObject: { errorMsg: messages.upstreamUnreachable, errorCode: 502 } });

    const found = await violationsSoon(proxy, 2);
    expect(found.map((v) => [v.operationId, v.kind, v.exchange.response.status])).toEqual([
      ['listAudiences', 'upstream', null],
      ['login', 'upstream', null],
    ]);
    expect(found[0]!.problems.join()).toMatch(/ECONNREFUSED/);
  });

  it('answers 504 in the envelope when the upstream stays silent past the timeout', async () => {
    const silent = await bareUpstream(() => {});
    const { url: proxy } = await listening({ proxy: silent, proxyTimeoutMs: 200 });
    const answer = await login(proxy);
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ success: false, errorObjects: [{ error: messages.upstreamTimeout }] });
    expect((await violationsSoon(proxy, 1))[0]).toMatchObject({ kind: 'upstream', operationId: 'login' });
  });
});

describe('an upstream that answers what cannot be forwarded', () => {
  /** An upstream writing `raw` bytes straight on its socket (what Node's own server would refuse to send). */
  const rawUpstream = (raw: string) => bareUpstream((_request, _body, response) => response.socket!.end(raw));

  it.each([
    ['a status HTTP does not have', 'HTTP/1.1 999 Odd\r\nContent-Length: 2\r\n\r\n{}', /answered status 999/],
    ['a switch of protocols it did not ask for', 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n', /switched protocols/],
    [
      'an answer that breaks off before its body',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      /broke off before its body \(HPE_INVALID_CHUNK_SIZE\)/,
    ],
  ])('answers 502 in the operation envelope for %s, and records it', async (_what, raw, reason) => {
    const { url: proxy } = await listening({ proxy: await rawUpstream(raw) });
    const answer = await login(proxy);
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ success: false, errorObjects: [{ error: messages.upstreamUnreachable, reason }] });
    expect((await violationsSoon(proxy, 1))[0]).toMatchObject({ kind: 'upstream', operationId: 'login' });
  });

  it('answers 504 when the upstream dribbles its head past the timeout, a byte at a time', async () => {
    const head = Buffer.from(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Padding: ${'p'.repeat(40)}\r\nContent-Length: 2\r\n\r\n{}`);
    const upstream = await bareUpstream((_request, _body, response) => {
      let at = 0;
      const timer = setInterval(
        () => (at < head.length && !response.socket!.destroyed ? response.socket!.write(head.subarray(at, ++at)) : clearInterval(timer)),
        25,
      );
    });
    const { url: proxy } = await listening({ proxy: upstream, proxyTimeoutMs: 300 });
    const started = performance.now();
    const answer = await login(proxy);
    expect(answer.status).toBe(504);
    // The head would have taken 2.5 s to come whole; the socket was never idle for the timeout.
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('closes the client connection when the answer breaks off mid-body, and records it', async () => {
    const upstream = await bareUpstream((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('{"success":true,"data":"', () => setTimeout(() => response.socket!.destroy(), 50));
    });
    const { url: proxy } = await listening({ proxy: upstream });
    const cut = await new Promise<{ status: number; complete: boolean }>((resolve) => {
      http
        .request(`${proxy}${loginPath}`, { method: 'POST', agent: false }, (response) => {
          response.on('data', () => {});
          response.on('close', () => resolve({ status: response.statusCode!, complete: response.complete }));
        })
        .end();
    });
    expect(cut).toEqual({ status: 200, complete: false });
    const broke = (await violationsSoon(proxy, 1)).find((v) => v.kind === 'upstream');
    expect(broke?.problems).toEqual(['the answer broke off after 24 bytes']);
  });
});

describe('the wire through the proxy', () => {
  it('drops hop-by-hop headers both ways, sets Host to the upstream, and passes everything else as it came', async () => {
    let seen: { rawHeaders: string[]; body: Buffer } | undefined;
    const upstream = await bareUpstream((request, body, response) => {
      seen = { rawHeaders: request.rawHeaders, body };
      response.writeHead(200, [
        'Content-Type',
        'application/json',
        'Connection',
        'X-Hop',
        'X-Hop',
        'dropped',
        'Proxy-Authenticate',
        'Basic',
        'Keep-Alive',
        'timeout=99',
        'Upgrade',
        'h2c',
        'X-Kept',
        'yes',
      ]);
      response.end('{"success":true,"data":"ok"}');
    });
    const { url: proxy } = await listening({ proxy: upstream });
    const body = Buffer.from('{"grantType":"password"}');
    const answer = await send(
      proxy,
      'POST',
      `${loginPath}?a=1&a=2`,
      // A list of headers is sent as it is: Node adds no Host to it.
      [
        'Host',
        new URL(proxy).host,
        'Content-Type',
        'application/json',
        'X-Custom',
        'one',
        'x-custom',
        'two',
        'Connection',
        'keep-alive, X-Drop-Me',
        'X-Drop-Me',
        '1',
        'Keep-Alive',
        'timeout=5',
        'Proxy-Authorization',
        'Basic eA==',
        'TE',
        'trailers',
        'Content-Length',
        String(body.length),
      ],
      [body],
    );

    const names = seen!.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    for (const dropped of ['x-drop-me', 'keep-alive', 'proxy-authorization', 'te']) expect(names).not.toContain(dropped);
    const pairs = (raw: string[]) => raw.flatMap((value, i) => (i % 2 === 0 ? [`${value}: ${raw[i + 1]}`] : []));
    // The upstream connection has its own Connection header (Node's), not the client's.
    expect(pairs(seen!.rawHeaders).filter((pair) => /^connection:/i.test(pair))).toEqual(['Connection: keep-alive']);
    expect(pairs(seen!.rawHeaders)).toEqual(
      expect.arrayContaining(['Content-Type: application/json', 'X-Custom: one', 'x-custom: two', `Host: ${new URL(upstream).host}`]),
    );
    expect(seen!.body.equals(body)).toBe(true);

    expect(answer.status).toBe(200);
    expect(answer.headers['x-kept']).toBe('yes');
    expect(answer.headers['x-hop']).toBeUndefined();
    expect(answer.headers['proxy-authenticate']).toBeUndefined();
    expect(answer.headers.upgrade).toBeUndefined();
    expect(answer.headers['keep-alive']).not.toBe('timeout=99');
    expect(answer.body.toString()).toBe('{"success":true,"data":"ok"}');
  });

  it("adds the mock's CORS headers for a local page only where the upstream sends none", async () => {
    const upstream = await bareUpstream((request, _body, response) => {
      const own = request.url!.includes('own') ? { 'access-control-allow-origin': 'https://app.example.com' } : {};
      response.writeHead(200, { 'content-type': 'application/json', ...own }).end('{"success":true,"data":"ok"}');
    });
    const { url: proxy } = await listening({ proxy: upstream });
    const origin = { origin: 'http://localhost:3000', 'content-type': 'application/json' };
    const plain = await send(proxy, 'POST', loginPath, origin, json({}));
    expect(plain.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const own = await send(proxy, 'POST', `${loginPath}?own=1`, origin, json({}));
    expect(own.headers['access-control-allow-origin']).toBe('https://app.example.com');
  });

  it('forwards a multipart upload byte for byte, streamed in chunks', async () => {
    let received: Buffer | undefined;
    const upstream = await bareUpstream((_request, body, response) => {
      received = body;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"data":{"userAvatar":null,"message":"ok"}}');
    });
    const { url: proxy } = await listening({ proxy: upstream });
    const { contentType, body } = multipart({ displayName: 'Ava' }, { userAvatar: randomBytes(3 * 1024 * 1024) });
    const chunks = Array.from({ length: Math.ceil(body.length / 65_521) }, (_, i) => body.subarray(i * 65_521, (i + 1) * 65_521));
    const answer = await send(proxy, 'PATCH', '/api/v3/ua/user/update-profile', { 'content-type': contentType, 'x-iaa-ow-id': '1001' }, chunks);
    expect(answer.status).toBe(200);
    expect(sha256(received!)).toBe(sha256(body));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await violations(proxy)).toEqual([]);
  });

  it('reads a multipart request for validation as it streams, and records the field at fault', async () => {
    const { proxy } = await proxyBefore();
    const session = JSON.parse((await login(proxy)).body.toString()).data;
    const { contentType, body } = multipart({ displayName: 'Ava', removeUserProfile: 'perhaps' }, { userAvatar: randomBytes(1024) });
    const headers = { 'content-type': contentType, authentication: `Bearer ${session.access_token}`, 'x-iaa-ow-id': '1001' };
    await send(proxy, 'PATCH', '/api/v3/ua/user/update-profile', headers, [body]);
    const [violation] = await violationsSoon(proxy, 1);
    expect(violation).toMatchObject({ operationId: 'updateProfile', kind: 'request' });
    expect(violation!.problems.join()).toMatch(/removeUserProfile/);
  });
});

/** The URL of a port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<string> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('ad-platform-mock --proxy', () => {
  it('says it is a proxy before its listening line, and logs each violation in one line', async () => {
    const { upstream } = await proxyBefore({ fault: 'users.login-answers-201' });
    const cli = await startMockProcess(['--proxy', upstream]);
    closers.push(() => cli.stop());
    expect(cli.output()).toMatch(new RegExp(`PROXY MODE: forwarding every platform request to ${upstream}.*\\n.*listening on`));
    expect((await login(cli.url)).status).toBe(201);
    for (let waited = 0; waited < 2000 && !cli.output().includes('contract violation ('); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cli.output()).toMatch(/contract violation \(status\) login POST \/api\/v3\/ua\/login -> 201: status 201 is not documented/);
  });
});

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function multipart(fields: Record<string, string>, files: Record<string, Buffer>): { contentType: string; body: Buffer } {
  const boundary = `----proxy${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}
