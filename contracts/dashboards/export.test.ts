import type { Response } from 'supertest';
import { messages } from '../support/texts.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { parseCsv } from '../support/files.ts';
import { campaignId, known, openWindow, orgId, report, window90, type CommonReportRequest, type Row } from './support.ts';
import { beforeEach, describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';
import type { CampaignReportRequest, ExportCsvData, ExportCsvRequest } from '../../spec/generated/types.ts';

useTarget();
let owner: Session;

beforeEach(async ({ api }) => {
  owner = await api.session('workspaceOwner');
  await openWindow(api, owner);
});

const columns: ExportCsvRequest['columns'] = [
  { label: 'Campaign', value: 'campaignName' },
  { label: 'Status', value: 'status' },
  { label: 'Impressions', value: 'impressions' },
  { label: 'Spent ($)', value: 'spent' },
];

const exportData = (): ExportCsvData => ({
  sort_by: 'spent',
  sort_type: 'asc',
  page_number: 0,
  total_count: 50,
  dateRange: { ...window90() },
  filters: { campaign_status: 'running,paused' },
});
/** The same request in the by-campaign report's own terms. */
const reportBody: CommonReportRequest = { sortBy: 'spent', order: 'ASC', pageNo: 1, noOfEntries: 50, campaignStatus: 'running,paused' };

/**
 * The file holds the report's rows, cell by cell. A field the report answers as
 * null may be a nullable field's other form, so its cell is not compared.
 */
function expectCells(file: string[][], rows: Row[], cols: Array<{ value: string }>): void {
  expect(file).toHaveLength(rows.length);
  const asReported = file.map((cells, i) => cols.map((c, j) => (rows[i]![c.value] === null || rows[i]![c.value] === undefined ? null : cells[j])));
  expect(asReported).toEqual(rows.map((row) => cols.map((c) => (row[c.value] === null || row[c.value] === undefined ? null : String(row[c.value])))));
}

async function exported(api: Api, as: Session, body: ExportCsvRequest): Promise<string[][]> {
  return csvOf(api, await api.ok('exportCsv', { as, body }));
}

/** The rows of the CSV an export answered the link of. */
async function csvOf(api: Api, response: Response): Promise<string[][]> {
  const { responseURL, responseUrl } = response.body.responseObject;
  // Either spelling may carry the link; when both come they agree.
  if (responseURL && responseUrl) expect(responseUrl).toBe(responseURL);
  const file = await api.download(responseURL ?? responseUrl);
  expect(file.status).toBe(200);
  expect(file.contentType).toContain('text/csv');
  return parseCsv(file.body.toString('utf8'));
}

describe('exportCsv', () => {
  it('serves a CSV of the by-campaign rows, the column labels as headers', async ({ api }) => {
    const rows = await exported(api, owner, { url: '/api/v3/das/report/by-campaign', method: 'POST', fileName: 'campaigns', columns, data: exportData() });
    const expected = await report(api, 'dashboardReportByCampaign', owner, reportBody);
    expect(rows[0]).toEqual(columns.map((c) => c.label));
    expectCells(rows.slice(1), expected.data!, columns);
    expect(rows.length).toBeGreaterThan(2);
  });

  it('exports the by-customer report and appends the totals row with total_agg', async ({ api }) => {
    const customerColumns: ExportCsvRequest['columns'] = [
      { label: 'Organization', value: 'organizationName' },
      { label: 'Impressions', value: 'impressions' },
    ];
    const rows = await exported(api, owner, { url: '/api/v3/das/report/by-customer', columns: customerColumns, data: { ...exportData(), total_agg: true } });
    const expected = await report(api, 'dashboardReportByCustomer', owner, reportBody);
    const totals = expected.recordsTotal ?? (await report(api, 'dashboardReportByCustomer', owner, { ...reportBody, resultType: 'total' })).recordsTotal;
    expectCells(rows.slice(1, -1), expected.data!, customerColumns);
    const totalsLine = rows.at(-1)!;
    expect(totalsLine[0]).toBe('');
    expect(Number(totalsLine[1])).toBe(totals ? totals.impressions : expected.data!.reduce((sum, r) => sum + Number(r.impressions), 0));
  });

  it("gives each organization's logo link in its cell as the report does", async ({ api }) => {
    const logoColumns: ExportCsvRequest['columns'] = [
      { label: 'Organization', value: 'organizationName' },
      { label: 'Logo', value: 'logoURL' },
    ];
    const rows = await exported(api, owner, { url: '/api/v3/das/report/by-customer', columns: logoColumns, data: exportData() });
    const expected = await report(api, 'dashboardReportByCustomer', owner, reportBody);
    expect(known(expected.data!, 'logoURL').length).toBeGreaterThan(0);
    expectCells(rows.slice(1), expected.data!, logoColumns);
  });

  it('pages with the zero-based page_number and total_count', async ({ api }) => {
    const rows = await exported(api, owner, { url: '/api/v3/da/report/by-campaign', columns, data: { ...exportData(), page_number: 1, total_count: 5 } });
    const expected = await report(api, 'dashboardReportByCampaign', owner, { ...reportBody, pageNo: 2, noOfEntries: 5 });
    expectCells(rows.slice(1), expected.data!, columns);
    expect(rows).toHaveLength(6);
  });

  it('takes the top-level dateRange when data has none', async ({ api }) => {
    const { startDate, endDate } = window90();
    const rows = await exported(api, owner, { url: '/api/v3/da/report/by-campaign', columns, dateRange: { start: startDate, end: endDate } });
    const expected = await report(api, 'dashboardReportByCampaign', owner, {});
    expectCells(rows.slice(1), expected.data!, columns);
  });

  it('refuses a url that names no dashboard report', async ({ api }) => {
    expectErrors(
      [await api.refuses('exportCsv', { as: owner, body: { url: '/api/v3/ra/report/execute', columns, data: exportData() } }, 422)],
      [{ error: messages.exportUrlUnknown, field: 'url' }],
      'exportCsv',
      422,
    );
  });

  it('refuses a column that is not a field of the rows', async ({ api }) => {
    const body = { url: '/api/v3/das/report/by-customer', columns: [columns[2], { label: 'Secret', value: 'password' }], data: exportData() };
    expectErrors(
      [await api.refuses('exportCsv', { as: owner, body }, 422)],
      [{ error: messages.exportColumnUnknown, field: 'columns[1].value' }],
      'exportCsv',
      422,
    );
  });

  it('sorts by a field of the rows; a sort_by naming none gives the rows or a 422 naming it (spec/DECISIONS.md C3)', async ({ api }) => {
    const body = (sort_by: string): ExportCsvRequest => ({
      url: '/api/v3/das/report/by-campaign',
      columns,
      data: { ...exportData(), sort_by, total_count: 1000 },
    });
    const byImpressions = await exported(api, owner, body('impressions'));
    const impressions = byImpressions.slice(1).map((r) => Number(r[2]));
    expect(impressions).toEqual([...impressions].sort((a, b) => a - b));
    const response = await api.call('exportCsv', { as: owner, body: body('nope') });
    expectContract(response, 'exportCsv', response.status === 422 ? 422 : 200);
    if (response.status === 422) expectErrorField(errorsOf(response)[0], 'data.sort_by', 'exportCsv', 422);
    else expect((await csvOf(api, response)).sort()).toEqual([...byImpressions].sort());
  });

  it('refuses an export without a date range, and without columns', async ({ api }) => {
    expectErrors(
      [await api.refuses('exportCsv', { as: owner, body: { url: '/api/v3/das/report/by-campaign', columns } }, 400)],
      [{ error: messages.requestBodyInvalid, field: 'data.dateRange' }],
      'exportCsv',
      400,
    );
    const noColumns = await api.refusals('exportCsv', { as: owner, body: { url: '/api/v3/das/report/by-campaign', data: exportData() } }, 400);
    expectErrorField(noColumns[0], 'columns', 'exportCsv', 400);
  });

  it("keeps to the workspace: another workspace exports its own rows and may not name the owner's", async ({ api, other }) => {
    const everything = { ...exportData(), total_count: 1000, filters: { campaign_status: 'all' } };
    const names = (await exported(api, other, { url: '/api/v3/das/report/by-campaign', columns, data: everything })).slice(1).map((r) => r[0]);
    const theirs = await report(api, 'dashboardReportByCampaign', other, { sortBy: 'spent', order: 'ASC', noOfEntries: 1000, campaignStatus: 'all' });
    expect(names.length).toBeGreaterThan(0);
    expect(names).toHaveLength(theirs.filteredRecords);
    const ours = known((await report(api, 'dashboardReportByCampaign', owner, { noOfEntries: 1000, campaignStatus: 'all' })).data!, 'campaignName');
    expect(names.filter((n) => ours.includes(n!))).toEqual([]);
    const body = { url: '/api/v3/das/report/by-customer', columns, data: { ...exportData(), owIds: String(owner.owId) } };
    expectErrors([await api.refuses('exportCsv', { as: other, body }, 403)], [{ error: messages.dashboardOwIdsForbidden, field: 'owIds' }], 'exportCsv', 403);
  });

  it('sorts descending when sort_type is desc or absent', async ({ api }) => {
    const expected = await report(api, 'dashboardReportByCampaign', owner, { ...reportBody, order: 'DESC', noOfEntries: 1000 });
    for (const sort_type of ['desc', undefined] as const) {
      const rows = await exported(api, owner, { url: '/api/v3/das/report/by-campaign', columns, data: { ...exportData(), sort_type, total_count: 1000 } });
      expectCells(rows.slice(1), expected.data!, columns);
    }
  });

  it('filters by search_field (in data or beside it), creative_type_ids, campaign_ids and owIds as the report does', async ({ api }) => {
    const everything = { ...exportData(), total_count: 1000, filters: { campaign_status: 'all' } };
    const all = await report(api, 'dashboardReportByCampaign', owner, { ...reportBody, noOfEntries: 1000, campaignStatus: 'all' });
    const word = String(known(all.data!, 'campaignName')[0]).split(' ')[0]!.toLowerCase();
    const ids = [await campaignId(api, 'running'), await campaignId(api, 'pausedPolitical')];
    const customer = await orgId(api, 'siblingCustomer');
    const cases: Array<[string, Omit<ExportCsvRequest, 'url' | 'columns'>, Partial<CampaignReportRequest>]> = [
      ['data.search_field', { data: { ...everything, search_field: word } }, { searchField: word }],
      ['search_field', { search_field: word, data: everything }, { searchField: word }],
      ['creative_type_ids', { data: { ...everything, filters: { campaign_status: 'all', creative_type_ids: '14' } } }, { creativeTypeIds: '14' }],
      ['campaign_ids', { data: { ...everything, filters: { campaign_status: 'all', campaign_ids: ids.join(',') } } }, { campaignIds: ids }],
      ['owIds', { data: { ...everything, owIds: String(customer) } }, { owIds: String(customer) }],
    ];
    for (const [name, exportBody, reportFilter] of cases) {
      const expected = await report(api, 'dashboardReportByCampaign', owner, { ...reportBody, noOfEntries: 1000, campaignStatus: 'all', ...reportFilter });
      expect(expected.filteredRecords, name).toBeGreaterThan(0);
      expect(expected.filteredRecords, name).toBeLessThan(all.filteredRecords);
      const rows = await exported(api, owner, { url: '/api/v3/das/report/by-campaign', columns, ...exportBody });
      expectCells(rows.slice(1), expected.data!, columns);
    }
  });

  it('exports only the totals row for result_type total, and no totals row for result_type data even with total_agg', async ({ api }) => {
    const impressions: ExportCsvRequest['columns'] = [{ label: 'Impressions', value: 'impressions' }];
    const url = '/api/v3/das/report/by-customer';
    const expected = await report(api, 'dashboardReportByCustomer', owner, reportBody);
    const totals = expected.recordsTotal ?? (await report(api, 'dashboardReportByCustomer', owner, { ...reportBody, resultType: 'total' })).recordsTotal;
    const onlyTotals = await exported(api, owner, { url, columns: impressions, data: { ...exportData(), result_type: 'total' } });
    expect(onlyTotals).toHaveLength(2);
    expect(Number(onlyTotals[1]![0])).toBe(Number(totals?.impressions ?? expected.data!.reduce((sum, r) => sum + Number(r.impressions), 0)));
    const onlyRows = await exported(api, owner, { url, columns: impressions, data: { ...exportData(), result_type: 'data', total_agg: true } });
    expectCells(onlyRows.slice(1), expected.data!, impressions);
  });

  it('refuses a date range that runs backwards, naming its end, in data or beside it', async ({ api }) => {
    const { startDate, endDate } = window90();
    const url = '/api/v3/das/report/by-campaign';
    for (const [body, field] of [
      [{ url, columns, data: { ...exportData(), dateRange: { startDate: endDate, endDate: startDate } } }, 'data.dateRange.endDate'],
      [{ url, columns, dateRange: { start: endDate, end: startDate } }, 'dateRange.end'],
    ] as const) {
      expectErrors([await api.refuses('exportCsv', { as: owner, body }, 422)], [{ error: messages.dashboardReportWindow, field }], 'exportCsv', 422);
    }
  });

  it('refuses a date range without its start or its end', async ({ api }) => {
    const { startDate, endDate } = window90();
    const url = '/api/v3/das/report/by-campaign';
    await api.refusesEach(
      'exportCsv',
      [
        ['data.dateRange without endDate', { data: { ...exportData(), dateRange: { startDate } } }],
        ['data.dateRange without startDate', { data: { ...exportData(), dateRange: { endDate } } }],
        ['dateRange without end', { dateRange: { start: startDate } }],
        ['dateRange without start', { dateRange: { end: endDate } }],
        ['an empty dateRange', { dateRange: {}, data: { sort_by: 'spent' } }],
      ],
      (body) => ({ as: owner, body: { url, columns, ...body } }),
      400,
      { error: messages.requestBodyInvalid, field: 'data.dateRange' },
    );
  });

  it('refuses urls that name no dashboard report, whatever part is wrong', async ({ api }) => {
    await api.refusesEach(
      'exportCsv',
      [
        ['another report', '/api/v3/ra/report/execute'],
        ['a path beyond the report', '/api/v3/das/report/by-campaign/csv'],
        ['a longer report name', '/api/v3/das/report/by-customers'],
        ['the report name without its folder', '/api/v3/das/by-campaign'],
        ['an empty url', ''],
      ],
      (url) => ({ as: owner, body: { url, columns, data: exportData() } }),
      422,
      { error: messages.exportUrlUnknown, field: 'url' },
    );
  });

  it('refuses a column that is not a field of the rows, naming its place in the list', async ({ api }) => {
    for (const [list, field] of [
      [[{ label: 'Secret', value: 'password' }, ...columns], 'columns[0].value'],
      [[...columns.slice(0, 2), { label: 'Nothing', value: '' }, ...columns.slice(2)], 'columns[2].value'],
    ] as const) {
      const body = { url: '/api/v3/das/report/by-campaign', columns: list, data: exportData() };
      expectErrors([await api.refuses('exportCsv', { as: owner, body }, 422)], [{ error: messages.exportColumnUnknown, field }], 'exportCsv', 422);
    }
  });

  mockOnly(
    'names the file after fileName, else name, else dashboard-report, trimmed, adding .csv when it does not end so in any case',
    'the file name of a download (spec/DECISIONS.md D9)',
    async ({ api }) => {
      const url = '/api/v3/das/report/by-campaign';
      for (const [names, fileName] of [
        [{ fileName: ' campaigns ', name: 'ignored' }, 'campaigns.csv'],
        [{ name: 'By customer' }, 'By customer.csv'],
        [{ fileName: 'Spend.CSV' }, 'Spend.CSV'],
        [{ fileName: 'spend.csv.txt' }, 'spend.csv.txt.csv'],
        [{ fileName: '  ' }, 'dashboard-report.csv'],
        [{}, 'dashboard-report.csv'],
      ] as const) {
        const response = await api.ok('exportCsv', { as: owner, body: { url, columns, data: exportData(), ...names } });
        expect((await api.download(response.body.responseObject.responseURL!)).fileName, JSON.stringify(names)).toBe(fileName);
      }
    },
  );
});
