import { messages } from '../support/texts.ts';
import { advanceClock, authorizationCode } from '../support/admin.ts';
import { call, expectContract, errorsOf, type Session } from '../support/client.ts';
import { newUser } from './new-users.ts';
import { describe, expect, it, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

const redirectUri = 'http://127.0.0.1:3000/callback';
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

function ownerForm(api: Api): Record<string, string> {
  const owner = api.personas.workspaceOwner!;
  return { grant_type: 'password', username: owner.email, password: owner.password! };
}

function sessionOf(body: { access_token: string; refresh_token: string }, owId: number): Session {
  return { token: body.access_token, refreshToken: body.refresh_token, owId };
}

/** A token's lifetime: a live token of an earlier grant comes back with the seconds it has left. */
function expectLifetime(body: { expires_in: number | string }) {
  expect(Number(body.expires_in)).toBeGreaterThan(0);
  expect(Number(body.expires_in)).toBeLessThanOrEqual(DAY / SECOND);
}

/** The OAuth body of a refused token request (RFC 6749 5.2), no v3 envelope. */
function expectOAuthError(response: Awaited<ReturnType<typeof call>>, status: number, error: string, description?: string) {
  expectContract(response, 'issueToken', status);
  // The answer goes with each failure: a refusal of another kind (a target's own header rule) shows what came.
  const came = `issueToken ${response.status}: came ${response.text}`;
  expect(response.body.error, came).toBe(error);
  if (description !== undefined) expect(response.body.error_description, came).toBe(description);
  expect(response.body, came).not.toHaveProperty('success');
}

describe('issueToken', () => {
  withPersonas(['workspaceOwner'], 'password grant answers the OAuth object (no envelope) with owId', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const response = await api.ok('issueToken', { client: true, form: ownerForm(api) });
    expect(response.body).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expect(Number(response.body.owId)).toBe(owner.owId);
    expectLifetime(response.body);
    expect(response.body).not.toHaveProperty('success');
    const profile = await api.ok('getProfile', { as: sessionOf(response.body, owner.owId) });
    expect(profile.body.data.email).toBe(owner.email);
  });

  withPersonas(['workspaceOwner'], 'password grant accepts the documented names grantType and email', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const response = await api.ok('issueToken', { client: true, form: { grantType: 'password', email: owner.email, password: owner.password! } });
    expect(Number(response.body.owId)).toBe(owner.owId);
  });

  withPersonas(['workspaceOwner', 'activeMember'], 'when both spellings are sent, the wire username wins over email', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const member = api.personas.activeMember!;
    const response = await api.ok('issueToken', { client: true, form: { ...ownerForm(api), email: member.email } });
    const profile = await api.ok('getProfile', { as: sessionOf(response.body, owner.owId) });
    expect(profile.body.data.email).toBe(owner.email);
  });

  withPersonas(['workspaceOwner'], 'accepts a JSON body', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const response = await api.ok('issueToken', { client: true, body: { grantType: 'password', email: owner.email, password: owner.password! } });
    expect(response.body).toMatchObject({ token_type: 'bearer' });
    expect(Number(response.body.owId)).toBe(owner.owId);
  });

  withPersonas(['workspaceOwner'], 'accepts the client credentials in the form body instead of the Basic header', async ({ api }) => {
    const { clientId, clientSecret } = api.target.config;
    const response = await api.ok('issueToken', { form: { ...ownerForm(api), client_id: clientId, client_secret: clientSecret } });
    expect(Number(response.body.owId)).toBe(api.personas.workspaceOwner!.owId);
  });

  // Refreshing spends the refresh token of the user's live session: a user of the test's own.
  withPersonas(['workspaceOwner'], 'refresh_token grant gives a new working token; the used refresh token stops working', async ({ api }) => {
    const user = await newUser(api);
    const form = { grant_type: 'password', username: user.email, password: user.password };
    const first = (await api.ok('issueToken', { client: true, form })).body;
    const refreshed = await api.ok('issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    expect(refreshed.body).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expect(Number(refreshed.body.owId)).toBe(user.owId);
    // A new token: its whole lifetime is left.
    expect(Number(refreshed.body.expires_in)).toBe(DAY / SECOND);
    expect(refreshed.body.access_token).not.toBe(first.access_token);
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
    const profile = await api.ok('getProfile', { as: sessionOf(refreshed.body, user.owId) });
    expect(profile.body.data.email).toBe(user.email);
    const again = await api.call('issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    expectOAuthError(again, 400, 'invalid_grant', messages.refreshTokenInvalid);
  });

  it('refuses an unknown refresh token with invalid_grant', async ({ api }) => {
    const response = await api.call('issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: 'not-a-refresh-token' } });
    expectOAuthError(response, 400, 'invalid_grant', messages.refreshTokenInvalid);
  });

  mockOnly('authorization_code grant works once with its redirect URI', 'issues the code through /__mock/oauth/code', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const code = await authorizationCode(api.target, owner.email, redirectUri);
    const form = { grant_type: 'authorization_code', code, redirect_uri: redirectUri };
    const response = await api.ok('issueToken', { client: true, form });
    expect(response.body).toMatchObject({ token_type: 'bearer', scope: 'read write', expires_in: 86400, owId: owner.owId });
    const profile = await api.ok('getProfile', { as: sessionOf(response.body, owner.owId) });
    expect(profile.body.data.email).toBe(owner.email);
    expectOAuthError(await api.call('issueToken', { client: true, form }), 400, 'invalid_grant', messages.authorizationCodeInvalid);
  });

  mockOnly('authorization_code grant refuses another redirect URI', 'issues the code through /__mock/oauth/code', async ({ api }) => {
    const code = await authorizationCode(api.target, api.personas.workspaceOwner!.email, redirectUri);
    const response = await api.call('issueToken', {
      client: true,
      form: { grant_type: 'authorization_code', code, redirect_uri: 'http://127.0.0.1:3000/elsewhere' },
    });
    expectOAuthError(response, 400, 'invalid_grant', messages.authorizationCodeInvalid);
  });

  mockOnly('authorization_code grant refuses the code of a user made inactive since', 'issues the code through /__mock/oauth/code', async ({ api }) => {
    const member = api.personas.activeMember!;
    const code = await authorizationCode(api.target, member.email, redirectUri);
    const owner = await api.login('workspaceOwner');
    await api.ok('updateUserStatus', { as: owner, body: { uowId: member.uowId, status: 2 } });
    const response = await api.call('issueToken', { client: true, form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri } });
    expectOAuthError(response, 400, 'invalid_grant', messages.authorizationCodeInvalid);
  });

  mockOnly('authorization_code grant refuses a code older than 10 minutes', 'issues the code and moves the clock', async ({ api }) => {
    const code = await authorizationCode(api.target, api.personas.workspaceOwner!.email, redirectUri);
    await advanceClock(api.target, 10 * 60 * SECOND);
    const response = await api.call('issueToken', { client: true, form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri } });
    expectOAuthError(response, 400, 'invalid_grant', messages.authorizationCodeInvalid);
  });

  it('client_credentials grant issues a token without owId', async ({ api }) => {
    const response = await api.ok('issueToken', { client: true, form: { grant_type: 'client_credentials' } });
    expect(response.body).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expectLifetime(response.body);
    expect(response.body.access_token).toEqual(expect.any(String));
    expect(response.body).not.toHaveProperty('owId');
  });

  // RFC 6749 4.4.3: a target may refuse to refresh this grant's token (invalid_grant); one that refreshes it names no workspace either.
  it('a refreshed client_credentials token still has no owId', async ({ api }) => {
    const first = (await api.ok('issueToken', { client: true, form: { grant_type: 'client_credentials' } })).body;
    const response = await api.call('issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    if (response.status !== 200) return expectOAuthError(response, 400, 'invalid_grant');
    expectContract(response, 'issueToken', 200);
    expect(response.body).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expect(response.body).not.toHaveProperty('owId');
  });

  it('answers an unsupported grant with 400 unsupported_grant_type', async ({ api }) => {
    const response = await api.call('issueToken', { client: true, form: { grant_type: 'implicit' } });
    expectOAuthError(response, 400, 'unsupported_grant_type', messages.unsupportedGrant);
  });

  it('answers a request without a grant type with 400 invalid_request', async ({ api }) => {
    const response = await api.call('issueToken', { client: true, form: { username: 'owner@acme-media.example', password: 'x' } });
    expectOAuthError(response, 400, 'invalid_request');
  });

  withPersonas(['workspaceOwner'], 'refuses a wrong password with 400 invalid_grant', async ({ api }) => {
    const response = await api.call('issueToken', { client: true, form: { ...ownerForm(api), password: 'wrong-password' } });
    expectOAuthError(response, 400, 'invalid_grant', messages.badCredentials);
  });

  withPersonas(['workspaceOwner'], 'refuses a password grant without a password with 400 invalid_request', async ({ api }) => {
    const { password: _password, ...form } = ownerForm(api);
    expectOAuthError(await api.call('issueToken', { client: true, form }), 400, 'invalid_request');
  });

  // T2: a field the grant needs, left out, is the request's fault (invalid_request), never a crash or a refused grant.
  withPersonas(['workspaceOwner'], 'refuses a password grant without a username (or email) with 400 invalid_request', async ({ api }) => {
    const { username: _username, ...form } = ownerForm(api);
    expectOAuthError(await api.call('issueToken', { client: true, form }), 400, 'invalid_request');
  });

  it('refuses a refresh_token grant without a refresh_token with 400 invalid_request', async ({ api }) => {
    const response = await api.call('issueToken', { client: true, form: { grant_type: 'refresh_token' } });
    expectOAuthError(response, 400, 'invalid_request');
  });

  it('refuses an authorization_code grant without a code with 400 invalid_request', async ({ api }) => {
    const response = await api.call('issueToken', { client: true, form: { grant_type: 'authorization_code', redirect_uri: redirectUri } });
    expectOAuthError(response, 400, 'invalid_request');
  });

  mockOnly('the description of a missing field names it', 'spec/DECISIONS.md T2: the documents list no token-endpoint errors', async ({ api }) => {
    const { username: _username, ...noUsername } = ownerForm(api);
    const { password: _password, ...noPassword } = ownerForm(api);
    const forms: Array<[string, Record<string, string>]> = [
      ['username', noUsername],
      ['password', noPassword],
      ['refresh_token', { grant_type: 'refresh_token' }],
      ['code', { grant_type: 'authorization_code', redirect_uri: redirectUri }],
    ];
    for (const [field, form] of forms) {
      const response = await api.call('issueToken', { client: true, form });
      expectOAuthError(response, 400, 'invalid_request');
      expect(response.body.error_description, field).toContain(field);
    }
  });

  withPersonas(['onHoldUser'], 'refuses a user of an On Hold organization with 400 invalid_grant', async ({ api }) => {
    const user = api.personas.onHoldUser!;
    const response = await api.call('issueToken', { client: true, form: { grant_type: 'password', username: user.email, password: user.password! } });
    expectOAuthError(response, 400, 'invalid_grant', messages.loginOnHold);
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], 'refuses a workspace the user may not enter (X-IAA-OW-ID) with 400 invalid_grant', async ({ api }) => {
    const other = api.personas.otherWorkspaceUser!;
    const response = await api.call('issueToken', { client: true, owId: other.owId, form: ownerForm(api) });
    expectOAuthError(response, 400, 'invalid_grant', messages.badCredentials);
  });

  withPersonas(['workspaceOwner'], 'password grant enters a customer workspace named by X-IAA-OW-ID', async ({ api, ids }) => {
    const customer = await ids.organization('customer');
    const response = await api.ok('issueToken', { client: true, owId: customer, form: ownerForm(api) });
    expect(Number(response.body.owId)).toBe(customer);
  });

  withPersonas(['workspaceOwner'], 'refuses a wrong client secret with 401 invalid_client', async ({ api }) => {
    const { clientId } = api.target.config;
    const basic = `Basic ${Buffer.from(`${clientId}:wrong-secret`).toString('base64')}`;
    const response = await api.call('issueToken', { headers: { Authorization: basic }, form: ownerForm(api) });
    expectOAuthError(response, 401, 'invalid_client', messages.clientCredentialsInvalid);
  });

  withPersonas(['workspaceOwner'], 'refuses a wrong client secret sent in the form body with 401 invalid_client', async ({ api }) => {
    const { clientId } = api.target.config;
    const response = await api.call('issueToken', { form: { ...ownerForm(api), client_id: clientId, client_secret: 'wrong-secret' } });
    expectOAuthError(response, 401, 'invalid_client', messages.clientCredentialsInvalid);
  });

  mockOnly('expires_in is the remaining lifetime: the token works until it runs out, then 401', 'moves the clock', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const body = (await api.ok('issueToken', { client: true, form: ownerForm(api) })).body;
    expect(body.expires_in).toBe(DAY / SECOND);
    await advanceClock(api.target, body.expires_in * SECOND - SECOND);
    await api.ok('getProfile', { as: sessionOf(body, owner.owId) });
    await advanceClock(api.target, SECOND);
    const expired = await api.expect('getProfile', { as: sessionOf(body, owner.owId) }, 401);
    expect(errorsOf(expired)[0]?.error).toBe(messages.tokenExpired);
  });

  mockOnly('after 24 h the refresh token still gets a fresh access token', 'moves the clock', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const first = (await api.ok('issueToken', { client: true, form: ownerForm(api) })).body;
    await advanceClock(api.target, DAY);
    const refreshed = await api.ok('issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    expect(refreshed.body.expires_in).toBe(DAY / SECOND);
    await api.ok('getProfile', { as: sessionOf(refreshed.body, owner.owId) });
  });
});
