/**
 * The contract runner's progress (progress.ts): the line's words and numbers, its
 * estimate of the time left, how often it is printed in a terminal and in a log
 * (on an injected clock), the line kept in place in a terminal, the ledger's count,
 * and a real run into a pipe printing plain progress lines before its summary.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LineCounter,
  LiveLine,
  ProgressReporter,
  ProgressThrottle,
  estimateLeftMs,
  formatDuration,
  formatProgress,
  type Output,
  type ProgressState,
} from './progress.ts';
import type { RunResults } from './results.ts';
import { root } from './run-suites.ts';

const second = 1000;
const minute = 60 * second;
const scratch = mkdtempSync(join(tmpdir(), 'contract-progress-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const state = (changes: Partial<ProgressState> = {}): ProgressState => ({
  startedAt: 0,
  files: { total: 40, collected: 40 },
  collected: 1730,
  passed: 0,
  failed: 0,
  skipped: 0,
  requests: 0,
  ...changes,
});

/** A line of progress as the runner prints it, with its numbers. */
const progressLine =
  /^Progress: ([\d,]+)(?: of (≥?)([\d,]+))? tests(?: \(\d+ of \d+ files collected\))?: ([\d,]+) passed, ([\d,]+) failed, ([\d,]+) skipped \| ([\d,]+) requests(?: \(at most [\d,]+ a minute\))? \| (?:\d+[hms]( \d+[ms])? elapsed \| (?:estimating time left|finishing|less than a minute left|about .+ left)|finished in .+)$/;

describe('formatProgress', () => {
  it('says the tests done of all the run has, passed, failed and skipped, the requests and the time, with separators in thousands', () => {
    const line = formatProgress(state({ passed: 1200, failed: 2, skipped: 10, requests: 5300 }), 3 * minute + 12 * second);
    expect(line).toBe('Progress: 1,212 of 1,730 tests: 1,200 passed, 2 failed, 10 skipped | 5,300 requests | 3m 12s elapsed | about 1 min left');
    expect(line).toMatch(progressLine);
  });

  it('while files are still to be collected, gives the tests collected as a lower bound, and how many files are in', () => {
    expect(formatProgress(state({ files: { total: 40, collected: 0 }, collected: 0 }), 2 * second)).toBe(
      'Progress: 0 tests (0 of 40 files collected): 0 passed, 0 failed, 0 skipped | 0 requests | 2s elapsed | estimating time left',
    );
    const collecting = formatProgress(state({ files: { total: 40, collected: 12 }, collected: 980, passed: 400, skipped: 12, requests: 530 }), 5 * second);
    expect(collecting).toBe(
      'Progress: 412 of ≥980 tests (12 of 40 files collected): 400 passed, 0 failed, 12 skipped | 530 requests | 5s elapsed | estimating time left',
    );
    expect(collecting).toMatch(progressLine);
  });

  it('says "estimating" until two files are collected, 10 s have gone and 5 tests, and 2 % of them, are done', () => {
    const left = (changes: Partial<ProgressState>, now: number) => estimateLeftMs(state({ collected: 1000, ...changes }), now);
    expect(left({ passed: 100 }, 9 * second)).toBeNull();
    expect(left({ passed: 19 }, minute)).toBeNull();
    expect(left({ passed: 20 }, minute)).toBe(49 * minute);
    expect(estimateLeftMs(state({ collected: 100, passed: 4 }), minute)).toBeNull();
    expect(estimateLeftMs(state({ files: { total: 4, collected: 0 }, collected: 0 }), minute)).toBeNull();
    expect(estimateLeftMs(state({ files: { total: 4, collected: 1 }, collected: 20, passed: 10 }), minute)).toBeNull();
    expect(estimateLeftMs(state({ files: { total: 1, collected: 1 }, collected: 20, passed: 10 }), minute)).toBe(minute);
    expect(formatProgress(state({ collected: 1000, passed: 19 }), minute)).toMatch(/ \| estimating time left$/);
  });

  it('estimates from the rate of tests done, counting the files not yet collected as the average file', () => {
    // 25 of 100 in a minute: 75 more take 3 minutes.
    expect(formatProgress(state({ collected: 100, passed: 25 }), minute)).toMatch(/ \| 1m 00s elapsed \| about 3 min left$/);
    // 2 of 4 files hold 50 tests: the run has about 100.
    expect(estimateLeftMs(state({ files: { total: 4, collected: 2 }, collected: 50, passed: 25 }), minute)).toBe(3 * minute);
    expect(formatProgress(state({ collected: 100, passed: 99, failed: 1 }), minute)).toMatch(/ \| finishing$/);
    expect(formatProgress(state({ collected: 100, passed: 90 }), minute)).toMatch(/ \| less than a minute left$/);
    expect(formatProgress(state({ collected: 10_000, passed: 300 }), 10 * minute)).toMatch(/ \| about 5h 23m left$/);
  });

  it('under --max-rate, estimates at least the requests still to send (as many a test as so far) at that pace', () => {
    // 25 of 100 tests in a minute took 50 requests: 75 more take 150 requests, 7.5 minutes at 20 a minute.
    const paced = state({ collected: 100, passed: 25, requests: 50, maxRate: 20 });
    expect(estimateLeftMs(paced, minute)).toBe(7.5 * minute);
    expect(formatProgress(paced, minute)).toBe(
      'Progress: 25 of 100 tests: 25 passed, 0 failed, 0 skipped | 50 requests (at most 20 a minute) | 1m 00s elapsed | about 8 min left',
    );
    // Tests slower than the pace: the rate of tests says more.
    expect(estimateLeftMs({ ...paced, maxRate: 1000 }, minute)).toBe(3 * minute);
  });

  it('at the end, gives the whole time instead of an estimate; without a ledger, no requests', () => {
    const ended = state({ collected: 52, passed: 50, skipped: 2, requests: 428, endedAt: 11 * minute + 3 * second });
    expect(formatProgress(ended, 0)).toBe('Progress: 52 of 52 tests: 50 passed, 0 failed, 2 skipped | 428 requests | finished in 11m 03s');
    expect(formatProgress(state({ requests: undefined }), 0)).toBe(
      'Progress: 0 of 1,730 tests: 0 passed, 0 failed, 0 skipped | 0s elapsed | estimating time left',
    );
  });

  it('formats durations in seconds, minutes and hours', () => {
    expect([0, 999, 45 * second, minute, 3 * minute + 5 * second, 62 * minute].map(formatDuration)).toEqual(['0s', '0s', '45s', '1m 00s', '3m 05s', '1h 02m']);
  });
});

