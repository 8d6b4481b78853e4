/**
 * What the proxy holds of a compressed answer: decoded once, as it streams, never
 * past the check limit (answer-body.ts). A bomb (64 MB of zeros, 100 bytes to 64 KB
 * compressed) goes to the client as the upstream sent it and is recorded as
 * unchecked; a broken or unknown encoding too, and nothing crashes.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../server.ts';
import { AnswerDecoder, answerCheckBytes, CheckBudget, checkBudgetBytes, decoderStats } from './answer-body.ts';
import type { Violation } from './violations.ts';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

const zeros = Buffer.alloc(64 * 1024 * 1024);
const bombs = {
  gzip: () => gzipSync(zeros, { level: 9 }),
  deflate: () => deflateSync(zeros, { level: 9 }),
  br: () => brotliCompressSync(zeros, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
};

/** A bare upstream answering every request the same way, and a proxy in front of it. */
async function proxyBefore(answer: (response: ServerResponse, request: IncomingMessage) => void): Promise<string> {
  const upstream = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => answer(response, request));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => upstream.close(resolve)));
  const server = await buildServer({ proxy: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
  closers.push(() => server.app.close());
  return server.app.listen({ port: 0, host: '127.0.0.1' });
}

function jsonAnswer(body: Buffer, encoding?: string): (response: ServerResponse) => void {
  return (response) => response.writeHead(200, { 'content-type': 'application/json', ...(encoding ? { 'content-encoding': encoding } : {}) }).end(body);
}

/** A login through the proxy (an operation whose answer is JSON, so the check reads it): the bytes the client got. */
function login(proxy: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${proxy}/api/v3/ua/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    });
    request.on('error', reject);
    request.end('{"grantType":"password","email":"a@b.example","password":"x"}');
  });
}

/** The violations of kind `kind`, once `count` are recorded (just after the clients have their answers). */
async function recorded(proxy: string, kind: Violation['kind'], count = 1): Promise<Violation[]> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const { violations } = (await (await fetch(`${proxy}/__mock/violations`)).json()) as { violations: Violation[] };
    const found = violations.filter((v) => v.kind === kind);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

describe('a compressed bomb through the proxy', () => {
  it.each(Object.entries(bombs))('passes a %s bomb on unchanged, records it unchecked, and decodes no more than the limit, once', async (coding, compress) => {
    const bomb = compress();
    const proxy = await proxyBefore(jsonAnswer(bomb, coding));
    const started = decoderStats.started;
    decoderStats.mostHeld = 0;

    expect((await login(proxy)).equals(bomb)).toBe(true);
    const [unchecked] = await recorded(proxy, 'unchecked');
    expect(unchecked).toMatchObject({ operationId: 'login', problems: [`(body) was not checked: it inflates past ${answerCheckBytes} bytes`] });
    expect(unchecked!.exchange.response.body).toMatchObject({ bytes: bomb.length, truncated: true });
    expect(decoderStats.mostHeld).toBeLessThanOrEqual(answerCheckBytes);
    expect(decoderStats.started - started).toBe(1);
  });
});

describe('many bombs at once', () => {
  it('hold no more than the budget all answers share, and let go of all of it once checked', async () => {
    const bomb = bombs.gzip();
    const proxy = await proxyBefore(jsonAnswer(bomb, 'gzip'));
    decoderStats.mostHeldAtOnce = 0;
    // Sent faster than they inflate: each check lags behind its answer.
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(proxy)));
    expect(answers.every((answer) => answer.equals(bomb))).toBe(true);
    const unchecked = await recorded(proxy, 'unchecked', 12);
    expect(unchecked).toHaveLength(12);
    const reasons = new Set(unchecked.map((v) => v.problems[0]!.replace(/^\(body\) was not checked: /, '')));
    expect(
      [...reasons].every(
        (r) => r === `it inflates past ${answerCheckBytes} bytes` || r === `the proxy held ${checkBudgetBytes} bytes for the checks of other answers`,
      ),
    ).toBe(true);
    expect(decoderStats.mostHeldAtOnce).toBeLessThanOrEqual(checkBudgetBytes);
    expect(decoderStats.heldNow).toBe(0);
  });
});

