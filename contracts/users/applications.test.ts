import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

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

/** activeMember's applications in the fixtures (2, 3, 6, 7, 8), by +appName. */
const memberAppsByName = ['Audiences', 'Campaigns', 'Dashboard', 'My Profile', 'Reports'];

async function appsOf(as: Session, query: Record<string, string | number> = {}) {
  return (await callOk(suite.current, 'listUserApplications', { as, query })).body.data as {
    data: Array<{ appId: number; appName: string }>;
    totalRecords: number;
    filteredRecords: number;
  };
}

async function appIdsOf(as: Session, uowId: number): Promise<number[]> {
  return (await appsOf(as, { uowId, limit: 1000 })).data.map((a) => a.appId).sort((a, b) => a - b);
}

describe('listAllowedApplications', () => {
  withPersonas(suite, ['activeMember'], 'lists exactly the seed\'s 12 applications with their names, icon and path', async () => {
    const member = await login(suite.current, 'activeMember');
    const response = await callOk(suite.current, 'listAllowedApplications', { as: member });
    const apps = response.body.data as Array<{ appId: number; appName: string; appIcon: string; appUrl: string }>;
    expect(apps.map(({ appId, appName }) => ({ appId, appName }))).toEqual(seedApplications);
    for (const app of apps) {
      expect(app.appIcon).not.toBe('');
      expect(app.appUrl).toMatch(/^\//);
    }
  });
});

describe('listUserApplications', () => {
  withPersonas(suite, ['activeMember'], 'lists the caller\'s applications, 10 a page, sorted by +appName', async () => {
    const member = await login(suite.current, 'activeMember');
    const page = await appsOf(member);
    expect(page.data.map((a) => a.appName)).toEqual(memberAppsByName);
    expect(page).toMatchObject({ totalRecords: 5, filteredRecords: 5 });
    expect(page.data.find((a) => a.appName === 'Dashboard')?.appId).toBe(2);
  });

  withPersonas(suite, ['workspaceOwner'], 'pages with limit and pageNo, 10 by default', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const first = await appsOf(owner);
    expect(first.data).toHaveLength(10);
    expect(first).toMatchObject({ totalRecords: 12, filteredRecords: 12 });
    const second = await appsOf(owner, { pageNo: 2 });
    expect(second.data).toHaveLength(2);
    const names = [...first.data, ...second.data].map((a) => a.appName);
    expect(names).toEqual(seedApplications.map((a) => a.appName).sort((a, b) => a.localeCompare(b)));
  });

  withPersonas(suite, ['activeMember'], 'pages the member\'s list without overlap', async () => {
    const member = await login(suite.current, 'activeMember');
    const second = await appsOf(member, { limit: 2, pageNo: 2 });
    expect(second.data.map((a) => a.appName)).toEqual(memberAppsByName.slice(2, 4));
    expect(second).toMatchObject({ totalRecords: 5, filteredRecords: 5 });
  });

  withPersonas(suite, ['activeMember'], 'filters by searchField, counting filtered apart from total', async () => {
    const member = await login(suite.current, 'activeMember');
    const page = await appsOf(member, { searchField: 'rep' });
    expect(page.data.map((a) => a.appName)).toEqual(['Reports']);
    expect(page).toMatchObject({ totalRecords: 5, filteredRecords: 1 });
  });

  withPersonas(suite, ['activeMember'], 'sorts by -appName', async () => {
    const member = await login(suite.current, 'activeMember');
    const page = await appsOf(member, { sortBy: '-appName' });
    expect(page.data.map((a) => a.appName)).toEqual([...memberAppsByName].reverse());
  });

  withPersonas(suite, ['activeMember'], 'refuses an unknown sortBy field with the seed 422', async () => {
    const member = await login(suite.current, 'activeMember');
    const response = expectContract(await call(suite.current, 'listUserApplications', { as: member, query: { sortBy: '+price' } }), 'listUserApplications', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.invalidSortBy, field: 'sortBy' }]);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'lists another user\'s applications by uowId', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect(await appIdsOf(owner, suite.current.personas.activeMember!.uowId)).toEqual([2, 3, 6, 7, 8]);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses the uowId of a user of another workspace with the seed 403', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(
      await call(suite.current, 'listUserApplications', { as: owner, query: { uowId: suite.current.personas.otherWorkspaceUser!.uowId } }),
      'listUserApplications',
      403,
    );
    expect(errorsOf(response)[0]?.error).toBe(messages.userNotInOrganization);
  });
});

