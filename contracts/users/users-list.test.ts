import { uniqueEmail } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { firstPassword, inviteNewUser, listedUser, sessionOf } from './new-users.ts';
import { describe, expect, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, type Api } from '../support/api.ts';
import type { QueryParams, SuccessResponse } from '../../spec/generated/operations.ts';
import type { User } from '../../spec/generated/types.ts';

useTarget();

/** The largest page the list serves. */
const maxPage = 1000;

/** One page of the users list (spec listUsers). */
type UserPage = SuccessResponse<'listUsers'>['data'];

/** The order the platform sorts text in: ascending, case- and accent-insensitive. */
const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

function sortedBy(items: User[], field: 'displayName' | 'email', direction: 1 | -1): string[] {
  return items.map((u) => u[field]).sort((a, b) => direction * byText(a, b));
}

/** One page of the users list, ids and counts read as numbers. */
async function list(api: Api, as: Session, query: QueryParams<'listUsers'> = {}): Promise<UserPage> {
  const page = (await api.ok('listUsers', { as, query })).body.data;
  const data = page.data.map((u) => ({ ...u, userId: Number(u.userId), uowId: Number(u.uowId), statusId: Number(u.statusId) }));
  return { data, totalRecords: Number(page.totalRecords), filteredRecords: Number(page.filteredRecords) };
}

async function everyone(api: Api, as: Session): Promise<UserPage> {
  return list(api, as, { limit: maxPage });
}

/**
 * Reads that compare one page with another, taken while no user joined the
 * workspace: other tests invite users at any time, and a user added between
 * two reads would shift every row after it.
 */
async function steady<T>(api: Api, as: Session, read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const before = (await list(api, as, { limit: 1 })).totalRecords;
    const result = await read();
    if ((await list(api, as, { limit: 1 })).totalRecords === before || attempt === 3) return result;
  }
}

/** Both directions of a sort: the sign sent, and the order it asks for. */
const directions = [
  ['+', 1],
  ['-', -1],
] as const;

/**
 * Users a sort test makes for itself, their e-mails sharing a key no other user's
 * has: a search by the key lists them alone, whatever else the workspace holds.
 */
class SortBatch {
  private readonly key = `${uniqueEmail('sort').split('@')[0]}x`;
  private made = 0;

  constructor(
    private readonly api: Api,
    private readonly owner: Session,
  ) {}

  /** Invites `name` to the owner's workspace; answers the e-mail. */
  async invite(name: string): Promise<string> {
    this.made += 1;
    const email = `${this.key}${this.made}@example.com`;
    await this.api.ok('inviteUsers', { as: this.owner, body: { email, name } });
    return email;
  }

  /** Invites `name`, who signs up: an active user; answers the e-mail and the user's session. */
  async active(name: string): Promise<{ email: string; session: Session }> {
    const email = await this.invite(name);
    const response = await this.api.ok('signUp', { client: true, body: { email, password: firstPassword } });
    return { email, session: sessionOf(response, this.owner.owId) };
  }

  /** The batch's e-mails in the order the list sorts them by `sortBy`. */
  async emailsBy(sortBy: string): Promise<string[]> {
    return (await this.rowsBy(sortBy)).map((u) => u.email.toLowerCase());
  }

  /** The batch's users in the order the list sorts them by `sortBy`. */
  async rowsBy(sortBy: string): Promise<User[]> {
    return (await list(this.api, this.owner, { searchField: this.key, sortBy, limit: maxPage })).data;
  }
}

type Sortable = string | number | null | undefined;

const isEmpty = (v: Sortable) => v === null || v === undefined;

function compareSortable(a: Sortable, b: Sortable): number {
  return typeof a === 'string' && typeof b === 'string' ? byText(a, b) : Number(a) - Number(b);
}

/** The values a `direction` sort gives, ties in any order; where empty values go is the U3 test's. */
function expectInOrder(values: Sortable[], direction: 1 | -1, what: string) {
  const filled = values.filter((v) => !isEmpty(v));
  expect(filled, what).toEqual([...filled].sort((a, b) => direction * compareSortable(a, b)));
}

/** A time field as a number, or null when the user has none. */
function timeOf(user: User, field: 'createdAt' | 'invitedOn'): number | null {
  const value = user[field] as number | string | null | undefined;
  return value === null || value === undefined ? null : Number(value);
}

