/**
 * What the campaigns of the world delivered: deterministic ad-serving numbers
 * per campaign and day, generated from the world's seed and the campaign's own
 * budget, bids, status and dates, so every report, dashboard, bid-model row and
 * VLD cost agrees with every other. Nothing is stored: the same question always
 * gets the same numbers, and days after the mock clock's "now" deliver nothing.
 *
 * Counts are integers and money is kept in whole cents, so rows split from a
 * total (`splitDelivery`) add up to it exactly; ratios are derived last.
 */
import type { Campaign } from './campaigns/model.ts';

export const DAY_MS = 86_400_000;

export interface Delivery {
  impressions: number;
  bidImpressions: number;
  clicks: number;
  /** Total spend (media + data + pre-bid), in cents. */
  spentCents: number;
  mediaSpentCents: number;
  dataCostCents: number;
  prebidCostCents: number;
  conversions: number;
  clickThroughConversions: number;
  viewThroughConversions: number;
  conversionValueCents: number;
  /** Video and audio quartiles; zero for other creative types. */
  startCount: number;
  firstCount: number;
  midCount: number;
  thirdCount: number;
  completeCount: number;
  reach: number;
}

const FIELDS = [
  'impressions',
  'bidImpressions',
  'clicks',
  'spentCents',
  'mediaSpentCents',
  'dataCostCents',
  'prebidCostCents',
  'conversions',
  'clickThroughConversions',
  'viewThroughConversions',
  'conversionValueCents',
  'startCount',
  'firstCount',
  'midCount',
  'thirdCount',
  'completeCount',
  'reach',
] as const satisfies readonly (keyof Delivery)[];

export function emptyDelivery(): Delivery {
  // A literal, not built from FIELDS: it is made for every row and day of a report.
  return {
    impressions: 0,
    bidImpressions: 0,
    clicks: 0,
    spentCents: 0,
    mediaSpentCents: 0,
    dataCostCents: 0,
    prebidCostCents: 0,
    conversions: 0,
    clickThroughConversions: 0,
    viewThroughConversions: 0,
    conversionValueCents: 0,
    startCount: 0,
    firstCount: 0,
    midCount: 0,
    thirdCount: 0,
    completeCount: 0,
    reach: 0,
  };
}

export function addDeliveries(list: Iterable<Readonly<Delivery>>): Delivery {
  const sum = emptyDelivery();
  for (const d of list) for (const f of FIELDS) sum[f] += d[f];
  return sum;
}

// ---- Deterministic randomness -------------------------------------------------

