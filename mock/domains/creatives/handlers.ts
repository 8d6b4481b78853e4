/**
 * Handlers of document 2's creative operations, keyed by operationId: the type
 * list, upload, details, lists, groups and counts.
 */
import type { Creative, CreativeGroup } from './model.ts';
import { CreativeStatusId } from './model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { Caller, HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import type { World } from '../world.ts';
import { forbidden, notFound, unprocessable } from '../../core/toolkit/errors.ts';
import { httpMessages } from '../../core/toolkit/messages.ts';
import { creativeMessages } from './messages.ts';
import { isSortable, matchesSearch, paginate, sortBy, type SortSpec } from '../../core/toolkit/paging.ts';
import { filterCreatives } from './filters.ts';
import { creativeTypes } from './rules.ts';
import { campaignIdsByCreative, creativeFor, groupFor, isWorkspaceUser, scopeOwIds } from './store.ts';
import { checkCreative, createCreative, creativeRequestOf, parseCreativeRequest } from './upload.ts';
import { creativeCampaign, creativeDetails, creativeListItem, groupListItem, listItemOptions, videoDetails } from './views.ts';

const listCreativeTypes: OperationHandler<'listCreativeTypes'> = () => ({
  data: creativeTypes.map((t) => ({ ...t })),
  totalRecords: creativeTypes.length,
  filteredRecords: creativeTypes.length,
});

const uploadCreatives: OperationHandler<'uploadCreatives'> = (ctx) => {
  const { caller } = ctx;
  const requested = parseCreativeRequest(creativeRequestOf(ctx.query.creativeRequest, ctx.body?.creativeRequest));
  const successData: Record<string, number> = {};
  const failedData: Record<string, string> = {};
  for (const [key, details] of requested) {
    const checked = checkCreative(key, details, ctx.fileParts);
    if (typeof checked === 'string') failedData[key] = checked;
    else {
      const creative = createCreative(ctx.state.world, caller, checked, ctx.now);
      // Served at the creative's link: its own bytes when the mock kept them whole.
      if (checked.source.kind === 'file') ctx.state.keptAssets.keepUpload(creative.creativeSource, checked.source.upload);
      successData[key] = creative.creativeId;
    }
  }
  return { successData, failedData };
};

function visibleCreative(world: World, caller: Caller, creativeId: number): Creative {
  const creative = creativeFor(world, caller, creativeId);
  if (!creative) throw notFound(creativeMessages.creativeNotFound, 'creativeId');
  return creative;
}

const getCreative: OperationHandler<'getCreative'> = (ctx) =>
  creativeDetails(ctx.state.world, ctx.caller, visibleCreative(ctx.state.world, ctx.caller, ctx.params.creativeId));

const getCreativeCampaignDetails: OperationHandler<'getCreativeCampaignDetails'> = (ctx) => {
  const { world } = ctx.state;
  const creative = visibleCreative(world, ctx.caller, ctx.params.creativeId);
  const campaigns = world.campaigns.filter((c) => c.creativeIds.includes(creative.creativeId));
  const withModelling = ctx.query.includeModelingInfo;
  return {
    ...creativeDetails(world, ctx.caller, creative),
    videoDetails: videoDetails(creative, ctx.now),
    campaignDetails: campaigns.map((c) => creativeCampaign(world, c, creative.creativeId, withModelling)),
  };
};

const creativeSort: SortSpec<Creative> = {
  fields: {
    creativeId: (c) => c.creativeId,
    creativeName: (c) => c.name,
    createdAt: (c) => c.createdAt,
    modifiedAt: (c) => c.modifiedAt,
    creativeStatusId: (c) => c.statusId,
    platformCreativeTypeId: (c) => c.platformCreativeTypeId,
  },
  fallback: '-creativeId',
};

/**
 * sortCriteriaMap (first key most significant) wins over sortBy; `order` directs an
 * unsigned sortBy. Fields the list does not sort by are left out (spec/DECISIONS.md C3);
 * a criterion's direction is descending when it says desc (any case), else ascending.
 */
function sortCreatives(creatives: Creative[], body: Api.CreativeListRequest): Creative[] {
  const criteria = Object.entries(body.sortCriteriaMap ?? {}).filter(([field]) => isSortable(field, creativeSort));
  if (criteria.length > 0) {
    // Stable sorts applied from the least significant key to the most significant.
    return criteria.reduceRight(
      (sorted, [field, direction]) => sortBy(sorted, `${String(direction).toLowerCase() === 'desc' ? '-' : ''}${field}`, creativeSort),
      creatives,
    );
  }
  // Stryker disable next-line MethodExpression,StringLiteral: equivalent: sortBy trims the field itself, and the spec's default (-creativeId) fills a missing sortBy before the handler runs
  const requested = (body.sortBy ?? '-creativeId').trim();
  const isSigned = requested.startsWith('+') || requested.startsWith('-');
  const signed = isSigned ? requested : `${body.order === 'desc' ? '-' : ''}${requested}`;
  return sortBy(creatives, signed, creativeSort);
}

