import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget } from '../support/suite.ts';
import { Bundle, Campaign, Dimension, Entity, rowOf } from './support.ts';

const suite = useTarget();
let owner: Session;

beforeEach(async () => {
  owner = await login(suite.current, 'workspaceOwner');
});

interface BundleItem {
  bundleId: number;
  dimensionId: number;
  bundleName: string;
  entityIds: number[];
  modellingApplied: boolean;
}

async function bundles(campaignId: number, query: Record<string, string | number> = {}, as: Session = owner): Promise<BundleItem[]> {
  return (await callOk(suite.current, 'listBidModelBundles', { as, params: { campaignId }, query })).body.data;
}

const create = (campaignId: number, dimensionId: number, body: unknown) => call(suite.current, 'createBidModelBundle', { as: owner, params: { campaignId, dimensionId }, body });
const patch = (campaignId: number, dimensionId: number, body: unknown) => call(suite.current, 'updateBidModelBundles', { as: owner, params: { campaignId, dimensionId }, body });
const remove = (campaignId: number, dimensionId: number | string, body: unknown) => call(suite.current, 'deleteBidModelBundles', { as: owner, params: { campaignId, dimensionId }, body });

describe('listBidModelBundles', () => {
  it('lists the campaign\'s bundles with whether they are modelled', async () => {
    expect(await bundles(Campaign.running)).toEqual([
      { bundleId: Bundle.westCoastCities, dimensionId: Dimension.city, bundleName: 'West Coast Cities', entityIds: [30001, 30002, 30007], modellingApplied: true },
      { bundleId: Bundle.downtownZips, dimensionId: Dimension.zip, bundleName: 'Downtown Zips', entityIds: [10001, 90012], modellingApplied: false },
    ]);
  });

  it('filters by dimensionId and by name or id (searchField)', async () => {
    expect((await bundles(Campaign.running, { dimensionId: Dimension.zip })).map((b) => b.bundleId)).toEqual([Bundle.downtownZips]);
    expect((await bundles(Campaign.running, { searchField: 'west' })).map((b) => b.bundleId)).toEqual([Bundle.westCoastCities]);
    expect((await bundles(Campaign.running, { searchField: String(Bundle.downtownZips) })).map((b) => b.bundleId)).toEqual([Bundle.downtownZips]);
  });

  it('an unknown dimension is 422; another workspace\'s campaign is 403 Forbidden!', async () => {
    const unknown = expectContract(await call(suite.current, 'listBidModelBundles', { as: owner, params: { campaignId: Campaign.running }, query: { dimensionId: 8 } }), 'listBidModelBundles', 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.dimensionUnknown, field: 'dimensionId' });
    const foreign = expectContract(await call(suite.current, 'listBidModelBundles', { as: owner, params: { campaignId: Campaign.otherWorkspace } }), 'listBidModelBundles', 403);
    expect(errorsOf(foreign)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
  });

  it('workspace isolation: the other workspace lists only its own', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect((await bundles(Campaign.otherWorkspace, {}, other)).map((b) => b.bundleId)).toEqual([Bundle.otherWorkspace]);
  });
});

