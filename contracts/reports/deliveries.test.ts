import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueEmail } from '../support/arrange.ts';
import { call, callOk, download, errorsOf, expectContract, login, session, type Session } from '../support/client.ts';
import { parseCsv, readXlsxRows } from '../support/files.ts';
import { mockOnly, useTarget } from '../support/suite.ts';
import { DAY, addOwnReport, addReport, campaignId, carries, dayStart, dims, executeAll, nowOf, savedReportId, sum, type Row } from './helpers.ts';

const suite = useTarget();
let owner: Session;
let now: number;

const READER = 'reader.one@acme-media.example';
const OTHER_READER = 'reader.two@acme-media.example';
const HOUR = 3_600_000;

interface Mail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  hash: string | null;
  sentAt: number;
  attachments: Array<{ fileName: string; contentType: string; url: string }>;
}

beforeEach(async () => {
  owner = await session(suite.current, 'workspaceOwner');
  now = await nowOf(suite.current, owner);
});

/** Moves the mock clock; tokens last 24 hours on it, so the owner logs in again. */
async function advance(ms: number): Promise<void> {
  await advanceClock(suite.current, ms);
  owner = await login(suite.current, 'workspaceOwner');
}

async function mailsTo(to: string): Promise<Mail[]> {
  const response = await suite.current.http.get('/__mock/outbox').query({ kind: 'scheduled-report', to });
  expect(response.status).toBe(200);
  return response.body.emails;
}

