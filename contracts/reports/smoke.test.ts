/**
 * The smoke run of the reports, VLD insight and dashboard operations: for each
 * operation one passing call and one refusal, and as few other requests as the
 * passing calls need.
 *
 * Callers: the passing calls as the workspace owner, the refusals as the owner of
 * another workspace (a malformed input, or the owner's record seen from there), so
 * the load spreads over both callers' rate-limit windows. Records a passing call
 * needs are made in its own test and deleted again; on a target that is never reset
 * nothing is counted or assumed beyond what the profile names.
 *
 * The target's clock (report windows) is learnt, off a mock, from the `created`
 * stamp of the first dashboard the file saves, which the dashboards test makes
 * anyway: the dashboards come first, so learning the clock costs no request of its
 * own (nowOf otherwise saves and deletes a report for it).
 */
import { messages } from '../support/texts.ts';
import { outbox, advanceClock } from '../support/admin.ts';
import { cleanup, targetNow, uniqueEmail, uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import type { Api } from '../support/api.ts';
import type { ExportCsvData, ExportCsvRequest, NewReportSchedule, ReportAddRequest, VldDownloadRequest } from '../../spec/generated/types.ts';
import { describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { DAY, definition, dims, nowOf, savedReportId, weeklySchedule } from './support.ts';
import { campaignId as vldCampaign, day, orNull, reportId as vldReportId, stillFailed } from '../vld/support.ts';
import { openWindow, window90 } from '../dashboards/support.ts';

useTarget();

/** A report of the owner's workspace over the last 30 days, by campaign, under a name no other run uses. */
const ownReport = (now: number, owner: Session, overrides: ReportAddRequest = {}): ReportAddRequest => ({
  ...definition(now, [owner.owId]),
  reportName: uniqueName('Smoke report'),
  ...overrides,
});

/** A weekly schedule mailed to an address at a reserved domain, so it mails no one. */

/** Saves a report as the owner; it is deleted when the test ends unless the test deleted it (`deleted`). */
async function saveReport(api: Api, owner: Session, body: ReportAddRequest): Promise<{ reportId: number; deleted: () => void }> {
  const reportId = Number((await api.ok('addReport', { as: owner, body })).body.data);
  let gone = false;
  cleanup(async () => {
    if (!gone) await api.call('deleteReport', { as: owner, params: { reportId } });
  });
  return { reportId, deleted: () => (gone = true) };
}

/** Off a mock, sets the target's clock from a stamp of its own that an answer carries (see the file's comment). */
async function learnClock(api: Api, stamp: unknown): Promise<void> {
  const ms = Number(stamp);
  if (!api.isMock && Number.isFinite(ms) && ms > 0) await targetNow(api.target, async () => ms);
}

describe('dashboards', () => {
  it('createDashboard, updateDashboard, deleteDashboard: the owner saves, edits and deletes a dashboard; another workspace gets 400 and 404 [smoke]', async ({
    api,
    owner,
    other,
  }) => {
    await api.refuses('createDashboard', { as: other, body: { data: {} } }, 400);
    const label = uniqueName('Smoke dashboard');
    const created = (await api.ok('createDashboard', { as: owner, body: { label, data: { search: 'smoke' } } })).body;
    const dashboardId = Number(created.id);
    let deleted = false;
    cleanup(async () => {
      if (!deleted) await api.call('deleteDashboard', { as: owner, params: { dashboardId } });
    });
    await learnClock(api, created.created);

    const renamed = uniqueName('Smoke dashboard renamed');
    await api.refuses('updateDashboard', { as: other, params: { dashboardId }, body: { label: renamed } }, 404);
    const updated = (await api.ok('updateDashboard', { as: owner, params: { dashboardId }, body: { label: renamed, data: { search: 'smoke' } } })).body;

    await api.refuses('deleteDashboard', { as: other, params: { dashboardId } }, 404);
    await api.ok('deleteDashboard', { as: owner, params: { dashboardId } });
    deleted = true;
    // The answers' values last: a value an answer leaves out (unverifiable) then stops no call.
    expect(created.label).toBe(label);
    expect(updated.label).toBe(renamed);
  });

  it("listDashboards: lists the owner's dashboards; another workspace may not act in the owner's (403) [smoke]", async ({ api, owner, other, ids }) => {
    const items = (await api.ok('listDashboards', { as: owner })).body.items;
    expect(items.map((d) => Number(d.id))).toContain(await ids.of('dashboards', 'ownerOverview'));
    await api.refuses('listDashboards', { as: other, owId: owner.owId }, 403, { error: messages.workspaceForbidden });
  });

  it("dashboardReportByCustomer: reports the workspace by customer; another workspace may not name the owner's (403) [smoke]", async ({
    api,
    owner,
    other,
  }) => {
    await openWindow(api, owner);
    const data = (await api.ok('dashboardReportByCustomer', { as: owner, body: { ...window90() } })).body.data;
    expect(Number(data.filteredRecords)).toBeLessThanOrEqual(Number(data.totalRecords));
    await api.refuses('dashboardReportByCustomer', { as: other, body: { ...window90(), owIds: String(owner.owId) } }, 403);
  });

  it('dashboardReportByCampaign: reports the workspace by campaign; an endDate before startDate is refused (422) [smoke]', async ({ api, owner, other }) => {
    await openWindow(api, owner);
    const { startDate, endDate } = window90();
    const data = (await api.ok('dashboardReportByCampaign', { as: owner, body: { startDate, endDate, noOfEntries: 5 } })).body.data;
    expect(data.data?.length ?? 0).toBeLessThanOrEqual(5);
    await api.refuses('dashboardReportByCampaign', { as: other, body: { startDate: endDate, endDate: startDate } }, 422);
  });

  it("dashboardReportByCampaignAlias: reports by campaign on the stub's path; a missing endDate is refused (400) [smoke]", async ({ api, owner, other }) => {
    await openWindow(api, owner);
    const { startDate, endDate } = window90();
    const data = (await api.ok('dashboardReportByCampaignAlias', { as: owner, body: { startDate, endDate, noOfEntries: 5 } })).body.data;
    expect(data.data?.length ?? 0).toBeLessThanOrEqual(5);
    await api.refuses('dashboardReportByCampaignAlias', { as: other, body: { startDate } }, 400);
  });

  it('exportCsv: answers the link of a CSV of the campaign report; a url naming no dashboard report is refused (422) [smoke]', async ({
    api,
    owner,
    other,
  }) => {
    await openWindow(api, owner);
    const columns: ExportCsvRequest['columns'] = [
      { label: 'Campaign', value: 'campaignName' },
      { label: 'Impressions', value: 'impressions' },
    ];
    const data: ExportCsvData = { sort_by: 'impressions', sort_type: 'desc', page_number: 0, total_count: 5, dateRange: { ...window90() } };
    const body = { url: '/api/v3/das/report/by-campaign', method: 'POST', fileName: 'smoke', columns, data };
    const { responseURL, responseUrl } = (await api.ok('exportCsv', { as: owner, body })).body.responseObject;
    expect(() => new URL(String(responseURL ?? responseUrl))).not.toThrow();
    await api.refuses('exportCsv', { as: other, body: { ...body, url: '/api/v3/ra/report/execute' } }, 422);
  });
});

describe('reports', () => {
  it('listReports: lists the saved reports, 20 a page by default; malformed customerIds are refused (422) [smoke]', async ({ api, owner, other }) => {
    const data = (await api.ok('listReports', { as: owner })).body.data;
    expect(data.data.length).toBeLessThanOrEqual(20);
    await api.refuses('listReports', { as: other, query: { customerIds: '1002;x' } }, 422);
  });

  it('searchReports: lists the saved reports, 20 a page by default; malformed customerIds are refused (400) [smoke]', async ({ api, owner, other }) => {
    const data = (await api.ok('searchReports', { as: owner, body: {} })).body.data;
    expect(data.data.length).toBeLessThanOrEqual(20);
    await api.refuses('searchReports', { as: other, body: { customerIds: '1002;x' } }, 400);
  });

  it('getReport: answers a saved report of the workspace; another workspace gets 404 [smoke]', async ({ api, owner, other }) => {
    const reportId = await savedReportId(api, 'weeklyCampaigns');
    expect(Number((await api.ok('getReport', { as: owner, params: { reportId } })).body.data.id)).toBe(reportId);
    await api.refuses('getReport', { as: other, params: { reportId } }, 404);
  });

  it("executeReport: runs a definition, 50 rows a page by default; another workspace running the owner's saved report gets 404 [smoke]", async ({
    api,
    owner,
    other,
  }) => {
    await api.refuses('executeReport', { as: other, body: { id: await savedReportId(api, 'weeklyCampaigns') } }, 404);
    const data = (await api.ok('executeReport', { as: owner, body: definition(await nowOf(api, owner), [owner.owId]) })).body.data;
    expect(data.data.length).toBeLessThanOrEqual(50);
  });

  it("addReport, updateReport, deleteReport: the owner saves, edits and deletes a report; refused: a missing name (400), the seed's customers text (422), another workspace's delete (404) [smoke]", async ({
    api,
    owner,
    other,
  }) => {
    const body = ownReport(await nowOf(api, owner), owner);
    const { reportName: _name, ...nameless } = body;
    await api.refuses('addReport', { as: other, body: nameless }, 400);
    const { reportId, deleted } = await saveReport(api, owner, body);

    // The seed's one quoted text: an edit naming customers the user may not access (the other workspace's own report).
    await api.refuses(
      'updateReport',
      { as: other, params: { reportId: await savedReportId(api, 'otherWorkspace') }, body: { customerIds: [owner.owId] } },
      422,
      {
        error: messages.reportCustomersForbidden,
      },
    );
    await api.ok('updateReport', { as: owner, params: { reportId }, body: { reportName: uniqueName('Smoke report renamed') } });

    await api.refuses('deleteReport', { as: other, params: { reportId } }, 404);
    await api.ok('deleteReport', { as: owner, params: { reportId } });
    deleted();
    expect(reportId, 'addReport answers the new id').toBeGreaterThan(0);
  });

  it('duplicateReport: copies a saved report under a new name; a missing reportId is refused (400) [smoke]', async ({ api, owner, other }) => {
    await api.refuses('duplicateReport', { as: other, body: { reportName: uniqueName('Smoke copy') } }, 400);
    const message = String(
      (await api.ok('duplicateReport', { as: owner, body: { reportId: await savedReportId(api, 'weeklyCampaigns'), reportName: uniqueName('Smoke copy') } }))
        .body.data,
    );
    // The message carries the new id (its last number).
    const copy = Number(message.match(/\d+/g)?.at(-1));
    expect(copy, message).toBeGreaterThan(0);
    cleanup(() => api.call('deleteReport', { as: owner, params: { reportId: copy } }));
  });

  it("scheduleReport, updateReportSchedule, deleteReportSchedule: the owner schedules, edits and deletes a report's e-mails; another workspace gets 404 each time [smoke]", async ({
    api,
    owner,
    other,
  }) => {
    const now = await nowOf(api, owner);
    const { reportId } = await saveReport(api, owner, ownReport(now, owner, { dimensions: dims('device_type'), columns: ['deviceType', 'impressions'] }));
    const schedule = weeklySchedule(now, [uniqueEmail('smoke')]);

    await api.refuses('scheduleReport', { as: other, body: { reportId, ...schedule } }, 404);
    const scheduled = (await api.ok('scheduleReport', { as: owner, body: { reportId, ...schedule } })).body.data;

    await api.refuses('updateReportSchedule', { as: other, params: { reportId }, body: { fileType: 2 } }, 404);
    const updated = (await api.ok('updateReportSchedule', { as: owner, params: { reportId }, body: { fileType: 2 } })).body.data;

    await api.refuses('deleteReportSchedule', { as: other, params: { reportId } }, 404);
    await api.ok('deleteReportSchedule', { as: owner, params: { reportId } });
    // The answers' values last: a value an answer leaves out (unverifiable) then stops no call.
    expect(scheduled.scheduledData).toMatchObject({ reportId, deliveryFrequency: 3, deliveryDay: 'Monday' });
    expect(updated.scheduledData).toMatchObject({ reportId, fileType: 2, deliveryFrequency: 3 });
  });

  it('unsubscribeAllReports: refuses a token the server did not issue (422) [smoke]', async ({ api }) => {
    // The operation takes no credentials: the token alone names the subscriber.
    await api.refuses('unsubscribeAllReports', { query: { token: 'not-a-token' } }, 422);
  });

  mockOnly(
    "unsubscribeAllReports: the link of a scheduled report's e-mail unsubscribes its address [smoke]",
    "the token arrives only in the e-mail of a delivery, which only the mock's outbox shows, a day later on its clock",
    async ({ api, owner }) => {
      const now = await nowOf(api, owner);
      const reader = uniqueEmail('smoke');
      const schedule: NewReportSchedule = { subscriberEmails: [reader], fileType: 1, deliveryFrequency: 2, deliveryDay: 'Daily', eventEndDate: now + 5 * DAY };
      await saveReport(api, owner, ownReport(now, owner, { reportSchedulingEventDetails: schedule }));
      await advanceClock(api.target, DAY);
      const [mail] = await outbox(api.target, { kind: 'scheduled-report', to: reader });
      const token = new URL(mail!.link!).searchParams.get('token')!;
      expect(String((await api.ok('unsubscribeAllReports', { query: { token } })).body.data)).toContain(reader);
    },
  );
});

describe('VLD insights', () => {
  it("listVldReports: lists the workspace's VLD reports; noOfEntries above 1000 is refused (422) [smoke]", async ({ api, owner, other }) => {
    const data = (await api.ok('listVldReports', { as: owner, query: { noOfEntries: 5 } })).body.data;
    expect(data.vldReportDataList.length).toBeLessThanOrEqual(5);
    await api.refuses('listVldReports', { as: other, query: { noOfEntries: 1001 } }, 422);
  });

  it("listVldEligibleCampaigns: lists the running political campaign as eligible; another workspace may not act in the owner's (403) [smoke]", async ({
    api,
    owner,
    other,
  }) => {
    const data = (await api.ok('listVldEligibleCampaigns', { as: owner })).body.data;
    expect(data.running.map(Number)).toContain(await vldCampaign(api, 'runningPolitical'));
    await api.refuses('listVldEligibleCampaigns', { as: other, owId: owner.owId }, 403, { error: messages.workspaceForbidden });
  });

  it("computeVldReport: assesses a window without creating a report; another workspace's campaign is 404 [smoke]", async ({ api, owner, other }) => {
    const window = { campaignId: await vldCampaign(api, 'runningPolitical'), vldStartDate: day(-8), vldEndDate: day(-3) };
    expect((await api.ok('computeVldReport', { as: owner, body: window })).body.data).toMatchObject({
      vldReportCreated: orNull(false),
      campaignId: window.campaignId,
    });
    await api.refuses('computeVldReport', { as: other, body: window }, 404);
  });

  it("createVldReport: creates a report of days without delivery (free of charge); another workspace's campaign is 404 [smoke]", async ({
    api,
    owner,
    other,
  }) => {
    // Days after the paused political campaign stopped delivering cost nothing.
    const window = { campaignId: await vldCampaign(api, 'pausedPolitical'), vldStartDate: day(-5), vldEndDate: day(-3) };
    await api.refuses('createVldReport', { as: other, body: window }, 404);
    expect((await api.ok('createVldReport', { as: owner, body: window })).body.data).toMatchObject({ vldReportCreated: true, campaignId: window.campaignId });
  });

  it("downloadVldReport: answers the link of a ready report's CSV; another workspace gets 404 [smoke]", async ({ api, owner, other }) => {
    const body: VldDownloadRequest = { vldId: await vldReportId(api, 'readyExpired'), fileTypeId: 2 };
    const url = (await api.ok('downloadVldReport', { as: owner, body })).body.data.vldReportUrl;
    expect(() => new URL(String(url))).not.toThrow();
    await api.refuses('downloadVldReport', { as: other, body }, 404);
  });

  it("deleteVldReport: another workspace cannot delete the owner's failed report (404); the owner can [smoke]", async ({ api, owner, other }) => {
    const failed = await stillFailed(api, owner);
    const theirs = failed ?? (await vldReportId(api, 'readyExpired'));
    await api.refuses('deleteVldReport', { as: other, query: { vldId: theirs } }, 404);
    // Only failed reports are deleted and the platform makes none: once a run has deleted the profile's, none is
    // left, and what holds then is that it stays deleted (the smoke summary reports the passing call as not made).
    if (failed === undefined) {
      const again = await api.refuses('deleteVldReport', { as: owner, query: { vldId: await vldReportId(api, 'failed') } }, 422);
      expect(again.error).toBe(messages.vldReportAlreadyDeleted);
      return;
    }
    await api.ok('deleteVldReport', { as: owner, query: { vldId: failed } });
  });
});
