import { messages } from '../support/texts.ts';
import { uniqueEmail } from '../support/arrange.ts';
import { errorsOf } from '../support/client.ts';
import { skipRunning } from '../support/run-mode.ts';
import { inviteNewUser, newUser } from './new-users.ts';
import { describe, expect, it, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();

/** A workspace domain no organization has. */
const unknownDomain = 'no-such-workspace';

/** The workspace domain of a notable organization of the profile, with its owId. */
async function workspaceOf(api: Api, role: string): Promise<{ owId: number; domain: string }> {
  const owId = await api.ids.organization(role);
  const organization = api.profile.organizations?.find((o) => o.owId === owId);
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
  withPersonas(['workspaceOwner'], 'a registered owner: name, not new, owns an organization', async ({ api, owner }) => {
    const { displayName } = (await api.ok('getProfile', { as: owner })).body.data;
    const response = await api.ok('validateUserEmail', { body: { email: api.personas.workspaceOwner!.email } });
    expectUserEmail(response.body.data, { userName: displayName, isNewUser: false, isOrganizationOwnerUser: true });
  });

  withPersonas(['workspaceOwner'], 'a registered member: name, not new, owns nothing', async ({ api }) => {
    const user = await newUser(api);
    const response = await api.ok('validateUserEmail', { body: { email: user.email } });
    expectUserEmail(response.body.data, { userName: user.name, isNewUser: false, isOrganizationOwnerUser: false });
  });

  withPersonas(['workspaceOwner'], 'an invited user who has not signed up is still new', async ({ api }) => {
    const invitee = await inviteNewUser(api);
    const response = await api.ok('validateUserEmail', { body: { email: invitee.email } });
    expect(response.body.data).toMatchObject({ isNewUser: true, isOrganizationOwnerUser: false });
  });

  it('an unknown e-mail is new and has no name', async ({ api }) => {
    const response = await api.ok('validateUserEmail', { body: { email: uniqueEmail('nobody') } });
    expectUserEmail(response.body.data, { userName: null, isNewUser: true, isOrganizationOwnerUser: false });
  });

  it('refuses an e-mail that is not one, naming the field', async ({ api }) => {
    const response = await api.expect('validateUserEmail', { body: { email: 'not-an-email' } }, 422);
    expectErrorField(errorsOf(response)[0], 'email', 'validateUserEmail', 422);
  });
});

describe('validateEmailForWorkspace (user/email/validate)', () => {
  withPersonas(['workspaceOwner'], 'a registered user of the workspace: valid, its owId, allowed', async ({ api }) => {
    const { owId, domain } = await workspaceOf(api, 'workspace');
    const response = await api.ok('validateEmailForWorkspace', { body: { email: api.personas.workspaceOwner!.email, workspaceDomain: domain } });
    expectEmailForWorkspace(response.body.data, { isValid: true, owId, isWorkspaceAllowed: true });
  });

  withPersonas(['workspaceOwner'], 'a registered user of another workspace: valid, that owId, not allowed', async ({ api }) => {
    const { owId, domain } = await workspaceOf(api, 'otherWorkspace');
    const response = await api.ok('validateEmailForWorkspace', { body: { email: api.personas.workspaceOwner!.email, workspaceDomain: domain } });
    expectEmailForWorkspace(response.body.data, { isValid: true, owId, isWorkspaceAllowed: false });
  });

  withPersonas(['workspaceOwner'], 'an invited user who has not signed up is not registered yet', async ({ api }) => {
    const { owId, domain } = await workspaceOf(api, 'workspace');
    const invitee = await inviteNewUser(api);
    const response = await api.ok('validateEmailForWorkspace', { body: { email: invitee.email, workspaceDomain: domain } });
    expectEmailForWorkspace(response.body.data, { isValid: false, owId, isWorkspaceAllowed: false });
  });

  // V2: each half is answered for itself; a pair with an unknown half is an answer, never a crash.
  withPersonas(['workspaceOwner'], 'a registered user and an unknown domain: valid, no owId, not allowed', async ({ api }) => {
    const response = await api.ok('validateEmailForWorkspace', { body: { email: api.personas.workspaceOwner!.email, workspaceDomain: unknownDomain } });
    expectEmailForWorkspace(response.body.data, { isValid: true, owId: null, isWorkspaceAllowed: false });
  });

  withPersonas(['workspaceOwner'], 'an invited user who has not signed up and an unknown domain: not valid, no owId, not allowed', async ({ api }) => {
    const invitee = await inviteNewUser(api);
    const response = await api.ok('validateEmailForWorkspace', { body: { email: invitee.email, workspaceDomain: unknownDomain } });
    expectEmailForWorkspace(response.body.data, { isValid: false, owId: null, isWorkspaceAllowed: false });
  });

  for (const role of ['workspace', 'otherWorkspace']) {
    it(`an unknown e-mail and a known domain (${role}): not valid, its owId, not allowed`, async ({ api }) => {
      const { owId, domain } = await workspaceOf(api, role);
      const response = await api.ok('validateEmailForWorkspace', { body: { email: uniqueEmail('nobody'), workspaceDomain: domain } });
      expectEmailForWorkspace(response.body.data, { isValid: false, owId, isWorkspaceAllowed: false });
    });
  }

  withPersonas(['workspaceOwner'], 'an invited user who has not signed up and another workspace: not valid, its owId, not allowed', async ({ api }) => {
    const { owId, domain } = await workspaceOf(api, 'otherWorkspace');
    const invitee = await inviteNewUser(api);
    const response = await api.ok('validateEmailForWorkspace', { body: { email: invitee.email, workspaceDomain: domain } });
    expectEmailForWorkspace(response.body.data, { isValid: false, owId, isWorkspaceAllowed: false });
  });

  it('an unknown e-mail and domain: not valid, no owId, not allowed', async ({ api }) => {
    const response = await api.ok('validateEmailForWorkspace', { body: { email: uniqueEmail('nobody'), workspaceDomain: unknownDomain } });
    expectEmailForWorkspace(response.body.data, { isValid: false, owId: null, isWorkspaceAllowed: false });
  });

  it('refuses an e-mail that is not one, naming the field', async ({ api }) => {
    const response = await api.expect('validateEmailForWorkspace', { body: { email: 'not-an-email', workspaceDomain: unknownDomain } }, 422);
    expectErrorField(errorsOf(response)[0], 'email', 'validateEmailForWorkspace', 422);
  });
});

