import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { profileId } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { inviteNewUser, newUser, type InvitedUser } from './new-users.ts';

const suite = useTarget();

/** The seed's list of grantable applications. */
const seedApplications = [
  { appId: 2, appName: 'Dashboard' },
  { appId: 3, appName: 'Reports' },
  { appId: 4, appName: 'Bid Model' },
  { appId: 5, appName: 'Organization' },
  { appId: 6, appName: 'My Profile' },
  { appId: 7, appName: 'Campaigns' },
  { appId: 8, appName: 'Audiences' },
  { appId: 9, appName: 'Creatives' },
  { appId: 10, appName: 'Inventory' },
  { appId: 11, appName: 'Conversions' },
  { appId: 17, appName: 'Insights' },
  { appId: 19, appName: 'Planner' },
];

/** The applications most tests grant their user first, and those applications by +appName. */
const someApps = [2, 3, 6, 7, 8];
const someAppsByName = ['Audiences', 'Campaigns', 'Dashboard', 'My Profile', 'Reports'];

interface ApplicationPage {
  data: Array<{ appId: number; appName: string }>;
  totalRecords: number;
  filteredRecords: number;
}

async function appsOf(as: Session, query: Record<string, string | number> = {}): Promise<ApplicationPage> {
  const page = (await callOk(suite.current, 'listUserApplications', { as, query })).body.data;
  return {
    data: page.data.map((a: { appId: number | string; appName: string }) => ({ ...a, appId: Number(a.appId) })),
    totalRecords: Number(page.totalRecords),
    filteredRecords: Number(page.filteredRecords),
  };
}

async function appIdsOf(as: Session, uowId: number): Promise<number[]> {
  return (await appsOf(as, { uowId, limit: 1000 })).data.map((a) => a.appId).sort((a, b) => a - b);
}

async function owner(): Promise<Session> {
  return session(suite.current, 'workspaceOwner');
}

async function grant(as: Session, userId: number, appIds: number[]): Promise<void> {
  await callOk(suite.current, 'addUserApplications', { as, body: { userID: userId, appIds: appIds.join(','), accessLevel: 'Full' } });
}

/** A user invited by `inviter` (the owner by default) and granted `appIds` there. */
async function invitedWithApps(appIds: number[], inviter?: Session): Promise<InvitedUser> {
  const as = inviter ?? (await owner());
  const user = await inviteNewUser(suite.current, as);
  await grant(as, user.userId, appIds);
  return user;
}

/** A signed-up user of the owner's workspace granted `appIds`, with the user's own session. */
async function memberWithApps(appIds: number[]) {
  const user = await newUser(suite.current);
  await grant(await owner(), user.userId, appIds);
  return user;
}

/** The owner acting in the profile's sibling customer workspace, which only this file's users belong to. */
async function ownerInCustomer(): Promise<Session> {
  const owId = await profileId(suite, 'organizations', 'siblingCustomer');
  return { ...(await owner()), owId };
}

