import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { mockOnly, useTarget } from '../support/suite.ts';
import { BidModelData, Bundle, Campaign, Dimension, Entity, rowsOf, Workspace, type Row } from './support.ts';

const suite = useTarget();
let owner: Session;

beforeEach(async () => {
  owner = await login(suite.current, 'workspaceOwner');
});

const list = (campaignId: number, dimensionId: number, body: Record<string, unknown> = {}, as: Session = owner) =>
  call(suite.current, 'listModelledEntities', { as, params: { campaignId, dimensionId }, body });

const COUNTS = ['impressions', 'clicks', 'bidImpressions', 'conversionCount', 'startCount', 'completeCount', 'audioVideoViewed'];
const MONEY = ['spent', 'mediaSpent', 'dataCost', 'prebidCost', 'conversionValue'];

describe('listModelledEntities', () => {
  it('pages 10 rows from page 1 by default, with the counts of every row', async () => {
    const response = expectContract(await list(Campaign.running, Dimension.deal), 'listModelledEntities', 200);
    const { data, totalRecords, filteredRecords, total } = response.body.data;
    expect(data).toHaveLength(10);
    expect(totalRecords).toBe(25);
    expect(filteredRecords).toBe(25);
    expect(total.totalCount).toBe(25);
  });

  it('pageNo pages through the sorted rows: pages 1 to 3 of 25 hold 10, 10 and 5, together every row once', async () => {
    const page = async (pageNo: number) => (await callOk(suite.current, 'listModelledEntities', { as: owner, params: { campaignId: Campaign.running, dimensionId: Dimension.deal }, body: { pageNo, skipReporting: true } })).body.data.data as Row[];
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    const all = await rowsOf(suite.current, owner, Campaign.running, Dimension.deal);
    expect(pages.flat().map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(await page(4)).toEqual([]);
  });

  it('sorts by +priority by default: modelled rows first, lowest priority first', async () => {
    await callOk(suite.current, 'updateBidModels', { as: owner, params: { campaignId: Campaign.running, dimensionId: Dimension.exchange }, body: { actionWiseBidModelEntities: { ADD: [{ entityId: Entity.magnite, entityTypeId: 1, priority: 1 }] } } });
    const rows = (await callOk(suite.current, 'listModelledEntities', { as: owner, params: { campaignId: Campaign.running, dimensionId: Dimension.exchange }, body: {} })).body.data.data as Row[];
    expect(rows.slice(0, 2).map((r) => [r.id, r.bidModelData?.priority])).toEqual([[Entity.magnite, 1], [Entity.googleExchange, 3]]);
    expect(rows.slice(2).every((r) => r.bidModelData === null)).toBe(true);
  });

  it('total is the sum of every row, not only the page', async () => {
    const page = (await callOk(suite.current, 'listModelledEntities', { as: owner, params: { campaignId: Campaign.running, dimensionId: Dimension.city }, body: { noOfEntries: 2 } })).body.data;
    const all = await rowsOf(suite.current, owner, Campaign.running, Dimension.city, { skipReporting: false });
    expect(page.data).toHaveLength(2);
    expect(all.length).toBeGreaterThan(2);
    expect(page.total.totalCount).toBe(all.length);
    expect(page.total.impressions).toBeGreaterThan(0);
    for (const metric of COUNTS) expect(page.total[metric], metric).toBe(all.reduce((sum, r) => sum + (r[metric] as number), 0));
    for (const metric of MONEY) expect(page.total[metric], metric).toBeCloseTo(all.reduce((sum, r) => sum + (r[metric] as number), 0), 2);
    expect(all.reduce((sum, r) => sum + (r.spentDistribution as number), 0)).toBeCloseTo(100, 1);
  });

  it('rows carry every documented metric', async () => {
    const [row] = await rowsOf(suite.current, owner, Campaign.running, Dimension.state, { skipReporting: false });
    for (const metric of ['winRate', 'eCPM', 'eCPC', 'CTR', 'attributedClickThroughConversions', 'attributedViewThroughConversions', 'costPerAttributedConversions', 'attributedConversionsRate', 'returnOnAdSpend', 'VCR', 'eCPV', 'eCPCV', 'firstCount', 'midCount', 'thirdCount', 'spentDistribution']) {
      expect(row, metric).toHaveProperty(metric);
    }
  });

  it('skipReporting answers bid model data only: no metrics in rows or total', async () => {
    const response = expectContract(await list(Campaign.running, Dimension.state, { skipReporting: true }), 'listModelledEntities', 200);
    const { data, total } = response.body.data;
    expect(total).toEqual({ totalCount: data.length });
    for (const row of data) {
      expect(Object.keys(row).sort()).toEqual(['bidModelData', 'id', 'isExcluded', 'modelled', 'name', 'targeted']);
    }
    expect(data.find((r: Row) => r.id === Entity.california)).toMatchObject({ modelled: true, bidModelData: { id: BidModelData.stateCalifornia, spendRatio: 60, spendRatioTypeId: 2 } });
  });

  it('rows of a modelled bundle carry its data; blocked entities are isExcluded 1 and not targeted', async () => {
    const cities = await rowsOf(suite.current, owner, Campaign.running, Dimension.city);
    expect(cities.find((r) => r.id === Entity.losAngeles)).toMatchObject({ modelled: true, bidModelData: { id: BidModelData.cityBundle, priority: 4 } });
    const exchanges = await rowsOf(suite.current, owner, Campaign.running, Dimension.exchange);
    expect(exchanges.find((r) => r.id === Entity.sovrn)).toMatchObject({ isExcluded: 1, targeted: false });
    expect(exchanges.find((r) => r.id === Entity.magnite)).toMatchObject({ isExcluded: 0, targeted: true, modelled: false });
  });

  it('the creative dimension adds the creative status, sources and type', async () => {
    const rows = await rowsOf(suite.current, owner, Campaign.running, Dimension.creative);
    expect(rows.find((r) => r.id === Entity.htmlCreative)).toMatchObject({ creativeStatus: 'Running', creativeType: 'HTML', creativeThumbnailSource: expect.stringMatching(/^https:/), creativeCardSource: expect.stringMatching(/^https:/) });
  });

  it('searchField matches the entity name or id', async () => {
    const byName = await rowsOf(suite.current, owner, Campaign.running, Dimension.state, { searchField: 'calif' });
    expect(byName.map((r) => r.id)).toEqual([Entity.california]);
    const byId = await rowsOf(suite.current, owner, Campaign.running, Dimension.state, { searchField: String(Entity.texas) });
    expect(byId.map((r) => r.id)).toEqual([Entity.texas]);
  });

  it('with a searchField, filteredRecords counts the matching rows and totalRecords every row of the dimension', async () => {
    const every = await rowsOf(suite.current, owner, Campaign.running, Dimension.state);
    const response = expectContract(await list(Campaign.running, Dimension.state, { searchField: 'calif', skipReporting: true }), 'listModelledEntities', 200);
    const { data, totalRecords, filteredRecords } = response.body.data;
    expect(every.length).toBeGreaterThan(1);
    expect(data.map((r: Row) => r.id)).toEqual([Entity.california]);
    expect(filteredRecords).toBe(1);
    expect(totalRecords).toBe(every.length);
  });

  it('a window limits the delivery (a day before the campaign starts delivered nothing)', async () => {
    const response = expectContract(await list(Campaign.running, Dimension.state, { startDate: 1, endDate: 86_400_000 }), 'listModelledEntities', 200);
    expect(response.body.data.total.impressions).toBe(0);
  });

  it('metrics are the same on every read, and timezoneId is accepted without changing them (delivery days are UTC)', async () => {
    const window = { startDate: 0, endDate: 4_102_444_800_000 };
    const first = await rowsOf(suite.current, owner, Campaign.running, Dimension.city, { skipReporting: false, ...window });
    const again = await rowsOf(suite.current, owner, Campaign.running, Dimension.city, { skipReporting: false, ...window });
    const inLosAngeles = await rowsOf(suite.current, owner, Campaign.running, Dimension.city, { skipReporting: false, timezoneId: 29, ...window });
    expect(first.some((r) => (r.impressions as number) > 0)).toBe(true);
    expect(again).toEqual(first);
    expect(inLosAngeles).toEqual(first);
  });

  it('sortBy by a metric, descending', async () => {
    const rows = await rowsOf(suite.current, owner, Campaign.running, Dimension.state, { skipReporting: false, sortBy: '-impressions' });
    const impressions = rows.map((r) => r.impressions as number);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
  });

  it('an unknown sortBy field is 422', async () => {
    const response = expectContract(await list(Campaign.running, Dimension.state, { sortBy: '+nothing' }), 'listModelledEntities', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.invalidSortBy, field: 'sortBy' });
  });

  it('endDate before startDate is 422', async () => {
    const response = expectContract(await list(Campaign.running, Dimension.state, { startDate: 2000, endDate: 1000 }), 'listModelledEntities', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.dateRangeInverted, field: 'endDate' });
  });

  it('noOfEntries above 1000 is 422', async () => {
    const response = expectContract(await list(Campaign.running, Dimension.state, { noOfEntries: 1001 }), 'listModelledEntities', 422);
    expect(errorsOf(response)[0]?.field).toBe('noOfEntries');
  });

  it('campaignBidDetails carries the bids, the best priority and the next check', async () => {
    const response = await callOk(suite.current, 'listModelledEntities', { as: owner, params: { campaignId: Campaign.running, dimensionId: Dimension.state }, body: {} });
    expect(response.body.data.campaignBidDetails).toMatchObject({ baseBid: 2.5, maxBid: 6, currentPriority: 2 });
    const { nextPerformanceCheck } = response.body.data.campaignBidDetails;
    expect(nextPerformanceCheck).toBeGreaterThan(0);
    expect(nextPerformanceCheck % 86_400_000, 'a UTC midnight').toBe(0);
  });

  it('an unknown dimension is 422; another workspace\'s campaign is 403 Forbidden!', async () => {
    const unknown = expectContract(await list(Campaign.running, 99), 'listModelledEntities', 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.dimensionUnknown, field: 'dimensionId' });
    const foreign = expectContract(await list(Campaign.otherWorkspace, Dimension.creative), 'listModelledEntities', 403);
    expect(errorsOf(foreign)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
  });

  it('workspace isolation: the other workspace reads its own campaign, not Acme\'s', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const own = expectContract(await list(Campaign.otherWorkspace, Dimension.creative, {}, other), 'listModelledEntities', 200);
    expect(own.body.data.data.map((r: Row) => r.id)).toEqual([6101]);
    expectContract(await list(Campaign.running, Dimension.creative, {}, other), 'listModelledEntities', 403);
  });
});

