/**
 * The rows of the dashboard reports, built from the campaigns' delivery and the
 * campaign, insertion-order and organization records. Money is added up in
 * cents per row, and the totals row sums the rows' cents, so every additive
 * field of the totals equals the sum of the rows exactly; ratios are derived
 * from the summed counts.
 */
import { CampaignTypeName, CreativeTypeName } from '../campaigns/model.ts';
import { TimezoneName } from '../users/model.ts';
import type { Campaign, InsertionOrder } from '../campaigns/model.ts';
import type { Organization } from '../users/model.ts';
import type { World } from '../world.ts';
import { addDeliveries, DAY_MS, dayStart, deliveryBetween, emptyDelivery, metrics, type Delivery } from '../delivery.ts';
import { eligibilityHoldsUntil, isEligible, reportCost } from '../vld/index.ts';
import { VldStatusId } from '../vld/model.ts';

export type Row = Record<string, string | number | boolean | null>;

/** What one campaign (or a sum of campaigns) contributes to a row. */
interface Tally {
  delivery: Delivery;
  campaigns: number;
  budgetDayCents: number;
  budgetTotalCents: number;
  /** Budget the window's live days should have spent. */
  expectedSpentCents: number;
  vldCents: number;
  audioVideoBids: number;
  audioVideoImpressions: number;
}

const emptyTally = (): Tally => ({
  delivery: emptyDelivery(),
  campaigns: 0,
  budgetDayCents: 0,
  budgetTotalCents: 0,
  expectedSpentCents: 0,
  vldCents: 0,
  audioVideoBids: 0,
  audioVideoImpressions: 0,
});

function addTallies(list: Tally[]): Tally {
  const sum = emptyTally();
  sum.delivery = addDeliveries(list.map((t) => t.delivery));
  for (const t of list) {
    sum.campaigns += t.campaigns;
    sum.budgetDayCents += t.budgetDayCents;
    sum.budgetTotalCents += t.budgetTotalCents;
    sum.expectedSpentCents += t.expectedSpentCents;
    sum.vldCents += t.vldCents;
    sum.audioVideoBids += t.audioVideoBids;
    sum.audioVideoImpressions += t.audioVideoImpressions;
  }
  return sum;
}

export interface Window {
  start: number;
  end: number;
}

const VIDEO_OR_AUDIO = new Set([14, 17]);

/** Days of the window (up to now) during which the campaign was scheduled to run. */
function liveDays(campaign: Campaign, window: Window, now: number): number {
  if (campaign.status === 'draft' || campaign.status === 'pending') return 0;
  const from = Math.max(dayStart(window.start), dayStart(campaign.startTime));
  const to = Math.min(window.end, campaign.endTime, dayStart(now) - 1);
  return to < from ? 0 : Math.floor((dayStart(to) - from) / DAY_MS) + 1;
}

/** VLD reports of the campaign requested within the window, except failed and deleted ones. */
function vldCents(world: World, campaign: Campaign, window: Window): number {
  return world.vldReports
    .filter(
      (r) =>
        r.campaignId === campaign.campaignId &&
        !r.isDeleted &&
        r.vldStatusId !== VldStatusId.failed &&
        r.vldCreatedOn >= window.start &&
        r.vldCreatedOn <= window.end,
    )
    .reduce((sum, r) => sum + Math.round(reportCost(world, r).vldChargedCost * 100), 0);
}

export function campaignTally(world: World, campaign: Campaign, window: Window, now: number): Tally {
  const delivery = deliveryBetween(world.seed, campaign, window.start, window.end, now);
  const days = liveDays(campaign, window, now);
  const av = VIDEO_OR_AUDIO.has(campaign.creativeTypeId);
  return {
    delivery,
    campaigns: 1,
    budgetDayCents: campaign.budgetDay * 100,
    budgetTotalCents: (campaign.budgetTotal ?? 0) * 100,
    expectedSpentCents: campaign.budgetDay * 100 * days,
    vldCents: vldCents(world, campaign, window),
    audioVideoBids: av ? delivery.bidImpressions : 0,
    audioVideoImpressions: av ? delivery.impressions : 0,
  };
}

