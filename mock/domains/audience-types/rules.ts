/**
 * The rules and derived numbers of the audience types: limits, data costs, the
 * uniques each type reaches, pre-bid pricing, the contextual URL check and the ABM
 * statistics. Pure functions of the world's catalogues, so the same request always
 * gives the same answer (spec/DECISIONS.md, "Audience types").
 */
import type { AbmStatistics } from '../../../spec/generated/types.ts';
import { CreativeTypeId } from '../campaigns/model.ts';
import type { AbmFilters, AudienceSegment, GeoLocationSet, HealthcareEntry, HealthcareSystem, PreBidSegment } from './model.ts';
import type { AudienceTypeIdValue } from '../audiences/model.ts';
import type { World } from '../world.ts';
import { AudienceTypeId } from '../audiences/model.ts';

const DAY = 86_400_000;

export const CONTEXTUAL_START_WINDOW_MS = 180 * DAY;
export const CONTEXTUAL_MAX_SPAN_MS = 30 * DAY;
export const ContextualMethod = { static: 1, dynamic: 2 } as const;

/** What using an audience of each type costs (CPM, dollars); pre-bid audiences cost their cpm. */
export const DATA_COST: Partial<Record<AudienceTypeIdValue, number>> = {
  [AudienceTypeId.geoFarmed]: 0.75,
  [AudienceTypeId.campaign]: 0,
  [AudienceTypeId.segment]: 1.25,
  [AudienceTypeId.contextual]: 0.5,
  [AudienceTypeId.lookalike]: 1,
  [AudienceTypeId.abm]: 2,
};

export function dataCostOf(typeId: AudienceTypeIdValue): number {
  return DATA_COST[typeId] ?? 0;
}

// ---- Geo-farmed ---------------------------------------------------------------

/** Users a location of each kind reaches. */
const GEO_WEIGHTS: Record<Exclude<keyof GeoLocationSet, 'customAreas'>, number> = {
  states: 50_000,
  counties: 12_000,
  cities: 4_000,
  congressionalDistrictIds: 8_000,
  stateSenates: 6_000,
  stateHouses: 3_000,
  zipCodes: 1_500,
  locationIds: 1_000,
};
/** Users a custom area reaches per mile of radius, and a location of a file. */
const GEO_PER_RADIUS_MILE = 2_000;
const GEO_PER_FILE_LOCATION = 800;

function geoWeight(set: GeoLocationSet): number {
  const listed = (Object.keys(GEO_WEIGHTS) as Array<keyof typeof GEO_WEIGHTS>).reduce((sum, key) => sum + set[key].length * GEO_WEIGHTS[key], 0);
  return listed + set.customAreas.reduce((sum, area) => sum + area.radius * GEO_PER_RADIUS_MILE, 0);
}

export function isEmptyLocationSet(set: GeoLocationSet): boolean {
  return geoWeight(set) === 0;
}

/** Included locations and file locations, less the excluded ones, never below zero. */
export function geoUniques(included: GeoLocationSet, excluded: GeoLocationSet, fileLocations: number): number {
  return Math.max(0, Math.round(geoWeight(included) + fileLocations * GEO_PER_FILE_LOCATION - geoWeight(excluded)));
}

/** [start, end] HH:MM:SS strings compare as text. */
export const timePairInOrder = ([start, end]: [string, string]) => start < end;

// ---- Campaign -----------------------------------------------------------------

export const CAMPAIGN_INTERACTIONS = ['impressions', 'clicks', 'conversions'] as const;
export type CampaignInteraction = (typeof CAMPAIGN_INTERACTIONS)[number];

/** Users one campaign contributes per interaction. */
const CAMPAIGN_USERS: Record<CampaignInteraction, number> = { impressions: 5_000, clicks: 400, conversions: 40 };

export function campaignUniques(detail: Record<CampaignInteraction, number[]>): number {
  return CAMPAIGN_INTERACTIONS.reduce((sum, kind) => sum + detail[kind].length * CAMPAIGN_USERS[kind], 0);
}

// ---- Segment ------------------------------------------------------------------

/** Share of the smallest group each intersection keeps. */
export const INTERSECTION_SHARE = 0.62;

