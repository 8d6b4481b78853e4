import { describe, expect, it } from 'vitest';
import { CreativeId } from '../../fixtures/campaigns.ts';
import { CreativeGroupId } from '../../fixtures/creatives.ts';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';

const suite = useTarget();

interface Group {
  creativeGroupId: number;
  creativeGroupName: string;
  creativeTypeId: number;
  createdAt: number;
  creativesCount: number;
}

async function groups(as: Session, body: Record<string, unknown> = {}) {
  return (await callOk(suite.current, 'listCreativeGroups', { as, body })).body.data as { totalRecords: number; filteredRecords: number; creativeGroupList: Group[] };
}

const ids = (list: Group[]) => list.map((g) => g.creativeGroupId);

async function allGroups(as: Session, body: Record<string, unknown> = {}) {
  return (await groups(as, { ...body, noOfEntries: 1000 })).creativeGroupList;
}

describe('listCreativeGroups', () => {
  it('defaults to page 1 of 20, sorted by -creativeGroupId', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = await groups(owner);
    expect(data.totalRecords).toBeGreaterThan(20);
    expect(data.filteredRecords).toBe(data.totalRecords);
    expect(data.creativeGroupList).toHaveLength(20);
    const everything = await allGroups(owner);
    expect(ids(data.creativeGroupList)).toEqual(ids(everything).sort((a, b) => b - a).slice(0, 20));
    const second = await groups(owner, { pageNo: 2 });
    expect(ids(second.creativeGroupList)).toEqual(ids(everything).sort((a, b) => b - a).slice(20, 40));
  });

  it('creativesCount of every group is the number of creatives the creative list holds in it, deleted ones included', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const creatives = (await callOk(suite.current, 'listCreatives', { as: owner, body: { noOfEntries: 1000 } })).body.data.filteredList as Array<{ creativeGroupId: number | null; creativeStatusId: number }>;
    expect(creatives.some((c) => c.creativeGroupId !== null && c.creativeStatusId === 4)).toBe(true);
    for (const group of await allGroups(owner)) {
      expect(group.creativesCount, `group ${group.creativeGroupId}`).toBe(creatives.filter((c) => c.creativeGroupId === group.creativeGroupId).length);
    }
  });

  it('totalRecords counts every group the caller may see whatever the filters and page; filteredRecords those that match', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const everything = (await allGroups(owner)).length;
    for (const filter of [{ platformCreativeTypeIds: [14] }, { searchField: 'acme radio' }, { creativeStatusIds: [3], pageNo: 2, noOfEntries: 1 }]) {
      const data = await groups(owner, filter);
      expect(data.filteredRecords).toBeLessThan(everything);
      expect(data.totalRecords).toBe(everything);
    }
  });

  it('sorts by another field when asked, and refuses an unknown one with the seed 422', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const names = (await allGroups(owner, { sortBy: '+creativeGroupName' })).map((g) => g.creativeGroupName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const counts = (await allGroups(owner, { sortBy: '-creativesCount' })).map((g) => g.creativesCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const response = expectContract(await call(suite.current, 'listCreativeGroups', { as: owner, body: { sortBy: '-size' } }), 'listCreativeGroups', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.invalidSortBy, field: 'sortBy' }]);
  });

  it('counts the creatives of each group as the creative list does', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const [display] = await allGroups(owner, { creativeGroupIds: [CreativeGroupId.acmeDisplay] });
    const listed = (await callOk(suite.current, 'listCreatives', { as: owner, body: { creativeGroupId: CreativeGroupId.acmeDisplay } })).body.data;
    expect(display).toMatchObject({ creativeGroupName: 'Acme Spring Display', creativeTypeId: 11, creativesCount: listed.filteredRecords });
    expect(listed.filteredRecords).toBe(2);
  });

  const searches: Array<[string, string, number]> = [
    ['group id', String(CreativeGroupId.acmeHtml), CreativeGroupId.acmeHtml],
    ['group name', 'acme radio', CreativeGroupId.acmeAudio],
    ['creative id', String(CreativeId.imagePending), CreativeGroupId.acmeDisplay],
    ['creative name', 'Holiday 15s Cutdown', CreativeGroupId.acmeVideo],
    ['third party id', 'ACME-SPR', CreativeGroupId.acmeDisplay],
  ];
  for (const [what, searchField, groupId] of searches) {
    it(`searchField matches the ${what}`, async () => {
      const owner = await login(suite.current, 'workspaceOwner');
      const found = await allGroups(owner, { searchField });
      expect(ids(found)).toContain(groupId);
      expect(found.length).toBeLessThan((await allGroups(owner)).length);
    });
  }

  it('filters by type, status of a creative inside, group ids and creation time', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const everything = await allGroups(owner);
    const videos = await allGroups(owner, { platformCreativeTypeIds: [14] });
    expect(videos.length).toBeGreaterThan(0);
    expect(ids(videos).sort()).toEqual(ids(everything.filter((g) => g.creativeTypeId === 14)).sort());
    const withPaused = ids(await allGroups(owner, { creativeStatusIds: [3] }));
    expect(withPaused).toContain(CreativeGroupId.acmeVideo);
    expect(withPaused).not.toContain(CreativeGroupId.acmeHtml);
    expect(ids(await allGroups(owner, { creativeGroupIds: [CreativeGroupId.acmeNative, CreativeGroupId.otherWorkspaceDisplay] }))).toEqual([CreativeGroupId.acmeNative]);
    const since = Date.UTC(2025, 11, 1);
    const recent = await allGroups(owner, { startTime: since });
    expect(recent.length).toBeGreaterThan(0);
    expect(ids(recent).sort()).toEqual(ids(everything.filter((g) => g.createdAt >= since)).sort());
    const older = await allGroups(owner, { endTime: since });
    expect(ids(older).sort()).toEqual(ids(everything.filter((g) => g.createdAt <= since)).sort());
  });

  it('keeps workspaces apart; owIds narrows for a workspace user and is 403 for anyone else', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect(ids(await allGroups(owner))).not.toContain(CreativeGroupId.otherWorkspaceDisplay);
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect(ids(await allGroups(other))).toEqual([CreativeGroupId.otherWorkspaceDisplay]);
    expect(ids(await allGroups(owner, { owIds: [1002] }))).toEqual([CreativeGroupId.northwindDisplay]);
    const response = expectContract(await call(suite.current, 'listCreativeGroups', { as: owner, owId: 1002, body: { owIds: [1002] } }), 'listCreativeGroups', 403);
    expect(errorsOf(response)).toEqual([{ error: messages.owIdsWorkspaceOnly, field: 'owIds' }]);
  });
});

