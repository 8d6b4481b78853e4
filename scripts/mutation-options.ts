/**
 * The Stryker options of `npm run mutate -- <domain>` (scripts/mutate.ts), built in
 * code: what a domain's mutation run mutates, which tests judge the mutants, and where
 * the reports and the incremental file go. Kept apart from the CLI so that
 * scripts/mutate.test.ts checks them without starting Stryker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Stryker } from '@stryker-mutator/core';

/** Stryker's options as its constructor takes them. */
export type StrykerOptions = ConstructorParameters<typeof Stryker>[0];

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

interface DomainSources {
  /** Folders of the mock whose source files are mutated. */
  sourceDirs: string[];
  /** Base names (without .ts) of the files mutated in sourceDirs; every source file when absent. */
  only?: string[];
  /** The contract suites' folder under contracts/. */
  contracts: string;
  /** Tests of the mutated code outside the source folders, relative to the root. */
  unitTests?: string[];
}

/**
 * Each domain of the contracts and the mock code it judges. A domain's contract
 * folder and its mock folder share the name, save platform: its suites (auth,
 * errors, rate limit) test the shared pipeline in mock/core (its pipeline/ room and
 * toolkit/errors.ts). mock/domains/campaigns holds types alone and no suite of its own.
 */
const domainSources: Record<string, DomainSources> = {
  users: { sourceDirs: ['mock/domains/users'], contracts: 'users' },
  audiences: { sourceDirs: ['mock/domains/audiences'], contracts: 'audiences' },
  'audience-types': { sourceDirs: ['mock/domains/audience-types'], contracts: 'audience-types' },
  creatives: { sourceDirs: ['mock/domains/creatives'], contracts: 'creatives' },
  conversions: { sourceDirs: ['mock/domains/conversions'], contracts: 'conversions' },
  'bid-models': { sourceDirs: ['mock/domains/bid-models'], contracts: 'bid-models' },
  reports: { sourceDirs: ['mock/domains/reports'], contracts: 'reports' },
  vld: { sourceDirs: ['mock/domains/vld'], contracts: 'vld' },
  dashboards: { sourceDirs: ['mock/domains/dashboards'], contracts: 'dashboards' },
  platform: {
    sourceDirs: ['mock/core'],
    only: ['auth', 'errors', 'error-handler', 'rate-limit'],
    contracts: 'platform',
    // The framework's own failures (oversize headers, slow and oversize bodies, router limits) are
    // answered by error-handler.ts and held there; a snapshot carries the rate limit's windows
    // (mock/core/state/snapshot.test.ts imports the state, not rate-limit.ts, and the admin API restores it).
    unitTests: ['mock/hardening.test.ts', 'mock/core/state/snapshot.test.ts', 'mock/snapshots.test.ts'],
  },
};

export const domains: readonly string[] = Object.keys(domainSources).sort();

/**
 * What is never mutated, in one place. Tests are the judges, not the judged.
 * model.ts (types, enums, record shapes), messages.ts (the documented texts; the
 * suites compare them to the documents, so a mutated text is killed for the wrong
 * reason or not at all) and emails.ts (a list of kinds) are module-level tables, not
 * behaviour; a domain's index.ts (its public face) only re-exports. The tables that remain inside handlers, rules, stores and views (sort
 * keys, status names, lookup maps) run only while a module loads: Stryker's
 * `ignoreStatic` (set in strykerOptions) reports those "static" mutants as Ignored
 * instead of reloading the whole mock for each, which would take most of the run
 * (`--static` tests them). Code that runs both while the server builds and in tests
 * is tested as usual, and a mutant of it that breaks the build fails every test of
 * a file in its beforeAll: killed.
 */
const notMutated = /(?:^|\/)(?:model|messages|emails|index)\.ts$|\.test\.ts$|\.test-d\.ts$|\.d\.ts$/;

/** The domain when known; otherwise an error naming every known domain. */
export function checkDomain(name: string): string {
  if (Object.hasOwn(domainSources, name)) return name;
  throw new Error(`unknown domain "${name}"; known domains: ${domains.join(', ')}`);
}

