/** Writes of the audience-types domain over the world: the one place an audience's type-specific data is added. */
import type { World } from '../world.ts';

/** The world's lists of type-specific audience data, one record per audience of the type. */
export type TypeDetailList =
  'geoFarmedAudiences' | 'campaignAudiences' | 'segmentAudiences' | 'preBidAudiences' | 'contextualAudiences' | 'lookalikeAudiences' | 'abmAudiences';

export function insertTypeDetail<List extends TypeDetailList>(world: World, list: List, detail: World[List][number]): void {
  (world[list] as Array<World[List][number]>).push(detail);
}
