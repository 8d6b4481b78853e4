/** Breaches of bid modelling and include\/exclude. */
import type { Campaign } from '../domains/campaigns/model.ts';
import { DimensionId } from '../domains/bid-models/model.ts';
import type { Caller, Handler, HandlerContext } from '../core/toolkit/context.ts';
import { ApiError } from '../core/toolkit/errors.ts';
import { BidModelDraft, bidModelMessages, checkCampaignDimension, MIN_MODELLING_BUDGET_DAY, MIN_MODELLING_DAYS } from '../domains/bid-models/index.ts';
import { DAY_MS } from '../domains/delivery.ts';
import { ignoreWorkspaceHeader, rewriteAnswer, wrapHandler, type Breach, type BreachSite } from './breach.ts';

/** Every operation that commits a bid model draft, so a campaign-wide rule can be skipped on all of them. */
const DRAFT_WRITES = [
  'updateBidModels',
  'deleteBidModels',
  'createBidModelBundle',
  'updateBidModelBundles',
  'deleteBidModelBundles',
  'deleteBidModelBundlesUnslashed',
  'includeExcludeEntities',
  'includeExcludeEntitiesLowercase',
  'includeExcludeDeviceTypes',
  'includeExcludeExchanges',
  'includeExcludeTrafficSources',
  'updateIoBidModels',
] as const;

const refusedWith = (error: unknown, text: (message: string) => boolean) => error instanceof ApiError && error.errors.some((e) => text(e.error));

const isStrictSumRefusal = (error: unknown) => refusedWith(error, (message) => message === bidModelMessages.strictSpendRatioSum);

/** The deal limit's text names the campaign: match it with the id left open. */
const [dealLimitHead, dealLimitTail] = bidModelMessages.dealLimitExceeded.split('<id>') as [string, string];
const isDealLimitRefusal = (error: unknown) => refusedWith(error, (message) => message.startsWith(dealLimitHead) && message.endsWith(dealLimitTail));

type DraftMethod = (this: BidModelDraft, ...args: unknown[]) => unknown;

/**
 * Runs a write with one method of every draft replaced. The bid modelling
 * handlers are synchronous, so the strict method is back before any other
 * request (or another server in the process) can build a draft.
 */
function withDraftMethod(name: 'commit' | 'updateModel' | 'checkedValues', replace: (strict: DraftMethod) => DraftMethod, write: () => unknown): unknown {
  const methods = BidModelDraft.prototype as unknown as Record<string, DraftMethod>;
  const strict = methods[name]!;
  methods[name] = replace(strict);
  try {
    return write();
  } finally {
    methods[name] = strict;
  }
}

/**
 * The draft of the write commits despite the campaign-wide refusals `skipped`
 * picks: the other checks still run, and the draft is stored as the request left
 * it, so the write reads back as applied.
 */
function skipCampaignRule(site: BreachSite, skipped: (error: unknown) => boolean, operationIds: readonly string[] = DRAFT_WRITES): void {
  const lenientCommit = (strict: DraftMethod): DraftMethod =>
    function (this: BidModelDraft) {
      const touched = this['touched'];
      for (const { campaign, dimensionId, field } of touched.values()) {
        try {
          checkCampaignDimension(this['world'], this, campaign, dimensionId, field);
        } catch (error) {
          if (!skipped(error)) throw error;
        }
      }
      touched.clear();
      return strict.call(this);
    };
  for (const operationId of operationIds) wrapHandler(site, operationId, (real) => (ctx) => withDraftMethod('commit', lenientCommit, () => real(ctx)));
}

/** Runs a write with every campaign's daily budget read as at least the minimum. */
function withBudgetsAtTheMinimum(ctx: HandlerContext, write: () => unknown): unknown {
  const low = ctx.state.world.campaigns.filter((c) => c.budgetDay < MIN_MODELLING_BUDGET_DAY).map((campaign) => ({ campaign, budgetDay: campaign.budgetDay }));
  for (const { campaign } of low) campaign.budgetDay = MIN_MODELLING_BUDGET_DAY;
  try {
    return write();
  } finally {
    for (const { campaign, budgetDay } of low) campaign.budgetDay = budgetDay;
  }
}

