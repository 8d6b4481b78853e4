/**
 * Handlers of document 1's user operations, keyed by operationId. Each reads
 * its typed context, enforces the seed's rules and returns data; failures are
 * thrown as ApiError with the seed's own texts.
 */
import { randomBytes } from 'node:crypto';
import type { Membership } from './model.ts';
import type { World } from '../world.ts';
import { UserStatus } from './model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import { Reply, type Caller, type HandlerTable, type OperationHandler } from '../../core/toolkit/context.ts';
import { forbidden, notFound, unprocessable } from '../../core/toolkit/errors.ts';
import { httpMessages } from '../../core/toolkit/messages.ts';
import { userMessages } from './messages.ts';
import { matchesSearch, paginate, sortBy } from '../../core/toolkit/paging.ts';
import { provenMediaType } from '../../core/state/stored-files.ts';
import type { MockState } from '../../core/state/state.ts';
import { issueToken, login, logout, signUp } from './auth-handlers.ts';
import {
  applications,
  canChangeStatus,
  invitationLifetimeMs,
  maxProfileImageBytes,
  parseAppIds,
  profileImageExtensions,
  resetLinkLifetimeMs,
} from './rules.ts';
import {
  findUserByEmail,
  insertAdvertiser,
  insertInvitation,
  insertMembership,
  insertPasswordReset,
  insertUser,
  membershipActingIn,
  membershipByUow,
  membershipIn,
  organization,
  organizationByDomain,
  pendingReset,
  userById,
} from './state.ts';
import { allowedApplication, userApplication, userListItem, userProfile } from './views.ts';
import { nextId } from '../workspace.ts';
import { avatarUrl } from '../../core/toolkit/asset-links.ts';

const hash = () => randomBytes(16).toString('hex');

// ---- Users, profile, config -------------------------------------------------

const userSort = {
  fields: {
    displayName: (u: Api.User) => u.displayName,
    firstName: (u: Api.User) => u.firstName,
    lastName: (u: Api.User) => u.lastName,
    email: (u: Api.User) => u.email,
    status: (u: Api.User) => u.status,
    createdAt: (u: Api.User) => u.createdAt,
    invitedOn: (u: Api.User) => u.invitedOn,
    userId: (u: Api.User) => u.userId,
  },
  fallback: '+displayName',
};

const listUsers: OperationHandler<'listUsers'> = (ctx) => {
  const { caller, query, state } = ctx;
  // Worked out once per caller and query until the world changes (mock/core/state/read-cache.ts): paging costs a slice.
  // Stryker disable next-line StringLiteral: equivalent: the name only keeps this list's cache keys apart from other operations', which all start with their own non-empty name
  const key = JSON.stringify(['listUsers', caller.membership.uowId, caller.owId, query.status, query.searchField, query.sortBy]);
  const { pageNo, limit } = query;
  return state.reads.get(JSON.stringify([key, pageNo, limit]), () => {
    const { all, sorted } = state.reads.get(key, () => {
      const all = state.world.memberships.filter((m) => m.owId === caller.owId).map((m) => userListItem(state.world, m, caller));
      // A status no user has (the document names no closed set: C2) matches no user.
      const filtered = all.filter(
        (u) => (query.status === undefined || u.status === query.status) && matchesSearch(query.searchField, u.displayName, u.email, u.firstName, u.lastName),
      );
      return { all, sorted: sortBy(filtered, query.sortBy, userSort) };
    });
    return paginate(all, sorted, pageNo, limit);
  });
};

const getProfile: OperationHandler<'getProfile'> = (ctx) => userProfile(ctx.state.world, ctx.caller);

const getUserConfig: OperationHandler<'getUserConfig'> = (ctx) => ({ marginAccess: ctx.caller.membership.marginAccess });

