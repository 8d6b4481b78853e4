import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../support/texts.ts';
import { cleanup, uniqueEmail, uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { DAY, UNKNOWN_REPORT_ID, addOwnReport, customerDetailsOf, dayStart, definition, dims, nowOf, orgId, savedReportId, subtreeOf } from './helpers.ts';

const suite = useTarget();
let owner: Session;
let now: number;

beforeEach(async () => {
  owner = await session(suite.current, 'workspaceOwner');
  now = await nowOf(suite.current, owner);
});

async function getReport(reportId: number, as = owner) {
  return (await callOk(suite.current, 'getReport', { as, params: { reportId } })).body.data;
}

async function refused(operationId: string, status: number, options: Parameters<typeof call>[2]) {
  const response = expectContract(await call(suite.current, operationId, { as: owner, ...options }), operationId, status);
  return errorsOf(response)[0]!;
}

/** A campaign report over the owner's workspace for the last month, under a name no other run uses. */
const newReport = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ ...definition(now, [owner.owId]), reportName: uniqueName('Campaigns last month'), ...overrides });

const addReport = (body: Record<string, unknown>) => addOwnReport(suite.current, owner, body);

const weeklySchedule = () => ({ subscriberEmails: [uniqueEmail('reader')], fileType: 1, deliveryFrequency: 3, deliveryDay: 'Monday', eventEndDate: now + 30 * DAY });

/** Reports listed under a name: the refused ones must not be there. */
async function namedInList(reportName: string): Promise<number> {
  return Number((await callOk(suite.current, 'listReports', { as: owner, query: { searchField: reportName } })).body.data.filteredRecords);
}

describe('getReport', () => {
  it('answers the definition, customers and schedule [smoke]', async () => {
    const body = newReport({ reportSchedulingEventDetails: weeklySchedule() });
    const reportId = await addReport(body);
    const report = await getReport(reportId);
    expect(report).toMatchObject({
      id: reportId,
      reportName: body.reportName,
      customerIds: [owner.owId],
      dimensions: dims('campaign'),
      requestType: 2,
      reportAggregated: '1',
      timezoneId: 29,
      timezoneName: 'America/New_York',
      reportSchedulingEventDetails: { deliveryFrequency: 3, fileType: 1, deliveryDay: 'Monday', runningTotalEnabled: 0 },
    });
    expect(report.columns).toEqual(body.columns);
  });

  it('answers 404 for an unknown id and for another workspace\'s report, either way [smoke]', async () => {
    const foreign = await savedReportId(suite, 'otherWorkspace');
    expect(await refused('getReport', 404, { params: { reportId: UNKNOWN_REPORT_ID } })).toMatchObject({ error: messages.reportNotFound, field: 'reportId' });
    expect(await refused('getReport', 404, { params: { reportId: foreign } })).toMatchObject({ error: messages.reportNotFound });
    const other = await session(suite.current, 'otherWorkspaceUser');
    expect((await getReport(foreign, other)).id).toBe(foreign);
    const own = await addReport(newReport());
    expect(await refused('getReport', 404, { as: other, params: { reportId: own } })).toMatchObject({ error: messages.reportNotFound });
  });
});

