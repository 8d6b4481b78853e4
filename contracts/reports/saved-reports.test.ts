import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { DAY, Org, Reports, addReport, dayStart, definition, dims, nowOf } from './helpers.ts';

const suite = useTarget();
let owner: Session;
let now: number;

beforeEach(async () => {
  owner = await login(suite.current, 'workspaceOwner');
  now = await nowOf(suite.current);
});

async function getReport(reportId: number, as = owner) {
  return (await callOk(suite.current, 'getReport', { as, params: { reportId } })).body.data;
}

async function refused(operationId: string, status: number, options: Parameters<typeof call>[2]) {
  const response = expectContract(await call(suite.current, operationId, { as: owner, ...options }), operationId, status);
  return errorsOf(response)[0]!;
}

const newReport = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ ...definition(now), reportName: 'Acme Campaigns Last Month', ...overrides });

describe('getReport', () => {
  it('answers the definition, customers and schedule', async () => {
    const report = await getReport(Reports.weeklyCampaigns);
    expect(report).toMatchObject({
      id: Reports.weeklyCampaigns,
      reportName: 'Acme Weekly Campaign Performance',
      customerIds: [Org.acme],
      dimensions: dims('campaign'),
      requestType: 2,
      reportAggregated: '1',
      timezoneId: 29,
      timezoneName: 'America/New_York',
      reportSchedulingEventDetails: { deliveryFrequency: 3, fileType: 1, deliveryDay: 'Monday', runningTotalEnabled: 0 },
    });
    expect(report.columns).toContain('impressions');
  });

  it('answers 404 for an unknown id and for another workspace\'s report, either way', async () => {
    expect(await refused('getReport', 404, { params: { reportId: 99999 } })).toMatchObject({ error: messages.reportNotFound, field: 'reportId' });
    expect(await refused('getReport', 404, { params: { reportId: Reports.otherWorkspace } })).toMatchObject({ error: messages.reportNotFound });
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect((await getReport(Reports.otherWorkspace, other)).id).toBe(Reports.otherWorkspace);
    expect(await refused('getReport', 404, { as: other, params: { reportId: Reports.weeklyCampaigns } })).toMatchObject({ error: messages.reportNotFound });
  });
});

