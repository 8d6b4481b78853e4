/**
 * Authentication on every operation of the platform, table-driven from the spec:
 * each bearer operation refuses a missing, invalid or revoked token, a workspace
 * the caller may not act in and a missing X-IAA-OW-ID; each client-credential
 * operation refuses a missing or wrong Basic header. Expiry needs the clock moved,
 * so it is checked on a few operations of each envelope on mocks (and on every
 * operation by the mock's own tests, mock/core/pipeline/auth.test.ts).
 *
 * Requests carry no body: authentication runs before request validation
 * (mock/core/pipeline/pipeline.ts, preValidation: authenticate -> uploads -> validate), so
 * the answer is the auth failure whatever the body would have been.
 */
import type { Persona } from '../../mock/domains/users/model.ts';
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { errorsOf, expectContract, type CallOptions, type Session } from '../support/client.ts';
import { anyPathParams, operations, securedOperations } from '../support/spec.ts';
import { newUser, sessionFor, type NewUser } from '../users/new-users.ts';
import { describe, expect, it, mockOnly, useTarget, withPersonas, type TestBody } from '../support/harness.ts';
import { expectErrorField, type Api } from '../support/api.ts';

useTarget();

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

function persona(api: Api, name: 'workspaceOwner' | 'otherWorkspaceUser'): Persona {
  return api.personas[name]!;
}

/**
 * A user of the owner's workspace whom only this file logs out: a user's logins
 * share one live token, so logging out a persona would revoke the token other
 * tests are using. Made once on a target that keeps its world, in each test on
 * a mock (whose world is reset before each test).
 */
let revocableUser: NewUser | undefined;

async function loggedOutSession(api: Api): Promise<Session> {
  if (api.isMock || !revocableUser) revocableUser = await newUser(api);
  const fresh = await sessionFor(api, revocableUser.email, revocableUser.password, revocableUser.owId);
  await api.ok('logout', { as: fresh });
  return fresh;
}

interface AuthCase {
  name: string;
  status: number;
  error: string;
  field: string;
  /** Whether the case needs the profile's personas. */
  needsPersonas: boolean;
  /** Builds the request options (logging in or out) for the operation. */
  arrange: (api: Api) => Promise<CallOptions>;
}

const authCases: AuthCase[] = [
  {
    name: 'refuses a request without a token',
    status: 401,
    error: messages.tokenMissing,
    field: 'Authentication',
    needsPersonas: false,
    arrange: async () => ({ owId: 1 }),
  },
  {
    name: 'refuses a token it never issued',
    status: 401,
    error: messages.tokenInvalid,
    field: 'Authentication',
    needsPersonas: false,
    arrange: async () => ({ owId: 1, headers: { Authentication: 'Bearer not-a-token-of-this-platform' } }),
  },
  {
    name: 'refuses a token revoked by logout',
    status: 401,
    error: messages.tokenRevoked,
    field: 'Authentication',
    needsPersonas: true,
    arrange: async (api) => ({ as: await loggedOutSession(api) }),
  },
  {
    name: 'refuses a workspace the caller may not act in (403)',
    status: 403,
    error: messages.workspaceForbidden,
    field: 'X-IAA-OW-ID',
    needsPersonas: true,
    arrange: async (api) => ({ as: await api.session('workspaceOwner'), owId: persona(api, 'otherWorkspaceUser').owId }),
  },
  {
    name: 'refuses a request without X-IAA-OW-ID (400)',
    status: 400,
    error: messages.workspaceHeaderMissing,
    field: 'X-IAA-OW-ID',
    needsPersonas: true,
    arrange: async (api) => ({ as: await api.session('workspaceOwner'), owId: null }),
  },
];

function caseTest(authCase: AuthCase, fn: TestBody): void {
  if (authCase.needsPersonas) withPersonas(['workspaceOwner', 'otherWorkspaceUser'], authCase.name, fn);
  else it(authCase.name, fn);
}

describe('every bearer operation', () => {
  it('is in the table (the spec has secured operations)', () => {
    expect(securedOperations.length).toBeGreaterThan(0);
  });

  for (const op of securedOperations) {
    describe(op.operationId, () => {
      for (const authCase of authCases) {
        caseTest(authCase, async ({ api }) => {
          const options = await authCase.arrange(api);
          // Any path value and no body: authentication answers before the request is validated.
          const [first] = await api.refusals(op.operationId, { ...options, params: anyPathParams(op) }, authCase.status);
          expect(first).toMatchObject({ error: authCase.error });
          expectErrorField(first, authCase.field, op.operationId, authCase.status);
        });
      }
    });
  }
});