describe('listUsers', () => {
  withPersonas(['workspaceOwner'], 'defaults to page 1 of 10, sorted by +displayName', async ({ owner, api }) => {
    const [all, page] = await steady(api, owner, async () => [await everyone(api, owner), await list(api, owner)] as const);
    expect(all.data.length).toBeGreaterThan(10);
    expect(page.data).toHaveLength(10);
    expect(page.data.map((u) => u.displayName)).toEqual(sortedBy(all.data, 'displayName', 1).slice(0, 10));
    expect(page.data).toEqual(all.data.slice(0, 10));
  });

  withPersonas(['workspaceOwner'], 'counts every user of the workspace in totalRecords and filteredRecords', async ({ owner, api }) => {
    const [all, page] = await steady(api, owner, async () => [await everyone(api, owner), await list(api, owner)] as const);
    expect(all.data).toHaveLength(Math.min(all.totalRecords, maxPage));
    expect(all.filteredRecords).toBe(all.totalRecords);
    expect(page.totalRecords).toBe(all.totalRecords);
    expect(page.filteredRecords).toBe(all.totalRecords);
  });

  withPersonas(
    ['workspaceOwner', 'activeMember', 'invitedUser', 'expiredInvitee', 'otherWorkspaceUser'],
    "lists the workspace's users only, the personas among them",
    async ({ api, owner }) => {
      const { personas } = api.target;
      for (const name of ['workspaceOwner', 'activeMember', 'invitedUser', 'expiredInvitee'] as const) {
        expect(await listedUser(api, owner, personas[name]!.email), name).toBeDefined();
      }
      const outsider = await list(api, owner, { searchField: personas.otherWorkspaceUser!.email });
      expect(outsider.data).toEqual([]);
      expect(outsider.filteredRecords).toBe(0);
    },
  );

  mockOnly(
    'the default world: Acme Media has 34 users, 23 active, 4 inactive, 5 invited, 2 suspended',
    'counts of the default world',
    async ({ owner, api }) => {
      const counts: Record<string, number> = {};
      for (const status of ['active', 'inactive', 'invited', 'suspended']) {
        const page = await list(api, owner, { status, limit: maxPage });
        expect(page.totalRecords).toBe(34);
        counts[status] = page.filteredRecords;
      }
      expect(counts).toEqual({ active: 23, inactive: 4, invited: 5, suspended: 2 });
    },
  );

  withPersonas(['workspaceOwner'], 'filters by status, counting the filtered users apart from the total', async ({ api, owner }) => {
    const invitee = await inviteNewUser(api, owner);
    const total = (await list(api, owner, { limit: 1 })).totalRecords;
    const invited = await list(api, owner, { status: 'invited', limit: maxPage });
    expect(invited.data.length).toBeGreaterThan(0);
    expect(invited.data.every((u) => u.status === 'invited' && u.statusId === 3)).toBe(true);
    expect(invited.data).toHaveLength(Math.min(invited.filteredRecords, maxPage));
    expect(invited.totalRecords).toBeGreaterThanOrEqual(total);
    expect(invited.filteredRecords).toBeLessThan(invited.totalRecords);
    const found = await list(api, owner, { status: 'invited', searchField: invitee.email });
    expect(found.data.map((u) => u.uowId)).toEqual([invitee.uowId]);
    expect((await list(api, owner, { status: 'active', searchField: invitee.email })).data).toEqual([]);
  });

  withPersonas(['workspaceOwner', 'activeMember'], 'searches by keyword (searchField)', async ({ api, owner }) => {
    const member = api.personas.activeMember!;
    const byEmail = await list(api, owner, { searchField: member.email });
    expect(byEmail.data.map((u) => u.uowId)).toEqual([member.uowId]);
    expect(byEmail.filteredRecords).toBe(1);
    expect(byEmail.totalRecords).toBeGreaterThan(1);
    const byName = await list(api, owner, { searchField: byEmail.data[0]!.displayName.toUpperCase(), limit: maxPage });
    expect(byName.data.map((u) => u.uowId)).toContain(member.uowId);
  });

  withPersonas(['workspaceOwner'], 'a keyword nobody matches gives an empty page', async ({ owner, api }) => {
    const page = await list(api, owner, { searchField: 'zz-nobody-matches-this' });
    expect(page.data).toEqual([]);
    expect(page.filteredRecords).toBe(0);
    expect(page.totalRecords).toBeGreaterThan(0);
  });

  withPersonas(['workspaceOwner'], 'sorts by -displayName', async ({ owner, api }) => {
    const page = await list(api, owner, { sortBy: '-displayName', limit: maxPage });
    expect(page.data.map((u) => u.displayName)).toEqual(sortedBy(page.data, 'displayName', -1));
    expect(page.data[0]!.displayName).not.toBe(page.data.at(-1)!.displayName);
  });

  withPersonas(['workspaceOwner'], 'sorts by +email', async ({ owner, api }) => {
    const [page, all] = await steady(
      api,
      owner,
      async () => [await list(api, owner, { sortBy: '+email', limit: maxPage }), await everyone(api, owner)] as const,
    );
    expect(page.data.map((u) => u.email)).toEqual(sortedBy(page.data, 'email', 1));
    expect(page.data).not.toEqual(all.data);
  });

  // Each sort below is arranged so that its order is neither the default (+displayName) order nor its reverse.
  withPersonas(['workspaceOwner'], 'sorts by +firstName and -firstName', async ({ owner, api }) => {
    const batch = new SortBatch(api, owner);
    // A display name renamed away from the first name: only a sort by firstName puts Mona last.
    const mona = await batch.active('Mona Lee');
    await api.ok('updateProfile', { as: mona.session, body: { displayName: 'Aaron Lee' } });
    const [bea, carl] = [await batch.invite('Bea Lee'), await batch.invite('Carl Lee')];
    expect(await batch.emailsBy('+firstName')).toEqual([bea, carl, mona.email]);
    expect(await batch.emailsBy('-firstName')).toEqual([mona.email, carl, bea]);
  });

  withPersonas(['workspaceOwner'], 'sorts by +lastName and -lastName', async ({ owner, api }) => {
    const batch = new SortBatch(api, owner);
    const [anna, bert, cleo] = [await batch.invite('Anna Mills'), await batch.invite('Bert Able'), await batch.invite('Cleo Zulu')];
    expect(await batch.emailsBy('+lastName')).toEqual([bert, anna, cleo]);
    expect(await batch.emailsBy('-lastName')).toEqual([cleo, anna, bert]);
  });

  // U3: "Empty values sort last", in a descending sort too (not first, as the reverse of an ascending one would put them).
  withPersonas(['workspaceOwner'], 'puts users without the value last in either direction (U3)', async ({ owner, api }) => {
    const batch = new SortBatch(api, owner);
    const [zoe, dora] = [await batch.invite('Zoe Mills'), await batch.invite('Dora')];
    for (const sortBy of ['+lastName', '-lastName']) expect(await batch.emailsBy(sortBy), sortBy).toEqual([zoe, dora]);
    for (const sortBy of ['+invitedOn', '-invitedOn']) {
      const times = (await list(api, owner, { sortBy, limit: maxPage })).data.map((u) => timeOf(u, 'invitedOn'));
      // Users never invited (an owner, say) have none; those the page holds come after every invited one.
      const firstEmpty = times.findIndex(isEmpty);
      if (firstEmpty !== -1) expect(times.slice(firstEmpty).every(isEmpty), `${sortBy}: empty values come last`).toBe(true);
    }
  });

  // By name (active, inactive, invited) or by statusId (1, 2, 3): the same order.
  withPersonas(['workspaceOwner'], 'sorts by +status and -status', async ({ owner, api }) => {
    const batch = new SortBatch(api, owner);
    const anna = (await batch.active('Anna Status')).email;
    const bert = await batch.invite('Bert Status');
    const cleo = (await batch.active('Cleo Status')).email;
    await api.ok('updateUserStatus', { as: owner, body: { uowId: (await listedUser(api, owner, cleo))!.uowId, status: 2 } });
    expect(await batch.emailsBy('+status')).toEqual([anna, cleo, bert]);
    expect(await batch.emailsBy('-status')).toEqual([bert, cleo, anna]);
  });

  // Ids are the target's: invited in reverse order of names, a target numbering users as they come sorts them apart from their names.
  withPersonas(['workspaceOwner'], 'sorts by +userId and -userId', async ({ owner, api }) => {
    const batch = new SortBatch(api, owner);
    for (const name of ['Cleo Id', 'Anna Id', 'Bert Id']) await batch.invite(name);
    for (const [sign, direction] of directions) {
      const rows = await batch.rowsBy(`${sign}userId`);
      expect(rows).toHaveLength(3);
      expectInOrder(
        rows.map((u) => u.userId),
        direction,
        `${sign}userId`,
      );
    }
  });

  // Times can't be arranged (a mock's clock may stand still): the whole workspace's are sorted.
  for (const field of ['createdAt', 'invitedOn'] as const) {
    withPersonas(['workspaceOwner'], `sorts by +${field} and -${field}`, async ({ owner, api }) => {
      for (const [sign, direction] of directions) {
        const [page, all] = await steady(
          api,
          owner,
          async () => [await list(api, owner, { sortBy: `${sign}${field}`, limit: maxPage }), await everyone(api, owner)] as const,
        );
        expectInOrder(
          page.data.map((u) => timeOf(u, field)),
          direction,
          `${sign}${field}`,
        );
        expect(page.data.map((u) => u.uowId)).not.toEqual(all.data.map((u) => u.uowId));
      }
    });
  }

  withPersonas(['workspaceOwner'], 'a sortBy without sign sorts ascending', async ({ owner, api }) => {
    const [unsigned, ascending] = await steady(
      api,
      owner,
      async () => [await list(api, owner, { sortBy: 'email', limit: maxPage }), await list(api, owner, { sortBy: '+email', limit: maxPage })] as const,
    );
    expect(unsigned).toEqual(ascending);
  });

  withPersonas(
    ['workspaceOwner'],
    'a sortBy naming no user field: the document states no refusal for this list, so the list or a 422 on sortBy',
    async ({ api, owner }) => {
      const response = await api.call('listUsers', { as: owner, query: { sortBy: '+password' } });
      expectContract(response, 'listUsers', response.status === 422 ? 422 : 200);
      if (response.status === 422) expectErrorField(errorsOf(response)[0], 'sortBy', 'listUsers', 422);
    },
  );

  withPersonas(['workspaceOwner'], 'refuses a page larger than 1000 rows with 422 on limit', async ({ api, owner }) => {
    const response = await api.expect('listUsers', { as: owner, query: { limit: maxPage + 1 } }, 422);
    expectErrorField(errorsOf(response)[0], 'limit', 'listUsers', 422);
  });

  withPersonas(['workspaceOwner'], 'accepts a page of 1000 rows', async ({ owner, api }) => {
    const page = await list(api, owner, { limit: maxPage });
    expect(page.data).toHaveLength(Math.min(page.totalRecords, maxPage));
  });

  withPersonas(['workspaceOwner'], 'pages by pageNo without overlap', async ({ owner, api }) => {
    const [all, first, second] = await steady(
      api,
      owner,
      async () => [await everyone(api, owner), await list(api, owner, { limit: 5, pageNo: 1 }), await list(api, owner, { limit: 5, pageNo: 2 })] as const,
    );
    expect(first.data).toEqual(all.data.slice(0, 5));
    expect(second.data).toEqual(all.data.slice(5, 10));
    const ids = new Set([...first.data, ...second.data].map((u) => u.uowId));
    expect(ids.size).toBe(10);
  });

  withPersonas(['workspaceOwner'], 'a page past the end is empty but keeps the counts', async ({ owner, api }) => {
    const { totalRecords } = await list(api, owner, { limit: 1 });
    // Far enough past the end that users invited meanwhile don't reach it.
    const page = await list(api, owner, { limit: 10, pageNo: Math.ceil(totalRecords / 10) + 100 });
    expect(page.data).toEqual([]);
    expect(page.totalRecords).toBeGreaterThanOrEqual(totalRecords);
    expect(page.filteredRecords).toBe(page.totalRecords);
  });

  withPersonas(
    ['workspaceOwner', 'activeMember'],
    'marks the caller and the owner as not modifiable, invited users as not assignable',
    async ({ api, owner }) => {
      const { personas } = api.target;
      const invitee = await inviteNewUser(api, owner);
      expect(await listedUser(api, owner, personas.workspaceOwner!.email)).toMatchObject({
        isOrganizationOwnerUser: true,
        isModificationAllowed: false,
        isAssignActionAllowed: false,
      });
      expect(await listedUser(api, owner, personas.activeMember!.email)).toMatchObject({
        isOrganizationOwnerUser: false,
        isModificationAllowed: true,
        isAssignActionAllowed: true,
      });
      expect(await listedUser(api, owner, invitee.email)).toMatchObject({ isModificationAllowed: true, isAssignActionAllowed: false });
    },
  );

  withPersonas(['activeMember', 'workspaceOwner'], "marks the caller as not modifiable from a member's point of view too", async ({ api, member }) => {
    const { personas } = api.target;
    expect((await listedUser(api, member, personas.activeMember!.email))?.isModificationAllowed).toBe(false);
    expect((await listedUser(api, member, personas.workspaceOwner!.email))?.isModificationAllowed).toBe(false);
  });
});
