import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import {
  bundlesOf,
  campaign,
  catalogue,
  createBundle,
  Dimension,
  expectModelled,
  freeEntities,
  modelBundleOk,
  modelOk,
  nonEmpty,
  owner,
  restoreWhenDone,
  rowOf,
  rowsOf,
  useOwnerAndCampaigns,
} from './support.ts';
import type { QueryParams } from '../../spec/generated/operations.ts';
import type {
  BidModelCount,
  ModelledEntities,
  ModelledEntitiesRequest,
  ModelledEntityListRequest,
  ModelledEntityRow,
  ModelledEntityTotal,
} from '../../spec/generated/types.ts';
import { describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, type Api, type Documented } from '../support/api.ts';
import { mockNow } from '../support/admin.ts';

useTarget();
useOwnerAndCampaigns();

const list = (api: Api, campaignId: number, dimensionId: number, body: Documented<ModelledEntityListRequest> = {}, as: Session = owner) =>
  api.call('listModelledEntities', { as, params: { campaignId, dimensionId }, body });

const listOk = async (api: Api, campaignId: number, dimensionId: number, body: Documented<ModelledEntityListRequest> = {}) =>
  (await api.ok('listModelledEntities', { as: owner, params: { campaignId, dimensionId }, body })).body.data;

const ids = (rows: Array<{ id: unknown }>) => rows.map((r) => Number(r.id));

const COUNTS = ['impressions', 'clicks', 'bidImpressions', 'conversionCount', 'startCount', 'completeCount', 'audioVideoViewed'];
const MONEY = ['spent', 'mediaSpent', 'dataCost', 'prebidCost', 'conversionValue'];
const DOCUMENTED_METRICS = [
  ...COUNTS,
  ...MONEY,
  ...[
    'winRate',
    'eCPM',
    'eCPC',
    'CTR',
    'attributedClickThroughConversions',
    'attributedViewThroughConversions',
    'costPerAttributedConversions',
    'attributedConversionsRate',
  ],
  ...['returnOnAdSpend', 'VCR', 'eCPV', 'eCPCV', 'firstCount', 'midCount', 'thirdCount', 'spentDistribution'],
];

/** A metric of a row or total as a number (a target may leave an optional metric out: 0). */
const metric = (item: ModelledEntityTotal | ModelledEntityRow, name: string) => {
  const fields: Partial<Record<string, unknown>> = { ...item };
  return Number(fields[name] ?? 0);
};

/** The running campaign's deals: the dimension with the most rows (it maps as many deals as it may). */
const manyRows = () => ({ campaignId: campaign.running, dimensionId: Dimension.deal });

