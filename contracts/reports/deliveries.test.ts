import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueEmail } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { parseCsv, readXlsxRows } from '../support/files.ts';
import { DAY, addOwnReport, addReport, campaignId, carries, dayStart, dims, executeAll, nowOf, savedReportId, sum, type Row } from './support.ts';
import { beforeEach, describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, type Api } from '../support/api.ts';
import type { Email, ReportAddRequest, ReportScheduleFields } from '../../spec/generated/types.ts';

useTarget();
let owner: Session;
let now: number;

const READER = 'reader.one@acme-media.example';
const OTHER_READER = 'reader.two@acme-media.example';
const HOUR = 3_600_000;

beforeEach(async ({ api }) => {
  owner = await api.session('workspaceOwner');
  now = await nowOf(api, owner);
});

/** Moves the mock clock; tokens last 24 hours on it, so the owner logs in again. */
async function advance(api: Api, ms: number): Promise<void> {
  await advanceClock(api.target, ms);
  owner = await api.login('workspaceOwner');
}

async function mailsTo(api: Api, to: string): Promise<Email[]> {
  const response = await api.target.http.get('/__mock/outbox').query({ kind: 'scheduled-report', to });
  expect(response.status).toBe(200);
  return response.body.emails;
}

/** A device report over the last 20 days and the next 20. */
function deviceReport(overrides: ReportAddRequest = {}): ReportAddRequest {
  return {
    reportName: 'Devices for the team',
    customerIds: [owner.owId],
    startDate: dayStart(now) - 20 * DAY,
    endDate: dayStart(now) + 20 * DAY,
    dimensions: dims('device_type'),
    columns: ['deviceType', 'impressions', 'clicks', 'spent'],
    requestType: 2,
    ...overrides,
  };
}

async function scheduled(api: Api, schedule: ReportScheduleFields, report: ReportAddRequest = deviceReport()): Promise<number> {
  const reportId = await addReport(api.target, owner, report);
  await api.ok('scheduleReport', { as: owner, body: { reportId, subscriberEmails: [READER, OTHER_READER], fileType: 1, ...schedule } });
  return reportId;
}

/** A file's cells, row by row, where the executed row carries the column (an answer may leave optional fields out). */
const sameCells = (header: string[], fileRows: string[][], executed: Row[]) =>
  fileRows.map((cells, i) => header.map((c, j) => (executed[i] && carries(executed[i]!, c) ? cells[j] : null)));

const daily = (days: number) => ({ deliveryFrequency: 2, deliveryDay: 'Daily', eventEndDate: now + days * DAY + HOUR }) satisfies ReportScheduleFields;
const at8 = (dayOffset: number) => dayStart(now) + dayOffset * DAY + 8 * HOUR;

