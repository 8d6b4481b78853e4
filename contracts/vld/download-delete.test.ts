import { describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock } from '../support/admin.ts';
import { call, callOk, download, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { parseCsv, readXlsxRows } from '../support/files.ts';
import { mockOnly, useTarget } from '../support/suite.ts';
import { CampaignId, VldReportId, day, vldItem, vldList } from './helpers.ts';

const suite = useTarget();

const HEADER = ['Date', 'State', 'Impressions', 'Voters Reached', 'Clicks'];

async function downloadUrl(as: Session, vldId: number, fileTypeId: number): Promise<string> {
  const response = await callOk(suite.current, 'downloadVldReport', { as, body: { vldId, fileTypeId } });
  return response.body.data.vldReportUrl;
}

const impressionsOf = (rows: string[][]) => rows.slice(1).reduce((sum, row) => sum + Number(row[2]), 0);

describe('downloadVldReport', () => {
  it('serves a CSV whose rows add up to the report impressions', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const file = await download(suite.current, await downloadUrl(owner, VldReportId.ready, 2));
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('text/csv');
    const rows = parseCsv(file.body.toString('utf8'));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.length).toBeGreaterThan(1);
    const report = (await vldItem(suite.current, owner, VldReportId.ready))!;
    expect(impressionsOf(rows)).toBe(report.vldChargeableImps);
  });

  it('serves an XLSX workbook with the same rows', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const csv = parseCsv((await download(suite.current, await downloadUrl(owner, VldReportId.readyExpired, 2))).body.toString('utf8'));
    const file = await download(suite.current, await downloadUrl(owner, VldReportId.readyExpired, 1));
    expect(file.contentType).toContain('spreadsheetml');
    expect(readXlsxRows(file.body)).toEqual(csv);
  });

  it('refuses a processing or failed report: there is no file yet', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const vldId of [VldReportId.processing, VldReportId.failed]) {
      const response = expectContract(await call(suite.current, 'downloadVldReport', { as: owner, body: { vldId, fileTypeId: 2 } }), 'downloadVldReport', 422);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportNotReady, field: 'vldId' });
    }
  });

  it('answers 404 for a deleted, unknown or foreign report', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = await login(suite.current, 'otherWorkspaceUser');
    for (const [as, vldId] of [[owner, VldReportId.failedDeleted], [owner, 999_999], [other, VldReportId.ready]] as const) {
      const response = expectContract(await call(suite.current, 'downloadVldReport', { as, body: { vldId, fileTypeId: 2 } }), 'downloadVldReport', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportNotFound, field: 'vldId' });
    }
  });

  it('refuses a file type other than 1 and 2', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'downloadVldReport', { as: owner, body: { vldId: VldReportId.ready, fileTypeId: 3 } }), 'downloadVldReport', 422);
    expect(errorsOf(response)[0]?.field).toBe('fileTypeId');
  });

  mockOnly(suite, 'a created report downloads once it is ready', 'moves the mock clock', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const body = { campaignId: CampaignId.runningPolitical, vldStartDate: day(-8), vldEndDate: day(-3) };
    const created = (await callOk(suite.current, 'createVldReport', { as: owner, body })).body.data;
    expectContract(await call(suite.current, 'downloadVldReport', { as: owner, body: { vldId: created.vldId, fileTypeId: 2 } }), 'downloadVldReport', 422);
    await advanceClock(suite.current, 10 * 60_000);
    const rows = parseCsv((await download(suite.current, await downloadUrl(owner, created.vldId, 2))).body.toString('utf8'));
    expect(impressionsOf(rows)).toBe(created.vldChargeableImps);
  });
});

describe('deleteVldReport', () => {
  const remove = (as: Session, vldId: number) => call(suite.current, 'deleteVldReport', { as, query: { vldId } });

  it('deletes a failed report: it leaves the list', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await remove(owner, VldReportId.failed), 'deleteVldReport', 200);
    expect(response.body.data).toBe('VLD report deleted successfully.');
    expect((await vldList(suite.current, owner)).vldReportDataList.map((r) => r.vldId)).not.toContain(VldReportId.failed);
  });

  it('refuses a report already deleted', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expectContract(await remove(owner, VldReportId.failed), 'deleteVldReport', 200);
    for (const vldId of [VldReportId.failed, VldReportId.failedDeleted]) {
      const response = expectContract(await remove(owner, vldId), 'deleteVldReport', 422);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportAlreadyDeleted, field: 'vldId' });
    }
  });

  it('refuses a ready or processing report: only failed ones are deleted', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const vldId of [VldReportId.ready, VldReportId.processing]) {
      const response = expectContract(await remove(owner, vldId), 'deleteVldReport', 422);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportNotFailed, field: 'vldId' });
    }
    expect(await vldItem(suite.current, owner, VldReportId.ready)).toBeDefined();
  });

  it('answers 404 for an unknown report and for one of another workspace, which stays', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = await login(suite.current, 'otherWorkspaceUser');
    for (const [as, vldId] of [[owner, 999_999], [other, VldReportId.failed]] as const) {
      const response = expectContract(await remove(as, vldId), 'deleteVldReport', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.vldReportNotFound, field: 'vldId' });
    }
    expect(await vldItem(suite.current, owner, VldReportId.failed)).toBeDefined();
  });

  it('refuses a missing vldId with 400', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'deleteVldReport', { as: owner }), 'deleteVldReport', 400);
    expect(errorsOf(response)[0]?.field).toBe('vldId');
  });
});
