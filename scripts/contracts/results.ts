/**
 * The outcome of a contract run, test by test, as the runner reports it and the
 * breach sweep reads it: per domain (the directory under contracts/), passed,
 * failed and skipped with the reason each skip gave.
 */
import type { AbsentOperation, DeviationEntry } from '../../contracts/support/findings.ts';
import type { LedgerEntry, PaceState } from '../../contracts/support/pacing.ts';
import { contractFileId } from '../../contracts/support/test-files.ts';
import { deviationKinds, deviationMeaning, type DeviationKind } from '../../mock/core/pipeline/deviations.ts';

export type TestState = 'passed' | 'failed' | 'skipped';

export interface TestResult {
  /** `audiences/lists.test.ts > lists > filters by status`: stable across runs. */
  id: string;
  domain: string;
  state: TestState;
  /** Why it was skipped, as the test said. */
  reason: string | null;
  /** The test called an operation that may change data. */
  changesData: boolean;
  /** First line of the first error of a failed test. */
  error: string | null;
}

/** What the run sent, from the harness's ledger of requests. */
export interface RequestCounts {
  /** Every request sent through the operation client, retries included. */
  total: number;
  /** Requests sent again after a 429. */
  retries: number;
  /** Statuses answered, by operationId. */
  statuses: Record<string, number[]>;
  /** Minutes from the first request to the last. */
  minutes: number;
  /** 429s the run earned and waited out (not those a test asked for). */
  rateLimited: number;
  /** Of those, the ones earned once the run knew the limit. */
  avoidable: number;
  /** Requests the target counted (every one but an earned 429), by caller (pacing.ts callerOf). */
  byCaller: Record<string, number>;
}

/** What the run knew of the target's limit at its end, and the least time its requests could take under it. */
export interface RunPace {
  /** Requests a minute: --max-rate's, or learnt from the first 429; null when neither. */
  limit: number | null;
  /** Whether the limit held for each caller apart or for the whole run. */
  scope: 'caller' | 'run';
  /** The limit came from a 429, not from --max-rate. */
  learnt: boolean;
  /** The least minutes the requests the target counted could take under the limit (pace floor). */
  floorMinutes: number | null;
}

/** What a run found besides passes and failures (contracts/support/findings.ts). */
export interface RunFindings {
  /** Deviations by kind, every kind named. */
  deviationCounts: Record<DeviationKind, number>;
  deviations: DeviationEntry[];
  /** The absent or null fields tests read, by test (each once). */
  gapsRead: DeviationEntry[];
  /** Operations the target lacks, each with the path tried. */
  absent: AbsentOperation[];
  /** Why the run stopped early (a refused login the harness needs), or null. */
  stopped: string | null;
}

export interface RunResults extends RunFindings {
  target: string;
  readOnly: boolean;
  smoke: boolean;
  /** Each file ran in a session of its own on a mock that keeps sessions, files side by side. */
  sessions?: boolean;
  /** The run's part of each session name (`<run>.<file>`, contracts/support/target.ts sessionName), when it had sessions. */
  sessionRun?: string | null;
  tests: TestResult[];
  requests: RequestCounts;
  pace: RunPace;
  /** Errors outside any test (a file that failed to load, an unhandled rejection). */
  errors: string[];
}

/** The slice of vitest's task tree the results are read from. */
export interface TaskLike {
  type: string;
  name: string;
  mode?: string;
  filepath?: string;
  result?: { state?: string; note?: string; errors?: { message?: string }[] };
  annotations?: { type: string; message: string }[];
  tasks?: TaskLike[];
}

export function collectResults(files: TaskLike[]): TestResult[] {
  const results: TestResult[] = [];
  for (const file of files) {
    const path = contractFileId(file.filepath ?? file.name);
    const domain = path.includes('/') ? path.slice(0, path.indexOf('/')) : path.replace(/\.test\.ts$/, '');
    walk(file, [path], (test, names) => results.push(toResult(test, names.join(' > '), domain)));
  }
  return results;
}

