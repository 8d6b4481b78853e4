import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { profileId, uniqueEmail } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session } from '../support/client.ts';
import { skipRunning } from '../support/run-mode.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { inviteNewUser, newUser } from './new-users.ts';

const suite = useTarget();

/** The workspace domain of a notable organization of the profile, with its owId. */
async function workspaceOf(role: string): Promise<{ owId: number; domain: string }> {
  const owId = await profileId(suite, 'organizations', role);
  const organization = suite.current.profile.organizations?.find((o) => o.owId === owId) as { workspaceDomain?: string } | undefined;
  if (!organization?.workspaceDomain) return skipRunning(`needs profile: organizations[${owId}].workspaceDomain`);
  return { owId, domain: organization.workspaceDomain };
}

/** What validateUserEmail says, read as the contract allows: userName may be null. */
function expectUserEmail(actual: { userName?: string | null }, expected: { userName: string | null; isNewUser: boolean; isOrganizationOwnerUser: boolean }) {
  const { userName, ...rest } = expected;
  expect({ ...actual, userName: undefined }).toEqual({ ...rest, userName: undefined });
  expect([userName, null]).toContain(actual.userName ?? null);
}

/** What validateEmailForWorkspace says, read as the contract allows: owId may be null. */
function expectEmailForWorkspace(actual: { owId?: number | string | null }, expected: { isValid: boolean; owId: number | null; isWorkspaceAllowed: boolean }) {
  const { owId, ...rest } = expected;
  expect({ ...actual, owId: undefined }).toEqual({ ...rest, owId: undefined });
  expect([owId, null]).toContain(actual.owId === null || actual.owId === undefined ? null : Number(actual.owId));
}

describe('validateUserEmail (user-email/validate)', () => {
  withPersonas(suite, ['workspaceOwner'], 'a registered owner: name, not new, owns an organization', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const { displayName } = (await callOk(suite.current, 'getProfile', { as: owner })).body.data;
    const response = await callOk(suite.current, 'validateUserEmail', { body: { email: suite.current.personas.workspaceOwner!.email } });
    expectUserEmail(response.body.data, { userName: displayName, isNewUser: false, isOrganizationOwnerUser: true });
  });

  withPersonas(suite, ['workspaceOwner'], 'a registered member: name, not new, owns nothing', async () => {
    const user = await newUser(suite.current);
    const response = await callOk(suite.current, 'validateUserEmail', { body: { email: user.email } });
    expectUserEmail(response.body.data, { userName: user.name, isNewUser: false, isOrganizationOwnerUser: false });
  });

  withPersonas(suite, ['workspaceOwner'], 'an invited user who has not signed up is still new', async () => {
    const invitee = await inviteNewUser(suite.current);
    const response = await callOk(suite.current, 'validateUserEmail', { body: { email: invitee.email } });
    expect(response.body.data).toMatchObject({ isNewUser: true, isOrganizationOwnerUser: false });
  });

  it('an unknown e-mail is new and has no name [smoke]', async () => {
    const response = await callOk(suite.current, 'validateUserEmail', { body: { email: uniqueEmail('nobody') } });
    expectUserEmail(response.body.data, { userName: null, isNewUser: true, isOrganizationOwnerUser: false });
  });

  it('refuses an e-mail that is not one, naming the field [smoke]', async () => {
    const response = expectContract(await call(suite.current, 'validateUserEmail', { body: { email: 'not-an-email' } }), 'validateUserEmail', 422);
    expect(errorsOf(response)[0]?.field).toBe('email');
  });
});

