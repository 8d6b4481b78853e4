/**
 * The error texts of reports and e-mail schedules (document 3).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const reportMessages = {
  reportCustomersForbidden: "User does not have access for Report's customers", // seed
  reportNotFound: 'Report not found.',
  reportNoActiveCampaign: 'At least one active campaign must exist among the report customers to create or execute a report.',
  reportEndBeforeStart: 'endDate must be after startDate.',
  reportWindowThreeMonths: 'The report period can be at most three months (92 days).',
  reportWindowOneYear: 'The report period can be at most one year (366 days) with the campaign dimension.',
  reportDimensionsInvalid: 'dimensions must be a JSON array of {filter, value} objects, each dimension once.',
  reportDimensionUnknown: 'dimensions names an unknown dimension.',
  reportColumnUnknown: 'columns names an unknown column.',
  reportColumnNeedsDimension: 'columns names a field of a dimension the report does not use.',
  reportFiltersInvalid: 'filters must be a JSON object of campaignId, creativeTypeId and campaignStatus.',
  reportFieldRequired: 'This field is required when no report id is given.',
  reportIdRequired: 'reportId (or id) is required.',
  scheduleExists: 'The report already has an e-mail schedule; change it with PATCH.',
  scheduleNotFound: 'The report has no e-mail schedule.',
  deliveryDayRequired: 'deliveryDay is required unless deliveryFrequency is Once.',
  deliveryDayWeekday: 'deliveryDay must be a weekday name (Monday to Sunday) for a weekly schedule.',
  deliveryDayMonthly: 'deliveryDay must be First, Last or a day from 1 to 29 for a monthly schedule.',
  eventEndDateRequired: 'eventEndDate is required unless deliveryFrequency is Once.',
  eventEndDatePast: 'eventEndDate must be in the future.',
  runningTotalNeedsCampaign: 'runningTotalEnabled needs the campaign dimension.',
  earliestCampaignStartDateRequired: 'earliestCampaignStartDate is required when runningTotalEnabled is true.',
  earliestCampaignStartDateAfterEnd: 'earliestCampaignStartDate must be before the report endDate.',
  unsubscribeTokenInvalid: 'Unsubscribe token is not valid.',
} as const;