describe('createBidModelBundle', () => {
  it('creates a bundle and answers its id', async () => {
    const response = expectContract(await create(Campaign.running, Dimension.state, { bundleName: 'Sun Belt', entityIds: [Entity.california, Entity.texas] }), 'createBidModelBundle', 200);
    expect(response.body.data.message).toBe('Bundle created successfully.');
    const id = response.body.data.id as number;
    expect(await bundles(Campaign.running, { dimensionId: Dimension.state })).toEqual([{ bundleId: id, dimensionId: Dimension.state, bundleName: 'Sun Belt', entityIds: [Entity.california, Entity.texas], modellingApplied: false }]);
  });

  it('bundleName and entityIds are required (400)', async () => {
    const noName = expectContract(await create(Campaign.running, Dimension.state, { entityIds: [Entity.california] }), 'createBidModelBundle', 400);
    expect(errorsOf(noName)[0]?.field).toBe('bundleName');
    const noIds = expectContract(await create(Campaign.running, Dimension.state, { bundleName: 'Sun Belt' }), 'createBidModelBundle', 400);
    expect(errorsOf(noIds)[0]?.field).toBe('entityIds');
  });

  it('a blank name or an empty entity list is 422', async () => {
    const blank = expectContract(await create(Campaign.running, Dimension.state, { bundleName: '   ', entityIds: [Entity.california] }), 'createBidModelBundle', 422);
    expect(errorsOf(blank)[0]?.field).toBe('bundleName');
    const empty = expectContract(await create(Campaign.running, Dimension.state, { bundleName: 'Sun Belt', entityIds: [] }), 'createBidModelBundle', 422);
    expect(errorsOf(empty)[0]?.field).toBe('entityIds');
  });

  it('bundleName: 255 characters are accepted, 256 are 422', async () => {
    const tooLong = expectContract(await create(Campaign.running, Dimension.state, { bundleName: 'b'.repeat(256), entityIds: [Entity.california] }), 'createBidModelBundle', 422);
    expect(errorsOf(tooLong)[0]?.field).toBe('bundleName');
    expect(await bundles(Campaign.running, { dimensionId: Dimension.state })).toEqual([]);
    expectContract(await create(Campaign.running, Dimension.state, { bundleName: 'b'.repeat(255), entityIds: [Entity.california] }), 'createBidModelBundle', 200);
    expect((await bundles(Campaign.running, { dimensionId: Dimension.state }))[0]?.bundleName).toBe('b'.repeat(255));
  });

  it('an entity the dimension does not have is 422 naming it', async () => {
    const response = expectContract(await create(Campaign.running, Dimension.state, { bundleName: 'Sun Belt', entityIds: [Entity.california, 99] }), 'createBidModelBundle', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.entityUnknown, field: 'entityIds[1]' });
    expect(await bundles(Campaign.running, { dimensionId: Dimension.state })).toEqual([]);
  });

  it('expired campaigns are refused; another workspace\'s campaign is 403', async () => {
    const expired = expectContract(await create(Campaign.expired, Dimension.state, { bundleName: 'Sun Belt', entityIds: [Entity.california] }), 'createBidModelBundle', 422);
    expect(errorsOf(expired)[0]?.error).toBe(messages.campaignStatusInvalid);
    const foreign = expectContract(await create(Campaign.otherWorkspace, Dimension.state, { bundleName: 'Sun Belt', entityIds: [Entity.california] }), 'createBidModelBundle', 403);
    expect(errorsOf(foreign)[0]?.error).toBe(messages.bidModelForbidden);
  });
});

