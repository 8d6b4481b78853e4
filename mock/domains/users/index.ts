/**
 * What the rest of the mock may use of users: other domains name the organizations,
 * users and memberships of their records; fault mode logs a persona in its own way.
 */
export { findUserByEmail, homeMembership, membershipByUow, organization, userById } from './state.ts';
export { tokenResponse } from './views.ts';
