import { messages } from '../support/texts.ts';
import { errorsOf, type Session } from '../support/client.ts';
import { skipRunning } from '../support/run-mode.ts';
import { documentedMessage } from '../support/spec.ts';
import { inviteNewUser, newUser, type InvitedUser } from './new-users.ts';
import { seedApplications } from './applications.ts';
import { storedRecords } from '../support/admin.ts';
import { describe, expect, it, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrors, type Api } from '../support/api.ts';
import type { QueryParams, SuccessResponse } from '../../spec/generated/operations.ts';

useTarget();

/** The applications most tests grant their user first, and those applications by +appName. */
const someApps = [2, 3, 6, 7, 8];
const someAppsByName = ['Audiences', 'Campaigns', 'Dashboard', 'My Profile', 'Reports'];

/** One page of a user's applications (spec listUserApplications). */
type ApplicationPage = SuccessResponse<'listUserApplications'>['data'];

async function appsOf(api: Api, as: Session, query: QueryParams<'listUserApplications'> = {}): Promise<ApplicationPage> {
  const page = (await api.ok('listUserApplications', { as, query })).body.data;
  return {
    data: page.data.map((a) => ({ ...a, appId: Number(a.appId) })),
    totalRecords: Number(page.totalRecords),
    filteredRecords: Number(page.filteredRecords),
  };
}

async function appIdsOf(api: Api, as: Session, uowId: number): Promise<number[]> {
  return (await appsOf(api, as, { uowId, limit: 1000 })).data.map((a) => a.appId).sort((a, b) => a - b);
}

async function grant(api: Api, as: Session, userId: number, appIds: number[]): Promise<void> {
  await api.ok('addUserApplications', { as, body: { userID: userId, appIds: appIds.join(','), accessLevel: 'Full' } });
}

/** A user invited by `inviter` (the owner by default) and granted `appIds` there. */
async function invitedWithApps(api: Api, appIds: number[], inviter?: Session): Promise<InvitedUser> {
  const as = inviter ?? (await api.session('workspaceOwner'));
  const user = await inviteNewUser(api, as);
  await grant(api, as, user.userId, appIds);
  return user;
}

/** A signed-up user of the owner's workspace granted `appIds`, with the user's own session. */
async function memberWithApps(api: Api, appIds: number[]) {
  const user = await newUser(api);
  await grant(api, await api.session('workspaceOwner'), user.userId, appIds);
  return user;
}

/** The owner acting in the profile's sibling customer workspace, which only this file's users belong to. */
async function ownerInCustomer(api: Api): Promise<Session> {
  const owId = await api.ids.organization('siblingCustomer');
  return { ...(await api.session('workspaceOwner')), owId };
}

