import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, download, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { parseCsv } from '../support/files.ts';
import { useTarget } from '../support/suite.ts';
import { report, window90, type Row } from './helpers.ts';

const suite = useTarget();

const columns = [
  { label: 'Campaign', value: 'campaignName' },
  { label: 'Status', value: 'status' },
  { label: 'Impressions', value: 'impressions' },
  { label: 'Spent ($)', value: 'spent' },
];

const exportData = { sort_by: 'spent', sort_type: 'asc', page_number: 0, total_count: 50, dateRange: { startDate: window90.startDate, endDate: window90.endDate }, filters: { campaign_status: 'running,paused' } };
/** The same request in the by-campaign report's own terms. */
const reportBody = { sortBy: 'spent', order: 'ASC', pageNo: 1, noOfEntries: 50, campaignStatus: 'running,paused' };

const cells = (rows: Row[], cols: Array<{ value: string }>) => rows.map((row) => cols.map((c) => (row[c.value] === null ? '' : String(row[c.value]))));

async function exported(as: Session, body: Record<string, unknown>): Promise<string[][]> {
  const response = await callOk(suite.current, 'exportCsv', { as, body });
  const { responseURL, responseUrl } = response.body.responseObject;
  expect(responseUrl).toBe(responseURL);
  const file = await download(suite.current, responseURL);
  expect(file.status).toBe(200);
  expect(file.contentType).toContain('text/csv');
  return parseCsv(file.body.toString('utf8'));
}

describe('exportCsv', () => {
  it('serves a CSV of the by-campaign rows, the column labels as headers', async () => {
    const as = await login(suite.current, 'workspaceOwner');
    const rows = await exported(as, { url: '/api/v3/das/report/by-campaign', method: 'POST', fileName: 'campaigns', columns, data: exportData });
    const expected = await report(suite.current, 'dashboardReportByCampaign', as, reportBody);
    expect(rows[0]).toEqual(columns.map((c) => c.label));
    expect(rows.slice(1)).toEqual(cells(expected.data!, columns));
    expect(rows.length).toBeGreaterThan(2);
  });

  it('exports the by-customer report and appends the totals row with total_agg', async () => {
    const as = await login(suite.current, 'workspaceOwner');
    const customerColumns = [{ label: 'Organization', value: 'organizationName' }, { label: 'Impressions', value: 'impressions' }];
    const rows = await exported(as, { url: '/api/v3/das/report/by-customer', columns: customerColumns, data: { ...exportData, total_agg: true } });
    const expected = await report(suite.current, 'dashboardReportByCustomer', as, reportBody);
    expect(rows.slice(1)).toEqual(cells([...expected.data!, expected.recordsTotal!], customerColumns));
  });

  it('pages with the zero-based page_number and total_count', async () => {
    const as = await login(suite.current, 'workspaceOwner');
    const rows = await exported(as, { url: '/api/v3/da/report/by-campaign', columns, data: { ...exportData, page_number: 1, total_count: 5 } });
    const expected = await report(suite.current, 'dashboardReportByCampaign', as, { ...reportBody, pageNo: 2, noOfEntries: 5 });
    expect(rows.slice(1)).toEqual(cells(expected.data!, columns));
    expect(rows).toHaveLength(6);
  });

  it('takes the top-level dateRange when data has none', async () => {
    const as = await login(suite.current, 'workspaceOwner');
    const rows = await exported(as, { url: '/api/v3/da/report/by-campaign', columns, dateRange: { start: window90.startDate, end: window90.endDate } });
    const expected = await report(suite.current, 'dashboardReportByCampaign', as, {});
    expect(rows.slice(1)).toEqual(cells(expected.data!, columns));
  });

  it('refuses a url that names no dashboard report', async () => {
    const as = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'exportCsv', { as, body: { url: '/api/v3/ra/report/execute', columns, data: exportData } }), 'exportCsv', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.exportUrlUnknown, field: 'url' });
  });

  it('refuses a column that is not a field of the rows', async () => {
    const as = await login(suite.current, 'workspaceOwner');
    const body = { url: '/api/v3/das/report/by-customer', columns: [columns[2], { label: 'Secret', value: 'password' }], data: exportData };
    const response = expectContract(await call(suite.current, 'exportCsv', { as, body }), 'exportCsv', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.exportColumnUnknown, field: 'columns[1].value' });
  });

  it('a sort_by that is not a field of the rows: the document states no refusal, so the export or a 422 naming it', async () => {
    const as = await login(suite.current, 'workspaceOwner');
    const body = { url: '/api/v3/das/report/by-campaign', columns, data: { ...exportData, sort_by: 'nope' } };
    const response = await call(suite.current, 'exportCsv', { as, body });
    expectContract(response, 'exportCsv', response.status === 422 ? 422 : 200);
    if (response.status === 422) expect(errorsOf(response)[0]?.field).toBe('data.sort_by');
  });

  it('refuses an export without a date range, and without columns', async () => {
    const as = await login(suite.current, 'workspaceOwner');
    const noDates = expectContract(await call(suite.current, 'exportCsv', { as, body: { url: '/api/v3/das/report/by-campaign', columns } }), 'exportCsv', 400);
    expect(errorsOf(noDates)[0]).toEqual({ error: messages.requestBodyInvalid, field: 'data.dateRange' });
    const noColumns = expectContract(await call(suite.current, 'exportCsv', { as, body: { url: '/api/v3/das/report/by-campaign', data: exportData } }), 'exportCsv', 400);
    expect(errorsOf(noColumns)[0]?.field).toBe('columns');
  });

  it('keeps to the workspace: another workspace exports its own rows and may not name Acme', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const rows = await exported(other, { url: '/api/v3/das/report/by-campaign', columns, data: { ...exportData, filters: { campaign_status: 'all' } } });
    expect(rows.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(['Initech Brand - Display']));
    expect(rows.slice(1).every((r) => r[0]!.startsWith('Initech'))).toBe(true);
    const response = expectContract(await call(suite.current, 'exportCsv', { as: other, body: { url: '/api/v3/das/report/by-customer', columns, data: { ...exportData, owIds: '1001' } } }), 'exportCsv', 403);
    expect(errorsOf(response)[0]).toEqual({ error: messages.dashboardOwIdsForbidden, field: 'owIds' });
  });
});
