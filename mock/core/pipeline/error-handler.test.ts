/**
 * The framework's own failures as error-handler.ts answers them: the route table
 * behind 404 and 405, the mapping of framework errors to envelopes, the answers
 * written straight to a socket, the crash log and the draining of an oversize body.
 * The contract suites see most of these answers too, but from a server built before
 * their tests run: the route table is built here, inside each test.
 */
import Fastify, { type FastifyError, type FastifyRequest } from 'fastify';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.ts';
import { serverPerTest } from '../../checked-server.ts';
import type { MockServer } from '../../server.ts';
import { answerClientError, pathPattern, registerErrorHandling, toApiError } from './error-handler.ts';
import type { PipelineDeps } from './pipeline.ts';
import { ApiError } from '../toolkit/errors.ts';

/** A server for one test, closed after it. */
const server = serverPerTest({ frozenClock: true, rateLimit: null });

describe('pathPattern', () => {
  it('matches the concrete URLs of a spec path, with or without a trailing slash', () => {
    const report = pathPattern('/api/v3/ra/report/{reportId}');
    expect(report.test('/api/v3/ra/report/7')).toBe(true);
    expect(report.test('/api/v3/ra/report/7/')).toBe(true);
    expect(report.test('/api/v3/ra/report/')).toBe(false);
    expect(report.test('/api/v3/ra/report/7/x')).toBe(false);
    expect(report.test('/x/api/v3/ra/report/7')).toBe(false);
  });

  it('reads every other character of the path literally', () => {
    const spec = pathPattern('/openapi.json');
    expect(spec.test('/openapi.json')).toBe(true);
    expect(spec.test('/openapi-json')).toBe(false);
  });
});

describe('unknown routes and wrong methods', () => {
  it('a wrong method on a known path is 405 with the allowed methods in Allow; an unknown path is 404 and names none', async () => {
    const mock = await server();
    const wrongMethod = await mock.app.inject({ method: 'PUT', url: '/api/v3/ra/reports/list' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(String(wrongMethod.headers.allow).split(', ').sort()).toEqual(['GET', 'POST']);
    const unknown = await mock.app.inject({ method: 'GET', url: '/api/v3/ua/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers).not.toHaveProperty('allow');
  });

  it('a body that cannot be read, sent to an unknown route or with a wrong method, gets the 404 or 405 of its route', async () => {
    const mock = await server();
    const malformed = { headers: { 'content-type': 'application/json' }, payload: '{"a":' };
    const unknown = await mock.app.inject({ method: 'POST', url: '/api/v3/ua/no-such-thing', ...malformed });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, errorObjects: [{ error: messages.notFound, reason: expect.any(String) }] });
    const wrongMethod = await mock.app.inject({ method: 'PUT', url: '/api/v3/ua/login', ...malformed });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
  });
});

describe('a route of no operation', () => {
  it('that crashes answers 500 in the envelope of its URL, and the crash is logged', async () => {
    const app = Fastify();
    const logged: unknown[] = [];
    app.decorateRequest('mock', null as unknown as FastifyRequest['mock']);
    app.addHook('onRequest', async (request) => {
      request.mock = {} as FastifyRequest['mock'];
    });
    registerErrorHandling(app, {} as PipelineDeps, [], (error) => logged.push(error));
    app.get('/api/v2/das/crash', () => {
      throw new Error('route bug');
    });
    const response = await app.inject({ method: 'GET', url: '/api/v2/das/crash' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: messages.internalError });
    expect(logged).toEqual([new Error('route bug')]);
  });
});

describe('URLs the router cannot take', () => {
  it('are answered 400 as JSON, in the envelope of the API the URL names', async () => {
    const mock = await server();
    const response = await mock.app.inject({ method: 'GET', url: '/api/v2/das/report/%E0%A4%A?x=1' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ error: messages.urlInvalid, field: 'path' });
  });
});

/** An error as Fastify or a crashing handler raises it. */
function raised(fields: { code?: string; statusCode?: number }, message = 'raised'): FastifyError {
  return Object.assign(new Error(message), fields) as FastifyError;
}

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = new ApiError(422, { error: 'no', field: 'x' });
    expect(toApiError(error)).toBe(error);
  });

  it('answers another 4xx error of the framework 400 on the body, with its message as the reason', () => {
    for (const statusCode of [400, 415, 499]) {
      const error = toApiError(raised({ code: 'FST_ERR_SOMETHING_ELSE', statusCode }, 'what Fastify said'));
      expect([error.status, error.errors], String(statusCode)).toEqual([
        400,
        [{ error: messages.requestBodyInvalid, field: 'body', reason: 'what Fastify said' }],
      ]);
    }
  });

  it('answers anything else 500, whatever statusCode it carries: a crash, a framework error of another class', () => {
    for (const fields of [
      {},
      { statusCode: 404 },
      { code: 'ERR_SOMETHING', statusCode: 404 },
      { code: 'NOT_FST_', statusCode: 404 },
      { code: 'FST_ERR_SOMETHING_ELSE' },
      { code: 'FST_ERR_SOMETHING_ELSE', statusCode: 399 },
      { code: 'FST_ERR_SOMETHING_ELSE', statusCode: 500 },
    ]) {
      const error = toApiError(raised(fields));
      expect([error.status, error.errors], JSON.stringify(fields)).toEqual([500, [{ error: messages.internalError }]]);
    }
  });
});

