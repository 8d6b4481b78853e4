/**
 * The dashboards domain's records: saved dashboard views.
 * Times are epoch milliseconds.
 */
import type { DashboardData } from '../../../spec/generated/types.ts';

/** A user's saved dashboard view in one workspace. */
// The stored dashboard; the API's Dashboard (spec/generated/types.ts) is its view, with the modified date as text and no owner.
export interface Dashboard {
  id: number;
  owId: number;
  userId: number;
  label: string;
  /** The view configuration as the client sent it (timezone, columns, graphs, ...). */
  data: DashboardData;
  created: number;
  modifiedAt: number;
}

/** The part of the world these records make up (mock/domains/world.ts). */
export interface DashboardsWorld {
  dashboards: Dashboard[];
}
