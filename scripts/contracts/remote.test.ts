/**
 * The contract runner as a user runs it: `npm run contracts -- --base-url URL`
 * - against a second implementation in another process (the mock with --variants,
 *   answering in its other legal forms and with every kind of deviation), compared
 *   test by test with the in-process run (every contract test passes in-process:
 *   this same `npm test` runs them so): no test fails, the deviations are reported
 *   with counts per kind, and --strict fails on them; each file in a session of its
 *   own, side by side, leaving the server's default session untouched; and with
 *   --no-sessions, in the default session, leaving the server's settings as it found them;
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
import { deviationKinds } from '../../mock/core/deviations.ts';
import { idsOf, inProcessTestIds, journalOf, minutes, useRemoteRuns } from './remote-runs.ts';

const { dir, runContracts, startMock } = useRemoteRuns();

describe('npm run contracts', () => {
  it(
    'passes against a second implementation in another process (--variants), reporting its deviations by kind; --strict fails on them',
    async () => {
      // As `npm start --variants` serves it: the default rate limit and a running clock; each test's reset sets both.
      const mock = await startMock('--variants');
      const settings = async () => (await fetch(`${mock.url}/__mock/settings`)).json();
      const found = await settings();
      const remote = await runContracts('remote', ['--base-url', mock.url]);
      expect(await settings(), 'the run puts the clock mode and the limit back').toEqual(found);

      expect(remote.results.errors).toEqual([]);
      expect(remote.results.tests.length).toBeGreaterThan(1500);
      expect(idsOf(remote.results.tests)).toEqual((await inProcessTestIds()).sort());
      // A test that failed after a listed field came absent or null is unverifiable: skipped, saying so.
      expect(remote.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
      const unverifiable = remote.results.tests.filter((t) => t.state === 'skipped');
      expect(unverifiable.filter((t) => !t.reason?.startsWith('unverifiable: '))).toEqual([]);
      expect(unverifiable.length / remote.results.tests.length, 'share of tests left unverifiable').toBeLessThan(0.1);
      expect(remote.code).toBe(0);
      for (const kind of deviationKinds) expect(remote.results.deviationCounts[kind], kind).toBeGreaterThan(0);
      expect(remote.output).toMatch(/^Deviations \(reported, not failed; --strict fails them\): [1-9]\d*$/m);
      for (const kind of deviationKinds) expect(remote.output).toMatch(new RegExp(`^  ${kind} +[1-9]\\d* `, 'm'));
      expect(remote.junit).toMatch(/<property name="deviation" value="[a-zA-Z]+ \d{3} \$[^"]*: the contract says /);
      for (const kind of deviationKinds)
        expect(remote.junit).toContain(`<property name="deviations.${kind}" value="${remote.results.deviationCounts[kind]}"/>`);

      expect(remote.output).toContain(`Contract run against ${mock.url} (each file in a session of its own)`);
      expect(remote.results.sessions).toBe(true);
      // Every file worked in its own session: the default session saw only the settings being read.
      expect(await journalOf(mock.url)).toEqual([]);
      for (const domain of ['users', 'audiences', 'audience-types', 'creatives', 'conversions', 'bid-models', 'reports', 'vld', 'dashboards', 'platform']) {
        const passed = remote.results.tests.filter((t) => t.domain === domain && t.state === 'passed').length;
        expect(passed, domain).toBeGreaterThan(0);
        expect(remote.output, domain).toMatch(new RegExp(`^  ${domain} +${passed} +0 +\\d+ `, 'm'));
      }

      const strict = await runContracts('strict', ['--base-url', mock.url, '--strict', 'users/applications', 'users/profile']);
      const failures = strict.results.tests.filter((t) => t.state === 'failed');
      expect(failures.length).toBeGreaterThan(0);
      expect(failures.every((t) => /^deviates \(failed under --strict\): [a-zA-Z]+ \d{3} \$\S* \[[a-z]+\]: the contract says /.test(t.error ?? ''))).toBe(true);
      expect(strict.code).toBe(1);
      expect((remote.junit.match(/<testcase /g) ?? []).length).toBe(remote.results.tests.length);
      expect(remote.junit).toMatch(/<testsuites [^>]*failures="0"/);
      expect(remote.junit).toContain('<property name="changes data" value="calls inviteUsers">');
    },
    20 * minutes,
  );

  it(
    'with --no-sessions, runs the files in turn in the default session, and puts its settings back',
    async () => {
      const mock = await startMock('--variants');
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
      expect(smoke.results.requests.total).toBeGreaterThan(2 * platformOperations);
      expect(smoke.code).toBe(0);
    },
    10 * minutes,
  );
});
