/** Writes of the conversions domain over the world: the one place its records are added. */
import type { Conversion } from './model.ts';
import type { World } from '../world.ts';

export function insertConversion(world: World, conversion: Conversion): void {
  world.conversions.push(conversion);
}