const inviteUsers: OperationHandler<'inviteUsers'> = (ctx) => {
  const { caller, state, now } = ctx;
  const invitees = dedupeByEmail([ctx.body].flat());
  // Check every invitee first so a refused one leaves no invitation half-sent.
  invitees.forEach((invitee, index) => {
    const prefix = invitees.length > 1 ? `[${index}].` : '';
    requireText(invitee.name, `${prefix}name`);
    refuseExistingMember(state.world, invitee.email, caller.owId, `${prefix}email`);
  });
  for (const invitee of invitees) invite(state, caller, invitee, ctx.origin, now);
  const n = invitees.length;
  return `${n} ${n === 1 ? 'invitation' : 'invitations'} sent successfully.`;
};

/** A name of only spaces passes minLength but names nothing: refuse it. */
function requireText(value: string, field: string): string {
  const text = value.trim();
  if (text === '') throw unprocessable(httpMessages.blankText, field);
  return text;
}

function dedupeByEmail(invitees: Api.InviteRequest[]): Api.InviteRequest[] {
  const seen = new Set<string>();
  return invitees.filter((i) => !seen.has(i.email.toLowerCase()) && seen.add(i.email.toLowerCase()));
}

function refuseExistingMember(world: World, email: string, owId: number, field: string): void {
  const user = findUserByEmail(world, email);
  const membership = user && membershipIn(world, user.userId, owId);
  if (membership && membership.statusId !== UserStatus.invited) throw unprocessable(userMessages.alreadyMember, field);
}

function invite(state: MockState, caller: Caller, invitee: Api.InviteRequest, origin: string, now: number): void {
  const { world } = state;
  const user = findUserByEmail(world, invitee.email) ?? createInvitedUser(world, invitee, now);
  const membership = membershipIn(world, user.userId, caller.owId) ?? createInvitedMembership(world, user.userId, caller.owId);
  membership.invitedOn = now;
  membership.invitedByUserId = caller.userId;
  // A new invitation replaces any earlier one for the same workspace.
  for (const old of world.invitations) if (old.uowId === membership.uowId && !old.processed) old.processed = true;
  const inviteHash = hash();
  insertInvitation(world, {
    inviteHash,
    email: user.email,
    owId: caller.owId,
    uowId: membership.uowId,
    invitedByUserId: caller.userId,
    sentAt: now,
    expiresAt: now + invitationLifetimeMs,
    processed: false,
  });
  const inviter = userById(world, caller.userId)!;
  const org = organization(world, caller.owId)!;
  const link = `${origin}/signup?inviteHash=${inviteHash}`;
  state.outbox.send({
    kind: 'invitation',
    to: user.email,
    // The seeds say the invitee gets an e-mail with a link and an invite hash, not its subject (DECISIONS I2).
    subject: `You are invited to ${org.organizationName}`,
    body: `${inviter.displayName} invited you to ${org.organizationName}. Create your password: ${link}`,
    link,
    hash: inviteHash,
    sentAt: now,
  });
}

function createInvitedUser(world: World, invitee: Api.InviteRequest, now: number) {
  const [firstName = invitee.name, ...rest] = invitee.name.trim().split(/\s+/);
  const user = {
    userId: nextId(
      world.users.map((u) => u.userId),
      0,
    ),
    email: invitee.email.toLowerCase(),
    password: null,
    firstName,
    lastName: rest.length > 0 ? rest.join(' ') : null,
    displayName: invitee.name.trim(),
    userAvatar: null,
    createdAt: now,
    // Stryker disable next-line BooleanLiteral: no document fixes this: the seeds name isBetaUser without saying who is one
    isBetaUser: false,
  };
  insertUser(world, user);
  return user;
}

function createInvitedMembership(world: World, userId: number, owId: number): Membership {
  const membership: Membership = {
    uowId: nextId(
      world.memberships.map((m) => m.uowId),
      5000,
    ),
    userId,
    owId,
    statusId: UserStatus.invited,
    statusReason: null,
    isOrganizationOwnerUser: false,
    invitedOn: null,
    invitedByUserId: null,
    customersCount: 0,
    // Stryker disable next-line BooleanLiteral: no document fixes this: the seeds give marginAccess without saying who has it (U6 describes only the default world's personas)
    marginAccess: false,
    apps: [],
  };
  insertMembership(world, membership);
  return membership;
}

