import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { cleanup, profileId } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';

const suite = useTarget();

interface Group {
  creativeGroupId: number;
  creativeGroupName: string;
  creativeTypeId: number;
  createdAt: number;
  creativesCount: number;
}

const owner = () => session(suite.current, 'workspaceOwner');
/** Notable records of the target's world, by role (profile `notableIds`). */
const groupId = (role: string) => profileId(suite, 'creativeGroups', role);
const creativeId = (role: string) => profileId(suite, 'creatives', role);
const orgId = (role: string) => profileId(suite, 'organizations', role);

async function groups(as: Session, body: Record<string, unknown> = {}) {
  return (await callOk(suite.current, 'listCreativeGroups', { as, body })).body.data as { totalRecords: number; filteredRecords: number; creativeGroupList: Group[] };
}

const ids = (list: Group[]) => list.map((g) => Number(g.creativeGroupId));

async function allGroups(as: Session, body: Record<string, unknown> = {}) {
  return (await groups(as, { ...body, noOfEntries: 1000 })).creativeGroupList;
}

async function groupById(as: Session, id: number): Promise<Group | undefined> {
  return (await allGroups(as, { creativeGroupIds: [id] }))[0];
}

/** Renames the group back to the name it has now when the test ends. */
async function restoreNameLater(as: Session, id: number): Promise<string> {
  const name = (await groupById(as, id))!.creativeGroupName;
  cleanup(() => callOk(suite.current, 'renameCreativeGroup', { as, params: { creativeGroupId: id }, body: { creativeGroupName: name } }));
  return name;
}

/** Every creative the caller may see, page by page: uploads make the list grow. */
async function allCreatives(as: Session) {
  const creatives: Array<{ creativeGroupId: number | null; creativeStatusId: number }> = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = (await callOk(suite.current, 'listCreatives', { as, body: { noOfEntries: 1000, pageNo } })).body.data;
    creatives.push(...page.filteredList);
    if (page.filteredList.length < 1000) return creatives;
  }
}

