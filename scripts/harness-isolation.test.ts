/**
 * The contract harness keeps each file's target options to that file, even where
 * files share a worker and its modules (vitest.config.ts: isolate: false). Runs the
 * two files of scripts/harness-isolation/ in one worker, the one with options first.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

it('a file without target options does not inherit those of the file before it', () => {
  const vitest = join(root, 'node_modules/vitest/vitest.mjs');
  const run = spawnSync(process.execPath, [vitest, 'run', '--config', 'scripts/harness-isolation/vitest.config.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const output = `${run.stdout}${run.stderr}`;
  expect(output).toMatch(/Tests\s+2 passed/);
  expect(run.status, output).toBe(0);
}, 60_000);
