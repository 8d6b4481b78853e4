/**
 * The read cache is safe only if every operation the spec says changes no data
 * (`x-changes-data: false`, or a GET without it) leaves the world as it was: the
 * pipeline forgets remembered answers after the others only. Each such operation
 * gets well-formed and hostile requests (the fuzz arbitraries) as the owner, and
 * the world must be deep-equal after each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type MockServer } from '../../server.ts';
import { sampleRequest, urlOf } from '../../../scripts/fuzz/requests.ts';
import { ReadCache } from './read-cache.ts';

const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const REQUESTS_PER_OPERATION = 12;

describe('the read cache', () => {
  it('answers from memory until cleared, and holds at most its capacity', () => {
    const cache = new ReadCache(2);
    let computed = 0;
    const compute = () => ++computed;
    expect(cache.get('a', compute)).toBe(1);
    expect(cache.get('a', compute)).toBe(1);
    cache.get('b', compute);
    cache.get('c', compute);
    expect(cache.size).toBe(2);
    expect(cache.get('a', compute)).toBe(4);
    cache.clear();
    expect(cache.get('c', compute)).toBe(5);
  });
});

describe('operations that change no data', () => {
  let server: MockServer;
  let owner: Record<string, string>;

  async function logInAsOwner(): Promise<void> {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/v3/ua/login',
      headers: { authorization: basic, 'content-type': 'application/json' },
      payload: { grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' },
    });
    owner = { authorization: `Bearer ${login.json().data.access_token}`, 'x-iaa-ow-id': '1001' };
  }

  beforeAll(async () => {
    server = await buildServer({ rateLimit: null });
    await logInAsOwner();
  });

  it('leave the world as it was, whatever they are sent', async () => {
    const readers = server.operations.filter((op) => op.isPlatform && !op.changesData);
    expect(readers.length).toBeGreaterThan(20);
    const changed: string[] = [];
    for (const op of readers) {
      for (let i = 0; i < REQUESTS_PER_OPERATION; i++) {
        const request = sampleRequest(op, 2026, i);
        const auth = request.auth === 'owner' ? owner : request.auth === 'client' ? { authorization: basic } : {};
        const before = JSON.stringify(server.state.world);
        await server.app.inject({ method: request.method as 'GET', url: urlOf(request), headers: { ...auth, ...request.headers }, payload: request.body });
        if (JSON.stringify(server.state.world) !== before) changed.push(`${op.operationId} (${request.label})`);
      }
    }
    expect(changed).toEqual([]);
  });

  it('answer a write at once: a remembered page, and its text, are not served after a change', async () => {
    // Logged in again: the hostile requests above include logouts.
    await logInAsOwner();
    const list = async () =>
      (await server.app.inject({ method: 'GET', url: '/api/v3/ua/users/list?limit=50', headers: owner })).json().data.data as Array<{
        uowId: number;
        status: string;
      }>;
    const first = await list();
    expect(await list()).toEqual(first);
    const member = first.find((u) => u.status === 'active' && u.uowId >= 5100)!;
    const update = await server.app.inject({
      method: 'PUT',
      url: '/api/v3/ua/user/update-status',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: { uowId: member.uowId, status: 2, statusReason: 'read cache test' },
    });
    expect(update.statusCode).toBe(200);
    expect((await list()).find((u) => u.uowId === member.uowId)?.status).toBe('inactive');
  });
});
