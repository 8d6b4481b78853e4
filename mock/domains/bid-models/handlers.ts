/**
 * Handlers of document 3's bid modelling and include/exclude operations, keyed by
 * operationId. Reads answer from the world's records; every write goes through a
 * BidModelDraft so a refused request changes nothing.
 */
import type { DimensionIdValue } from './model.ts';
import type { Campaign, InsertionOrder } from '../campaigns/model.ts';
import type { World } from '../world.ts';
import { DimensionId } from './model.ts';
import type { Caller, HandlerTable, OperationContext, OperationHandler, SuccessData } from '../../core/toolkit/context.ts';
import type * as Api from '../../../spec/generated/types.ts';
import { badRequest, forbidden, unprocessable } from '../../core/toolkit/errors.ts';
import { bidModelMessages } from './messages.ts';
import { httpMessages } from '../../core/toolkit/messages.ts';
import { matchesSearch, paginate, parseIdList, sortBy, type SortValue } from '../../core/toolkit/paging.ts';
import { mayTouch } from '../workspace.ts';
import { DIMENSION_IDS, entityStates, modelsOf } from './entities.ts';
import { campaignToRead, campaignToWrite, dimensionOf, requireWritableStatus, type ModelValues } from './rules.ts';
import { bundleViews, campaignBidDetails, entityDeliveries, entityRows, rowView, totalView, windowOf, type EntityRow } from './views.ts';
import { BidModelDraft } from './writes.ts';
import { dayStart } from '../delivery.ts';

/** Success texts (the document shows none; spec examples carry them). */
const successMessages = {
  bidModelsUpdated: 'Bid models updated successfully.',
  bidModelsDeleted: 'Bid models deleted successfully.',
  bundleCreated: 'Bundle created successfully.',
  bundlesUpdated: 'Bundles updated successfully.',
  bundlesDeleted: 'Bundles deleted successfully.',
  includeExcludeUpdated: 'Include/exclude updated successfully.',
  ioBidModelsUpdated: 'Bid models of the insertion order updated successfully.',
} as const;

/** "1,2,3" (validated by the spec's pattern) as numbers. */

// ---- Reads ---------------------------------------------------------------------

const listBidModelBundles: OperationHandler<'listBidModelBundles'> = (ctx) => {
  const campaign = campaignToRead(ctx.state.world, ctx.caller, ctx.params.campaignId);
  const dimensionId = dimensionOf(ctx.query.dimensionId);
  // Stryker disable next-line MethodExpression: no document fixes this: whether spaces around searchField count
  const search = ctx.query.searchField?.trim();
  return bundleViews(ctx.state.world, campaign.campaignId, dimensionId).filter(
    (b) => !search || String(b.bundleId) === search || matchesSearch(search, b.bundleName),
  );
};

/** Which of the entities (or bundles, groupIdBased) are modelled in any of the caller's campaigns. */
const findModelledEntities: OperationHandler<'findModelledEntities'> = (ctx) => {
  const { world } = ctx.state;
  const { caller } = ctx;
  // The spec's defaults (the request validator has already filled them in).
  // Stryker disable next-line BooleanLiteral: equivalent: the spec's defaults fill both before the handler runs
  const { entityIds, includeCampaignInfo = false, groupIdBased = false } = ctx.body;
  const dimensionId = dimensionOf(ctx.body.dimensionId);
  const campaigns = world.campaigns.filter((c) => mayTouch(world, caller, c.owId));
  const details = [...new Set(entityIds)].map((entityId) => ({
    entityId,
    campaignIds: campaigns.filter((c) => isModelled(world, c, dimensionId, entityId, groupIdBased)).map((c) => c.campaignId),
  }));
  const modelled = details.filter((d) => d.campaignIds.length > 0);
  return { modelledEntityIds: modelled.map((d) => d.entityId), modelledCampaignDetails: includeCampaignInfo ? modelled : [] };
};

