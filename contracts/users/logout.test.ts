import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();

describe('logout', () => {
  withPersonas(suite, ['workspaceOwner'], 'answers the success message', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'logout', { as: owner });
    expect(response.body.data).toBe(documentedMessage('logout'));
  });

  withPersonas(suite, ['workspaceOwner'], 'revokes the token: it then gets 401 with the revoked text', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'getProfile', { as: owner });
    await callOk(suite.current, 'logout', { as: owner });
    const response = expectContract(await call(suite.current, 'getProfile', { as: owner }), 'getProfile', 401);
    expect(errorsOf(response)[0]).toEqual({ error: messages.tokenRevoked, field: 'Authentication' });
  });

  withPersonas(suite, ['workspaceOwner'], 'revokes the refresh token of the session too', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'logout', { as: owner });
    const response = expectContract(await call(suite.current, 'issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: owner.refreshToken } }), 'issueToken', 400);
    expect(response.body).toEqual({ error: 'invalid_grant', error_description: messages.refreshTokenInvalid });
  });

  withPersonas(suite, ['workspaceOwner'], 'leaves the user\'s session in another workspace working', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const home = await login(suite.current, 'workspaceOwner');
    const customer = await callOk(suite.current, 'login', {
      client: true,
      headers: { 'X-IAA-OW-ID': '1002' },
      body: { grantType: 'password', email: owner.email, password: owner.password },
    });
    const other = { token: customer.body.data.access_token, refreshToken: customer.body.data.refresh_token, owId: 1002 };
    expect(other.token).not.toBe(home.token);
    await callOk(suite.current, 'logout', { as: home });
    await callOk(suite.current, 'getProfile', { as: other });
  });
});
