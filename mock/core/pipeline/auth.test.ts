/**
 * Access tokens live 24 hours on the mock clock (sessions.ts), and every secured
 * operation of the platform refuses one that old with the expired-token text.
 * The contract suites check this on a few operations (it needs the clock moved);
 * here every operation is called with one token once the day has passed.
 */
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../../contracts/support/admin.ts';
import { call, callOk, errorsOf, expectContract, login } from '../../../contracts/support/client.ts';
import { anyPathParams, securedOperations } from '../../../contracts/support/spec.ts';
import { useTarget } from '../../../contracts/support/suite.ts';
import { messages } from '../../messages.ts';
import { accessTokenLifetimeMs } from '../state/sessions.ts';

const suite = useTarget({ inProcess: true });

describe('an access token 24 hours old', () => {
  it('is the seed lifetime of 24 hours', () => {
    expect(accessTokenLifetimeMs).toBe(24 * 60 * 60 * 1000);
  });

  it('is refused by every secured operation of the platform', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'getProfile', { as: owner });
    await advanceClock(suite.current, accessTokenLifetimeMs);
    for (const op of securedOperations) {
      const response = expectContract(await call(suite.current, op.operationId, { as: owner, params: anyPathParams(op) }), op.operationId, 401);
      expect(errorsOf(response)[0], op.operationId).toMatchObject({ error: messages.tokenExpired, field: 'Authentication' });
    }
  });
});
