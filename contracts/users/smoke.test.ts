/**
 * The smoke run of users: for each operation one passing call and one refusal,
 * and as few other requests as that takes (a rate-limited platform counts them
 * per caller). Passing calls go as the workspace owner, refusals as the owner of
 * another workspace where one fits; the unauthenticated operations use their own
 * credentials. Whatever changes a password, a status or a session does so to a
 * user the test invites and signs up itself, never to a persona.
 *
 * The tests that revoke sessions (updateUserStatus, logout, changePassword,
 * updatePassword, issueToken) come last: each empties the file's session cache,
 * and every later test would log its personas in again.
 */
import { messages } from '../support/texts.ts';
import { uniqueEmail, uniqueName } from '../support/arrange.ts';
import { errorsOf, type Session } from '../support/client.ts';
import { skipRunning } from '../support/run-mode.ts';
import { documentedMessage, operation } from '../support/spec.ts';
import { listedUser, sessionOf } from './new-users.ts';
import { seedApplications } from './applications.ts';
import { describe, expect, it, useTarget, withPersonas } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

/** The password the test's own users sign up with, and the one they change to. */
const firstPassword = 'Fresh#2026';
const newPassword = 'Fresh#2027';

/** The success message of updateProfile: the seeds say only `message: string`, the spec's example fixes the text. */
const profileUpdated = (operation('updateProfile').responses.get(200)?.example as { data: { message: string } }).data.message;

interface OwnUser {
  email: string;
  password: string;
  /** The session sign-up answered with, counted as this user's. */
  session: Session;
}

/** Invites an address nobody else uses to the owner's workspace (one request as the owner); answers it. */
async function invited(api: Api, owner: Session): Promise<string> {
  const email = uniqueEmail('smoke');
  await api.ok('inviteUsers', { as: owner, body: { email, name: uniqueName('Smoke') } });
  return email;
}

/** A user of the test's own, invited by the owner and signed up with `firstPassword` (one request as the owner, one as the client). */
async function signedUp(api: Api, owner: Session): Promise<OwnUser> {
  const email = await invited(api, owner);
  const response = await api.ok('signUp', { client: true, body: { email, password: firstPassword } });
  return { email, password: firstPassword, session: { ...sessionOf(response, owner.owId), user: email } };
}

/** The ids the owner's users list gives a user of the test's own (one request as the owner). */
async function idsOf(api: Api, owner: Session, email: string): Promise<{ userId: number; uowId: number }> {
  const row = await listedUser(api, owner, email);
  expect(row, `${email} is listed once invited`).toBeDefined();
  return { userId: row!.userId, uowId: row!.uowId };
}

/** The workspace domain of a notable organization of the profile. */
async function domainOf(api: Api, role: string): Promise<string> {
  const owId = await api.ids.organization(role);
  const organization = api.profile.organizations?.find((o) => o.owId === owId);
  if (!organization?.workspaceDomain) return skipRunning(`needs profile: organizations[${owId}].workspaceDomain`);
  return organization.workspaceDomain;
}

describe('login', () => {
  withPersonas(['workspaceOwner'], 'logs the owner in with owId; refuses an unknown user with the seed 403 [smoke]', async ({ api }) => {
    const persona = api.personas.workspaceOwner!;
    const response = await api.ok('login', { client: true, body: { grantType: 'password', email: persona.email, password: persona.password! } });
    expect(Number(response.body.data.owId)).toBe(persona.owId);
    await api.refuses('login', { client: true, body: { grantType: 'password', email: uniqueEmail('nobody'), password: persona.password } }, 403, {
      error: messages.loginForbidden,
    });
  });
});

describe('validateInvite', () => {
  it('a pending invitation is not expired; an unknown hash gets 422 on inviteHash [smoke]', async ({ api, ids }) => {
    const inviteHash = await ids.key('invitations', 'pending');
    expect((await api.ok('validateInvite', { body: { inviteHash } })).body.data).toEqual({ isExpired: false });
    await api.refuses('validateInvite', { body: { inviteHash: 'no-such-invite-hash' } }, 422, { error: messages.inviteHashInvalid, field: 'inviteHash' });
  });
});