describe('addReport', () => {
  it('saves the report and answers its id', async () => {
    const id = await addReport(suite.current, owner, newReport({ customerIds: [Org.acme, Org.northwind] }));
    const report = await getReport(id);
    expect(report).toMatchObject({ id, reportName: 'Acme Campaigns Last Month', customerIds: [Org.acme, Org.northwind], requestType: 2, reportAggregated: '1', reportSchedulingEventDetails: null });
    expect(report.customerDetails.map((c: { owId: number }) => c.owId)).toEqual([Org.acme, Org.northwind]);
  });

  it('covers every customer the caller may access when customerIds are left out', async () => {
    const body = newReport();
    delete body.customerIds;
    const report = await getReport(await addReport(suite.current, owner, body));
    expect([...report.customerIds].sort()).toEqual([Org.acme, Org.northwind, Org.northwindOutlet, Org.contoso].sort());
  });

  it('saves a schedule given with the report', async () => {
    const schedule = { subscriberEmails: ['owner@acme-media.example'], fileType: 2, deliveryFrequency: 4, deliveryDay: 'Last', eventEndDate: now + 90 * DAY };
    const report = await getReport(await addReport(suite.current, owner, newReport({ reportSchedulingEventDetails: schedule })));
    expect(report.reportSchedulingEventDetails).toMatchObject({ ...schedule, runningTotalEnabled: 0 });
  });

  it('refuses a schedule that breaks a schedule rule, saving nothing', async () => {
    const before = (await callOk(suite.current, 'listReports', { as: owner })).body.data.totalRecords;
    const error = await refused('addReport', 422, { body: newReport({ reportSchedulingEventDetails: { subscriberEmails: ['owner@acme-media.example'], fileType: 1, deliveryFrequency: 3, eventEndDate: now + 9 * DAY } }) });
    expect(error).toMatchObject({ error: messages.deliveryDayRequired, field: 'deliveryDay' });
    expect((await callOk(suite.current, 'listReports', { as: owner })).body.data.totalRecords).toBe(before);
  });

  it('refuses customers the caller may not access with the seed\'s text', async () => {
    const error = await refused('addReport', 422, { body: newReport({ customerIds: [Org.acme, Org.initech] }) });
    expect(error).toMatchObject({ error: messages.reportCustomersForbidden, field: 'customerIds' });
  });

  it('needs a running campaign among the customers: a customer with only a paused campaign is refused', async () => {
    const error = await refused('addReport', 422, { body: newReport({ customerIds: [Org.contoso] }) });
    expect(error).toMatchObject({ error: messages.reportNoActiveCampaign, field: 'customerIds' });
    const withoutCampaigns = await refused('addReport', 422, { body: newReport({ customerIds: [Org.northwind, Org.northwindOutlet] }) });
    expect(withoutCampaigns).toMatchObject({ error: messages.reportNoActiveCampaign, field: 'customerIds' });
  });

  it('refuses more than three months without the campaign dimension, and more than a year with it', async () => {
    const start = dayStart(now) - 100 * DAY;
    await addReport(suite.current, owner, newReport({ startDate: start, endDate: start + 92 * DAY - 1, dimensions: dims('os'), columns: ['os', 'impressions'] }));
    const three = await refused('addReport', 422, { body: newReport({ startDate: start, endDate: start + 93 * DAY - 1, dimensions: dims('os'), columns: ['os', 'impressions'] }) });
    expect(three).toMatchObject({ error: messages.reportWindowThreeMonths, field: 'endDate' });
    const yearStart = dayStart(now) - 400 * DAY;
    await addReport(suite.current, owner, newReport({ startDate: yearStart, endDate: yearStart + 366 * DAY - 1 }));
    const year = await refused('addReport', 422, { body: newReport({ startDate: yearStart, endDate: yearStart + 367 * DAY - 1 }) });
    expect(year).toMatchObject({ error: messages.reportWindowOneYear, field: 'endDate' });
  });

  it('refuses an endDate before startDate, unknown dimensions and columns, and a blank name', async () => {
    expect(await refused('addReport', 422, { body: newReport({ endDate: dayStart(now) - 60 * DAY }) })).toMatchObject({ error: messages.reportEndBeforeStart });
    expect(await refused('addReport', 422, { body: newReport({ dimensions: dims('weather') }) })).toMatchObject({ error: messages.reportDimensionUnknown });
    expect(await refused('addReport', 422, { body: newReport({ columns: ['mood'] }) })).toMatchObject({ error: messages.reportColumnUnknown });
    expect(await refused('addReport', 422, { body: newReport({ reportName: '   ' }) })).toMatchObject({ error: messages.blankText, field: 'reportName' });
  });

  it.each(['reportName', 'startDate', 'endDate', 'dimensions', 'columns', 'requestType'])('needs %s (400)', async (field) => {
    const body: Record<string, unknown> = newReport();
    delete body[field];
    expect((await refused('addReport', 400, { body })).field).toBe(field);
  });

  it('refuses requestType other than 1 or 2', async () => {
    expect((await refused('addReport', 422, { body: newReport({ requestType: 3 }) })).field).toBe('requestType');
  });
});

describe('updateReport', () => {
  it('changes the fields sent and keeps the others', async () => {
    const response = await callOk(suite.current, 'updateReport', { as: owner, params: { reportId: Reports.northwindGender }, body: { reportName: 'Northwind by Gender', customerIds: [Org.acme, Org.northwind] } });
    expect(response.body.data).toBe('Report updated successfully.');
    const report = await getReport(Reports.northwindGender);
    expect(report).toMatchObject({ reportName: 'Northwind by Gender', customerIds: [Org.acme, Org.northwind], dimensions: dims('gender') });
    expect(report.modifyDate).toBe(now);
  });

  it('refuses customers the user may not access with exactly the seed\'s text, changing nothing', async () => {
    const error = await refused('updateReport', 422, { params: { reportId: Reports.weeklyCampaigns }, body: { reportName: 'Renamed', customerIds: [Org.initech] } });
    expect(error.error).toBe("User does not have access for Report's customers");
    expect(error).toMatchObject({ error: messages.reportCustomersForbidden, field: 'customerIds' });
    expect((await getReport(Reports.weeklyCampaigns)).reportName).toBe('Acme Weekly Campaign Performance');
  });

  it('checks the merged definition: a new dimension must fit the saved period', async () => {
    const id = await addReport(suite.current, owner, newReport({ startDate: dayStart(now) - 200 * DAY, endDate: dayStart(now) - 1 }));
    const error = await refused('updateReport', 422, { params: { reportId: id }, body: { dimensions: dims('gender'), columns: ['gender', 'impressions'] } });
    expect(error).toMatchObject({ error: messages.reportWindowThreeMonths });
    const columns = await refused('updateReport', 422, { params: { reportId: id }, body: { dimensions: dims('gender') } });
    expect(columns).toMatchObject({ error: messages.reportColumnNeedsDimension });
  });

  it('keeps a running-total schedule on the campaign dimension', async () => {
    await callOk(suite.current, 'updateReportSchedule', { as: owner, params: { reportId: Reports.weeklyCampaigns }, body: { runningTotalEnabled: true, earliestCampaignStartDate: now - 60 * DAY } });
    const error = await refused('updateReport', 422, { params: { reportId: Reports.weeklyCampaigns }, body: { dimensions: dims('gender'), columns: ['gender', 'impressions'] } });
    expect(error).toMatchObject({ error: messages.runningTotalNeedsCampaign, field: 'dimensions' });
  });

  it('answers 404 for an unknown id and another workspace\'s report', async () => {
    expect(await refused('updateReport', 404, { params: { reportId: 99999 }, body: { reportName: 'x' } })).toMatchObject({ error: messages.reportNotFound });
    expect(await refused('updateReport', 404, { params: { reportId: Reports.otherWorkspace }, body: { reportName: 'x' } })).toMatchObject({ error: messages.reportNotFound });
  });
});

