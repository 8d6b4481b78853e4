/**
 * Browser apps served from this machine (any port) may call the mock and read
 * Retry-After; other origins get no CORS grant.
 */
import { describe, expect } from 'vitest';
import { urlOf } from '../support/client.ts';
import { operations } from '../support/spec.ts';
import { mockOnly, useTarget } from '../support/suite.ts';

const suite = useTarget();
const reason = "the origin policy is the mock's";
const localApp = 'http://localhost:5173';

function preflight(url: string, origin: string, method: string) {
  return suite.current.http
    .options(url)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', method)
    .set('Access-Control-Request-Headers', 'authentication,x-iaa-ow-id,prefer,content-type');
}

describe('CORS', () => {
  mockOnly(suite, 'allows a preflight from a local app, with the platform headers', reason, async () => {
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
    mockOnly(suite, `allows ${method}, which ${op.operationId} uses, in a preflight`, reason, async () => {
      const response = await preflight(urlOf(op.operationId), localApp, method);
      expect(response.headers['access-control-allow-origin']).toBe(localApp);
      expect(response.headers['access-control-allow-methods']?.split(/\s*,\s*/)).toContain(method);
    });
  }

  mockOnly(suite, 'exposes Retry-After to a local app, on answers and on errors', reason, async () => {
    for (const path of ['/__mock/clock', urlOf('listUsers')]) {
      const response = await suite.current.http.get(path).set('Origin', 'http://127.0.0.1:3000');
      expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
      expect(response.headers['access-control-expose-headers']).toMatch(/\bRetry-After\b/i);
    }
  });

  mockOnly(suite, 'grants nothing to a foreign origin', reason, async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example']) {
      const response = await preflight(urlOf('listUsers'), origin, 'GET');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const simple = await suite.current.http.get('/__mock/clock').set('Origin', origin);
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
