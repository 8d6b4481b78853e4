/** Pre-bid audiences: fraud, brand safety and viewability segments applied before bidding. */
import type { PreBidSegment } from './model.ts';
import type { World } from '../world.ts';
import { AudienceTypeId } from '../audiences/model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { Caller, HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import { unprocessable } from '../../core/toolkit/errors.ts';
import { audienceTypeMessages } from './messages.ts';
import { audienceFor, audienceOfType, createAudience } from '../audiences/index.ts';
import { createdMessage, detailsOf, requireEach, requireText } from './common.ts';
import { preBidCpm } from './rules.ts';
import { insertTypeDetail } from './store.ts';

/** The segments of the list, each known; 422 naming the first unknown one. */
function segmentsOf(world: World, ids: number[]): PreBidSegment[] {
  const unique = [...new Set(ids)];
  requireEach(unique, 'prebidAudienceSegmentIdList', audienceTypeMessages.preBidSegmentNotFound, (id) =>
    world.preBidSegments.some((s) => s.prebidAudienceSegmentId === id),
  );
  return unique.map((id) => world.preBidSegments.find((s) => s.prebidAudienceSegmentId === id)!);
}

const addPreBidAudience: OperationHandler<'addPreBidAudience'> = (ctx) => {
  const { caller, body, now } = ctx;
  const { world } = ctx.state;
  const name = requireText(body.prebidAudienceName, 'prebidAudienceName');
  const segments = segmentsOf(world, body.prebidAudienceSegmentIdList);
  if (!world.preBidProviders.some((p) => p.providerId === body.prebidAudienceProviderId))
    throw unprocessable(audienceTypeMessages.preBidProviderNotFound, 'prebidAudienceProviderId');
  // A pre-bid audience filters inventory rather than adding users: it reaches no uniques and costs its cpm.
  const audience = createAudience(world, caller, { name, typeId: AudienceTypeId.preBid, uniques: 0, dataCost: preBidCpm(segments) }, now);
  insertTypeDetail(world, 'preBidAudiences', {
    audienceId: audience.audienceId,
    providerId: body.prebidAudienceProviderId,
    segmentIds: segments.map((s) => s.prebidAudienceSegmentId),
  });
  return { id: audience.audienceId, message: createdMessage('Pre-bid') };
};

function preBidAudience(world: World, caller: Caller, audienceId: number) {
  return audienceOfType(world, caller, audienceId, AudienceTypeId.preBid, audienceTypeMessages.preBidAudienceNotFound, 'prebidAudienceId');
}

const getPreBidAudience: OperationHandler<'getPreBidAudience'> = (ctx) => {
  const { caller } = ctx;
  const { world } = ctx.state;
  const audience = preBidAudience(world, caller, ctx.params.prebidAudienceId);
  const segments = detailsOf(world.preBidAudiences, audience.audienceId).segmentIds.map((id) =>
    world.preBidSegments.find((s) => s.prebidAudienceSegmentId === id)!,
  );
  const details: Api.PreBidAudienceDetails = {
    id: audience.audienceId,
    name: audience.name,
    owId: audience.owId,
    createdByUowId: audience.createdByUowId,
    cpm: preBidCpm(segments),
    createdOn: audience.createdAt,
    prebidSegmentData: segments.map((s) => {
      const provider = world.preBidProviders.find((p) => p.providerId === s.providerId)!;
      return { ...s, creativeTypeIdList: [...s.creativeTypeIdList], providerName: provider.providerName, providerLogoUrl: provider.providerLogoUrl };
    }),
  };
  return details;
};

const updatePreBidAudience: OperationHandler<'updatePreBidAudience'> = (ctx) => {
  const { caller, body, now } = ctx;
  const { world } = ctx.state;
  const audience = preBidAudience(world, caller, ctx.params.prebidAudienceId);
  const name = body.prebidAudienceName === undefined ? undefined : requireText(body.prebidAudienceName, 'prebidAudienceName');
  const segments = segmentsOf(world, body.prebidAudienceSegmentIdList);
  const others = [...new Set(body.prebidAudienceIdList ?? [])];
  requireEach(
    others,
    'prebidAudienceIdList',
    audienceTypeMessages.preBidAudienceListInvalid,
    (id) => audienceFor(world, caller, id)?.typeId === AudienceTypeId.preBid,
  );

  const targets = [...new Set([audience.audienceId, ...others])].map((id) => audienceFor(world, caller, id)!);
  for (const target of targets) {
    detailsOf(world.preBidAudiences, target.audienceId).segmentIds = segments.map((s) => s.prebidAudienceSegmentId);
    target.dataCost = preBidCpm(segments);
    target.modifiedAt = now;
  }
  if (name !== undefined) audience.name = name;
  return { prebidAudienceId: audience.audienceId, message: 'Pre-bid audience updated successfully.' };
};

export const preBidHandlers = { addPreBidAudience, getPreBidAudience, updatePreBidAudience } satisfies Partial<HandlerTable>;
