/**
 * `--watch` as a developer runs it: the CLI as a supervisor process, watching a
 * temporary directory (MOCK_WATCH_DIRS) instead of spec/ and mock/, so the test
 * changes nothing of the project. A change restarts the server on the same port
 * and prints one reload line; an editor's temp file does not; stopping the
 * supervisor stops its server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { binPath } from './cli-process.ts';

let supervisor: ChildProcess | undefined;
let dir: string | undefined;

afterEach(async () => {
  if (supervisor && supervisor.exitCode === null && supervisor.signalCode === null) {
    supervisor.kill();
    await once(supervisor, 'exit');
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function until(output: () => string, pattern: RegExp, ms: number): Promise<RegExpExecArray> {
  for (let waited = 0; waited < ms; waited += 25) {
    const match = pattern.exec(output());
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${pattern} within ${ms} ms in:\n${output()}`);
}

it('restarts the server on a change, on the same port, with one line saying so', async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-watch-'));
  supervisor = spawn(process.execPath, ['--import', 'tsx', binPath, '--watch', '--port', '0', '--quiet'], {
    env: { ...process.env, MOCK_WATCH_DIRS: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  supervisor.stdout!.on('data', (chunk) => (output += chunk));
  supervisor.stderr!.on('data', (chunk) => (output += chunk));
  const url = (await until(() => output, /listening on (http:\/\/\S+)/, 15_000))[1]!;
  expect(output).toContain(`watching ${dir}/: the server restarts when they change`);

  // An editor's swap file is not a change of the sources.
  writeFileSync(join(dir, '.handlers.ts.swp'), 'swap');
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(output).not.toMatch(/reloaded in/);

  writeFileSync(join(dir, 'handlers.ts'), 'export {};\n');
  const line = await until(
    () => output,
    /reloaded in \d+ ms \(changed: (.+)\); state (kept|partly reset: .+|reset: the world was rebuilt from seed 4010 .+)\n/,
    15_000,
  );
  expect(line[1]).toBe(join(dir, 'handlers.ts'));
  expect(output.match(/listening on http:\/\/\S+/g)).toEqual([`listening on ${url}`, `listening on ${url}`]);
  expect((await fetch(`${url}/__mock/settings`)).status).toBe(200);

  supervisor.kill('SIGTERM');
  await once(supervisor, 'exit');
  await expect(fetch(`${url}/__mock/settings`)).rejects.toThrow();
});
