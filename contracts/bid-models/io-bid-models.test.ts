import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { mockOnly, useTarget } from '../support/suite.ts';
import { BidModelData, Campaign, Dimension, Entity, Io, rowOf, snapshot } from './support.ts';

const suite = useTarget();
const op = 'updateIoBidModels';
let owner: Session;

beforeEach(async () => {
  owner = await login(suite.current, 'workspaceOwner');
});

const put = (ioId: number, body: Record<string, unknown>, as: Session = owner) => call(suite.current, op, { as, params: { ioId }, body });

/** Campaigns of the always-on IO the suite checks: every status it holds and every criterion-missing campaign. */
const ALWAYS_ON = [Campaign.draft, Campaign.running, Campaign.pending, Campaign.paused, Campaign.tooShort, Campaign.lowBudget, Campaign.noBaseBid, Campaign.noMaxBid];

/** One ADD of bid model data for one entity of one campaign of the insertion order. */
const addTo = (campaignId: number, dimensionId: number, entityId: number, bidModelData: Record<string, number>) => ({
  bidModelRequests: [{ action: 'ADD', bidModelData, dimensionEntityMappings: [{ dimensionId, entityId, campaignId }] }],
});

async function baseBidOf(campaignId: number): Promise<number | null> {
  const response = await callOk(suite.current, 'listModelledEntities', { as: owner, params: { campaignId, dimensionId: Dimension.state }, body: { skipReporting: true } });
  return response.body.data.campaignBidDetails.baseBid;
}