function isModelled(world: World, campaign: Campaign, dimensionId: DimensionIdValue, entityId: number, groupIdBased: boolean): boolean {
  if (groupIdBased) return modelsOf(world, campaign.campaignId, dimensionId).some((m) => m.entityTypeId === 2 && m.entityId === entityId);
  return entityStates(world, world, campaign, dimensionId).some((s) => s.entity.id === entityId && s.model !== null);
}

const COUNT_ATTRIBUTES = ['totalCount', 'modelledCount', 'modelledIds'] as const;

const getDimensionBidModelCounts: OperationHandler<'getDimensionBidModelCounts'> = (ctx) => {
  const { world } = ctx.state;
  const campaign = campaignToRead(world, ctx.caller, ctx.params.campaignId);
  const asked = countAttributes(ctx.query.attributes);
  requireOrderedDates(ctx.query.startDate, ctx.query.endDate);
  return Object.fromEntries(
    DIMENSION_IDS.map((dimensionId) => {
      const states = entityStates(world, world, campaign, dimensionId);
      const modelledIds = states.filter((s) => s.model !== null).map((s) => s.entity.id);
      return [
        String(dimensionId),
        {
          totalCount: asked.has('totalCount') ? states.length : null,
          modelledCount: asked.has('modelledCount') ? modelledIds.length : null,
          modelledIds: asked.has('modelledIds') ? modelledIds : null,
        },
      ];
    }),
  );
};

function countAttributes(text: string | undefined): Set<string> {
  if (text === undefined || text.trim() === '') return new Set(COUNT_ATTRIBUTES);
  // The spec's pattern has refused any other name with countAttributeUnknown's text (x-refusals).
  const asked = text.split(',').map((a) => a.trim());
  return new Set(asked);
}

function requireOrderedDates(startDate: number | undefined, endDate: number | undefined): void {
  // A missing date is NaN here, which is neither before nor after any date: only two dates can be out of order.
  if (Number(startDate) > Number(endDate)) throw unprocessable(bidModelMessages.dateRangeInverted, 'endDate');
}

const getDimensionEntitySpent: OperationHandler<'getDimensionEntitySpent'> = (ctx) => {
  const { world } = ctx.state;
  const campaign = campaignToRead(world, ctx.caller, ctx.params.campaignId);
  const dimensionId = dimensionOf(ctx.params.dimensionId);
  const deliveries = entityDeliveries(world, world, campaign, dimensionId, windowOf(campaign, ctx.now), ctx.now);
  const rows = entityStates(world, world, campaign, dimensionId);
  return { entityWiseSpent: Object.fromEntries(rows.map((s) => [String(s.entity.id), (deliveries.get(s.entity.id)?.spentCents ?? 0) / 100])) };
};

const getBidModelCount: OperationHandler<'getBidModelCount'> = (ctx) => {
  const { world } = ctx.state;
  const campaign = campaignToRead(world, ctx.caller, ctx.params.campaignId);
  const only = dimensionOf(ctx.query.dimensionId);
  const dimensionWiseCount = DIMENSION_IDS.filter((d) => only === undefined || d === only)
    .map((dimensionId) => ({ dimensionId, count: modelsOf(world, campaign.campaignId, dimensionId).length }))
    .filter((d) => d.count > 0 || d.dimensionId === only);
  return { totalCount: dimensionWiseCount.reduce((sum, d) => sum + d.count, 0), dimensionWiseCount };
};

const rowSort = {
  fields: {
    priority: (r: EntityRow) => r.state.model?.priority,
    bidMultiplier: (r: EntityRow) => r.state.model?.bidMultiplier,
    spendRatio: (r: EntityRow) => r.state.model?.spendRatio,
    id: (r: EntityRow) => r.state.entity.id,
    name: (r: EntityRow) => r.state.entity.name,
    impressions: (r: EntityRow) => r.delivery.impressions,
    clicks: (r: EntityRow) => r.delivery.clicks,
    spent: (r: EntityRow) => r.delivery.spentCents,
    mediaSpent: (r: EntityRow) => r.delivery.mediaSpentCents,
    conversionCount: (r: EntityRow) => r.delivery.conversions,
    CTR: (r: EntityRow): SortValue => (r.delivery.impressions > 0 ? r.delivery.clicks / r.delivery.impressions : 0),
    eCPM: (r: EntityRow): SortValue => (r.delivery.impressions > 0 ? r.delivery.spentCents / r.delivery.impressions : 0),
  },
  fallback: '+priority',
};

