/** Breaches of the platform (document 1): the bearer token, the workspace header and the rate limit, checked on the users list. */
import { changeEveryState, ignoreWorkspaceHeader, rewriteRequest, userSessionOf, type Breach } from './breach.ts';

export const platformBreaches: Breach[] = [
  {
    id: 'platform.users-list-ignores-missing-token',
    domain: 'platform',
    caughtIn: 'platform/auth.test.ts',
    kind: 'ignored auth header',
    does: 'answers the users list without a valid bearer token, as the workspace owner',
    plant: (site) =>
      rewriteRequest(site, 'listUsers', (request) => {
        const { state } = request.mock;
        if (userSessionOf(request)) return;
        const owner = state.world.memberships.find((m) => m.isOrganizationOwnerUser)!;
        const session = state.sessions.issue(owner.userId, owner.owId, state.clock.now());
        request.headers.authentication = `Bearer ${session.accessToken}`;
        request.headers['x-iaa-ow-id'] = String(owner.owId);
      }),
  },
  {
    id: 'platform.users-list-ignores-workspace-header',
    domain: 'platform',
    caughtIn: 'platform/auth.test.ts',
    kind: 'ignored workspace header',
    does: "answers the users list whatever X-IAA-OW-ID says (absent, malformed or not the caller's), in the caller's own workspace",
    plant: (site) => ignoreWorkspaceHeader(site, 'listUsers'),
  },
  {
    id: 'platform.rate-limit-off',
    domain: 'platform',
    caughtIn: 'platform/rate-limit.test.ts',
    kind: 'limit not enforced',
    does: 'never answers 429: the 20 requests a minute are not counted',
    plant: (site) =>
      changeEveryState(site, (state) => {
        state.rateLimiter.take = () => ({ allowed: true, retryAfterSeconds: 0 });
      }),
  },
];