describe('scheduled deliveries', () => {
  mockOnly('mails every subscriber each day at 08:00 UTC with the report attached', 'moves the clock and reads the outbox', async ({ api }) => {
    const reportId = await scheduled(api, daily(5));
    expect(await mailsTo(api, READER)).toEqual([]);
    await advance(api, DAY);
    const [mail] = await mailsTo(api, READER);
    expect(mail).toMatchObject({ kind: 'scheduled-report', subject: 'Scheduled report: Devices for the team', sentAt: at8(1) });
    expect(await mailsTo(api, OTHER_READER)).toHaveLength(1);
    expect(mail!.attachments).toHaveLength(1);
    const file = await api.download(mail!.attachments[0]!.url);
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('text/csv');
    const [header, ...rows] = parseCsv(file.body.toString('utf8'));
    expect(header).toEqual(['deviceTypeId', 'deviceType', 'impressions', 'clicks', 'spent']);
    const executed = await executeAll(api, owner, { id: reportId });
    expect(sameCells(header!, rows, executed.data)).toEqual(executed.data.map((r) => header!.map((c) => (carries(r, c) ? String(r[c]) : null))));
    expect(rows.reduce((a, r) => a + Number(r[2]), 0)).toBe(executed.total.impressions);
  });

  mockOnly('attaches a real XLSX workbook for file type 2 (XLS)', 'moves the clock and reads the outbox', async ({ api }) => {
    const reportId = await scheduled(api, { ...daily(3), fileType: 2 });
    await advance(api, DAY);
    const [mail] = await mailsTo(api, READER);
    expect(mail!.attachments[0]!.fileName).toMatch(/\.xlsx$/);
    const file = await api.download(mail!.attachments[0]!.url);
    expect(file.contentType).toContain('spreadsheetml');
    const [header, ...rows] = readXlsxRows(file.body);
    expect(header).toEqual(['deviceTypeId', 'deviceType', 'impressions', 'clicks', 'spent']);
    const executed = await executeAll(api, owner, { id: reportId });
    expect(sameCells(header!, rows, executed.data)).toEqual(executed.data.map((r) => header!.map((c) => (carries(r, c) ? String(r[c]) : null))));
    expect(rows.reduce((a, r) => a + Number(r[2]), 0)).toBe(executed.total.impressions);
  });

  mockOnly('sends each delivery a clock jump passes, once, and none after eventEndDate', 'moves the clock and reads the outbox', async ({ api }) => {
    await scheduled(api, daily(3));
    await advance(api, 10 * DAY);
    const mails = await mailsTo(api, READER);
    expect(mails.map((m) => m.sentAt)).toEqual([at8(1), at8(2), at8(3)]);
    // Each file holds what was delivered by its own time, not by the end of the jump.
    const impressions = await Promise.all(
      mails.map(async (m) => {
        const [, ...rows] = parseCsv((await api.download(m.attachments[0]!.url)).body.toString('utf8'));
        return rows.reduce((a, r) => a + Number(r[2]), 0);
      }),
    );
    expect(impressions[0]).toBeLessThan(impressions[1]!);
    expect(impressions[1]).toBeLessThan(impressions[2]!);
    await advance(api, DAY);
    expect(await mailsTo(api, READER)).toHaveLength(3);
  });

  mockOnly('keeps the outbox in time order across schedules after a clock jump', 'moves the clock and reads the outbox', async ({ api }) => {
    await scheduled(api, daily(4));
    await advance(api, 8 * DAY);
    const response = await api.target.http.get('/__mock/outbox').query({ kind: 'scheduled-report' });
    const sent = (response.body.emails as Email[]).map((m) => m.sentAt);
    expect(new Set(response.body.emails.map((m: Email) => m.subject)).size).toBeGreaterThan(2);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
  });

  mockOnly('delivers a Once schedule once', 'moves the clock and reads the outbox', async ({ api }) => {
    await scheduled(api, { deliveryFrequency: 1 });
    await advance(api, DAY);
    expect((await mailsTo(api, READER)).map((m) => m.sentAt)).toEqual([at8(1)]);
    await advance(api, 5 * DAY);
    expect(await mailsTo(api, READER)).toHaveLength(1);
  });

  mockOnly('delivers a Weekly schedule on its weekday', 'moves the clock and reads the outbox', async ({ api }) => {
    await scheduled(api, { deliveryFrequency: 3, deliveryDay: 'Wednesday', eventEndDate: now + 15 * DAY });
    await advance(api, 16 * DAY);
    const sent = (await mailsTo(api, READER)).map((m) => new Date(m.sentAt));
    expect(sent).toHaveLength(2);
    for (const day of sent) expect([day.getUTCDay(), day.getUTCHours()]).toEqual([3, 8]);
  });

  mockOnly(
    'delivers a Monthly schedule on the Last day, the First and a numbered day; 29 falls on 28 February',
    'moves the clock and reads the outbox',
    async ({ api }) => {
      await scheduled(api, { deliveryFrequency: 4, deliveryDay: 'Last', eventEndDate: now + 60 * DAY });
      const monthly = async (api: Api, deliveryDay: string, to: string) => {
        const reportId = await addReport(api.target, owner, deviceReport({ reportName: `Monthly on ${deliveryDay}` }));
        await api.ok('scheduleReport', {
          as: owner,
          body: { reportId, subscriberEmails: [to], fileType: 1, deliveryFrequency: 4, deliveryDay, eventEndDate: now + 60 * DAY },
        });
      };
      await monthly(api, 'First', 'first@acme-media.example');
      await monthly(api, '10', 'tenth@acme-media.example');
      await monthly(api, '29', 'twenty-ninth@acme-media.example');
      await advance(api, 70 * DAY);
      const iso = (mails: Email[]) => mails.map((m) => new Date(m.sentAt).toISOString());
      expect(iso(await mailsTo(api, READER))).toEqual(['2026-01-31T08:00:00.000Z', '2026-02-28T08:00:00.000Z']);
      expect(iso(await mailsTo(api, 'first@acme-media.example'))).toEqual(['2026-02-01T08:00:00.000Z', '2026-03-01T08:00:00.000Z']);
      expect(iso(await mailsTo(api, 'tenth@acme-media.example'))).toEqual(['2026-01-10T08:00:00.000Z', '2026-02-10T08:00:00.000Z']);
      // 2026 is a common year: the 29th of February is the 28th.
      expect(iso(await mailsTo(api, 'twenty-ninth@acme-media.example'))).toEqual(['2026-01-29T08:00:00.000Z', '2026-02-28T08:00:00.000Z']);
    },
  );

  mockOnly(
    'delivers at the delivery time itself, and on eventEndDate itself: the schedule stops only after it',
    'moves the clock and reads the outbox',
    async ({ api }) => {
      await scheduled(api, { deliveryFrequency: 2, deliveryDay: 'Daily', eventEndDate: at8(2) });
      await advance(api, at8(1) - now);
      expect(
        (await mailsTo(api, READER)).map((m) => m.sentAt),
        "due at the clock's very moment",
      ).toEqual([at8(1)]);
      await advance(api, 5 * DAY);
      expect((await mailsTo(api, READER)).map((m) => m.sentAt)).toEqual([at8(1), at8(2)]);
    },
  );

  mockOnly(
    'delivers Daily every day whatever deliveryDay says, Weekly on Sunday on Sundays only, and Once whatever eventEndDate says',
    'moves the clock and reads the outbox',
    async ({ api }) => {
      await scheduled(api, { ...daily(3), deliveryDay: 'Monday' });
      const sunday = await addReport(api.target, owner, deviceReport({ reportName: 'On Sundays' }));
      await api.ok('scheduleReport', {
        as: owner,
        body: {
          reportId: sunday,
          subscriberEmails: ['sunday@acme-media.example'],
          fileType: 1,
          deliveryFrequency: 3,
          deliveryDay: 'Sunday',
          eventEndDate: now + 15 * DAY,
        },
      });
      const once = await addReport(api.target, owner, deviceReport({ reportName: 'Once' }));
      await api.ok('scheduleReport', {
        as: owner,
        body: { reportId: once, subscriberEmails: ['once@acme-media.example'], fileType: 1, deliveryFrequency: 1, eventEndDate: now + HOUR / 2 },
      });
      await advance(api, 16 * DAY);
      expect((await mailsTo(api, READER)).map((m) => m.sentAt)).toEqual([at8(1), at8(2), at8(3)]);
      const sundays = (await mailsTo(api, 'sunday@acme-media.example')).map((m) => new Date(m.sentAt));
      expect(sundays).toHaveLength(2);
      for (const day of sundays) expect([day.getUTCDay(), day.getUTCHours()]).toEqual([0, 8]);
      expect(await mailsTo(api, 'once@acme-media.example')).toHaveLength(1);
    },
  );

  mockOnly(
    "files a daily report with its date first, and runs a schedule without running total over the report's own period",
    'moves the clock and reads the outbox',
    async ({ api }) => {
      const earliest = dayStart(now) - 200 * DAY;
      const report = deviceReport({ dimensions: dims('campaign'), columns: ['campaignId', 'impressions'], requestType: 1 });
      const reportId = await scheduled(api, { ...daily(1), runningTotalEnabled: false, earliestCampaignStartDate: earliest }, report);
      await advance(api, DAY);
      const [mail] = await mailsTo(api, READER);
      const [header, ...rows] = parseCsv((await api.download(mail!.attachments[0]!.url)).body.toString('utf8'));
      expect(header).toEqual(['date', 'campaignId', 'campaignName', 'impressions']);
      const ownPeriod = await executeAll(api, owner, { id: reportId });
      expect(rows.reduce((a, r) => a + Number(r[3]), 0)).toBe(ownPeriod.total.impressions);
    },
  );

  mockOnly('stops when the schedule is deleted', 'moves the clock and reads the outbox', async ({ api }) => {
    const reportId = await scheduled(api, daily(10));
    await advance(api, DAY);
    await api.ok('deleteReportSchedule', { as: owner, params: { reportId } });
    await advance(api, 5 * DAY);
    expect(await mailsTo(api, READER)).toHaveLength(1);
  });

  mockOnly('stops when the report is deleted', 'moves the clock and reads the outbox', async ({ api }) => {
    const reportId = await scheduled(api, daily(10));
    await advance(api, DAY);
    await api.ok('deleteReport', { as: owner, params: { reportId } });
    await advance(api, 5 * DAY);
    expect(await mailsTo(api, READER)).toHaveLength(1);
  });

  mockOnly('runs a running-total report from the earliest campaign start date', 'moves the clock and reads the outbox', async ({ api }) => {
    const report = deviceReport({ dimensions: dims('campaign'), columns: ['campaignId', 'impressions'] });
    const earliest = dayStart(now) - 200 * DAY;
    const reportId = await scheduled(api, { ...daily(1), runningTotalEnabled: true, earliestCampaignStartDate: earliest }, report);
    await advance(api, DAY);
    const [mail] = await mailsTo(api, READER);
    const [, ...rows] = parseCsv((await api.download(mail!.attachments[0]!.url)).body.toString('utf8'));
    const fromEarliest = await executeAll(api, owner, { id: reportId, startDate: earliest });
    const ownPeriod = await executeAll(api, owner, { id: reportId });
    const impressions = rows.reduce((a, r) => a + Number(r[2]), 0);
    expect(impressions).toBe(sum(fromEarliest.data, 'impressions'));
    expect(impressions).toBeGreaterThan(Number(ownPeriod.total.impressions));
  });
});