/** ADD and UPDATE values of a publisher category are checked as if the dimension were the state one, which takes spend ratios. */
const publisherCategoryCheckedAsState = (strict: DraftMethod): DraftMethod =>
  function (this: BidModelDraft, campaign, dimensionId, ...rest) {
    return strict.call(this, campaign, dimensionId === DimensionId.publisherCategory ? DimensionId.state : dimensionId, ...rest);
  };

/** An UPDATE item is checked against its campaign made to meet every modelling criterion for the while. */
const updateWithoutCriteria = (strict: DraftMethod): DraftMethod =>
  function (this: BidModelDraft, ...args) {
    const campaign = args[0] as Campaign;
    const kept = { endTime: campaign.endTime, budgetDay: campaign.budgetDay, baseBid: campaign.baseBid, maxBid: campaign.maxBid };
    Object.assign(campaign, {
      endTime: Math.max(campaign.endTime, campaign.startTime + MIN_MODELLING_DAYS * DAY_MS),
      budgetDay: Math.max(campaign.budgetDay, MIN_MODELLING_BUDGET_DAY),
      baseBid: campaign.baseBid ?? 1,
      maxBid: campaign.maxBid ?? 1,
    });
    try {
      return strict.apply(this, args);
    } finally {
      Object.assign(campaign, kept);
    }
  };

/** Runs a write, then puts the bid model records back as they were: the write answers success and changes nothing. */
function forgettingWrite(ctx: HandlerContext, write: () => unknown): unknown {
  const { world } = ctx.state;
  const kept = { bidModels: world.bidModels, entityBundles: world.entityBundles };
  const answer = write();
  Object.assign(world, kept);
  return answer;
}

/** The caller as the owner of the workspace that owns the campaign (whichever workspace that is). */
function callerOwning(ctx: HandlerContext<unknown, unknown, { campaignId: number }>): Caller | undefined {
  const { world } = ctx.state;
  const campaign = world.campaigns.find((c) => c.campaignId === ctx.params.campaignId);
  const owner = campaign && world.memberships.find((m) => m.isOrganizationOwnerUser && m.owId === campaign.owId);
  return owner && { ...ctx.caller!, userId: owner.userId, owId: owner.owId, membership: owner };
}

/** Answers as the caller's workspace, or, when refused there, as the workspace that owns the campaign. */
const readingAnyWorkspace =
  (real: Handler): Handler =>
  (ctx) => {
    try {
      return real(ctx);
    } catch (error) {
      const owner = callerOwning(ctx);
      if (!(error instanceof ApiError) || error.status !== 403 || !owner) throw error;
      return real({ ...ctx, caller: owner });
    }
  };

