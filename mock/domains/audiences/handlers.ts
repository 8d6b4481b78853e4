/**
 * Handlers of document 2's audience lists, matched and retargeted audiences,
 * rename, duplicate, delete and insights, keyed by operationId. Every audience of
 * every type lives in world.audiences; these read only its core fields, plus the
 * matched and retargeted records this domain owns.
 */
import type { Audience } from './model.ts';
import type { World } from '../world.ts';
import { AudienceTypeId } from './model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { QueryParams } from '../../../spec/generated/operations.ts';
import type { HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import { notFound, unprocessable } from '../../core/toolkit/errors.ts';
import { audienceMessages } from './messages.ts';
import { httpMessages } from '../../core/toolkit/messages.ts';
import { isSortable, matchesSearch, paginate, parseIdList, sortBy } from '../../core/toolkit/paging.ts';
import { insightsHandlers, latestInsight } from './insights.ts';
import { audienceTypeNames, statusById, systemFields, supportedPartners } from './rules.ts';
import {
  insertMatchedAudience,
  audienceFor,
  audienceOfType,
  audiencesVisibleTo,
  createAudience,
  deleteAudience,
  isAttached,
  matchedOf,
  shownUniques,
} from './store.ts';
import { addMatchedAudience } from './upload.ts';
import { audienceListItem, detailedListItem, matchedDetails, retargetedDetails, shownMatchRate } from './views.ts';

/** A comma-separated id list (the spec's pattern has checked it; Number reads past the spaces it allows); null when absent. */
function idSet(list: string | undefined): Set<number> | null {
  return list === undefined ? null : new Set(list.split(',').map(Number));
}

/** The filters of the detailed list; the plain list takes some of them. */
type AudienceFilters = Pick<QueryParams<'listAudiencesDetailed'>, 'owIds' | 'audienceTypeIds' | 'searchField' | 'audienceIds' | 'status'>;

function filterAudiences(audiences: Audience[], filters: AudienceFilters): Audience[] {
  const owIds = idSet(filters.owIds);
  const typeIds = idSet(filters.audienceTypeIds);
  const ids = idSet(filters.audienceIds);
  const statuses = idSet(filters.status);
  return audiences.filter(
    (a) =>
      (!owIds || owIds.has(a.owId)) &&
      (!typeIds || typeIds.has(a.typeId)) &&
      (!ids || ids.has(a.audienceId)) &&
      (!statuses || [...statuses].some((id) => statusById[id] === a.status)) &&
      matchesSearch(filters.searchField, a.name, String(a.audienceId)),
  );
}

// ---- Lists ------------------------------------------------------------------

const listAudiences: OperationHandler<'listAudiences'> = (ctx) => {
  const audiences = audiencesVisibleTo(ctx.state.world, ctx.caller);
  return filterAudiences(audiences, ctx.query)
    .sort((a, b) => b.createdAt - a.createdAt || b.audienceId - a.audienceId)
    .map(audienceListItem);
};

/** The detailed list's sortBy fields (spec/DECISIONS.md AU). */
const detailedSort = (world: World) => ({
  fields: {
    modified_date: (a: Audience) => a.modifiedAt,
    created_date: (a: Audience) => a.createdAt,
    name: (a: Audience) => a.name,
    id: (a: Audience) => a.audienceId,
    uniques: shownUniques,
    data_cost: (a: Audience) => a.dataCost,
    type: (a: Audience) => audienceTypeNames[a.typeId],
    // The figure the row shows: none (last) for other types, whatever their status.
    match_rate: (a: Audience) => shownMatchRate(a, matchedOf(world, a.audienceId)),
  },
  // Stryker disable next-line StringLiteral: equivalent: the handler always asks for a field the list sorts by (the default field otherwise), so sortBy never falls back
  fallback: '-modified_date',
});

const listAudiencesDetailed: OperationHandler<'listAudiencesDetailed'> = (ctx) => {
  const { state, query, caller } = ctx;
  const { world } = state;
  // The sorted list, then each page, worked out once until the world changes (mock/core/state/read-cache.ts).
  const { pageNo, pageSize, noOfEntries, ...listQuery } = query;
  // Stryker disable next-line StringLiteral: equivalent: the name only keeps these keys apart from other reads' keys, none of which has this shape
  const listKey = JSON.stringify(['listAudiencesDetailed', caller.owId, listQuery]);
  const pageKey = JSON.stringify([listKey, pageNo, pageSize ?? noOfEntries]);
  return state.reads.get(pageKey, () => {
    const { all, sorted } = state.reads.get(listKey, () => {
      const all = audiencesVisibleTo(world, caller);
      const sort = detailedSort(world);
      // A field the list does not sort by gives the default field, in the direction sortType asks for (no sign: ascending).
      const field = isSortable(query.sortBy, sort) ? query.sortBy : 'modified_date';
      return { all, sorted: sortBy(filterAudiences(all, query), `${query.sortType === 'asc' ? '' : '-'}${field}`, sort) };
    });
    // pageSize, when sent, is the page size; noOfEntries (10 unless sent) otherwise.
    const page = paginate(all, sorted, pageNo, pageSize ?? noOfEntries);
    return { ...page, data: page.data.map((a) => detailedListItem(world, a)), insightDetails: insightDetailsOf(world, page.data) };
  });
};

function insightDetailsOf(world: World, audiences: Audience[]): Record<string, Api.InsightStatus> {
  const details: Record<string, Api.InsightStatus> = {};
  for (const audience of audiences) {
    const insight = latestInsight(world, audience.audienceId);
    if (insight) details[String(audience.audienceId)] = { statusId: insight.statusId, id: insight.insightsId };
  }
  return details;
}

// ---- Details ----------------------------------------------------------------

const getMatchedAudience: OperationHandler<'getMatchedAudience'> = (ctx) => {
  const audience = audienceOfType(ctx.state.world, ctx.caller, Number(ctx.params.id), AudienceTypeId.matched, audienceMessages.audienceNotFound, 'id');
  return matchedDetails(ctx.state.world, audience);
};

const getRetargetedAudience: OperationHandler<'getRetargetedAudience'> = (ctx) => {
  const id = Number(ctx.params.retargeted_audience_id);
  const audience = audienceOfType(ctx.state.world, ctx.caller, id, AudienceTypeId.retargeted, audienceMessages.audienceNotFound, 'retargeted_audience_id');
  return retargetedDetails(ctx.state.world, audience);
};

const listMatchedColumns: OperationHandler<'listMatchedColumns'> = () =>
  systemFields.map((field, index) => {
    const partners = supportedPartners(field.key);
    return { ...field, order: index + 1, ...(partners ? { supportedPartners: partners } : {}) };
  });

// ---- Rename, duplicate, delete ----------------------------------------------

const updateAudienceName: OperationHandler<'updateAudienceName'> = (ctx) => {
  // The spec refuses a missing, null or blank name with the document's 400 (x-refusals).
  const name = ctx.body.audienceName.trim();
  const audience = audienceFor(ctx.state.world, ctx.caller, ctx.params.audience_id);
  if (!audience) throw notFound(audienceMessages.audienceNotFound, 'audience_id');
  if (audience.typeId !== ctx.body.audienceTypeId) throw unprocessable(audienceMessages.audienceTypeMismatch, 'audienceTypeId');
  audience.name = name;
  audience.modifiedAt = ctx.now;
  return { id: audience.audienceId, message: 'Audience name updated successfully.' };
};

const duplicateMatchedAudience: OperationHandler<'duplicateMatchedAudience'> = (ctx) => {
  const { caller } = ctx;
  const { world } = ctx.state;
  const name = ctx.body.name.trim();
  if (!name) throw unprocessable(httpMessages.blankText, 'name');
  const source = audienceFor(world, caller, ctx.params.audienceId);
  if (!source) throw notFound(audienceMessages.audienceNotFound, 'audienceId');
  const upload = matchedOf(world, source.audienceId);
  // Only matched audiences have an upload.
  if (!upload) throw unprocessable(audienceMessages.notMatchedAudience, 'audienceId');
  // The copy is matched anew: Processing, then Ready after PROCESSING_MS.
  const copy = createAudience(
    world,
    caller,
    { name, typeId: AudienceTypeId.matched, uniques: source.uniques, dataCost: source.dataCost, isVoterAudience: source.isVoterAudience },
    ctx.now,
  );
  insertMatchedAudience(world, { ...structuredClone(upload), audienceId: copy.audienceId });
  return { audienceId: copy.audienceId, message: 'Audience duplicated successfully.' };
};

const deleteAudiences: OperationHandler<'deleteAudiences'> = (ctx) => {
  // The spec has checked the body: a missing or other one is the document's 400 with the URI (x-refusals).
  const ids = parseIdList(ctx.body.audienceIds);
  const { caller } = ctx;
  const { world } = ctx.state;
  const deletable = (id: number) => {
    const audience = audienceFor(world, caller, id);
    return audience !== undefined && !isAttached(world, id);
  };
  const audienceSuccessfulIds = ids.filter(deletable);
  const audienceFailedIds = ids.filter((id) => !audienceSuccessfulIds.includes(id));
  for (const id of audienceSuccessfulIds) deleteAudience(world, id);
  return { audienceFailedIds, audienceSuccessfulIds, message: deleteMessage(audienceFailedIds, audienceSuccessfulIds), status: audienceFailedIds.length === 0 };
};

function deleteMessage(failed: number[], deleted: number[]): string {
  if (failed.length === 0) return 'Audiences deleted successfully.';
  if (deleted.length === 0) return 'No audience could be deleted.';
  return 'Some audiences could not be deleted.';
}

export const audiencesHandlers = {
  listAudiences,
  listAudiencesDetailed,
  getMatchedAudience,
  getRetargetedAudience,
  listMatchedColumns,
  addMatchedAudience,
  updateAudienceName,
  duplicateMatchedAudience,
  deleteAudiences,
  ...insightsHandlers,
} satisfies Partial<HandlerTable>;