function walk(task: TaskLike, names: string[], visit: (test: TaskLike, names: string[]) => void): void {
  for (const child of task.tasks ?? []) {
    const path = [...names, child.name];
    if (child.type === 'test') visit(child, path);
    else walk(child, path, visit);
  }
}

function toResult(test: TaskLike, id: string, domain: string): TestResult {
  const state: TestState = test.result?.state === 'pass' ? 'passed' : test.result?.state === 'fail' ? 'failed' : 'skipped';
  const annotations = test.annotations ?? [];
  const reason = state === 'skipped' ? (test.result?.note ?? annotations.find((a) => a.type === 'skipped')?.message ?? 'not run') : null;
  const error = state === 'failed' ? (test.result?.errors?.[0]?.message ?? 'failed').split('\n')[0]! : null;
  const changesData = annotations.some((a) => a.type === 'changes data') || (reason?.startsWith('changes data') ?? false);
  return { id, domain, state, reason, changesData, error };
}

export function requestCounts(ledger: LedgerEntry[]): RequestCounts {
  const statuses: Record<string, number[]> = {};
  const byCaller: Record<string, number> = {};
  for (const entry of ledger) {
    const seen = (statuses[entry.operationId] ??= []);
    if (!seen.includes(entry.status)) seen.push(entry.status);
    if (!entry.rateLimited) byCaller[entry.caller] = (byCaller[entry.caller] ?? 0) + 1;
  }
  const span = ledger.length > 1 ? ledger[ledger.length - 1]!.at - ledger[0]!.at : 0;
  return {
    total: ledger.length,
    retries: ledger.filter((e) => e.retry).length,
    statuses,
    minutes: Math.round(span / 600) / 100,
    rateLimited: ledger.filter((e) => e.rateLimited).length,
    avoidable: ledger.filter((e) => e.avoidable).length,
    byCaller,
  };
}

/**
 * The least minutes `count` requests take within `limit` a minute: the n-th request
 * goes out no sooner than a minute after the (n - limit)-th.
 */
export function minutesAtLimit(count: number, limit: number): number {
  return count <= limit ? 0 : Math.floor((count - 1) / limit);
}

/** The run's pace: the limit it ended knowing, and the floor of its counted requests under it. */
export function runPace(state: PaceState, counts: RequestCounts): RunPace {
  const learnt = state.learntAt !== null;
  if (state.limit === null) return { limit: null, scope: state.scope, learnt, floorMinutes: null };
  const perCaller = Object.values(counts.byCaller);
  const busiest = state.scope === 'run' ? perCaller.reduce((sum, n) => sum + n, 0) : Math.max(0, ...perCaller);
  return { limit: state.limit, scope: state.scope, learnt, floorMinutes: minutesAtLimit(busiest, state.limit) };
}

/** The operations a run never called: no answer at all, or only 429s. */
export function uncalledOperations(operationIds: readonly string[], counts: RequestCounts): string[] {
  return operationIds.filter((id) => !(counts.statuses[id] ?? []).some((s) => s !== 429));
}

/**
 * The operations a smoke run left without a passing answer (2xx) or without a
 * refusal (4xx other than 429). Reported, not failed: a path may need a state only
 * a reset of the world brings back (failed insights to regenerate), and its smoke
 * test is then mock only.
 */
export function smokeGaps(operationIds: readonly string[], counts: RequestCounts): string[] {
  return operationIds.flatMap((id) => {
    const seen = counts.statuses[id] ?? [];
    const gaps = [];
    if (!seen.some((s) => s >= 200 && s < 300)) gaps.push(`${id}: no passing call`);
    if (!seen.some((s) => s >= 400 && s < 500 && s !== 429)) gaps.push(`${id}: no refusal`);
    return gaps;
  });
}