const listModelledEntities: OperationHandler<'listModelledEntities'> = (ctx) => {
  const { world } = ctx.state;
  const { body, now } = ctx;
  const campaign = campaignToRead(world, ctx.caller, ctx.params.campaignId);
  const dimensionId = dimensionOf(ctx.params.dimensionId);
  requireOrderedDates(body.startDate, body.endDate);
  // The rows change only with the world and the day of the clock (days before today deliver); the caller may read the campaign.
  // The key names the fields the answer reads, never the body whole: a body may carry fields of any depth the spec allows.
  const { startDate, endDate, searchField, sortBy: order, pageNo, noOfEntries, skipReporting } = body;
  const key = JSON.stringify([
    // Stryker disable next-line StringLiteral: equivalent: the cache holds this read's keys apart by their other parts too; no other read keys ten parts of these kinds
    'listModelledEntities',
    campaign.campaignId,
    dimensionId,
    startDate,
    endDate,
    searchField,
    order,
    pageNo,
    noOfEntries,
    skipReporting,
    dayStart(now),
  ]);
  return ctx.state.reads.get(key, () => modelledEntities(world, campaign, dimensionId, body, now));
};

function modelledEntities(
  world: World,
  campaign: Campaign,
  dimensionId: DimensionIdValue,
  body: OperationContext<'listModelledEntities'>['body'],
  now: number,
): SuccessData<'listModelledEntities'> {
  // The spec's defaults (the request validator has already filled them in).
  // Stryker disable next-line BooleanLiteral: equivalent: the spec's default fills skipReporting before the handler runs
  const { pageNo = 1, noOfEntries = 10, skipReporting = false } = body;
  const all = entityRows(world, world, campaign, dimensionId, windowOf(campaign, now, body.startDate, body.endDate), now);
  // Stryker disable next-line MethodExpression: no document fixes this: whether spaces around searchField count
  const search = body.searchField?.trim();
  const filtered = all.filter((r) => !search || String(r.state.entity.id) === search || matchesSearch(search, r.state.entity.name));
  const page = paginate(all, sortBy(filtered, body.sortBy, rowSort), pageNo, noOfEntries);
  const withMetrics = !skipReporting;
  const campaignSpent = filtered.reduce((sum, r) => sum + r.delivery.spentCents, 0);
  return {
    total: totalView(filtered, withMetrics),
    data: page.data.map((row) => rowView(world, row, dimensionId, campaignSpent, withMetrics)),
    totalRecords: page.totalRecords,
    filteredRecords: page.filteredRecords,
    campaignBidDetails: campaignBidDetails(world, campaign, now),
  };
}

// ---- Campaign bid models -------------------------------------------------------

const updateBidModels: OperationHandler<'updateBidModels'> = (ctx) => {
  const { world } = ctx.state;
  const { body } = ctx;
  const campaign = campaignToWrite(world, ctx.caller, ctx.params.campaignId);
  const dimensionId = dimensionOf(ctx.params.dimensionId);
  const draft = new BidModelDraft(world);
  if (body.baseBid !== undefined) draft.setBaseBid(campaign, body.baseBid);
  const actions = body.actionWiseBidModelEntities ?? {};
  draft.deleteModels([campaign], actions.DELETE ?? [], 'actionWiseBidModelEntities.DELETE', [dimensionId]);
  draft.deleteModels([campaign], body.bidModelDataId ?? [], 'bidModelDataId', [dimensionId]);
  draft.deleteBundles(campaign, [dimensionId], body.bundleIds ?? [], 'bundleIds');
  (actions.UPDATE ?? []).forEach((item, i) => draft.updateModel(campaign, dimensionId, item, `actionWiseBidModelEntities.UPDATE[${i}].`));
  (actions.ADD ?? []).forEach((item, i) => draft.addModel(campaign, dimensionId, item, `actionWiseBidModelEntities.ADD[${i}].`));
  const map = body.inclusionExclusionEntityMap ?? {};
  draft.includeExclude(campaign, dimensionId, map.INCLUDE ?? [], false, 'inclusionExclusionEntityMap.INCLUDE');
  draft.includeExclude(campaign, dimensionId, map.EXCLUDE ?? [], true, 'inclusionExclusionEntityMap.EXCLUDE');
  draft.commit();
  return successMessages.bidModelsUpdated;
};

