/**
 * Runs the contract suites (contracts/) once, through vitest's node API, against
 * the target the environment names (contracts/support/target.ts reads it; the
 * workers inherit it). Used by the runner (run.ts) and the breach sweep (sweep.ts).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createVitest, type InlineConfig, type TestSpecification, type Vitest } from 'vitest/node';
import { filesFirst } from './files-first.ts';
import { readAbsent, readDeviations, stopReason, countByKind } from '../../contracts/support/findings.ts';
import { readLedger, readPace, type LedgerEntry, type PaceState } from '../../contracts/support/pacing.ts';
import { deviationKinds } from '../../mock/core/pipeline/deviations.ts';
import { contractFileId, contractTestGlob } from '../../contracts/support/test-files.ts';
import { ProgressReporter } from './progress.ts';
import { collectResults, markUnverifiable, requestCounts, runPace, type RunFindings, type RunResults, type TaskLike } from './results.ts';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Whether the suites run from an installed package (`ad-platform-mock contracts`), not from the project's checkout. */
const isInstalled = root.split(sep).includes('node_modules');

export interface TargetSettings {
  baseUrl?: string;
  clientId?: string;
  clientSecret?: string;
  /** The target's profile (shaped like GET /__mock/fixtures), or a file of personas alone. */
  profile?: string;
  readOnly?: boolean;
  /** Keep the run under this many requests a minute. */
  maxRate?: number;
  /** Only the smoke tests: for every operation a passing call and a refusal. */
  smoke?: boolean;
  /** A breach for the in-process mock to plant (the sweep's only use). */
  mockFault?: string;
  /** Skip the mock-only tests even on a mock, as on any other target (the sweep's proof that portable tests catch each breach). */
  portableOnly?: boolean;
  /** Deviations fail the tests that meet them. */
  strict?: boolean;
  /** How long one request may go unanswered, in ms (default 30 s). */
  timeout?: number;
  /**
   * Against a mock in another process that keeps sessions: false makes the files
   * take turns in its default session instead of each running in a session of its own.
   */
  sessions?: boolean;
}

/**
 * Test files run at once against a mock that keeps sessions: one per core (the
 * workers check every answer, and cost several times the server's CPU), and at
 * least two, so that one file's requests overlap another's checks.
 */
export const sessionWorkers = Math.max(2, availableParallelism());

export interface RunSettings {
  /** Write vitest's JUnit report here. */
  junit?: string;
  /** Print vitest's own progress (the runner does; the sweep does not). */
  verbose?: boolean;
  /** Stop at the first failing test. */
  bail?: boolean;
  /** Files whose path contains one of these run first, in this order (the sweep: the file that caught the breach last, then its domain). */
  first?: string[];
  /** Globs of the files to run, relative to the project root; every contract suite when absent. */
  include?: string[];
  /** Run only the files whose path contains one of these. */
  filters?: string[];
  /** Run only this part of the files (`--shard i/n`, shardOf). */
  shard?: Shard;
  /** Show the run's progress (progress.ts): a line kept up to date in a terminal, a line now and then in a log. */
  progress?: boolean;
}

/** Part `index` (from 1) of `count`: the shards of a run together hold each of its files once. */
export interface Shard {
  index: number;
  count: number;
}

export async function runSuites(target: TargetSettings, run: RunSettings = {}): Promise<RunResults> {
  const runner = await SuiteRunner.start(target, run);
  try {
    return await runner.run(target);
  } finally {
    await runner.close();
  }
}

/**
 * One vitest instance that runs the suites again and again, each time against the
 * target the environment then names: the breach sweep plants a breach per run
 * without paying for a new runner (config, module graph, transforms) each time.
 * Test workers start afresh every run, so each sees that run's environment.
 */
export class SuiteRunner {
  private constructor(
    private readonly vitest: Vitest,
    private readonly failures: FailuresAsReported,
    private readonly smoke: boolean,
    /** Each file runs in a session of its own on the target (a mock that keeps sessions). */
    private readonly inSessions: boolean,
    /** What the sequencer puts first; set at each run. */
    private readonly order: { first: string[] },
    private readonly defaultFirst: string[],
    private readonly filters: string[],
    private readonly shard: Shard | undefined,
  ) {}

