/**
 * The contract runner as a user runs it: `npm run contracts -- --base-url URL`
 * - against a second implementation in another process (the mock with --variants,
 *   answering in its other legal forms and with every kind of deviation): --strict
 *   fails on its deviations; and with --no-sessions, the files run in the default
 *   session, leaving the server's settings as it found them. The whole run against
 *   such an implementation (none failed, deviations reported by kind, each file in a
 *   session of its own) runs behind a balancer, in scripts/deploy-nginx.test.ts;
 * - --smoke: every operation is called, and answers a passing call and a refusal
 *   wherever the target's world allows both.
 * Runs against a target that is not a mock are in remote-portable.test.ts, so the
 * two files run side by side.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWorld, describeWorld } from '../../fixtures/world.ts';
import { operations } from '../../contracts/support/spec.ts';
import type { MockProcess } from '../../mock/cli-process.ts';
import { journalOf, minutes, useRemoteRuns } from './remote-runs.ts';

const { dir, runContracts, startMock } = useRemoteRuns();
/** The second implementation both --variants tests run against, as `npm start -- --variants` serves it. */
let variants: Promise<MockProcess> | undefined;
const secondImplementation = () => (variants ??= startMock('--variants'));

describe('npm run contracts', () => {
  it(
    '--strict fails the tests that met a deviation of a second implementation (--variants), each saying where and what',
    async () => {
      const mock = await secondImplementation();
      const strict = await runContracts('strict', ['--base-url', mock.url, '--strict', 'users/applications', 'users/profile']);
      const failures = strict.results.tests.filter((t) => t.state === 'failed');
      expect(failures.length).toBeGreaterThan(0);
      expect(failures.every((t) => /^deviates \(failed under --strict\): [a-zA-Z]+ \d{3} \$\S* \[[a-z]+\]: the contract says /.test(t.error ?? ''))).toBe(true);
      expect(strict.code).toBe(1);
    },
    5 * minutes,
  );

  it(
    'with --no-sessions, runs the files in turn in the default session, and puts its settings back',
    async () => {
      const mock = await secondImplementation();
      const settings = async () => (await fetch(`${mock.url}/__mock/settings`)).json();
      const found = await settings();
      const run = await runContracts('no-sessions', ['--base-url', mock.url, '--no-sessions', 'users/login', 'dashboards/dashboards']);
      expect(run.results.errors).toEqual([]);
      expect(run.results.sessions).toBe(false);
      expect(run.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
      expect(run.output).toMatch(new RegExp(`Contract run against ${mock.url}\n`));
      // The run's last request to the default session puts its settings back (a reset empties the journal).
      expect(await journalOf(mock.url)).toEqual(['resetWorld']);
      expect(await settings(), 'the run puts the clock mode and the limit back').toEqual(found);
    },
    5 * minutes,
  );

  it(
    '--smoke calls every operation, with a passing answer and a refusal wherever a never-reset world allows, and counts its requests',
    async () => {
      const platform = await startMock('--no-admin', '--rate-limit', 'off');
      const profile = join(dir(), 'smoke-profile.json');
      await writeFile(profile, JSON.stringify(describeWorld(buildWorld())));
      const smoke = await runContracts('smoke', ['--base-url', platform.url, '--profile', profile, '--smoke']);
      const platformOperations = operations.filter((op) => op.isPlatform).length;
      expect(smoke.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
      expect(smoke.output).toContain(
        `Smoke: ${platformOperations} of ${platformOperations} operations called, ${platformOperations - 2} of them answered both`,
      );
      // Only failed insights can be regenerated, and only a reset of the world brings them back;
      // an unsubscribe token only ever arrives by e-mail, which only the mock's outbox shows.
      expect(smoke.output).toContain(
        'Operations without one of the two on this target (their other path is mock only):\n  regenerateAudienceInsights: no passing call\n  unsubscribeAllReports: no passing call\n\n',
      );
      // Passing calls and refusals go as two callers, whose windows share the run: the busiest sends at most
      // 1.5 requests an operation, so at the platform's 20 a minute per caller (L1) the run's floor stays under
      // that of one caller sending a passing call and a refusal for every operation.
      const { byCaller, total } = smoke.results.requests;
      expect(total).toBeGreaterThan(2 * platformOperations);
      expect(Math.max(...Object.values(byCaller)), JSON.stringify(byCaller)).toBeLessThanOrEqual(1.5 * platformOperations);
      expect(Object.keys(byCaller)).toEqual(expect.arrayContaining(['user:owner@acme-media.example', 'user:owner@initech-ads.example']));
      expect(smoke.code).toBe(0);
    },
    10 * minutes,
  );
});