describe('renameCreativeGroup', () => {
  it('renames the group; the list shows the new name', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'renameCreativeGroup', { as: owner, params: { creativeGroupId: CreativeGroupId.acmeDisplay }, body: { creativeGroupName: '  Spring 2026 Display ' } });
    expect(response.body.data.message).toEqual(expect.any(String));
    const [group] = await allGroups(owner, { creativeGroupIds: [CreativeGroupId.acmeDisplay] });
    expect(group!.creativeGroupName).toBe('Spring 2026 Display');
  });

  it('accepts 255 characters and refuses 256 with 422 naming creativeGroupName', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const params = { creativeGroupId: CreativeGroupId.acmeVideo };
    await callOk(suite.current, 'renameCreativeGroup', { as: owner, params, body: { creativeGroupName: 'v'.repeat(255) } });
    const response = expectContract(await call(suite.current, 'renameCreativeGroup', { as: owner, params, body: { creativeGroupName: 'v'.repeat(256) } }), 'renameCreativeGroup', 422);
    expect(errorsOf(response)[0]?.field).toBe('creativeGroupName');
  });

  it('refuses a blank name with 422 and keeps the old one', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const params = { creativeGroupId: CreativeGroupId.acmeAudio };
    const blank = expectContract(await call(suite.current, 'renameCreativeGroup', { as: owner, params, body: { creativeGroupName: '   ' } }), 'renameCreativeGroup', 422);
    expect(errorsOf(blank)).toEqual([{ error: messages.blankText, field: 'creativeGroupName' }]);
    const empty = expectContract(await call(suite.current, 'renameCreativeGroup', { as: owner, params, body: { creativeGroupName: '' } }), 'renameCreativeGroup', 422);
    expect(errorsOf(empty)[0]?.field).toBe('creativeGroupName');
    const [group] = await allGroups(owner, { creativeGroupIds: [CreativeGroupId.acmeAudio] });
    expect(group!.creativeGroupName).toBe('Acme Radio');
  });

  it('refuses a missing or mistyped name with 400', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const params = { creativeGroupId: CreativeGroupId.acmeAudio };
    for (const body of [{}, { creativeGroupName: 12 }]) {
      const response = expectContract(await call(suite.current, 'renameCreativeGroup', { as: owner, params, body }), 'renameCreativeGroup', 400);
      expect(errorsOf(response)[0]?.field).toBe('creativeGroupName');
    }
  });

  it('answers 404 for a group of another workspace (left unchanged) and for an unknown id', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const creativeGroupId of [CreativeGroupId.otherWorkspaceDisplay, 999_999]) {
      const response = expectContract(await call(suite.current, 'renameCreativeGroup', { as: owner, params: { creativeGroupId }, body: { creativeGroupName: 'Taken over' } }), 'renameCreativeGroup', 404);
      expect(errorsOf(response)).toEqual([{ error: messages.creativeGroupNotFound, field: 'creativeGroupId' }]);
    }
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect((await allGroups(other))[0]!.creativeGroupName).toBe('Initech Brand Display');
  });
});