function tsFiles(dir: string, base: string): string[] {
  return readdirSync(join(base, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => posix.join(dir, file.split('\\').join('/')))
    .sort();
}

/** The files mutated for a domain, relative to the project root. */
export function mutateFiles(domain: string, base = root): string[] {
  const sources = domainSources[checkDomain(domain)]!;
  return sources.sourceDirs
    .flatMap((dir) => tsFiles(dir, base))
    .filter((file) => !notMutated.test(file))
    .filter((file) => !sources.only || sources.only.includes(posix.basename(file, '.ts')));
}

/** The test files that judge a domain's mutants: its contract suites and the unit tests beside the mutated code. */
export function testFiles(domain: string, base = root): string[] {
  const sources = domainSources[checkDomain(domain)]!;
  const contracts = tsFiles(posix.join('contracts', sources.contracts), base).filter((file) => file.endsWith('.test.ts'));
  const unit = sources.sourceDirs
    .flatMap((dir) => tsFiles(dir, base))
    .filter((file) => file.endsWith('.test.ts'))
    // A domain's own folder: all of its unit tests; a shared folder (mock/core): those named after a
    // mutated file or importing one.
    .filter((file) => !sources.only || sources.only.includes(posix.basename(file, '.test.ts')) || importsOneOf(join(base, file), sources.only));
  return [...contracts, ...unit, ...(sources.unitTests ?? [])];
}

/** Whether a test file imports one of the named modules of its own folder (`./<name>.ts`). */
function importsOneOf(testFile: string, names: string[]): boolean {
  const source = readFileSync(testFile, 'utf8');
  return names.some((name) => source.includes(`from './${name}.ts'`));
}

export interface MutationRunOptions {
  /** Re-test only the mutants and tests a change touched, from the domain's incremental file. */
  incremental?: boolean;
  /** Test the static mutants too (see notMutated): each reloads the mock in every test file it runs, so a run takes far longer. */
  static?: boolean;
}

/** Where a domain's reports go, relative to the project root. */
export function reportPaths(domain: string) {
  const dir = posix.join('reports/mutation', checkDomain(domain));
  return {
    dir,
    json: posix.join(dir, 'mutation.json'),
    html: posix.join(dir, 'mutation.html'),
    incremental: posix.join(dir, 'stryker-incremental.json'),
  };
}

export function strykerOptions(domain: string, run: MutationRunOptions = {}, base = root): StrykerOptions {
  const paths = reportPaths(domain);
  return {
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: {
      configFile: 'vitest.mutate.config.ts',
      // The suites reach the mock through a dynamic import (contracts/support/target.ts): vitest's
      // "related" test search would miss them. testFiles and the coverage pick the tests instead.
      related: false,
    },
    mutate: mutateFiles(domain, base),
    testFiles: testFiles(domain, base),
    coverageAnalysis: 'perTest',
    ignoreStatic: !run.static,
    // The machine's two cores; each worker runs one test file at a time.
    concurrency: 2,
    // A mutant's tests may take their unmutated time x2 plus 10 s: the machine is shared
    // and each test file builds its own server, which can take seconds when busy.
    timeoutFactor: 2,
    timeoutMS: 10_000,
    dryRunTimeoutMinutes: 10,
    reporters: ['clear-text', 'progress', 'json', 'html'],
    clearTextReporter: { logTests: false, reportTests: false, reportMutants: false, reportScoreTable: true },
    jsonReporter: { fileName: paths.json },
    htmlReporter: { fileName: paths.html },
    // Always on: a full run (force) records every result, so the next --incremental run has a base.
    incremental: true,
    force: !run.incremental,
    incrementalFile: paths.incremental,
    thresholds: { high: 80, low: 60, break: null },
    tempDirName: '.stryker-tmp',
    // The sandbox needs the sources, the spec and the fixtures; not the build output or old reports.
    ignorePatterns: ['/dist', '/reports', '/deploy'],
    cleanTempDir: true,
  };
}

/** A path relative to the root, for messages. */
export function shown(path: string): string {
  return relative(process.cwd(), resolve(root, path)) || '.';
}
