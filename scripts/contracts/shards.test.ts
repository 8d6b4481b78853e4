/**
 * A contract run split over a CI matrix (`npm run contracts -- --shard i/n`), as a user
 * runs it, on the VLD files: the shards list each of their tests once between them,
 * a shard runs what its list names, and `npm run contracts:merge` joins the shards'
 * JUnit reports into one. Two shards of the whole run, run at once through a load
 * balancer, are in scripts/deploy-nginx.test.ts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idsOf, minutes, useRemoteRuns } from './remote-runs.ts';
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
    'splits the VLD files into shards that hold each of their tests once, each running what its list names, and their reports merge into one',
    async () => {
      const ids = (output: string) =>
        output
          .split('\n')
          .filter((line) => line.includes('.test.ts > '))
          .sort();
      const [whole, first, second] = (
        await Promise.all([['vld/'], ['--shard', '1/2', 'vld/'], ['--shard', '2/2', 'vld/']].map((args) => runRunner(['--list', ...args])))
      ).map((list) => ids(list.output));
      expect(first!.length).toBeGreaterThan(whole!.length / 4);
      expect(second!.length).toBeGreaterThan(whole!.length / 4);
      expect(first!.filter((id) => second!.includes(id))).toEqual([]);
      expect([...first!, ...second!].sort()).toEqual(whole);

      // Two jobs of a matrix run at once.
      const runs = await Promise.all([1, 2].map((i) => runContracts(`vld-${i}`, ['--shard', `${i}/2`, 'vld/'])));
      for (const [i, run] of runs.entries()) {
        expect(run.code).toBe(0);
        expect(run.output).toContain(`Contract suites against the in-process mock, shard ${i + 1} of 2`);
        expect(idsOf(run.results.tests)).toEqual([first, second][i]);
      }
      const out = join(dir(), 'merged.junit.xml');
      const merged = await merge(['--junit', out, join(dir(), 'vld-1.junit.xml'), join(dir(), 'vld-2.junit.xml')]);
      expect(merged.code).toBe(0);
      expect((await readFile(out, 'utf8')).match(/<testcase /g)).toHaveLength(whole!.length);
      expect(merged.output).toContain(`2 reports, `);
      expect(merged.output).toContain(`${whole!.length} tests, 0 failed`);
      // One shard's report twice is no pair of shards of one run.
      const twice = await merge(['--junit', join(dir(), 'twice.xml'), join(dir(), 'vld-1.junit.xml'), join(dir(), 'vld-1.junit.xml')]);
      expect(twice.code).toBe(1);
      expect(twice.output).toMatch(/is in two of the reports: they are not shards of one run/);
    },
    10 * minutes,
  );

  it('refuses a shard that is not i/n with i from 1 to n', async () => {
    for (const bad of ['3/2', 'a/b']) {
      const run = await runRunner(['--list', '--shard', bad]);
      expect(run.code, bad).toBe(1);
      expect(run.output, bad).toContain('expected I/N, a part from 1 to N, such as 1/2');
    }
  });
});
