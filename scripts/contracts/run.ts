/**
 * `npm run contracts -- [--base-url URL] [--client-id ID] [--client-secret S]
 *   [--profile FILE] [--read-only] [--smoke] [--max-rate N] [--strict] [--timeout MS] [--junit PATH]
 *   [--results PATH] [--list] [--no-sessions] [--shard I/N] [--no-progress] [FILTER...]`
 *
 * Runs the contract suites against a target: the in-process mock when no base URL
 * is given, otherwise the implementation at that URL. A mock there that keeps
 * sessions gives each file a session of its own, and files run side by side; any
 * other mock is reset before each test and put back as it was found at the end,
 * and its files take turns, as do the files against a target that is no mock. Flags
 * fall back to the CONTRACT_* environment variables. Writes a JUnit XML report,
 * the results as JSON and a summary per domain; exits non-zero when any test
 * fails, or when a smoke run left an operation uncalled (one without a passing call or
 * a refusal is reported). `--shard I/N` runs part I of N of the files, for a CI matrix;
 * `npm run contracts:merge` joins the shards' JUnit reports into one. While it runs it
 * shows its progress (progress.ts), unless --no-progress.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { operations } from '../../contracts/support/spec.ts';
import { formatSummary, junitAsResults, smokeGaps, uncalledOperations } from './results.ts';
import { listSuites, runSuites, type Shard } from './run-suites.ts';

function baseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('expected an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('expected an http(s) URL');
  return value.replace(/\/+$/, '');
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of requests a minute, at least 1');
  return n;
}

function positiveMs(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number of milliseconds, at least 1');
  return n;
}

/** `I/N`: part I (from 1) of N. */
function shard(value: string): Shard {
  const match = /^([1-9]\d*)\/([1-9]\d*)$/.exec(value);
  if (!match || Number(match[1]) > Number(match[2])) throw new InvalidArgumentError('expected I/N, a part from 1 to N, such as 1/2');
  return { index: Number(match[1]), count: Number(match[2]) };
}

const env = process.env;
const program = new Command('contracts')
  .description('Run the contract suites against the in-process mock or any base URL, with a JUnit report and a summary.')
  .option('--base-url <url>', 'target to test (default: the in-process mock; env CONTRACT_BASE_URL)', baseUrl, env.CONTRACT_BASE_URL || undefined)
  .option('--client-id <id>', 'client id for Basic auth (env CONTRACT_CLIENT_ID)', env.CONTRACT_CLIENT_ID || undefined)
  .option('--client-secret <secret>', 'client secret for Basic auth (env CONTRACT_CLIENT_SECRET)', env.CONTRACT_CLIENT_SECRET || undefined)
  .option(
    '--profile <file>',
    "the target's profile: credentials, personas and notable record ids, shaped like GET /__mock/fixtures (env CONTRACT_PROFILE)",
    env.CONTRACT_PROFILE || undefined,
  )
  .option('--personas <file>', 'a JSON file of personas alone: --profile with personas only (env CONTRACT_PERSONAS)', env.CONTRACT_PERSONAS || undefined)
  .option('--read-only', 'leave out the tests that change data (env CONTRACT_READ_ONLY=1)', env.CONTRACT_READ_ONLY === '1')
  .option('--smoke', 'the shortest honest run: for every operation one passing call and one refusal (env CONTRACT_SMOKE=1)', env.CONTRACT_SMOKE === '1')
  .option(
    '--max-rate <n>',
    'keep under n requests a minute (env CONTRACT_MAX_RATE); a 429 is waited out either way',
    positiveInteger,
    env.CONTRACT_MAX_RATE ? positiveInteger(env.CONTRACT_MAX_RATE) : undefined,
  )
  .option('--strict', 'deviations from what the documents describe fail the run too (env CONTRACT_STRICT=1)', env.CONTRACT_STRICT === '1')
  .option(
    '--timeout <ms>',
    'how long one request may go unanswered before its test fails (env CONTRACT_TIMEOUT; default 30000)',
    positiveMs,
    env.CONTRACT_TIMEOUT ? positiveMs(env.CONTRACT_TIMEOUT) : 30_000,
  )
  .option('--junit <path>', 'where to write the JUnit XML report', 'reports/contracts.junit.xml')
  .option('--results <path>', 'where to write the results as JSON', 'reports/contracts.json')
  .option('--list', 'print the id of every test the run would run, and exit', false)
  .option(
    '--no-sessions',
    'against a mock that keeps sessions, run the files one at a time in its default session instead of side by side, each in a session of its own',
  )
  .option(
    '--shard <i/n>',
    'run part i of n of the contract files (a CI matrix); the parts together are the whole run (env CONTRACT_SHARD)',
    shard,
    env.CONTRACT_SHARD ? shard(env.CONTRACT_SHARD) : undefined,
  )
  .option(
    '--no-progress',
    'show no progress while the run goes (by default: one line kept up to date in a terminal; in a log, a line every 15 s, ' +
      'or every CONTRACT_PROGRESS_INTERVAL_MS ms, and at each tenth of the tests)',
  )
  .argument('[filters...]', 'run only the contract files whose path contains one of these (e.g. users/login)')
  .allowExcessArguments(false);