describe('listModelledEntities in the workspace X-IAA-OW-ID names', () => {
  const listIn = (owId: number, campaignId: number) => call(suite.current, 'listModelledEntities', { as: owner, owId, params: { campaignId, dimensionId: Dimension.state }, body: { skipReporting: true } });

  it("acting in the Acme workspace, the owner reads its campaigns and its customer's", async () => {
    expectContract(await listIn(Workspace.acme, Campaign.running), 'listModelledEntities', 200);
    expectContract(await listIn(Workspace.acme, Campaign.customer), 'listModelledEntities', 200);
  });

  it("acting in the customer's workspace, the owner reads the customer's campaign, and Acme's is 403 Forbidden!", async () => {
    expectContract(await listIn(Workspace.contosoCustomer, Campaign.customer), 'listModelledEntities', 200);
    const parents = expectContract(await listIn(Workspace.contosoCustomer, Campaign.running), 'listModelledEntities', 403);
    expect(errorsOf(parents)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
  });
});

describe('getDimensionEntitySpent', () => {
  it('answers each row entity\'s spend; the amounts add up to the rows\' total', async () => {
    const response = await callOk(suite.current, 'getDimensionEntitySpent', { as: owner, params: { campaignId: Campaign.running, dimensionId: Dimension.state } });
    const spent = response.body.data.entityWiseSpent as Record<string, number>;
    const page = (await callOk(suite.current, 'listModelledEntities', { as: owner, params: { campaignId: Campaign.running, dimensionId: Dimension.state }, body: {} })).body.data;
    expect(Object.keys(spent).length).toBe(page.total.totalCount);
    expect(Object.values(spent).reduce((a, b) => a + b, 0)).toBeCloseTo(page.total.spent, 2);
    expect(spent[String(Entity.california)]).toBeGreaterThan(0);
  });

  it('is 422 for an unknown dimension and 403 for another workspace\'s campaign', async () => {
    const unknown = expectContract(await call(suite.current, 'getDimensionEntitySpent', { as: owner, params: { campaignId: Campaign.running, dimensionId: 7 } }), 'getDimensionEntitySpent', 422);
    expect(errorsOf(unknown)[0]?.error).toBe(messages.dimensionUnknown);
    const foreign = expectContract(await call(suite.current, 'getDimensionEntitySpent', { as: owner, params: { campaignId: Campaign.otherWorkspace, dimensionId: 1 } }), 'getDimensionEntitySpent', 403);
    expect(errorsOf(foreign)[0]?.error).toBe(messages.bidModelForbidden);
  });
});

describe('getDimensionBidModelCounts', () => {
  it('answers every dimension with its counts and modelled ids', async () => {
    const response = await callOk(suite.current, 'getDimensionBidModelCounts', { as: owner, params: { campaignId: Campaign.running } });
    const data = response.body.data;
    expect(Object.keys(data).map(Number).sort((a, b) => a - b)).toEqual(Object.values(Dimension).sort((a, b) => a - b));
    expect(data[String(Dimension.state)]).toMatchObject({ modelledCount: 2, modelledIds: [Entity.california, Entity.newYork] });
    expect(data[String(Dimension.deal)]).toMatchObject({ totalCount: 25, modelledCount: 1, modelledIds: [Entity.firstDeal] });
  });

  it('attributes picks what to fill; the rest is null', async () => {
    const response = await callOk(suite.current, 'getDimensionBidModelCounts', { as: owner, params: { campaignId: Campaign.running }, query: { attributes: 'modelledCount', startDate: 1000, endDate: 2000 } });
    expect(response.body.data[String(Dimension.state)]).toEqual({ totalCount: null, modelledCount: 2, modelledIds: null });
  });

  it('an unknown attribute or an inverted window is 422', async () => {
    const bad = expectContract(await call(suite.current, 'getDimensionBidModelCounts', { as: owner, params: { campaignId: Campaign.running }, query: { attributes: 'totalCount,clicks' } }), 'getDimensionBidModelCounts', 422);
    expect(errorsOf(bad)[0]).toMatchObject({ error: messages.countAttributeUnknown, field: 'attributes' });
    const inverted = expectContract(await call(suite.current, 'getDimensionBidModelCounts', { as: owner, params: { campaignId: Campaign.running }, query: { startDate: 2000, endDate: 1000 } }), 'getDimensionBidModelCounts', 422);
    expect(errorsOf(inverted)[0]?.error).toBe(messages.dateRangeInverted);
  });

  it("another workspace's campaign is 403 Forbidden!", async () => {
    const response = expectContract(await call(suite.current, 'getDimensionBidModelCounts', { as: owner, params: { campaignId: Campaign.otherWorkspace } }), 'getDimensionBidModelCounts', 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.bidModelForbidden);
  });
});

describe('getBidModelCount', () => {
  it('counts the campaign\'s bid model data per dimension', async () => {
    const response = await callOk(suite.current, 'getBidModelCount', { as: owner, params: { campaignId: Campaign.running } });
    expect(response.body.data.totalCount).toBe(7);
    expect(response.body.data.dimensionWiseCount).toContainEqual({ dimensionId: Dimension.state, count: 2 });
  });

  it('dimensionId narrows to one dimension; an unknown one is 422; a foreign campaign 403', async () => {
    const one = await callOk(suite.current, 'getBidModelCount', { as: owner, params: { campaignId: Campaign.running }, query: { dimensionId: Dimension.zip } });
    expect(one.body.data).toEqual({ totalCount: 0, dimensionWiseCount: [{ dimensionId: Dimension.zip, count: 0 }] });
    const unknown = expectContract(await call(suite.current, 'getBidModelCount', { as: owner, params: { campaignId: Campaign.running }, query: { dimensionId: 14 } }), 'getBidModelCount', 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.dimensionUnknown, field: 'dimensionId' });
    expectContract(await call(suite.current, 'getBidModelCount', { as: owner, params: { campaignId: Campaign.otherWorkspace } }), 'getBidModelCount', 403);
  });
});

