/**
 * The error texts of dashboards and export (document 3).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const dashboardMessages = {
  dashboardNotFound: 'Dashboard not found.',
  dashboardReportWindow: 'endDate must not be before startDate.',
  dashboardOwIdsForbidden: 'owIds names an organization outside the workspace.',
  exportUrlUnknown: 'url must name the by-customer or by-campaign dashboard report.',
  exportColumnUnknown: 'columns names a field the report does not have.',
} as const;
