import { describe, expect } from 'vitest';
import { profileId } from '../support/arrange.ts';
import { call, errorsOf, expectContract, session } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { audienceId, detailed, form, idList, insightsId, listAll, organizationName, uploadOk } from './support.ts';

const suite = useTarget();

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
const audienceOfType: Record<number, string> = { 1: 'matchedReady', 2: 'geoFarmed', 3: 'retargeted', 4: 'segment', 5: 'contextual', 6: 'preBid', 7: 'campaign', 8: 'lookalike', 9: 'abm' };

/** The campaign statuses the detailed list counts, and the profile's campaigns of each (by the role's first word). */
const countedStatuses = ['running', 'pending', 'paused', 'expired'] as const;
function campaignStatus(campaignId: number): string | undefined {
  const roles = Object.entries(suite.current.profile.notableIds?.campaigns ?? {}).filter(([, id]) => Number(id) === campaignId);
  return roles.map(([role]) => /^(draft|running|pending|paused|expired|deleted)/.exec(role)?.[1]).find(Boolean);
}

/** A word of an audience's name, to search by. */
const wordOf = (name: string) => name.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? name;

describe('listAudiences', () => {
  withPersonas(suite, ['workspaceOwner'], 'lists audiences of every type with the type names, newest first [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const items = await listAll(suite.current, owner);
    for (const item of items) expect(item.audienceType, String(item.id)).toBe(typeNames[item.audienceTypeId]);
    const byId = new Map(items.map((a) => [a.id, a]));
    for (const [typeId, role] of Object.entries(audienceOfType)) expect(byId.get(await audienceId(suite, role))?.audienceTypeId, role).toBe(Number(typeId));
    const created = items.map((a) => a.createdOn);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  withPersonas(suite, ['workspaceOwner'], 'shows status and display name: approved is Ready, processing Processing, pending Pending', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const processing = await uploadOk(suite.current, owner);
    const items = await listAll(suite.current, owner);
    const displayNames: Record<string, string> = { approved: 'Ready', processing: 'Processing', pending: 'Pending' };
    for (const item of items) if (item.status in displayNames) expect(item.statusDisplayName, String(item.id)).toBe(displayNames[item.status]);
    const byId = new Map(items.map((a) => [a.id, a]));
    expect(byId.get(await audienceId(suite, 'matchedReady'))).toMatchObject({ status: 'approved', statusDisplayName: 'Ready', isVoterAudience: false });
    expect(byId.get(await audienceId(suite, 'matchedReady'))?.uniques).toBeGreaterThan(0);
    expect(byId.get(processing)).toMatchObject({ status: 'processing', statusDisplayName: 'Processing', uniques: 0 });
    expect(byId.get(await audienceId(suite, 'matchedPending'))).toMatchObject({ status: 'pending', statusDisplayName: 'Pending', uniques: 0 });
    expect(byId.get(await audienceId(suite, 'voterMatched'))?.isVoterAudience).toBe(true);
  });

  withPersonas(suite, ['workspaceOwner'], 'filters by audienceTypeIds, owIds and searchField', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const types = await listAll(suite.current, owner, { audienceTypeIds: '3,9' });
    expect(types.map((a) => a.id)).toEqual(expect.arrayContaining([await audienceId(suite, 'retargeted'), await audienceId(suite, 'abm')]));
    expect(types.every((a) => a.audienceTypeId === 3 || a.audienceTypeId === 9)).toBe(true);
    const customerId = await profileId(suite, 'organizations', 'customer');
    const inCustomer = await uploadOk(suite.current, { ...owner, owId: customerId }, form());
    const customer = await listAll(suite.current, owner, { owIds: String(customerId) });
    expect(customer.map((a) => a.id)).toContain(inCustomer);
    const customerDetailed = await detailed(suite.current, owner, { owIds: String(customerId), noOfEntries: 1000 });
    expect(customer.map((a) => a.id).sort()).toEqual(customerDetailed.data.map((a) => a.id).sort());
    expect(customerDetailed.data.every((a) => a.organizationName === organizationName(suite, customerId))).toBe(true);
    const ready = await audienceId(suite, 'matchedReady');
    const word = wordOf((await listAll(suite.current, owner)).find((a) => a.id === ready)!.audienceName).toLowerCase();
    const search = await listAll(suite.current, owner, { searchField: word.toUpperCase() });
    expect(search.map((a) => a.id)).toContain(ready);
    expect(search.every((a) => a.audienceName.toLowerCase().includes(word))).toBe(true);
    const unattached = await audienceId(suite, 'matchedUnattached');
    expect((await listAll(suite.current, owner, { searchField: String(unattached) })).map((a) => a.id)).toContain(unattached);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an id list that is not comma-separated integers (422) [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'listAudiences', { as: owner, query: { audienceTypeIds: 'matched' } }), 'listAudiences', 422);
    expect(errorsOf(response)[0]?.field).toBe('audienceTypeIds');
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'keeps each workspace to its own audiences', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const other = await session(suite.current, 'otherWorkspaceUser');
    const acmeIds = (await listAll(suite.current, owner)).map((a) => a.id);
    const otherIds = (await listAll(suite.current, other)).map((a) => a.id);
    expect(acmeIds).toContain(await audienceId(suite, 'matchedReady'));
    expect(acmeIds).not.toContain(await audienceId(suite, 'otherWorkspaceMatched'));
    expect(otherIds).toEqual(expect.arrayContaining([await audienceId(suite, 'otherWorkspaceMatched'), await audienceId(suite, 'otherWorkspaceRetargeted')]));
    expect(otherIds.filter((id) => acmeIds.includes(id))).toEqual([]);
    expect(await listAll(suite.current, owner, { owIds: String(other.owId) })).toEqual([]);
  });
});

