/** World records as the API shows them. */
import type { Membership } from './model.ts';
import type { World } from '../world.ts';
import type { AllowedApplication, ParentOrganization, TokenResponse, User as UserItem, UserApplication, UserProfile } from '../../../spec/generated/types.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import { expiresIn, type Session } from '../../core/state/sessions.ts';
import { membershipActingIn, organization, userById } from './state.ts';
import { applicationById, statusNames, tokenScope, tokenType } from './rules.ts';

export function tokenResponse(session: Session, now: number): TokenResponse {
  return {
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    scope: tokenScope,
    token_type: tokenType,
    expires_in: expiresIn(session, now),
  };
}

/** The token endpoint's answer to a user's grant: it names the workspace the session acts in. */
export function grantTokenResponse(session: Session, now: number): TokenResponse {
  const body = tokenResponse(session, now);
  if (session.owId !== null) body.owId = session.owId;
  return body;
}

/** A login's token answer: the session acts in the workspace logged in to, and the answer names it. */
export function workspaceTokenResponse(session: Session, owId: number, now: number): TokenResponse & { owId: number } {
  const body = tokenResponse(session, now) as TokenResponse & { owId: number };
  body.owId = owId;
  return body;
}

export function userListItem(world: World, membership: Membership, caller: Caller): UserItem {
  const user = userById(world, membership.userId)!;
  const inviter = userById(world, membership.invitedByUserId);
  const modifiable = membership.userId !== caller.userId && !membership.isOrganizationOwnerUser;
  return {
    userId: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    displayName: user.displayName,
    status: statusNames[membership.statusId],
    statusId: membership.statusId,
    userAvatar: user.userAvatar,
    createdAt: user.createdAt,
    uowId: membership.uowId,
    customersCount: membership.customersCount,
    // Every membership's organization exists (organizations are never removed).
    organizationName: organization(world, membership.owId)!.organizationName,
    invitedOn: membership.invitedOn,
    isOrganizationOwnerUser: membership.isOrganizationOwnerUser,
    isModificationAllowed: modifiable,
    invitedByUserName: inviter?.displayName ?? null,
    invitedByUserEmail: inviter?.email ?? null,
    isAssignActionAllowed: modifiable && membership.statusId !== 3,
  };
}

export function userProfile(world: World, caller: Caller): UserProfile {
  const user = userById(world, caller.userId)!;
  const org = organization(world, caller.owId)!;
  const home = organization(world, caller.membership.owId)!;
  return {
    uowId: caller.membership.uowId,
    status: caller.membership.statusId,
    // The world has no billing; the invoice account is derived from the workspace.
    // Stryker disable next-line ArithmeticOperator: no document fixes this: the seeds give invoiceId as an integer without saying where it comes from
    invoiceId: 7000 + org.owId,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    userAvatar: user.userAvatar,
    email: user.email,
    organizationName: org.organizationName,
    organizationLogo: org.organizationLogo,
    isOwnerUser: caller.membership.isOrganizationOwnerUser,
    isPlatformOwnerOrg: home.isPlatformOwnerOrg,
    isWorkspaceOwnerOrg: org.isWorkspaceOwnerOrg,
    isCampaignAppOwner: home.isPlatformOwnerOrg,
    isBetaUser: user.isBetaUser,
    allowExtendedReportDuration: home.isWorkspaceOwnerOrg ? 1 : 0,
    parentOrganization: parentOrganization(world, org.parentOwId, caller.userId),
    organizationTimezone: org.timezoneId,
  };
}

/** The chain of parents of the acting organization, nearest first. */
function parentOrganization(world: World, owId: number | null, userId: number): ParentOrganization | null {
  const org = organization(world, owId);
  if (!org) return null;
  return {
    owId: org.owId,
    organizationName: org.organizationName,
    workspaceDomain: org.workspaceDomain,
    isAccess: membershipActingIn(world, userId, org.owId) !== null,
    parentOrganization: parentOrganization(world, org.parentOwId, userId),
  };
}

export function userApplication(appId: number): UserApplication {
  const app = applicationById.get(appId)!;
  // The seeds give appOwner and appType as strings without values: Platform, Add-on and Core are AP1's choice.
  return { appId, appName: app.appName, appOwner: 'Platform', appType: appId === 19 || appId === 17 ? 'Add-on' : 'Core' };
}

export function allowedApplication(appId: number, appName: string): AllowedApplication {
  // The seeds say only that appIcon is an icon path or URL and appUrl a path (AP1). Names have single spaces.
  const path = appName.toLowerCase().replaceAll(' ', '-');
  return { appId, appName, appIcon: `/assets/apps/${path}.svg`, appUrl: `/${path}` };
}