  /** `target` fixes what the instance is configured for (another server or not, smoke); each run may plant a breach of its own. */
  static async start(target: TargetSettings, run: RunSettings = {}): Promise<SuiteRunner> {
    // A mock that keeps sessions gives each file one of its own (contracts/support/target.ts), so files
    // run side by side and its default session is never touched; a run paced under --max-rate takes turns.
    const found = target.baseUrl ? await readMockSettings(target.baseUrl) : null;
    const inSessions = found !== null && typeof found.maxSessions === 'number' && target.sessions !== false && !target.maxRate;
    const failures = new FailuresAsReported();
    // Progress goes first, so its line is done before another reporter prints its summary; in a terminal
    // it takes the place of vitest's own live summary (two things redrawn at the bottom would clash).
    const progress = run.progress ? new ProgressReporter({ smoke: target.smoke, maxRate: target.maxRate }) : null;
    const vitestReporter = progress?.terminal ? (['default', { summary: false }] as ['default', { summary: boolean }]) : 'default';
    const reporters: InlineConfig['reporters'] = [
      ...(progress ? [progress] : []),
      ...(run.verbose ? [vitestReporter] : []),
      ...(run.junit ? ['junit'] : []),
      failures,
    ];
    const order = { first: run.first ?? [] };
    const vitest = await createVitest('test', {
      root,
      run: true,
      watch: false,
      include: run.include ?? [contractTestGlob],
      // The installed package's suites sit under node_modules, which vitest leaves out by default.
      exclude: [],
      reporters,
      outputFile: run.junit ? { junit: run.junit } : undefined,
      // Against another process one server holds every file's state: files take turns, unless each has a session.
      fileParallelism: !target.baseUrl || inSessions,
      ...(inSessions ? { maxWorkers: Math.min(sessionWorkers, found.maxSessions!) } : {}),
      // Files share their worker's modules, as in npm test: importing the suites' modules afresh for each
      // file cost more CPU than the tests themselves. Each run still starts workers of its own, so the
      // environment a run sets (its target, the breach its mocks plant) is the one its workers see.
      isolate: false,
      // In the project's checkout, modules as transformed are kept on disk, as npm test keeps them
      // (vitest.config.ts): a run reads them there instead of transforming every suite again. An
      // installed package writes nothing into its own folder.
      experimental: { fsModuleCache: !isInstalled },
      // Against another server a test may wait out its rate limit (Retry-After, up to a minute a time).
      ...(target.baseUrl ? { testTimeout: 600_000, hookTimeout: 600_000 } : {}),
      testNamePattern: target.smoke ? /\[smoke\]/ : undefined,
      bail: run.bail ? 1 : 0,
      sequence: { sequencer: filesFirst(order) },
      passWithNoTests: false,
    });
    // Reporters are set up here, once; each run then only runs tests.
    await vitest.standalone();
    return new SuiteRunner(vitest, failures, target.smoke ?? false, inSessions, order, run.first ?? [], run.filters ?? [], run.shard);
  }