/** FNV-1a over the parts: a stable 32-bit hash of (seed, campaign, day, ...). */
export function hash32(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A uniform number in [0, 1) fixed by the parts. */
export function unit(...parts: Array<string | number>): number {
  // One round of mulberry32 spreads FNV's low-entropy differences across the range.
  let t = (hash32(...parts) + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const between = (lo: number, hi: number, u: number) => lo + (hi - lo) * u;

// ---- Campaign days --------------------------------------------------------------

/** Start of the UTC day holding the instant. */
export const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** The instant a campaign stopped (or stops) delivering: its end, or when it was paused or deleted. */
function deliveryEnd(campaign: Campaign): number {
  if (campaign.status === 'paused' || campaign.status === 'deleted') return Math.min(campaign.endTime, campaign.modifiedAt);
  return campaign.endTime;
}

/** True when the campaign delivered during the day starting at `day` (before `now`). */
export function deliveredOn(campaign: Campaign, day: number, now: number): boolean {
  if (campaign.status === 'draft' || campaign.status === 'pending') return false;
  return day + DAY_MS > campaign.startTime && day < deliveryEnd(campaign) && day < dayStart(now);
}

const VIDEO_OR_AUDIO = new Set([14, 17]);

/**
 * Days already worked out, per campaign record. A day's numbers depend only on the
 * seed and the fingerprinted fields, so reports over many days and campaigns hash
 * each day once; a new world (reset) brings new records and so a fresh cache.
 */
const computedDays = new WeakMap<Campaign, { fingerprint: string; days: Map<number, Readonly<Delivery>> }>();

function fingerprint(seed: number, campaign: Campaign): string {
  return `${seed}|${campaign.campaignId}|${campaign.budgetDay}|${campaign.baseBid}|${campaign.maxBid}|${campaign.creativeTypeId}`;
}

/** One day of one campaign; all zero on days it did not deliver. The answer is shared: do not change it. */
export function dailyDelivery(seed: number, campaign: Campaign, day: number, now: number): Readonly<Delivery> {
  if (!deliveredOn(campaign, day, now)) return NOTHING;
  const print = fingerprint(seed, campaign);
  let known = computedDays.get(campaign);
  if (known?.fingerprint !== print) computedDays.set(campaign, (known = { fingerprint: print, days: new Map() }));
  let delivery = known.days.get(day);
  if (!delivery) known.days.set(day, (delivery = Object.freeze(generateDay(seed, campaign, day))));
  return delivery;
}

const NOTHING: Readonly<Delivery> = Object.freeze(emptyDelivery());

function generateDay(seed: number, campaign: Campaign, day: number): Delivery {
  const u = (name: string) => unit(seed, campaign.campaignId, day, name);
  const spentCents = Math.round(campaign.budgetDay * 100 * between(0.55, 0.98, u('pacing')));
  const base = campaign.baseBid ?? 2;
  const cpm = between(base, campaign.maxBid ?? base * 2, u('cpm'));
  const impressions = Math.floor((spentCents / 100 / cpm) * 1000);
  const clicks = Math.round(impressions * between(0.0008, 0.004, u('ctr')));
  const dataCostCents = Math.round(spentCents * between(0.06, 0.14, u('data')));
  const prebidCostCents = Math.round(spentCents * between(0, 0.02, u('prebid')));
  const conversions = Math.round(clicks * between(0.02, 0.09, u('cvr')));
  const clickThroughConversions = Math.round(conversions * between(0.3, 0.7, u('ctc')));
  const quartiles = VIDEO_OR_AUDIO.has(campaign.creativeTypeId);
  const startCount = quartiles ? Math.round(impressions * between(0.9, 0.99, u('start'))) : 0;
  return {
    impressions,
    bidImpressions: Math.round(impressions * between(2.5, 6, u('bids'))),
    clicks,
    spentCents,
    mediaSpentCents: spentCents - dataCostCents - prebidCostCents,
    dataCostCents,
    prebidCostCents,
    conversions,
    clickThroughConversions,
    viewThroughConversions: conversions - clickThroughConversions,
    conversionValueCents: conversions * Math.round(between(800, 6000, u('value'))),
    startCount,
    firstCount: Math.round(startCount * 0.82),
    midCount: Math.round(startCount * 0.66),
    thirdCount: Math.round(startCount * 0.55),
    completeCount: Math.round(startCount * 0.46),
    reach: Math.round(impressions * between(0.3, 0.5, u('reach'))),
  };
}

export interface DailyDelivery {
  /** Start of the UTC day. */
  day: number;
  delivery: Readonly<Delivery>;
}

/** Every day from the one holding `from` to the one holding `to` (inclusive). */
export function dailySeries(seed: number, campaign: Campaign, from: number, to: number, now: number): DailyDelivery[] {
  const days: DailyDelivery[] = [];
  for (let day = dayStart(from); day <= to; day += DAY_MS) days.push({ day, delivery: dailyDelivery(seed, campaign, day, now) });
  return days;
}

/**
 * Sums over a window already worked out, per campaign record: dashboards ask for
 * the same window of every campaign on every request. A sum depends on the days
 * it covers and on the campaign's dates and status (when it stopped delivering),
 * which the key holds; a few windows are kept per campaign.
 */
const computedWindows = new WeakMap<Campaign, Map<string, Readonly<Delivery>>>();
const WINDOWS_PER_CAMPAIGN = 16;

/** The campaign's delivery over [from, to]. The answer is shared: do not change it. */
export function deliveryBetween(seed: number, campaign: Campaign, from: number, to: number, now: number): Readonly<Delivery> {
  const start = Math.max(dayStart(from), dayStart(campaign.startTime));
  const end = Math.min(to, deliveryEnd(campaign), now);
  if (start > end) return NOTHING;
  // Days from today on deliver nothing, so the sum changes only with the day of `now`.
  const key = `${fingerprint(seed, campaign)}|${campaign.status}|${campaign.startTime}|${deliveryEnd(campaign)}|${start}|${Math.min(end, dayStart(now))}`;
  let windows = computedWindows.get(campaign);
  if (!windows) computedWindows.set(campaign, (windows = new Map()));
  let sum = windows.get(key);
  if (!sum) {
    if (windows.size >= WINDOWS_PER_CAMPAIGN) windows.delete(windows.keys().next().value!);
    windows.set(key, (sum = Object.freeze(addDeliveries(dailySeries(seed, campaign, start, end, now).map((d) => d.delivery)))));
  }
  return sum;
}

/** Over the campaign's whole life up to now. The answer is shared: do not change it. */
export function lifetimeDelivery(seed: number, campaign: Campaign, now: number): Readonly<Delivery> {
  return deliveryBetween(seed, campaign, campaign.startTime, campaign.endTime, now);
}

// ---- Splitting a total across entities (creatives, states, exchanges, ...) -------

/**
 * Splits every count of `total` across the keys by weights fixed by (seed, salt,
 * key), largest remainder first, so the parts are integers that add up to the
 * total exactly.
 */
export function splitDelivery<K extends string | number>(seed: number, salt: string, total: Readonly<Delivery>, keys: readonly K[]): Map<K, Delivery> {
  const weights = splitWeights(seed, salt, keys);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const parts = new Map<K, Delivery>(keys.map((key) => [key, emptyDelivery()]));
  if (keys.length === 0) return parts;
  for (const field of FIELDS) {
    const exact = weights.map((w) => (total[field] * w) / weightSum);
    const floors = exact.map(Math.floor);
    let left = total[field] - floors.reduce((a, b) => a + b, 0);
    const order = exact.map((x, i) => [x - floors[i]!, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    for (const [, i] of order) {
      if (left <= 0) break;
      floors[i]! += 1;
      left -= 1;
    }
    keys.forEach((key, i) => (parts.get(key)![field] = floors[i]!));
  }
  return parts;
}

/**
 * The weights of a split, remembered: a daily report splits every day of a campaign
 * with the same salt and keys. Bounded, since salts come from requests.
 */
const knownWeights = new Map<string, number[]>();

function splitWeights(seed: number, salt: string, keys: readonly (string | number)[]): number[] {
  const id = `${seed}|${salt}|${keys.join('|')}`;
  let weights = knownWeights.get(id);
  if (!weights) {
    if (knownWeights.size >= 10_000) knownWeights.clear();
    weights = keys.map((key) => 0.2 + unit(seed, salt, key));
    knownWeights.set(id, weights);
  }
  return weights;
}

// ---- What clients see ---------------------------------------------------------------

const dollars = (cents: number) => Math.round(cents) / 100;
const ratio = (num: number, den: number) => (den > 0 ? num / den : 0);
const round = (value: number, digits = 6) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The metrics clients read, in dollars and ratios: CTR = clicks / impressions,
 * eCPM = spent / impressions x 1000, eCPC = spent / clicks, VCR = complete / start,
 * winRate = impressions / bid impressions, CVR = conversions / clicks.
 */
export function metrics(d: Delivery) {
  const spent = dollars(d.spentCents);
  return {
    impressions: d.impressions,
    bidImpressions: d.bidImpressions,
    clicks: d.clicks,
    spent,
    mediaSpent: dollars(d.mediaSpentCents),
    dataCost: dollars(d.dataCostCents),
    prebidCost: dollars(d.prebidCostCents),
    conversionCount: d.conversions,
    attributedClickThroughConversions: d.clickThroughConversions,
    attributedViewThroughConversions: d.viewThroughConversions,
    conversionValue: dollars(d.conversionValueCents),
    startCount: d.startCount,
    firstCount: d.firstCount,
    midCount: d.midCount,
    thirdCount: d.thirdCount,
    completeCount: d.completeCount,
    audioVideoViewed: d.completeCount,
    reach: d.reach,
    CTR: round(ratio(d.clicks, d.impressions)),
    eCPM: round(ratio(spent, d.impressions) * 1000, 4),
    eCPC: round(ratio(spent, d.clicks), 4),
    VCR: round(ratio(d.completeCount, d.startCount)),
    eCPCV: round(ratio(spent, d.completeCount), 4),
    eCPV: round(ratio(spent, d.startCount), 4),
    winRate: round(ratio(d.impressions, d.bidImpressions)),
    CVR: round(ratio(d.conversions, d.clicks)),
    costPerAttributedConversions: round(ratio(spent, d.conversions), 4),
    attributedConversionsRate: round(ratio(d.conversions, d.impressions)),
    returnOnAdSpend: round(ratio(dollars(d.conversionValueCents), spent), 4),
  };
}

export type Metrics = ReturnType<typeof metrics>;
