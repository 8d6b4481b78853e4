/**
 * How a run's findings reach its reports: a test that failed after a listed field
 * came absent or null is unverifiable, in the results and in the JUnit report;
 * a breach stays a failure; the summary counts deviations by kind.
 */
import { describe, expect, it } from 'vitest';
import type { DeviationEntry } from '../../contracts/support/findings.ts';
import { deviationKinds } from '../../mock/core/pipeline/deviations.ts';
import type { LedgerEntry, PaceState } from '../../contracts/support/pacing.ts';
import { formatFindings, junitAsResults, markUnverifiable, mergeJUnit, minutesAtLimit, requestCounts, runPace, type TestResult } from './results.ts';

const failed = (id: string, error: string): TestResult => ({ id, domain: 'users', state: 'failed', reason: null, changesData: false, error });
const gap = (test: string, kind: DeviationEntry['kind']): DeviationEntry => ({
  test,
  kind,
  operationId: 'listUsers',
  status: 200,
  path: '$.data.data[0].userId',
  says: 'a value of type integer',
  came: kind === 'null' ? 'null' : 'nothing',
});

describe('markUnverifiable', () => {
  const a = 'users/a.test.ts > a > reads a user';
  const b = 'users/a.test.ts > a > breaks';
  const c = 'users/a.test.ts > a > other';

  it('skips a failed test that read an absent or null field, naming both; keeps breaches and other failures', () => {
    const tests = [
      failed(a, 'expected NaN to be 3'),
      failed(b, 'breaks the contract: listUsers 200 $.success: the contract says the field success, always present; came nothing'),
      failed(c, 'expected 1 to be 2'),
    ];
    // c met no gap it read: its failure stands.
    const marked = markUnverifiable(tests, [gap(a, 'null'), gap(b, 'absent')]);
    expect(marked[0]).toMatchObject({
      state: 'skipped',
      error: null,
      reason: 'unverifiable: listUsers $.data.data[0].userId came null (null); then expected NaN to be 3',
    });
    expect(marked[1]!.state).toBe('failed');
    expect(marked[2]!.state).toBe('failed');
  });

  it('turns the JUnit failure of an unverifiable test into a skip and counts again', () => {
    const xml = [
      '<testsuites name="vitest tests" tests="2" failures="2" errors="0" time="1">',
      '<testsuite name="contracts/users/a.test.ts" tests="2" failures="2" errors="0" skipped="0" time="1">',
      '<testcase classname="contracts/users/a.test.ts" name="a &gt; reads a user" time="0.1"><failure message="x" type="AssertionError">x</failure></testcase>',
      '<testcase classname="contracts/users/a.test.ts" name="a &gt; breaks" time="0.1"><failure message="y" type="AssertionError">y</failure></testcase>',
      '</testsuite>',
      '</testsuites>',
    ].join('\n');
    const [marked] = markUnverifiable([failed(a, 'x')], [gap(a, 'absent')]);
    const counts = Object.fromEntries(deviationKinds.map((k) => [k, k === 'absent' ? 1 : 0])) as Record<(typeof deviationKinds)[number], number>;
    const out = junitAsResults(xml, { tests: [marked!], deviationCounts: counts });
    expect(out).toContain('<property name="deviations.absent" value="1"/>');
    expect(out).toContain('<property name="deviations.form" value="0"/>');
    expect(out).toContain('<testsuites name="vitest tests" tests="2" failures="1"');
    expect(out).toContain('failures="1" errors="0" skipped="1"');
    expect(out).toMatch(/name="a &gt; reads a user" time="0.1"><skipped message="unverifiable: [^"]*"\/><\/testcase>/);
    expect(out).toContain('<failure message="y"');
  });
});

describe('formatFindings', () => {
  it('counts every kind of deviation and lists the operations absent', () => {
    const counts = Object.fromEntries(deviationKinds.map((k) => [k, k === 'null' ? 2 : 0])) as Record<(typeof deviationKinds)[number], number>;
    const lines = formatFindings({
      deviationCounts: counts,
      deviations: [gap('t', 'null'), gap('u', 'null')],
      gapsRead: [],
      absent: [{ operationId: 'getUserConfig', method: 'GET', path: '/api/v3/ua/user/config', status: 404 }],
      stopped: null,
    }).join('\n');
    expect(lines).toContain('Deviations (reported, not failed; --strict fails them): 2');
    expect(lines).toMatch(/null +2 +null where the documents describe a value/);
    expect(lines).toMatch(/absent +0 +a listed field is absent/);
    expect(lines).toContain('listUsers 200 $.data.data[0].userId [null]: the contract says a value of type integer; came null');
    expect(lines).toContain('getUserConfig: GET /api/v3/ua/user/config answered 404');
  });
});

