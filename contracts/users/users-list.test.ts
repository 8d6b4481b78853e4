import { describe, expect } from 'vitest';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { inviteNewUser, listedUser } from './new-users.ts';

const suite = useTarget();
/** The largest page the list serves. */
const maxPage = 1000;

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

interface UserPage {
  data: UserItem[];
  totalRecords: number;
  filteredRecords: number;
}

/** The order the platform sorts text in: ascending, case- and accent-insensitive. */
const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

function sortedBy(items: UserItem[], field: 'displayName' | 'email', direction: 1 | -1): string[] {
  return items.map((u) => u[field]).sort((a, b) => direction * byText(a, b));
}

/** One page of the users list, ids and counts read as numbers. */
async function list(as: Session, query: Record<string, string | number> = {}): Promise<UserPage> {
  const page = (await callOk(suite.current, 'listUsers', { as, query })).body.data;
  const data = (page.data as UserItem[]).map((u) => ({ ...u, userId: Number(u.userId), uowId: Number(u.uowId), statusId: Number(u.statusId) }));
  return { data, totalRecords: Number(page.totalRecords), filteredRecords: Number(page.filteredRecords) };
}

async function everyone(as: Session): Promise<UserPage> {
  return list(as, { limit: maxPage });
}

async function owner(): Promise<Session> {
  return session(suite.current, 'workspaceOwner');
}

/**
 * Reads that compare one page with another, taken while no user joined the
 * workspace: other tests invite users at any time, and a user added between
 * two reads would shift every row after it.
 */
async function steady<T>(as: Session, read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const before = (await list(as, { limit: 1 })).totalRecords;
    const result = await read();
    if ((await list(as, { limit: 1 })).totalRecords === before || attempt === 3) return result;
  }
}

