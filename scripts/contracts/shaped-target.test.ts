/**
 * The shaped target in front of a mock in this process: everything it does not
 * shape reaches the mock and comes back as the mock answered, and each option
 * of its shape makes it differ the way it says. The runner's tests rely on both.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contracts/support/target.ts';
import { buildServer, type MockServer } from '../../mock/server.ts';
import { startShapedTarget, type ShapedTarget, type TargetShape } from './shaped-target.ts';

const shape = {
  tokenHeader: 'Authorization',
  loginHeader: { name: 'X-Partner-Key', value: 'partner-7' },
  absent: [
    { method: 'GET', path: '/api/v3/ra/reports/list' },
    { method: 'DELETE', path: '/api/v2/das/dashboard/{dashboardId}' },
  ],
  hang: [{ method: 'GET', path: '/api/v2/das/dashboards' }],
} satisfies TargetShape;

/** A 1x1 PNG. */
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let mock: MockServer;
let mockUrl = '';
let target: ShapedTarget;
let profile: Profile;

beforeAll(async () => {
  mock = await buildServer({ frozenClock: true, rateLimit: null });
  mockUrl = await mock.app.listen({ port: 0, host: '127.0.0.1' });
  target = await startShapedTarget(mockUrl, shape);
  profile = (await (await fetch(`${mockUrl}/__mock/fixtures`)).json()) as Profile;
});
afterAll(async () => {
  await target?.close();
  await mock?.app.close();
});

const partnerKey = { [shape.loginHeader.name]: shape.loginHeader.value };

function clientCredentials(): string {
  const { clientId, clientSecret } = profile.client!;
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** POST /api/v3/ua/login through the target as the workspace owner, with the client's Basic credentials. */
function login(headers: Record<string, string>): Promise<Response> {
  const { email, password } = profile.personas.workspaceOwner!;
  return fetch(`${target.url}/api/v3/ua/login`, {
    method: 'POST',
    headers: { Authorization: clientCredentials(), 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ grantType: 'password', email, password }),
  });
}

async function ownerSession(): Promise<{ token: string; owId: number }> {
  const response = await login(partnerKey);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { access_token: string; owId: number } };
  return { token: data.access_token, owId: data.owId };
}

function getProfile(headers: Record<string, string>): Promise<Response> {
  return fetch(`${target.url}/api/v3/ua/profile`, { headers });
}

describe('forwarding', () => {
  it('answers what the mock answers', async () => {
    const response = await fetch(`${target.url}/__mock/fixtures`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(profile);
  });

  it('forwards a multipart upload to the mock, which creates the creative', async () => {
    const { token, owId } = await ownerSession();
    const key = randomUUID();
    const form = new FormData();
    const creative = { creativeName: 'Through the front', platformCreativeTypeId: 11, creativeSourceType: 'FILE', clickUrl: 'https://www.acme-media.example/' };
    form.append('creativeRequest', JSON.stringify({ [key]: creative }));
    form.append(key, new Blob([onePixelPng], { type: 'image/png' }), 'pixel.png');
    const headers = { Authorization: `Bearer ${token}`, 'X-IAA-OW-ID': String(owId) };
    const response = await fetch(`${target.url}/api/v3/crt/creatives`, { method: 'POST', headers, body: form });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { successData: Record<string, number>; failedData: object } };
    expect(data).toEqual({ successData: { [key]: expect.any(Number) }, failedData: {} });
  });
});

describe('tokenHeader', () => {
  it('takes the bearer token under Authorization and hands it to the mock', async () => {
    const { token, owId } = await ownerSession();
    const response = await getProfile({ Authorization: `Bearer ${token}`, 'X-IAA-OW-ID': String(owId) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: expect.any(Object) });
  });

  it('refuses the token under Authentication alone', async () => {
    const { token, owId } = await ownerSession();
    const response = await getProfile({ Authentication: `Bearer ${token}`, 'X-IAA-OW-ID': String(owId) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, errorObjects: [{ error: 'Unauthorized' }] });
  });
});

describe('loginHeader', () => {
  it('refuses a login without the header, or with another value', async () => {
    for (const headers of [{}, { [shape.loginHeader.name]: 'someone-else' }]) {
      const response = await login(headers);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, errorObjects: [{ error: 'Missing required header X-Partner-Key' }] });
    }
  });

  it('lets a login with the header through', async () => {
    expect((await ownerSession()).token).toEqual(expect.any(String));
  });
});

describe('absent', () => {
  it("answers Express's HTML 404 for an operation it lacks, a {param} standing for any segment", async () => {
    const response = await fetch(`${target.url}/api/v2/das/dashboard/41?force=1`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const body = await response.text();
    expect(body).toContain('<pre>Cannot DELETE /api/v2/das/dashboard/41</pre>');
    expect(() => JSON.parse(body)).toThrow();
  });

  it('forwards the same path under another method, answered as the mock answers it', async () => {
    const put = (base: string) => fetch(`${base}/api/v2/das/dashboard/41`, { method: 'PUT' });
    const [front, direct] = await Promise.all([put(target.url), put(mockUrl)]);
    expect(front.status).toBe(direct.status);
    expect(front.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await front.json()).toEqual(await direct.json());
  });
});

describe('hang', () => {
  it('holds a hung operation without an answer while others answer', async () => {
    const hung = fetch(`${target.url}/api/v2/das/dashboards`, { signal: AbortSignal.timeout(1_000) });
    expect((await fetch(`${target.url}/__mock/fixtures`)).status).toBe(200);
    await expect(hung).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('close() ends the held connections', async () => {
    const own = await startShapedTarget(mockUrl, { hang: shape.hang });
    const hung = fetch(`${own.url}/api/v2/das/dashboards`);
    hung.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    await own.close();
    await expect(hung).rejects.toThrow();
  });
});
