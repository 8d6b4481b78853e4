/**
 * Deleted audiences, for the audiences and audience-types breaches: copies of the
 * records a delete removed, so that a broken delete or read can put them back.
 */
import type { DeleteAudiencesResult } from '../../spec/generated/types.ts';
import type { HandlerContext } from '../core/toolkit/context.ts';
import { parseIdList } from '../core/toolkit/paging.ts';
import { deleteAudience, typeDetailLists } from '../domains/audiences/index.ts';
import type { World } from '../domains/world.ts';
import { wrapHandler, type BreachSite } from './breach.ts';

/** The world's lists that hold records of an audience, keyed by audienceId. */
function audienceRecordLists(world: World): Array<Array<{ audienceId: number }>> {
  return [world.audiences, ...typeDetailLists(world), world.audienceInsights];
}

/** Copies of every record of the given audiences, list by list, to put back later. */
export function snapshotRecords(world: World, ids: number[]): Array<Array<{ audienceId: number }>> {
  return audienceRecordLists(world).map((list) => structuredClone(list.filter((r) => ids.includes(r.audienceId))));
}

export function restoreRecords(world: World, snapshot: Array<Array<{ audienceId: number }>>, ids: number[]): void {
  audienceRecordLists(world).forEach((list, index) => list.push(...snapshot[index]!.filter((r) => ids.includes(r.audienceId))));
}

export function requestedIds(ctx: HandlerContext): number[] {
  const list = (ctx.body as { audienceIds?: unknown } | undefined)?.audienceIds;
  return typeof list === 'string' ? parseIdList(list) : [];
}

/** Records of deleted audiences that a broken delete leaves behind, per world (a reset builds a new one). */
const leftBehind = new WeakMap<World, Map<number, Array<Array<{ audienceId: number }>>>>();

/** Keeps a copy of what each successful delete removed. */
export function rememberDeleted(site: BreachSite): void {
  wrapHandler(site, 'deleteAudiences', (real) => async (ctx) => {
    const { world } = ctx.state;
    const ids = requestedIds(ctx);
    const snapshot = snapshotRecords(world, ids);
    const result = (await real(ctx)) as DeleteAudiencesResult;
    const kept = leftBehind.get(world) ?? new Map();
    for (const id of result.audienceSuccessfulIds)
      kept.set(
        id,
        snapshot.map((list) => list.filter((r) => r.audienceId === id)),
      );
    leftBehind.set(world, kept);
    return result;
  });
}

/** A read that still finds a deleted audience (named by a path or query field) in the records its delete left behind. */
export function readLeftBehind(site: BreachSite, operationId: string, where: 'params' | 'query', field: string): void {
  wrapHandler(site, operationId, (real) => async (ctx) => {
    const { world } = ctx.state;
    const id = Number((ctx[where] as Record<string, unknown>)[field]);
    const records = leftBehind.get(world)?.get(id);
    if (!records || world.audiences.some((a) => a.audienceId === id)) return real(ctx);
    restoreRecords(world, records, [id]);
    try {
      return await real(ctx);
    } finally {
      deleteAudience(world, id);
    }
  });
}
