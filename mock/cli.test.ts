/** The command as a user runs it: flags, the listening line, one log line per request. */
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { operation } from '../contracts/support/spec.ts';
import { runCliToExit, startMockProcess, type MockProcess } from './cli-process.ts';
import { minimumNode, nodeVersionProblem } from './node-version.ts';
import { startFailureLine, wantsStack } from './start-failure.ts';

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
const runToExit = (...args: string[]) => runCliToExit(args);

/** A stack trace's frames look like this; a start failure must never print one unasked. */
const stackFrame = /^\s+at /m;

const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const loginBody = JSON.stringify({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' });

async function loginAt(url: string): Promise<Response> {
  return fetch(`${url}/api/v3/ua/login`, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/json' }, body: loginBody });
}

describe('ad-platform-mock CLI', () => {
  it("prints the package's version with --version", async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect((await runToExit('--version')).output.trim()).toBe(version);
  });

  it('runs the contract runner for `contracts`, and names that command in its own --help', async () => {
    const contracts = await runToExit('contracts', '--help');
    expect(contracts.code).toBe(0);
    expect(contracts.output).toMatch(/^Usage: contracts \[options\] \[filters\.\.\.\]/m);
    for (const flag of ['--base-url', '--profile', '--smoke', '--read-only', '--max-rate', '--junit']) expect(contracts.output).toContain(flag);
    expect((await runToExit('--help')).output).toContain('ad-platform-mock contracts --base-url URL');
  });

  it('prints its flags with --help', async () => {
    const { output } = await runToExit('--help');
    for (const flag of [
      '--port',
      '--host',
      '--seed',
      '--rate-limit',
      '--validate-responses',
      '--frozen-clock',
      '--no-admin',
      '--fault',
      '--list-faults',
      '--max-sessions',
      '--state',
      '--rules',
      '--save-state',
    ]) {
      expect(output).toContain(flag);
    }
  });

  it('serves the default world and logs one line per request', async () => {
    const { url, output } = await start();
    expect(output()).toMatch(/listening on http:\/\/\S+ .*; docs at \/docs, inspector at \/__mock\/ui\n/);
    const response = await loginAt(url);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      output()
        .split('\n')
        .filter((line) => line.includes('POST /api/v3/ua/login 200')),
    ).toHaveLength(1);
  });

  it('turns the rate limit off with --rate-limit off, and still answers the documented 429 on Prefer: code=429', async () => {
    const { url } = await start('--rate-limit', 'off', '--quiet');
    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await loginAt(url)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const asked = await fetch(`${url}/api/v3/ua/users/list`, { headers: { prefer: 'code=429' } });
    expect(asked.status).toBe(429);
    expect(asked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await asked.json()).toEqual(operation('listUsers').responses.get(429)!.example);
    expect((await loginAt(url)).status).toBe(200);
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
    const { url, output } = await start('--no-admin', '--quiet');
    expect(output()).toMatch(/; docs at \/docs\n/);
    expect((await loginAt(url)).status).toBe(200);
    expect((await fetch(`${url}/__mock/fixtures`)).status).toBe(404);
    expect((await fetch(`${url}/__mock/ui`)).status).toBe(404);
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
    await fetch(`${mock.url}/api/v3/ua/user/reset-password`, {
      method: 'POST',
      headers: { ...json, host: 'attacker.example' },
      body: JSON.stringify({ email: 'owner@acme-media.example' }),
    });
    const outbox = await fetch(`${mock.url}/__mock/outbox`, { headers: { authorization: 'Bearer team-token' } });
    const { emails } = (await outbox.json()) as { emails: { link: string | null }[] };
    expect(emails.map((e) => e.link)).toEqual([expect.stringMatching(/^http:\/\/mock\.team\.lan:4010\/reset-password\?/)]);
  });

  it('grants the origins of --cors-origin (repeatable) or else of CORS_ORIGIN (comma-separated), and refuses a malformed one', async () => {
    const fromFlags = await start('--cors-origin', 'http://devbox.lan:5173', '--cors-origin', 'null', '-q');
    const fromEnv = await startMockProcess(['-q'], 15_000, { env: { CORS_ORIGIN: 'http://tablet.lan:3000, null' } });
    running.push(fromEnv);
    const granted = async (mock: MockProcess, origin: string) =>
      (await fetch(`${mock.url}/openapi.json`, { headers: { origin } })).headers.get('access-control-allow-origin');
    expect([await granted(fromFlags, 'http://devbox.lan:5173'), await granted(fromFlags, 'null'), await granted(fromFlags, 'http://tablet.lan:3000')]).toEqual([
      'http://devbox.lan:5173',
      'null',
      null,
    ]);
    expect([await granted(fromEnv, 'http://tablet.lan:3000'), await granted(fromEnv, 'null'), await granted(fromEnv, 'http://devbox.lan:5173')]).toEqual([
      'http://tablet.lan:3000',
      'null',
      null,
    ]);
    const { code, output } = await runToExit('--cors-origin', 'devbox.lan:5173');
    expect(code).not.toBe(0);
    expect(output).toContain('"devbox.lan:5173" is not an origin');
    expect(output).not.toMatch(stackFrame);
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

describe('ad-platform-mock --rules', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  async function rulesFile(rules: unknown): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'mock-rules-'));
    dirs.push(dir);
    const file = join(dir, 'rules.json');
    await writeFile(file, JSON.stringify(rules));
    return file;
  }

  it('loads answer rules into the default session at start', async () => {
    const file = await rulesFile([{ match: { operationId: 'login' }, answer: { example: 503 }, times: 1 }]);
    const { url } = await start('--quiet', '--rules', file);
    expect((await loginAt(url)).status).toBe(503);
    expect((await loginAt(url)).status).toBe(200);
    const listed = await (await fetch(`${url}/__mock/rules`)).json();
    expect(listed.rules).toMatchObject([{ id: 'rule-1', seen: 1, answered: 1 }]);
  });

  it('refuses to start, in one line naming the rule and field, when a rule is bad', async () => {
    const file = await rulesFile([
      { match: { operationId: 'login' }, answer: { example: 503 } },
      { match: { operationId: 'resetWorld' }, answer: { example: 200 } },
    ]);
    const { code, output } = await runToExit('--rules', file);
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain(`--rules: ${file}: [1].match.operationId names an operation of the mock itself`);
  });

  it('--record needs --proxy, and a file it cannot write stops the start in one line', async () => {
    const alone = await runToExit('--record', join(tmpdir(), 'never-written.json'));
    expect(alone.code).toBe(1);
    expect(alone.output).toContain('--record writes the exchanges of the validating proxy: give --proxy <url> with it');
    const unwritable = join(tmpdir(), 'no-such-folder-of-the-mock', 'rules.json');
    const refused = await runToExit('--proxy', 'http://127.0.0.1:9', '--record', unwritable);
    expect(refused.code).toBe(1);
    expect(refused.output.trim().split('\n')).toHaveLength(1);
    expect(refused.output).toContain(`cannot write ${unwritable}: ENOENT`);
  });
});

describe('a start that fails says why in one line', () => {
  let occupied: Server | undefined;
  afterEach(() => void occupied?.close());

  it('names the port in use and how to choose another, and exits 1', async () => {
    occupied = createServer();
    await new Promise<void>((resolve) => occupied!.listen(0, '127.0.0.1', resolve));
    const { port } = occupied.address() as { port: number };
    const { code, stderr, stdout } = await runToExit('--port', String(port), '--quiet');
    expect(code).toBe(1);
    expect(stderr).toBe(`ad-platform-mock: port ${port} on 127.0.0.1 is in use; choose another with --port or PORT\n`);
    expect(stdout).toBe('');
  });

  it('refuses a port out of range, from the flag or from PORT, without a stack', async () => {
    for (const run of [runToExit('--port', '99999'), runCliToExit([], { env: { PORT: 'abc' } })]) {
      const { code, output } = await run;
      expect(code).not.toBe(0);
      expect(output).toContain('expected a port from 0 to 65535');
      expect(output).not.toMatch(stackFrame);
    }
  });

  it('names a host that does not resolve, or is not an address of this machine', async () => {
    const unresolved = await runToExit('--host', '256.1.1.1', '--port', '0');
    expect(unresolved.code).toBe(1);
    expect(unresolved.stderr).toBe(
      'ad-platform-mock: cannot listen on 256.1.1.1: the name does not resolve to an address; choose another with --host or HOST\n',
    );
    // 192.0.2.0/24 is reserved for documentation: no machine has it.
    const foreign = await runToExit('--host', '192.0.2.1', '--port', '0');
    expect(foreign.code).toBe(1);
    expect(foreign.stderr).toMatch(
      /^ad-platform-mock: cannot listen on 192\.0\.2\.1: it is not an address of this machine; choose another with --host or HOST .*\n$/,
    );
  });

  it('prints any other failure as one line, and its stack only when DEBUG names the mock', async () => {
    const breakListen = `data:text/javascript,import net from 'node:net'; net.Server.prototype.listen = function () { throw new Error('the socket layer broke'); };`;
    const quiet = await runCliToExit(['--port', '0'], { preload: [breakListen] });
    expect(quiet.code).toBe(1);
    expect(quiet.stderr).toBe('ad-platform-mock: could not start: the socket layer broke\n');
    const debug = await runCliToExit(['--port', '0'], { preload: [breakListen], env: { DEBUG: 'ad-platform-mock' } });
    expect(debug.code).toBe(1);
    expect(debug.stderr).toMatch(/^ad-platform-mock: could not start: the socket layer broke\nError: the socket layer broke\n\s+at /);
  });

  it('reads a listen failure by its code, and any other error by its first line', () => {
    const target = { port: 80, host: '0.0.0.0' };
    const error = (code: string) => Object.assign(new Error(`listen ${code}`), { code });
    expect(startFailureLine(error('EACCES'), target)).toBe(
      'ad-platform-mock: not allowed to listen on port 80 on 0.0.0.0; choose a port above 1023 with --port or PORT',
    );
    expect(startFailureLine(error('EAI_AGAIN'), { port: 1, host: 'devbox.lan' })).toContain('cannot listen on devbox.lan: the name does not resolve');
    expect(startFailureLine(new Error('spec and handlers disagree:\noperation x has no handler'))).toBe(
      'ad-platform-mock: could not start: spec and handlers disagree:',
    );
    expect(startFailureLine('a thrown string')).toBe('ad-platform-mock: could not start: a thrown string');
    expect([wantsStack('ad-platform-mock'), wantsStack('express,ad-platform-mock'), wantsStack('*'), wantsStack(undefined), wantsStack('fastify')]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the Node.js version', () => {
  it('is checked against the minimum package.json engines names, which names the majors CI runs (.ci/run: 20, 22 and 24)', () => {
    const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
      bin: Record<string, string>;
    };
    expect(packageJson.engines.node).toBe(`^${minimumNode}.0 || ^22.12.0 || >=24.0.0`);
    expect(readFileSync(new URL('../.ci/run', import.meta.url), 'utf8')).toContain('scripts/other-nodes.ts 22 24');
    expect(packageJson.bin['ad-platform-mock']).toBe('dist/bin/ad-platform-mock.js');
    expect(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim()).toBe(minimumNode.split('.')[0]);
  });

  it('refuses an older Node and accepts the minimum and newer', () => {
    expect(nodeVersionProblem('18.20.4')).toBe(`ad-platform-mock needs Node.js ${minimumNode} or newer; this is 18.20.4`);
    expect(nodeVersionProblem('20.18.3')).not.toBeNull();
    expect(nodeVersionProblem('v16.0.0')).not.toBeNull();
    for (const version of ['20.19.0', '20.20.2', '22.1.0', '24.0.0-pre']) expect(nodeVersionProblem(version)).toBeNull();
  });

  it('is checked by the command before the CLI loads: an older Node gets one line and exit 1', async () => {
    const oldNode = `data:text/javascript,Object.defineProperty(process.versions, 'node', { value: '18.20.4' });`;
    const { code, stdout, stderr } = await runCliToExit(['--port', '0'], { preload: [oldNode] });
    expect(code).toBe(1);
    expect(stderr).toBe(`ad-platform-mock needs Node.js ${minimumNode} or newer; this is 18.20.4\n`);
    expect(stdout).toBe('');
  });
});
