/** The command as a user runs it: flags, the listening line, one log line per request. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliPath as cli, startMockProcess, type MockProcess } from './cli-process.ts';

const running: MockProcess[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((mock) => mock.stop()));
});

/** Starts the CLI on a free port and resolves with its address and everything it prints. */
async function start(...args: string[]): Promise<MockProcess> {
  const mock = await startMockProcess(args);
  running.push(mock);
  return mock;
}

/** Runs the CLI to its exit (a flag that prints and stops, or a refused flag). */
async function runToExit(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code, output };
}

const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const loginBody = JSON.stringify({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' });

async function loginAt(url: string): Promise<Response> {
  return fetch(`${url}/api/v3/ua/login`, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/json' }, body: loginBody });
}

describe('ad-platform-mock CLI', () => {
  it('prints its flags with --help', async () => {
    const { output } = await runToExit('--help');
    for (const flag of ['--port', '--host', '--seed', '--rate-limit', '--validate-responses', '--frozen-clock', '--no-admin', '--fault', '--list-faults', '--max-sessions', '--state', '--save-state']) {
      expect(output).toContain(flag);
    }
  });

  it('serves the default world and logs one line per request', async () => {
    const { url, output } = await start();
    const response = await loginAt(url);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(output().split('\n').filter((line) => line.includes('POST /api/v3/ua/login 200'))).toHaveLength(1);
  });

  it('turns the rate limit off with --rate-limit off', async () => {
    const { url } = await start('--rate-limit', 'off', '--quiet');
    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await loginAt(url)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('applies a lower limit with --rate-limit 3', async () => {
    const { url } = await start('--rate-limit', '3', '--quiet');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await loginAt(url)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a rate limit that is neither a number nor off', async () => {
    const { code, output } = await runToExit('--rate-limit', 'lots');
    expect(code).not.toBe(0);
    expect(output).toContain('expected a positive integer or "off"');
  });

  it('serves only the platform with --no-admin', async () => {
    const { url } = await start('--no-admin', '--quiet');
    expect((await loginAt(url)).status).toBe(200);
    expect((await fetch(`${url}/__mock/fixtures`)).status).toBe(404);
    expect((await fetch(`${url}/__mock/reset`, { method: 'POST' })).status).toBe(404);
  });

  it('says so, with the address it is bound to, when it listens beyond this machine', async () => {
    const mock = await start('--host', '0.0.0.0', '-q');
    expect(mock.output()).toMatch(/listening on http:\/\/0\.0\.0\.0:\d+/);
    expect(mock.output()).toMatch(/WARNING: listening beyond this machine, on 0\.0\.0\.0:\d+/);
    expect(mock.output()).toContain('--admin-token');
  });

  it('builds links from --public-url, and needs --admin-token on the admin API when given', async () => {
    const mock = await start('--public-url', 'http://mock.team.lan:4010/', '--admin-token', 'team-token', '-q', '--rate-limit', 'off');
    const json = { 'content-type': 'application/json' };
    expect((await fetch(`${mock.url}/__mock/outbox`)).status).toBe(401);
    await fetch(`${mock.url}/api/v3/ua/user/reset-password`, { method: 'POST', headers: { ...json, host: 'attacker.example' }, body: JSON.stringify({ email: 'owner@acme-media.example' }) });
    const outbox = await fetch(`${mock.url}/__mock/outbox`, { headers: { authorization: 'Bearer team-token' } });
    const { emails } = (await outbox.json()) as { emails: { link: string | null }[] };
    expect(emails.map((e) => e.link)).toEqual([expect.stringMatching(/^http:\/\/mock\.team\.lan:4010\/reset-password\?/)]);
  });

  it('keeps its contract without --fault: no breach is planted by default', async () => {
    const { url, output } = await start('--quiet');
    expect((await loginAt(url)).status).toBe(200);
    expect(output()).not.toContain('FAULT MODE');
  });

  it('lists the breaches fault mode can plant', async () => {
    const { code, output } = await runToExit('--list-faults');
    expect(code).toBe(0);
    expect(output).toMatch(/^users\.login-answers-201\twrong status\t/m);
  });

  it('plants the one breach --fault names, and says so loudly', async () => {
    const { url, output } = await start('--fault', 'users.login-answers-201', '--quiet');
    expect(output()).toContain('FAULT MODE: this server breaks its contract on purpose: users.login-answers-201');
    expect((await loginAt(url)).status).toBe(201);
  });

  it('refuses an unknown fault and does not start', async () => {
    const { code, output } = await runToExit('--fault', 'users.everything-is-fine');
    expect(code).not.toBe(0);
    expect(output).toContain('unknown fault "users.everything-is-fine"');
  });

  it('--max-sessions bounds the sessions it keeps, and refuses 0', async () => {
    const { url } = await start('--quiet', '--max-sessions', '2');
    const settings = await (await fetch(`${url}/__mock/settings`, { headers: { 'x-mock-session': 'one' } })).json();
    expect(settings).toMatchObject({ session: 'one', maxSessions: 2 });
    const { code, output } = await runToExit('--max-sessions', '0');
    expect(code).not.toBe(0);
    expect(output).toContain('--max-sessions');
  });
});

describe('ad-platform-mock --save-state and --state', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  async function scratch(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'mock-state-'));
    dirs.push(dir);
    return dir;
  }

  it('writes the default session on SIGTERM, atomically, and a server started from it honours the old token', async () => {
    const dir = await scratch();
    const file = join(dir, 'state.json');
    const first = await start('--quiet', '--save-state', file);
    const token = (await (await loginAt(first.url)).json()).data.access_token as string;
    await first.stop();
    expect(first.output()).toContain(`state saved to ${file}`);
    expect(await readdir(dir)).toEqual(['state.json']);
    const saved = JSON.parse(await readFile(file, 'utf8'));
    expect(saved).toMatchObject({ version: 1, seed: 4010 });
    expect(saved.sessions.sessions.map((s: { accessToken: string }) => s.accessToken)).toContain(token);

    const second = await start('--quiet', '--state', file);
    const profile = await fetch(`${second.url}/api/v3/ua/profile`, { headers: { authentication: `Bearer ${token}`, 'x-iaa-ow-id': '1001' } });
    expect(profile.status).toBe(200);
  });

  it('refuses to start from a file it cannot read, in one line', async () => {
    const { code, output } = await runToExit('--state', join(await scratch(), 'missing.json'));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toMatch(/--state: cannot read .*missing\.json: ENOENT/);
  });

  it('refuses to start from a file that is not a snapshot, in one line naming what did not fit', async () => {
    const dir = await scratch();
    const notJson = join(dir, 'not.json');
    await writeFile(notJson, 'hello');
    const garbled = await runToExit('--state', notJson);
    expect(garbled.code).toBe(1);
    expect(garbled.output.trim().split('\n')).toHaveLength(1);
    expect(garbled.output).toContain('is not JSON');

    const wrong = join(dir, 'wrong.json');
    await writeFile(wrong, JSON.stringify({ version: 1, seed: 1, world: {} }));
    const refused = await runToExit('--state', wrong);
    expect(refused.code).toBe(1);
    expect(refused.output.trim().split('\n')).toHaveLength(1);
    expect(refused.output).toContain('is not a snapshot of this mock: world.seed must be an integer >= 0');
  });
});
