import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { advanceClock, authorizationCode } from '../support/admin.ts';
import { profileId } from '../support/arrange.ts';
import { call, callOk, expectContract, errorsOf, login, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { newUser } from './new-users.ts';

const suite = useTarget();
const redirectUri = 'http://127.0.0.1:3000/callback';
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

function ownerForm(): Record<string, string> {
  const owner = suite.current.personas.workspaceOwner!;
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
  expect(response.body.error).toBe(error);
  if (description !== undefined) expect(response.body.error_description).toBe(description);
  expect(response.body).not.toHaveProperty('success');
}

describe('issueToken', () => {
  withPersonas(suite, ['workspaceOwner'], 'password grant answers the OAuth object (no envelope) with owId [smoke]', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const response = await callOk(suite.current, 'issueToken', { client: true, form: ownerForm() });
    expect(response.body).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expect(Number(response.body.owId)).toBe(owner.owId);
    expectLifetime(response.body);
    expect(response.body).not.toHaveProperty('success');
    const profile = await callOk(suite.current, 'getProfile', { as: sessionOf(response.body, owner.owId) });
    expect(profile.body.data.email).toBe(owner.email);
  });

  withPersonas(suite, ['workspaceOwner'], 'password grant accepts the documented names grantType and email', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const response = await callOk(suite.current, 'issueToken', { client: true, form: { grantType: 'password', email: owner.email, password: owner.password! } });
    expect(Number(response.body.owId)).toBe(owner.owId);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'when both spellings are sent, the wire username wins over email', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const member = suite.current.personas.activeMember!;
    const response = await callOk(suite.current, 'issueToken', { client: true, form: { ...ownerForm(), email: member.email } });
    const profile = await callOk(suite.current, 'getProfile', { as: sessionOf(response.body, owner.owId) });
    expect(profile.body.data.email).toBe(owner.email);
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts a JSON body', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const response = await callOk(suite.current, 'issueToken', { client: true, body: { grantType: 'password', email: owner.email, password: owner.password } });
    expect(response.body).toMatchObject({ token_type: 'bearer' });
    expect(Number(response.body.owId)).toBe(owner.owId);
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts the client credentials in the form body instead of the Basic header', async () => {
    const { clientId, clientSecret } = suite.current.config;
    const response = await callOk(suite.current, 'issueToken', { form: { ...ownerForm(), client_id: clientId, client_secret: clientSecret } });
    expect(Number(response.body.owId)).toBe(suite.current.personas.workspaceOwner!.owId);
  });

  // Refreshing spends the refresh token of the user's live session: a user of the test's own.
  withPersonas(suite, ['workspaceOwner'], 'refresh_token grant gives a new working token; the used refresh token stops working', async () => {
    const user = await newUser(suite.current);
    const form = { grant_type: 'password', username: user.email, password: user.password };
    const first = (await callOk(suite.current, 'issueToken', { client: true, form })).body;
    const refreshed = await callOk(suite.current, 'issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    expect(refreshed.body).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expect(Number(refreshed.body.owId)).toBe(user.owId);
    // A new token: its whole lifetime is left.
    expect(Number(refreshed.body.expires_in)).toBe(DAY / SECOND);
    expect(refreshed.body.access_token).not.toBe(first.access_token);
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
    const profile = await callOk(suite.current, 'getProfile', { as: sessionOf(refreshed.body, user.owId) });
    expect(profile.body.data.email).toBe(user.email);
    const again = await call(suite.current, 'issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    expectOAuthError(again, 400, 'invalid_grant', messages.refreshTokenInvalid);
  });

  it('refuses an unknown refresh token with invalid_grant', async () => {
    const response = await call(suite.current, 'issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: 'not-a-refresh-token' } });
    expectOAuthError(response, 400, 'invalid_grant', messages.refreshTokenInvalid);
  });

  mockOnly(suite, 'authorization_code grant works once with its redirect URI', 'issues the code through /__mock/oauth/code', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const code = await authorizationCode(suite.current, owner.email, redirectUri);
    const form = { grant_type: 'authorization_code', code, redirect_uri: redirectUri };
    const response = await callOk(suite.current, 'issueToken', { client: true, form });
    expect(response.body).toMatchObject({ token_type: 'bearer', scope: 'read write', expires_in: 86400, owId: owner.owId });
    const profile = await callOk(suite.current, 'getProfile', { as: sessionOf(response.body, owner.owId) });
    expect(profile.body.data.email).toBe(owner.email);
    expectOAuthError(await call(suite.current, 'issueToken', { client: true, form }), 400, 'invalid_grant', messages.authorizationCodeInvalid);
  });

  mockOnly(suite, 'authorization_code grant refuses another redirect URI', 'issues the code through /__mock/oauth/code', async () => {
    const code = await authorizationCode(suite.current, suite.current.personas.workspaceOwner!.email, redirectUri);
    const response = await call(suite.current, 'issueToken', { client: true, form: { grant_type: 'authorization_code', code, redirect_uri: 'http://127.0.0.1:3000/elsewhere' } });
    expectOAuthError(response, 400, 'invalid_grant', messages.authorizationCodeInvalid);
  });

  mockOnly(suite, 'authorization_code grant refuses the code of a user made inactive since', 'issues the code through /__mock/oauth/code', async () => {
    const member = suite.current.personas.activeMember!;
    const code = await authorizationCode(suite.current, member.email, redirectUri);
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'updateUserStatus', { as: owner, body: { uowId: member.uowId, status: 2 } });
    const response = await call(suite.current, 'issueToken', { client: true, form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri } });
    expectOAuthError(response, 400, 'invalid_grant', messages.authorizationCodeInvalid);
  });

  mockOnly(suite, 'authorization_code grant refuses a code older than 10 minutes', 'issues the code and moves the clock', async () => {
    const code = await authorizationCode(suite.current, suite.current.personas.workspaceOwner!.email, redirectUri);
    await advanceClock(suite.current, 10 * 60 * SECOND);
    const response = await call(suite.current, 'issueToken', { client: true, form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri } });
    expectOAuthError(response, 400, 'invalid_grant', messages.authorizationCodeInvalid);
  });

  it('client_credentials grant issues a token without owId', async () => {
    const response = await callOk(suite.current, 'issueToken', { client: true, form: { grant_type: 'client_credentials' } });
    expect(response.body).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expectLifetime(response.body);
    expect(response.body.access_token).toEqual(expect.any(String));
    expect(response.body).not.toHaveProperty('owId');
  });

  it('answers an unsupported grant with 400 unsupported_grant_type', async () => {
    const response = await call(suite.current, 'issueToken', { client: true, form: { grant_type: 'implicit' } });
    expectOAuthError(response, 400, 'unsupported_grant_type', messages.unsupportedGrant);
  });

  it('answers a request without a grant type with 400 invalid_request', async () => {
    const response = await call(suite.current, 'issueToken', { client: true, form: { username: 'owner@acme-media.example', password: 'x' } });
    expectOAuthError(response, 400, 'invalid_request');
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a wrong password with 400 invalid_grant [smoke]', async () => {
    const response = await call(suite.current, 'issueToken', { client: true, form: { ...ownerForm(), password: 'wrong-password' } });
    expectOAuthError(response, 400, 'invalid_grant', messages.badCredentials);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a password grant without a password with 400 invalid_request', async () => {
    const { password: _password, ...form } = ownerForm();
    expectOAuthError(await call(suite.current, 'issueToken', { client: true, form }), 400, 'invalid_request');
  });

  withPersonas(suite, ['onHoldUser'], 'refuses a user of an On Hold organization with 400 invalid_grant', async () => {
    const user = suite.current.personas.onHoldUser!;
    const response = await call(suite.current, 'issueToken', { client: true, form: { grant_type: 'password', username: user.email, password: user.password! } });
    expectOAuthError(response, 400, 'invalid_grant', messages.loginOnHold);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses a workspace the user may not enter (X-IAA-OW-ID) with 400 invalid_grant', async () => {
    const other = suite.current.personas.otherWorkspaceUser!;
    const response = await call(suite.current, 'issueToken', { client: true, owId: other.owId, form: ownerForm() });
    expectOAuthError(response, 400, 'invalid_grant', messages.badCredentials);
  });

  withPersonas(suite, ['workspaceOwner'], 'password grant enters a customer workspace named by X-IAA-OW-ID', async () => {
    const customer = await profileId(suite, 'organizations', 'customer');
    const response = await callOk(suite.current, 'issueToken', { client: true, owId: customer, form: ownerForm() });
    expect(Number(response.body.owId)).toBe(customer);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a wrong client secret with 401 invalid_client', async () => {
    const { clientId } = suite.current.config;
    const basic = `Basic ${Buffer.from(`${clientId}:wrong-secret`).toString('base64')}`;
    const response = await call(suite.current, 'issueToken', { headers: { Authorization: basic }, form: ownerForm() });
    expectOAuthError(response, 401, 'invalid_client', messages.clientCredentialsInvalid);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a wrong client secret sent in the form body with 401 invalid_client', async () => {
    const { clientId } = suite.current.config;
    const response = await call(suite.current, 'issueToken', { form: { ...ownerForm(), client_id: clientId, client_secret: 'wrong-secret' } });
    expectOAuthError(response, 401, 'invalid_client', messages.clientCredentialsInvalid);
  });

  mockOnly(suite, 'expires_in is the remaining lifetime: the token works until it runs out, then 401', 'moves the clock', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const body = (await callOk(suite.current, 'issueToken', { client: true, form: ownerForm() })).body;
    expect(body.expires_in).toBe(DAY / SECOND);
    await advanceClock(suite.current, body.expires_in * SECOND - SECOND);
    await callOk(suite.current, 'getProfile', { as: sessionOf(body, owner.owId) });
    await advanceClock(suite.current, SECOND);
    const expired = expectContract(await call(suite.current, 'getProfile', { as: sessionOf(body, owner.owId) }), 'getProfile', 401);
    expect(errorsOf(expired)[0]?.error).toBe(messages.tokenExpired);
  });

  mockOnly(suite, 'after 24 h the refresh token still gets a fresh access token', 'moves the clock', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const first = (await callOk(suite.current, 'issueToken', { client: true, form: ownerForm() })).body;
    await advanceClock(suite.current, DAY);
    const refreshed = await callOk(suite.current, 'issueToken', { client: true, form: { grant_type: 'refresh_token', refresh_token: first.refresh_token } });
    expect(refreshed.body.expires_in).toBe(DAY / SECOND);
    await callOk(suite.current, 'getProfile', { as: sessionOf(refreshed.body, owner.owId) });
  });
});
