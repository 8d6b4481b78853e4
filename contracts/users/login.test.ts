import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { call, callOk, errorsOf, expectContract, session } from '../support/client.ts';
import { advanceClock } from '../support/admin.ts';
import { profileId } from '../support/arrange.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { loginWith, newUser } from './new-users.ts';

const suite = useTarget();

describe('login', () => {
  mockOnly(suite, 'logging in again returns the live token with expires_in counting down', 'moves the mock clock', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const body = { grantType: 'password', email: owner.email, password: owner.password };
    const first = (await callOk(suite.current, 'login', { client: true, body })).body.data;
    await advanceClock(suite.current, 60 * 60 * 1000);
    const again = (await callOk(suite.current, 'login', { client: true, body })).body.data;
    expect(again.access_token).toBe(first.access_token);
    expect(again.expires_in).toBe(86400 - 3600);
  });

  mockOnly(suite, 'issues a new token once the live one has expired', 'moves the mock clock', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const body = { grantType: 'password', email: owner.email, password: owner.password };
    const first = (await callOk(suite.current, 'login', { client: true, body })).body.data;
    await advanceClock(suite.current, 24 * 60 * 60 * 1000);
    const next = (await callOk(suite.current, 'login', { client: true, body })).body.data;
    expect(next.access_token).not.toBe(first.access_token);
    expect(next.expires_in).toBe(86400);
  });

  withPersonas(suite, ['workspaceOwner'], 'returns the token response with owId [smoke]', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const response = await callOk(suite.current, 'login', { client: true, body: { grantType: 'password', email: owner.email, password: owner.password } });
    const data = response.body.data;
    expect(data).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expect(Number(data.owId)).toBe(owner.owId);
    // A live token of an earlier login comes back with the time it has left.
    expect(Number(data.expires_in)).toBeGreaterThan(0);
    expect(Number(data.expires_in)).toBeLessThanOrEqual(86400);
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts the wire spellings grant_type and username', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    await callOk(suite.current, 'login', { client: true, body: { grant_type: 'password', username: owner.email, password: owner.password } });
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'when both spellings are sent, the documented email wins over username', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const member = suite.current.personas.activeMember!;
    const response = await callOk(suite.current, 'login', { client: true, body: { grantType: 'password', email: owner.email, username: member.email, password: owner.password } });
    const session = { token: response.body.data.access_token, refreshToken: response.body.data.refresh_token, owId: Number(response.body.data.owId) };
    expect((await callOk(suite.current, 'getProfile', { as: session })).body.data.email).toBe(owner.email);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a wrong password with the seed 403 [smoke]', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const response = expectContract(await call(suite.current, 'login', { client: true, body: { grantType: 'password', email: owner.email, password: 'wrong' } }), 'login', 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });

  withPersonas(suite, ['onHoldUser'], 'refuses a user of an organization On Hold with the documented 400 body', async () => {
    const user = suite.current.personas.onHoldUser!;
    const response = expectContract(await call(suite.current, 'login', { client: true, body: { grantType: 'password', email: user.email, password: user.password } }), 'login', 400);
    expect(response.body.data).toMatchObject({ status: 'On Hold', supportEmail: expect.any(String), reason: expect.any(String) });
    expect(errorsOf(response)[0]).toEqual({ error: messages.loginOnHold, reason: messages.loginOnHoldReason });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an unknown user with the seed 403', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const response = expectContract(await call(suite.current, 'login', { client: true, body: { grantType: 'password', email: 'nobody@acme-media.example', password: owner.password } }), 'login', 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });

  withPersonas(suite, ['invitedUser'], 'refuses an invited user who has no password yet', async () => {
    const invitee = suite.current.personas.invitedUser!;
    const response = expectContract(await call(suite.current, 'login', { client: true, body: { grantType: 'password', email: invitee.email, password: 'Anything#2026' } }), 'login', 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });

  for (const [status, name] of [[2, 'inactive'], [4, 'suspended']] as const) {
    withPersonas(suite, ['workspaceOwner'], `refuses a user made ${name} with the seed 403, and admits them again once active`, async () => {
      const user = await newUser(suite.current);
      const owner = await session(suite.current, 'workspaceOwner');
      await callOk(suite.current, 'updateUserStatus', { as: owner, body: { uowId: user.uowId, status, statusReason: 'Payment pending.' } });
      const response = expectContract(await loginWith(suite.current, user.email, user.password), 'login', 403);
      expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
      await callOk(suite.current, 'updateUserStatus', { as: await session(suite.current, 'workspaceOwner'), body: { uowId: user.uowId, status: 1 } });
      const again = expectContract(await loginWith(suite.current, user.email, user.password), 'login', 200);
      expect(Number(again.body.data.owId)).toBe(user.owId);
    });
  }

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses a workspace the user may not enter (X-IAA-OW-ID) with the seed 403', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const other = suite.current.personas.otherWorkspaceUser!;
    const response = expectContract(
      await call(suite.current, 'login', { client: true, owId: other.owId, body: { grantType: 'password', email: owner.email, password: owner.password } }),
      'login',
      403,
    );
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });

  withPersonas(suite, ['workspaceOwner', 'onHoldUser'], 'answers an outsider naming an On Hold workspace with 403, not its account status', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const onHold = suite.current.personas.onHoldUser!;
    const response = expectContract(
      await call(suite.current, 'login', { client: true, owId: onHold.owId, body: { grantType: 'password', email: owner.email, password: owner.password } }),
      'login',
      403,
    );
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
    expect(response.body.data).toBeUndefined();
  });

  withPersonas(suite, ['workspaceOwner'], 'enters a customer workspace named by X-IAA-OW-ID and acts in it', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const customer = await profileId(suite, 'organizations', 'customer');
    const response = await callOk(suite.current, 'login', { client: true, owId: customer, body: { grantType: 'password', email: owner.email, password: owner.password } });
    expect(Number(response.body.data.owId)).toBe(customer);
    const inCustomer = { token: response.body.data.access_token, refreshToken: response.body.data.refresh_token, owId: customer };
    const profile = (await callOk(suite.current, 'getProfile', { as: inCustomer })).body.data;
    const home = (await callOk(suite.current, 'getProfile', { as: await session(suite.current, 'workspaceOwner') })).body.data;
    expect(profile.organizationName).not.toBe(home.organizationName);
    const organization = suite.current.profile.organizations?.find((o) => o.owId === customer);
    if (organization?.organizationName !== undefined) expect(profile.organizationName).toBe(organization.organizationName);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a request without client credentials (401)', async () => {
    const owner = suite.current.personas.workspaceOwner!;
    const response = expectContract(await call(suite.current, 'login', { body: { grantType: 'password', email: owner.email, password: owner.password } }), 'login', 401);
    expect(errorsOf(response)[0]).toEqual({ error: messages.clientCredentialsInvalid, field: 'Authentication' });
  });

  it('refuses a missing password, naming the field', async () => {
    const response = expectContract(await call(suite.current, 'login', { client: true, body: { grantType: 'password', email: 'a@b.example' } }), 'login', 400);
    expect(errorsOf(response)[0]?.field).toBe('password');
  });
});
