import { messages } from '../support/texts.ts';
import { uniqueEmail, uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { DAY, UNKNOWN_REPORT_ID, addOwnReport, definition, dims, nowOf, savedReportId, weeklySchedule } from './support.ts';
import { beforeEach, describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, type Api } from '../support/api.ts';
import type { ReportScheduleRequest } from '../../spec/generated/types.ts';

useTarget();
let owner: Session;
let now: number;

beforeEach(async ({ api }) => {
  owner = await api.session('workspaceOwner');
  now = await nowOf(api, owner);
});

/** Addresses at a reserved domain, so no schedule of these tests mails anyone. */
const READERS: [string, string] = [uniqueEmail('reader'), uniqueEmail('analyst')];

const weekly = (reportId: number) => ({ reportId, ...weeklySchedule(now, READERS) });

/** A report of the caller without a schedule and without the campaign dimension. */
const unscheduledReport = (api: Api) =>
  addOwnReport(api, owner, definition(now, [owner.owId], { dimensions: dims('device_type'), columns: ['deviceType', 'impressions', 'spent'] }));

/** A report on the campaign dimension, for running totals. */
const campaignReport = (api: Api) => addOwnReport(api, owner, definition(now, [owner.owId]));

/** A campaign report mailed weekly on Monday to READERS. */
async function weeklyReport(api: Api, reportName = uniqueName('Weekly campaigns')): Promise<number> {
  return addOwnReport(api, owner, { ...definition(now, [owner.owId]), reportName, reportSchedulingEventDetails: weeklySchedule(now, READERS) });
}

async function schedule(api: Api, body: ReportScheduleRequest, as = owner) {
  return (await api.ok('scheduleReport', { as, body })).body.data;
}

async function getReport(api: Api, reportId: number, as = owner) {
  return (await api.ok('getReport', { as, params: { reportId } })).body.data;
}

describe('scheduleReport', () => {
  it('creates the schedule and answers it with a message', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    const data = await schedule(api, weekly(reportId));
    expect(data.message).toBe('Report schedule created successfully.');
    expect(data.scheduledData).toMatchObject({ ...weekly(reportId), runningTotalEnabled: false, earliestCampaignStartDate: null });
    const report = await getReport(api, reportId);
    expect(report.reportSchedulingEventDetails).toMatchObject({
      deliveryFrequency: 3,
      deliveryDay: 'Monday',
      subscriberEmails: READERS,
      runningTotalEnabled: 0,
    });
  });

  it('allows one schedule per report', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    await schedule(api, weekly(reportId));
    await api.refuses('scheduleReport', { as: owner, body: weekly(reportId) }, 422, { error: messages.scheduleExists, field: 'reportId' });
  });

  it('gives every new schedule its own eventId, whichever operation creates it', async ({ api }) => {
    const eventIdOf = async (reportId: number) => Number((await getReport(api, reportId)).reportSchedulingEventDetails!.eventId);
    const added = await weeklyReport(api);
    const scheduled = await unscheduledReport(api);
    const created = await schedule(api, weekly(scheduled));
    const edited = await unscheduledReport(api);
    await api.ok('updateReport', { as: owner, params: { reportId: edited }, body: { reportSchedulingEventDetails: weeklySchedule(now, READERS) } });
    const mine = new Map([
      [added, await eventIdOf(added)],
      [scheduled, await eventIdOf(scheduled)],
      [edited, await eventIdOf(edited)],
    ]);
    expect(Number(created.scheduledData.eventId), 'the schedule answered is the one saved').toBe(mine.get(scheduled));
    expect(new Set(mine.values()).size, 'three schedules, three eventIds').toBe(3);
    // Nor does a new schedule take the eventId of one the workspace already had.
    const listed = (await api.ok('listReports', { as: owner, query: { limit: 1000 } })).body.data.data;
    const holders = (eventId: number) => listed.filter((r) => Number(r.reportSchedulingEventDetails?.eventId) === eventId).map((r) => Number(r.id));
    for (const [reportId, eventId] of mine) expect(holders(eventId), `eventId ${eventId}`).toEqual([reportId]);
  });

  it("answers 404 for an unknown report and another workspace's report", async ({ api }) => {
    await api.refuses('scheduleReport', { as: owner, body: weekly(UNKNOWN_REPORT_ID) }, 404, { error: messages.reportNotFound, field: 'reportId' });
    expect(await api.refuses('scheduleReport', { as: owner, body: weekly(await savedReportId(api, 'otherWorkspace')) }, 404)).toMatchObject({
      error: messages.reportNotFound,
    });
  });

  mockOnly(
    'keeps each subscriber once, whatever the case of the address',
    "the documents say nothing of repeated addresses; dropping them is the mock's choice (spec/DECISIONS.md R13)",
    async ({ api }) => {
      const reportId = await unscheduledReport(api);
      const [reader, analyst] = READERS;
      const data = await schedule(api, { ...weekly(reportId), subscriberEmails: [reader, analyst, reader.toUpperCase(), reader, analyst.toUpperCase()] });
      expect(data.scheduledData.subscriberEmails).toEqual([reader, analyst]);
    },
  );

  it('needs at least one subscriber, each a valid e-mail', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), subscriberEmails: [] } }, 422, { field: 'subscriberEmails' });
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), subscriberEmails: [READERS[0], 'not-an-email'] } }, 422, {
      field: 'subscriberEmails[1]',
    });
  });

  it('needs subscriberEmails, fileType and deliveryFrequency (400)', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    for (const field of ['subscriberEmails', 'fileType', 'deliveryFrequency']) {
      const body: Record<string, unknown> = { ...weekly(reportId) };
      delete body[field];
      await api.refuses('scheduleReport', { as: owner, body: body }, 400, { field });
    }
  });

  it('knows file types 1 and 2 and frequencies 1 to 4 only', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), fileType: 3 } }, 422, { field: 'fileType' });
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), deliveryFrequency: 5 } }, 422, { field: 'deliveryFrequency' });
  });

  it.for([2, 3, 4])('needs deliveryDay unless Once (frequency %i)', async (deliveryFrequency, { api }) => {
    const reportId = await unscheduledReport(api);
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), deliveryFrequency, deliveryDay: undefined } }, 422, {
      error: messages.deliveryDayRequired,
      field: 'deliveryDay',
    });
    expect(await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), deliveryFrequency, deliveryDay: '  ' } }, 422)).toMatchObject({
      error: messages.deliveryDayRequired,
    });
  });

  it('needs neither deliveryDay nor eventEndDate for Once', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    const data = await schedule(api, { reportId, subscriberEmails: [READERS[0]], fileType: 2, deliveryFrequency: 1 });
    expect(data.scheduledData).toMatchObject({ deliveryFrequency: 1, deliveryDay: null, eventEndDate: null });
  });

  it('takes a weekday name for Weekly, in any case, and nothing else', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), deliveryDay: 'Funday' } }, 422, {
      error: messages.deliveryDayWeekday,
      field: 'deliveryDay',
    });
    expect(await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), deliveryDay: '1' } }, 422)).toMatchObject({
      error: messages.deliveryDayWeekday,
    });
    expect((await schedule(api, { ...weekly(reportId), deliveryDay: 'friday' })).scheduledData.deliveryDay).toBe('Friday');
  });

  it.for(['First', 'Last', '1', '15', '29'])('takes %s for Monthly', async (deliveryDay, { api }) => {
    const reportId = await unscheduledReport(api);
    expect((await schedule(api, { ...weekly(reportId), deliveryFrequency: 4, deliveryDay })).scheduledData.deliveryDay).toBe(deliveryDay);
  });

  it.for(['30', '31', '0', 'Monday', 'Middle', 'The first', 'First day', 'The last', 'Last day', 'x5', '5x'])(
    'refuses %s for Monthly',
    async (deliveryDay, { api }) => {
      const reportId = await unscheduledReport(api);
      await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), deliveryFrequency: 4, deliveryDay } }, 422, {
        error: messages.deliveryDayMonthly,
        field: 'deliveryDay',
      });
    },
  );

  it.for([2, 3, 4])('needs eventEndDate unless Once (frequency %i), in the future', async (deliveryFrequency, { api }) => {
    const reportId = await unscheduledReport(api);
    const day = deliveryFrequency === 4 ? 'First' : 'Monday';
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), deliveryFrequency, deliveryDay: day, eventEndDate: undefined } }, 422, {
      error: messages.eventEndDateRequired,
      field: 'eventEndDate',
    });
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), deliveryFrequency, deliveryDay: day, eventEndDate: now - DAY } }, 422, {
      error: messages.eventEndDatePast,
      field: 'eventEndDate',
    });
  });

  mockOnly("refuses an eventEndDate at the clock's very moment: it must be in the future", "sends the frozen mock clock's now", async ({ api }) => {
    const reportId = await unscheduledReport(api);
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), eventEndDate: now } }, 422, {
      error: messages.eventEndDatePast,
      field: 'eventEndDate',
    });
  });

  it('allows runningTotalEnabled only with the campaign dimension', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    const error = await api.refuses(
      'scheduleReport',
      { as: owner, body: { ...weekly(reportId), runningTotalEnabled: true, earliestCampaignStartDate: now - 90 * DAY } },
      422,
    );
    expect(error).toMatchObject({ error: messages.runningTotalNeedsCampaign });
    expectErrorField(error, 'runningTotalEnabled', 'scheduleReport', 422);
  });

  it('needs earliestCampaignStartDate, before the report end, with runningTotalEnabled', async ({ api }) => {
    const reportId = await campaignReport(api);
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), runningTotalEnabled: true } }, 422, {
      error: messages.earliestCampaignStartDateRequired,
      field: 'earliestCampaignStartDate',
    });
    expect(
      await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), runningTotalEnabled: 1, earliestCampaignStartDate: now + 10 * DAY } }, 422),
    ).toMatchObject({ error: messages.earliestCampaignStartDateAfterEnd });
    // Before the end: the report's end date itself is refused too.
    const { endDate } = await getReport(api, reportId);
    await api.refuses('scheduleReport', { as: owner, body: { ...weekly(reportId), runningTotalEnabled: true, earliestCampaignStartDate: endDate } }, 422, {
      error: messages.earliestCampaignStartDateAfterEnd,
      field: 'earliestCampaignStartDate',
    });
    const data = await schedule(api, { ...weekly(reportId), runningTotalEnabled: 1, earliestCampaignStartDate: now - 90 * DAY });
    expect(data.scheduledData).toMatchObject({ runningTotalEnabled: true, earliestCampaignStartDate: now - 90 * DAY });
  });

  it('accepts runningTotalEnabled false without the campaign dimension', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    expect((await schedule(api, { ...weekly(reportId), runningTotalEnabled: false })).scheduledData.runningTotalEnabled).toBe(false);
  });
});