describe('ProgressThrottle', () => {
  it('in a terminal, redraws when the line changed, at most every 250 ms', () => {
    const throttle = new ProgressThrottle(true, 15 * second, 0);
    const drawn: number[] = [];
    const at = (now: number, text: string) => {
      if (throttle.due(now, text, 0, 0)) {
        throttle.printed(now, text, 0, 0);
        drawn.push(now);
      }
    };
    at(0, 'a');
    at(100, 'b');
    at(250, 'b');
    at(600, 'b');
    at(700, 'c');
    at(860, 'd');
    at(950, 'd');
    expect(drawn).toEqual([0, 250, 700, 950]);
  });

  it('in a log, prints every interval, or at another tenth of the tests, never within 5 s of the last line', () => {
    const throttle = new ProgressThrottle(false, 15 * second, 0);
    const printed: number[] = [];
    const at = (now: number, done: number) => {
      if (throttle.due(now, 'any', done, 100)) {
        throttle.printed(now, 'any', done, 100);
        printed.push(now);
      }
    };
    at(1 * second, 9); // nothing yet
    at(2 * second, 10); // a tenth, but 5 s have not gone since the start
    at(5 * second, 12); // a tenth, 5 s since the start
    at(6 * second, 35); // three tenths, only 1 s after
    at(10 * second, 35); // 5 s after
    at(12 * second, 39); // no tenth more
    at(25 * second, 39); // the interval
    expect(printed).toEqual([5 * second, 10 * second, 25 * second]);
  });

  it('with an interval shorter than 5 s (CONTRACT_PROGRESS_INTERVAL_MS), follows the interval', () => {
    const throttle = new ProgressThrottle(false, 200, 0);
    const printed = [100, 200, 300, 450, 600].filter((now) => throttle.due(now, '', 0, 0) && (throttle.printed(now, '', 0, 0), true));
    expect(printed).toEqual([200, 450]);
  });
});

