/**
 * What the rest of the mock may use of VLD: dashboards show each campaign's VLD cost
 * and whether it is eligible; fault mode creates reports by rules bent its own way.
 */
export { costOf, eligibilityHoldsUntil, failedRules, fundsCover, isEligible, windowProblem } from './rules.ts';
export { createReport } from './store.ts';
export { reportCost, vldResult } from './views.ts';
