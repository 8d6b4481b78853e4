/**
 * The reports domain's records: saved reports and their e-mail schedules.
 * Times are epoch milliseconds.
 */

/** Report schedule frequencies (seed): 1 Once, 2 Daily, 3 Weekly, 4 Monthly. */
export const DeliveryFrequency = { once: 1, daily: 2, weekly: 3, monthly: 4 } as const;

export type DeliveryFrequencyValue = (typeof DeliveryFrequency)[keyof typeof DeliveryFrequency];

/** Report file types (seed): 1 CSV, 2 XLS (served as XLSX, spec/DECISIONS.md R15). */
export const ReportFileType = { csv: 1, xls: 2 } as const;

export type ReportFileTypeValue = (typeof ReportFileType)[keyof typeof ReportFileType];

/** A report's e-mail schedule: at most one per report. */
export interface ReportSchedule {
  eventId: number;
  deliveryFrequency: DeliveryFrequencyValue;
  fileType: ReportFileTypeValue;
  subscriberEmails: string[];
  /** Epoch ms; null for Once. No delivery falls after it. */
  eventEndDate: number | null;
  /** Weekday name (Weekly), First / Last / 1..29 (Monthly), free text (Daily), null (Once). */
  deliveryDay: string | null;
  runningTotalEnabled: boolean;
  earliestCampaignStartDate: number | null;
  /** The next delivery is the first delivery time after this instant; null once a Once schedule has delivered. */
  deliverAfter: number | null;
  /** Origin the links in its e-mails point to (the one the schedule was last saved through). */
  origin: string;
}

/** A saved report definition. `dimensions` stays the JSON string clients send. */
export interface SavedReport {
  id: number;
  /** The workspace the report was saved in. */
  owId: number;
  reportName: string;
  customerIds: number[];
  startDate: number;
  endDate: number;
  dimensions: string;
  columns: string[];
  /** 1 daily, 2 aggregated. */
  requestType: 1 | 2;
  reportAggregated: '0' | '1';
  timezoneId: number;
  timezoneName: string;
  createdAt: number;
  modifiedAt: number;
  schedule: ReportSchedule | null;
}

/** The part of the world these records make up (mock/domains/world.ts). */
export interface ReportsWorld {
  reports: SavedReport[];
  /** Unsubscribe tokens of scheduled-report e-mails: token to the address it unsubscribes. */
  reportUnsubscribeTokens: Record<string, string>;
}
