import { describe, expect, it } from 'vitest';
import { messages, type MessageKey } from '../../mock/messages.ts';
import { advanceClock } from '../support/admin.ts';
import { profileId } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, login, session, type Session } from '../support/client.ts';
import { mockOnly, useTarget } from '../support/suite.ts';
import { DAY, allVldReports, campaignId, day, idsOf } from './helpers.ts';

const suite = useTarget();

const owner = () => session(suite.current, 'workspaceOwner');

/** A window inside every notable campaign's life is not needed: eligibility is checked first. */
async function assess(as: Session, campaign: number) {
  return call(suite.current, 'computeVldReport', { as, body: { campaignId: campaign, vldStartDate: day(-5), vldEndDate: day(-2) } });
}

async function refusedFor(role: string): Promise<Array<{ error: string; field?: string }>> {
  return errorsOf(expectContract(await assess(await owner(), await campaignId(suite, role)), 'computeVldReport', 422));
}

/** The eligible campaigns by status, and the notable campaigns that fail a rule. */
const eligibleRoles = { running: 'runningPolitical', paused: 'pausedPolitical', expired: 'expiredPolitical' } as const;
const ineligibleRoles = [
  'running',
  'draftPolitical',
  'pendingPolitical',
  'deletedPolitical',
  'vldTooShortPolitical',
  'vldCreatedTooEarlyPolitical',
  'vldTargetsOregonPolitical',
  'vldNoMatchedAudiencePolitical',
];

describe('listVldEligibleCampaigns', () => {
  it('lists the eligible political campaigns by status, ids ascending, and none that fails a rule', async () => {
    const as = await owner();
    const data = (await callOk(suite.current, 'listVldEligibleCampaigns', { as })).body.data as Record<keyof typeof eligibleRoles, number[]>;
    const listed = Object.values(data).flat().map(Number);
    for (const [status, role] of Object.entries(eligibleRoles) as Array<[keyof typeof eligibleRoles, string]>) {
      const ids = data[status].map(Number);
      expect(ids, status).toContain(await campaignId(suite, role));
      expect(ids, status).toEqual([...ids].sort((a, b) => a - b));
    }
    for (const role of ineligibleRoles) expect(listed, role).not.toContain(await campaignId(suite, role));
    // Eligibility is checked before the window: an empty window of a listed campaign is refused for the window only.
    for (const listedId of listed) {
      const response = expectContract(await call(suite.current, 'computeVldReport', { as, body: { campaignId: listedId, vldStartDate: day(0), vldEndDate: day(0) } }), 'computeVldReport', 422);
      expect(errorsOf(response), `campaign ${listedId}`).toEqual([{ error: messages.vldWindowOrder, field: 'vldEndDate' }]);
    }
  });

  it('lists none of them to another workspace [smoke]', async () => {
    const other = await session(suite.current, 'otherWorkspaceUser');
    const response = await callOk(suite.current, 'listVldEligibleCampaigns', { as: other });
    const listed = Object.values(response.body.data as Record<string, number[]>).flat().map(Number);
    for (const role of Object.values(eligibleRoles)) expect(listed).not.toContain(await campaignId(suite, role));
  });

  it('refuses a workspace the caller may not act in (403) [smoke]', async () => {
    const as = await owner();
    const owId = await profileId(suite, 'organizations', 'otherWorkspace');
    const response = expectContract(await call(suite.current, 'listVldEligibleCampaigns', { as, owId }), 'listVldEligibleCampaigns', 403);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.workspaceForbidden, field: 'X-IAA-OW-ID' });
  });

  mockOnly(suite, 'drops an expired campaign two years after its end', 'moves the mock clock', async () => {
    const expired = await campaignId(suite, 'expiredPolitical');
    const before = await callOk(suite.current, 'listVldEligibleCampaigns', { as: await login(suite.current, 'workspaceOwner') });
    expect(before.body.data.expired).toContain(expired);
    // 9010 ended 100 days before the epoch: 2 x 365 - 100 + 2 days later it ended more than two years ago.
    await advanceClock(suite.current, (2 * 365 - 100 + 2) * DAY);
    const as = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'listVldEligibleCampaigns', { as });
    expect(response.body.data.expired).not.toContain(expired);
  });
});

