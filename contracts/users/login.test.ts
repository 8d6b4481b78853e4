import { messages } from '../support/texts.ts';
import { errorsOf, expectContract } from '../support/client.ts';
import { advanceClock } from '../support/admin.ts';
import { skipRunning } from '../support/run-mode.ts';
import { loginWith, newUser, userActiveElsewhereOnly } from './new-users.ts';
import { describe, expect, it, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors } from '../support/api.ts';
import type { LoginRequest } from '../../spec/generated/types.ts';

useTarget();

describe('login', () => {
  mockOnly(
    "a customer organization's member logs in to it, not to the customers beneath it",
    "spec/DECISIONS.md A3: only a workspace owner's members act beneath it",
    async ({ api, owner, ids }) => {
      const [customer, subCustomer] = [await ids.organization('customer'), await ids.organization('subCustomer')];
      const user = await newUser(api, { ...owner, owId: customer });
      expectContract(await loginWith(api, user.email, user.password, customer), 'login', 200);
      const below = expectContract(await loginWith(api, user.email, user.password, subCustomer), 'login', 403);
      expect(errorsOf(below)[0]?.error).toBe(messages.loginForbidden);
    },
  );

  mockOnly('logging in again returns the live token with expires_in counting down', 'moves the mock clock', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const body: LoginRequest = { grantType: 'password', email: owner.email, password: owner.password! };
    const first = (await api.ok('login', { client: true, body })).body.data;
    await advanceClock(api.target, 60 * 60 * 1000);
    const again = (await api.ok('login', { client: true, body })).body.data;
    expect(again.access_token).toBe(first.access_token);
    expect(again.expires_in).toBe(86400 - 3600);
  });

  mockOnly('issues a new token once the live one has expired', 'moves the mock clock', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const body: LoginRequest = { grantType: 'password', email: owner.email, password: owner.password! };
    const first = (await api.ok('login', { client: true, body })).body.data;
    await advanceClock(api.target, 24 * 60 * 60 * 1000);
    const next = (await api.ok('login', { client: true, body })).body.data;
    expect(next.access_token).not.toBe(first.access_token);
    expect(next.expires_in).toBe(86400);
  });

  withPersonas(['workspaceOwner'], 'returns the token response with owId', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const response = await api.ok('login', { client: true, body: { grantType: 'password', email: owner.email, password: owner.password! } });
    const data = response.body.data;
    expect(data).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expect(Number(data.owId)).toBe(owner.owId);
    // A live token of an earlier login comes back with the time it has left.
    expect(Number(data.expires_in)).toBeGreaterThan(0);
    expect(Number(data.expires_in)).toBeLessThanOrEqual(86400);
  });

  withPersonas(['workspaceOwner'], 'accepts the wire spellings grant_type and username', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    await api.ok('login', { client: true, body: { grant_type: 'password', username: owner.email, password: owner.password! } });
  });

  withPersonas(['workspaceOwner', 'activeMember'], 'when both spellings are sent, the documented email wins over username', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const member = api.personas.activeMember!;
    const response = await api.ok('login', {
      client: true,
      body: { grantType: 'password', email: owner.email, username: member.email, password: owner.password! },
    });
    const session = { token: response.body.data.access_token, refreshToken: response.body.data.refresh_token, owId: Number(response.body.data.owId) };
    expect((await api.ok('getProfile', { as: session })).body.data.email).toBe(owner.email);
  });

  withPersonas(['workspaceOwner'], 'refuses a wrong password with the seed 403', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const response = await api.expect('login', { client: true, body: { grantType: 'password', email: owner.email, password: 'wrong' } }, 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });

  withPersonas(['onHoldUser'], 'refuses a user of an organization On Hold with the documented 400 body', async ({ api }) => {
    const user = api.personas.onHoldUser!;
    const response = await api.expect('login', { client: true, body: { grantType: 'password', email: user.email, password: user.password! } }, 400);
    const came = `login 400: came ${response.text.slice(0, 300)}`;
    // The On Hold answer (LoginOnHoldFailure) is the one 400 with data.
    const data = 'data' in response.body ? response.body.data : undefined;
    expect(data, `${came}; $.data`).toMatchObject({ status: 'On Hold', supportEmail: expect.any(String), reason: expect.any(String) });
    expect(errorsOf(response)[0], `${came}; the first error`).toEqual({ error: messages.loginOnHold, reason: messages.loginOnHoldReason });
  });

  // No operation puts an organization On Hold (O1), so the expected reason is the one the target's profile gives.
  withPersonas(['onHoldUser'], "tells the organization's own status and reason for the hold, not a fixed text", async ({ api }) => {
    const user = api.personas.onHoldUser!;
    const organization = api.profile.organizations?.find((o) => o.owId === user.owId) as { status?: string; statusReason?: string | null } | undefined;
    if (!organization?.statusReason) return skipRunning(`needs profile: organizations[${user.owId}].statusReason`);
    const response = await api.expect('login', { client: true, body: { grantType: 'password', email: user.email, password: user.password! } }, 400);
    // The answer goes with a failure: another 400 (a header the target wants) says why at once.
    const data = 'data' in response.body ? response.body.data : undefined;
    expect(data, `login 400: ${response.text.slice(0, 300)}`).toMatchObject({
      status: organization.status ?? 'On Hold',
      reason: organization.statusReason,
    });
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown user with the seed 403', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const response = await api.expect(
      'login',
      { client: true, body: { grantType: 'password', email: 'nobody@acme-media.example', password: owner.password! } },
      403,
    );
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });

  withPersonas(['invitedUser'], 'refuses an invited user who has no password yet', async ({ api }) => {
    const invitee = api.personas.invitedUser!;
    const response = await api.expect('login', { client: true, body: { grantType: 'password', email: invitee.email, password: 'Anything#2026' } }, 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });

  for (const [status, name] of [
    [2, 'inactive'],
    [4, 'suspended'],
  ] as const) {
    withPersonas(['workspaceOwner'], `refuses a user made ${name} with the seed 403, and admits them again once active`, async ({ api, owner }) => {
      const user = await newUser(api);
      await api.ok('updateUserStatus', { as: owner, body: { uowId: user.uowId, status, statusReason: 'Payment pending.' } });
      const response = expectContract(await loginWith(api, user.email, user.password), 'login', 403);
      expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
      await api.ok('updateUserStatus', { as: owner, body: { uowId: user.uowId, status: 1 } });
      const again = expectContract(await loginWith(api, user.email, user.password), 'login', 200);
      expect(Number(again.body.data.owId)).toBe(user.owId);
    });
  }

  // A user is active or not per workspace: made inactive in the first, they are still active in the second.
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    'logs in a user made inactive in their first workspace to the one where they are still active',
    async ({ api, owner, other }) => {
      const user = await userActiveElsewhereOnly(api, owner, other);
      const response = expectContract(await loginWith(api, user.email, user.password), 'login', 200);
      expect(Number(response.body.data.owId)).toBe(other.owId);
    },
  );

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], 'refuses a workspace the user may not enter (X-IAA-OW-ID) with the seed 403', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const other = api.personas.otherWorkspaceUser!;
    const response = await api.expect(
      'login',
      { client: true, owId: other.owId, body: { grantType: 'password', email: owner.email, password: owner.password! } },
      403,
    );
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });

  withPersonas(['workspaceOwner', 'onHoldUser'], 'answers an outsider naming an On Hold workspace with 403, not its account status', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    const onHold = api.personas.onHoldUser!;
    const response = await api.expect(
      'login',
      { client: true, owId: onHold.owId, body: { grantType: 'password', email: owner.email, password: owner.password! } },
      403,
    );
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
    expect('data' in response.body ? response.body.data : undefined).toBeUndefined();
  });

  withPersonas(['workspaceOwner'], 'enters a customer workspace named by X-IAA-OW-ID and acts in it', async ({ api, ids }) => {
    const owner = api.personas.workspaceOwner!;
    const customer = await ids.organization('customer');
    const response = await api.ok('login', { client: true, owId: customer, body: { grantType: 'password', email: owner.email, password: owner.password! } });
    expect(Number(response.body.data.owId)).toBe(customer);
    const inCustomer = { token: response.body.data.access_token, refreshToken: response.body.data.refresh_token, owId: customer };
    const profile = (await api.ok('getProfile', { as: inCustomer })).body.data;
    const home = (await api.ok('getProfile', { as: await api.session('workspaceOwner') })).body.data;
    expect(profile.organizationName).not.toBe(home.organizationName);
    const organization = api.profile.organizations?.find((o) => o.owId === customer);
    if (organization?.organizationName !== undefined) expect(profile.organizationName).toBe(organization.organizationName);
  });

  withPersonas(['workspaceOwner'], 'refuses a request without client credentials (401)', async ({ api }) => {
    const owner = api.personas.workspaceOwner!;
    expectErrors(
      [await api.refuses('login', { body: { grantType: 'password', email: owner.email, password: owner.password! } }, 401)],
      [{ error: messages.clientCredentialsInvalid, field: 'Authentication' }],
      'login',
      401,
    );
  });

  it('refuses a missing password, naming the field', async ({ api }) => {
    const [first] = await api.refusals('login', { client: true, body: { grantType: 'password', email: 'a@b.example' } }, 400);
    expectErrorField(first, 'password', 'login', 400);
  });
});