describe('listModelledEntities', () => {
  it('pages 10 rows from page 1 by default, with the counts of every row', async ({ api }) => {
    const { campaignId, dimensionId } = manyRows();
    const every = await rowsOf(api, owner, campaignId, dimensionId);
    expect(every.length, 'a dimension with more than one page of rows').toBeGreaterThan(10);
    const response = expectContract(await list(api, campaignId, dimensionId), 'listModelledEntities', 200);
    const { data, totalRecords, filteredRecords, total } = response.body.data;
    expect(data).toHaveLength(10);
    expect(Number(totalRecords)).toBe(every.length);
    expect(Number(filteredRecords)).toBe(every.length);
    expect(Number(total.totalCount)).toBe(every.length);
  });

  it('pageNo pages through the sorted rows: pages of 10, together every row once, and a page past the last is empty', async ({ api }) => {
    const { campaignId, dimensionId } = manyRows();
    const page = async (api: Api, pageNo: number) => ids((await listOk(api, campaignId, dimensionId, { pageNo, skipReporting: true })).data);
    const all = ids(await rowsOf(api, owner, campaignId, dimensionId));
    const pageCount = Math.ceil(all.length / 10);
    expect(pageCount).toBeGreaterThan(1);
    const pages: number[][] = [];
    for (let pageNo = 1; pageNo <= pageCount; pageNo += 1) pages.push(await page(api, pageNo));
    expect(pages.map((p) => p.length)).toEqual(pages.map((_, i) => Math.min(10, all.length - i * 10)));
    expect(pages.flat()).toEqual(all);
    expect(await page(api, pageCount + 1)).toEqual([]);
  });

  it('sorts by +priority by default: modelled rows first, lowest priority first', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.exchange);
    const [exchange] = await freeEntities(api, owner, campaign.running, Dimension.exchange, 1);
    await modelOk(api, owner, campaign.running, Dimension.exchange, { entityId: exchange!, entityTypeId: 1, priority: 1 });
    const rows = (await listOk(api, campaign.running, Dimension.exchange, { skipReporting: true })).data;
    const at = rows.findIndex((r) => Number(r.id) === exchange);
    expect(at, 'the priority 1 row is on the first page').toBeGreaterThanOrEqual(0);
    // Priority 1 is the lowest there is: only modelled rows (of priority 1, where answered) come before it.
    for (const row of rows.slice(0, at)) expectModelled(row, { priority: 1 });
    expect(
      rows.every((r, i) => r.modelled || i > at),
      'unmodelled rows come after it',
    ).toBe(true);
    const priorities = rows.flatMap((r) => (typeof r.bidModelData?.priority === 'number' ? [r.bidModelData.priority] : []));
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const firstUnmodelled = rows.findIndex((r) => !r.modelled);
    if (firstUnmodelled >= 0) expect(rows.slice(firstUnmodelled).every((r) => !r.modelled || r.bidModelData?.priority == null)).toBe(true);
  });

  it('total is the sum of every row, not only the page', async ({ api }) => {
    const page = await listOk(api, campaign.running, Dimension.city, { noOfEntries: 2 });
    const all = await rowsOf(api, owner, campaign.running, Dimension.city, { skipReporting: false });
    expect(page.data).toHaveLength(2);
    expect(all.length).toBeGreaterThan(2);
    expect(Number(page.total.totalCount)).toBe(all.length);
    expect(metric(page.total, 'impressions')).toBeGreaterThan(0);
    for (const name of COUNTS) if (name in page.total) expect(metric(page.total, name), name).toBe(all.reduce((sum, r) => sum + metric(r, name), 0));
    for (const name of MONEY)
      if (name in page.total)
        expect(metric(page.total, name), name).toBeCloseTo(
          all.reduce((sum, r) => sum + metric(r, name), 0),
          2,
        );
    if (all.every((r) => 'spentDistribution' in r)) expect(all.reduce((sum, r) => sum + metric(r, 'spentDistribution'), 0)).toBeCloseTo(100, 1);
  });

  it('rows carry the documented metrics, and only those', async ({ api }) => {
    const [plain] = await rowsOf(api, owner, campaign.running, Dimension.state);
    const [row] = await rowsOf(api, owner, campaign.running, Dimension.state, { skipReporting: false });
    const metrics = Object.keys(row!).filter((name) => !(name in plain!));
    // Every metric is optional in the contract (expectContract checked each one's type); a row with reporting has some.
    expect(metrics.length).toBeGreaterThan(0);
    expect(metrics.filter((name) => !DOCUMENTED_METRICS.includes(name))).toEqual([]);
  });

  it('skipReporting answers bid model data only: no metrics in rows or total', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.state);
    const [state] = await freeEntities(api, owner, campaign.running, Dimension.state, 1);
    const [dataId] = await modelOk(api, owner, campaign.running, Dimension.state, { entityId: state!, entityTypeId: 1, priority: 4, bidMultiplier: 1.25 });
    const response = expectContract(await list(api, campaign.running, Dimension.state, { skipReporting: true }), 'listModelledEntities', 200);
    const { data, total } = response.body.data;
    expect(Object.keys(total)).toEqual(['totalCount']);
    expect(Number(total.totalCount)).toBe(data.length);
    for (const row of data) expect(Object.keys(row).sort()).toEqual(['bidModelData', 'id', 'isExcluded', 'modelled', 'name', 'targeted']);
    const row = (data as ModelledEntityRow[]).find((r) => Number(r.id) === state);
    expectModelled(row, { id: dataId, priority: 4, bidMultiplier: 1.25, spendRatio: null, spendRatioTypeId: null });
  });

  it('rows of a modelled bundle carry its data; blocked entities are isExcluded 1 and not targeted', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.city);
    await restoreWhenDone(api, owner, campaign.running, Dimension.exchange);
    const cities = await freeEntities(api, owner, campaign.running, Dimension.city, 2);
    await modelBundleOk(api, owner, campaign.running, Dimension.city, uniqueName('Bundle'), cities, { priority: 4 });
    for (const city of cities) expectModelled(await rowOf(api, owner, campaign.running, Dimension.city, city), { priority: 4 });
    const [blocked, open] = await freeEntities(api, owner, campaign.running, Dimension.exchange, 2, { targeted: true });
    await api.ok('updateBidModels', {
      as: owner,
      params: { campaignId: campaign.running, dimensionId: Dimension.exchange },
      body: { inclusionExclusionEntityMap: { EXCLUDE: [blocked!] } },
    });
    const exchanges = await rowsOf(api, owner, campaign.running, Dimension.exchange);
    expect(exchanges.find((r) => r.id === blocked)).toMatchObject({ isExcluded: 1, targeted: false });
    expect(exchanges.find((r) => r.id === open)).toMatchObject({ isExcluded: 0, targeted: true, modelled: false });
  });

  it('the creative dimension adds the creative status, sources and type', async ({ api }) => {
    const html = await api.ids.of('creatives', 'htmlRunning');
    const rows = await rowsOf(api, owner, campaign.running, Dimension.creative);
    const row = rows.find((r) => r.id === html);
    expect(row).toMatchObject({ creativeType: 'HTML', creativeStatus: 'Running' });
    for (const source of ['creativeThumbnailSource', 'creativeCardSource'] as const) if (row![source] != null) expect(row![source], source).toMatch(/^https?:/);
  });

  it('searchField matches the entity name or id', async ({ api }) => {
    const every = await rowsOf(api, owner, campaign.running, Dimension.state);
    const sample = every[0]!;
    const fragment = sample.name.slice(1, 5).toLowerCase();
    const byName = await rowsOf(api, owner, campaign.running, Dimension.state, { searchField: fragment });
    expect(ids(byName)).toEqual(ids(every.filter((r) => r.name.toLowerCase().includes(fragment) || String(r.id) === fragment)));
    expect(ids(byName)).toContain(sample.id);
    const byId = await rowsOf(api, owner, campaign.running, Dimension.state, { searchField: String(sample.id) });
    expect(ids(byId)).toEqual(ids(every.filter((r) => r.id === sample.id || r.name.includes(String(sample.id)))));
  });

  it('with a searchField, filteredRecords counts the matching rows and totalRecords every row of the dimension', async ({ api }) => {
    const every = await rowsOf(api, owner, campaign.running, Dimension.state);
    expect(every.length).toBeGreaterThan(1);
    const sample = every[0]!;
    const response = expectContract(
      await list(api, campaign.running, Dimension.state, { searchField: sample.name, skipReporting: true }),
      'listModelledEntities',
      200,
    );
    const { data, totalRecords, filteredRecords } = response.body.data;
    const matching = every.filter((r) => r.name.toLowerCase().includes(sample.name.toLowerCase()));
    expect(ids(data)).toEqual(ids(matching));
    expect(Number(filteredRecords)).toBe(matching.length);
    expect(Number(totalRecords)).toBe(every.length);
  });

  it('a window limits the delivery (a day before the campaign starts delivered nothing)', async ({ api }) => {
    const response = expectContract(await list(api, campaign.running, Dimension.state, { startDate: 1, endDate: 86_400_000 }), 'listModelledEntities', 200);
    expect(metric(response.body.data.total, 'impressions')).toBe(0);
  });

  it('metrics are the same on every read, and timezoneId is accepted without changing them (delivery days are UTC)', async ({ api }) => {
    const window = { startDate: 0, endDate: 4_102_444_800_000 };
    const first = await rowsOf(api, owner, campaign.running, Dimension.city, { skipReporting: false, ...window });
    const again = await rowsOf(api, owner, campaign.running, Dimension.city, { skipReporting: false, ...window });
    const inLosAngeles = await rowsOf(api, owner, campaign.running, Dimension.city, { skipReporting: false, timezoneId: 29, ...window });
    expect(first.some((r) => metric(r, 'impressions') > 0)).toBe(true);
    expect(again).toEqual(first);
    expect(inLosAngeles).toEqual(first);
  });

  it('sortBy by a metric, descending', async ({ api }) => {
    const rows = await rowsOf(api, owner, campaign.running, Dimension.state, { skipReporting: false, sortBy: '-impressions' });
    const impressions = rows.map((r) => metric(r, 'impressions'));
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
  });

  /** A row's value of a sort field: its bid model data's, or a metric's (null: the row has none). */
  const SORT_FIELDS: Array<[string, (row: ModelledEntityRow) => number | null]> = [
    ['bidMultiplier', (row) => (row.bidModelData?.bidMultiplier == null ? null : Number(row.bidModelData.bidMultiplier))],
    ['spendRatio', (row) => (row.bidModelData?.spendRatio == null ? null : Number(row.bidModelData.spendRatio))],
    ['CTR', (row) => metric(row, 'CTR')],
    ['eCPM', (row) => metric(row, 'eCPM')],
  ];

  for (const [field, valueOf] of SORT_FIELDS) {
    it(`sortBy ${field} orders the rows by it both ways, rows without one last`, async ({ api }) => {
      await restoreWhenDone(api, owner, campaign.running, Dimension.state);
      // A state the campaign does not target, modelled: a row that delivered nothing.
      const [idle] = await freeEntities(api, owner, campaign.running, Dimension.state, 1);
      await modelOk(api, owner, campaign.running, Dimension.state, {
        entityId: idle!,
        entityTypeId: 1,
        priority: 5,
        bidMultiplier: 1.5,
        spendRatio: 20,
        spendRatioTypeId: 1,
      });
      for (const sign of ['+', '-']) {
        const rows = await rowsOf(api, owner, campaign.running, Dimension.state, { skipReporting: false, sortBy: `${sign}${field}` });
        expect(rows.length).toBeGreaterThan(2);
        const values = rows.map(valueOf);
        const valued = values.filter((v): v is number => v !== null);
        expect(values.slice(0, valued.length), `${sign}${field}: rows with a value first`).toEqual(valued);
        expect(valued, `${sign}${field}`).toEqual([...valued].sort((a, b) => (sign === '+' ? a - b : b - a)));
      }
    });
  }

  it('a sortBy naming a field the rows do not sort by gives the default order (+priority)', async ({ api }) => {
    const byDefault = await rowsOf(api, owner, campaign.running, Dimension.exchange);
    const byNothing = await rowsOf(api, owner, campaign.running, Dimension.exchange, { sortBy: '+nothing' });
    const byPriority = await rowsOf(api, owner, campaign.running, Dimension.exchange, { sortBy: '+priority' });
    expect(ids(byNothing)).toEqual(ids(byDefault));
    expect(ids(byPriority)).toEqual(ids(byDefault));
  });

  it('endDate before startDate is 422', async ({ api }) => {
    const response = expectContract(await list(api, campaign.running, Dimension.state, { startDate: 2000, endDate: 1000 }), 'listModelledEntities', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.dateRangeInverted });
    expectErrorField(errorsOf(response)[0], 'endDate', 'listModelledEntities', 422);
  });

  it('noOfEntries above 1000 is 422', async ({ api }) => {
    const response = expectContract(await list(api, campaign.running, Dimension.state, { noOfEntries: 1001 }), 'listModelledEntities', 422);
    expectErrorField(errorsOf(response)[0], 'noOfEntries', 'listModelledEntities', 422);
  });

  it('campaignBidDetails carries the bids, the best priority and the next check', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.zip);
    const [zip] = await freeEntities(api, owner, campaign.running, Dimension.zip, 1);
    await api.ok('updateBidModels', {
      as: owner,
      params: { campaignId: campaign.running, dimensionId: Dimension.zip },
      body: { baseBid: 2.75, actionWiseBidModelEntities: { ADD: [{ entityId: zip!, entityTypeId: 1, priority: 1 }] } },
    });
    const details = (await listOk(api, campaign.running, Dimension.state, {})).campaignBidDetails;
    if (details.baseBid !== null) expect(Number(details.baseBid)).toBe(2.75);
    if (details.maxBid !== null) expect(Number(details.maxBid)).toBeGreaterThan(0);
    // Priority 1 is the lowest there is, and the campaign now has one.
    if (details.currentPriority !== null) expect(Number(details.currentPriority)).toBe(1);
    const nextPerformanceCheck = Number(details.nextPerformanceCheck);
    expect(nextPerformanceCheck).toBeGreaterThan(0);
    expect(nextPerformanceCheck % 86_400_000, 'a UTC midnight').toBe(0);
  });

  mockOnly('nextPerformanceCheck is the next UTC midnight on the clock', 'DECISIONS BM2', async ({ api }) => {
    const now = await mockNow(api.target);
    const next = Number((await listOk(api, campaign.running, Dimension.state, { skipReporting: true })).campaignBidDetails.nextPerformanceCheck);
    expect(next).toBeGreaterThan(now);
    expect(next - now).toBeLessThanOrEqual(86_400_000);
    expect(next % 86_400_000).toBe(0);
  });

  mockOnly(
    "every dimension's rows add up to the campaign's whole delivery, blocks and includes too",
    'DECISIONS BM2: the delivery is split across the entities the campaign targets',
    async ({ api }) => {
      await restoreWhenDone(api, owner, campaign.running, Dimension.trafficSource);
      // Blocking gives the dimension its first include/exclude record; a blocked entity still delivers.
      const [source] = await freeEntities(api, owner, campaign.running, Dimension.trafficSource, 1, { targeted: true });
      await api.ok('updateBidModels', {
        as: owner,
        params: { campaignId: campaign.running, dimensionId: Dimension.trafficSource },
        body: { inclusionExclusionEntityMap: { EXCLUDE: [source!] } },
      });
      const totals = [];
      for (const dimensionId of Object.values(Dimension)) {
        const { total } = await listOk(api, campaign.running, dimensionId, { noOfEntries: 1 });
        totals.push({ dimensionId, impressions: metric(total, 'impressions'), spent: metric(total, 'spent') });
      }
      expect(totals[0]!.impressions).toBeGreaterThan(0);
      for (const t of totals) expect(t, `dimension ${t.dimensionId}`).toEqual({ ...totals[0]!, dimensionId: t.dimensionId });
    },
  );

  it('a dimension id outside the nine the platform shows is a dimension without entities: no rows', async ({ api }) => {
    const response = expectContract(await list(api, campaign.running, 99, { skipReporting: true }), 'listModelledEntities', 200);
    expect(response.body.data.data).toEqual([]);
    expect(Number(response.body.data.totalRecords)).toBe(0);
  });

  it("dimension 0 is 422 naming dimensionId; another workspace's campaign is 403 Forbidden!", async ({ api }) => {
    const zero = expectContract(await list(api, campaign.running, 0), 'listModelledEntities', 422);
    expectErrorField(errorsOf(zero)[0], 'dimensionId', 'listModelledEntities', 422);
    const foreign = expectContract(await list(api, campaign.otherWorkspace, Dimension.creative), 'listModelledEntities', 403);
    expect(errorsOf(foreign)[0]).toMatchObject({ error: messages.bidModelForbidden });
    expectErrorField(errorsOf(foreign)[0], 'campaignId', 'listModelledEntities', 403);
  });

  it("workspace isolation: the other workspace reads its own campaign, not Acme's", async ({ api, other }) => {
    const theirCreative = await api.ids.of('creatives', 'otherWorkspaceImage');
    const own = expectContract(await list(api, campaign.otherWorkspace, Dimension.creative, { skipReporting: true }, other), 'listModelledEntities', 200);
    expect(ids(own.body.data.data)).toContain(theirCreative);
    const acme = expectContract(await list(api, campaign.running, Dimension.creative, {}, other), 'listModelledEntities', 403);
    expect(errorsOf(acme)[0]).toMatchObject({ error: messages.bidModelForbidden });
    expectErrorField(errorsOf(acme)[0], 'campaignId', 'listModelledEntities', 403);
  });
});

