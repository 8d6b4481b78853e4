/**
 * The uniques each type derives from its request (spec/DECISIONS.md AT4 to AT10):
 * known only once the audience is Ready, so these move the mock clock.
 */
import type { GeoFarmedAudienceRequest, GeoLocations } from '../../spec/generated/types.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { createAudience, DAY, dynamicContextualBody, notable, targetNow, type CreateBody, type CreateOperation } from './support.ts';
import { describe, expect, mockOnly, useTarget } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

/** Long enough for every new audience to turn Ready. */
const PAST_PROCESSING_MS = 60 * 60_000;

/** The uniques the plain list shows for each id. */
async function listedUniques(api: Api, as: Session, ids: number[]): Promise<number[]> {
  const rows = (await api.ok('listAudiences', { as })).body.responseObject;
  const byId = new Map(rows.map((a) => [Number(a.id), Number(a.uniques)]));
  return ids.map((id) => byId.get(id) ?? NaN);
}

async function create<Id extends CreateOperation>(api: Api, as: Session, operationId: Id, body: CreateBody<Id>, name: string): Promise<number> {
  return createAudience(api, as, operationId, body, name);
}

describe('uniques of new audiences', () => {
  mockOnly('geo-farmed: the weights of the included locations and file locations, less the excluded (AT4)', 'moves the mock clock', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    const now = await targetNow(api, owner);
    const file = await notable(api, 'locationFiles', 'portlandStores');
    const body = (audienceName: string, locations: GeoLocations): GeoFarmedAudienceRequest => ({
      audienceName,
      startDate: now,
      endDate: now + DAY,
      timezone: 29,
      locations,
    });
    const area = (radius: number) => ({ latitude: 45.5316, longitude: -122.6668, radius });
    const included = { states: [38], counties: [5, 6], cities: [7], congressionalDistricts: [3], customAreas: [area(1.5)] };
    const names = [uniqueName('Geo weights'), uniqueName('Geo file'), uniqueName('Geo all excluded')];
    const ids = [
      await create(api, owner, 'addGeoFarmedAudience', body(names[0]!, { included, excluded: { counties: [6], zipCodes: [97232] } }), names[0]!),
      await create(api, owner, 'addGeoFarmedAudience', body(names[1]!, { included: {}, locationFileIds: [file] }), names[1]!),
      await create(api, owner, 'addGeoFarmedAudience', body(names[2]!, { included: { zipCodes: [97227] }, excluded: { states: [38] } }), names[2]!),
    ];
    const fileDetails = (await api.ok('getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': ids[1]! } })).body.data;
    // The audience was made of this file: its details list it.
    const fileLocations = fileDetails.bulkLocationDetails[String(file)]!.validLocations.length;
    expect(fileLocations).toBeGreaterThan(0);
    await advanceClock(api.target, PAST_PROCESSING_MS);
    const after = await api.login('workspaceOwner');
    // 50 000 + 2 × 12 000 + 4 000 + 8 000 + 1.5 × 2 000 − 12 000 − 1 500; 800 per file location; never below 0.
    expect(await listedUniques(api, after, ids)).toEqual([75_500, 800 * fileLocations, 0]);
  });

  mockOnly('campaign, contextual, lookalike, segment and pre-bid: as AT5 to AT10 derive them', 'moves the mock clock', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    const now = await targetNow(api, owner);
    const [running, paused] = [await notable(api, 'campaigns', 'running'), await notable(api, 'campaigns', 'paused')];
    const sources = [await notable(api, 'audiences', 'matchedReady'), await notable(api, 'audiences', 'campaign')];
    const northstar = await notable(api, 'segmentPartners', 'northstar');
    const name = () => uniqueName('Uniques');
    type Creation = { [Id in CreateOperation]: [Id, (audienceName: string) => CreateBody<Id>] }[CreateOperation];
    const bodies: Creation[] = [
      [
        'addCampaignAudience',
        (audienceName) => ({
          audienceName,
          startDate: now - DAY,
          endDate: now,
          campaignDetail: { impressions: [running], clicks: [running, paused], conversions: [paused] },
        }),
      ],
      [
        'addContextualAudience',
        (audienceName) => dynamicContextualBody({ audienceName, keywords: 'hiking, trail running', urls: 'https://trailrunner.example', frequency: 3 }),
      ],
      ['addLookalikeAudience', (audienceName) => ({ audienceName, sourceAudienceIds: sources.join(','), audienceSize: 3 })],
      ['addSegmentAudience', (groupName) => ({ groupName, segmentPartnerId: northstar, equation: '(101|102)&(205)' })],
      ['addSegmentAudience', (groupName) => ({ groupName, segmentPartnerId: northstar, equation: '(101 | 102)' })],
    ];
    const ids: number[] = [];
    for (const [operationId, body] of bodies) {
      const audienceName = name();
      const request = body(audienceName);
      // Each body is named audienceName (a segment's groupName).
      ids.push(await create(api, owner, operationId, request, audienceName));
    }
    const sourceUniques = await listedUniques(api, owner, sources);
    await advanceClock(api.target, PAST_PROCESSING_MS);
    const after = await api.login('workspaceOwner');
    expect(await listedUniques(api, after, ids)).toEqual([
      5_000 + 2 * 400 + 40,
      ((2 * 6_000 + 2_500) * (11 - 3)) / 10,
      (sourceUniques[0]! + sourceUniques[1]!) * 3 * 2,
      310_000,
      570_000,
    ]);
  });
});
