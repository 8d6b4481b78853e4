/**
 * Browser apps served from this machine (any port), and origins given with
 * --cors-origin, may call the mock and read Retry-After; other origins get no CORS
 * grant. The origin policy is the mock's own (server.ts, admin/guard.ts), for apps
 * developed against it, not a rule of the platform.
 */
import { afterEach } from 'vitest';
import { errorsOf, urlOf } from '../contracts/support/client.ts';
import { describe, expect, it, useTarget } from '../contracts/support/harness.ts';
import { operations } from '../contracts/support/spec.ts';
import type { Target } from '../contracts/support/target.ts';
import { parseCorsOrigin } from './admin/guard.ts';
import { messages } from './messages.ts';
import { buildServer, type MockServer } from './server.ts';

// The platform's limit, so a real 429 can be read from a browser app.
const limit = 20;
useTarget({ inProcess: true, rateLimit: limit, retryOn429: false });
const localApp = 'http://localhost:5173';

function preflight(target: Target, url: string, origin: string, method: string) {
  return target.http
    .options(url)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', method)
    .set('Access-Control-Request-Headers', 'authentication,x-iaa-ow-id,prefer,content-type');
}

describe('CORS', () => {
  it('allows a preflight from a local app, with the platform headers', async ({ target }) => {
    const response = await preflight(target, urlOf('listUsers'), localApp, 'GET');
    expect(response.status).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe(localApp);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-headers']).toEqual(expect.stringContaining('authentication'));
    expect(response.headers['access-control-allow-headers']).toEqual(expect.stringContaining('x-iaa-ow-id'));
    expect(response.headers['access-control-allow-headers']).toEqual(expect.stringContaining('prefer'));
  });

  const methods = [...new Set(operations.map((op) => op.method.toUpperCase()))];
  for (const method of methods) {
    const op = operations.find((o) => o.method.toUpperCase() === method)!;
    it(`allows ${method}, which ${op.operationId} uses, in a preflight`, async ({ target }) => {
      const response = await preflight(target, urlOf(op.operationId), localApp, method);
      expect(response.headers['access-control-allow-origin']).toBe(localApp);
      expect(response.headers['access-control-allow-methods']?.split(/\s*,\s*/)).toContain(method);
    });
  }

  it('exposes Retry-After and X-Mock-Session-Created to a local app, on answers and on errors', async ({ target }) => {
    for (const path of ['/__mock/clock', urlOf('listUsers')]) {
      const response = await target.http.get(path).set('Origin', 'http://127.0.0.1:3000');
      expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
      expect(response.headers['access-control-expose-headers']).toMatch(/\bRetry-After\b/i);
      expect(response.headers['access-control-expose-headers']).toMatch(/\bX-Mock-Session-Created\b/i);
    }
  });

  it('grants nothing to a foreign origin', async ({ target }) => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example']) {
      const response = await preflight(target, urlOf('listUsers'), origin, 'GET');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const simple = await target.http.get('/__mock/clock').set('Origin', origin);
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('grants a foreign origin no credentials and no exposed headers, and says the answer varies by Origin', async ({ target }) => {
    const response = await target.http.get('/__mock/clock').set('Origin', 'https://evil.example');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBeUndefined();
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
  });

  it('answers any OPTIONS request itself with an empty 204, before the admin guard and before reading a body', async ({ target }) => {
    const response = await target.http
      .options('/__mock/reset')
      .set('Origin', localApp)
      .set('Host', 'rebinding.example')
      .set('Content-Type', 'text/plain')
      .send('not a body any operation takes');
    expect(response.status).toBe(204);
    expect(response.headers['content-length']).toBe('0');
    expect(response.headers['access-control-allow-origin']).toBe(localApp);
    expect(response.headers['access-control-allow-methods']).toMatch(/\bDELETE\b/);
  });

  it('lets a local browser app read a 429 and its Retry-After', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    for (let i = 0; i < limit; i++) await api.ok('listUsers', { as: session });
    const response = await api.expect('listUsers', { as: session, headers: { Origin: localApp } }, 429);
    expect(errorsOf(response)[0]?.error).toBe(messages.tooManyRequests);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(response.headers['access-control-allow-origin']).toBe(localApp);
    expect(response.headers['access-control-expose-headers']).toMatch(/\bRetry-After\b/i);
  });
});

