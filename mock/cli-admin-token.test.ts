/**
 * A mock that listens beyond loopback with no --admin-token makes one up and prints
 * it (spec/DECISIONS.md M14): from the network, the admin API then needs that token,
 * whatever Host the request names; on loopback the mock keeps none.
 */
import http from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockProcess, type MockProcess } from './cli-process.ts';

const running: MockProcess[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((mock) => mock.stop()));
});

async function start(...args: string[]): Promise<MockProcess> {
  const mock = await startMockProcess(args);
  running.push(mock);
  return mock;
}

const generatedLine = /admin token \(generated, since the mock listens beyond loopback[^)]*\): (\S+)/;

/** A non-loopback IPv4 address of this machine, if it has one. */
function lanAddress(): string | null {
  const addresses = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
  return addresses.find((a) => a.family === 'IPv4' && !a.internal)?.address ?? null;
}

/** GET /__mock/fixtures at `address`, naming Host: localhost as any non-browser client can. */
function fixturesAt(address: string, port: number, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: address, port, path: '/__mock/fixtures', headers: { host: 'localhost', ...headers } }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', reject);
  });
}

describe('ad-platform-mock --host 0.0.0.0 without --admin-token', () => {
  it('prints a generated admin token, and its admin API needs it from the network, Host: localhost or not', async () => {
    const mock = await start('--host', '0.0.0.0', '-q');
    const port = Number(new URL(mock.url).port);
    // Over the machine's own LAN address the mock sees a peer that is not loopback. A
    // machine with no such address can only show the token check, over loopback.
    const address = lanAddress() ?? '127.0.0.1';
    expect(await fixturesAt(address, port)).toBe(401);
    const token = generatedLine.exec(mock.output())?.[1];
    expect(token, mock.output()).toMatch(/^[\w-]{32}$/);
    expect(await fixturesAt(address, port, { authorization: 'Bearer not-the-token' })).toBe(401);
    expect(await fixturesAt(address, port, { authorization: `Bearer ${token}` })).toBe(200);
  });

  it('makes a new token on each start', async () => {
    const [a, b] = await Promise.all([start('--host', '0.0.0.0', '-q'), start('--host', '0.0.0.0', '-q')]);
    expect(generatedLine.exec(a.output())?.[1]).not.toBe(generatedLine.exec(b.output())?.[1]);
  });
});

describe('ad-platform-mock on loopback, or with a token of its own', () => {
  it('keeps no token on loopback: the admin API answers this machine without one', async () => {
    const mock = await start('-q');
    expect(mock.output()).not.toMatch(generatedLine);
    expect(await fixturesAt('127.0.0.1', Number(new URL(mock.url).port))).toBe(200);
  });

  it('uses the token given with --admin-token, or MOCK_ADMIN_TOKEN, and prints it nowhere', async () => {
    const given = await start('--host', '0.0.0.0', '--admin-token', 'team-token', '-q');
    const fromEnv = await startMockProcess(['--host', '0.0.0.0', '-q'], undefined, { env: { MOCK_ADMIN_TOKEN: 'env-token' } });
    running.push(fromEnv);
    for (const [mock, token] of [
      [given, 'team-token'],
      [fromEnv, 'env-token'],
    ] as const) {
      expect(mock.output()).not.toMatch(generatedLine);
      expect(mock.output()).not.toContain(token);
      expect(await fixturesAt('127.0.0.1', Number(new URL(mock.url).port), { authorization: `Bearer ${token}` })).toBe(200);
    }
  });
});
