/**
 * The world's part of a state snapshot. Every record of the world is plain JSON
 * (numbers for instants, arrays and plain objects; no Map, Set, Date or Buffer),
 * so the world is written as JSON. Each top-level part is named here, in the order
 * a snapshot writes them: the list is checked against the World type when it
 * compiles, and against a built world by a test, so a part added to the world
 * cannot be left out of snapshots.
 *
 * A restored world is checked whole before it replaces anything (spec/DECISIONS.md
 * M24): every record against its type (world-validator.ts, generated from the World
 * type by scripts/world-schema.ts), then the rules between records a type cannot
 * say, below. The domains read the world trusting both: a record that breaks them
 * would make every answer that reads it fail, or show one workspace's data in another.
 */
import type { World } from './world.ts';
import { AudienceTypeId, type AudienceTypeIdValue } from './audiences/model.ts';
import { applicationById } from './users/rules.ts';
import { validateWorld } from './world-validator.ts';
import { pathOf, schemaMismatch, SnapshotMismatch, SnapshotReader } from '../core/state/snapshot-reader.ts';

/** The parts of the world that are lists of records. */
type RecordList = { [P in keyof World]: World[P] extends ReadonlyArray<infer R> ? (R extends object ? P : never) : never }[keyof World];
type RecordOf<L extends RecordList> = World[L][number];

/**
 * Every part of the world, with the field each record of a list is known by (its id,
 * unique within the list), or null for a part that is not a list of records, or whose
 * records have no id of their own (a campaign's targeting is its campaign's and dimension's).
 */
export const worldParts = {
  seed: null,
  epoch: null,
  client: null,
  supportEmail: null,
  organizations: 'owId',
  users: 'userId',
  memberships: 'uowId',
  invitations: 'inviteHash',
  passwordResets: 'resetHash',
  advertisers: 'advertiserId',
  insertionOrders: 'ioId',
  campaigns: 'campaignId',
  audiences: 'audienceId',
  matchedAudiences: 'audienceId',
  retargetedAudiences: 'audienceId',
  audienceInsights: 'insightsId',
  creatives: 'creativeId',
  creativeGroups: 'creativeGroupId',
  conversions: 'conversionId',
  geoFarmedAudiences: 'audienceId',
  geoLocationFiles: 'id',
  campaignAudiences: 'audienceId',
  segmentAudiences: 'audienceId',
  audienceSegments: 'segmentId',
  preBidAudiences: 'audienceId',
  preBidSegments: 'prebidAudienceSegmentId',
  preBidProviders: 'providerId',
  contextualAudiences: 'audienceId',
  contextualSites: null,
  lookalikeAudiences: 'audienceId',
  abmAudiences: 'audienceId',
  healthcareDataProviders: 'dataProviderId',
  healthcareTitles: 'id',
  healthcareSpecialities: 'id',
  healthcareSystems: 'id',
  bidModels: 'bidModelDataId',
  entityBundles: 'bundleId',
  entityTargeting: null,
  vldReports: 'vldId',
  vldAccounts: 'owId',
  dashboards: 'id',
  reports: 'id',
  reportUnsubscribeTokens: null,
  highestAudienceId: null,
  personas: null,
} as const satisfies { [P in keyof World]: P extends RecordList ? keyof RecordOf<P> | null : null };

const partNames = Object.keys(worldParts) as Array<keyof World>;

/** A detached copy of the world as JSON, its parts in the order above. */
export function worldToJSON(world: World): World {
  return JSON.parse(JSON.stringify(Object.fromEntries(partNames.map((name) => [name, world[name]])))) as World;
}

/** A world read back from a snapshot: every record of its type, the rules below kept; a detached copy. */
export function parseWorld(value: unknown, path: string): World {
  // The seed first, and an integer like the snapshot's own: it names the world, and its type says only number.
  SnapshotReader.of(value, path).integer('seed');
  if (!validateWorld(value)) throw schemaMismatch(validateWorld.errors ?? [], value, path);
  checkRules(value as World, path);
  try {
    return worldToJSON(value as World);
  } catch (error) {
    // JSON.parse reads any depth, JSON.stringify (the answers that would carry such a record) does not.
    if (error instanceof RangeError) throw new SnapshotMismatch(path, 'records nested less than thousands of levels deep');
    throw error;
  }
}

// ---- The rules between records ----------------------------------------------

