import { messages, type MessageKey } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { DAY, allVldReports, campaignId, day, idsOf } from './support.ts';
import { describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();

/** A window inside every notable campaign's life is not needed: eligibility is checked first. */
const assessedWindow = (campaign: number) => ({ campaignId: campaign, vldStartDate: day(-5), vldEndDate: day(-2) });

async function assess(api: Api, as: Session, campaign: number) {
  return api.call('computeVldReport', { as, body: assessedWindow(campaign) });
}

/** The owner's request to assess the notable campaign of `role`. */
async function assessment(api: Api, role: string) {
  return { as: await api.session('workspaceOwner'), body: assessedWindow(await campaignId(api, role)) };
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
  it('lists the eligible political campaigns by status, ids ascending, and none that fails a rule', async ({ api, owner }) => {
    const data = (await api.ok('listVldEligibleCampaigns', { as: owner })).body.data;
    const listed = Object.values(data).flat().map(Number);
    for (const [status, role] of Object.entries(eligibleRoles) as Array<[keyof typeof eligibleRoles, string]>) {
      const ids = data[status].map(Number);
      expect(ids, status).toContain(await campaignId(api, role));
      expect(ids, status).toEqual([...ids].sort((a, b) => a - b));
      // Each list holds the campaigns of its own status only.
      for (const [other, otherRole] of Object.entries(eligibleRoles))
        if (other !== status) expect(ids, `${status} holds ${otherRole}`).not.toContain(await campaignId(api, otherRole));
    }
    expect(new Set(listed).size, 'no campaign is listed under two statuses').toBe(listed.length);
    for (const role of ineligibleRoles) expect(listed, role).not.toContain(await campaignId(api, role));
    // Eligibility is checked before the window: an empty window of a listed campaign is refused for the window only.
    for (const listedId of listed) {
      const response = await api.expect('computeVldReport', { as: owner, body: { campaignId: listedId, vldStartDate: day(0), vldEndDate: day(0) } }, 422);
      expectErrors(errorsOf(response), [{ error: messages.vldWindowOrder, field: 'vldEndDate' }], 'computeVldReport', 422);
    }
  });

  it('lists none of them to another workspace', async ({ api, other }) => {
    const response = await api.ok('listVldEligibleCampaigns', { as: other });
    const listed = Object.values(response.body.data).flat().map(Number);
    for (const role of Object.values(eligibleRoles)) expect(listed).not.toContain(await campaignId(api, role));
  });

  it('refuses a workspace the caller may not act in (403)', async ({ api, owner, ids }) => {
    const owId = await ids.organization('otherWorkspace');
    await api.refuses('listVldEligibleCampaigns', { as: owner, owId }, 403, { error: messages.workspaceForbidden, field: 'X-IAA-OW-ID' });
  });

  mockOnly('drops an expired campaign two years after its end', 'moves the mock clock', async ({ api }) => {
    const expired = await campaignId(api, 'expiredPolitical');
    const before = await api.ok('listVldEligibleCampaigns', { as: await api.login('workspaceOwner') });
    expect(before.body.data.expired).toContain(expired);
    // 9010 ended 100 days before the epoch: 2 x 365 - 100 + 2 days later it ended more than two years ago.
    await advanceClock(api.target, (2 * 365 - 100 + 2) * DAY);
    const as = await api.login('workspaceOwner');
    const response = await api.ok('listVldEligibleCampaigns', { as });
    expect(response.body.data.expired).not.toContain(expired);
  });

  mockOnly('keeps running and paused campaigns listed two years after their end: only expired ones lapse', 'moves the mock clock', async ({ api }) => {
    // The running and paused political campaigns end within 60 days of the epoch: 2 x 365 + 60 + 3 days later both ended more than two years ago.
    await advanceClock(api.target, (2 * 365 + 60 + 3) * DAY);
    const as = await api.login('workspaceOwner');
    const data = (await api.ok('listVldEligibleCampaigns', { as })).body.data;
    expect(data.running.map(Number)).toContain(await campaignId(api, 'runningPolitical'));
    expect(data.paused.map(Number)).toContain(await campaignId(api, 'pausedPolitical'));
    expect(data.expired.map(Number)).not.toContain(await campaignId(api, 'expiredPolitical'));
  });
});