/** A union adds its segments; each intersection keeps 62% of the smallest group. */
export function segmentUniques(groups: number[][], segments: AudienceSegment[]): number {
  // The caller has checked that every id of the groups is one of these segments.
  const uniquesOf = (id: number) => segments.find((s) => s.segmentId === id)!.uniques;
  const sizes = groups.map((group) => group.reduce((sum, id) => sum + uniquesOf(id), 0));
  return Math.round(Math.min(...sizes) * INTERSECTION_SHARE ** (groups.length - 1));
}

// ---- Pre-bid ------------------------------------------------------------------

/** Mixing display-only and video-only segments costs half as much again. */
export const MIXED_CREATIVE_SURCHARGE = 1.5;

const isVideoOnly = (s: PreBidSegment) => s.creativeTypeIdList.every((t) => t === CreativeTypeId.video);
const isDisplayOnly = (s: PreBidSegment) => !s.creativeTypeIdList.includes(CreativeTypeId.video);

export function mixesDisplayAndVideo(segments: PreBidSegment[]): boolean {
  return segments.some(isVideoOnly) && segments.some(isDisplayOnly);
}

export function preBidCpm(segments: PreBidSegment[]): number {
  const sum = segments.reduce((total, s) => total + s.cpm, 0);
  return round2(mixesDisplayAndVideo(segments) ? sum * MIXED_CREATIVE_SURCHARGE : sum);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

// ---- Contextual ---------------------------------------------------------------

/** Comma-separated text to its non-blank items. */
export function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function contextualUniques(keywords: number, urls: number, frequency: number): number {
  // More visits required (a higher frequency) leave fewer users.
  return Math.round(((keywords * 6_000 + urls * 2_500) * (11 - frequency)) / 10);
}

/**
 * true: a well-formed http(s) URL of a site the platform knows; false: malformed;
 * null: well-formed but the site is unknown, so reachability cannot be verified.
 */
export function urlVerdict(world: World, text: string): boolean | null {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.') || /\s/.test(trimmed)) return false;
  // The URL parser has lowercased an http(s) host.
  const host = url.hostname.replace(/^www\./, '');
  return world.contextualSites.includes(host) ? true : null;
}

// ---- Lookalike ----------------------------------------------------------------

/** A lookalike reaches twice its sources per percent of audienceSize. */
export function lookalikeUniques(sourceUniques: number[], audienceSize: number): number {
  // audienceSize has no upper bound (C1): keep the count an exact integer however large it is.
  return Math.min(sourceUniques.reduce((a, b) => a + b, 0) * audienceSize * 2, Number.MAX_SAFE_INTEGER);
}

// ---- ABM ----------------------------------------------------------------------

/** Account types when the filters name none. */
export const ALL_ACCOUNT_TYPES = 4;

/**
 * An empty filter means "all of the data providers' entries". The NPI reach is the
 * practitioners of the chosen systems, in proportion to the specialities chosen.
 */
export function abmStatistics(world: World, dataProviderId: number, filters: AbmFilters): AbmStatistics {
  const providers = filters.dataProviderIds.length > 0 ? filters.dataProviderIds : [dataProviderId];
  const ofProviders = <T extends HealthcareEntry>(list: T[]) => list.filter((e) => providers.includes(e.dataProviderId));
  const chosen = <T extends HealthcareEntry>(list: T[], ids: number[]) => (ids.length > 0 ? list.filter((e) => ids.includes(e.id)) : ofProviders(list));
  const systems: HealthcareSystem[] = chosen(world.healthcareSystems, filters.healthCareSystemIds);
  const specialities = chosen(world.healthcareSpecialities, filters.specialityIds).length;
  const allSpecialities = Math.max(1, ofProviders(world.healthcareSpecialities).length);
  const npis = systems.reduce((sum, s) => sum + s.npis, 0);
  return {
    healthSystem: systems.length,
    account: filters.accountIds.length > 0 ? filters.accountIds.length : systems.reduce((sum, s) => sum + s.accounts, 0),
    accountType: filters.accountTypeIds.length > 0 ? filters.accountTypeIds.length : ALL_ACCOUNT_TYPES,
    npiReach: Math.round((npis * Math.min(specialities, allSpecialities)) / allSpecialities),
    speciality: specialities,
  };
}
