import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();

interface UserItem {
  userId: number;
  email: string;
  displayName: string;
  status: string;
  statusId: number;
  uowId: number;
  isOrganizationOwnerUser: boolean;
  isModificationAllowed: boolean;
  isAssignActionAllowed: boolean;
}

/** The order the platform sorts text in: ascending, case- and accent-insensitive. */
const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

function sortedBy(items: UserItem[], field: 'displayName' | 'email', direction: 1 | -1): string[] {
  return items.map((u) => u[field]).sort((a, b) => direction * byText(a, b));
}

async function list(as: Session, query: Record<string, string | number> = {}) {
  return (await callOk(suite.current, 'listUsers', { as, query })).body.data as { data: UserItem[]; totalRecords: number; filteredRecords: number };
}

async function everyone(as: Session) {
  return list(as, { limit: 1000 });
}

describe('listUsers', () => {
  withPersonas(suite, ['workspaceOwner'], 'defaults to page 1 of 10, sorted by +displayName', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const all = await everyone(owner);
    expect(all.data.length).toBeGreaterThan(10);
    const page = await list(owner);
    expect(page.data).toHaveLength(10);
    expect(page.data.map((u) => u.displayName)).toEqual(sortedBy(all.data, 'displayName', 1).slice(0, 10));
    expect(page.data).toEqual(all.data.slice(0, 10));
  });

  withPersonas(suite, ['workspaceOwner'], 'counts every user of the workspace in totalRecords and filteredRecords', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const all = await everyone(owner);
    expect(all.totalRecords).toBe(all.data.length);
    expect(all.filteredRecords).toBe(all.data.length);
    const page = await list(owner);
    expect(page.totalRecords).toBe(all.data.length);
    expect(page.filteredRecords).toBe(all.data.length);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember', 'invitedUser', 'expiredInvitee', 'otherWorkspaceUser'], 'lists the workspace\'s users only, the personas among them', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { personas } = suite.current;
    const emails = (await everyone(owner)).data.map((u) => u.email);
    for (const name of ['workspaceOwner', 'activeMember', 'invitedUser', 'expiredInvitee'] as const) expect(emails).toContain(personas[name]!.email);
    expect(emails).not.toContain(personas.otherWorkspaceUser!.email);
  });

  mockOnly(suite, 'the default world: Acme Media has 34 users, 23 active, 4 inactive, 5 invited, 2 suspended', 'counts of the default world', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const counts: Record<string, number> = {};
    for (const status of ['active', 'inactive', 'invited', 'suspended']) {
      const page = await list(owner, { status, limit: 1000 });
      expect(page.totalRecords).toBe(34);
      counts[status] = page.filteredRecords;
    }
    expect(counts).toEqual({ active: 23, inactive: 4, invited: 5, suspended: 2 });
  });

  withPersonas(suite, ['workspaceOwner', 'invitedUser'], 'filters by status, counting the filtered users apart from the total', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const total = (await everyone(owner)).totalRecords;
    const invited = await list(owner, { status: 'invited', limit: 1000 });
    expect(invited.data.length).toBeGreaterThan(0);
    expect(invited.data.every((u) => u.status === 'invited' && u.statusId === 3)).toBe(true);
    expect(invited.data.map((u) => u.email)).toContain(suite.current.personas.invitedUser!.email);
    expect(invited.filteredRecords).toBe(invited.data.length);
    expect(invited.totalRecords).toBe(total);
    expect(invited.filteredRecords).toBeLessThan(total);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'searches by keyword (searchField)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const member = suite.current.personas.activeMember!;
    const byEmail = await list(owner, { searchField: member.email });
    expect(byEmail.data.map((u) => u.uowId)).toEqual([member.uowId]);
    expect(byEmail.filteredRecords).toBe(1);
    expect(byEmail.totalRecords).toBeGreaterThan(1);
    const byName = await list(owner, { searchField: byEmail.data[0]!.displayName.toUpperCase(), limit: 1000 });
    expect(byName.data.map((u) => u.uowId)).toContain(member.uowId);
  });

  withPersonas(suite, ['workspaceOwner'], 'a keyword nobody matches gives an empty page', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const page = await list(owner, { searchField: 'zz-nobody-matches-this' });
    expect(page.data).toEqual([]);
    expect(page.filteredRecords).toBe(0);
    expect(page.totalRecords).toBeGreaterThan(0);
  });

  withPersonas(suite, ['workspaceOwner'], 'sorts by -displayName', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const page = await list(owner, { sortBy: '-displayName', limit: 1000 });
    expect(page.data.map((u) => u.displayName)).toEqual(sortedBy(page.data, 'displayName', -1));
    expect(page.data[0]!.displayName).not.toBe(page.data.at(-1)!.displayName);
  });

  withPersonas(suite, ['workspaceOwner'], 'sorts by +email', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const page = await list(owner, { sortBy: '+email', limit: 1000 });
    expect(page.data.map((u) => u.email)).toEqual(sortedBy(page.data, 'email', 1));
    expect(page.data).not.toEqual((await everyone(owner)).data);
  });

  withPersonas(suite, ['workspaceOwner'], 'a sortBy without sign sorts ascending', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect(await list(owner, { sortBy: 'email', limit: 1000 })).toEqual(await list(owner, { sortBy: '+email', limit: 1000 }));
  });

  withPersonas(suite, ['workspaceOwner'], 'a sortBy naming no user field: the document states no refusal for this list, so the list or a 422 on sortBy', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await call(suite.current, 'listUsers', { as: owner, query: { sortBy: '+password' } });
    expectContract(response, 'listUsers', response.status === 422 ? 422 : 200);
    if (response.status === 422) expect(errorsOf(response)[0]?.field).toBe('sortBy');
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a page larger than 1000 rows with 422 on limit', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'listUsers', { as: owner, query: { limit: 1001 } }), 'listUsers', 422);
    expect(errorsOf(response)[0]?.field).toBe('limit');
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts a page of 1000 rows', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const page = await list(owner, { limit: 1000 });
    expect(page.data).toHaveLength(page.totalRecords);
  });

  withPersonas(suite, ['workspaceOwner'], 'pages by pageNo without overlap', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const all = await everyone(owner);
    const first = await list(owner, { limit: 5, pageNo: 1 });
    const second = await list(owner, { limit: 5, pageNo: 2 });
    expect(first.data).toEqual(all.data.slice(0, 5));
    expect(second.data).toEqual(all.data.slice(5, 10));
    const ids = new Set([...first.data, ...second.data].map((u) => u.uowId));
    expect(ids.size).toBe(10);
  });

  withPersonas(suite, ['workspaceOwner'], 'a page past the end is empty but keeps the counts', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const all = await everyone(owner);
    const page = await list(owner, { limit: 10, pageNo: Math.ceil(all.totalRecords / 10) + 1 });
    expect(page.data).toEqual([]);
    expect(page.totalRecords).toBe(all.totalRecords);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember', 'invitedUser'], 'marks the caller and the owner as not modifiable, invited users as not assignable', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { personas } = suite.current;
    const items = (await everyone(owner)).data;
    const find = (uowId: number) => items.find((u) => u.uowId === uowId);
    expect(find(personas.workspaceOwner!.uowId)).toMatchObject({ isOrganizationOwnerUser: true, isModificationAllowed: false, isAssignActionAllowed: false });
    expect(find(personas.activeMember!.uowId)).toMatchObject({ isOrganizationOwnerUser: false, isModificationAllowed: true, isAssignActionAllowed: true });
    expect(find(personas.invitedUser!.uowId)).toMatchObject({ isModificationAllowed: true, isAssignActionAllowed: false });
  });

  withPersonas(suite, ['activeMember', 'workspaceOwner'], 'marks the caller as not modifiable from a member\'s point of view too', async () => {
    const member = await login(suite.current, 'activeMember');
    const { personas } = suite.current;
    const items = (await everyone(member)).data;
    expect(items.find((u) => u.uowId === personas.activeMember!.uowId)?.isModificationAllowed).toBe(false);
    expect(items.find((u) => u.uowId === personas.workspaceOwner!.uowId)?.isModificationAllowed).toBe(false);
  });
});