const listCreatives: OperationHandler<'listCreatives'> = (ctx) => {
  const { caller } = ctx;
  const { world } = ctx.state;
  const body = ctx.body ?? {};
  // The seed's "advertiser only": callers acting in an advertiser's own organization, never at workspace level (CR7).
  if (body.includeCreativeSourceDetails === true && isWorkspaceUser(world, caller)) {
    throw forbidden(creativeMessages.sourceDetailsAdvertiserOnly, undefined, 'includeCreativeSourceDetails');
  }
  const { inScope, matching } = filterCreatives(world, caller, body);
  const page = paginate(inScope, sortCreatives(matching, body), body.pageNo ?? 1, body.noOfEntries ?? 20);
  const campaigns = campaignIdsByCreative(world);
  const options = listItemOptions(body);
  return {
    totalRecords: page.totalRecords,
    filteredRecords: page.filteredRecords,
    filteredList: page.data.map((c) => creativeListItem(world, caller, c, campaigns.get(c.creativeId) ?? [], options)),
  };
};

const countCreativesByType: OperationHandler<'countCreativesByType'> = (ctx) => {
  const { inScope, matching } = filterCreatives(ctx.state.world, ctx.caller, ctx.body ?? {});
  const perType = creativeTypes.map((t) => ({ id: t.id, creativeCount: matching.filter((c) => c.platformCreativeTypeId === t.id).length }));
  return { totalRecords: inScope.length, filteredRecords: matching.length, creativeTypeList: [{ id: 0, creativeCount: matching.length }, ...perType] };
};

const countCreativesByStatus: OperationHandler<'countCreativesByStatus'> = (ctx) => {
  const body = ctx.body ?? {};
  const { matching } = filterCreatives(ctx.state.world, ctx.caller, body);
  const counted = matching.filter((c) => {
    if (body.groupedCreatives === true) return c.creativeGroupId !== null;
    return body.allCreatives === false ? c.creativeGroupId === null : true;
  });
  const perStatus = Object.values(CreativeStatusId).map((id) => ({ id, creativeCount: counted.filter((c) => c.statusId === id).length }));
  return { creativeStatusList: [{ id: 0, creativeCount: counted.length }, ...perStatus] };
};

interface GroupRow {
  group: CreativeGroup;
  creatives: Creative[];
}

const groupSort: SortSpec<GroupRow> = {
  fields: {
    creativeGroupId: (r) => r.group.creativeGroupId,
    creativeGroupName: (r) => r.group.name,
    createdAt: (r) => r.group.createdAt,
    creativesCount: (r) => r.creatives.length,
  },
  fallback: '-creativeGroupId',
};

/** True when no ids are wanted, or when one of them passes the test. */
const anyWantedPasses = (wanted: number[] | undefined, test: (id: number) => boolean) => !wanted || wanted.length === 0 || wanted.some(test);

function groupMatches(row: GroupRow, body: Api.CreativeGroupListRequest): boolean {
  const { group, creatives } = row;
  const search = body.searchField;
  const searchHit =
    matchesSearch(search, String(group.creativeGroupId), group.name) ||
    creatives.some((c) => matchesSearch(search, String(c.creativeId), c.name, c.thirdPartyId));
  return (
    searchHit &&
    anyWantedPasses(body.platformCreativeTypeIds, (id) => id === group.creativeTypeId) &&
    anyWantedPasses(body.creativeStatusIds, (id) => creatives.some((c) => c.statusId === id)) &&
    anyWantedPasses(body.creativeGroupIds, (id) => id === group.creativeGroupId) &&
    (body.startTime === undefined || group.createdAt >= body.startTime) &&
    (body.endTime === undefined || group.createdAt <= body.endTime)
  );
}

const listCreativeGroups: OperationHandler<'listCreativeGroups'> = (ctx) => {
  const { world } = ctx.state;
  const body = ctx.body ?? {};
  const owners = scopeOwIds(world, ctx.caller, body);
  const rows: GroupRow[] = world.creativeGroups
    .filter((g) => owners.has(g.owId))
    .map((group) => ({ group, creatives: world.creatives.filter((c) => c.creativeGroupId === group.creativeGroupId) }));
  const matching = sortBy(
    rows.filter((r) => groupMatches(r, body)),
    // Stryker disable next-line StringLiteral: equivalent: the spec's default (-creativeGroupId) fills a missing sortBy before the handler runs
    body.sortBy ?? '-creativeGroupId',
    groupSort,
  );
  const page = paginate(rows, matching, body.pageNo ?? 1, body.noOfEntries ?? 20);
  return {
    totalRecords: page.totalRecords,
    filteredRecords: page.filteredRecords,
    creativeGroupList: page.data.map((r) => groupListItem(r.group, r.creatives.length)),
  };
};

const renameCreativeGroup: OperationHandler<'renameCreativeGroup'> = (ctx) => {
  const group = groupFor(ctx.state.world, ctx.caller, ctx.params.creativeGroupId);
  if (!group) throw notFound(creativeMessages.creativeGroupNotFound, 'creativeGroupId');
  const name = ctx.body.creativeGroupName.trim();
  if (!name) throw unprocessable(httpMessages.blankText, 'creativeGroupName');
  group.name = name;
  return { message: 'Creative group renamed successfully.' };
};

export const creativesHandlers = {
  listCreativeTypes,
  uploadCreatives,
  getCreative,
  getCreativeCampaignDetails,
  listCreatives,
  listCreativeGroups,
  renameCreativeGroup,
  countCreativesByType,
  countCreativesByStatus,
} satisfies Partial<HandlerTable>;
