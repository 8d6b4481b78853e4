import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget } from '../support/suite.ts';
import { Campaign, Dimension, Entity, rowOf, rowsOf } from './support.ts';

const suite = useTarget();
let owner: Session;

beforeEach(async () => {
  owner = await login(suite.current, 'workspaceOwner');
});

const spellings = ['includeExcludeEntities', 'includeExcludeEntitiesLowercase'] as const;

const includeExclude = (operationId: string, campaignId: number, dimensionId: number, body: Record<string, unknown>, as: Session = owner) =>
  call(suite.current, operationId, { as, params: { campaignId, dimensionId }, body });

describe('include/exclude entities of a campaign dimension (both spellings)', () => {
  it('the two paths are include-Exclude and include-exclude', async () => {
    const { operation } = await import('../support/spec.ts');
    expect(operation('includeExcludeEntities').path).toBe('/api/v3/bm/campaigns/{campaignId}/include-Exclude/dimensions/{dimensionId}');
    expect(operation('includeExcludeEntitiesLowercase').path).toBe('/api/v3/bm/campaigns/{campaignId}/include-exclude/dimensions/{dimensionId}');
  });

  for (const op of spellings) {
    it(`${op}: isExcluded 1 blocks the entities, 0 targets them again`, async () => {
      const blocked = expectContract(await includeExclude(op, Campaign.running, Dimension.state, { ids: `${Entity.california},${Entity.texas}`, isExcluded: 1 }), op, 200);
      expect(blocked.body.data).toBe(documentedMessage(op));
      expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.california)).toMatchObject({ isExcluded: 1, targeted: false });
      expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.texas)).toMatchObject({ isExcluded: 1, targeted: false });
      expectContract(await includeExclude(op, Campaign.running, Dimension.state, { ids: String(Entity.california), isExcluded: 0 }), op, 200);
      expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.california)).toMatchObject({ isExcluded: 0, targeted: true });
    });

    it(`${op}: including an entity the campaign did not target adds it`, async () => {
      expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.oregon)).toBeUndefined();
      expectContract(await includeExclude(op, Campaign.running, Dimension.state, { ids: String(Entity.oregon), isExcluded: 0, campaignId: Campaign.running, owId: 1001 }), op, 200);
      expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.oregon)).toMatchObject({ isExcluded: 0, targeted: true, modelled: false });
    });

    it(`${op}: mapping a 26th deal is refused with the exact text and nothing changes`, async () => {
      const response = expectContract(await includeExclude(op, Campaign.running, Dimension.deal, { ids: String(Entity.unmappedDeal), isExcluded: 0 }), op, 422);
      expect(errorsOf(response)[0]).toMatchObject({ error: 'Campaign ID 9003 exceeds the maximum limit of 25 deals', field: 'ids' });
      expect(errorsOf(response)[0]?.error).toBe(messages.dealLimitExceeded.replace('<id>', '9003'));
      expect(await rowsOf(suite.current, owner, Campaign.running, Dimension.deal)).toHaveLength(25);
    });
  }

  it('a campaign with fewer deals maps more, up to 25', async () => {
    const op = 'includeExcludeEntities';
    const deals = Array.from({ length: 22 }, (_, i) => Entity.firstDeal + i);
    expectContract(await includeExclude(op, Campaign.paused, Dimension.deal, { ids: deals.join(','), isExcluded: 0 }), op, 200);
    expect(await rowsOf(suite.current, owner, Campaign.paused, Dimension.deal)).toHaveLength(25);
    const response = expectContract(await includeExclude(op, Campaign.paused, Dimension.deal, { ids: String(Entity.unmappedDeal), isExcluded: 0 }), op, 422);
    expect(errorsOf(response)[0]?.error).toBe(`Campaign ID ${Campaign.paused} exceeds the maximum limit of 25 deals`);
  });

  it('ids must be comma separated numbers (422) naming entities of the dimension (422)', async () => {
    const op = 'includeExcludeEntities';
    const malformed = expectContract(await includeExclude(op, Campaign.running, Dimension.state, { ids: 'CA,TX', isExcluded: 1 }), op, 422);
    expect(errorsOf(malformed)[0]?.field).toBe('ids');
    const unknown = expectContract(await includeExclude(op, Campaign.running, Dimension.state, { ids: '6,99', isExcluded: 1 }), op, 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.entityUnknown, field: 'ids' });
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.state, Entity.california)).toMatchObject({ isExcluded: 0 });
  });

  it('isExcluded takes 0 or 1 only', async () => {
    const response = expectContract(await includeExclude('includeExcludeEntities', Campaign.running, Dimension.state, { ids: '6', isExcluded: 2 }), 'includeExcludeEntities', 422);
    expect(errorsOf(response)[0]?.field).toBe('isExcluded');
  });

  it('an unknown dimension is 422; an expired campaign is in an invalid status', async () => {
    const unknown = expectContract(await includeExclude('includeExcludeEntitiesLowercase', Campaign.running, 7, { ids: '6', isExcluded: 1 }), 'includeExcludeEntitiesLowercase', 422);
    expect(errorsOf(unknown)[0]?.error).toBe(messages.dimensionUnknown);
    const expired = expectContract(await includeExclude('includeExcludeEntities', Campaign.expired, Dimension.state, { ids: '6', isExcluded: 1 }), 'includeExcludeEntities', 422);
    expect(errorsOf(expired)[0]).toMatchObject({ error: messages.campaignStatusInvalid, field: 'campaignId' });
  });

  it("another workspace's campaign is 403 Forbidden! for both spellings, and stays as it was", async () => {
    for (const op of spellings) {
      const response = expectContract(await includeExclude(op, Campaign.otherWorkspace, Dimension.exchange, { ids: '2', isExcluded: 0 }), op, 403);
      expect(errorsOf(response)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
    }
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect(await rowOf(suite.current, other, Campaign.otherWorkspace, Dimension.exchange, 2)).toMatchObject({ isExcluded: 1 });
  });
});

