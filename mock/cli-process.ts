/**
 * The mock as another process, as a user starts it: `ad-platform-mock --port 0 ...`
 * (mock/bin.ts run through tsx), resolved once it prints the address it listens on.
 * Used where a test needs a server that shares nothing with the test's own process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** The command's entry, as package.json's `bin` names it (built from this file). */
export const binPath = new URL('./bin.ts', import.meta.url).pathname;

export interface MockProcess {
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  /** Environment variables added to the test's own. */
  env?: Record<string, string>;
  /** Modules node loads before the command (`--import`), after tsx. */
  preload?: string[];
  /** A built command to run with plain node (the package's bin) instead of the sources through tsx. */
  entry?: string;
  /** The Node.js binary to run it with (default: this process's). */
  node?: string;
}

function spawnCli(args: string[], options: SpawnOptions): ChildProcess {
  const modules = options.entry ? (options.preload ?? []) : ['tsx', ...(options.preload ?? [])];
  const imports = modules.flatMap((module) => ['--import', module]);
  const entry = options.entry ?? binPath;
  return spawn(options.node ?? process.execPath, [...imports, entry, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
}

export async function startMockProcess(args: string[] = [], startupMs = 15_000, options: SpawnOptions = {}): Promise<MockProcess> {
  const child = spawnCli(['--port', '0', ...args], options);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = () => stopProcess(child);
  for (let waited = 0; waited < startupMs; waited += 25) {
    const match = /listening on (http:\/\/\S+)/.exec(output);
    if (match) return { url: match[1]!, output: () => output, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(`the mock did not start:\n${output}`);
}

/** Runs the command to its exit (a flag that prints and stops, or a start that fails). */
export async function runCliToExit(
  args: string[],
  options: SpawnOptions = {},
): Promise<{ code: number | null; stdout: string; stderr: string; output: string }> {
  const child = spawnCli(args, options);
  let stdout = '';
  let stderr = '';
  let output = '';
  child.stdout!.on('data', (chunk) => ((stdout += chunk), (output += chunk)));
  child.stderr!.on('data', (chunk) => ((stderr += chunk), (output += chunk)));
  const [code] = await once(child, 'exit');
  return { code, stdout, stderr, output };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill();
  await once(child, 'exit');
}