/** A list's records as plain objects, for the rules that read a field they are given by name. */
function recordsOf(world: World, name: RecordList): ReadonlyArray<Record<string, unknown>> {
  return world[name] as unknown as ReadonlyArray<Record<string, unknown>>;
}

/** Each list's records by id, the first of each id (as the domains find them). */
type Ids = { [L in RecordList]?: Map<unknown, RecordOf<L>> };

function checkRules(world: World, path: string): void {
  const ids = uniqueIds(world, path);
  for (const reference of references) checkReference(world, ids, reference, path);
  checkHierarchy(world, path);
  const above = workspacesAbove(world);
  for (const creator of creators) checkCreator(world, ids, above, creator, path);
  checkPersonas(world, ids, path);
  checkAudienceTypes(world, ids, path);
  checkApps(world, path);
}

/** A second record of an id would be found by no lookup, or stand in for the first. */
function uniqueIds(world: World, path: string): Ids {
  const ids: Ids = {};
  for (const name of partNames) {
    const key = worldParts[name];
    if (key === null) continue;
    const byId = new Map<unknown, Record<string, unknown>>();
    recordsOf(world, name as RecordList).forEach((record, index) => {
      if (byId.has(record[key])) throw new SnapshotMismatch(pathOf(pathOf(pathOf(path, name), index), key), `an id no earlier record of ${name} has`);
      byId.set(record[key], record);
    });
    (ids as Record<string, unknown>)[name] = byId;
  }
  return ids;
}

/**
 * A field naming records of another list (one id, null, or a list of ids);
 * `sameWorkspace`: the record named must be of the naming record's workspace (owId).
 */
interface Reference {
  from: RecordList;
  field: string;
  to: RecordList;
  sameWorkspace: boolean;
}

/** A reference whose field the compiler checks against the record's type. */
function ref<F extends RecordList>(from: F, field: keyof RecordOf<F> & string, to: RecordList, sameWorkspace = false): Reference {
  return { from, field, to, sameWorkspace };
}

/**
 * The references the domains follow without a check: a broken one makes every answer
 * that follows it fail (found by restoring such worlds and calling every operation).
 */
const references: readonly Reference[] = [
  // The users list and the profile read a member's user and workspace.
  ref('memberships', 'userId', 'users'),
  ref('memberships', 'owId', 'organizations'),
  ref('organizations', 'parentOwId', 'organizations'),
  // The VLD reports and the dashboards' rows read a campaign's organization and insertion order.
  ref('campaigns', 'owId', 'organizations'),
  // Every audience view names the audience's organization.
  ref('audiences', 'owId', 'organizations'),
  ref('campaigns', 'ioId', 'insertionOrders', true),
  ref('vldReports', 'campaignId', 'campaigns', true),
  // A report shows each of its customers' organization (customerDetails).
  ref('reports', 'customerIds', 'organizations'),
  // An ABM audience shows its data provider; a pre-bid audience its segments and their providers.
  ref('abmAudiences', 'dataProviderId', 'healthcareDataProviders'),
  ref('preBidAudiences', 'segmentIds', 'preBidSegments'),
  ref('preBidSegments', 'providerId', 'preBidProviders'),
  // Accepting an invitation activates its membership: one of another workspace would let the invitee in there.
  ref('invitations', 'uowId', 'memberships', true),
];

function checkReference(world: World, ids: Ids, { from, field, to, sameWorkspace }: Reference, path: string): void {
  const targets = ids[to] as Map<unknown, { owId?: number }>;
  recordsOf(world, from).forEach((record, index) => {
    const at = pathOf(pathOf(pathOf(path, from), index), field);
    const value = record[field];
    const named = Array.isArray(value) ? value.map((id, i) => ({ id, at: pathOf(at, i) })) : value === null ? [] : [{ id: value, at }];
    for (const { id, at: itemAt } of named) {
      const target = targets.get(id);
      if (!target) throw new SnapshotMismatch(itemAt, `the ${worldParts[to]} of one of ${to}`);
      if (sameWorkspace && target.owId !== record.owId)
        throw new SnapshotMismatch(itemAt, `the ${worldParts[to]} of one of ${to} of workspace ${String(record.owId)}`);
    }
  });
}

