import type { CampaignAudienceRequest } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { createAudience, DAY, expectFailure, NEVER_ISSUED_ID, notable, targetNow, TypeId } from './support.ts';
import { describe, expect, useTarget, withPersonas } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

const running = (api: Api) => notable(api, 'campaigns', 'running');
const paused = (api: Api) => notable(api, 'campaigns', 'paused');

async function campaignBody(api: Api, owner: Session, campaignDetail?: CampaignAudienceRequest['campaignDetail']): Promise<CampaignAudienceRequest> {
  const now = await targetNow(api, owner);
  const detail = campaignDetail ?? { impressions: [await running(api)], clicks: [await running(api), await paused(api)] };
  return { audienceName: uniqueName('Always-On Engaged'), startDate: now - 20 * DAY, endDate: now, campaignDetail: detail };
}

const add = (api: Api, owner: Session, body: CampaignAudienceRequest) => api.call('addCampaignAudience', { as: owner, body });
const details = async (api: Api, owner: Session, id: number) =>
  (await api.ok('getCampaignAudience', { as: owner, params: { campaign_audience_id: id } })).body.data;

describe('addCampaignAudience', () => {
  withPersonas(['workspaceOwner'], 'creates a campaign audience whose details name each campaign per interaction', async ({ owner, api }) => {
    const body = await campaignBody(api, owner);
    const id = await createAudience(api, owner, 'addCampaignAudience', body, body.audienceName);
    const data = await details(api, owner, id);
    expect(data).toMatchObject({
      id,
      name: body.audienceName,
      type: TypeId.campaign,
      status: 'processing',
      owId: owner.owId,
      startDate: body.startDate,
      endDate: body.endDate,
    });
    const [runningId, pausedId] = [String(await running(api)), String(await paused(api))];
    const { impressions, clicks, conversions } = data.campaignDetail;
    expect(Object.keys(impressions)).toEqual([runningId]);
    expect(Object.keys(clicks).sort()).toEqual([runningId, pausedId].sort());
    expect(conversions).toEqual({});
    expect(impressions[runningId]).toEqual(expect.stringMatching(/\S/));
    expect(clicks[runningId], "a campaign's name is the same for each interaction").toBe(impressions[runningId]);
    expect(clicks[pausedId]).toEqual(expect.stringMatching(/\S/));
    expect(clicks[pausedId]).not.toBe(clicks[runningId]);
  });

  withPersonas(['workspaceOwner'], "refuses another workspace's campaign with 422 naming the field", async ({ owner, api }) => {
    const body = await campaignBody(api, owner, { impressions: [await running(api)], clicks: [await notable(api, 'campaigns', 'otherWorkspaceRunning')] });
    expectFailure(await add(api, owner, body), 'addCampaignAudience', 422, 'campaignDetail.clicks[0]', messages.campaignNotFound);
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown campaign with 422 naming the field', async ({ owner, api }) => {
    const body = await campaignBody(api, owner, { conversions: [await running(api), NEVER_ISSUED_ID] });
    expectFailure(await add(api, owner, body), 'addCampaignAudience', 422, 'campaignDetail.conversions[1]', messages.campaignNotFound);
  });

  withPersonas(['workspaceOwner'], 'refuses a campaignDetail without any campaign with 422', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await campaignBody(api, owner, { impressions: [], clicks: [] })),
      'addCampaignAudience',
      422,
      'campaignDetail',
      messages.campaignDetailEmpty,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses an endDate that is not after the startDate with 422', async ({ owner, api }) => {
    const body = await campaignBody(api, owner);
    expectFailure(await add(api, owner, { ...body, endDate: body.startDate }), 'addCampaignAudience', 422, 'endDate', messages.endBeforeStart);
  });

  withPersonas(['workspaceOwner'], 'refuses a missing campaignDetail with 400', async ({ owner, api }) => {
    const { campaignDetail: _, ...body } = await campaignBody(api, owner);
    await api.refuses('addCampaignAudience', { as: owner, body }, 400, { field: 'campaignDetail' });
  });

  withPersonas(['workspaceOwner'], 'refuses campaign ids that are not integers with 400', async ({ owner, api }) => {
    const body = { ...(await campaignBody(api, owner)), campaignDetail: { clicks: [String(await running(api))] } };
    await api.refuses('addCampaignAudience', { as: owner, body }, 400, { field: /^campaignDetail\.clicks/ });
  });

  withPersonas(['workspaceOwner'], 'refuses a blank audienceName with 422', async ({ owner, api }) => {
    const body = { ...(await campaignBody(api, owner)), audienceName: '  ' };
    expectFailure(await add(api, owner, body), 'addCampaignAudience', 422, 'audienceName', messages.blankText);
  });
});

describe('getCampaignAudience', () => {
  withPersonas(['workspaceOwner'], "returns the workspace's notable campaign audience, Ready, with the campaigns it was built from", async ({ owner, api }) => {
    const id = await notable(api, 'audiences', 'campaign');
    const data = await details(api, owner, id);
    expect(data).toMatchObject({ id, status: 'approved', type: TypeId.campaign, owId: owner.owId, editAccess: true });
    expect(data.uniques, 'known once Ready').toBeGreaterThan(0);
    const named = Object.values(data.campaignDetail).flatMap((names) => Object.entries(names as Record<string, string>));
    expect(named.length, 'built from at least one campaign').toBeGreaterThan(0);
    for (const [campaignId, name] of named) {
      expect(campaignId).toMatch(/^[0-9]+$/);
      expect(name).toEqual(expect.any(String));
    }
  });

  withPersonas(['workspaceOwner'], 'answers 404 for an audience of another type, naming the path field', async ({ api, owner }) => {
    const response = await api.call('getCampaignAudience', { as: owner, params: { campaign_audience_id: await notable(api, 'audiences', 'geoFarmed') } });
    expectFailure(response, 'getCampaignAudience', 404, 'campaign_audience_id', messages.campaignAudienceNotFound);
  });
});
