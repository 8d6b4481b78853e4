/** Shared steps of the audience suites: the lists, the matched upload and arranging audiences, over HTTP only. */
import type { QueryParams } from '../../spec/generated/operations.ts';
import type { AudienceListItem, DetailedAudienceList, InsightStatus } from '../../spec/generated/types.ts';
import type { Response } from 'supertest';
import { cleanup, uniqueName } from '../support/arrange.ts';
import { call, callerOfSession, expectContract, urlOf, type Session } from '../support/client.ts';
import { sendPaced } from '../support/pacing.ts';
import { beforeCall } from '../support/run-mode.ts';
import { operation } from '../support/spec.ts';
import type { Api } from '../support/api.ts';
import type { Target } from '../support/target.ts';

/** How long a new matched audience stays Processing on the mock clock (spec/DECISIONS.md AU). */
export const PROCESSING_MS = 10 * 60_000;
/** How long insights take to generate (spec/DECISIONS.md AU). */
export const INSIGHTS_MS = 5 * 60_000;

/** A notable audience of the api's world (profile `notableIds.audiences.<role>`). */
export const audienceId = (api: Api, role: string): Promise<number> => api.ids.of('audiences', role);
/** Notable insights of the api's world (profile `notableIds.audienceInsights.<role>`). */
export const insightsId = (api: Api, role: string): Promise<number> => api.ids.of('audienceInsights', role);

/** The profile's name of an organization, by owId. */
export function organizationName(api: Api, owId: number): string | undefined {
  return api.profile.organizations?.find((o) => Number(o.owId) === owId)?.organizationName;
}

/** Fields the contract allows as a number or a numeric string, read as numbers. */
const numericFields = [
  'id',
  'audienceTypeId',
  'createdOn',
  'dataCost',
  'uniques',
  'matchRate',
  'fileTotalCount',
  'included',
  'excluded',
  'tagTime',
  'tagUniqueCount',
  'timezone',
];

function numeric<T extends object>(item: T): T {
  const copy = { ...item } as Record<string, unknown>;
  for (const field of numericFields) if (typeof copy[field] === 'string' && copy[field] !== '') copy[field] = Number(copy[field]);
  return copy as T;
}

export async function listAll(api: Api, as: Session, query: QueryParams<'listAudiences'> = {}): Promise<AudienceListItem[]> {
  return (await api.ok('listAudiences', { as, query })).body.responseObject.map(numeric);
}

export async function detailed(api: Api, as: Session, query: QueryParams<'listAudiencesDetailed'> = {}): Promise<DetailedAudienceList> {
  const page = (await api.ok('listAudiencesDetailed', { as, query })).body.responseObject;
  // A JSON object's values are never undefined.
  const insightDetails = Object.fromEntries(Object.entries(page.insightDetails ?? {}).map(([id, i]) => [id, insightStatus(i!)]));
  return { ...page, totalRecords: Number(page.totalRecords), filteredRecords: Number(page.filteredRecords), data: page.data.map(numeric), insightDetails };
}

function insightStatus(insight: InsightStatus): InsightStatus {
  return { statusId: Number(insight.statusId), id: Number(insight.id) };
}

/** Ids of the audiences the caller's list shows. */
export async function visibleIds(api: Api, as: Session, query: QueryParams<'listAudiences'> = {}): Promise<number[]> {
  return (await listAll(api, as, query)).map((a) => a.id);
}

/** The answer of DELETE /api/v2/audience/delete. */
export async function deleteAudiences(api: Api, as: Session, audienceIds: string) {
  const result = (await api.ok('deleteAudiences', { as, body: { audienceIds } })).body.responseObject;
  return { ...result, audienceFailedIds: idList(result.audienceFailedIds), audienceSuccessfulIds: idList(result.audienceSuccessfulIds) };
}

/** An id array, also when it comes as a comma-separated string. */
export function idList(ids: unknown): number[] {
  if (typeof ids === 'string')
    return ids
      .split(',')
      .filter((s) => s.trim() !== '')
      .map(Number);
  return (ids as unknown[]).map(Number);
}

/** Deletes, when the running test ends, the audiences whose ids are in `ids` then (the list may grow during the test). */
export function deleteLater(api: Api, as: Session, ids: number[]): void {
  cleanup(async () => {
    if (ids.length > 0) await api.call('deleteAudiences', { as, body: { audienceIds: ids.join(',') } });
  });
}

// ---- Matched upload -----------------------------------------------------------

export interface UploadFile {
  /** Contents in memory, or a path streamed from disk. */
  buffer?: Buffer;
  path?: string;
  filename: string;
  contentType: string;
}

export function csv(records: number, header = 'email'): UploadFile {
  const rows = Array.from({ length: records }, (_, i) => `user${i}@example.com`);
  return { buffer: Buffer.from(`${header}\n${rows.join('\n')}\n`), filename: 'list.csv', contentType: 'text/csv' };
}

/** The form of an upload: an e-mail mapping and a name no other record has, unless the test says otherwise. */
export function form(overrides: Record<string, string | undefined> = {}, columns: Record<string, string> = { Email: 'Email' }): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    audienceName: uniqueName('Spring Promo Signups'),
    columns: JSON.stringify(columns),
    metadata: JSON.stringify({ columns: ['email'], fileName: 'list.csv', fileSize: 100, rows: 3, columnValues: { email: ['user0@example.com'] } }),
    fileTotalCount: '3',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * POST /api/v2/audience/matched/add. A file in memory goes through the client (paced,
 * counted); a file on disk is streamed, as a client would send a large one.
 */
export async function upload(target: Target, as: Session, fields: Record<string, string>, file: UploadFile | null = csv(3)): Promise<Response> {
  if (!file?.path) {
    const files = file ? { file: { buffer: file.buffer!, filename: file.filename, contentType: file.contentType } } : undefined;
    return call(target, 'addMatchedAudience', { as, fields, files });
  }
  await beforeCall(operation('addMatchedAudience'));
  const send = () => {
    let request = target.http.post(urlOf('addMatchedAudience')).set('Authentication', `Bearer ${as.token}`).set('X-IAA-OW-ID', String(as.owId));
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    return request.attach('file', file.path!, { filename: file.filename, contentType: file.contentType });
  };
  return sendPaced({ operationId: 'addMatchedAudience', caller: callerOfSession(as), waitOut429: target.retryOn429, send });
}

/** Uploads a matched audience, deleted again when the test ends; answers its id. */
export async function uploadOk(api: Api, as: Session, fields: Record<string, string> = form(), file: UploadFile | null = csv(3)): Promise<number> {
  const response = expectContract(await upload(api.target, as, fields, file), 'addMatchedAudience', 200);
  const id = Number(response.body.responseObject.id);
  deleteLater(api, as, [id]);
  return id;
}
