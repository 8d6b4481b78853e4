import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueEmail } from '../support/arrange.ts';
import { errorsOf, expectContract } from '../support/client.ts';
import { inviteNewUser, joinWorkspace, listedUser, loginWith, newUser, sessionOf, signUp as signUpWith } from './new-users.ts';
import { describe, expect, it, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();

const newPassword = 'Welcome#2026';
const DAY = 24 * 60 * 60 * 1000;

async function signUp(api: Api, email: string, password = newPassword) {
  return signUpWith(api, email, password);
}

function expectRefused(response: Awaited<ReturnType<typeof signUp>>) {
  expectContract(response, 'signUp', 403);
  expect(errorsOf(response)).toEqual([{ error: messages.signUpNotAllowed, reason: messages.signUpNotInvited }]);
}

describe('signUp', () => {
  withPersonas(['workspaceOwner'], 'lets an invited user create a password and returns working tokens', async ({ api }) => {
    const invitee = await inviteNewUser(api);
    const response = expectContract(await signUp(api, invitee.email), 'signUp', 200);
    const data = response.body.data;
    // A first session: its whole lifetime is left.
    expect(data).toMatchObject({ token_type: 'bearer', scope: 'read write' });
    expect(Number(data.expires_in)).toBe(86400);
    expect(data.access_token).toEqual(expect.any(String));
    expect(data.refresh_token).toEqual(expect.any(String));
    const profile = await api.ok('getProfile', { as: sessionOf(response, invitee.owId) });
    expect(profile.body.data).toMatchObject({ email: invitee.email });
    expect(Number(profile.body.data.uowId)).toBe(invitee.uowId);
    expect(Number(profile.body.data.status)).toBe(1);
  });

  // T5: owId belongs to login answers only; the sign-up token acts in the invitation's workspace without naming it.
  withPersonas(['workspaceOwner'], 'answers the token fields without owId (T5)', async ({ api }) => {
    const invitee = await inviteNewUser(api);
    const data = expectContract(await signUp(api, invitee.email), 'signUp', 200).body.data;
    expect(data).not.toHaveProperty('owId');
  });

  withPersonas(['workspaceOwner'], 'makes the invited user active (statusId 1) in the users list', async ({ api, owner }) => {
    const invitee = await inviteNewUser(api);
    expectContract(await signUp(api, invitee.email), 'signUp', 200);
    expect(await listedUser(api, owner, invitee.email)).toMatchObject({ uowId: invitee.uowId, status: 'active', statusId: 1 });
  });

  withPersonas(['workspaceOwner'], 'lets the new password log in', async ({ api }) => {
    const invitee = await inviteNewUser(api);
    expectContract(await signUp(api, invitee.email), 'signUp', 200);
    const response = expectContract(await loginWith(api, invitee.email, newPassword), 'login', 200);
    expect(Number(response.body.data.owId)).toBe(invitee.owId);
  });

  withPersonas(['workspaceOwner'], 'processes the invitation: a second sign-up is refused and keeps the first password', async ({ api }) => {
    const invitee = await inviteNewUser(api);
    expectContract(await signUp(api, invitee.email), 'signUp', 200);
    expectRefused(await signUp(api, invitee.email, 'Another#2026'));
    expectContract(await loginWith(api, invitee.email, newPassword), 'login', 200);
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], 'lets a registered user accept an invitation to a second workspace', async ({ api, other }) => {
    const user = await newUser(api);
    const initechOwner = other;
    await joinWorkspace(api, user, initechOwner, newPassword);
    expect(await listedUser(api, initechOwner, user.email)).toMatchObject({ email: user.email, status: 'active', statusId: 1 });
    const response = expectContract(await loginWith(api, user.email, newPassword, initechOwner.owId), 'login', 200);
    expect(Number(response.body.data.owId)).toBe(initechOwner.owId);
  });

  withPersonas(['workspaceOwner'], 'lets a user invited to a customer workspace sign up, log in there and act in it', async ({ api, owner, ids }) => {
    const customer = { ...owner, owId: await ids.organization('customer') };
    const user = await newUser(api, customer);
    expect(Number((await api.ok('getProfile', { as: user.session })).body.data.uowId)).toBe(user.uowId);
    const response = expectContract(await loginWith(api, user.email, user.password), 'login', 200);
    expect(Number(response.body.data.owId)).toBe(customer.owId);
  });

  withPersonas(['expiredInvitee'], 'refuses the expired invitee with the seed 403 and reason', async ({ api }) => {
    expectRefused(await signUp(api, api.personas.expiredInvitee!.email));
  });

  withPersonas(['workspaceOwner'], 'refuses a registered user whose invitation is already processed, keeping their password', async ({ api }) => {
    const user = await newUser(api);
    expectRefused(await signUp(api, user.email, newPassword));
    expectContract(await loginWith(api, user.email, user.password), 'login', 200);
  });

  it('refuses an e-mail nobody invited', async ({ api }) => {
    expectRefused(await signUp(api, uniqueEmail('nobody')));
  });

  mockOnly('refuses the invited persona once seven days have passed', 'moves the clock', async ({ api }) => {
    const invitee = api.personas.invitedUser!;
    await advanceClock(api.target, 7 * DAY);
    expectRefused(await signUp(api, invitee.email));
  });

  withPersonas(['invitedUser'], 'refuses a request without client credentials (401)', async ({ api }) => {
    const invitee = api.personas.invitedUser!;
    expectErrors(
      [await api.refuses('signUp', { body: { email: invitee.email, password: newPassword } }, 401)],
      [{ error: messages.clientCredentialsInvalid, field: 'Authentication' }],
      'signUp',
      401,
    );
  });

  it('refuses a missing e-mail, naming the field', async ({ api }) => {
    const [first] = await api.refusals('signUp', { client: true, body: { password: newPassword } }, 400);
    expectErrorField(first, 'email', 'signUp', 400);
  });
});
