/**
 * The contract runner against a platform built by someone else, played by the
 * mock behind a shaped front (shaped-target.ts):
 * - it reads the token only under Authorization and its login needs one more
 *   header: a profile saying so passes; without one the run stops at once, with
 *   one message naming the refused login;
 * - it lacks five operations, a list that other tests use for setup among them:
 *   the five are reported absent and no test fails;
 * - it serves two operations at another method and path: a profile saying so is
 *   followed, and without one the two are reported absent;
 * - one operation never answers: its tests end at the timeout and the run goes on.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { operation } from '../../contracts/support/spec.ts';
import type { MockProcess } from '../../mock/cli-process.ts';
import { minutes, useRemoteRuns } from './remote-runs.ts';
import { startShapedTarget, type ShapedTarget, type TargetShape } from './shaped-target.ts';

const { dir, runContracts, startMock } = useRemoteRuns();
const fronts: ShapedTarget[] = [];
afterAll(async () => {
  await Promise.all(fronts.map((front) => front.close()));
});

/** One mock behind every front: each run works in sessions of its own there. */
let backing: Promise<MockProcess> | undefined;

async function shaped(shape: TargetShape): Promise<string> {
  const mock = await (backing ??= startMock('--rate-limit', 'off'));
  const front = await startShapedTarget(mock.url, shape);
  fronts.push(front);
  return front.url;
}

const route = (operationId: string) => ({ method: operation(operationId).method.toUpperCase(), path: operation(operationId).path });

describe('npm run contracts against a platform shaped otherwise', () => {
  it(
    'passes when the profile names the token header and the login header; without them, stops at once on the refused login',
    async () => {
      const url = await shaped({ tokenHeader: 'Authorization', loginHeader: { name: 'X-Client-Version', value: '7' } });
      const profile = join(dir(), 'shape.json');
      await writeFile(profile, JSON.stringify({ tokenHeader: 'Authorization', operations: { login: { headers: { 'X-Client-Version': '7' } } } }));
      const files = ['users/profile', 'users/login', 'audiences/lists'];

      const passing = await runContracts('shaped', ['--base-url', url, '--profile', profile, ...files]);
      expect(passing.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
      expect(passing.results.tests.filter((t) => t.state === 'passed').length).toBeGreaterThanOrEqual(30);
      expect(passing.code).toBe(0);

      const started = Date.now();
      const refused = await runContracts('unshaped', ['--base-url', url, ...files]);
      const message = 'the target refused the login of persona';
      expect(refused.results.stopped).toContain(message);
      expect(refused.results.stopped).toContain('Missing required header X-Client-Version');
      expect(refused.output).toContain(`Run stopped: ${message}`);
      // Only the tests that met the refusal before the stop (a worker's first login, a test of login itself,
      // those of a file whose setup logs in) fail, each with the target's answer; every later test skips.
      // How many met it depends on how far each worker got when the stop came: the bound is on the tests run.
      const failed = refused.results.tests.filter((t) => t.state === 'failed');
      expect(failed.length).toBeGreaterThan(0);
      const otherwise = failed.filter((t) => !t.error?.includes('Missing required header X-Client-Version'));
      expect(otherwise.map((t) => `${t.id}: ${t.error}`).join('\n'), "failures without the target's answer").toBe('');
      const ran = refused.results.tests.filter((t) => t.state !== 'skipped').length;
      expect(ran, 'tests run before the stop').toBeLessThan(refused.results.tests.length / 4);
      expect(refused.code).toBe(1);
      // The runner's own start (vitest, the suites' modules) is part of the time.
      expect(Date.now() - started).toBeLessThan(60_000);
    },
    10 * minutes,
  );

  it(
    'reports five operations the target lacks as absent, one a list other tests arrange with, and fails no test',
    async () => {
      const absent = ['listAllowedApplications', 'getUserConfig', 'listBidModelBundles', 'listModelledEntities', 'getBidModelCount'];
      const url = await shaped({ absent: absent.map(route) });
      const run = await runContracts('absent', ['--base-url', url, 'users/applications', 'users/profile', 'bid-models/bundles', 'bid-models/reads']);
      expect(run.results.absent.map((a) => a.operationId).sort()).toEqual([...absent].sort());
      for (const a of run.results.absent) expect(a).toMatchObject({ ...route(a.operationId), status: 404 });
      expect(run.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
      const skipped = run.results.tests.filter((t) => t.reason?.startsWith('absent on this target: '));
      expect(skipped.length).toBeGreaterThan(5);
      expect(run.output).toContain('Operations absent on this target (their tests skip): 5');
      expect(run.code).toBe(0);
    },
    10 * minutes,
  );

  it(
    'follows the profile to operations served at another method and path; without it, reports them absent',
    async () => {
      const moved = { getUserConfig: { method: 'POST', path: '/api/v3/ua/user/configuration' } };
      const url = await shaped({
        moved: [
          { ...route('getUserConfig'), to: moved.getUserConfig },
          { ...route('listAllowedApplications'), to: { method: 'GET', path: '/api/v3/ua/applications/allowed' } },
        ],
      });
      const profile = join(dir(), 'moved.json');
      const operations = { getUserConfig: moved.getUserConfig, listAllowedApplications: { path: '/api/v3/ua/applications/allowed' } };
      await writeFile(profile, JSON.stringify({ operations }));

      const followed = await runContracts('moved', ['--base-url', url, '--profile', profile, 'users/profile', 'users/applications']);
      expect(followed.results.absent).toEqual([]);
      expect(followed.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
      expect(followed.results.requests.statuses.getUserConfig).toContain(200);
      expect(followed.results.requests.statuses.listAllowedApplications).toContain(200);
      expect(followed.code).toBe(0);

      const unfollowed = await runContracts('not-moved', ['--base-url', url, 'users/profile', 'users/applications']);
      expect(unfollowed.results.absent.map((a) => a.operationId).sort()).toEqual(['getUserConfig', 'listAllowedApplications']);
      expect(unfollowed.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
    },
    10 * minutes,
  );

  it(
    'ends the tests of an operation that never answers at the timeout, and goes on',
    async () => {
      const url = await shaped({ hang: [route('getUserConfig')] });
      const run = await runContracts('hang', ['--base-url', url, '--timeout', '5000', 'users/profile']);
      const failed = run.results.tests.filter((t) => t.state === 'failed');
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.every((t) => t.id.includes('getUserConfig') && t.error === 'getUserConfig: no answer within 5000 ms (--timeout)')).toBe(true);
      expect(run.results.tests.filter((t) => t.state === 'passed').length).toBeGreaterThanOrEqual(3);
      expect(run.code).toBe(1);
    },
    10 * minutes,
  );
});
