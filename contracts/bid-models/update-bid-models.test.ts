import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget } from '../support/suite.ts';
import { add, BidModelData, Bundle, Campaign, Dimension, Entity, putBidModels, rowOf, snapshot } from './support.ts';

const suite = useTarget();
const op = 'updateBidModels';
let owner: Session;

beforeEach(async () => {
  owner = await login(suite.current, 'workspaceOwner');
});

const put = (campaignId: number, dimensionId: number, body: Record<string, unknown>) => putBidModels(suite.current, owner, campaignId, dimensionId, body);
const addTo = (campaignId: number, dimensionId: number, ...items: Parameters<typeof add>[4][]) => add(suite.current, owner, campaignId, dimensionId, ...items);

async function refused(response: Awaited<ReturnType<typeof put>>, status: number, error: string, field?: string) {
  expectContract(response, op, status);
  const first = errorsOf(response)[0];
  expect(first?.error).toBe(error);
  if (field !== undefined) expect(first?.field).toBe(field);
}

describe('updateBidModels: ADD, UPDATE, DELETE', () => {
  it('ADD models an entity: its row shows the bid model data', async () => {
    const response = expectContract(await addTo(Campaign.running, Dimension.creative, { entityId: Entity.imageCreative, entityTypeId: 1, priority: 3, bidMultiplier: 2 }), op, 200);
    expect(response.body.data).toBe(documentedMessage(op));
    const row = await rowOf(suite.current, owner, Campaign.running, Dimension.creative, Entity.imageCreative);
    expect(row).toMatchObject({ modelled: true, bidModelData: { priority: 3, bidMultiplier: 2, spendRatio: null, spendRatioTypeId: null } });
  });

  it('UPDATE replaces the data of a modelled entity; DELETE removes it by bidModelDataId', async () => {
    expectContract(await put(Campaign.running, Dimension.creative, { actionWiseBidModelEntities: { UPDATE: [{ entityId: Entity.htmlCreative, entityTypeId: 1, priority: 7 }] } }), op, 200);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.creative, Entity.htmlCreative)).toMatchObject({ bidModelData: { id: BidModelData.creativeHtml, priority: 7, bidMultiplier: null } });
    expectContract(await put(Campaign.running, Dimension.creative, { actionWiseBidModelEntities: { DELETE: [BidModelData.creativeHtml] } }), op, 200);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.creative, Entity.htmlCreative)).toMatchObject({ modelled: false, bidModelData: null });
  });

  it('the top-level bidModelDataId deletes too', async () => {
    expectContract(await put(Campaign.running, Dimension.creative, { bidModelDataId: [BidModelData.creativeHtml] }), op, 200);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.creative, Entity.htmlCreative)).toMatchObject({ modelled: false });
  });

  it('ADD of an entity already modelled is 422', async () => {
    await refused(await addTo(Campaign.running, Dimension.creative, { entityId: Entity.htmlCreative, entityTypeId: 1, priority: 1 }), 422, messages.entityAlreadyModelled, 'actionWiseBidModelEntities.ADD[0].entityId');
  });

  it('UPDATE of an entity without bid model data is 422', async () => {
    await refused(await put(Campaign.running, Dimension.creative, { actionWiseBidModelEntities: { UPDATE: [{ entityId: Entity.imageCreative, entityTypeId: 1, priority: 1 }] } }), 422, messages.entityNotModelled, 'actionWiseBidModelEntities.UPDATE[0].entityId');
  });

  it('DELETE of a bidModelDataId of another dimension or campaign is 422', async () => {
    await refused(await put(Campaign.running, Dimension.creative, { actionWiseBidModelEntities: { DELETE: [BidModelData.stateCalifornia] } }), 422, messages.bidModelDataUnknown, 'actionWiseBidModelEntities.DELETE');
    await refused(await put(Campaign.running, Dimension.creative, { bidModelDataId: [BidModelData.otherWorkspace] }), 422, messages.bidModelDataUnknown);
  });

  it('an entity the dimension does not have is 422', async () => {
    await refused(await addTo(Campaign.running, Dimension.state, { entityId: 99, entityTypeId: 1, priority: 1 }), 422, messages.entityUnknown, 'actionWiseBidModelEntities.ADD[0].entityId');
  });

  it('an unknown dimension id is 422 naming dimensionId', async () => {
    await refused(await addTo(Campaign.running, 6, { entityId: 1, entityTypeId: 1, priority: 1 }), 422, messages.dimensionUnknown, 'dimensionId');
  });

  it('data without priority, bid multiplier or spend ratio is 400', async () => {
    expectContract(await addTo(Campaign.running, Dimension.creative, { entityId: Entity.imageCreative, entityTypeId: 1 }), op, 400);
  });

  it('a spend ratio without its type (and a type without a ratio) is 400 naming the missing field', async () => {
    const noType = expectContract(await addTo(Campaign.running, Dimension.exchange, { entityId: Entity.magnite, entityTypeId: 1, priority: 1, spendRatio: 10 }), op, 400);
    expect(errorsOf(noType)[0]).toMatchObject({ field: 'actionWiseBidModelEntities.ADD[0].spendRatioTypeId', error: 'actionWiseBidModelEntities.ADD[0].spendRatioTypeId is required' });
    const noRatio = expectContract(await addTo(Campaign.running, Dimension.exchange, { entityId: Entity.magnite, entityTypeId: 1, priority: 1, spendRatioTypeId: 1 }), op, 400);
    expect(errorsOf(noRatio)[0]?.field).toBe('actionWiseBidModelEntities.ADD[0].spendRatio');
  });

  it('baseBid sets the campaign base bid (campaignBidDetails)', async () => {
    expectContract(await put(Campaign.running, Dimension.creative, { baseBid: 3.25 }), op, 200);
    const list = await callOk(suite.current, 'listModelledEntities', { as: owner, params: { campaignId: Campaign.running, dimensionId: Dimension.creative }, body: {} });
    expect(list.body.data.campaignBidDetails.baseBid).toBe(3.25);
  });

  it('inclusionExclusionEntityMap includes and excludes entities of the dimension', async () => {
    expectContract(await put(Campaign.running, Dimension.exchange, { inclusionExclusionEntityMap: { INCLUDE: [Entity.sovrn], EXCLUDE: [Entity.magnite] } }), op, 200);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.exchange, Entity.sovrn)).toMatchObject({ isExcluded: 0, targeted: true });
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.exchange, Entity.magnite)).toMatchObject({ isExcluded: 1, targeted: false });
  });
});