interface DomainCounts {
  passed: number;
  failed: number;
  skipped: number;
  changesData: number;
  reasons: Map<string, number>;
}

/**
 * A test that failed after reading a listed field the target left out or nulled
 * could not check what it set out to: reported unverifiable (skipped, with the
 * field and the failure), not failed. A failure that is itself a breach of the
 * contract stays a failure. Under --strict the deviation failed the test first.
 */
export function markUnverifiable(tests: TestResult[], gapsRead: DeviationEntry[]): TestResult[] {
  const gaps = new Map<string, DeviationEntry>();
  for (const d of gapsRead) if (!gaps.has(d.test)) gaps.set(d.test, d);
  return tests.map((t) => {
    const gap = gaps.get(t.id);
    if (t.state !== 'failed' || !gap || /breaks the contract/.test(t.error ?? '')) return t;
    const reason = `unverifiable: ${gap.operationId} ${gap.path} came ${gap.came} (${gap.kind}); then ${t.error}`;
    return { ...t, state: 'skipped' as const, reason, error: null };
  });
}

/** The findings section of the summary: deviations by kind, operations absent, a stop. */
export function formatFindings(run: RunFindings): string[] {
  const out: string[] = [];
  const total = run.deviations.length;
  out.push('', `Deviations (reported, not failed; --strict fails them): ${total}`);
  for (const kind of deviationKinds) out.push(`  ${kind.padEnd(9)} ${String(run.deviationCounts[kind]).padStart(6)}  ${deviationMeaning[kind]}`);
  const seen = new Set<string>();
  const firsts = run.deviations.filter((d) => !seen.has(`${d.operationId} ${d.path} ${d.kind}`) && seen.add(`${d.operationId} ${d.path} ${d.kind}`));
  if (firsts.length > 0)
    out.push(
      '  first of each place:',
      ...firsts.slice(0, 20).map((d) => `    ${d.operationId} ${d.status} ${d.path} [${d.kind}]: the contract says ${d.says}; came ${d.came}`),
    );
  if (firsts.length > 20) out.push(`    ... and ${firsts.length - 20} more places (results JSON: deviations)`);
  if (run.absent.length > 0) {
    out.push('', `Operations absent on this target (their tests skip): ${run.absent.length}`);
    out.push(...run.absent.map((a) => `  ${a.operationId}: ${a.method} ${a.path} ${a.status === null ? '(the profile says so)' : `answered ${a.status}`}`));
  }
  return out;
}

/** Reasons told one by one in the JUnit report and the results JSON are grouped in the summary. */
function groupedReason(reason: string): string {
  if (reason.startsWith('changes data')) return 'changes data (--read-only)';
  if (reason.startsWith('unverifiable')) return 'unverifiable: failed after a listed field came absent or null (each in the results JSON)';
  if (reason.startsWith('run stopped') || reason.startsWith('The test run was aborted')) return 'run stopped (see above)';
  return reason;
}

