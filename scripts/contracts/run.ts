/**
 * `npm run contracts -- [--base-url URL] [--client-id ID] [--client-secret S]
 *   [--personas FILE] [--read-only] [--junit PATH] [--results PATH] [--list] [FILTER...]`
 *
 * Runs the contract suites against a target: the in-process mock when no base URL
 * is given, otherwise the implementation at that URL (a mock there is reset before
 * each test, and its files take turns). Flags fall back to the CONTRACT_*
 * environment variables. Writes a JUnit XML report, the results as JSON and a
 * summary per domain; exits non-zero when any test fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { formatSummary } from './results.ts';
import { listSuites, runSuites } from './run-suites.ts';

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

const env = process.env;
const program = new Command('contracts')
  .description('Run the contract suites against the in-process mock or any base URL, with a JUnit report and a summary.')
  .option('--base-url <url>', 'target to test (default: the in-process mock; env CONTRACT_BASE_URL)', baseUrl, env.CONTRACT_BASE_URL || undefined)
  .option('--client-id <id>', 'client id for Basic auth (env CONTRACT_CLIENT_ID)', env.CONTRACT_CLIENT_ID || undefined)
  .option('--client-secret <secret>', 'client secret for Basic auth (env CONTRACT_CLIENT_SECRET)', env.CONTRACT_CLIENT_SECRET || undefined)
  .option('--personas <file>', 'JSON file of personas, for targets that are not mocks (env CONTRACT_PERSONAS)', env.CONTRACT_PERSONAS || undefined)
  .option('--read-only', 'leave out the tests that change data (env CONTRACT_READ_ONLY=1)', env.CONTRACT_READ_ONLY === '1')
  .option('--junit <path>', 'where to write the JUnit XML report', 'reports/contracts.junit.xml')
  .option('--results <path>', 'where to write the results as JSON', 'reports/contracts.json')
  .option('--list', 'print the id of every test the run would run, and exit', false)
  .argument('[filters...]', 'run only the contract files whose path contains one of these (e.g. users/login)')
  .allowExcessArguments(false);

program.parse();
const filters = program.args;
const options = program.opts<{
  baseUrl?: string;
  clientId?: string;
  clientSecret?: string;
  personas?: string;
  readOnly: boolean;
  junit: string;
  results: string;
  list: boolean;
}>();

if (options.list) {
  const ids = await listSuites(filters);
  await exitAfterOutput(ids.map((id) => `${id}\n`).join(''), 0);
}

const junitPath = resolve(options.junit);
const resultsPath = resolve(options.results);
for (const path of [junitPath, resultsPath]) mkdirSync(dirname(path), { recursive: true });

process.stdout.write(`Contract suites against ${options.baseUrl ?? 'the in-process mock'}\n`);
const run = await runSuites(options, { junit: junitPath, verbose: true, filters });
writeFileSync(resultsPath, JSON.stringify(run, null, 2));

const failed = run.tests.filter((t) => t.state === 'failed').length;
const broken = failed > 0 || run.errors.length > 0 || run.tests.length === 0;
process.stdout.write(`\n${formatSummary(run)}`);
process.stdout.write(`\nJUnit report: ${relative(process.cwd(), junitPath)}\nResults: ${relative(process.cwd(), resultsPath)}\n`);
if (run.tests.length === 0) process.stdout.write('No contract tests found.\n');
await exitAfterOutput('', broken ? 1 : 0);

/** Exits once everything written to stdout is out: a piped stdout would otherwise lose its tail. */
function exitAfterOutput(text: string, code: number): Promise<never> {
  return new Promise(() => process.stdout.write(text, () => process.exit(code)));
}