describe('listCreativeGroups', () => {
  it('defaults to page 1 of 20, sorted by -creativeGroupId', async () => {
    const as = await owner();
    const data = await groups(as);
    expect(data.filteredRecords).toBe(data.totalRecords);
    expect(data.creativeGroupList).toHaveLength(Math.min(20, data.totalRecords));
    const everything = await allGroups(as);
    const newestFirst = ids(everything).sort((a, b) => b - a);
    expect(ids(data.creativeGroupList)).toEqual(newestFirst.slice(0, 20));
    const second = await groups(as, { pageNo: 2 });
    expect(ids(second.creativeGroupList)).toEqual(newestFirst.slice(20, 40));
  });

  it('creativesCount of every group is the number of creatives the creative list holds in it, deleted ones included', async () => {
    const as = await owner();
    const creatives = await allCreatives(as);
    expect(creatives.some((c) => c.creativeGroupId !== null && Number(c.creativeStatusId) === 4)).toBe(true);
    for (const group of await allGroups(as)) {
      expect(group.creativesCount, `group ${group.creativeGroupId}`).toBe(creatives.filter((c) => Number(c.creativeGroupId) === Number(group.creativeGroupId)).length);
    }
  });

  it('totalRecords counts every group the caller may see whatever the filters and page; filteredRecords those that match', async () => {
    const as = await owner();
    const everything = (await allGroups(as)).length;
    const audioName = (await groupById(as, await groupId('acmeAudio')))!.creativeGroupName;
    for (const filter of [{ platformCreativeTypeIds: [14] }, { searchField: audioName }, { creativeStatusIds: [3], pageNo: 2, noOfEntries: 1 }]) {
      const data = await groups(as, filter);
      expect(data.filteredRecords).toBeLessThan(everything);
      expect(data.totalRecords).toBe(everything);
    }
  });

  it('sorts by another field when asked; for a field it does not sort by, the list or a 422 on sortBy (spec/DECISIONS.md C3)', async () => {
    const as = await owner();
    const names = (await allGroups(as, { sortBy: '+creativeGroupName' })).map((g) => g.creativeGroupName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const counts = (await allGroups(as, { sortBy: '-creativesCount' })).map((g) => g.creativesCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const response = await call(suite.current, 'listCreativeGroups', { as, body: { sortBy: '-size', noOfEntries: 1000 } });
    expectContract(response, 'listCreativeGroups', response.status === 422 ? 422 : 200);
    if (response.status === 422) expect(errorsOf(response)[0]?.field).toBe('sortBy');
    else expect(ids(response.body.data.creativeGroupList).sort()).toEqual(ids(await allGroups(as)).sort());
  });

  it('counts the creatives of each group as the creative list does [smoke]', async () => {
    const as = await owner();
    const display = await groupId('acmeDisplay');
    const [group] = (await groups(as, { creativeGroupIds: [display] })).creativeGroupList;
    const listed = (await callOk(suite.current, 'listCreatives', { as, body: { creativeGroupId: display } })).body.data;
    expect(listed.filteredRecords).toBeGreaterThan(0);
    expect(group).toMatchObject({ creativeGroupId: display, creativeTypeId: 11, creativesCount: listed.filteredRecords });
  });

  // What a search names, and the group it must find.
  const searches: Array<[string, (as: Session) => Promise<string>, string]> = [
    ['group id', async () => String(await groupId('acmeHtml')), 'acmeHtml'],
    ['group name', async (as) => (await groupById(as, await groupId('acmeAudio')))!.creativeGroupName.toLowerCase(), 'acmeAudio'],
    ['creative id', async () => String(await creativeId('imagePending')), 'acmeDisplay'],
    ['creative name', async () => 'Holiday 15s Cutdown', 'acmeVideo'],
    ['third party id', async () => 'ACME-SPR', 'acmeDisplay'],
  ];
  for (const [what, searchOf, role] of searches) {
    it(`searchField matches the ${what}`, async () => {
      const as = await owner();
      const found = await allGroups(as, { searchField: await searchOf(as) });
      expect(ids(found)).toContain(await groupId(role));
      expect(found.length).toBeLessThan((await allGroups(as)).length);
    });
  }

  it('filters by type, status of a creative inside, group ids and creation time', async () => {
    const as = await owner();
    const everything = await allGroups(as);
    const videos = await allGroups(as, { platformCreativeTypeIds: [14] });
    expect(videos.length).toBeGreaterThan(0);
    expect(ids(videos).sort()).toEqual(ids(everything.filter((g) => g.creativeTypeId === 14)).sort());
    const withPaused = ids(await allGroups(as, { creativeStatusIds: [3] }));
    expect(withPaused).toContain(await groupId('acmeVideo'));
    expect(withPaused).not.toContain(await groupId('acmeHtml'));
    const native = await groupId('acmeNative');
    expect(ids(await allGroups(as, { creativeGroupIds: [native, await groupId('otherWorkspaceDisplay')] }))).toEqual([native]);
    const since = Date.UTC(2025, 11, 1);
    const recent = await allGroups(as, { startTime: since });
    expect(recent.length).toBeGreaterThan(0);
    expect(ids(recent).sort()).toEqual(ids(everything.filter((g) => g.createdAt >= since)).sort());
    const older = await allGroups(as, { endTime: since });
    expect(ids(older).sort()).toEqual(ids(everything.filter((g) => g.createdAt <= since)).sort());
  });

  it('keeps workspaces apart; owIds narrows for a workspace user', async () => {
    const as = await owner();
    const acme = ids(await allGroups(as));
    const otherDisplay = await groupId('otherWorkspaceDisplay');
    expect(acme).not.toContain(otherDisplay);
    const theirs = ids(await allGroups(await session(suite.current, 'otherWorkspaceUser')));
    expect(theirs).toContain(otherDisplay);
    expect(theirs.filter((id) => acme.includes(id))).toEqual([]);
    const customer = ids(await allGroups(as, { owIds: [await orgId('customer')] }));
    expect(customer).toContain(await groupId('northwindDisplay'));
    expect(customer).not.toContain(await groupId('acmeDisplay'));
  });

  it('owIds is 403 for a caller acting in a customer [smoke]', async () => {
    const customer = await orgId('customer');
    const response = expectContract(await call(suite.current, 'listCreativeGroups', { as: await owner(), owId: customer, body: { owIds: [customer] } }), 'listCreativeGroups', 403);
    expect(errorsOf(response)).toEqual([{ error: messages.owIdsWorkspaceOnly, field: 'owIds' }]);
  });
});

describe('renameCreativeGroup', () => {
  it('renames the group; the list shows the new name [smoke]', async () => {
    const as = await owner();
    const id = await groupId('acmeDisplay');
    await restoreNameLater(as, id);
    const response = await callOk(suite.current, 'renameCreativeGroup', { as, params: { creativeGroupId: id }, body: { creativeGroupName: '  Spring 2026 Display ' } });
    expect(response.body.data.message).toEqual(expect.any(String));
    expect((await groupById(as, id))!.creativeGroupName).toBe('Spring 2026 Display');
  });

  it('refuses a blank name with 422 and keeps the old one [smoke]', async () => {
    const as = await owner();
    const params = { creativeGroupId: await groupId('acmeAudio') };
    const name = await restoreNameLater(as, params.creativeGroupId);
    const blank = expectContract(await call(suite.current, 'renameCreativeGroup', { as, params, body: { creativeGroupName: '   ' } }), 'renameCreativeGroup', 422);
    expect(errorsOf(blank)).toEqual([{ error: messages.blankText, field: 'creativeGroupName' }]);
    const empty = expectContract(await call(suite.current, 'renameCreativeGroup', { as, params, body: { creativeGroupName: '' } }), 'renameCreativeGroup', 422);
    expect(errorsOf(empty)[0]?.field).toBe('creativeGroupName');
    expect((await groupById(as, params.creativeGroupId))!.creativeGroupName).toBe(name);
  });

  it('refuses a missing or mistyped name with 400', async () => {
    const as = await owner();
    const params = { creativeGroupId: await groupId('acmeAudio') };
    for (const body of [{}, { creativeGroupName: 12 }]) {
      const response = expectContract(await call(suite.current, 'renameCreativeGroup', { as, params, body }), 'renameCreativeGroup', 400);
      expect(errorsOf(response)[0]?.field).toBe('creativeGroupName');
    }
  });

  it('answers 404 for a group of another workspace (left unchanged) and for an unknown id', async () => {
    const as = await owner();
    const other = await session(suite.current, 'otherWorkspaceUser');
    const theirs = await groupId('otherWorkspaceDisplay');
    const name = (await groupById(other, theirs))!.creativeGroupName;
    for (const creativeGroupId of [theirs, 999_999]) {
      const response = expectContract(await call(suite.current, 'renameCreativeGroup', { as, params: { creativeGroupId }, body: { creativeGroupName: 'Taken over' } }), 'renameCreativeGroup', 404);
      expect(errorsOf(response)).toEqual([{ error: messages.creativeGroupNotFound, field: 'creativeGroupId' }]);
    }
    expect((await groupById(other, theirs))!.creativeGroupName).toBe(name);
  });
});
