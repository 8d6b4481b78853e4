import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, errorsOf, expectContract, login } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { Aud, detailed, Insights, listAll, RunningCampaign } from './support.ts';

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

describe('listAudiences', () => {
  withPersonas(suite, ['workspaceOwner'], 'lists audiences of every type with the type names, newest first', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const items = await listAll(suite.current, owner);
    expect(new Set(items.map((a) => a.audienceTypeId))).toEqual(new Set(Object.keys(typeNames).map(Number)));
    for (const item of items) expect(item.audienceType).toBe(typeNames[item.audienceTypeId]);
    const created = items.map((a) => a.createdOn);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  withPersonas(suite, ['workspaceOwner'], 'shows status and display name: approved is Ready, processing Processing, pending Pending', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const byId = new Map((await listAll(suite.current, owner)).map((a) => [a.id, a]));
    expect(byId.get(Aud.matchedReady)).toMatchObject({ status: 'approved', statusDisplayName: 'Ready', uniques: 182_400, dataCost: 1.5, isVoterAudience: false });
    expect(byId.get(Aud.matchedProcessing)).toMatchObject({ status: 'processing', statusDisplayName: 'Processing', uniques: 0 });
    expect(byId.get(Aud.matchedPending)).toMatchObject({ status: 'pending', statusDisplayName: 'Pending', uniques: 0 });
    expect(byId.get(Aud.voterMatched)?.isVoterAudience).toBe(true);
  });

  withPersonas(suite, ['workspaceOwner'], 'filters by audienceTypeIds, owIds and searchField', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const types = await listAll(suite.current, owner, { audienceTypeIds: '3,9' });
    expect(types.length).toBeGreaterThan(2);
    expect(types.every((a) => a.audienceTypeId === 3 || a.audienceTypeId === 9)).toBe(true);
    const customer = await listAll(suite.current, owner, { owIds: '1002' });
    expect(customer.length).toBeGreaterThan(0);
    const customerDetailed = await detailed(suite.current, owner, { owIds: '1002', noOfEntries: 1000 });
    expect(customer.map((a) => a.id).sort()).toEqual(customerDetailed.data.map((a) => a.id).sort());
    expect(customerDetailed.data.every((a) => a.organizationName === 'Northwind Retail')).toBe(true);
    const search = await listAll(suite.current, owner, { searchField: 'acme' });
    expect(search.length).toBeGreaterThan(1);
    expect(search.every((a) => a.audienceName.toLowerCase().includes('acme'))).toBe(true);
    expect((await listAll(suite.current, owner, { searchField: String(Aud.matchedUnattached) })).map((a) => a.id)).toContain(Aud.matchedUnattached);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an id list that is not comma-separated integers (422)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'listAudiences', { as: owner, query: { audienceTypeIds: 'matched' } }), 'listAudiences', 422);
    expect(errorsOf(response)[0]?.field).toBe('audienceTypeIds');
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'keeps each workspace to its own audiences', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = await login(suite.current, 'otherWorkspaceUser');
    const acmeIds = (await listAll(suite.current, owner)).map((a) => a.id);
    const otherIds = (await listAll(suite.current, other)).map((a) => a.id);
    expect(acmeIds).toContain(Aud.matchedReady);
    expect(acmeIds).not.toContain(Aud.otherWorkspaceMatched);
    expect(otherIds).toEqual(expect.arrayContaining([Aud.otherWorkspaceMatched, Aud.otherWorkspaceRetargeted]));
    expect(otherIds.filter((id) => acmeIds.includes(id))).toEqual([]);
    expect(await listAll(suite.current, owner, { owIds: '3001' })).toEqual([]);
  });
});

