import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { errorsOf, expectContract } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import {
  add,
  bundlesOf,
  campaign,
  createBundle,
  Dimension,
  emptyDimension,
  expectModelled,
  expectNotModelled,
  fillDeals,
  freeEntities,
  MAX_DEALS,
  modelBundleOk,
  modelCount,
  modelOk,
  nonEmpty,
  owner,
  putBidModels,
  restoreWhenDone,
  rowOf,
  rowsOf,
  snapshot,
  UNKNOWN_ENTITY,
  unmappedDeals,
  useOwnerAndCampaigns,
  type EntityDetails,
  type ModelValues,
} from './support.ts';
import type { UpdateBidModelsRequest } from '../../spec/generated/types.ts';
import { describe, expect, it, useTarget } from '../support/harness.ts';
import { expectErrorField, expectRefusal, type Api, type Documented } from '../support/api.ts';

useTarget();
useOwnerAndCampaigns();
const op = 'updateBidModels';

const put = (api: Api, campaignId: number, dimensionId: number, body: Documented<UpdateBidModelsRequest>) =>
  putBidModels(api, owner, campaignId, dimensionId, body);
const addTo = (api: Api, campaignId: number, dimensionId: number, ...items: EntityDetails[]) => add(api, owner, campaignId, dimensionId, ...items);
/** ADD of items the contract's types refuse (a value outside the documented enum), sent as they are. */
const addMalformed = (api: Api, campaignId: number, dimensionId: number, ...items: unknown[]) =>
  api.callMalformed(op, { as: owner, params: { campaignId, dimensionId }, body: { actionWiseBidModelEntities: { ADD: items } } });
const row = (api: Api, campaignId: number, dimensionId: number, entityId: number) => rowOf(api, owner, campaignId, dimensionId, entityId);

/** Free entities of a campaign dimension, which is put back when the test ends. */
async function arrange(
  api: Api,
  campaignId: number,
  dimensionId: number,
  count: number,
  options: { rows?: boolean; targeted?: boolean } = {},
): Promise<number[]> {
  await restoreWhenDone(api, owner, campaignId, dimensionId);
  return freeEntities(api, owner, campaignId, dimensionId, count, options);
}

/** Models one free entity of the campaign dimension; answers the entity and its bid model data id. */
async function modelled(api: Api, campaignId: number, dimensionId: number, data: ModelValues = { priority: 2, bidMultiplier: 1.5 }) {
  const [entityId] = await arrange(api, campaignId, dimensionId, 1);
  const [dataId] = await modelOk(api, owner, campaignId, dimensionId, { entityId: entityId!, entityTypeId: 1, ...data });
  return { entityId: entityId!, dataId: dataId! };
}

/** Two free entities of a dimension with no bid model data, modelled strict 60 and 40; and a third free one. */
async function strictPair(api: Api, campaignId: number) {
  const dimensionId = await emptyDimension(api, owner, campaignId);
  const [first, second, third] = await arrange(api, campaignId, dimensionId, 3);
  const [firstId, secondId] = await modelOk(
    api,
    owner,
    campaignId,
    dimensionId,
    { entityId: first!, entityTypeId: 1, spendRatio: 60, spendRatioTypeId: 2 },
    { entityId: second!, entityTypeId: 1, spendRatio: 40, spendRatioTypeId: 2 },
  );
  return { dimensionId, first: first!, second: second!, third: third!, firstId: firstId!, secondId: secondId! };
}