describe('listModelledEntities in the workspace X-IAA-OW-ID names', () => {
  const listIn = (api: Api, owId: number, campaignId: number) =>
    api.call('listModelledEntities', { as: owner, owId, params: { campaignId, dimensionId: Dimension.state }, body: { skipReporting: true } });

  it("acting in the Acme workspace, the owner reads its campaigns and its customer's", async ({ api }) => {
    const acme = await api.ids.organization('workspace');
    expectContract(await listIn(api, acme, campaign.running), 'listModelledEntities', 200);
    expectContract(await listIn(api, acme, campaign.customer), 'listModelledEntities', 200);
  });

  it("acting in the customer's workspace, the owner reads the customer's campaign, and Acme's is 403 Forbidden!", async ({ api }) => {
    const customer = await api.ids.organization('siblingCustomer');
    expectContract(await listIn(api, customer, campaign.customer), 'listModelledEntities', 200);
    const parents = expectContract(await listIn(api, customer, campaign.running), 'listModelledEntities', 403);
    expect(errorsOf(parents)[0]).toMatchObject({ error: messages.bidModelForbidden });
    expectErrorField(errorsOf(parents)[0], 'campaignId', 'listModelledEntities', 403);
  });
});

describe('getDimensionEntitySpent', () => {
  it("answers each row entity's spend; the amounts add up to the rows' total", async ({ api }) => {
    const response = await api.ok('getDimensionEntitySpent', { as: owner, params: { campaignId: campaign.running, dimensionId: Dimension.state } });
    const spent = response.body.data.entityWiseSpent;
    const page = await listOk(api, campaign.running, Dimension.state, { noOfEntries: 1000 });
    expect(
      Object.keys(spent)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ids(page.data).sort((a, b) => a - b));
    const amounts = Object.values(spent).map(Number);
    expect(amounts.reduce((a, b) => a + b, 0)).toBeCloseTo(metric(page.total, 'spent'), 2);
    expect(amounts.some((amount) => amount > 0)).toBe(true);
  });

  it('an entity the campaign models but does not target spent nothing', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.state);
    const [idle] = await freeEntities(api, owner, campaign.running, Dimension.state, 1);
    await modelOk(api, owner, campaign.running, Dimension.state, { entityId: idle!, entityTypeId: 1, priority: 5 });
    expect(await rowOf(api, owner, campaign.running, Dimension.state, idle!)).toMatchObject({ targeted: false });
    const response = await api.ok('getDimensionEntitySpent', { as: owner, params: { campaignId: campaign.running, dimensionId: Dimension.state } });
    expect(Number(response.body.data.entityWiseSpent[String(idle)])).toBe(0);
  });

  it('a dimension id outside the nine has no entities, so no spend', async ({ api }) => {
    const response = await api.ok('getDimensionEntitySpent', { as: owner, params: { campaignId: campaign.running, dimensionId: 7 } });
    expect(response.body.data.entityWiseSpent).toEqual({});
  });

  it("is 422 for dimension 0 and 403 for another workspace's campaign", async ({ api }) => {
    const zero = await api.expect('getDimensionEntitySpent', { as: owner, params: { campaignId: campaign.running, dimensionId: 0 } }, 422);
    expectErrorField(errorsOf(zero)[0], 'dimensionId', 'getDimensionEntitySpent', 422);
    const foreign = await api.expect('getDimensionEntitySpent', { as: owner, params: { campaignId: campaign.otherWorkspace, dimensionId: 1 } }, 403);
    expect(errorsOf(foreign)[0]?.error).toBe(messages.bidModelForbidden);
  });
});