describe('listAudiencesDetailed', () => {
  withPersonas(suite, ['workspaceOwner'], 'defaults to page 1 of 10, sorted by modified date, newest first', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const all = await detailed(suite.current, owner, { noOfEntries: 1000 });
    const count = (await listAll(suite.current, owner)).length;
    expect(all.totalRecords).toBe(count);
    expect(all.filteredRecords).toBe(count);
    expect(count).toBeGreaterThan(20);
    const page = await detailed(suite.current, owner);
    expect(page.data).toHaveLength(10);
    expect(page.data.map((a) => a.id)).toEqual(all.data.slice(0, 10).map((a) => a.id));
    const byModified = await detailed(suite.current, owner, { noOfEntries: 1000, sortBy: 'modified_date', sortType: 'desc' });
    expect(byModified.data.map((a) => a.id)).toEqual(all.data.map((a) => a.id));
    const createdAsc = await detailed(suite.current, owner, { noOfEntries: 1000, sortBy: 'created_date', sortType: 'asc' });
    expect(createdAsc.data.map((a) => a.id)).not.toEqual(all.data.map((a) => a.id).reverse());
  });

  withPersonas(suite, ['workspaceOwner'], 'pages with pageNo and noOfEntries; pageSize takes priority', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const all = (await detailed(suite.current, owner, { noOfEntries: 1000 })).data.map((a) => a.id);
    const page3 = await detailed(suite.current, owner, { pageNo: 3, noOfEntries: 7 });
    expect(page3.data.map((a) => a.id)).toEqual(all.slice(14, 21));
    const sized = await detailed(suite.current, owner, { pageNo: 2, noOfEntries: 7, pageSize: 4 });
    expect(sized.data.map((a) => a.id)).toEqual(all.slice(4, 8));
    const past = await detailed(suite.current, owner, { pageNo: 100 });
    expect(past.data).toEqual([]);
    expect(past.totalRecords).toBe(all.length);
  });

  withPersonas(suite, ['workspaceOwner'], 'sorts by name, id and uniques in either direction', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const names = (await detailed(suite.current, owner, { sortBy: 'name', sortType: 'asc', noOfEntries: 1000 })).data.map((a) => a.audienceName as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const ids = (await detailed(suite.current, owner, { sortBy: 'id', sortType: 'asc', noOfEntries: 1000 })).data.map((a) => a.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const uniques = (await detailed(suite.current, owner, { sortBy: 'uniques', noOfEntries: 1000 })).data.map((a) => a.uniques as number);
    expect(uniques).toEqual([...uniques].sort((a, b) => b - a));
  });

  withPersonas(suite, ['workspaceOwner'], 'takes page sizes of 1 to 1000 and refuses 1001 on either field (422)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const field of ['pageSize', 'noOfEntries']) {
      expect((await detailed(suite.current, owner, { [field]: 1000 })).data.length, field).toBeGreaterThan(20);
      expect((await detailed(suite.current, owner, { [field]: 1 })).data, field).toHaveLength(1);
      const response = expectContract(await call(suite.current, 'listAudiencesDetailed', { as: owner, query: { [field]: 1001 } }), 'listAudiencesDetailed', 422);
      expect(errorsOf(response)[0]?.field).toBe(field);
    }
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an unknown sortBy and sortType (422)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const sort = expectContract(await call(suite.current, 'listAudiencesDetailed', { as: owner, query: { sortBy: 'password' } }), 'listAudiencesDetailed', 422);
    expect(errorsOf(sort)[0]).toEqual({ error: messages.invalidSortBy, field: 'sortBy' });
    const type = expectContract(await call(suite.current, 'listAudiencesDetailed', { as: owner, query: { sortType: 'up' } }), 'listAudiencesDetailed', 422);
    expect(errorsOf(type)[0]?.field).toBe('sortType');
  });

  withPersonas(suite, ['workspaceOwner'], 'filters by audienceIds, status, audienceTypeIds and searchField, counting the filtered apart', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const ids = await detailed(suite.current, owner, { audienceIds: `${Aud.matchedReady},${Aud.retargeted}` });
    expect(ids.data.map((a) => a.id).sort()).toEqual([Aud.matchedReady, Aud.retargeted]);
    expect(ids.filteredRecords).toBe(2);
    expect(ids.totalRecords).toBeGreaterThan(2);
    const processing = await detailed(suite.current, owner, { status: '2', noOfEntries: 1000 });
    expect(processing.data.map((a) => a.id)).toContain(Aud.matchedProcessing);
    expect(processing.data.every((a) => a.status === 'processing')).toBe(true);
    const pendingOrReady = await detailed(suite.current, owner, { status: '1,3', noOfEntries: 1000 });
    expect(new Set(pendingOrReady.data.map((a) => a.status))).toEqual(new Set(['pending', 'approved']));
    const retargeted = await detailed(suite.current, owner, { audienceTypeIds: '3', searchField: 'visitors', noOfEntries: 1000 });
    expect(retargeted.data.length).toBeGreaterThan(1);
    expect(retargeted.data.every((a) => a.audienceTypeId === 3 && /visitors/i.test(a.audienceName))).toBe(true);
  });

  withPersonas(suite, ['workspaceOwner'], 'counts every audience the filters keep in filteredRecords, not only the page', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const everyone = (await listAll(suite.current, owner)).length;
    const retargeted = (await listAll(suite.current, owner, { audienceTypeIds: '3' })).length;
    expect(retargeted).toBeGreaterThan(2);
    for (const pageNo of [1, 2, 100]) {
      const page = await detailed(suite.current, owner, { audienceTypeIds: '3', pageNo, noOfEntries: 2 });
      expect(page, `page ${pageNo}`).toMatchObject({ totalRecords: everyone, filteredRecords: retargeted });
    }
  });

  withPersonas(suite, ['workspaceOwner'], 'reads included/excluded campaigns and campaign counts by status from the campaigns', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { data } = await detailed(suite.current, owner, { audienceIds: `${Aud.matchedReady},${Aud.segment},${Aud.voterMatched},${Aud.matchedUnattached}` });
    const byId = new Map(data.map((a) => [a.id, a]));
    expect(byId.get(Aud.matchedReady)).toMatchObject({ included: 1, excluded: 0, includedCampaignList: [RunningCampaign], excludedCampaignList: [], runningCampaignCount: 1 });
    expect(byId.get(Aud.segment)).toMatchObject({ included: 0, excluded: 1, excludedCampaignList: [RunningCampaign], runningCampaignCount: 1 });
    expect(byId.get(Aud.voterMatched)).toMatchObject({ included: 7, runningCampaignCount: 2, pendingCampaignCount: 0, pausedCampaignCount: 1, expiredCampaignCount: 3 });
    expect(byId.get(Aud.matchedUnattached)).toMatchObject({ included: 0, excluded: 0, runningCampaignCount: 0 });
  });

  withPersonas(suite, ['workspaceOwner'], 'carries the matched, retargeted and partner figures of each type', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { data } = await detailed(suite.current, owner, { audienceIds: `${Aud.matchedReady},${Aud.retargeted},${Aud.voterMatched},${Aud.geoFarmed},${Aud.matchedProcessing}` });
    const byId = new Map(data.map((a) => [a.id, a]));
    expect(byId.get(Aud.matchedReady)).toMatchObject({ matchRate: 61.2, fileTotalCount: 298_039, tagTime: null, organizationName: 'Acme Media', timezone: 29, partnerName: null, isAudienceNewPlatform: 1 });
    expect(byId.get(Aud.matchedReady).storeFileName).toMatch(/^1001\/4001-/);
    expect(byId.get(Aud.matchedProcessing)).toMatchObject({ matchRate: 0, uniques: 0 });
    expect(byId.get(Aud.retargeted)).toMatchObject({ matchRate: null, fileTotalCount: null, storeFileName: null, tagUniqueCount: 54_210 });
    expect(byId.get(Aud.retargeted).tagTime).toEqual(expect.any(Number));
    expect(byId.get(Aud.voterMatched)).toMatchObject({ partnerName: 'Civic Roll Data', partnerLogoUrl: expect.stringMatching(/^https:\/\/\S+\/301\.png$/) });
    expect(byId.get(Aud.geoFarmed)).toMatchObject({ audienceType: 'Geo-Farmed Audience', matchRate: null, tagTime: null });
  });

  withPersonas(suite, ['workspaceOwner'], 'keys insightDetails by the page\'s audiences that have insights', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const page = await detailed(suite.current, owner, { audienceIds: `${Aud.matchedReady},${Aud.matchedUnattached},${Aud.retargeted}` });
    expect(page.insightDetails).toEqual({
      [Aud.matchedReady]: { statusId: 2, id: Insights.ready },
      [Aud.matchedUnattached]: { statusId: 3, id: Insights.failed },
    });
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'keeps each workspace to its own audiences, even when asked by id', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = await login(suite.current, 'otherWorkspaceUser');
    const asked = `${Aud.matchedReady},${Aud.otherWorkspaceMatched}`;
    expect((await detailed(suite.current, owner, { audienceIds: asked })).data.map((a) => a.id)).toEqual([Aud.matchedReady]);
    const theirs = await detailed(suite.current, other, { audienceIds: asked });
    expect(theirs.data.map((a) => a.id)).toEqual([Aud.otherWorkspaceMatched]);
    expect(theirs.insightDetails).toEqual({ [Aud.otherWorkspaceMatched]: { statusId: 2, id: Insights.otherWorkspaceReady } });
  });
});