describe('updateBidModels: ADD, UPDATE, DELETE', () => {
  it('ADD models an entity: its row shows the bid model data', async ({ api }) => {
    const [state] = await arrange(api, campaign.running, Dimension.state, 1);
    const response = expectContract(
      await addTo(api, campaign.running, Dimension.state, { entityId: state!, entityTypeId: 1, priority: 3, bidMultiplier: 2 }),
      op,
      200,
    );
    expect(response.body.data).toBe(documentedMessage(op));
    expectModelled(await row(api, campaign.running, Dimension.state, state!), { priority: 3, bidMultiplier: 2, spendRatio: null, spendRatioTypeId: null });
  });

  it('UPDATE replaces the data of a modelled entity; DELETE removes it by bidModelDataId', async ({ api }) => {
    const { entityId, dataId } = await modelled(api, campaign.running, Dimension.state);
    expectContract(
      await put(api, campaign.running, Dimension.state, { actionWiseBidModelEntities: { UPDATE: [{ entityId, entityTypeId: 1, priority: 7 }] } }),
      op,
      200,
    );
    expectModelled(await row(api, campaign.running, Dimension.state, entityId), { id: dataId, priority: 7, bidMultiplier: null });
    expectContract(await put(api, campaign.running, Dimension.state, { actionWiseBidModelEntities: { DELETE: [dataId] } }), op, 200);
    expectNotModelled(await row(api, campaign.running, Dimension.state, entityId));
  });

  it('the top-level bidModelDataId deletes too', async ({ api }) => {
    const { entityId, dataId } = await modelled(api, campaign.running, Dimension.state);
    expectContract(await put(api, campaign.running, Dimension.state, { bidModelDataId: [dataId] }), op, 200);
    expectNotModelled(await row(api, campaign.running, Dimension.state, entityId));
  });

  it('ADD of an entity already modelled is 422', async ({ api }) => {
    const { entityId } = await modelled(api, campaign.running, Dimension.state);
    expectRefusal(await addTo(api, campaign.running, Dimension.state, { entityId, entityTypeId: 1, priority: 1 }), op, 422, {
      error: messages.entityAlreadyModelled,
      field: 'actionWiseBidModelEntities.ADD[0].entityId',
    });
  });

  it('UPDATE of an entity without bid model data is 422', async ({ api }) => {
    const [state] = await arrange(api, campaign.running, Dimension.state, 1);
    expectRefusal(
      await put(api, campaign.running, Dimension.state, { actionWiseBidModelEntities: { UPDATE: [{ entityId: state!, entityTypeId: 1, priority: 1 }] } }),
      op,
      422,
      { error: messages.entityNotModelled, field: 'actionWiseBidModelEntities.UPDATE[0].entityId' },
    );
  });

  it('DELETE of a bidModelDataId of another dimension or campaign is 422', async ({ ids, api }) => {
    const { entityId, dataId } = await modelled(api, campaign.running, Dimension.state);
    expectRefusal(await put(api, campaign.running, Dimension.zip, { actionWiseBidModelEntities: { DELETE: [dataId] } }), op, 422, {
      error: messages.bidModelDataUnknown,
      field: 'actionWiseBidModelEntities.DELETE',
    });
    const theirs = await ids.of('bidModels', 'otherWorkspace');
    expectRefusal(await put(api, campaign.running, Dimension.creative, { bidModelDataId: [theirs] }), op, 422, {
      error: messages.bidModelDataUnknown,
      field: 'bidModelDataId',
    });
    expectModelled(await row(api, campaign.running, Dimension.state, entityId), { id: dataId });
  });

  it('an entity the dimension does not have is 422', async ({ api }) => {
    expectRefusal(await addTo(api, campaign.running, Dimension.state, { entityId: UNKNOWN_ENTITY, entityTypeId: 1, priority: 1 }), op, 422, {
      error: messages.entityUnknown,
      field: 'actionWiseBidModelEntities.ADD[0].entityId',
    });
  });

  it('a dimension id outside the nine has no entities: modelling one of it is 422 naming the entity', async ({ api }) => {
    expectRefusal(await addTo(api, campaign.running, 6, { entityId: 1, entityTypeId: 1, priority: 1 }), op, 422, {
      error: messages.entityUnknown,
      field: 'actionWiseBidModelEntities.ADD[0].entityId',
    });
  });

  it('data without priority, bid multiplier or spend ratio is 400', async ({ api }) => {
    const [state] = await arrange(api, campaign.running, Dimension.state, 1);
    expectContract(await addTo(api, campaign.running, Dimension.state, { entityId: state!, entityTypeId: 1 }), op, 400);
    expectNotModelled(await row(api, campaign.running, Dimension.state, state!));
  });

  it('a spend ratio without its type (and a type without a ratio) is 400 naming the missing field', async ({ api }) => {
    const [exchange] = await arrange(api, campaign.running, Dimension.exchange, 1);
    const noType = expectContract(
      await addTo(api, campaign.running, Dimension.exchange, { entityId: exchange!, entityTypeId: 1, priority: 1, spendRatio: 10 }),
      op,
      400,
    );
    expect(errorsOf(noType)[0]).toMatchObject({ error: 'actionWiseBidModelEntities.ADD[0].spendRatioTypeId is required' });
    expectErrorField(errorsOf(noType)[0], 'actionWiseBidModelEntities.ADD[0].spendRatioTypeId', op, 400);
    const noRatio = expectContract(
      await addTo(api, campaign.running, Dimension.exchange, { entityId: exchange!, entityTypeId: 1, priority: 1, spendRatioTypeId: 1 }),
      op,
      400,
    );
    expectErrorField(errorsOf(noRatio)[0], 'actionWiseBidModelEntities.ADD[0].spendRatio', op, 400);
  });

  it('baseBid sets the campaign base bid (campaignBidDetails)', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.creative);
    expectContract(await put(api, campaign.running, Dimension.creative, { baseBid: 3.25 }), op, 200);
    const list = await api.ok('listModelledEntities', {
      as: owner,
      params: { campaignId: campaign.running, dimensionId: Dimension.creative },
      body: { skipReporting: true },
    });
    const { baseBid } = list.body.data.campaignBidDetails;
    if (baseBid !== null) expect(Number(baseBid)).toBe(3.25);
  });

  it('inclusionExclusionEntityMap includes and excludes entities of the dimension', async ({ api }) => {
    const [blocked, open] = await arrange(api, campaign.running, Dimension.exchange, 2, { targeted: true });
    expectContract(await put(api, campaign.running, Dimension.exchange, { inclusionExclusionEntityMap: { EXCLUDE: [blocked!] } }), op, 200);
    expect(await row(api, campaign.running, Dimension.exchange, blocked!)).toMatchObject({ isExcluded: 1, targeted: false });
    expectContract(await put(api, campaign.running, Dimension.exchange, { inclusionExclusionEntityMap: { INCLUDE: [blocked!], EXCLUDE: [open!] } }), op, 200);
    expect(await row(api, campaign.running, Dimension.exchange, blocked!)).toMatchObject({ isExcluded: 0, targeted: true });
    expect(await row(api, campaign.running, Dimension.exchange, open!)).toMatchObject({ isExcluded: 1, targeted: false });
  });
});

