import type { IncludeExcludeRequest } from '../../spec/generated/types.ts';
import { randomUUID } from 'node:crypto';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { documentedMessage, operation } from '../support/spec.ts';
import {
  campaign,
  Dimension,
  fillDeals,
  freeEntities,
  MAX_DEALS,
  owner,
  restoreWhenDone,
  rowOf,
  rowsOf,
  UNKNOWN_ENTITY,
  useOwnerAndCampaigns,
} from './support.ts';
import { describe, expect, it, useTarget } from '../support/harness.ts';
import { expectErrorField, type Api, type Documented } from '../support/api.ts';

useTarget();
useOwnerAndCampaigns();

const spellings = ['includeExcludeEntities', 'includeExcludeEntitiesLowercase'] as const;

const includeExclude = (
  api: Api,
  operationId: (typeof spellings)[number],
  campaignId: number,
  dimensionId: number,
  body: Documented<IncludeExcludeRequest>,
  as: Session = owner,
) => api.call(operationId, { as, params: { campaignId, dimensionId }, body });

const row = (api: Api, campaignId: number, dimensionId: number, entityId: number, as: Session = owner) => rowOf(api, as, campaignId, dimensionId, entityId);

/** Targeted, unblocked entities of a running campaign dimension, whose blocks are put back when the test ends. */
async function targeted(api: Api, dimensionId: number, count: number, campaignId = campaign.running): Promise<number[]> {
  await restoreWhenDone(api, owner, campaignId, dimensionId);
  return freeEntities(api, owner, campaignId, dimensionId, count, { targeted: true });
}

/** A new HTML creative of the workspace: an entity of the creative dimension no campaign targets yet. */
async function newCreative(api: Api): Promise<number> {
  const key = randomUUID();
  const creativeRequest = {
    [key]: { creativeName: uniqueName('Include Me'), platformCreativeTypeId: 13, creativeSourceType: 'HTML', creativeSource: '<div>Include me</div>' },
  };
  const response = await api.ok('uploadCreatives', { as: owner, fields: { creativeRequest: JSON.stringify(creativeRequest) } });
  return Number(response.body.data.successData[key]);
}

