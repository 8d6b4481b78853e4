import type { QueryParams } from '../../spec/generated/operations.ts';
import type { DetailedAudienceItem } from '../../spec/generated/types.ts';
import { errorsOf } from '../support/client.ts';
import { audienceId, deleteLater, detailed, form, idList, insightsId, listAll, organizationName, uploadOk } from './support.ts';
import { dynamicContextualBody } from '../audience-types/support.ts';
import { describe, expect, isPlainMock, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, type Api } from '../support/api.ts';

useTarget();

const typeNames: Record<number, string> = {
  1: 'Matched Audience',
  2: 'Geo-Farmed Audience',
  3: 'Retargeted Audience',
  4: 'Segment Audience',
  5: 'Contextual Audience',
  6: 'Pre-bid Audience',
  7: 'Campaign Audience',
  8: 'Lookalike Audience',
  9: 'ABM Audience',
};

/** The target's notable audience of each type (profile roles). */
const audienceOfType: Record<number, string> = {
  1: 'matchedReady',
  2: 'geoFarmed',
  3: 'retargeted',
  4: 'segment',
  5: 'contextual',
  6: 'preBid',
  7: 'campaign',
  8: 'lookalike',
  9: 'abm',
};

/** The campaign statuses the detailed list counts, and the profile's campaigns of each (by the role's first word). */
const countedStatuses = ['running', 'pending', 'paused', 'expired'] as const;
function campaignStatus(api: Api, campaignId: number): string | undefined {
  const roles = Object.entries(api.profile.notableIds?.campaigns ?? {}).filter(([, id]) => Number(id) === campaignId);
  return roles.map(([role]) => /^(draft|running|pending|paused|expired|deleted)/.exec(role)?.[1]).find(Boolean);
}

/** Values in the order a sort gives them: numbers by value, names case-insensitively. */
function sortedValues<T extends string | number>(values: T[], sortType: 'asc' | 'desc'): T[] {
  const compare = (a: T, b: T) => (typeof a === 'string' ? a.localeCompare(b as string, 'en', { sensitivity: 'base' }) : (a as number) - (b as number));
  return [...values].sort((a, b) => (sortType === 'asc' ? compare(a, b) : compare(b, a)));
}

/** The row of an audience the page must list. */
function rowOf(data: DetailedAudienceItem[], id: number | undefined): DetailedAudienceItem {
  const row = data.find((a) => a.id === id);
  expect(row, `audience ${id} is listed`).toBeDefined();
  return row!;
}

/** A word of an audience's name, to search by. */
const wordOf = (name: string) => name.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? name;

