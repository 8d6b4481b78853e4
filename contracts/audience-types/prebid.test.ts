import type { PreBidAudienceRequest, PreBidAudienceUpdateRequest, PreBidSegmentData } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { createPreBid, expectFailure, NEVER_ISSUED_ID, notable } from './support.ts';
import { describe, expect, isPlainMock, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

/** Pre-bid segments of the target's catalogue: for every creative type (501, 511), display-only (521) and video-only (522). */
const segment = (api: Api, role: 'invalidTraffic' | 'brandSafetyLowRisk' | 'viewabilityDisplay' | 'videoCompletion') => notable(api, 'preBidSegments', role);

/** The video creative type: a segment without it is display-only, one with only it video-only (spec/DECISIONS.md AT7). */
const VIDEO = 14;
/** Mixing display-only and video-only segments costs half as much again (the seed's extra charge; AT7). */
const MIXED_SURCHARGE = 1.5;

const add = (api: Api, owner: Session, body: PreBidAudienceRequest) => api.call('addPreBidAudience', { as: owner, body });
const get = (api: Api, owner: Session, prebidAudienceId: number) => api.call('getPreBidAudience', { as: owner, params: { prebidAudienceId } });
const update = (api: Api, owner: Session, prebidAudienceId: number, body: PreBidAudienceUpdateRequest) =>
  api.call('updatePreBidAudience', { as: owner, params: { prebidAudienceId }, body });

/** Segment ids as a request names them: at least one. */
type SegmentIds = PreBidAudienceRequest['prebidAudienceSegmentIdList'];

async function details(api: Api, owner: Session, id: number) {
  const data = (await api.ok('getPreBidAudience', { as: owner, params: { prebidAudienceId: id } })).body.data;
  return { ...data, segmentIds: data.prebidSegmentData.map((s) => Number(s.prebidAudienceSegmentId)) };
}

/** What the audience's segments cost together, from the cpm and creative types each shows. */
function cpmOf(segments: PreBidSegmentData[]): number {
  const types = segments.map((s) => s.creativeTypeIdList.map(Number));
  const mixes = types.some((t) => !t.includes(VIDEO)) && types.some((t) => t.length > 0 && t.every((id) => id === VIDEO));
  const sum = segments.reduce((total, s) => total + Number(s.cpm), 0);
  return Math.round((mixes ? sum * MIXED_SURCHARGE : sum) * 100) / 100;
}

describe('addPreBidAudience', () => {
  withPersonas(['workspaceOwner'], 'creates a pre-bid audience whose cpm is the sum of its segments', async ({ owner, api }) => {
    const name = uniqueName('Safe inventory');
    const segments: SegmentIds = [await segment(api, 'brandSafetyLowRisk'), await segment(api, 'viewabilityDisplay')];
    const id = await createPreBid(api, owner, segments, name);
    const data = await details(api, owner, id);
    expect(data).toMatchObject({ id, name, owId: owner.owId, createdByUowId: expect.any(Number) });
    expect(data.segmentIds).toEqual(segments);
    const sum = data.prebidSegmentData.reduce((total, s) => total + s.cpm, 0);
    expect(data.cpm).toBeCloseTo(sum, 2);
    // Segments of any provider combine: the viewability segment is the other provider's.
    expect(data.prebidSegmentData[1]).toMatchObject({
      providerId: await notable(api, 'preBidProviders', 'clearView'),
      providerName: expect.any(String),
      parentPathKey: expect.any(String),
    });
  });

  withPersonas(['workspaceOwner'], 'charges half as much again when display-only and video-only segments mix', async ({ owner, api }) => {
    const mixed = await details(api, owner, await createPreBid(api, owner, [await segment(api, 'viewabilityDisplay'), await segment(api, 'videoCompletion')]));
    const sum = mixed.prebidSegmentData.reduce((total, s) => total + s.cpm, 0);
    expect(mixed.cpm).toBeCloseTo(Math.round(sum * MIXED_SURCHARGE * 100) / 100, 2);
    expect(mixed.cpm).toBe(cpmOf(mixed.prebidSegmentData));
    // A segment for every creative type mixes with nothing.
    const oneKind = await details(api, owner, await createPreBid(api, owner, [await segment(api, 'invalidTraffic'), await segment(api, 'videoCompletion')]));
    expect(oneKind.cpm).toBeCloseTo(
      oneKind.prebidSegmentData.reduce((total, s) => total + s.cpm, 0),
      2,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown segment with 422 naming it', async ({ owner, api }) => {
    const response = await add(api, owner, {
      prebidAudienceName: uniqueName('x'),
      prebidAudienceSegmentIdList: [await segment(api, 'brandSafetyLowRisk'), NEVER_ISSUED_ID],
      prebidAudienceProviderId: await notable(api, 'preBidProviders', 'sentinel'),
    });
    expectFailure(response, 'addPreBidAudience', 422, 'prebidAudienceSegmentIdList[1]', messages.preBidSegmentNotFound);
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown provider with 422', async ({ owner, api }) => {
    const response = await add(api, owner, {
      prebidAudienceName: uniqueName('x'),
      prebidAudienceSegmentIdList: [await segment(api, 'brandSafetyLowRisk')],
      prebidAudienceProviderId: NEVER_ISSUED_ID,
    });
    expectFailure(response, 'addPreBidAudience', 422, 'prebidAudienceProviderId', messages.preBidProviderNotFound);
  });

  withPersonas(['workspaceOwner'], 'refuses an empty segment list with 422', async ({ owner, api }) => {
    const body = {
      prebidAudienceName: uniqueName('x'),
      prebidAudienceSegmentIdList: [],
      prebidAudienceProviderId: await notable(api, 'preBidProviders', 'sentinel'),
    };
    await api.refuses('addPreBidAudience', { as: owner, body }, 422, { field: 'prebidAudienceSegmentIdList' });
  });

  withPersonas(['workspaceOwner'], 'refuses a missing prebidAudienceName with 400', async ({ owner, api }) => {
    const body = {
      prebidAudienceSegmentIdList: [await segment(api, 'brandSafetyLowRisk')],
      prebidAudienceProviderId: await notable(api, 'preBidProviders', 'sentinel'),
    };
    await api.refuses('addPreBidAudience', { as: owner, body }, 400, { field: 'prebidAudienceName' });
  });

  withPersonas(['workspaceOwner'], 'refuses a blank prebidAudienceName with 422', async ({ owner, api }) => {
    const response = await add(api, owner, {
      prebidAudienceName: '  ',
      prebidAudienceSegmentIdList: [await segment(api, 'brandSafetyLowRisk')],
      prebidAudienceProviderId: await notable(api, 'preBidProviders', 'sentinel'),
    });
    expectFailure(response, 'addPreBidAudience', 422, 'prebidAudienceName', messages.blankText);
  });
});

describe('getPreBidAudience', () => {
  mockOnly("names each segment's own provider", "spec/DECISIONS.md AT7: the providers and their names are the mock world's", async ({ owner, api }) => {
    const id = await createPreBid(api, owner, [await segment(api, 'brandSafetyLowRisk'), await segment(api, 'viewabilityDisplay')]);
    const providers = (await details(api, owner, id)).prebidSegmentData.map((s) => [s.providerId, s.providerName]);
    expect(providers).toEqual([
      [await notable(api, 'preBidProviders', 'sentinel'), 'Sentinel Verify'],
      [await notable(api, 'preBidProviders', 'clearView'), 'ClearView Metrics'],
    ]);
  });

  withPersonas(['workspaceOwner'], "returns the workspace's notable pre-bid audience, its cpm that of its segments", async ({ owner, api }) => {
    const id = await notable(api, 'audiences', 'preBid');
    const data = await details(api, owner, id);
    expect(data).toMatchObject({ id, owId: owner.owId, name: expect.any(String), createdByUowId: expect.any(Number), createdOn: expect.any(Number) });
    expect(data.segmentIds.length).toBeGreaterThan(0);
    expect(data.cpm).toBe(cpmOf(data.prebidSegmentData));
  });

  withPersonas(['workspaceOwner'], 'answers 404 for an audience of another type', async ({ owner, api }) => {
    expectFailure(await get(api, owner, await notable(api, 'audiences', 'abm')), 'getPreBidAudience', 404, 'prebidAudienceId', messages.preBidAudienceNotFound);
  });
});

describe('updatePreBidAudience', () => {
  withPersonas(['workspaceOwner'], 'replaces the segments and the name', async ({ api, owner }) => {
    const id = await createPreBid(api, owner, [await segment(api, 'brandSafetyLowRisk'), await segment(api, 'viewabilityDisplay')]);
    const name = uniqueName('Brand Safe Video');
    const segments: SegmentIds = [await segment(api, 'brandSafetyLowRisk'), await segment(api, 'videoCompletion')];
    const response = await api.ok('updatePreBidAudience', {
      as: owner,
      params: { prebidAudienceId: id },
      body: { prebidAudienceName: name, prebidAudienceSegmentIdList: segments },
    });
    expect(response.body.data).toEqual({ prebidAudienceId: id, message: expect.any(String) });
    const data = await details(api, owner, id);
    expect(data).toMatchObject({ name });
    expect(data.segmentIds).toEqual(segments);
    expect(data.cpm).toBe(cpmOf(data.prebidSegmentData));
  });

  withPersonas(['workspaceOwner'], 'gives the same segments to the audiences of prebidAudienceIdList, keeping their names', async ({ api, owner }) => {
    const id = await createPreBid(api, owner, [await segment(api, 'brandSafetyLowRisk'), await segment(api, 'viewabilityDisplay')]);
    const otherName = uniqueName('Safe inventory');
    const other = await createPreBid(api, owner, [await segment(api, 'invalidTraffic')], otherName);
    const segments: SegmentIds = [await segment(api, 'videoCompletion')];
    await api.ok('updatePreBidAudience', {
      as: owner,
      params: { prebidAudienceId: id },
      body: { prebidAudienceName: uniqueName('Renamed'), prebidAudienceSegmentIdList: segments, prebidAudienceIdList: [other] },
    });
    const data = await details(api, owner, other);
    expect(data).toMatchObject({ name: otherName });
    expect(data.segmentIds).toEqual(segments);
    expect(data.cpm).toBe(cpmOf(data.prebidSegmentData));
  });

  withPersonas(['workspaceOwner'], 'keeps the name when none is sent and leaves pre-bid audiences it does not name alone', async ({ api, owner }) => {
    const name = uniqueName('Viewable display');
    const id = await createPreBid(api, owner, [await segment(api, 'viewabilityDisplay')], name);
    const bystander = await createPreBid(api, owner, [await segment(api, 'brandSafetyLowRisk')]);
    const before = await details(api, owner, bystander);
    const segments: SegmentIds = [await segment(api, 'viewabilityDisplay'), await segment(api, 'videoCompletion')];
    await api.ok('updatePreBidAudience', { as: owner, params: { prebidAudienceId: id }, body: { prebidAudienceSegmentIdList: segments } });
    const data = await details(api, owner, id);
    expect(data).toMatchObject({ name });
    expect(data.segmentIds).toEqual(segments);
    const after = await details(api, owner, bystander);
    expect({ name: after.name, cpm: after.cpm, segmentIds: after.segmentIds }).toEqual({ name: before.name, cpm: before.cpm, segmentIds: before.segmentIds });
    // The mock charges a pre-bid audience its cpm (spec/DECISIONS.md AT7): the lists show the new one.
    if (isPlainMock(api.target)) {
      const rows = (await api.ok('listAudiences', { as: owner })).body.responseObject;
      const cost = (audienceId: number) => rows.find((a) => Number(a.id) === audienceId)?.dataCost;
      expect([cost(id), cost(bystander)]).toEqual([data.cpm, before.cpm]);
    }
  });

  withPersonas(['workspaceOwner'], 'refuses a prebidAudienceIdList naming an audience of another type with 422, changing nothing', async ({ owner, api }) => {
    const name = uniqueName('Brand Safe + High Viewability');
    const id = await createPreBid(api, owner, [await segment(api, 'brandSafetyLowRisk'), await segment(api, 'viewabilityDisplay')], name);
    const before = await details(api, owner, id);
    const body: PreBidAudienceUpdateRequest = {
      prebidAudienceName: uniqueName('Changed'),
      prebidAudienceSegmentIdList: [await segment(api, 'videoCompletion')],
      prebidAudienceIdList: [await notable(api, 'audiences', 'geoFarmed')],
    };
    expectFailure(await update(api, owner, id, body), 'updatePreBidAudience', 422, 'prebidAudienceIdList[0]', messages.preBidAudienceListInvalid);
    const after = await details(api, owner, id);
    expect(after).toMatchObject({ name, cpm: before.cpm });
    expect(after.segmentIds).toEqual(before.segmentIds);
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown segment with 422', async ({ owner, api }) => {
    const id = await createPreBid(api, owner, [await segment(api, 'invalidTraffic')]);
    expectFailure(
      await update(api, owner, id, { prebidAudienceSegmentIdList: [NEVER_ISSUED_ID] }),
      'updatePreBidAudience',
      422,
      'prebidAudienceSegmentIdList[0]',
      messages.preBidSegmentNotFound,
    );
  });

  withPersonas(['workspaceOwner'], 'answers 404 for an unknown id', async ({ owner, api }) => {
    expectFailure(
      await update(api, owner, NEVER_ISSUED_ID, { prebidAudienceSegmentIdList: [await segment(api, 'invalidTraffic')] }),
      'updatePreBidAudience',
      404,
      'prebidAudienceId',
      messages.preBidAudienceNotFound,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses a blank prebidAudienceName with 422', async ({ owner, api }) => {
    const segments: SegmentIds = [await segment(api, 'invalidTraffic')];
    const id = await createPreBid(api, owner, segments);
    const response = await update(api, owner, id, { prebidAudienceName: '  ', prebidAudienceSegmentIdList: segments });
    expectFailure(response, 'updatePreBidAudience', 422, 'prebidAudienceName', messages.blankText);
  });

  withPersonas(['workspaceOwner'], 'refuses a prebidAudienceIdList naming an unknown audience with 422', async ({ owner, api }) => {
    const segments: SegmentIds = [await segment(api, 'invalidTraffic')];
    const id = await createPreBid(api, owner, segments);
    const body: PreBidAudienceUpdateRequest = { prebidAudienceSegmentIdList: segments, prebidAudienceIdList: [NEVER_ISSUED_ID] };
    expectFailure(await update(api, owner, id, body), 'updatePreBidAudience', 422, 'prebidAudienceIdList[0]', messages.preBidAudienceListInvalid);
  });
});