const updateUserStatus: OperationHandler<'updateUserStatus'> = (ctx) => {
  const { caller, body, state } = ctx;
  const target = membershipByUow(state.world, body.uowId);
  if (!target || target.owId !== caller.owId) throw forbidden(userMessages.userNotInOrganization, undefined, 'uowId');
  if (target.userId === caller.userId) throw unprocessable(userMessages.cannotChangeOwnStatus, 'uowId');
  if (target.isOrganizationOwnerUser) throw unprocessable(userMessages.cannotChangeOwnerStatus, 'uowId');
  const status = body.status;
  if (!canChangeStatus(target.statusId, status)) throw unprocessable(userMessages.invalidStatusTransition, 'status');
  target.statusId = status;
  target.statusReason = body.statusReason ?? null;
  if (status !== UserStatus.active) state.sessions.revokeUser(target.userId);
  return 'User status updated successfully.';
};

const updateProfile: OperationHandler<'updateProfile'> = (ctx) => {
  const { caller, body, files, state, now } = ctx;
  const user = userById(state.world, caller.userId)!;
  const image = files.userAvatar;
  if (image && image.bytes > maxProfileImageBytes) throw unprocessable(userMessages.profileImageTooLarge, 'userAvatar');
  if (image && !image.mimetype.startsWith('image/')) throw unprocessable(userMessages.profileImageNotImage, 'userAvatar');
  // The bytes decide, not the declared type: an SVG (or anything else) sent as an image is refused.
  const imageType = image ? provenMediaType(image.head, image.mimetype) : null;
  const imageExtension = imageType ? profileImageExtensions[imageType] : undefined;
  if (image && !imageExtension) throw unprocessable(userMessages.profileImageNotRaster, 'userAvatar');
  if (body.displayName !== undefined) user.displayName = requireText(body.displayName, 'displayName');
  if (body.removeUserProfile === true) user.userAvatar = null;
  else if (image) {
    // Stryker disable next-line StringLiteral: no document fixes this: the seeds say userAvatar is the image's URL, not whether a new upload gets a new one
    user.userAvatar = avatarUrl(user.userId, `-${now}`, imageExtension);
    state.keptAssets.keepUpload(user.userAvatar, image, imageType!);
  }
  return { userAvatar: user.userAvatar, message: 'Profile updated successfully.' };
};

// ---- Passwords ----------------------------------------------------------------

const sendPasswordReset: OperationHandler<'sendPasswordReset'> = ({ body, state, now, origin }) => {
  const user = findUserByEmail(state.world, body.email);
  if (!user) throw notFound(userMessages.emailNotFound, 'email');
  const resetHash = hash();
  insertPasswordReset(state.world, {
    resetHash,
    email: user.email,
    userId: user.userId,
    createdAt: now,
    expiresAt: now + resetLinkLifetimeMs,
    processed: false,
  });
  const link = `${origin}/reset-password?resetHash=${resetHash}`;
  state.outbox.send({
    kind: 'password-reset',
    to: user.email,
    // The seeds say a reset link is e-mailed, not its subject (DECISIONS P1).
    subject: 'Reset your password',
    body: `Reset your password: ${link}`,
    link,
    hash: resetHash,
    sentAt: now,
  });
  return 'Reset password link sent successfully.';
};

const validateResetPassword: OperationHandler<'validateResetPassword'> = ({ body, state, now }) => {
  const reset = state.world.passwordResets.find((r) => r.resetHash === body.resetHash);
  if (!reset) return { resetEmail: null, isValid: false, invalidReason: userMessages.resetHashInvalid };
  if (reset.processed) return { resetEmail: reset.email, isValid: false, invalidReason: userMessages.resetHashProcessed };
  if (now >= reset.expiresAt) return { resetEmail: reset.email, isValid: false, invalidReason: userMessages.resetHashExpired };
  return { resetEmail: reset.email, isValid: true, invalidReason: null };
};

