import { messages } from '../support/texts.ts';
import { cleanup } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import {
  campaign,
  catalogue,
  Dimension,
  emptyDimension,
  expectModelled,
  expectNotModelled,
  fillDeals,
  freeEntities,
  modelOk,
  nonEmpty,
  owner,
  restoreWhenDone,
  rowOf,
  rowsOf,
  snapshot,
  UNKNOWN_ENTITY,
  unmappedDeals,
  useOwnerAndCampaigns,
  type Campaigns,
} from './support.ts';
import type { BidModelValues, IoBidModelsRequest } from '../../spec/generated/types.ts';
import { beforeEach, describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, type Api, type Documented } from '../support/api.ts';

useTarget();
useOwnerAndCampaigns();
const op = 'updateIoBidModels';
type IoBody = Documented<IoBidModelsRequest>;
/** One item of bidModelRequests. */
type IoRequest = NonNullable<IoBody['bidModelRequests']>[number];
let io: { alwaysOn: number; holiday: number; contosoCare: number; otherWorkspace: number };

beforeEach(async ({ ids }) => {
  io = {
    alwaysOn: await ids.of('insertionOrders', 'alwaysOn'),
    holiday: await ids.of('insertionOrders', 'holiday'),
    contosoCare: await ids.of('insertionOrders', 'contosoCare'),
    otherWorkspace: await ids.of('insertionOrders', 'otherWorkspace'),
  };
});

const put = (api: Api, ioId: number, body: IoBody, as: Session = owner) => api.call(op, { as, params: { ioId }, body });
const row = (api: Api, campaignId: number, dimensionId: number, entityId: number, as: Session = owner) => rowOf(api, as, campaignId, dimensionId, entityId);

/** The always-on insertion order's campaigns the profile names: every status it holds and every criterion-missing campaign. */
const alwaysOnCampaigns = () => [
  campaign.draft,
  campaign.running,
  campaign.pending,
  campaign.paused,
  campaign.tooShort,
  campaign.lowBudget,
  campaign.noBaseBid,
  campaign.noMaxBid,
];

const mappingOf = (dimensionId: number, entityId: number, campaignId: number) => ({ dimensionId, entityId, campaignId });

/** One ADD of bid model data for one entity of one campaign of the insertion order. */
const addTo = (campaignId: number, dimensionId: number, entityId: number, bidModelData: Documented<BidModelValues>): IoBody => ({
  bidModelRequests: [{ action: 'ADD', bidModelData, dimensionEntityMappings: [{ dimensionId, entityId, campaignId }] }],
});

async function baseBidOf(api: Api, campaignId: number, as: Session = owner): Promise<number | null> {
  const response = await api.ok('listModelledEntities', { as, params: { campaignId, dimensionId: Dimension.state }, body: { skipReporting: true } });
  const { baseBid } = response.body.data.campaignBidDetails;
  return baseBid === null || baseBid === undefined ? null : Number(baseBid);
}

/** Free entities of a campaign dimension, which is put back when the test ends. */
async function arrange(api: Api, campaignId: number, dimensionId: number, count: number): Promise<number[]> {
  await restoreWhenDone(api, owner, campaignId, dimensionId);
  return freeEntities(api, owner, campaignId, dimensionId, count);
}

/** A city no campaign of the workspace models, and an exchange no campaign the profile names in the insertion order blocks. */
async function untouchedCityAndExchange(api: Api): Promise<{ city: number; exchange: number }> {
  const found = await api.ok('findModelledEntities', { as: owner, body: { dimensionId: Dimension.city, entityIds: nonEmpty(catalogue[Dimension.city]!) } });
  const modelled = found.body.data.modelledEntityIds.map(Number);
  const city = catalogue[Dimension.city]!.find((id) => !modelled.includes(id));
  const blocked = new Set<number>();
  for (const campaignId of alwaysOnCampaigns())
    for (const r of await rowsOf(api, owner, campaignId, Dimension.exchange)) if (r.isExcluded === 1) blocked.add(r.id);
  const exchange = catalogue[Dimension.exchange]!.find((id) => !blocked.has(id));
  if (city === undefined || exchange === undefined) throw new Error('every city is modelled or every exchange blocked somewhere');
  return { city, exchange };
}

