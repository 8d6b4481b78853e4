/** Sign-up, login, the OAuth token endpoint and logout. */
import type { World } from '../world.ts';
import { UserStatus } from './model.ts';
import type { OperationHandler } from '../../core/toolkit/context.ts';
import { ApiError, forbidden } from '../../core/toolkit/errors.ts';
import { userMessages } from './messages.ts';
import type { MockState } from '../../core/state/state.ts';
import type { Session } from '../../core/state/sessions.ts';
import { findUserByEmail, homeMembership, membershipActingIn, membershipIn, organization, pendingInvitation } from './state.ts';
import { grantTokenResponse, tokenResponse, workspaceTokenResponse } from './views.ts';

export const signUp: OperationHandler<'signUp'> = ({ body, state, now }) => {
  const { world } = state;
  const invitation = pendingInvitation(world, body.email, now);
  const user = findUserByEmail(world, body.email);
  const membership = invitation && user && membershipIn(world, user.userId, invitation.owId);
  // Only an invitation and its user find a membership, so past this test both exist. Under the operations a pending
  // invitation's membership is still invited (sign-up activates it and spends the invitation at once; a member can't be
  // invited again, 422; update-status leaves invited ones alone, 422); the test keeps a restored world's stale invitation
  // from resetting an active member's password.
  if (membership?.statusId !== UserStatus.invited) throw forbidden(userMessages.signUpNotAllowed, userMessages.signUpNotInvited);
  user!.password = body.password;
  membership.statusId = UserStatus.active;
  invitation!.processed = true;
  return tokenResponse(state.sessions.issue(membership.userId, membership.owId, now), now);
};

type PasswordGrant = { email: string; password: string; owId: number | null };

/** The login rules shared by /login and the token endpoint's password grant: the session and the workspace it acts in. */
function passwordLogin(state: MockState, grant: PasswordGrant, now: number): { session: Session; owId: number } {
  const { world } = state;
  const user = findUserByEmail(world, grant.email);
  const home = user && homeMembership(world, user.userId);
  // A user who never signed up has no password (null), which no grant's password equals.
  if (!user || user.password !== grant.password || !home) {
    throw forbidden(userMessages.loginForbidden);
  }
  const owId = grant.owId ?? home.owId;
  // Membership first: an outsider naming an On Hold workspace learns nothing of its account.
  if (!membershipActingIn(world, user.userId, owId)) throw forbidden(userMessages.loginForbidden);
  refuseInactiveOrganization(world, owId);
  return { session: state.sessions.issue(user.userId, owId, now), owId };
}

/** "A user whose account is on hold cannot log in (400)", with the documented data. */
function refuseInactiveOrganization(world: World, owId: number): void {
  const org = organization(world, owId);
  if (!org || org.status === 'Active') return;
  throw new ApiError(
    400,
    { error: userMessages.loginOnHold, reason: userMessages.loginOnHoldReason },
    { data: { status: org.status, reason: org.statusReason ?? org.status, supportEmail: world.supportEmail }, oauthCode: 'invalid_grant' },
  );
}

function requestedWorkspace(headers: Record<string, string | string[] | undefined>): number | null {
  // Request validation has made the optional X-IAA-OW-ID header an integer of at least 1, in place (400 or 422 otherwise).
  const owId = headers['x-iaa-ow-id'] as unknown as number | undefined;
  return owId ?? null;
}

export const login: OperationHandler<'login'> = ({ body, headers, state, now }) => {
  // The schema requires one of the two.
  const email = (body.email ?? body.username)!;
  const { session, owId } = passwordLogin(state, { email, password: body.password, owId: requestedWorkspace(headers) }, now);
  return workspaceTokenResponse(session, owId, now);
};

export const issueToken: OperationHandler<'issueToken'> = ({ body, headers, state, now }) => {
  // The schema requires one of the two, and refuses any other grant type (400 unsupported_grant_type).
  const grant = (body.grant_type ?? body.grantType)!;
  switch (grant) {
    case 'password': {
      const email = body.username ?? body.email;
      if (!email) throw invalidRequest('username');
      if (!body.password) throw invalidRequest('password');
      const { session } = oauthGrant(() => passwordLogin(state, { email, password: body.password!, owId: requestedWorkspace(headers) }, now));
      return grantTokenResponse(session, now);
    }
    case 'refresh_token': {
      if (!body.refresh_token) throw invalidRequest('refresh_token');
      const session = state.sessions.refresh(body.refresh_token, now);
      if (!session) throw invalidGrant(userMessages.refreshTokenInvalid);
      return grantTokenResponse(session, now);
    }
    case 'authorization_code': {
      if (!body.code) throw invalidRequest('code');
      const code = state.sessions.redeemCode(body.code, body.redirect_uri, now);
      // A code is a login too: the user must still be active where it was minted.
      if (!code || !membershipActingIn(state.world, code.userId, code.owId)) throw invalidGrant(userMessages.authorizationCodeInvalid);
      return grantTokenResponse(state.sessions.issue(code.userId, code.owId, now), now);
    }
    case 'client_credentials':
      return tokenResponse(state.sessions.issue(null, null, now), now);
  }
};

/** The token endpoint speaks OAuth: a refused password grant is `invalid_grant` (400), not 403. */
function oauthGrant<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw invalidGrant(userMessages.badCredentials);
    throw error;
  }
}

function invalidRequest(field: string): ApiError {
  // T2: invalid_request, the OAuth code of a 400 unless another is given (mock/core/pipeline/envelopes.ts).
  return new ApiError(400, { error: `${field} is required for this grant type`, field });
}

function invalidGrant(error: string): ApiError {
  return new ApiError(400, { error }, { oauthCode: 'invalid_grant' });
}

export const logout: OperationHandler<'logout'> = (ctx) => {
  ctx.state.sessions.revoke(ctx.caller.session);
  return 'Logged out successfully.';
};
