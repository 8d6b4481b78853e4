/**
 * What bid modelling writes must leave alone (other bundles, other campaigns, the
 * rows of entities no write touched), what they replace rather than add, and the
 * reads' edges: equal window dates, counts, the best priority and the rows of each
 * dimension's catalogue.
 */
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { expectContract } from '../support/client.ts';
import { CITIES, DEVICE_TYPES, EXCHANGES, PUBLISHER_CATEGORIES, STATES, TRAFFIC_SOURCES, ZIPS } from '../../mock/domains/bid-models/index.ts';
import {
  add,
  bundlesOf,
  campaign,
  catalogue,
  createBundle,
  Dimension,
  emptyDimension,
  expectModelled,
  freeEntities,
  modelBundleOk,
  modelCount,
  modelOk,
  nonEmpty,
  owner,
  putBidModels,
  restoreWhenDone,
  rowOf,
  rowsOf,
  useOwnerAndCampaigns,
  type EntityDetails,
} from './support.ts';
import { describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectRefusal, type Api } from '../support/api.ts';

useTarget();
useOwnerAndCampaigns();

async function arrange(api: Api, campaignId: number, dimensionId: number, count: number, options: { rows?: boolean; targeted?: boolean } = {}) {
  await restoreWhenDone(api, owner, campaignId, dimensionId);
  return freeEntities(api, owner, campaignId, dimensionId, count, options);
}

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

describe('bundles leave other bundles and rows alone', () => {
  it('of two bundles of a dimension, only the modelled one is modellingApplied', async ({ api }) => {
    const [first, second] = await arrange(api, campaign.running, Dimension.city, 2);
    const modelled = await modelBundleOk(api, owner, campaign.running, Dimension.city, uniqueName('Modelled'), [first!], { priority: 5 });
    const plain = await createBundle(api, owner, campaign.running, Dimension.city, uniqueName('Plain'), [second!]);
    const listed = await bundlesOf(api, owner, campaign.running, { dimensionId: Dimension.city });
    expect(listed.find((b) => b.bundleId === modelled)?.modellingApplied).toBe(true);
    expect(listed.find((b) => b.bundleId === plain)?.modellingApplied).toBe(false);
  });

  it('an unmodelled bundle of entities that are no row adds no row', async ({ api }) => {
    const [zip] = await arrange(api, campaign.running, Dimension.zip, 1);
    const before = ids(await rowsOf(api, owner, campaign.running, Dimension.zip));
    expect(before, 'a zip that is no row of the campaign').not.toContain(zip);
    await createBundle(api, owner, campaign.running, Dimension.zip, uniqueName('Not Rows'), [zip!]);
    expect(ids(await rowsOf(api, owner, campaign.running, Dimension.zip))).toEqual(before);
  });

  it('deleting a modelled bundle deletes its one bid model data (the count drops by one)', async ({ api }) => {
    const [city] = await arrange(api, campaign.running, Dimension.city, 1);
    const bundleId = await modelBundleOk(api, owner, campaign.running, Dimension.city, uniqueName('Counted'), [city!], { priority: 3 });
    const before = await modelCount(api, owner, campaign.running, Dimension.city);
    await api.ok('deleteBidModelBundles', {
      as: owner,
      params: { campaignId: campaign.running, dimensionId: String(Dimension.city) },
      body: { bundleIds: [bundleId] },
    });
    expect(await modelCount(api, owner, campaign.running, Dimension.city)).toBe(before - 1);
  });

  it("another campaign's bundle of the same dimension cannot be deleted through this campaign (422), and stays", async ({ api }) => {
    const [zip] = await arrange(api, campaign.paused, Dimension.zip, 1);
    const theirs = await createBundle(api, owner, campaign.paused, Dimension.zip, uniqueName('Paused Zips'), [zip!]);
    const response = await api.call('deleteBidModelBundles', {
      as: owner,
      params: { campaignId: campaign.running, dimensionId: String(Dimension.zip) },
      body: { bundleIds: [theirs] },
    });
    expectRefusal(response, 'deleteBidModelBundles', 422, { error: messages.bundleUnknown, field: 'bundleIds[0]' });
    expect((await bundlesOf(api, owner, campaign.paused)).map((b) => b.bundleId)).toContain(theirs);
  });

  it('renaming a bundle keeps its entities', async ({ api }) => {
    const members = await arrange(api, campaign.running, Dimension.city, 2);
    const bundleId = await createBundle(api, owner, campaign.running, Dimension.city, uniqueName('Keep'), members);
    const bundleName = uniqueName('Renamed');
    await api.ok('updateBidModelBundles', {
      as: owner,
      params: { campaignId: campaign.running, dimensionId: Dimension.city },
      body: { bundleDetailList: [{ bundleId, bundleName }] },
    });
    expect((await bundlesOf(api, owner, campaign.running)).find((b) => b.bundleId === bundleId)).toMatchObject({ bundleName, entityIds: members });
  });
});