describe('listAudiences', () => {
  withPersonas(['workspaceOwner'], 'lists audiences of every type with the type names, newest first', async ({ api, owner }) => {
    const items = await listAll(api, owner);
    for (const item of items) expect(item.audienceType, String(item.id)).toBe(typeNames[item.audienceTypeId]);
    const byId = new Map(items.map((a) => [a.id, a]));
    for (const [typeId, role] of Object.entries(audienceOfType)) expect(byId.get(await audienceId(api, role))?.audienceTypeId, role).toBe(Number(typeId));
    const created = items.map((a) => a.createdOn);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  withPersonas(['workspaceOwner'], 'shows status and display name: approved is Ready, processing Processing, pending Pending', async ({ api, owner }) => {
    const processing = await uploadOk(api, owner);
    const items = await listAll(api, owner);
    const displayNames: Record<string, string> = { approved: 'Ready', processing: 'Processing', pending: 'Pending' };
    for (const item of items) if (item.status in displayNames) expect(item.statusDisplayName, String(item.id)).toBe(displayNames[item.status]);
    const byId = new Map(items.map((a) => [a.id, a]));
    expect(byId.get(await audienceId(api, 'matchedReady'))).toMatchObject({ status: 'approved', statusDisplayName: 'Ready', isVoterAudience: false });
    expect(byId.get(await audienceId(api, 'matchedReady'))?.uniques).toBeGreaterThan(0);
    expect(byId.get(processing)).toMatchObject({ status: 'processing', statusDisplayName: 'Processing', uniques: 0 });
    expect(byId.get(await audienceId(api, 'matchedPending'))).toMatchObject({ status: 'pending', statusDisplayName: 'Pending', uniques: 0 });
    expect(byId.get(await audienceId(api, 'voterMatched'))?.isVoterAudience).toBe(true);
  });

  withPersonas(['workspaceOwner'], 'filters by audienceTypeIds, owIds and searchField', async ({ api, owner, ids }) => {
    const types = await listAll(api, owner, { audienceTypeIds: '3,9' });
    expect(types.map((a) => a.id)).toEqual(expect.arrayContaining([await audienceId(api, 'retargeted'), await audienceId(api, 'abm')]));
    expect(types.every((a) => a.audienceTypeId === 3 || a.audienceTypeId === 9)).toBe(true);
    const customerId = await ids.organization('customer');
    const inCustomer = await uploadOk(api, { ...owner, owId: customerId }, form());
    const customer = await listAll(api, owner, { owIds: String(customerId) });
    expect(customer.map((a) => a.id)).toContain(inCustomer);
    const customerDetailed = await detailed(api, owner, { owIds: String(customerId), noOfEntries: 1000 });
    expect(customer.map((a) => a.id).sort()).toEqual(customerDetailed.data.map((a) => a.id).sort());
    expect(customerDetailed.data.every((a) => a.organizationName === organizationName(api, customerId))).toBe(true);
    const ready = await audienceId(api, 'matchedReady');
    const word = wordOf((await listAll(api, owner)).find((a) => a.id === ready)!.audienceName).toLowerCase();
    const search = await listAll(api, owner, { searchField: word.toUpperCase() });
    expect(search.map((a) => a.id)).toContain(ready);
    expect(search.every((a) => a.audienceName.toLowerCase().includes(word))).toBe(true);
    const unattached = await audienceId(api, 'matchedUnattached');
    expect((await listAll(api, owner, { searchField: String(unattached) })).map((a) => a.id)).toContain(unattached);
  });

  mockOnly(
    'orders audiences created at the same moment by id, highest first (AU2)',
    'the frozen clock gives both the same createdOn',
    async ({ api, owner }) => {
      const first = await uploadOk(api, owner);
      const second = await uploadOk(api, owner);
      const items = await listAll(api, owner);
      const created = [first, second].map((id) => items.find((item) => item.id === id)?.createdOn);
      expect(created[0]).toEqual(expect.any(Number));
      expect(created[0]).toBe(created[1]);
      const positions = [second, first].map((id) => items.findIndex((item) => item.id === id));
      expect(positions).toEqual([...positions].sort((x, y) => x - y));
    },
  );

  withPersonas(['workspaceOwner'], 'refuses an id list that is not comma-separated integers (422)', async ({ api, owner }) => {
    const response = await api.expect('listAudiences', { as: owner, query: { audienceTypeIds: 'matched' } }, 422);
    expectErrorField(errorsOf(response)[0], 'audienceTypeIds', 'listAudiences', 422);
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], 'keeps each workspace to its own audiences', async ({ api, owner, other }) => {
    const acmeIds = (await listAll(api, owner)).map((a) => a.id);
    const otherIds = (await listAll(api, other)).map((a) => a.id);
    expect(acmeIds).toContain(await audienceId(api, 'matchedReady'));
    expect(acmeIds).not.toContain(await audienceId(api, 'otherWorkspaceMatched'));
    expect(otherIds).toEqual(expect.arrayContaining([await audienceId(api, 'otherWorkspaceMatched'), await audienceId(api, 'otherWorkspaceRetargeted')]));
    expect(otherIds.filter((id) => acmeIds.includes(id))).toEqual([]);
    expect(await listAll(api, owner, { owIds: String(other.owId) })).toEqual([]);
  });
});

describe('listAudiencesDetailed', () => {
  withPersonas(['workspaceOwner'], 'defaults to page 1 of 10, sorted by modified date, newest first', async ({ api, owner }) => {
    const all = await detailed(api, owner, { noOfEntries: 1000 });
    const count = (await listAll(api, owner)).length;
    expect(all.totalRecords).toBe(count);
    expect(all.filteredRecords).toBe(count);
    const page = await detailed(api, owner);
    expect(page.data.map((a) => a.id)).toEqual(all.data.slice(0, 10).map((a) => a.id));
    const byModified = await detailed(api, owner, { noOfEntries: 1000, sortBy: 'modified_date', sortType: 'desc' });
    expect(byModified.data.map((a) => a.id)).toEqual(all.data.map((a) => a.id));
    const createdAsc = (await detailed(api, owner, { noOfEntries: 1000, sortBy: 'created_date', sortType: 'asc' })).data.map((a) => a.createdOn as number);
    expect(createdAsc).toEqual([...createdAsc].sort((a, b) => a - b));
  });

  withPersonas(['workspaceOwner'], 'pages with pageNo and noOfEntries; pageSize takes priority', async ({ api, owner }) => {
    const all = (await detailed(api, owner, { noOfEntries: 1000 })).data.map((a) => a.id);
    const page3 = await detailed(api, owner, { pageNo: 3, noOfEntries: 7 });
    expect(page3.data.map((a) => a.id)).toEqual(all.slice(14, 21));
    const sized = await detailed(api, owner, { pageNo: 2, noOfEntries: 7, pageSize: 4 });
    expect(sized.data.map((a) => a.id)).toEqual(all.slice(4, 8));
    const pastEnd = Math.ceil(all.length / 10) + 1;
    const past = await detailed(api, owner, { pageNo: pastEnd });
    expect(past.data).toEqual([]);
    expect(past.totalRecords).toBe(all.length);
  });

  withPersonas(['workspaceOwner'], 'sorts by name, id and uniques in either direction', async ({ api, owner }) => {
    const names = (await detailed(api, owner, { sortBy: 'name', sortType: 'asc', noOfEntries: 1000 })).data.map((a) => a.audienceName as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const ids = (await detailed(api, owner, { sortBy: 'id', sortType: 'asc', noOfEntries: 1000 })).data.map((a) => a.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const uniques = (await detailed(api, owner, { sortBy: 'uniques', noOfEntries: 1000 })).data.map((a) => a.uniques as number);
    expect(uniques).toEqual([...uniques].sort((a, b) => b - a));
  });

  withPersonas(['workspaceOwner'], 'sorts by every documented field in both directions, each row by the figure it shows', async ({ api, owner }) => {
    // A Processing audience of a type without a match rate, beside the matched ones of every status.
    const contextual = Number((await api.ok('addContextualAudience', { as: owner, body: dynamicContextualBody() })).body.data.id);
    deleteLater(api, owner, [contextual]);
    const fields = [
      ['created_date', 'createdOn'],
      ['name', 'audienceName'],
      ['id', 'id'],
      ['uniques', 'uniques'],
      ['data_cost', 'dataCost'],
      ['type', 'audienceType'],
      ['match_rate', 'matchRate'],
    ] as const;
    for (const [sortBy, field] of fields) {
      for (const sortType of ['asc', 'desc'] as const) {
        const values = (await detailed(api, owner, { sortBy, sortType, noOfEntries: 1000 })).data.map((a) => a[field]);
        // A figure a type does not have (null) has no place the documents fix: only the others are ordered.
        const shown = values.filter((v) => v !== null);
        expect(shown, `${sortBy} ${sortType}`).toEqual(sortedValues(shown, sortType));
        // The mock puts the rows without the figure last, in either direction (spec/DECISIONS.md U3).
        if (isPlainMock(api.target)) expect(values.slice(shown.length), `${sortBy} ${sortType}: empty last`).toEqual(values.filter((v) => v === null));
        expect(new Set(shown).size, `${sortBy} tells rows apart`).toBeGreaterThan(1);
      }
    }
  });

  withPersonas(['workspaceOwner'], 'takes page sizes of 1 to 1000 and refuses 1001 on either field (422)', async ({ api, owner }) => {
    const total = (await listAll(api, owner)).length;
    for (const field of ['pageSize', 'noOfEntries']) {
      expect((await detailed(api, owner, { [field]: 1000 })).data.length, field).toBe(Math.min(total, 1000));
      expect((await detailed(api, owner, { [field]: 1 })).data, field).toHaveLength(1);
      const response = await api.expect('listAudiencesDetailed', { as: owner, query: { [field]: 1001 } }, 422);
      expectErrorField(errorsOf(response)[0], field, 'listAudiencesDetailed', 422);
    }
  });

  withPersonas(
    ['workspaceOwner'],
    'sorts by the default field for a field it does not sort by, descending for any sortType but asc',
    async ({ api, owner }) => {
      const ids = async (api: Api, query: QueryParams<'listAudiencesDetailed'>) =>
        (await detailed(api, owner, { noOfEntries: 1000, ...query })).data.map((a) => a.id);
      const byDefault = await ids(api, {});
      expect(await ids(api, { sortBy: 'password' })).toEqual(byDefault);
      expect(await ids(api, { sortType: 'up' })).toEqual(byDefault);
      expect(await ids(api, { sortBy: 'password', sortType: 'asc' })).toEqual(await ids(api, { sortBy: 'modified_date', sortType: 'asc' }));
    },
  );

  withPersonas(['workspaceOwner'], 'filters by audienceIds, status, audienceTypeIds and searchField, counting the filtered apart', async ({ api, owner }) => {
    const ready = await audienceId(api, 'matchedReady');
    const retargetedId = await audienceId(api, 'retargeted');
    const ids = await detailed(api, owner, { audienceIds: `${ready},${retargetedId}` });
    expect(ids.data.map((a) => a.id).sort()).toEqual([ready, retargetedId].sort());
    expect(ids.filteredRecords).toBe(2);
    expect(ids.totalRecords).toBeGreaterThan(2);
    const processingId = await uploadOk(api, owner);
    const processing = await detailed(api, owner, { status: '2', noOfEntries: 1000 });
    expect(processing.data.map((a) => a.id)).toContain(processingId);
    expect(processing.data.every((a) => a.status === 'processing')).toBe(true);
    const pendingOrReady = await detailed(api, owner, { status: '1,3', noOfEntries: 1000 });
    expect(pendingOrReady.data.map((a) => a.id)).toEqual(expect.arrayContaining([ready, await audienceId(api, 'matchedPending')]));
    expect(new Set(pendingOrReady.data.map((a) => a.status))).toEqual(new Set(['pending', 'approved']));
    const word = wordOf(rowOf(ids.data, retargetedId).audienceName);
    const retargeted = await detailed(api, owner, { audienceTypeIds: '3', searchField: word, noOfEntries: 1000 });
    expect(retargeted.data.map((a) => a.id)).toContain(retargetedId);
    expect(retargeted.data.every((a) => a.audienceTypeId === 3 && a.audienceName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  withPersonas(['workspaceOwner'], 'counts every audience the filters keep in filteredRecords, not only the page', async ({ api, owner }) => {
    const everyone = (await listAll(api, owner)).length;
    const retargeted = (await listAll(api, owner, { audienceTypeIds: '3' })).length;
    expect(retargeted).toBeGreaterThan(2);
    for (const pageNo of [1, 2, 100]) {
      const page = await detailed(api, owner, { audienceTypeIds: '3', pageNo, noOfEntries: 2 });
      expect(page, `page ${pageNo}`).toMatchObject({ totalRecords: everyone, filteredRecords: retargeted });
    }
  });

  withPersonas(['workspaceOwner'], 'reads included/excluded campaigns and campaign counts by status from the campaigns', async ({ api, owner }) => {
    const roles = ['matchedReady', 'segment', 'voterMatched', 'matchedUnattached'];
    const ids = await Promise.all(roles.map((role) => audienceId(api, role)));
    const [ready, segment, , unattached] = ids;
    const { data } = await detailed(api, owner, { audienceIds: ids.join(',') });
    for (const row of data) {
      const included = idList(row.includedCampaignList);
      const excluded = idList(row.excludedCampaignList);
      expect([row.included, row.excluded], String(row.id)).toEqual([included.length, excluded.length]);
      const counts = countedStatuses.map((status) => Number(row[`${status}CampaignCount`]));
      expect(
        counts.reduce((a, b) => a + b, 0),
        String(row.id),
      ).toBeLessThanOrEqual(included.length + excluded.length);
      // Each campaign the profile knows the status of counts under that status.
      const known = [...included, ...excluded].map((id) => campaignStatus(api, id));
      countedStatuses.forEach((status, i) => expect(counts[i], `${row.id} ${status}`).toBeGreaterThanOrEqual(known.filter((s) => s === status).length));
    }
    expect(rowOf(data, ready).included + rowOf(data, ready).excluded, 'a campaign uses the ready audience').toBeGreaterThan(0);
    expect(rowOf(data, segment).included + rowOf(data, segment).excluded, 'a campaign uses the segment audience').toBeGreaterThan(0);
    expect(rowOf(data, unattached)).toMatchObject({ included: 0, excluded: 0, runningCampaignCount: 0 });
  });

  withPersonas(['workspaceOwner'], 'carries the matched, retargeted and partner figures of each type', async ({ api, owner }) => {
    const roles = ['matchedReady', 'retargeted', 'voterMatched', 'geoFarmed', 'matchedPending'];
    const [ready, retargeted, voter, geoFarmed, pending] = await Promise.all(roles.map((role) => audienceId(api, role)));
    const { data } = await detailed(api, owner, { audienceIds: [ready, retargeted, voter, geoFarmed, pending].join(',') });
    // Figures a type does not have are null; the ones it has may be null too (the fields are nullable).
    const nullOr = (check: (value: unknown) => void) => (value: unknown) => value === null || check(value);
    const aNumber = nullOr((value) => expect(value).toEqual(expect.any(Number)));
    expect(rowOf(data, ready)).toMatchObject({
      tagTime: null,
      organizationName: organizationName(api, owner.owId),
      timezone: expect.any(Number),
      partnerName: null,
      isAudienceNewPlatform: 1,
    });
    nullOr((rate) => expect(rate).toBeGreaterThan(0))(rowOf(data, ready).matchRate);
    aNumber(rowOf(data, ready).fileTotalCount);
    nullOr((name) => expect(name).toMatch(new RegExp(`^${owner.owId}/${ready}-`)))(rowOf(data, ready).storeFileName);
    expect(rowOf(data, pending).uniques).toBe(0);
    expect([0, null]).toContain(rowOf(data, pending).matchRate);
    expect(rowOf(data, retargeted)).toMatchObject({ matchRate: null, fileTotalCount: null, storeFileName: null });
    aNumber(rowOf(data, retargeted).tagUniqueCount);
    aNumber(rowOf(data, retargeted).tagTime);
    const partnerId = Number(
      JSON.parse((await api.call('getMatchedAudience', { as: owner, params: { id: String(voter) } })).body.responseObject.columnSettings).Voters_ID,
    );
    const columns = (await api.call('listMatchedColumns', { as: owner })).body.data as Array<{
      key: string;
      supportedPartners?: Array<{ id: number; name: string }>;
    }>;
    const partner = columns.find((c) => c.key === 'Voters_ID')?.supportedPartners?.find((p) => Number(p.id) === partnerId);
    expect([partner?.name, null]).toContain(rowOf(data, voter).partnerName);
    nullOr((url) => expect(url).toMatch(new RegExp(`^https?://\\S+/${partnerId}\\.png$`)))(rowOf(data, voter).partnerLogoUrl);
    expect(rowOf(data, geoFarmed)).toMatchObject({ audienceType: 'Geo-Farmed Audience', matchRate: null, tagTime: null });
  });

  withPersonas(['workspaceOwner'], 'shows no tag uniques for a retargeted audience before it is Ready', async ({ api, owner }) => {
    const { data } = await detailed(api, owner, { audienceTypeIds: '3', status: '1,2', noOfEntries: 1000 });
    for (const row of data) expect([0, null], String(row.id)).toContain(row.tagUniqueCount);
    // The default world holds a Processing retargeted audience (spec/DECISIONS.md AU10).
    if (isPlainMock(api.target)) expect(data.length).toBeGreaterThan(0);
  });

  withPersonas(['workspaceOwner'], 'grants approval and edit access on every row the workspace sees', async ({ api, owner }) => {
    const { data } = await detailed(api, owner, { noOfEntries: 1000 });
    for (const row of data) {
      for (const field of ['isApprovalAccess', 'isEditAccess'] as const) {
        // Nullable fields: where a target answers them, they are booleans; the mock has no roles beyond the workspace (AU3).
        if (row[field] !== null) expect(typeof row[field], `${row.id} ${field}`).toBe('boolean');
        if (isPlainMock(api.target)) expect(row[field], `${row.id} ${field}`).toBe(true);
      }
    }
  });

  withPersonas(['workspaceOwner'], "keys insightDetails by the page's audiences that have insights", async ({ api, owner }) => {
    const [ready, unattached, retargeted] = await Promise.all(['matchedReady', 'matchedUnattached', 'retargeted'].map((role) => audienceId(api, role)));
    const page = await detailed(api, owner, { audienceIds: `${ready},${unattached},${retargeted}` });
    expect(page.insightDetails).toEqual({
      [ready!]: { statusId: 2, id: await insightsId(api, 'ready') },
      [unattached!]: { statusId: 3, id: await insightsId(api, 'failed') },
    });
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], 'keeps each workspace to its own audiences, even when asked by id', async ({ api, owner, other }) => {
    const ready = await audienceId(api, 'matchedReady');
    const theirs = await audienceId(api, 'otherWorkspaceMatched');
    const asked = `${ready},${theirs}`;
    expect((await detailed(api, owner, { audienceIds: asked })).data.map((a) => a.id)).toEqual([ready]);
    const theirPage = await detailed(api, other, { audienceIds: asked });
    expect(theirPage.data.map((a) => a.id)).toEqual([theirs]);
    expect(theirPage.insightDetails).toEqual({ [theirs]: { statusId: 2, id: await insightsId(api, 'otherWorkspaceReady') } });
  });
});