describe('updateIoBidModels', () => {
  it('applies bid model data, exclusions and the base bid to every campaign of the insertion order', async () => {
    const response = expectContract(
      await put(Io.alwaysOn, {
        bidModelRequests: [{ action: 'ADD', bidModelData: { spendRatio: 100, spendRatioTypeId: 2 }, dimensionEntityMappings: [{ dimensionId: Dimension.city, entityId: Entity.austin }] }],
        excludeDimensionEntityMappings: [{ dimensionId: Dimension.exchange, ids: '7', isExcluded: true }],
        baseBid: 3,
      }),
      op,
      200,
    );
    expect(response.body.data).toBe(documentedMessage(op));
    for (const campaignId of ALWAYS_ON) {
      expect(await rowOf(suite.current, owner, campaignId, Dimension.city, Entity.austin), `campaign ${campaignId}`).toMatchObject({ modelled: true, bidModelData: { spendRatio: 100, spendRatioTypeId: 2 } });
      expect(await rowOf(suite.current, owner, campaignId, Dimension.exchange, 7), `campaign ${campaignId}`).toMatchObject({ isExcluded: 1 });
      expect(await baseBidOf(campaignId), `campaign ${campaignId}`).toBe(3);
    }
    // Campaigns of other insertion orders are untouched.
    expect(await rowOf(suite.current, owner, 9004, Dimension.city, Entity.austin)).toMatchObject({ modelled: false });
  });

  it('a priority for every campaign meets the criteria of each: 9301 (2 days) refuses it, and nothing changes', async () => {
    const before = await snapshot(suite.current, owner, Campaign.running);
    const response = expectContract(await put(Io.alwaysOn, { bidModelRequests: [{ action: 'ADD', bidModelData: { priority: 2 }, dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: Entity.texas }] }] }), op, 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelCampaignTooShort, field: 'bidModelRequests[0].bidModelData.priority' });
    expect(await snapshot(suite.current, owner, Campaign.running)).toEqual(before);
  });

  it('a mapping that names a campaign changes that campaign only', async () => {
    expectContract(await put(Io.alwaysOn, { bidModelRequests: [{ action: 'UPDATE', bidModelData: { priority: 2, bidMultiplier: 1.2 }, dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: Entity.texas, campaignId: Campaign.running }] }] }), op, 200);
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.texas)).toMatchObject({ bidModelData: { priority: 2, bidMultiplier: 1.2 } });
    expect(await rowOf(suite.current, owner, Campaign.paused, Dimension.state, Entity.texas)).toMatchObject({ modelled: false });
  });

  it('DELETE removes bid model data by id or by mapping', async () => {
    expectContract(
      await put(Io.alwaysOn, {
        bidModelRequests: [
          { action: 'DELETE', bidModelDataIds: [BidModelData.creativeHtml] },
          { action: 'DELETE', dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: Entity.washington, campaignId: Campaign.paused }] },
        ],
      }),
      op,
      200,
    );
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.creative, Entity.htmlCreative)).toMatchObject({ modelled: false });
    expect(await rowOf(suite.current, owner, Campaign.paused, Dimension.state, Entity.washington)).toMatchObject({ modelled: false });
  });

  it('what each action needs is required (400)', async () => {
    const noData = expectContract(await put(Io.alwaysOn, { bidModelRequests: [{ action: 'ADD', dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: Entity.texas }] }] }), op, 400);
    expect(errorsOf(noData)[0]).toMatchObject({ error: messages.requestBodyInvalid, field: 'bidModelRequests[0].bidModelData' });
    const noMappings = expectContract(await put(Io.alwaysOn, { bidModelRequests: [{ action: 'UPDATE', bidModelData: { priority: 1 } }] }), op, 400);
    expect(errorsOf(noMappings)[0]?.field).toBe('bidModelRequests[0].dimensionEntityMappings');
    const emptyDelete = expectContract(await put(Io.alwaysOn, { bidModelRequests: [{ action: 'DELETE' }] }), op, 400);
    expect(errorsOf(emptyDelete)[0]?.field).toBe('bidModelRequests[0].bidModelDataIds');
  });

  it('a spend ratio without its type is 400 naming spendRatioTypeId', async () => {
    const response = expectContract(await put(Io.alwaysOn, addTo(Campaign.running, Dimension.exchange, Entity.magnite, { priority: 1, spendRatio: 10 })), op, 400);
    expect(errorsOf(response)[0]?.field).toBe('bidModelRequests[0].bidModelData.spendRatioTypeId');
  });

  it('a campaign outside the insertion order is 422', async () => {
    const response = expectContract(await put(Io.alwaysOn, { bidModelRequests: [{ action: 'ADD', bidModelData: { priority: 1 }, dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: Entity.texas, campaignId: 9004 }] }] }), op, 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.campaignNotInIo, field: 'bidModelRequests[0].dimensionEntityMappings[0].campaignId' });
  });

  it("a mapping naming another workspace's campaign is 403 Forbidden!", async () => {
    const response = expectContract(await put(Io.alwaysOn, { bidModelRequests: [{ action: 'ADD', bidModelData: { priority: 1 }, dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: Entity.texas, campaignId: Campaign.otherWorkspace }] }] }), op, 403);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'bidModelRequests[0].dimensionEntityMappings[0].campaignId' });
  });

  it('a 26th deal of a campaign of the insertion order is refused with the exact text', async () => {
    const response = expectContract(await put(Io.alwaysOn, { bidModelRequests: [{ action: 'ADD', bidModelData: { priority: 1 }, dimensionEntityMappings: [{ dimensionId: Dimension.deal, entityId: Entity.unmappedDeal, campaignId: Campaign.running }] }] }), op, 422);
    expect(errorsOf(response)[0]?.error).toBe('Campaign ID 9003 exceeds the maximum limit of 25 deals');
  });

  it('an insertion order holding expired or deleted campaigns is in an invalid status', async () => {
    const response = expectContract(await put(Io.holiday, { baseBid: 3 }), op, 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: 'Cannot assign priority as campaign is in invalid status', field: 'baseBid' });
    expect(errorsOf(response)[0]?.error).toBe(messages.campaignStatusInvalid);
    const mapped = expectContract(await put(Io.holiday, { bidModelRequests: [{ action: 'ADD', bidModelData: { spendRatio: 100, spendRatioTypeId: 2 }, dimensionEntityMappings: [{ dimensionId: Dimension.state, entityId: Entity.texas }] }] }), op, 422);
    expect(errorsOf(mapped)[0]?.error).toBe(messages.campaignStatusInvalid);
  });

  it("another workspace's (or an unknown) insertion order is 403 Forbidden!", async () => {
    for (const ioId of [Io.otherWorkspace, 8999]) {
      const response = expectContract(await put(ioId, { baseBid: 3 }), op, 403);
      expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'ioId' });
    }
  });

  it('workspace isolation: the other workspace changes its own insertion order, not Acme\'s', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    expectContract(await put(Io.otherWorkspace, { excludeDimensionEntityMappings: [{ dimensionId: Dimension.exchange, ids: '3', isExcluded: true, campaignId: Campaign.otherWorkspace }] }, other), op, 200);
    expect(await rowOf(suite.current, other, Campaign.otherWorkspace, Dimension.exchange, 3)).toMatchObject({ isExcluded: 1 });
    expectContract(await put(Io.alwaysOn, { baseBid: 3 }, other), op, 403);
    expect(await baseBidOf(Campaign.running)).toBe(2.5);
  });

  mockOnly(suite, 'Prefer: code=500 answers the documented server error', 'Prefer is the mock\'s scenario control', async () => {
    const response = expectContract(await call(suite.current, op, { as: owner, params: { ioId: Io.alwaysOn }, body: {}, headers: { Prefer: 'code=500' } }), op, 500);
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
    { name: 'spendRatio upper bound 100', field: 'spendRatio', inside: 100, outside: 100.01, data: (v) => ({ priority: 1, spendRatio: v, spendRatioTypeId: 1 }) },
    { name: 'spendRatioTypeId 1 or 2', field: 'spendRatioTypeId', inside: 2, outside: 3, data: (v) => ({ spendRatio: 100, spendRatioTypeId: v }) },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.inside} is accepted, ${c.outside} is 422 on ${c.field}`, async () => {
      const before = await snapshot(suite.current, owner, Campaign.running);
      const outside = expectContract(await put(Io.alwaysOn, addTo(Campaign.running, Dimension.exchange, Entity.magnite, c.data(c.outside))), op, 422);
      expect(errorsOf(outside)[0]?.field).toBe(`bidModelRequests[0].bidModelData.${c.field}`);
      expect(await snapshot(suite.current, owner, Campaign.running)).toEqual(before);
      expectContract(await put(Io.alwaysOn, addTo(Campaign.running, Dimension.exchange, Entity.magnite, c.data(c.inside))), op, 200);
      expect(await rowOf(suite.current, owner, Campaign.running, Dimension.exchange, Entity.magnite)).toMatchObject({ modelled: true, bidModelData: { [c.field]: c.inside } });
    });
  }
});

describe('updateIoBidModels: the bid modelling rules hold for each campaign changed', () => {
  const rules: Array<{ name: string; campaignId: number; dimensionId: number; entityId: number; data: Record<string, number>; error: string; field: string }> = [
    { name: 'strict ratios must add up to 100 (60 + 40 + 10)', campaignId: Campaign.running, dimensionId: Dimension.state, entityId: Entity.texas, data: { spendRatio: 10, spendRatioTypeId: 2 }, error: messages.strictSpendRatioSum, field: 'spendRatio' },
    { name: 'a flexible ratio needs a priority', campaignId: Campaign.running, dimensionId: Dimension.exchange, entityId: Entity.magnite, data: { spendRatio: 10, spendRatioTypeId: 1 }, error: messages.flexibleNeedsPriority, field: 'bidModelRequests[0].bidModelData.priority' },
    { name: 'publisher category takes no spend ratio', campaignId: Campaign.running, dimensionId: Dimension.publisherCategory, entityId: Entity.sportsCategory, data: { priority: 1, spendRatio: 10, spendRatioTypeId: 1 }, error: messages.spendRatioNotForPublisherCategory, field: 'bidModelRequests[0].bidModelData.spendRatio' },
    { name: 'deal ID takes no bid multiplier', campaignId: Campaign.paused, dimensionId: Dimension.deal, entityId: Entity.unmappedDeal, data: { bidMultiplier: 2 }, error: messages.bidMultiplierNotForDeal, field: 'bidModelRequests[0].bidModelData.bidMultiplier' },
    { name: 'a daily budget under 100 takes no priority', campaignId: Campaign.lowBudget, dimensionId: Dimension.state, entityId: Entity.texas, data: { priority: 1 }, error: messages.bidModelBudgetTooLow, field: 'bidModelRequests[0].bidModelData.priority' },
    { name: 'a campaign without a base bid takes no bid multiplier', campaignId: Campaign.noBaseBid, dimensionId: Dimension.state, entityId: Entity.texas, data: { bidMultiplier: 2 }, error: messages.bidModelBaseBidMissing, field: 'bidModelRequests[0].bidModelData.bidMultiplier' },
    { name: 'a campaign without a max bid takes no priority', campaignId: Campaign.noMaxBid, dimensionId: Dimension.state, entityId: Entity.texas, data: { priority: 1 }, error: messages.bidModelMaxBidMissing, field: 'bidModelRequests[0].bidModelData.priority' },
  ];
  for (const rule of rules) {
    it(`${rule.name}: 422, and the campaign is unchanged`, async () => {
      const before = await snapshot(suite.current, owner, rule.campaignId);
      const response = expectContract(await put(Io.alwaysOn, addTo(rule.campaignId, rule.dimensionId, rule.entityId, rule.data)), op, 422);
      expect(errorsOf(response)[0]).toMatchObject({ error: rule.error, field: rule.field });
      expect(await snapshot(suite.current, owner, rule.campaignId)).toEqual(before);
    });
  }

  it('a base bid set in the same request meets the base bid criterion', async () => {
    expectContract(await put(Io.alwaysOn, { baseBid: 2, ...addTo(Campaign.noBaseBid, Dimension.state, Entity.texas, { priority: 1 }) }), op, 200);
    expect(await rowOf(suite.current, owner, Campaign.noBaseBid, Dimension.state, Entity.texas)).toMatchObject({ bidModelData: { priority: 1 } });
  });
});