describe('validateResetPassword', () => {
  withPersonas(['activeMember'], 'a pending hash is valid; a request without resetHash gets 400 naming it [smoke]', async ({ api, ids }) => {
    const resetHash = await ids.key('passwordResets', 'pending');
    const data = (await api.ok('validateResetPassword', { body: { resetHash } })).body.data;
    expect(data.isValid).toBe(true);
    // The contract lets resetEmail be null.
    expect([api.personas.activeMember!.email, null]).toContain(data.resetEmail ?? null);
    await api.refuses('validateResetPassword', { body: {} }, 400, { field: 'resetHash' });
  });
});

describe('validateUserEmail', () => {
  withPersonas(['workspaceOwner'], 'the owner is no new user and owns an organization; a malformed e-mail gets 422 [smoke]', async ({ api }) => {
    const response = await api.ok('validateUserEmail', { body: { email: api.personas.workspaceOwner!.email } });
    expect(response.body.data).toMatchObject({ isNewUser: false, isOrganizationOwnerUser: true });
    await api.refuses('validateUserEmail', { body: { email: 'not-an-email' } }, 422, { field: 'email' });
  });
});

describe('validateEmailForWorkspace', () => {
  withPersonas(['workspaceOwner'], 'the owner is registered and allowed in their workspace; a malformed e-mail gets 422 [smoke]', async ({ api }) => {
    const workspaceDomain = await domainOf(api, 'workspace');
    const response = await api.ok('validateEmailForWorkspace', { body: { email: api.personas.workspaceOwner!.email, workspaceDomain } });
    expect(response.body.data).toMatchObject({ isValid: true, isWorkspaceAllowed: true });
    await api.refuses('validateEmailForWorkspace', { body: { email: 'not-an-email', workspaceDomain } }, 422, { field: 'email' });
  });
});

describe('validateWorkspace', () => {
  withPersonas(['workspaceOwner'], 'the owner may enter their workspace; an unknown e-mail gets the seed 422 [smoke]', async ({ api }) => {
    const workspaceDomain = await domainOf(api, 'workspace');
    const response = await api.ok('validateWorkspace', { body: { email: api.personas.workspaceOwner!.email, workspaceDomain } });
    expect(response.body).toEqual({ success: true });
    const refused = await api.expect('validateWorkspace', { body: { email: uniqueEmail('nobody'), workspaceDomain } }, 422);
    expect(refused.body.success).toBe(false);
    expect(errorsOf(refused)[0]?.error).toBe(messages.loginForbidden);
  });
});

describe('validateCurrentPassword', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "the owner's password is valid; a request without password gets 400 naming it [smoke]",
    async ({ api, owner, other }) => {
      const response = await api.ok('validateCurrentPassword', { as: owner, body: { password: api.personas.workspaceOwner!.password! } });
      expect(response.body.data).toEqual({ isValid: true });
      await api.refuses('validateCurrentPassword', { as: other, body: {} }, 400, { field: 'password' });
    },
  );
});

describe('listUsers', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    'finds the owner by e-mail as the organization owner; a page over 1000 rows gets 422 on limit [smoke]',
    async ({ api, owner, other }) => {
      const row = await listedUser(api, owner, api.personas.workspaceOwner!.email);
      expect(row).toMatchObject({ isOrganizationOwnerUser: true });
      await api.refuses('listUsers', { as: other, query: { limit: 1001 } }, 422, { field: 'limit' });
    },
  );
});

describe('getProfile', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "returns the owner's profile; another workspace's owner naming it gets the seed 403 [smoke]",
    async ({ api, owner, other }) => {
      const profile = (await api.ok('getProfile', { as: owner })).body.data;
      expect(profile).toMatchObject({ email: api.personas.workspaceOwner!.email, isOwnerUser: true });
      await api.refuses('getProfile', { as: other, owId: owner.owId }, 403, { error: messages.workspaceForbidden });
    },
  );
});

describe('getUserConfig', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "returns the owner's configuration; another workspace's owner naming it gets the seed 403 [smoke]",
    async ({ api, owner, other }) => {
      const config = (await api.ok('getUserConfig', { as: owner })).body.data;
      expect(typeof config.marginAccess).toBe('boolean');
      await api.refuses('getUserConfig', { as: other, owId: owner.owId }, 403, { error: messages.workspaceForbidden });
    },
  );
});

