/** Contextual audiences (users of pages with given keywords or URLs) and the URL check. */
import { AudienceTypeId } from '../audiences/model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import { badRequest, unprocessable } from '../../core/toolkit/errors.ts';
import { audienceTypeMessages } from './messages.ts';
import { createAudience } from '../audiences/index.ts';
import { createdMessage, requireEndAfterStart, requireText } from './common.ts';
import { CONTEXTUAL_MAX_SPAN_MS, CONTEXTUAL_START_WINDOW_MS, ContextualMethod, contextualUniques, dataCostOf, splitList, urlVerdict } from './rules.ts';
import { insertTypeDetail } from './store.ts';

interface CollectionWindow {
  startDate: number | null;
  endDate: number | null;
  dataCollectionDays: number | null;
}

/** Static collection uses fixed dates, dynamic a rolling number of days; each ignores the other's fields. */
function collectionWindow(body: Api.ContextualAudienceRequest, now: number): CollectionWindow {
  if (body.dataCollectionMethodId === ContextualMethod.dynamic) {
    if (body.dataCollectionDays === undefined) throw badRequest(audienceTypeMessages.contextualDynamicNeedsDays, 'dataCollectionDays');
    return { startDate: null, endDate: null, dataCollectionDays: body.dataCollectionDays };
  }
  const { startDate, endDate } = body;
  if (startDate === undefined) throw badRequest(audienceTypeMessages.contextualStaticNeedsDates, 'startDate');
  if (endDate === undefined) throw badRequest(audienceTypeMessages.contextualStaticNeedsDates, 'endDate');
  if (startDate < now - CONTEXTUAL_START_WINDOW_MS || startDate > now) throw unprocessable(audienceTypeMessages.contextualStartTooOld, 'startDate');
  requireEndAfterStart(startDate, endDate);
  if (endDate - startDate > CONTEXTUAL_MAX_SPAN_MS) throw unprocessable(audienceTypeMessages.contextualSpanTooLong, 'endDate');
  return { startDate, endDate, dataCollectionDays: null };
}

const addContextualAudience: OperationHandler<'addContextualAudience'> = (ctx) => {
  const { caller, body, now } = ctx;
  const { world } = ctx.state;
  const name = requireText(body.audienceName, 'audienceName');
  const keywords = splitList(body.keywords);
  const urls = splitList(body.urls);
  const window = collectionWindow(body, now);
  if (keywords.length === 0 && urls.length === 0) throw unprocessable(audienceTypeMessages.contextualNoKeywordsOrUrls, 'keywords');

  const uniques = contextualUniques(keywords.length, urls.length, body.frequency);
  const audience = createAudience(world, caller, { name, typeId: AudienceTypeId.contextual, uniques, dataCost: dataCostOf(AudienceTypeId.contextual) }, now);
  insertTypeDetail(world, 'contextualAudiences', {
    audienceId: audience.audienceId,
    keywords,
    urls,
    ...window,
    frequency: body.frequency,
    timezoneId: body.timezoneId,
    dataCollectionMethodId: body.dataCollectionMethodId,
  });
  return { id: audience.audienceId, message: createdMessage('Contextual') };
};

const validateContextualUrls: OperationHandler<'validateContextualUrls'> = (ctx) => {
  const urls = Array.isArray(ctx.body) ? ctx.body : ctx.body.URLs;
  if (urls.length === 0) throw unprocessable(audienceTypeMessages.urlListEmpty, 'URLs');
  return Object.fromEntries(urls.map((url) => [url, urlVerdict(ctx.state.world, url)]));
};

export const contextualHandlers = { addContextualAudience, validateContextualUrls } satisfies Partial<HandlerTable>;
