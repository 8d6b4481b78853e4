/**
 * The contract runner as a user runs it: `npm run contracts -- --base-url URL`
 * - against a second implementation in another process (the mock with --variants,
 *   answering in its other legal forms), compared test by test with the in-process
 *   run (every contract test passes in-process: this same `npm test` runs them so),
 *   each file in a session of its own, side by side, leaving the server's default
 *   session untouched; and with --no-sessions, in the default session, leaving the
 *   server's settings as it found them;
 * - against a target that is not a mock and is never reset (the mock started with
 *   --no-admin, and a profile): no test fails, twice in a row on the same server,
 *   nearly every test runs, and with --read-only the tests that change data are
 *   skipped with their reasons;
 * - --smoke: every operation is called, and answers a passing call and a refusal
 *   wherever the target's world allows both.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, describeWorld } from '../../fixtures/world.ts';
import { startMockProcess, type MockProcess } from '../../mock/cli-process.ts';
import { operations } from '../../contracts/support/spec.ts';
import type { RunResults, TestResult } from './results.ts';
import { root } from './run-suites.ts';

const runner = new URL('./run.ts', import.meta.url).pathname;
const minutes = 60_000;
let dir: string;
const mocks: MockProcess[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-runs-'));
});
afterAll(async () => {
  await Promise.all(mocks.map((mock) => mock.stop()));
  await rm(dir, { recursive: true, force: true });
});

interface RunnerOutcome {
  code: number | null;
  output: string;
  results: RunResults;
  junit: string;
}

/** Runs `npm run contracts -- ARGS` to its exit. */
async function runRunner(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', runner, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: withoutContractEnv() });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code, output };
}

/** `npm run contracts -- ARGS`, writing its reports under the run's own name. */
async function runContracts(name: string, args: string[]): Promise<RunnerOutcome> {
  const junitPath = join(dir, `${name}.junit.xml`);
  const resultsPath = join(dir, `${name}.json`);
  const { code, output } = await runRunner(['--junit', junitPath, '--results', resultsPath, ...args]);
  const results = JSON.parse(await readFile(resultsPath, 'utf8')) as RunResults;
  return { code, output, results, junit: await readFile(junitPath, 'utf8') };
}

/** The ids of every contract test an in-process run runs (`npm run contracts -- --list`). */
async function inProcessTestIds(): Promise<string[]> {
  const { code, output } = await runRunner(['--list']);
  expect(code).toBe(0);
  return output.split('\n').filter((line) => line.includes('.test.ts > '));
}

/** The runner reads CONTRACT_* from the environment: only its flags may choose the target here. */
function withoutContractEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CONTRACT_')));
}

async function startMock(...args: string[]): Promise<MockProcess> {
  const mock = await startMockProcess(['--quiet', ...args]);
  mocks.push(mock);
  return mock;
}

/** The operations the default session of a mock answered, other than reading its settings and journal. */
async function journalOf(url: string): Promise<string[]> {
  const { requests } = (await (await fetch(`${url}/__mock/requests?limit=500`)).json()) as { requests: Array<{ operationId: string | null }> };
  return requests.map((r) => r.operationId ?? 'none').filter((id) => id !== 'getSettings' && id !== 'listRequests');
}

function idsOf(tests: TestResult[]): string[] {
  return tests.map((t) => t.id).sort();
}