program.parse();
const filters = program.args;
const options = program.opts<{
  baseUrl?: string;
  clientId?: string;
  clientSecret?: string;
  profile?: string;
  personas?: string;
  readOnly: boolean;
  smoke: boolean;
  maxRate?: number;
  strict: boolean;
  timeout: number;
  junit: string;
  results: string;
  list: boolean;
  sessions: boolean;
  shard?: Shard;
  progress: boolean;
}>();

if (options.list) {
  const ids = await listSuites(filters, options.shard);
  await exitAfterOutput(ids.map((id) => `${id}\n`).join(''), 0);
}

const junitPath = resolve(options.junit);
const resultsPath = resolve(options.results);
for (const path of [junitPath, resultsPath]) mkdirSync(dirname(path), { recursive: true });

const part = options.shard ? `, shard ${options.shard.index} of ${options.shard.count}` : '';
process.stdout.write(`Contract suites against ${options.baseUrl ?? 'the in-process mock'}${part}\n`);
if (options.smoke) {
  const pace = options.maxRate
    ? `at most ${options.maxRate} requests a minute for the whole run (--max-rate)`
    : 'the limit learnt from the first 429, then kept per caller';
  process.stdout.write(
    `Smoke run: one passing call and one refusal for each of the ${operations.filter((op) => op.isPlatform).length} operations, paced to ${pace}\n`,
  );
}
const settings = { junit: junitPath, verbose: true, filters, shard: options.shard, progress: options.progress };
const run = await runSuites({ ...options, profile: options.profile ?? options.personas }, settings);
writeFileSync(resultsPath, JSON.stringify(run, null, 2));
if (existsSync(junitPath)) writeFileSync(junitPath, junitAsResults(readFileSync(junitPath, 'utf8'), run));

const failed = run.tests.filter((t) => t.state === 'failed').length;
const platformOperations = operations.filter((op) => op.isPlatform).map((op) => op.operationId);
const wholeSmokeRun = options.smoke && filters.length === 0;
const uncalled = wholeSmokeRun ? uncalledOperations(platformOperations, run.requests) : [];
const gaps = wholeSmokeRun ? smokeGaps(platformOperations, run.requests) : [];
const broken = failed > 0 || run.errors.length > 0 || run.tests.length === 0 || uncalled.length > 0 || run.stopped !== null;
process.stdout.write(`\n${formatSummary(run)}`);
if (run.stopped)
  process.stdout.write(
    `\nRun stopped: ${run.stopped}\nThe profile's personas, client credentials and headers (tokenHeader, headers, operations) say how this target logs in.\n`,
  );
if (options.smoke) {
  const total = platformOperations.length;
  const both = total - new Set(gaps.map((g) => g.split(':')[0])).size;
  process.stdout.write(
    `\nSmoke: ${total - uncalled.length} of ${total} operations called, ${both} of them answered both a passing call and a refusal, in ${run.requests.total} requests (${run.requests.minutes} min)\n`,
  );
  if (uncalled.length > 0) process.stdout.write(`Operations never called:\n${uncalled.map((id) => `  ${id}\n`).join('')}`);
  if (gaps.length > 0)
    process.stdout.write(`Operations without one of the two on this target (their other path is mock only):\n${gaps.map((g) => `  ${g}\n`).join('')}`);
}
process.stdout.write(`\nJUnit report: ${relative(process.cwd(), junitPath)}\nResults: ${relative(process.cwd(), resultsPath)}\n`);
if (run.tests.length === 0) process.stdout.write('No contract tests found.\n');
await exitAfterOutput('', broken ? 1 : 0);

/** Exits once everything written to stdout is out: a piped stdout would otherwise lose its tail. */
function exitAfterOutput(text: string, code: number): Promise<never> {
  return new Promise(() => process.stdout.write(text, () => process.exit(code)));
}