describe('--cors-origin: browser origins besides this machine', () => {
  const devServer = 'http://devbox.lan:5173';
  let mock: MockServer | undefined;
  afterEach(async () => {
    await mock?.app.close();
    mock = undefined;
  });

  async function withOrigins(corsOrigins: string[]): Promise<MockServer> {
    mock = await buildServer({ frozenClock: true, rateLimit: null, corsOrigins });
    return mock;
  }

  const injectPreflight = (server: MockServer, url: string, origin: string, method = 'GET') =>
    server.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authentication,x-iaa-ow-id,content-type' },
    });

  it('grants a dev server on a LAN name, exactly as given, and no other origin', async () => {
    const server = await withOrigins([devServer]);
    const granted = await injectPreflight(server, urlOf('listUsers'), devServer);
    expect(granted.headers['access-control-allow-origin']).toBe(devServer);
    expect(granted.headers['access-control-allow-credentials']).toBe('true');
    for (const other of ['http://devbox.lan:5174', 'https://devbox.lan:5173', 'http://devbox.lan']) {
      expect((await injectPreflight(server, urlOf('listUsers'), other)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets that dev server use the admin API, since the app reads /__mock/fixtures', async () => {
    const server = await withOrigins([devServer]);
    const fixtures = await server.app.inject({ method: 'GET', url: '/__mock/fixtures', headers: { origin: devServer } });
    expect(fixtures.statusCode).toBe(200);
    expect(fixtures.headers['access-control-allow-origin']).toBe(devServer);
    const clock = await server.app.inject({
      method: 'POST',
      url: '/__mock/clock',
      headers: { origin: devServer, 'content-type': 'application/json' },
      payload: { advanceMs: 1000 },
    });
    expect(clock.statusCode).toBe(200);
    const stranger = await server.app.inject({ method: 'GET', url: '/__mock/fixtures', headers: { origin: 'http://devbox.lan:8080' } });
    expect(stranger.statusCode).toBe(403);
  });

  it('grants a page opened from a file (Origin: null) the platform API, but not the admin API', async () => {
    const server = await withOrigins(['null']);
    const platform = await injectPreflight(server, urlOf('listUsers'), 'null');
    expect(platform.headers['access-control-allow-origin']).toBe('null');
    const read = await server.app.inject({ method: 'GET', url: '/__mock/fixtures', headers: { origin: 'null' } });
    expect(read.statusCode).toBe(403);
    expect(JSON.parse(read.body)).toEqual({ error: messages.adminOriginForbidden, field: 'Origin' });
    const reset = await server.app.inject({
      method: 'POST',
      url: '/__mock/reset',
      headers: { origin: 'null', 'content-type': 'application/json' },
      payload: {},
    });
    expect(reset.statusCode).toBe(403);
  });

  it('grants neither without the option', async () => {
    const server = await withOrigins([]);
    for (const origin of [devServer, 'null']) {
      expect((await injectPreflight(server, urlOf('listUsers'), origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('takes an origin as browsers send it, and refuses anything else', () => {
    expect(parseCorsOrigin('http://devbox.lan:5173/')).toBe(devServer);
    expect(parseCorsOrigin('HTTP://DevBox.LAN:5173')).toBe(devServer);
    expect(parseCorsOrigin('https://app.example:443')).toBe('https://app.example');
    expect(parseCorsOrigin('null')).toBe('null');
    for (const bad of [
      'devbox.lan:5173',
      'http://devbox.lan:5173/app',
      'http://devbox.lan:5173?x=1',
      '*',
      'ftp://devbox.lan',
      'http://user@devbox.lan',
      'http://devbox.lan:99999',
      'NULL',
      '',
    ]) {
      expect(() => parseCorsOrigin(bad), bad).toThrow(/is not an origin/);
    }
  });

  it('refuses to build a server with a malformed origin', async () => {
    await expect(buildServer({ corsOrigins: ['devbox.lan:5173'] })).rejects.toThrow(/is not an origin/);
  });
});
