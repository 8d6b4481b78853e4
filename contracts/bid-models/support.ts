/**
 * Shared records, reads and arrangements of the bid modelling suites.
 *
 * Bid models, bundles and blocks live on campaigns, and campaigns can't be made
 * through this API: the suites take them from the target's profile and leave
 * each campaign dimension as they found it (`restoreWhenDone`). They model
 * entities nothing else models (`freeEntities`) and assert what their own
 * changes did, never the fixture's rows.
 */
import {
  CITIES,
  DEALS,
  DEVICE_TYPES,
  EXCHANGES,
  MAX_DEALS_PER_CAMPAIGN,
  PUBLISHER_CATEGORIES,
  STATES,
  TRAFFIC_SOURCES,
  ZIPS,
} from '../../mock/domains/bid-models/index.ts';
import { DimensionId } from '../../mock/domains/bid-models/model.ts';
import type { QueryParams } from '../../spec/generated/operations.ts';
import type {
  BidModelData,
  BidModelEntityDetails,
  Bundle,
  ModelledEntityListRequest,
  ModelledEntityRow,
  UpdateBidModelsRequest,
} from '../../spec/generated/types.ts';
import { cleanup } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import type { Api, Documented } from '../support/api.ts';
import { beforeEach, expect } from '../support/harness.ts';

/** The profile roles (notableIds.campaigns) of the campaigns the suites use. */
const CAMPAIGN_ROLES = {
  running: 'running',
  draft: 'draft',
  pending: 'pending',
  paused: 'paused',
  expired: 'expired',
  deleted: 'deleted',
  runningPolitical: 'runningPolitical',
  otherWorkspace: 'otherWorkspaceRunning',
  tooShort: 'bidModelTooShort',
  lowBudget: 'bidModelLowBudget',
  noBaseBid: 'bidModelNoBaseBid',
  noMaxBid: 'bidModelNoMaxBid',
  /** Of a customer beneath the workspace. */
  customer: 'customerPaused',
} as const;

export type Campaigns = Record<keyof typeof CAMPAIGN_ROLES, number>;

/** The target's campaigns by role (a target whose profile lacks one skips the test). */
export async function campaignsOf(api: Api): Promise<Campaigns> {
  const entries: Array<[string, number]> = [];
  for (const [name, role] of Object.entries(CAMPAIGN_ROLES)) entries.push([name, await api.ids.of('campaigns', role)]);
  return Object.fromEntries(entries) as Campaigns;
}

/** The workspace owner's session, in each test of a file that calls `useOwnerAndCampaigns`. */
export let owner: Session;
/** The target's campaigns by role, in each test of a file that calls `useOwnerAndCampaigns`. */
export let campaign: Campaigns;

/**
 * Before each test of the file: the workspace owner's session (logged in once per
 * file and world) as `owner`, and the target's campaigns by role as `campaign`.
 */
export function useOwnerAndCampaigns(): void {
  beforeEach(async ({ api }) => {
    owner = await api.session('workspaceOwner');
    campaign = await campaignsOf(api);
  });
}

/** The contract's dimension ids (spec BidModelDimensionId). */
export const Dimension = DimensionId;

/**
 * The entities of each dimension but creatives: the platform's reference lists
 * (states by FIPS code, cities, zip codes, exchanges, publisher categories, deals,
 * device types, traffic sources), the same on every target.
 */
export const catalogue: Readonly<Record<number, readonly number[]>> = {
  [Dimension.state]: STATES.map((e) => e.id),
  [Dimension.city]: CITIES.map((e) => e.id),
  [Dimension.zip]: ZIPS.map((e) => e.id),
  [Dimension.exchange]: EXCHANGES.map((e) => e.id),
  [Dimension.publisherCategory]: PUBLISHER_CATEGORIES.map((e) => e.id),
  [Dimension.deal]: DEALS.map((e) => e.id),
  [Dimension.deviceType]: DEVICE_TYPES.map((e) => e.id),
  [Dimension.trafficSource]: TRAFFIC_SOURCES.map((e) => e.id),
};

/** A list known to hold at least one item, typed so (a list the contract documents with minItems 1); an empty one is a broken arrangement. */
export function nonEmpty<T>(list: readonly T[]): [T, ...T[]] {
  const [first, ...rest] = list;
  if (first === undefined) throw new Error('the list is empty: at least one item is needed');
  return [first, ...rest];
}

/** An entity id no dimension has. */
export const UNKNOWN_ENTITY = 99;

