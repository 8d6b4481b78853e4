import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, login, type Session } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { expectFailure, Ids } from './support.ts';

const suite = useTarget();
const asOwner = (name: string, fn: (owner: Session) => Promise<void>) =>
  withPersonas(suite, ['workspaceOwner'], name, async () => fn(await login(suite.current, 'workspaceOwner')));

/** Pre-bid segments of the default world: display-only, video-only and for every creative type. */
const Segment = { brandSafetyLowRisk: 511, viewabilityDisplay: 521, videoCompletion: 522, invalidTraffic: 501 } as const;

const add = (owner: Session, body: unknown) => call(suite.current, 'addPreBidAudience', { as: owner, body });
const get = (owner: Session, prebidAudienceId: number) => call(suite.current, 'getPreBidAudience', { as: owner, params: { prebidAudienceId } });
const update = (owner: Session, prebidAudienceId: number, body: unknown) => call(suite.current, 'updatePreBidAudience', { as: owner, params: { prebidAudienceId }, body });

async function create(owner: Session, segments: number[]): Promise<number> {
  const body = { prebidAudienceName: 'Safe inventory', prebidAudienceSegmentIdList: segments, prebidAudienceProviderId: 1 };
  return (await callOk(suite.current, 'addPreBidAudience', { as: owner, body })).body.data.id;
}

describe('addPreBidAudience', () => {
  asOwner('creates a pre-bid audience whose cpm is the sum of its segments', async (owner) => {
    const id = await create(owner, [Segment.brandSafetyLowRisk, Segment.viewabilityDisplay]);
    const details = (await callOk(suite.current, 'getPreBidAudience', { as: owner, params: { prebidAudienceId: id } })).body.data;
    expect(details).toMatchObject({ id, name: 'Safe inventory', owId: 1001, cpm: 0.3 });
    expect(details.prebidSegmentData.map((s: { prebidAudienceSegmentId: number }) => s.prebidAudienceSegmentId)).toEqual([Segment.brandSafetyLowRisk, Segment.viewabilityDisplay]);
    expect(details.prebidSegmentData[1]).toMatchObject({ providerName: 'ClearView Metrics', parentPathKey: 'Viewability > Display', creativeTypeIdList: [11, 13, 15] });
  });

  asOwner('charges half as much again when display-only and video-only segments mix', async (owner) => {
    const mixed = await create(owner, [Segment.viewabilityDisplay, Segment.videoCompletion]);
    expect((await get(owner, mixed)).body.data.cpm).toBe(0.83);
    const oneKind = await create(owner, [Segment.invalidTraffic, Segment.videoCompletion]);
    expect((await get(owner, oneKind)).body.data.cpm).toBe(0.45);
  });

  asOwner('refuses an unknown segment with 422 naming it', async (owner) => {
    const response = await add(owner, { prebidAudienceName: 'x', prebidAudienceSegmentIdList: [Segment.brandSafetyLowRisk, 999], prebidAudienceProviderId: 1 });
    expectFailure(response, 'addPreBidAudience', 422, 'prebidAudienceSegmentIdList[1]', messages.preBidSegmentNotFound);
  });

  asOwner('refuses an unknown provider with 422', async (owner) => {
    const response = await add(owner, { prebidAudienceName: 'x', prebidAudienceSegmentIdList: [Segment.brandSafetyLowRisk], prebidAudienceProviderId: 99 });
    expectFailure(response, 'addPreBidAudience', 422, 'prebidAudienceProviderId', messages.preBidProviderNotFound);
  });

  asOwner('refuses an empty segment list with 422', async (owner) => {
    expectFailure(await add(owner, { prebidAudienceName: 'x', prebidAudienceSegmentIdList: [], prebidAudienceProviderId: 1 }), 'addPreBidAudience', 422, 'prebidAudienceSegmentIdList');
  });

  asOwner('refuses a missing prebidAudienceName with 400', async (owner) => {
    expectFailure(await add(owner, { prebidAudienceSegmentIdList: [Segment.brandSafetyLowRisk], prebidAudienceProviderId: 1 }), 'addPreBidAudience', 400, 'prebidAudienceName');
  });
});

describe('getPreBidAudience', () => {
  asOwner('returns the notable pre-bid audience', async (owner) => {
    const details = (await callOk(suite.current, 'getPreBidAudience', { as: owner, params: { prebidAudienceId: Ids.preBid } })).body.data;
    expect(details).toMatchObject({ id: Ids.preBid, name: 'Brand Safe + High Viewability', cpm: 0.3, createdByUowId: 5001 });
    expect(details.prebidSegmentData).toHaveLength(2);
  });

  asOwner('answers 404 for an audience of another type', async (owner) => {
    expectFailure(await get(owner, Ids.abm), 'getPreBidAudience', 404, 'prebidAudienceId', messages.preBidAudienceNotFound);
  });
});

describe('updatePreBidAudience', () => {
  asOwner('replaces the segments and the name', async (owner) => {
    const response = await callOk(suite.current, 'updatePreBidAudience', {
      as: owner,
      params: { prebidAudienceId: Ids.preBid },
      body: { prebidAudienceName: 'Brand Safe Video', prebidAudienceSegmentIdList: [Segment.brandSafetyLowRisk, Segment.videoCompletion] },
    });
    expect(response.body.data).toEqual({ prebidAudienceId: Ids.preBid, message: expect.any(String) });
    const details = (await get(owner, Ids.preBid)).body.data;
    expect(details).toMatchObject({ name: 'Brand Safe Video', cpm: 0.45 });
  });

  asOwner('gives the same segments to the audiences of prebidAudienceIdList, keeping their names', async (owner) => {
    const other = await create(owner, [Segment.invalidTraffic]);
    await callOk(suite.current, 'updatePreBidAudience', {
      as: owner,
      params: { prebidAudienceId: Ids.preBid },
      body: { prebidAudienceName: 'Renamed', prebidAudienceSegmentIdList: [Segment.videoCompletion], prebidAudienceIdList: [other] },
    });
    const details = (await get(owner, other)).body.data;
    expect(details).toMatchObject({ name: 'Safe inventory', cpm: 0.35 });
  });

  asOwner('refuses a prebidAudienceIdList naming an audience of another type with 422, changing nothing', async (owner) => {
    const response = await update(owner, Ids.preBid, { prebidAudienceName: 'Changed', prebidAudienceSegmentIdList: [Segment.videoCompletion], prebidAudienceIdList: [Ids.geoFarmed] });
    expectFailure(response, 'updatePreBidAudience', 422, 'prebidAudienceIdList[0]', messages.preBidAudienceListInvalid);
    expect((await get(owner, Ids.preBid)).body.data).toMatchObject({ name: 'Brand Safe + High Viewability', cpm: 0.3 });
  });

  asOwner('refuses an unknown segment with 422', async (owner) => {
    expectFailure(await update(owner, Ids.preBid, { prebidAudienceSegmentIdList: [999] }), 'updatePreBidAudience', 422, 'prebidAudienceSegmentIdList[0]', messages.preBidSegmentNotFound);
  });

  asOwner('answers 404 for an unknown id', async (owner) => {
    expectFailure(await update(owner, 4999, { prebidAudienceSegmentIdList: [Segment.invalidTraffic] }), 'updatePreBidAudience', 404, 'prebidAudienceId', messages.preBidAudienceNotFound);
  });
});
