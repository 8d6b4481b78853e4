/**
 * What the audience-type suites share: the records of the target's world they
 * address (its profile's notableIds), the target's clock, creating audiences
 * under unique names that are deleted again when the test ends, and the checks
 * of refusals.
 */
import type { RequestBody } from '../../spec/generated/operations.ts';
import type { ContextualAudienceRequest, HealthcareListItem } from '../../spec/generated/types.ts';
import type { Response } from 'supertest';
import { messages } from '../support/texts.ts';
import { cleanup, targetNow as clockOf, uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { expectErrorField, expectRefusal, type Api, type Documented } from '../support/api.ts';
import { expect } from '../support/harness.ts';

export const DAY = 86_400_000;

/** An audience id no target issues: ids are positive 32-bit integers counted up from the world's. */
export const NEVER_ISSUED_ID = 2_000_000_000;

/** Audience type ids (AT3: the details' `type` and `audienceTypeId`). */
export const TypeId = { geoFarmed: 2, segment: 4, contextual: 5, preBid: 6, campaign: 7, lookalike: 8, abm: 9 } as const;

/** A record of the target's world named by its profile: `notable(api, 'audiences', 'segment')`. */
export const notable = (api: Api, kind: string, role: string) => api.ids.of(kind, role);

/** A dynamic contextual audience's body (keywords, collected daily for 30 days), with a fresh name. */
export const dynamicContextualBody = (overrides: Partial<ContextualAudienceRequest> = {}): ContextualAudienceRequest => ({
  audienceName: uniqueName('Rolling Trail Readers'),
  keywords: 'hiking',
  frequency: 1,
  timezoneId: 29,
  dataCollectionMethodId: 2,
  dataCollectionDays: 30,
  ...overrides,
});

/** The target's clock, learnt from the creation time of a pre-bid audience made for the purpose. */
export async function targetNow(api: Api, as: Session): Promise<number> {
  return clockOf(api.target, async () => {
    const id = await createPreBid(api, as, [await notable(api, 'preBidSegments', 'invalidTraffic')]);
    return Number((await api.ok('getPreBidAudience', { as, params: { prebidAudienceId: id } })).body.data.createdOn);
  });
}

/**
 * Checks the contract, the first error's text (when given) and its field: a field
 * named otherwise, or none, is a deviation (reported), as the documents describe it
 * without promising it.
 */
export function expectFailure(response: Response, operationId: string, status: number, field: string | RegExp, error?: string): void {
  const first = expectRefusal(response, operationId, status, error === undefined ? undefined : { error });
  expectErrorField(first, field, operationId, status);
}

/** Deletes the audiences when the running test ends, pass or fail. */
export function deleteWhenDone(api: Api, as: Session, ids: number[]): void {
  cleanup(async () => api.call('deleteAudiences', { as, body: { audienceIds: ids.join(',') } }));
}

/**
 * The new audience's id from a create answer. Where the answer may leave it out
 * (the ABM create documents only its message), the audience is found in the
 * list by its name, which must be unique.
 */
export async function createdId(api: Api, as: Session, response: Response, name: string): Promise<number> {
  const id = response.body.data?.id;
  if (id !== undefined && id !== null) return Number(id);
  const listed = (await api.ok('listAudiences', { as, query: { searchField: name } })).body.responseObject;
  const matches = listed.filter((a) => a.audienceName === name);
  expect(matches, `the audience just created as "${name}"`).toHaveLength(1);
  return Number(matches[0]!.id);
}

/** The operations that create an audience of a type. */
export type CreateOperation =
  | 'addAbmAudience'
  | 'addCampaignAudience'
  | 'addContextualAudience'
  | 'addGeoFarmedAudience'
  | 'addLookalikeAudience'
  | 'addPreBidAudience'
  | 'addSegmentAudience';

/** The body of an audience type's create operation, as the contract documents it. */
export type CreateBody<Id extends CreateOperation> = Documented<RequestBody<Id>>;

/**
 * Creates an audience through `operationId` under the body's name (which the
 * caller made unique), checks the answer and deletes it again when the test ends.
 */
export async function createAudience<Id extends CreateOperation>(api: Api, as: Session, operationId: Id, body: CreateBody<Id>, name: string): Promise<number> {
  const response = await api.ok(operationId, { as, body });
  const id = await createdId(api, as, response, name);
  deleteWhenDone(api, as, [id]);
  return id;
}

/** A pre-bid audience of the given segments, from the profile's provider. */
export async function createPreBid(api: Api, as: Session, segments: [number, ...number[]], name = uniqueName('Pre-bid')): Promise<number> {
  const body = { prebidAudienceName: name, prebidAudienceSegmentIdList: segments, prebidAudienceProviderId: await notable(api, 'preBidProviders', 'sentinel') };
  return createAudience(api, as, 'addPreBidAudience', body, name);
}

/**
 * Ids of the healthcare lists of the profile's MedReach provider: the first
 * titles, specialities and systems it lists (read once per file).
 */
export interface HealthcareIds {
  provider: number;
  titles: number[];
  specialities: number[];
  systems: number[];
}

let healthcare: HealthcareIds | undefined;

export async function healthcareIds(api: Api, as: Session): Promise<HealthcareIds> {
  if (healthcare) return healthcare;
  const provider = await notable(api, 'healthcareDataProviders', 'medReach');
  const query = { dataProviderIds: provider, noOfEntries: 3 };
  const ids = (items: HealthcareListItem[]) => items.map((item) => Number(item.id));
  healthcare = {
    provider,
    titles: ids((await api.ok('listHealthcareTitles', { as, query })).body.data.titleList),
    specialities: ids((await api.ok('listHealthcareSpecialities', { as, query })).body.data.specialityList),
    systems: ids((await api.ok('listHealthcareSystems', { as, query })).body.data.healthcareSystemList),
  };
  return healthcare;
}

export interface CreatedIds {
  geo: number;
  campaign: number;
  preBid: number;
  segment: number;
  abm: number;
}

/** Creates one audience of each type with a details read, as `as`, and answers their ids (deleted again when the test ends). */
export async function createEach(api: Api, as: Session, campaignId: number): Promise<CreatedIds> {
  const now = await targetNow(api, as);
  const create = async <Id extends CreateOperation>(operationId: Id, body: (name: string) => CreateBody<Id>) => {
    const name = uniqueName(operationId);
    return createAudience(api, as, operationId, body(name), name);
  };
  const { provider, titles } = await healthcareIds(api, as);
  const preBidSegment = await notable(api, 'preBidSegments', 'invalidTraffic');
  const preBidProvider = await notable(api, 'preBidProviders', 'sentinel');
  const segmentPartner = await notable(api, 'segmentPartners', 'northstar');
  return {
    geo: await create('addGeoFarmedAudience', (audienceName) => ({
      audienceName,
      startDate: now,
      endDate: now + DAY,
      timezone: 32,
      locations: { included: { zipCodes: [94102] } },
    })),
    campaign: await create('addCampaignAudience', (audienceName) => ({
      audienceName,
      startDate: now - DAY,
      endDate: now,
      campaignDetail: { impressions: [campaignId] },
    })),
    preBid: await create('addPreBidAudience', (prebidAudienceName) => ({
      prebidAudienceName,
      prebidAudienceSegmentIdList: [preBidSegment],
      prebidAudienceProviderId: preBidProvider,
    })),
    segment: await create('addSegmentAudience', (groupName) => ({ groupName, segmentPartnerId: segmentPartner, equation: '(101)' })),
    abm: await create('addAbmAudience', (audienceName) => ({ audienceName, dataProviderId: provider, filters: { titleIds: [titles[0]!] } })),
  };
}

/** Every read and change of these audiences answers 404 for `as`, naming the path field, as for an id never issued. */
export async function expectUnknown(api: Api, as: Session, ids: CreatedIds): Promise<void> {
  const segmentPartner = await notable(api, 'segmentPartners', 'northstar');
  const preBidSegment = await notable(api, 'preBidSegments', 'brandSafetyLowRisk');
  expectFailure(
    await api.call('getGeoFarmedAudience', { as, params: { 'geo-farmed_audience_id': ids.geo } }),
    'getGeoFarmedAudience',
    404,
    'geo-farmed_audience_id',
    messages.geoFarmedAudienceNotFound,
  );
  expectFailure(
    await api.call('getCampaignAudience', { as, params: { campaign_audience_id: ids.campaign } }),
    'getCampaignAudience',
    404,
    'campaign_audience_id',
    messages.campaignAudienceNotFound,
  );
  expectFailure(
    await api.call('getPreBidAudience', { as, params: { prebidAudienceId: ids.preBid } }),
    'getPreBidAudience',
    404,
    'prebidAudienceId',
    messages.preBidAudienceNotFound,
  );
  expectFailure(
    await api.call('updatePreBidAudience', { as, params: { prebidAudienceId: ids.preBid }, body: { prebidAudienceSegmentIdList: [preBidSegment] } }),
    'updatePreBidAudience',
    404,
    'prebidAudienceId',
    messages.preBidAudienceNotFound,
  );
  expectFailure(
    await api.call('updateSegmentAudience', { as, params: { audienceId: ids.segment }, body: { dataPartnerId: segmentPartner, equation: '(102)' } }),
    'updateSegmentAudience',
    404,
    'audienceId',
    messages.segmentAudienceNotFound,
  );
  expectFailure(await api.call('getAbmAudience', { as, params: { audienceId: ids.abm } }), 'getAbmAudience', 404, 'audienceId', messages.abmAudienceNotFound);
  expectFailure(
    await api.call('getAbmHealthcareStatistics', { as, params: { audienceId: ids.abm } }),
    'getAbmHealthcareStatistics',
    404,
    'audienceId',
    messages.abmAudienceNotFound,
  );
}

/** The type's own record of an audience as the mock stores it, read from a state snapshot (GET /__mock/snapshot). */
export async function storedDetails(api: Api, list: string, audienceId: number): Promise<Record<string, unknown> | undefined> {
  const response = await api.target.http.get('/__mock/snapshot');
  expect(response.status).toBe(200);
  const records = response.body.world[list] as Array<Record<string, unknown>>;
  return records.find((record) => record.audienceId === audienceId);
}