/** A device report over the last 20 days and the next 20. */
function deviceReport(overrides: Record<string, unknown> = {}) {
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

async function scheduled(schedule: Record<string, unknown>, report: Record<string, unknown> = deviceReport()): Promise<number> {
  const reportId = await addReport(suite.current, owner, report);
  await callOk(suite.current, 'scheduleReport', { as: owner, body: { reportId, subscriberEmails: [READER, OTHER_READER], fileType: 1, ...schedule } });
  return reportId;
}

/** A file's cells, row by row, where the executed row carries the column (an answer may leave optional fields out). */
const sameCells = (header: string[], fileRows: string[][], executed: Row[]) =>
  fileRows.map((cells, i) => header.map((c, j) => (executed[i] && carries(executed[i]!, c) ? cells[j] : null)));

const daily = (days: number) => ({ deliveryFrequency: 2, deliveryDay: 'Daily', eventEndDate: now + days * DAY + HOUR });
const at8 = (dayOffset: number) => dayStart(now) + dayOffset * DAY + 8 * HOUR;

describe('scheduled deliveries', () => {
  mockOnly(suite, 'mails every subscriber each day at 08:00 UTC with the report attached', 'moves the clock and reads the outbox', async () => {
    const reportId = await scheduled(daily(5));
    expect(await mailsTo(READER)).toEqual([]);
    await advance(DAY);
    const [mail] = await mailsTo(READER);
    expect(mail).toMatchObject({ kind: 'scheduled-report', subject: 'Scheduled report: Devices for the team', sentAt: at8(1) });
    expect(await mailsTo(OTHER_READER)).toHaveLength(1);
    expect(mail!.attachments).toHaveLength(1);
    const file = await download(suite.current, mail!.attachments[0]!.url);
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('text/csv');
    const [header, ...rows] = parseCsv(file.body.toString('utf8'));
    expect(header).toEqual(['deviceTypeId', 'deviceType', 'impressions', 'clicks', 'spent']);
    const executed = await executeAll(suite.current, owner, { id: reportId });
    expect(sameCells(header!, rows, executed.data)).toEqual(executed.data.map((r) => header!.map((c) => (carries(r, c) ? String(r[c]) : null))));
    expect(rows.reduce((a, r) => a + Number(r[2]), 0)).toBe(executed.total.impressions);
  });

  mockOnly(suite, 'attaches a real XLSX workbook for file type 2 (XLS)', 'moves the clock and reads the outbox', async () => {
    const reportId = await scheduled({ ...daily(3), fileType: 2 });
    await advance(DAY);
    const [mail] = await mailsTo(READER);
    expect(mail!.attachments[0]!.fileName).toMatch(/\.xlsx$/);
    const file = await download(suite.current, mail!.attachments[0]!.url);
    expect(file.contentType).toContain('spreadsheetml');
    const [header, ...rows] = readXlsxRows(file.body);
    expect(header).toEqual(['deviceTypeId', 'deviceType', 'impressions', 'clicks', 'spent']);
    const executed = await executeAll(suite.current, owner, { id: reportId });
    expect(sameCells(header!, rows, executed.data)).toEqual(executed.data.map((r) => header!.map((c) => (carries(r, c) ? String(r[c]) : null))));
    expect(rows.reduce((a, r) => a + Number(r[2]), 0)).toBe(executed.total.impressions);
  });

  mockOnly(suite, 'sends each delivery a clock jump passes, once, and none after eventEndDate', 'moves the clock and reads the outbox', async () => {
    await scheduled(daily(3));
    await advance(10 * DAY);
    const mails = await mailsTo(READER);
    expect(mails.map((m) => m.sentAt)).toEqual([at8(1), at8(2), at8(3)]);
    // Each file holds what was delivered by its own time, not by the end of the jump.
    const impressions = await Promise.all(mails.map(async (m) => {
      const [, ...rows] = parseCsv((await download(suite.current, m.attachments[0]!.url)).body.toString('utf8'));
      return rows.reduce((a, r) => a + Number(r[2]), 0);
    }));
    expect(impressions[0]).toBeLessThan(impressions[1]!);
    expect(impressions[1]).toBeLessThan(impressions[2]!);
    await advance(DAY);
    expect(await mailsTo(READER)).toHaveLength(3);
  });

  mockOnly(suite, 'keeps the outbox in time order across schedules after a clock jump', 'moves the clock and reads the outbox', async () => {
    await scheduled(daily(4));
    await advance(8 * DAY);
    const response = await suite.current.http.get('/__mock/outbox').query({ kind: 'scheduled-report' });
    const sent = (response.body.emails as Mail[]).map((m) => m.sentAt);
    expect(new Set(response.body.emails.map((m: Mail) => m.subject)).size).toBeGreaterThan(2);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
  });

  mockOnly(suite, 'delivers a Once schedule once', 'moves the clock and reads the outbox', async () => {
    await scheduled({ deliveryFrequency: 1 });
    await advance(DAY);
    expect((await mailsTo(READER)).map((m) => m.sentAt)).toEqual([at8(1)]);
    await advance(5 * DAY);
    expect(await mailsTo(READER)).toHaveLength(1);
  });

  mockOnly(suite, 'delivers a Weekly schedule on its weekday', 'moves the clock and reads the outbox', async () => {
    await scheduled({ deliveryFrequency: 3, deliveryDay: 'Wednesday', eventEndDate: now + 15 * DAY });
    await advance(16 * DAY);
    const sent = (await mailsTo(READER)).map((m) => new Date(m.sentAt));
    expect(sent).toHaveLength(2);
    for (const day of sent) expect([day.getUTCDay(), day.getUTCHours()]).toEqual([3, 8]);
  });

  mockOnly(suite, 'delivers a Monthly schedule on the Last day, the First and a numbered day; 29 falls on 28 February', 'moves the clock and reads the outbox', async () => {
    await scheduled({ deliveryFrequency: 4, deliveryDay: 'Last', eventEndDate: now + 60 * DAY });
    const monthly = async (deliveryDay: string, to: string) => {
      const reportId = await addReport(suite.current, owner, deviceReport({ reportName: `Monthly on ${deliveryDay}` }));
      await callOk(suite.current, 'scheduleReport', { as: owner, body: { reportId, subscriberEmails: [to], fileType: 1, deliveryFrequency: 4, deliveryDay, eventEndDate: now + 60 * DAY } });
    };
    await monthly('First', 'first@acme-media.example');
    await monthly('10', 'tenth@acme-media.example');
    await monthly('29', 'twenty-ninth@acme-media.example');
    await advance(70 * DAY);
    const iso = (mails: Mail[]) => mails.map((m) => new Date(m.sentAt).toISOString());
    expect(iso(await mailsTo(READER))).toEqual(['2026-01-31T08:00:00.000Z', '2026-02-28T08:00:00.000Z']);
    expect(iso(await mailsTo('first@acme-media.example'))).toEqual(['2026-02-01T08:00:00.000Z', '2026-03-01T08:00:00.000Z']);
    expect(iso(await mailsTo('tenth@acme-media.example'))).toEqual(['2026-01-10T08:00:00.000Z', '2026-02-10T08:00:00.000Z']);
    // 2026 is a common year: the 29th of February is the 28th.
    expect(iso(await mailsTo('twenty-ninth@acme-media.example'))).toEqual(['2026-01-29T08:00:00.000Z', '2026-02-28T08:00:00.000Z']);
  });

  mockOnly(suite, 'stops when the schedule is deleted', 'moves the clock and reads the outbox', async () => {
    const reportId = await scheduled(daily(10));
    await advance(DAY);
    await callOk(suite.current, 'deleteReportSchedule', { as: owner, params: { reportId } });
    await advance(5 * DAY);
    expect(await mailsTo(READER)).toHaveLength(1);
  });

  mockOnly(suite, 'stops when the report is deleted', 'moves the clock and reads the outbox', async () => {
    const reportId = await scheduled(daily(10));
    await advance(DAY);
    await callOk(suite.current, 'deleteReport', { as: owner, params: { reportId } });
    await advance(5 * DAY);
    expect(await mailsTo(READER)).toHaveLength(1);
  });

  mockOnly(suite, 'runs a running-total report from the earliest campaign start date', 'moves the clock and reads the outbox', async () => {
    const report = deviceReport({ dimensions: dims('campaign'), columns: ['campaignId', 'impressions'] });
    const earliest = dayStart(now) - 200 * DAY;
    const reportId = await scheduled({ ...daily(1), runningTotalEnabled: true, earliestCampaignStartDate: earliest }, report);
    await advance(DAY);
    const [mail] = await mailsTo(READER);
    const [, ...rows] = parseCsv((await download(suite.current, mail!.attachments[0]!.url)).body.toString('utf8'));
    const fromEarliest = await executeAll(suite.current, owner, { id: reportId, startDate: earliest });
    const ownPeriod = await executeAll(suite.current, owner, { id: reportId });
    const impressions = rows.reduce((a, r) => a + Number(r[2]), 0);
    expect(impressions).toBe(sum(fromEarliest.data, 'impressions'));
    expect(impressions).toBeGreaterThan(Number(ownPeriod.total.impressions));
  });
});

describe('unsubscribeAllReports', () => {
  mockOnly(suite, 'removes the address from every schedule; its mails stop, the others continue', 'moves the clock and reads the outbox', async () => {
    const first = await scheduled(daily(10));
    const second = await addReport(suite.current, owner, deviceReport({ reportName: 'Second' }));
    await callOk(suite.current, 'scheduleReport', { as: owner, body: { reportId: second, subscriberEmails: [READER], fileType: 1, ...daily(10) } });
    await advance(DAY);
    const mails = await mailsTo(READER);
    expect(mails).toHaveLength(2);
    const { link, hash } = mails[0]!;
    expect(link).toContain(`unsubscribe-all?token=${hash}`);
    expect(mails[0]!.body).toContain(link!);
    const token = new URL(link!).searchParams.get('token')!;
    const response = await callOk(suite.current, 'unsubscribeAllReports', { query: { token } });
    expect(response.body.data).toBe(`${READER} is unsubscribed from all scheduled reports.`);
    await advance(2 * DAY);
    expect(await mailsTo(READER)).toHaveLength(2);
    expect(await mailsTo(OTHER_READER)).toHaveLength(3);
    const report = (await callOk(suite.current, 'getReport', { as: owner, params: { reportId: first } })).body.data;
    expect(report.reportSchedulingEventDetails.subscriberEmails).toEqual([OTHER_READER]);
    // The second schedule lost its only subscriber, so it is gone.
    expect((await callOk(suite.current, 'getReport', { as: owner, params: { reportId: second } })).body.data.reportSchedulingEventDetails).toBeNull();
  });

  mockOnly(suite, 'reaches the schedules of every workspace that mails the address', 'moves the clock and reads the outbox', async () => {
    const initechOwner = 'owner@initech-ads.example';
    const reportId = await addReport(suite.current, owner, deviceReport());
    await callOk(suite.current, 'scheduleReport', { as: owner, body: { reportId, subscriberEmails: [initechOwner, READER], fileType: 1, ...daily(10) } });
    await advance(DAY);
    const mails = await mailsTo(initechOwner);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Scheduled report: Devices for the team', 'Scheduled report: Initech Brand Overview']);
    await callOk(suite.current, 'unsubscribeAllReports', { query: { token: mails[0]!.hash! } });
    const other = await login(suite.current, 'otherWorkspaceUser');
    const initechReport = (await callOk(suite.current, 'getReport', { as: other, params: { reportId: await savedReportId(suite, 'otherWorkspace') } })).body.data;
    expect(initechReport.reportSchedulingEventDetails).toBeNull();
    expect((await callOk(suite.current, 'getReport', { as: owner, params: { reportId } })).body.data.reportSchedulingEventDetails.subscriberEmails).toEqual([READER]);
    await advance(2 * DAY);
    expect(await mailsTo(initechOwner)).toHaveLength(2);
  });

  mockOnly(suite, 'works with the same token again [smoke]', 'moves the clock and reads the outbox', async () => {
    await scheduled(daily(3));
    await advance(DAY);
    const token = (await mailsTo(READER))[0]!.hash!;
    await callOk(suite.current, 'unsubscribeAllReports', { query: { token } });
    await callOk(suite.current, 'unsubscribeAllReports', { query: { token } });
  });

  it('refuses a token the server did not issue, leaving every schedule as it was [smoke]', async () => {
    const subscriberEmails = [uniqueEmail('reader'), uniqueEmail('analyst')];
    const reportId = await addOwnReport(suite.current, owner, deviceReport({ reportSchedulingEventDetails: { subscriberEmails, fileType: 1, ...daily(10) } }));
    const response = expectContract(await call(suite.current, 'unsubscribeAllReports', { query: { token: 'not-a-token' } }), 'unsubscribeAllReports', 422);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.unsubscribeTokenInvalid, field: 'token' });
    const report = (await callOk(suite.current, 'getReport', { as: owner, params: { reportId } })).body.data;
    expect(report.reportSchedulingEventDetails.subscriberEmails).toEqual(subscriberEmails);
  });

  it('needs a token', async () => {
    const response = expectContract(await call(suite.current, 'unsubscribeAllReports', {}), 'unsubscribeAllReports', 400);
    expect(errorsOf(response)[0]!.field).toBe('token');
  });
});