describe('listAllowedApplications', () => {
  withPersonas(['activeMember'], "lists exactly the seed's 12 applications with their names, icon and path", async ({ api, member }) => {
    const response = await api.ok('listAllowedApplications', { as: member });
    const apps = response.body.data;
    expect(apps.map(({ appId, appName }) => ({ appId: Number(appId), appName }))).toEqual(seedApplications);
    for (const app of apps) {
      expect(app.appIcon).not.toBe('');
      expect(app.appUrl).toMatch(/^\//);
    }
  });

  mockOnly('icons and paths are named after the application', 'spec/DECISIONS.md AP1: the documents give no icon or path', async ({ api, member }) => {
    const apps = (await api.ok('listAllowedApplications', { as: member })).body.data;
    expect(apps.find((a) => a.appName === 'My Profile')).toMatchObject({ appIcon: '/assets/apps/my-profile.svg', appUrl: '/my-profile' });
  });

  it('refuses a request without a bearer token (401)', async ({ api }) => {
    expectErrors(
      [await api.refuses('listAllowedApplications', {}, 401)],
      [{ error: messages.tokenMissing, field: 'Authentication' }],
      'listAllowedApplications',
      401,
    );
  });
});

describe('listUserApplications', () => {
  withPersonas(['workspaceOwner'], "lists the caller's applications, 10 a page, sorted by +appName", async ({ api }) => {
    const user = await memberWithApps(api, someApps);
    const page = await appsOf(api, user.session);
    expect(page.data.map((a) => a.appName)).toEqual(someAppsByName);
    expect(page).toMatchObject({ totalRecords: 5, filteredRecords: 5 });
    expect(page.data.find((a) => a.appName === 'Dashboard')?.appId).toBe(2);
  });

  withPersonas(['workspaceOwner'], 'pages with limit and pageNo, 10 by default', async ({ api }) => {
    const user = await memberWithApps(
      api,
      seedApplications.map((a) => a.appId),
    );
    const first = await appsOf(api, user.session);
    expect(first.data).toHaveLength(10);
    expect(first).toMatchObject({ totalRecords: 12, filteredRecords: 12 });
    const second = await appsOf(api, user.session, { pageNo: 2 });
    expect(second.data).toHaveLength(2);
    const names = [...first.data, ...second.data].map((a) => a.appName);
    expect(names).toEqual(seedApplications.map((a) => a.appName).sort((a, b) => a.localeCompare(b)));
  });

  withPersonas(['workspaceOwner'], "pages a user's list without overlap", async ({ api }) => {
    const user = await memberWithApps(api, someApps);
    const second = await appsOf(api, user.session, { limit: 2, pageNo: 2 });
    expect(second.data.map((a) => a.appName)).toEqual(someAppsByName.slice(2, 4));
    expect(second).toMatchObject({ totalRecords: 5, filteredRecords: 5 });
  });

  withPersonas(['workspaceOwner'], 'filters by searchField, counting filtered apart from total', async ({ api }) => {
    const user = await memberWithApps(api, someApps);
    const page = await appsOf(api, user.session, { searchField: 'rep' });
    expect(page.data.map((a) => a.appName)).toEqual(['Reports']);
    expect(page).toMatchObject({ totalRecords: 5, filteredRecords: 1 });
  });

  withPersonas(['workspaceOwner'], 'sorts by -appName', async ({ api }) => {
    const user = await memberWithApps(api, someApps);
    const page = await appsOf(api, user.session, { sortBy: '-appName' });
    expect(page.data.map((a) => a.appName)).toEqual([...someAppsByName].reverse());
  });

  // The default order (+appName) of someApps is 8, 7, 2, 6, 3: neither order by appId.
  withPersonas(['workspaceOwner'], 'sorts by +appId and -appId', async ({ api }) => {
    const user = await memberWithApps(api, someApps);
    expect((await appsOf(api, user.session, { sortBy: '+appId' })).data.map((a) => a.appId)).toEqual(someApps);
    expect((await appsOf(api, user.session, { sortBy: '-appId' })).data.map((a) => a.appId)).toEqual([...someApps].reverse());
  });

  // By name, Dashboard and Reports (one type) sit around Insights and Planner (another): only a sort by type groups them.
  withPersonas(['workspaceOwner'], 'sorts by +appType and -appType', async ({ api }) => {
    const user = await memberWithApps(api, [2, 3, 17, 19]);
    for (const [sortBy, direction] of [
      ['+appType', 1],
      ['-appType', -1],
    ] as const) {
      const apps = (await appsOf(api, user.session, { sortBy })).data;
      const types = apps.map((a) => String(a.appType));
      expect(apps.map((a) => a.appId).sort((a, b) => a - b)).toEqual([2, 3, 17, 19]);
      expect(new Set(types).size, 'the four applications are of more than one type').toBeGreaterThan(1);
      expect(types, sortBy).toEqual([...types].sort((a, b) => direction * a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }
  });

  mockOnly('every application is Platform-owned; Insights and Planner are add-ons, the rest core', 'spec/DECISIONS.md AP1', async ({ api, owner }) => {
    const user = await invitedWithApps(api, [2, 17, 19]);
    const apps = (await appsOf(api, owner, { uowId: user.uowId, sortBy: '+appId' })).data;
    expect(apps).toMatchObject([
      { appId: 2, appOwner: 'Platform', appType: 'Core' },
      { appId: 17, appOwner: 'Platform', appType: 'Add-on' },
      { appId: 19, appOwner: 'Platform', appType: 'Add-on' },
    ]);
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown sortBy field with the seed 422', async ({ api, owner }) => {
    const response = await api.expect('listUserApplications', { as: owner, query: { sortBy: '+price' } }, 422);
    expectErrors(errorsOf(response), [{ error: messages.invalidSortBy, field: 'sortBy' }], 'listUserApplications', 422);
  });

  withPersonas(['workspaceOwner'], "lists another user's applications by uowId", async ({ owner, api }) => {
    const user = await invitedWithApps(api, someApps);
    expect(await appIdsOf(api, owner, user.uowId)).toEqual(someApps);
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], 'refuses the uowId of a user of another workspace with the seed 403', async ({ api, owner }) => {
    const response = await api.expect('listUserApplications', { as: owner, query: { uowId: api.personas.otherWorkspaceUser!.uowId } }, 403);
    expectErrors(errorsOf(response), [{ error: messages.userNotInOrganization, field: 'uowId' }], 'listUserApplications', 403);
  });
});

describe('addUserApplications', () => {
  withPersonas(['workspaceOwner'], 'grants applications (userID spelling), then listed for the user', async ({ api, owner }) => {
    const user = await inviteNewUser(api);
    const response = await api.ok('addUserApplications', { as: owner, body: { userID: user.userId, appIds: '4,9', accessLevel: 'Full' } });
    expect(response.body.data).toBe(documentedMessage('addUserApplications'));
    expect(await appIdsOf(api, owner, user.uowId)).toEqual([4, 9]);
  });

  withPersonas(['workspaceOwner'], 'grants with the sample spelling userId too, visible to the user', async ({ api, owner }) => {
    const user = await memberWithApps(api, someApps);
    await api.ok('addUserApplications', { as: owner, body: { userId: user.userId, appIds: '19', accessLevel: 'Read' } });
    const own = await appsOf(api, user.session);
    expect(own.data.map((a) => a.appName)).toContain('Planner');
    expect(own.totalRecords).toBe(6);
  });

  withPersonas(['workspaceOwner'], 'when both spellings are sent, the documented userID wins', async ({ api, owner }) => {
    const [named, other] = [await inviteNewUser(api), await inviteNewUser(api)];
    await api.ok('addUserApplications', { as: owner, body: { userID: named.userId, userId: other.userId, appIds: '9', accessLevel: 'Full' } });
    expect(await appIdsOf(api, owner, named.uowId)).toContain(9);
    expect(await appIdsOf(api, owner, other.uowId)).toEqual([]);
  });

  mockOnly('keeps the access level sent, Full when none is sent', 'reads the stored grants (spec/DECISIONS.md AP2)', async ({ api, owner }) => {
    const user = await inviteNewUser(api, owner);
    await api.ok('addUserApplications', { as: owner, body: { userID: user.userId, appIds: '2', accessLevel: 'Read only' } });
    await api.ok('addUserApplications', { as: owner, body: { userID: user.userId, appIds: '3' } });
    const membership = (await storedRecords(api.target, 'memberships')).find((m) => m.uowId === user.uowId);
    expect(membership?.apps).toEqual([
      { appId: 2, accessLevel: 'Read only' },
      { appId: 3, accessLevel: 'Full' },
    ]);
  });

  withPersonas(['workspaceOwner'], 'granting an application the user has changes nothing in the list', async ({ api, owner }) => {
    const user = await invitedWithApps(api, someApps);
    await api.ok('addUserApplications', { as: owner, body: { userId: user.userId, appIds: '2,3', accessLevel: 'Read' } });
    expect(await appIdsOf(api, owner, user.uowId)).toEqual(someApps);
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], 'refuses a user outside the organization with the seed 403', async ({ api, owner, other }) => {
    const initechOwner = other;
    const outsider = await inviteNewUser(api, initechOwner);
    const response = await api.expect('addUserApplications', { as: owner, body: { userId: outsider.userId, appIds: '9', accessLevel: 'Full' } }, 403);
    expectErrors(errorsOf(response), [{ error: messages.userNotInOrganization, field: 'userId' }], 'addUserApplications', 403);
    expect(await appIdsOf(api, initechOwner, outsider.uowId)).toEqual([]);
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown appId with 422 on appIds, granting none of the list', async ({ api, owner }) => {
    const user = await invitedWithApps(api, someApps);
    const response = await api.expect('addUserApplications', { as: owner, body: { userId: user.userId, appIds: '9,99', accessLevel: 'Full' } }, 422);
    expectErrors(errorsOf(response), [{ error: messages.invalidAppIds, field: 'appIds' }], 'addUserApplications', 422);
    expect(await appIdsOf(api, owner, user.uowId)).toEqual(someApps);
  });

  withPersonas(['workspaceOwner'], 'refuses a request naming no user, as malformed', async ({ api, owner }) => {
    await api.expect('addUserApplications', { as: owner, body: { appIds: '9', accessLevel: 'Full' } }, 400);
  });
});

describe('revokeUserApplications', () => {
  withPersonas(['workspaceOwner'], 'revokes for one user when userId narrows it: others keep the application', async ({ api, owner }) => {
    const [user, other] = [await invitedWithApps(api, someApps), await invitedWithApps(api, someApps)];
    const response = await api.ok('revokeUserApplications', { as: owner, body: { owId: user.owId, appIds: '2,8', userId: user.userId } });
    expect(response.body.data).toBe(documentedMessage('revokeUserApplications'));
    expect(await appIdsOf(api, owner, user.uowId)).toEqual([3, 6, 7]);
    expect(await appIdsOf(api, owner, other.uowId)).toEqual(someApps);
  });

  // Without userId every user of the workspace loses the application: done in a
  // customer workspace whose users this file made, not in the owner's.
  withPersonas(['workspaceOwner'], 'revokes for every user of the workspace without userId', async ({ api }) => {
    const customer = await ownerInCustomer(api);
    const [one, two] = [await invitedWithApps(api, someApps, customer), await invitedWithApps(api, [3], customer)];
    await api.ok('revokeUserApplications', { as: customer, body: { owId: customer.owId, appIds: '3' } });
    expect(await appIdsOf(api, customer, one.uowId)).toEqual([2, 6, 7, 8]);
    expect(await appIdsOf(api, customer, two.uowId)).toEqual([]);
  });

  // AP3: only a named user who is no member is refused; without userId there is nobody to name, even where nobody is a member.
  withPersonas(['workspaceOwner'], 'revokes without userId in a workspace without members: answered, not refused', async ({ api, owner }) => {
    const empty = { ...owner, owId: await api.ids.organization('subCustomer') };
    // Where the workspace has members, revoking would take the application from users other tests may own.
    const members = Number((await api.ok('listUsers', { as: empty, query: { limit: 1 } })).body.data.totalRecords);
    if (members > 0) return skipRunning(`the subCustomer workspace has ${members} members on this target`);
    const response = await api.ok('revokeUserApplications', { as: empty, body: { owId: empty.owId, appIds: '3' } });
    expect(response.body.data).toBe(documentedMessage('revokeUserApplications'));
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], 'leaves other workspaces alone', async ({ api, owner, other }) => {
    const customer = await ownerInCustomer(api);
    const initechOwner = other;
    const [inParent, elsewhere] = [await invitedWithApps(api, [3]), await invitedWithApps(api, [3], initechOwner)];
    await invitedWithApps(api, [3], customer);
    await api.ok('revokeUserApplications', { as: customer, body: { owId: customer.owId, appIds: '3' } });
    expect(await appIdsOf(api, owner, inParent.uowId)).toEqual([3]);
    expect(await appIdsOf(api, initechOwner, elsewhere.uowId)).toEqual([3]);
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], 'refuses a userId outside the workspace with the seed 403', async ({ api, owner, other }) => {
    const initechOwner = other;
    const outsider = await invitedWithApps(api, [3], initechOwner);
    const ownerSession = owner;
    const response = await api.expect(
      'revokeUserApplications',
      { as: ownerSession, body: { owId: ownerSession.owId, appIds: '3', userId: outsider.userId } },
      403,
    );
    expectErrors(errorsOf(response), [{ error: messages.userNotInOrganization, field: 'userId' }], 'revokeUserApplications', 403);
    expect(await appIdsOf(api, initechOwner, outsider.uowId)).toEqual([3]);
  });

  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    'refuses an owId the caller may not act in with 403, revoking nothing',
    async ({ api, owner, other }) => {
      const initechOwner = other;
      const outsider = await invitedWithApps(api, [3], initechOwner);
      const response = await api.expect('revokeUserApplications', { as: owner, body: { owId: initechOwner.owId, appIds: '3' } }, 403);
      expectErrors(errorsOf(response), [{ error: messages.workspaceForbidden, field: 'owId' }], 'revokeUserApplications', 403);
      expect(await appIdsOf(api, initechOwner, outsider.uowId)).toEqual([3]);
    },
  );

  withPersonas(['workspaceOwner'], 'refuses an unknown appId with 422 on appIds', async ({ api, owner }) => {
    const ownerSession = owner;
    const response = await api.expect('revokeUserApplications', { as: ownerSession, body: { owId: ownerSession.owId, appIds: '99' } }, 422);
    expectErrors(errorsOf(response), [{ error: messages.invalidAppIds, field: 'appIds' }], 'revokeUserApplications', 422);
  });
});
