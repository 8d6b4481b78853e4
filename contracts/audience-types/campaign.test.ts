import { describe, expect } from 'vitest';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { call, callOk, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { asOwner, createAudience, DAY, expectFailure, NEVER_ISSUED_ID, notable, targetNow, TypeId } from './support.ts';

const suite = useTarget();
const test = (name: string, fn: (owner: Session) => Promise<void>) => asOwner(suite, name, fn);

const running = () => notable(suite, 'campaigns', 'running');
const paused = () => notable(suite, 'campaigns', 'paused');

async function campaignBody(owner: Session, campaignDetail?: Record<string, unknown[]>) {
  const now = await targetNow(suite, owner);
  const detail = campaignDetail ?? { impressions: [await running()], clicks: [await running(), await paused()] };
  return { audienceName: uniqueName('Always-On Engaged'), startDate: now - 20 * DAY, endDate: now, campaignDetail: detail };
}

const add = (owner: Session, body: unknown) => call(suite.current, 'addCampaignAudience', { as: owner, body });
const details = async (owner: Session, id: number) => (await callOk(suite.current, 'getCampaignAudience', { as: owner, params: { campaign_audience_id: id } })).body.data;

describe('addCampaignAudience', () => {
  test('creates a campaign audience whose details name each campaign per interaction [smoke]', async (owner) => {
    const body = await campaignBody(owner);
    const id = await createAudience(suite, owner, 'addCampaignAudience', body, body.audienceName);
    const data = await details(owner, id);
    expect(data).toMatchObject({ id, name: body.audienceName, type: TypeId.campaign, status: 'processing', owId: owner.owId, startDate: body.startDate, endDate: body.endDate });
    const [runningId, pausedId] = [String(await running()), String(await paused())];
    const { impressions, clicks, conversions } = data.campaignDetail;
    expect(Object.keys(impressions)).toEqual([runningId]);
    expect(Object.keys(clicks).sort()).toEqual([runningId, pausedId].sort());
    expect(conversions).toEqual({});
    expect(impressions[runningId]).toEqual(expect.stringMatching(/\S/));
    expect(clicks[runningId], "a campaign's name is the same for each interaction").toBe(impressions[runningId]);
    expect(clicks[pausedId]).toEqual(expect.stringMatching(/\S/));
    expect(clicks[pausedId]).not.toBe(clicks[runningId]);
  });

  test("refuses another workspace's campaign with 422 naming the field [smoke]", async (owner) => {
    const body = await campaignBody(owner, { impressions: [await running()], clicks: [await notable(suite, 'campaigns', 'otherWorkspaceRunning')] });
    expectFailure(await add(owner, body), 'addCampaignAudience', 422, 'campaignDetail.clicks[0]', messages.campaignNotFound);
  });

  test('refuses an unknown campaign with 422 naming the field', async (owner) => {
    const body = await campaignBody(owner, { conversions: [await running(), NEVER_ISSUED_ID] });
    expectFailure(await add(owner, body), 'addCampaignAudience', 422, 'campaignDetail.conversions[1]', messages.campaignNotFound);
  });

  test('refuses a campaignDetail without any campaign with 422', async (owner) => {
    expectFailure(await add(owner, await campaignBody(owner, { impressions: [], clicks: [] })), 'addCampaignAudience', 422, 'campaignDetail', messages.campaignDetailEmpty);
  });

  test('refuses an endDate that is not after the startDate with 422', async (owner) => {
    const body = await campaignBody(owner);
    expectFailure(await add(owner, { ...body, endDate: body.startDate }), 'addCampaignAudience', 422, 'endDate', messages.endBeforeStart);
  });

  test('refuses a missing campaignDetail with 400', async (owner) => {
    const { campaignDetail: _, ...body } = await campaignBody(owner);
    expectFailure(await add(owner, body), 'addCampaignAudience', 400, 'campaignDetail');
  });

  test('refuses campaign ids that are not integers with 400', async (owner) => {
    expectFailure(await add(owner, await campaignBody(owner, { clicks: [String(await running())] })), 'addCampaignAudience', 400, /^campaignDetail\.clicks/);
  });
});

describe('getCampaignAudience', () => {
  test("returns the workspace's notable campaign audience, Ready, with the campaigns it was built from [smoke]", async (owner) => {
    const id = await notable(suite, 'audiences', 'campaign');
    const data = await details(owner, id);
    expect(data).toMatchObject({ id, status: 'approved', type: TypeId.campaign, owId: owner.owId, editAccess: true });
    expect(data.uniques, 'known once Ready').toBeGreaterThan(0);
    const named = Object.values(data.campaignDetail).flatMap((names) => Object.entries(names as Record<string, string>));
    expect(named.length, 'built from at least one campaign').toBeGreaterThan(0);
    for (const [campaignId, name] of named) {
      expect(campaignId).toMatch(/^[0-9]+$/);
      expect(name).toEqual(expect.any(String));
    }
  });

  test('answers 404 for an audience of another type, naming the path field [smoke]', async (owner) => {
    const response = await call(suite.current, 'getCampaignAudience', { as: owner, params: { campaign_audience_id: await notable(suite, 'audiences', 'geoFarmed') } });
    expectFailure(response, 'getCampaignAudience', 404, 'campaign_audience_id', messages.campaignAudienceNotFound);
  });
});
