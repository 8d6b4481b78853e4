import { messages } from '../support/texts.ts';
import { documentedMessage } from '../support/spec.ts';
import { joinWorkspace, newUser } from './new-users.ts';
import { describe, expect, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrors } from '../support/api.ts';

useTarget();

// Logging out revokes the caller's token, which a persona's later logins would
// share while it lives: each test logs out a user of its own.
describe('logout', () => {
  withPersonas(['workspaceOwner'], 'answers the success message', async ({ api }) => {
    const user = await newUser(api);
    const response = await api.ok('logout', { as: user.session });
    expect(response.body.data).toBe(documentedMessage('logout'));
  });

  withPersonas(['workspaceOwner'], 'revokes the token: it then gets 401 with the revoked text', async ({ api }) => {
    const user = await newUser(api);
    await api.ok('getProfile', { as: user.session });
    await api.ok('logout', { as: user.session });
    expectErrors([await api.refuses('getProfile', { as: user.session }, 401)], [{ error: messages.tokenRevoked, field: 'Authentication' }], 'getProfile', 401);
  });

  withPersonas(['workspaceOwner'], 'a revoked token cannot log out again (401)', async ({ api }) => {
    const user = await newUser(api);
    await api.ok('logout', { as: user.session });
    expectErrors([await api.refuses('logout', { as: user.session }, 401)], [{ error: messages.tokenRevoked, field: 'Authentication' }], 'logout', 401);
  });

  withPersonas(['workspaceOwner'], 'revokes the refresh token of the session too', async ({ api }) => {
    const user = await newUser(api);
    await api.ok('logout', { as: user.session });
    const response = await api.expect('issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: user.session.refreshToken } }, 400);
    expect(response.body).toEqual({ error: 'invalid_grant', error_description: messages.refreshTokenInvalid });
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], "leaves the user's session in another workspace working", async ({ api, other }) => {
    const user = await newUser(api);
    const elsewhere = await joinWorkspace(api, user, other, 'Elsewhere#2026');
    expect(elsewhere.token).not.toBe(user.session.token);
    await api.ok('logout', { as: user.session });
    await api.ok('getProfile', { as: elsewhere });
  });
});
