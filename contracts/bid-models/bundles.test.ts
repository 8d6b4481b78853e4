import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { documentedMessage, operation } from '../support/spec.ts';
import {
  bundlesOf,
  campaign,
  createBundle,
  Dimension,
  expectModelled,
  expectNotModelled,
  fillDeals,
  freeEntities,
  modelBundleOk,
  nonEmpty,
  owner,
  restoreWhenDone,
  rowOf,
  rowsOf,
  UNKNOWN_ENTITY,
  useOwnerAndCampaigns,
} from './support.ts';
import type { QueryParams } from '../../spec/generated/operations.ts';
import type { Bundle, BundleCreateRequest, BundleDeleteRequest, BundleUpdateRequest } from '../../spec/generated/types.ts';
import { describe, expect, it, useTarget } from '../support/harness.ts';
import { expectErrorField, type Api, type Documented } from '../support/api.ts';

useTarget();
useOwnerAndCampaigns();

const bundles = (api: Api, campaignId: number, query: QueryParams<'listBidModelBundles'> = {}, as: Session = owner) => bundlesOf(api, as, campaignId, query);
const bundle = async (api: Api, campaignId: number, bundleId: number): Promise<Bundle | undefined> =>
  (await bundles(api, campaignId)).find((b) => b.bundleId === bundleId);

const create = (api: Api, campaignId: number, dimensionId: number, body: Documented<BundleCreateRequest>) =>
  api.call('createBidModelBundle', { as: owner, params: { campaignId, dimensionId }, body });
/** A create the contract's types refuse (a required field missing, an empty list), sent as it is. */
const createMalformed = (api: Api, campaignId: number, dimensionId: number, body: unknown) =>
  api.callMalformed('createBidModelBundle', { as: owner, params: { campaignId, dimensionId }, body });
const patch = (api: Api, campaignId: number, dimensionId: number, body: Documented<BundleUpdateRequest>) =>
  api.call('updateBidModelBundles', { as: owner, params: { campaignId, dimensionId }, body });
/** An update the contract's types refuse (an empty entity list), sent as it is. */
const patchMalformed = (api: Api, campaignId: number, dimensionId: number, body: unknown) =>
  api.callMalformed('updateBidModelBundles', { as: owner, params: { campaignId, dimensionId }, body });
const remove = (api: Api, campaignId: number, dimensionId: string, body: Documented<BundleDeleteRequest>) =>
  api.call('deleteBidModelBundles', { as: owner, params: { campaignId, dimensionId }, body });
const unslashed = (api: Api, campaignId: number, dimensionIds: string, body: Documented<BundleDeleteRequest>) =>
  api.call('deleteBidModelBundlesUnslashed', { as: owner, params: { campaignId, dimensionIds }, body });

/** Free entities of a running campaign dimension, which is put back (its new bundles deleted) when the test ends. */
async function arrange(api: Api, dimensionId: number, count: number, campaignId = campaign.running): Promise<number[]> {
  await restoreWhenDone(api, owner, campaignId, dimensionId);
  return freeEntities(api, owner, campaignId, dimensionId, count);
}

/** A modelled city bundle (priority 4) of two free cities of the running campaign. */
async function modelledCities(api: Api) {
  const cities = await arrange(api, Dimension.city, 3);
  const bundleName = uniqueName('West Cities');
  const bundleId = await modelBundleOk(api, owner, campaign.running, Dimension.city, bundleName, cities.slice(0, 2), { priority: 4 });
  return { bundleId, bundleName, members: cities.slice(0, 2), spare: cities[2]! };
}

/** An unmodelled zip bundle of two free zips of the running campaign. */
async function plainZips(api: Api) {
  const zips = await arrange(api, Dimension.zip, 2);
  const bundleName = uniqueName('Downtown Zips');
  const bundleId = await createBundle(api, owner, campaign.running, Dimension.zip, bundleName, zips);
  return { bundleId, bundleName, members: zips };
}

