/**
 * The audiences domain's records: every audience's common part, matched and
 * retargeted audiences, and audience insights.
 * Times are epoch milliseconds.
 */
import { matchedFileUrl, partnerLogoUrl } from '../../core/toolkit/asset-links.ts';

/**
 * Audience type ids. Matched 1, retargeted 3, contextual 5, campaign 7 and ABM 9
 * are the seed's; the others fill the gaps (spec/DECISIONS.md).
 */
export const AudienceTypeId = {
  matched: 1,
  geoFarmed: 2,
  retargeted: 3,
  segment: 4,
  contextual: 5,
  preBid: 6,
  campaign: 7,
  lookalike: 8,
  abm: 9,
} as const;

export type AudienceTypeIdValue = (typeof AudienceTypeId)[keyof typeof AudienceTypeId];

/** The seed's audience states; `approved` is displayed as Ready. */
export type AudienceStatus = 'pending' | 'processing' | 'approved';

/** What every audience has, whatever its type; type-specific data lives beside it. */
export interface Audience {
  audienceId: number;
  owId: number;
  name: string;
  typeId: AudienceTypeIdValue;
  status: AudienceStatus;
  createdByUowId: number;
  createdAt: number;
  modifiedAt: number;
  uniques: number;
  dataCost: number;
  isVoterAudience: boolean;
  /** When a processing audience turns approved on the mock clock; null when settled. */
  readyAt: number | null;
}

/** A matched audience's upload and matching (fixtures/audiences.ts, mock/domains/audiences). */
export interface MatchedAudience {
  audienceId: number;
  fileName: string;
  fileSize: number;
  /** Records in the file (without the header row). */
  fileTotalCount: number;
  /** Mapping key (FirstName, Email, VOTER_ID_VALUE, …) to system field key. */
  columns: Record<string, string>;
  columnSettings: Record<string, unknown>;
  /** Sample data as uploaded: columns, fileName, fileSize, rows, columnValues. */
  metadata: Record<string, unknown>;
  isSingleColumnEnabled: boolean;
  /** Percent of records matched; shown once the audience is Ready. */
  matchRate: number;
  storeFileName: string;
  rawStoreUrl: string;
  minEcpm: number;
  maxEcpm: number;
  verticalId: number;
  /** The voter or healthcare data partner named in columnSettings; null for the others. */
  partnerId: number | null;
}

/** A retargeted audience's tracking tag. */
export interface RetargetedAudience {
  audienceId: number;
  tagId: string;
  duration: 'month' | 'date_range';
  /** Months, when duration is month. */
  time: number | null;
  startDate: number | null;
  endDate: number | null;
  /** The tag's last fire and the unique users it counted. */
  tagTime: number;
  tagUniqueCount: number;
}

/** Insights statuses (spec/DECISIONS.md AU). */
export const InsightStatusId = { generating: 1, ready: 2, failed: 3 } as const;

export type InsightStatusIdValue = (typeof InsightStatusId)[keyof typeof InsightStatusId];

/** Insights of one audience. */
// The stored insights; the API's AudienceInsight (spec/generated/types.ts) names its source audience and has no readyAt.
export interface AudienceInsight {
  insightsId: number;
  audienceId: number;
  typeId: number;
  statusId: InsightStatusIdValue;
  name: string;
  createdAt: number;
  /** When generating insights turn ready on the mock clock; null otherwise. */
  readyAt: number | null;
}

/** The part of the world these records make up (mock/domains/world.ts). */
export interface AudiencesWorld {
  audiences: Audience[];
  matchedAudiences: MatchedAudience[];
  retargetedAudiences: RetargetedAudience[];
  audienceInsights: AudienceInsight[];
  /** The highest audience id handed out (0: none yet), so a deleted audience's id is never given again. */
  highestAudienceId: number;
}

/** Data partners a voter-ID or NPI-ID upload may name in columnSettings (spec/DECISIONS.md AU). */
export const VoterPartnerId = { civicRoll: 301, ballotInsights: 302 } as const;
export const HealthcarePartnerId = { meridianHealth: 401, careGraph: 402 } as const;

export const DATA_PARTNER_NAMES: Readonly<Record<number, string>> = Object.freeze({
  [VoterPartnerId.civicRoll]: 'Civic Roll Data',
  [VoterPartnerId.ballotInsights]: 'Ballot Insights',
  [HealthcarePartnerId.meridianHealth]: 'Meridian Health Data',
  [HealthcarePartnerId.careGraph]: 'CareGraph NPI',
});

export function dataPartnerLogoUrl(partnerId: number): string {
  return partnerLogoUrl(partnerId);
}

/** Where a matched audience's upload is stored: `<owId>/<audienceId>-<fileName>`. */
export function storeFileNameOf(owId: number, audienceId: number, fileName: string): string {
  return `${owId}/${audienceId}-${fileName}`;
}

export function rawStoreUrlOf(storeFileName: string): string {
  return matchedFileUrl(storeFileName);
}
