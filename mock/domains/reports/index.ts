/** What the rest of the mock may use of reports: fault mode bends the window rules and keeps deleted reports. */
export { MAX_WINDOW_DAYS, MAX_WINDOW_DAYS_CAMPAIGN, parseDimensions, usesCampaignDimension, windowDays } from './rules.ts';
export { insertReport, removeReport } from './store.ts';