describe('listUsers', () => {
  withPersonas(suite, ['workspaceOwner'], 'defaults to page 1 of 10, sorted by +displayName', async () => {
    const as = await owner();
    const [all, page] = await steady(as, async () => [await everyone(as), await list(as)] as const);
    expect(all.data.length).toBeGreaterThan(10);
    expect(page.data).toHaveLength(10);
    expect(page.data.map((u) => u.displayName)).toEqual(sortedBy(all.data, 'displayName', 1).slice(0, 10));
    expect(page.data).toEqual(all.data.slice(0, 10));
  });

  withPersonas(suite, ['workspaceOwner'], 'counts every user of the workspace in totalRecords and filteredRecords', async () => {
    const as = await owner();
    const [all, page] = await steady(as, async () => [await everyone(as), await list(as)] as const);
    expect(all.data).toHaveLength(Math.min(all.totalRecords, maxPage));
    expect(all.filteredRecords).toBe(all.totalRecords);
    expect(page.totalRecords).toBe(all.totalRecords);
    expect(page.filteredRecords).toBe(all.totalRecords);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember', 'invitedUser', 'expiredInvitee', 'otherWorkspaceUser'], 'lists the workspace\'s users only, the personas among them', async () => {
    const as = await owner();
    const { personas } = suite.current;
    for (const name of ['workspaceOwner', 'activeMember', 'invitedUser', 'expiredInvitee'] as const) {
      expect(await listedUser(suite.current, as, personas[name]!.email), name).toBeDefined();
    }
    const outsider = await list(as, { searchField: personas.otherWorkspaceUser!.email });
    expect(outsider.data).toEqual([]);
    expect(outsider.filteredRecords).toBe(0);
  });

  mockOnly(suite, 'the default world: Acme Media has 34 users, 23 active, 4 inactive, 5 invited, 2 suspended', 'counts of the default world', async () => {
    const as = await owner();
    const counts: Record<string, number> = {};
    for (const status of ['active', 'inactive', 'invited', 'suspended']) {
      const page = await list(as, { status, limit: maxPage });
      expect(page.totalRecords).toBe(34);
      counts[status] = page.filteredRecords;
    }
    expect(counts).toEqual({ active: 23, inactive: 4, invited: 5, suspended: 2 });
  });

  withPersonas(suite, ['workspaceOwner'], 'filters by status, counting the filtered users apart from the total', async () => {
    const as = await owner();
    const invitee = await inviteNewUser(suite.current, as);
    const total = (await list(as, { limit: 1 })).totalRecords;
    const invited = await list(as, { status: 'invited', limit: maxPage });
    expect(invited.data.length).toBeGreaterThan(0);
    expect(invited.data.every((u) => u.status === 'invited' && u.statusId === 3)).toBe(true);
    expect(invited.data).toHaveLength(Math.min(invited.filteredRecords, maxPage));
    expect(invited.totalRecords).toBeGreaterThanOrEqual(total);
    expect(invited.filteredRecords).toBeLessThan(invited.totalRecords);
    const found = await list(as, { status: 'invited', searchField: invitee.email });
    expect(found.data.map((u) => u.uowId)).toEqual([invitee.uowId]);
    expect((await list(as, { status: 'active', searchField: invitee.email })).data).toEqual([]);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'searches by keyword (searchField)', async () => {
    const as = await owner();
    const member = suite.current.personas.activeMember!;
    const byEmail = await list(as, { searchField: member.email });
    expect(byEmail.data.map((u) => u.uowId)).toEqual([member.uowId]);
    expect(byEmail.filteredRecords).toBe(1);
    expect(byEmail.totalRecords).toBeGreaterThan(1);
    const byName = await list(as, { searchField: byEmail.data[0]!.displayName.toUpperCase(), limit: maxPage });
    expect(byName.data.map((u) => u.uowId)).toContain(member.uowId);
  });

  withPersonas(suite, ['workspaceOwner'], 'a keyword nobody matches gives an empty page [smoke]', async () => {
    const page = await list(await owner(), { searchField: 'zz-nobody-matches-this' });
    expect(page.data).toEqual([]);
    expect(page.filteredRecords).toBe(0);
    expect(page.totalRecords).toBeGreaterThan(0);
  });

  withPersonas(suite, ['workspaceOwner'], 'sorts by -displayName', async () => {
    const page = await list(await owner(), { sortBy: '-displayName', limit: maxPage });
    expect(page.data.map((u) => u.displayName)).toEqual(sortedBy(page.data, 'displayName', -1));
    expect(page.data[0]!.displayName).not.toBe(page.data.at(-1)!.displayName);
  });

  withPersonas(suite, ['workspaceOwner'], 'sorts by +email', async () => {
    const as = await owner();
    const [page, all] = await steady(as, async () => [await list(as, { sortBy: '+email', limit: maxPage }), await everyone(as)] as const);
    expect(page.data.map((u) => u.email)).toEqual(sortedBy(page.data, 'email', 1));
    expect(page.data).not.toEqual(all.data);
  });

  withPersonas(suite, ['workspaceOwner'], 'a sortBy without sign sorts ascending', async () => {
    const as = await owner();
    const [unsigned, ascending] = await steady(as, async () => [await list(as, { sortBy: 'email', limit: maxPage }), await list(as, { sortBy: '+email', limit: maxPage })] as const);
    expect(unsigned).toEqual(ascending);
  });

  withPersonas(suite, ['workspaceOwner'], 'a sortBy naming no user field: the document states no refusal for this list, so the list or a 422 on sortBy', async () => {
    const response = await call(suite.current, 'listUsers', { as: await owner(), query: { sortBy: '+password' } });
    expectContract(response, 'listUsers', response.status === 422 ? 422 : 200);
    if (response.status === 422) expect(errorsOf(response)[0]?.field).toBe('sortBy');
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a page larger than 1000 rows with 422 on limit [smoke]', async () => {
    const response = expectContract(await call(suite.current, 'listUsers', { as: await owner(), query: { limit: maxPage + 1 } }), 'listUsers', 422);
    expect(errorsOf(response)[0]?.field).toBe('limit');
  });

  withPersonas(suite, ['workspaceOwner'], 'accepts a page of 1000 rows', async () => {
    const page = await list(await owner(), { limit: maxPage });
    expect(page.data).toHaveLength(Math.min(page.totalRecords, maxPage));
  });

  withPersonas(suite, ['workspaceOwner'], 'pages by pageNo without overlap', async () => {
    const as = await owner();
    const [all, first, second] = await steady(as, async () => [await everyone(as), await list(as, { limit: 5, pageNo: 1 }), await list(as, { limit: 5, pageNo: 2 })] as const);
    expect(first.data).toEqual(all.data.slice(0, 5));
    expect(second.data).toEqual(all.data.slice(5, 10));
    const ids = new Set([...first.data, ...second.data].map((u) => u.uowId));
    expect(ids.size).toBe(10);
  });

  withPersonas(suite, ['workspaceOwner'], 'a page past the end is empty but keeps the counts', async () => {
    const as = await owner();
    const { totalRecords } = await list(as, { limit: 1 });
    // Far enough past the end that users invited meanwhile don't reach it.
    const page = await list(as, { limit: 10, pageNo: Math.ceil(totalRecords / 10) + 100 });
    expect(page.data).toEqual([]);
    expect(page.totalRecords).toBeGreaterThanOrEqual(totalRecords);
    expect(page.filteredRecords).toBe(page.totalRecords);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'marks the caller and the owner as not modifiable, invited users as not assignable', async () => {
    const as = await owner();
    const { personas } = suite.current;
    const invitee = await inviteNewUser(suite.current, as);
    expect(await listedUser(suite.current, as, personas.workspaceOwner!.email)).toMatchObject({ isOrganizationOwnerUser: true, isModificationAllowed: false, isAssignActionAllowed: false });
    expect(await listedUser(suite.current, as, personas.activeMember!.email)).toMatchObject({ isOrganizationOwnerUser: false, isModificationAllowed: true, isAssignActionAllowed: true });
    expect(await listedUser(suite.current, as, invitee.email)).toMatchObject({ isModificationAllowed: true, isAssignActionAllowed: false });
  });

  withPersonas(suite, ['activeMember', 'workspaceOwner'], 'marks the caller as not modifiable from a member\'s point of view too', async () => {
    const member = await session(suite.current, 'activeMember');
    const { personas } = suite.current;
    expect((await listedUser(suite.current, member, personas.activeMember!.email))?.isModificationAllowed).toBe(false);
    expect((await listedUser(suite.current, member, personas.workspaceOwner!.email))?.isModificationAllowed).toBe(false);
  });
});
