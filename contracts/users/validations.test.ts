import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();
const acme = 'acme-media';
const initech = 'initech-ads';

describe('validateUserEmail (user-email/validate)', () => {
  withPersonas(suite, ['workspaceOwner'], 'a registered owner: name, not new, owns an organization', async () => {
    const response = await callOk(suite.current, 'validateUserEmail', { body: { email: suite.current.personas.workspaceOwner!.email } });
    expect(response.body.data).toEqual({ userName: 'Ava Stone', isNewUser: false, isOrganizationOwnerUser: true });
  });

  withPersonas(suite, ['activeMember'], 'a registered member: name, not new, owns nothing', async () => {
    const response = await callOk(suite.current, 'validateUserEmail', { body: { email: suite.current.personas.activeMember!.email } });
    expect(response.body.data).toEqual({ userName: 'Ben Ortiz', isNewUser: false, isOrganizationOwnerUser: false });
  });

  withPersonas(suite, ['invitedUser'], 'an invited user who has not signed up is still new', async () => {
    const response = await callOk(suite.current, 'validateUserEmail', { body: { email: suite.current.personas.invitedUser!.email } });
    expect(response.body.data).toMatchObject({ isNewUser: true, isOrganizationOwnerUser: false });
  });

  it('an unknown e-mail is new and has no name', async () => {
    const response = await callOk(suite.current, 'validateUserEmail', { body: { email: 'nobody@acme-media.example' } });
    expect(response.body.data).toEqual({ userName: null, isNewUser: true, isOrganizationOwnerUser: false });
  });

  it('refuses an e-mail that is not one, naming the field', async () => {
    const response = expectContract(await call(suite.current, 'validateUserEmail', { body: { email: 'not-an-email' } }), 'validateUserEmail', 422);
    expect(errorsOf(response)[0]?.field).toBe('email');
  });
});

describe('validateEmailForWorkspace (user/email/validate)', () => {
  withPersonas(suite, ['workspaceOwner'], 'a registered user of the workspace: valid, its owId, allowed', async () => {
    const response = await callOk(suite.current, 'validateEmailForWorkspace', { body: { email: suite.current.personas.workspaceOwner!.email, workspaceDomain: acme } });
    expect(response.body.data).toEqual({ isValid: true, owId: 1001, isWorkspaceAllowed: true });
  });

  withPersonas(suite, ['workspaceOwner'], 'a registered user of another workspace: valid, that owId, not allowed', async () => {
    const response = await callOk(suite.current, 'validateEmailForWorkspace', { body: { email: suite.current.personas.workspaceOwner!.email, workspaceDomain: initech } });
    expect(response.body.data).toEqual({ isValid: true, owId: 3001, isWorkspaceAllowed: false });
  });

  withPersonas(suite, ['invitedUser'], 'an invited user who has not signed up is not registered yet', async () => {
    const response = await callOk(suite.current, 'validateEmailForWorkspace', { body: { email: suite.current.personas.invitedUser!.email, workspaceDomain: acme } });
    expect(response.body.data).toEqual({ isValid: false, owId: 1001, isWorkspaceAllowed: false });
  });

  it('an unknown e-mail and domain: not valid, no owId, not allowed', async () => {
    const response = await callOk(suite.current, 'validateEmailForWorkspace', { body: { email: 'nobody@nowhere.example', workspaceDomain: 'no-such-workspace' } });
    expect(response.body.data).toEqual({ isValid: false, owId: null, isWorkspaceAllowed: false });
  });
});

describe('validateWorkspace (user/workspace/validate)', () => {
  withPersonas(suite, ['workspaceOwner'], 'answers only success for a user who may enter the workspace', async () => {
    const response = await callOk(suite.current, 'validateWorkspace', { body: { email: suite.current.personas.workspaceOwner!.email, workspaceDomain: acme } });
    expect(response.body).toEqual({ success: true });
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts a customer workspace below the user\'s own', async () => {
    const response = await callOk(suite.current, 'validateWorkspace', { body: { email: suite.current.personas.workspaceOwner!.email, workspaceDomain: 'northwind-retail' } });
    expect(response.body).toEqual({ success: true });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a workspace the user may not enter with success false and the seed text', async () => {
    const response = expectContract(
      await call(suite.current, 'validateWorkspace', { body: { email: suite.current.personas.workspaceOwner!.email, workspaceDomain: initech } }),
      'validateWorkspace',
      422,
    );
    expect(response.body.success).toBe(false);
    expect(errorsOf(response)).toEqual([{ error: messages.loginForbidden, field: 'workspaceDomain' }]);
  });

  it('refuses an unknown e-mail with success false', async () => {
    const response = expectContract(await call(suite.current, 'validateWorkspace', { body: { email: 'nobody@acme-media.example', workspaceDomain: acme } }), 'validateWorkspace', 422);
    expect(errorsOf(response)[0]?.error).toBe(messages.loginForbidden);
  });
});

describe('validateCurrentPassword (user/current-password/validate)', () => {
  withPersonas(suite, ['workspaceOwner'], 'the current password is valid', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'validateCurrentPassword', { as: owner, body: { password: suite.current.personas.workspaceOwner!.password } });
    expect(response.body.data).toEqual({ isValid: true });
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'another password (even another user\'s) is not valid', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'validateCurrentPassword', { as: owner, body: { password: suite.current.personas.activeMember!.password } });
    expect(response.body.data).toEqual({ isValid: false });
  });

  withPersonas(suite, ['workspaceOwner'], 'follows a password change', async () => {
    const persona = suite.current.personas.workspaceOwner!;
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'changePassword', { as: owner, body: { oldPassword: persona.password, newPassword: 'Owner#2027' } });
    expect((await callOk(suite.current, 'validateCurrentPassword', { as: owner, body: { password: persona.password } })).body.data).toEqual({ isValid: false });
    expect((await callOk(suite.current, 'validateCurrentPassword', { as: owner, body: { password: 'Owner#2027' } })).body.data).toEqual({ isValid: true });
  });
});
