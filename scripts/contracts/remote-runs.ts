/**
 * Runs of the contract runner as a user runs them (`npm run contracts -- ARGS`),
 * against mocks started in other processes, for the remote-run test files. Each
 * file calls useRemoteRuns() once: it gets a scratch directory and the mocks it
 * starts are stopped when the file ends.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startMockProcess, type MockProcess } from '../../mock/cli-process.ts';
import type { RunResults, TestResult } from './results.ts';
import { root } from './run-suites.ts';

const runner = new URL('./run.ts', import.meta.url).pathname;
export const minutes = 60_000;

export interface RunnerOutcome {
  code: number | null;
  output: string;
  results: RunResults;
  junit: string;
}

export interface RemoteRuns {
  /** The file's scratch directory (reports, profiles). */
  dir: () => string;
  /** `npm run contracts -- ARGS`, writing its reports under the run's own name. */
  runContracts(name: string, args: string[]): Promise<RunnerOutcome>;
  /** `npm run contracts -- ARGS` to its exit. */
  runRunner(args: string[]): Promise<{ code: number | null; output: string }>;
  /** The mock command in another process, stopped when the file ends. */
  startMock(...args: string[]): Promise<MockProcess>;
}

export function useRemoteRuns(): RemoteRuns {
  let dir = '';
  const mocks: MockProcess[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contract-runs-'));
  });
  afterAll(async () => {
    await Promise.all(mocks.map((mock) => mock.stop()));
    await rm(dir, { recursive: true, force: true });
  });
  return {
    dir: () => dir,
    runRunner,
    async runContracts(name, args) {
      const junitPath = join(dir, `${name}.junit.xml`);
      const resultsPath = join(dir, `${name}.json`);
      const { code, output } = await runRunner(['--junit', junitPath, '--results', resultsPath, ...args]);
      const results = JSON.parse(await readFile(resultsPath, 'utf8')) as RunResults;
      return { code, output, results, junit: await readFile(junitPath, 'utf8') };
    },
    async startMock(...args) {
      const mock = await startMockProcess(['--quiet', ...args]);
      mocks.push(mock);
      return mock;
    },
  };
}

async function runRunner(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', runner, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: withoutContractEnv() });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code, output };
}

/** The runner reads CONTRACT_* from the environment: only its flags may choose the target here. */
function withoutContractEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CONTRACT_')));
}

/** The ids of every contract test an in-process run runs (`npm run contracts -- --list`). */
export async function inProcessTestIds(): Promise<string[]> {
  const { code, output } = await runRunner(['--list']);
  expect(code).toBe(0);
  return output.split('\n').filter((line) => line.includes('.test.ts > '));
}

/** The operations the default session of a mock answered, other than reading its settings and journal. */
export async function journalOf(url: string): Promise<string[]> {
  const { requests } = (await (await fetch(`${url}/__mock/requests?limit=500`)).json()) as { requests: Array<{ operationId: string | null }> };
  return requests.map((r) => r.operationId ?? 'none').filter((id) => id !== 'getSettings' && id !== 'listRequests');
}

export function idsOf(tests: TestResult[]): string[] {
  return tests.map((t) => t.id).sort();
}