describe('updateBidModels: refusals of the other parts name their field, and change nothing', () => {
  it('bundleIds naming a bundle of another dimension is 422 on bundleIds[0], and the bundle stays', async ({ api }) => {
    const [zip] = await arrange(api, campaign.running, Dimension.zip, 1);
    const zipBundle = await createBundle(api, owner, campaign.running, Dimension.zip, uniqueName('Zips'), [zip!]);
    await restoreWhenDone(api, owner, campaign.running, Dimension.city);
    expectRefusal(await put(api, campaign.running, Dimension.city, { bundleIds: [zipBundle] }), op, 422, {
      error: messages.bundleUnknown,
      field: 'bundleIds[0]',
    });
    expect((await bundlesOf(api, owner, campaign.running)).map((b) => b.bundleId)).toContain(zipBundle);
  });

  for (const part of ['INCLUDE', 'EXCLUDE'] as const) {
    it(`inclusionExclusionEntityMap.${part} naming an entity the dimension lacks is 422 on it, and changes nothing`, async ({ api }) => {
      await restoreWhenDone(api, owner, campaign.running, Dimension.exchange);
      const before = await snapshot(api, owner, campaign.running);
      expectRefusal(await put(api, campaign.running, Dimension.exchange, { inclusionExclusionEntityMap: { [part]: [UNKNOWN_ENTITY] } }), op, 422, {
        error: messages.entityUnknown,
        field: `inclusionExclusionEntityMap.${part}`,
      });
      expect(await snapshot(api, owner, campaign.running)).toEqual(before);
    });
  }
});

describe('updateBidModels: bundles as entities (entityTypeId 2)', () => {
  it('UPDATE naming as a bundle an entity modelled on its own is 422 (no such bundle is modelled), and the entity keeps its data', async ({ api }) => {
    const { entityId, dataId } = await modelled(api, campaign.running, Dimension.city, { priority: 3 });
    const item: EntityDetails = { entityId, entityTypeId: 2, priority: 7, bundleName: uniqueName('Not A Bundle'), entityIds: [entityId] };
    expectRefusal(await put(api, campaign.running, Dimension.city, { actionWiseBidModelEntities: { UPDATE: [item] } }), op, 422, {
      error: messages.entityNotModelled,
      field: 'actionWiseBidModelEntities.UPDATE[0].entityId',
    });
    expectModelled(await row(api, campaign.running, Dimension.city, entityId), { id: dataId, priority: 3 });
  });

  it('a bundle needs bundleName and entityIds (400)', async ({ api }) => {
    const response = expectContract(await addTo(api, campaign.running, Dimension.state, { entityId: 0, entityTypeId: 2, priority: 2 }), op, 400);
    expectErrorField(errorsOf(response)[0], 'actionWiseBidModelEntities.ADD[0].bundleName', op, 400);
    const noIds = expectContract(
      await addTo(api, campaign.running, Dimension.state, { entityId: 0, entityTypeId: 2, priority: 2, bundleName: uniqueName('Bundle') }),
      op,
      400,
    );
    expectErrorField(errorsOf(noIds)[0], 'actionWiseBidModelEntities.ADD[0].entityIds', op, 400);
  });

  it('ADD of a new bundle creates and models it: its members show its data', async ({ api }) => {
    const members = await arrange(api, campaign.running, Dimension.state, 2);
    const bundleName = uniqueName('Big States');
    expectContract(
      await addTo(api, campaign.running, Dimension.state, { entityId: 0, entityTypeId: 2, priority: 2, bundleName, entityIds: nonEmpty(members) }),
      op,
      200,
    );
    const made = (await bundlesOf(api, owner, campaign.running, { dimensionId: Dimension.state })).filter((b) => b.bundleName === bundleName);
    expect(made).toEqual([expect.objectContaining({ bundleName, entityIds: members, modellingApplied: true, dimensionId: Dimension.state })]);
    for (const member of members) expectModelled(await row(api, campaign.running, Dimension.state, member), { priority: 2 });
  });

  it('ADD naming an existing bundle models it, with the name and entities of the item', async ({ api }) => {
    const [first, second] = await arrange(api, campaign.running, Dimension.zip, 2);
    const bundleId = await createBundle(api, owner, campaign.running, Dimension.zip, uniqueName('Zips'), [first!]);
    const bundleName = uniqueName('Downtown');
    expectContract(
      await addTo(api, campaign.running, Dimension.zip, { entityId: bundleId, entityTypeId: 2, priority: 3, bundleName, entityIds: [second!] }),
      op,
      200,
    );
    const bundle = (await bundlesOf(api, owner, campaign.running, { dimensionId: Dimension.zip })).find((b) => b.bundleId === bundleId);
    expect(bundle).toEqual({ bundleId, dimensionId: Dimension.zip, bundleName, entityIds: [second], modellingApplied: true });
    expectModelled(await row(api, campaign.running, Dimension.zip, second!), { priority: 3 });
  });

  it('UPDATE of a modelled bundle replaces its data', async ({ api }) => {
    const [city] = await arrange(api, campaign.running, Dimension.city, 1);
    const bundleName = uniqueName('Cities');
    const bundleId = await modelBundleOk(api, owner, campaign.running, Dimension.city, bundleName, [city!], { priority: 4 });
    const dataId = (await row(api, campaign.running, Dimension.city, city!))!.bidModelData?.id;
    const item: EntityDetails = { entityId: bundleId, entityTypeId: 2, priority: 9, bidMultiplier: 1.1, bundleName, entityIds: [city!] };
    expectContract(await put(api, campaign.running, Dimension.city, { actionWiseBidModelEntities: { UPDATE: [item] } }), op, 200);
    expectModelled(await row(api, campaign.running, Dimension.city, city!), {
      ...(dataId === undefined ? {} : { id: dataId }),
      priority: 9,
      bidMultiplier: 1.1,
    });
  });

  it('bundleIds deletes bundles with their bid model data', async ({ api }) => {
    const [city] = await arrange(api, campaign.running, Dimension.city, 1);
    const bundleId = await modelBundleOk(api, owner, campaign.running, Dimension.city, uniqueName('Cities'), [city!], { priority: 4 });
    expectContract(await put(api, campaign.running, Dimension.city, { bundleIds: [bundleId] }), op, 200);
    expect((await bundlesOf(api, owner, campaign.running, { dimensionId: Dimension.city })).map((b) => b.bundleId)).not.toContain(bundleId);
    expectNotModelled(await row(api, campaign.running, Dimension.city, city!));
  });
});

