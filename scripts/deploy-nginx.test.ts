/**
 * More than one machine (docs/scale-out.md): two mock instances behind
 * Debian's nginx running deploy/nginx/nginx.conf as shipped (only its ports moved).
 *
 * - The contract suites run through the balancer in two shards at once, as two jobs of
 *   a CI matrix would (`--shard 1/2`, `--shard 2/2`), against instances playing a second
 *   implementation (`--variants`: other legal forms, every kind of deviation): together
 *   exactly the tests of the whole run, none failed, the deviations reported by kind
 *   (--strict failing them is in scripts/contracts/remote.test.ts), their JUnit reports merged
 *   into one; every file's session was served by one instance alone (each instance's
 *   journal of it), and each instance's default session was left untouched.
 * - Losing an instance: the sessions of the other keep their state, and each session
 *   of the lost one is rebuilt from the seed on the other, which says so
 *   (`X-Mock-Session-Created: true`).
 * - A file link, which carries no session, reaches the instance that holds the file.
 *
 * `.ci/run` installs nginx when it is missing, as it does Chromium.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionName } from '../contracts/support/target.ts';
import { startMockProcess, type MockProcess } from '../mock/cli-process.ts';
import { freePort, nginxMissing, nginxPath, shippedConfigPath, startBalancer, type Balancer } from './balancer.ts';
import { defaultTimeouts } from '../mock/server.ts';
import { mergeJUnit } from './contracts/results.ts';
import { idsOf, inProcessTestIds, journalOf, minutes, useRemoteRuns, type RunnerOutcome } from './contracts/remote-runs.ts';
import { deviationKinds } from '../mock/core/pipeline/deviations.ts';

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
  // As a second implementation: each answer in another of its legal forms, with every kind of deviation (--variants).
  const options = ['--quiet', '--variants', '--rate-limit', 'off', '--trust-proxy', '127.0.0.1', '--public-url', url, '--max-sessions', '80'];
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

it("closes the balancer's idle connections to an instance before the instance does, so none is reused as it closes", () => {
  const upstream = /upstream ad_platform_mock \{[^}]*\}/.exec(readFileSync(shippedConfigPath, 'utf8'))?.[0] ?? '';
  const seconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
  expect(seconds * 1000).toBeLessThan(defaultTimeouts.keepAliveMs);
});

// Before the test that stops an instance.
describe('a file link behind nginx', () => {
  it('reaches the instance that holds the file, though it carries no session', async () => {
    const made: Array<{ link: string; instance: string }> = [];
    const instancesHolding = () => new Set(made.map((file) => file.instance)).size;
    // At least six files, and sessions until both instances hold some: which instance a session
    // hashes to depends on the instances' ports, so six sessions alone sometimes all hash to one.
    for (let i = 0; i < 32 && (made.length < 6 || instancesHolding() < 2); i++) {
      const session = `files-${i}`;
      const answer = await call(session, 'POST', '/api/v3/ins/vld-report/download', await login(session), { vldId: 505, fileTypeId: 2 });
      expect(answer.status).toBe(200);
      // Either envelope the contract allows (--variants answers in the other one).
      const body = (await answer.json()) as Record<'data' | 'responseObject', { vldReportUrl: string } | undefined>;
      const { vldReportUrl } = (body.data ?? body.responseObject)!;
      made.push({ link: vldReportUrl, instance: answer.headers.get('x-mock-instance')! });
    }
    // The files live on both instances: half of the links hash to the instance that lacks theirs.
    expect(instancesHolding()).toBe(2);
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
    'run the contract suites against a second implementation (--variants) in two shards at once: the whole run, none failed, its deviations reported by kind, one merged report, each session on one instance',
    async () => {
      const whole = (await inProcessTestIds()).sort();
      const found = await Promise.all(instances.map(settingsOf));
      const defaultJournals = async () => Promise.all(instances.map((instance) => journalOf(instance.url)));
      const journalled = await defaultJournals();
      const shards = await Promise.all([1, 2].map((i) => runContracts(`nginx-${i}`, ['--base-url', url, '--shard', `${i}/2`])));
      for (const shard of shards) {
        expect(shard.results.errors).toEqual([]);
        // The failed tests first: CI's summary shows a failure's first lines.
        const failed = shard.results.tests.filter((t) => t.state === 'failed').map((t) => `${t.id}: ${t.error}`);
        expect(failed, `${failed.join('\n')}\n${nginxSaid()}`).toEqual([]);
        expect(shard.results.sessions).toBe(true);
        expect(shard.output).toContain(`Contract run against ${url} (each file in a session of its own)`);
        expect(shard.code).toBe(0);
      }
      const tests = shards.flatMap((shard) => shard.results.tests);
      expect(idsOf(tests)).toEqual(whole);
      // A test that failed after a listed field came absent or null is unverifiable: skipped, saying so.
      const unverifiable = tests.filter((t) => t.state === 'skipped');
      expect(unverifiable.filter((t) => !t.reason?.startsWith('unverifiable: '))).toEqual([]);
      expect(unverifiable.length / tests.length, 'share of tests left unverifiable').toBeLessThan(0.1);
      expectDeviationsReported(shards);
      const merged = mergeJUnit(shards.map((shard) => shard.junit));
      expect((merged.match(/<testcase /g) ?? []).length).toBe(whole.length);
      expect(merged).toMatch(/<testsuites [^>]*failures="0"/);
      expect(merged).toContain('<property name="changes data" value="calls inviteUsers">');

      // Every file worked in a session of its own: each instance's default session saw none of it.
      expect(await defaultJournals(), "the instances' default sessions").toEqual(journalled);
      expect(await Promise.all(instances.map(settingsOf)), 'the run leaves the settings as it found them').toEqual(found);
      await expectSessionsPinned(shards);
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
    const seenByKept: Array<{ status: number; created: string | null; instance: string | null }> = [];
    const traffic = Promise.all(
      kept.map(async (session) => {
        while (!stopped) {
          const answer = await call(session, 'GET', '/api/v3/ua/user/config', tokens.get(session)!);
          seenByKept.push({ status: answer.status, created: answer.headers.get('x-mock-session-created'), instance: answer.headers.get('x-mock-instance') });
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await instances[0]!.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    stopped = true;
    await traffic;
    expect(seenByKept.length).toBeGreaterThan(kept.length * 4);
    const unexpected = seenByKept.filter((seen) => seen.status !== 200 || seen.created !== null);
    expect(unexpected.slice(0, 5), `${unexpected.length} of ${seenByKept.length}; sessions at ${JSON.stringify([...where])}; ${nginxSaid()}`).toEqual([]);
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

/** What the balancer and the instances said, for a failure's message: why a request went elsewhere, or an instance went away. */
function nginxSaid(): string {
  const log = balancer?.errorLog().split('\n').slice(-20).join('\n') ?? '(no balancer)';
  const instancesSaid = instances.map((instance, i) => `instance ${i} (${instance.url}) printed:\n${instance.output().slice(-1500)}`);
  return [`nginx logged:\n${log}`, ...instancesSaid].join('\n');
}

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