describe('VLD eligibility rules (one campaign per rule)', () => {
  it('refuses a campaign that is not political', async ({ api }) => {
    expectErrors(
      await api.refusals('computeVldReport', await assessment(api, 'running'), 422),
      [{ error: messages.vldNotPolitical, field: 'campaignId' }],
      'computeVldReport',
      422,
    );
  });

  it('refuses draft, pending and deleted political campaigns', async ({ api }) => {
    for (const role of ['draftPolitical', 'pendingPolitical', 'deletedPolitical']) {
      const errors = await api.refusals('computeVldReport', await assessment(api, role), 422);
      const index = errors.findIndex((e) => e.error === messages.vldStatusNotEligible);
      expect(index, `${role}: the refusal says ${messages.vldStatusNotEligible}`).toBeGreaterThanOrEqual(0);
      expectErrorField(errors[index], 'campaignId', 'computeVldReport', 422, index);
    }
    expectErrors(
      await api.refusals('computeVldReport', await assessment(api, 'draftPolitical'), 422),
      [{ error: messages.vldStatusNotEligible, field: 'campaignId' }],
      'computeVldReport',
      422,
    );
  });

  it('refuses a campaign shorter than 3 days', async ({ api }) => {
    expectErrors(
      await api.refusals('computeVldReport', await assessment(api, 'vldTooShortPolitical'), 422),
      [{ error: messages.vldTooShort, field: 'campaignId' }],
      'computeVldReport',
      422,
    );
  });

  it('refuses a campaign created before 16 September 2024', async ({ api }) => {
    expectErrors(
      await api.refusals('computeVldReport', await assessment(api, 'vldCreatedTooEarlyPolitical'), 422),
      [{ error: messages.vldCreatedTooEarly, field: 'campaignId' }],
      'computeVldReport',
      422,
    );
  });

  it('refuses a campaign whose voter location includes Oregon', async ({ api }) => {
    expectErrors(
      await api.refusals('computeVldReport', await assessment(api, 'vldTargetsOregonPolitical'), 422),
      [{ error: messages.vldTargetsOregon, field: 'campaignId' }],
      'computeVldReport',
      422,
    );
  });

  it('refuses a campaign without a Matched Audience', async ({ api }) => {
    expectErrors(
      await api.refusals('computeVldReport', await assessment(api, 'vldNoMatchedAudiencePolitical'), 422),
      [{ error: messages.vldNoMatchedAudience, field: 'campaignId' }],
      'computeVldReport',
      422,
    );
  });

  it.for([
    ['vldNotPolitical', 'running'],
    ['vldStatusNotEligible', 'draftPolitical'],
    ['vldTooShort', 'vldTooShortPolitical'],
    ['vldCreatedTooEarly', 'vldCreatedTooEarlyPolitical'],
    ['vldTargetsOregon', 'vldTargetsOregonPolitical'],
    ['vldNoMatchedAudience', 'vldNoMatchedAudiencePolitical'],
  ] as Array<[MessageKey, string]>)('creating a report is refused by the same rules (%s), storing nothing', async ([rule, role], { api, owner }) => {
    const before = idsOf(await allVldReports(api, owner));
    const body = { campaignId: await campaignId(api, role), vldStartDate: day(-10), vldEndDate: day(-5) };
    const response = await api.expect('createVldReport', { as: owner, body }, 422);
    expectErrors(errorsOf(response), [{ error: messages[rule], field: 'campaignId' }], 'createVldReport', 422);
    expect(idsOf(await allVldReports(api, owner))).toEqual(before);
  });

  mockOnly('refuses a campaign that expired more than two years ago', 'moves the mock clock', async ({ api }) => {
    await advanceClock(api.target, (2 * 365 - 100 + 2) * DAY);
    const as = await api.login('workspaceOwner');
    const body = { campaignId: await campaignId(api, 'expiredPolitical'), vldStartDate: day(-140), vldEndDate: day(-120) };
    const response = await api.expect('computeVldReport', { as, body }, 422);
    expectErrors(errorsOf(response), [{ error: messages.vldExpiredTooLongAgo, field: 'campaignId' }], 'computeVldReport', 422);
  });

  it('answers 404 for an unknown campaign and for one of another workspace', async ({ owner, other, api }) => {
    for (const campaign of [999_999, await campaignId(api, 'otherWorkspaceRunning')]) {
      const response = expectContract(await assess(api, owner, campaign), 'computeVldReport', 404);
      expectErrors(errorsOf(response).slice(0, 1), [{ error: messages.vldCampaignNotFound, field: 'campaignId' }], 'computeVldReport', 404);
    }
    const response = expectContract(await assess(api, other, await campaignId(api, 'runningPolitical')), 'computeVldReport', 404);
    expect(errorsOf(response)[0]?.error).toBe(messages.vldCampaignNotFound);
  });
});