describe('v2 include/exclude of device types, exchanges and traffic sources', () => {
  const cases = [
    { op: 'includeExcludeDeviceTypes', dimensionId: Dimension.deviceType, entity: Entity.tablet },
    { op: 'includeExcludeExchanges', dimensionId: Dimension.exchange, entity: Entity.magnite },
    { op: 'includeExcludeTrafficSources', dimensionId: Dimension.trafficSource, entity: Entity.ctv },
  ];

  for (const c of cases) {
    it(`${c.op}: blocks and allows again; the dimension ${c.dimensionId} rows show it`, async () => {
      const blocked = expectContract(await call(suite.current, c.op, { as: owner, body: { ids: String(c.entity), isExcluded: 1, campaignId: Campaign.running }, headers: { 'X-IAA-HOST': 'app.ad-platform.example' } }), c.op, 200);
      expect(blocked.body).toEqual({ statusCode: 200, responseObject: { message: 'Include/exclude updated successfully.' } });
      expect(await rowOf(suite.current, owner, Campaign.running, c.dimensionId, c.entity)).toMatchObject({ isExcluded: 1, targeted: false });
      expectContract(await call(suite.current, c.op, { as: owner, body: { ids: String(c.entity), isExcluded: 0, campaignId: Campaign.running } }), c.op, 200);
      expect(await rowOf(suite.current, owner, Campaign.running, c.dimensionId, c.entity)).toMatchObject({ isExcluded: 0, targeted: true });
    });

    it(`${c.op}: another workspace's campaign is 403 Forbidden! in the v2 envelope, and stays as it was`, async () => {
      const response = expectContract(await call(suite.current, c.op, { as: owner, body: { ids: '1', isExcluded: 1, campaignId: Campaign.otherWorkspace } }), c.op, 403);
      expect(response.body.responseObject.errorMsg).toBe(messages.bidModelForbidden);
      expect(errorsOf(response)[0]?.field).toBe('campaignId');
      const other = await login(suite.current, 'otherWorkspaceUser');
      expect(await rowOf(suite.current, other, Campaign.otherWorkspace, c.dimensionId, 1)).toMatchObject({ isExcluded: 0, targeted: true });
    });
  }

  it('a missing campaignId is 400, an unknown entity and a deleted campaign 422 (v2 envelope)', async () => {
    const op = 'includeExcludeExchanges';
    const missing = expectContract(await call(suite.current, op, { as: owner, body: { ids: '1', isExcluded: 1 } }), op, 400);
    expect(errorsOf(missing)[0]?.field).toBe('campaignId');
    const unknown = expectContract(await call(suite.current, op, { as: owner, body: { ids: `${Entity.magnite},42`, isExcluded: 1, campaignId: Campaign.running } }), op, 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.entityUnknown, field: 'ids' });
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.exchange, Entity.magnite)).toMatchObject({ isExcluded: 0 });
    const deleted = expectContract(await call(suite.current, op, { as: owner, body: { ids: '1', isExcluded: 1, campaignId: Campaign.deleted } }), op, 422);
    expect(errorsOf(deleted)[0]?.error).toBe(messages.campaignStatusInvalid);
  });
});
