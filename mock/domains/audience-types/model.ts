/**
 * The audience-types domain's records: the data of each audience type beside
 * the common Audience record, and the catalogues those types choose from.
 * Times are epoch milliseconds.
 */
import type { GeoValidLocation, PreBidSegmentData } from '../../../spec/generated/types.ts';

/** The included or excluded part of a geo-farmed audience's locations. */
// Stored complete; the API's GeoLocationSet (spec/generated/types.ts) has every list optional, as a request may leave them out.
export interface GeoLocationSet {
  locationIds: number[];
  states: number[];
  counties: number[];
  cities: number[];
  stateSenates: number[];
  stateHouses: number[];
  congressionalDistrictIds: number[];
  zipCodes: number[];
  customAreas: GeoCustomArea[];
}

// Stored complete; the API's GeoCustomArea (spec/generated/types.ts) has optional fields and lat/lng as sent.
export interface GeoCustomArea {
  latitude: number;
  longitude: number;
  /** Miles. */
  radius: number;
  address: string;
  locationId: number;
  polypath: Array<{ lat: number; lng: number }>;
  isIncluded: boolean;
  cid: string;
  sid: string;
  /** circle, custom or square in the documents' samples; kept as sent. */
  type: string;
  unit: 'mile';
  cdId: number;
  sdId: number;
  hdId: number;
}

/** A valid location of an uploaded file: stored as the API gives it. */
export type { GeoValidLocation };

/** An uploaded file of addresses a geo-farmed audience can name in locationFileIds. */
export interface GeoLocationFile {
  id: number;
  owId: number;
  fileName: string;
  fileType: string;
  validLocations: GeoValidLocation[];
}

export interface GeoFarmedAudience {
  audienceId: number;
  frequency: string | number | null;
  frequencyType: string | number | null;
  startDate: number;
  endDate: number;
  timezone: number;
  /** Weekday number ("0" to "6") to [start, end] pairs of HH:MM:SS. */
  timeRange: Record<string, Array<[string, string]>>;
  removedLocationsIds: number[];
  country: number | null;
  included: GeoLocationSet;
  excluded: GeoLocationSet;
  locationFileIds: number[];
}

export interface CampaignAudience {
  audienceId: number;
  startDate: number;
  endDate: number;
  impressions: number[];
  clicks: number[];
  conversions: number[];
}

/** A third-party audience segment an equation can name. */
export interface AudienceSegment {
  segmentId: number;
  name: string;
  dataPartnerId: number;
  dataPartnerName: string;
  taxonomyId: number;
  uniques: number;
}

export interface SegmentAudience {
  audienceId: number;
  dataPartnerId: number;
  equation: string;
  /** The equation's groups: union inside, intersection between. */
  groups: number[][];
  taxonomyIdList: number[];
}

export interface PreBidProvider {
  providerId: number;
  providerName: string;
  providerLogoUrl: string;
}

/** The stored segment: the API's PreBidSegmentData without its provider's name and logo, which the API joins. */
export type PreBidSegment = Omit<PreBidSegmentData, 'providerName' | 'providerLogoUrl'>;

export interface PreBidAudience {
  audienceId: number;
  providerId: number;
  segmentIds: number[];
}

export interface ContextualAudience {
  audienceId: number;
  keywords: string[];
  urls: string[];
  startDate: number | null;
  endDate: number | null;
  frequency: number;
  timezoneId: number;
  dataCollectionMethodId: number;
  dataCollectionDays: number | null;
}

export interface LookalikeAudience {
  audienceId: number;
  sourceAudienceIds: number[];
  countryIds: number[];
  stateIds: number[];
  cityIds: number[];
  countyIds: number[];
  senateDistrictIds: number[];
  houseDistrictIds: number[];
  congressionalDistrictIds: number[];
  /** Percent of the population, 1 to 10. */
  audienceSize: number;
}

export interface HealthcareDataProvider {
  dataProviderId: number;
  name: string;
  logoUrl: string;
}

/** A title, speciality or healthcare system of a data provider. */
export interface HealthcareEntry {
  id: number;
  displayName: string;
  displayOrder: number;
  dataProviderId: number;
}

/** A healthcare system also knows its accounts and the NPIs (practitioners) it reaches. */
export interface HealthcareSystem extends HealthcareEntry {
  accounts: number;
  npis: number;
}

// Stored complete; the API's AbmFilters (spec/generated/types.ts) has every filter optional, as a request may leave them out.
export interface AbmFilters {
  ids: number[];
  dataProviderIds: number[];
  healthCareSystemIds: number[];
  accountIds: number[];
  accountTypeIds: number[];
  accountSubTypeIds: number[];
  titleIds: number[];
  specialityIds: number[];
  countryIds: number[];
  stateIds: number[];
  cityIds: number[];
  pageNo: number;
  noOfEntries: number;
}

export interface AbmAudience {
  audienceId: number;
  dataProviderId: number;
  healthCareDataMappingIds: number[];
  filters: AbmFilters;
}

/** The part of the world these records make up (mock/domains/world.ts): type-specific audience records, keyed by audienceId, and their catalogues. */
export interface AudienceTypeWorld {
  geoFarmedAudiences: GeoFarmedAudience[];
  geoLocationFiles: GeoLocationFile[];
  campaignAudiences: CampaignAudience[];
  segmentAudiences: SegmentAudience[];
  audienceSegments: AudienceSegment[];
  preBidAudiences: PreBidAudience[];
  preBidSegments: PreBidSegment[];
  preBidProviders: PreBidProvider[];
  contextualAudiences: ContextualAudience[];
  /** Hosts the contextual URL check knows (valid and reachable). */
  contextualSites: string[];
  lookalikeAudiences: LookalikeAudience[];
  abmAudiences: AbmAudience[];
  healthcareDataProviders: HealthcareDataProvider[];
  healthcareTitles: HealthcareEntry[];
  healthcareSpecialities: HealthcareEntry[];
  healthcareSystems: HealthcareSystem[];
}

export function emptyLocationSet(): GeoLocationSet {
  return {
    locationIds: [],
    states: [],
    counties: [],
    cities: [],
    stateSenates: [],
    stateHouses: [],
    congressionalDistrictIds: [],
    zipCodes: [],
    customAreas: [],
  };
}

export function emptyAbmFilters(): AbmFilters {
  return {
    ids: [],
    dataProviderIds: [],
    healthCareSystemIds: [],
    accountIds: [],
    accountTypeIds: [],
    accountSubTypeIds: [],
    titleIds: [],
    specialityIds: [],
    countryIds: [],
    stateIds: [],
    cityIds: [],
    pageNo: 0,
    noOfEntries: 50,
  };
}
