/** Writes of the dashboards domain over the world: the one place its records are added and removed. */
import type { Dashboard } from './model.ts';
import type { World } from '../world.ts';

export function insertDashboard(world: World, dashboard: Dashboard): void {
  world.dashboards.push(dashboard);
}

export function removeDashboard(world: World, dashboard: Dashboard): void {
  world.dashboards = world.dashboards.filter((d) => d !== dashboard);
}