describe('npm run contracts', () => {
  it('passes against a second implementation in another process (--variants) every contract test the in-process run passes', async () => {
    // As `npm start --variants` serves it: the default rate limit and a running clock; each test's reset sets both.
    const mock = await startMock('--variants');
    const settings = async () => (await fetch(`${mock.url}/__mock/settings`)).json();
    const found = await settings();
    const remote = await runContracts('remote', ['--base-url', mock.url]);
    expect(await settings(), 'the run puts the clock mode and the limit back').toEqual(found);

    expect(remote.results.errors).toEqual([]);
    expect(remote.results.tests.length).toBeGreaterThan(1500);
    expect(idsOf(remote.results.tests)).toEqual((await inProcessTestIds()).sort());
    expect(remote.results.tests.filter((t) => t.state !== 'passed')).toEqual([]);
    expect(remote.code).toBe(0);

    expect(remote.output).toContain(`Contract run against ${mock.url} (each file in a session of its own)`);
    expect(remote.results.sessions).toBe(true);
    // Every file worked in its own session: the default session saw only the settings being read.
    expect(await journalOf(mock.url)).toEqual([]);
    for (const domain of ['users', 'audiences', 'audience-types', 'creatives', 'conversions', 'bid-models', 'reports', 'vld', 'dashboards', 'platform']) {
      const passed = remote.results.tests.filter((t) => t.domain === domain).length;
      expect(remote.output, domain).toMatch(new RegExp(`^  ${domain} +${passed} +0 +0 `, 'm'));
    }
    expect((remote.junit.match(/<testcase /g) ?? []).length).toBe(remote.results.tests.length);
    expect(remote.junit).toMatch(/<testsuites [^>]*failures="0"/);
    expect(remote.junit).toContain('<property name="changes data" value="calls inviteUsers">');
  }, 20 * minutes);

  it('with --no-sessions, runs the files in turn in the default session, and puts its settings back', async () => {
    const mock = await startMock('--variants');
    const settings = async () => (await fetch(`${mock.url}/__mock/settings`)).json();
    const found = await settings();
    const run = await runContracts('no-sessions', ['--base-url', mock.url, '--no-sessions', 'users/login', 'dashboards/dashboards']);
    expect(run.results.errors).toEqual([]);
    expect(run.results.sessions).toBe(false);
    expect(run.results.tests.filter((t) => t.state !== 'passed')).toEqual([]);
    expect(run.output).toMatch(new RegExp(`Contract run against ${mock.url}\n`));
    // The run's last request to the default session puts its settings back (a reset empties the journal).
    expect(await journalOf(mock.url)).toEqual(['resetWorld']);
    expect(await settings(), 'the run puts the clock mode and the limit back').toEqual(found);
  }, 5 * minutes);

  it('passes against a target that is not a mock, started once and never reset, twice in a row; and with --read-only', async () => {
    const platform = await startMock('--no-admin', '--rate-limit', 'off');
    const profile = join(dir, 'profile.json');
    await writeFile(profile, JSON.stringify(describeWorld(buildWorld())));

    for (const name of ['portable-1', 'portable-2']) {
      const run = await runContracts(name, ['--base-url', platform.url, '--profile', profile]);
      expect(run.results.errors, name).toEqual([]);
      expect(run.results.tests.filter((t) => t.state === 'failed'), name).toEqual([]);
      const skipped = run.results.tests.filter((t) => t.state === 'skipped');
      expect(skipped.filter((t) => !t.reason?.startsWith('mock only: ')), `${name}: skips other than mock only`).toEqual([]);
      expect(skipped.length / run.results.tests.length, `${name}: share of tests skipped`).toBeLessThanOrEqual(0.1);
      expect(run.code, name).toBe(0);
    }

    const readOnly = await runContracts('read-only', ['--base-url', platform.url, '--profile', profile, '--read-only']);
    const skipped = readOnly.results.tests.filter((t) => t.state === 'skipped');
    expect(readOnly.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
    expect(readOnly.results.tests.filter((t) => t.state === 'passed').length).toBeGreaterThan(500);
    expect(skipped.some((t) => t.reason === 'changes data: inviteUsers')).toBe(true);
    expect(skipped.every((t) => t.reason?.startsWith('mock only: ') || t.reason?.startsWith('changes data: '))).toBe(true);
    expect(readOnly.output).toContain('(read-only: tests that change data are left out)');
    expect(readOnly.output).toMatch(/platform: \d+ × mock only: moves the clock/);
    expect(readOnly.output).toMatch(/users: \d+ × changes data \(--read-only\)/);
    expect(readOnly.junit).toContain('<property name="skipped" value="changes data: inviteUsers">');
    expect(readOnly.code).toBe(0);
  }, 30 * minutes);

  it('--smoke calls every operation, with a passing answer and a refusal wherever a never-reset world allows, and counts its requests', async () => {
    const platform = await startMock('--no-admin', '--rate-limit', 'off');
    const profile = join(dir, 'smoke-profile.json');
    await writeFile(profile, JSON.stringify(describeWorld(buildWorld())));
    const smoke = await runContracts('smoke', ['--base-url', platform.url, '--profile', profile, '--smoke']);
    const platformOperations = operations.filter((op) => op.isPlatform).length;
    expect(smoke.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
    expect(smoke.output).toContain(`Smoke: ${platformOperations} of ${platformOperations} operations called, ${platformOperations - 2} of them answered both`);
    // Only failed insights can be regenerated, and only a reset of the world brings them back;
    // an unsubscribe token only ever arrives by e-mail, which only the mock's outbox shows.
    expect(smoke.output).toContain(
      'Operations without one of the two on this target (their other path is mock only):\n  regenerateAudienceInsights: no passing call\n  unsubscribeAllReports: no passing call\n\n',
    );
    expect(smoke.results.requests.total).toBeGreaterThan(2 * platformOperations);
    expect(smoke.code).toBe(0);
  }, 10 * minutes);
});
