/** Shared pieces of the report suites: the target's clock, notable records, dates and report calls. */
import { specDocument } from '../../mock/core/pipeline/spec-loader.ts';
import { cleanup, targetNow, uniqueEmail, uniqueName } from '../support/arrange.ts';
import { callOk, type Session } from '../support/client.ts';
import type { Api, Case } from '../support/api.ts';
import type { Target } from '../support/target.ts';
import type { CustomerDetail, NewReportSchedule, ReportAddRequest, ReportExecuteRequest, ReportExecution } from '../../spec/generated/types.ts';
import { expect } from '../support/harness.ts';

export const DAY = 86_400_000;

/** A report id no target hands out (ids are positive and far below it). */
export const UNKNOWN_REPORT_ID = 987_654_321;

/** Notable records of the target's world, by role (the profile's notableIds). */
export const orgId = (api: Api, role: string) => api.ids.organization(role);
export const campaignId = (api: Api, role: string) => api.ids.of('campaigns', role);
export const savedReportId = (api: Api, role: string) => api.ids.of('reports', role);

/** Creative type ids of the platform's catalogue (listCreativeTypes). */
export const CreativeType = { image: 11, html: 13, video: 14, native: 15, audio: 17 } as const;

/** The target's "now": the mock clock, or learnt from the time the target stamps on a report it saves. */
export async function nowOf(api: Api, as: Session): Promise<number> {
  return targetNow(api.target, () => stampedNow(api, as));
}

async function stampedNow(api: Api, as: Session): Promise<number> {
  const local = dayStart(Date.now());
  const body: ReportAddRequest = {
    reportName: uniqueName('Clock'),
    dimensions: dims('campaign'),
    columns: ['campaignId', 'impressions'],
    startDate: local - DAY,
    endDate: local - 1,
    requestType: 2,
  };
  const reportId = await addReport(api.target, as, body);
  try {
    return Number((await api.ok('getReport', { as, params: { reportId } })).body.data.createdDate);
  } finally {
    await api.call('deleteReport', { as, params: { reportId } });
  }
}

export const dayStart = (ms: number) => Math.floor(ms / DAY) * DAY;

/** A weekly schedule (Mondays, CSV) that ends 30 days after `now`, mailed to `subscriberEmails` (a new reader's address unless given). */
export const weeklySchedule = (now: number, subscriberEmails: [string, ...string[]] = [uniqueEmail('reader')]): NewReportSchedule => ({
  subscriberEmails,
  fileType: 1,
  deliveryFrequency: 3,
  deliveryDay: 'Monday',
  eventEndDate: now + 30 * DAY,
});

export const dims = (...filters: Array<string | { filter: string; value?: Array<number | string> }>) =>
  JSON.stringify(filters.map((f) => (typeof f === 'string' ? { filter: f } : f)));

export const METRICS = ['impressions', 'clicks', 'CTR', 'spent', 'mediaSpent', 'dataCost', 'eCPM', 'eCPC'];

/** A report row (ReportRow) or totals row read by field name; a field an answer leaves out reads undefined. */
export type Row = Record<string, string | number | null | undefined>;

/** An execution (ReportExecution), its rows read by field name. */
export type Execution = Omit<ReportExecution, 'total' | 'data'> & {
  total: Row;
  data: Row[];
};

/** A valid definition over the last `days` days (ending yesterday) of the customers named, aggregated by campaign. */
export function definition(now: number, customerIds: number[], overrides: ReportExecuteRequest = {}, days = 30): ReportExecuteRequest {
  const end = dayStart(now) - 1;
  return {
    dimensions: dims('campaign'),
    columns: ['campaignId', 'campaignName', ...METRICS],
    customerIds,
    startDate: dayStart(now) - days * DAY,
    endDate: end,
    requestType: 2,
    timezoneId: 29,
    timezoneName: 'America/New_York',
    ...overrides,
  };
}

export async function execute(api: Api, as: Session, body: ReportExecuteRequest): Promise<Execution> {
  const data = (await api.ok('executeReport', { as, body })).body.data;
  return { ...data, total: { ...data.total }, data: data.data.map((row) => ({ ...row })), totalRecords: Number(data.totalRecords) };
}