describe('validateEmailForWorkspace (user/email/validate)', () => {
  withPersonas(suite, ['workspaceOwner'], 'a registered user of the workspace: valid, its owId, allowed', async () => {
    const { owId, domain } = await workspaceOf('workspace');
    const response = await callOk(suite.current, 'validateEmailForWorkspace', { body: { email: suite.current.personas.workspaceOwner!.email, workspaceDomain: domain } });
    expectEmailForWorkspace(response.body.data, { isValid: true, owId, isWorkspaceAllowed: true });
  });

  withPersonas(suite, ['workspaceOwner'], 'a registered user of another workspace: valid, that owId, not allowed', async () => {
    const { owId, domain } = await workspaceOf('otherWorkspace');
    const response = await callOk(suite.current, 'validateEmailForWorkspace', { body: { email: suite.current.personas.workspaceOwner!.email, workspaceDomain: domain } });
    expectEmailForWorkspace(response.body.data, { isValid: true, owId, isWorkspaceAllowed: false });
  });

  withPersonas(suite, ['workspaceOwner'], 'an invited user who has not signed up is not registered yet', async () => {
    const { owId, domain } = await workspaceOf('workspace');
    const invitee = await inviteNewUser(suite.current);
    const response = await callOk(suite.current, 'validateEmailForWorkspace', { body: { email: invitee.email, workspaceDomain: domain } });
    expectEmailForWorkspace(response.body.data, { isValid: false, owId, isWorkspaceAllowed: false });
  });

  it('an unknown e-mail and domain: not valid, no owId, not allowed [smoke]', async () => {
    const response = await callOk(suite.current, 'validateEmailForWorkspace', { body: { email: uniqueEmail('nobody'), workspaceDomain: 'no-such-workspace' } });
    expectEmailForWorkspace(response.body.data, { isValid: false, owId: null, isWorkspaceAllowed: false });
  });

  it('refuses an e-mail that is not one, naming the field [smoke]', async () => {
    const response = expectContract(
      await call(suite.current, 'validateEmailForWorkspace', { body: { email: 'not-an-email', workspaceDomain: 'no-such-workspace' } }),
      'validateEmailForWorkspace',
      422,
    );
    expect(errorsOf(response)[0]?.field).toBe('email');
  });
});

describe('validateWorkspace (user/workspace/validate)', () => {
  withPersonas(suite, ['workspaceOwner'], 'answers only success for a user who may enter the workspace [smoke]', async () => {
    const { domain } = await workspaceOf('workspace');
    const response = await callOk(suite.current, 'validateWorkspace', { body: { email: suite.current.personas.workspaceOwner!.email, workspaceDomain: domain } });
    expect(response.body).toEqual({ success: true });
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts a customer workspace below the user\'s own', async () => {
    const { domain } = await workspaceOf('customer');
    const response = await callOk(suite.current, 'validateWorkspace', { body: { email: suite.current.personas.workspaceOwner!.email, workspaceDomain: domain } });
    expect(response.body).toEqual({ success: true });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a workspace the user may not enter with success false and the seed text', async () => {
    const { domain } = await workspaceOf('otherWorkspace');
    const response = expectContract(
      await call(suite.current, 'validateWorkspace', { body: { email: suite.current.personas.workspaceOwner!.email, workspaceDomain: domain } }),
      'validateWorkspace',
      422,
    );
    expect(response.body.success).toBe(false);
    expect(errorsOf(response)).toEqual([{ error: messages.loginForbidden, field: 'workspaceDomain' }]);
  });

  it('refuses an unknown e-mail with success false [smoke]', async () => {
    const { domain } = await workspaceOf('workspace');
    const response = expectContract(await call(suite.current, 'validateWorkspace', { body: { email: uniqueEmail('nobody'), workspaceDomain: domain } }), 'validateWorkspace', 422);
    expect(response.body.success).toBe(false);
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });
});

describe('validateCurrentPassword (user/current-password/validate)', () => {
  withPersonas(suite, ['workspaceOwner'], 'the current password is valid [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'validateCurrentPassword', { as: owner, body: { password: suite.current.personas.workspaceOwner!.password } });
    expect(response.body.data).toEqual({ isValid: true });
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'another password (even another user\'s) is not valid', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'validateCurrentPassword', { as: owner, body: { password: suite.current.personas.activeMember!.password } });
    expect(response.body.data).toEqual({ isValid: false });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a missing password, naming the field [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'validateCurrentPassword', { as: owner, body: {} }), 'validateCurrentPassword', 400);
    expect(errorsOf(response)[0]?.field).toBe('password');
  });

  withPersonas(suite, ['workspaceOwner'], 'follows a password change', async () => {
    const user = await newUser(suite.current);
    await callOk(suite.current, 'changePassword', { as: user.session, body: { oldPassword: user.password, newPassword: 'Fresh#2027' } });
    expect((await callOk(suite.current, 'validateCurrentPassword', { as: user.session, body: { password: user.password } })).body.data).toEqual({ isValid: false });
    expect((await callOk(suite.current, 'validateCurrentPassword', { as: user.session, body: { password: 'Fresh#2027' } })).body.data).toEqual({ isValid: true });
  });
});
