import { messages } from '../support/texts.ts';
import { cleanup } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';
import type { CreativeGroup, CreativeGroupListRequest } from '../../spec/generated/types.ts';

useTarget();

/** Notable records of the target's world, by role (profile `notableIds`). */
const groupId = (api: Api, role: string) => api.ids.of('creativeGroups', role);
const creativeId = (api: Api, role: string) => api.ids.of('creatives', role);
const orgId = (api: Api, role: string) => api.ids.organization(role);

async function groups(api: Api, as: Session, body: CreativeGroupListRequest = {}) {
  return (await api.ok('listCreativeGroups', { as, body })).body.data;
}

const ids = (list: CreativeGroup[]) => list.map((g) => Number(g.creativeGroupId));

async function allGroups(api: Api, as: Session, body: CreativeGroupListRequest = {}) {
  return (await groups(api, as, { ...body, noOfEntries: 1000 })).creativeGroupList;
}

async function groupById(api: Api, as: Session, id: number): Promise<CreativeGroup | undefined> {
  return (await allGroups(api, as, { creativeGroupIds: [id] }))[0];
}

/** Renames the group back to the name it has now when the test ends. */
async function restoreNameLater(api: Api, as: Session, id: number): Promise<string> {
  const name = (await groupById(api, as, id))!.creativeGroupName;
  cleanup(() => api.ok('renameCreativeGroup', { as, params: { creativeGroupId: id }, body: { creativeGroupName: name } }));
  return name;
}

/** Every creative the caller may see, page by page: uploads make the list grow. */
async function allCreatives(api: Api, as: Session) {
  const creatives: Array<{ creativeGroupId: number | null; creativeStatusId: number }> = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = (await api.ok('listCreatives', { as, body: { noOfEntries: 1000, pageNo } })).body.data;
    creatives.push(...page.filteredList);
    if (page.filteredList.length < 1000) return creatives;
  }
}

