/**
 * Every domain's handlers, keyed by operationId, the work each makes due on the
 * mock clock, and the users domain's answer to "who may act where".
 */
import type { DueWork, HandlerMap } from '../core/context.ts';
import { dashboardsHandlers } from './dashboards/handlers.ts';
import { usersHandlers } from './users/handlers.ts';
import { vldHandlers } from './vld/handlers.ts';
import { settleVldReports } from './vld/store.ts';

export { workspaceAccess } from './users/state.ts';

export const domainHandlers: HandlerMap = {
  ...usersHandlers,
  ...vldHandlers,
  ...dashboardsHandlers,
};

export const domainDueWork: readonly DueWork[] = [settleVldReports];