/** The readable summary: a table per domain, then every skip reason with its count, then the failures. */
export function formatSummary(run: RunResults): string {
  const domains = new Map<string, DomainCounts>();
  for (const test of run.tests) {
    const counts = domains.get(test.domain) ?? { passed: 0, failed: 0, skipped: 0, changesData: 0, reasons: new Map() };
    counts[test.state]++;
    if (test.changesData) counts.changesData++;
    if (test.reason) {
      const reason = groupedReason(test.reason);
      counts.reasons.set(reason, (counts.reasons.get(reason) ?? 0) + 1);
    }
    domains.set(test.domain, counts);
  }
  const rows = [...domains].sort(([a], [b]) => a.localeCompare(b));
  const total = run.tests.reduce((sum, t) => ({ ...sum, [t.state]: sum[t.state] + 1 }), { passed: 0, failed: 0, skipped: 0 });
  const width = Math.max(6, ...rows.map(([name]) => name.length));
  const line = (name: string, p: number | string, f: number | string, s: number | string, c: number | string) =>
    `  ${name.padEnd(width)}  ${String(p).padStart(6)}  ${String(f).padStart(6)}  ${String(s).padStart(7)}  ${String(c).padStart(12)}`;
  const out = [
    `Contract run against ${run.target}${run.readOnly ? ' (read-only: tests that change data are left out)' : ''}${run.sessions ? ' (each file in a session of its own)' : ''}`,
    '',
    line('domain', 'passed', 'failed', 'skipped', 'changes data'),
    ...rows.map(([name, c]) => line(name, c.passed, c.failed, c.skipped, c.changesData)),
    line('total', total.passed, total.failed, total.skipped, run.tests.filter((t) => t.changesData).length),
  ];
  const { requests } = run;
  out.push('', `Requests: ${requests.total} in ${requests.minutes} min, ${requests.retries} of them retries after a 429 (waited out, not failures)`);
  out.push(...formatPace(run));
  out.push(...formatFindings(run));
  const reasons = rows.flatMap(([name, c]) => [...c.reasons].map(([reason, n]) => `  ${name}: ${n} × ${reason}`));
  if (reasons.length > 0) out.push('', 'Skipped, with reasons:', ...reasons);
  const failures = run.tests.filter((t) => t.state === 'failed');
  if (failures.length > 0) out.push('', 'Failed:', ...failures.map((t) => `  ${t.id}\n      ${t.error}`));
  if (run.errors.length > 0) out.push('', 'Errors outside tests:', ...run.errors.map((e) => `  ${e}`));
  return out.join('\n') + '\n';
}

/** The limit the run kept to, the 429s it earned, and how its time compares with the least its requests allowed. */
function formatPace({ pace, requests }: RunResults): string[] {
  if (pace.limit === null) return requests.rateLimited > 0 ? [`429s earned: ${requests.rateLimited}`] : [];
  const source = pace.learnt ? 'learnt from the first 429' : '--max-rate';
  const scope = pace.scope === 'caller' ? 'per caller' : 'for the whole run';
  const callers = Object.entries(requests.byCaller).sort(([, a], [, b]) => b - a);
  const [busiest, count] = callers[0] ?? ['none', 0];
  const counted =
    pace.scope === 'caller' ? `its busiest caller (${busiest}) sent ${count}` : `the target counted ${callers.reduce((sum, [, n]) => sum + n, 0)}`;
  const ratio = pace.floorMinutes! > 0 ? ` (${(requests.minutes / pace.floorMinutes!).toFixed(2)} × the floor)` : '';
  return [
    `Pace: at most ${pace.limit} requests a minute ${scope} (${source}); ${counted} over ${callers.length} callers, so the floor is ${pace.floorMinutes} min; the run took ${requests.minutes} min${ratio}`,
    `429s earned: ${requests.rateLimited}, of them avoidable (earned once the limit was known): ${requests.avoidable}`,
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_entity, name: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[name.toLowerCase()]) return named[name.toLowerCase()]!;
    return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
  });

/**
 * The JUnit report as the results tell it: a test found unverifiable
 * (`markUnverifiable`) is skipped with its reason, not failed, and the counts
 * of its suite and of the whole report follow; the deviations' counts by kind
 * are the properties of a suite of their own (each deviation is a property of
 * the test that met it).
 */
export function junitAsResults(xml: string, run: Pick<RunResults, 'tests' | 'deviationCounts'>): string {
  return withDeviationCounts(markJUnitUnverifiable(xml, run.tests), run.deviationCounts);
}

function withDeviationCounts(xml: string, counts: Record<DeviationKind, number>): string {
  const properties = deviationKinds.map((kind) => `            <property name="deviations.${kind}" value="${counts[kind]}"/>`);
  const suite = [
    '    <testsuite name="contract deviations" tests="0" failures="0" errors="0" skipped="0" time="0">',
    '        <properties>',
    ...properties,
    '        </properties>',
    '    </testsuite>',
  ].join('\n');
  return xml.replace(/(<testsuites [^>]*>)/, `$1\n${suite}`);
}

