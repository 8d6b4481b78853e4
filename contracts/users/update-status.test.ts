import { messages } from '../support/texts.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { inviteNewUser, listedUser, loginWith, newUser, sessionFor, userActiveElsewhereOnly, type InvitedUser } from './new-users.ts';
import { storedRecords } from '../support/admin.ts';
import { describe, expect, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();

// Each status change is made on a user of the test's own: a changed status logs
// that user out everywhere, and a persona's sessions are shared by other tests.
async function updateStatus(api: Api, as: Session, body: { uowId: number; status: number; statusReason?: string }) {
  return api.call('updateUserStatus', { as, body });
}

async function listed(api: Api, user: InvitedUser) {
  return listedUser(api, await api.session('workspaceOwner'), user.email);
}

describe('updateUserStatus', () => {
  withPersonas(['workspaceOwner'], 'makes a member inactive (2): the users list shows it', async ({ api, owner }) => {
    const user = await newUser(api);
    const response = expectContract(await updateStatus(api, owner, { uowId: user.uowId, status: 2 }), 'updateUserStatus', 200);
    expect(response.body.data).toBe(documentedMessage('updateUserStatus'));
    expect(await listed(api, user)).toMatchObject({ status: 'inactive', statusId: 2 });
  });

  withPersonas(['workspaceOwner'], "an inactive user's existing token gets 401 and login 403", async ({ api, owner }) => {
    const user = await newUser(api);
    await api.ok('updateUserStatus', { as: owner, body: { uowId: user.uowId, status: 2, statusReason: 'Left the team.' } });
    const profile = await api.expect('getProfile', { as: user.session }, 401);
    expect(errorsOf(profile)[0]?.error).toBe(messages.tokenRevoked);
    const again = expectContract(await loginWith(api, user.email, user.password), 'login', 403);
    expect(errorsOf(again)[0]?.error).toBe(messages.loginForbidden);
  });

  withPersonas(['workspaceOwner'], 'suspends with a payment reason (4): listed as suspended, login refused', async ({ api, owner }) => {
    const user = await newUser(api);
    await api.ok('updateUserStatus', { as: owner, body: { uowId: user.uowId, status: 4, statusReason: 'Payment pending.' } });
    expect(await listed(api, user)).toMatchObject({ status: 'suspended', statusId: 4 });
    expectContract(await loginWith(api, user.email, user.password), 'login', 403);
  });

  mockOnly(
    'keeps the status reason sent with the status, and none when none is sent',
    'reads the stored membership (spec/DECISIONS.md U2)',
    async ({ api, owner }) => {
      const [reasoned, plain] = [await newUser(api), await newUser(api)];
      await api.ok('updateUserStatus', { as: owner, body: { uowId: reasoned.uowId, status: 2, statusReason: 'Left the team.' } });
      await api.ok('updateUserStatus', { as: owner, body: { uowId: plain.uowId, status: 2 } });
      const memberships = await storedRecords(api.target, 'memberships');
      expect(memberships.find((m) => m.uowId === reasoned.uowId)).toMatchObject({ statusId: 2, statusReason: 'Left the team.' });
      expect(memberships.find((m) => m.uowId === plain.uowId)).toMatchObject({ statusId: 2, statusReason: null });
    },
  );

  withPersonas(['workspaceOwner'], 'reactivates (1): listed as active, login works again', async ({ api, owner }) => {
    const user = await newUser(api);
    await api.ok('updateUserStatus', { as: owner, body: { uowId: user.uowId, status: 2 } });
    await api.ok('updateUserStatus', { as: owner, body: { uowId: user.uowId, status: 1 } });
    expect(await listed(api, user)).toMatchObject({ status: 'active', statusId: 1 });
    expectContract(await loginWith(api, user.email, user.password), 'login', 200);
  });

  // Only a status other than active ends a user's sessions; the token of a workspace they stay active in lives its 24 hours.
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    'reactivating a user leaves working the token they hold in another workspace',
    async ({ api, owner, other }) => {
      const user = await userActiveElsewhereOnly(api, owner, other);
      const elsewhere = await sessionFor(api, user.email, user.password, other.owId);
      await api.ok('updateUserStatus', { as: owner, body: { uowId: user.uowId, status: 1 } });
      await api.ok('getProfile', { as: elsewhere });
    },
  );

  withPersonas(['workspaceOwner'], 'refuses status 3 (invited), naming the field', async ({ api, owner }) => {
    const user = await newUser(api);
    const response = expectContract(await updateStatus(api, owner, { uowId: user.uowId, status: 3 }), 'updateUserStatus', 422);
    expectErrorField(errorsOf(response)[0], 'status', 'updateUserStatus', 422);
    expect(await listed(api, user)).toMatchObject({ statusId: 1 });
  });

  withPersonas(['workspaceOwner'], 'refuses to activate an invited user (only sign-up does that)', async ({ api, owner }) => {
    const invitee = await inviteNewUser(api);
    const response = expectContract(await updateStatus(api, owner, { uowId: invitee.uowId, status: 1 }), 'updateUserStatus', 422);
    expectErrors(errorsOf(response), [{ error: messages.invalidStatusTransition, field: 'status' }], 'updateUserStatus', 422);
    expect(await listed(api, invitee)).toMatchObject({ status: 'invited', statusId: 3 });
  });

  withPersonas(['workspaceOwner'], "refuses a change of the caller's own status with 422", async ({ api }) => {
    const user = await newUser(api);
    const response = expectContract(await updateStatus(api, user.session, { uowId: user.uowId, status: 2 }), 'updateUserStatus', 422);
    expectErrors(errorsOf(response), [{ error: messages.cannotChangeOwnStatus, field: 'uowId' }], 'updateUserStatus', 422);
    expect(await listed(api, user)).toMatchObject({ statusId: 1 });
  });

  withPersonas(['workspaceOwner'], "refuses a change of the owner's status with 422, and the owner stays active", async ({ api }) => {
    const user = await newUser(api);
    const ownerPersona = api.personas.workspaceOwner!;
    const response = expectContract(await updateStatus(api, user.session, { uowId: ownerPersona.uowId, status: 2 }), 'updateUserStatus', 422);
    expectErrors(errorsOf(response), [{ error: messages.cannotChangeOwnerStatus, field: 'uowId' }], 'updateUserStatus', 422);
    expectContract(await loginWith(api, ownerPersona.email, ownerPersona.password!), 'login', 200);
  });

  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    'refuses a uowId of another workspace with the seed 403, leaving that user alone',
    async ({ api, owner }) => {
      const other = await newUser(api, await api.session('otherWorkspaceUser'));
      const response = expectContract(await updateStatus(api, owner, { uowId: other.uowId, status: 2 }), 'updateUserStatus', 403);
      expectErrors(errorsOf(response), [{ error: messages.userNotInOrganization, field: 'uowId' }], 'updateUserStatus', 403);
      expectContract(await loginWith(api, other.email, other.password), 'login', 200);
    },
  );

  withPersonas(['workspaceOwner'], 'refuses an unknown uowId with the seed 403', async ({ owner, api }) => {
    const response = expectContract(await updateStatus(api, owner, { uowId: 999_999_999, status: 2 }), 'updateUserStatus', 403);
    expectErrors(errorsOf(response), [{ error: messages.userNotInOrganization, field: 'uowId' }], 'updateUserStatus', 403);
  });
});
