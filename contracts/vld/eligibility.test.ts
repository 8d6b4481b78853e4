import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock } from '../support/admin.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { mockOnly, useTarget } from '../support/suite.ts';
import { CampaignId, DAY, day, vldList } from './helpers.ts';

const suite = useTarget();

/** A window inside every notable campaign's life is not needed: eligibility is checked first. */
async function assess(as: Session, campaignId: number) {
  return call(suite.current, 'computeVldReport', { as, body: { campaignId, vldStartDate: day(-5), vldEndDate: day(-2) } });
}

async function refusedFor(campaignId: number): Promise<Array<{ error: string; field?: string }>> {
  const owner = await login(suite.current, 'workspaceOwner');
  return errorsOf(expectContract(await assess(owner, campaignId), 'computeVldReport', 422));
}

describe('listVldEligibleCampaigns', () => {
  it('lists exactly the eligible political campaigns by status', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'listVldEligibleCampaigns', { as: owner });
    expect(response.body.data).toEqual({
      running: [CampaignId.runningPolitical],
      paused: [CampaignId.pausedPolitical],
      expired: [CampaignId.expiredPolitical],
    });
  });

  it('lists none of them to another workspace', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const response = await callOk(suite.current, 'listVldEligibleCampaigns', { as: other });
    expect(response.body.data).toEqual({ running: [], paused: [], expired: [] });
  });

  mockOnly(suite, 'drops an expired campaign two years after its end', 'moves the mock clock', async () => {
    const before = await callOk(suite.current, 'listVldEligibleCampaigns', { as: await login(suite.current, 'workspaceOwner') });
    expect(before.body.data.expired).toContain(CampaignId.expiredPolitical);
    // 9010 ended 100 days before the epoch: 2 x 365 - 100 + 2 days later it ended more than two years ago.
    await advanceClock(suite.current, (2 * 365 - 100 + 2) * DAY);
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'listVldEligibleCampaigns', { as: owner });
    expect(response.body.data.expired).not.toContain(CampaignId.expiredPolitical);
  });
});

describe('VLD eligibility rules (one campaign per rule)', () => {
  it('refuses a campaign that is not political', async () => {
    expect(await refusedFor(CampaignId.running)).toEqual([{ error: messages.vldNotPolitical, field: 'campaignId' }]);
  });

  it('refuses draft, pending and deleted political campaigns', async () => {
    for (const campaignId of [CampaignId.draftPolitical, CampaignId.pendingPolitical, CampaignId.deletedPolitical]) {
      expect(await refusedFor(campaignId)).toContainEqual({ error: messages.vldStatusNotEligible, field: 'campaignId' });
    }
    expect(await refusedFor(CampaignId.draftPolitical)).toEqual([{ error: messages.vldStatusNotEligible, field: 'campaignId' }]);
  });

  it('refuses a campaign shorter than 3 days', async () => {
    expect(await refusedFor(CampaignId.vldTooShortPolitical)).toEqual([{ error: messages.vldTooShort, field: 'campaignId' }]);
  });

  it('refuses a campaign created before 16 September 2024', async () => {
    expect(await refusedFor(CampaignId.vldCreatedTooEarlyPolitical)).toEqual([{ error: messages.vldCreatedTooEarly, field: 'campaignId' }]);
  });

  it('refuses a campaign whose voter location includes Oregon', async () => {
    expect(await refusedFor(CampaignId.vldTargetsOregonPolitical)).toEqual([{ error: messages.vldTargetsOregon, field: 'campaignId' }]);
  });

  it('refuses a campaign without a Matched Audience', async () => {
    expect(await refusedFor(CampaignId.vldNoMatchedAudiencePolitical)).toEqual([{ error: messages.vldNoMatchedAudience, field: 'campaignId' }]);
  });

  it.each([
    ['vldNotPolitical', CampaignId.running],
    ['vldStatusNotEligible', CampaignId.draftPolitical],
    ['vldTooShort', CampaignId.vldTooShortPolitical],
    ['vldCreatedTooEarly', CampaignId.vldCreatedTooEarlyPolitical],
    ['vldTargetsOregon', CampaignId.vldTargetsOregonPolitical],
    ['vldNoMatchedAudience', CampaignId.vldNoMatchedAudiencePolitical],
  ] as const)('creating a report is refused by the same rules (%s), storing nothing', async (rule, campaignId) => {
    const owner = await login(suite.current, 'workspaceOwner');
    const before = await vldList(suite.current, owner);
    const body = { campaignId, vldStartDate: day(-10), vldEndDate: day(-5) };
    const response = expectContract(await call(suite.current, 'createVldReport', { as: owner, body }), 'createVldReport', 422);
    expect(errorsOf(response)).toEqual([{ error: messages[rule], field: 'campaignId' }]);
    expect(await vldList(suite.current, owner)).toEqual(before);
  });

  mockOnly(suite, 'refuses a campaign that expired more than two years ago', 'moves the mock clock', async () => {
    await advanceClock(suite.current, (2 * 365 - 100 + 2) * DAY);
    const owner = await login(suite.current, 'workspaceOwner');
    const body = { campaignId: CampaignId.expiredPolitical, vldStartDate: day(-140), vldEndDate: day(-120) };
    const response = expectContract(await call(suite.current, 'computeVldReport', { as: owner, body }), 'computeVldReport', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.vldExpiredTooLongAgo, field: 'campaignId' }]);
  });

  it('answers 404 for an unknown campaign and for one of another workspace', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const campaignId of [999_999, CampaignId.otherWorkspaceRunning]) {
      const response = expectContract(await assess(owner, campaignId), 'computeVldReport', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldCampaignNotFound, field: 'campaignId' });
    }
    const other = await login(suite.current, 'otherWorkspaceUser');
    const response = expectContract(await assess(other, CampaignId.runningPolitical), 'computeVldReport', 404);
    expect(errorsOf(response)[0]?.error).toBe(messages.vldCampaignNotFound);
  });
});