/** The most deals a campaign maps (seed). */
export const MAX_DEALS = MAX_DEALS_PER_CAMPAIGN;

/** Ids as numbers, whichever legal form the target answered them in. */
function normalRow(row: ModelledEntityRow): ModelledEntityRow {
  const data = row.bidModelData;
  return { ...row, id: Number(row.id), bidModelData: data ? { ...data, id: Number(data.id) } : data };
}

/** Every row of a campaign dimension (one big page, bid model data only unless metrics asked). */
export async function rowsOf(
  api: Api,
  as: Session,
  campaignId: number,
  dimensionId: number,
  body: Documented<ModelledEntityListRequest> = {},
): Promise<ModelledEntityRow[]> {
  const response = await api.ok('listModelledEntities', { as, params: { campaignId, dimensionId }, body: { noOfEntries: 1000, skipReporting: true, ...body } });
  return response.body.data.data.map(normalRow);
}

export async function rowOf(api: Api, as: Session, campaignId: number, dimensionId: number, entityId: number): Promise<ModelledEntityRow | undefined> {
  return (await rowsOf(api, as, campaignId, dimensionId)).find((r) => r.id === entityId);
}

/**
 * Asserts a row is modelled with the given data. A value the contract lets the
 * target leave null (every bid model value is nullable) is only compared when
 * answered; an expected null must be answered null.
 */
export function expectModelled(row: ModelledEntityRow | undefined, expected: Partial<BidModelData> = {}): void {
  expect(row, 'the row of the modelled entity').toBeDefined();
  expect(row!.modelled, `entity ${row!.id} is modelled`).toBe(true);
  const data = row!.bidModelData;
  if (data === null) return;
  for (const [field, value] of Object.entries(expected) as Array<[keyof BidModelData, number | null]>) {
    const answered = data[field];
    if (value === null) expect(answered, field).toBeNull();
    else if (answered !== null && answered !== undefined) expect(Number(answered), field).toBe(value);
  }
}

export function expectNotModelled(row: ModelledEntityRow | undefined): void {
  if (row === undefined) return;
  expect(row, `entity ${row.id} is not modelled`).toMatchObject({ modelled: false, bidModelData: null });
}

/** One item of ADD or UPDATE (spec BidModelEntityDetails), with its documented fields only. */
export type EntityDetails = Documented<BidModelEntityDetails>;

/** The bid model values of an item (priority, bid multiplier, spend ratio and its type). */
export type ModelValues = Pick<EntityDetails, 'priority' | 'bidMultiplier' | 'spendRatio' | 'spendRatioTypeId'>;

export function putBidModels(api: Api, as: Session, campaignId: number, dimensionId: number, body: Documented<UpdateBidModelsRequest>) {
  return api.call('updateBidModels', { as, params: { campaignId, dimensionId }, body });
}

export function add(api: Api, as: Session, campaignId: number, dimensionId: number, ...items: EntityDetails[]) {
  return putBidModels(api, as, campaignId, dimensionId, { actionWiseBidModelEntities: { ADD: items } });
}

/** Models the items (ADD, 200) and answers the bid model data id of each, read back from the rows. */
export async function modelOk(api: Api, as: Session, campaignId: number, dimensionId: number, ...items: EntityDetails[]): Promise<number[]> {
  await api.ok('updateBidModels', { as, params: { campaignId, dimensionId }, body: { actionWiseBidModelEntities: { ADD: items } } });
  const rows = await rowsOf(api, as, campaignId, dimensionId);
  return items.map((item) => {
    const member = item.entityTypeId === 2 ? item.entityIds![0]! : item.entityId;
    const data = rows.find((r) => r.id === member)?.bidModelData;
    if (!data) throw new Error(`entity ${member} of campaign ${campaignId} shows no bid model data after it was modelled`);
    return data.id;
  });
}

export async function bundlesOf(api: Api, as: Session, campaignId: number, query: QueryParams<'listBidModelBundles'> = {}): Promise<Bundle[]> {
  const response = await api.ok('listBidModelBundles', { as, params: { campaignId }, query });
  return response.body.data.map((b) => ({
    ...b,
    bundleId: Number(b.bundleId),
    dimensionId: Number(b.dimensionId),
    entityIds: b.entityIds.map(Number),
  }));
}