describe('updateBidModels: ranges (each bound just inside and just outside)', () => {
  const cases: Array<{ name: string; field: string; inside: number; outside: number; item: (v: number) => ModelValues }> = [
    { name: 'priority lower bound 1', field: 'priority', inside: 1, outside: 0, item: (v) => ({ priority: v }) },
    { name: 'priority upper bound 10', field: 'priority', inside: 10, outside: 11, item: (v) => ({ priority: v }) },
    { name: 'bidMultiplier lower bound 0.1', field: 'bidMultiplier', inside: 0.1, outside: 0.09, item: (v) => ({ bidMultiplier: v }) },
    { name: 'bidMultiplier upper bound 100', field: 'bidMultiplier', inside: 100, outside: 100.01, item: (v) => ({ bidMultiplier: v }) },
    { name: 'spendRatio lower bound 0', field: 'spendRatio', inside: 0, outside: -0.01, item: (v) => ({ priority: 1, spendRatio: v, spendRatioTypeId: 1 }) },
    {
      name: 'spendRatio upper bound 100',
      field: 'spendRatio',
      inside: 100,
      outside: 100.01,
      item: (v) => ({ priority: 1, spendRatio: v, spendRatioTypeId: 1 }),
    },
  ];
  /** The ranges hold for an entity and for a bundle modelled as one (one exchange alone, read back through its row). */
  const subjects = [
    { kind: 'an entity', entity: (id: number): EntityDetails => ({ entityId: id, entityTypeId: 1 }) },
    {
      kind: 'a new bundle',
      entity: (id: number): EntityDetails => ({ entityId: 0, entityTypeId: 2, bundleName: uniqueName('One Exchange'), entityIds: [id] }),
    },
  ];
  for (const subject of subjects) {
    for (const c of cases) {
      it(`${subject.kind}, ${c.name}: ${c.inside} is accepted, ${c.outside} is 422 on ${c.field}`, async ({ api }) => {
        const [exchange] = await arrange(api, campaign.running, Dimension.exchange, 1);
        const entity = subject.entity(exchange!);
        const item = (v: number) => ({ ...entity, ...c.item(v) });
        const before = await snapshot(api, owner, campaign.running);
        const outside = expectContract(await addTo(api, campaign.running, Dimension.exchange, item(c.outside)), op, 422);
        expectErrorField(errorsOf(outside)[0], `actionWiseBidModelEntities.ADD[0].${c.field}`, op, 422);
        expect(await snapshot(api, owner, campaign.running)).toEqual(before);
        expectContract(await addTo(api, campaign.running, Dimension.exchange, item(c.inside)), op, 200);
        expectModelled(await row(api, campaign.running, Dimension.exchange, exchange!), { [c.field]: c.inside });
      });
    }
  }

  it('UPDATE holds the ranges too (priority 11 is 422, 10 is accepted)', async ({ api }) => {
    const { entityId } = await modelled(api, campaign.running, Dimension.state);
    const update = (api: Api, priority: number) =>
      put(api, campaign.running, Dimension.state, { actionWiseBidModelEntities: { UPDATE: [{ entityId, entityTypeId: 1, priority }] } });
    const outside = expectContract(await update(api, 11), op, 422);
    expectErrorField(errorsOf(outside)[0], 'actionWiseBidModelEntities.UPDATE[0].priority', op, 422);
    expectModelled(await row(api, campaign.running, Dimension.state, entityId), { priority: 2 });
    expectContract(await update(api, 10), op, 200);
    expectModelled(await row(api, campaign.running, Dimension.state, entityId), { priority: 10 });
  });

  it('spendRatioTypeId takes 1 or 2 only', async ({ api }) => {
    const [exchange] = await arrange(api, campaign.running, Dimension.exchange, 1);
    const response = expectContract(
      await addMalformed(api, campaign.running, Dimension.exchange, { entityId: exchange!, entityTypeId: 1, priority: 1, spendRatio: 5, spendRatioTypeId: 3 }),
      op,
      422,
    );
    expectErrorField(errorsOf(response)[0], 'actionWiseBidModelEntities.ADD[0].spendRatioTypeId', op, 422);
  });

  it('entityTypeId takes 1, 2 or 3 only (3 "other" is modelled like an individual entity)', async ({ api }) => {
    const [exchange] = await arrange(api, campaign.running, Dimension.exchange, 1);
    const bad = expectContract(await addMalformed(api, campaign.running, Dimension.exchange, { entityId: exchange!, entityTypeId: 4, priority: 1 }), op, 422);
    expectErrorField(errorsOf(bad)[0], 'actionWiseBidModelEntities.ADD[0].entityTypeId', op, 422);
    expectContract(await addTo(api, campaign.running, Dimension.exchange, { entityId: exchange!, entityTypeId: 3, priority: 1 }), op, 200);
    expectModelled(await row(api, campaign.running, Dimension.exchange, exchange!), { priority: 1 });
  });
});