const countsOf = async (api: Api, campaignId: number, query: QueryParams<'getDimensionBidModelCounts'> = {}) =>
  (await api.ok('getDimensionBidModelCounts', { as: owner, params: { campaignId }, query })).body.data;

/** Modelled ids in either legal form (an array, or a comma-separated string). */
const idList = (value: number[] | string | null): number[] | null =>
  value === null ? null : typeof value === 'string' ? value.split(',').filter(Boolean).map(Number) : value.map(Number);

describe('getDimensionBidModelCounts', () => {
  it('answers every dimension with the counts and modelled ids of its rows, and counts a new model', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.state);
    const before = await countsOf(api, campaign.running);
    const [state] = await freeEntities(api, owner, campaign.running, Dimension.state, 1);
    await modelOk(api, owner, campaign.running, Dimension.state, { entityId: state!, entityTypeId: 1, priority: 3 });
    const data = await countsOf(api, campaign.running);
    expect(
      Object.keys(data)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(Dimension).sort((a, b) => a - b));
    for (const dimensionId of [Dimension.state, Dimension.deal]) {
      const rows = await rowsOf(api, owner, campaign.running, dimensionId);
      const modelled = rows.filter((r) => r.modelled).map((r) => r.id);
      const counts = data[String(dimensionId)]!;
      expect(Number(counts.totalCount), `dimension ${dimensionId}`).toBe(rows.length);
      expect(Number(counts.modelledCount), `dimension ${dimensionId}`).toBe(modelled.length);
      expect(
        idList(counts.modelledIds)?.sort((a, b) => a - b),
        `dimension ${dimensionId}`,
      ).toEqual(modelled.sort((a, b) => a - b));
    }
    expect(idList(data[String(Dimension.state)]!.modelledIds)).toContain(state);
    expect(Number(data[String(Dimension.state)]!.modelledCount)).toBe(Number(before[String(Dimension.state)]!.modelledCount) + 1);
  });

  it('attributes picks what to fill; the rest is null', async ({ api }) => {
    const data = await countsOf(api, campaign.running, { attributes: 'modelledCount', startDate: 1000, endDate: 2000 });
    const state = data[String(Dimension.state)]!;
    expect(state).toMatchObject({ totalCount: null, modelledIds: null });
    expect(state.modelledCount).not.toBeNull();
    expect(Number(state.modelledCount)).toBeGreaterThanOrEqual(0);
  });

  it('attributes is a comma list, spaces around the names allowed', async ({ api }) => {
    const all = await countsOf(api, campaign.running);
    const data = await countsOf(api, campaign.running, { attributes: ' totalCount , modelledIds ' });
    const state = data[String(Dimension.state)]!;
    expect(state.modelledCount).toBeNull();
    expect(Number(state.totalCount)).toBe(Number(all[String(Dimension.state)]!.totalCount));
    expect(idList(state.modelledIds)?.sort((a, b) => a - b)).toEqual(idList(all[String(Dimension.state)]!.modelledIds)?.sort((a, b) => a - b));
  });

  mockOnly('an empty attributes asks for all three, as a missing one does', 'DECISIONS BM7', async ({ api }) => {
    const all = await countsOf(api, campaign.running);
    for (const attributes of ['', '  ']) expect(await countsOf(api, campaign.running, { attributes }), `attributes '${attributes}'`).toEqual(all);
    expect(all[String(Dimension.state)]!.totalCount).not.toBeNull();
  });

  it('an unknown attribute or an inverted window is 422', async ({ api }) => {
    await api.refuses('getDimensionBidModelCounts', { as: owner, params: { campaignId: campaign.running }, query: { attributes: 'totalCount,clicks' } }, 422, {
      error: messages.countAttributeUnknown,
      field: 'attributes',
    });
    const inverted = await api.expect(
      'getDimensionBidModelCounts',
      { as: owner, params: { campaignId: campaign.running }, query: { startDate: 2000, endDate: 1000 } },
      422,
    );
    expect(errorsOf(inverted)[0]?.error).toBe(messages.dateRangeInverted);
  });

  it("another workspace's campaign is 403 Forbidden!", async ({ api }) => {
    const response = await api.expect('getDimensionBidModelCounts', { as: owner, params: { campaignId: campaign.otherWorkspace } }, 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.bidModelForbidden);
  });
});

