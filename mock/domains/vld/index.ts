/** What other domains may use of VLD: dashboards show each campaign's VLD cost and whether it is eligible. */
export { eligibilityHoldsUntil, isEligible } from './rules.ts';
export { reportCost } from './views.ts';