describe('updateBidModels: bundles as entities (entityTypeId 2)', () => {
  it('a bundle needs bundleName and entityIds (400)', async () => {
    const response = expectContract(await addTo(Campaign.running, Dimension.state, { entityId: 0, entityTypeId: 2, priority: 2 }), op, 400);
    expect(errorsOf(response)[0]?.field).toBe('actionWiseBidModelEntities.ADD[0].bundleName');
    const noIds = expectContract(await addTo(Campaign.running, Dimension.state, { entityId: 0, entityTypeId: 2, priority: 2, bundleName: 'Big States' }), op, 400);
    expect(errorsOf(noIds)[0]?.field).toBe('actionWiseBidModelEntities.ADD[0].entityIds');
  });

  it('ADD of a new bundle creates and models it: its members show its data', async () => {
    expectContract(await addTo(Campaign.running, Dimension.state, { entityId: 0, entityTypeId: 2, priority: 2, bundleName: 'Big States', entityIds: [Entity.texas, Entity.washington] }), op, 200);
    const bundles = await callOk(suite.current, 'listBidModelBundles', { as: owner, params: { campaignId: Campaign.running }, query: { dimensionId: Dimension.state } });
    expect(bundles.body.data).toEqual([expect.objectContaining({ bundleName: 'Big States', entityIds: [Entity.texas, Entity.washington], modellingApplied: true, dimensionId: Dimension.state })]);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.texas)).toMatchObject({ modelled: true, bidModelData: { priority: 2 } });
  });

  it('ADD naming an existing bundle models it, with the name and entities of the item', async () => {
    const item = { entityId: Bundle.downtownZips, entityTypeId: 2, priority: 3, bundleName: 'Downtown', entityIds: [10001] };
    expectContract(await addTo(Campaign.running, Dimension.zip, item), op, 200);
    const bundles = await callOk(suite.current, 'listBidModelBundles', { as: owner, params: { campaignId: Campaign.running }, query: { dimensionId: Dimension.zip } });
    expect(bundles.body.data).toEqual([{ bundleId: Bundle.downtownZips, dimensionId: Dimension.zip, bundleName: 'Downtown', entityIds: [10001], modellingApplied: true }]);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.zip, 10001)).toMatchObject({ modelled: true, bidModelData: { priority: 3 } });
  });

  it('UPDATE of a modelled bundle replaces its data', async () => {
    const item = { entityId: Bundle.westCoastCities, entityTypeId: 2, priority: 9, bidMultiplier: 1.1, bundleName: 'West Coast Cities', entityIds: [Entity.losAngeles] };
    expectContract(await put(Campaign.running, Dimension.city, { actionWiseBidModelEntities: { UPDATE: [item] } }), op, 200);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.city, Entity.losAngeles)).toMatchObject({ bidModelData: { id: 5, priority: 9, bidMultiplier: 1.1 } });
  });

  it('bundleIds deletes bundles with their bid model data', async () => {
    expectContract(await put(Campaign.running, Dimension.city, { bundleIds: [Bundle.westCoastCities] }), op, 200);
    const bundles = await callOk(suite.current, 'listBidModelBundles', { as: owner, params: { campaignId: Campaign.running }, query: { dimensionId: Dimension.city } });
    expect(bundles.body.data).toEqual([]);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.city, Entity.losAngeles)).toMatchObject({ modelled: false });
  });
});

