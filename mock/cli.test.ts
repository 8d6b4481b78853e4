/** The command as a user runs it: flags, the listening line, one log line per request. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';

const cli = new URL('./cli.ts', import.meta.url).pathname;
const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill();
});

/** Starts the CLI on a free port and resolves with its address and everything it prints. */
async function start(...args: string[]): Promise<{ url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  for (let waited = 0; waited < 15_000; waited += 25) {
    const match = /listening on (http:\/\/\S+)/.exec(output);
    if (match) return { url: match[1]!, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the CLI did not start:\n${output}`);
}

const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const loginBody = JSON.stringify({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' });

async function loginAt(url: string): Promise<Response> {
  return fetch(`${url}/api/v3/ua/login`, { method: 'POST', headers: { authorization: basic, 'content-type': 'application/json' }, body: loginBody });
}

describe('ad-platform-mock CLI', () => {
  it('prints its flags with --help', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    await once(child, 'exit');
    for (const flag of ['--port', '--host', '--seed', '--rate-limit', '--validate-responses', '--frozen-clock']) expect(output).toContain(flag);
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
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--rate-limit', 'lots'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr!.on('data', (chunk) => (output += chunk));
    const [code] = await once(child, 'exit');
    expect(code).not.toBe(0);
    expect(output).toContain('expected a positive integer or "off"');
  });
});
