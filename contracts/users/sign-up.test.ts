import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueEmail } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { inviteNewUser, joinWorkspace, listedUser, loginWith, newUser, sessionOf, signUp as signUpWith } from './new-users.ts';

const suite = useTarget();
const newPassword = 'Welcome#2026';
const DAY = 24 * 60 * 60 * 1000;

async function signUp(email: string, password = newPassword) {
  return signUpWith(suite.current, email, password);
}

function expectRefused(response: Awaited<ReturnType<typeof signUp>>) {
  expectContract(response, 'signUp', 403);
  expect(errorsOf(response)).toEqual([{ error: messages.signUpNotAllowed, reason: messages.signUpNotInvited }]);
}

describe('signUp', () => {
  withPersonas(suite, ['workspaceOwner'], 'lets an invited user create a password and returns working tokens [smoke]', async () => {
    const invitee = await inviteNewUser(suite.current);
    const response = expectContract(await signUp(invitee.email), 'signUp', 200);
    const data = response.body.data;
    // A first session: its whole lifetime is left.
    expect(data).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expect(Number(data.expires_in)).toBe(86400);
    expect(data.access_token).toEqual(expect.any(String));
    expect(data.refresh_token).toEqual(expect.any(String));
    const profile = await callOk(suite.current, 'getProfile', { as: sessionOf(response, invitee.owId) });
    expect(profile.body.data).toMatchObject({ email: invitee.email });
    expect(Number(profile.body.data.uowId)).toBe(invitee.uowId);
    expect(Number(profile.body.data.status)).toBe(1);
  });

  withPersonas(suite, ['workspaceOwner'], 'makes the invited user active (statusId 1) in the users list', async () => {
    const invitee = await inviteNewUser(suite.current);
    expectContract(await signUp(invitee.email), 'signUp', 200);
    const owner = await session(suite.current, 'workspaceOwner');
    expect(await listedUser(suite.current, owner, invitee.email)).toMatchObject({ uowId: invitee.uowId, status: 'active', statusId: 1 });
  });

  withPersonas(suite, ['workspaceOwner'], 'lets the new password log in', async () => {
    const invitee = await inviteNewUser(suite.current);
    expectContract(await signUp(invitee.email), 'signUp', 200);
    const response = expectContract(await loginWith(suite.current, invitee.email, newPassword), 'login', 200);
    expect(Number(response.body.data.owId)).toBe(invitee.owId);
  });

  withPersonas(suite, ['workspaceOwner'], 'processes the invitation: a second sign-up is refused and keeps the first password', async () => {
    const invitee = await inviteNewUser(suite.current);
    expectContract(await signUp(invitee.email), 'signUp', 200);
    expectRefused(await signUp(invitee.email, 'Another#2026'));
    expectContract(await loginWith(suite.current, invitee.email, newPassword), 'login', 200);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'lets a registered user accept an invitation to a second workspace', async () => {
    const user = await newUser(suite.current);
    const initechOwner = await session(suite.current, 'otherWorkspaceUser');
    await joinWorkspace(suite.current, user, initechOwner, newPassword);
    expect(await listedUser(suite.current, initechOwner, user.email)).toMatchObject({ email: user.email, status: 'active', statusId: 1 });
    const response = expectContract(await loginWith(suite.current, user.email, newPassword, initechOwner.owId), 'login', 200);
    expect(Number(response.body.data.owId)).toBe(initechOwner.owId);
  });

  withPersonas(suite, ['expiredInvitee'], 'refuses the expired invitee with the seed 403 and reason', async () => {
    expectRefused(await signUp(suite.current.personas.expiredInvitee!.email));
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a registered user whose invitation is already processed, keeping their password', async () => {
    const user = await newUser(suite.current);
    expectRefused(await signUp(user.email, newPassword));
    expectContract(await loginWith(suite.current, user.email, user.password), 'login', 200);
  });

  it('refuses an e-mail nobody invited [smoke]', async () => {
    expectRefused(await signUp(uniqueEmail('nobody')));
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

  it('refuses a missing e-mail, naming the field', async () => {
    const response = expectContract(await call(suite.current, 'signUp', { client: true, body: { password: newPassword } }), 'signUp', 400);
    expect(errorsOf(response)[0]?.field).toBe('email');
  });
});