describe('listAllowedApplications', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "lists the seed's 12 applications; another workspace's owner naming the owner's gets the seed 403 [smoke]",
    async ({ api, owner, other }) => {
      const apps = (await api.ok('listAllowedApplications', { as: owner })).body.data;
      expect(apps.map(({ appId, appName }) => ({ appId: Number(appId), appName }))).toEqual(seedApplications);
      await api.refuses('listAllowedApplications', { as: other, owId: owner.owId }, 403, { error: messages.workspaceForbidden });
    },
  );
});

describe('listUserApplications', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "lists the owner's applications by the seed's names; an unknown sortBy field gets the seed 422 [smoke]",
    async ({ api, owner, other }) => {
      const page = (await api.ok('listUserApplications', { as: owner })).body.data;
      const names = new Map(seedApplications.map((a) => [a.appId, a.appName]));
      for (const app of page.data) expect(app.appName).toBe(names.get(Number(app.appId)));
      await api.refuses('listUserApplications', { as: other, query: { sortBy: '+price' } }, 422, { error: messages.invalidSortBy, field: 'sortBy' });
    },
  );
});

describe('inviteUsers', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    'invites one user, saying one invitation was sent; a malformed e-mail gets 422 on email [smoke]',
    async ({ api, owner, other }) => {
      const response = await api.ok('inviteUsers', { as: owner, body: { email: uniqueEmail('smoke'), name: uniqueName('Smoke') } });
      expect(response.body.data).toMatch(/\b1\b/);
      await api.refuses('inviteUsers', { as: other, body: { email: 'not-an-email', name: 'Noah Reed' } }, 422, { field: 'email' });
    },
  );
});

describe('signUp', () => {
  withPersonas(
    ['workspaceOwner'],
    'an invited user creates a password and gets tokens; an e-mail nobody invited gets the seed 403 [smoke]',
    async ({ api, owner }) => {
      const email = await invited(api, owner);
      const response = await api.ok('signUp', { client: true, body: { email, password: firstPassword } });
      expect(response.body.data).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
      await api.refuses('signUp', { client: true, body: { email: uniqueEmail('nobody'), password: firstPassword } }, 403, {
        error: messages.signUpNotAllowed,
        reason: messages.signUpNotInvited,
      });
    },
  );
});

describe('sendPasswordReset', () => {
  // A pending link lets anyone set the password by e-mail: it goes to an invitee of the test's own, never a persona.
  withPersonas(['workspaceOwner'], 'sends a reset link; an unknown e-mail gets the seed 404 on email [smoke]', async ({ api, owner }) => {
    const email = await invited(api, owner);
    expect((await api.ok('sendPasswordReset', { body: { email } })).body.data).toBe(documentedMessage('sendPasswordReset'));
    await api.refuses('sendPasswordReset', { body: { email: uniqueEmail('nobody') } }, 404, { error: messages.emailNotFound, field: 'email' });
  });
});

describe('updateProfile', () => {
  // The refusal goes as the test's own user too: a target that took it would blank a persona's name for good.
  withPersonas(['workspaceOwner'], "changes a user's display name; an empty one gets 422 naming it [smoke]", async ({ api, owner }) => {
    const user = await signedUp(api, owner);
    const response = await api.ok('updateProfile', { as: user.session, body: { displayName: uniqueName('Renamed') } });
    expect(response.body.data.message).toBe(profileUpdated);
    await api.refuses('updateProfile', { as: user.session, body: { displayName: '' } }, 422, { field: 'displayName' });
  });
});

describe('addUserApplications', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "grants applications to the owner's user; another workspace's owner naming that user gets the seed 403 [smoke]",
    async ({ api, owner, other }) => {
      const { userId } = await idsOf(api, owner, await invited(api, owner));
      const response = await api.ok('addUserApplications', { as: owner, body: { userID: userId, appIds: '4,9', accessLevel: 'Full' } });
      expect(response.body.data).toBe(documentedMessage('addUserApplications'));
      await api.refuses('addUserApplications', { as: other, body: { userID: userId, appIds: '9', accessLevel: 'Full' } }, 403, {
        error: messages.userNotInOrganization,
        field: 'userId',
      });
    },
  );
});

