/**
 * Authentication on every operation of the platform, table-driven from the spec:
 * each bearer operation refuses a missing, invalid, expired or revoked token, a
 * workspace the caller may not act in and a missing X-IAA-OW-ID; each
 * client-credential operation refuses a missing or wrong Basic header.
 *
 * Requests carry no body: authentication runs before request validation
 * (mock/core/pipeline.ts, preValidation: authenticate -> uploads -> validate), so
 * the answer is the auth failure whatever the body would have been.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../../fixtures/types.ts';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock } from '../support/admin.ts';
import { call, callOk, errorsOf, expectContract, login, type CallOptions } from '../support/client.ts';
import { anyPathParams, operations, securedOperations } from '../support/spec.ts';
import type { Target } from '../support/target.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Any valid value for every path parameter: auth is decided before parameters are read. */
function persona(name: 'workspaceOwner' | 'otherWorkspaceUser'): Persona {
  return suite.current.personas[name]!;
}

interface AuthCase {
  name: string;
  status: number;
  error: string;
  field: string;
  /** How the case runs: everywhere, with personas, or on mocks only (needs the clock). */
  needs: 'nothing' | 'personas' | 'mock';
  /** Builds the request options (logging in, moving time) for the operation. */
  arrange: (target: Target) => Promise<CallOptions>;
}

const authCases: AuthCase[] = [
  {
    name: 'refuses a request without a token',
    status: 401,
    error: messages.tokenMissing,
    field: 'Authentication',
    needs: 'nothing',
    arrange: async () => ({ owId: 1 }),
  },
  {
    name: 'refuses a token it never issued',
    status: 401,
    error: messages.tokenInvalid,
    field: 'Authentication',
    needs: 'nothing',
    arrange: async () => ({ owId: 1, headers: { Authentication: 'Bearer not-a-token-of-this-platform' } }),
  },
  {
    name: 'refuses a token 24 hours old',
    status: 401,
    error: messages.tokenExpired,
    field: 'Authentication',
    needs: 'mock',
    arrange: async (target) => {
      const session = await login(target, 'workspaceOwner');
      await advanceClock(target, dayMs);
      return { as: session };
    },
  },
  {
    name: 'refuses a token revoked by logout',
    status: 401,
    error: messages.tokenRevoked,
    field: 'Authentication',
    needs: 'personas',
    arrange: async (target) => {
      const session = await login(target, 'workspaceOwner');
      await callOk(target, 'logout', { as: session });
      return { as: session };
    },
  },
  {
    name: "refuses a workspace the caller may not act in (403)",
    status: 403,
    error: messages.workspaceForbidden,
    field: 'X-IAA-OW-ID',
    needs: 'personas',
    arrange: async (target) => ({ as: await login(target, 'workspaceOwner'), owId: persona('otherWorkspaceUser').owId }),
  },
  {
    name: 'refuses a request without X-IAA-OW-ID (400)',
    status: 400,
    error: messages.workspaceHeaderMissing,
    field: 'X-IAA-OW-ID',
    needs: 'personas',
    arrange: async (target) => ({ as: await login(target, 'workspaceOwner'), owId: null }),
  },
];

function caseTest(authCase: AuthCase, name: string, fn: () => Promise<void>): void {
  if (authCase.needs === 'mock') mockOnly(suite, name, 'moves the clock', fn);
  else if (authCase.needs === 'personas') withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], name, fn);
  else it(name, fn);
}

describe('every bearer operation', () => {
  it('is in the table (the spec has secured operations)', () => {
    expect(securedOperations.length).toBeGreaterThan(0);
  });

  for (const op of securedOperations) {
    describe(op.operationId, () => {
      for (const authCase of authCases) {
        caseTest(authCase, authCase.name, async () => {
          const options = await authCase.arrange(suite.current);
          const response = expectContract(await call(suite.current, op.operationId, { ...options, params: anyPathParams(op) }), op.operationId, authCase.status);
          expect(errorsOf(response)[0]).toMatchObject({ error: authCase.error, field: authCase.field });
        });
      }
    });
  }
});

describe('bearer tokens', () => {
  mockOnly(suite, 'still work a second before 24 hours', 'moves the clock', async () => {
    const session = await login(suite.current, 'workspaceOwner');
    await advanceClock(suite.current, dayMs - 1000);
    await callOk(suite.current, 'getProfile', { as: session });
  });

  withPersonas(suite, ['workspaceOwner'], 'are accepted in Authorization: Bearer as well as Authentication', async () => {
    const session = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'getProfile', { owId: session.owId, headers: { Authorization: `Bearer ${session.token}` } });
  });

  withPersonas(suite, ['workspaceOwner'], "are accepted bare, without the 'Bearer ' scheme", async () => {
    const session = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'getProfile', { owId: session.owId, headers: { Authentication: session.token } });
  });

  withPersonas(suite, ['workspaceOwner'], 'of the client_credentials grant cannot act in a workspace', async () => {
    const token = await callOk(suite.current, 'issueToken', { client: true, form: { grant_type: 'client_credentials' } });
    const response = expectContract(
      await call(suite.current, 'getProfile', { owId: persona('workspaceOwner').owId, headers: { Authentication: `Bearer ${token.body.access_token}` } }),
      'getProfile',
      403,
    );
    expect(errorsOf(response)[0]?.error).toBe(messages.workspaceForbidden);
  });
});

describe('every client-credential operation', () => {
  const clientOperations = operations.filter((op) => op.security === 'client');
  const wrongBasic = `Basic ${Buffer.from('mock-client-id:not-the-secret').toString('base64')}`;

  it('is in the table (sign-up, login and the token endpoint)', () => {
    expect(clientOperations.map((op) => op.operationId).sort()).toEqual(['issueToken', 'login', 'signUp']);
  });

  for (const op of clientOperations) {
    const cases: Array<{ name: string; headers: Record<string, string> }> = [
      { name: 'refuses a request without client credentials', headers: {} },
      { name: 'refuses wrong client credentials', headers: { Authorization: wrongBasic } },
    ];
    for (const { name, headers } of cases) {
      it(`${op.operationId} ${name}`, async () => {
        const response = expectContract(await call(suite.current, op.operationId, { params: anyPathParams(op), headers }), op.operationId, 401);
        if (op.envelope === 'oauth') {
          expect(response.body).toEqual({ error: 'invalid_client', error_description: messages.clientCredentialsInvalid });
        } else {
          expect(errorsOf(response)[0]).toMatchObject({ error: messages.clientCredentialsInvalid });
        }
      });
    }
  }
});
