/** Shared calls, records and windows of the VLD insight suites. */
import { WORLD_EPOCH } from '../../fixtures/epoch.ts';
import type { Session } from '../support/client.ts';
import type { QueryParams } from '../../spec/generated/operations.ts';
import type { VldComputationRequest, VldReport, VldReportList, VldReportRequest, VldReportResult } from '../../spec/generated/types.ts';
import type { Api } from '../support/api.ts';
import { expect } from '../support/harness.ts';

export const DAY = 86_400_000;

/** An instant `days` after the world's epoch (campaign times are whole days from it). */
export const day = (days: number) => WORLD_EPOCH + days * DAY;

/** Status ids of a VLD report (spec VldReport). */
export const VldStatus = { processing: 1, failed: 2, ready: 3 } as const;

/** A notable campaign of the target's world (profile `notableIds.campaigns`). */
export const campaignId = (api: Api, role: string) => api.ids.of('campaigns', role);

/** A notable VLD report of the target's world (profile `notableIds.vldReports`). */
export const reportId = (api: Api, role: string) => api.ids.of('vldReports', role);

export async function vldList(api: Api, as: Session, query: QueryParams<'listVldReports'> = {}): Promise<VldReportList> {
  const response = await api.ok('listVldReports', { as, query });
  return response.body.data;
}

/** Every report the caller may see, page by page: the list grows with every report any run creates. */
export async function allVldReports(api: Api, as: Session): Promise<VldReport[]> {
  const reports: VldReport[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await vldList(api, as, { noOfEntries: 1000, pageNo, sortBy: '+vldId' });
    reports.push(...page.vldReportDataList);
    if (page.vldReportDataList.length < 1000 || reports.length >= page.totalRecords) return reports;
  }
}

export const idsOf = (reports: VldReport[]) => reports.map((r) => Number(r.vldId));

/** The listed report with this id (found by searching its id), or undefined when it is not listed. */
export async function vldItem(api: Api, as: Session, vldId: number): Promise<VldReport | undefined> {
  const page = await vldList(api, as, { searchField: String(vldId), noOfEntries: 1000 });
  return page.vldReportDataList.find((r) => Number(r.vldId) === vldId);
}

export async function compute(api: Api, as: Session, window: VldComputationRequest): Promise<VldReportResult> {
  return (await api.ok('computeVldReport', { as, body: window })).body.data;
}

export async function create(api: Api, as: Session, window: VldReportRequest): Promise<VldReportResult> {
  return (await api.ok('createVldReport', { as, body: window })).body.data;
}

/** A value the contract lets an implementation answer as null instead. */
export const orNull = (value: unknown) => expect.toBeOneOf([value, null]);

/**
 * Creates a report of the window and finds its id. The answer may leave vldId
 * null; the list names the new report first (newest id first).
 */
export async function createReport(api: Api, as: Session, window: VldReportRequest): Promise<{ result: VldReportResult; vldId: number }> {
  const before = idsOf((await vldList(api, as)).vldReportDataList);
  const result = await create(api, as, window);
  expect(result.vldReportCreated, 'the report is created').toBe(true);
  const [newest] = idsOf((await vldList(api, as)).vldReportDataList);
  expect(before).not.toContain(newest);
  expect(result.vldId).toEqual(orNull(newest));
  return { result, vldId: newest! };
}

/**
 * Days of the paused political campaign after it stopped delivering: a window of
 * them costs nothing, so reports of it can be created whatever the balance.
 */
export async function idleWindow(api: Api, from = -5, to = -3): Promise<VldReportRequest> {
  return { campaignId: await campaignId(api, 'pausedPolitical'), vldStartDate: day(from), vldEndDate: day(to) };
}

/** A new report of an idle window: processing, and free of charge. */
export async function createProcessing(api: Api, as: Session): Promise<number> {
  const { result, vldId } = await createReport(api, as, await idleWindow(api));
  expect(result.vldChargedCost, 'a window without delivery costs nothing').toBe(0);
  return vldId;
}

/**
 * The profile's failed report while it is still failed and listed. It is the only
 * way to a failed report (no report the platform makes fails), and deleting it,
 * which a test does, is for good.
 */
export async function stillFailed(api: Api, as: Session): Promise<number | undefined> {
  const failed = await reportId(api, 'failed');
  const item = await vldItem(api, as, failed);
  return item && Number(item.vldStatusId) === VldStatus.failed ? failed : undefined;
}
