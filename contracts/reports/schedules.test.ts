import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { DAY, Reports, addReport, definition, nowOf } from './helpers.ts';

const suite = useTarget();
let owner: Session;
let now: number;

beforeEach(async () => {
  owner = await login(suite.current, 'workspaceOwner');
  now = await nowOf(suite.current);
});

/** A report of the default world without a schedule (no campaign dimension). */
const UNSCHEDULED = Reports.creativeMix;

const weekly = () => ({ reportId: UNSCHEDULED, subscriberEmails: ['owner@acme-media.example', 'analytics@acme-media.example'], fileType: 1, deliveryFrequency: 3, deliveryDay: 'Monday', eventEndDate: now + 30 * DAY });

async function schedule(body: Record<string, unknown>, as = owner) {
  return (await callOk(suite.current, 'scheduleReport', { as, body })).body.data;
}

async function refused(operationId: string, status: number, options: Parameters<typeof call>[2]) {
  const response = expectContract(await call(suite.current, operationId, { as: owner, ...options }), operationId, status);
  return errorsOf(response)[0]!;
}

const refusedCreate = (body: Record<string, unknown>, status = 422) => refused('scheduleReport', status, { body });

/** A report on the campaign dimension, for running totals. */
async function campaignReport(): Promise<number> {
  return addReport(suite.current, owner, { ...definition(now), reportName: 'Campaign totals' });
}