/** The hierarchy is a tree: the profile follows a workspace's parents to the top, a loop would never end. */
function checkHierarchy(world: World, path: string): void {
  const parentOf = new Map(world.organizations.map((o) => [o.owId, o.parentOwId]));
  const reachesTop = new Set<number>();
  world.organizations.forEach((org, index) => {
    const seen = new Set<number>();
    for (let owId: number | null = org.owId; owId !== null && !reachesTop.has(owId); owId = parentOf.get(owId) ?? null) {
      if (seen.has(owId))
        throw new SnapshotMismatch(pathOf(pathOf(pathOf(path, 'organizations'), index), 'parentOwId'), 'an organization that is not below it');
      seen.add(owId);
    }
    for (const owId of seen) reachesTop.add(owId);
  });
}

/** A workspace and those above it, where a member acting in it may belong (a parent's member acts in its customers); once each. */
function workspacesAbove(world: World): (owId: number) => Set<number> {
  const parentOf = new Map(world.organizations.map((o) => [o.owId, o.parentOwId]));
  const known = new Map<number, Set<number>>();
  return (owId) => {
    let chain = known.get(owId);
    if (chain) return chain;
    chain = new Set<number>();
    for (let at: number | null = owId; at !== null; at = parentOf.get(at) ?? null) chain.add(at);
    known.set(owId, chain);
    return chain;
  };
}

/**
 * Fields naming the membership a record was created or changed through: the audience
 * and creative answers show its user's name and e-mail, so it must be a member of the
 * record's workspace or of one above it, never another workspace's.
 */
const creators = [
  { from: 'audiences', field: 'createdByUowId' },
  { from: 'creatives', field: 'createdByUowId' },
  { from: 'conversions', field: 'createdByUowId' },
  { from: 'conversions', field: 'modifiedByUowId' },
  { from: 'vldReports', field: 'createdByUowId' },
] as const satisfies ReadonlyArray<{ from: RecordList; field: string }>;

function checkCreator(world: World, ids: Ids, above: (owId: number) => Set<number>, { from, field }: (typeof creators)[number], path: string): void {
  recordsOf(world, from).forEach((record, index) => {
    const owId = record.owId as number;
    const membership = ids.memberships!.get(record[field]);
    if (!membership || !above(owId).has(membership.owId)) {
      throw new SnapshotMismatch(pathOf(pathOf(pathOf(path, from), index), field), `the uowId of a membership of workspace ${owId} or one above it`);
    }
  });
}

/** QA signs in as the personas (GET /__mock/fixtures): each names its own membership, in its own workspace. */
function checkPersonas(world: World, ids: Ids, path: string): void {
  for (const [name, persona] of Object.entries(world.personas)) {
    const membership = ids.memberships!.get(persona.uowId);
    if (!membership || membership.userId !== persona.userId || membership.owId !== persona.owId) {
      throw new SnapshotMismatch(
        pathOf(pathOf(pathOf(path, 'personas'), name), 'uowId'),
        `the uowId of the membership of user ${persona.userId} in workspace ${persona.owId}`,
      );
    }
  }
}

/** The list holding each audience type's own data: every audience has its type's record, which its answers read. */
const typeRecords: Record<AudienceTypeIdValue, RecordList> = {
  [AudienceTypeId.matched]: 'matchedAudiences',
  [AudienceTypeId.geoFarmed]: 'geoFarmedAudiences',
  [AudienceTypeId.retargeted]: 'retargetedAudiences',
  [AudienceTypeId.segment]: 'segmentAudiences',
  [AudienceTypeId.contextual]: 'contextualAudiences',
  [AudienceTypeId.preBid]: 'preBidAudiences',
  [AudienceTypeId.campaign]: 'campaignAudiences',
  [AudienceTypeId.lookalike]: 'lookalikeAudiences',
  [AudienceTypeId.abm]: 'abmAudiences',
};

function checkAudienceTypes(world: World, ids: Ids, path: string): void {
  world.audiences.forEach((audience, index) => {
    const list = typeRecords[audience.typeId];
    if (!ids[list]!.has(audience.audienceId)) {
      throw new SnapshotMismatch(pathOf(pathOf(pathOf(path, 'audiences'), index), 'audienceId'), `the audienceId of one of ${list} (its type's data)`);
    }
  });
}

/** A membership's applications are listed by name. */
function checkApps(world: World, path: string): void {
  world.memberships.forEach((membership, index) => {
    membership.apps.forEach((app, i) => {
      if (applicationById.has(app.appId)) return;
      throw new SnapshotMismatch(
        pathOf(pathOf(pathOf(pathOf(pathOf(path, 'memberships'), index), 'apps'), i), 'appId'),
        `one of ${[...applicationById.keys()].join(', ')}`,
      );
    });
  });
}
