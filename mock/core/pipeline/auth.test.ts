/**
 * Access tokens live 24 hours on the mock clock (sessions.ts), and every secured
 * operation of the platform refuses one that old with the expired-token text.
 * The contract suites check this on a few operations (it needs the clock moved);
 * here every operation is called with one token once the day has passed.
 */
import { advanceClock } from '../../../contracts/support/admin.ts';
import { errorsOf, expectContract } from '../../../contracts/support/client.ts';
import { describe, expect, it, useTarget } from '../../../contracts/support/harness.ts';
import { anyPathParams, securedOperations } from '../../../contracts/support/spec.ts';
import { messages } from '../../messages.ts';
import { accessTokenLifetimeMs } from '../state/sessions.ts';

useTarget({ inProcess: true });

describe('an access token 24 hours old', () => {
  it('is the seed lifetime of 24 hours', () => {
    expect(accessTokenLifetimeMs).toBe(24 * 60 * 60 * 1000);
  });

  it('is refused by every secured operation of the platform', async ({ api, target }) => {
    const owner = await api.login('workspaceOwner');
    await api.ok('getProfile', { as: owner });
    await advanceClock(target, accessTokenLifetimeMs);
    for (const op of securedOperations) {
      const response = expectContract(await api.callMalformed(op.operationId, { as: owner, params: anyPathParams(op) }), op.operationId, 401);
      expect(errorsOf(response)[0], op.operationId).toMatchObject({ error: messages.tokenExpired, field: 'Authentication' });
    }
  });
});