describe('scheduleReport', () => {
  it('creates the schedule and answers it with a message', async () => {
    const data = await schedule(weekly());
    expect(data.message).toBe('Report schedule created successfully.');
    expect(data.scheduledData).toMatchObject({ ...weekly(), runningTotalEnabled: false, earliestCampaignStartDate: null });
    const report = (await callOk(suite.current, 'getReport', { as: owner, params: { reportId: UNSCHEDULED } })).body.data;
    expect(report.reportSchedulingEventDetails).toMatchObject({ deliveryFrequency: 3, deliveryDay: 'Monday', subscriberEmails: weekly().subscriberEmails, runningTotalEnabled: 0 });
  });

  it('allows one schedule per report', async () => {
    await schedule(weekly());
    expect(await refusedCreate(weekly())).toMatchObject({ error: messages.scheduleExists, field: 'reportId' });
  });

  it('answers 404 for an unknown report and another workspace\'s report', async () => {
    expect(await refusedCreate({ ...weekly(), reportId: 99999 }, 404)).toMatchObject({ error: messages.reportNotFound, field: 'reportId' });
    expect(await refusedCreate({ ...weekly(), reportId: Reports.otherWorkspace }, 404)).toMatchObject({ error: messages.reportNotFound });
  });

  it('needs at least one subscriber, each a valid e-mail, at most 50', async () => {
    expect((await refusedCreate({ ...weekly(), subscriberEmails: [] })).field).toBe('subscriberEmails');
    expect((await refusedCreate({ ...weekly(), subscriberEmails: ['owner@acme-media.example', 'not-an-email'] })).field).toBe('subscriberEmails[1]');
    const many = Array.from({ length: 51 }, (_, i) => `reader${i}@acme-media.example`);
    expect((await refusedCreate({ ...weekly(), subscriberEmails: many })).field).toBe('subscriberEmails');
    await schedule({ ...weekly(), subscriberEmails: many.slice(0, 50) });
  });

  it('needs subscriberEmails, fileType and deliveryFrequency (400)', async () => {
    for (const field of ['subscriberEmails', 'fileType', 'deliveryFrequency']) {
      const body: Record<string, unknown> = weekly();
      delete body[field];
      expect((await refusedCreate(body, 400)).field).toBe(field);
    }
  });

  it('knows file types 1 and 2 and frequencies 1 to 4 only', async () => {
    expect((await refusedCreate({ ...weekly(), fileType: 3 })).field).toBe('fileType');
    expect((await refusedCreate({ ...weekly(), deliveryFrequency: 5 })).field).toBe('deliveryFrequency');
  });

  it.each([2, 3, 4])('needs deliveryDay unless Once (frequency %i)', async (deliveryFrequency) => {
    expect(await refusedCreate({ ...weekly(), deliveryFrequency, deliveryDay: undefined })).toMatchObject({ error: messages.deliveryDayRequired, field: 'deliveryDay' });
    expect(await refusedCreate({ ...weekly(), deliveryFrequency, deliveryDay: '  ' })).toMatchObject({ error: messages.deliveryDayRequired });
  });

  it('needs neither deliveryDay nor eventEndDate for Once', async () => {
    const data = await schedule({ reportId: UNSCHEDULED, subscriberEmails: ['owner@acme-media.example'], fileType: 2, deliveryFrequency: 1 });
    expect(data.scheduledData).toMatchObject({ deliveryFrequency: 1, deliveryDay: null, eventEndDate: null });
  });

  it('takes a weekday name for Weekly, in any case, and nothing else', async () => {
    expect(await refusedCreate({ ...weekly(), deliveryDay: 'Funday' })).toMatchObject({ error: messages.deliveryDayWeekday, field: 'deliveryDay' });
    expect(await refusedCreate({ ...weekly(), deliveryDay: '1' })).toMatchObject({ error: messages.deliveryDayWeekday });
    expect((await schedule({ ...weekly(), deliveryDay: 'friday' })).scheduledData.deliveryDay).toBe('Friday');
  });

  it.each(['First', 'Last', '1', '15', '29'])('takes %s for Monthly', async (deliveryDay) => {
    expect((await schedule({ ...weekly(), deliveryFrequency: 4, deliveryDay })).scheduledData.deliveryDay).toBe(deliveryDay);
  });

  it.each(['30', '31', '0', 'Monday', 'Middle'])('refuses %s for Monthly', async (deliveryDay) => {
    expect(await refusedCreate({ ...weekly(), deliveryFrequency: 4, deliveryDay })).toMatchObject({ error: messages.deliveryDayMonthly, field: 'deliveryDay' });
  });

  it.each([2, 3, 4])('needs eventEndDate unless Once (frequency %i), in the future', async (deliveryFrequency) => {
    const day = deliveryFrequency === 4 ? 'First' : 'Monday';
    expect(await refusedCreate({ ...weekly(), deliveryFrequency, deliveryDay: day, eventEndDate: undefined })).toMatchObject({ error: messages.eventEndDateRequired, field: 'eventEndDate' });
    expect(await refusedCreate({ ...weekly(), deliveryFrequency, deliveryDay: day, eventEndDate: now - DAY })).toMatchObject({ error: messages.eventEndDatePast, field: 'eventEndDate' });
  });

  it('allows runningTotalEnabled only with the campaign dimension', async () => {
    const error = await refusedCreate({ ...weekly(), runningTotalEnabled: true, earliestCampaignStartDate: now - 90 * DAY });
    expect(error).toMatchObject({ error: messages.runningTotalNeedsCampaign, field: 'runningTotalEnabled' });
  });

  it('needs earliestCampaignStartDate, before the report end, with runningTotalEnabled', async () => {
    const reportId = await campaignReport();
    expect(await refusedCreate({ ...weekly(), reportId, runningTotalEnabled: true })).toMatchObject({ error: messages.earliestCampaignStartDateRequired, field: 'earliestCampaignStartDate' });
    expect(await refusedCreate({ ...weekly(), reportId, runningTotalEnabled: 1, earliestCampaignStartDate: now + 10 * DAY })).toMatchObject({ error: messages.earliestCampaignStartDateAfterEnd });
    const data = await schedule({ ...weekly(), reportId, runningTotalEnabled: 1, earliestCampaignStartDate: now - 90 * DAY });
    expect(data.scheduledData).toMatchObject({ runningTotalEnabled: true, earliestCampaignStartDate: now - 90 * DAY });
  });

  it('accepts runningTotalEnabled false without the campaign dimension', async () => {
    expect((await schedule({ ...weekly(), runningTotalEnabled: false })).scheduledData.runningTotalEnabled).toBe(false);
  });
});