describe('updateIoBidModels', () => {
  it('applies bid model data and exclusions to every campaign of the insertion order', async ({ api }) => {
    const { city, exchange } = await untouchedCityAndExchange(api);
    const response = expectContract(
      await put(api, io.alwaysOn, {
        bidModelRequests: [
          { action: 'ADD', bidModelData: { spendRatio: 100, spendRatioTypeId: 2 }, dimensionEntityMappings: [{ dimensionId: Dimension.city, entityId: city }] },
        ],
        excludeDimensionEntityMappings: [{ dimensionId: Dimension.exchange, ids: String(exchange), isExcluded: true }],
      }),
      op,
      200,
    );
    // The same request takes both back from every campaign of the insertion order.
    cleanup(() =>
      api.ok(op, {
        as: owner,
        params: { ioId: io.alwaysOn },
        body: {
          bidModelRequests: [{ action: 'DELETE', dimensionEntityMappings: [{ dimensionId: Dimension.city, entityId: city }] }],
          excludeDimensionEntityMappings: [{ dimensionId: Dimension.exchange, ids: String(exchange), isExcluded: false }],
        },
      }),
    );
    expect(response.body.data).toBe(documentedMessage(op));
    for (const campaignId of alwaysOnCampaigns()) {
      expectModelled(await row(api, campaignId, Dimension.city, city), { spendRatio: 100, spendRatioTypeId: 2 });
      expect(await row(api, campaignId, Dimension.exchange, exchange), `campaign ${campaignId}`).toMatchObject({ isExcluded: 1 });
    }
    // Campaigns of other insertion orders are untouched.
    expectNotModelled(await row(api, campaign.runningPolitical, Dimension.city, city));
  });

  it('baseBid sets the base bid of every campaign of the insertion order', async ({ api }) => {
    const before = await baseBidOf(api, campaign.customer);
    if (before === null) throw new Error("the customer's campaign answers no base bid to put back");
    const baseBid = before === 3.5 ? 3.25 : 3.5;
    expectContract(await put(api, io.contosoCare, { baseBid }), op, 200);
    cleanup(() => api.ok(op, { as: owner, params: { ioId: io.contosoCare }, body: { baseBid: before } }));
    expect(await baseBidOf(api, campaign.customer)).toBe(baseBid);
  });

  it('a priority for every campaign meets the criteria of each: the 2-day campaign refuses it, and nothing changes', async ({ api }) => {
    const before = await snapshot(api, owner, campaign.running);
    const response = expectContract(
      await put(api, io.alwaysOn, {
        bidModelRequests: [{ action: 'ADD', bidModelData: { priority: 2 }, dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: 48 }] }],
      }),
      op,
      422,
    );
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelCampaignTooShort });
    expectErrorField(errorsOf(response)[0], 'bidModelRequests[0].bidModelData.priority', op, 422);
    expect(await snapshot(api, owner, campaign.running)).toEqual(before);
  });

  it('a mapping that names a campaign changes that campaign only', async ({ api }) => {
    await restoreWhenDone(api, owner, campaign.running, Dimension.state);
    const modelledOn = async (api: Api, campaignId: number) =>
      (await rowsOf(api, owner, campaignId, Dimension.state)).filter((r) => r.modelled).map((r) => r.id);
    const taken = [...(await modelledOn(api, campaign.running)), ...(await modelledOn(api, campaign.paused))];
    const state = catalogue[Dimension.state]!.find((id) => !taken.includes(id));
    const update: IoRequest = {
      action: 'UPDATE',
      bidModelData: { priority: 2, bidMultiplier: 1.2 },
      dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: state!, campaignId: campaign.running }],
    };
    expectContract(await put(api, io.alwaysOn, { bidModelRequests: [update] }), op, 200);
    expectModelled(await row(api, campaign.running, Dimension.state, state!), { priority: 2, bidMultiplier: 1.2 });
    expectNotModelled(await row(api, campaign.paused, Dimension.state, state!));
  });

  it('DELETE removes bid model data by id or by mapping', async ({ api }) => {
    const [zip] = await arrange(api, campaign.running, Dimension.zip, 1);
    const [zipDataId] = await modelOk(api, owner, campaign.running, Dimension.zip, { entityId: zip!, entityTypeId: 1, priority: 3 });
    const [state] = await arrange(api, campaign.paused, Dimension.state, 1);
    await modelOk(api, owner, campaign.paused, Dimension.state, { entityId: state!, entityTypeId: 1, priority: 3 });
    expectContract(
      await put(api, io.alwaysOn, {
        bidModelRequests: [
          { action: 'DELETE', bidModelDataIds: [zipDataId!] },
          { action: 'DELETE', dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: state!, campaignId: campaign.paused }] },
        ],
      }),
      op,
      200,
    );
    expectNotModelled(await row(api, campaign.running, Dimension.zip, zip!));
    expectNotModelled(await row(api, campaign.paused, Dimension.state, state!));
  });

  it('what each action needs is required (400)', async ({ api }) => {
    const noData = expectContract(
      await put(api, io.alwaysOn, { bidModelRequests: [{ action: 'ADD', dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: 48 }] }] }),
      op,
      400,
    );
    expect(errorsOf(noData)[0]).toMatchObject({ error: messages.requestBodyInvalid });
    expectErrorField(errorsOf(noData)[0], 'bidModelRequests[0].bidModelData', op, 400);
    const noMappings = expectContract(await put(api, io.alwaysOn, { bidModelRequests: [{ action: 'UPDATE', bidModelData: { priority: 1 } }] }), op, 400);
    expectErrorField(errorsOf(noMappings)[0], 'bidModelRequests[0].dimensionEntityMappings', op, 400);
    const emptyDelete = expectContract(await put(api, io.alwaysOn, { bidModelRequests: [{ action: 'DELETE' }] }), op, 400);
    expectErrorField(errorsOf(emptyDelete)[0], 'bidModelRequests[0].bidModelDataIds', op, 400);
  });

  it('a spend ratio without its type is 400 naming spendRatioTypeId', async ({ api }) => {
    const response = expectContract(await put(api, io.alwaysOn, addTo(campaign.running, Dimension.exchange, 2, { priority: 1, spendRatio: 10 })), op, 400);
    expectErrorField(errorsOf(response)[0], 'bidModelRequests[0].bidModelData.spendRatioTypeId', op, 400);
  });

  it('a campaign outside the insertion order is 422', async ({ api }) => {
    const response = expectContract(await put(api, io.alwaysOn, addTo(campaign.runningPolitical, Dimension.state, 48, { priority: 1 })), op, 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.campaignNotInIo });
    expectErrorField(errorsOf(response)[0], 'bidModelRequests[0].dimensionEntityMappings[0].campaignId', op, 422);
  });

  it("a mapping naming another workspace's campaign is 403 Forbidden!", async ({ api }) => {
    const response = expectContract(await put(api, io.alwaysOn, addTo(campaign.otherWorkspace, Dimension.state, 48, { priority: 1 })), op, 403);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden });
    expectErrorField(errorsOf(response)[0], 'bidModelRequests[0].dimensionEntityMappings[0].campaignId', op, 403);
  });

  it('a 26th deal of a campaign of the insertion order is refused with the exact text', async ({ api }) => {
    const deal = await fillDeals(api, owner, campaign.running);
    const response = expectContract(await put(api, io.alwaysOn, addTo(campaign.running, Dimension.deal, deal, { priority: 1 })), op, 422);
    expect(errorsOf(response)[0]?.error).toBe(`Campaign ID ${campaign.running} exceeds the maximum limit of 25 deals`);
    expect(errorsOf(response)[0]?.error).toBe(messages.dealLimitExceeded.replace('<id>', String(campaign.running)));
    expectErrorField(errorsOf(response)[0], 'bidModelRequests[0].dimensionEntityMappings[0].entityId', op, 422);
  });

  it('an insertion order holding expired or deleted campaigns is in an invalid status', async ({ api }) => {
    const response = expectContract(await put(api, io.holiday, { baseBid: 3 }), op, 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: 'Cannot assign priority as campaign is in invalid status' });
    expectErrorField(errorsOf(response)[0], 'baseBid', op, 422);
    expect(errorsOf(response)[0]?.error).toBe(messages.campaignStatusInvalid);
    const mapped = expectContract(
      await put(api, io.holiday, {
        bidModelRequests: [
          { action: 'ADD', bidModelData: { spendRatio: 100, spendRatioTypeId: 2 }, dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: 48 }] },
        ],
      }),
      op,
      422,
    );
    expect(errorsOf(mapped)[0]?.error).toBe(messages.campaignStatusInvalid);
  });

  it("another workspace's (or an unknown) insertion order is 403 Forbidden!", async ({ api }) => {
    for (const ioId of [io.otherWorkspace, 999_999_999]) {
      const response = expectContract(await put(api, ioId, { baseBid: 3 }), op, 403);
      expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden });
      expectErrorField(errorsOf(response)[0], 'ioId', op, 403);
    }
  });

  it("workspace isolation: the other workspace changes its own insertion order, not Acme's", async ({ api, other }) => {
    await restoreWhenDone(api, other, campaign.otherWorkspace, Dimension.exchange);
    const [exchange] = await freeEntities(api, other, campaign.otherWorkspace, Dimension.exchange, 1, { targeted: true });
    expectContract(
      await put(
        api,
        io.otherWorkspace,
        { excludeDimensionEntityMappings: [{ dimensionId: Dimension.exchange, ids: String(exchange), isExcluded: true, campaignId: campaign.otherWorkspace }] },
        other,
      ),
      op,
      200,
    );
    expect(await row(api, campaign.otherWorkspace, Dimension.exchange, exchange!, other)).toMatchObject({ isExcluded: 1 });
    const before = await baseBidOf(api, campaign.running);
    expectContract(await put(api, io.alwaysOn, { baseBid: before === 3 ? 4 : 3 }, other), op, 403);
    expect(await baseBidOf(api, campaign.running)).toBe(before);
  });

  mockOnly('Prefer: code=500 answers the documented server error', "Prefer is the mock's scenario control", async ({ api }) => {
    const response = await api.expect(op, { as: owner, params: { ioId: io.alwaysOn }, body: {}, headers: { Prefer: 'code=500' } }, 500);
    expect(errorsOf(response)[0]?.error).toBe(messages.bidModelServerError);
    expect(messages.bidModelServerError).toBe('server encountered an error !');
  });
});

