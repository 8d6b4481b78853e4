/**
 * Campaigns and their insertion orders: records several domains read (audiences,
 * creatives, conversions, bid models, reports, VLD); the world holds them here.
 * Times are epoch milliseconds.
 */

export interface InsertionOrder {
  ioId: number;
  ioName: string;
  owId: number;
  ioStatusId: number;
  ioBudgetTypeId: number;
  timezoneId: number;
  startTime: number;
  endTime: number;
}

export type CampaignStatus = 'draft' | 'running' | 'pending' | 'paused' | 'expired' | 'deleted';

export interface Campaign {
  campaignId: number;
  name: string;
  owId: number;
  ioId: number;
  status: CampaignStatus;
  isPolitical: boolean;
  creativeTypeId: number;
  campaignTypeId: number;
  timezoneId: number;
  startTime: number;
  endTime: number;
  createdAt: number;
  modifiedAt: number;
  /** Daily budget in dollars (bid modelling needs at least 100). */
  budgetDay: number;
  /** Total budget in dollars; null when only a daily budget is set. */
  budgetTotal: number | null;
  /** Base and max bid (CPM, dollars); bid modelling needs both. */
  baseBid: number | null;
  maxBid: number | null;
  /** Two-letter US state codes the campaign targets (VLD insights exclude Oregon). */
  targetedStates: string[];
  /** Audiences the campaign includes and excludes: the one home of that relation. */
  includedAudienceIds: number[];
  excludedAudienceIds: number[];
  /** Creatives attached to the campaign. */
  creativeIds: number[];
}

/** The part of the world these records make up (mock/domains/world.ts). */
export interface CampaignsWorld {
  insertionOrders: InsertionOrder[];
  campaigns: Campaign[];
}

/** Platform creative types (the ids of GET /api/v3/master/creativeTypes). */
export const CreativeTypeId = { image: 11, html: 13, video: 14, native: 15, audio: 17 } as const;

/** The display name of each creative type id (report and dashboard rows). */
export const CreativeTypeName: Readonly<Record<number, string>> = { 11: 'Image', 13: 'HTML', 14: 'Video', 15: 'Native', 17: 'Audio' };

/**
 * Our choice, the seeds only show the field: 1 = standard (open auction),
 * 2 = PG (programmatic guaranteed). Political is the separate `isPolitical` flag.
 */
export const CampaignTypeId = { standard: 1, pg: 2 } as const;

/** The display name of each campaign type id (report and dashboard rows). */
export const CampaignTypeName: Readonly<Record<number, string>> = { 1: 'Standard', 2: 'PG' };

/** Our choice, the seeds only show the fields: 1 = active, 2 = ended. */
export const IoStatusId = { active: 1, ended: 2 } as const;

/** Our choice: 1 = budget in currency, 2 = budget in impressions. */
export const IoBudgetTypeId = { currency: 1, impressions: 2 } as const;
