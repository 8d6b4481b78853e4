/**
 * What addAdvertiser stores. Document 1 has no operation that reads advertisers
 * back, so the contract suites can only see the answer; this looks at the world.
 */
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, type MockServer } from '../../server.ts';

let server: MockServer;
let http: supertest.Agent;
let token: string;

beforeEach(async () => {
  server = await buildServer({ frozenClock: true, rateLimit: null, validateResponses: 'collect' });
  http = supertest.agent(server.app.server);
  const { clientId, clientSecret } = server.state.world.client;
  const login = await http
    .post('/api/v3/ua/login')
    .set('Authorization', `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`)
    .send({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' })
    .expect(200);
  token = login.body.data.access_token;
});

afterEach(async () => {
  expect(server.violations, 'the mock sent responses that break the spec').toEqual([]);
  await server.app.close();
});

const addAdvertiser = (body: object) =>
  http.post('/api/v3/ua/organization/advertiser/add').set('Authentication', `Bearer ${token}`).set('X-IAA-OW-ID', '1002').send(body);

const stored = (name: string) => server.state.world.advertisers.find((a) => a.advertiserName === name);

describe('addAdvertiser storage', () => {
  it('keeps every field, in the acting workspace, with links as sent', async () => {
    const links = ['https://janedoe.example/about', 'https://janedoe.example/donate'];
    const contact = { contactNumber: '+1 555 0100', address: '1 Main St, Springfield', legalInfo: 'Paid for by Friends of Jane Doe' };
    await addAdvertiser({ advertiserName: 'Friends of Jane Doe', website: 'https://janedoe.example', chiefName: 'Jane Doe', links, ...contact }).expect(200);
    expect(stored('Friends of Jane Doe')).toMatchObject({
      owId: 1002,
      website: 'https://janedoe.example',
      chiefName: 'Jane Doe',
      ...contact,
      links,
      createdAt: server.state.clock.now(),
    });
  });

  it('keeps links documented as one string as a list of one', async () => {
    await addAdvertiser({ advertiserName: 'Citizens for Trails', links: 'https://trails.example' }).expect(200);
    expect(stored('Citizens for Trails')?.links).toEqual(['https://trails.example']);
  });

  it('stores the name trimmed and absent fields empty', async () => {
    await addAdvertiser({ advertiserName: '  Measure 12 Committee ' }).expect(200);
    expect(stored('Measure 12 Committee')).toMatchObject({ website: '', chiefName: '', contactNumber: '', address: '', legalInfo: '', links: [] });
  });

  it('gives each advertiser an id of its own', async () => {
    await addAdvertiser({ advertiserName: 'First Committee' }).expect(200);
    await addAdvertiser({ advertiserName: 'Second Committee' }).expect(200);
    const ids = server.state.world.advertisers.map((a) => a.advertiserId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('stores nothing when the request is refused', async () => {
    const before = server.state.world.advertisers.length;
    await addAdvertiser({ website: 'https://nameless.example' }).expect(400);
    await addAdvertiser({ advertiserName: '   ' }).expect(422);
    expect(server.state.world.advertisers).toHaveLength(before);
  });
});