describe('updateBidModels: spend ratio rules', () => {
  it('strict spend ratios of a campaign dimension must add up to 100 (60 + 40 is accepted, 60 + 40 + 10 refused)', async ({ api }) => {
    const { dimensionId, third } = await strictPair(api, campaign.running);
    expectRefusal(await addTo(api, campaign.running, dimensionId, { entityId: third, entityTypeId: 1, spendRatio: 10, spendRatioTypeId: 2 }), op, 422, {
      error: messages.strictSpendRatioSum,
      field: 'spendRatio',
    });
    expectNotModelled(await row(api, campaign.running, dimensionId, third));
  });

  it('strict ratios are summed after the whole request (50 + 40 + 10 = 100 is accepted)', async ({ api }) => {
    const { dimensionId, first, third } = await strictPair(api, campaign.running);
    const response = await put(api, campaign.running, dimensionId, {
      actionWiseBidModelEntities: {
        UPDATE: [{ entityId: first, entityTypeId: 1, spendRatio: 50, spendRatioTypeId: 2 }],
        ADD: [{ entityId: third, entityTypeId: 1, spendRatio: 10, spendRatioTypeId: 2 }],
      },
    });
    expectContract(response, op, 200);
    expectModelled(await row(api, campaign.running, dimensionId, third), { spendRatio: 10, spendRatioTypeId: 2 });
    expectModelled(await row(api, campaign.running, dimensionId, first), { spendRatio: 50, spendRatioTypeId: 2 });
  });

  it('ADD, UPDATE and DELETE in one request: the strict sum is of the result (-40 +70 +30 = 100 accepted)', async ({ api }) => {
    const { dimensionId, first, second, third, secondId } = await strictPair(api, campaign.running);
    const response = await put(api, campaign.running, dimensionId, {
      actionWiseBidModelEntities: {
        DELETE: [secondId],
        UPDATE: [{ entityId: first, entityTypeId: 1, spendRatio: 70, spendRatioTypeId: 2 }],
        ADD: [{ entityId: third, entityTypeId: 1, spendRatio: 30, spendRatioTypeId: 2 }],
      },
    });
    expectContract(response, op, 200);
    expectNotModelled(await row(api, campaign.running, dimensionId, second));
    expectModelled(await row(api, campaign.running, dimensionId, first), { spendRatio: 70, spendRatioTypeId: 2 });
    expectModelled(await row(api, campaign.running, dimensionId, third), { spendRatio: 30, spendRatioTypeId: 2 });
  });

  it('ADD, UPDATE and DELETE in one request that leave 90 are refused, and nothing changes', async ({ api }) => {
    const { dimensionId, first, third, secondId } = await strictPair(api, campaign.running);
    const before = await snapshot(api, owner, campaign.running);
    const response = await put(api, campaign.running, dimensionId, {
      actionWiseBidModelEntities: {
        DELETE: [secondId],
        UPDATE: [{ entityId: first, entityTypeId: 1, spendRatio: 70, spendRatioTypeId: 2 }],
        ADD: [{ entityId: third, entityTypeId: 1, spendRatio: 20, spendRatioTypeId: 2 }],
      },
    });
    expectRefusal(response, op, 422, { error: messages.strictSpendRatioSum, field: 'spendRatio' });
    expect(errorsOf(response)[0]?.reason).toContain('90');
    expect(await snapshot(api, owner, campaign.running)).toEqual(before);
  });

  it('a flexible spend ratio needs a priority', async ({ api }) => {
    const [exchange] = await arrange(api, campaign.running, Dimension.exchange, 1);
    expectRefusal(
      await addTo(api, campaign.running, Dimension.exchange, { entityId: exchange!, entityTypeId: 1, spendRatio: 20, spendRatioTypeId: 1 }),
      op,
      422,
      { error: messages.flexibleNeedsPriority, field: 'actionWiseBidModelEntities.ADD[0].priority' },
    );
    expectContract(
      await addTo(api, campaign.running, Dimension.exchange, { entityId: exchange!, entityTypeId: 1, priority: 4, spendRatio: 20, spendRatioTypeId: 1 }),
      op,
      200,
    );
  });

  it('publisher category takes no spend ratio', async ({ api }) => {
    const [category] = await arrange(api, campaign.running, Dimension.publisherCategory, 1);
    expectRefusal(
      await addTo(api, campaign.running, Dimension.publisherCategory, {
        entityId: category!,
        entityTypeId: 1,
        priority: 1,
        spendRatio: 10,
        spendRatioTypeId: 1,
      }),
      op,
      422,
      { error: messages.spendRatioNotForPublisherCategory, field: 'actionWiseBidModelEntities.ADD[0].spendRatio' },
    );
    expectNotModelled(await row(api, campaign.running, Dimension.publisherCategory, category!));
    expectContract(await addTo(api, campaign.running, Dimension.publisherCategory, { entityId: category!, entityTypeId: 1, priority: 1 }), op, 200);
  });

  it('deal ID takes no bid multiplier', async ({ api }) => {
    const [deal] = await arrange(api, campaign.running, Dimension.deal, 1, { rows: true });
    expectRefusal(await addTo(api, campaign.running, Dimension.deal, { entityId: deal!, entityTypeId: 1, bidMultiplier: 1.2 }), op, 422, {
      error: messages.bidMultiplierNotForDeal,
      field: 'actionWiseBidModelEntities.ADD[0].bidMultiplier',
    });
    expectContract(await addTo(api, campaign.running, Dimension.deal, { entityId: deal!, entityTypeId: 1, priority: 2 }), op, 200);
  });
});