describe('updateReportSchedule', () => {
  it('changes the fields sent and keeps the others', async ({ api }) => {
    const reportId = await weeklyReport(api);
    const data = (await api.ok('updateReportSchedule', { as: owner, params: { reportId }, body: { fileType: 2, deliveryDay: 'Friday' } })).body.data;
    expect(data.message).toBe('Report schedule updated successfully.');
    expect(data.scheduledData).toMatchObject({ reportId, fileType: 2, deliveryFrequency: 3, deliveryDay: 'Friday', subscriberEmails: READERS });
  });

  it('checks the merged schedule: Weekly to Monthly keeps a weekday that Monthly refuses', async ({ api }) => {
    const reportId = await weeklyReport(api);
    const error = await api.refuses('updateReportSchedule', { as: owner, params: { reportId }, body: { deliveryFrequency: 4 } }, 422);
    expect(error).toMatchObject({ error: messages.deliveryDayMonthly });
    expectErrorField(error, 'deliveryDay', 'updateReportSchedule', 422);
    const ok = (await api.ok('updateReportSchedule', { as: owner, params: { reportId }, body: { deliveryFrequency: 4, deliveryDay: 'Last' } })).body.data;
    expect(ok.scheduledData).toMatchObject({ deliveryFrequency: 4, deliveryDay: 'Last' });
  });

  it('checks the merged schedule: Once to Daily needs deliveryDay and eventEndDate', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    await schedule(api, { reportId, subscriberEmails: [READERS[0]], fileType: 1, deliveryFrequency: 1 });
    expect(await api.refuses('updateReportSchedule', { as: owner, params: { reportId }, body: { deliveryFrequency: 2 } }, 422)).toMatchObject({
      error: messages.deliveryDayRequired,
    });
    expect(
      await api.refuses('updateReportSchedule', { as: owner, params: { reportId }, body: { deliveryFrequency: 2, deliveryDay: 'Daily' } }, 422),
    ).toMatchObject({ error: messages.eventEndDateRequired });
  });

  it('refuses runningTotalEnabled without the campaign dimension', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    await schedule(api, { reportId, subscriberEmails: READERS, fileType: 2, deliveryFrequency: 2, deliveryDay: 'Daily', eventEndDate: now + 30 * DAY });
    const error = await api.refuses(
      'updateReportSchedule',
      { as: owner, params: { reportId }, body: { runningTotalEnabled: true, earliestCampaignStartDate: now - DAY * 30 } },
      422,
    );
    expect(error).toMatchObject({ error: messages.runningTotalNeedsCampaign });
  });

  it('answers 404 when the report has no schedule, is unknown or belongs to another workspace', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    await api.refuses('updateReportSchedule', { as: owner, params: { reportId }, body: { fileType: 2 } }, 404, {
      error: messages.scheduleNotFound,
      field: 'reportId',
    });
    expect(await api.refuses('updateReportSchedule', { as: owner, params: { reportId: UNKNOWN_REPORT_ID }, body: { fileType: 2 } }, 404)).toMatchObject({
      error: messages.reportNotFound,
    });
    expect(
      await api.refuses('updateReportSchedule', { as: owner, params: { reportId: await savedReportId(api, 'otherWorkspace') }, body: { fileType: 2 } }, 404),
    ).toMatchObject({ error: messages.reportNotFound });
  });
});