// ---- Money: shares of the media spend (the contract's choice, DECISIONS D7) -----

const Share = {
  workspaceMedia: 0.15,
  workspaceBidShading: 0.02,
  platformMedia: 0.08,
  platformBidShading: 0.01,
  organizationBidShadingSaving: 0.03,
  mediaBudget: 0.85,
  workspaceVld: 0.2,
} as const;

/** Every money field of a row, in cents. */
function moneyCents(t: Tally): Record<string, number> {
  const d = t.delivery;
  const media = d.mediaSpentCents;
  const workspaceMedia = Math.round(media * Share.workspaceMedia);
  const workspaceBidShading = Math.round(media * Share.workspaceBidShading);
  const platformMedia = Math.round(media * Share.platformMedia);
  const platformBidShading = Math.round(media * Share.platformBidShading);
  const workspaceTotal = workspaceMedia + workspaceBidShading;
  const platformTotal = platformMedia + platformBidShading;
  const workspaceVld = Math.round(t.vldCents * Share.workspaceVld);
  return {
    spent: d.spentCents,
    budgetSpent: d.spentCents,
    customerSpent: d.spentCents,
    mappingSpent: d.spentCents,
    mediaSpent: media,
    dataCost: d.dataCostCents,
    mappingDataCost: d.dataCostCents,
    budgetDay: t.budgetDayCents,
    budgetTotal: t.budgetTotalCents,
    mediaBudget: Math.round(t.budgetTotalCents * Share.mediaBudget),
    workspaceMediaEarning: workspaceMedia,
    workspaceBidShadingEarning: workspaceBidShading,
    workspaceTotalEarning: workspaceTotal,
    platformMediaEarning: platformMedia,
    platformBidShadingEarning: platformBidShading,
    platformTotalEarning: platformTotal,
    workspaceSpent: d.spentCents - workspaceTotal,
    platformSpent: d.spentCents - workspaceTotal - platformTotal,
    organizationBidShadingSaving: Math.round(media * Share.organizationBidShadingSaving),
    vldInsightsCost: t.vldCents,
    workspaceVLDInsightsEarnings: workspaceVld,
    platformVLDInsightsEarnings: t.vldCents - workspaceVld,
    pldInsightsCost: 0,
    workspacePLDInsightsEarnings: 0,
    platformPLDInsightsEarnings: 0,
  };
}

const dollars = (cents: number) => Math.round(cents) / 100;
const ratio = (num: number, den: number, digits = 4) => (den > 0 ? Math.round((num / den) * 10 ** digits) / 10 ** digits : 0);

/** Counts and ratios of a row, named as the dashboard reports name them. */
function deliveryFields(t: Tally): Row {
  const m = metrics(t.delivery);
  return {
    impressions: m.impressions,
    clicks: m.clicks,
    bidImpressions: m.bidImpressions,
    winRate: m.winRate,
    startCount: m.startCount,
    firstCount: m.firstCount,
    midCount: m.midCount,
    thirdCount: m.thirdCount,
    completeCount: m.completeCount,
    audioVideoViewed: m.audioVideoViewed,
    audioVideoActualBids: t.audioVideoBids,
    audioVideoActualImpressions: t.audioVideoImpressions,
    reach: m.reach,
    frequency: ratio(m.impressions, m.reach),
    eCPC: m.eCPC,
    eCPM: m.eCPM,
    eCPI: ratio(m.spent, m.impressions, 6),
    eCPCV: m.eCPCV,
    eCPV: m.eCPV,
    CTR: m.CTR,
    VCR: m.VCR,
    CVR: m.CVR,
    totalAttributedConversion: m.conversionCount,
    totalAttributedClickThroughConversion: m.attributedClickThroughConversions,
    totalAttributedViewThroughConversion: m.attributedViewThroughConversions,
    costPerAttributedConversion: m.costPerAttributedConversions,
    totalAttributedConversionRate: m.attributedConversionsRate,
    totalCount: t.campaigns,
    budgetPacing: ratio(t.delivery.spentCents * 100, t.expectedSpentCents, 2),
    // Set once the rows are known (addSpendShares, totalsRow).
    percentageOfTotalSpent: 0,
  };
}