/** Every row of an execution (one page of up to 1000). */
export async function executeAll(api: Api, as: Session, body: ReportExecuteRequest): Promise<Execution> {
  const result = await execute(api, as, { ...body, noOfEntries: 1000 });
  expect(result.data.length).toBe(result.totalRecords);
  return result;
}

/** Saves a report; the mock's own tests save one on a target of theirs, so it takes the target. */
export async function addReport(target: Target, as: Session, body: ReportAddRequest): Promise<number> {
  return Number((await callOk(target, 'addReport', { as, body })).body.data);
}

/** Saves a report (by default under a name no other run uses), deleted again when the test ends. */
export async function addOwnReport(api: Api, as: Session, body: ReportAddRequest): Promise<number> {
  const reportId = await addReport(api.target, as, { reportName: uniqueName('Report'), ...body });
  cleanup(() => api.call('deleteReport', { as, params: { reportId } }));
  return reportId;
}

/** Row fields the contract lists as optional (ReportRow.properties): an implementation may leave them out. */
const optionalRowFields = new Set(Object.keys((specDocument.components?.schemas?.ReportRow as { properties?: object } | undefined)?.properties ?? {}));

/**
 * A row carries no field beyond `allowed` (the date, the dimensions' identity
 * fields and the requested columns), and every one of `expected` that the
 * contract does not list as optional.
 */
export function expectRowFields(row: Row, expected: readonly string[], allowed: readonly string[] = expected): void {
  const keys = Object.keys(row);
  expect(
    keys.filter((k) => !allowed.includes(k)),
    'fields nobody asked for',
  ).toEqual([]);
  expect(
    expected.filter((k) => !keys.includes(k) && !optionalRowFields.has(k)),
    'requested fields missing',
  ).toEqual([]);
}

/** True when the row carries every one of the fields (optional ones may be left out). */
export const carries = (row: Row, ...fields: string[]) => fields.every((f) => row[f] !== undefined);

export const sum = (rows: Row[], field: string) => rows.reduce((a, r) => a + Number(r[field] ?? 0), 0);
export const cents = (dollars: number) => Math.round(dollars * 100);

/** A report's customer details: one object or a list of them, each naming its id as owId or owID (or both, alike). */
export function customerDetailsOf(report: { customerDetails: CustomerDetail | CustomerDetail[] }): Array<CustomerDetail & { id: number }> {
  const details = Array.isArray(report.customerDetails) ? report.customerDetails : [report.customerDetails];
  return details.map((detail) => {
    if (detail.owId !== undefined && detail.owID !== undefined) expect(Number(detail.owID), 'owID and owId name the same customer').toBe(Number(detail.owId));
    return { ...detail, id: Number(detail.owId ?? detail.owID) };
  });
}

/** The organizations at or beneath `owId`, as the profile describes the target's tree. */
export function subtreeOf(api: Api, owId: number): Set<number> {
  const organizations = api.profile.organizations ?? [];
  const inside = new Set([owId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const org of organizations) {
      if (org.parentOwId != null && inside.has(Number(org.parentOwId)) && !inside.has(Number(org.owId))) {
        inside.add(Number(org.owId));
        grew = true;
      }
    }
  }
  return inside;
}

/**
 * `dimensions` that parse as JSON but are not a list of `{filter, value?}` entries
 * with `value` a list of ids (ReportFields.dimensions): 400
 * `messages.reportDimensionsInvalid` (spec/DECISIONS.md R5), never a 500 or a 422.
 */
export const MALFORMED_DIMENSIONS: ReadonlyArray<Case<string>> = [
  ['an object', '{}'],
  ['a number', '5'],
  ['a string', '"campaign"'],
  ['null', 'null'],
  ['an entry that is not an object', '["campaign"]'],
  ['an entry without filter', JSON.stringify([{ value: [1] }])],
  ['a filter that is not a string', JSON.stringify([{ filter: 5 }])],
  ['a value that is a string', JSON.stringify([{ filter: 'campaign', value: '1' }])],
  ['a value that is a number', JSON.stringify([{ filter: 'campaign', value: 1 }])],
  ['a value listing an object', JSON.stringify([{ filter: 'campaign', value: [{ id: 1 }] }])],
  ['a value listing a boolean', JSON.stringify([{ filter: 'campaign', value: [true] }])],
  ['a value listing an id and an object', JSON.stringify([{ filter: 'campaign', value: [1, { id: 1 }] }])],
];
