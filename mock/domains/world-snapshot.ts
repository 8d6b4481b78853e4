/**
 * The world's part of a state snapshot. Every record of the world is plain JSON
 * (numbers for instants, arrays and plain objects; no Map, Set, Date or Buffer),
 * so the world is written as JSON. Each top-level part is named here with the
 * kind of value it holds: the list is checked against the World type when it
 * compiles, and against a built world by a test, so a part added to the world
 * cannot be left out of snapshots. A restored part must have its kind; the
 * records inside are taken as they are (a snapshot is the mock's own output).
 */
import type { World } from './world.ts';
import { pathOf, SnapshotMismatch, SnapshotReader, stringItem } from '../core/snapshot-reader.ts';

type WorldPartKind = 'integer' | 'number' | 'string' | 'object' | 'records' | 'strings' | 'strings by key';

export const worldParts = {
  seed: 'integer',
  epoch: 'number',
  client: 'object',
  supportEmail: 'string',
  organizations: 'records',
  users: 'records',
  memberships: 'records',
  invitations: 'records',
  passwordResets: 'records',
  advertisers: 'records',
  insertionOrders: 'records',
  campaigns: 'records',
  audiences: 'records',
  matchedAudiences: 'records',
  retargetedAudiences: 'records',
  audienceInsights: 'records',
  creatives: 'records',
  creativeGroups: 'records',
  conversions: 'records',
  geoFarmedAudiences: 'records',
  geoLocationFiles: 'records',
  campaignAudiences: 'records',
  segmentAudiences: 'records',
  audienceSegments: 'records',
  preBidAudiences: 'records',
  preBidSegments: 'records',
  preBidProviders: 'records',
  contextualAudiences: 'records',
  contextualSites: 'strings',
  lookalikeAudiences: 'records',
  abmAudiences: 'records',
  healthcareDataProviders: 'records',
  healthcareTitles: 'records',
  healthcareSpecialities: 'records',
  healthcareSystems: 'records',
  bidModels: 'records',
  entityBundles: 'records',
  entityTargeting: 'records',
  vldReports: 'records',
  vldAccounts: 'records',
  dashboards: 'records',
  reports: 'records',
  reportUnsubscribeTokens: 'strings by key',
  highestAudienceId: 'integer',
  personas: 'object',
} as const satisfies Record<keyof World, WorldPartKind>;

const partNames = Object.keys(worldParts) as Array<keyof World>;

/** A detached copy of the world as JSON, its parts in the order above. */
export function worldToJSON(world: World): World {
  return JSON.parse(JSON.stringify(Object.fromEntries(partNames.map((name) => [name, world[name]])))) as World;
}

/** A world read back from a snapshot: every part present with its kind; a detached copy. */
export function parseWorld(value: unknown, path: string): World {
  const read = SnapshotReader.of(value, path);
  for (const name of partNames) checkPart(read, name, worldParts[name]);
  try {
    return worldToJSON(value as World);
  } catch (error) {
    // JSON.parse reads any depth, JSON.stringify (the answers that would carry such a record) does not.
    if (error instanceof RangeError) throw new SnapshotMismatch(path, 'records nested less than thousands of levels deep');
    throw error;
  }
}

function checkPart(read: SnapshotReader, name: string, kind: WorldPartKind): void {
  const path = pathOf(read.path, name);
  switch (kind) {
    case 'integer':
      return void read.integer(name);
    case 'number':
      return void read.number(name);
    case 'string':
      return void read.string(name);
    case 'object':
      return void read.object(name);
    case 'records':
      return void read.list(name, (item, itemPath) => SnapshotReader.of(item, itemPath));
    case 'strings':
      return void read.list(name, stringItem);
    case 'strings by key':
      read.object(name);
      for (const [key, item] of Object.entries(read.raw(name) as object)) stringItem(item, pathOf(path, key));
  }
}
