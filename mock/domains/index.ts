/**
 * Every domain's handlers, keyed by operationId, the work each makes due on the
 * mock clock, the kinds of e-mail they send, and the users domain's answer to "who
 * may act where".
 */
import type { World } from './world.ts';
import type { HandlerTableUncheckedFor } from '../core/toolkit/context.ts';
import type { DueTask } from '../core/state/due-queue.ts';
import { audienceTypeHandlers } from './audience-types/handlers.ts';
import { audiencesHandlers } from './audiences/handlers.ts';
import { audienceEmailKinds } from './audiences/emails.ts';
import { pendingInsights } from './audiences/insights.ts';
import { pendingAudiences } from './audiences/store.ts';
import { bidModelHandlers } from './bid-models/handlers.ts';
import { conversionsHandlers } from './conversions/handlers.ts';
import { creativesHandlers } from './creatives/handlers.ts';
import { dashboardsHandlers, type DashboardRowOperation } from './dashboards/handlers.ts';
import { pendingDeliveries } from './reports/deliveries.ts';
import { reportEmailKinds } from './reports/emails.ts';
import { reportsHandlers } from './reports/handlers.ts';
import { userEmailKinds } from './users/emails.ts';
import { usersHandlers } from './users/handlers.ts';
import { vldHandlers } from './vld/handlers.ts';
import { pendingVldReports } from './vld/store.ts';

export { workspaceAccess } from './users/state.ts';

/**
 * Every platform operation's handler, checked against the spec's operations: an
 * operation without a handler, or a handler whose context or answer does not fit
 * its operation, does not compile (the dashboard reports' rows excepted, see
 * DashboardRowOperation). Each domain's map refuses an id that is not an operation.
 */
export const domainHandlers = {
  ...usersHandlers,
  ...audiencesHandlers,
  ...audienceTypeHandlers,
  ...creativesHandlers,
  ...conversionsHandlers,
  ...bidModelHandlers,
  ...reportsHandlers,
  ...vldHandlers,
  ...dashboardsHandlers,
} satisfies HandlerTableUncheckedFor<DashboardRowOperation>;

/** The kinds of e-mail the domains send: the outbox refuses a snapshot's e-mail of any other kind. */
export const domainEmailKinds: readonly string[] = [...userEmailKinds, ...audienceEmailKinds, ...reportEmailKinds];

/** Every task due on the mock clock that a world holds (the due queue's first fill: mock/core/state/due-queue.ts). */
export function* domainDueTasks(world: World): Iterable<DueTask> {
  yield* pendingAudiences(world);
  yield* pendingInsights(world);
  yield* pendingVldReports(world);
  yield* pendingDeliveries(world);
}