describe('addUserApplications', () => {
  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'grants applications (userID spelling), then listed for the user', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const member = suite.current.personas.activeMember!;
    const response = await callOk(suite.current, 'addUserApplications', { as: owner, body: { userID: member.userId, appIds: '4,9', accessLevel: 'Full' } });
    expect(response.body.data).toBe(documentedMessage('addUserApplications'));
    expect(await appIdsOf(owner, member.uowId)).toEqual([2, 3, 4, 6, 7, 8, 9]);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'grants with the sample spelling userId too, visible to the member', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const member = suite.current.personas.activeMember!;
    await callOk(suite.current, 'addUserApplications', { as: owner, body: { userId: member.userId, appIds: '19', accessLevel: 'Read' } });
    const own = await appsOf(await login(suite.current, 'activeMember'));
    expect(own.data.map((a) => a.appName)).toContain('Planner');
    expect(own.totalRecords).toBe(6);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'when both spellings are sent, the documented userID wins', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { activeMember, expiredInvitee } = suite.current.personas;
    await callOk(suite.current, 'addUserApplications', { as: owner, body: { userID: activeMember!.userId, userId: expiredInvitee!.userId, appIds: '9', accessLevel: 'Full' } });
    expect(await appIdsOf(owner, activeMember!.uowId)).toContain(9);
    expect(await appIdsOf(owner, expiredInvitee!.uowId)).toEqual([]);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'granting an application the user has changes nothing in the list', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const member = suite.current.personas.activeMember!;
    await callOk(suite.current, 'addUserApplications', { as: owner, body: { userId: member.userId, appIds: '2,3', accessLevel: 'Read' } });
    expect(await appIdsOf(owner, member.uowId)).toEqual([2, 3, 6, 7, 8]);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses a user outside the organization with the seed 403', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = suite.current.personas.otherWorkspaceUser!;
    const response = expectContract(await call(suite.current, 'addUserApplications', { as: owner, body: { userId: other.userId, appIds: '9', accessLevel: 'Full' } }), 'addUserApplications', 403);
    expect(errorsOf(response)).toEqual([{ error: messages.userNotInOrganization, field: 'userId' }]);
    const otherSession = await login(suite.current, 'otherWorkspaceUser');
    expect((await appsOf(otherSession)).totalRecords).toBe(12);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'refuses an unknown appId with 422 on appIds, granting none of the list', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const member = suite.current.personas.activeMember!;
    const response = expectContract(await call(suite.current, 'addUserApplications', { as: owner, body: { userId: member.userId, appIds: '9,99', accessLevel: 'Full' } }), 'addUserApplications', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.invalidAppIds, field: 'appIds' }]);
    expect(await appIdsOf(owner, member.uowId)).toEqual([2, 3, 6, 7, 8]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a request naming no user, as malformed', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expectContract(await call(suite.current, 'addUserApplications', { as: owner, body: { appIds: '9', accessLevel: 'Full' } }), 'addUserApplications', 400);
  });
});

describe('revokeUserApplications', () => {
  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'revokes for one user when userId narrows it: others keep the application', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { activeMember, workspaceOwner } = suite.current.personas;
    const response = await callOk(suite.current, 'revokeUserApplications', { as: owner, body: { owId: 1001, appIds: '2,8', userId: activeMember!.userId } });
    expect(response.body.data).toBe(documentedMessage('revokeUserApplications'));
    expect(await appIdsOf(owner, activeMember!.uowId)).toEqual([3, 6, 7]);
    expect(await appIdsOf(owner, workspaceOwner!.uowId)).toContain(2);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'revokes for every user of the workspace without userId', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { activeMember, workspaceOwner } = suite.current.personas;
    await callOk(suite.current, 'revokeUserApplications', { as: owner, body: { owId: 1001, appIds: '3' } });
    expect(await appIdsOf(owner, activeMember!.uowId)).toEqual([2, 6, 7, 8]);
    expect(await appIdsOf(owner, workspaceOwner!.uowId)).not.toContain(3);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'leaves other workspaces alone', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'revokeUserApplications', { as: owner, body: { owId: 1001, appIds: '3' } });
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect((await appsOf(other, { limit: 1000 })).data.map((a) => a.appId)).toContain(3);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses a userId outside the workspace with the seed 403', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(
      await call(suite.current, 'revokeUserApplications', { as: owner, body: { owId: 1001, appIds: '3', userId: suite.current.personas.otherWorkspaceUser!.userId } }),
      'revokeUserApplications',
      403,
    );
    expect(errorsOf(response)).toEqual([{ error: messages.userNotInOrganization, field: 'userId' }]);
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses an owId the caller may not act in with 403, revoking nothing', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = suite.current.personas.otherWorkspaceUser!;
    const response = expectContract(await call(suite.current, 'revokeUserApplications', { as: owner, body: { owId: other.owId, appIds: '3' } }), 'revokeUserApplications', 403);
    expect(errorsOf(response)).toEqual([{ error: messages.workspaceForbidden, field: 'owId' }]);
    expect((await appsOf(await login(suite.current, 'otherWorkspaceUser'))).totalRecords).toBe(12);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an unknown appId with 422 on appIds', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'revokeUserApplications', { as: owner, body: { owId: 1001, appIds: '99' } }), 'revokeUserApplications', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.invalidAppIds, field: 'appIds' }]);
  });
});
