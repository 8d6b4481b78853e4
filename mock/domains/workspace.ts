/**
 * Which records a caller may see and touch, for every domain of documents 2 and 3:
 * those of the organization named by X-IAA-OW-ID and of its customers beneath it
 * (a workspace sees its customers' audiences, creatives, campaigns and reports).
 */
import type { Campaign } from './campaigns/model.ts';
import type { World } from './world.ts';
import type { Caller } from '../core/toolkit/context.ts';

/** owId and every organization beneath it in the customer hierarchy. */
export function ownedOwIds(world: World, owId: number): Set<number> {
  const owned = new Set([owId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const org of world.organizations) {
      if (org.parentOwId !== null && owned.has(org.parentOwId) && !owned.has(org.owId)) {
        owned.add(org.owId);
        grew = true;
      }
    }
  }
  return owned;
}

/** True when the caller, acting in their workspace, may read and change a record of owId. */
export function mayTouch(world: World, caller: Caller, owId: number): boolean {
  return ownedOwIds(world, caller.owId).has(owId);
}

/** A campaign the caller may touch, or undefined (unknown and foreign look the same). */
export function campaignFor(world: World, caller: Caller, campaignId: number): Campaign | undefined {
  const campaign = world.campaigns.find((c) => c.campaignId === campaignId);
  return campaign && mayTouch(world, caller, campaign.owId) ? campaign : undefined;
}

/** The next free id above every existing one and above floor. */
export function nextId(values: Iterable<number>, floor: number): number {
  let max = floor;
  for (const v of values) if (v > max) max = v;
  return max + 1;
}