describe('validateWorkspace (user/workspace/validate)', () => {
  withPersonas(['workspaceOwner'], 'answers only success for a user who may enter the workspace', async ({ api }) => {
    const { domain } = await workspaceOf(api, 'workspace');
    const response = await api.ok('validateWorkspace', { body: { email: api.personas.workspaceOwner!.email, workspaceDomain: domain } });
    expect(response.body).toEqual({ success: true });
  });

  mockOnly('matches the domain ignoring case and the spaces around it', 'spec/DECISIONS.md V1', async ({ api }) => {
    const { domain } = await workspaceOf(api, 'workspace');
    const response = await api.ok('validateWorkspace', { body: { email: api.personas.workspaceOwner!.email, workspaceDomain: `  ${domain.toUpperCase()} ` } });
    expect(response.body).toEqual({ success: true });
  });

  withPersonas(['workspaceOwner'], "accepts a customer workspace below the user's own", async ({ api }) => {
    const { domain } = await workspaceOf(api, 'customer');
    const response = await api.ok('validateWorkspace', { body: { email: api.personas.workspaceOwner!.email, workspaceDomain: domain } });
    expect(response.body).toEqual({ success: true });
  });

  withPersonas(['workspaceOwner'], 'refuses a workspace the user may not enter with success false and the seed text', async ({ api }) => {
    const { domain } = await workspaceOf(api, 'otherWorkspace');
    const response = await api.expect('validateWorkspace', { body: { email: api.personas.workspaceOwner!.email, workspaceDomain: domain } }, 422);
    expect(response.body.success).toBe(false);
    expectErrors(errorsOf(response), [{ error: messages.loginForbidden, field: 'workspaceDomain' }], 'validateWorkspace', 422);
  });

  withPersonas(['workspaceOwner'], 'refuses a registered user with an unknown domain, naming workspaceDomain', async ({ api }) => {
    const response = await api.expect('validateWorkspace', { body: { email: api.personas.workspaceOwner!.email, workspaceDomain: unknownDomain } }, 422);
    expect(response.body.success).toBe(false);
    expectErrors(errorsOf(response), [{ error: messages.loginForbidden, field: 'workspaceDomain' }], 'validateWorkspace', 422);
  });

  it('refuses an unknown e-mail and an unknown domain with success false', async ({ api }) => {
    const response = await api.expect('validateWorkspace', { body: { email: uniqueEmail('nobody'), workspaceDomain: unknownDomain } }, 422);
    expect(response.body.success).toBe(false);
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });

  it('refuses an unknown e-mail with success false', async ({ api }) => {
    const { domain } = await workspaceOf(api, 'workspace');
    const response = await api.expect('validateWorkspace', { body: { email: uniqueEmail('nobody'), workspaceDomain: domain } }, 422);
    expect(response.body.success).toBe(false);
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });
});

describe('validateCurrentPassword (user/current-password/validate)', () => {
  withPersonas(['workspaceOwner'], 'the current password is valid', async ({ api, owner }) => {
    const response = await api.ok('validateCurrentPassword', { as: owner, body: { password: api.personas.workspaceOwner!.password! } });
    expect(response.body.data).toEqual({ isValid: true });
  });

  withPersonas(['workspaceOwner', 'activeMember'], "another password (even another user's) is not valid", async ({ api, owner }) => {
    const response = await api.ok('validateCurrentPassword', { as: owner, body: { password: api.personas.activeMember!.password! } });
    expect(response.body.data).toEqual({ isValid: false });
  });

  withPersonas(['workspaceOwner'], 'refuses a missing password, naming the field', async ({ api, owner }) => {
    const [first] = await api.refusals('validateCurrentPassword', { as: owner, body: {} }, 400);
    expectErrorField(first, 'password', 'validateCurrentPassword', 400);
  });

  withPersonas(['workspaceOwner'], 'follows a password change', async ({ api }) => {
    const user = await newUser(api);
    await api.ok('changePassword', { as: user.session, body: { oldPassword: user.password, newPassword: 'Fresh#2027' } });
    expect((await api.ok('validateCurrentPassword', { as: user.session, body: { password: user.password } })).body.data).toEqual({ isValid: false });
    expect((await api.ok('validateCurrentPassword', { as: user.session, body: { password: 'Fresh#2027' } })).body.data).toEqual({ isValid: true });
  });
});
