/**
 * The VLD domain's records: voter level data reports and the accounts that pay for them.
 * Times are epoch milliseconds.
 */

/** VLD report status ids (the seed shows only 3): spec/DECISIONS.md VLD2. */
export const VldStatusId = { processing: 1, failed: 2, ready: 3 } as const;

export type VldStatusIdValue = (typeof VldStatusId)[keyof typeof VldStatusId];

/**
 * A voter level data report of a campaign. Impressions and costs are not stored:
 * they are read from the campaign's delivery over the window as of `vldCreatedOn`.
 */
// The stored report; the API's VldReport (spec/generated/types.ts) is an open map of its view, with impressions and costs read from delivery.
export interface VldReport {
  vldId: number;
  /** Owner: the campaign's organization. */
  owId: number;
  campaignId: number;
  vldStatusId: VldStatusIdValue;
  vldStartDate: number;
  vldEndDate: number;
  vldCreatedOn: number;
  /** When a processing report turns ready on the mock clock; null when settled. */
  readyAt: number | null;
  isDeleted: boolean;
  createdByUowId: number;
}

/** What an organization pays for VLD reports: its mark-up (dollars per thousand impressions) and balance. */
export interface VldAccount {
  owId: number;
  effectiveVldRate: number;
  /** Dollars left for VLD reports; each created report draws on it. */
  balance: number;
}

/** The part of the world these records make up (mock/domains/world.ts). */
export interface VldWorld {
  vldReports: VldReport[];
  vldAccounts: VldAccount[];
}