  /** One run of the suites against `target`; files whose path contains one of `first` run first, in its order. */
  async run(target: TargetSettings, first: string[] = this.defaultFirst): Promise<RunResults> {
    this.order.first = first;
    setEnv('CONTRACT_BASE_URL', target.baseUrl);
    setEnv('CONTRACT_CLIENT_ID', target.clientId);
    setEnv('CONTRACT_CLIENT_SECRET', target.clientSecret);
    setEnv('CONTRACT_PROFILE', target.profile ? resolve(target.profile) : undefined);
    setEnv('CONTRACT_READ_ONLY', target.readOnly ? '1' : undefined);
    setEnv('CONTRACT_MOCK_FAULT', target.mockFault);
    setEnv('CONTRACT_PORTABLE_ONLY', target.portableOnly ? '1' : undefined);
    setEnv('CONTRACT_MAX_RATE', target.maxRate ? String(target.maxRate) : undefined);
    setEnv('CONTRACT_STRICT', target.strict ? '1' : undefined);
    setEnv('CONTRACT_TIMEOUT', target.timeout ? String(target.timeout) : undefined);
    const scratch = mkdtempSync(join(tmpdir(), 'contracts-'));
    const ledger = join(scratch, 'requests.tsv');
    setEnv('CONTRACT_LEDGER', ledger);
    const found = { deviations: join(scratch, 'deviations.jsonl'), absent: join(scratch, 'absent.jsonl'), stop: join(scratch, 'stop.txt') };
    setEnv('CONTRACT_DEVIATIONS', found.deviations);
    setEnv('CONTRACT_ABSENT', found.absent);
    setEnv('CONTRACT_STOP', found.stop);
    this.failures.stopFile = found.stop;
    // Pacing is for another server: the in-process mock runs without a limit, save the rate-limit suite's own.
    const paceFile = join(scratch, 'pace.json');
    setEnv('CONTRACT_PACE_FILE', target.baseUrl ? paceFile : undefined);
    // Each run's sessions are its own; without sessions the server's settings are put back after the run.
    setEnv('CONTRACT_SESSION_RUN', this.inSessions ? randomBytes(4).toString('hex') : undefined);
    const restore = target.baseUrl && !this.inSessions ? await readMockSettings(target.baseUrl) : null;
    try {
      const specifications = shardOf(await this.vitest.globTestSpecifications(this.filters), this.shard);
      if (specifications.length === 0) throw new Error(`no contract test files match ${this.filters.join(', ') || 'the include globs'}`);
      // Vitest's state keeps the files of earlier runs: every file starts this run empty,
      // so a file the run never reached (it stopped at a failure) shows no results.
      for (const spec of specifications) this.vitest.state.clearFiles(spec.project, [spec.moduleId]);
      await this.vitest.runTestSpecifications(specifications, true);
      return this.results(target, readLedger(ledger), readPace(paceFile), readFindings(found));
    } finally {
      if (restore) await restoreMockSettings(target.baseUrl!, restore);
      // A worker of a run stopped at its first failure may still be writing its last request.
      rmSync(scratch, { recursive: true, force: true, maxRetries: 5 });
    }
  }

  private results(target: TargetSettings, ledger: LedgerEntry[], pace: PaceState, findings: RunFindings): RunResults {
    const files = this.vitest.state.getFiles() as unknown as TaskLike[];
    const errors = this.vitest.state.getUnhandledErrors().map((e) => String((e as Error)?.message ?? e));
    for (const file of files) {
      const fileErrors = file.result?.errors ?? [];
      if (file.result?.state === 'fail' && fileErrors.length > 0) errors.push(`${file.name}: ${fileErrors[0]?.message ?? 'failed'}`);
    }
    // A run stopped at a failure may mark the failed test's file skipped as it stops:
    // a test reported failed counts as failed.
    const reported = collectResults(files).map((t) => {
      const error = this.failures.errorOf(t.id);
      return t.state !== 'failed' && error !== undefined ? { ...t, state: 'failed' as const, reason: null, error } : t;
    });
    const known = new Set(reported.map((t) => t.id));
    for (const [id, error] of this.failures.all()) {
      if (!known.has(id)) reported.push({ id, domain: id.slice(0, id.indexOf('/')), state: 'failed', reason: null, changesData: false, error });
    }
    const tests = target.strict ? reported : markUnverifiable(reported, findings.gapsRead);
    const requests = requestCounts(ledger);
    return {
      target: target.baseUrl ?? (target.mockFault ? `the in-process mock with breach ${target.mockFault}` : 'the in-process mock'),
      readOnly: target.readOnly ?? false,
      smoke: this.smoke,
      sessions: this.inSessions,
      sessionRun: process.env.CONTRACT_SESSION_RUN ?? null,
      // A smoke run reports only the smoke tests; vitest lists the rest as not run.
      tests: tests.filter((t) => !this.smoke || t.id.includes('[smoke]')),
      requests,
      pace: runPace(pace, requests),
      errors,
      ...findings,
    };
  }

