import { randomUUID } from 'node:crypto';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';
import type { CreativeCountByStatusRequest, CreativeFilter, CreativeListItem, CreativeListRequest } from '../../spec/generated/types.ts';

useTarget();

/** Notable records of the target's world, by role (profile `notableIds`). */
const creativeId = (api: Api, role: string) => api.ids.of('creatives', role);
const campaignId = (api: Api, role: string) => api.ids.of('campaigns', role);
const groupId = (api: Api, role: string) => api.ids.of('creativeGroups', role);
const orgId = (api: Api, role: string) => api.ids.organization(role);

/** A value the contract lets an implementation answer as null instead. */
const orNull = (value: unknown) => expect.toBeOneOf([value, null]);

async function list(api: Api, as: Session, body: CreativeListRequest = {}) {
  return (await api.ok('listCreatives', { as, body })).body.data;
}

/** Every creative matching the filter, page by page: uploads make the list grow. */
async function all(api: Api, as: Session, filter: CreativeListRequest = {}) {
  const items: CreativeListItem[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = (await list(api, as, { ...filter, noOfEntries: 1000, pageNo, includeOrganizationDetails: true })).filteredList;
    items.push(...page);
    if (page.length < 1000) return items;
  }
}

const ids = (items: CreativeListItem[]) => items.map((i) => i.creativeId);

