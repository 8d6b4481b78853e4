/**
 * More than one machine (README, "More than one machine"): two mock instances behind
 * Debian's nginx running deploy/nginx/nginx.conf as shipped (only its ports moved).
 *
 * - The contract suites run through the balancer in two shards at once, as two jobs of
 *   a CI matrix would (`--shard 1/2`, `--shard 2/2`): together exactly the tests of the
 *   whole run, all passed, their JUnit reports merged into one; every file's session
 *   was served by one instance alone (each instance's journal of it).
 * - Losing an instance: the sessions of the other keep their state, and each session
 *   of the lost one is rebuilt from the seed on the other, which says so
 *   (`X-Mock-Session-Created: true`).
 * - A file link, which carries no session, reaches the instance that holds the file.
 *
 * `.ci/run` installs nginx when it is missing, as it does Chromium.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionName } from '../contracts/support/target.ts';
import { startMockProcess, type MockProcess } from '../mock/cli-process.ts';
import { freePort, nginxMissing, nginxPath, startBalancer, type Balancer } from './balancer.ts';
import { mergeJUnit } from './contracts/results.ts';
import { idsOf, inProcessTestIds, minutes, useRemoteRuns } from './contracts/remote-runs.ts';

const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;

const { dir, runContracts } = useRemoteRuns();
let instances: MockProcess[] = [];
let balancer: Balancer | undefined;
let url = '';

beforeAll(async () => {
  if (!existsSync(nginxPath)) return;
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // Each instance's links point at the balancer; its clients are the balancer's.
  const options = ['--quiet', '--rate-limit', 'off', '--trust-proxy', '127.0.0.1', '--public-url', url, '--max-sessions', '80'];
  instances = await Promise.all([startMockProcess(options), startMockProcess(options)]);
  balancer = await startBalancer(
    join(dir(), 'nginx'),
    port,
    instances.map((instance) => new URL(instance.url).host),
  );
}, 60_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
});

/** How many requests the session's journal holds on an instance (an instance that never had it: none). */
async function journalSize(instance: MockProcess, session: string): Promise<number> {
  const answer = await fetch(`${instance.url}/__mock/requests?limit=500`, { headers: { 'x-mock-session': session } });
  if (!answer.ok) return 0;
  return ((await answer.json()) as { requests: unknown[] }).requests.length;
}

it('has an nginx to run', () => {
  expect(existsSync(nginxPath), nginxMissing).toBe(true);
});

// Before the test that stops an instance.
describe('a file link behind nginx', () => {
  it('reaches the instance that holds the file, though it carries no session', async () => {
    const made: Array<{ link: string; instance: string }> = [];
    for (const session of Array.from({ length: 6 }, (_, i) => `files-${i}`)) {
      const answer = await call(session, 'POST', '/api/v3/ins/vld-report/download', await login(session), { vldId: 505, fileTypeId: 2 });
      expect(answer.status).toBe(200);
      const { vldReportUrl } = ((await answer.json()) as { data: { vldReportUrl: string } }).data;
      made.push({ link: vldReportUrl, instance: answer.headers.get('x-mock-instance')! });
    }
    // The files live on both instances: half of the links hash to the instance that lacks theirs.
    expect(new Set(made.map((file) => file.instance)).size).toBe(2);
    for (const file of made) {
      expect(file.link.startsWith(`${url}/files/`)).toBe(true);
      const download = await fetch(file.link);
      expect(download.status, file.link).toBe(200);
      expect(download.headers.get('content-type')).toContain('text/csv');
      expect(download.headers.get('x-mock-instance')).toContain(file.instance);
    }
  });
});