/** Creates an unmodelled bundle (createBidModelBundle) and answers its id. */
export async function createBundle(
  api: Api,
  as: Session,
  campaignId: number,
  dimensionId: number,
  bundleName: string,
  entityIds: readonly number[],
): Promise<number> {
  const response = await api.ok('createBidModelBundle', { as, params: { campaignId, dimensionId }, body: { bundleName, entityIds: nonEmpty(entityIds) } });
  return Number(response.body.data.id);
}

/** Models a new bundle of the entities (ADD, entityTypeId 2) and answers the bundle's id. */
export async function modelBundleOk(
  api: Api,
  as: Session,
  campaignId: number,
  dimensionId: number,
  bundleName: string,
  entityIds: readonly number[],
  data: ModelValues,
): Promise<number> {
  await api.ok('updateBidModels', {
    as,
    params: { campaignId, dimensionId },
    body: { actionWiseBidModelEntities: { ADD: [{ entityId: 0, entityTypeId: 2, bundleName, entityIds: nonEmpty(entityIds), ...data }] } },
  });
  const bundle = (await bundlesOf(api, as, campaignId, { dimensionId })).find((b) => b.bundleName === bundleName);
  if (!bundle) throw new Error(`bundle ${bundleName} was modelled but is not listed`);
  return bundle.bundleId;
}

/**
 * `count` entities of the dimension the campaign does not model, alone or in a
 * modelled bundle. `rows: true` takes only entities that are rows of the
 * campaign (targeted or blocked; for deals: mapped), `targeted: true` only
 * targeted, unblocked ones; otherwise entities that are no row at all come too.
 */
export async function freeEntities(
  api: Api,
  as: Session,
  campaignId: number,
  dimensionId: number,
  count: number,
  options: { rows?: boolean; targeted?: boolean } = {},
): Promise<number[]> {
  const rows = await rowsOf(api, as, campaignId, dimensionId);
  const free = rows.filter((r) => !r.modelled && (!options.targeted || (r.targeted && r.isExcluded === 0))).map((r) => r.id);
  const unseen = options.rows || options.targeted ? [] : (catalogue[dimensionId] ?? []).filter((id) => !rows.some((r) => r.id === id));
  // Entities that are no row change no row when modelled and back: those first, then unmodelled rows (deals: unmapped ones would be mapped).
  const candidates = dimensionId === Dimension.deal ? free : [...unseen, ...free];
  if (candidates.length < count)
    throw new Error(`campaign ${campaignId} has only ${candidates.length} free entities of dimension ${dimensionId}, ${count} needed`);
  return candidates.slice(0, count);
}

/** Deals the campaign does not map (no row of its deal dimension). */
export async function unmappedDeals(api: Api, as: Session, campaignId: number): Promise<number[]> {
  const rows = await rowsOf(api, as, campaignId, Dimension.deal);
  return catalogue[Dimension.deal]!.filter((id) => !rows.some((r) => r.id === id));
}

/**
 * Makes the campaign map the most deals it may, by modelling unmapped deals
 * (priority 10; gone again when the test ends), and answers a deal it does not
 * map: modelling or including that one would be a 26th.
 */
export async function fillDeals(api: Api, as: Session, campaignId: number): Promise<number> {
  await restoreWhenDone(api, as, campaignId, Dimension.deal);
  const mapped = (await rowsOf(api, as, campaignId, Dimension.deal)).length;
  const unmapped = await unmappedDeals(api, as, campaignId);
  const missing = MAX_DEALS - mapped;
  if (missing > 0) {
    const items = unmapped.slice(0, missing).map((entityId): EntityDetails => ({ entityId, entityTypeId: 1, priority: 10 }));
    await api.ok('updateBidModels', { as, params: { campaignId, dimensionId: Dimension.deal }, body: { actionWiseBidModelEntities: { ADD: items } } });
  }
  return unmapped[Math.max(missing, 0)]!;
}

/** The bid model state of a campaign dimension: its rows by entity, its model ids and bundle ids, and its base bid. */
interface DimensionState {
  rows: Map<number, ModelledEntityRow>;
  modelIds: Set<number>;
  bundleIds: Set<number>;
  baseBid: number | null;
}

async function dimensionState(api: Api, as: Session, campaignId: number, dimensionId: number): Promise<DimensionState> {
  const response = await api.ok('listModelledEntities', { as, params: { campaignId, dimensionId }, body: { noOfEntries: 1000, skipReporting: true } });
  const rows = response.body.data.data.map(normalRow);
  const bundles = await bundlesOf(api, as, campaignId, { dimensionId });
  const baseBid = response.body.data.campaignBidDetails?.baseBid;
  return {
    rows: new Map(rows.map((r) => [r.id, r])),
    modelIds: new Set(rows.flatMap((r) => (r.bidModelData ? [r.bidModelData.id] : []))),
    bundleIds: new Set(bundles.map((b) => b.bundleId)),
    baseBid: baseBid === null || baseBid === undefined ? null : Number(baseBid),
  };
}