describe('updateIoBidModels: ranges (each bound just inside and just outside)', () => {
  const cases: Array<{ name: string; field: string; inside: number; outside: number; data: (v: number) => Record<string, number> }> = [
    { name: 'priority lower bound 1', field: 'priority', inside: 1, outside: 0, data: (v) => ({ priority: v }) },
    { name: 'priority upper bound 10', field: 'priority', inside: 10, outside: 11, data: (v) => ({ priority: v }) },
    { name: 'bidMultiplier lower bound 0.1', field: 'bidMultiplier', inside: 0.1, outside: 0.09, data: (v) => ({ bidMultiplier: v }) },
    { name: 'bidMultiplier upper bound 100', field: 'bidMultiplier', inside: 100, outside: 100.01, data: (v) => ({ bidMultiplier: v }) },
    { name: 'spendRatio lower bound 0', field: 'spendRatio', inside: 0, outside: -0.01, data: (v) => ({ priority: 1, spendRatio: v, spendRatioTypeId: 1 }) },
    {
      name: 'spendRatio upper bound 100',
      field: 'spendRatio',
      inside: 100,
      outside: 100.01,
      data: (v) => ({ priority: 1, spendRatio: v, spendRatioTypeId: 1 }),
    },
    { name: 'spendRatioTypeId 1 or 2', field: 'spendRatioTypeId', inside: 2, outside: 3, data: (v) => ({ spendRatio: 100, spendRatioTypeId: v }) },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.inside} is accepted, ${c.outside} is 422 on ${c.field}`, async ({ api }) => {
      // A dimension without bid model data, so a strict 100 is a whole sum there.
      const dimensionId = await emptyDimension(api, owner, campaign.running, [Dimension.zip, Dimension.exchange, Dimension.city, Dimension.state]);
      const [entity] = await arrange(api, campaign.running, dimensionId, 1);
      const before = await snapshot(api, owner, campaign.running);
      const outside = expectContract(await put(api, io.alwaysOn, addTo(campaign.running, dimensionId, entity!, c.data(c.outside))), op, 422);
      expectErrorField(errorsOf(outside)[0], `bidModelRequests[0].bidModelData.${c.field}`, op, 422);
      expect(await snapshot(api, owner, campaign.running)).toEqual(before);
      expectContract(await put(api, io.alwaysOn, addTo(campaign.running, dimensionId, entity!, c.data(c.inside))), op, 200);
      expectModelled(await row(api, campaign.running, dimensionId, entity!), { [c.field]: c.inside });
    });
  }
});

describe('updateIoBidModels: the bid modelling rules hold for each campaign changed', () => {
  const rules: Array<{ name: string; role: keyof Campaigns; dimensionId: number; data: Record<string, number>; error: string; field: string }> = [
    {
      name: 'strict ratios must add up to 100 (a strict 10 alone, or beside a sum of 100)',
      role: 'running',
      dimensionId: Dimension.state,
      data: { spendRatio: 10, spendRatioTypeId: 2 },
      error: messages.strictSpendRatioSum,
      field: 'spendRatio',
    },
    {
      name: 'a flexible ratio needs a priority',
      role: 'running',
      dimensionId: Dimension.exchange,
      data: { spendRatio: 10, spendRatioTypeId: 1 },
      error: messages.flexibleNeedsPriority,
      field: 'bidModelRequests[0].bidModelData.priority',
    },
    {
      name: 'publisher category takes no spend ratio',
      role: 'running',
      dimensionId: Dimension.publisherCategory,
      data: { priority: 1, spendRatio: 10, spendRatioTypeId: 1 },
      error: messages.spendRatioNotForPublisherCategory,
      field: 'bidModelRequests[0].bidModelData.spendRatio',
    },
    {
      name: 'deal ID takes no bid multiplier',
      role: 'paused',
      dimensionId: Dimension.deal,
      data: { bidMultiplier: 2 },
      error: messages.bidMultiplierNotForDeal,
      field: 'bidModelRequests[0].bidModelData.bidMultiplier',
    },
    {
      name: 'a daily budget under 100 takes no priority',
      role: 'lowBudget',
      dimensionId: Dimension.state,
      data: { priority: 1 },
      error: messages.bidModelBudgetTooLow,
      field: 'bidModelRequests[0].bidModelData.priority',
    },
    {
      name: 'a campaign without a base bid takes no bid multiplier',
      role: 'noBaseBid',
      dimensionId: Dimension.state,
      data: { bidMultiplier: 2 },
      error: messages.bidModelBaseBidMissing,
      field: 'bidModelRequests[0].bidModelData.bidMultiplier',
    },
    {
      name: 'a campaign without a max bid takes no priority',
      role: 'noMaxBid',
      dimensionId: Dimension.state,
      data: { priority: 1 },
      error: messages.bidModelMaxBidMissing,
      field: 'bidModelRequests[0].bidModelData.priority',
    },
  ];
  for (const rule of rules) {
    it(`${rule.name}: 422, and the campaign is unchanged`, async ({ api }) => {
      const campaignId = campaign[rule.role];
      const [entity] =
        rule.dimensionId === Dimension.deal ? await unmappedDeals(api, owner, campaignId) : await freeEntities(api, owner, campaignId, rule.dimensionId, 1);
      const before = await snapshot(api, owner, campaignId);
      const response = expectContract(await put(api, io.alwaysOn, addTo(campaignId, rule.dimensionId, entity!, rule.data)), op, 422);
      expect(errorsOf(response)[0]).toMatchObject({ error: rule.error });
      expectErrorField(errorsOf(response)[0], rule.field, op, 422);
      expect(await snapshot(api, owner, campaignId)).toEqual(before);
    });
  }

  it('a base bid set in the same request meets the base bid criterion', async ({ api }) => {
    // The campaign can't be given its missing base bid back, so the request is made to fail later, at the strict sum.
    const dimensionId = await emptyDimension(api, owner, campaign.noBaseBid);
    const [priced, strict] = await freeEntities(api, owner, campaign.noBaseBid, dimensionId, 2);
    const requests: IoBody = {
      bidModelRequests: [
        { action: 'ADD', bidModelData: { priority: 1 }, dimensionEntityMappings: [{ dimensionId, entityId: priced!, campaignId: campaign.noBaseBid }] },
        {
          action: 'ADD',
          bidModelData: { spendRatio: 10, spendRatioTypeId: 2 },
          dimensionEntityMappings: [{ dimensionId, entityId: strict!, campaignId: campaign.noBaseBid }],
        },
      ],
    };
    const before = await snapshot(api, owner, campaign.noBaseBid);
    const without = expectContract(await put(api, io.alwaysOn, requests), op, 422);
    expect(errorsOf(without)[0]).toMatchObject({ error: messages.bidModelBaseBidMissing });
    expectErrorField(errorsOf(without)[0], 'bidModelRequests[0].bidModelData.priority', op, 422);
    const withBaseBid = expectContract(await put(api, io.alwaysOn, { baseBid: 2, ...requests }), op, 422);
    expect(errorsOf(withBaseBid)[0]).toMatchObject({ error: messages.strictSpendRatioSum });
    expectErrorField(errorsOf(withBaseBid)[0], 'spendRatio', op, 422);
    expect(await snapshot(api, owner, campaign.noBaseBid)).toEqual(before);
  });
});

describe('updateIoBidModels: a refusal names the part of the request at fault', () => {
  it('an exclude mapping naming a campaign outside the insertion order is 422 on its campaignId, one naming an unknown entity 422 on its ids', async ({
    api,
  }) => {
    const before = await snapshot(api, owner, campaign.running);
    const open = { dimensionId: Dimension.exchange, ids: String(catalogue[Dimension.exchange]![0]), isExcluded: false, campaignId: campaign.running };
    const outside = expectContract(
      await put(api, io.alwaysOn, { excludeDimensionEntityMappings: [open, { ...open, campaignId: campaign.runningPolitical }] }),
      op,
      422,
    );
    expect(errorsOf(outside)[0]).toMatchObject({ error: messages.campaignNotInIo });
    expectErrorField(errorsOf(outside)[0], 'excludeDimensionEntityMappings[1].campaignId', op, 422);
    const unknown = expectContract(
      await put(api, io.alwaysOn, { excludeDimensionEntityMappings: [open, { ...open, ids: String(UNKNOWN_ENTITY), isExcluded: true }] }),
      op,
      422,
    );
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.entityUnknown });
    expectErrorField(errorsOf(unknown)[0], 'excludeDimensionEntityMappings[1].ids', op, 422);
    expect(await snapshot(api, owner, campaign.running)).toEqual(before);
  });

  it('a mapping naming an entity the dimension lacks is 422 on its entityId, under ADD and under DELETE', async ({ api }) => {
    const mapping = { dimensionId: Dimension.state, entityId: UNKNOWN_ENTITY, campaignId: campaign.running };
    const requests: IoRequest[] = [
      { action: 'ADD', bidModelData: { priority: 1 }, dimensionEntityMappings: [mapping] },
      { action: 'DELETE', dimensionEntityMappings: [mapping] },
    ];
    for (const request of requests) {
      const response = expectContract(await put(api, io.alwaysOn, { bidModelRequests: [request] }), op, 422);
      expect(errorsOf(response)[0], request.action).toMatchObject({ error: messages.entityUnknown });
      expectErrorField(errorsOf(response)[0], 'bidModelRequests[0].dimensionEntityMappings[0].entityId', op, 422);
    }
  });

  it('DELETE of a bidModelDataId no campaign of the insertion order has is 422 on bidModelDataIds, and deletes nothing', async ({ api, ids }) => {
    const theirs = await ids.of('bidModels', 'otherWorkspace');
    const before = await snapshot(api, owner, campaign.running);
    const response = expectContract(await put(api, io.alwaysOn, { bidModelRequests: [{ action: 'DELETE', bidModelDataIds: [theirs] }] }), op, 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelDataUnknown });
    expectErrorField(errorsOf(response)[0], 'bidModelRequests[0].bidModelDataIds', op, 422);
    expect(await snapshot(api, owner, campaign.running)).toEqual(before);
  });

  it('the rules hold for every campaign changed, not only the last: a strict sum broken in one campaign is refused beside a change to another', async ({
    api,
  }) => {
    const [state] = await arrange(api, campaign.running, Dimension.state, 1);
    const [exchange] = await arrange(api, campaign.paused, Dimension.exchange, 1);
    const before = await Promise.all([snapshot(api, owner, campaign.running), snapshot(api, owner, campaign.paused)]);
    const response = expectContract(
      await put(api, io.alwaysOn, {
        bidModelRequests: [
          {
            action: 'ADD',
            bidModelData: { spendRatio: 10, spendRatioTypeId: 2 },
            dimensionEntityMappings: [mappingOf(Dimension.state, state!, campaign.running)],
          },
          { action: 'ADD', bidModelData: { priority: 2 }, dimensionEntityMappings: [mappingOf(Dimension.exchange, exchange!, campaign.paused)] },
        ],
      }),
      op,
      422,
    );
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.strictSpendRatioSum });
    expect(await Promise.all([snapshot(api, owner, campaign.running), snapshot(api, owner, campaign.paused)])).toEqual(before);
  });

  mockOnly('bidModelDataIds beside an ADD delete nothing: only DELETE removes them', 'DECISIONS BM13', async ({ api }) => {
    const [zip] = await arrange(api, campaign.running, Dimension.zip, 1);
    const [dataId] = await modelOk(api, owner, campaign.running, Dimension.zip, { entityId: zip!, entityTypeId: 1, priority: 3 });
    const [state] = await arrange(api, campaign.paused, Dimension.state, 1);
    const request: IoRequest = {
      action: 'ADD',
      bidModelData: { priority: 2 },
      bidModelDataIds: [dataId!],
      dimensionEntityMappings: [mappingOf(Dimension.state, state!, campaign.paused)],
    };
    expectContract(await put(api, io.alwaysOn, { bidModelRequests: [request] }), op, 200);
    expectModelled(await row(api, campaign.running, Dimension.zip, zip!), { id: dataId, priority: 3 });
    expectModelled(await row(api, campaign.paused, Dimension.state, state!), { priority: 2 });
  });
});
