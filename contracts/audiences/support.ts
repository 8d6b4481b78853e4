/** Shared steps of the audience suites: the lists and the matched upload, over HTTP only. */
import type { Response } from 'supertest';
import { InsightsId } from '../../fixtures/audiences.ts';
import { AudienceId, CampaignId } from '../../fixtures/campaigns.ts';
import { callOk, expectContract, urlOf, type Session } from '../support/client.ts';
import type { Target } from '../support/target.ts';

/** Notable audiences, insights and campaigns of the default world (GET /__mock/fixtures notableIds). */
export const Aud = AudienceId;
export const Insights = InsightsId;
export const RunningCampaign = CampaignId.running;

/** How long a new matched audience stays Processing on the mock clock (spec/DECISIONS.md AU). */
export const PROCESSING_MS = 10 * 60_000;
/** How long insights take to generate (spec/DECISIONS.md AU). */
export const INSIGHTS_MS = 5 * 60_000;

export interface ListItem {
  id: number;
  audienceName: string;
  audienceType: string;
  audienceTypeId: number;
  isVoterAudience: boolean;
  status: string;
  statusDisplayName: string;
  createdOn: number;
  dataCost: number;
  uniques: number;
}

export async function listAll(target: Target, as: Session, query: Record<string, string | number> = {}): Promise<ListItem[]> {
  return (await callOk(target, 'listAudiences', { as, query })).body.responseObject;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Detailed = { totalRecords: number; filteredRecords: number; data: any[]; insightDetails: Record<string, { statusId: number; id: number }> };

export async function detailed(target: Target, as: Session, query: Record<string, string | number> = {}): Promise<Detailed> {
  return (await callOk(target, 'listAudiencesDetailed', { as, query })).body.responseObject;
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

/** The form of an upload: an e-mail mapping unless the test says otherwise. */
export function form(overrides: Record<string, string | undefined> = {}, columns: Record<string, string> = { Email: 'Email' }): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    audienceName: 'Spring Promo Signups',
    columns: JSON.stringify(columns),
    metadata: JSON.stringify({ columns: ['email'], fileName: 'list.csv', fileSize: 100, rows: 3, columnValues: { email: ['user0@example.com'] } }),
    fileTotalCount: '3',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

/** POST /api/v2/audience/matched/add, the file attached from memory or streamed from disk. */
export async function upload(target: Target, as: Session, fields: Record<string, string>, file: UploadFile | null = csv(3)): Promise<Response> {
  let request = target.http.post(urlOf('addMatchedAudience')).set('Authentication', `Bearer ${as.token}`).set('X-IAA-OW-ID', String(as.owId));
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  if (file) request = request.attach('file', file.path ?? file.buffer!, { filename: file.filename, contentType: file.contentType });
  return request;
}

export async function uploadOk(target: Target, as: Session, fields: Record<string, string>, file: UploadFile | null = csv(3)): Promise<number> {
  const response = expectContract(await upload(target, as, fields, file), 'addMatchedAudience', 200);
  return response.body.responseObject.id;
}
