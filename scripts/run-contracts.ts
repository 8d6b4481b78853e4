/**
 * `npm run contracts -- --base-url URL [--client-id ID] [--client-secret S]
 *   [--personas FILE] [--junit PATH]`
 *
 * Runs the contract suites (contracts/) against a target: the in-process mock
 * when no base URL is given, otherwise the implementation at that URL. Flags fall
 * back to the CONTRACT_* environment variables read by contracts/support/target.ts.
 * Writes a JUnit XML report for CI; exits non-zero when any test fails.
 */
import { mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import { startVitest } from 'vitest/node';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

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
  .description('Run the contract suites against the in-process mock or any base URL, with a JUnit report.')
  .option('--base-url <url>', 'target to test (default: the in-process mock; env CONTRACT_BASE_URL)', baseUrl, env.CONTRACT_BASE_URL || undefined)
  .option('--client-id <id>', 'client id for Basic auth (env CONTRACT_CLIENT_ID)', env.CONTRACT_CLIENT_ID || undefined)
  .option('--client-secret <secret>', 'client secret for Basic auth (env CONTRACT_CLIENT_SECRET)', env.CONTRACT_CLIENT_SECRET || undefined)
  .option('--personas <file>', 'JSON file of personas, for targets that are not mocks (env CONTRACT_PERSONAS)', env.CONTRACT_PERSONAS || undefined)
  .option('--junit <path>', 'where to write the JUnit XML report', 'reports/contracts.junit.xml')
  .allowExcessArguments(false);

program.parse();
const options = program.opts<{ baseUrl?: string; clientId?: string; clientSecret?: string; personas?: string; junit: string }>();

// The suites read their target from the environment (contracts/support/target.ts);
// vitest's workers inherit it.
setEnv('CONTRACT_BASE_URL', options.baseUrl);
setEnv('CONTRACT_CLIENT_ID', options.clientId);
setEnv('CONTRACT_CLIENT_SECRET', options.clientSecret);
setEnv('CONTRACT_PERSONAS', options.personas ? resolve(options.personas) : undefined);

const junitPath = resolve(options.junit);
mkdirSync(dirname(junitPath), { recursive: true });

const target = options.baseUrl ?? 'the in-process mock';
process.stdout.write(`Contract suites against ${target}\n`);

const vitest = await startVitest(
  'test',
  [],
  {
    root,
    run: true,
    watch: false,
    include: ['contracts/**/*.test.ts'],
    reporters: ['default', 'junit'],
    outputFile: { junit: junitPath },
    passWithNoTests: false,
  },
);

const files = vitest.state.getFiles();
const failedTests = files.reduce((sum, file) => sum + countFailedTests(file), 0);
const failedFiles = files.filter((file) => file.result?.state === 'fail').length;
const unhandled = vitest.state.getUnhandledErrors().length;
const failed = failedTests > 0 || failedFiles > 0 || unhandled > 0 || files.length === 0 || (process.exitCode ?? 0) !== 0;

process.stdout.write(`\nJUnit report: ${relative(process.cwd(), junitPath) || junitPath}\n`);
if (failed) {
  process.stdout.write(
    files.length === 0
      ? 'No contract test files found.\n'
      : `Contract run failed: ${failedTests} failed test(s), ${failedFiles} failed file(s), ${unhandled} unhandled error(s).\n`,
  );
}
process.exit(failed ? 1 : 0);

interface TaskLike {
  type: string;
  result?: { state?: string };
  tasks?: TaskLike[];
}

function countFailedTests(task: TaskLike): number {
  if (task.type === 'test') return task.result?.state === 'fail' ? 1 : 0;
  return (task.tasks ?? []).reduce((sum, child) => sum + countFailedTests(child), 0);
}

function setEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