describe('listAllowedApplications', () => {
  withPersonas(suite, ['activeMember'], 'lists exactly the seed\'s 12 applications with their names, icon and path [smoke]', async () => {
    const member = await session(suite.current, 'activeMember');
    const response = await callOk(suite.current, 'listAllowedApplications', { as: member });
    const apps = response.body.data as Array<{ appId: number; appName: string; appIcon: string; appUrl: string }>;
    expect(apps.map(({ appId, appName }) => ({ appId: Number(appId), appName }))).toEqual(seedApplications);
    for (const app of apps) {
      expect(app.appIcon).not.toBe('');
      expect(app.appUrl).toMatch(/^\//);
    }
  });

  it('refuses a request without a bearer token (401) [smoke]', async () => {
    const response = expectContract(await call(suite.current, 'listAllowedApplications'), 'listAllowedApplications', 401);
    expect(errorsOf(response)[0]).toEqual({ error: messages.tokenMissing, field: 'Authentication' });
  });
});

describe('listUserApplications', () => {
  withPersonas(suite, ['workspaceOwner'], 'lists the caller\'s applications, 10 a page, sorted by +appName [smoke]', async () => {
    const user = await memberWithApps(someApps);
    const page = await appsOf(user.session);
    expect(page.data.map((a) => a.appName)).toEqual(someAppsByName);
    expect(page).toMatchObject({ totalRecords: 5, filteredRecords: 5 });
    expect(page.data.find((a) => a.appName === 'Dashboard')?.appId).toBe(2);
  });

  withPersonas(suite, ['workspaceOwner'], 'pages with limit and pageNo, 10 by default', async () => {
    const user = await memberWithApps(seedApplications.map((a) => a.appId));
    const first = await appsOf(user.session);
    expect(first.data).toHaveLength(10);
    expect(first).toMatchObject({ totalRecords: 12, filteredRecords: 12 });
    const second = await appsOf(user.session, { pageNo: 2 });
    expect(second.data).toHaveLength(2);
    const names = [...first.data, ...second.data].map((a) => a.appName);
    expect(names).toEqual(seedApplications.map((a) => a.appName).sort((a, b) => a.localeCompare(b)));
  });

  withPersonas(suite, ['workspaceOwner'], 'pages a user\'s list without overlap', async () => {
    const user = await memberWithApps(someApps);
    const second = await appsOf(user.session, { limit: 2, pageNo: 2 });
    expect(second.data.map((a) => a.appName)).toEqual(someAppsByName.slice(2, 4));
    expect(second).toMatchObject({ totalRecords: 5, filteredRecords: 5 });
  });

  withPersonas(suite, ['workspaceOwner'], 'filters by searchField, counting filtered apart from total', async () => {
    const user = await memberWithApps(someApps);
    const page = await appsOf(user.session, { searchField: 'rep' });
    expect(page.data.map((a) => a.appName)).toEqual(['Reports']);
    expect(page).toMatchObject({ totalRecords: 5, filteredRecords: 1 });
  });

  withPersonas(suite, ['workspaceOwner'], 'sorts by -appName', async () => {
    const user = await memberWithApps(someApps);
    const page = await appsOf(user.session, { sortBy: '-appName' });
    expect(page.data.map((a) => a.appName)).toEqual([...someAppsByName].reverse());
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an unknown sortBy field with the seed 422 [smoke]', async () => {
    const response = expectContract(await call(suite.current, 'listUserApplications', { as: await owner(), query: { sortBy: '+price' } }), 'listUserApplications', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.invalidSortBy, field: 'sortBy' }]);
  });

  withPersonas(suite, ['workspaceOwner'], 'lists another user\'s applications by uowId', async () => {
    const user = await invitedWithApps(someApps);
    expect(await appIdsOf(await owner(), user.uowId)).toEqual(someApps);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses the uowId of a user of another workspace with the seed 403', async () => {
    const response = expectContract(
      await call(suite.current, 'listUserApplications', { as: await owner(), query: { uowId: suite.current.personas.otherWorkspaceUser!.uowId } }),
      'listUserApplications',
      403,
    );
    expect(errorsOf(response)[0]?.error).toBe(messages.userNotInOrganization);
  });
});

describe('addUserApplications', () => {
  withPersonas(suite, ['workspaceOwner'], 'grants applications (userID spelling), then listed for the user [smoke]', async () => {
    const user = await inviteNewUser(suite.current);
    const response = await callOk(suite.current, 'addUserApplications', { as: await owner(), body: { userID: user.userId, appIds: '4,9', accessLevel: 'Full' } });
    expect(response.body.data).toBe(documentedMessage('addUserApplications'));
    expect(await appIdsOf(await owner(), user.uowId)).toEqual([4, 9]);
  });

  withPersonas(suite, ['workspaceOwner'], 'grants with the sample spelling userId too, visible to the user', async () => {
    const user = await memberWithApps(someApps);
    await callOk(suite.current, 'addUserApplications', { as: await owner(), body: { userId: user.userId, appIds: '19', accessLevel: 'Read' } });
    const own = await appsOf(user.session);
    expect(own.data.map((a) => a.appName)).toContain('Planner');
    expect(own.totalRecords).toBe(6);
  });

  withPersonas(suite, ['workspaceOwner'], 'when both spellings are sent, the documented userID wins', async () => {
    const [named, other] = [await inviteNewUser(suite.current), await inviteNewUser(suite.current)];
    await callOk(suite.current, 'addUserApplications', { as: await owner(), body: { userID: named.userId, userId: other.userId, appIds: '9', accessLevel: 'Full' } });
    expect(await appIdsOf(await owner(), named.uowId)).toContain(9);
    expect(await appIdsOf(await owner(), other.uowId)).toEqual([]);
  });

  withPersonas(suite, ['workspaceOwner'], 'granting an application the user has changes nothing in the list', async () => {
    const user = await invitedWithApps(someApps);
    await callOk(suite.current, 'addUserApplications', { as: await owner(), body: { userId: user.userId, appIds: '2,3', accessLevel: 'Read' } });
    expect(await appIdsOf(await owner(), user.uowId)).toEqual(someApps);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses a user outside the organization with the seed 403', async () => {
    const initechOwner = await session(suite.current, 'otherWorkspaceUser');
    const outsider = await inviteNewUser(suite.current, initechOwner);
    const response = expectContract(await call(suite.current, 'addUserApplications', { as: await owner(), body: { userId: outsider.userId, appIds: '9', accessLevel: 'Full' } }), 'addUserApplications', 403);
    expect(errorsOf(response)).toEqual([{ error: messages.userNotInOrganization, field: 'userId' }]);
    expect(await appIdsOf(initechOwner, outsider.uowId)).toEqual([]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an unknown appId with 422 on appIds, granting none of the list', async () => {
    const user = await invitedWithApps(someApps);
    const response = expectContract(await call(suite.current, 'addUserApplications', { as: await owner(), body: { userId: user.userId, appIds: '9,99', accessLevel: 'Full' } }), 'addUserApplications', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.invalidAppIds, field: 'appIds' }]);
    expect(await appIdsOf(await owner(), user.uowId)).toEqual(someApps);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a request naming no user, as malformed [smoke]', async () => {
    expectContract(await call(suite.current, 'addUserApplications', { as: await owner(), body: { appIds: '9', accessLevel: 'Full' } }), 'addUserApplications', 400);
  });
});