describe('updateBidModels: ranges (each bound just inside and just outside)', () => {
  const cases: Array<{ name: string; field: string; inside: number; outside: number; item: (v: number) => Record<string, number> }> = [
    { name: 'priority lower bound 1', field: 'priority', inside: 1, outside: 0, item: (v) => ({ priority: v }) },
    { name: 'priority upper bound 10', field: 'priority', inside: 10, outside: 11, item: (v) => ({ priority: v }) },
    { name: 'bidMultiplier lower bound 0.1', field: 'bidMultiplier', inside: 0.1, outside: 0.09, item: (v) => ({ bidMultiplier: v }) },
    { name: 'bidMultiplier upper bound 100', field: 'bidMultiplier', inside: 100, outside: 100.01, item: (v) => ({ bidMultiplier: v }) },
    { name: 'spendRatio lower bound 0', field: 'spendRatio', inside: 0, outside: -0.01, item: (v) => ({ priority: 1, spendRatio: v, spendRatioTypeId: 1 }) },
    { name: 'spendRatio upper bound 100', field: 'spendRatio', inside: 100, outside: 100.01, item: (v) => ({ priority: 1, spendRatio: v, spendRatioTypeId: 1 }) },
  ];
  /** The ranges hold for an entity and for a bundle modelled as one (Magnite alone, read back through its row). */
  const subjects = [
    { kind: 'an entity', entity: { entityId: Entity.magnite, entityTypeId: 1 } },
    { kind: 'a new bundle', entity: { entityId: 0, entityTypeId: 2, bundleName: 'Magnite Only', entityIds: [Entity.magnite] } },
  ];
  for (const subject of subjects) {
    for (const c of cases) {
      it(`${subject.kind}, ${c.name}: ${c.inside} is accepted, ${c.outside} is 422 on ${c.field}`, async () => {
        const item = (v: number) => ({ ...subject.entity, ...c.item(v) });
        const before = await snapshot(suite.current, owner, Campaign.running);
        const outside = expectContract(await addTo(Campaign.running, Dimension.exchange, item(c.outside)), op, 422);
        expect(errorsOf(outside)[0]?.field).toBe(`actionWiseBidModelEntities.ADD[0].${c.field}`);
        expect(await snapshot(suite.current, owner, Campaign.running)).toEqual(before);
        expectContract(await addTo(Campaign.running, Dimension.exchange, item(c.inside)), op, 200);
        expect(await rowOf(suite.current, owner, Campaign.running, Dimension.exchange, Entity.magnite)).toMatchObject({ modelled: true, bidModelData: { [c.field]: c.inside } });
      });
    }
  }

  it('UPDATE holds the ranges too (priority 11 is 422, 10 is accepted)', async () => {
    const update = (priority: number) => put(Campaign.running, Dimension.creative, { actionWiseBidModelEntities: { UPDATE: [{ entityId: Entity.htmlCreative, entityTypeId: 1, priority }] } });
    const outside = expectContract(await update(11), op, 422);
    expect(errorsOf(outside)[0]?.field).toBe('actionWiseBidModelEntities.UPDATE[0].priority');
    expectContract(await update(10), op, 200);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.creative, Entity.htmlCreative)).toMatchObject({ bidModelData: { priority: 10 } });
  });

  it('spendRatioTypeId takes 1 or 2 only', async () => {
    const response = expectContract(await addTo(Campaign.running, Dimension.exchange, { entityId: Entity.magnite, entityTypeId: 1, priority: 1, spendRatio: 5, spendRatioTypeId: 3 }), op, 422);
    expect(errorsOf(response)[0]?.field).toBe('actionWiseBidModelEntities.ADD[0].spendRatioTypeId');
  });

  it('entityTypeId takes 1, 2 or 3 only (3 "other" is modelled like an individual entity)', async () => {
    const bad = expectContract(await addTo(Campaign.running, Dimension.exchange, { entityId: Entity.magnite, entityTypeId: 4, priority: 1 }), op, 422);
    expect(errorsOf(bad)[0]?.field).toBe('actionWiseBidModelEntities.ADD[0].entityTypeId');
    expectContract(await addTo(Campaign.running, Dimension.exchange, { entityId: Entity.magnite, entityTypeId: 3, priority: 1 }), op, 200);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.exchange, Entity.magnite)).toMatchObject({ modelled: true });
  });
});

