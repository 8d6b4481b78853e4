import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../support/texts.ts';
import { profileId, uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { documentedMessage, operation } from '../support/spec.ts';
import { useTarget } from '../support/suite.ts';
import {
  bundlesOf,
  campaignsOf,
  createBundle,
  Dimension,
  expectModelled,
  expectNotModelled,
  fillDeals,
  freeEntities,
  modelBundleOk,
  restoreWhenDone,
  rowOf,
  rowsOf,
  UNKNOWN_ENTITY,
  type BundleItem,
  type Campaigns,
} from './support.ts';

const suite = useTarget();
let owner: Session;
let campaign: Campaigns;

beforeEach(async () => {
  owner = await session(suite.current, 'workspaceOwner');
  campaign = await campaignsOf(suite);
});

const bundles = (campaignId: number, query: Record<string, string | number> = {}, as: Session = owner) => bundlesOf(suite.current, as, campaignId, query);
const bundle = async (campaignId: number, bundleId: number): Promise<BundleItem | undefined> => (await bundles(campaignId)).find((b) => b.bundleId === bundleId);

const create = (campaignId: number, dimensionId: number, body: unknown) => call(suite.current, 'createBidModelBundle', { as: owner, params: { campaignId, dimensionId }, body });
const patch = (campaignId: number, dimensionId: number, body: unknown) => call(suite.current, 'updateBidModelBundles', { as: owner, params: { campaignId, dimensionId }, body });
const remove = (campaignId: number, dimensionId: number | string, body: unknown) => call(suite.current, 'deleteBidModelBundles', { as: owner, params: { campaignId, dimensionId }, body });
const unslashed = (campaignId: number, dimensionIds: string, body: unknown) => call(suite.current, 'deleteBidModelBundlesUnslashed', { as: owner, params: { campaignId, dimensionIds }, body });

/** Free entities of a running campaign dimension, which is put back (its new bundles deleted) when the test ends. */
async function arrange(dimensionId: number, count: number, campaignId = campaign.running): Promise<number[]> {
  await restoreWhenDone(suite.current, owner, campaignId, dimensionId);
  return freeEntities(suite.current, owner, campaignId, dimensionId, count);
}

/** A modelled city bundle (priority 4) of two free cities of the running campaign. */
async function modelledCities() {
  const cities = await arrange(Dimension.city, 3);
  const bundleName = uniqueName('West Cities');
  const bundleId = await modelBundleOk(suite.current, owner, campaign.running, Dimension.city, bundleName, cities.slice(0, 2), { priority: 4 });
  return { bundleId, bundleName, members: cities.slice(0, 2), spare: cities[2]! };
}

/** An unmodelled zip bundle of two free zips of the running campaign. */
async function plainZips() {
  const zips = await arrange(Dimension.zip, 2);
  const bundleName = uniqueName('Downtown Zips');
  const bundleId = await createBundle(suite.current, owner, campaign.running, Dimension.zip, bundleName, zips);
  return { bundleId, bundleName, members: zips };
}

describe('listBidModelBundles', () => {
  it("lists the campaign's bundles with whether they are modelled", async () => {
    const cities = await modelledCities();
    const zips = await plainZips();
    const listed = await bundles(campaign.running);
    expect(listed).toContainEqual({ bundleId: cities.bundleId, dimensionId: Dimension.city, bundleName: cities.bundleName, entityIds: cities.members, modellingApplied: true });
    expect(listed).toContainEqual({ bundleId: zips.bundleId, dimensionId: Dimension.zip, bundleName: zips.bundleName, entityIds: zips.members, modellingApplied: false });
  });

  it('lists only bundles of the dimension asked for [smoke]', async () => {
    const listed = await bundles(campaign.running, { dimensionId: Dimension.city });
    expect(listed.every((b) => b.dimensionId === Dimension.city)).toBe(true);
  });

  it('filters by dimensionId and by name or id (searchField)', async () => {
    const cities = await modelledCities();
    const zips = await plainZips();
    const ofZip = (await bundles(campaign.running, { dimensionId: Dimension.zip })).map((b) => b.bundleId);
    expect(ofZip).toContain(zips.bundleId);
    expect(ofZip).not.toContain(cities.bundleId);
    expect((await bundles(campaign.running, { searchField: cities.bundleName.toUpperCase() })).map((b) => b.bundleId)).toEqual([cities.bundleId]);
    const byId = await bundles(campaign.running, { searchField: String(zips.bundleId) });
    expect(byId.map((b) => b.bundleId)).toContain(zips.bundleId);
    expect(byId.every((b) => b.bundleId === zips.bundleId || b.bundleName.includes(String(zips.bundleId)))).toBe(true);
  });

  it("another workspace's campaign is 403 Forbidden! [smoke]", async () => {
    const foreign = expectContract(await call(suite.current, 'listBidModelBundles', { as: owner, params: { campaignId: campaign.otherWorkspace } }), 'listBidModelBundles', 403);
    expect(errorsOf(foreign)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
  });

  it('a dimension id outside the nine has no bundles', async () => {
    expect(await bundles(campaign.running, { dimensionId: 8 })).toEqual([]);
  });

  it('workspace isolation: the other workspace lists its own bundles, not Acme\'s', async () => {
    const other = await session(suite.current, 'otherWorkspaceUser');
    const theirs = await profileId(suite, 'bidModelBundles', 'otherWorkspace');
    const acme = await plainZips();
    const listed = (await bundles(campaign.otherWorkspace, {}, other)).map((b) => b.bundleId);
    expect(listed).toContain(theirs);
    expect(listed).not.toContain(acme.bundleId);
  });
});

describe('createBidModelBundle', () => {
  it('creates a bundle and answers its id [smoke]', async () => {
    const states = await arrange(Dimension.state, 2);
    const bundleName = uniqueName('Sun Belt');
    const response = expectContract(await create(campaign.running, Dimension.state, { bundleName, entityIds: states }), 'createBidModelBundle', 200);
    expect(response.body.data.message).toBe('Bundle created successfully.');
    const id = Number(response.body.data.id);
    expect(await bundle(campaign.running, id)).toEqual({ bundleId: id, dimensionId: Dimension.state, bundleName, entityIds: states, modellingApplied: false });
  });

  it('bundleName and entityIds are required (400) [smoke]', async () => {
    const noName = expectContract(await create(campaign.running, Dimension.state, { entityIds: [6] }), 'createBidModelBundle', 400);
    expect(errorsOf(noName)[0]?.field).toBe('bundleName');
    const noIds = expectContract(await create(campaign.running, Dimension.state, { bundleName: uniqueName('Sun Belt') }), 'createBidModelBundle', 400);
    expect(errorsOf(noIds)[0]?.field).toBe('entityIds');
  });

  it('a blank name or an empty entity list is 422', async () => {
    const before = await bundles(campaign.running);
    const blank = expectContract(await create(campaign.running, Dimension.state, { bundleName: '   ', entityIds: [6] }), 'createBidModelBundle', 422);
    expect(errorsOf(blank)[0]?.field).toBe('bundleName');
    const empty = expectContract(await create(campaign.running, Dimension.state, { bundleName: uniqueName('Sun Belt'), entityIds: [] }), 'createBidModelBundle', 422);
    expect(errorsOf(empty)[0]?.field).toBe('entityIds');
    expect(await bundles(campaign.running)).toEqual(before);
  });

  it('an entity the dimension does not have is 422 naming it', async () => {
    const states = await arrange(Dimension.state, 1);
    const before = await bundles(campaign.running);
    const response = expectContract(await create(campaign.running, Dimension.state, { bundleName: uniqueName('Sun Belt'), entityIds: [states[0], UNKNOWN_ENTITY] }), 'createBidModelBundle', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.entityUnknown, field: 'entityIds[1]' });
    expect(await bundles(campaign.running)).toEqual(before);
  });

  it("expired campaigns are refused; another workspace's campaign is 403", async () => {
    const expired = expectContract(await create(campaign.expired, Dimension.state, { bundleName: uniqueName('Sun Belt'), entityIds: [6] }), 'createBidModelBundle', 422);
    expect(errorsOf(expired)[0]?.error).toBe(messages.campaignStatusInvalid);
    const foreign = expectContract(await create(campaign.otherWorkspace, Dimension.state, { bundleName: uniqueName('Sun Belt'), entityIds: [6] }), 'createBidModelBundle', 403);
    expect(errorsOf(foreign)[0]?.error).toBe(messages.bidModelForbidden);
  });
});

describe('updateBidModelBundles', () => {
  it('renames a bundle (name only) and replaces its entities (ids only) [smoke]', async () => {
    const { bundleId, members, spare } = await modelledCities();
    const bundleName = uniqueName('Pacific Cities');
    const renamed = expectContract(await patch(campaign.running, Dimension.city, { bundleDetailList: [{ bundleId, bundleName }] }), 'updateBidModelBundles', 200);
    expect(renamed.body.data).toBe(documentedMessage('updateBidModelBundles'));
    await callOk(suite.current, 'updateBidModelBundles', { as: owner, params: { campaignId: campaign.running, dimensionId: Dimension.city }, body: { bundleDetailList: [{ bundleId, entityIds: [spare] }] } });
    expect(await bundle(campaign.running, bundleId)).toEqual({ bundleId, dimensionId: Dimension.city, bundleName, entityIds: [spare], modellingApplied: true });
    // The bundle's bid model data now applies to its new member only.
    expectModelled(await rowOf(suite.current, owner, campaign.running, Dimension.city, spare), { priority: 4 });
    expectNotModelled(await rowOf(suite.current, owner, campaign.running, Dimension.city, members[0]!));
  });

  it('a blank name and an empty entity list are 422 naming the item, and the bundle keeps its name and entities', async () => {
    const { bundleId, bundleName, members } = await modelledCities();
    const blank = expectContract(await patch(campaign.running, Dimension.city, { bundleDetailList: [{ bundleId, bundleName: '   ' }] }), 'updateBidModelBundles', 422);
    expect(errorsOf(blank)[0]?.field).toBe('bundleDetailList[0].bundleName');
    const empty = expectContract(await patch(campaign.running, Dimension.city, { bundleDetailList: [{ bundleId, entityIds: [] }] }), 'updateBidModelBundles', 422);
    expect(errorsOf(empty)[0]?.field).toBe('bundleDetailList[0].entityIds');
    expect(await bundle(campaign.running, bundleId)).toMatchObject({ bundleName, entityIds: members });
  });

  it('an entity the dimension does not have is 422 naming it, and the bundle keeps its entities', async () => {
    const { bundleId, members, spare } = await modelledCities();
    const response = expectContract(await patch(campaign.running, Dimension.city, { bundleDetailList: [{ bundleId, entityIds: [spare, UNKNOWN_ENTITY] }] }), 'updateBidModelBundles', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.entityUnknown, field: 'bundleDetailList[0].entityIds[1]' });
    expect((await bundle(campaign.running, bundleId))?.entityIds).toEqual(members);
  });

  it("an expired campaign is in an invalid status; another workspace's campaign is 403 and keeps its bundle", async () => {
    const other = await session(suite.current, 'otherWorkspaceUser');
    const theirs = await profileId(suite, 'bidModelBundles', 'otherWorkspace');
    const before = (await bundles(campaign.otherWorkspace, {}, other)).find((b) => b.bundleId === theirs);
    const expired = expectContract(await patch(campaign.expired, Dimension.city, { bundleDetailList: [{ bundleId: theirs, bundleName: 'X' }] }), 'updateBidModelBundles', 422);
    expect(errorsOf(expired)[0]).toMatchObject({ error: messages.campaignStatusInvalid, field: 'campaignId' });
    const foreign = expectContract(await patch(campaign.otherWorkspace, Dimension.creative, { bundleDetailList: [{ bundleId: theirs, bundleName: uniqueName('Taken') }] }), 'updateBidModelBundles', 403);
    expect(errorsOf(foreign)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
    expect((await bundles(campaign.otherWorkspace, {}, other)).find((b) => b.bundleId === theirs)).toEqual(before);
  });

  it("a modelled deal bundle may not grow past the campaign's 25 deals (exact text), and keeps its deals", async () => {
    const unmapped = await fillDeals(suite.current, owner, campaign.running);
    const mapped = (await rowsOf(suite.current, owner, campaign.running, Dimension.deal)).map((r) => r.id);
    const members = mapped.slice(0, 2);
    const bundleId = await modelBundleOk(suite.current, owner, campaign.running, Dimension.deal, uniqueName('Top Deals'), members, { priority: 1 });
    const grow = expectContract(await patch(campaign.running, Dimension.deal, { bundleDetailList: [{ bundleId, entityIds: [...members, unmapped] }] }), 'updateBidModelBundles', 422);
    expect(errorsOf(grow)[0]?.error).toBe(messages.dealLimitExceeded.replace('<id>', String(campaign.running)));
    expect((await bundle(campaign.running, bundleId))?.entityIds).toEqual(members);
    expectContract(await patch(campaign.running, Dimension.deal, { bundleDetailList: [{ bundleId, entityIds: [mapped[2]!] }] }), 'updateBidModelBundles', 200);
    expect((await bundle(campaign.running, bundleId))?.entityIds).toEqual([mapped[2]]);
  });

  it('an item with neither name nor ids is 400 [smoke]', async () => {
    expectContract(await patch(campaign.running, Dimension.city, { bundleDetailList: [{ bundleId: 1 }] }), 'updateBidModelBundles', 400);
  });

  it('a bundle of another dimension or campaign is 422, and no item of the request is applied', async () => {
    const cities = await modelledCities();
    const zips = await plainZips();
    const response = expectContract(
      await patch(campaign.running, Dimension.city, { bundleDetailList: [{ bundleId: cities.bundleId, bundleName: uniqueName('Renamed') }, { bundleId: zips.bundleId, bundleName: uniqueName('Wrong Dimension') }] }),
      'updateBidModelBundles',
      422,
    );
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bundleUnknown, field: 'bundleDetailList[1].bundleId' });
    expect((await bundle(campaign.running, cities.bundleId))?.bundleName).toBe(cities.bundleName);
  });
});