/** Rows have over a hundred fields: each is built by assignment into one object, which is far cheaper than spreads. */
function metricFields(t: Tally, money: Record<string, number>): Row {
  const row = deliveryFields(t);
  for (const k in money) row[k] = dollars(money[k]!);
  return row;
}

// ---- Names --------------------------------------------------------------------------

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function workspaceOf(world: World, org: Organization): Organization {
  let top = org;
  while (top.parentOwId !== null) top = world.organizations.find((o) => o.owId === top.parentOwId) ?? top;
  return top;
}

const NULL_CAMPAIGN_FIELDS: Row = {
  campaignId: null,
  campaignName: null,
  maxBid: null,
  startTime: null,
  endTime: null,
  campaignType: null,
  status: null,
  campaignTimezone: null,
  creativeType: null,
  isCampaignFromNewPlatform: null,
  uowId: null,
  ioId: null,
  ioName: null,
  ioTimezone: null,
  ioBudgetDistributionMethod: null,
  exchangeId: null,
  exchangeName: null,
};

function organizationFields(world: World, org: Organization, window: Window): Row {
  const workspace = workspaceOf(world, org);
  return {
    logoURL: org.organizationLogo,
    avatarURL: null,
    owId: org.owId,
    orgId: org.owId,
    industry: null,
    organizationName: org.organizationName,
    companySize: null,
    workspaceName: workspace.organizationName,
    workspaceId: workspace.owId,
    workspaceDomain: workspace.workspaceDomain,
    workspaceOrganizationName: workspace.organizationName,
    date: `${isoDay(window.start)} to ${isoDay(window.end)}`,
  };
}

// ---- Rows -------------------------------------------------------------------------------

/** A row and the tally and cents it was made from (the totals are summed from these). */
export interface BuiltRow {
  row: Row;
  tally: Tally;
  money: Record<string, number>;
  /** The row is the same until this instant on the mock clock (the world unchanged). */
  holdsUntil: number;
}

export function customerRow(world: World, org: Organization, campaigns: Campaign[], window: Window, now: number): BuiltRow {
  const tally = addTallies(campaigns.map((c) => campaignTally(world, c, window, now)));
  const money = moneyCents(tally);
  const row = Object.assign(metricFields(tally, money), organizationFields(world, org, window), NULL_CAMPAIGN_FIELDS);
  // Sums of days: the row moves with the day only.
  return { row, tally, money, holdsUntil: dayStart(now) + DAY_MS };
}

function ioTotalBudgetCents(world: World, io: InsertionOrder): number {
  return world.campaigns.filter((c) => c.ioId === io.ioId).reduce((sum, c) => sum + (c.budgetTotal ?? 0) * 100, 0);
}

