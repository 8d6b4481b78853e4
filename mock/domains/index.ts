/**
 * Every domain's handlers, keyed by operationId, the work each makes due on the
 * mock clock, the kinds of e-mail they send, and the users domain's answer to "who
 * may act where".
 */
import type { World } from './world.ts';
import type { DomainHandlerTable, Handler, HandlerMap } from '../core/context.ts';
import type { PlatformOperationId } from '../../spec/generated/operations.ts';
import type { DueTask } from '../core/due-queue.ts';
import { registerEmailKinds } from '../core/outbox.ts';
import { audienceTypeHandlers } from './audience-types/handlers.ts';
import { audiencesHandlers } from './audiences/handlers.ts';
import { audienceEmailKinds } from './audiences/emails.ts';
import { pendingInsights } from './audiences/insights.ts';
import { pendingAudiences } from './audiences/store.ts';
import { bidModelHandlers } from './bid-models/handlers.ts';
import { conversionsHandlers } from './conversions/handlers.ts';
import { creativesHandlers } from './creatives/handlers.ts';
import { dashboardsHandlers } from './dashboards/handlers.ts';
import { pendingDeliveries } from './reports/deliveries.ts';
import { reportEmailKinds } from './reports/emails.ts';
import { reportsHandlers } from './reports/handlers.ts';
import { userEmailKinds } from './users/emails.ts';
import { usersHandlers } from './users/handlers.ts';
import { vldHandlers } from './vld/handlers.ts';
import { pendingVldReports } from './vld/store.ts';

export { workspaceAccess } from './users/state.ts';

/**
 * Every platform operation's handler. The table is checked against the spec's
 * operations: an operation without a handler here, or an id that is not one of
 * them, does not compile. Each domain module lists the ids it serves, and a module
 * that serves more or fewer than it lists stops the mock at load.
 */
export const domainHandlers = {
  ...handlersFor('users', usersHandlers, [
    'signUp', 'login', 'issueToken', 'logout', 'listUsers', 'getProfile', 'getUserConfig', 'inviteUsers',
    'updateUserStatus', 'updateProfile', 'sendPasswordReset', 'validateResetPassword', 'updatePassword',
    'changePassword', 'validateCurrentPassword', 'validateInvite', 'validateUserEmail', 'validateEmailForWorkspace',
    'validateWorkspace', 'listAllowedApplications', 'listUserApplications', 'addUserApplications',
    'revokeUserApplications', 'addAdvertiser',
  ]),
  ...handlersFor('audiences', audiencesHandlers, [
    'listAudiences', 'listAudiencesDetailed', 'getMatchedAudience', 'getRetargetedAudience', 'listMatchedColumns',
    'addMatchedAudience', 'updateAudienceName', 'duplicateMatchedAudience', 'deleteAudiences', 'addAudienceInsights',
    'regenerateAudienceInsights', 'sendAudienceInsightsEmail', 'downloadAudienceInsights',
  ]),
  ...handlersFor('audience types', audienceTypeHandlers, [
    'addGeoFarmedAudience', 'getGeoFarmedAudience', 'addCampaignAudience', 'getCampaignAudience',
    'addSegmentAudience', 'updateSegmentAudience', 'addPreBidAudience', 'getPreBidAudience', 'updatePreBidAudience',
    'addContextualAudience', 'validateContextualUrls', 'addLookalikeAudience', 'addAbmAudience', 'getAbmAudience',
    'getAbmHealthcareStatistics', 'listHealthcareTitles', 'listHealthcareSpecialities', 'listHealthcareSystems',
  ]),
  ...handlersFor('creatives', creativesHandlers, [
    'listCreativeTypes', 'uploadCreatives', 'getCreative', 'getCreativeCampaignDetails', 'listCreatives',
    'listCreativeGroups', 'renameCreativeGroup', 'countCreativesByType', 'countCreativesByStatus',
  ]),
  ...handlersFor('conversions', conversionsHandlers, [
    'addPixelConversion', 'assignConversionsToCampaigns',
  ]),
  ...handlersFor('bid models', bidModelHandlers, [
    'listBidModelBundles', 'findModelledEntities', 'getDimensionBidModelCounts', 'getDimensionEntitySpent',
    'getBidModelCount', 'listModelledEntities', 'updateBidModels', 'deleteBidModels', 'createBidModelBundle',
    'updateBidModelBundles', 'deleteBidModelBundles', 'deleteBidModelBundlesUnslashed', 'includeExcludeEntities',
    'includeExcludeEntitiesLowercase', 'includeExcludeDeviceTypes', 'includeExcludeExchanges',
    'includeExcludeTrafficSources', 'updateIoBidModels',
  ]),
  ...handlersFor('reports', reportsHandlers, [
    'listReports', 'searchReports', 'getReport', 'addReport', 'updateReport', 'duplicateReport', 'deleteReport',
    'executeReport', 'scheduleReport', 'updateReportSchedule', 'deleteReportSchedule', 'unsubscribeAllReports',
  ]),
  ...handlersFor('VLD', vldHandlers, [
    'listVldReports', 'listVldEligibleCampaigns', 'computeVldReport', 'createVldReport', 'downloadVldReport',
    'deleteVldReport',
  ]),
  ...handlersFor('dashboards', dashboardsHandlers, [
    'listDashboards', 'createDashboard', 'updateDashboard', 'deleteDashboard', 'dashboardReportByCustomer',
    'dashboardReportByCampaign', 'dashboardReportByCampaignAlias', 'exportCsv',
  ]),
} satisfies DomainHandlerTable;

/** The handlers of the listed operations, taken from a domain's map, which must hold exactly those. */
function handlersFor<Id extends PlatformOperationId>(domain: string, handlers: HandlerMap, ids: readonly Id[]): Record<Id, Handler> {
  const listed = new Set<string>(ids);
  const missing = ids.filter((id) => handlers[id] === undefined);
  const unlisted = Object.keys(handlers).filter((id) => !listed.has(id));
  if (missing.length > 0 || unlisted.length > 0) {
    throw new Error(`the ${domain} handlers disagree with the table: missing ${missing.join(', ') || 'none'}; unlisted ${unlisted.join(', ') || 'none'}`);
  }
  return Object.fromEntries(ids.map((id) => [id, handlers[id]!])) as Record<Id, Handler>;
}

/** The kinds of e-mail the domains send: the outbox refuses a snapshot's e-mail of any other kind. */
export const domainEmailKinds: readonly string[] = [...userEmailKinds, ...audienceEmailKinds, ...reportEmailKinds];
registerEmailKinds(domainEmailKinds);

/** Every task due on the mock clock that a world holds (the due queue's first fill: mock/core/due-queue.ts). */
export function* domainDueTasks(world: World): Iterable<DueTask> {
  yield* pendingAudiences(world);
  yield* pendingInsights(world);
  yield* pendingVldReports(world);
  yield* pendingDeliveries(world);
}