describe('updateBidModels: spend ratio rules', () => {
  it('strict spend ratios of a campaign dimension must add up to 100 (60 + 40 + 10 is refused)', async () => {
    await refused(await addTo(Campaign.running, Dimension.state, { entityId: Entity.texas, entityTypeId: 1, spendRatio: 10, spendRatioTypeId: 2 }), 422, messages.strictSpendRatioSum, 'spendRatio');
  });

  it('strict ratios are summed after the whole request (50 + 40 + 10 = 100 is accepted)', async () => {
    const response = await put(Campaign.running, Dimension.state, {
      actionWiseBidModelEntities: {
        UPDATE: [{ entityId: Entity.california, entityTypeId: 1, spendRatio: 50, spendRatioTypeId: 2 }],
        ADD: [{ entityId: Entity.texas, entityTypeId: 1, spendRatio: 10, spendRatioTypeId: 2 }],
      },
    });
    expectContract(response, op, 200);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.texas)).toMatchObject({ bidModelData: { spendRatio: 10, spendRatioTypeId: 2 } });
  });

  it('ADD, UPDATE and DELETE in one request: the strict sum is of the result (-40 +70 +30 = 100 accepted)', async () => {
    const response = await put(Campaign.running, Dimension.state, {
      actionWiseBidModelEntities: {
        DELETE: [BidModelData.stateNewYork],
        UPDATE: [{ entityId: Entity.california, entityTypeId: 1, spendRatio: 70, spendRatioTypeId: 2 }],
        ADD: [{ entityId: Entity.texas, entityTypeId: 1, spendRatio: 30, spendRatioTypeId: 2 }],
      },
    });
    expectContract(response, op, 200);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.newYork)).toMatchObject({ modelled: false });
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.california)).toMatchObject({ bidModelData: { spendRatio: 70, spendRatioTypeId: 2 } });
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.texas)).toMatchObject({ bidModelData: { spendRatio: 30, spendRatioTypeId: 2 } });
  });

  it('ADD, UPDATE and DELETE in one request that leave 90 are refused, and nothing changes', async () => {
    const before = await snapshot(suite.current, owner, Campaign.running);
    const response = await put(Campaign.running, Dimension.state, {
      actionWiseBidModelEntities: {
        DELETE: [BidModelData.stateNewYork],
        UPDATE: [{ entityId: Entity.california, entityTypeId: 1, spendRatio: 70, spendRatioTypeId: 2 }],
        ADD: [{ entityId: Entity.texas, entityTypeId: 1, spendRatio: 20, spendRatioTypeId: 2 }],
      },
    });
    await refused(response, 422, messages.strictSpendRatioSum, 'spendRatio');
    expect(errorsOf(response)[0]?.reason).toContain('90');
    expect(await snapshot(suite.current, owner, Campaign.running)).toEqual(before);
  });

  it('a flexible spend ratio needs a priority', async () => {
    await refused(await addTo(Campaign.running, Dimension.exchange, { entityId: Entity.magnite, entityTypeId: 1, spendRatio: 20, spendRatioTypeId: 1 }), 422, messages.flexibleNeedsPriority, 'actionWiseBidModelEntities.ADD[0].priority');
    expectContract(await addTo(Campaign.running, Dimension.exchange, { entityId: Entity.magnite, entityTypeId: 1, priority: 4, spendRatio: 20, spendRatioTypeId: 1 }), op, 200);
  });

  it('publisher category takes no spend ratio', async () => {
    await refused(await addTo(Campaign.running, Dimension.publisherCategory, { entityId: Entity.sportsCategory, entityTypeId: 1, priority: 1, spendRatio: 10, spendRatioTypeId: 1 }), 422, messages.spendRatioNotForPublisherCategory, 'actionWiseBidModelEntities.ADD[0].spendRatio');
    expectContract(await addTo(Campaign.running, Dimension.publisherCategory, { entityId: Entity.sportsCategory, entityTypeId: 1, priority: 1 }), op, 200);
  });

  it('deal ID takes no bid multiplier', async () => {
    const deal = Entity.firstDeal + 1;
    await refused(await addTo(Campaign.running, Dimension.deal, { entityId: deal, entityTypeId: 1, bidMultiplier: 1.2 }), 422, messages.bidMultiplierNotForDeal, 'actionWiseBidModelEntities.ADD[0].bidMultiplier');
    expectContract(await addTo(Campaign.running, Dimension.deal, { entityId: deal, entityTypeId: 1, priority: 2 }), op, 200);
  });
});

