import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../../fixtures/world.ts';
import { PreBidSegmentId } from '../../../fixtures/audience-types.ts';
import { emptyLocationSet } from './model.ts';
import { geoUniques, mixesDisplayAndVideo, preBidCpm, segmentUniques, urlVerdict } from './rules.ts';

const world = buildWorld();
const segments = (...ids: number[]) => world.preBidSegments.filter((s) => ids.includes(s.prebidAudienceSegmentId));

describe('pre-bid pricing', () => {
  it('sums the cpms of segments of one creative kind', () => {
    expect(preBidCpm(segments(PreBidSegmentId.brandSafetyLowRisk, PreBidSegmentId.viewabilityDisplay))).toBe(0.3);
  });

  it('counts segments for every creative type as neither display-only nor video-only', () => {
    expect(mixesDisplayAndVideo(segments(PreBidSegmentId.invalidTraffic, PreBidSegmentId.videoCompletion))).toBe(false);
  });

  it('charges half as much again when display-only and video-only segments mix', () => {
    expect(preBidCpm(segments(PreBidSegmentId.viewabilityDisplay, PreBidSegmentId.videoCompletion))).toBe(0.83);
  });
});

describe('segment uniques', () => {
  it('adds a union and keeps 62% of the smallest group per intersection', () => {
    expect(segmentUniques([[101, 102]], world.audienceSegments)).toBe(570_000);
    expect(segmentUniques([[101, 102], [205]], world.audienceSegments)).toBe(310_000);
  });
});

describe('geo uniques', () => {
  it('never falls below zero', () => {
    const excluded = { ...emptyLocationSet(), states: [1] };
    expect(geoUniques({ ...emptyLocationSet(), zipCodes: [97204] }, excluded, 0)).toBe(0);
  });
});

describe('urlVerdict', () => {
  it.each([
    ['https://trailrunner.example/gear', true],
    ['http://www.news.example/a', true],
    ['https://unknown.example/', null],
    ['ftp://trailrunner.example/', false],
    ['trailrunner.example', false],
    ['https://localhost/', false],
    ['not a url', false],
  ])('%s is %s', (url, verdict) => {
    expect(urlVerdict(world, url)).toBe(verdict);
  });
});
