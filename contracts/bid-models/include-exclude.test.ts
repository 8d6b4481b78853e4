import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../support/texts.ts';
import { profileId, uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { documentedMessage, operation } from '../support/spec.ts';
import { useTarget } from '../support/suite.ts';
import { campaignsOf, Dimension, fillDeals, freeEntities, MAX_DEALS, restoreWhenDone, rowOf, rowsOf, UNKNOWN_ENTITY, type Campaigns } from './support.ts';

const suite = useTarget();
let owner: Session;
let campaign: Campaigns;

beforeEach(async () => {
  owner = await session(suite.current, 'workspaceOwner');
  campaign = await campaignsOf(suite);
});

const spellings = ['includeExcludeEntities', 'includeExcludeEntitiesLowercase'] as const;

const includeExclude = (operationId: string, campaignId: number, dimensionId: number, body: Record<string, unknown>, as: Session = owner) =>
  call(suite.current, operationId, { as, params: { campaignId, dimensionId }, body });

const row = (campaignId: number, dimensionId: number, entityId: number, as: Session = owner) => rowOf(suite.current, as, campaignId, dimensionId, entityId);

/** Targeted, unblocked entities of a running campaign dimension, whose blocks are put back when the test ends. */
async function targeted(dimensionId: number, count: number, campaignId = campaign.running): Promise<number[]> {
  await restoreWhenDone(suite.current, owner, campaignId, dimensionId);
  return freeEntities(suite.current, owner, campaignId, dimensionId, count, { targeted: true });
}

/** A new HTML creative of the workspace: an entity of the creative dimension no campaign targets yet. */
async function newCreative(): Promise<number> {
  const key = randomUUID();
  const creativeRequest = { [key]: { creativeName: uniqueName('Include Me'), platformCreativeTypeId: 13, creativeSourceType: 'HTML', creativeSource: '<div>Include me</div>' } };
  const response = await callOk(suite.current, 'uploadCreatives', { as: owner, fields: { creativeRequest: JSON.stringify(creativeRequest) } });
  return Number(response.body.data.successData[key]);
}

describe('include/exclude entities of a campaign dimension (both spellings)', () => {
  it('the two paths are include-Exclude and include-exclude', () => {
    expect(operation('includeExcludeEntities').path).toBe('/api/v3/bm/campaigns/{campaignId}/include-Exclude/dimensions/{dimensionId}');
    expect(operation('includeExcludeEntitiesLowercase').path).toBe('/api/v3/bm/campaigns/{campaignId}/include-exclude/dimensions/{dimensionId}');
  });

  for (const op of spellings) {
    it(`${op}: isExcluded 1 blocks the entities, 0 targets them again [smoke]`, async () => {
      const [first, second] = await targeted(Dimension.state, 2);
      const blocked = expectContract(await includeExclude(op, campaign.running, Dimension.state, { ids: `${first},${second}`, isExcluded: 1 }), op, 200);
      expect(blocked.body.data).toBe(documentedMessage(op));
      expect(await row(campaign.running, Dimension.state, first!)).toMatchObject({ isExcluded: 1, targeted: false });
      expect(await row(campaign.running, Dimension.state, second!)).toMatchObject({ isExcluded: 1, targeted: false });
      expectContract(await includeExclude(op, campaign.running, Dimension.state, { ids: String(first), isExcluded: 0 }), op, 200);
      expect(await row(campaign.running, Dimension.state, first!)).toMatchObject({ isExcluded: 0, targeted: true });
    });

    it(`${op}: including an entity the campaign did not target adds it`, async () => {
      await restoreWhenDone(suite.current, owner, campaign.running, Dimension.creative);
      const creative = await newCreative();
      expect(await row(campaign.running, Dimension.creative, creative)).toBeUndefined();
      const acme = await profileId(suite, 'organizations', 'workspace');
      expectContract(await includeExclude(op, campaign.running, Dimension.creative, { ids: String(creative), isExcluded: 0, campaignId: campaign.running, owId: acme }), op, 200);
      expect(await row(campaign.running, Dimension.creative, creative)).toMatchObject({ isExcluded: 0, targeted: true, modelled: false });
    });

    it(`${op}: mapping a 26th deal is refused with the exact text and nothing changes`, async () => {
      const deal = await fillDeals(suite.current, owner, campaign.running);
      const response = expectContract(await includeExclude(op, campaign.running, Dimension.deal, { ids: String(deal), isExcluded: 0 }), op, 422);
      expect(errorsOf(response)[0]).toMatchObject({ error: `Campaign ID ${campaign.running} exceeds the maximum limit of 25 deals`, field: 'ids' });
      expect(errorsOf(response)[0]?.error).toBe(messages.dealLimitExceeded.replace('<id>', String(campaign.running)));
      expect(await rowsOf(suite.current, owner, campaign.running, Dimension.deal)).toHaveLength(MAX_DEALS);
    });
  }

  it('a campaign with fewer deals maps more up to 25, and refuses one more include naming it', async () => {
    const op = 'includeExcludeEntities';
    const mapped = (await rowsOf(suite.current, owner, campaign.paused, Dimension.deal)).length;
    expect(mapped, 'the paused campaign maps fewer than 25 deals').toBeLessThan(MAX_DEALS);
    const deal = await fillDeals(suite.current, owner, campaign.paused);
    expect(await rowsOf(suite.current, owner, campaign.paused, Dimension.deal)).toHaveLength(MAX_DEALS);
    const response = expectContract(await includeExclude(op, campaign.paused, Dimension.deal, { ids: String(deal), isExcluded: 0 }), op, 422);
    expect(errorsOf(response)[0]?.error).toBe(`Campaign ID ${campaign.paused} exceeds the maximum limit of 25 deals`);
  });

  it('ids must be comma separated numbers (422) naming entities of the dimension (422)', async () => {
    const op = 'includeExcludeEntities';
    const [state] = await targeted(Dimension.state, 1);
    const malformed = expectContract(await includeExclude(op, campaign.running, Dimension.state, { ids: 'CA,TX', isExcluded: 1 }), op, 422);
    expect(errorsOf(malformed)[0]?.field).toBe('ids');
    const unknown = expectContract(await includeExclude(op, campaign.running, Dimension.state, { ids: `${state},${UNKNOWN_ENTITY}`, isExcluded: 1 }), op, 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.entityUnknown, field: 'ids' });
    expect(await row(campaign.running, Dimension.state, state!)).toMatchObject({ isExcluded: 0 });
  });

  it('isExcluded takes 0 or 1 only', async () => {
    const response = expectContract(await includeExclude('includeExcludeEntities', campaign.running, Dimension.state, { ids: '6', isExcluded: 2 }), 'includeExcludeEntities', 422);
    expect(errorsOf(response)[0]?.field).toBe('isExcluded');
  });

  it('a dimension id outside the nine has no entities (422 on ids); an expired campaign is in an invalid status', async () => {
    const unknown = expectContract(await includeExclude('includeExcludeEntitiesLowercase', campaign.running, 7, { ids: '6', isExcluded: 1 }), 'includeExcludeEntitiesLowercase', 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.entityUnknown, field: 'ids' });
    const expired = expectContract(await includeExclude('includeExcludeEntities', campaign.expired, Dimension.state, { ids: '6', isExcluded: 1 }), 'includeExcludeEntities', 422);
    expect(errorsOf(expired)[0]).toMatchObject({ error: messages.campaignStatusInvalid, field: 'campaignId' });
  });

  it("another workspace's campaign is 403 Forbidden! for both spellings, and stays as it was [smoke]", async () => {
    const other = await session(suite.current, 'otherWorkspaceUser');
    const before = await row(campaign.otherWorkspace, Dimension.exchange, 2, other);
    for (const op of spellings) {
      const response = expectContract(await includeExclude(op, campaign.otherWorkspace, Dimension.exchange, { ids: '2', isExcluded: before?.isExcluded === 1 ? 0 : 1 }), op, 403);
      expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
    }
    expect(await row(campaign.otherWorkspace, Dimension.exchange, 2, other)).toEqual(before);
  });
});