describe('deleteBidModelBundles', () => {
  it('deletes bundles with their bid model data [smoke]', async () => {
    const { bundleId, members } = await modelledCities();
    const response = expectContract(await remove(campaign.running, Dimension.city, { bundleIds: [bundleId] }), 'deleteBidModelBundles', 200);
    expect(response.body.data).toBe(documentedMessage('deleteBidModelBundles'));
    expect(await bundle(campaign.running, bundleId)).toBeUndefined();
    expectNotModelled(await rowOf(suite.current, owner, campaign.running, Dimension.city, members[0]!));
  });

  it("the dimension may be a comma list (the seed's dimensionIds)", async () => {
    const cities = await modelledCities();
    const zips = await plainZips();
    expectContract(await remove(campaign.running, `${Dimension.city},${Dimension.zip}`, { bundleIds: [cities.bundleId, zips.bundleId] }), 'deleteBidModelBundles', 200);
    const left = (await bundles(campaign.running)).map((b) => b.bundleId);
    expect(left).not.toContain(cities.bundleId);
    expect(left).not.toContain(zips.bundleId);
  });

  it('a bundle outside the named dimensions is 422 and nothing is deleted', async () => {
    const cities = await modelledCities();
    const zips = await plainZips();
    const response = expectContract(await remove(campaign.running, Dimension.city, { bundleIds: [cities.bundleId, zips.bundleId] }), 'deleteBidModelBundles', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bundleUnknown, field: 'bundleIds[1]' });
    const left = (await bundles(campaign.running)).map((b) => b.bundleId);
    expect(left).toEqual(expect.arrayContaining([cities.bundleId, zips.bundleId]));
  });

  it('a list that is not numbers is 422 (pattern) [smoke]', async () => {
    expectContract(await remove(campaign.running, 'city', { bundleIds: [1] }), 'deleteBidModelBundles', 422);
  });

  it('the path as the platform prints it, without the slash (/dimensions3,4/bundles), deletes the same way [smoke]', async () => {
    expect(operation('deleteBidModelBundlesUnslashed').path).toBe('/api/v3/bm/campaigns/{campaignId}/dimensions{dimensionIds}/bundles');
    const cities = await modelledCities();
    const zips = await plainZips();
    const outside = expectContract(await unslashed(campaign.running, String(Dimension.city), { bundleIds: [cities.bundleId, zips.bundleId] }), 'deleteBidModelBundlesUnslashed', 422);
    expect(errorsOf(outside)[0]).toMatchObject({ error: messages.bundleUnknown, field: 'bundleIds[1]' });
    expect((await bundles(campaign.running)).map((b) => b.bundleId)).toEqual(expect.arrayContaining([cities.bundleId, zips.bundleId]));
    const response = expectContract(await unslashed(campaign.running, `${Dimension.city},${Dimension.zip}`, { bundleIds: [cities.bundleId, zips.bundleId] }), 'deleteBidModelBundlesUnslashed', 200);
    expect(response.body.data).toBe(documentedMessage('deleteBidModelBundlesUnslashed'));
    const left = (await bundles(campaign.running)).map((b) => b.bundleId);
    expect(left).not.toContain(cities.bundleId);
    expect(left).not.toContain(zips.bundleId);
  });

  it('the unslashed path keeps workspaces apart too', async () => {
    const theirs = await profileId(suite, 'bidModelBundles', 'otherWorkspace');
    const response = expectContract(await unslashed(campaign.otherWorkspace, String(Dimension.creative), { bundleIds: [theirs] }), 'deleteBidModelBundlesUnslashed', 403);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
  });

  it("another workspace's bundle cannot be deleted", async () => {
    const other = await session(suite.current, 'otherWorkspaceUser');
    const theirs = await profileId(suite, 'bidModelBundles', 'otherWorkspace');
    const before = await bundles(campaign.otherWorkspace, {}, other);
    const response = expectContract(await remove(campaign.otherWorkspace, Dimension.creative, { bundleIds: [theirs] }), 'deleteBidModelBundles', 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.bidModelForbidden);
    expect(await bundles(campaign.otherWorkspace, {}, other)).toEqual(before);
  });
});
