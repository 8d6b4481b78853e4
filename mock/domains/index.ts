/**
 * Every domain's handlers, keyed by operationId, the work each makes due on the
 * mock clock, and the users domain's answer to "who may act where".
 */
import type { DueWork, HandlerMap } from '../core/context.ts';
import { audienceTypeHandlers } from './audience-types/handlers.ts';
import { audiencesHandlers } from './audiences/handlers.ts';
import { settleInsights } from './audiences/insights.ts';
import { settleAudiences } from './audiences/store.ts';
import { bidModelHandlers } from './bid-models/handlers.ts';
import { conversionsHandlers } from './conversions/handlers.ts';
import { creativesHandlers } from './creatives/handlers.ts';
import { dashboardsHandlers } from './dashboards/handlers.ts';
import { deliverScheduledReports } from './reports/deliveries.ts';
import { reportsHandlers } from './reports/handlers.ts';
import { usersHandlers } from './users/handlers.ts';
import { vldHandlers } from './vld/handlers.ts';
import { settleVldReports } from './vld/store.ts';

export { workspaceAccess } from './users/state.ts';

export const domainHandlers: HandlerMap = {
  ...usersHandlers,
  ...audiencesHandlers,
  ...audienceTypeHandlers,
  ...creativesHandlers,
  ...conversionsHandlers,
  ...bidModelHandlers,
  ...reportsHandlers,
  ...vldHandlers,
  ...dashboardsHandlers,
};

export const domainDueWork: readonly DueWork[] = [
  (state, now) => settleAudiences(state.world, now),
  (state, now) => settleInsights(state.world, now),
  settleVldReports,
  deliverScheduledReports,
];