describe('VLD eligibility rules (one campaign per rule)', () => {
  it('refuses a campaign that is not political', async () => {
    expect(await refusedFor('running')).toEqual([{ error: messages.vldNotPolitical, field: 'campaignId' }]);
  });

  it('refuses draft, pending and deleted political campaigns', async () => {
    for (const role of ['draftPolitical', 'pendingPolitical', 'deletedPolitical']) {
      expect(await refusedFor(role), role).toContainEqual({ error: messages.vldStatusNotEligible, field: 'campaignId' });
    }
    expect(await refusedFor('draftPolitical')).toEqual([{ error: messages.vldStatusNotEligible, field: 'campaignId' }]);
  });

  it('refuses a campaign shorter than 3 days', async () => {
    expect(await refusedFor('vldTooShortPolitical')).toEqual([{ error: messages.vldTooShort, field: 'campaignId' }]);
  });

  it('refuses a campaign created before 16 September 2024', async () => {
    expect(await refusedFor('vldCreatedTooEarlyPolitical')).toEqual([{ error: messages.vldCreatedTooEarly, field: 'campaignId' }]);
  });

  it('refuses a campaign whose voter location includes Oregon', async () => {
    expect(await refusedFor('vldTargetsOregonPolitical')).toEqual([{ error: messages.vldTargetsOregon, field: 'campaignId' }]);
  });

  it('refuses a campaign without a Matched Audience', async () => {
    expect(await refusedFor('vldNoMatchedAudiencePolitical')).toEqual([{ error: messages.vldNoMatchedAudience, field: 'campaignId' }]);
  });

  it.each([
    ['vldNotPolitical', 'running'],
    ['vldStatusNotEligible', 'draftPolitical'],
    ['vldTooShort', 'vldTooShortPolitical'],
    ['vldCreatedTooEarly', 'vldCreatedTooEarlyPolitical'],
    ['vldTargetsOregon', 'vldTargetsOregonPolitical'],
    ['vldNoMatchedAudience', 'vldNoMatchedAudiencePolitical'],
  ] as Array<[MessageKey, string]>)('creating a report is refused by the same rules (%s), storing nothing', async (rule, role) => {
    const as = await owner();
    const before = idsOf(await allVldReports(suite.current, as));
    const body = { campaignId: await campaignId(suite, role), vldStartDate: day(-10), vldEndDate: day(-5) };
    const response = expectContract(await call(suite.current, 'createVldReport', { as, body }), 'createVldReport', 422);
    expect(errorsOf(response)).toEqual([{ error: messages[rule], field: 'campaignId' }]);
    expect(idsOf(await allVldReports(suite.current, as))).toEqual(before);
  });

  mockOnly(suite, 'refuses a campaign that expired more than two years ago', 'moves the mock clock', async () => {
    await advanceClock(suite.current, (2 * 365 - 100 + 2) * DAY);
    const as = await login(suite.current, 'workspaceOwner');
    const body = { campaignId: await campaignId(suite, 'expiredPolitical'), vldStartDate: day(-140), vldEndDate: day(-120) };
    const response = expectContract(await call(suite.current, 'computeVldReport', { as, body }), 'computeVldReport', 422);
    expect(errorsOf(response)).toEqual([{ error: messages.vldExpiredTooLongAgo, field: 'campaignId' }]);
  });

  it('answers 404 for an unknown campaign and for one of another workspace', async () => {
    const as = await owner();
    for (const campaign of [999_999, await campaignId(suite, 'otherWorkspaceRunning')]) {
      const response = expectContract(await assess(as, campaign), 'computeVldReport', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldCampaignNotFound, field: 'campaignId' });
    }
    const other = await session(suite.current, 'otherWorkspaceUser');
    const response = expectContract(await assess(other, await campaignId(suite, 'runningPolitical')), 'computeVldReport', 404);
    expect(errorsOf(response)[0]?.error).toBe(messages.vldCampaignNotFound);
  });
});