describe('mergeJUnit', () => {
  const report = (file: string, cases: string[], deviations: Partial<Record<(typeof deviationKinds)[number], number>>) =>
    junitAsResults(
      [
        '<?xml version="1.0" encoding="UTF-8" ?>',
        `<testsuites name="vitest tests" tests="${cases.length}" failures="0" errors="0" time="1.5">`,
        `    <testsuite name="${file}" timestamp="2026-11-27T00:00:00.000Z" hostname="ci" tests="${cases.length}" failures="0" errors="0" skipped="0" time="1.5">`,
        ...cases,
        '    </testsuite>',
        '</testsuites>',
      ].join('\n'),
      {
        tests: [],
        deviationCounts: { ...Object.fromEntries(deviationKinds.map((k) => [k, 0])), ...deviations } as Record<(typeof deviationKinds)[number], number>,
      },
    );
  const passed = (name: string) => `        <testcase classname="x" name="${name}" time="0.1">\n        </testcase>`;
  const broke = (name: string) =>
    `        <testcase classname="x" name="${name}" time="0.1">\n            <failure message="no">no</failure>\n        </testcase>`;

  it("joins the shards' files under one root, counting their tests and failures, and sums their deviations", () => {
    const merged = mergeJUnit([
      report('contracts/users/a.test.ts', [passed('a1'), broke('a2')], { absent: 2, form: 1 }),
      report('contracts/reports/b.test.ts', [passed('b1')], { absent: 3 }),
    ]);
    expect(merged).toMatch(/<testsuites name="vitest tests" tests="3" failures="1" errors="0" time="3">/);
    expect(merged.match(/<testsuite name="contracts\//g)).toHaveLength(2);
    expect(merged.match(/<testcase /g)).toHaveLength(3);
    expect(merged).toContain('<property name="deviations.absent" value="5"/>');
    expect(merged).toContain('<property name="deviations.form" value="1"/>');
    expect(merged.match(/<testsuite name="contract deviations"/g)).toHaveLength(1);
  });

  it('refuses reports that share a file, and a text that is no report', () => {
    const a = report('contracts/users/a.test.ts', [passed('a1')], {});
    expect(() => mergeJUnit([a, a])).toThrow('contracts/users/a.test.ts is in two of the reports: they are not shards of one run');
    expect(() => mergeJUnit([a, 'not xml'])).toThrow('report 2 is not a JUnit report (no <testsuites>)');
  });
});

describe('the pace of a run', () => {
  const entry = (caller: string, at: number, rateLimited = false, avoidable = false): LedgerEntry => ({
    at,
    operationId: 'listUsers',
    status: rateLimited ? 429 : 200,
    retry: false,
    caller,
    rateLimited,
    avoidable,
  });

  it('takes no time up to the limit, then a minute for each further limit-full', () => {
    expect([1, 20, 21, 40, 41, 220].map((n) => minutesAtLimit(n, 20))).toEqual([0, 0, 1, 1, 2, 10]);
  });

  it('counts what the target counted by caller, and the earned and avoidable 429s', () => {
    const counts = requestCounts([entry('user:a', 0), entry('user:a', 1, true), entry('user:a', 2, true, true), entry('user:b', 3), entry('user:a', 4)]);
    expect(counts.byCaller).toEqual({ 'user:a': 2, 'user:b': 1 });
    expect(counts).toMatchObject({ rateLimited: 2, avoidable: 1, total: 5 });
  });

  it("floors a run limited per caller at its busiest caller's requests, and one limited as a whole at all of them", () => {
    const ledger = [...Array.from({ length: 45 }, (_, i) => entry('user:a', i)), ...Array.from({ length: 30 }, (_, i) => entry('user:b', i))];
    const counts = requestCounts(ledger);
    const state = (scope: PaceState['scope'], learntAt: number | null): PaceState => ({ limit: 20, scope, learntAt, sent: {} });
    expect(runPace(state('caller', 5), counts)).toEqual({ limit: 20, scope: 'caller', learnt: true, floorMinutes: 2 });
    expect(runPace(state('run', null), counts)).toEqual({ limit: 20, scope: 'run', learnt: false, floorMinutes: 3 });
    expect(runPace({ limit: null, scope: 'caller', learntAt: null, sent: {} }, counts).floorMinutes).toBeNull();
  });
});
