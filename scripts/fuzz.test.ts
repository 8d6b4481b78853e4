/**
 * A short, seeded run of each area of the fuzz suite (scripts/fuzz/) against the
 * in-process mock: the platform's operations, each getting its share of hostile
 * requests; the admin API with hostile snapshots, clock moves, resets and session
 * names; the assets and stored files; the proxy mode in front of a hostile
 * upstream. Every answer must be a documented, enveloped status below 500, in
 * time, no accepted write may make a later call fail, no file may be served as
 * something a browser runs, and nothing may throw outside a handler. On failure
 * the message is the fuzz report, with one example and a curl line per kind.
 */
import { describe, expect, it } from 'vitest';
import { handMade, judge, type Answer } from './fuzz/probe.ts';
import { failureCategories, formatReport, runFuzz, type FuzzReport } from './fuzz/run.ts';

const noFailures = Object.fromEntries(failureCategories.map((category) => [category, 0]));
const seed = 20_261_124;

function expectNoFailures(report: FuzzReport): void {
  expect(report.failures, formatReport(report)).toEqual(noFailures);
}

describe('fuzz', () => {
  it('platform: 1,500 hostile requests over every operation: no 5xx, every answer enveloped and documented, none hangs', async () => {
    const report = await runFuzz({ requests: 1_500, seed });
    expectNoFailures(report);
    expect(report.uncovered, 'operations no request reached').toEqual([]);
  }, 60_000);

  it('admin: hostile snapshots, clock moves, resets and session names, and the calls after each accepted one', async () => {
    const report = await runFuzz({ requests: 0, adminRounds: 60, seed });
    expect(report.areas.admin.requests).toBeGreaterThan(300);
    expectNoFailures(report);
  }, 60_000);

  it('assets and files: traversal, odd names and sizes, stored bytes a browser would run', async () => {
    const report = await runFuzz({ requests: 0, fileRequests: 300, seed });
    expect(report.areas.files.requests).toBeGreaterThanOrEqual(300);
    expectNoFailures(report);
  }, 60_000);

  it('proxy: the proxy mode in front of a hostile upstream', async () => {
    const report = await runFuzz({ requests: 0, proxyRounds: 40, seed });
    expect(report.areas.proxy.requests).toBe(40);
    expectNoFailures(report);
  }, 60_000);

  it("the fuzz's own checks catch a file served inline as HTML or without nosniff", () => {
    const request = handMade('served file', 'GET', '/files/x');
    const html: Answer = { status: 200, contentType: 'text/html', headers: { 'x-content-type-options': 'nosniff' }, body: '<script>' };
    const categories = (answer: Answer) => judge(null, request, '/files/x', answer, []).map((f) => f.category);
    expect(categories(html)).toContain('unsafeFile');
    expect(categories({ ...html, headers: { ...html.headers, 'content-disposition': 'attachment' } })).not.toContain('unsafeFile');
    expect(categories({ ...html, contentType: 'image/png', headers: {} })).toContain('unsafeFile');
  });
});
