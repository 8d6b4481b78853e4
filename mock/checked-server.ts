/**
 * The in-process mock as the tests of the mock's own features use it: every answer
 * checked against the spec (`validateResponses: 'collect'`), built before a file's
 * tests and closed after them, each test failing on a violation it caused; and a
 * persona of the default world logged in, its credentials read from the mock's own
 * fixtures document (GET /__mock/fixtures), not copied into each test.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { PersonaName } from './domains/users/model.ts';
import { buildServer, type MockServer, type ServerOptions } from './server.ts';

interface Fixtures {
  client: { clientId: string; clientSecret: string };
  personas: Record<PersonaName, { email: string; password: string }>;
}

/** The file's server, once its beforeAll has built it. */
export function useCheckedServer(options: ServerOptions = {}): { readonly server: MockServer } {
  const holder = {} as { server: MockServer };
  beforeAll(async () => {
    holder.server = await buildServer({ frozenClock: true, rateLimit: null, ...options, validateResponses: 'collect' });
  });
  afterAll(async () => holder.server.app.close());
  afterEach(() => {
    expect(holder.server.violations.splice(0), 'the mock sent responses that break the spec').toEqual([]);
  });
  return holder;
}

/**
 * A builder of servers that live for one test: each is closed after the test that built
 * it. `defaults` go under every build's own options.
 */
export function serverPerTest(defaults: ServerOptions): (options?: ServerOptions) => Promise<MockServer> {
  const servers: MockServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.app.close()));
  });
  return async (options = {}) => {
    const built = await buildServer({ ...defaults, ...options });
    servers.push(built);
    return built;
  };
}

const fixturesOf = new WeakMap<MockServer, Promise<Fixtures>>();

async function fixtures(server: MockServer): Promise<Fixtures> {
  let read = fixturesOf.get(server);
  if (!read) {
    read = server.app.inject({ method: 'GET', url: '/__mock/fixtures' }).then((answer) => answer.json() as Fixtures);
    fixturesOf.set(server, read);
  }
  return read;
}

/** `Basic` credentials of the default world's client. */
export async function clientBasic(server: MockServer): Promise<string> {
  const { clientId, clientSecret } = (await fixtures(server)).client;
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** The login body of a persona (the workspace owner by default), as the app sends it. */
export async function loginBody(
  server: MockServer,
  persona: PersonaName = 'workspaceOwner',
): Promise<{ grantType: 'password'; email: string; password: string }> {
  const { email, password } = (await fixtures(server)).personas[persona];
  return { grantType: 'password', email, password };
}

/** Logs the persona in, in `session` (the default one when null): its access token. */
export async function personaToken(server: MockServer, session: string | null, persona: PersonaName = 'workspaceOwner'): Promise<string> {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/v3/ua/login',
    headers: { authorization: await clientBasic(server), 'content-type': 'application/json', ...(session === null ? {} : { 'x-mock-session': session }) },
    payload: await loginBody(server, persona),
  });
  if (answer.statusCode !== 200) throw new Error(`${persona} could not log in: ${answer.statusCode} ${answer.body}`);
  return (answer.json() as { data: { access_token: string } }).data.access_token;
}