/**
 * The one updateBidModels request that takes a campaign dimension back from
 * `after` to `before`: deletes the bid model data and bundles made since,
 * blocks or unblocks again the entities whose blocking changed, and puts the
 * base bid back. An entity first targeted since (an include) is blocked: the
 * contract has no way to make it untargeted and unblocked again.
 */
function restoreBody(before: DimensionState, after: DimensionState): Documented<UpdateBidModelsRequest> | null {
  const DELETE = [...after.modelIds].filter((id) => !before.modelIds.has(id));
  const bundleIds = [...after.bundleIds].filter((id) => !before.bundleIds.has(id));
  const INCLUDE: number[] = [];
  const EXCLUDE: number[] = [];
  for (const [id, row] of after.rows) {
    const was = before.rows.get(id);
    if (was && was.isExcluded !== row.isExcluded) (was.isExcluded === 1 ? EXCLUDE : INCLUDE).push(id);
    if (!was && row.targeted) EXCLUDE.push(id);
  }
  const body: Documented<UpdateBidModelsRequest> = {};
  if (DELETE.length > 0) body.actionWiseBidModelEntities = { DELETE };
  if (bundleIds.length > 0) body.bundleIds = bundleIds;
  if (INCLUDE.length > 0 || EXCLUDE.length > 0) body.inclusionExclusionEntityMap = { INCLUDE, EXCLUDE };
  if (before.baseBid !== null && after.baseBid !== null && before.baseBid !== after.baseBid) body.baseBid = before.baseBid;
  return Object.keys(body).length > 0 ? body : null;
}

const restoring = new Set<string>();

/**
 * Reads the campaign dimension now and, when the test ends, puts it back: the
 * bid model data and bundles the test made are deleted, blocks and the base bid
 * restored. Tests change only what they made, or blocks, or the base bid.
 */
export async function restoreWhenDone(api: Api, as: Session, campaignId: number, dimensionId: number): Promise<void> {
  // Once per campaign dimension and test: a second, later reading would take back only part of the changes.
  const key = `${campaignId}:${dimensionId}`;
  if (restoring.has(key)) return;
  const before = await dimensionState(api, as, campaignId, dimensionId);
  restoring.add(key);
  cleanup(async () => {
    restoring.delete(key);
    const body = restoreBody(before, await dimensionState(api, as, campaignId, dimensionId));
    if (body) await api.ok('updateBidModels', { as, params: { campaignId, dimensionId }, body });
  });
}

/** Every row of every dimension of the campaign, with its bundles: to check a refused request changed nothing. */
export async function snapshot(api: Api, as: Session, campaignId: number): Promise<unknown> {
  const rows = await Promise.all(Object.values(Dimension).map((d) => rowsOf(api, as, campaignId, d)));
  const bundles = await api.ok('listBidModelBundles', { as, params: { campaignId } });
  const list = await api.ok('listModelledEntities', { as, params: { campaignId, dimensionId: Dimension.state }, body: { skipReporting: true } });
  return { rows, bundles: bundles.body.data, bidDetails: list.body.data.campaignBidDetails };
}

/** How many bid model data the campaign has, in all or in one dimension. */
export async function modelCount(api: Api, as: Session, campaignId: number, dimensionId?: number): Promise<number> {
  const response = await api.ok('getBidModelCount', { as, params: { campaignId }, query: dimensionId === undefined ? {} : { dimensionId } });
  return Number(response.body.data.totalCount);
}

/** A dimension (of those offered) in which the campaign has no bid model data at all. */
export async function emptyDimension(
  api: Api,
  as: Session,
  campaignId: number,
  offered: number[] = [Dimension.state, Dimension.city, Dimension.zip, Dimension.exchange],
): Promise<number> {
  const response = await api.ok('getBidModelCount', { as, params: { campaignId } });
  const used = new Set(response.body.data.dimensionWiseCount.filter((d) => Number(d.count) > 0).map((d) => Number(d.dimensionId)));
  const empty = offered.find((d) => !used.has(d));
  if (empty === undefined) throw new Error(`campaign ${campaignId} has bid model data in each of dimensions ${offered.join(', ')}`);
  return empty;
}