describe('two instances behind nginx', () => {
  it(
    'run the contract suites in two shards at once: the whole run, all passed, one merged report, each session on one instance',
    async () => {
      const whole = (await inProcessTestIds()).sort();
      const shards = await Promise.all([1, 2].map((i) => runContracts(`nginx-${i}`, ['--base-url', url, '--shard', `${i}/2`])));
      for (const shard of shards) {
        expect(shard.results.errors).toEqual([]);
        expect(shard.results.tests.filter((t) => t.state === 'failed')).toEqual([]);
        expect(shard.results.sessions).toBe(true);
        expect(shard.code).toBe(0);
      }
      expect(shards.flatMap((shard) => idsOf(shard.results.tests)).sort()).toEqual(whole);
      const merged = mergeJUnit(shards.map((shard) => shard.junit));
      expect((merged.match(/<testcase /g) ?? []).length).toBe(whole.length);
      expect(merged).toMatch(/<testsuites [^>]*failures="0"/);

      const sessions = shards.flatMap((shard) =>
        [...new Set(shard.results.tests.map((t) => t.id.split(' > ')[0]!))].map((file) => sessionName(shard.results.sessionRun!, file)),
      );
      const servedBy = await Promise.all(sessions.map(async (session) => Promise.all(instances.map((instance) => journalSize(instance, session)))));
      // Each session's requests are all in one instance's journal (a file that sends none, coverage.test.ts, has no session).
      const inBoth = sessions.filter((_, i) => servedBy[i]!.every((size) => size > 0));
      expect(inBoth).toEqual([]);
      const servedByFirst = servedBy.filter(([first]) => first! > 0).length;
      const served = servedBy.filter((sizes) => sizes.some((size) => size > 0)).length;
      expect(served).toBeGreaterThan(sessions.length - 3);
      // Both instances served sessions: the hash spread them.
      expect(servedByFirst).toBeGreaterThan(0);
      expect(servedByFirst).toBeLessThan(served);
    },
    20 * minutes,
  );

  it('lose one instance mid-traffic: the sessions of the other keep their state, and those of the lost one are rebuilt on it, saying so', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `moved-or-kept-${i}`);
    const where = new Map<string, string>();
    for (const session of names) {
      const token = await login(session);
      const changed = await call(session, 'PATCH', '/api/v3/ua/user/update-profile', token, { displayName: `Kept ${session}` });
      expect(changed.status).toBe(200);
      where.set(session, changed.headers.get('x-mock-instance')!);
    }
    const lost = new URL(instances[0]!.url).host;
    const kept = names.filter((session) => where.get(session) !== lost);
    const moved = names.filter((session) => where.get(session) === lost);
    expect(kept.length).toBeGreaterThan(0);
    expect(moved.length).toBeGreaterThan(0);

    const tokens = new Map(await Promise.all(kept.map(async (session) => [session, await login(session)] as const)));
    // The kept sessions' clients go on calling while the instance goes: none of them notices.
    let stopped = false;
    const seenByKept: Array<{ status: number; created: string | null }> = [];
    const traffic = Promise.all(
      kept.map(async (session) => {
        while (!stopped) {
          const answer = await call(session, 'GET', '/api/v3/ua/user/config', tokens.get(session)!);
          seenByKept.push({ status: answer.status, created: answer.headers.get('x-mock-session-created') });
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await instances[0]!.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    stopped = true;
    await traffic;
    expect(seenByKept.length).toBeGreaterThan(kept.length * 4);
    expect(seenByKept.filter((seen) => seen.status !== 200 || seen.created !== null)).toEqual([]);
    for (const session of kept) {
      const profile = await call(session, 'GET', '/api/v3/ua/profile', tokens.get(session)!);
      expect(profile.headers.get('x-mock-session-created'), session).toBeNull();
      expect(JSON.stringify(await profile.json())).toContain(`Kept ${session}`);
    }
    for (const session of moved) {
      const rebuilt = await call(session, 'GET', '/api/v3/ua/user/config', 'a token of the lost instance');
      expect(rebuilt.headers.get('x-mock-session-created'), session).toBe('true');
      expect(rebuilt.headers.get('x-mock-instance')).not.toBe(lost);
      // The world of the seed: its personas log in again, the change made on the lost instance gone.
      const profile = await call(session, 'GET', '/api/v3/ua/profile', await login(session));
      expect(JSON.stringify(await profile.json())).not.toContain(`Kept ${session}`);
    }
  });
});

async function login(session: string): Promise<string> {
  const answer = await fetch(`${url}/api/v3/ua/login`, {
    method: 'POST',
    headers: { authorization: basic, 'content-type': 'application/json', 'x-mock-session': session },
    body: JSON.stringify({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' }),
  });
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

function call(session: string, method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${url}${path}`, {
    method,
    headers: { authentication: `Bearer ${token}`, 'x-iaa-ow-id': '1001', 'x-mock-session': session, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