describe('revokeUserApplications', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "revokes an application from the owner's user; another workspace's owner naming the owner's workspace gets 403 [smoke]",
    async ({ api, owner, other }) => {
      const { userId } = await idsOf(api, owner, await invited(api, owner));
      // Refused first: a target that took it would revoke from that user alone.
      await api.refuses('revokeUserApplications', { as: other, body: { owId: owner.owId, appIds: '9', userId } }, 403, {
        error: messages.workspaceForbidden,
        field: 'owId',
      });
      const response = await api.ok('revokeUserApplications', { as: owner, body: { owId: owner.owId, appIds: '9', userId } });
      expect(response.body.data).toBe(documentedMessage('revokeUserApplications'));
    },
  );
});

describe('addAdvertiser', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    'creates an advertiser profile; an empty advertiserName gets 422 naming it [smoke]',
    async ({ api, owner, other }) => {
      const response = await api.ok('addAdvertiser', { as: owner, body: { advertiserName: uniqueName('Citizens for Trails') } });
      expect(response.body.data).toBe(documentedMessage('addAdvertiser'));
      await api.refuses('addAdvertiser', { as: other, body: { advertiserName: '' } }, 422, { field: 'advertiserName' });
    },
  );
});

// From here on every test revokes sessions or changes credentials (the cache of personas' sessions is emptied after each).

describe('updateUserStatus', () => {
  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "makes the owner's user inactive; another workspace's owner naming that user gets the seed 403 [smoke]",
    async ({ api, owner, other }) => {
      const user = await signedUp(api, owner);
      const { uowId } = await idsOf(api, owner, user.email);
      await api.refuses('updateUserStatus', { as: other, body: { uowId, status: 2 } }, 403, { error: messages.userNotInOrganization, field: 'uowId' });
      const response = await api.ok('updateUserStatus', { as: owner, body: { uowId, status: 2 } });
      expect(response.body.data).toBe(documentedMessage('updateUserStatus'));
    },
  );
});

describe('logout', () => {
  withPersonas(['workspaceOwner'], 'logs a user out; the revoked token logging out again gets 401 [smoke]', async ({ api, owner }) => {
    const user = await signedUp(api, owner);
    expect((await api.ok('logout', { as: user.session })).body.data).toBe(documentedMessage('logout'));
    await api.refuses('logout', { as: user.session }, 401, { error: messages.tokenRevoked, field: 'Authentication' });
  });
});

describe('changePassword', () => {
  // The user's own session makes both calls: no persona's password is ever at stake.
  withPersonas(['workspaceOwner'], 'a wrong old password gets 422 on oldPassword; the right one changes it [smoke]', async ({ api, owner }) => {
    const user = await signedUp(api, owner);
    await api.refuses('changePassword', { as: user.session, body: { oldPassword: 'not-my-password', newPassword } }, 422, {
      error: messages.oldPasswordWrong,
      field: 'oldPassword',
    });
    const response = await api.ok('changePassword', { as: user.session, body: { oldPassword: user.password, newPassword } });
    expect(response.body.data).toBe(documentedMessage('changePassword'));
  });
});

describe('updatePassword', () => {
  withPersonas(['workspaceOwner'], 'sets the password through a pending reset; an e-mail nobody has gets the seed 403 [smoke]', async ({ api, owner }) => {
    const user = await signedUp(api, owner);
    await api.ok('sendPasswordReset', { body: { email: user.email } });
    const response = await api.ok('updatePassword', { body: { email: user.email, password: newPassword } });
    expect(response.body.data).toBe(documentedMessage('updatePassword'));
    const refused = await api.expect('updatePassword', { body: { email: uniqueEmail('nobody'), password: newPassword } }, 403);
    expect(refused.body).toEqual({ success: true, data: { invalidReason: messages.resetLinkInvalid, isValid: false } });
  });
});

describe('issueToken', () => {
  withPersonas(['workspaceOwner'], 'password grant answers the OAuth object with owId; an unsupported grant gets 400 [smoke]', async ({ api }) => {
    const persona = api.personas.workspaceOwner!;
    const response = await api.ok('issueToken', { client: true, form: { grant_type: 'password', username: persona.email, password: persona.password! } });
    expect(response.body).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
    expect(Number(response.body.owId)).toBe(persona.owId);
    await api.refuses('issueToken', { client: true, form: { grant_type: 'implicit' } }, 400, { error: 'unsupported_grant_type' });
  });
});
