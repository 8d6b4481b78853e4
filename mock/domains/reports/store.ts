/** Writes of the reports domain over the world: the one place saved reports are added and removed. */
import type { SavedReport } from './model.ts';
import type { World } from '../world.ts';

export function insertReport(world: World, report: SavedReport): void {
  world.reports.push(report);
}

export function removeReport(world: World, report: SavedReport): void {
  world.reports = world.reports.filter((r) => r !== report);
}