/** No filter deletes every bid model of the campaign (BM8). */
const deleteBidModels: OperationHandler<'deleteBidModels'> = (ctx) => {
  const { world } = ctx.state;
  const campaign = campaignToWrite(world, ctx.caller, ctx.params.campaignId);
  const dimensionIds = ctx.query.dimensionIds === undefined ? undefined : parseIdList(ctx.query.dimensionIds).map((d) => dimensionOf(d));
  const draft = new BidModelDraft(world);
  if (ctx.query.bidModelDataIds !== undefined) draft.deleteModels([campaign], parseIdList(ctx.query.bidModelDataIds), 'bidModelDataIds', dimensionIds);
  else draft.deleteDimensions(campaign, dimensionIds ?? DIMENSION_IDS);
  draft.commit();
  return successMessages.bidModelsDeleted;
};

// ---- Bundles ---------------------------------------------------------------------

const createBidModelBundle: OperationHandler<'createBidModelBundle'> = (ctx) => {
  const { world } = ctx.state;
  const campaign = campaignToWrite(world, ctx.caller, ctx.params.campaignId);
  const dimensionId = dimensionOf(ctx.params.dimensionId);
  const draft = new BidModelDraft(world);
  // Stryker disable next-line MethodExpression: no document fixes this: whether a bundle name keeps the spaces around it
  const id = draft.createBundle(campaign, dimensionId, ctx.body.bundleName.trim(), ctx.body.entityIds, '');
  draft.commit();
  return { message: successMessages.bundleCreated, id };
};

const updateBidModelBundles: OperationHandler<'updateBidModelBundles'> = (ctx) => {
  const { world } = ctx.state;
  const campaign = campaignToWrite(world, ctx.caller, ctx.params.campaignId);
  const dimensionId = dimensionOf(ctx.params.dimensionId);
  const draft = new BidModelDraft(world);
  ctx.body.bundleDetailList.forEach((edit, i) => {
    // Stryker disable next-line MethodExpression: no document fixes this: whether a bundle name keeps the spaces around it
    const bundleName = edit.bundleName?.trim();
    draft.editBundle(campaign, dimensionId, edit.bundleId, { bundleName, entityIds: edit.entityIds }, `bundleDetailList[${i}].`);
  });
  draft.commit();
  return successMessages.bundlesUpdated;
};

/** Deletes bundles of the dimensions a comma list names (the seed's `dimensionIds`, BM10). */
function deleteBundlesOf(world: World, caller: Caller, campaignId: number, dimensionList: string, bundleIds: number[]): string {
  const campaign = campaignToWrite(world, caller, campaignId);
  const dimensionIds = parseIdList(dimensionList).map((d) => dimensionOf(d));
  const draft = new BidModelDraft(world);
  draft.deleteBundles(campaign, dimensionIds, bundleIds, 'bundleIds');
  draft.commit();
  return successMessages.bundlesDeleted;
}

const deleteBidModelBundles: OperationHandler<'deleteBidModelBundles'> = (ctx) =>
  deleteBundlesOf(ctx.state.world, ctx.caller, ctx.params.campaignId, ctx.params.dimensionId, ctx.body.bundleIds);

/** The path as the seed prints it, without the slash: `/dimensions{dimensionIds}/bundles` (BM10). */
const deleteBidModelBundlesUnslashed: OperationHandler<'deleteBidModelBundlesUnslashed'> = (ctx) =>
  deleteBundlesOf(ctx.state.world, ctx.caller, ctx.params.campaignId, ctx.params.dimensionIds, ctx.body.bundleIds);