describe('listBidModelBundles', () => {
  it("lists the campaign's bundles with whether they are modelled", async ({ api }) => {
    const cities = await modelledCities(api);
    const zips = await plainZips(api);
    const listed = await bundles(api, campaign.running);
    expect(listed).toContainEqual({
      bundleId: cities.bundleId,
      dimensionId: Dimension.city,
      bundleName: cities.bundleName,
      entityIds: cities.members,
      modellingApplied: true,
    });
    expect(listed).toContainEqual({
      bundleId: zips.bundleId,
      dimensionId: Dimension.zip,
      bundleName: zips.bundleName,
      entityIds: zips.members,
      modellingApplied: false,
    });
  });

  it('lists only bundles of the dimension asked for', async ({ api }) => {
    const listed = await bundles(api, campaign.running, { dimensionId: Dimension.city });
    expect(listed.every((b) => b.dimensionId === Dimension.city)).toBe(true);
  });

  it('filters by dimensionId and by name or id (searchField)', async ({ api }) => {
    const cities = await modelledCities(api);
    const zips = await plainZips(api);
    const ofZip = (await bundles(api, campaign.running, { dimensionId: Dimension.zip })).map((b) => b.bundleId);
    expect(ofZip).toContain(zips.bundleId);
    expect(ofZip).not.toContain(cities.bundleId);
    expect((await bundles(api, campaign.running, { searchField: cities.bundleName.toUpperCase() })).map((b) => b.bundleId)).toEqual([cities.bundleId]);
    const byId = await bundles(api, campaign.running, { searchField: String(zips.bundleId) });
    expect(byId.map((b) => b.bundleId)).toContain(zips.bundleId);
    expect(byId.every((b) => b.bundleId === zips.bundleId || b.bundleName.includes(String(zips.bundleId)))).toBe(true);
  });

  it("another workspace's campaign is 403 Forbidden!", async ({ api }) => {
    await api.refuses('listBidModelBundles', { as: owner, params: { campaignId: campaign.otherWorkspace } }, 403, {
      error: messages.bidModelForbidden,
      field: 'campaignId',
    });
  });

  it('a dimension id outside the nine has no bundles', async ({ api }) => {
    expect(await bundles(api, campaign.running, { dimensionId: 8 })).toEqual([]);
  });

  it("workspace isolation: the other workspace lists its own bundles, not Acme's", async ({ other, ids, api }) => {
    const theirs = await ids.of('bidModelBundles', 'otherWorkspace');
    const acme = await plainZips(api);
    const listed = (await bundles(api, campaign.otherWorkspace, {}, other)).map((b) => b.bundleId);
    expect(listed).toContain(theirs);
    expect(listed).not.toContain(acme.bundleId);
  });
});

describe('createBidModelBundle', () => {
  it('creates a bundle and answers its id', async ({ api }) => {
    const states = await arrange(api, Dimension.state, 2);
    const bundleName = uniqueName('Sun Belt');
    const response = expectContract(
      await create(api, campaign.running, Dimension.state, { bundleName, entityIds: nonEmpty(states) }),
      'createBidModelBundle',
      200,
    );
    expect(response.body.data.message).toBe('Bundle created successfully.');
    const id = Number(response.body.data.id);
    expect(await bundle(api, campaign.running, id)).toEqual({
      bundleId: id,
      dimensionId: Dimension.state,
      bundleName,
      entityIds: states,
      modellingApplied: false,
    });
  });

  it('bundleName and entityIds are required (400)', async ({ api }) => {
    const noName = expectContract(await createMalformed(api, campaign.running, Dimension.state, { entityIds: [6] }), 'createBidModelBundle', 400);
    expectErrorField(errorsOf(noName)[0], 'bundleName', 'createBidModelBundle', 400);
    const noIds = expectContract(
      await createMalformed(api, campaign.running, Dimension.state, { bundleName: uniqueName('Sun Belt') }),
      'createBidModelBundle',
      400,
    );
    expectErrorField(errorsOf(noIds)[0], 'entityIds', 'createBidModelBundle', 400);
  });

  it('a blank name or an empty entity list is 422', async ({ api }) => {
    const before = await bundles(api, campaign.running);
    const blank = expectContract(await create(api, campaign.running, Dimension.state, { bundleName: '   ', entityIds: [6] }), 'createBidModelBundle', 422);
    expectErrorField(errorsOf(blank)[0], 'bundleName', 'createBidModelBundle', 422);
    const empty = expectContract(
      await createMalformed(api, campaign.running, Dimension.state, { bundleName: uniqueName('Sun Belt'), entityIds: [] }),
      'createBidModelBundle',
      422,
    );
    expectErrorField(errorsOf(empty)[0], 'entityIds', 'createBidModelBundle', 422);
    expect(await bundles(api, campaign.running)).toEqual(before);
  });

  it('an entity the dimension does not have is 422 naming it', async ({ api }) => {
    const states = await arrange(api, Dimension.state, 1);
    const before = await bundles(api, campaign.running);
    const response = expectContract(
      await create(api, campaign.running, Dimension.state, { bundleName: uniqueName('Sun Belt'), entityIds: [states[0]!, UNKNOWN_ENTITY] }),
      'createBidModelBundle',
      422,
    );
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.entityUnknown });
    expectErrorField(errorsOf(response)[0], 'entityIds[1]', 'createBidModelBundle', 422);
    expect(await bundles(api, campaign.running)).toEqual(before);
  });

  it("expired campaigns are refused; another workspace's campaign is 403", async ({ api }) => {
    const expired = expectContract(
      await create(api, campaign.expired, Dimension.state, { bundleName: uniqueName('Sun Belt'), entityIds: [6] }),
      'createBidModelBundle',
      422,
    );
    expect(errorsOf(expired)[0]?.error).toBe(messages.campaignStatusInvalid);
    const foreign = expectContract(
      await create(api, campaign.otherWorkspace, Dimension.state, { bundleName: uniqueName('Sun Belt'), entityIds: [6] }),
      'createBidModelBundle',
      403,
    );
    expect(errorsOf(foreign)[0]?.error).toBe(messages.bidModelForbidden);
  });
});

