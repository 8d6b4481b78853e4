/**
 * Ids of the default world the audience-type suites address (GET /__mock/fixtures
 * lists them under notableIds), and small helpers the suites share.
 */
import { expect } from 'vitest';
import { HealthcareDataProviderId, LocationFileId, SegmentPartnerId } from '../../fixtures/audience-types.ts';
import { AudienceId, CampaignId } from '../../fixtures/campaigns.ts';
import type { Response } from 'supertest';
import { mockNow } from '../support/admin.ts';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, type Session } from '../support/client.ts';
import type { Target } from '../support/target.ts';

export const DAY = 86_400_000;

export const Ids = {
  ...AudienceId,
  runningCampaign: CampaignId.running,
  pausedCampaign: CampaignId.paused,
  otherWorkspaceCampaign: CampaignId.otherWorkspaceRunning,
  portlandStoresFile: LocationFileId.portlandStores,
  otherWorkspaceLocationFile: LocationFileId.otherWorkspace,
  northstarPartner: SegmentPartnerId.northstar,
  bluefinPartner: SegmentPartnerId.bluefin,
  medReach: HealthcareDataProviderId.medReach,
  careGraph: HealthcareDataProviderId.careGraph,
} as const;

/** The target's clock: the mock's when it has one (frozen in the suites), else the wall clock. */
export async function targetNow(target: Target): Promise<number> {
  return target.isMock ? mockNow(target) : Date.now();
}

/** Checks the contract and the first error's field (and text, when given). */
export function expectFailure(response: Response, operationId: string, status: number, field: string | RegExp, error?: string): void {
  expectContract(response, operationId, status);
  const first = errorsOf(response)[0];
  if (typeof field === 'string') expect(first?.field).toBe(field);
  else expect(first?.field).toMatch(field);
  if (error !== undefined) expect(first?.error).toBe(error);
}

export interface CreatedIds {
  geo: number;
  campaign: number;
  preBid: number;
  segment: number;
  abm: number;
}

/** Creates one audience of each type with a details read, as `as`, and answers their ids. */
export async function createEach(target: Target, as: Session, campaignId: number): Promise<CreatedIds> {
  const now = await targetNow(target);
  const geo = await callOk(target, 'addGeoFarmedAudience', { as, body: { audienceName: 'Geo', startDate: now, endDate: now + DAY, timezone: 32, locations: { included: { zipCodes: [94102] } } } });
  const campaign = await callOk(target, 'addCampaignAudience', { as, body: { audienceName: 'Campaign', startDate: now - DAY, endDate: now, campaignDetail: { impressions: [campaignId] } } });
  const preBid = await callOk(target, 'addPreBidAudience', { as, body: { prebidAudienceName: 'Pre-bid', prebidAudienceSegmentIdList: [501], prebidAudienceProviderId: 1 } });
  const segment = await callOk(target, 'addSegmentAudience', { as, body: { groupName: 'Segment', segmentPartnerId: Ids.northstarPartner, equation: '(101)' } });
  const abm = await callOk(target, 'addAbmAudience', { as, body: { audienceName: 'ABM', dataProviderId: Ids.medReach, filters: { titleIds: [1] } } });
  return { geo: geo.body.data.id, campaign: campaign.body.data.id, preBid: preBid.body.data.id, segment: segment.body.data.id, abm: abm.body.data.id };
}

/** Every read and change of these audiences answers 404 for `as`, naming the path field, as for an id never issued. */
export async function expectUnknown(target: Target, as: Session, ids: CreatedIds): Promise<void> {
  expectFailure(await call(target, 'getGeoFarmedAudience', { as, params: { 'geo-farmed_audience_id': ids.geo } }), 'getGeoFarmedAudience', 404, 'geo-farmed_audience_id', messages.geoFarmedAudienceNotFound);
  expectFailure(await call(target, 'getCampaignAudience', { as, params: { campaign_audience_id: ids.campaign } }), 'getCampaignAudience', 404, 'campaign_audience_id', messages.campaignAudienceNotFound);
  expectFailure(await call(target, 'getPreBidAudience', { as, params: { prebidAudienceId: ids.preBid } }), 'getPreBidAudience', 404, 'prebidAudienceId', messages.preBidAudienceNotFound);
  expectFailure(
    await call(target, 'updatePreBidAudience', { as, params: { prebidAudienceId: ids.preBid }, body: { prebidAudienceSegmentIdList: [511] } }),
    'updatePreBidAudience',
    404,
    'prebidAudienceId',
    messages.preBidAudienceNotFound,
  );
  expectFailure(
    await call(target, 'updateSegmentAudience', { as, params: { audienceId: ids.segment }, body: { dataPartnerId: Ids.northstarPartner, equation: '(102)' } }),
    'updateSegmentAudience',
    404,
    'audienceId',
    messages.segmentAudienceNotFound,
  );
  expectFailure(await call(target, 'getAbmAudience', { as, params: { audienceId: ids.abm } }), 'getAbmAudience', 404, 'audienceId', messages.abmAudienceNotFound);
  expectFailure(await call(target, 'getAbmHealthcareStatistics', { as, params: { audienceId: ids.abm } }), 'getAbmHealthcareStatistics', 404, 'audienceId', messages.abmAudienceNotFound);
}
