/** Campaign audiences: users who saw, clicked or converted on campaigns of the workspace. */
import { AudienceTypeId } from '../audiences/model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import { unprocessable } from '../../core/toolkit/errors.ts';
import { audienceTypeMessages } from './messages.ts';
import { campaignFor } from '../workspace.ts';
import { audienceOfType, createAudience } from '../audiences/index.ts';
import { baseDetails, createdMessage, detailsOf, requireEach, requireEndAfterStart, requireText } from './common.ts';
import { CAMPAIGN_INTERACTIONS, campaignUniques, dataCostOf, type CampaignInteraction } from './rules.ts';
import { insertTypeDetail } from './store.ts';

const addCampaignAudience: OperationHandler<'addCampaignAudience'> = (ctx) => {
  const { caller, body, now } = ctx;
  const { world } = ctx.state;
  const name = requireText(body.audienceName, 'audienceName');
  requireEndAfterStart(body.startDate, body.endDate);
  const detail = Object.fromEntries(CAMPAIGN_INTERACTIONS.map((kind) => [kind, [...new Set(body.campaignDetail[kind] ?? [])]])) as Record<
    CampaignInteraction,
    number[]
  >;
  for (const kind of CAMPAIGN_INTERACTIONS) {
    requireEach(detail[kind], `campaignDetail.${kind}`, audienceTypeMessages.campaignNotFound, (id) => campaignFor(world, caller, id) !== undefined);
  }
  if (CAMPAIGN_INTERACTIONS.every((kind) => detail[kind].length === 0)) throw unprocessable(audienceTypeMessages.campaignDetailEmpty, 'campaignDetail');

  const audience = createAudience(
    world,
    caller,
    { name, typeId: AudienceTypeId.campaign, uniques: campaignUniques(detail), dataCost: dataCostOf(AudienceTypeId.campaign) },
    now,
  );
  insertTypeDetail(world, 'campaignAudiences', { audienceId: audience.audienceId, startDate: body.startDate, endDate: body.endDate, ...detail });
  return { id: audience.audienceId, message: createdMessage('Campaign') };
};

const getCampaignAudience: OperationHandler<'getCampaignAudience'> = (ctx) => {
  const { caller } = ctx;
  const { world } = ctx.state;
  const audience = audienceOfType(
    world,
    caller,
    ctx.params.campaign_audience_id,
    AudienceTypeId.campaign,
    audienceTypeMessages.campaignAudienceNotFound,
    'campaign_audience_id',
  );
  const data = detailsOf(world.campaignAudiences, audience.audienceId);
  // Each id was a campaign when the audience was made (requireEach), and campaigns are never removed from the world.
  const names = (ids: number[]) => Object.fromEntries(ids.map((id) => [String(id), world.campaigns.find((c) => c.campaignId === id)!.name]));
  const details: Api.CampaignAudienceDetails = {
    ...baseDetails(world, audience),
    campaignDetail: { impressions: names(data.impressions), clicks: names(data.clicks), conversions: names(data.conversions) },
    startDate: data.startDate,
    endDate: data.endDate,
  };
  return details;
};

export const campaignHandlers = { addCampaignAudience, getCampaignAudience } satisfies Partial<HandlerTable>;