export const bidModelBreaches: Breach[] = [
  {
    id: 'bid-models.strict-sum-unchecked',
    domain: 'bid-models',
    caughtIn: 'bid-models/io-bid-models.test.ts',
    kind: 'rule not enforced',
    does: 'stores strict spend ratios of a campaign dimension that do not add up to 100 and answers success',
    plant: (site) => skipCampaignRule(site, isStrictSumRefusal),
  },
  {
    id: 'bid-models.deal-limit-off',
    domain: 'bid-models',
    caughtIn: 'bid-models/io-bid-models.test.ts',
    kind: 'limit not enforced',
    does: 'maps a 26th (and further) deal to a campaign without refusing it',
    plant: (site) => skipCampaignRule(site, isDealLimitRefusal),
  },
  {
    id: 'bid-models.low-budget-modelled',
    domain: 'bid-models',
    caughtIn: 'bid-models/io-bid-models.test.ts',
    kind: 'rule not enforced',
    does: 'lets a campaign with a daily budget under 100 take a priority or a bid multiplier',
    plant: (site) => {
      for (const operationId of ['updateBidModels', 'updateIoBidModels'])
        wrapHandler(site, operationId, (real) => (ctx) => withBudgetsAtTheMinimum(ctx, () => real(ctx)));
    },
  },
  {
    id: 'bid-models.publisher-category-spend-ratio',
    domain: 'bid-models',
    caughtIn: 'bid-models/update-bid-models.test.ts',
    kind: 'rule not enforced',
    does: 'stores a spend ratio for a publisher category entity instead of refusing it',
    plant: (site) =>
      wrapHandler(site, 'updateBidModels', (real) => (ctx) => withDraftMethod('checkedValues', publisherCategoryCheckedAsState, () => real(ctx))),
  },
  {
    id: 'bid-models.include-exclude-double-envelope',
    domain: 'bid-models',
    caughtIn: 'bid-models/include-exclude.test.ts',
    kind: 'extra envelope',
    does: 'answers include/exclude with its whole envelope inside the data of another',
    plant: (site) => {
      for (const operationId of ['includeExcludeEntities', 'includeExcludeEntitiesLowercase']) {
        rewriteAnswer(site, operationId, (answer) => {
          answer.body = { success: answer.status < 400, data: answer.body };
        });
      }
    },
  },
  {
    id: 'bid-models.multiplier-as-string',
    domain: 'bid-models',
    caughtIn: 'bid-models/update-bid-models.test.ts',
    kind: 'wrong type',
    deviation: true,
    does: 'answers the bid multiplier of modelled-entity rows as a string ("1.5")',
    plant: (site) =>
      rewriteAnswer(site, 'listModelledEntities', (answer) => {
        if (answer.status !== 200) return;
        for (const row of answer.body.data.data) {
          if (row.bidModelData?.bidMultiplier != null) row.bidModelData.bidMultiplier = String(row.bidModelData.bidMultiplier);
        }
      }),
  },
  {
    id: 'bid-models.filtered-records-ignore-search',
    domain: 'bid-models',
    caughtIn: 'bid-models/reads.test.ts',
    kind: 'paging totals disagree',
    does: 'counts every row of the dimension in filteredRecords, not only those the searchField matched',
    plant: (site) =>
      rewriteAnswer(site, 'listModelledEntities', (answer) => {
        if (answer.status === 200) answer.body.data.filteredRecords = answer.body.data.totalRecords;
      }),
  },
  {
    id: 'bid-models.bundles-kept-after-delete',
    domain: 'bid-models',
    caughtIn: 'bid-models/leave-alone.test.ts',
    kind: 'readable after delete',
    does: 'answers a bundle delete with success but keeps the bundles and their bid model data',
    plant: (site) => {
      for (const operationId of ['deleteBidModelBundles', 'deleteBidModelBundlesUnslashed'])
        wrapHandler(site, operationId, (real) => (ctx) => forgettingWrite(ctx, () => real(ctx)));
    },
  },
  {
    id: 'bid-models.foreign-bundles-listed',
    domain: 'bid-models',
    caughtIn: 'bid-models/smoke.test.ts',
    kind: "another workspace's data",
    does: "lists the bundles of another workspace's campaign instead of answering 403",
    plant: (site) => wrapHandler(site, 'listBidModelBundles', readingAnyWorkspace),
  },
  {
    id: 'bid-models.rows-ignore-workspace-header',
    domain: 'bid-models',
    caughtIn: 'bid-models/reads.test.ts',
    kind: 'ignored workspace header',
    does: 'answers modelled-entity rows in the workspace the caller logged in to, whatever workspace X-IAA-OW-ID names',
    plant: (site) => ignoreWorkspaceHeader(site, 'listModelledEntities', true),
  },
  {
    id: 'bid-models.criteria-skipped-on-update',
    domain: 'bid-models',
    caughtIn: 'bid-models/update-bid-models.test.ts',
    kind: 'rule not enforced',
    does: 'checks the four campaign criteria when a priority or bid multiplier is added, but not when an UPDATE sets one',
    plant: (site) => wrapHandler(site, 'updateBidModels', (real) => (ctx) => withDraftMethod('updateModel', updateWithoutCriteria, () => real(ctx))),
  },
  {
    id: 'bid-models.deal-limit-off-for-bundle-edits',
    domain: 'bid-models',
    caughtIn: 'bid-models/bundles.test.ts',
    kind: 'limit not enforced',
    does: 'lets a bundle edit add deals to a modelled deal bundle past the 25 deals of the campaign',
    plant: (site) => skipCampaignRule(site, isDealLimitRefusal, ['updateBidModelBundles']),
  },
];