describe('revokeUserApplications', () => {
  withPersonas(suite, ['workspaceOwner'], 'revokes for one user when userId narrows it: others keep the application [smoke]', async () => {
    const [user, other] = [await invitedWithApps(someApps), await invitedWithApps(someApps)];
    const response = await callOk(suite.current, 'revokeUserApplications', { as: await owner(), body: { owId: user.owId, appIds: '2,8', userId: user.userId } });
    expect(response.body.data).toBe(documentedMessage('revokeUserApplications'));
    expect(await appIdsOf(await owner(), user.uowId)).toEqual([3, 6, 7]);
    expect(await appIdsOf(await owner(), other.uowId)).toEqual(someApps);
  });

  // Without userId every user of the workspace loses the application: done in a
  // customer workspace whose users this file made, not in the owner's.
  withPersonas(suite, ['workspaceOwner'], 'revokes for every user of the workspace without userId', async () => {
    const customer = await ownerInCustomer();
    const [one, two] = [await invitedWithApps(someApps, customer), await invitedWithApps([3], customer)];
    await callOk(suite.current, 'revokeUserApplications', { as: customer, body: { owId: customer.owId, appIds: '3' } });
    expect(await appIdsOf(customer, one.uowId)).toEqual([2, 6, 7, 8]);
    expect(await appIdsOf(customer, two.uowId)).toEqual([]);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'leaves other workspaces alone', async () => {
    const customer = await ownerInCustomer();
    const initechOwner = await session(suite.current, 'otherWorkspaceUser');
    const [inParent, elsewhere] = [await invitedWithApps([3]), await invitedWithApps([3], initechOwner)];
    await invitedWithApps([3], customer);
    await callOk(suite.current, 'revokeUserApplications', { as: customer, body: { owId: customer.owId, appIds: '3' } });
    expect(await appIdsOf(await owner(), inParent.uowId)).toEqual([3]);
    expect(await appIdsOf(initechOwner, elsewhere.uowId)).toEqual([3]);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses a userId outside the workspace with the seed 403', async () => {
    const initechOwner = await session(suite.current, 'otherWorkspaceUser');
    const outsider = await invitedWithApps([3], initechOwner);
    const ownerSession = await owner();
    const response = expectContract(
      await call(suite.current, 'revokeUserApplications', { as: ownerSession, body: { owId: ownerSession.owId, appIds: '3', userId: outsider.userId } }),
      'revokeUserApplications',
      403,
    );
    expect(errorsOf(response)).toEqual([{ error: messages.userNotInOrganization, field: 'userId' }]);
    expect(await appIdsOf(initechOwner, outsider.uowId)).toEqual([3]);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses an owId the caller may not act in with 403, revoking nothing', async () => {
    const initechOwner = await session(suite.current, 'otherWorkspaceUser');
    const outsider = await invitedWithApps([3], initechOwner);
    const response = expectContract(await call(suite.current, 'revokeUserApplications', { as: await owner(), body: { owId: initechOwner.owId, appIds: '3' } }), 'revokeUserApplications', 403);
    expect(errorsOf(response)).toEqual([{ error: messages.workspaceForbidden, field: 'owId' }]);
    expect(await appIdsOf(initechOwner, outsider.uowId)).toEqual([3]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an unknown appId with 422 on appIds [smoke]', async () => {
    const ownerSession = await owner();
    const response = expectContract(await call(suite.current, 'revokeUserApplications', { as: ownerSession, body: { owId: ownerSession.owId, appIds: '99' } }), 'revokeUserApplications', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.invalidAppIds, field: 'appIds' }]);
  });
});
