import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();

interface UserItem {
  email: string;
  uowId: number;
  status: string;
  statusId: number;
  isModificationAllowed: boolean;
}

async function updateStatus(as: Session, body: { uowId: number; status: number; statusReason?: string }) {
  return call(suite.current, 'updateUserStatus', { as, body });
}

async function listed(as: Session, uowId: number): Promise<UserItem | undefined> {
  const all = await callOk(suite.current, 'listUsers', { as, query: { limit: 1000 } });
  return (all.body.data.data as UserItem[]).find((u) => u.uowId === uowId);
}

async function loginAs(email: string, password: string) {
  return call(suite.current, 'login', { client: true, body: { grantType: 'password', email, password } });
}

describe('updateUserStatus', () => {
  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'makes a crowd member inactive (2): the users list shows it', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { personas } = suite.current;
    const personaUows = new Set(Object.values(personas).map((p) => p.uowId));
    const active = await callOk(suite.current, 'listUsers', { as: owner, query: { status: 'active', limit: 1000 } });
    const crowdMember = (active.body.data.data as UserItem[]).find((u) => u.isModificationAllowed && !personaUows.has(u.uowId));
    expect(crowdMember, 'an active crowd member the owner may modify').toBeDefined();
    const response = expectContract(await updateStatus(owner, { uowId: crowdMember!.uowId, status: 2 }), 'updateUserStatus', 200);
    expect(response.body.data).toBe(documentedMessage('updateUserStatus'));
    expect(await listed(owner, crowdMember!.uowId)).toMatchObject({ status: 'inactive', statusId: 2 });
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'an inactive user\'s existing token gets 401 and login 403', async () => {
    const member = suite.current.personas.activeMember!;
    const owner = await login(suite.current, 'workspaceOwner');
    const memberSession = await login(suite.current, 'activeMember');
    await callOk(suite.current, 'updateUserStatus', { as: owner, body: { uowId: member.uowId, status: 2, statusReason: 'Left the team.' } });
    const profile = expectContract(await call(suite.current, 'getProfile', { as: memberSession }), 'getProfile', 401);
    expect(errorsOf(profile)[0]?.error).toBe(messages.tokenRevoked);
    const again = expectContract(await loginAs(member.email, member.password!), 'login', 403);
    expect(errorsOf(again)[0]?.error).toBe(messages.loginForbidden);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'suspends with a payment reason (4): listed as suspended, login refused', async () => {
    const member = suite.current.personas.activeMember!;
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'updateUserStatus', { as: owner, body: { uowId: member.uowId, status: 4, statusReason: 'Payment pending.' } });
    expect(await listed(owner, member.uowId)).toMatchObject({ status: 'suspended', statusId: 4 });
    expectContract(await loginAs(member.email, member.password!), 'login', 403);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'reactivates (1): listed as active, login works again', async () => {
    const member = suite.current.personas.activeMember!;
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'updateUserStatus', { as: owner, body: { uowId: member.uowId, status: 2 } });
    await callOk(suite.current, 'updateUserStatus', { as: owner, body: { uowId: member.uowId, status: 1 } });
    expect(await listed(owner, member.uowId)).toMatchObject({ status: 'active', statusId: 1 });
    expectContract(await loginAs(member.email, member.password!), 'login', 200);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'refuses status 3 (invited) by the schema enum, naming the field', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const member = suite.current.personas.activeMember!;
    const response = expectContract(await updateStatus(owner, { uowId: member.uowId, status: 3 }), 'updateUserStatus', 422);
    expect(errorsOf(response)[0]?.field).toBe('status');
    expect(await listed(owner, member.uowId)).toMatchObject({ statusId: 1 });
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'refuses a statusReason longer than 255 characters, naming the field', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const member = suite.current.personas.activeMember!;
    const response = expectContract(await updateStatus(owner, { uowId: member.uowId, status: 4, statusReason: 'x'.repeat(256) }), 'updateUserStatus', 422);
    expect(errorsOf(response)[0]?.field).toBe('statusReason');
    expect(await listed(owner, member.uowId)).toMatchObject({ statusId: 1 });
  });

  withPersonas(suite, ['workspaceOwner', 'invitedUser'], 'refuses to activate an invited user (only sign-up does that)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const invitee = suite.current.personas.invitedUser!;
    const response = expectContract(await updateStatus(owner, { uowId: invitee.uowId, status: 1 }), 'updateUserStatus', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.invalidStatusTransition, field: 'status' }]);
    expect(await listed(owner, invitee.uowId)).toMatchObject({ status: 'invited', statusId: 3 });
  });

  withPersonas(suite, ['activeMember'], 'refuses a change of the caller\'s own status with 422', async () => {
    const member = await login(suite.current, 'activeMember');
    const response = expectContract(await updateStatus(member, { uowId: suite.current.personas.activeMember!.uowId, status: 2 }), 'updateUserStatus', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.cannotChangeOwnStatus, field: 'uowId' }]);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'refuses a change of the owner\'s status with 422, and the owner stays active', async () => {
    const member = await login(suite.current, 'activeMember');
    const owner = suite.current.personas.workspaceOwner!;
    const response = expectContract(await updateStatus(member, { uowId: owner.uowId, status: 2 }), 'updateUserStatus', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.cannotChangeOwnerStatus, field: 'uowId' }]);
    expectContract(await loginAs(owner.email, owner.password!), 'login', 200);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses a uowId of another workspace with the seed 403, leaving that user alone', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = suite.current.personas.otherWorkspaceUser!;
    const response = expectContract(await updateStatus(owner, { uowId: other.uowId, status: 2 }), 'updateUserStatus', 403);
    expect(errorsOf(response)).toEqual([{ error: messages.userNotInOrganization, field: 'uowId' }]);
    expectContract(await loginAs(other.email, other.password!), 'login', 200);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an unknown uowId with the seed 403', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await updateStatus(owner, { uowId: 999_999, status: 2 }), 'updateUserStatus', 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.userNotInOrganization);
  });
});
