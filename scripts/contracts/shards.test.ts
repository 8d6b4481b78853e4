/**
 * A contract run split over a CI matrix (`npm run contracts -- --shard i/n`), as a user
 * runs it: two shards of a whole run against the mock run exactly the tests of the
 * unsharded run between them, each once, all passing, and `npm run contracts:merge`
 * joins their JUnit reports into one report of the whole run.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idsOf, inProcessTestIds, minutes, useRemoteRuns } from './remote-runs.ts';
import { root } from './run-suites.ts';

const { dir, runContracts, runRunner } = useRemoteRuns();
const merger = new URL('./merge.ts', import.meta.url).pathname;

async function merge(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', merger, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code, output };
}

describe('npm run contracts -- --shard i/n', () => {
  it(
    'runs, in two shards, each test of the whole run once, all passed, and their reports merge into one',
    async () => {
      const whole = (await inProcessTestIds()).sort();
      const first = await runContracts('shard-1', ['--shard', '1/2']);
      const second = await runContracts('shard-2', ['--shard', '2/2']);
      for (const shard of [first, second]) {
        expect(shard.results.errors).toEqual([]);
        expect(shard.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
        expect(shard.code).toBe(0);
        // Each shard holds about half: neither is empty, neither the whole.
        expect(shard.results.tests.length).toBeGreaterThan(whole.length / 4);
      }
      expect(first.output).toContain('Contract suites against the in-process mock, shard 1 of 2');
      const firstIds = idsOf(first.results.tests);
      const secondIds = idsOf(second.results.tests);
      expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
      expect([...firstIds, ...secondIds].sort()).toEqual(whole);
      // --list --shard names what the shard runs.
      const listed = await runRunner(['--list', '--shard', '1/2']);
      expect(
        listed.output
          .split('\n')
          .filter((line) => line.includes('.test.ts > '))
          .sort(),
      ).toEqual(firstIds);

      const out = join(dir(), 'merged.junit.xml');
      const merged = await merge(['--junit', out, join(dir(), 'shard-1.junit.xml'), join(dir(), 'shard-2.junit.xml')]);
      expect(merged.code).toBe(0);
      const xml = await readFile(out, 'utf8');
      expect((xml.match(/<testcase /g) ?? []).length).toBe(whole.length);
      expect(xml).toMatch(new RegExp(`<testsuites [^>]*tests="${whole.length}" failures="0"`));
      expect(merged.output).toContain(`2 reports, `);
      expect(merged.output).toContain(`${whole.length} tests, 0 failed`);
      // Reports of one shard twice are no shards of one run.
      const twice = await merge(['--junit', join(dir(), 'twice.xml'), join(dir(), 'shard-1.junit.xml'), join(dir(), 'shard-1.junit.xml')]);
      expect(twice.code).toBe(1);
      expect(twice.output).toMatch(/is in two of the reports: they are not shards of one run/);
    },
    20 * minutes,
  );

  it('refuses a shard that is not i/n with i from 1 to n', async () => {
    for (const bad of ['0/2', '3/2', '1', 'a/b']) {
      const run = await runRunner(['--list', '--shard', bad]);
      expect(run.code, bad).toBe(1);
      expect(run.output, bad).toContain('expected I/N, a part from 1 to N, such as 1/2');
    }
  });
});
