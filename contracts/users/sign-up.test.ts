import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock } from '../support/admin.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();
const newPassword = 'Welcome#2026';
const DAY = 24 * 60 * 60 * 1000;

async function signUp(email: string, password = newPassword) {
  return call(suite.current, 'signUp', { client: true, body: { email, password } });
}

function expectRefused(response: Awaited<ReturnType<typeof signUp>>) {
  expectContract(response, 'signUp', 403);
  expect(errorsOf(response)).toEqual([{ error: messages.signUpNotAllowed, reason: messages.signUpNotInvited }]);
}

describe('signUp', () => {
  withPersonas(suite, ['invitedUser'], 'lets the invited persona create a password and returns working tokens', async () => {
    const invitee = suite.current.personas.invitedUser!;
    const response = expectContract(await signUp(invitee.email), 'signUp', 200);
    const data = response.body.data;
    expect(data).toMatchObject({ token_type: 'bearer', scope: 'read write', expires_in: 86400 });
    expect(data.access_token).toEqual(expect.any(String));
    expect(data.refresh_token).toEqual(expect.any(String));
    const session: Session = { token: data.access_token, refreshToken: data.refresh_token, owId: invitee.owId };
    const profile = await callOk(suite.current, 'getProfile', { as: session });
    expect(profile.body.data).toMatchObject({ email: invitee.email, uowId: invitee.uowId, status: 1 });
  });

  withPersonas(suite, ['invitedUser', 'workspaceOwner'], 'makes the invited user active (statusId 1) in the users list', async () => {
    const invitee = suite.current.personas.invitedUser!;
    expectContract(await signUp(invitee.email), 'signUp', 200);
    const owner = await login(suite.current, 'workspaceOwner');
    const list = await callOk(suite.current, 'listUsers', { as: owner, query: { searchField: invitee.email } });
    expect(list.body.data.data).toEqual([expect.objectContaining({ uowId: invitee.uowId, status: 'active', statusId: 1 })]);
  });

  withPersonas(suite, ['invitedUser'], 'lets the new password log in', async () => {
    const invitee = suite.current.personas.invitedUser!;
    expectContract(await signUp(invitee.email), 'signUp', 200);
    const response = await callOk(suite.current, 'login', { client: true, body: { grantType: 'password', email: invitee.email, password: newPassword } });
    expect(response.body.data.owId).toBe(invitee.owId);
  });

  withPersonas(suite, ['invitedUser'], 'processes the invitation: a second sign-up is refused and the hash reads expired', async () => {
    const invitee = suite.current.personas.invitedUser!;
    expectContract(await signUp(invitee.email), 'signUp', 200);
    expectRefused(await signUp(invitee.email, 'Another#2026'));
    const validation = await callOk(suite.current, 'validateInvite', { body: { inviteHash: invitee.inviteHash! } });
    expect(validation.body.data).toEqual({ isExpired: true });
  });

  withPersonas(suite, ['otherWorkspaceUser', 'activeMember'], 'lets a registered user accept an invitation to a second workspace', async () => {
    const member = suite.current.personas.activeMember!;
    const initechOwner = await login(suite.current, 'otherWorkspaceUser');
    await callOk(suite.current, 'inviteUsers', { as: initechOwner, body: { email: member.email, name: 'Ben Ortiz' } });
    expectContract(await signUp(member.email), 'signUp', 200);
    const list = await callOk(suite.current, 'listUsers', { as: initechOwner, query: { searchField: member.email } });
    expect(list.body.data.data).toEqual([expect.objectContaining({ email: member.email, status: 'active', statusId: 1 })]);
    const response = await callOk(suite.current, 'login', { client: true, owId: initechOwner.owId, body: { grantType: 'password', email: member.email, password: newPassword } });
    expect(response.body.data.owId).toBe(initechOwner.owId);
  });

  withPersonas(suite, ['expiredInvitee'], 'refuses the expired invitee with the seed 403 and reason', async () => {
    expectRefused(await signUp(suite.current.personas.expiredInvitee!.email));
  });

  withPersonas(suite, ['activeMember'], 'refuses a member whose invitation is already processed', async () => {
    expectRefused(await signUp(suite.current.personas.activeMember!.email));
  });

  it('refuses an e-mail nobody invited', async () => {
    expectRefused(await signUp('nobody.invited@acme-media.example'));
  });

  mockOnly(suite, 'refuses the invited persona once seven days have passed', 'moves the clock', async () => {
    const invitee = suite.current.personas.invitedUser!;
    await advanceClock(suite.current, 7 * DAY);
    expectRefused(await signUp(invitee.email));
  });

  withPersonas(suite, ['invitedUser'], 'refuses a request without client credentials (401)', async () => {
    const invitee = suite.current.personas.invitedUser!;
    const response = expectContract(await call(suite.current, 'signUp', { body: { email: invitee.email, password: newPassword } }), 'signUp', 401);
    expect(errorsOf(response)[0]).toEqual({ error: messages.clientCredentialsInvalid, field: 'Authentication' });
  });

  withPersonas(suite, ['invitedUser'], 'refuses a password shorter than 8 characters, naming the field, and keeps the invitation', async () => {
    const invitee = suite.current.personas.invitedUser!;
    const response = expectContract(await signUp(invitee.email, 'Short#1'), 'signUp', 422);
    expect(errorsOf(response)[0]?.field).toBe('password');
    expectContract(await signUp(invitee.email), 'signUp', 200);
  });

  it('refuses a missing e-mail, naming the field', async () => {
    const response = expectContract(await call(suite.current, 'signUp', { client: true, body: { password: newPassword } }), 'signUp', 400);
    expect(errorsOf(response)[0]?.field).toBe('email');
  });
});