const bidModelCount = async (api: Api, campaignId: number, query: QueryParams<'getBidModelCount'> = {}): Promise<BidModelCount> => {
  const data = (await api.ok('getBidModelCount', { as: owner, params: { campaignId }, query })).body.data;
  return {
    totalCount: Number(data.totalCount),
    dimensionWiseCount: data.dimensionWiseCount.map((d: BidModelCount['dimensionWiseCount'][0]) => ({
      dimensionId: Number(d.dimensionId),
      count: Number(d.count),
    })),
  };
};

const countIn = (count: BidModelCount, dimensionId: number) => count.dimensionWiseCount.find((d) => d.dimensionId === dimensionId)?.count ?? 0;

describe('getBidModelCount', () => {
  it("counts the campaign's bid model data per dimension: a new model counts once, in its dimension", async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.state);
    const before = await bidModelCount(api, campaign.running);
    const [state] = await freeEntities(api, owner, campaign.running, Dimension.state, 1);
    await modelOk(api, owner, campaign.running, Dimension.state, { entityId: state!, entityTypeId: 1, priority: 3 });
    const after = await bidModelCount(api, campaign.running);
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(countIn(after, Dimension.state)).toBe(countIn(before, Dimension.state) + 1);
    expect(after.totalCount).toBe(after.dimensionWiseCount.reduce((sum, d) => sum + d.count, 0));
  });

  it('dimensionId narrows to one dimension; a foreign campaign is 403', async ({ api }) => {
    const one = await bidModelCount(api, campaign.running, { dimensionId: Dimension.zip });
    expect(one.dimensionWiseCount).toEqual([{ dimensionId: Dimension.zip, count: one.totalCount }]);
    await api.expect('getBidModelCount', { as: owner, params: { campaignId: campaign.otherWorkspace } }, 403);
  });

  it('the count of one dimension is its entry in the count of all', async ({ api }) => {
    const all = await bidModelCount(api, campaign.running);
    for (const dimensionId of [Dimension.state, Dimension.zip]) {
      const one = await bidModelCount(api, campaign.running, { dimensionId });
      expect(one.totalCount, `dimension ${dimensionId}`).toBe(countIn(all, dimensionId));
    }
  });
});