describe('listCreatives', () => {
  it('defaults to page 1 of 20, newest id first, over every creative of the workspace and its customers', async ({ owner, api }) => {
    const data = await list(api, owner);
    expect(data.totalRecords).toBeGreaterThan(20);
    expect(data.filteredRecords).toBe(data.totalRecords);
    expect(data.filteredList).toHaveLength(20);
    const everything = await all(api, owner);
    expect(everything).toHaveLength(data.totalRecords);
    expect(ids(data.filteredList)).toEqual(
      ids(everything)
        .sort((a, b) => b - a)
        .slice(0, 20),
    );
    const owners = new Set(everything.map((i) => Number(i.organizationDetails!.owId)));
    expect(owners).toEqual(new Set([await orgId(api, 'workspace'), await orgId(api, 'customer'), await orgId(api, 'siblingCustomer')]));
  });

  it('pages with pageNo and noOfEntries; a page past the end is empty', async ({ owner, api }) => {
    const first = await list(api, owner, { noOfEntries: 7 });
    const second = await list(api, owner, { noOfEntries: 7, pageNo: 2 });
    const both = await list(api, owner, { noOfEntries: 14 });
    expect([...ids(first.filteredList), ...ids(second.filteredList)]).toEqual(ids(both.filteredList));
    const pastTheEnd = Math.ceil(both.totalRecords / 20) + 1;
    expect((await list(api, owner, { pageNo: pastTheEnd })).filteredList).toEqual([]);
  });

  it("never shows another workspace's creatives, and the other workspace sees only its own", async ({ api, owner }) => {
    const theirImage = await creativeId(api, 'otherWorkspaceImage');
    expect(ids(await all(api, owner))).not.toContain(theirImage);
    const theirs = await all(api, await api.session('otherWorkspaceUser'));
    expect(ids(theirs)).toContain(theirImage);
    const other = await orgId(api, 'otherWorkspace');
    expect(theirs.every((i) => Number(i.organizationDetails!.owId) === other)).toBe(true);
  });

  /** A filter and the rule a creative that matches it keeps. */
  type Narrowing = (api: Api) => Promise<[CreativeFilter, (i: CreativeListItem) => boolean]>;
  const narrowing: Array<[string, Narrowing]> = [
    ['platformCreativeTypeIds', async () => [{ platformCreativeTypeIds: [14, 17] }, (i) => [14, 17].includes(Number(i.platformCreativeTypeId))]],
    ['creativeStatusIds', async () => [{ creativeStatusIds: [3] }, (i) => Number(i.creativeStatusId) === 3]],
    [
      'creativeGroupId',
      async (api) => {
        const group = await groupId(api, 'acmeDisplay');
        return [{ creativeGroupId: group }, (i) => Number(i.creativeGroupId) === group];
      },
    ],
    [
      'campaignIds',
      async (api) => {
        const running = await campaignId(api, 'running');
        return [{ campaignIds: [running] }, (i) => i.campaignDetails.campaignIds.map(Number).includes(running)];
      },
    ],
    ['searchField (name)', async () => [{ searchField: 'spring' }, (i) => i.creativeName.toLowerCase().includes('spring')]],
    [
      'searchField (id)',
      async (api) => {
        const video = String(await creativeId(api, 'videoRunning'));
        return [{ searchField: video }, (i) => String(i.creativeId).includes(video)];
      },
    ],
    ['startTime', async () => [{ startTime: Date.UTC(2025, 11, 1) }, (i) => Number(i.createdAt) >= Date.UTC(2025, 11, 1)]],
    ['endTime', async () => [{ endTime: Date.UTC(2025, 9, 1) }, (i) => Number(i.createdAt) <= Date.UTC(2025, 9, 1)]],
    [
      'owIds',
      async (api) => {
        const customer = await orgId(api, 'customer');
        return [{ owIds: [customer] }, (i) => Number(i.organizationDetails!.owId) === customer];
      },
    ],
  ];
  for (const [name, narrowingOf] of narrowing) {
    it(`${name} narrows the list to exactly the creatives that match`, async ({ owner, api }) => {
      const [filter, keeps] = await narrowingOf(api);
      const everything = await all(api, owner);
      const expected = everything.filter(keeps);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(everything.length);
      expect(ids(await all(api, owner, filter)).sort()).toEqual(ids(expected).sort());
      expect((await list(api, owner, filter)).filteredRecords).toBe(expected.length);
    });
  }

  it('totalRecords counts every creative the caller may see whatever the filters and page; filteredRecords those that match', async ({ api, owner }) => {
    const everything = (await all(api, owner)).length;
    for (const filter of [{ creativeStatusIds: [3] }, { searchField: 'spring' }, { platformCreativeTypeIds: [14, 17], pageNo: 2, noOfEntries: 1 }]) {
      const listed = await list(api, owner, filter);
      expect(listed.filteredRecords).toBeLessThan(everything);
      expect(listed.totalRecords).toBe(everything);
      const counted = (await api.ok('countCreativesByType', { as: owner, body: filter })).body.data;
      expect(counted).toMatchObject({ totalRecords: everything, filteredRecords: listed.filteredRecords });
    }
  });

  it('creativeIds narrows to the listed ids the caller may see (a foreign id matches nothing)', async ({ owner, api }) => {
    const [image, html] = [await creativeId(api, 'imageRunning'), await creativeId(api, 'htmlRunning')];
    const data = await list(api, owner, { creativeIds: [image, html, await creativeId(api, 'otherWorkspaceImage')] });
    expect(ids(data.filteredList)).toEqual([image, html].sort((a, b) => b - a));
  });

  it("campaignIds of another workspace's campaign match nothing, alone or beside the workspace's own", async ({ owner, api }) => {
    const [running, theirs] = [await campaignId(api, 'running'), await campaignId(api, 'otherWorkspaceRunning')];
    expect((await list(api, owner, { campaignIds: [theirs] })).filteredRecords).toBe(0);
    const own = await all(api, owner, { campaignIds: [running] });
    const mixed = await all(api, owner, { campaignIds: [running, theirs] });
    expect(ids(mixed)).toEqual(ids(own));
  });

  it('owIds of another workspace match nothing; allOwIds wins over owIds', async ({ owner, api }) => {
    expect((await list(api, owner, { owIds: [await orgId(api, 'otherWorkspace')] })).filteredRecords).toBe(0);
    const everything = await list(api, owner);
    const allOw = await list(api, owner, { owIds: [await orgId(api, 'customer')], allOwIds: true });
    expect(allOw.filteredRecords).toBe(everything.filteredRecords);
  });

  it('a caller acting in a customer (not a workspace user) gets 403 for owIds and for allOwIds', async ({ api, owner }) => {
    const customer = await orgId(api, 'customer');
    expectErrors(
      await api.refusals('listCreatives', { as: owner, owId: customer, body: { owIds: [customer] } }, 403),
      [{ error: messages.owIdsWorkspaceOnly, field: 'owIds' }],
      'listCreatives',
      403,
    );
    expectErrors(
      await api.refusals('listCreatives', { as: owner, owId: customer, body: { allOwIds: true } }, 403),
      [{ error: messages.owIdsWorkspaceOnly, field: 'allOwIds' }],
      'listCreatives',
      403,
    );
  });

  it("a caller acting in a customer sees that customer's creatives only", async ({ api, owner }) => {
    const customer = await orgId(api, 'customer');
    const data = await api.call('listCreatives', { as: owner, owId: customer, body: { noOfEntries: 1000, includeOrganizationDetails: true } });
    const items: CreativeListItem[] = expectContract(data, 'listCreatives', 200).body.data.filteredList;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => Number(i.organizationDetails!.owId) === customer)).toBe(true);
  });

  it('adds organization and user details only when asked', async ({ api, owner }) => {
    const image = await creativeId(api, 'imageRunning');
    const [plain] = (await list(api, owner, { creativeIds: [image] })).filteredList;
    for (const field of ['creativeSource', 'creativeSourceType', 'clickUrl', 'organizationDetails', 'organizationLogo', 'userDetails'])
      expect(plain).not.toHaveProperty(field);
    const [full] = (await list(api, owner, { creativeIds: [image], includeOrganizationDetails: true, includeUserDetails: true })).filteredList;
    const workspace = api.profile.organizations?.find((o) => Number(o.owId) === owner.owId);
    expect(full).toMatchObject({
      organizationDetails: { owId: owner.owId, organizationName: workspace?.organizationName },
      organizationLogo: expect.any(String),
      userDetails: { uowId: api.personas.workspaceOwner!.uowId },
    });
  });

  it('includeCreativeSourceDetails adds source, type and click URL for a caller acting in an advertiser', async ({ api, owner }) => {
    const customer = await orgId(api, 'customer');
    const asAdvertiser = (api: Api, body: CreativeListRequest) =>
      api.call('listCreatives', { as: owner, owId: customer, body: { ...body, noOfEntries: 1000 } });
    const plain: CreativeListItem[] = expectContract(await asAdvertiser(api, {}), 'listCreatives', 200).body.data.filteredList;
    expect(plain.length).toBeGreaterThan(0);
    for (const item of plain) for (const field of ['creativeSource', 'creativeSourceType', 'clickUrl']) expect(item).not.toHaveProperty(field);
    const detailed: CreativeListItem[] = expectContract(await asAdvertiser(api, { includeCreativeSourceDetails: true }), 'listCreatives', 200).body.data
      .filteredList;
    expect(ids(detailed)).toEqual(ids(plain));
    for (const item of detailed)
      expect(item).toMatchObject({ creativeSource: expect.any(String), creativeSourceType: expect.stringMatching(/^(file|URL|HTML|vast-xml)$/) });
    expect(detailed.every((item) => 'clickUrl' in item)).toBe(true);
  });

  it('includeCreativeSourceDetails is advertiser only: a workspace user asking for it gets 403 naming it', async ({ api, owner }) => {
    expectErrors(
      await api.refusals('listCreatives', { as: owner, body: { includeCreativeSourceDetails: true } }, 403),
      [{ error: messages.sourceDetailsAdvertiserOnly, field: 'includeCreativeSourceDetails' }],
      'listCreatives',
      403,
    );
    await api.expect('listCreatives', { as: owner, body: { includeCreativeSourceDetails: false } }, 200);
  });

  it('a list item carries its size, campaigns and group', async ({ owner, api }) => {
    const [item] = (await list(api, owner, { creativeIds: [await creativeId(api, 'imageRunning')] })).filteredList;
    expect(item).toMatchObject({
      creativeWidth: orNull(300),
      creativeHeight: orNull(250),
      rtbCreativeTypeId: 1,
      subMediaType: orNull('png'),
      approvalRequiredPostUrlUpdate: true,
      creativeGroupId: orNull(await groupId(api, 'acmeDisplay')),
    });
    expect(item!.campaignDetails.campaignIds.map(Number)).toEqual(
      expect.arrayContaining([await campaignId(api, 'running'), await campaignId(api, 'runningPolitical')]),
    );
  });

  it("every item's rtbCreativeTypeId is the RTB type the creative type list gives its platform type", async ({ owner, api }) => {
    const types = (await api.ok('listCreativeTypes', { as: owner })).body.data.data;
    const rtbOf = new Map(types.map((t) => [Number(t.id), Number(t.rtbTypeId)]));
    const everything = await all(api, owner);
    expect(new Set(everything.map((i) => Number(i.platformCreativeTypeId)))).toEqual(new Set(rtbOf.keys()));
    for (const item of everything) expect(Number(item.rtbCreativeTypeId), `creative ${item.creativeId}`).toBe(rtbOf.get(Number(item.platformCreativeTypeId)));
  });

  mockOnly('an empty id array filters nothing', 'spec/DECISIONS.md CR7: an empty array of ids, as none', async ({ owner, api }) => {
    // Bounded by creation time, so that uploads made meanwhile leave both lists alike.
    const endTime = Math.max(...(await all(api, owner)).map((i) => Number(i.createdAt)));
    const unfiltered = ids(await all(api, owner, { endTime }));
    expect(unfiltered.length).toBeGreaterThan(1);
    for (const field of ['creativeIds', 'creativeStatusIds', 'platformCreativeTypeIds', 'campaignIds']) {
      expect(ids(await all(api, owner, { endTime, [field]: [] })), field).toEqual(unfiltered);
    }
  });

  mockOnly(
    "a list item's thumbnail, subMediaType and approvalRequiredPostUrlUpdate follow its source and status",
    'spec/DECISIONS.md CR7: what the three fields hold',
    async ({ owner, api }) => {
      const key = randomUUID();
      const request = JSON.stringify({
        [key]: {
          creativeName: uniqueName('No extension'),
          platformCreativeTypeId: 11,
          creativeSourceType: 'URL',
          creativeSource: 'https://cdn.acme-media.example/banner',
        },
      });
      const bare = Number((await api.ok('uploadCreatives', { as: owner, fields: { creativeRequest: request } })).body.data.successData[key]);
      const roles = ['imageRunning', 'htmlRunning', 'videoRunning', 'nativeRunning', 'audioRunning', 'imagePending', 'videoPaused', 'imageDeleted'];
      const byRole = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await creativeId(api, role)] as const)));
      const items = new Map((await list(api, owner, { creativeIds: [...Object.values(byRole), bare] })).filteredList.map((i) => [Number(i.creativeId), i]));
      const source = async (id: number) => (await api.ok('getCreative', { as: owner, params: { creativeId: id } })).body.data;
      const expected: Array<[number, string | null, 'source' | 'card' | null, boolean]> = [
        [byRole.imageRunning!, 'png', 'source', true],
        [byRole.htmlRunning!, 'html', null, true],
        [byRole.videoRunning!, 'vast', null, true],
        [byRole.nativeRunning!, 'jpg', 'card', true],
        [byRole.audioRunning!, 'mp3', 'source', true],
        [byRole.imagePending!, 'gif', 'source', false],
        [byRole.videoPaused!, 'vast', null, false],
        [byRole.imageDeleted!, 'png', 'source', false],
        [bare, null, 'source', false],
      ];
      for (const [id, subMediaType, thumbnail, approval] of expected) {
        const details = await source(id);
        const thumbnailSource = thumbnail === 'source' ? details.creativeSource : thumbnail === 'card' ? details.creativeCardSource : null;
        expect(items.get(id), `creative ${id}`).toMatchObject({
          subMediaType,
          creativeThumbnailSource: thumbnailSource,
          approvalRequiredPostUrlUpdate: approval,
        });
      }
    },
  );

  mockOnly(
    'startTime and endTime take a creative created at exactly that instant',
    'spec/DECISIONS.md CR7: the bounds are inclusive',
    async ({ owner, api }) => {
      const id = await creativeId(api, 'imageRunning');
      const [item] = (await list(api, owner, { creativeIds: [id] })).filteredList;
      const createdAt = Number(item!.createdAt);
      expect(ids((await list(api, owner, { creativeIds: [id], startTime: createdAt })).filteredList)).toEqual([id]);
      expect(ids((await list(api, owner, { creativeIds: [id], endTime: createdAt })).filteredList)).toEqual([id]);
      expect(ids((await list(api, owner, { creativeIds: [id], startTime: createdAt + 1 })).filteredList)).toEqual([]);
      expect(ids((await list(api, owner, { creativeIds: [id], endTime: createdAt - 1 })).filteredList)).toEqual([]);
    },
  );

  it('sorts by sortBy (+/-), by order for an unsigned field, and by sortCriteriaMap', async ({ owner, api }) => {
    const byName = (await list(api, owner, { sortBy: '+creativeName', noOfEntries: 1000 })).filteredList.map((i) => i.creativeName);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const oldestFirst = (await list(api, owner, { sortBy: 'createdAt', order: 'asc', noOfEntries: 1000 })).filteredList.map((i) => Number(i.createdAt));
    expect(oldestFirst).toEqual([...oldestFirst].sort((a, b) => a - b));
    const newestFirst = (await list(api, owner, { sortBy: 'createdAt', order: 'desc', noOfEntries: 1000 })).filteredList.map((i) => Number(i.createdAt));
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
    // A sign wins over order, either way.
    const signedUp = (await list(api, owner, { sortBy: '+createdAt', order: 'desc', noOfEntries: 1000 })).filteredList.map((i) => Number(i.createdAt));
    expect(signedUp).toEqual([...signedUp].sort((a, b) => a - b));
    const signedDown = (await list(api, owner, { sortBy: '-createdAt', order: 'asc', noOfEntries: 1000 })).filteredList.map((i) => Number(i.createdAt));
    expect(signedDown).toEqual([...signedDown].sort((a, b) => b - a));
    // By name, which the default order (newest id first) does not follow.
    const namesDown = (await list(api, owner, { sortBy: '-creativeName', order: 'desc', noOfEntries: 1000 })).filteredList.map((i) => i.creativeName);
    expect(namesDown).toEqual([...namesDown].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    const mapped = (await list(api, owner, { sortCriteriaMap: { creativeStatusId: 'asc', creativeId: 'desc' }, noOfEntries: 1000 })).filteredList;
    const expected = [...mapped].sort((a, b) => a.creativeStatusId - b.creativeStatusId || b.creativeId - a.creativeId);
    expect(ids(mapped)).toEqual(ids(expected));
  });

  it('sortCriteriaMap wins over a sortBy sent with it', async ({ owner, api }) => {
    const sortCriteriaMap = { creativeStatusId: 'asc', creativeId: 'desc' };
    const mapped = (await list(api, owner, { sortBy: '+creativeName', sortCriteriaMap, noOfEntries: 1000 })).filteredList;
    const expected = [...mapped].sort((a, b) => a.creativeStatusId - b.creativeStatusId || b.creativeId - a.creativeId);
    expect(ids(mapped)).toEqual(ids(expected));
  });

  it('a sortCriteriaMap naming no creative field before a creative field: sorted by the creative field, or a 422 naming it (spec/DECISIONS.md C3)', async ({
    api,
    owner,
  }) => {
    const response = await api.call('listCreatives', { as: owner, body: { sortCriteriaMap: { colour: 'asc', creativeName: 'desc' }, noOfEntries: 1000 } });
    expectContract(response, 'listCreatives', response.status === 422 ? 422 : 200);
    if (response.status === 422) expectErrorField(errorsOf(response)[0], 'sortCriteriaMap', 'listCreatives', 422);
    else {
      const names = (response.body.data.filteredList as CreativeListItem[]).map((i) => i.creativeName);
      expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    }
  });

  it('a sortBy or sortCriteriaMap naming no creative field: the documents state no refusal, so the list or a 422 naming it (spec/DECISIONS.md C3)', async ({
    api,
    owner,
  }) => {
    const everything = ids(await all(api, owner)).sort((a, b) => a - b);
    for (const [field, body] of [
      ['sortBy', { sortBy: '-colour' }],
      ['sortCriteriaMap', { sortCriteriaMap: { colour: 'asc' } }],
    ] as const) {
      const response = await api.call('listCreatives', { as: owner, body: { ...body, noOfEntries: 1000 } });
      expectContract(response, 'listCreatives', response.status === 422 ? 422 : 200);
      if (response.status === 422) expectErrorField(errorsOf(response)[0], field, 'listCreatives', 422);
      else expect(Number(response.body.data.filteredRecords)).toBe(everything.length);
    }
  });

  it('refuses noOfEntries above 1000 (422) and a mistyped filter (400), naming the field', async ({ api, owner }) => {
    const big = await api.expect('listCreatives', { as: owner, body: { noOfEntries: 1001 } }, 422);
    expectErrorField(errorsOf(big)[0], 'noOfEntries', 'listCreatives', 422);
    const mistyped = await api.refusals('listCreatives', { as: owner, body: { creativeStatusIds: 'two' } }, 400);
    expectErrorField(mistyped[0], 'creativeStatusIds', 'listCreatives', 400);
  });

  it('shows a new upload as pending', async ({ api, owner }) => {
    const key = randomUUID();
    const creativeName = uniqueName('Fresh HTML');
    const request = JSON.stringify({ [key]: { creativeName, platformCreativeTypeId: 13, creativeSourceType: 'HTML', creativeSource: '<p>hi</p>' } });
    const uploaded = await api.ok('uploadCreatives', { as: owner, fields: { creativeRequest: request } });
    const id = Number(uploaded.body.data.successData[key]);
    const [item] = (await list(api, owner, { creativeIds: [id] })).filteredList;
    expect(item).toMatchObject({ creativeId: id, creativeName, creativeStatusId: 1 });
    expect(ids((await list(api, owner, { searchField: creativeName })).filteredList)).toEqual([id]);
  });
});