describe('updateBidModelBundles', () => {
  it('renames a bundle (name only) and replaces its entities (ids only)', async () => {
    const renamed = expectContract(await patch(Campaign.running, Dimension.city, { bundleDetailList: [{ bundleId: Bundle.westCoastCities, bundleName: 'Pacific Cities' }] }), 'updateBidModelBundles', 200);
    expect(renamed.body.data).toBe(documentedMessage('updateBidModelBundles'));
    await callOk(suite.current, 'updateBidModelBundles', { as: owner, params: { campaignId: Campaign.running, dimensionId: Dimension.city }, body: { bundleDetailList: [{ bundleId: Bundle.westCoastCities, entityIds: [Entity.newYorkCity] }] } });
    expect(await bundles(Campaign.running, { dimensionId: Dimension.city })).toEqual([
      { bundleId: Bundle.westCoastCities, dimensionId: Dimension.city, bundleName: 'Pacific Cities', entityIds: [Entity.newYorkCity], modellingApplied: true },
    ]);
    // The bundle's bid model data now applies to its new member only.
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.city, Entity.newYorkCity)).toMatchObject({ modelled: true });
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.city, Entity.losAngeles)).toMatchObject({ modelled: false });
  });

  it('bundleName: 255 characters are accepted, 256 and an empty entity list are 422, and the bundle keeps its name', async () => {
    const tooLong = expectContract(await patch(Campaign.running, Dimension.city, { bundleDetailList: [{ bundleId: Bundle.westCoastCities, bundleName: 'p'.repeat(256) }] }), 'updateBidModelBundles', 422);
    expect(errorsOf(tooLong)[0]?.field).toBe('bundleDetailList[0].bundleName');
    const empty = expectContract(await patch(Campaign.running, Dimension.city, { bundleDetailList: [{ bundleId: Bundle.westCoastCities, entityIds: [] }] }), 'updateBidModelBundles', 422);
    expect(errorsOf(empty)[0]?.field).toBe('bundleDetailList[0].entityIds');
    expect((await bundles(Campaign.running, { dimensionId: Dimension.city }))[0]).toMatchObject({ bundleName: 'West Coast Cities', entityIds: [30001, 30002, 30007] });
    expectContract(await patch(Campaign.running, Dimension.city, { bundleDetailList: [{ bundleId: Bundle.westCoastCities, bundleName: 'p'.repeat(255) }] }), 'updateBidModelBundles', 200);
    expect((await bundles(Campaign.running, { dimensionId: Dimension.city }))[0]?.bundleName).toBe('p'.repeat(255));
  });

  it('an entity the dimension does not have is 422 naming it, and the bundle keeps its entities', async () => {
    const response = expectContract(await patch(Campaign.running, Dimension.city, { bundleDetailList: [{ bundleId: Bundle.westCoastCities, entityIds: [Entity.austin, 99] }] }), 'updateBidModelBundles', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.entityUnknown, field: 'bundleDetailList[0].entityIds[1]' });
    expect((await bundles(Campaign.running, { dimensionId: Dimension.city }))[0]?.entityIds).toEqual([30001, 30002, 30007]);
  });

  it('an expired campaign is in an invalid status; another workspace\'s campaign is 403 and keeps its bundle', async () => {
    const expired = expectContract(await patch(Campaign.expired, Dimension.city, { bundleDetailList: [{ bundleId: Bundle.westCoastCities, bundleName: 'X' }] }), 'updateBidModelBundles', 422);
    expect(errorsOf(expired)[0]).toMatchObject({ error: messages.campaignStatusInvalid, field: 'campaignId' });
    const foreign = expectContract(await patch(Campaign.otherWorkspace, Dimension.creative, { bundleDetailList: [{ bundleId: Bundle.otherWorkspace, bundleName: 'Taken' }] }), 'updateBidModelBundles', 403);
    expect(errorsOf(foreign)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect((await bundles(Campaign.otherWorkspace, {}, other))[0]?.bundleName).toBe('Initech Display Set');
  });

  it("a modelled deal bundle may not grow past the campaign's 25 deals (exact text), and keeps its deals", async () => {
    const mapped = [Entity.firstDeal + 1, Entity.firstDeal + 2];
    const bundle = { entityId: 0, entityTypeId: 2, priority: 1, bundleName: 'Top Deals', entityIds: mapped };
    await callOk(suite.current, 'updateBidModels', { as: owner, params: { campaignId: Campaign.running, dimensionId: Dimension.deal }, body: { actionWiseBidModelEntities: { ADD: [bundle] } } });
    const [created] = await bundles(Campaign.running, { dimensionId: Dimension.deal });
    const grow = expectContract(await patch(Campaign.running, Dimension.deal, { bundleDetailList: [{ bundleId: created!.bundleId, entityIds: [...mapped, Entity.unmappedDeal] }] }), 'updateBidModelBundles', 422);
    expect(errorsOf(grow)[0]?.error).toBe(messages.dealLimitExceeded.replace('<id>', String(Campaign.running)));
    expect((await bundles(Campaign.running, { dimensionId: Dimension.deal }))[0]?.entityIds).toEqual(mapped);
    expectContract(await patch(Campaign.running, Dimension.deal, { bundleDetailList: [{ bundleId: created!.bundleId, entityIds: [Entity.firstDeal + 3] }] }), 'updateBidModelBundles', 200);
  });

  it('an item with neither name nor ids is 400', async () => {
    expectContract(await patch(Campaign.running, Dimension.city, { bundleDetailList: [{ bundleId: Bundle.westCoastCities }] }), 'updateBidModelBundles', 400);
  });

  it('a bundle of another dimension or campaign is 422, and no item of the request is applied', async () => {
    const response = expectContract(
      await patch(Campaign.running, Dimension.city, { bundleDetailList: [{ bundleId: Bundle.westCoastCities, bundleName: 'Renamed' }, { bundleId: Bundle.downtownZips, bundleName: 'Wrong Dimension' }] }),
      'updateBidModelBundles',
      422,
    );
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bundleUnknown, field: 'bundleDetailList[1].bundleId' });
    expect((await bundles(Campaign.running, { dimensionId: Dimension.city }))[0]?.bundleName).toBe('West Coast Cities');
  });
});