describe('updateBidModelBundles', () => {
  it('renames a bundle (name only) and replaces its entities (ids only)', async ({ api }) => {
    const { bundleId, members, spare } = await modelledCities(api);
    const bundleName = uniqueName('Pacific Cities');
    const renamed = expectContract(
      await patch(api, campaign.running, Dimension.city, { bundleDetailList: [{ bundleId, bundleName }] }),
      'updateBidModelBundles',
      200,
    );
    expect(renamed.body.data).toBe(documentedMessage('updateBidModelBundles'));
    await api.ok('updateBidModelBundles', {
      as: owner,
      params: { campaignId: campaign.running, dimensionId: Dimension.city },
      body: { bundleDetailList: [{ bundleId, entityIds: [spare] }] },
    });
    expect(await bundle(api, campaign.running, bundleId)).toEqual({
      bundleId,
      dimensionId: Dimension.city,
      bundleName,
      entityIds: [spare],
      modellingApplied: true,
    });
    // The bundle's bid model data now applies to its new member only.
    expectModelled(await rowOf(api, owner, campaign.running, Dimension.city, spare), { priority: 4 });
    expectNotModelled(await rowOf(api, owner, campaign.running, Dimension.city, members[0]!));
  });

  it('a blank name and an empty entity list are 422 naming the item, and the bundle keeps its name and entities', async ({ api }) => {
    const { bundleId, bundleName, members } = await modelledCities(api);
    const blank = expectContract(
      await patch(api, campaign.running, Dimension.city, { bundleDetailList: [{ bundleId, bundleName: '   ' }] }),
      'updateBidModelBundles',
      422,
    );
    expectErrorField(errorsOf(blank)[0], 'bundleDetailList[0].bundleName', 'updateBidModelBundles', 422);
    const empty = expectContract(
      await patchMalformed(api, campaign.running, Dimension.city, { bundleDetailList: [{ bundleId, entityIds: [] }] }),
      'updateBidModelBundles',
      422,
    );
    expectErrorField(errorsOf(empty)[0], 'bundleDetailList[0].entityIds', 'updateBidModelBundles', 422);
    expect(await bundle(api, campaign.running, bundleId)).toMatchObject({ bundleName, entityIds: members });
  });

  it('an entity the dimension does not have is 422 naming it, and the bundle keeps its entities', async ({ api }) => {
    const { bundleId, members, spare } = await modelledCities(api);
    const response = expectContract(
      await patch(api, campaign.running, Dimension.city, { bundleDetailList: [{ bundleId, entityIds: [spare, UNKNOWN_ENTITY] }] }),
      'updateBidModelBundles',
      422,
    );
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.entityUnknown });
    expectErrorField(errorsOf(response)[0], 'bundleDetailList[0].entityIds[1]', 'updateBidModelBundles', 422);
    expect((await bundle(api, campaign.running, bundleId))?.entityIds).toEqual(members);
  });

  it("an expired campaign is in an invalid status; another workspace's campaign is 403 and keeps its bundle", async ({ other, ids, api }) => {
    const theirs = await ids.of('bidModelBundles', 'otherWorkspace');
    const before = (await bundles(api, campaign.otherWorkspace, {}, other)).find((b) => b.bundleId === theirs);
    const expired = expectContract(
      await patch(api, campaign.expired, Dimension.city, { bundleDetailList: [{ bundleId: theirs, bundleName: 'X' }] }),
      'updateBidModelBundles',
      422,
    );
    expect(errorsOf(expired)[0]).toMatchObject({ error: messages.campaignStatusInvalid });
    expectErrorField(errorsOf(expired)[0], 'campaignId', 'updateBidModelBundles', 422);
    const foreign = expectContract(
      await patch(api, campaign.otherWorkspace, Dimension.creative, { bundleDetailList: [{ bundleId: theirs, bundleName: uniqueName('Taken') }] }),
      'updateBidModelBundles',
      403,
    );
    expect(errorsOf(foreign)[0]).toMatchObject({ error: messages.bidModelForbidden });
    expectErrorField(errorsOf(foreign)[0], 'campaignId', 'updateBidModelBundles', 403);
    expect((await bundles(api, campaign.otherWorkspace, {}, other)).find((b) => b.bundleId === theirs)).toEqual(before);
  });

  it("a modelled deal bundle may not grow past the campaign's 25 deals (exact text), and keeps its deals", async ({ api }) => {
    const unmapped = await fillDeals(api, owner, campaign.running);
    const mapped = (await rowsOf(api, owner, campaign.running, Dimension.deal)).map((r) => r.id);
    const members = mapped.slice(0, 2);
    const bundleId = await modelBundleOk(api, owner, campaign.running, Dimension.deal, uniqueName('Top Deals'), members, { priority: 1 });
    const grow = expectContract(
      await patch(api, campaign.running, Dimension.deal, { bundleDetailList: [{ bundleId, entityIds: nonEmpty([...members, unmapped]) }] }),
      'updateBidModelBundles',
      422,
    );
    expect(errorsOf(grow)[0]?.error).toBe(messages.dealLimitExceeded.replace('<id>', String(campaign.running)));
    expectErrorField(errorsOf(grow)[0], 'bundleDetailList[0].entityIds', 'updateBidModelBundles', 422);
    expect((await bundle(api, campaign.running, bundleId))?.entityIds).toEqual(members);
    expectContract(
      await patch(api, campaign.running, Dimension.deal, { bundleDetailList: [{ bundleId, entityIds: [mapped[2]!] }] }),
      'updateBidModelBundles',
      200,
    );
    expect((await bundle(api, campaign.running, bundleId))?.entityIds).toEqual([mapped[2]]);
  });

  it('an item with neither name nor ids is 400', async ({ api }) => {
    expectContract(await patch(api, campaign.running, Dimension.city, { bundleDetailList: [{ bundleId: 1 }] }), 'updateBidModelBundles', 400);
  });

  it('a bundle of another dimension or campaign is 422, and no item of the request is applied', async ({ api }) => {
    const cities = await modelledCities(api);
    const zips = await plainZips(api);
    const response = expectContract(
      await patch(api, campaign.running, Dimension.city, {
        bundleDetailList: [
          { bundleId: cities.bundleId, bundleName: uniqueName('Renamed') },
          { bundleId: zips.bundleId, bundleName: uniqueName('Wrong Dimension') },
        ],
      }),
      'updateBidModelBundles',
      422,
    );
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bundleUnknown });
    expectErrorField(errorsOf(response)[0], 'bundleDetailList[1].bundleId', 'updateBidModelBundles', 422);
    expect((await bundle(api, campaign.running, cities.bundleId))?.bundleName).toBe(cities.bundleName);
  });
});

