/** What other domains may use of users: the organizations, users and memberships their records name. */
export { membershipByUow, organization, userById } from './state.ts';
