/** What the rest of the mock may use of dashboards: fault mode merges reports and keeps deleted dashboards. */
export type { ReportResult } from './report.ts';
export { insertDashboard } from './store.ts';