describe('countCreativesByType and countCreativesByStatus', () => {
  /** The filters both counts are checked against the list with, by what they narrow on. */
  const countFilters: Array<[string, (api: Api) => Promise<CreativeFilter>]> = [
    ['no filter', async () => ({})],
    ['searchField acme', async () => ({ searchField: 'acme' })],
    ['creativeStatusIds 2 and 3', async () => ({ creativeStatusIds: [2, 3] })],
    ['owIds of two customers', async (api) => ({ owIds: [await orgId(api, 'customer'), await orgId(api, 'siblingCustomer')] })],
    ['campaignIds running and expired', async (api) => ({ campaignIds: [await campaignId(api, 'running'), await campaignId(api, 'expired')] })],
    ['startTime and endTime', async () => ({ startTime: Date.UTC(2025, 9, 1), endTime: Date.UTC(2025, 11, 31) })],
    ['platformCreativeTypeIds 14 and 17', async () => ({ platformCreativeTypeIds: [14, 17] })],
    [
      'creativeIds with a foreign one',
      async (api) => ({
        creativeIds: await Promise.all(['imageRunning', 'htmlRunning', 'videoRunning', 'otherWorkspaceImage'].map((role) => creativeId(api, role))),
      }),
    ],
    ['creativeGroupId', async (api) => ({ creativeGroupId: await groupId(api, 'acmeDisplay') })],
    ['searchField a creative id', async (api) => ({ searchField: String(await creativeId(api, 'videoRunning')) })],
    ['owIds with allOwIds', async (api) => ({ owIds: [await orgId(api, 'customer')], allOwIds: true })],
  ];

  for (const [label, filterOf] of countFilters) {
    it(`count-by-type agrees with the list for ${label}`, async ({ api, owner }) => {
      const filter = await filterOf(api);
      const counted = (await api.ok('countCreativesByType', { as: owner, body: filter })).body.data;
      const listed = await list(api, owner, filter);
      expect(counted).toMatchObject({ totalRecords: listed.totalRecords, filteredRecords: listed.filteredRecords });
      expect(counted.creativeTypeList[0]).toEqual({ id: 0, creativeCount: listed.filteredRecords });
      expect(counted.creativeTypeList.map((t: { id: number }) => t.id)).toEqual([0, 11, 13, 14, 15, 17]);
      for (const { id, creativeCount } of counted.creativeTypeList.slice(1)) {
        const wanted = filter.platformCreativeTypeIds;
        const expected = wanted && !wanted.includes(id) ? 0 : (await list(api, owner, { ...filter, platformCreativeTypeIds: [id] })).filteredRecords;
        expect(creativeCount, `type ${id}`).toBe(expected);
      }
    });

    it(`count-by-status agrees with the list for ${label}`, async ({ api, owner }) => {
      const filter = await filterOf(api);
      const counted = (await api.ok('countCreativesByStatus', { as: owner, body: filter })).body.data;
      expect(counted.creativeStatusList.map((s: { id: number }) => s.id)).toEqual([0, 1, 2, 3, 4]);
      expect(counted.creativeStatusList[0]).toEqual({ id: 0, creativeCount: (await list(api, owner, filter)).filteredRecords });
      for (const { id, creativeCount } of counted.creativeStatusList.slice(1)) {
        const wanted = filter.creativeStatusIds;
        const expected = wanted && !wanted.includes(id) ? 0 : (await list(api, owner, { ...filter, creativeStatusIds: [id] })).filteredRecords;
        expect(creativeCount, `status ${id}`).toBe(expected);
      }
    });
  }

  it('count-by-type honours platformCreativeTypeIds like the list', async ({ api, owner }) => {
    const counted = (await api.ok('countCreativesByType', { as: owner, body: { platformCreativeTypeIds: [14] } })).body.data;
    const byId = Object.fromEntries(counted.creativeTypeList.map((t: { id: number; creativeCount: number }) => [t.id, t.creativeCount]));
    expect(byId[11]).toBe(0);
    expect(byId[14]).toBe(byId[0]);
    expect(byId[0]).toBe((await list(api, owner, { platformCreativeTypeIds: [14] })).filteredRecords);
  });

  it('count-by-status: groupedCreatives counts creatives in a group (and wins), allCreatives=false those outside any', async ({ api, owner }) => {
    const everything = await all(api, owner);
    const total = (api: Api, body: CreativeCountByStatusRequest) =>
      api.ok('countCreativesByStatus', { as: owner, body }).then((r) => r.body.data.creativeStatusList[0]!.creativeCount);
    const grouped = everything.filter((i) => i.creativeGroupId !== null).length;
    expect(grouped).toBeGreaterThan(0);
    expect(await total(api, { groupedCreatives: true })).toBe(grouped);
    expect(await total(api, { allCreatives: false })).toBe(everything.length - grouped);
    expect(await total(api, { allCreatives: true })).toBe(everything.length);
    expect(await total(api, { allCreatives: false, groupedCreatives: true })).toBe(grouped);
  });

  it('both counts refuse owIds from a caller who is not a workspace user (403), and count without them', async ({ api, owner }) => {
    const customer = await orgId(api, 'customer');
    for (const operationId of ['countCreativesByType', 'countCreativesByStatus'] as const) {
      expectErrors(
        await api.refusals(operationId, { as: owner, owId: customer, body: { owIds: [customer] } }, 403),
        [{ error: messages.owIdsWorkspaceOnly, field: 'owIds' }],
        operationId,
        403,
      );
      await api.ok(operationId, { as: owner, owId: customer, body: {} });
    }
  });

  it("both counts made while acting in a customer count that customer's creatives, as its list does", async ({ api, owner }) => {
    const asCustomer = { as: owner, owId: await orgId(api, 'customer'), body: {} };
    const listed = (await api.expect('listCreatives', asCustomer, 200)).body.data;
    expect(listed.totalRecords).toBeLessThan((await list(api, owner)).totalRecords);
    const byType = (await api.ok('countCreativesByType', asCustomer)).body.data;
    expect(byType).toMatchObject({ totalRecords: listed.totalRecords, filteredRecords: listed.filteredRecords });
    expect(byType.creativeTypeList[0]).toEqual({ id: 0, creativeCount: listed.filteredRecords });
    const byStatus = (await api.ok('countCreativesByStatus', asCustomer)).body.data;
    expect(byStatus.creativeStatusList[0]).toEqual({ id: 0, creativeCount: listed.filteredRecords });
  });

  it('the other workspace counts only its own creatives', async ({ api, other }) => {
    const counted = (await api.ok('countCreativesByType', { as: other, body: {} })).body.data;
    expect(counted.totalRecords).toBe((await all(api, other)).length);
    const acme = (await api.ok('countCreativesByType', { as: await api.session('workspaceOwner'), body: {} })).body.data;
    expect(counted.totalRecords).toBeLessThan(acme.totalRecords);
  });
});