describe('deleteBidModelBundles', () => {
  it('deletes bundles with their bid model data', async () => {
    const response = expectContract(await remove(Campaign.running, Dimension.city, { bundleIds: [Bundle.westCoastCities] }), 'deleteBidModelBundles', 200);
    expect(response.body.data).toBe(documentedMessage('deleteBidModelBundles'));
    expect(await bundles(Campaign.running, { dimensionId: Dimension.city })).toEqual([]);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.city, Entity.losAngeles)).toMatchObject({ modelled: false });
  });

  it('the dimension may be a comma list (the seed\'s dimensionIds)', async () => {
    expectContract(await remove(Campaign.running, `${Dimension.city},${Dimension.zip}`, { bundleIds: [Bundle.westCoastCities, Bundle.downtownZips] }), 'deleteBidModelBundles', 200);
    expect(await bundles(Campaign.running)).toEqual([]);
  });

  it('a bundle outside the named dimensions is 422 and nothing is deleted', async () => {
    const response = expectContract(await remove(Campaign.running, Dimension.city, { bundleIds: [Bundle.westCoastCities, Bundle.downtownZips] }), 'deleteBidModelBundles', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bundleUnknown, field: 'bundleIds[1]' });
    expect(await bundles(Campaign.running)).toHaveLength(2);
  });

  it('an unknown dimension in the list is 422, and so is a list that is not numbers (pattern)', async () => {
    const unknown = expectContract(await remove(Campaign.running, `${Dimension.city},6`, { bundleIds: [Bundle.westCoastCities] }), 'deleteBidModelBundles', 422);
    expect(errorsOf(unknown)[0]?.error).toBe(messages.dimensionUnknown);
    expectContract(await remove(Campaign.running, 'city', { bundleIds: [Bundle.westCoastCities] }), 'deleteBidModelBundles', 422);
  });

  it('the path as the platform prints it, without the slash (/dimensions3,4/bundles), deletes the same way', async () => {
    const { operation } = await import('../support/spec.ts');
    expect(operation('deleteBidModelBundlesUnslashed').path).toBe('/api/v3/bm/campaigns/{campaignId}/dimensions{dimensionIds}/bundles');
    const unslashed = (dimensionIds: string, body: unknown) => call(suite.current, 'deleteBidModelBundlesUnslashed', { as: owner, params: { campaignId: Campaign.running, dimensionIds }, body });
    const unknown = expectContract(await unslashed(`${Dimension.city},6`, { bundleIds: [Bundle.westCoastCities] }), 'deleteBidModelBundlesUnslashed', 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.dimensionUnknown, field: 'dimensionIds' });
    expect(await bundles(Campaign.running)).toHaveLength(2);
    const response = expectContract(await unslashed(`${Dimension.city},${Dimension.zip}`, { bundleIds: [Bundle.westCoastCities, Bundle.downtownZips] }), 'deleteBidModelBundlesUnslashed', 200);
    expect(response.body.data).toBe(documentedMessage('deleteBidModelBundlesUnslashed'));
    expect(await bundles(Campaign.running)).toEqual([]);
  });

  it('the unslashed path keeps workspaces apart too', async () => {
    const response = expectContract(
      await call(suite.current, 'deleteBidModelBundlesUnslashed', { as: owner, params: { campaignId: Campaign.otherWorkspace, dimensionIds: String(Dimension.creative) }, body: { bundleIds: [Bundle.otherWorkspace] } }),
      'deleteBidModelBundlesUnslashed',
      403,
    );
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
  });

  it('another workspace\'s bundle cannot be deleted', async () => {
    const response = expectContract(await remove(Campaign.otherWorkspace, Dimension.creative, { bundleIds: [Bundle.otherWorkspace] }), 'deleteBidModelBundles', 403);
    expect(errorsOf(response)[0]?.error).toBe(messages.bidModelForbidden);
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect(await bundles(Campaign.otherWorkspace, {}, other)).toHaveLength(1);
  });
});
