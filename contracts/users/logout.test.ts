import { describe, expect } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { call, callOk, errorsOf, expectContract, session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { joinWorkspace, newUser } from './new-users.ts';

const suite = useTarget();

// Logging out revokes the caller's token, which a persona's later logins would
// share while it lives: each test logs out a user of its own.
describe('logout', () => {
  withPersonas(suite, ['workspaceOwner'], 'answers the success message [smoke]', async () => {
    const user = await newUser(suite.current);
    const response = await callOk(suite.current, 'logout', { as: user.session });
    expect(response.body.data).toBe(documentedMessage('logout'));
  });

  withPersonas(suite, ['workspaceOwner'], 'revokes the token: it then gets 401 with the revoked text', async () => {
    const user = await newUser(suite.current);
    await callOk(suite.current, 'getProfile', { as: user.session });
    await callOk(suite.current, 'logout', { as: user.session });
    const response = expectContract(await call(suite.current, 'getProfile', { as: user.session }), 'getProfile', 401);
    expect(errorsOf(response)[0]).toEqual({ error: messages.tokenRevoked, field: 'Authentication' });
  });

  withPersonas(suite, ['workspaceOwner'], 'a revoked token cannot log out again (401) [smoke]', async () => {
    const user = await newUser(suite.current);
    await callOk(suite.current, 'logout', { as: user.session });
    const response = expectContract(await call(suite.current, 'logout', { as: user.session }), 'logout', 401);
    expect(errorsOf(response)[0]).toEqual({ error: messages.tokenRevoked, field: 'Authentication' });
  });

  withPersonas(suite, ['workspaceOwner'], 'revokes the refresh token of the session too', async () => {
    const user = await newUser(suite.current);
    await callOk(suite.current, 'logout', { as: user.session });
    const response = expectContract(await call(suite.current, 'issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: user.session.refreshToken } }), 'issueToken', 400);
    expect(response.body).toEqual({ error: 'invalid_grant', error_description: messages.refreshTokenInvalid });
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'leaves the user\'s session in another workspace working', async () => {
    const user = await newUser(suite.current);
    const elsewhere = await joinWorkspace(suite.current, user, await session(suite.current, 'otherWorkspaceUser'), 'Elsewhere#2026');
    expect(elsewhere.token).not.toBe(user.session.token);
    await callOk(suite.current, 'logout', { as: user.session });
    await callOk(suite.current, 'getProfile', { as: elsewhere });
  });
});
