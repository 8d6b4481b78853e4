import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { advanceClock } from '../support/admin.ts';
import { call, callOk, download, errorsOf, expectContract, login, session, type Session } from '../support/client.ts';
import { parseCsv, readXlsxRows } from '../support/files.ts';
import { mockOnly, useTarget } from '../support/suite.ts';
import { campaignId, createProcessing, createReport, day, reportId, stillFailed, vldItem } from './helpers.ts';

const suite = useTarget();

const HEADER = ['Date', 'State', 'Impressions', 'Voters Reached', 'Clicks'];

const owner = () => session(suite.current, 'workspaceOwner');

async function downloadUrl(as: Session, vldId: number, fileTypeId: number): Promise<string> {
  const response = await callOk(suite.current, 'downloadVldReport', { as, body: { vldId, fileTypeId } });
  return response.body.data.vldReportUrl;
}

const impressionsOf = (rows: string[][]) => rows.slice(1).reduce((sum, row) => sum + Number(row[2]), 0);

/** A ready report no test regenerates or deletes, so it stays ready whatever ran before. */
const stableReady = () => reportId(suite, 'readyExpired');

describe('downloadVldReport', () => {
  it('serves a CSV whose rows add up to the report impressions [smoke]', async () => {
    const as = await owner();
    const vldId = await stableReady();
    const file = await download(suite.current, await downloadUrl(as, vldId, 2));
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('text/csv');
    const rows = parseCsv(file.body.toString('utf8'));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.length).toBeGreaterThan(1);
    const report = (await vldItem(suite.current, as, vldId))!;
    expect(impressionsOf(rows)).toBe(Number(report.vldChargeableImps));
  });

  it('serves an XLSX workbook with the same rows', async () => {
    const as = await owner();
    const vldId = await stableReady();
    const csv = parseCsv((await download(suite.current, await downloadUrl(as, vldId, 2))).body.toString('utf8'));
    const file = await download(suite.current, await downloadUrl(as, vldId, 1));
    expect(file.contentType).toContain('spreadsheetml');
    expect(readXlsxRows(file.body)).toEqual(csv);
  });

  it('refuses a processing or failed report: there is no file yet', async () => {
    const as = await owner();
    // The failed report is there until a delete removes it for good.
    const failed = await stillFailed(suite, as);
    for (const vldId of [await createProcessing(suite, as), ...(failed === undefined ? [] : [failed])]) {
      const response = expectContract(await call(suite.current, 'downloadVldReport', { as, body: { vldId, fileTypeId: 2 } }), 'downloadVldReport', 422);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportNotReady, field: 'vldId' });
    }
  });

  it('answers 404 for a deleted, unknown or foreign report', async () => {
    const as = await owner();
    const other = await session(suite.current, 'otherWorkspaceUser');
    for (const [caller, vldId] of [[as, await reportId(suite, 'failedDeleted')], [as, 999_999], [other, await stableReady()]] as const) {
      const response = expectContract(await call(suite.current, 'downloadVldReport', { as: caller, body: { vldId, fileTypeId: 2 } }), 'downloadVldReport', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportNotFound, field: 'vldId' });
    }
  });

  it('refuses a file type other than 1 and 2 [smoke]', async () => {
    const as = await owner();
    const response = expectContract(await call(suite.current, 'downloadVldReport', { as, body: { vldId: await stableReady(), fileTypeId: 3 } }), 'downloadVldReport', 422);
    expect(errorsOf(response)[0]?.field).toBe('fileTypeId');
  });

  mockOnly(suite, 'a created report downloads once it is ready', 'moves the mock clock', async () => {
    const as = await login(suite.current, 'workspaceOwner');
    const body = { campaignId: await campaignId(suite, 'runningPolitical'), vldStartDate: day(-8), vldEndDate: day(-3) };
    const { result, vldId } = await createReport(suite.current, as, body);
    expectContract(await call(suite.current, 'downloadVldReport', { as, body: { vldId, fileTypeId: 2 } }), 'downloadVldReport', 422);
    await advanceClock(suite.current, 10 * 60_000);
    const rows = parseCsv((await download(suite.current, await downloadUrl(as, vldId, 2))).body.toString('utf8'));
    expect(impressionsOf(rows)).toBe(result.vldChargeableImps);
  });
});

describe('deleteVldReport', () => {
  const remove = (as: Session, vldId: number) => call(suite.current, 'deleteVldReport', { as, query: { vldId } });

  it('deletes a failed report: it leaves the list, and deleting it again is refused [smoke]', async () => {
    const as = await owner();
    const failed = await stillFailed(suite, as);
    if (failed !== undefined) {
      const response = expectContract(await remove(as, failed), 'deleteVldReport', 200);
      expect(response.body.data).toBe('VLD report deleted successfully.');
    }
    // The platform makes no failed reports: once an earlier run has deleted the profile's, only what follows can be checked.
    const deleted = failed ?? (await reportId(suite, 'failed'));
    expect(await vldItem(suite.current, as, deleted)).toBeUndefined();
    const again = expectContract(await remove(as, deleted), 'deleteVldReport', 422);
    expect(errorsOf(again)[0]).toEqual({ error: messages.vldReportAlreadyDeleted, field: 'vldId' });
  });

  it('refuses a report already deleted', async () => {
    const as = await owner();
    const response = expectContract(await remove(as, await reportId(suite, 'failedDeleted')), 'deleteVldReport', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportAlreadyDeleted, field: 'vldId' });
  });

  it('refuses a ready or processing report: only failed ones are deleted', async () => {
    const as = await owner();
    const ready = await stableReady();
    for (const vldId of [ready, await createProcessing(suite, as)]) {
      const response = expectContract(await remove(as, vldId), 'deleteVldReport', 422);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportNotFailed, field: 'vldId' });
    }
    expect(await vldItem(suite.current, as, ready)).toBeDefined();
  });

  it('answers 404 for an unknown report and for one of another workspace, which stays', async () => {
    const as = await owner();
    const other = await session(suite.current, 'otherWorkspaceUser');
    // The failed report while there is one: another workspace must not be able to delete it.
    const theirs = (await stillFailed(suite, as)) ?? (await stableReady());
    for (const [caller, vldId] of [[as, 999_999], [other, theirs]] as const) {
      const response = expectContract(await remove(caller, vldId), 'deleteVldReport', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportNotFound, field: 'vldId' });
    }
    expect(await vldItem(suite.current, as, theirs)).toBeDefined();
  });

  it('refuses a missing vldId with 400 [smoke]', async () => {
    const as = await owner();
    const response = expectContract(await call(suite.current, 'deleteVldReport', { as }), 'deleteVldReport', 400);
    expect(errorsOf(response)[0]?.field).toBe('vldId');
  });
});