describe('findModelledEntities', () => {
  const find = (body: Record<string, unknown>, as: Session = owner) => call(suite.current, 'findModelledEntities', { as, body });

  it('answers which entities are modelled in any of the workspace\'s campaigns, with the campaigns when asked', async () => {
    const response = expectContract(await find({ dimensionId: Dimension.state, entityIds: [Entity.california, Entity.washington, Entity.texas], includeCampaignInfo: true }), 'findModelledEntities', 200);
    expect(response.body.data).toEqual({
      modelledEntityIds: [Entity.california, Entity.washington],
      modelledCampaignDetails: [
        { entityId: Entity.california, campaignIds: [Campaign.running] },
        { entityId: Entity.washington, campaignIds: [Campaign.paused] },
      ],
    });
  });

  it('leaves the campaigns out by default', async () => {
    const response = await callOk(suite.current, 'findModelledEntities', { as: owner, body: { dimensionId: Dimension.state, entityIds: [Entity.california] } });
    expect(response.body.data).toEqual({ modelledEntityIds: [Entity.california], modelledCampaignDetails: [] });
  });

  it('groupIdBased reads the ids as bundle ids', async () => {
    const response = await callOk(suite.current, 'findModelledEntities', { as: owner, body: { dimensionId: Dimension.city, entityIds: [Bundle.westCoastCities, Bundle.downtownZips], groupIdBased: true } });
    expect(response.body.data.modelledEntityIds).toEqual([Bundle.westCoastCities]);
  });

  it('an unknown dimension is 422; a missing entityIds is 400', async () => {
    const unknown = expectContract(await find({ dimensionId: 9, entityIds: [1] }), 'findModelledEntities', 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.dimensionUnknown, field: 'dimensionId' });
    const missing = expectContract(await find({ dimensionId: 1 }), 'findModelledEntities', 400);
    expect(errorsOf(missing)[0]?.field).toBe('entityIds');
  });

  it('workspace isolation: another workspace\'s models are not seen', async () => {
    const acme = await callOk(suite.current, 'findModelledEntities', { as: owner, body: { dimensionId: Dimension.creative, entityIds: [6101] } });
    expect(acme.body.data.modelledEntityIds).toEqual([]);
    const other = await login(suite.current, 'otherWorkspaceUser');
    const theirs = await callOk(suite.current, 'findModelledEntities', { as: other, body: { dimensionId: Dimension.creative, entityIds: [6101, Entity.htmlCreative] } });
    expect(theirs.body.data.modelledEntityIds).toEqual([6101]);
  });
});

describe('the dimension ids a client reads', () => {
  mockOnly(suite, 'the served contract names every dimension id, and the fixtures summary agrees', 'reads /openapi.json and /__mock/fixtures', async () => {
    const spec = (await suite.current.http.get('/openapi.json').expect(200)).body;
    const served = spec.components.schemas.BidModelDimensionId.oneOf as Array<{ const: number; title: string }>;
    expect(served.map((d) => d.const)).toEqual([1, 2, 3, 4, 5, 10, 11, 12, 13]);
    expect(served.find((d) => d.const === Dimension.publisherCategory)?.title).toBe('Publisher category');
    expect(served.find((d) => d.const === Dimension.deal)?.title).toBe('Deal ID');
    const fixtures = (await suite.current.http.get('/__mock/fixtures').expect(200)).body;
    expect(fixtures.notableIds.bidModelDimensions).toEqual(Dimension);
  });
});