describe('updateBidModels: bundles under UPDATE and ADD', () => {
  it('UPDATE of a modelled bundle renames and refills it from the item', async ({ api }) => {
    const [first, second] = await arrange(api, campaign.running, Dimension.city, 2);
    const bundleId = await modelBundleOk(api, owner, campaign.running, Dimension.city, uniqueName('Before'), [first!], { priority: 4 });
    const bundleName = uniqueName('After');
    const item: EntityDetails = { entityId: bundleId, entityTypeId: 2, priority: 6, bundleName, entityIds: [second!] };
    expectContract(
      await putBidModels(api, owner, campaign.running, Dimension.city, { actionWiseBidModelEntities: { UPDATE: [item] } }),
      'updateBidModels',
      200,
    );
    const bundle = (await bundlesOf(api, owner, campaign.running)).find((b) => b.bundleId === bundleId);
    expect(bundle).toMatchObject({ bundleName, entityIds: [second], modellingApplied: true });
    expectModelled(await rowOf(api, owner, campaign.running, Dimension.city, second!), { priority: 6 });
  });

  it('UPDATE of an individual entity makes no bundle', async ({ api }) => {
    const [state] = await arrange(api, campaign.running, Dimension.state, 1);
    await modelOk(api, owner, campaign.running, Dimension.state, { entityId: state!, entityTypeId: 1, priority: 2 });
    const before = await bundlesOf(api, owner, campaign.running);
    expectContract(
      await putBidModels(api, owner, campaign.running, Dimension.state, {
        actionWiseBidModelEntities: { UPDATE: [{ entityId: state!, entityTypeId: 1, priority: 8 }] },
      }),
      'updateBidModels',
      200,
    );
    expect(await bundlesOf(api, owner, campaign.running)).toEqual(before);
    expectModelled(await rowOf(api, owner, campaign.running, Dimension.state, state!), { priority: 8 });
  });

  it('ADD naming a bundle that is already modelled is 422, and it keeps its data', async ({ api }) => {
    const [city] = await arrange(api, campaign.running, Dimension.city, 1);
    const bundleName = uniqueName('Twice');
    const bundleId = await modelBundleOk(api, owner, campaign.running, Dimension.city, bundleName, [city!], { priority: 4 });
    const count = await modelCount(api, owner, campaign.running, Dimension.city);
    const response = await add(api, owner, campaign.running, Dimension.city, {
      entityId: bundleId,
      entityTypeId: 2,
      priority: 9,
      bundleName,
      entityIds: [city!],
    });
    expectRefusal(response, 'updateBidModels', 422, { error: messages.entityAlreadyModelled, field: 'actionWiseBidModelEntities.ADD[0].entityId' });
    expect(await modelCount(api, owner, campaign.running, Dimension.city)).toBe(count);
    expectModelled(await rowOf(api, owner, campaign.running, Dimension.city, city!), { priority: 4 });
  });
});

describe('writes leave other campaigns alone', () => {
  it("blocking an entity of one campaign leaves another campaign's row of it as it was", async ({ api }) => {
    const [exchange] = await arrange(api, campaign.running, Dimension.exchange, 1, { targeted: true });
    await restoreWhenDone(api, owner, campaign.paused, Dimension.exchange);
    const before = await rowOf(api, owner, campaign.paused, Dimension.exchange, exchange!);
    await api.ok('updateBidModels', {
      as: owner,
      params: { campaignId: campaign.running, dimensionId: Dimension.exchange },
      body: { inclusionExclusionEntityMap: { EXCLUDE: [exchange!] } },
    });
    expect(await rowOf(api, owner, campaign.running, Dimension.exchange, exchange!)).toMatchObject({ isExcluded: 1 });
    expect(await rowOf(api, owner, campaign.paused, Dimension.exchange, exchange!)).toEqual(before);
  });
});

