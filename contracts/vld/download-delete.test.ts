import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { parseCsv, readXlsxRows } from '../support/files.ts';
import { campaignId, createProcessing, createReport, day, reportId, stillFailed, vldItem } from './support.ts';
import { describe, expect, it, mockOnly, useTarget } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';
import type { VldDownloadRequest } from '../../spec/generated/types.ts';

useTarget();

const HEADER = ['Date', 'State', 'Impressions', 'Voters Reached', 'Clicks'];

async function downloadUrl(api: Api, as: Session, vldId: number, fileTypeId: VldDownloadRequest['fileTypeId']): Promise<string> {
  const response = await api.ok('downloadVldReport', { as, body: { vldId, fileTypeId } });
  return response.body.data.vldReportUrl;
}

const impressionsOf = (rows: string[][]) => rows.slice(1).reduce((sum, row) => sum + Number(row[2]), 0);

/** A ready report no test regenerates or deletes, so it stays ready whatever ran before. */
const stableReady = (api: Api) => reportId(api, 'readyExpired');

describe('downloadVldReport', () => {
  it('serves a CSV whose rows add up to the report impressions', async ({ api, owner }) => {
    const vldId = await stableReady(api);
    const file = await api.download(await downloadUrl(api, owner, vldId, 2));
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('text/csv');
    const rows = parseCsv(file.body.toString('utf8'));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.length).toBeGreaterThan(1);
    const report = (await vldItem(api, owner, vldId))!;
    expect(impressionsOf(rows)).toBe(Number(report.vldChargeableImps));
  });

  it('serves an XLSX workbook with the same rows', async ({ api, owner }) => {
    const vldId = await stableReady(api);
    const csv = parseCsv((await api.download(await downloadUrl(api, owner, vldId, 2))).body.toString('utf8'));
    const file = await api.download(await downloadUrl(api, owner, vldId, 1));
    expect(file.contentType).toContain('spreadsheetml');
    expect(readXlsxRows(file.body)).toEqual(csv);
  });

  it('refuses a processing or failed report: there is no file yet', async ({ api, owner }) => {
    // The failed report is there until a delete removes it for good.
    const failed = await stillFailed(api, owner);
    for (const vldId of [await createProcessing(api, owner), ...(failed === undefined ? [] : [failed])]) {
      expectErrors(
        [await api.refuses('downloadVldReport', { as: owner, body: { vldId, fileTypeId: 2 } }, 422)],
        [{ error: messages.vldReportNotReady, field: 'vldId' }],
        'downloadVldReport',
        422,
      );
    }
  });

  it('answers 404 for a deleted, unknown or foreign report', async ({ api, owner, other }) => {
    for (const [caller, vldId] of [
      [owner, await reportId(api, 'failedDeleted')],
      [owner, 999_999],
      [other, await stableReady(api)],
    ] as const) {
      expectErrors(
        [await api.refuses('downloadVldReport', { as: caller, body: { vldId, fileTypeId: 2 } }, 404)],
        [{ error: messages.vldReportNotFound, field: 'vldId' }],
        'downloadVldReport',
        404,
      );
    }
  });

  it('refuses a file type other than 1 and 2', async ({ api, owner }) => {
    const [first] = await api.refusals('downloadVldReport', { as: owner, body: { vldId: await stableReady(api), fileTypeId: 3 } }, 422);
    expectErrorField(first, 'fileTypeId', 'downloadVldReport', 422);
  });

  mockOnly('a created report downloads once it is ready', 'moves the mock clock', async ({ api }) => {
    const as = await api.login('workspaceOwner');
    const body = { campaignId: await campaignId(api, 'runningPolitical'), vldStartDate: day(-8), vldEndDate: day(-3) };
    const { result, vldId } = await createReport(api, as, body);
    await api.expect('downloadVldReport', { as, body: { vldId, fileTypeId: 2 } }, 422);
    await advanceClock(api.target, 10 * 60_000);
    const rows = parseCsv((await api.download(await downloadUrl(api, as, vldId, 2))).body.toString('utf8'));
    expect(impressionsOf(rows)).toBe(result.vldChargeableImps);
  });

  mockOnly(
    'a report of days without delivery has no rows',
    'the rows are spec/DECISIONS.md VLD9 (one per delivered day) and the clock is moved',
    async ({ api }) => {
      const as = await api.login('workspaceOwner');
      const vldId = await createProcessing(api, as);
      await advanceClock(api.target, 10 * 60_000);
      expect(parseCsv((await api.download(await downloadUrl(api, as, vldId, 2))).body.toString('utf8'))).toEqual([HEADER]);
    },
  );
});

describe('deleteVldReport', () => {
  const remove = (api: Api, as: Session, vldId: number) => api.call('deleteVldReport', { as, query: { vldId } });

  it('deletes a failed report: it leaves the list, and deleting it again is refused', async ({ api, owner }) => {
    const failed = await stillFailed(api, owner);
    if (failed !== undefined) {
      const response = expectContract(await remove(api, owner, failed), 'deleteVldReport', 200);
      expect(response.body.data).toBe('VLD report deleted successfully.');
    }
    // The platform makes no failed reports: once an earlier run has deleted the profile's, only what follows can be checked.
    const deleted = failed ?? (await reportId(api, 'failed'));
    expect(await vldItem(api, owner, deleted)).toBeUndefined();
    const again = expectContract(await remove(api, owner, deleted), 'deleteVldReport', 422);
    expectErrors(errorsOf(again).slice(0, 1), [{ error: messages.vldReportAlreadyDeleted, field: 'vldId' }], 'deleteVldReport', 422);
  });

  it('refuses a report already deleted', async ({ owner, api }) => {
    const response = expectContract(await remove(api, owner, await reportId(api, 'failedDeleted')), 'deleteVldReport', 422);
    expectErrors(errorsOf(response).slice(0, 1), [{ error: messages.vldReportAlreadyDeleted, field: 'vldId' }], 'deleteVldReport', 422);
  });

  it('refuses a ready or processing report: only failed ones are deleted', async ({ api, owner }) => {
    const ready = await stableReady(api);
    for (const vldId of [ready, await createProcessing(api, owner)]) {
      const response = expectContract(await remove(api, owner, vldId), 'deleteVldReport', 422);
      expectErrors(errorsOf(response).slice(0, 1), [{ error: messages.vldReportNotFailed, field: 'vldId' }], 'deleteVldReport', 422);
    }
    expect(await vldItem(api, owner, ready)).toBeDefined();
  });

  it('answers 404 for an unknown report and for one of another workspace, which stays', async ({ api, owner, other }) => {
    // The failed report while there is one: another workspace must not be able to delete it.
    const theirs = (await stillFailed(api, owner)) ?? (await stableReady(api));
    for (const [caller, vldId] of [
      [owner, 999_999],
      [other, theirs],
    ] as const) {
      const response = expectContract(await remove(api, caller, vldId), 'deleteVldReport', 404);
      expectErrors(errorsOf(response).slice(0, 1), [{ error: messages.vldReportNotFound, field: 'vldId' }], 'deleteVldReport', 404);
    }
    expect(await vldItem(api, owner, theirs)).toBeDefined();
  });

  it('refuses a missing vldId with 400', async ({ api, owner }) => {
    const response = await api.expect('deleteVldReport', { as: owner }, 400);
    expectErrorField(errorsOf(response)[0], 'vldId', 'deleteVldReport', 400);
  });
});
