/** The mock's admin API, for mock-only checks: clock and outbox. */
import { expect } from 'vitest';
import type { Target } from './target.ts';

export async function advanceClock(target: Target, ms: number): Promise<void> {
  await target.http.post('/__mock/clock').send({ advanceMs: ms }).expect(200);
}

export interface SentEmail {
  kind: string;
  to: string;
  link: string | null;
  hash: string | null;
  subject: string;
  body: string;
}

export async function outbox(target: Target, filter: { to?: string; kind?: string } = {}): Promise<SentEmail[]> {
  const response = await target.http.get('/__mock/outbox').query(filter);
  expect(response.status).toBe(200);
  return response.body.emails;
}

export async function mockNow(target: Target): Promise<number> {
  const response = await target.http.get('/__mock/clock');
  expect(response.status).toBe(200);
  return response.body.now;
}

/** A one-time authorization code, as if the user had consented (POST /__mock/oauth/code). */
export async function authorizationCode(target: Target, email: string, redirectUri: string): Promise<string> {
  const response = await target.http.post('/__mock/oauth/code').send({ email, redirectUri });
  expect(response.status, response.text).toBe(200);
  return response.body.code;
}

/** The records of one part of the mock's world, as its snapshot holds them (GET /__mock/snapshot). */
export async function storedRecords(target: Target, part: string): Promise<Array<Record<string, unknown>>> {
  const response = await target.http.get('/__mock/snapshot');
  expect(response.status).toBe(200);
  return response.body.world[part];
}