function markJUnitUnverifiable(xml: string, tests: TestResult[]): string {
  const reasons = new Map(tests.filter((t) => t.reason?.startsWith('unverifiable')).map((t) => [t.id, t.reason!]));
  if (reasons.size === 0) return xml;
  const cases = /(<testcase classname="([^"]*)" name="([^"]*)"[\s\S]*?<\/testcase>)/g;
  const out = xml.replace(cases, (block: string, _whole: string, classname: string, name: string) => {
    const reason = reasons.get(`${unescapeXml(classname).replace(/^contracts\//, '')} > ${unescapeXml(name)}`);
    return reason ? block.replace(/<failure[\s\S]*?<\/failure>/, `<skipped message="${escapeXml(reason)}"/>`) : block;
  });
  return recount(out);
}

/** Each suite's and the report's failures and skips, counted again from their test cases. */
function recount(xml: string): string {
  const suites = xml.replace(/<testsuite (name="[^"]*")([^>]*)>([\s\S]*?)<\/testsuite>/g, (_, name: string, attrs: string, body: string) => {
    const failures = (body.match(/<failure[ >]/g) ?? []).length;
    const skipped = (body.match(/<skipped[ />]/g) ?? []).length;
    return `<testsuite ${name}${attrs.replace(/failures="\d+"/, `failures="${failures}"`).replace(/skipped="\d+"/, `skipped="${skipped}"`)}>${body}</testsuite>`;
  });
  const failures = (suites.match(/<failure[ >]/g) ?? []).length;
  return suites.replace(/(<testsuites [^>]*)failures="\d+"/, `$1failures="${failures}"`);
}

/**
 * One JUnit report of the shards of a run (`--shard i/n`): their test files, each once,
 * under one root whose counts are theirs together, and one suite of deviation counts
 * summed over the shards. Throws when two reports hold the same file (shards of
 * different splits, or a report given twice) or a text is no report of the runner's.
 */
export function mergeJUnit(reports: readonly string[]): string {
  const files = new Map<string, string>();
  const counts = Object.fromEntries(deviationKinds.map((kind) => [kind, 0])) as Record<DeviationKind, number>;
  let time = 0;
  let errors = 0;
  for (const [i, xml] of reports.entries()) {
    const root = /<testsuites [^>]*>/.exec(xml)?.[0];
    if (!root) throw new Error(`report ${i + 1} is not a JUnit report (no <testsuites>)`);
    time += Number(attribute(root, 'time') ?? 0);
    for (const suite of xml.match(/<testsuite [\s\S]*?<\/testsuite>|<testsuite [^>]*\/>/g) ?? []) {
      const name = unescapeXml(attribute(suite, 'name') ?? '');
      if (name === 'contract deviations') {
        for (const [, kind, value] of suite.matchAll(/<property name="deviations\.(\w+)" value="(\d+)"\/>/g))
          if (kind! in counts) counts[kind as DeviationKind] += Number(value);
        continue;
      }
      if (files.has(name)) throw new Error(`${name} is in two of the reports: they are not shards of one run`);
      files.set(name, suite);
      errors += Number(attribute(suite, 'errors') ?? 0);
    }
  }
  const suites = [...files.values()];
  const tests = suites.reduce((sum, suite) => sum + Number(attribute(suite, 'tests') ?? 0), 0);
  const merged = [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    `<testsuites name="vitest tests" tests="${tests}" failures="0" errors="${errors}" time="${time}">`,
    ...suites.map((suite) => `    ${suite}`),
    '</testsuites>',
    '',
  ].join('\n');
  return withDeviationCounts(recount(merged), counts);
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`^<\\w+[^>]*?\\s${name}="([^"]*)"`).exec(tag)?.[1];
}
