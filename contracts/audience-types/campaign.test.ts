import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, login, type Session } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { DAY, expectFailure, Ids, targetNow } from './support.ts';

const suite = useTarget();
const asOwner = (name: string, fn: (owner: Session) => Promise<void>) =>
  withPersonas(suite, ['workspaceOwner'], name, async () => fn(await login(suite.current, 'workspaceOwner')));

async function campaignBody(campaignDetail: Record<string, number[]> = { impressions: [Ids.runningCampaign], clicks: [Ids.runningCampaign, Ids.pausedCampaign] }) {
  const now = await targetNow(suite.current);
  return { audienceName: 'Always-On Engaged', startDate: now - 20 * DAY, endDate: now, campaignDetail };
}

const add = (owner: Session, body: unknown) => call(suite.current, 'addCampaignAudience', { as: owner, body });

describe('addCampaignAudience', () => {
  asOwner('creates a campaign audience whose details name each campaign per interaction', async (owner) => {
    const body = await campaignBody();
    const created = (await callOk(suite.current, 'addCampaignAudience', { as: owner, body })).body.data;
    expect(created).toEqual({ id: expect.any(Number), message: expect.any(String) });
    const details = (await callOk(suite.current, 'getCampaignAudience', { as: owner, params: { campaign_audience_id: created.id } })).body.data;
    expect(details).toMatchObject({ id: created.id, name: 'Always-On Engaged', type: 7, status: 'processing', startDate: body.startDate, endDate: body.endDate });
    expect(details.campaignDetail).toEqual({
      impressions: { [Ids.runningCampaign]: 'Acme Always-On - HTML5' },
      clicks: { [Ids.runningCampaign]: 'Acme Always-On - HTML5', [Ids.pausedCampaign]: 'Acme Native Retargeting (PG)' },
      conversions: {},
    });
  });

  asOwner("refuses another workspace's campaign with 422 naming the field", async (owner) => {
    const body = await campaignBody({ impressions: [Ids.runningCampaign], clicks: [Ids.otherWorkspaceCampaign] });
    expectFailure(await add(owner, body), 'addCampaignAudience', 422, 'campaignDetail.clicks[0]', messages.campaignNotFound);
  });

  asOwner('refuses an unknown campaign with 422 naming the field', async (owner) => {
    const body = await campaignBody({ conversions: [Ids.runningCampaign, 99_999] });
    expectFailure(await add(owner, body), 'addCampaignAudience', 422, 'campaignDetail.conversions[1]', messages.campaignNotFound);
  });

  asOwner('refuses a campaignDetail without any campaign with 422', async (owner) => {
    expectFailure(await add(owner, await campaignBody({ impressions: [], clicks: [] })), 'addCampaignAudience', 422, 'campaignDetail', messages.campaignDetailEmpty);
  });

  asOwner('refuses an endDate that is not after the startDate with 422', async (owner) => {
    const body = await campaignBody();
    expectFailure(await add(owner, { ...body, endDate: body.startDate }), 'addCampaignAudience', 422, 'endDate', messages.endBeforeStart);
  });

  asOwner('refuses a missing campaignDetail with 400', async (owner) => {
    const { campaignDetail: _, ...body } = await campaignBody();
    expectFailure(await add(owner, body), 'addCampaignAudience', 400, 'campaignDetail');
  });

  asOwner('refuses campaign ids that are not integers with 400', async (owner) => {
    expectFailure(await add(owner, await campaignBody({ clicks: ['9003' as unknown as number] })), 'addCampaignAudience', 400, /^campaignDetail\.clicks/);
  });
});

describe('getCampaignAudience', () => {
  asOwner('returns the notable campaign audience', async (owner) => {
    const details = (await callOk(suite.current, 'getCampaignAudience', { as: owner, params: { campaign_audience_id: Ids.campaign } })).body.data;
    expect(details).toMatchObject({ id: Ids.campaign, name: 'Always-On HTML5 Clickers', status: 'approved', type: 7, uniques: 8_730, owId: 1001 });
    expect(Object.keys(details.campaignDetail.clicks)).toEqual([String(Ids.runningCampaign), String(Ids.pausedCampaign)]);
  });

  asOwner('answers 404 for an audience of another type, naming the path field', async (owner) => {
    const response = await call(suite.current, 'getCampaignAudience', { as: owner, params: { campaign_audience_id: Ids.geoFarmed } });
    expectFailure(response, 'getCampaignAudience', 404, 'campaign_audience_id', messages.campaignAudienceNotFound);
  });
});
