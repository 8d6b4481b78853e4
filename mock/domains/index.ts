/**
 * Every domain's handlers, keyed by operationId, the work each makes due on the
 * mock clock, and the users domain's answer to "who may act where".
 */
import type { DueWork, HandlerMap } from '../core/context.ts';
import { deliverScheduledReports } from './reports/deliveries.ts';
import { reportsHandlers } from './reports/handlers.ts';
import { usersHandlers } from './users/handlers.ts';

export { workspaceAccess } from './users/state.ts';

export const domainHandlers: HandlerMap = {
  ...usersHandlers,
  ...reportsHandlers,
};

export const domainDueWork: readonly DueWork[] = [deliverScheduledReports];