describe('the crash log', () => {
  it('logs a crash, not a refused request', async () => {
    const lines: string[] = [];
    const crash = () => {
      throw new Error('handler bug');
    };
    const mock = await server({ handlers: { getClock: crash }, log: (line) => lines.push(line) });
    const refused = await mock.app.inject({ method: 'POST', url: '/api/v3/ua/login', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(refused.statusCode).toBe(400);
    expect((await mock.app.inject({ method: 'GET', url: '/__mock/clock' })).statusCode).toBe(500);
    const logged = lines.filter((line) => line.startsWith('internal error:'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^internal error: Error: handler bug/);
  });
});

describe('errors Node raises before a request exists', () => {
  /** A socket that records what is written to it. */
  function fakeSocket(state: { destroyed?: boolean; writable?: boolean } = {}) {
    const written: string[] = [];
    const socket = { destroyed: false, writable: true, ...state, end: (data: string) => written.push(data) };
    return { socket: socket as unknown as Socket, written };
  }

  function clientError(code: string, packet?: string): NodeJS.ErrnoException {
    return Object.assign(new Error(code), { code }, packet === undefined ? {} : { rawPacket: Buffer.from(packet, 'latin1') });
  }

  /** The status line and the JSON body of an answer written to a socket. */
  function answerOf(written: string[]) {
    expect(written).toHaveLength(1);
    const [head, body] = written[0]!.split('\r\n\r\n');
    return { statusLine: head!.split('\r\n')[0], body: JSON.parse(body!) as unknown };
  }

  it('answers bytes that are not HTTP 400 Bad Request, in the envelope of the path Node read', () => {
    const { socket, written } = fakeSocket();
    answerClientError(clientError('HPE_INVALID_METHOD', 'BREW /api/v2/das/pot?x=1 HTTP/1.1\r\nHost: localhost\r\n\r\n'), socket);
    expect(answerOf(written)).toEqual({ statusLine: 'HTTP/1.1 400 Bad Request', body: { error: messages.requestBodyInvalid } });
  });

  it('answers a request that did not arrive in time 408 Request Timeout', () => {
    const { socket, written } = fakeSocket();
    answerClientError(clientError('ERR_HTTP_REQUEST_TIMEOUT'), socket);
    expect(answerOf(written)).toEqual({
      statusLine: 'HTTP/1.1 408 Request Timeout',
      body: { success: false, errorObjects: [{ error: messages.requestTimeout }] },
    });
  });

  it('writes nothing to a connection the client reset, or one already closed or ended', () => {
    for (const [code, state] of [
      ['ECONNRESET', {}],
      ['HPE_INVALID_METHOD', { destroyed: true }],
      ['HPE_INVALID_METHOD', { writable: false }],
    ] as const) {
      const { socket, written } = fakeSocket(state);
      answerClientError(clientError(code, 'GET / HTTP/1.1\r\n'), socket);
      expect(written, `${code} ${JSON.stringify(state)}`).toEqual([]);
    }
  });
});

describe('an oversize body', () => {
  const refusal = { success: false, errorObjects: [{ error: messages.bodyTooLarge, field: 'body' }] };

  /** A raw connection to a listening mock, and everything it has answered so far. */
  async function connection(mock: MockServer) {
    await mock.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect((mock.app.server.address() as AddressInfo).port, '127.0.0.1');
    const received = { text: '', closed: false };
    socket.on('data', (chunk) => (received.text += chunk));
    socket.on('close', () => (received.closed = true));
    socket.on('error', () => {});
    return { socket, received };
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function until(done: () => boolean, ms: number): Promise<void> {
    const stop = Date.now() + ms;
    while (!done() && Date.now() < stop) await pause(20);
  }

  const head = (length: number) =>
    `POST /api/v3/ua/user/reset-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

  it('is read to its end before its 400 goes out', async () => {
    const mock = await server({ bodyLimit: 1024 });
    const { socket, received } = await connection(mock);
    socket.write(`${head(4000)}"${'a'.repeat(2000)}`);
    await pause(300);
    expect(received.text).toBe('');
    socket.write(`${'a'.repeat(1998)}"`);
    await until(() => received.closed, 5_000);
    expect(received.text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(received.text.slice(received.text.indexOf('\r\n\r\n') + 4))).toEqual(refusal);
  });

  it('sent through inject is answered too', async () => {
    const mock = await server({ bodyLimit: 1024 });
    const response = await mock.app.inject({
      method: 'POST',
      url: '/api/v3/ua/user/reset-password',
      headers: { 'content-type': 'application/json' },
      payload: `"${'a'.repeat(4000)}"`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal);
  });

  it('is cut off past 64 MB: its 400 goes out while the client is still sending', async () => {
    const mock = await server({ bodyLimit: 1024 });
    const { socket, received } = await connection(mock);
    socket.write(head(200 * 1024 * 1024));
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    for (let sent = 0; sent < 66 && !received.text; sent++) {
      if (!socket.write(chunk)) await new Promise((resolve) => socket.once('drain', resolve));
    }
    await until(() => received.text !== '', 5_000);
    socket.destroy();
    expect(received.text).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('that the client gives up on still ends its request: the refusal is journalled', async () => {
    const mock = await server({ bodyLimit: 1024 });
    const { socket } = await connection(mock);
    socket.write(`${head(4000)}"${'a'.repeat(2000)}`);
    await pause(200);
    socket.destroy();
    const journalled = () => mock.state.journal.recent({ limit: 10 }).some((entry) => entry.url === '/api/v3/ua/user/reset-password');
    await until(journalled, 2_000);
    expect(journalled()).toBe(true);
  });
});
