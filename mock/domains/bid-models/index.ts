/**
 * What others may use of bid models: the platform's reference lists of each
 * dimension's entities, which the contract suites arrange their bid models from.
 */
export { CITIES, DEALS, DEVICE_TYPES, EXCHANGES, MAX_DEALS_PER_CAMPAIGN, PUBLISHER_CATEGORIES, STATES, TRAFFIC_SOURCES, ZIPS } from './catalog.ts';
