/**
 * Browser apps served from this machine (any port) may call the mock and read
 * Retry-After; other origins get no CORS grant. The origin policy is the mock's
 * own (server.ts), for apps developed against it, not a rule of the platform.
 */
import { describe, expect, it } from 'vitest';
import { call, callOk, errorsOf, expectContract, login, urlOf } from '../contracts/support/client.ts';
import { operations } from '../contracts/support/spec.ts';
import { useTarget } from '../contracts/support/suite.ts';
import { messages } from './core/errors.ts';

// The platform's limit, so a real 429 can be read from a browser app.
const limit = 20;
const suite = useTarget({ inProcess: true, rateLimit: limit, retryOn429: false });
const localApp = 'http://localhost:5173';

function preflight(url: string, origin: string, method: string) {
  return suite.current.http
    .options(url)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', method)
    .set('Access-Control-Request-Headers', 'authentication,x-iaa-ow-id,prefer,content-type');
}

describe('CORS', () => {
  it('allows a preflight from a local app, with the platform headers', async () => {
    const response = await preflight(urlOf('listUsers'), localApp, 'GET');
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
    it(`allows ${method}, which ${op.operationId} uses, in a preflight`, async () => {
      const response = await preflight(urlOf(op.operationId), localApp, method);
      expect(response.headers['access-control-allow-origin']).toBe(localApp);
      expect(response.headers['access-control-allow-methods']?.split(/\s*,\s*/)).toContain(method);
    });
  }

  it('exposes Retry-After to a local app, on answers and on errors', async () => {
    for (const path of ['/__mock/clock', urlOf('listUsers')]) {
      const response = await suite.current.http.get(path).set('Origin', 'http://127.0.0.1:3000');
      expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
      expect(response.headers['access-control-expose-headers']).toMatch(/\bRetry-After\b/i);
    }
  });

  it('grants nothing to a foreign origin', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example']) {
      const response = await preflight(urlOf('listUsers'), origin, 'GET');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const simple = await suite.current.http.get('/__mock/clock').set('Origin', origin);
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets a local browser app read a 429 and its Retry-After', async () => {
    const session = await login(suite.current, 'workspaceOwner');
    for (let i = 0; i < limit; i++) await callOk(suite.current, 'listUsers', { as: session });
    const response = expectContract(await call(suite.current, 'listUsers', { as: session, headers: { Origin: localApp } }), 'listUsers', 429);
    expect(errorsOf(response)[0]?.error).toBe(messages.tooManyRequests);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(response.headers['access-control-allow-origin']).toBe(localApp);
    expect(response.headers['access-control-expose-headers']).toMatch(/\bRetry-After\b/i);
  });
});
