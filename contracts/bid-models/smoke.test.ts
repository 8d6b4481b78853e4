/**
 * The smoke run of the bid modelling and include/exclude operations: for each
 * operation one passing call (as the workspace owner) and one documented refusal
 * (as the owner of another workspace: the owner's campaign or insertion order seen
 * from there is 403 Forbidden!, or a malformed input), and as few other requests
 * as the passing call needs: a campaign dimension is read at most once per test.
 *
 * Campaigns can't be made through the API: the tests take them from the profile
 * and leave them as they found them. Writes either change nothing (an entity is
 * included or blocked as it already is) or are taken back in the same test
 * (bid model data of a dimension that had none, bundles made here).
 */
import { onTestFinished } from 'vitest';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { catalogue, Dimension, nonEmpty, rowsOf } from './support.ts';
import type { BundleUpdateRequest, ModelledEntityRow, UpdateBidModelsRequest } from '../../spec/generated/types.ts';
import { describe, expect, it, useTarget } from '../support/harness.ts';
import type { Api, Documented } from '../support/api.ts';

useTarget();

const forbidden = { error: messages.bidModelForbidden, field: 'campaignId' };

/** The running campaign of the owner's workspace (profile `notableIds.campaigns.running`). */
const runningCampaign = (api: Api) => api.ids.of('campaigns', 'running');

/**
 * A row of the campaign dimension that is targeted and unblocked, or else blocked:
 * including it, or blocking it, as it already is changes nothing. One read.
 */
async function steadyRow(api: Api, as: Session, campaignId: number, dimensionId: number): Promise<ModelledEntityRow> {
  const rows = await rowsOf(api, as, campaignId, dimensionId);
  const row = rows.find((r) => r.targeted && r.isExcluded === 0) ?? rows.find((r) => r.isExcluded === 1);
  if (!row) throw new Error(`campaign ${campaignId} has no targeted or blocked row in dimension ${dimensionId}`);
  return row;
}

describe('bid modelling reads', () => {
  it("listModelledEntities: the rows of a campaign dimension; another workspace's campaign is 403 [smoke]", async ({ api, owner, other }) => {
    const params = { campaignId: await runningCampaign(api), dimensionId: Dimension.state };
    const data = (await api.ok('listModelledEntities', { as: owner, params, body: { skipReporting: true } })).body.data;
    expect(Number(data.totalRecords)).toBeGreaterThanOrEqual(data.data.length);
    await api.refuses('listModelledEntities', { as: other, params, body: { skipReporting: true } }, 403, forbidden);
  });

  it("getDimensionEntitySpent: the spend of each entity; another workspace's campaign is 403 [smoke]", async ({ api, owner, other }) => {
    const params = { campaignId: await runningCampaign(api), dimensionId: Dimension.state };
    const data = (await api.ok('getDimensionEntitySpent', { as: owner, params })).body.data;
    expect(data.entityWiseSpent).toEqual(expect.any(Object));
    await api.refuses('getDimensionEntitySpent', { as: other, params }, 403, forbidden);
  });

  it("getDimensionBidModelCounts: the counts of every dimension; another workspace's campaign is 403 [smoke]", async ({ api, owner, other }) => {
    const params = { campaignId: await runningCampaign(api) };
    const data = (await api.ok('getDimensionBidModelCounts', { as: owner, params })).body.data;
    expect(data[String(Dimension.state)]).toEqual(expect.any(Object));
    await api.refuses('getDimensionBidModelCounts', { as: other, params }, 403, forbidden);
  });

  it("getBidModelCount: the count of one dimension; another workspace's campaign is 403 [smoke]", async ({ api, owner, other }) => {
    const params = { campaignId: await runningCampaign(api) };
    const data = (await api.ok('getBidModelCount', { as: owner, params, query: { dimensionId: Dimension.zip } })).body.data;
    expect(Number(data.totalCount)).toBeGreaterThanOrEqual(0);
    await api.refuses('getBidModelCount', { as: other, params, query: { dimensionId: Dimension.zip } }, 403, forbidden);
  });

  it('findModelledEntities: answers only ids it was asked about; a missing entityIds is 400 [smoke]', async ({ api, owner, other }) => {
    const asked: [number, ...number[]] = [1, 2, 3];
    const data = (await api.ok('findModelledEntities', { as: owner, body: { dimensionId: Dimension.exchange, entityIds: asked } })).body.data;
    for (const id of data.modelledEntityIds) expect(asked).toContain(Number(id));
    await api.refuses('findModelledEntities', { as: other, body: { dimensionId: Dimension.exchange } }, 400, { field: 'entityIds' });
  });

  it("listBidModelBundles: only bundles of the dimension asked for; another workspace's campaign is 403 [smoke]", async ({ api, owner, other }) => {
    const params = { campaignId: await runningCampaign(api) };
    const data = (await api.ok('listBidModelBundles', { as: owner, params, query: { dimensionId: Dimension.city } })).body.data;
    for (const bundle of data) expect(Number(bundle.dimensionId)).toBe(Dimension.city);
    await api.refuses('listBidModelBundles', { as: other, params, query: { dimensionId: Dimension.city } }, 403, forbidden);
  });
});

