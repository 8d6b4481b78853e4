/**
 * What the rest of the mock may use of bid models: the platform's reference lists of
 * each dimension's entities, which the contract suites arrange their bid models
 * from; the rules and the draft of a change, which fault mode bends.
 */
export { CITIES, DEALS, DEVICE_TYPES, EXCHANGES, MAX_DEALS_PER_CAMPAIGN, PUBLISHER_CATEGORIES, STATES, TRAFFIC_SOURCES, ZIPS } from './catalog.ts';
export { bidModelMessages } from './messages.ts';
export { checkCampaignDimension, MIN_MODELLING_BUDGET_DAY, MIN_MODELLING_DAYS } from './rules.ts';
export { BidModelDraft } from './writes.ts';