describe('writes leave the other dimensions of the campaign alone', () => {
  it('blocking an exchange leaves the entity of the same id of every other dimension as it was', async ({ api }) => {
    const others = [Dimension.publisherCategory, Dimension.deviceType, Dimension.trafficSource];
    await restoreWhenDone(api, owner, campaign.running, Dimension.exchange);
    const everywhere = (id: number) => others.every((d) => catalogue[d]!.includes(id));
    const [exchange] = (await freeEntities(api, owner, campaign.running, Dimension.exchange, 2, { targeted: true })).filter(everywhere);
    expect(exchange, 'a free exchange whose id the other dimensions have too').toBeDefined();
    const before = await Promise.all(others.map((d) => rowOf(api, owner, campaign.running, d, exchange!)));
    await api.ok('updateBidModels', {
      as: owner,
      params: { campaignId: campaign.running, dimensionId: Dimension.exchange },
      body: { inclusionExclusionEntityMap: { EXCLUDE: [exchange!] } },
    });
    expect(await rowOf(api, owner, campaign.running, Dimension.exchange, exchange!)).toMatchObject({ isExcluded: 1 });
    expect(await Promise.all(others.map((d) => rowOf(api, owner, campaign.running, d, exchange!)))).toEqual(before);
  });
});

describe("a campaign's creatives are its workspace's", () => {
  it("another workspace's creative is no entity of a campaign's creative dimension (422), and no row", async ({ api }) => {
    const theirs = await api.ids.of('creatives', 'otherWorkspaceImage');
    await restoreWhenDone(api, owner, campaign.running, Dimension.creative);
    expectRefusal(await add(api, owner, campaign.running, Dimension.creative, { entityId: theirs, entityTypeId: 1, priority: 1 }), 'updateBidModels', 422, {
      error: messages.entityUnknown,
      field: 'actionWiseBidModelEntities.ADD[0].entityId',
    });
    expect(await rowOf(api, owner, campaign.running, Dimension.creative, theirs)).toBeUndefined();
  });

  mockOnly('a campaign targets its own creatives: they are targeted rows without any include', 'the default world and DECISIONS BM2', async ({ api }) => {
    const image = await api.ids.of('creatives', 'imageRunning');
    expect(await rowOf(api, owner, campaign.running, Dimension.creative, image)).toMatchObject({ targeted: true, isExcluded: 0, modelled: false });
  });
});

describe('updateIoBidModels replaces, and deletes only what there is', () => {
  it("UPDATE of an entity a campaign already models replaces its data: the campaign's count is unchanged", async ({ api, ids: named }) => {
    const io = await named.of('insertionOrders', 'alwaysOn');
    const [zip] = await arrange(api, campaign.running, Dimension.zip, 1);
    await modelOk(api, owner, campaign.running, Dimension.zip, { entityId: zip!, entityTypeId: 1, priority: 3 });
    const count = await modelCount(api, owner, campaign.running, Dimension.zip);
    const mapping = { dimensionId: Dimension.zip, entityId: zip!, campaignId: campaign.running };
    await api.ok('updateIoBidModels', {
      as: owner,
      params: { ioId: io },
      body: { bidModelRequests: [{ action: 'UPDATE', bidModelData: { priority: 5 }, dimensionEntityMappings: [mapping] }] },
    });
    expect(await modelCount(api, owner, campaign.running, Dimension.zip)).toBe(count);
    expectModelled(await rowOf(api, owner, campaign.running, Dimension.zip, zip!), { priority: 5 });
  });

  it('DELETE by mapping of an entity without bid model data is accepted and changes nothing', async ({ api, ids: named }) => {
    const io = await named.of('insertionOrders', 'alwaysOn');
    const [zip] = await arrange(api, campaign.running, Dimension.zip, 1);
    const count = await modelCount(api, owner, campaign.running);
    const mapping = { dimensionId: Dimension.zip, entityId: zip!, campaignId: campaign.running };
    expectContract(
      await api.call('updateIoBidModels', {
        as: owner,
        params: { ioId: io },
        body: { bidModelRequests: [{ action: 'DELETE', dimensionEntityMappings: [mapping] }] },
      }),
      'updateIoBidModels',
      200,
    );
    expect(await modelCount(api, owner, campaign.running)).toBe(count);
  });
});