describe('addReport', () => {
  it('saves the report and answers its id [smoke]', async () => {
    const customer = await orgId(suite, 'customer');
    const body = newReport({ customerIds: [owner.owId, customer] });
    const id = await addReport(body);
    const report = await getReport(id);
    expect(report).toMatchObject({ id, reportName: body.reportName, customerIds: [owner.owId, customer], requestType: 2, reportAggregated: '1', reportSchedulingEventDetails: null });
    expect(customerDetailsOf(report).map((c) => c.id)).toEqual([owner.owId, customer]);
  });

  it('covers every customer the caller may access when customerIds are left out', async () => {
    const body = newReport();
    delete body.customerIds;
    const report = await getReport(await addReport(body));
    expect([...report.customerIds].sort()).toEqual([...subtreeOf(suite, owner.owId)].sort());
  });

  it('saves a schedule given with the report', async () => {
    const schedule = { subscriberEmails: [uniqueEmail('reader')], fileType: 2, deliveryFrequency: 4, deliveryDay: 'Last', eventEndDate: now + 90 * DAY };
    const report = await getReport(await addReport(newReport({ reportSchedulingEventDetails: schedule })));
    expect(report.reportSchedulingEventDetails).toMatchObject({ ...schedule, runningTotalEnabled: 0 });
  });

  it('refuses a schedule that breaks a schedule rule, saving nothing [smoke]', async () => {
    const body = newReport({ reportSchedulingEventDetails: { ...weeklySchedule(), deliveryDay: undefined } });
    const error = await refused('addReport', 422, { body });
    expect(error).toMatchObject({ error: messages.deliveryDayRequired, field: 'deliveryDay' });
    expect(await namedInList(String(body.reportName))).toBe(0);
  });

  it('refuses customers the caller may not access with the seed\'s text', async () => {
    const error = await refused('addReport', 422, { body: newReport({ customerIds: [owner.owId, await orgId(suite, 'otherWorkspace')] }) });
    expect(error).toMatchObject({ error: messages.reportCustomersForbidden, field: 'customerIds' });
  });

  it('needs an active campaign among the customers: customers without campaigns are refused', async () => {
    // Whether a paused campaign is "active" the documents do not say, so only customers without campaigns are asserted.
    const withoutCampaigns = await refused('addReport', 422, { body: newReport({ customerIds: [await orgId(suite, 'customer'), await orgId(suite, 'subCustomer')] }) });
    expect(withoutCampaigns).toMatchObject({ error: messages.reportNoActiveCampaign, field: 'customerIds' });
  });

  it('refuses more than three months without the campaign dimension, and more than a year with it', async () => {
    const start = dayStart(now) - 100 * DAY;
    await addReport(newReport({ startDate: start, endDate: start + 92 * DAY - 1, dimensions: dims('os'), columns: ['os', 'impressions'] }));
    const three = await refused('addReport', 422, { body: newReport({ startDate: start, endDate: start + 93 * DAY - 1, dimensions: dims('os'), columns: ['os', 'impressions'] }) });
    expect(three).toMatchObject({ error: messages.reportWindowThreeMonths, field: 'endDate' });
    const yearStart = dayStart(now) - 400 * DAY;
    await addReport(newReport({ startDate: yearStart, endDate: yearStart + 366 * DAY - 1 }));
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
  it('changes the fields sent and keeps the others [smoke]', async () => {
    const id = await addReport(newReport({ dimensions: dims('gender'), columns: ['gender', 'impressions'] }));
    const before = await getReport(id);
    const reportName = uniqueName('By gender');
    const customerIds = [owner.owId, await orgId(suite, 'customer')];
    const response = await callOk(suite.current, 'updateReport', { as: owner, params: { reportId: id }, body: { reportName, customerIds } });
    expect(response.body.data).toBe('Report updated successfully.');
    const report = await getReport(id);
    expect(report).toMatchObject({ reportName, customerIds, dimensions: dims('gender'), columns: ['gender', 'impressions'], startDate: before.startDate, createdDate: before.createdDate });
    // The edit is stamped with the server's time of the change.
    expect(report.modifyDate).toBeGreaterThanOrEqual(before.modifyDate);
    expect(Math.abs(report.modifyDate - (await nowOf(suite.current, owner)))).toBeLessThan(60_000);
  });

  it('refuses customers the user may not access with exactly the seed\'s text, changing nothing', async () => {
    const body = newReport();
    const reportId = await addReport(body);
    const error = await refused('updateReport', 422, { params: { reportId }, body: { reportName: uniqueName('Renamed'), customerIds: [await orgId(suite, 'otherWorkspace')] } });
    expect(error.error).toBe("User does not have access for Report's customers");
    expect(error).toMatchObject({ error: messages.reportCustomersForbidden, field: 'customerIds' });
    expect(await getReport(reportId)).toMatchObject({ reportName: body.reportName, customerIds: [owner.owId] });
  });

  it('checks the merged definition: a new dimension must fit the saved period', async () => {
    const id = await addReport(newReport({ startDate: dayStart(now) - 200 * DAY, endDate: dayStart(now) - 1 }));
    const error = await refused('updateReport', 422, { params: { reportId: id }, body: { dimensions: dims('gender'), columns: ['gender', 'impressions'] } });
    expect(error).toMatchObject({ error: messages.reportWindowThreeMonths });
    const columns = await refused('updateReport', 422, { params: { reportId: id }, body: { dimensions: dims('gender') } });
    expect(columns).toMatchObject({ error: messages.reportColumnNeedsDimension });
  });

  it('keeps a running-total schedule on the campaign dimension', async () => {
    const reportId = await addReport(newReport({ reportSchedulingEventDetails: weeklySchedule() }));
    await callOk(suite.current, 'updateReportSchedule', { as: owner, params: { reportId }, body: { runningTotalEnabled: true, earliestCampaignStartDate: now - 60 * DAY } });
    const error = await refused('updateReport', 422, { params: { reportId }, body: { dimensions: dims('gender'), columns: ['gender', 'impressions'] } });
    expect(error).toMatchObject({ error: messages.runningTotalNeedsCampaign, field: 'dimensions' });
  });

  it('answers 404 for an unknown id and another workspace\'s report [smoke]', async () => {
    expect(await refused('updateReport', 404, { params: { reportId: UNKNOWN_REPORT_ID }, body: { reportName: 'x' } })).toMatchObject({ error: messages.reportNotFound });
    expect(await refused('updateReport', 404, { params: { reportId: await savedReportId(suite, 'otherWorkspace') }, body: { reportName: 'x' } })).toMatchObject({ error: messages.reportNotFound });
  });
});

describe('duplicateReport', () => {
  const newId = (message: string) => Number(/id (\d+)/.exec(message)?.[1]);

  /** Duplicates and deletes the copy when the test ends; answers the success message. */
  async function duplicate(body: Record<string, unknown>): Promise<string> {
    const message = String((await callOk(suite.current, 'duplicateReport', { as: owner, body })).body.data);
    cleanup(() => call(suite.current, 'deleteReport', { as: owner, params: { reportId: newId(message) } }));
    return message;
  }

  it('copies the report under the new name, without its schedule; the message carries the new id [smoke]', async () => {
    const reportId = await addReport(newReport({ reportSchedulingEventDetails: weeklySchedule() }));
    const reportName = uniqueName('Weekly copy');
    const message = await duplicate({ reportId, reportName });
    const id = newId(message);
    expect(message).toBe(`Report duplicated successfully with id ${id}.`);
    expect(id).not.toBe(reportId);
    const copy = await getReport(id);
    const original = await getReport(reportId);
    expect(copy).toMatchObject({ reportName, dimensions: original.dimensions, columns: original.columns, customerIds: original.customerIds, reportSchedulingEventDetails: null });
    expect(original.reportSchedulingEventDetails).not.toBeNull();
  });

  it('accepts the sample\'s `id` for the report', async () => {
    const reportId = await addReport(newReport({ dimensions: dims('creative'), columns: ['creativeName', 'impressions'] }));
    const message = await duplicate({ id: reportId, reportName: uniqueName('Mix copy') });
    expect((await getReport(newId(message))).dimensions).toBe(dims('creative'));
  });

  it('needs reportId or id (400) and a name (400) [smoke]', async () => {
    expect(await refused('duplicateReport', 400, { body: { reportName: 'x' } })).toMatchObject({ error: messages.reportIdRequired, field: 'reportId' });
    const reportId = await addReport(newReport());
    expect((await refused('duplicateReport', 400, { body: { reportId } })).field).toBe('reportName');
  });

  it('answers 404 for an unknown or foreign report', async () => {
    expect(await refused('duplicateReport', 404, { body: { reportId: await savedReportId(suite, 'otherWorkspace'), reportName: 'x' } })).toMatchObject({ error: messages.reportNotFound, field: 'reportId' });
    expect(await refused('duplicateReport', 404, { body: { reportId: UNKNOWN_REPORT_ID, reportName: 'x' } })).toMatchObject({ error: messages.reportNotFound });
  });
});

describe('deleteReport', () => {
  it('deletes the report and its schedule [smoke]', async () => {
    const reportId = await addReport(newReport({ reportSchedulingEventDetails: weeklySchedule() }));
    const response = await callOk(suite.current, 'deleteReport', { as: owner, params: { reportId } });
    expect(response.body.data).toBe('Report deleted successfully.');
    expect(await refused('getReport', 404, { params: { reportId } })).toMatchObject({ error: messages.reportNotFound });
    expect(await refused('updateReportSchedule', 404, { params: { reportId }, body: { fileType: 2 } })).toMatchObject({ error: messages.reportNotFound });
    expect(await refused('deleteReport', 404, { params: { reportId } })).toMatchObject({ error: messages.reportNotFound });
  });

  it('takes the report out of both lists and their counts', async () => {
    const reportId = await addReport(newReport());
    const listed = async () => (await callOk(suite.current, 'listReports', { as: owner, query: { limit: 1000 } })).body.data;
    const searched = async () => (await callOk(suite.current, 'searchReports', { as: owner, body: { noOfEntries: 1000 } })).body.data;
    const before = await listed();
    expect(before.data.map((r: { id: number }) => r.id)).toContain(reportId);
    await callOk(suite.current, 'deleteReport', { as: owner, params: { reportId } });
    for (const page of [await listed(), await searched()]) {
      expect(page.data.map((r: { id: number }) => r.id)).not.toContain(reportId);
      expect(Number(page.totalRecords)).toBe(Number(before.totalRecords) - 1);
    }
  });

  it('cannot delete another workspace\'s report', async () => {
    const foreign = await savedReportId(suite, 'otherWorkspace');
    expect(await refused('deleteReport', 404, { params: { reportId: foreign } })).toMatchObject({ error: messages.reportNotFound });
    const other = await session(suite.current, 'otherWorkspaceUser');
    expect((await getReport(foreign, other)).id).toBe(foreign);
  });
});
