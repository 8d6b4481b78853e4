/**
 * The audience records every audience operation shares: visibility, creation,
 * the processing lifecycle on the mock clock, and attachment to campaigns (read
 * from the campaigns, the one home of that relation).
 */
import type { Audience, AudienceInsight, AudienceTypeIdValue, MatchedAudience, RetargetedAudience } from './model.ts';
import type { World } from '../world.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import { scheduleDue, type DueTask } from '../../core/state/due-queue.ts';
import { findByKey, recordKey } from '../../core/toolkit/lookup.ts';
import { notFound } from '../../core/toolkit/errors.ts';
import { mayTouch, nextId } from '../workspace.ts';

const audienceById = recordKey<Audience>('audienceId', (a) => a.audienceId);
const matchedById = recordKey<MatchedAudience>('audienceId', (m) => m.audienceId);
const retargetedById = recordKey<RetargetedAudience>('audienceId', (r) => r.audienceId);

/** How long a new audience stays Processing before it turns approved (Ready). */
export const PROCESSING_MS = 10 * 60_000;

const FIRST_NEW_AUDIENCE_ID = 4500;

/**
 * A new audience's id is above every id handed out before (the world keeps the
 * highest), so a deleted audience's id is never given to a new one: a client
 * holding it must not find another audience there.
 */
function issueAudienceId(world: World): number {
  const id = nextId([...world.audiences.map((a) => a.audienceId), world.highestAudienceId], FIRST_NEW_AUDIENCE_ID - 1);
  world.highestAudienceId = id;
  return id;
}

/** The audience turns approved (Ready) at its ready time, if it is still Processing then (due work on the mock clock). */
export function audienceReady(audience: Audience): DueTask {
  return {
    at: audience.readyAt!,
    run: (_state, now) => {
      if (audience.status !== 'processing' || audience.readyAt === null || audience.readyAt > now) return;
      audience.status = 'approved';
      audience.readyAt = null;
      audience.modifiedAt = now;
    },
  };
}

export function* pendingAudiences(world: World): Iterable<DueTask> {
  for (const audience of world.audiences) if (audience.status === 'processing' && audience.readyAt !== null) yield audienceReady(audience);
}

/** An audience the caller may see and change, or undefined (unknown and foreign look the same). */
export function audienceFor(world: World, caller: Caller, audienceId: number): Audience | undefined {
  const audience = findByKey(world.audiences, audienceById, audienceId);
  return audience && mayTouch(world, caller, audience.owId) ? audience : undefined;
}

/** An audience of the type the caller may see, or 404 with the operation's text naming the path field. */
export function audienceOfType(world: World, caller: Caller, audienceId: number, typeId: AudienceTypeIdValue, notFoundText: string, field: string): Audience {
  const audience = audienceFor(world, caller, audienceId);
  if (!audience || audience.typeId !== typeId) throw notFound(notFoundText, field);
  return audience;
}

export function audiencesVisibleTo(world: World, caller: Caller): Audience[] {
  return world.audiences.filter((a) => mayTouch(world, caller, a.owId));
}

export interface NewAudience {
  name: string;
  typeId: AudienceTypeIdValue;
  uniques?: number;
  dataCost?: number;
  isVoterAudience?: boolean;
}

/** Adds an audience of the caller's workspace, Processing for PROCESSING_MS, then approved. */
export function createAudience(world: World, caller: Caller, input: NewAudience, now: number): Audience {
  const readyAt = now + PROCESSING_MS;
  const audience: Audience = {
    audienceId: issueAudienceId(world),
    owId: caller.owId,
    name: input.name,
    typeId: input.typeId,
    status: 'processing',
    createdByUowId: caller.membership.uowId,
    createdAt: now,
    modifiedAt: now,
    uniques: input.uniques ?? 0,
    dataCost: input.dataCost ?? 0,
    isVoterAudience: input.isVoterAudience ?? false,
    readyAt,
  };
  world.audiences.push(audience);
  scheduleDue(world, audienceReady(audience));
  return audience;
}

/** Unique users are known once the audience is Ready; every view shows 0 before (spec/DECISIONS.md AU1). */
export function shownUniques(audience: Audience): number {
  return audience.status === 'approved' ? audience.uniques : 0;
}

/** Campaigns that include or exclude the audience. */
export function campaignsUsing(world: World, audienceId: number): { included: number[]; excluded: number[] } {
  const included: number[] = [];
  const excluded: number[] = [];
  for (const c of world.campaigns) {
    if (c.includedAudienceIds.includes(audienceId)) included.push(c.campaignId);
    if (c.excludedAudienceIds.includes(audienceId)) excluded.push(c.campaignId);
  }
  return { included, excluded };
}

/** The upload of a matched audience (every matched audience has one). */
export function matchedOf(world: World, audienceId: number): MatchedAudience | undefined {
  return findByKey(world.matchedAudiences, matchedById, audienceId);
}

/** The tag of a retargeted audience. */
export function retargetedOf(world: World, audienceId: number): RetargetedAudience | undefined {
  return findByKey(world.retargetedAudiences, retargetedById, audienceId);
}

/** True when any campaign includes or excludes the audience: it cannot be deleted. */
export function isAttached(world: World, audienceId: number): boolean {
  const { included, excluded } = campaignsUsing(world, audienceId);
  return included.length + excluded.length > 0;
}

/**
 * Removes the audience and everything of it (its type's details, insights), in
 * place. Ids are handed out again after the highest is deleted, so nothing of a
 * deleted audience may stay behind for the next one to inherit.
 */
export function deleteAudience(world: World, audienceId: number): void {
  const ofIt = (record: { audienceId: number }) => record.audienceId === audienceId;
  removeWhere(world.audiences, ofIt);
  for (const details of typeDetailLists(world)) removeWhere(details, ofIt);
  removeWhere(world.audienceInsights, ofIt);
}

/** The lists of each type's details, keyed by audienceId. */
export function typeDetailLists(world: World): Array<Array<{ audienceId: number }>> {
  return [
    world.matchedAudiences,
    world.retargetedAudiences,
    world.geoFarmedAudiences,
    world.campaignAudiences,
    world.segmentAudiences,
    world.preBidAudiences,
    world.contextualAudiences,
    world.lookalikeAudiences,
    world.abmAudiences,
  ];
}

function removeWhere<T>(items: T[], doomed: (item: T) => boolean): void {
  for (let i = items.length - 1; i >= 0; i--) if (doomed(items[i]!)) items.splice(i, 1);
}

export function insertMatchedAudience(world: World, matched: MatchedAudience): void {
  world.matchedAudiences.push(matched);
}

export function insertAudienceInsight(world: World, insight: AudienceInsight): void {
  world.audienceInsights.push(insight);
}
