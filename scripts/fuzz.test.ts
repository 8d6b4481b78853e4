/**
 * A short, seeded run of the fuzz suite (scripts/fuzz/) against the in-process
 * mock: every operation gets its share of hostile requests, and every answer must
 * be a documented, enveloped status below 500, in time. On failure the message is
 * the fuzz report, with one example and a curl line per kind of failure.
 */
import { describe, expect, it } from 'vitest';
import { failureCategories, formatReport, runFuzz } from './fuzz/run.ts';

const noFailures = Object.fromEntries(failureCategories.map((category) => [category, 0]));

describe('fuzz', () => {
  it('1,500 hostile requests over every operation: no 5xx, every answer enveloped and documented, none hangs', async () => {
    const report = await runFuzz({ requests: 1_500, seed: 20_261_124 });
    expect(report.failures, formatReport(report)).toEqual(noFailures);
    expect(report.uncovered, 'operations no request reached').toEqual([]);
  }, 60_000);
});