describe('answers the check cannot read', () => {
  it('records an uncompressed answer over the limit as unchecked, and passes it on whole', async () => {
    const big = Buffer.concat([Buffer.from('{"success":true,"data":"'), Buffer.alloc(answerCheckBytes, 'x'), Buffer.from('"}')]);
    const proxy = await proxyBefore(jsonAnswer(big));
    expect((await login(proxy)).equals(big)).toBe(true);
    expect((await recorded(proxy, 'unchecked'))[0]!.problems).toEqual([`(body) was not checked: it is over ${answerCheckBytes} bytes`]);
  });

  it('records a broken encoding as unchecked, showing the bytes as they came', async () => {
    const notGzip = Buffer.from('{"success":true,"data":{}}');
    const proxy = await proxyBefore(jsonAnswer(notGzip, 'gzip'));
    expect((await login(proxy)).equals(notGzip)).toBe(true);
    const [unchecked] = await recorded(proxy, 'unchecked');
    expect(unchecked!.problems).toEqual([expect.stringMatching(/^\(body\) was not checked: its Content-Encoding gzip does not decode \(.+\)$/)]);
    expect(unchecked!.exchange.response.body.text).toBe(notGzip.toString());
  });

  it('records an encoding it does not know as unchecked', async () => {
    const proxy = await proxyBefore(jsonAnswer(Buffer.from('(zstd bytes)'), 'zstd'));
    await login(proxy);
    expect((await recorded(proxy, 'unchecked'))[0]!.problems).toEqual(['(body) was not checked: its Content-Encoding zstd is one the check cannot read']);
  });

  it('decodes a compressed answer once for the check and the record alike', async () => {
    const answer = brotliCompressSync(JSON.stringify({ success: true, data: { access_token: 'a' } }));
    const proxy = await proxyBefore(jsonAnswer(answer, 'br'));
    const started = decoderStats.started;
    await login(proxy);
    const [body] = await recorded(proxy, 'body');
    expect(body!.exchange.response.body.text).toBe('{"success":true,"data":{"access_token":"[redacted]"}}');
    expect(decoderStats.started - started).toBe(1);
  });
});

describe('AnswerDecoder', () => {
  async function decode(encoding: string, chunks: Buffer[], limit: number, budget = new CheckBudget()) {
    const decoder = new AnswerDecoder(encoding, 4, budget.lease(), limit);
    for (const chunk of chunks) decoder.write(chunk);
    return decoder.end();
  }
  const split = (bytes: Buffer, size: number) => Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

  it('undoes a list of codings, last applied first, from chunks cut anywhere', async () => {
    const text = Buffer.from('{"hello":"world"}');
    const twice = brotliCompressSync(gzipSync(text));
    expect(await decode('gzip, br', split(twice, 3), 100)).toEqual({ bytes: text.length, head: text.subarray(0, 4), whole: text, unreadable: null });
  });

  it('stops at the limit, keeping the head', async () => {
    const read = await decode('deflate', [deflateSync(Buffer.alloc(1000, 'a'))], 100);
    expect(read).toMatchObject({ whole: null, head: Buffer.from('aaaa'), unreadable: 'it inflates past 100 bytes' });
  });

  it('counts the compressed bytes waiting for zlib within the limit', async () => {
    const read = await decode('gzip', [gzipSync(Buffer.alloc(300, 'a'), { level: 0 })], 100);
    expect(read).toMatchObject({ whole: null, unreadable: 'over 100 bytes, compressed ones waiting for zlib included, were held' });
  });

  it('stops when the budget all answers share is spent, and gives back what it took', async () => {
    const budget = new CheckBudget(500);
    const other = budget.lease();
    expect(other.take(450)).toBe(true);
    const read = await decode('deflate', [deflateSync(Buffer.alloc(1000, 'a'))], 2000, budget);
    expect(read).toMatchObject({ whole: null, unreadable: 'the proxy held 500 bytes for the checks of other answers' });
    expect(budget.used).toBe(450);
    other.release();
    expect(budget.used).toBe(0);
  });
});
