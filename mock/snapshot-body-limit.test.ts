/**
 * A snapshot body the process cannot hold is refused while it arrives: a JSON body
 * is read into one string, and V8 strings stop at 536,870,888 characters, so a
 * restore that took 512 MiB could end the process with ERR_STRING_TOO_LONG outside
 * any handler. The mock runs in a process of its own, so an exit shows as one.
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startMockProcess, type MockProcess } from './cli-process.ts';

const mebibyte = 1024 * 1024;
const mocks: MockProcess[] = [];
afterAll(async () => {
  await Promise.all(mocks.map((mock) => mock.stop()));
});

/** Streams `size` bytes of JSON whitespace (chunked, no Content-Length) until the server answers; resolves with its status. */
function streamSnapshot(url: string, size: number): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ hostname, port, method: 'POST', path: '/__mock/snapshot', headers: { 'content-type': 'application/json' } }, (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // The server may close the connection once it has answered: a write after that is not a failure.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(mebibyte, 0x20);
    let sent = 0;
    const write = () => {
      while (!answered && sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

describe('POST /__mock/snapshot', () => {
  it('refuses a body past its limit as it arrives, below what a string can hold, and goes on serving', async () => {
    const mock = await startMockProcess(['--quiet']);
    mocks.push(mock);
    // 512 MiB: past V8's longest string, within the limit this operation once had.
    expect(await streamSnapshot(mock.url, 512 * mebibyte)).toBe(400);
    const settings = await fetch(`${mock.url}/__mock/settings`);
    expect(settings.status).toBe(200);
  }, 60_000);
});
