import { describe, expect } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { inviteNewUser, listedUser, loginWith, newUser, type InvitedUser } from './new-users.ts';

const suite = useTarget();

// Each status change is made on a user of the test's own: a changed status logs
// that user out everywhere, and a persona's sessions are shared by other tests.
async function updateStatus(as: Session, body: { uowId: number; status: number; statusReason?: string }) {
  return call(suite.current, 'updateUserStatus', { as, body });
}

async function owner(): Promise<Session> {
  return session(suite.current, 'workspaceOwner');
}

async function listed(user: InvitedUser) {
  return listedUser(suite.current, await owner(), user.email);
}

describe('updateUserStatus', () => {
  withPersonas(suite, ['workspaceOwner'], 'makes a member inactive (2): the users list shows it [smoke]', async () => {
    const user = await newUser(suite.current);
    const response = expectContract(await updateStatus(await owner(), { uowId: user.uowId, status: 2 }), 'updateUserStatus', 200);
    expect(response.body.data).toBe(documentedMessage('updateUserStatus'));
    expect(await listed(user)).toMatchObject({ status: 'inactive', statusId: 2 });
  });

  withPersonas(suite, ['workspaceOwner'], 'an inactive user\'s existing token gets 401 and login 403', async () => {
    const user = await newUser(suite.current);
    await callOk(suite.current, 'updateUserStatus', { as: await owner(), body: { uowId: user.uowId, status: 2, statusReason: 'Left the team.' } });
    const profile = expectContract(await call(suite.current, 'getProfile', { as: user.session }), 'getProfile', 401);
    expect(errorsOf(profile)[0]?.error).toBe(messages.tokenRevoked);
    const again = expectContract(await loginWith(suite.current, user.email, user.password), 'login', 403);
    expect(errorsOf(again)[0]?.error).toBe(messages.loginForbidden);
  });

  withPersonas(suite, ['workspaceOwner'], 'suspends with a payment reason (4): listed as suspended, login refused', async () => {
    const user = await newUser(suite.current);
    await callOk(suite.current, 'updateUserStatus', { as: await owner(), body: { uowId: user.uowId, status: 4, statusReason: 'Payment pending.' } });
    expect(await listed(user)).toMatchObject({ status: 'suspended', statusId: 4 });
    expectContract(await loginWith(suite.current, user.email, user.password), 'login', 403);
  });

  withPersonas(suite, ['workspaceOwner'], 'reactivates (1): listed as active, login works again', async () => {
    const user = await newUser(suite.current);
    await callOk(suite.current, 'updateUserStatus', { as: await owner(), body: { uowId: user.uowId, status: 2 } });
    await callOk(suite.current, 'updateUserStatus', { as: await owner(), body: { uowId: user.uowId, status: 1 } });
    expect(await listed(user)).toMatchObject({ status: 'active', statusId: 1 });
    expectContract(await loginWith(suite.current, user.email, user.password), 'login', 200);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses status 3 (invited), naming the field', async () => {
    const user = await newUser(suite.current);
    const response = expectContract(await updateStatus(await owner(), { uowId: user.uowId, status: 3 }), 'updateUserStatus', 422);
    expect(errorsOf(response)[0]?.field).toBe('status');
    expect(await listed(user)).toMatchObject({ statusId: 1 });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses to activate an invited user (only sign-up does that)', async () => {
    const invitee = await inviteNewUser(suite.current);
    const response = expectContract(await updateStatus(await owner(), { uowId: invitee.uowId, status: 1 }), 'updateUserStatus', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.invalidStatusTransition, field: 'status' }]);
    expect(await listed(invitee)).toMatchObject({ status: 'invited', statusId: 3 });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a change of the caller\'s own status with 422', async () => {
    const user = await newUser(suite.current);
    const response = expectContract(await updateStatus(user.session, { uowId: user.uowId, status: 2 }), 'updateUserStatus', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.cannotChangeOwnStatus, field: 'uowId' }]);
    expect(await listed(user)).toMatchObject({ statusId: 1 });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a change of the owner\'s status with 422, and the owner stays active', async () => {
    const user = await newUser(suite.current);
    const ownerPersona = suite.current.personas.workspaceOwner!;
    const response = expectContract(await updateStatus(user.session, { uowId: ownerPersona.uowId, status: 2 }), 'updateUserStatus', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.cannotChangeOwnerStatus, field: 'uowId' }]);
    expectContract(await loginWith(suite.current, ownerPersona.email, ownerPersona.password!), 'login', 200);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses a uowId of another workspace with the seed 403, leaving that user alone', async () => {
    const other = await newUser(suite.current, await session(suite.current, 'otherWorkspaceUser'));
    const response = expectContract(await updateStatus(await owner(), { uowId: other.uowId, status: 2 }), 'updateUserStatus', 403);
    expect(errorsOf(response)).toEqual([{ error: messages.userNotInOrganization, field: 'uowId' }]);
    expectContract(await loginWith(suite.current, other.email, other.password), 'login', 200);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an unknown uowId with the seed 403 [smoke]', async () => {
    const response = expectContract(await updateStatus(await owner(), { uowId: 999_999_999, status: 2 }), 'updateUserStatus', 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.userNotInOrganization);
  });
});