describe('updateBidModels: the campaign criteria for priority and bid multiplier', () => {
  const cases = [
    { campaignId: Campaign.tooShort, error: messages.bidModelCampaignTooShort, what: 'shorter than 3 days' },
    { campaignId: Campaign.lowBudget, error: messages.bidModelBudgetTooLow, what: 'daily budget 50' },
    { campaignId: Campaign.noBaseBid, error: messages.bidModelBaseBidMissing, what: 'no base bid' },
    { campaignId: Campaign.noMaxBid, error: messages.bidModelMaxBidMissing, what: 'no max bid' },
  ];
  for (const c of cases) {
    it(`${c.campaignId} (${c.what}) may not take a priority or a bid multiplier`, async () => {
      await refused(await addTo(c.campaignId, Dimension.state, { entityId: Entity.california, entityTypeId: 1, priority: 1 }), 422, c.error, 'actionWiseBidModelEntities.ADD[0].priority');
      await refused(await addTo(c.campaignId, Dimension.state, { entityId: Entity.california, entityTypeId: 1, bidMultiplier: 2 }), 422, c.error, 'actionWiseBidModelEntities.ADD[0].bidMultiplier');
    });

    it(`${c.campaignId} (${c.what}) still takes a strict spend ratio`, async () => {
      expectContract(await addTo(c.campaignId, Dimension.state, { entityId: Entity.california, entityTypeId: 1, spendRatio: 100, spendRatioTypeId: 2 }), op, 200);
    });

    it(`${c.campaignId} (${c.what}): an UPDATE may not give its strict spend ratio a priority or a bid multiplier either`, async () => {
      const strict = { entityId: Entity.california, entityTypeId: 1, spendRatio: 100, spendRatioTypeId: 2 };
      expectContract(await addTo(c.campaignId, Dimension.state, strict), op, 200);
      const update = (extra: Record<string, number>) => put(c.campaignId, Dimension.state, { actionWiseBidModelEntities: { UPDATE: [{ ...strict, ...extra }] } });
      await refused(await update({ priority: 1 }), 422, c.error, 'actionWiseBidModelEntities.UPDATE[0].priority');
      await refused(await update({ bidMultiplier: 2 }), 422, c.error, 'actionWiseBidModelEntities.UPDATE[0].bidMultiplier');
      expect(await rowOf(suite.current, owner, c.campaignId, Dimension.state, Entity.california)).toMatchObject({ bidModelData: { priority: null, bidMultiplier: null, spendRatio: 100 } });
    });
  }

  it('9003 meets every criterion', async () => {
    expectContract(await addTo(Campaign.running, Dimension.state, { entityId: Entity.texas, entityTypeId: 1, priority: 1, bidMultiplier: 2 }), op, 200);
  });

  it('a base bid set in the same request meets the base bid criterion', async () => {
    expectContract(await put(Campaign.noBaseBid, Dimension.state, { baseBid: 2, actionWiseBidModelEntities: { ADD: [{ entityId: Entity.california, entityTypeId: 1, priority: 1 }] } }), op, 200);
  });
});