export function campaignRow(world: World, campaign: Campaign, window: Window, now: number): BuiltRow {
  const tally = campaignTally(world, campaign, window, now);
  const days = liveDays(campaign, window, now);
  const money = moneyCents(tally);
  const org = world.organizations.find((o) => o.owId === campaign.owId)!;
  const io = world.insertionOrders.find((i) => i.ioId === campaign.ioId)!;
  const ioBudget = dollars(ioTotalBudgetCents(world, io));
  const spent = dollars(tally.delivery.spentCents);
  const actualDailySpent = days > 0 ? Math.round(tally.delivery.spentCents / days) / 100 : 0;
  const row: Row = Object.assign(metricFields(tally, money), organizationFields(world, org, window), {
    campaignId: campaign.campaignId,
    campaignName: campaign.name,
    maxBid: campaign.maxBid,
    startTime: campaign.startTime,
    endTime: campaign.endTime,
    campaignType: CampaignTypeName[campaign.campaignTypeId] ?? null,
    status: campaign.status,
    campaignTimezone: TimezoneName[campaign.timezoneId] ?? null,
    creativeType: CreativeTypeName[campaign.creativeTypeId] ?? null,
    isCampaignFromNewPlatform: true,
    uowId: null,
    ioId: io.ioId,
    ioName: io.ioName,
    ioTimezone: TimezoneName[io.timezoneId] ?? null,
    ioBudgetDistributionMethod: null,
    exchangeId: null,
    exchangeName: null,
    dailyImpression: days > 0 ? Math.round(tally.delivery.impressions / days) : 0,
    baseBid: campaign.baseBid,
    ioStartTime: io.startTime,
    ioStatusId: io.ioStatusId,
    ioEndTime: io.endTime,
    ioTotalBudget: ioBudget,
    pacingPercentage: ratio(tally.delivery.spentCents * 100, tally.expectedSpentCents, 2),
    actualSpent: spent,
    expectedSpent: dollars(tally.expectedSpentCents),
    campaignDuration: Math.round((campaign.endTime - campaign.startTime) / DAY_MS),
    remainingDuration: Math.max(0, Math.ceil((campaign.endTime - now) / DAY_MS)),
    dailyPacingPercentage: ratio(actualDailySpent * 100, campaign.budgetDay, 2),
    expectedDailySpent: campaign.budgetDay,
    actualDailySpent,
    isAutoSumIoTotalBudget: true,
    budgetTypeId: io.ioBudgetTypeId,
    campaignTypeId: campaign.campaignTypeId,
    isEligibleForVLDInsightsReport: isEligible(world, campaign, now),
    isEligibleForPLDInsightsReport: false,
    targetImpression: null,
    creativesCount: campaign.creativeIds.length,
    budgetTotalCombined: campaign.budgetTotal,
    budgetDayCombined: campaign.budgetDay,
    ioTotalBudgetCombined: ioBudget,
    campaignPriority: null,
    bidModelDataId: null,
  });
  return { row, tally, money, holdsUntil: campaignRowHoldsUntil(campaign, now) };
}

/**
 * An instant after `now` before which the campaign's row is the same (the world
 * unchanged): its delivery moves with the day, remainingDuration when another
 * whole day remains, and VLD eligibility (eligibilityHoldsUntil).
 */
export function campaignRowHoldsUntil(campaign: Campaign, now: number): number {
  const remaining = Math.ceil((campaign.endTime - now) / DAY_MS);
  const remainingUntil = remaining > 0 ? campaign.endTime - (remaining - 1) * DAY_MS : Infinity;
  return Math.min(dayStart(now) + DAY_MS, remainingUntil, eligibilityHoldsUntil(campaign, now));
}

/** Fields of the totals row that add up across rows (besides the money fields). */
const SUMMED_EXTRAS = [
  'dailyImpression',
  'actualSpent',
  'expectedSpent',
  'expectedDailySpent',
  'actualDailySpent',
  'creativesCount',
  'budgetTotalCombined',
  'budgetDayCombined',
] as const;

/** The totals of the rows: counts and money summed, ratios derived, names null. */
export function totalsRow(built: BuiltRow[], template: Row): Row {
  const tally = addTallies(built.map((b) => b.tally));
  // Start from every money field at zero, so totals of no rows are zeros, not gaps.
  const money = moneyCents(emptyTally());
  for (const b of built) for (const [k, v] of Object.entries(b.money)) money[k] = (money[k] ?? 0) + v;
  const totals: Row = Object.fromEntries(Object.keys(template).map((k) => [k, null]));
  Object.assign(totals, metricFields(tally, money));
  for (const field of SUMMED_EXTRAS) {
    if (!(field in template)) continue;
    // Counts as well as amounts: a count's hundredths are whole, so it comes back exact.
    totals[field] = dollars(built.reduce((sum, b) => sum + Math.round(Number(b.row[field] ?? 0) * 100), 0));
  }
  if ('pacingPercentage' in template) {
    totals.pacingPercentage = ratio(tally.delivery.spentCents * 100, tally.expectedSpentCents, 2);
    totals.dailyPacingPercentage = ratio(Number(totals.actualDailySpent) * 100, Number(totals.expectedDailySpent), 2);
  }
  totals.percentageOfTotalSpent = tally.delivery.spentCents > 0 ? 100 : 0;
  return totals;
}

/** Each row's share of the filtered rows' spend, in percent. */
export function addSpendShares(built: BuiltRow[]): void {
  const total = built.reduce((sum, b) => sum + b.tally.delivery.spentCents, 0);
  for (const b of built) b.row.percentageOfTotalSpent = ratio(b.tally.delivery.spentCents * 100, total, 4);
}
