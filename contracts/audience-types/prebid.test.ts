import { describe, expect } from 'vitest';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { call, callOk, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { asOwner, createPreBid, expectFailure, NEVER_ISSUED_ID, notable } from './support.ts';

const suite = useTarget();
const test = (name: string, fn: (owner: Session) => Promise<void>) => asOwner(suite, name, fn);

/** Pre-bid segments of the target's catalogue: for every creative type (501, 511), display-only (521) and video-only (522). */
const segment = (role: 'invalidTraffic' | 'brandSafetyLowRisk' | 'viewabilityDisplay' | 'videoCompletion') => notable(suite, 'preBidSegments', role);

/** The video creative type: a segment without it is display-only, one with only it video-only (spec/DECISIONS.md AT7). */
const VIDEO = 14;
/** Mixing display-only and video-only segments costs half as much again (the seed's extra charge; AT7). */
const MIXED_SURCHARGE = 1.5;

const add = (owner: Session, body: unknown) => call(suite.current, 'addPreBidAudience', { as: owner, body });
const get = (owner: Session, prebidAudienceId: number) => call(suite.current, 'getPreBidAudience', { as: owner, params: { prebidAudienceId } });
const update = (owner: Session, prebidAudienceId: number, body: unknown) => call(suite.current, 'updatePreBidAudience', { as: owner, params: { prebidAudienceId }, body });

interface SegmentData {
  prebidAudienceSegmentId: number;
  cpm: number;
  creativeTypeIdList: number[];
}

async function details(owner: Session, id: number) {
  const data = (await callOk(suite.current, 'getPreBidAudience', { as: owner, params: { prebidAudienceId: id } })).body.data;
  return { ...data, segmentIds: (data.prebidSegmentData as SegmentData[]).map((s) => Number(s.prebidAudienceSegmentId)) };
}

/** What the audience's segments cost together, from the cpm and creative types each shows. */
function cpmOf(segments: SegmentData[]): number {
  const types = segments.map((s) => s.creativeTypeIdList.map(Number));
  const mixes = types.some((t) => !t.includes(VIDEO)) && types.some((t) => t.length > 0 && t.every((id) => id === VIDEO));
  const sum = segments.reduce((total, s) => total + Number(s.cpm), 0);
  return Math.round((mixes ? sum * MIXED_SURCHARGE : sum) * 100) / 100;
}

describe('addPreBidAudience', () => {
  test('creates a pre-bid audience whose cpm is the sum of its segments [smoke]', async (owner) => {
    const name = uniqueName('Safe inventory');
    const segments = [await segment('brandSafetyLowRisk'), await segment('viewabilityDisplay')];
    const id = await createPreBid(suite, owner, segments, name);
    const data = await details(owner, id);
    expect(data).toMatchObject({ id, name, owId: owner.owId, createdByUowId: expect.any(Number) });
    expect(data.segmentIds).toEqual(segments);
    const sum = data.prebidSegmentData.reduce((total: number, s: SegmentData) => total + s.cpm, 0);
    expect(data.cpm).toBeCloseTo(sum, 2);
    // Segments of any provider combine: the viewability segment is the other provider's.
    expect(data.prebidSegmentData[1]).toMatchObject({ providerId: await notable(suite, 'preBidProviders', 'clearView'), providerName: expect.any(String), parentPathKey: expect.any(String) });
  });

  test('charges half as much again when display-only and video-only segments mix', async (owner) => {
    const mixed = await details(owner, await createPreBid(suite, owner, [await segment('viewabilityDisplay'), await segment('videoCompletion')]));
    const sum = mixed.prebidSegmentData.reduce((total: number, s: SegmentData) => total + s.cpm, 0);
    expect(mixed.cpm).toBeCloseTo(Math.round(sum * MIXED_SURCHARGE * 100) / 100, 2);
    expect(mixed.cpm).toBe(cpmOf(mixed.prebidSegmentData));
    // A segment for every creative type mixes with nothing.
    const oneKind = await details(owner, await createPreBid(suite, owner, [await segment('invalidTraffic'), await segment('videoCompletion')]));
    expect(oneKind.cpm).toBeCloseTo(oneKind.prebidSegmentData.reduce((total: number, s: SegmentData) => total + s.cpm, 0), 2);
  });

  test('refuses an unknown segment with 422 naming it', async (owner) => {
    const response = await add(owner, { prebidAudienceName: uniqueName('x'), prebidAudienceSegmentIdList: [await segment('brandSafetyLowRisk'), NEVER_ISSUED_ID], prebidAudienceProviderId: await notable(suite, 'preBidProviders', 'sentinel') });
    expectFailure(response, 'addPreBidAudience', 422, 'prebidAudienceSegmentIdList[1]', messages.preBidSegmentNotFound);
  });

  test('refuses an unknown provider with 422', async (owner) => {
    const response = await add(owner, { prebidAudienceName: uniqueName('x'), prebidAudienceSegmentIdList: [await segment('brandSafetyLowRisk')], prebidAudienceProviderId: NEVER_ISSUED_ID });
    expectFailure(response, 'addPreBidAudience', 422, 'prebidAudienceProviderId', messages.preBidProviderNotFound);
  });

  test('refuses an empty segment list with 422', async (owner) => {
    const response = await add(owner, { prebidAudienceName: uniqueName('x'), prebidAudienceSegmentIdList: [], prebidAudienceProviderId: await notable(suite, 'preBidProviders', 'sentinel') });
    expectFailure(response, 'addPreBidAudience', 422, 'prebidAudienceSegmentIdList');
  });

  test('refuses a missing prebidAudienceName with 400 [smoke]', async (owner) => {
    const response = await add(owner, { prebidAudienceSegmentIdList: [await segment('brandSafetyLowRisk')], prebidAudienceProviderId: await notable(suite, 'preBidProviders', 'sentinel') });
    expectFailure(response, 'addPreBidAudience', 400, 'prebidAudienceName');
  });
});

describe('getPreBidAudience', () => {
  test("returns the workspace's notable pre-bid audience, its cpm that of its segments [smoke]", async (owner) => {
    const id = await notable(suite, 'audiences', 'preBid');
    const data = await details(owner, id);
    expect(data).toMatchObject({ id, owId: owner.owId, name: expect.any(String), createdByUowId: expect.any(Number), createdOn: expect.any(Number) });
    expect(data.segmentIds.length).toBeGreaterThan(0);
    expect(data.cpm).toBe(cpmOf(data.prebidSegmentData));
  });

  test('answers 404 for an audience of another type [smoke]', async (owner) => {
    expectFailure(await get(owner, await notable(suite, 'audiences', 'abm')), 'getPreBidAudience', 404, 'prebidAudienceId', messages.preBidAudienceNotFound);
  });
});

describe('updatePreBidAudience', () => {
  test('replaces the segments and the name [smoke]', async (owner) => {
    const id = await createPreBid(suite, owner, [await segment('brandSafetyLowRisk'), await segment('viewabilityDisplay')]);
    const name = uniqueName('Brand Safe Video');
    const segments = [await segment('brandSafetyLowRisk'), await segment('videoCompletion')];
    const response = await callOk(suite.current, 'updatePreBidAudience', { as: owner, params: { prebidAudienceId: id }, body: { prebidAudienceName: name, prebidAudienceSegmentIdList: segments } });
    expect(response.body.data).toEqual({ prebidAudienceId: id, message: expect.any(String) });
    const data = await details(owner, id);
    expect(data).toMatchObject({ name });
    expect(data.segmentIds).toEqual(segments);
    expect(data.cpm).toBe(cpmOf(data.prebidSegmentData));
  });

  test('gives the same segments to the audiences of prebidAudienceIdList, keeping their names', async (owner) => {
    const id = await createPreBid(suite, owner, [await segment('brandSafetyLowRisk'), await segment('viewabilityDisplay')]);
    const otherName = uniqueName('Safe inventory');
    const other = await createPreBid(suite, owner, [await segment('invalidTraffic')], otherName);
    const segments = [await segment('videoCompletion')];
    await callOk(suite.current, 'updatePreBidAudience', { as: owner, params: { prebidAudienceId: id }, body: { prebidAudienceName: uniqueName('Renamed'), prebidAudienceSegmentIdList: segments, prebidAudienceIdList: [other] } });
    const data = await details(owner, other);
    expect(data).toMatchObject({ name: otherName });
    expect(data.segmentIds).toEqual(segments);
    expect(data.cpm).toBe(cpmOf(data.prebidSegmentData));
  });

  test('refuses a prebidAudienceIdList naming an audience of another type with 422, changing nothing', async (owner) => {
    const name = uniqueName('Brand Safe + High Viewability');
    const id = await createPreBid(suite, owner, [await segment('brandSafetyLowRisk'), await segment('viewabilityDisplay')], name);
    const before = await details(owner, id);
    const body = { prebidAudienceName: uniqueName('Changed'), prebidAudienceSegmentIdList: [await segment('videoCompletion')], prebidAudienceIdList: [await notable(suite, 'audiences', 'geoFarmed')] };
    expectFailure(await update(owner, id, body), 'updatePreBidAudience', 422, 'prebidAudienceIdList[0]', messages.preBidAudienceListInvalid);
    const after = await details(owner, id);
    expect(after).toMatchObject({ name, cpm: before.cpm });
    expect(after.segmentIds).toEqual(before.segmentIds);
  });

  test('refuses an unknown segment with 422', async (owner) => {
    const id = await createPreBid(suite, owner, [await segment('invalidTraffic')]);
    expectFailure(await update(owner, id, { prebidAudienceSegmentIdList: [NEVER_ISSUED_ID] }), 'updatePreBidAudience', 422, 'prebidAudienceSegmentIdList[0]', messages.preBidSegmentNotFound);
  });

  test('answers 404 for an unknown id [smoke]', async (owner) => {
    expectFailure(await update(owner, NEVER_ISSUED_ID, { prebidAudienceSegmentIdList: [await segment('invalidTraffic')] }), 'updatePreBidAudience', 404, 'prebidAudienceId', messages.preBidAudienceNotFound);
  });
});