describe('the default world\'s schedules', () => {
  mockOnly(suite, 'deliver to their subscribers, each workspace its own', 'moves the clock and reads the outbox', async () => {
    await advance(DAY);
    const member = await mailsTo('member@acme-media.example');
    expect(member.map((m) => m.subject)).toEqual(['Scheduled report: Acme Daily Device Breakdown']);
    expect(member[0]!.attachments[0]!.fileName).toMatch(/\.xlsx$/);
    const initech = await mailsTo('owner@initech-ads.example');
    const foreignCampaigns = [await campaignId(suite, 'otherWorkspaceRunning'), await campaignId(suite, 'otherWorkspaceExpired')];
    expect(initech.map((m) => m.subject)).toEqual(['Scheduled report: Initech Brand Overview']);
    const [, ...rows] = parseCsv((await download(suite.current, initech[0]!.attachments[0]!.url)).body.toString('utf8'));
    expect(rows.map((r) => Number(r[0]))).toEqual(expect.arrayContaining([foreignCampaigns[0]]));
    expect(rows.every((r) => foreignCampaigns.includes(Number(r[0])))).toBe(true);
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect(await call(suite.current, 'getReport', { as: other, params: { reportId: await savedReportId(suite, 'dailyDevices') } }).then((r) => r.status)).toBe(404);
  });
});
