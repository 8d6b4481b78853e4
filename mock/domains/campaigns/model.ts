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