describe('v2 include/exclude of device types, exchanges and traffic sources', () => {
  const cases = [
    { op: 'includeExcludeDeviceTypes', dimensionId: Dimension.deviceType },
    { op: 'includeExcludeExchanges', dimensionId: Dimension.exchange },
    { op: 'includeExcludeTrafficSources', dimensionId: Dimension.trafficSource },
  ];

  for (const c of cases) {
    it(`${c.op}: blocks and allows again; the dimension ${c.dimensionId} rows show it [smoke]`, async () => {
      const [entity] = await targeted(c.dimensionId, 1);
      const blocked = expectContract(await call(suite.current, c.op, { as: owner, body: { ids: String(entity), isExcluded: 1, campaignId: campaign.running }, headers: { 'X-IAA-HOST': 'app.ad-platform.example' } }), c.op, 200);
      expect(blocked.body).toEqual({ statusCode: 200, responseObject: { message: 'Include/exclude updated successfully.' } });
      expect(await row(campaign.running, c.dimensionId, entity!)).toMatchObject({ isExcluded: 1, targeted: false });
      expectContract(await call(suite.current, c.op, { as: owner, body: { ids: String(entity), isExcluded: 0, campaignId: campaign.running } }), c.op, 200);
      expect(await row(campaign.running, c.dimensionId, entity!)).toMatchObject({ isExcluded: 0, targeted: true });
    });

    it(`${c.op}: another workspace's campaign is 403 Forbidden! in the v2 envelope, and stays as it was [smoke]`, async () => {
      const other = await session(suite.current, 'otherWorkspaceUser');
      const before = await row(campaign.otherWorkspace, c.dimensionId, 1, other);
      const response = expectContract(await call(suite.current, c.op, { as: owner, body: { ids: '1', isExcluded: before?.isExcluded === 1 ? 0 : 1, campaignId: campaign.otherWorkspace } }), c.op, 403);
      expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
      expect(await row(campaign.otherWorkspace, c.dimensionId, 1, other)).toEqual(before);
    });
  }

  it('a missing campaignId is 400, an unknown entity and a deleted campaign 422 (v2 envelope)', async () => {
    const op = 'includeExcludeExchanges';
    const [exchange] = await targeted(Dimension.exchange, 1);
    const missing = expectContract(await call(suite.current, op, { as: owner, body: { ids: '1', isExcluded: 1 } }), op, 400);
    expect(errorsOf(missing)[0]?.field).toBe('campaignId');
    const unknown = expectContract(await call(suite.current, op, { as: owner, body: { ids: `${exchange},42`, isExcluded: 1, campaignId: campaign.running } }), op, 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.entityUnknown, field: 'ids' });
    expect(await row(campaign.running, Dimension.exchange, exchange!)).toMatchObject({ isExcluded: 0 });
    const deleted = expectContract(await call(suite.current, op, { as: owner, body: { ids: '1', isExcluded: 1, campaignId: campaign.deleted } }), op, 422);
    expect(errorsOf(deleted)[0]?.error).toBe(messages.campaignStatusInvalid);
  });
});
