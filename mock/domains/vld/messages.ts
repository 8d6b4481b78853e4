/**
 * The error texts of VLD insights (document 3).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const vldMessages = {
  vldCampaignNotFound: 'Campaign not found.',
  vldNotPolitical: 'Campaign is not a political campaign.',
  vldStatusNotEligible: 'Campaign status must be running, paused or expired.',
  vldExpiredTooLongAgo: 'Campaign expired more than two years ago.',
  vldTooShort: 'Campaign must last at least 3 days.',
  vldCreatedTooEarly: 'Campaign must be created on 16 September 2024 or later.',
  vldTargetsOregon: 'Campaign voter location must not include Oregon.',
  vldNoMatchedAudience: 'Campaign must include a Matched Audience.',
  vldWindowOrder: 'vldEndDate must be after vldStartDate.',
  vldWindowOutsideCampaign: "The report window must lie within the campaign's start and end dates.",
  vldReportNotFound: 'VLD report not found.',
  vldReportOtherCampaign: 'vldId is a report of another campaign.',
  vldReportProcessing: 'VLD report is still processing.',
  vldReportNotReady: 'VLD report is not ready for download.',
  vldReportNotFailed: 'Only VLD reports with failed status can be deleted.',
  vldReportAlreadyDeleted: 'VLD report is already deleted.',
} as const;

export type VldMessageKey = keyof typeof vldMessages;