describe('listCreativeGroups', () => {
  it('defaults to page 1 of 20, sorted by -creativeGroupId', async ({ owner, api }) => {
    const data = await groups(api, owner);
    expect(data.filteredRecords).toBe(data.totalRecords);
    expect(data.creativeGroupList).toHaveLength(Math.min(20, data.totalRecords));
    const everything = await allGroups(api, owner);
    const newestFirst = ids(everything).sort((a, b) => b - a);
    expect(ids(data.creativeGroupList)).toEqual(newestFirst.slice(0, 20));
    const second = await groups(api, owner, { pageNo: 2 });
    expect(ids(second.creativeGroupList)).toEqual(newestFirst.slice(20, 40));
  });

  it('creativesCount of every group is the number of creatives the creative list holds in it, deleted ones included', async ({ owner, api }) => {
    const creatives = await allCreatives(api, owner);
    expect(creatives.some((c) => c.creativeGroupId !== null && Number(c.creativeStatusId) === 4)).toBe(true);
    for (const group of await allGroups(api, owner)) {
      expect(group.creativesCount, `group ${group.creativeGroupId}`).toBe(
        creatives.filter((c) => Number(c.creativeGroupId) === Number(group.creativeGroupId)).length,
      );
    }
  });

  it('totalRecords counts every group the caller may see whatever the filters and page; filteredRecords those that match', async ({ owner, api }) => {
    const everything = (await allGroups(api, owner)).length;
    const audioName = (await groupById(api, owner, await groupId(api, 'acmeAudio')))!.creativeGroupName;
    for (const filter of [{ platformCreativeTypeIds: [14] }, { searchField: audioName }, { creativeStatusIds: [3], pageNo: 2, noOfEntries: 1 }]) {
      const data = await groups(api, owner, filter);
      expect(data.filteredRecords).toBeLessThan(everything);
      expect(data.totalRecords).toBe(everything);
    }
  });

  it('sorts by another field when asked; for a field it does not sort by, the list or a 422 on sortBy (spec/DECISIONS.md C3)', async ({ api, owner }) => {
    const names = (await allGroups(api, owner, { sortBy: '+creativeGroupName' })).map((g) => g.creativeGroupName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const counts = (await allGroups(api, owner, { sortBy: '-creativesCount' })).map((g) => g.creativesCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const response = await api.call('listCreativeGroups', { as: owner, body: { sortBy: '-size', noOfEntries: 1000 } });
    expectContract(response, 'listCreativeGroups', response.status === 422 ? 422 : 200);
    if (response.status === 422) expectErrorField(errorsOf(response)[0], 'sortBy', 'listCreativeGroups', 422);
    else expect(ids(response.body.data.creativeGroupList).sort()).toEqual(ids(await allGroups(api, owner)).sort());
  });

  it('counts the creatives of each group as the creative list does', async ({ api, owner }) => {
    const display = await groupId(api, 'acmeDisplay');
    const [group] = (await groups(api, owner, { creativeGroupIds: [display] })).creativeGroupList;
    const listed = (await api.ok('listCreatives', { as: owner, body: { creativeGroupId: display } })).body.data;
    expect(listed.filteredRecords).toBeGreaterThan(0);
    expect(group).toMatchObject({ creativeGroupId: display, creativeTypeId: 11, creativesCount: listed.filteredRecords });
  });

  // What a search names, and the group it must find.
  const searches: Array<[string, (api: Api, as: Session) => Promise<string>, string]> = [
    ['group id', async (api) => String(await groupId(api, 'acmeHtml')), 'acmeHtml'],
    ['group name', async (api, as) => (await groupById(api, as, await groupId(api, 'acmeAudio')))!.creativeGroupName.toLowerCase(), 'acmeAudio'],
    ['creative id', async (api) => String(await creativeId(api, 'imagePending')), 'acmeDisplay'],
    ['creative name', async () => 'Holiday 15s Cutdown', 'acmeVideo'],
    ['third party id', async () => 'ACME-SPR', 'acmeDisplay'],
  ];
  for (const [what, searchOf, role] of searches) {
    it(`searchField matches the ${what}`, async ({ owner, api }) => {
      const found = await allGroups(api, owner, { searchField: await searchOf(api, owner) });
      expect(ids(found)).toContain(await groupId(api, role));
      expect(found.length).toBeLessThan((await allGroups(api, owner)).length);
    });
  }

  it('filters by type, status of a creative inside, group ids and creation time', async ({ owner, api }) => {
    const everything = await allGroups(api, owner);
    const videos = await allGroups(api, owner, { platformCreativeTypeIds: [14] });
    expect(videos.length).toBeGreaterThan(0);
    expect(ids(videos).sort()).toEqual(ids(everything.filter((g) => g.creativeTypeId === 14)).sort());
    const withPaused = ids(await allGroups(api, owner, { creativeStatusIds: [3] }));
    expect(withPaused).toContain(await groupId(api, 'acmeVideo'));
    expect(withPaused).not.toContain(await groupId(api, 'acmeHtml'));
    const native = await groupId(api, 'acmeNative');
    expect(ids(await allGroups(api, owner, { creativeGroupIds: [native, await groupId(api, 'otherWorkspaceDisplay')] }))).toEqual([native]);
    const since = Date.UTC(2025, 11, 1);
    const recent = await allGroups(api, owner, { startTime: since });
    expect(recent.length).toBeGreaterThan(0);
    expect(ids(recent).sort()).toEqual(ids(everything.filter((g) => g.createdAt >= since)).sort());
    const older = await allGroups(api, owner, { endTime: since });
    expect(ids(older).sort()).toEqual(ids(everything.filter((g) => g.createdAt <= since)).sort());
  });

  mockOnly('an empty id array filters nothing', 'spec/DECISIONS.md CR10: an empty array of ids, as none (CR7)', async ({ owner, api }) => {
    const endTime = Math.max(...(await allGroups(api, owner)).map((g) => Number(g.createdAt)));
    const unfiltered = ids(await allGroups(api, owner, { endTime }));
    expect(unfiltered.length).toBeGreaterThan(1);
    for (const field of ['creativeGroupIds', 'creativeStatusIds', 'platformCreativeTypeIds']) {
      expect(ids(await allGroups(api, owner, { endTime, [field]: [] })), field).toEqual(unfiltered);
    }
  });

  mockOnly(
    'startTime and endTime take a group created at exactly that instant',
    'spec/DECISIONS.md CR7 and CR10: bounds inclusive as the creative list has them',
    async ({ owner, api }) => {
      const id = await groupId(api, 'acmeNative');
      const createdAt = Number((await groupById(api, owner, id))!.createdAt);
      const within = async (bounds: Pick<CreativeGroupListRequest, 'startTime' | 'endTime'>) =>
        ids(await allGroups(api, owner, { creativeGroupIds: [id], ...bounds }));
      expect(await within({ startTime: createdAt })).toEqual([id]);
      expect(await within({ endTime: createdAt })).toEqual([id]);
      expect(await within({ startTime: createdAt + 1 })).toEqual([]);
      expect(await within({ endTime: createdAt - 1 })).toEqual([]);
    },
  );

  it('keeps workspaces apart; owIds narrows for a workspace user', async ({ owner, other, api }) => {
    const acme = ids(await allGroups(api, owner));
    const otherDisplay = await groupId(api, 'otherWorkspaceDisplay');
    expect(acme).not.toContain(otherDisplay);
    const theirs = ids(await allGroups(api, other));
    expect(theirs).toContain(otherDisplay);
    expect(theirs.filter((id) => acme.includes(id))).toEqual([]);
    const customer = ids(await allGroups(api, owner, { owIds: [await orgId(api, 'customer')] }));
    expect(customer).toContain(await groupId(api, 'northwindDisplay'));
    expect(customer).not.toContain(await groupId(api, 'acmeDisplay'));
  });

  it('owIds is 403 for a caller acting in a customer', async ({ api, owner }) => {
    const customer = await orgId(api, 'customer');
    expectErrors(
      await api.refusals('listCreativeGroups', { as: owner, owId: customer, body: { owIds: [customer] } }, 403),
      [{ error: messages.owIdsWorkspaceOnly, field: 'owIds' }],
      'listCreativeGroups',
      403,
    );
  });
});

describe('renameCreativeGroup', () => {
  it('renames the group; the list shows the new name', async ({ api, owner }) => {
    const id = await groupId(api, 'acmeDisplay');
    await restoreNameLater(api, owner, id);
    const response = await api.ok('renameCreativeGroup', { as: owner, params: { creativeGroupId: id }, body: { creativeGroupName: '  Spring 2026 Display ' } });
    expect(response.body.data.message).toEqual(expect.any(String));
    expect((await groupById(api, owner, id))!.creativeGroupName).toBe('Spring 2026 Display');
  });

  mockOnly('answers that the group was renamed', 'spec/DECISIONS.md CR10: the words of the message', async ({ api, owner }) => {
    const id = await groupId(api, 'acmeNative');
    const name = await restoreNameLater(api, owner, id);
    const response = await api.ok('renameCreativeGroup', { as: owner, params: { creativeGroupId: id }, body: { creativeGroupName: `${name} (renamed)` } });
    expect(response.body.data).toEqual({ message: 'Creative group renamed successfully.' });
  });

  it('refuses a blank name with 422 and keeps the old one', async ({ api, owner }) => {
    const params = { creativeGroupId: await groupId(api, 'acmeAudio') };
    const name = await restoreNameLater(api, owner, params.creativeGroupId);
    expectErrors(
      await api.refusals('renameCreativeGroup', { as: owner, params, body: { creativeGroupName: '   ' } }, 422),
      [{ error: messages.blankText, field: 'creativeGroupName' }],
      'renameCreativeGroup',
      422,
    );
    const empty = await api.expect('renameCreativeGroup', { as: owner, params, body: { creativeGroupName: '' } }, 422);
    expectErrorField(errorsOf(empty)[0], 'creativeGroupName', 'renameCreativeGroup', 422);
    expect((await groupById(api, owner, params.creativeGroupId))!.creativeGroupName).toBe(name);
  });

  it('refuses a missing or mistyped name with 400', async ({ api, owner }) => {
    const params = { creativeGroupId: await groupId(api, 'acmeAudio') };
    for (const body of [{}, { creativeGroupName: 12 }]) {
      const errors = await api.refusals('renameCreativeGroup', { as: owner, params, body }, 400);
      expectErrorField(errors[0], 'creativeGroupName', 'renameCreativeGroup', 400);
    }
  });

  it('answers 404 for a group of another workspace (left unchanged) and for an unknown id', async ({ api, owner, other }) => {
    const theirs = await groupId(api, 'otherWorkspaceDisplay');
    const name = (await groupById(api, other, theirs))!.creativeGroupName;
    for (const creativeGroupId of [theirs, 999_999]) {
      expectErrors(
        await api.refusals('renameCreativeGroup', { as: owner, params: { creativeGroupId }, body: { creativeGroupName: 'Taken over' } }, 404),
        [{ error: messages.creativeGroupNotFound, field: 'creativeGroupId' }],
        'renameCreativeGroup',
        404,
      );
    }
    expect((await groupById(api, other, theirs))!.creativeGroupName).toBe(name);
  });
});