async function settingsOf(instance: MockProcess): Promise<unknown> {
  return (await fetch(`${instance.url}/__mock/settings`)).json();
}

/** Every kind of deviation was met and reported: counted in each shard's summary and JUnit report. */
function expectDeviationsReported(shards: RunnerOutcome[]): void {
  for (const kind of deviationKinds) {
    expect(
      shards.reduce((sum, shard) => sum + shard.results.deviationCounts[kind], 0),
      kind,
    ).toBeGreaterThan(0);
  }
  for (const { results, output, junit } of shards) {
    expect(output).toContain(`Deviations (reported, not failed; --strict fails them): ${results.deviations.length}`);
    for (const kind of deviationKinds) {
      expect(output).toMatch(new RegExp(`^  ${kind} +${results.deviationCounts[kind]} `, 'm'));
      expect(junit).toContain(`<property name="deviations.${kind}" value="${results.deviationCounts[kind]}"/>`);
    }
    expect(junit).toMatch(/<property name="deviation" value="[a-zA-Z]+ \d{3} \$[^"]*: the contract says /);
    for (const domain of new Set(results.tests.map((t) => t.domain))) {
      const passed = results.tests.filter((t) => t.domain === domain && t.state === 'passed').length;
      expect(output, domain).toMatch(new RegExp(`^  ${domain} +${passed} +0 +\\d+ `, 'm'));
    }
  }
}

/** Each file's session was served by one instance alone (its journal there), and the hash used both. */
async function expectSessionsPinned(shards: RunnerOutcome[]): Promise<void> {
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
}