describe('updateBidModels: the campaign criteria for priority and bid multiplier', () => {
  const cases = [
    { role: 'tooShort', error: messages.bidModelCampaignTooShort, what: 'shorter than 3 days' },
    { role: 'lowBudget', error: messages.bidModelBudgetTooLow, what: 'a daily budget under 100' },
    { role: 'noBaseBid', error: messages.bidModelBaseBidMissing, what: 'no base bid' },
    { role: 'noMaxBid', error: messages.bidModelMaxBidMissing, what: 'no max bid' },
  ] as const;
  for (const c of cases) {
    it(`a campaign ${c.what} may not take a priority or a bid multiplier`, async ({ api }) => {
      const campaignId = campaign[c.role];
      const [state] = await arrange(api, campaignId, Dimension.state, 1);
      expectRefusal(await addTo(api, campaignId, Dimension.state, { entityId: state!, entityTypeId: 1, priority: 1 }), op, 422, {
        error: c.error,
        field: 'actionWiseBidModelEntities.ADD[0].priority',
      });
      expectRefusal(await addTo(api, campaignId, Dimension.state, { entityId: state!, entityTypeId: 1, bidMultiplier: 2 }), op, 422, {
        error: c.error,
        field: 'actionWiseBidModelEntities.ADD[0].bidMultiplier',
      });
      expectNotModelled(await row(api, campaignId, Dimension.state, state!));
    });

    it(`a campaign ${c.what} still takes a strict spend ratio`, async ({ api }) => {
      const campaignId = campaign[c.role];
      const dimensionId = await emptyDimension(api, owner, campaignId);
      const [entity] = await arrange(api, campaignId, dimensionId, 1);
      expectContract(await addTo(api, campaignId, dimensionId, { entityId: entity!, entityTypeId: 1, spendRatio: 100, spendRatioTypeId: 2 }), op, 200);
      expectModelled(await row(api, campaignId, dimensionId, entity!), { spendRatio: 100, spendRatioTypeId: 2 });
    });

    it(`a campaign ${c.what}: an UPDATE may not give its strict spend ratio a priority or a bid multiplier either`, async ({ api }) => {
      const campaignId = campaign[c.role];
      const dimensionId = await emptyDimension(api, owner, campaignId);
      const [entity] = await arrange(api, campaignId, dimensionId, 1);
      const strict: EntityDetails = { entityId: entity!, entityTypeId: 1, spendRatio: 100, spendRatioTypeId: 2 };
      expectContract(await addTo(api, campaignId, dimensionId, strict), op, 200);
      const update = (api: Api, extra: ModelValues) => put(api, campaignId, dimensionId, { actionWiseBidModelEntities: { UPDATE: [{ ...strict, ...extra }] } });
      expectRefusal(await update(api, { priority: 1 }), op, 422, { error: c.error, field: 'actionWiseBidModelEntities.UPDATE[0].priority' });
      expectRefusal(await update(api, { bidMultiplier: 2 }), op, 422, { error: c.error, field: 'actionWiseBidModelEntities.UPDATE[0].bidMultiplier' });
      expectModelled(await row(api, campaignId, dimensionId, entity!), { priority: null, bidMultiplier: null, spendRatio: 100 });
    });
  }

  it('the running campaign meets every criterion', async ({ api }) => {
    const [state] = await arrange(api, campaign.running, Dimension.state, 1);
    expectContract(await addTo(api, campaign.running, Dimension.state, { entityId: state!, entityTypeId: 1, priority: 1, bidMultiplier: 2 }), op, 200);
    expectModelled(await row(api, campaign.running, Dimension.state, state!), { priority: 1, bidMultiplier: 2 });
  });

  it('a base bid set in the same request meets the base bid criterion', async ({ api }) => {
    // The campaign can't be given its missing base bid back, so the request is made to fail later, at the strict sum.
    const dimensionId = await emptyDimension(api, owner, campaign.noBaseBid);
    const [priced, strict] = await arrange(api, campaign.noBaseBid, dimensionId, 2);
    const items: EntityDetails[] = [
      { entityId: priced!, entityTypeId: 1, priority: 1 },
      { entityId: strict!, entityTypeId: 1, spendRatio: 10, spendRatioTypeId: 2 },
    ];
    const before = await snapshot(api, owner, campaign.noBaseBid);
    expectRefusal(await put(api, campaign.noBaseBid, dimensionId, { actionWiseBidModelEntities: { ADD: items } }), op, 422, {
      error: messages.bidModelBaseBidMissing,
      field: 'actionWiseBidModelEntities.ADD[0].priority',
    });
    expectRefusal(await put(api, campaign.noBaseBid, dimensionId, { baseBid: 2, actionWiseBidModelEntities: { ADD: items } }), op, 422, {
      error: messages.strictSpendRatioSum,
      field: 'spendRatio',
    });
    expect(await snapshot(api, owner, campaign.noBaseBid)).toEqual(before);
  });
});

