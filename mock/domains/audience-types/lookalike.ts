/** Lookalike audiences: users similar to Ready source audiences. */
import { AudienceTypeId } from '../audiences/model.ts';
import type { HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import { unprocessable } from '../../core/toolkit/errors.ts';
import { audienceTypeMessages } from './messages.ts';
import { audienceFor, createAudience } from '../audiences/index.ts';
import { parseIdList } from '../../core/toolkit/paging.ts';
import { createdMessage, requireText } from './common.ts';
import { dataCostOf, lookalikeUniques } from './rules.ts';
import { insertTypeDetail } from './store.ts';

const addLookalikeAudience: OperationHandler<'addLookalikeAudience'> = (ctx) => {
  const { caller, body, now } = ctx;
  const { world } = ctx.state;
  const name = requireText(body.audienceName, 'audienceName');
  // Unknown and foreign sources look the same, so another workspace's ids stay secret.
  const sources = parseIdList(body.sourceAudienceIds).map((id) => {
    const source = audienceFor(world, caller, id);
    if (!source) throw unprocessable(audienceTypeMessages.lookalikeSourceNotFound, 'sourceAudienceIds', `Audience ${id} does not exist.`);
    if (source.status !== 'approved')
      throw unprocessable(audienceTypeMessages.lookalikeSourceNotReady, 'sourceAudienceIds', `Audience ${id} is ${source.status}.`);
    return source;
  });

  const uniques = lookalikeUniques(
    sources.map((s) => s.uniques),
    body.audienceSize,
  );
  const audience = createAudience(world, caller, { name, typeId: AudienceTypeId.lookalike, uniques, dataCost: dataCostOf(AudienceTypeId.lookalike) }, now);
  insertTypeDetail(world, 'lookalikeAudiences', {
    audienceId: audience.audienceId,
    sourceAudienceIds: sources.map((s) => s.audienceId),
    countryIds: parseIdList(body.countryIds),
    stateIds: parseIdList(body.stateIds),
    cityIds: parseIdList(body.cityIds),
    countyIds: parseIdList(body.countyIds),
    senateDistrictIds: parseIdList(body.senateDistrictIds),
    houseDistrictIds: parseIdList(body.houseDistrictIds),
    congressionalDistrictIds: parseIdList(body.congressionalDistrictIds),
    audienceSize: body.audienceSize,
  });
  return { id: audience.audienceId, message: createdMessage('Lookalike') };
};

export const lookalikeHandlers = { addLookalikeAudience } satisfies Partial<HandlerTable>;