describe('deleteBidModelBundles', () => {
  it('deletes bundles with their bid model data', async ({ api }) => {
    const { bundleId, members } = await modelledCities(api);
    const response = expectContract(await remove(api, campaign.running, String(Dimension.city), { bundleIds: [bundleId] }), 'deleteBidModelBundles', 200);
    expect(response.body.data).toBe(documentedMessage('deleteBidModelBundles'));
    expect(await bundle(api, campaign.running, bundleId)).toBeUndefined();
    expectNotModelled(await rowOf(api, owner, campaign.running, Dimension.city, members[0]!));
  });

  it("the dimension may be a comma list (the seed's dimensionIds)", async ({ api }) => {
    const cities = await modelledCities(api);
    const zips = await plainZips(api);
    expectContract(
      await remove(api, campaign.running, `${Dimension.city},${Dimension.zip}`, { bundleIds: [cities.bundleId, zips.bundleId] }),
      'deleteBidModelBundles',
      200,
    );
    const left = (await bundles(api, campaign.running)).map((b) => b.bundleId);
    expect(left).not.toContain(cities.bundleId);
    expect(left).not.toContain(zips.bundleId);
  });

  it('a bundle outside the named dimensions is 422 and nothing is deleted', async ({ api }) => {
    const cities = await modelledCities(api);
    const zips = await plainZips(api);
    const response = expectContract(
      await remove(api, campaign.running, String(Dimension.city), { bundleIds: [cities.bundleId, zips.bundleId] }),
      'deleteBidModelBundles',
      422,
    );
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bundleUnknown });
    expectErrorField(errorsOf(response)[0], 'bundleIds[1]', 'deleteBidModelBundles', 422);
    const left = (await bundles(api, campaign.running)).map((b) => b.bundleId);
    expect(left).toEqual(expect.arrayContaining([cities.bundleId, zips.bundleId]));
  });

  it('a list that is not numbers is 422 (pattern)', async ({ api }) => {
    expectContract(await remove(api, campaign.running, 'city', { bundleIds: [1] }), 'deleteBidModelBundles', 422);
  });

  it('the path as the platform prints it, without the slash (/dimensions3,4/bundles), deletes the same way', async ({ api }) => {
    expect(operation('deleteBidModelBundlesUnslashed').path).toBe('/api/v3/bm/campaigns/{campaignId}/dimensions{dimensionIds}/bundles');
    const cities = await modelledCities(api);
    const zips = await plainZips(api);
    const outside = expectContract(
      await unslashed(api, campaign.running, String(Dimension.city), { bundleIds: [cities.bundleId, zips.bundleId] }),
      'deleteBidModelBundlesUnslashed',
      422,
    );
    expect(errorsOf(outside)[0]).toMatchObject({ error: messages.bundleUnknown });
    expectErrorField(errorsOf(outside)[0], 'bundleIds[1]', 'deleteBidModelBundlesUnslashed', 422);
    expect((await bundles(api, campaign.running)).map((b) => b.bundleId)).toEqual(expect.arrayContaining([cities.bundleId, zips.bundleId]));
    const response = expectContract(
      await unslashed(api, campaign.running, `${Dimension.city},${Dimension.zip}`, { bundleIds: [cities.bundleId, zips.bundleId] }),
      'deleteBidModelBundlesUnslashed',
      200,
    );
    expect(response.body.data).toBe(documentedMessage('deleteBidModelBundlesUnslashed'));
    const left = (await bundles(api, campaign.running)).map((b) => b.bundleId);
    expect(left).not.toContain(cities.bundleId);
    expect(left).not.toContain(zips.bundleId);
  });

  it('the unslashed path keeps workspaces apart too', async ({ ids, api }) => {
    const theirs = await ids.of('bidModelBundles', 'otherWorkspace');
    const response = expectContract(
      await unslashed(api, campaign.otherWorkspace, String(Dimension.creative), { bundleIds: [theirs] }),
      'deleteBidModelBundlesUnslashed',
      403,
    );
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden });
    expectErrorField(errorsOf(response)[0], 'campaignId', 'deleteBidModelBundlesUnslashed', 403);
  });

  it("another workspace's bundle cannot be deleted", async ({ other, ids, api }) => {
    const theirs = await ids.of('bidModelBundles', 'otherWorkspace');
    const before = await bundles(api, campaign.otherWorkspace, {}, other);
    const response = expectContract(
      await remove(api, campaign.otherWorkspace, String(Dimension.creative), { bundleIds: [theirs] }),
      'deleteBidModelBundles',
      403,
    );
    expect(errorsOf(response)[0]?.error).toBe(messages.bidModelForbidden);
    expect(await bundles(api, campaign.otherWorkspace, {}, other)).toEqual(before);
  });
});
