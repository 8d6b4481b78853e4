/** The request journal is bounded in entries and in URL length (spec/DECISIONS.md L4). */
import { describe, expect, it } from 'vitest';
import { Journal, maxJournalUrlLength } from './journal.ts';

const entry = (url: string) => ({ at: 0, method: 'GET', url, operationId: null, status: 200, durationMs: 1 });

describe('the journal', () => {
  it('keeps the last `capacity` requests, newest first', () => {
    const journal = new Journal(500);
    for (let i = 1; i <= 501; i += 1) journal.record(entry(`/r/${i}`));
    const recent = journal.recent();
    expect(recent).toHaveLength(500);
    expect(recent[0]).toMatchObject({ id: 501, url: '/r/501' });
    expect(recent.at(-1)).toMatchObject({ id: 2, url: '/r/2' });
  });

  it('cuts a long URL', () => {
    const journal = new Journal(10);
    journal.record(entry(`/api/v3/ua/users/list?searchField=${'x'.repeat(100_000)}`));
    expect(journal.recent()[0]!.url).toHaveLength(maxJournalUrlLength);
    journal.record(entry('/api/v3/ua/profile'));
    expect(journal.recent()[0]!.url).toBe('/api/v3/ua/profile');
  });
});
