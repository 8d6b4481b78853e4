/**
 * The mock as another process, as a user starts it: `node mock/cli.ts --port 0 ...`,
 * resolved once it prints the address it listens on. Used where a test needs a
 * server that shares nothing with the test's own process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export const cliPath = new URL('./cli.ts', import.meta.url).pathname;

export interface MockProcess {
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startMockProcess(args: string[] = [], startupMs = 15_000): Promise<MockProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill();
  await once(child, 'exit');
}