describe('findModelledEntities', () => {
  const find = (api: Api, body: Documented<ModelledEntitiesRequest>, as: Session = owner) => api.call('findModelledEntities', { as, body });
  const findOk = async (api: Api, body: Documented<ModelledEntitiesRequest>, as: Session = owner) => {
    const data = (await api.ok('findModelledEntities', { as, body })).body.data;
    return {
      modelledEntityIds: data.modelledEntityIds.map(Number),
      modelledCampaignDetails: data.modelledCampaignDetails.map((d) => ({
        entityId: Number(d.entityId),
        campaignIds: d.campaignIds.map(Number).sort((a, b) => a - b),
      })),
    };
  };

  /** Two states: one no campaign of the workspace models, modelled here in two campaigns; one modelled nowhere. */
  async function arrangeStates(api: Api) {
    const states = nonEmpty(catalogue[Dimension.state]!);
    const found = await findOk(api, { dimensionId: Dimension.state, entityIds: states });
    const nowhere = states.filter((s) => !found.modelledEntityIds.includes(s));
    if (nowhere.length < 2) throw new Error('fewer than two states are modelled in no campaign of the workspace');
    const [modelled, unmodelled] = nowhere as [number, number];
    for (const campaignId of [campaign.running, campaign.paused]) {
      await restoreWhenDone(api, owner, campaignId, Dimension.state);
      await modelOk(api, owner, campaignId, Dimension.state, { entityId: modelled, entityTypeId: 1, priority: 5 });
    }
    return { modelled, unmodelled };
  }

  it("answers which entities are modelled in any of the workspace's campaigns, with the campaigns when asked", async ({ api }) => {
    const { modelled, unmodelled } = await arrangeStates(api);
    const response = expectContract(
      await find(api, { dimensionId: Dimension.state, entityIds: [modelled, unmodelled], includeCampaignInfo: true }),
      'findModelledEntities',
      200,
    );
    expect(response.body.data.modelledEntityIds.map(Number)).toEqual([modelled]);
    const details = response.body.data.modelledCampaignDetails as ModelledEntities['modelledCampaignDetails'];
    expect(details.map((d) => Number(d.entityId))).toEqual([modelled]);
    expect(details[0]!.campaignIds.map(Number).sort((a, b) => a - b)).toEqual([campaign.running, campaign.paused].sort((a, b) => a - b));
  });

  it('leaves the campaigns out by default', async ({ api }) => {
    const { modelled } = await arrangeStates(api);
    expect(await findOk(api, { dimensionId: Dimension.state, entityIds: [modelled] })).toEqual({ modelledEntityIds: [modelled], modelledCampaignDetails: [] });
  });

  it('answers only ids it was asked about, each with campaigns of the workspace', async ({ api }) => {
    const asked: [number, ...number[]] = [1, 2, 3];
    const found = await findOk(api, { dimensionId: Dimension.exchange, entityIds: asked, includeCampaignInfo: true });
    expect(found.modelledEntityIds.every((id) => asked.includes(id))).toBe(true);
    expect(found.modelledCampaignDetails.map((d) => d.entityId)).toEqual(found.modelledEntityIds);
    for (const detail of found.modelledCampaignDetails) expect(detail.campaignIds).not.toContain(campaign.otherWorkspace);
  });

  it('groupIdBased reads the ids as bundle ids', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.city);
    const cities = await freeEntities(api, owner, campaign.running, Dimension.city, 2);
    const modelled = await modelBundleOk(api, owner, campaign.running, Dimension.city, uniqueName('Bundle'), [cities[0]!], { priority: 6 });
    const unmodelled = await createBundle(api, owner, campaign.running, Dimension.city, uniqueName('Bundle'), [cities[1]!]);
    const found = await findOk(api, { dimensionId: Dimension.city, entityIds: [modelled, unmodelled], groupIdBased: true });
    expect(found.modelledEntityIds).toEqual([modelled]);
  });

  it('groupIdBased finds no entity modelled on its own by its id: the ids are bundle ids', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.state);
    const bundleIds = new Set<number>();
    for (const campaignId of [campaign.running, campaign.paused, campaign.draft, campaign.pending])
      for (const b of await bundlesOf(api, owner, campaignId)) bundleIds.add(b.bundleId);
    const [state] = await freeEntities(api, owner, campaign.running, Dimension.state, 1);
    expect(bundleIds.has(state!), `state ${state} is no bundle id of the workspace's campaigns`).toBe(false);
    await modelOk(api, owner, campaign.running, Dimension.state, { entityId: state!, entityTypeId: 1, priority: 4 });
    expect((await findOk(api, { dimensionId: Dimension.state, entityIds: [state!] })).modelledEntityIds).toEqual([state]);
    expect((await findOk(api, { dimensionId: Dimension.state, entityIds: [state!], groupIdBased: true })).modelledEntityIds).toEqual([]);
  });

  it('a dimension id outside the nine has nothing modelled', async ({ api }) => {
    expect(await findOk(api, { dimensionId: 9, entityIds: [1, 2] })).toEqual({ modelledEntityIds: [], modelledCampaignDetails: [] });
  });

  it('a missing entityIds is 400', async ({ api }) => {
    const missing = expectContract(await api.callMalformed('findModelledEntities', { as: owner, body: { dimensionId: 1 } }), 'findModelledEntities', 400);
    expectErrorField(errorsOf(missing)[0], 'entityIds', 'findModelledEntities', 400);
  });

  it("workspace isolation: another workspace's models are not seen", async ({ api, other }) => {
    const theirCreative = await api.ids.of('creatives', 'otherWorkspaceImage');
    const theirs = await rowOf(api, other, campaign.otherWorkspace, Dimension.creative, theirCreative);
    if (!theirs?.modelled) {
      await restoreWhenDone(api, other, campaign.otherWorkspace, Dimension.creative);
      await modelOk(api, other, campaign.otherWorkspace, Dimension.creative, { entityId: theirCreative, entityTypeId: 1, priority: 1 });
    }
    expect((await findOk(api, { dimensionId: Dimension.creative, entityIds: [theirCreative] })).modelledEntityIds).toEqual([]);
    expect((await findOk(api, { dimensionId: Dimension.creative, entityIds: [theirCreative] }, other)).modelledEntityIds).toEqual([theirCreative]);
  });
});

describe('the dimension ids a client reads', () => {
  mockOnly('the served contract names every dimension id, and the fixtures summary agrees', 'reads /openapi.json and /__mock/fixtures', async ({ api }) => {
    const spec = (await api.target.http.get('/openapi.json').expect(200)).body;
    const served = spec.components.schemas.BidModelDimensionId as { examples: number[]; description: string };
    expect(served.examples).toEqual([1, 2, 3, 4, 5, 10, 11, 12, 13]);
    const description = served.description.replace(/\s+/g, ' ');
    expect(description).toContain(`${Dimension.publisherCategory} publisher category`);
    expect(description).toContain(`${Dimension.deal} deal ID`);
    const fixtures = (await api.target.http.get('/__mock/fixtures').expect(200)).body;
    expect(fixtures.notableIds.bidModelDimensions).toEqual(Dimension);
  });
});
