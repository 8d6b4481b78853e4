import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../../fixtures/world.ts';
import { PreBidSegmentId } from '../../../fixtures/audience-types.ts';
import { emptyLocationSet, type GeoCustomArea } from './model.ts';
import { AudienceTypeId } from '../audiences/model.ts';
import type { World } from '../world.ts';
import type { AbmFilters } from './model.ts';
import {
  abmStatistics,
  campaignUniques,
  contextualUniques,
  dataCostOf,
  geoUniques,
  isEmptyLocationSet,
  lookalikeUniques,
  mixesDisplayAndVideo,
  preBidCpm,
  segmentUniques,
  splitList,
  timePairInOrder,
  urlVerdict,
} from './rules.ts';

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

/** A circle of the given radius in miles (only the radius counts towards uniques). */
const circle = (radius: number) => ({ latitude: 45.5, longitude: -122.6, radius }) as GeoCustomArea;

describe('geo uniques', () => {
  it('weighs each kind of location (AT4), adds the file locations and takes off the excluded ones', () => {
    const included = {
      ...emptyLocationSet(),
      states: [1],
      counties: [1, 2],
      cities: [1, 2, 3],
      congressionalDistrictIds: [1],
      stateSenates: [1, 2],
      stateHouses: [1],
      zipCodes: [1, 2],
      locationIds: [1, 2, 3],
      customAreas: [circle(2.5)],
    };
    const excluded = { ...emptyLocationSet(), counties: [9], customAreas: [circle(0.5)] };
    // 50 000 + 2 × 12 000 + 3 × 4 000 + 8 000 + 2 × 6 000 + 3 000 + 2 × 1 500 + 3 × 1 000 + 2.5 × 2 000, + 2 × 800, − 12 000 − 0.5 × 2 000
    expect(geoUniques(included, excluded, 2)).toBe(108_600);
    expect(geoUniques(emptyLocationSet(), emptyLocationSet(), 3)).toBe(2_400);
  });

  it('calls a set empty only when it names nothing', () => {
    expect(isEmptyLocationSet(emptyLocationSet())).toBe(true);
    expect(isEmptyLocationSet({ ...emptyLocationSet(), zipCodes: [97204] })).toBe(false);
    expect(isEmptyLocationSet({ ...emptyLocationSet(), customAreas: [circle(1)] })).toBe(false);
  });

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
    ['  https://TrailRunner.example/gear  ', true],
    ['https://trailrunner.example/trail maps', false],
    ['https://news.example.org/', null],
  ])('%s is %s', (url, verdict) => {
    expect(urlVerdict(world, url)).toBe(verdict);
  });
});

describe('time pairs', () => {
  it('orders a pair whose end is after its start, as HH:MM:SS text', () => {
    expect(timePairInOrder(['09:00:00', '17:30:00'])).toBe(true);
    expect(timePairInOrder(['09:00:00', '09:00:00'])).toBe(false);
    expect(timePairInOrder(['17:30:00', '09:00:00'])).toBe(false);
  });
});

describe('campaign, contextual and lookalike uniques', () => {
  it('counts 5 000 per impressions campaign, 400 per clicks campaign and 40 per conversions campaign (AT5)', () => {
    expect(campaignUniques({ impressions: [1], clicks: [1, 2], conversions: [1, 2, 3] })).toBe(5_920);
  });

  it('counts 6 000 per keyword and 2 500 per URL, times (11 − frequency) / 10 (AT8)', () => {
    expect(contextualUniques(2, 1, 3)).toBe(11_600);
    expect(contextualUniques(1, 0, 10)).toBe(600);
  });

  it("counts the sources' uniques × audienceSize × 2, at most the largest safe integer (AT10)", () => {
    expect(lookalikeUniques([1_000, 500], 3)).toBe(9_000);
    expect(lookalikeUniques([Number.MAX_SAFE_INTEGER], 2)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('splits comma-separated text into its non-blank items, trimmed', () => {
    expect(splitList(' hiking, trail running ,, ')).toEqual(['hiking', 'trail running']);
    expect(splitList(undefined)).toEqual([]);
  });
});

describe('data costs', () => {
  it('charges each type its fixed cost (AT3); a pre-bid audience has none of its own (it costs its cpm)', () => {
    const costs = [
      AudienceTypeId.geoFarmed,
      AudienceTypeId.campaign,
      AudienceTypeId.segment,
      AudienceTypeId.contextual,
      AudienceTypeId.lookalike,
      AudienceTypeId.abm,
    ];
    expect(costs.map(dataCostOf)).toEqual([0.75, 0, 1.25, 0.5, 1, 2]);
    expect(dataCostOf(AudienceTypeId.preBid)).toBe(0);
  });
});

describe('ABM statistics (AT12)', () => {
  const entry = (id: number, dataProviderId: number) => ({ id, displayName: `Entry ${id}`, displayOrder: id, dataProviderId });
  const system = (id: number, dataProviderId: number, accounts: number, npis: number) => ({ ...entry(id, dataProviderId), accounts, npis });
  const healthcare = {
    healthcareSystems: [system(1, 1, 10, 100), system(2, 1, 5, 50), system(3, 2, 7, 70), system(4, 3, 2, 30)],
    healthcareSpecialities: [entry(11, 1), entry(12, 1), entry(13, 1), entry(14, 1), entry(15, 2)],
  } as unknown as World;
  const filters = (chosen: Partial<AbmFilters> = {}): AbmFilters => ({
    ...{ ids: [], dataProviderIds: [], healthCareSystemIds: [], accountIds: [], accountTypeIds: [], accountSubTypeIds: [], titleIds: [] },
    ...{ specialityIds: [], countryIds: [], stateIds: [], cityIds: [], pageNo: 0, noOfEntries: 50 },
    ...chosen,
  });

  it("counts all of dataProviderId's entries when the filters name none", () => {
    expect(abmStatistics(healthcare, 1, filters())).toEqual({ healthSystem: 2, account: 15, accountType: 4, npiReach: 150, speciality: 4 });
  });

  it("takes the filters' data providers over dataProviderId", () => {
    expect(abmStatistics(healthcare, 1, filters({ dataProviderIds: [2] }))).toEqual({
      healthSystem: 1,
      account: 7,
      accountType: 4,
      npiReach: 70,
      speciality: 1,
    });
  });

  it('counts the systems, accounts, account types and specialities named; the NPI reach in proportion to the specialities', () => {
    const named = filters({ healthCareSystemIds: [2], specialityIds: [11], accountIds: [7, 8, 9], accountTypeIds: [1, 2] });
    expect(abmStatistics(healthcare, 1, named)).toEqual({ healthSystem: 1, account: 3, accountType: 2, npiReach: 13, speciality: 1 });
  });

  it('reaches no more than every NPI of the systems, and none for a provider without specialities', () => {
    expect(abmStatistics(healthcare, 1, filters({ specialityIds: [11, 12, 13, 14, 15] })).npiReach).toBe(150);
    expect(abmStatistics(healthcare, 3, filters())).toEqual({ healthSystem: 1, account: 2, accountType: 4, npiReach: 0, speciality: 0 });
  });
});
