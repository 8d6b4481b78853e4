/**
 * The inspector's routes (GET /__mock/ui and its two assets; spec/DECISIONS.md M27),
 * without a browser: served from the mock's own code under a strict policy, only
 * with the admin API, and behind the admin guard as the admin API is, the token
 * aside. The page in Chromium: mock/inspector.browser.test.ts.
 */
import type { InjectOptions } from 'fastify';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { serverPerTest } from '../checked-server.ts';
import type { MockServer } from '../server.ts';
import { inspectorScript } from './client.ts';
import { inspectorAssetsPath, inspectorContentSecurityPolicy, inspectorPath } from './routes.ts';

/** A server for one test, closed after it. */
const server = serverPerTest({ frozenClock: true });

async function get(mock: MockServer, url: string, request: Omit<InjectOptions, 'url' | 'method'> = {}) {
  return mock.app.inject({ method: 'GET', url, ...request });
}

/** A machine on the LAN naming this machine's Host, as `curl -H 'Host: localhost'` does. */
const lanPeer = { remoteAddress: '192.168.1.20', headers: { host: 'localhost' } };
const files = [
  { url: inspectorPath, type: /^text\/html; charset=utf-8$/ },
  { url: `${inspectorAssetsPath}/inspector.js`, type: /^text\/javascript; charset=utf-8$/ },
  { url: `${inspectorAssetsPath}/inspector.css`, type: /^text\/css; charset=utf-8$/ },
  { url: `${inspectorAssetsPath}/favicon.svg`, type: /^image\/svg\+xml$/ },
];

describe('the inspector page', () => {
  it('is served with its script and stylesheet, each under the policy and nosniff', async () => {
    const mock = await server();
    for (const file of files) {
      const response = await get(mock, file.url);
      expect(response.statusCode, file.url).toBe(200);
      expect(response.headers['content-type'], file.url).toMatch(file.type);
      expect(response.headers['content-security-policy'], file.url).toBe(inspectorContentSecurityPolicy);
      expect(response.headers['x-content-type-options'], file.url).toBe('nosniff');
    }
  });

  it('keeps to a strict policy: nothing inline, nothing from elsewhere, nothing by default', async () => {
    for (const directive of ["script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "object-src 'none'"]) {
      expect(inspectorContentSecurityPolicy).toContain(directive);
    }
    expect(inspectorContentSecurityPolicy).toContain("default-src 'none'");
    expect(inspectorContentSecurityPolicy).not.toContain('unsafe');
    const page = (await get(await server(), inspectorPath)).body;
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes!)?.[1])).toEqual([`${inspectorAssetsPath}/inspector.js`]);
    expect(scripts.every(([, , body]) => body!.trim() === '')).toBe(true);
    // No handler or style attribute, which the policy would block.
    expect(page).not.toMatch(/\s(on[a-z]+|style)=/i);
    expect(page).toContain(`href="${inspectorAssetsPath}/inspector.css"`);
  });

  it("serves a script that parses, and none of the page's files from any other name", async () => {
    expect(() => new Script(inspectorScript)).not.toThrow();
    const mock = await server();
    for (const name of ['init.js', 'client.ts', '..%2Froutes.ts', 'inspector.js.map']) {
      expect((await get(mock, `${inspectorAssetsPath}/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('calls the admin API and the contract only, never another origin', () => {
    const urls = [...inspectorScript.matchAll(/(?:fetch|admin)\(\s*'([^']*)/g)].map(([, url]) => url);
    expect(urls.length).toBeGreaterThan(5);
    expect(
      urls.every((url) => url!.startsWith('/__mock/') || url === '/openapi.json'),
      urls.join(' '),
    ).toBe(true);
    expect(inspectorScript).not.toMatch(/https?:\/\/(?!\/)/);
    // Values are set as text: the script never writes markup.
    expect(inspectorScript).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it('is not served without the admin API (--no-admin)', async () => {
    const mock = await server({ admin: false });
    for (const file of files) expect((await get(mock, file.url)).statusCode, file.url).toBe(404);
  });
});

describe('who may open the inspector', () => {
  it('without an admin token: this machine only, as for the admin API', async () => {
    const mock = await server();
    for (const file of files) {
      const response = await get(mock, file.url, lanPeer);
      expect(response.statusCode, file.url).toBe(403);
      expect(response.json()).toEqual({ error: messages.adminPeerForbidden, field: 'remoteAddress' });
    }
    expect((await get(mock, inspectorPath, { remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it("refuses a Host that is not this machine's (DNS rebinding) and pages of other origins", async () => {
    const mock = await server();
    const rebound = await get(mock, inspectorPath, { headers: { host: 'attacker.example:4010' } });
    expect(rebound.statusCode).toBe(403);
    expect(rebound.json()).toEqual({ error: messages.adminHostForbidden, field: 'Host' });
    const framed = await get(mock, inspectorPath, { headers: { origin: 'https://attacker.example' } });
    expect(framed.statusCode).toBe(403);
    expect(framed.json()).toEqual({ error: messages.adminOriginForbidden, field: 'Origin' });
  });

  it('with an admin token: the page to any peer the Host rule lets in, the data still behind the token', async () => {
    const mock = await server({ adminToken: 'open-sesame', allowedHosts: ['devbox.lan'] });
    const teammate = { remoteAddress: '192.168.1.20', headers: { host: 'devbox.lan:4010' } };
    for (const file of files) expect((await get(mock, file.url, teammate)).statusCode, file.url).toBe(200);
    expect((await get(mock, inspectorPath, { remoteAddress: '192.168.1.20', headers: { host: 'attacker.example' } })).statusCode).toBe(403);
    const data = await get(mock, '/__mock/requests', teammate);
    expect(data.statusCode).toBe(401);
    expect(data.json()).toEqual({ error: messages.adminTokenInvalid, field: 'Authorization' });
    const withToken = await get(mock, '/__mock/requests', { ...teammate, headers: { ...teammate.headers, authorization: 'Bearer open-sesame' } });
    expect(withToken.statusCode).toBe(200);
  });
});
