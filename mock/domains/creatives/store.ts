/**
 * The creative records every creative operation shares: which organizations a
 * request covers (owIds, allOwIds), the creatives and groups in them, the
 * campaigns that carry a creative (read from the campaigns, the one home of that
 * relation) and post-processing on the mock clock.
 */
import type { Creative, CreativeGroup } from './model.ts';
import type { World } from '../world.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import { forbidden } from '../../core/toolkit/errors.ts';
import { creativeMessages } from './messages.ts';
import { organization } from '../users/index.ts';
import { mayTouch, ownedOwIds } from '../workspace.ts';

export interface OwnerScope {
  owIds?: number[];
  allOwIds?: boolean;
}

/** A caller acting in an organization that owns a workspace (a customer's own users are not). */
export function isWorkspaceUser(world: World, caller: Caller): boolean {
  // Stryker disable next-line OptionalChaining,BooleanLiteral: equivalent: the pipeline lets a caller act only in an organization it may see, so the organization is always found
  return organization(world, caller.owId)?.isWorkspaceOwnerOrg ?? false;
}

/**
 * The organizations a list or count covers: every one the caller may see, narrowed
 * to `owIds` (foreign ids match nothing) unless `allOwIds` is true. Only workspace
 * users may send either (403 otherwise).
 */
export function scopeOwIds(world: World, caller: Caller, scope: OwnerScope): Set<number> {
  const sendsOwIds = (scope.owIds?.length ?? 0) > 0;
  if ((sendsOwIds || scope.allOwIds === true) && !isWorkspaceUser(world, caller)) {
    throw forbidden(creativeMessages.owIdsWorkspaceOnly, undefined, sendsOwIds ? 'owIds' : 'allOwIds');
  }
  const visible = ownedOwIds(world, caller.owId);
  if (scope.allOwIds === true || !sendsOwIds) return visible;
  return new Set(scope.owIds!.filter((owId) => visible.has(owId)));
}

export function creativeFor(world: World, caller: Caller, creativeId: number): Creative | undefined {
  const creative = world.creatives.find((c) => c.creativeId === creativeId);
  return creative && mayTouch(world, caller, creative.owId) ? creative : undefined;
}

export function groupFor(world: World, caller: Caller, creativeGroupId: number): CreativeGroup | undefined {
  const group = world.creativeGroups.find((g) => g.creativeGroupId === creativeGroupId);
  return group && mayTouch(world, caller, group.owId) ? group : undefined;
}

/** Campaign ids carrying each creative, built once per request from the campaigns. */
export function campaignIdsByCreative(world: World): Map<number, number[]> {
  const byCreative = new Map<number, number[]>();
  for (const campaign of world.campaigns) {
    for (const creativeId of campaign.creativeIds) byCreative.set(creativeId, [...(byCreative.get(creativeId) ?? []), campaign.campaignId]);
  }
  return byCreative;
}

/** True once post-processing of a video or audio creative has finished on the mock clock. */
export function isTransformed(creative: Creative, now: number): boolean {
  // A creative never post-processed (processedAt null) is never transformed.
  return (creative.processedAt ?? Infinity) <= now;
}

/** The one place creatives are added to the world. */
export function insertCreative(world: World, creative: Creative): void {
  world.creatives.push(creative);
}