describe('unsubscribeAllReports', () => {
  mockOnly('removes the address from every schedule; its mails stop, the others continue', 'moves the clock and reads the outbox', async ({ api }) => {
    const first = await scheduled(api, daily(10));
    const second = await addReport(api.target, owner, deviceReport({ reportName: 'Second' }));
    await api.ok('scheduleReport', { as: owner, body: { reportId: second, subscriberEmails: [READER], fileType: 1, ...daily(10) } });
    await advance(api, DAY);
    const mails = await mailsTo(api, READER);
    expect(mails).toHaveLength(2);
    const { link, hash } = mails[0]!;
    expect(link).toContain(`unsubscribe-all?token=${hash}`);
    expect(mails[0]!.body).toContain(link!);
    const token = new URL(link!).searchParams.get('token')!;
    const response = await api.ok('unsubscribeAllReports', { query: { token } });
    expect(response.body.data).toBe(`${READER} is unsubscribed from all scheduled reports.`);
    await advance(api, 2 * DAY);
    expect(await mailsTo(api, READER)).toHaveLength(2);
    expect(await mailsTo(api, OTHER_READER)).toHaveLength(3);
    const report = (await api.ok('getReport', { as: owner, params: { reportId: first } })).body.data;
    expect(report.reportSchedulingEventDetails!.subscriberEmails).toEqual([OTHER_READER]);
    // The second schedule lost its only subscriber, so it is gone.
    expect((await api.ok('getReport', { as: owner, params: { reportId: second } })).body.data.reportSchedulingEventDetails).toBeNull();
  });

  mockOnly('reaches the schedules of every workspace that mails the address', 'moves the clock and reads the outbox', async ({ api }) => {
    const initechOwner = api.personas.otherWorkspaceUser!.email;
    const reportId = await addReport(api.target, owner, deviceReport());
    await api.ok('scheduleReport', { as: owner, body: { reportId, subscriberEmails: [initechOwner, READER], fileType: 1, ...daily(10) } });
    await advance(api, DAY);
    const mails = await mailsTo(api, initechOwner);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Scheduled report: Devices for the team', 'Scheduled report: Initech Brand Overview']);
    await api.ok('unsubscribeAllReports', { query: { token: mails[0]!.hash! } });
    const other = await api.login('otherWorkspaceUser');
    const initechReport = (await api.ok('getReport', { as: other, params: { reportId: await savedReportId(api, 'otherWorkspace') } })).body.data;
    expect(initechReport.reportSchedulingEventDetails).toBeNull();
    expect((await api.ok('getReport', { as: owner, params: { reportId } })).body.data.reportSchedulingEventDetails!.subscriberEmails).toEqual([READER]);
    await advance(api, 2 * DAY);
    expect(await mailsTo(api, initechOwner)).toHaveLength(2);
  });

  mockOnly('works with the same token again', 'moves the clock and reads the outbox', async ({ api }) => {
    await scheduled(api, daily(3));
    await advance(api, DAY);
    const token = (await mailsTo(api, READER))[0]!.hash!;
    await api.ok('unsubscribeAllReports', { query: { token } });
    await api.ok('unsubscribeAllReports', { query: { token } });
  });

  it('refuses a token the server did not issue, leaving every schedule as it was', async ({ api }) => {
    const subscriberEmails: [string, ...string[]] = [uniqueEmail('reader'), uniqueEmail('analyst')];
    const reportId = await addOwnReport(api, owner, deviceReport({ reportSchedulingEventDetails: { subscriberEmails, fileType: 1, ...daily(10) } }));
    await api.refuses('unsubscribeAllReports', { query: { token: 'not-a-token' } }, 422, { error: messages.unsubscribeTokenInvalid, field: 'token' });
    const report = (await api.ok('getReport', { as: owner, params: { reportId } })).body.data;
    expect(report.reportSchedulingEventDetails!.subscriberEmails).toEqual(subscriberEmails);
  });

  it('needs a token', async ({ api }) => {
    const errors = await api.refusals('unsubscribeAllReports', {}, 400);
    expectErrorField(errors[0], 'token', 'unsubscribeAllReports', 400);
  });
});