describe('include/exclude entities of a campaign dimension (both spellings)', () => {
  it('the two paths are include-Exclude and include-exclude', () => {
    expect(operation('includeExcludeEntities').path).toBe('/api/v3/bm/campaigns/{campaignId}/include-Exclude/dimensions/{dimensionId}');
    expect(operation('includeExcludeEntitiesLowercase').path).toBe('/api/v3/bm/campaigns/{campaignId}/include-exclude/dimensions/{dimensionId}');
  });

  for (const op of spellings) {
    it(`${op}: isExcluded 1 blocks the entities, 0 targets them again`, async ({ api }) => {
      const [first, second] = await targeted(api, Dimension.state, 2);
      const blocked = expectContract(await includeExclude(api, op, campaign.running, Dimension.state, { ids: `${first},${second}`, isExcluded: 1 }), op, 200);
      expect(blocked.body.data).toBe(documentedMessage(op));
      expect(await row(api, campaign.running, Dimension.state, first!)).toMatchObject({ isExcluded: 1, targeted: false });
      expect(await row(api, campaign.running, Dimension.state, second!)).toMatchObject({ isExcluded: 1, targeted: false });
      expectContract(await includeExclude(api, op, campaign.running, Dimension.state, { ids: String(first), isExcluded: 0 }), op, 200);
      expect(await row(api, campaign.running, Dimension.state, first!)).toMatchObject({ isExcluded: 0, targeted: true });
    });

    it(`${op}: including an entity the campaign did not target adds it`, async ({ api, ids }) => {
      await restoreWhenDone(api, owner, campaign.running, Dimension.creative);
      const creative = await newCreative(api);
      expect(await row(api, campaign.running, Dimension.creative, creative)).toBeUndefined();
      const acme = await ids.organization('workspace');
      expectContract(
        await includeExclude(api, op, campaign.running, Dimension.creative, { ids: String(creative), isExcluded: 0, campaignId: campaign.running, owId: acme }),
        op,
        200,
      );
      expect(await row(api, campaign.running, Dimension.creative, creative)).toMatchObject({ isExcluded: 0, targeted: true, modelled: false });
    });

    it(`${op}: mapping a 26th deal is refused with the exact text and nothing changes`, async ({ api }) => {
      const deal = await fillDeals(api, owner, campaign.running);
      const response = expectContract(await includeExclude(api, op, campaign.running, Dimension.deal, { ids: String(deal), isExcluded: 0 }), op, 422);
      expect(errorsOf(response)[0]).toMatchObject({ error: `Campaign ID ${campaign.running} exceeds the maximum limit of 25 deals` });
      expectErrorField(errorsOf(response)[0], 'ids', op, 422);
      expect(errorsOf(response)[0]?.error).toBe(messages.dealLimitExceeded.replace('<id>', String(campaign.running)));
      expect(await rowsOf(api, owner, campaign.running, Dimension.deal)).toHaveLength(MAX_DEALS);
    });
  }

  it('a campaign with fewer deals maps more up to 25, and refuses one more include naming it', async ({ api }) => {
    const op = 'includeExcludeEntities';
    const mapped = (await rowsOf(api, owner, campaign.paused, Dimension.deal)).length;
    expect(mapped, 'the paused campaign maps fewer than 25 deals').toBeLessThan(MAX_DEALS);
    const deal = await fillDeals(api, owner, campaign.paused);
    expect(await rowsOf(api, owner, campaign.paused, Dimension.deal)).toHaveLength(MAX_DEALS);
    const response = expectContract(await includeExclude(api, op, campaign.paused, Dimension.deal, { ids: String(deal), isExcluded: 0 }), op, 422);
    expect(errorsOf(response)[0]?.error).toBe(`Campaign ID ${campaign.paused} exceeds the maximum limit of 25 deals`);
  });

  it('ids must be comma separated numbers (422) naming entities of the dimension (422)', async ({ api }) => {
    const op = 'includeExcludeEntities';
    const [state] = await targeted(api, Dimension.state, 1);
    const malformed = expectContract(await includeExclude(api, op, campaign.running, Dimension.state, { ids: 'CA,TX', isExcluded: 1 }), op, 422);
    expectErrorField(errorsOf(malformed)[0], 'ids', op, 422);
    const unknown = expectContract(
      await includeExclude(api, op, campaign.running, Dimension.state, { ids: `${state},${UNKNOWN_ENTITY}`, isExcluded: 1 }),
      op,
      422,
    );
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.entityUnknown });
    expectErrorField(errorsOf(unknown)[0], 'ids', op, 422);
    expect(await row(api, campaign.running, Dimension.state, state!)).toMatchObject({ isExcluded: 0 });
  });

  it('isExcluded takes 0 or 1 only', async ({ api }) => {
    const response = expectContract(
      await api.callMalformed('includeExcludeEntities', {
        as: owner,
        params: { campaignId: campaign.running, dimensionId: Dimension.state },
        body: { ids: '6', isExcluded: 2 },
      }),
      'includeExcludeEntities',
      422,
    );
    expectErrorField(errorsOf(response)[0], 'isExcluded', 'includeExcludeEntities', 422);
  });

  it('a dimension id outside the nine has no entities (422 on ids); an expired campaign is in an invalid status', async ({ api }) => {
    const unknown = expectContract(
      await includeExclude(api, 'includeExcludeEntitiesLowercase', campaign.running, 7, { ids: '6', isExcluded: 1 }),
      'includeExcludeEntitiesLowercase',
      422,
    );
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.entityUnknown });
    expectErrorField(errorsOf(unknown)[0], 'ids', 'includeExcludeEntitiesLowercase', 422);
    const expired = expectContract(
      await includeExclude(api, 'includeExcludeEntities', campaign.expired, Dimension.state, { ids: '6', isExcluded: 1 }),
      'includeExcludeEntities',
      422,
    );
    expect(errorsOf(expired)[0]).toMatchObject({ error: messages.campaignStatusInvalid });
    expectErrorField(errorsOf(expired)[0], 'campaignId', 'includeExcludeEntities', 422);
  });

  it("another workspace's campaign is 403 Forbidden! for both spellings, and stays as it was", async ({ other, api }) => {
    const before = await row(api, campaign.otherWorkspace, Dimension.exchange, 2, other);
    for (const op of spellings) {
      const response = expectContract(
        await includeExclude(api, op, campaign.otherWorkspace, Dimension.exchange, { ids: '2', isExcluded: before?.isExcluded === 1 ? 0 : 1 }),
        op,
        403,
      );
      expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden });
      expectErrorField(errorsOf(response)[0], 'campaignId', op, 403);
    }
    expect(await row(api, campaign.otherWorkspace, Dimension.exchange, 2, other)).toEqual(before);
  });
});

