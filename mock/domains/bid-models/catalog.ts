/**
 * The entities of each bid modelling dimension the platform knows (states, cities,
 * zips, exchanges, publisher categories, deals, device types, traffic sources),
 * and the limits on them.
 */
import { DimensionId, type DimensionIdValue } from './model.ts';

/** The dimension names a client reads with the ids (also in the spec's BidModelDimensionId). */
export const DIMENSION_NAMES: Readonly<Record<DimensionIdValue, string>> = Object.freeze({
  [DimensionId.creative]: 'Creative',
  [DimensionId.state]: 'State',
  [DimensionId.city]: 'City',
  [DimensionId.zip]: 'Zip code',
  [DimensionId.exchange]: 'Open exchange',
  [DimensionId.publisherCategory]: 'Publisher category',
  [DimensionId.deal]: 'Deal ID',
  [DimensionId.deviceType]: 'Device type',
  [DimensionId.trafficSource]: 'Traffic source',
});

export interface DimensionEntity {
  id: number;
  name: string;
}

/** US states by FIPS code; `code` matches a campaign's targetedStates. */
export const STATES: readonly (DimensionEntity & { code: string })[] = [
  { id: 6, code: 'CA', name: 'California' },
  { id: 12, code: 'FL', name: 'Florida' },
  { id: 13, code: 'GA', name: 'Georgia' },
  { id: 17, code: 'IL', name: 'Illinois' },
  { id: 36, code: 'NY', name: 'New York' },
  { id: 41, code: 'OR', name: 'Oregon' },
  { id: 42, code: 'PA', name: 'Pennsylvania' },
  { id: 48, code: 'TX', name: 'Texas' },
  { id: 53, code: 'WA', name: 'Washington' },
];

export const CITIES: readonly (DimensionEntity & { stateCode: string })[] = [
  { id: 30001, stateCode: 'CA', name: 'Los Angeles' },
  { id: 30002, stateCode: 'CA', name: 'San Francisco' },
  { id: 30003, stateCode: 'NY', name: 'New York City' },
  { id: 30004, stateCode: 'NY', name: 'Buffalo' },
  { id: 30005, stateCode: 'TX', name: 'Austin' },
  { id: 30006, stateCode: 'TX', name: 'Houston' },
  { id: 30007, stateCode: 'WA', name: 'Seattle' },
  { id: 30008, stateCode: 'WA', name: 'Spokane' },
  { id: 30009, stateCode: 'OR', name: 'Portland' },
  { id: 30010, stateCode: 'FL', name: 'Miami' },
  { id: 30011, stateCode: 'IL', name: 'Chicago' },
];

/** Zip codes; the entity id is the zip code itself. */
export const ZIPS: readonly (DimensionEntity & { cityId: number })[] = [
  { id: 90012, cityId: 30001, name: '90012' },
  { id: 90028, cityId: 30001, name: '90028' },
  { id: 94103, cityId: 30002, name: '94103' },
  { id: 10001, cityId: 30003, name: '10001' },
  { id: 10019, cityId: 30003, name: '10019' },
  { id: 14201, cityId: 30004, name: '14201' },
  { id: 78701, cityId: 30005, name: '78701' },
  { id: 77002, cityId: 30006, name: '77002' },
  { id: 98101, cityId: 30007, name: '98101' },
  { id: 99201, cityId: 30008, name: '99201' },
  { id: 97201, cityId: 30009, name: '97201' },
  { id: 33101, cityId: 30010, name: '33101' },
  { id: 60601, cityId: 30011, name: '60601' },
];

export const EXCHANGES: readonly DimensionEntity[] = [
  { id: 1, name: 'Google Ad Manager' },
  { id: 2, name: 'Magnite' },
  { id: 3, name: 'PubMatic' },
  { id: 4, name: 'OpenX' },
  { id: 5, name: 'Index Exchange' },
  { id: 6, name: 'Xandr' },
  { id: 7, name: 'TripleLift' },
  { id: 8, name: 'Sovrn' },
];

export const PUBLISHER_CATEGORIES: readonly DimensionEntity[] = [
  { id: 1, name: 'Arts & Entertainment' },
  { id: 2, name: 'Automotive' },
  { id: 3, name: 'Business' },
  { id: 4, name: 'Education' },
  { id: 5, name: 'Family & Parenting' },
  { id: 6, name: 'Health & Fitness' },
  { id: 7, name: 'News' },
  { id: 8, name: 'Sports' },
  { id: 9, name: 'Technology & Computing' },
  { id: 10, name: 'Travel' },
];

export const FIRST_DEAL_ID = 70001;

export const DEAL_COUNT = 40;

/** Private-marketplace deals 70001-70040. */
export const DEALS: readonly DimensionEntity[] = Array.from({ length: DEAL_COUNT }, (_, i) => ({
  id: FIRST_DEAL_ID + i,
  name: `PMP Deal ${String(i + 1).padStart(2, '0')} - ${EXCHANGES[i % EXCHANGES.length]!.name}`,
}));

export const DEVICE_TYPES: readonly DimensionEntity[] = [
  { id: 1, name: 'Smart Phone' },
  { id: 2, name: 'Tablet' },
  { id: 3, name: 'Desktop' },
  { id: 4, name: 'Connected TV' },
  { id: 5, name: 'Set Top Box' },
];

export const TRAFFIC_SOURCES: readonly DimensionEntity[] = [
  { id: 1, name: 'App' },
  { id: 2, name: 'Web' },
  { id: 3, name: 'CTV' },
];

/** At most this many deals may be mapped to a campaign (seed). */
export const MAX_DEALS_PER_CAMPAIGN = 25;
