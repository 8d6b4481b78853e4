/**
 * Ids of the default world the audience-type suites address (GET /__mock/fixtures
 * lists them under notableIds), and small helpers the suites share.
 */
import { expect } from 'vitest';
import type { Response } from 'supertest';
import { mockNow } from '../support/admin.ts';
import { errorsOf, expectContract } from '../support/client.ts';
import type { Target } from '../support/target.ts';

export const DAY = 86_400_000;

export const Ids = {
  matchedReady: 4001,
  matchedProcessing: 4002,
  matchedPending: 4003,
  geoFarmed: 4005,
  segment: 4006,
  preBid: 4007,
  contextual: 4008,
  campaign: 4009,
  lookalike: 4010,
  abm: 4011,
  otherWorkspaceMatched: 4101,
  runningCampaign: 9003,
  pausedCampaign: 9007,
  otherWorkspaceCampaign: 9101,
  portlandStoresFile: 4701,
  otherWorkspaceLocationFile: 4711,
  northstarPartner: 11,
  bluefinPartner: 12,
  medReach: 21,
  careGraph: 22,
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
