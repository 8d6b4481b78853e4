/**
 * Carrying the state across a restart against a stand-in admin API: with a
 * snapshot route, without one (404), and with one that refuses part of it (422).
 */
import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { restoreState, saveState } from './carry-state.ts';

interface Seen {
  method: string;
  host: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A stand-in server answering the snapshot route with the given status and body per method. */
async function adminApi(answers: Record<string, [number, string]>): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({
        method: request.method!,
        host: request.headers.host,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const [status, text] =
        request.url === '/__mock/snapshot' ? (answers[request.method!] ?? [404, '{"error":"Route not found."}']) : [404, '{"error":"Route not found."}'];
      response.writeHead(status, { 'content-type': 'application/json' }).end(text);
    });
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  // As the CLI prints it when listening everywhere: reached through loopback.
  return { url: `http://0.0.0.0:${(server.address() as AddressInfo).port}`, seen };
}

describe('carrying the state across a restart', () => {
  it('reads the snapshot and hands it to the new server as it came, addressed to localhost with the admin token', async () => {
    const api = await adminApi({ GET: [200, '{"worlds":{"default":{"seed":4010}}}'], POST: [200, '{"restored":true}'] });
    const saved = await saveState({ url: api.url, token: 'T' });
    expect(saved.kind).toBe('snapshot');
    expect(await restoreState({ url: api.url, token: 'T' }, saved)).toEqual({ kind: 'kept' });
    const port = new URL(api.url).port;
    expect(api.seen).toEqual([
      { method: 'GET', host: `localhost:${port}`, authorization: 'Bearer T', contentType: undefined, body: '' },
      { method: 'POST', host: `localhost:${port}`, authorization: 'Bearer T', contentType: 'application/json', body: '{"worlds":{"default":{"seed":4010}}}' },
    ]);
  });

  it('answers a reset when the server has no snapshot route, and asks the new one nothing', async () => {
    const api = await adminApi({});
    const saved = await saveState({ url: api.url, token: null });
    expect(saved).toEqual({ kind: 'none', why: 'the server has no GET /__mock/snapshot' });
    expect(await restoreState({ url: api.url, token: null }, saved)).toEqual({ kind: 'reset', why: 'the server has no GET /__mock/snapshot' });
    expect(api.seen.map((s) => s.method)).toEqual(['GET']);
  });

  it('says what did not fit when the new server answers 422', async () => {
    const api = await adminApi({
      GET: [200, '{}'],
      POST: [422, '{"error":"Sessions no longer fit and were dropped.","field":"sessions","reason":"3 tokens"}'],
    });
    const saved = await saveState({ url: api.url, token: null });
    expect(await restoreState({ url: api.url, token: null }, saved)).toEqual({
      kind: 'partial',
      what: 'Sessions no longer fit and were dropped. (sessions): 3 tokens',
    });
  });

  it('answers a reset when the old server cannot be asked', async () => {
    const api = await adminApi({});
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const saved = await saveState({ url: api.url, token: null });
    expect(saved).toMatchObject({ kind: 'none', why: expect.stringMatching(/could not be asked for its state \(.*ECONNREFUSED/) });
  });
});