/** A stream that keeps what is written to it. */
function fakeStream(isTTY: boolean, columns = 200): Output & { text: string } {
  const stream = {
    text: '',
    isTTY,
    columns,
    write(chunk: string) {
      stream.text += chunk;
      return true;
    },
  };
  return stream;
}

/** What a terminal's line is rewritten after: back to its start, and cleared. */
const clear = '\r\x1b[2K';
const nextTurn = () => new Promise<void>((done) => setImmediate(done));

describe('LiveLine', () => {
  it('rewrites one line in place, clears it around other output on stdout and stderr, and leaves the final line', async () => {
    const out = fakeStream(true);
    const err = fakeStream(true);
    const line = new LiveLine(out, [err]);
    line.show('Progress: 1');
    line.show('Progress: 2');
    out.write(' ✓ a file\n');
    expect(out.text).toBe(`${clear}Progress: 1${clear}Progress: 2${clear} ✓ a file\n`);
    await nextTurn();
    expect(out.text.endsWith(` ✓ a file\n${clear}Progress: 2`)).toBe(true);
    err.write('a warning\n');
    await nextTurn();
    expect(out.text.endsWith(`Progress: 2${clear}${clear}Progress: 2`)).toBe(true);
    expect(err.text).toBe('a warning\n');
    // Output that has not ended its line is not drawn over.
    out.write('half a line');
    line.show('Progress: 3');
    await nextTurn();
    expect(out.text.endsWith(`${clear}half a line`)).toBe(true);
    line.finish('Progress: done');
    expect(out.text.endsWith('half a line\nProgress: done\n')).toBe(true);
    const before = out.text;
    out.write('the summary\n');
    err.write('more\n');
    await nextTurn();
    expect(out.text).toBe(`${before}the summary\n`);
  });

  it("cuts a line longer than the terminal's width", () => {
    const out = fakeStream(true, 30);
    const line = new LiveLine(out);
    line.show('Progress: 412 of 1,730 tests: 400 passed');
    expect(out.text).toBe(`${clear}Progress: 412 of 1,730 tests…`);
    line.finish();
    expect(out.text).toBe(`${clear}Progress: 412 of 1,730 tests…${clear}`);
  });
});

describe('LineCounter', () => {
  it('counts the lines appended to a file since it was last read, and nothing while there is no file', () => {
    const path = join(scratch, 'ledger.tsv');
    const counter = new LineCounter(path);
    expect(counter.read()).toBe(0);
    appendFileSync(path, '1\tlogin\t200\t0\n2\tlistUsers\t200\t0\n3\tlist');
    expect(counter.read()).toBe(2);
    appendFileSync(path, 'Users\t429\t0\n'.repeat(1) + '4\tlistUsers\t200\t1\n'.repeat(40_000));
    expect(counter.read()).toBe(40_003);
  });
});

/** Vitest's reports of test files and tests, as the reporter reads them. */
const testCase = (id: string, fullName: string, state: string) => ({ id, fullName, result: () => ({ state }) });
const testModule = (moduleId: string, tests: Array<ReturnType<typeof testCase>>) => ({ moduleId, children: { allTests: () => tests } });