describe('deleteReportSchedule', () => {
  it('deletes the schedule; the report stays', async ({ api }) => {
    const reportId = await weeklyReport(api);
    const data = (await api.ok('deleteReportSchedule', { as: owner, params: { reportId } })).body.data;
    expect(data).toEqual({ message: 'Report schedule deleted successfully.' });
    expect((await getReport(api, reportId)).reportSchedulingEventDetails).toBeNull();
    expect(await api.refuses('deleteReportSchedule', { as: owner, params: { reportId } }, 404)).toMatchObject({ error: messages.scheduleNotFound });
  });

  it("cannot touch another workspace's schedule", async ({ other, api }) => {
    const foreign = await savedReportId(api, 'otherWorkspace');
    const before = (await getReport(api, foreign, other)).reportSchedulingEventDetails;
    expect(await api.refuses('deleteReportSchedule', { as: owner, params: { reportId: foreign } }, 404)).toMatchObject({ error: messages.reportNotFound });
    expect((await getReport(api, foreign, other)).reportSchedulingEventDetails).toEqual(before);
  });
});

describe("a report's own schedule fields", () => {
  it('edit creates a schedule through reportSchedulingEventDetails', async ({ api }) => {
    const reportId = await unscheduledReport(api);
    await api.ok('updateReport', {
      as: owner,
      params: { reportId },
      body: {
        reportSchedulingEventDetails: { subscriberEmails: [READERS[0]], fileType: 1, deliveryFrequency: 2, deliveryDay: 'Daily', eventEndDate: now + 3 * DAY },
      },
    });
    expect((await getReport(api, reportId)).reportSchedulingEventDetails).toMatchObject({ deliveryFrequency: 2 });
  });

  it('edit refuses a schedule that breaks a rule, changing nothing', async ({ api }) => {
    const reportName = uniqueName('Weekly campaigns');
    const reportId = await weeklyReport(api, reportName);
    const error = await api.refuses(
      'updateReport',
      { as: owner, params: { reportId }, body: { reportName: uniqueName('Renamed'), reportSchedulingEventDetails: { deliveryDay: 'Someday' } } },
      422,
    );
    expect(error).toMatchObject({ error: messages.deliveryDayWeekday });
    expect(await getReport(api, reportId)).toMatchObject({ reportName, reportSchedulingEventDetails: { deliveryDay: 'Monday' } });
  });
});