const updatePassword: OperationHandler<'updatePassword'> = ({ body, state, now }) => {
  const reset = pendingReset(state.world, body.email, now);
  // A reset always names an existing user (users are never deleted).
  const user = reset && userById(state.world, reset.userId);
  if (!user) return new Reply(403, { invalidReason: userMessages.resetLinkInvalid, isValid: false }, true);
  user.password = body.password;
  // Every link the user still holds is spent, not only the one used: the old password is gone.
  for (const pending of state.world.passwordResets) if (pending.userId === user.userId) pending.processed = true;
  state.sessions.revokeUser(user.userId);
  return 'Password updated successfully.';
};

const changePassword: OperationHandler<'changePassword'> = (ctx) => {
  const user = userById(ctx.state.world, ctx.caller.userId)!;
  if (user.password !== ctx.body.oldPassword) throw unprocessable(userMessages.oldPasswordWrong, 'oldPassword');
  if (ctx.body.newPassword === ctx.body.oldPassword) throw unprocessable(userMessages.passwordUnchanged, 'newPassword');
  user.password = ctx.body.newPassword;
  return 'Password changed successfully.';
};

const validateCurrentPassword: OperationHandler<'validateCurrentPassword'> = (ctx) => ({
  isValid: userById(ctx.state.world, ctx.caller.userId)!.password === ctx.body.password,
});

// ---- Invitations and pre-login validations ------------------------------------

const validateInvite: OperationHandler<'validateInvite'> = ({ body, state, now }) => {
  const invitation = state.world.invitations.find((i) => i.inviteHash === body.inviteHash);
  if (!invitation) throw unprocessable(userMessages.inviteHashInvalid, 'inviteHash');
  return { isExpired: invitation.processed || now >= invitation.expiresAt };
};

const validateUserEmail: OperationHandler<'validateUserEmail'> = ({ body, state }) => {
  const user = findUserByEmail(state.world, body.email);
  if (!user || user.password === null) return { userName: user?.displayName ?? null, isNewUser: true, isOrganizationOwnerUser: false };
  const owner = state.world.memberships.some((m) => m.userId === user.userId && m.isOrganizationOwnerUser);
  return { userName: user.displayName, isNewUser: false, isOrganizationOwnerUser: owner };
};

const validateEmailForWorkspace: OperationHandler<'validateEmailForWorkspace'> = ({ body, state }) => {
  const user = findUserByEmail(state.world, body.email);
  const org = organizationByDomain(state.world, body.workspaceDomain);
  return {
    isValid: user !== undefined && user.password !== null,
    owId: org?.owId ?? null,
    isWorkspaceAllowed: !!user && !!org && membershipActingIn(state.world, user.userId, org.owId) !== null,
  };
};

const validateWorkspace: OperationHandler<'validateWorkspace'> = ({ body, state }) => {
  const user = findUserByEmail(state.world, body.email);
  const org = organizationByDomain(state.world, body.workspaceDomain);
  // Public operation: 403 is not documented for it, so a refused pair is an unacceptable value (422).
  if (!user || !org || !membershipActingIn(state.world, user.userId, org.owId)) throw unprocessable(userMessages.loginForbidden, 'workspaceDomain');
  return new Reply(200, undefined);
};

// ---- Applications -----------------------------------------------------------------

const listAllowedApplications: OperationHandler<'listAllowedApplications'> = () => applications.map((a) => allowedApplication(a.appId, a.appName));

const applicationSort = {
  fields: {
    appName: (a: Api.UserApplication) => a.appName,
    appId: (a: Api.UserApplication) => a.appId,
    appType: (a: Api.UserApplication) => a.appType,
    appOwner: (a: Api.UserApplication) => a.appOwner,
  },
  fallback: '+appName',
};