describe("the default world's schedules", () => {
  mockOnly('deliver to their subscribers, each workspace its own', 'moves the clock and reads the outbox', async ({ api }) => {
    await advance(api, DAY);
    const member = await mailsTo(api, api.personas.activeMember!.email);
    expect(member.map((m) => m.subject)).toEqual(['Scheduled report: Acme Daily Device Breakdown']);
    expect(member[0]!.attachments[0]!.fileName).toMatch(/\.xlsx$/);
    const initech = await mailsTo(api, api.personas.otherWorkspaceUser!.email);
    const foreignCampaigns = [await campaignId(api, 'otherWorkspaceRunning'), await campaignId(api, 'otherWorkspaceExpired')];
    expect(initech.map((m) => m.subject)).toEqual(['Scheduled report: Initech Brand Overview']);
    const [, ...rows] = parseCsv((await api.download(initech[0]!.attachments[0]!.url)).body.toString('utf8'));
    expect(rows.map((r) => Number(r[0]))).toEqual(expect.arrayContaining([foreignCampaigns[0]]));
    expect(rows.every((r) => foreignCampaigns.includes(Number(r[0])))).toBe(true);
    const other = await api.login('otherWorkspaceUser');
    expect(await api.call('getReport', { as: other, params: { reportId: await savedReportId(api, 'dailyDevices') } }).then((r) => r.status)).toBe(404);
  });
});
