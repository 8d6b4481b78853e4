import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../support/texts.ts';
import { uniqueEmail, uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { DAY, UNKNOWN_REPORT_ID, addOwnReport, definition, dims, nowOf, savedReportId } from './helpers.ts';

const suite = useTarget();
let owner: Session;
let now: number;

beforeEach(async () => {
  owner = await session(suite.current, 'workspaceOwner');
  now = await nowOf(suite.current, owner);
});

/** Addresses at a reserved domain, so no schedule of these tests mails anyone. */
const READERS = [uniqueEmail('reader'), uniqueEmail('analyst')];

const weeklySchedule = () => ({ subscriberEmails: READERS, fileType: 1, deliveryFrequency: 3, deliveryDay: 'Monday', eventEndDate: now + 30 * DAY });
const weekly = (reportId: number) => ({ reportId, ...weeklySchedule() });

/** A report of the caller without a schedule and without the campaign dimension. */
const unscheduledReport = () =>
  addOwnReport(suite.current, owner, definition(now, [owner.owId], { dimensions: dims('device_type'), columns: ['deviceType', 'impressions', 'spent'] }));

/** A report on the campaign dimension, for running totals. */
const campaignReport = () => addOwnReport(suite.current, owner, definition(now, [owner.owId]));

/** A campaign report mailed weekly on Monday to READERS. */
async function weeklyReport(reportName = uniqueName('Weekly campaigns')): Promise<number> {
  return addOwnReport(suite.current, owner, { ...definition(now, [owner.owId]), reportName, reportSchedulingEventDetails: weeklySchedule() });
}

async function schedule(body: Record<string, unknown>, as = owner) {
  return (await callOk(suite.current, 'scheduleReport', { as, body })).body.data;
}

async function getReport(reportId: number, as = owner) {
  return (await callOk(suite.current, 'getReport', { as, params: { reportId } })).body.data;
}

async function refused(operationId: string, status: number, options: Parameters<typeof call>[2]) {
  const response = expectContract(await call(suite.current, operationId, { as: owner, ...options }), operationId, status);
  return errorsOf(response)[0]!;
}

const refusedCreate = (body: Record<string, unknown>, status = 422) => refused('scheduleReport', status, { body });

describe('scheduleReport', () => {
  it('creates the schedule and answers it with a message [smoke]', async () => {
    const reportId = await unscheduledReport();
    const data = await schedule(weekly(reportId));
    expect(data.message).toBe('Report schedule created successfully.');
    expect(data.scheduledData).toMatchObject({ ...weekly(reportId), runningTotalEnabled: false, earliestCampaignStartDate: null });
    const report = await getReport(reportId);
    expect(report.reportSchedulingEventDetails).toMatchObject({ deliveryFrequency: 3, deliveryDay: 'Monday', subscriberEmails: READERS, runningTotalEnabled: 0 });
  });

  it('allows one schedule per report [smoke]', async () => {
    const reportId = await unscheduledReport();
    await schedule(weekly(reportId));
    expect(await refusedCreate(weekly(reportId))).toMatchObject({ error: messages.scheduleExists, field: 'reportId' });
  });

  it('answers 404 for an unknown report and another workspace\'s report', async () => {
    expect(await refusedCreate(weekly(UNKNOWN_REPORT_ID), 404)).toMatchObject({ error: messages.reportNotFound, field: 'reportId' });
    expect(await refusedCreate(weekly(await savedReportId(suite, 'otherWorkspace')), 404)).toMatchObject({ error: messages.reportNotFound });
  });

  it('needs at least one subscriber, each a valid e-mail', async () => {
    const reportId = await unscheduledReport();
    expect((await refusedCreate({ ...weekly(reportId), subscriberEmails: [] })).field).toBe('subscriberEmails');
    expect((await refusedCreate({ ...weekly(reportId), subscriberEmails: [READERS[0], 'not-an-email'] })).field).toBe('subscriberEmails[1]');
  });

  it('needs subscriberEmails, fileType and deliveryFrequency (400)', async () => {
    const reportId = await unscheduledReport();
    for (const field of ['subscriberEmails', 'fileType', 'deliveryFrequency']) {
      const body: Record<string, unknown> = weekly(reportId);
      delete body[field];
      expect((await refusedCreate(body, 400)).field).toBe(field);
    }
  });

  it('knows file types 1 and 2 and frequencies 1 to 4 only', async () => {
    const reportId = await unscheduledReport();
    expect((await refusedCreate({ ...weekly(reportId), fileType: 3 })).field).toBe('fileType');
    expect((await refusedCreate({ ...weekly(reportId), deliveryFrequency: 5 })).field).toBe('deliveryFrequency');
  });

  it.each([2, 3, 4])('needs deliveryDay unless Once (frequency %i)', async (deliveryFrequency) => {
    const reportId = await unscheduledReport();
    expect(await refusedCreate({ ...weekly(reportId), deliveryFrequency, deliveryDay: undefined })).toMatchObject({ error: messages.deliveryDayRequired, field: 'deliveryDay' });
    expect(await refusedCreate({ ...weekly(reportId), deliveryFrequency, deliveryDay: '  ' })).toMatchObject({ error: messages.deliveryDayRequired });
  });

  it('needs neither deliveryDay nor eventEndDate for Once', async () => {
    const reportId = await unscheduledReport();
    const data = await schedule({ reportId, subscriberEmails: READERS.slice(0, 1), fileType: 2, deliveryFrequency: 1 });
    expect(data.scheduledData).toMatchObject({ deliveryFrequency: 1, deliveryDay: null, eventEndDate: null });
  });

  it('takes a weekday name for Weekly, in any case, and nothing else', async () => {
    const reportId = await unscheduledReport();
    expect(await refusedCreate({ ...weekly(reportId), deliveryDay: 'Funday' })).toMatchObject({ error: messages.deliveryDayWeekday, field: 'deliveryDay' });
    expect(await refusedCreate({ ...weekly(reportId), deliveryDay: '1' })).toMatchObject({ error: messages.deliveryDayWeekday });
    expect((await schedule({ ...weekly(reportId), deliveryDay: 'friday' })).scheduledData.deliveryDay).toBe('Friday');
  });

  it.each(['First', 'Last', '1', '15', '29'])('takes %s for Monthly', async (deliveryDay) => {
    const reportId = await unscheduledReport();
    expect((await schedule({ ...weekly(reportId), deliveryFrequency: 4, deliveryDay })).scheduledData.deliveryDay).toBe(deliveryDay);
  });

  it.each(['30', '31', '0', 'Monday', 'Middle'])('refuses %s for Monthly', async (deliveryDay) => {
    const reportId = await unscheduledReport();
    expect(await refusedCreate({ ...weekly(reportId), deliveryFrequency: 4, deliveryDay })).toMatchObject({ error: messages.deliveryDayMonthly, field: 'deliveryDay' });
  });

  it.each([2, 3, 4])('needs eventEndDate unless Once (frequency %i), in the future', async (deliveryFrequency) => {
    const reportId = await unscheduledReport();
    const day = deliveryFrequency === 4 ? 'First' : 'Monday';
    expect(await refusedCreate({ ...weekly(reportId), deliveryFrequency, deliveryDay: day, eventEndDate: undefined })).toMatchObject({ error: messages.eventEndDateRequired, field: 'eventEndDate' });
    expect(await refusedCreate({ ...weekly(reportId), deliveryFrequency, deliveryDay: day, eventEndDate: now - DAY })).toMatchObject({ error: messages.eventEndDatePast, field: 'eventEndDate' });
  });

  it('allows runningTotalEnabled only with the campaign dimension', async () => {
    const reportId = await unscheduledReport();
    const error = await refusedCreate({ ...weekly(reportId), runningTotalEnabled: true, earliestCampaignStartDate: now - 90 * DAY });
    expect(error).toMatchObject({ error: messages.runningTotalNeedsCampaign, field: 'runningTotalEnabled' });
  });

  it('needs earliestCampaignStartDate, before the report end, with runningTotalEnabled', async () => {
    const reportId = await campaignReport();
    expect(await refusedCreate({ ...weekly(reportId), runningTotalEnabled: true })).toMatchObject({ error: messages.earliestCampaignStartDateRequired, field: 'earliestCampaignStartDate' });
    expect(await refusedCreate({ ...weekly(reportId), runningTotalEnabled: 1, earliestCampaignStartDate: now + 10 * DAY })).toMatchObject({ error: messages.earliestCampaignStartDateAfterEnd });
    const data = await schedule({ ...weekly(reportId), runningTotalEnabled: 1, earliestCampaignStartDate: now - 90 * DAY });
    expect(data.scheduledData).toMatchObject({ runningTotalEnabled: true, earliestCampaignStartDate: now - 90 * DAY });
  });

  it('accepts runningTotalEnabled false without the campaign dimension', async () => {
    const reportId = await unscheduledReport();
    expect((await schedule({ ...weekly(reportId), runningTotalEnabled: false })).scheduledData.runningTotalEnabled).toBe(false);
  });
});

describe('updateReportSchedule', () => {
  it('changes the fields sent and keeps the others [smoke]', async () => {
    const reportId = await weeklyReport();
    const data = (await callOk(suite.current, 'updateReportSchedule', { as: owner, params: { reportId }, body: { fileType: 2, deliveryDay: 'Friday' } })).body.data;
    expect(data.message).toBe('Report schedule updated successfully.');
    expect(data.scheduledData).toMatchObject({ reportId, fileType: 2, deliveryFrequency: 3, deliveryDay: 'Friday', subscriberEmails: READERS });
  });

  it('checks the merged schedule: Weekly to Monthly keeps a weekday that Monthly refuses', async () => {
    const reportId = await weeklyReport();
    const error = await refused('updateReportSchedule', 422, { params: { reportId }, body: { deliveryFrequency: 4 } });
    expect(error).toMatchObject({ error: messages.deliveryDayMonthly, field: 'deliveryDay' });
    const ok = (await callOk(suite.current, 'updateReportSchedule', { as: owner, params: { reportId }, body: { deliveryFrequency: 4, deliveryDay: 'Last' } })).body.data;
    expect(ok.scheduledData).toMatchObject({ deliveryFrequency: 4, deliveryDay: 'Last' });
  });

  it('checks the merged schedule: Once to Daily needs deliveryDay and eventEndDate', async () => {
    const reportId = await unscheduledReport();
    await schedule({ reportId, subscriberEmails: READERS.slice(0, 1), fileType: 1, deliveryFrequency: 1 });
    expect(await refused('updateReportSchedule', 422, { params: { reportId }, body: { deliveryFrequency: 2 } })).toMatchObject({ error: messages.deliveryDayRequired });
    expect(await refused('updateReportSchedule', 422, { params: { reportId }, body: { deliveryFrequency: 2, deliveryDay: 'Daily' } })).toMatchObject({ error: messages.eventEndDateRequired });
  });

  it('refuses runningTotalEnabled without the campaign dimension', async () => {
    const reportId = await unscheduledReport();
    await schedule({ reportId, subscriberEmails: READERS, fileType: 2, deliveryFrequency: 2, deliveryDay: 'Daily', eventEndDate: now + 30 * DAY });
    const error = await refused('updateReportSchedule', 422, { params: { reportId }, body: { runningTotalEnabled: true, earliestCampaignStartDate: now - DAY * 30 } });
    expect(error).toMatchObject({ error: messages.runningTotalNeedsCampaign });
  });

  it('answers 404 when the report has no schedule, is unknown or belongs to another workspace [smoke]', async () => {
    const reportId = await unscheduledReport();
    expect(await refused('updateReportSchedule', 404, { params: { reportId }, body: { fileType: 2 } })).toMatchObject({ error: messages.scheduleNotFound, field: 'reportId' });
    expect(await refused('updateReportSchedule', 404, { params: { reportId: UNKNOWN_REPORT_ID }, body: { fileType: 2 } })).toMatchObject({ error: messages.reportNotFound });
    expect(await refused('updateReportSchedule', 404, { params: { reportId: await savedReportId(suite, 'otherWorkspace') }, body: { fileType: 2 } })).toMatchObject({ error: messages.reportNotFound });
  });
});

describe('deleteReportSchedule', () => {
  it('deletes the schedule; the report stays [smoke]', async () => {
    const reportId = await weeklyReport();
    const data = (await callOk(suite.current, 'deleteReportSchedule', { as: owner, params: { reportId } })).body.data;
    expect(data).toEqual({ message: 'Report schedule deleted successfully.' });
    expect((await getReport(reportId)).reportSchedulingEventDetails).toBeNull();
    expect(await refused('deleteReportSchedule', 404, { params: { reportId } })).toMatchObject({ error: messages.scheduleNotFound });
  });

  it('cannot touch another workspace\'s schedule', async () => {
    const foreign = await savedReportId(suite, 'otherWorkspace');
    const other = await session(suite.current, 'otherWorkspaceUser');
    const before = (await getReport(foreign, other)).reportSchedulingEventDetails;
    expect(await refused('deleteReportSchedule', 404, { params: { reportId: foreign } })).toMatchObject({ error: messages.reportNotFound });
    expect((await getReport(foreign, other)).reportSchedulingEventDetails).toEqual(before);
  });
});

describe('a report\'s own schedule fields', () => {
  it('edit creates a schedule through reportSchedulingEventDetails', async () => {
    const reportId = await unscheduledReport();
    await callOk(suite.current, 'updateReport', {
      as: owner,
      params: { reportId },
      body: { reportSchedulingEventDetails: { subscriberEmails: READERS.slice(0, 1), fileType: 1, deliveryFrequency: 2, deliveryDay: 'Daily', eventEndDate: now + 3 * DAY } },
    });
    expect((await getReport(reportId)).reportSchedulingEventDetails).toMatchObject({ deliveryFrequency: 2 });
  });

  it('edit refuses a schedule that breaks a rule, changing nothing', async () => {
    const reportName = uniqueName('Weekly campaigns');
    const reportId = await weeklyReport(reportName);
    const error = await refused('updateReport', 422, { params: { reportId }, body: { reportName: uniqueName('Renamed'), reportSchedulingEventDetails: { deliveryDay: 'Someday' } } });
    expect(error).toMatchObject({ error: messages.deliveryDayWeekday });
    expect(await getReport(reportId)).toMatchObject({ reportName, reportSchedulingEventDetails: { deliveryDay: 'Monday' } });
  });
});