const listUserApplications: OperationHandler<'listUserApplications'> = (ctx) => {
  const { caller, query, state } = ctx;
  const target = query.uowId === undefined ? caller.membership : membershipByUow(state.world, query.uowId);
  if (!target || !membershipActingIn(state.world, caller.userId, target.owId)) throw forbidden(userMessages.userNotInOrganization, undefined, 'uowId');
  const all = target.apps.map((grant) => userApplication(grant.appId));
  const filtered = all.filter((a) => matchesSearch(query.searchField, a.appName));
  // The spec's pattern refuses any other field with the document's 422 'Invalid sortBy value.' (x-refusals).
  const { pageNo, limit } = query;
  return paginate(all, sortBy(filtered, query.sortBy, applicationSort), pageNo, limit);
};

const addUserApplications: OperationHandler<'addUserApplications'> = (ctx) => {
  const { caller, body, state } = ctx;
  // The schema requires one of the two (400 otherwise).
  const target = membershipIn(state.world, (body.userID ?? body.userId)!, caller.owId);
  if (!target) throw forbidden(userMessages.userNotInOrganization, undefined, 'userId');
  const appIds = requireAppIds(body.appIds);
  for (const appId of appIds) {
    const grant = target.apps.find((g) => g.appId === appId);
    // "accessLevel (string, for example Full)": kept as sent, Full when left out (C2).
    const accessLevel = body.accessLevel ?? 'Full';
    if (grant) grant.accessLevel = accessLevel;
    else target.apps.push({ appId, accessLevel });
  }
  return 'Application access granted successfully.';
};

const revokeUserApplications: OperationHandler<'revokeUserApplications'> = (ctx) => {
  const { caller, body, state } = ctx;
  if (!membershipActingIn(state.world, caller.userId, body.owId)) throw forbidden(httpMessages.workspaceForbidden, undefined, 'owId');
  const appIds = requireAppIds(body.appIds);
  const targets = state.world.memberships.filter((m) => m.owId === body.owId && (body.userId === undefined || m.userId === body.userId));
  if (body.userId !== undefined && targets.length === 0) throw forbidden(userMessages.userNotInOrganization, undefined, 'userId');
  for (const target of targets) target.apps = target.apps.filter((g) => !appIds.includes(g.appId));
  return 'Application access revoked successfully.';
};

function requireAppIds(appIds: string): number[] {
  const ids = parseAppIds(appIds);
  if (!ids) throw unprocessable(userMessages.invalidAppIds, 'appIds');
  return ids;
}

// ---- Organization --------------------------------------------------------------------

const addAdvertiser: OperationHandler<'addAdvertiser'> = (ctx) => {
  const { caller, body, state, now } = ctx;
  const { world } = state;
  const advertiserName = requireText(body.advertiserName, 'advertiserName');
  insertAdvertiser(world, {
    advertiserId: nextId(
      world.advertisers.map((a) => a.advertiserId),
      7000,
    ),
    owId: caller.owId,
    advertiserName,
    website: body.website ?? '',
    chiefName: body.chiefName ?? '',
    contactNumber: body.contactNumber ?? '',
    address: body.address ?? '',
    legalInfo: body.legalInfo ?? '',
    // Documented as a string, sent as an array: both are kept as a list.
    links: [body.links ?? []].flat(),
    createdAt: now,
  });
  return 'Advertiser created successfully.';
};

export const usersHandlers = {
  signUp,
  login,
  issueToken,
  logout,
  listUsers,
  getProfile,
  getUserConfig,
  inviteUsers,
  updateUserStatus,
  updateProfile,
  sendPasswordReset,
  validateResetPassword,
  updatePassword,
  changePassword,
  validateCurrentPassword,
  validateInvite,
  validateUserEmail,
  validateEmailForWorkspace,
  validateWorkspace,
  listAllowedApplications,
  listUserApplications,
  addUserApplications,
  revokeUserApplications,
  addAdvertiser,
} satisfies Partial<HandlerTable>;
