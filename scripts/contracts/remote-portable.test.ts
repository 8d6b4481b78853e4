/**
 * The contract runner against a target that is not a mock and is never reset (the
 * mock started with --no-admin, and a profile): no test fails, twice in a row on
 * the same server, nearly every test runs, and with --read-only (on the users and
 * platform files) the tests that change data are skipped with their reasons.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWorld, describeWorld } from '../../fixtures/world.ts';
import { minutes, useRemoteRuns } from './remote-runs.ts';

const { dir, runContracts, startMock } = useRemoteRuns();

describe('npm run contracts', () => {
  it(
    'passes against a target that is not a mock, started once and never reset, twice in a row; and with --read-only',
    async () => {
      const platform = await startMock('--no-admin', '--rate-limit', 'off');
      const profile = join(dir(), 'profile.json');
      await writeFile(profile, JSON.stringify(describeWorld(buildWorld())));

      for (const name of ['portable-1', 'portable-2']) {
        const run = await runContracts(name, ['--base-url', platform.url, '--profile', profile]);
        expect(run.results.errors, name).toEqual([]);
        expect(
          run.results.tests.filter((t) => t.state === 'failed'),
          name,
        ).toEqual([]);
        const skipped = run.results.tests.filter((t) => t.state === 'skipped');
        expect(
          skipped.filter((t) => !t.reason?.startsWith('mock only: ')),
          `${name}: skips other than mock only`,
        ).toEqual([]);
        expect(skipped.length / run.results.tests.length, `${name}: share of tests skipped`).toBeLessThanOrEqual(0.1);
        expect(run.code, name).toBe(0);
      }

      // Read-only on two domains: one whose tests mostly change data, one whose tests mostly read.
      const readOnly = await runContracts('read-only', ['--base-url', platform.url, '--profile', profile, '--read-only', 'users/', 'platform/']);
      const skipped = readOnly.results.tests.filter((t) => t.state === 'skipped');
      expect(readOnly.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
      expect(readOnly.results.tests.filter((t) => t.state === 'passed').length).toBeGreaterThan(300);
      expect(skipped.some((t) => t.reason === 'changes data: inviteUsers')).toBe(true);
      expect(skipped.every((t) => t.reason?.startsWith('mock only: ') || t.reason?.startsWith('changes data: '))).toBe(true);
      expect(readOnly.output).toContain('(read-only: tests that change data are left out)');
      expect(readOnly.output).toMatch(/platform: \d+ × mock only: moves the clock/);
      expect(readOnly.output).toMatch(/users: \d+ × changes data \(--read-only\)/);
      expect(readOnly.junit).toContain('<property name="skipped" value="changes data: inviteUsers">');
      expect(readOnly.code).toBe(0);
    },
    30 * minutes,
  );
});
