/**
 * What every audience-type operation shares: the detail fields the geo-farmed and campaign views have in common, and the
 * checks of names, dates and id lists.
 */
import type { Audience, World } from '../../../fixtures/types.ts';
import type * as Api from '../../../spec/generated/types.ts';
import { messages, unprocessable } from '../../core/errors.ts';
import { campaignsUsing, shownUniques } from '../audiences/store.ts';

/** The type's own data of an audience; every audience of the type has it (fixtures and creates add both). */
export function detailsOf<T extends { audienceId: number }>(list: T[], audienceId: number): T {
  const details = list.find((d) => d.audienceId === audienceId);
  if (!details) throw new Error(`audience ${audienceId} has no type details`);
  return details;
}

/** A name of only spaces passes minLength but names nothing: refuse it. */
export function requireText(value: string, field: string): string {
  const text = value.trim();
  if (text === '') throw unprocessable(messages.blankText, field);
  return text;
}

export function requireEndAfterStart(startDate: number, endDate: number): void {
  if (endDate <= startDate) throw unprocessable(messages.endBeforeStart, 'endDate');
}

/** "1, 2,3" to [1, 2, 3] (the spec's pattern has already checked the shape). */
export function parseIdList(text: string | undefined): number[] {
  return [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t !== '')
        .map(Number),
    ),
  ];
}

/** Refuses the first id `exists` rejects, naming it as `field[index]`. */
export function requireEach(ids: readonly number[], field: string, text: string, exists: (id: number) => boolean): void {
  const index = ids.findIndex((id) => !exists(id));
  if (index >= 0) throw unprocessable(text, `${field}[${index}]`, `${ids[index]} is not known.`);
}

export function createdMessage(kind: string): string {
  return `${kind} audience created successfully.`;
}

function creatorName(world: World, uowId: number): string | null {
  const membership = world.memberships.find((m) => m.uowId === uowId);
  return (membership && world.users.find((u) => u.userId === membership.userId)?.displayName) ?? null;
}

export function baseDetails(world: World, audience: Audience): Api.AudienceTypeDetailsBase {
  const { included, excluded } = campaignsUsing(world, audience.audienceId);
  return {
    id: audience.audienceId,
    name: audience.name,
    status: audience.status,
    type: audience.typeId,
    includedCount: included.length,
    excludedCount: excluded.length,
    createdOn: audience.createdAt,
    organizationName: world.organizations.find((o) => o.owId === audience.owId)?.organizationName ?? '',
    owId: audience.owId,
    createdByUowId: audience.createdByUowId,
    createdByUser: creatorName(world, audience.createdByUowId),
    uniques: shownUniques(audience),
    // Only callers who may touch the audience see it at all (audienceFor).
    editAccess: true,
  };
}
