/**
 * What every audience-type operation shares: the detail fields the geo-farmed and campaign views have in common, and the
 * checks of names, dates and id lists.
 */
import type { Audience } from '../audiences/model.ts';
import type { World } from '../world.ts';
import type * as Api from '../../../spec/generated/types.ts';
import { unprocessable } from '../../core/toolkit/errors.ts';
import { audienceTypeMessages } from './messages.ts';
import { httpMessages } from '../../core/toolkit/messages.ts';
import { audienceRecordFields, shownUniques } from '../audiences/index.ts';

/** The type's own data of an audience; every audience of the type has it (fixtures and creates add both). */
export function detailsOf<T extends { audienceId: number }>(list: T[], audienceId: number): T {
  return list.find((d) => d.audienceId === audienceId)!;
}

/** A name of only spaces passes minLength but names nothing: refuse it. */
export function requireText(value: string, field: string): string {
  const text = value.trim();
  if (text === '') throw unprocessable(httpMessages.blankText, field);
  return text;
}

export function requireEndAfterStart(startDate: number, endDate: number): void {
  if (endDate <= startDate) throw unprocessable(audienceTypeMessages.endBeforeStart, 'endDate');
}

/** Refuses the first id `exists` rejects, naming it as `field[index]`. */
export function requireEach(ids: readonly number[], field: string, text: string, exists: (id: number) => boolean): void {
  const index = ids.findIndex((id) => !exists(id));
  if (index >= 0) throw unprocessable(text, `${field}[${index}]`, `${ids[index]} is not known.`);
}

export function createdMessage(kind: string): string {
  return `${kind} audience created successfully.`;
}

export function baseDetails(world: World, audience: Audience): Api.AudienceTypeDetailsBase {
  return { ...audienceRecordFields(world, audience), uniques: shownUniques(audience) };
}