describe('ProgressReporter', () => {
  it('in a log, counts as vitest reports and prints plain lines when due, and a final line at the end', () => {
    const out = fakeStream(false);
    const ledger = join(scratch, 'reporter-ledger.tsv');
    let now = 1_000_000;
    const reporter = new ProgressReporter({ out, intervalMs: 15 * second, tickMs: 0, clock: () => now, ledger: () => ledger });
    const tests = ['a', 'b', 'c', 'd'].map((id) => testCase(id, `test ${id}`, id === 'c' ? 'failed' : id === 'd' ? 'skipped' : 'passed'));
    reporter.onTestRunStart([{}, {}]);
    reporter.onTestModuleCollected(testModule('one.test.ts', tests.slice(0, 2)));
    reporter.onTestModuleCollected(testModule('one.test.ts', tests.slice(0, 2)));
    reporter.onTestCaseResult(tests[0]!);
    appendFileSync(ledger, 'x\n'.repeat(7));
    now += 10 * second;
    reporter.tick(now); // half the tests collected are done, but the first line waits 5 s at least
    expect(out.text).toBe(
      'Progress: 1 of ≥2 tests (1 of 2 files collected): 1 passed, 0 failed, 0 skipped | 7 requests | 10s elapsed | estimating time left\n',
    );
    reporter.tick(now + second);
    expect(out.text.split('\n')).toHaveLength(2);
    reporter.onTestCaseResult(tests[1]!);
    reporter.onTestModuleEnd(testModule('one.test.ts', tests.slice(0, 2)));
    reporter.onTestModuleEnd(testModule('two.test.ts', tests.slice(2))); // failed at import: ends without being collected
    reporter.onTestCaseResult(tests[2]!);
    reporter.onTestCaseResult(tests[3]!);
    now += 20 * second;
    reporter.onTestRunEnd();
    const lines = out.text.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('Progress: 4 of 4 tests: 2 passed, 1 failed, 1 skipped | 7 requests | finished in 30s');
    reporter.tick(now + minute);
    expect(out.text.trimEnd().split('\n')).toHaveLength(2);
  });

  it('in a terminal, keeps one line up to date in place and leaves the final count as a line', () => {
    const out = fakeStream(true);
    let now = 0;
    const reporter = new ProgressReporter({ out, tickMs: 0, clock: () => now, ledger: () => undefined });
    expect(reporter.terminal).toBe(true);
    reporter.onTestRunStart([{}]);
    reporter.onTestModuleCollected(testModule('one.test.ts', [testCase('a', 'a', 'passed')]));
    reporter.tick(100); // too soon
    reporter.onTestCaseResult(testCase('a', 'a', 'passed'));
    reporter.tick(200); // too soon
    reporter.tick(300);
    reporter.tick(900); // the same text: not drawn again
    now = 1500;
    reporter.onTestRunEnd();
    expect(out.text.split(clear)).toEqual([
      '',
      'Progress: 0 tests (0 of 1 files collected): 0 passed, 0 failed, 0 skipped | 0s elapsed | estimating time left',
      'Progress: 1 of 1 tests: 1 passed, 0 failed, 0 skipped | 0s elapsed | estimating time left',
      'Progress: 1 of 1 tests: 1 passed, 0 failed, 0 skipped | finished in 1s\n',
    ]);
  });

  it('on a smoke run, counts only the smoke tests (vitest skips the others by name)', () => {
    const out = fakeStream(false);
    const reporter = new ProgressReporter({ out, smoke: true, tickMs: 0, clock: () => 0, ledger: () => undefined });
    const tests = [testCase('a', 'logs in [smoke]', 'passed'), testCase('b', 'refuses a wrong secret', 'skipped'), testCase('c', 'refuses [smoke]', 'failed')];
    reporter.onTestRunStart([{}]);
    reporter.onTestModuleCollected(testModule('login.test.ts', tests));
    for (const test of tests) reporter.onTestCaseResult(test);
    expect(reporter.current).toMatchObject({ collected: 2, passed: 1, failed: 1, skipped: 0 });
  });
});

describe('npm run contracts, its output a pipe', () => {
  it('prints plain progress lines before its summary, the last one with the counts of the run', async () => {
    const results = join(scratch, 'run.json');
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CONTRACT_')));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/contracts/run.ts', '--results', results, '--junit', join(scratch, 'run.junit.xml'), 'vld/download-delete'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, CONTRACT_PROGRESS_INTERVAL_MS: '200' } },
    );
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const [code] = await once(child, 'exit');
    expect(code, output).toBe(0);

    const lines = output.split('\n');
    const summaryAt = lines.findIndex((line) => line.startsWith('Contract run against '));
    const progress = lines.map((line, at) => ({ line, at })).filter(({ line }) => line.startsWith('Progress: '));
    expect(output).not.toContain('\r');
    expect(progress.length, output).toBeGreaterThanOrEqual(2);
    for (const { line, at } of progress) {
      expect(line).toMatch(progressLine);
      expect(at).toBeLessThan(summaryAt);
    }
    const run = JSON.parse(readFileSync(results, 'utf8')) as RunResults;
    const count = (state: string) => run.tests.filter((t) => t.state === state).length;
    const last = progressLine.exec(progress.at(-1)!.line)!;
    expect(last[0]).toMatch(/ \| finished in \S/);
    expect(last.slice(1, 8)).toEqual([
      String(run.tests.length),
      '',
      String(run.tests.length),
      String(count('passed')),
      String(count('failed')),
      String(count('skipped')),
      String(run.requests.total),
    ]);
  }, 60_000);
});