describe('updateBidModels and deleteBidModels', () => {
  it("ADD models an entity of a dimension without bid model data, deleteBidModels deletes the dimension's data again; another workspace is 403 [smoke]", async ({
    api,
    owner,
    other,
  }) => {
    const campaignId = await runningCampaign(api);
    // A dimension without bid model data: whatever deleteBidModels deletes there is this test's own.
    const counts = (await api.ok('getBidModelCount', { as: owner, params: { campaignId } })).body.data.dimensionWiseCount;
    const used = new Set(counts.filter((d) => Number(d.count) > 0).map((d) => Number(d.dimensionId)));
    const dimensionId = [Dimension.zip, Dimension.exchange, Dimension.city, Dimension.state].find((d) => !used.has(d));
    if (dimensionId === undefined) throw new Error(`campaign ${campaignId} has bid model data in every dimension offered`);
    const body: Documented<UpdateBidModelsRequest> = {
      actionWiseBidModelEntities: { ADD: [{ entityId: catalogue[dimensionId]![0]!, entityTypeId: 1, priority: 3 }] },
    };
    const remove = { as: owner, params: { campaignId }, query: { dimensionIds: String(dimensionId) } };

    await api.refuses('updateBidModels', { as: other, params: { campaignId, dimensionId }, body }, 403, forbidden);
    // Taken back if the test stops before deleteBidModels does it (the dimension had no other data).
    let deleted = false;
    onTestFinished(async () => {
      if (!deleted) await api.call('deleteBidModels', remove);
    });
    const added = await api.ok('updateBidModels', { as: owner, params: { campaignId, dimensionId }, body });
    expect(added.body.data).toEqual(expect.any(String));
    await api.refuses('deleteBidModels', { ...remove, as: other }, 403, forbidden);
    const response = await api.ok('deleteBidModels', remove);
    deleted = true;
    expect(response.body.data).toEqual(expect.any(String));
  });
});

describe('bundles', () => {
  /** Bundles of the running campaign made by the test, deleted when it ends unless it deleted them. */
  function leftovers(api: Api, as: Session, campaignId: number) {
    const made = new Map<number, number>();
    onTestFinished(async () => {
      for (const [bundleId, dimensionId] of made)
        await api.call('deleteBidModelBundles', { as, params: { campaignId, dimensionId: String(dimensionId) }, body: { bundleIds: [bundleId] } });
    });
    return made;
  }

  it('createBidModelBundle, updateBidModelBundles, deleteBidModelBundles: a bundle made, renamed and deleted; another workspace is 403 [smoke]', async ({
    api,
    owner,
    other,
  }) => {
    const campaignId = await runningCampaign(api);
    const params = { campaignId, dimensionId: Dimension.state };
    const made = leftovers(api, owner, campaignId);
    const create = { bundleName: uniqueName('Smoke States'), entityIds: nonEmpty(catalogue[Dimension.state]!.slice(0, 2)) };

    await api.refuses('createBidModelBundle', { as: other, params, body: create }, 403, forbidden);
    const created = (await api.ok('createBidModelBundle', { as: owner, params, body: create })).body.data;
    const bundleId = Number(created.id);
    expect(bundleId).toBeGreaterThan(0);
    made.set(bundleId, Dimension.state);

    const rename: Documented<BundleUpdateRequest> = { bundleDetailList: [{ bundleId, bundleName: uniqueName('Smoke States') }] };
    await api.refuses('updateBidModelBundles', { as: other, params, body: rename }, 403, forbidden);
    expect((await api.ok('updateBidModelBundles', { as: owner, params, body: rename })).body.data).toEqual(expect.any(String));

    const removeParams = { campaignId, dimensionId: String(Dimension.state) };
    await api.refuses('deleteBidModelBundles', { as: other, params: removeParams, body: { bundleIds: [bundleId] } }, 403, forbidden);
    await api.ok('deleteBidModelBundles', { as: owner, params: removeParams, body: { bundleIds: [bundleId] } });
    made.delete(bundleId);
  });

  it('deleteBidModelBundlesUnslashed: the path without the slash deletes a bundle; another workspace is 403 [smoke]', async ({ api, owner, other }) => {
    const campaignId = await runningCampaign(api);
    const made = leftovers(api, owner, campaignId);
    const create = { bundleName: uniqueName('Smoke Zips'), entityIds: nonEmpty(catalogue[Dimension.zip]!.slice(0, 1)) };
    const bundleId = Number(
      (await api.ok('createBidModelBundle', { as: owner, params: { campaignId, dimensionId: Dimension.zip }, body: create })).body.data.id,
    );
    made.set(bundleId, Dimension.zip);
    const params = { campaignId, dimensionIds: String(Dimension.zip) };
    await api.refuses('deleteBidModelBundlesUnslashed', { as: other, params, body: { bundleIds: [bundleId] } }, 403, forbidden);
    await api.ok('deleteBidModelBundlesUnslashed', { as: owner, params, body: { bundleIds: [bundleId] } });
    made.delete(bundleId);
  });
});