describe('duplicateReport', () => {
  const newId = (message: string) => Number(/id (\d+)/.exec(message)?.[1]);

  it('copies the report under the new name, without its schedule; the message carries the new id', async () => {
    const response = await callOk(suite.current, 'duplicateReport', { as: owner, body: { reportId: Reports.weeklyCampaigns, reportName: 'Weekly copy' } });
    const id = newId(response.body.data);
    expect(response.body.data).toBe(`Report duplicated successfully with id ${id}.`);
    const copy = await getReport(id);
    const original = await getReport(Reports.weeklyCampaigns);
    expect(copy).toMatchObject({ reportName: 'Weekly copy', dimensions: original.dimensions, columns: original.columns, customerIds: original.customerIds, reportSchedulingEventDetails: null });
  });

  it('accepts the sample\'s `id` for the report', async () => {
    const response = await callOk(suite.current, 'duplicateReport', { as: owner, body: { id: Reports.creativeMix, reportName: 'Mix copy' } });
    expect((await getReport(newId(response.body.data))).dimensions).toBe((await getReport(Reports.creativeMix)).dimensions);
  });

  it('needs reportId or id (400) and a name (400)', async () => {
    expect(await refused('duplicateReport', 400, { body: { reportName: 'x' } })).toMatchObject({ error: messages.reportIdRequired, field: 'reportId' });
    expect((await refused('duplicateReport', 400, { body: { reportId: Reports.creativeMix } })).field).toBe('reportName');
  });

  it('answers 404 for an unknown or foreign report', async () => {
    expect(await refused('duplicateReport', 404, { body: { reportId: Reports.otherWorkspace, reportName: 'x' } })).toMatchObject({ error: messages.reportNotFound, field: 'reportId' });
  });
});

describe('deleteReport', () => {
  it('deletes the report and its schedule', async () => {
    const response = await callOk(suite.current, 'deleteReport', { as: owner, params: { reportId: Reports.weeklyCampaigns } });
    expect(response.body.data).toBe('Report deleted successfully.');
    expect(await refused('getReport', 404, { params: { reportId: Reports.weeklyCampaigns } })).toMatchObject({ error: messages.reportNotFound });
    expect(await refused('updateReportSchedule', 404, { params: { reportId: Reports.weeklyCampaigns }, body: { fileType: 2 } })).toMatchObject({ error: messages.reportNotFound });
    expect(await refused('deleteReport', 404, { params: { reportId: Reports.weeklyCampaigns } })).toMatchObject({ error: messages.reportNotFound });
  });

  it('takes the report out of both lists and their counts', async () => {
    const listed = async () => (await callOk(suite.current, 'listReports', { as: owner, query: { limit: 1000 } })).body.data;
    const searched = async () => (await callOk(suite.current, 'searchReports', { as: owner, body: { noOfEntries: 1000 } })).body.data;
    const before = await listed();
    expect(before.data.map((r: { id: number }) => r.id)).toContain(Reports.weeklyCampaigns);
    await callOk(suite.current, 'deleteReport', { as: owner, params: { reportId: Reports.weeklyCampaigns } });
    for (const page of [await listed(), await searched()]) {
      expect(page.data.map((r: { id: number }) => r.id)).not.toContain(Reports.weeklyCampaigns);
      expect(page.totalRecords).toBe(before.totalRecords - 1);
    }
  });

  it('cannot delete another workspace\'s report', async () => {
    expect(await refused('deleteReport', 404, { params: { reportId: Reports.otherWorkspace } })).toMatchObject({ error: messages.reportNotFound });
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect((await getReport(Reports.otherWorkspace, other)).id).toBe(Reports.otherWorkspace);
  });
});