describe('updateBidModels: deals, statuses and workspaces', () => {
  it('a 26th deal is refused with the exact text', async () => {
    const response = await addTo(Campaign.running, Dimension.deal, { entityId: Entity.unmappedDeal, entityTypeId: 1, priority: 1 });
    await refused(response, 422, messages.dealLimitExceeded.replace('<id>', String(Campaign.running)));
    expect(errorsOf(response)[0]?.error).toBe('Campaign ID 9003 exceeds the maximum limit of 25 deals');
  });

  it('a modelled bundle of unmapped deals maps them: past 25 it is refused, and the bundle is not created', async () => {
    const bundle = { entityId: 0, entityTypeId: 2, priority: 1, bundleName: 'More Deals', entityIds: [Entity.unmappedDeal, Entity.unmappedDeal + 1] };
    await refused(await addTo(Campaign.running, Dimension.deal, bundle), 422, 'Campaign ID 9003 exceeds the maximum limit of 25 deals');
    const bundles = await callOk(suite.current, 'listBidModelBundles', { as: owner, params: { campaignId: Campaign.running }, query: { dimensionId: Dimension.deal } });
    expect(bundles.body.data).toEqual([]);
  });

  it('a campaign with fewer deals maps one more by modelling it', async () => {
    expectContract(await addTo(Campaign.paused, Dimension.deal, { entityId: Entity.unmappedDeal, entityTypeId: 1, priority: 1 }), op, 200);
    expect(await rowOf(suite.current, owner, Campaign.paused, Dimension.deal, Entity.unmappedDeal)).toMatchObject({ modelled: true });
  });

  for (const campaignId of [Campaign.expired, Campaign.deleted]) {
    it(`campaign ${campaignId} (expired or deleted) is in an invalid status`, async () => {
      await refused(await addTo(campaignId, Dimension.state, { entityId: Entity.california, entityTypeId: 1, priority: 1 }), 422, messages.campaignStatusInvalid, 'campaignId');
    });
  }

  for (const campaignId of [Campaign.draft, Campaign.pending, Campaign.paused]) {
    it(`campaign ${campaignId} (draft, pending or paused) may be modelled`, async () => {
      expectContract(await addTo(campaignId, Dimension.state, { entityId: Entity.california, entityTypeId: 1, priority: 1 }), op, 200);
    });
  }

  it("another workspace's campaign is 403 Forbidden! and keeps its bid models", async () => {
    await refused(await put(Campaign.otherWorkspace, Dimension.creative, { bidModelDataId: [BidModelData.otherWorkspace] }), 403, messages.bidModelForbidden, 'campaignId');
    const other = await login(suite.current, 'otherWorkspaceUser');
    const rows = await callOk(suite.current, 'getBidModelCount', { as: other, params: { campaignId: Campaign.otherWorkspace } });
    expect(rows.body.data.totalCount).toBe(1);
  });

  it('a refused request changes nothing (a valid ADD beside an invalid one is not applied)', async () => {
    const before = await snapshot(suite.current, owner, Campaign.running);
    const response = await put(Campaign.running, Dimension.state, {
      baseBid: 4,
      inclusionExclusionEntityMap: { EXCLUDE: [Entity.texas] },
      actionWiseBidModelEntities: {
        DELETE: [BidModelData.stateNewYork],
        ADD: [
          { entityId: Entity.washington, entityTypeId: 1, priority: 2 },
          { entityId: 99, entityTypeId: 1, priority: 3 },
        ],
      },
    });
    await refused(response, 422, messages.entityUnknown, 'actionWiseBidModelEntities.ADD[1].entityId');
    expect(await snapshot(suite.current, owner, Campaign.running)).toEqual(before);
  });

  it('a refused rule late in the request (the strict sum) changes nothing either', async () => {
    const before = await snapshot(suite.current, owner, Campaign.running);
    await refused(await put(Campaign.running, Dimension.state, { actionWiseBidModelEntities: { DELETE: [BidModelData.stateNewYork], ADD: [{ entityId: Entity.washington, entityTypeId: 1, priority: 2 }] } }), 422, messages.strictSpendRatioSum);
    expect(await snapshot(suite.current, owner, Campaign.running)).toEqual(before);
  });
});