// ---- Include / exclude -----------------------------------------------------------

function includeExclude(
  world: World,
  caller: Caller,
  campaignId: number,
  dimensionId: DimensionIdValue,
  body: Api.IncludeExcludeRequest | Api.CmpIncludeExcludeRequest,
  field = 'campaignId',
): void {
  const campaign = campaignToWrite(world, caller, campaignId, field);
  const draft = new BidModelDraft(world);
  draft.includeExclude(campaign, dimensionId, parseIdList(body.ids), body.isExcluded === 1, 'ids');
  draft.commit();
}

/** Served under both spellings the seed prints (include-Exclude and include-exclude, BM11). */
function includeExcludeOfPath(ctx: OperationContext<'includeExcludeEntities' | 'includeExcludeEntitiesLowercase'>) {
  includeExclude(ctx.state.world, ctx.caller, ctx.params.campaignId, dimensionOf(ctx.params.dimensionId), ctx.body);
  return successMessages.includeExcludeUpdated;
}

const includeExcludeEntities: OperationHandler<'includeExcludeEntities'> = (ctx) => includeExcludeOfPath(ctx);
const includeExcludeEntitiesLowercase: OperationHandler<'includeExcludeEntitiesLowercase'> = (ctx) => includeExcludeOfPath(ctx);

/** The v2 operations of one fixed dimension each; campaignId is in the body. */
function cmpIncludeExclude(
  ctx: OperationContext<'includeExcludeDeviceTypes' | 'includeExcludeExchanges' | 'includeExcludeTrafficSources'>,
  dimensionId: DimensionIdValue,
) {
  includeExclude(ctx.state.world, ctx.caller, ctx.body.campaignId, dimensionId, ctx.body);
  return { message: successMessages.includeExcludeUpdated };
}

const includeExcludeDeviceTypes: OperationHandler<'includeExcludeDeviceTypes'> = (ctx) => cmpIncludeExclude(ctx, DimensionId.deviceType);
const includeExcludeExchanges: OperationHandler<'includeExcludeExchanges'> = (ctx) => cmpIncludeExclude(ctx, DimensionId.exchange);
const includeExcludeTrafficSources: OperationHandler<'includeExcludeTrafficSources'> = (ctx) => cmpIncludeExclude(ctx, DimensionId.trafficSource);

// ---- Insertion-order bid models ------------------------------------------------------

/** One entry of bidModelRequests. */
type IoBidModelRequest = NonNullable<Api.IoBidModelsRequest['bidModelRequests']>[number];

function ioFor(world: World, caller: Caller, ioId: number): InsertionOrder {
  const io = world.insertionOrders.find((candidate) => candidate.ioId === ioId);
  if (!io || !mayTouch(world, caller, io.owId)) {
    // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
    const reason = `No insertion order ${ioId} in this workspace.`;
    throw forbidden(bidModelMessages.bidModelForbidden, reason, 'ioId');
  }
  return io;
}

/** The insertion order being changed: its campaigns, and who may name others. */
interface IoScope {
  world: World;
  caller: Caller;
  campaigns: Campaign[];
}

/**
 * The campaigns a mapping changes: the one it names, or every campaign of the IO;
 * all must be writable. A named campaign the caller may not touch is 403, one of
 * another insertion order 422.
 */
function targetsOf(scope: IoScope, campaignId: number | undefined, field: string): Campaign[] {
  if (campaignId !== undefined) campaignToRead(scope.world, scope.caller, campaignId, field);
  const targets = campaignId === undefined ? scope.campaigns : scope.campaigns.filter((c) => c.campaignId === campaignId);
  // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
  if (targets.length === 0) throw unprocessable(bidModelMessages.campaignNotInIo, field, `Campaign ${campaignId} is not in this insertion order.`);
  for (const campaign of targets) requireWritableStatus(campaign, field);
  return targets;
}