describe('include/exclude', () => {
  // The v3 operations of either spelling, on a dimension of the running campaign.
  const v3 = [
    { op: 'includeExcludeEntities', dimensionId: Dimension.exchange },
    { op: 'includeExcludeEntitiesLowercase', dimensionId: Dimension.state },
  ] as const;
  for (const { op, dimensionId } of v3) {
    it(`${op}: an entity included or blocked as it is; another workspace's campaign is 403 [smoke]`, async ({ api, owner, other }) => {
      const campaignId = await runningCampaign(api);
      const row = await steadyRow(api, owner, campaignId, dimensionId);
      const options = { params: { campaignId, dimensionId }, body: { ids: String(row.id), isExcluded: row.isExcluded } };
      expect((await api.ok(op, { ...options, as: owner })).body.data).toEqual(expect.any(String));
      await api.refuses(op, { ...options, as: other }, 403, forbidden);
    });
  }

  // The v2 operations, each on its own dimension.
  const v2 = [
    { op: 'includeExcludeDeviceTypes', dimensionId: Dimension.deviceType },
    { op: 'includeExcludeExchanges', dimensionId: Dimension.exchange },
    { op: 'includeExcludeTrafficSources', dimensionId: Dimension.trafficSource },
  ] as const;
  for (const { op, dimensionId } of v2) {
    it(`${op}: an entity included or blocked as it is, in the v2 envelope; another workspace's campaign is 403 [smoke]`, async ({ api, owner, other }) => {
      const campaignId = await runningCampaign(api);
      const row = await steadyRow(api, owner, campaignId, dimensionId);
      const body = { ids: String(row.id), isExcluded: row.isExcluded, campaignId };
      const response = await api.ok(op, { as: owner, body });
      expect(response.body).toMatchObject({ statusCode: 200, responseObject: { message: expect.any(String) } });
      await api.refuses(op, { as: other, body }, 403, forbidden);
    });
  }
});

describe('updateIoBidModels', () => {
  it("blocks or includes an entity of one campaign of the insertion order as it is; another workspace's insertion order is 403 [smoke]", async ({
    api,
    owner,
    other,
    ids,
  }) => {
    const ioId = await ids.of('insertionOrders', 'alwaysOn');
    const campaignId = await runningCampaign(api);
    const row = await steadyRow(api, owner, campaignId, Dimension.exchange);
    const body = {
      excludeDimensionEntityMappings: [{ dimensionId: Dimension.exchange, ids: String(row.id), isExcluded: row.isExcluded === 1, campaignId }],
    };
    expect((await api.ok('updateIoBidModels', { as: owner, params: { ioId }, body })).body.data).toEqual(expect.any(String));
    await api.refuses('updateIoBidModels', { as: other, params: { ioId }, body }, 403, { error: messages.bidModelForbidden });
  });
});