describe('reads: edges', () => {
  it('a window whose startDate equals its endDate is in order (200)', async ({ api }) => {
    const window = { startDate: 1_700_000_000_000, endDate: 1_700_000_000_000 };
    expectContract(
      await api.call('listModelledEntities', { as: owner, params: { campaignId: campaign.running, dimensionId: Dimension.state }, body: window }),
      'listModelledEntities',
      200,
    );
    expectContract(
      await api.call('getDimensionBidModelCounts', { as: owner, params: { campaignId: campaign.running }, query: window }),
      'getDimensionBidModelCounts',
      200,
    );
  });

  it('findModelledEntities names a campaign for an entity only where the campaign models it', async ({ api }) => {
    const states = nonEmpty(STATES.map((s) => s.id));
    const found = await api.ok('findModelledEntities', { as: owner, body: { dimensionId: Dimension.state, entityIds: states, includeCampaignInfo: true } });
    const details = found.body.data.modelledCampaignDetails;
    for (const campaignId of [campaign.running, campaign.paused]) {
      const modelled = (await rowsOf(api, owner, campaignId, Dimension.state)).filter((r) => r.modelled).map((r) => r.id);
      const named = details.filter((d) => d.campaignIds.map(Number).includes(campaignId)).map((d) => Number(d.entityId));
      expect(
        named.sort((a, b) => a - b),
        `campaign ${campaignId}`,
      ).toEqual(modelled.sort((a, b) => a - b));
    }
  });

  mockOnly('getBidModelCount leaves out dimensions without bid model data, except the one asked for', 'DECISIONS BM7', async ({ api }) => {
    const empty = await emptyDimension(api, owner, campaign.running);
    const all = (await api.ok('getBidModelCount', { as: owner, params: { campaignId: campaign.running } })).body.data;
    for (const d of all.dimensionWiseCount) expect(Number(d.count)).toBeGreaterThan(0);
    const one = (await api.ok('getBidModelCount', { as: owner, params: { campaignId: campaign.running }, query: { dimensionId: empty } })).body.data;
    expect(one).toEqual({ totalCount: 0, dimensionWiseCount: [{ dimensionId: empty, count: 0 }] });
  });

  mockOnly('campaignBidDetails.currentPriority is the best (lowest) priority of the campaign', 'DECISIONS BM2', async ({ api }) => {
    const [zip] = await arrange(api, campaign.running, Dimension.zip, 1);
    await modelOk(api, owner, campaign.running, Dimension.zip, { entityId: zip!, entityTypeId: 1, priority: 1 });
    const list = await api.ok('listModelledEntities', {
      as: owner,
      params: { campaignId: campaign.running, dimensionId: Dimension.state },
      body: { skipReporting: true },
    });
    expect(list.body.data.campaignBidDetails.currentPriority).toBe(1);
  });

  mockOnly(
    "each dimension's rows are entities of its catalogue; a campaign targets the cities of its states and the zips of those cities",
    'the default world and DECISIONS BM2',
    async ({ api }) => {
      const catalogues: Array<[number, ReadonlyArray<{ id: number; name: string }>]> = [
        [Dimension.state, STATES],
        [Dimension.city, CITIES],
        [Dimension.zip, ZIPS],
        [Dimension.exchange, EXCHANGES],
        [Dimension.publisherCategory, PUBLISHER_CATEGORIES],
        [Dimension.deviceType, DEVICE_TYPES],
        [Dimension.trafficSource, TRAFFIC_SOURCES],
      ];
      for (const [dimensionId, entities] of catalogues) {
        const rows = await rowsOf(api, owner, campaign.running, dimensionId);
        expect(rows.length, `dimension ${dimensionId}`).toBeGreaterThan(0);
        for (const row of rows) expect(row.name, `dimension ${dimensionId} entity ${row.id}`).toBe(entities.find((e) => e.id === row.id)?.name);
      }
      const chosen = async (dimensionId: number) =>
        (await rowsOf(api, owner, campaign.running, dimensionId)).filter((r) => r.targeted || r.isExcluded === 1).map((r) => r.id);
      const targetedStates = new Set(await chosen(Dimension.state));
      const codes = new Set(STATES.filter((s) => targetedStates.has(s.id)).map((s) => s.code));
      const cities = CITIES.filter((c) => codes.has(c.stateCode)).map((c) => c.id);
      expect(cities.length).toBeGreaterThan(0);
      expect((await chosen(Dimension.city)).sort((a, b) => a - b)).toEqual([...cities].sort((a, b) => a - b));
      const zips = ZIPS.filter((z) => cities.includes(z.cityId)).map((z) => z.id);
      expect((await chosen(Dimension.zip)).sort((a, b) => a - b)).toEqual(zips.sort((a, b) => a - b));
    },
  );
});