describe('updateReportSchedule', () => {
  it('changes the fields sent and keeps the others', async () => {
    const data = (await callOk(suite.current, 'updateReportSchedule', { as: owner, params: { reportId: Reports.weeklyCampaigns }, body: { fileType: 2, deliveryDay: 'Friday' } })).body.data;
    expect(data.message).toBe('Report schedule updated successfully.');
    expect(data.scheduledData).toMatchObject({ reportId: Reports.weeklyCampaigns, fileType: 2, deliveryFrequency: 3, deliveryDay: 'Friday', subscriberEmails: ['owner@acme-media.example', 'analytics@acme-media.example'] });
  });

  it('checks the merged schedule: Weekly to Monthly keeps a weekday that Monthly refuses', async () => {
    const error = await refused('updateReportSchedule', 422, { params: { reportId: Reports.weeklyCampaigns }, body: { deliveryFrequency: 4 } });
    expect(error).toMatchObject({ error: messages.deliveryDayMonthly, field: 'deliveryDay' });
    const ok = (await callOk(suite.current, 'updateReportSchedule', { as: owner, params: { reportId: Reports.weeklyCampaigns }, body: { deliveryFrequency: 4, deliveryDay: 'Last' } })).body.data;
    expect(ok.scheduledData).toMatchObject({ deliveryFrequency: 4, deliveryDay: 'Last' });
  });

  it('checks the merged schedule: Once to Daily needs deliveryDay and eventEndDate', async () => {
    await schedule({ reportId: UNSCHEDULED, subscriberEmails: ['owner@acme-media.example'], fileType: 1, deliveryFrequency: 1 });
    expect(await refused('updateReportSchedule', 422, { params: { reportId: UNSCHEDULED }, body: { deliveryFrequency: 2 } })).toMatchObject({ error: messages.deliveryDayRequired });
    expect(await refused('updateReportSchedule', 422, { params: { reportId: UNSCHEDULED }, body: { deliveryFrequency: 2, deliveryDay: 'Daily' } })).toMatchObject({ error: messages.eventEndDateRequired });
  });

  it('refuses runningTotalEnabled without the campaign dimension', async () => {
    const error = await refused('updateReportSchedule', 422, { params: { reportId: Reports.dailyDevices }, body: { runningTotalEnabled: true, earliestCampaignStartDate: now - DAY * 30 } });
    expect(error).toMatchObject({ error: messages.runningTotalNeedsCampaign });
  });

  it('answers 404 when the report has no schedule, is unknown or belongs to another workspace', async () => {
    expect(await refused('updateReportSchedule', 404, { params: { reportId: UNSCHEDULED }, body: { fileType: 2 } })).toMatchObject({ error: messages.scheduleNotFound, field: 'reportId' });
    expect(await refused('updateReportSchedule', 404, { params: { reportId: 99999 }, body: { fileType: 2 } })).toMatchObject({ error: messages.reportNotFound });
    expect(await refused('updateReportSchedule', 404, { params: { reportId: Reports.otherWorkspace }, body: { fileType: 2 } })).toMatchObject({ error: messages.reportNotFound });
  });
});

describe('deleteReportSchedule', () => {
  it('deletes the schedule; the report stays', async () => {
    const data = (await callOk(suite.current, 'deleteReportSchedule', { as: owner, params: { reportId: Reports.weeklyCampaigns } })).body.data;
    expect(data).toEqual({ message: 'Report schedule deleted successfully.' });
    const report = (await callOk(suite.current, 'getReport', { as: owner, params: { reportId: Reports.weeklyCampaigns } })).body.data;
    expect(report.reportSchedulingEventDetails).toBeNull();
    expect(await refused('deleteReportSchedule', 404, { params: { reportId: Reports.weeklyCampaigns } })).toMatchObject({ error: messages.scheduleNotFound });
  });

  it('cannot touch another workspace\'s schedule', async () => {
    expect(await refused('deleteReportSchedule', 404, { params: { reportId: Reports.otherWorkspace } })).toMatchObject({ error: messages.reportNotFound });
    const other = await login(suite.current, 'otherWorkspaceUser');
    const report = (await callOk(suite.current, 'getReport', { as: other, params: { reportId: Reports.otherWorkspace } })).body.data;
    expect(report.reportSchedulingEventDetails).not.toBeNull();
  });
});

describe('a report\'s own schedule fields', () => {
  it('edit creates a schedule through reportSchedulingEventDetails', async () => {
    await callOk(suite.current, 'updateReport', {
      as: owner,
      params: { reportId: UNSCHEDULED },
      body: { reportSchedulingEventDetails: { subscriberEmails: ['owner@acme-media.example'], fileType: 1, deliveryFrequency: 2, deliveryDay: 'Daily', eventEndDate: now + 3 * DAY } },
    });
    const report = (await callOk(suite.current, 'getReport', { as: owner, params: { reportId: UNSCHEDULED } })).body.data;
    expect(report.reportSchedulingEventDetails).toMatchObject({ deliveryFrequency: 2 });
  });

  it('edit refuses a schedule that breaks a rule, changing nothing', async () => {
    const error = await refused('updateReport', 422, { params: { reportId: Reports.weeklyCampaigns }, body: { reportName: 'Renamed', reportSchedulingEventDetails: { deliveryDay: 'Someday' } } });
    expect(error).toMatchObject({ error: messages.deliveryDayWeekday });
    const report = (await callOk(suite.current, 'getReport', { as: owner, params: { reportId: Reports.weeklyCampaigns } })).body.data;
    expect(report).toMatchObject({ reportName: 'Acme Weekly Campaign Performance', reportSchedulingEventDetails: { deliveryDay: 'Monday' } });
  });

});