const modelValues = (data: IoBidModelRequest['bidModelData'] = {}): ModelValues => ({
  priority: data.priority ?? null,
  bidMultiplier: data.bidMultiplier ?? null,
  spendRatio: data.spendRatio ?? null,
  spendRatioTypeId: data.spendRatioTypeId ?? null,
});

const updateIoBidModels: OperationHandler<'updateIoBidModels'> = (ctx) => {
  const { world } = ctx.state;
  const { body, caller } = ctx;
  const io = ioFor(world, caller, ctx.params.ioId);
  const scope: IoScope = { world, caller, campaigns: world.campaigns.filter((c) => c.ioId === io.ioId) };
  const draft = new BidModelDraft(world);
  if (body.baseBid !== undefined) for (const campaign of targetsOf(scope, undefined, 'baseBid')) draft.setBaseBid(campaign, body.baseBid);
  (body.bidModelRequests ?? []).forEach((request, i) => applyIoRequest(draft, scope, request, `bidModelRequests[${i}].`));
  (body.excludeDimensionEntityMappings ?? []).forEach((mapping, i) => {
    const at = `excludeDimensionEntityMappings[${i}].`;
    const dimensionId = dimensionOf(mapping.dimensionId);
    for (const campaign of targetsOf(scope, mapping.campaignId, `${at}campaignId`))
      draft.includeExclude(campaign, dimensionId, parseIdList(mapping.ids), mapping.isExcluded, `${at}ids`);
  });
  draft.commit();
  return successMessages.ioBidModelsUpdated;
};

/** What each action needs (the spec's description; a missing part is malformed, 400). */
function requireIoRequestParts(request: IoBidModelRequest, at: string): void {
  if (request.action !== 'DELETE') {
    if (!request.bidModelData) throw partMissing(request, at, 'bidModelData');
    if (!request.dimensionEntityMappings) throw partMissing(request, at, 'dimensionEntityMappings');
  } else if (!request.bidModelDataIds && !request.dimensionEntityMappings) {
    // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
    const reason = 'DELETE needs bidModelDataIds or dimensionEntityMappings.';
    throw badRequest(httpMessages.requestBodyInvalid, `${at}bidModelDataIds`, reason);
  }
}

/** The 400 of a part the request's action needs, named at its field. */
function partMissing(request: IoBidModelRequest, at: string, part: string) {
  const field = `${at}${part}`;
  // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
  const reason = `${request.action} needs ${part}.`;
  return badRequest(httpMessages.requestBodyInvalid, field, reason);
}

function applyIoRequest(draft: BidModelDraft, scope: IoScope, request: IoBidModelRequest, at: string): void {
  requireIoRequestParts(request, at);
  const ids = request.bidModelDataIds;
  if (request.action === 'DELETE' && ids) draft.deleteModels(scope.campaigns, ids, `${at}bidModelDataIds`);
  (request.dimensionEntityMappings ?? []).forEach((mapping, j) => {
    const field = `${at}dimensionEntityMappings[${j}].`;
    const dimensionId = dimensionOf(mapping.dimensionId);
    for (const campaign of targetsOf(scope, mapping.campaignId, `${field}campaignId`)) {
      if (request.action === 'DELETE') draft.clearModel(campaign, dimensionId, mapping.entityId, `${field}entityId`);
      else draft.setModel(campaign, dimensionId, mapping.entityId, modelValues(request.bidModelData), `${at}bidModelData.`, `${field}entityId`);
    }
  });
}

export const bidModelHandlers = {
  listBidModelBundles,
  findModelledEntities,
  getDimensionBidModelCounts,
  getDimensionEntitySpent,
  getBidModelCount,
  listModelledEntities,
  updateBidModels,
  deleteBidModels,
  createBidModelBundle,
  updateBidModelBundles,
  deleteBidModelBundles,
  deleteBidModelBundlesUnslashed,
  includeExcludeEntities,
  includeExcludeEntitiesLowercase,
  includeExcludeDeviceTypes,
  includeExcludeExchanges,
  includeExcludeTrafficSources,
  updateIoBidModels,
} satisfies Partial<HandlerTable>;
