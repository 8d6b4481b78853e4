/**
 * The filters the creative list and both counts share, so a count always agrees
 * with the list for the same request.
 */
import type { Creative } from './model.ts';
import type { World } from '../world.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import { matchesSearch } from '../../core/toolkit/paging.ts';
import { campaignIdsByCreative, scopeOwIds } from './store.ts';

export interface FilteredCreatives {
  /** Every creative in the organizations the request covers. */
  inScope: Creative[];
  /** Those left after the filters. */
  matching: Creative[];
}

const anyOf = (wanted: number[] | undefined, value: number) => !wanted || wanted.length === 0 || wanted.includes(value);

export function filterCreatives(world: World, caller: Caller, filter: Api.CreativeFilter): FilteredCreatives {
  const owners = scopeOwIds(world, caller, filter);
  const inScope = world.creatives.filter((c) => owners.has(c.owId));
  const campaigns = campaignIdsByCreative(world);
  const carriedBy = (c: Creative) => {
    if (!filter.campaignIds || filter.campaignIds.length === 0) return true;
    // Stryker disable next-line ArrayDeclaration: equivalent: the filter's campaignIds are integers, so a placeholder id matches none of them, as no id does
    return (campaigns.get(c.creativeId) ?? []).some((id) => filter.campaignIds!.includes(id));
  };
  const matching = inScope.filter(
    (c) =>
      matchesSearch(filter.searchField, c.name, String(c.creativeId)) &&
      anyOf(filter.platformCreativeTypeIds, c.platformCreativeTypeId) &&
      anyOf(filter.creativeStatusIds, c.statusId) &&
      anyOf(filter.creativeIds, c.creativeId) &&
      (filter.creativeGroupId === undefined || c.creativeGroupId === filter.creativeGroupId) &&
      (filter.startTime === undefined || c.createdAt >= filter.startTime) &&
      (filter.endTime === undefined || c.createdAt <= filter.endTime) &&
      carriedBy(c),
  );
  return { inScope, matching };
}
