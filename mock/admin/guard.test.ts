/**
 * Who reaches the admin API by where the connection comes from (spec/DECISIONS.md
 * M14): without an admin token, only this machine, whatever `Host` says, since any
 * client but a browser writes the Host it likes.
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { serverPerTest } from '../checked-server.ts';
import type { MockServer } from '../server.ts';
import { isLoopbackAddress } from './guard.ts';

/** A server for one test, closed after it. */
const server = serverPerTest({ frozenClock: true, rateLimit: null });

/** A machine on the LAN, naming this machine's Host as `curl -H 'Host: localhost'` does. */
const lanPeer = { remoteAddress: '192.168.1.20', headers: { host: 'localhost' } };
const json = { 'content-type': 'application/json' };
const hourMs = 60 * 60 * 1000;

async function send(mock: MockServer, request: InjectOptions) {
  const response = await mock.app.inject(request);
  return { status: response.statusCode, text: response.body, json: () => JSON.parse(response.body) as Record<string, unknown> };
}

async function clockNow(mock: MockServer): Promise<number> {
  return (await send(mock, { method: 'GET', url: '/__mock/clock' })).json().now as number;
}

describe('the admin API without an admin token', () => {
  it('refuses a peer on the network that names Host: localhost, and hands out no password', async () => {
    const mock = await server();
    const response = await send(mock, { method: 'GET', url: '/__mock/fixtures', ...lanPeer });
    expect(response.status).toBe(403);
    expect(response.json()).toEqual({ error: messages.adminPeerForbidden, field: 'remoteAddress' });
    expect(response.text).not.toContain('password');
  });

  it('refuses a reset from a peer on the network, and the state is kept', async () => {
    const mock = await server();
    await send(mock, { method: 'POST', url: '/__mock/clock', headers: json, payload: { advanceMs: hourMs } });
    const moved = await clockNow(mock);
    const response = await send(mock, { method: 'POST', url: '/__mock/reset', ...lanPeer, headers: { ...lanPeer.headers, ...json } });
    expect(response.status).toBe(403);
    expect(response.json()).toEqual({ error: messages.adminPeerForbidden, field: 'remoteAddress' });
    // A reset would have put the clock back to the epoch.
    expect(await clockNow(mock)).toBe(moved);
  });

  it('answers loopback peers, as IPv4, IPv6 and IPv4 on a dual-stack socket', async () => {
    const mock = await server();
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const request = { remoteAddress, headers: { host: 'localhost:4010' } };
      expect((await send(mock, { method: 'GET', url: '/__mock/fixtures', ...request })).status, remoteAddress).toBe(200);
      expect((await send(mock, { method: 'POST', url: '/__mock/reset', ...request, headers: { ...request.headers, ...json } })).status, remoteAddress).toBe(
        200,
      );
    }
  });

  it('leaves the platform API open to any peer', async () => {
    const mock = await server();
    expect((await send(mock, { method: 'GET', url: '/openapi.json', ...lanPeer })).status).toBe(200);
  });
});

describe('behind a balancer (--trust-proxy)', () => {
  const viaBalancer = (client: string) => ({ remoteAddress: '127.0.0.1', headers: { host: 'localhost', 'x-forwarded-for': client } });

  it("answers the admin API only when the balancer's client is this machine; a forged X-Forwarded-For does not pass", async () => {
    const mock = await server({ trustProxy: ['127.0.0.1'] });
    expect((await send(mock, { method: 'GET', url: '/__mock/clock', ...viaBalancer('127.0.0.1') })).status).toBe(200);
    const remote = await send(mock, { method: 'GET', url: '/__mock/clock', ...viaBalancer('192.168.1.20') });
    expect(remote.status).toBe(403);
    expect(remote.json()).toEqual({ error: messages.adminPeerForbidden, field: 'remoteAddress' });
    // A client's own header comes first; the balancer appends the address it saw.
    expect((await send(mock, { method: 'GET', url: '/__mock/clock', ...viaBalancer('127.0.0.1, 192.168.1.20') })).status).toBe(403);
  });

  it("counts the rate limit by the balancer's client, and ignores X-Forwarded-For from a peer it does not trust", async () => {
    const calls = (mock: MockServer, client: string, remoteAddress = '127.0.0.1') =>
      send(mock, { method: 'GET', url: '/api/v3/ua/user/config', remoteAddress, headers: { 'x-forwarded-for': client } });
    const trusting = await server({ trustProxy: ['127.0.0.1'], rateLimit: 1 });
    expect((await calls(trusting, '10.0.0.1')).status).toBe(401);
    expect((await calls(trusting, '10.0.0.1')).status).toBe(429);
    expect((await calls(trusting, '10.0.0.2')).status).toBe(401);
    const plain = await server({ rateLimit: 1 });
    expect((await calls(plain, '10.0.0.1')).status).toBe(401);
    expect((await calls(plain, '10.0.0.2')).status).toBe(429);
  });
});

describe('the admin API with an admin token', () => {
  const bearer = { authorization: 'Bearer team-token' };

  it('answers a peer on the network that carries the token, and refuses one that does not', async () => {
    const mock = await server({ adminToken: 'team-token' });
    expect((await send(mock, { method: 'GET', url: '/__mock/fixtures', ...lanPeer, headers: { ...lanPeer.headers, ...bearer } })).status).toBe(200);
    const without = await send(mock, { method: 'GET', url: '/__mock/fixtures', ...lanPeer });
    expect(without.status).toBe(401);
    expect(without.json()).toEqual({ error: messages.adminTokenInvalid, field: 'Authorization' });
    const wrong = await send(mock, { method: 'GET', url: '/__mock/fixtures', ...lanPeer, headers: { ...lanPeer.headers, authorization: 'Bearer team-tokeN' } });
    expect(wrong.status).toBe(401);
  });

  it('still applies the Host rule: a LAN name works once given with --allowed-host', async () => {
    const mock = await server({ adminToken: 'team-token', allowedHosts: ['devbox.lan'] });
    const lanName = { remoteAddress: '192.168.1.20', headers: { host: 'devbox.lan:4010', ...bearer } };
    expect((await send(mock, { method: 'GET', url: '/__mock/fixtures', ...lanName })).status).toBe(200);
    const stranger = await send(mock, { method: 'GET', url: '/__mock/fixtures', ...lanName, headers: { ...lanName.headers, host: 'other.lan' } });
    expect(stranger.status).toBe(403);
    expect(stranger.json()).toEqual({ error: messages.adminHostForbidden, field: 'Host' });
  });
});

describe('isLoopbackAddress', () => {
  it('is 127.0.0.0/8 and ::1 in any of their written forms, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['192.168.1.20', '10.0.0.1', '::ffff:192.168.1.20', 'fd00::2', '128.0.0.1', '127.example.com', '', undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