// One operation of each envelope: v3, v2 and the dashboards' bare one.
describe('expired bearer tokens', () => {
  for (const operationId of ['getProfile', 'listAudiences', 'listDashboards'] as const) {
    mockOnly(`are refused by ${operationId} once 24 hours old`, 'moves the clock', async ({ api }) => {
      const op = securedOperations.find((o) => o.operationId === operationId)!;
      const owner = await api.login('workspaceOwner');
      await advanceClock(api.target, dayMs);
      await api.refuses(operationId, { as: owner, params: anyPathParams(op) }, 401, { error: messages.tokenExpired, field: 'Authentication' });
    });
  }
});

describe('bearer tokens', () => {
  mockOnly('still work a second before 24 hours', 'moves the clock', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await advanceClock(api.target, dayMs - 1000);
    await api.ok('getProfile', { as: owner });
  });

  withPersonas(['workspaceOwner'], 'are accepted in Authorization: Bearer as well as Authentication', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await api.ok('getProfile', { owId: owner.owId, headers: { Authorization: `Bearer ${owner.token}` } });
  });

  withPersonas(['workspaceOwner'], "are accepted bare, without the 'Bearer ' scheme", async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    await api.ok('getProfile', { owId: owner.owId, headers: { Authentication: owner.token } });
  });

  withPersonas(['workspaceOwner'], 'name a workspace that is a positive integer: 1 is refused as not theirs, not as malformed', async ({ api }) => {
    const owner = await api.session('workspaceOwner');
    const response = await api.call('getProfile', { as: owner, owId: 1 });
    // Workspace 1 may be the owner's on some target; it is a well-formed id everywhere.
    expect([200, 403], 'X-IAA-OW-ID: 1').toContain(response.status);
  });

  withPersonas(['workspaceOwner'], 'of the client_credentials grant cannot act in a workspace', async ({ api }) => {
    const token = await api.ok('issueToken', { client: true, form: { grant_type: 'client_credentials' } });
    const response = await api.expect(
      'getProfile',
      { owId: persona(api, 'workspaceOwner').owId, headers: { Authentication: `Bearer ${token.body.access_token}` } },
      403,
    );
    expect(errorsOf(response)[0]?.error).toBe(messages.workspaceForbidden);
  });
});

describe('X-IAA-OW-ID', () => {
  for (const value of ['x5', '5x', '0', '-5', '5.5']) {
    mockOnly(
      `${JSON.stringify(value)} is refused as malformed (400), not as a workspace one may not enter`,
      'spec/DECISIONS.md A2: a non-integer or non-positive X-IAA-OW-ID is 400 on the header',
      async ({ api }) => {
        const owner = await api.login('workspaceOwner');
        await api.refuses('getProfile', { as: owner, owId: null, headers: { 'X-IAA-OW-ID': value } }, 400, {
          error: messages.workspaceHeaderMissing,
          field: 'X-IAA-OW-ID',
        });
      },
    );
  }
});

describe('every client-credential operation', () => {
  const clientOperations = operations.filter((op) => op.security === 'client');
  const otherClient = (api: Api) => `Basic ${Buffer.from(`not-${api.target.config.clientId}:${api.target.config.clientSecret}`).toString('base64')}`;
  const wrongBasic = (api: Api) => `Basic ${Buffer.from(`${api.target.config.clientId}:not-the-secret`).toString('base64')}`;

  it('is in the table (sign-up, login and the token endpoint)', () => {
    expect(clientOperations.map((op) => op.operationId).sort()).toEqual(['issueToken', 'login', 'signUp']);
  });

  for (const op of clientOperations) {
    const cases: Array<{ name: string; headers: (api: Api) => Record<string, string> }> = [
      { name: 'refuses a request without client credentials', headers: () => ({}) },
      { name: 'refuses wrong client credentials', headers: (api) => ({ Authorization: wrongBasic(api) }) },
      { name: "refuses another client id with the client's secret", headers: (api) => ({ Authorization: otherClient(api) }) },
    ];
    for (const { name, headers } of cases) {
      it(`${op.operationId} ${name}`, async ({ api }) => {
        // No body: the client credentials are checked before the request is validated.
        const response = expectContract(await api.callMalformed(op.operationId, { params: anyPathParams(op), headers: headers(api) }), op.operationId, 401);
        if (op.envelope === 'oauth') {
          expect(response.body).toEqual({ error: 'invalid_client', error_description: messages.clientCredentialsInvalid });
        } else {
          expect(errorsOf(response)[0]).toMatchObject({ error: messages.clientCredentialsInvalid });
          expectErrorField(errorsOf(response)[0], 'Authentication', op.operationId, 401);
        }
      });
    }
  }
});