describe('listAudiencesDetailed', () => {
  withPersonas(suite, ['workspaceOwner'], 'defaults to page 1 of 10, sorted by modified date, newest first [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const all = await detailed(suite.current, owner, { noOfEntries: 1000 });
    const count = (await listAll(suite.current, owner)).length;
    expect(all.totalRecords).toBe(count);
    expect(all.filteredRecords).toBe(count);
    const page = await detailed(suite.current, owner);
    expect(page.data.map((a) => a.id)).toEqual(all.data.slice(0, 10).map((a) => a.id));
    const byModified = await detailed(suite.current, owner, { noOfEntries: 1000, sortBy: 'modified_date', sortType: 'desc' });
    expect(byModified.data.map((a) => a.id)).toEqual(all.data.map((a) => a.id));
    const createdAsc = (await detailed(suite.current, owner, { noOfEntries: 1000, sortBy: 'created_date', sortType: 'asc' })).data.map((a) => a.createdOn as number);
    expect(createdAsc).toEqual([...createdAsc].sort((a, b) => a - b));
  });

  withPersonas(suite, ['workspaceOwner'], 'pages with pageNo and noOfEntries; pageSize takes priority', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const all = (await detailed(suite.current, owner, { noOfEntries: 1000 })).data.map((a) => a.id);
    const page3 = await detailed(suite.current, owner, { pageNo: 3, noOfEntries: 7 });
    expect(page3.data.map((a) => a.id)).toEqual(all.slice(14, 21));
    const sized = await detailed(suite.current, owner, { pageNo: 2, noOfEntries: 7, pageSize: 4 });
    expect(sized.data.map((a) => a.id)).toEqual(all.slice(4, 8));
    const pastEnd = Math.ceil(all.length / 10) + 1;
    const past = await detailed(suite.current, owner, { pageNo: pastEnd });
    expect(past.data).toEqual([]);
    expect(past.totalRecords).toBe(all.length);
  });

  withPersonas(suite, ['workspaceOwner'], 'sorts by name, id and uniques in either direction', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const names = (await detailed(suite.current, owner, { sortBy: 'name', sortType: 'asc', noOfEntries: 1000 })).data.map((a) => a.audienceName as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const ids = (await detailed(suite.current, owner, { sortBy: 'id', sortType: 'asc', noOfEntries: 1000 })).data.map((a) => a.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const uniques = (await detailed(suite.current, owner, { sortBy: 'uniques', noOfEntries: 1000 })).data.map((a) => a.uniques as number);
    expect(uniques).toEqual([...uniques].sort((a, b) => b - a));
  });

  withPersonas(suite, ['workspaceOwner'], 'takes page sizes of 1 to 1000 and refuses 1001 on either field (422) [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const total = (await listAll(suite.current, owner)).length;
    for (const field of ['pageSize', 'noOfEntries']) {
      expect((await detailed(suite.current, owner, { [field]: 1000 })).data.length, field).toBe(Math.min(total, 1000));
      expect((await detailed(suite.current, owner, { [field]: 1 })).data, field).toHaveLength(1);
      const response = expectContract(await call(suite.current, 'listAudiencesDetailed', { as: owner, query: { [field]: 1001 } }), 'listAudiencesDetailed', 422);
      expect(errorsOf(response)[0]?.field).toBe(field);
    }
  });

  withPersonas(suite, ['workspaceOwner'], 'sorts by the default field for a field it does not sort by, descending for any sortType but asc', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const ids = async (query: Record<string, string | number>) => (await detailed(suite.current, owner, { noOfEntries: 1000, ...query })).data.map((a) => a.id);
    const byDefault = await ids({});
    expect(await ids({ sortBy: 'password' })).toEqual(byDefault);
    expect(await ids({ sortType: 'up' })).toEqual(byDefault);
    expect(await ids({ sortBy: 'password', sortType: 'asc' })).toEqual(await ids({ sortBy: 'modified_date', sortType: 'asc' }));
  });

  withPersonas(suite, ['workspaceOwner'], 'filters by audienceIds, status, audienceTypeIds and searchField, counting the filtered apart', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const ready = await audienceId(suite, 'matchedReady');
    const retargetedId = await audienceId(suite, 'retargeted');
    const ids = await detailed(suite.current, owner, { audienceIds: `${ready},${retargetedId}` });
    expect(ids.data.map((a) => a.id).sort()).toEqual([ready, retargetedId].sort());
    expect(ids.filteredRecords).toBe(2);
    expect(ids.totalRecords).toBeGreaterThan(2);
    const processingId = await uploadOk(suite.current, owner);
    const processing = await detailed(suite.current, owner, { status: '2', noOfEntries: 1000 });
    expect(processing.data.map((a) => a.id)).toContain(processingId);
    expect(processing.data.every((a) => a.status === 'processing')).toBe(true);
    const pendingOrReady = await detailed(suite.current, owner, { status: '1,3', noOfEntries: 1000 });
    expect(pendingOrReady.data.map((a) => a.id)).toEqual(expect.arrayContaining([ready, await audienceId(suite, 'matchedPending')]));
    expect(new Set(pendingOrReady.data.map((a) => a.status))).toEqual(new Set(['pending', 'approved']));
    const word = wordOf(ids.data.find((a) => a.id === retargetedId).audienceName);
    const retargeted = await detailed(suite.current, owner, { audienceTypeIds: '3', searchField: word, noOfEntries: 1000 });
    expect(retargeted.data.map((a) => a.id)).toContain(retargetedId);
    expect(retargeted.data.every((a) => a.audienceTypeId === 3 && a.audienceName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  withPersonas(suite, ['workspaceOwner'], 'counts every audience the filters keep in filteredRecords, not only the page', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const everyone = (await listAll(suite.current, owner)).length;
    const retargeted = (await listAll(suite.current, owner, { audienceTypeIds: '3' })).length;
    expect(retargeted).toBeGreaterThan(2);
    for (const pageNo of [1, 2, 100]) {
      const page = await detailed(suite.current, owner, { audienceTypeIds: '3', pageNo, noOfEntries: 2 });
      expect(page, `page ${pageNo}`).toMatchObject({ totalRecords: everyone, filteredRecords: retargeted });
    }
  });

  withPersonas(suite, ['workspaceOwner'], 'reads included/excluded campaigns and campaign counts by status from the campaigns', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const roles = ['matchedReady', 'segment', 'voterMatched', 'matchedUnattached'];
    const ids = await Promise.all(roles.map((role) => audienceId(suite, role)));
    const [ready, segment, , unattached] = ids;
    const { data } = await detailed(suite.current, owner, { audienceIds: ids.join(',') });
    const byId = new Map(data.map((a) => [a.id, a]));
    for (const row of data) {
      const included = idList(row.includedCampaignList);
      const excluded = idList(row.excludedCampaignList);
      expect([row.included, row.excluded], String(row.id)).toEqual([included.length, excluded.length]);
      const counts = countedStatuses.map((status) => Number(row[`${status}CampaignCount`]));
      expect(counts.reduce((a, b) => a + b, 0), String(row.id)).toBeLessThanOrEqual(included.length + excluded.length);
      // Each campaign the profile knows the status of counts under that status.
      const known = [...included, ...excluded].map(campaignStatus);
      countedStatuses.forEach((status, i) => expect(counts[i], `${row.id} ${status}`).toBeGreaterThanOrEqual(known.filter((s) => s === status).length));
    }
    expect(byId.get(ready).included + byId.get(ready).excluded, 'a campaign uses the ready audience').toBeGreaterThan(0);
    expect(byId.get(segment).included + byId.get(segment).excluded, 'a campaign uses the segment audience').toBeGreaterThan(0);
    expect(byId.get(unattached)).toMatchObject({ included: 0, excluded: 0, runningCampaignCount: 0 });
  });

  withPersonas(suite, ['workspaceOwner'], 'carries the matched, retargeted and partner figures of each type', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const roles = ['matchedReady', 'retargeted', 'voterMatched', 'geoFarmed', 'matchedPending'];
    const [ready, retargeted, voter, geoFarmed, pending] = await Promise.all(roles.map((role) => audienceId(suite, role)));
    const { data } = await detailed(suite.current, owner, { audienceIds: [ready, retargeted, voter, geoFarmed, pending].join(',') });
    const byId = new Map(data.map((a) => [a.id, a]));
    // Figures a type does not have are null; the ones it has may be null too (the fields are nullable).
    const nullOr = (check: (value: unknown) => void) => (value: unknown) => value === null || check(value);
    const aNumber = nullOr((value) => expect(value).toEqual(expect.any(Number)));
    expect(byId.get(ready)).toMatchObject({ tagTime: null, organizationName: organizationName(suite, owner.owId), timezone: expect.any(Number), partnerName: null, isAudienceNewPlatform: 1 });
    nullOr((rate) => expect(rate).toBeGreaterThan(0))(byId.get(ready).matchRate);
    aNumber(byId.get(ready).fileTotalCount);
    nullOr((name) => expect(name).toMatch(new RegExp(`^${owner.owId}/${ready}-`)))(byId.get(ready).storeFileName);
    expect(byId.get(pending).uniques).toBe(0);
    expect([0, null]).toContain(byId.get(pending).matchRate);
    expect(byId.get(retargeted)).toMatchObject({ matchRate: null, fileTotalCount: null, storeFileName: null });
    aNumber(byId.get(retargeted).tagUniqueCount);
    aNumber(byId.get(retargeted).tagTime);
    const partnerId = Number(JSON.parse((await call(suite.current, 'getMatchedAudience', { as: owner, params: { id: voter! } })).body.responseObject.columnSettings).Voters_ID);
    const columns = (await call(suite.current, 'listMatchedColumns', { as: owner })).body.data as Array<{ key: string; supportedPartners?: Array<{ id: number; name: string }> }>;
    const partner = columns.find((c) => c.key === 'Voters_ID')?.supportedPartners?.find((p) => Number(p.id) === partnerId);
    expect([partner?.name, null]).toContain(byId.get(voter).partnerName);
    nullOr((url) => expect(url).toMatch(new RegExp(`^https?://\\S+/${partnerId}\\.png$`)))(byId.get(voter).partnerLogoUrl);
    expect(byId.get(geoFarmed)).toMatchObject({ audienceType: 'Geo-Farmed Audience', matchRate: null, tagTime: null });
  });

  withPersonas(suite, ['workspaceOwner'], "keys insightDetails by the page's audiences that have insights", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [ready, unattached, retargeted] = await Promise.all(['matchedReady', 'matchedUnattached', 'retargeted'].map((role) => audienceId(suite, role)));
    const page = await detailed(suite.current, owner, { audienceIds: `${ready},${unattached},${retargeted}` });
    expect(page.insightDetails).toEqual({
      [ready!]: { statusId: 2, id: await insightsId(suite, 'ready') },
      [unattached!]: { statusId: 3, id: await insightsId(suite, 'failed') },
    });
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'keeps each workspace to its own audiences, even when asked by id', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const other = await session(suite.current, 'otherWorkspaceUser');
    const ready = await audienceId(suite, 'matchedReady');
    const theirs = await audienceId(suite, 'otherWorkspaceMatched');
    const asked = `${ready},${theirs}`;
    expect((await detailed(suite.current, owner, { audienceIds: asked })).data.map((a) => a.id)).toEqual([ready]);
    const theirPage = await detailed(suite.current, other, { audienceIds: asked });
    expect(theirPage.data.map((a) => a.id)).toEqual([theirs]);
    expect(theirPage.insightDetails).toEqual({ [theirs]: { statusId: 2, id: await insightsId(suite, 'otherWorkspaceReady') } });
  });
});