describe('v2 include/exclude of device types, exchanges and traffic sources', () => {
  const cases = [
    { op: 'includeExcludeDeviceTypes', dimensionId: Dimension.deviceType },
    { op: 'includeExcludeExchanges', dimensionId: Dimension.exchange },
    { op: 'includeExcludeTrafficSources', dimensionId: Dimension.trafficSource },
  ] as const;

  for (const c of cases) {
    it(`${c.op}: blocks and allows again; the dimension ${c.dimensionId} rows show it`, async ({ api }) => {
      const [entity] = await targeted(api, c.dimensionId, 1);
      const blocked = await api.expect(
        c.op,
        { as: owner, body: { ids: String(entity), isExcluded: 1, campaignId: campaign.running }, headers: { 'X-IAA-HOST': 'app.ad-platform.example' } },
        200,
      );
      expect(blocked.body).toEqual({ statusCode: 200, responseObject: { message: 'Include/exclude updated successfully.' } });
      expect(await row(api, campaign.running, c.dimensionId, entity!)).toMatchObject({ isExcluded: 1, targeted: false });
      await api.expect(c.op, { as: owner, body: { ids: String(entity), isExcluded: 0, campaignId: campaign.running } }, 200);
      expect(await row(api, campaign.running, c.dimensionId, entity!)).toMatchObject({ isExcluded: 0, targeted: true });
    });

    it(`${c.op}: another workspace's campaign is 403 Forbidden! in the v2 envelope, and stays as it was`, async ({ api, other }) => {
      const before = await row(api, campaign.otherWorkspace, c.dimensionId, 1, other);
      await api.refuses(c.op, { as: owner, body: { ids: '1', isExcluded: before?.isExcluded === 1 ? 0 : 1, campaignId: campaign.otherWorkspace } }, 403, {
        error: messages.bidModelForbidden,
        field: 'campaignId',
      });
      expect(await row(api, campaign.otherWorkspace, c.dimensionId, 1, other)).toEqual(before);
    });
  }

  it('a missing campaignId is 400, an unknown entity and a deleted campaign 422 (v2 envelope)', async ({ api }) => {
    const op = 'includeExcludeExchanges';
    const [exchange] = await targeted(api, Dimension.exchange, 1);
    const missing = await api.refusals(op, { as: owner, body: { ids: '1', isExcluded: 1 } }, 400);
    expectErrorField(missing[0], 'campaignId', op, 400);
    await api.refuses(op, { as: owner, body: { ids: `${exchange},42`, isExcluded: 1, campaignId: campaign.running } }, 422, {
      error: messages.entityUnknown,
      field: 'ids',
    });
    expect(await row(api, campaign.running, Dimension.exchange, exchange!)).toMatchObject({ isExcluded: 0 });
    const deleted = await api.expect(op, { as: owner, body: { ids: '1', isExcluded: 1, campaignId: campaign.deleted } }, 422);
    expect(errorsOf(deleted)[0]?.error).toBe(messages.campaignStatusInvalid);
  });
});
