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