describe('updateBidModels: deals, statuses and workspaces', () => {
  it('a 26th deal is refused with the exact text', async ({ api }) => {
    const deal = await fillDeals(api, owner, campaign.running);
    const response = await addTo(api, campaign.running, Dimension.deal, { entityId: deal, entityTypeId: 1, priority: 1 });
    expectRefusal(response, op, 422, {
      error: messages.dealLimitExceeded.replace('<id>', String(campaign.running)),
      field: 'actionWiseBidModelEntities.ADD[0].entityId',
    });
    expect(errorsOf(response)[0]?.error).toBe(`Campaign ID ${campaign.running} exceeds the maximum limit of 25 deals`);
    expect(await rowsOf(api, owner, campaign.running, Dimension.deal)).toHaveLength(MAX_DEALS);
  });

  it('an UPDATE growing a modelled deal bundle past 25 deals is refused on the item, and the bundle keeps its deals', async ({ api }) => {
    const unmapped = await fillDeals(api, owner, campaign.running);
    const members = (await rowsOf(api, owner, campaign.running, Dimension.deal)).map((r) => r.id).slice(0, 2);
    const bundleName = uniqueName('Grown Deals');
    const bundleId = await modelBundleOk(api, owner, campaign.running, Dimension.deal, bundleName, members, { priority: 1 });
    const item: EntityDetails = { entityId: bundleId, entityTypeId: 2, priority: 2, bundleName, entityIds: nonEmpty([...members, unmapped]) };
    expectRefusal(await put(api, campaign.running, Dimension.deal, { actionWiseBidModelEntities: { UPDATE: [item] } }), op, 422, {
      error: messages.dealLimitExceeded.replace('<id>', String(campaign.running)),
      field: 'actionWiseBidModelEntities.UPDATE[0].entityId',
    });
    expect((await bundlesOf(api, owner, campaign.running, { dimensionId: Dimension.deal })).find((b) => b.bundleId === bundleId)?.entityIds).toEqual(members);
  });

  it('a modelled bundle of unmapped deals maps them: past 25 it is refused, and the bundle is not created', async ({ api }) => {
    await fillDeals(api, owner, campaign.running);
    const [one, two] = await unmappedDeals(api, owner, campaign.running);
    const bundleName = uniqueName('More Deals');
    const bundle: EntityDetails = { entityId: 0, entityTypeId: 2, priority: 1, bundleName, entityIds: [one!, two!] };
    expectRefusal(await addTo(api, campaign.running, Dimension.deal, bundle), op, 422, {
      error: `Campaign ID ${campaign.running} exceeds the maximum limit of 25 deals`,
    });
    const bundles = await bundlesOf(api, owner, campaign.running, { dimensionId: Dimension.deal });
    expect(bundles.filter((b) => b.bundleName === bundleName)).toEqual([]);
  });

  it('the limit of 25 is of deals only: a creative dimension takes more than 25 rows', async ({ api }) => {
    const workspace = await api.ids.organization('workspace');
    await restoreWhenDone(api, owner, campaign.draft, Dimension.creative);
    const rows = await rowsOf(api, owner, campaign.draft, Dimension.creative);
    const listed = (await api.ok('listCreatives', { as: owner, body: { owIds: [workspace], noOfEntries: 1000 } })).body.data.filteredList;
    const more = listed
      .map((c) => Number(c.creativeId))
      .filter((id) => !rows.some((r) => r.id === id))
      .slice(0, MAX_DEALS + 1 - rows.length);
    expect(rows.length + more.length, "the workspace's creatives outnumber 25").toBeGreaterThan(MAX_DEALS);
    expectContract(await put(api, campaign.draft, Dimension.creative, { inclusionExclusionEntityMap: { INCLUDE: more } }), op, 200);
    expect((await rowsOf(api, owner, campaign.draft, Dimension.creative)).length).toBeGreaterThan(MAX_DEALS);
  });

  it('a campaign with fewer deals maps one more by modelling it', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.paused, Dimension.deal);
    const mapped = (await rowsOf(api, owner, campaign.paused, Dimension.deal)).length;
    expect(mapped, 'the paused campaign maps fewer than 25 deals').toBeLessThan(MAX_DEALS);
    const [deal] = await unmappedDeals(api, owner, campaign.paused);
    expectContract(await addTo(api, campaign.paused, Dimension.deal, { entityId: deal!, entityTypeId: 1, priority: 1 }), op, 200);
    expectModelled(await row(api, campaign.paused, Dimension.deal, deal!), { priority: 1 });
    expect(await rowsOf(api, owner, campaign.paused, Dimension.deal)).toHaveLength(mapped + 1);
  });

  for (const role of ['expired', 'deleted'] as const) {
    it(`a ${role} campaign is in an invalid status`, async ({ api }) => {
      expectRefusal(await addTo(api, campaign[role], Dimension.state, { entityId: 6, entityTypeId: 1, priority: 1 }), op, 422, {
        error: messages.campaignStatusInvalid,
        field: 'campaignId',
      });
    });
  }

  for (const role of ['draft', 'pending', 'paused'] as const) {
    it(`a ${role} campaign may be modelled`, async ({ api }) => {
      const [state] = await arrange(api, campaign[role], Dimension.state, 1);
      expectContract(await addTo(api, campaign[role], Dimension.state, { entityId: state!, entityTypeId: 1, priority: 1 }), op, 200);
      expectModelled(await row(api, campaign[role], Dimension.state, state!), { priority: 1 });
    });
  }

  it("another workspace's campaign is 403 Forbidden! and keeps its bid models", async ({ api, other, ids }) => {
    const theirs = await modelCount(api, other, campaign.otherWorkspace);
    expectRefusal(await put(api, campaign.otherWorkspace, Dimension.creative, { bidModelDataId: [await ids.of('bidModels', 'otherWorkspace')] }), op, 403, {
      error: messages.bidModelForbidden,
      field: 'campaignId',
    });
    expect(await modelCount(api, other, campaign.otherWorkspace)).toBe(theirs);
  });

  it('a refused request changes nothing (a valid ADD beside an invalid one is not applied)', async ({ api }) => {
    const { dataId } = await modelled(api, campaign.running, Dimension.state);
    const [free, blockable] = await freeEntities(api, owner, campaign.running, Dimension.state, 2, { targeted: true });
    const before = await snapshot(api, owner, campaign.running);
    const response = await put(api, campaign.running, Dimension.state, {
      baseBid: 4,
      inclusionExclusionEntityMap: { EXCLUDE: [blockable!] },
      actionWiseBidModelEntities: {
        DELETE: [dataId],
        ADD: [
          { entityId: free!, entityTypeId: 1, priority: 2 },
          { entityId: UNKNOWN_ENTITY, entityTypeId: 1, priority: 3 },
        ],
      },
    });
    expectRefusal(response, op, 422, { error: messages.entityUnknown, field: 'actionWiseBidModelEntities.ADD[1].entityId' });
    expect(await snapshot(api, owner, campaign.running)).toEqual(before);
  });

  it('a refused rule late in the request (the strict sum) changes nothing either', async ({ api }) => {
    const { dimensionId, third, secondId } = await strictPair(api, campaign.running);
    const before = await snapshot(api, owner, campaign.running);
    expectRefusal(
      await put(api, campaign.running, dimensionId, {
        actionWiseBidModelEntities: { DELETE: [secondId], ADD: [{ entityId: third, entityTypeId: 1, priority: 2 }] },
      }),
      op,
      422,
      { error: messages.strictSpendRatioSum },
    );
    expect(await snapshot(api, owner, campaign.running)).toEqual(before);
  });
});