  async close(): Promise<void> {
    await this.vitest.close();
  }
}

/**
 * A reporter that keeps the tests reported failed in the current run, with their
 * first error line, and ends the run once a test has stopped it (findings.ts).
 */
class FailuresAsReported {
  private readonly failed = new Map<string, string>();
  private vitest: Vitest | null = null;
  stopFile: string | null = null;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunStart(): void {
    this.failed.clear();
  }

  onTestCaseResult(testCase: {
    fullName: string;
    module: { moduleId: string };
    result(): { state: string; errors?: ReadonlyArray<{ message?: string }> };
  }): void {
    const result = testCase.result();
    if (this.stopFile && existsSync(this.stopFile)) void this.vitest?.cancelCurrentRun('test-failure');
    if (result.state !== 'failed') return;
    const path = contractFileId(testCase.module.moduleId);
    this.failed.set(`${path} > ${testCase.fullName}`, (result.errors?.[0]?.message ?? 'failed').split('\n')[0]!);
  }

  errorOf(id: string): string | undefined {
    return this.failed.get(id);
  }

  all(): IterableIterator<[string, string]> {
    return this.failed.entries();
  }
}

interface MockSettings {
  seed: number;
  rateLimit: number | null;
  frozenClock: boolean;
  /** Sessions the mock keeps besides its default one; absent on a mock without sessions. */
  maxSessions?: number;
}

/** A mock in another process: the settings a developer's server runs with, so the run can put them back. */
async function readMockSettings(baseUrl: string): Promise<MockSettings | null> {
  try {
    const response = await fetch(`${baseUrl}/__mock/settings`);
    return response.ok ? ((await response.json()) as MockSettings) : null;
  } catch {
    return null;
  }
}

/** Each test reset the world with a frozen clock and no limit; the server goes back to what it ran with. */
async function restoreMockSettings(baseUrl: string, { seed, rateLimit, frozenClock }: MockSettings): Promise<void> {
  await fetch(`${baseUrl}/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seed, rateLimit, frozenClock }),
  });
}

/** The ids of the contract tests a run (or one shard of it) would run (files imported, no test run). */
export async function listSuites(filters: string[] = [], shard?: Shard): Promise<string[]> {
  const vitest = await createVitest('test', { root, watch: false, include: [contractTestGlob], exclude: [], reporters: [{}] });
  try {
    const inShard = new Set(shardOf(await vitest.globTestSpecifications(filters), shard).map((spec) => spec.moduleId));
    const { testModules } = await vitest.collect(filters);
    return testModules
      .filter((module) => inShard.has(module.moduleId))
      .flatMap((module) => {
        const path = contractFileId(module.moduleId);
        return [...module.children.allTests()].map((test) => `${path} > ${test.fullName}`);
      });
  } finally {
    await vitest.close();
  }
}

/**
 * The files of one shard: in path order, every n-th from the i-th, so each shard
 * takes files of every domain and the shards together hold each file once. The split
 * is the runner's own, not vitest's `--shard`: a run then reports only its own files,
 * and `--list --shard` names exactly what that shard's run runs.
 */
export function shardOf(specifications: TestSpecification[], shard: Shard | undefined): TestSpecification[] {
  if (!shard) return specifications;
  const ordered = [...specifications].sort((a, b) => (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0));
  return ordered.filter((_, position) => position % shard.count === shard.index - 1);
}

function readFindings(files: { deviations: string; absent: string; stop: string }): RunFindings {
  const { met: deviations, read } = readDeviations(files.deviations);
  return {
    deviationCounts: countByKind(deviations, deviationKinds),
    deviations,
    gapsRead: read,
    absent: readAbsent(files.absent),
    stopped: stopReason({ CONTRACT_STOP: files.stop }),
  };
}

function setEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
