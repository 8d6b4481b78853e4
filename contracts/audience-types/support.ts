/**
 * Ids of the default world the audience-type suites address (GET /__mock/fixtures
 * lists them under notableIds), and small helpers the suites share.
 */
import { expect } from 'vitest';
import { HealthcareDataProviderId, LocationFileId, SegmentPartnerId } from '../../fixtures/audience-types.ts';
import { AudienceId, CampaignId } from '../../fixtures/campaigns.ts';
import type { Response } from 'supertest';
import { mockNow } from '../support/admin.ts';
import { errorsOf, expectContract } from '../support/client.ts';
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
