/**
 * Proxy-mode fuzz: the validating proxy (mock/proxy/, spec/DECISIONS.md M17) in
 * front of a hostile upstream, on real sockets (the proxy forwards over them).
 *
 * Each round sends one request made from an operation of the spec
 * (scripts/fuzz/requests.ts) through the proxy, and the upstream answers it in one
 * hostile way chosen by the seed (named in the request's `x-fuzz-answer` header,
 * which the proxy forwards as it forwards every header): compression bombs, resets
 * mid-body, slow and stalled bodies, a silent upstream, a head dribbled byte by
 * byte, broken framing and status lines written raw on the socket, huge headers,
 * answers outside the envelope, bodies that are not JSON, empty answers.
 *
 * Every answer the upstream sends carries `x-fuzz-upstream: <its status>`. The verdict:
 *   - an answer with it, and that status, is the upstream's, forwarded: fine whatever
 *     it says, even cut off (an answer with the upstream's headers but another status
 *     is the proxy's, as when Fastify answers a broken stream 500);
 *   - a 5xx without it is the proxy's own, which must be a 502 or 504 in the
 *     operation's envelope (M17: the upstream failed) — else `unrequested5xx` or
 *     `outsideEnvelope`;
 *   - no answer within the upstream's own time + the proxy timeout + 5 s, or the
 *     connection closed without one: `hang`;
 *   - an uncaught exception or unhandled rejection while the round ran: `exit` (it
 *     runs in process; outside the fuzz such an error ends the server).
 * Peak RSS is sampled all along.
 *
 * `npx tsx scripts/fuzz/proxy.ts [--rounds N] [--seed S]`; `fuzzProxy` is the API
 * (scripts/fuzz/run.ts may call it).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createDeflate, createGzip, gzipSync } from 'node:zlib';
import { Command, InvalidArgumentError } from 'commander';
import { loadOperations, type Envelope, type Operation } from '../../mock/core/pipeline/spec-loader.ts';
import { envelopeProblems } from '../../mock/proxy/checks.ts';
import { buildServer } from '../../mock/server.ts';
import { sampleRequest, urlOf, type FuzzRequest } from './requests.ts';

export interface ProxyFuzzOptions {
  seed: number;
  rounds: number;
  log?: (line: string) => void;
}

export type ProxyFailureCategory = 'unrequested5xx' | 'outsideEnvelope' | 'hang' | 'exit';

export interface ProxyFuzzFailure {
  category: ProxyFailureCategory;
  /** The upstream's behaviour (and what went wrong). */
  label: string;
  count: number;
  example: string;
}

export interface ProxyFuzzReport {
  requests: number;
  failures: ProxyFuzzFailure[];
  rssPeakMb: number;
}

/** Short, so silent and stalled upstreams do not take the run's time; the proxy's default is 120 s. */
const proxyTimeoutMs = 2_000;
/** Rounds in flight at once: the slow behaviours take seconds each. */
const concurrency = 8;
const fuzzHeader = 'x-fuzz-answer';
const markHeader = 'x-fuzz-upstream';

export async function fuzzProxy(opts: ProxyFuzzOptions): Promise<ProxyFuzzReport> {
  const log = opts.log ?? (() => {});
  const rss = new RssSampler();
  const behaviours = await hostileBehaviours();
  const upstream = await startUpstream(behaviours);
  const server = await buildServer({ proxy: upstream.url, proxyTimeoutMs, rateLimit: null });
  const proxy = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const crashes = new CrashCounter();
  const tally = new Tally();
  const operations = loadOperations().filter((op) => !op.isAdmin);
  const random = mulberry32(opts.seed);
  const picks = Array.from({ length: opts.rounds }, () => pick(behaviours, random()));
  log(`proxy fuzz: ${opts.rounds} rounds, seed ${opts.seed}, proxy timeout ${proxyTimeoutMs} ms, RSS at start ${rss.nowMb()} MB`);
  try {
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < opts.rounds; i = next++) {
        const request = sampleRequest(operations[i % operations.length]!, opts.seed, i);
        await round(proxy, request, picks[i]!, operations, tally, crashes);
        if ((i + 1) % 250 === 0) log(`  ${i + 1} rounds, RSS ${rss.nowMb()} MB (peak ${rss.peakMb} MB)`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    crashes.stop();
    await server.app.close();
    await upstream.close();
    rss.stop();
  }
  // With --expose-gc, what is left after a collection: what the run leaked.
  (globalThis as { gc?: () => void }).gc?.();
  log(`proxy fuzz: RSS at end ${rss.nowMb()} MB, peak ${rss.peakMb} MB`);
  log(`proxy fuzz: statuses by behaviour: ${tally.statusSummary()}`);
  return { requests: tally.requests, failures: tally.failures(), rssPeakMb: rss.peakMb };
}

// ---- One round -----------------------------------------------------------------

async function round(proxy: string, request: FuzzRequest, behaviour: Behaviour, operations: Operation[], tally: Tally, crashes: CrashCounter): Promise<void> {
  crashes.running.add(behaviour.name);
  const answer = await send(proxy, request, behaviour);
  crashes.running.delete(behaviour.name);
  const operation = operations.find((op) => op.operationId === request.operationId)!;
  const failure = judge(answer, operation, request.method);
  tally.record(behaviour.name, answer, failure && { ...failure, example: exampleOf(request, behaviour, answer, failure.note) });
  for (const crash of crashes.take()) tally.record(behaviour.name, null, crash);
}

interface ClientAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first bytes (proxy answers are small; forwarded ones are only counted). */
  head: string;
  bytes: number;
  /** False when the body broke off (the proxy closes the client's connection when the upstream cuts its answer). */
  complete: boolean;
}

type Outcome = { answer: ClientAnswer } | { none: 'hang' | 'closed'; detail: string };

const keptAnswerBytes = 4096;

/** The request through the proxy with node:http (fetch would decompress, and refuses some methods). */
function send(proxy: string, request: FuzzRequest, behaviour: Behaviour): Promise<Outcome> {
  return new Promise((settle) => {
    const deadlineMs = behaviour.takesMs + proxyTimeoutMs + 5_000;
    const headers: Record<string, string> = { authorization: 'Bearer fuzz', 'x-iaa-ow-id': '1001', ...request.headers, [fuzzHeader]: behaviour.name };
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request(`${proxy}${urlOf(request)}`, { method: request.method, headers, agent: false });
    } catch (error) {
      // A request Node itself refuses to send (a header it finds invalid) tests nothing of the proxy.
      settle({ answer: { status: 0, headers: {}, head: `not sent: ${(error as Error).message}`, bytes: 0, complete: true } });
      return;
    }
    const timer = setTimeout(() => {
      settle({ none: 'hang', detail: `no whole answer within ${deadlineMs} ms` });
      outgoing.destroy();
    }, deadlineMs);
    outgoing.on('response', (response) => readAnswer(response, (answer) => (clearTimeout(timer), settle({ answer }))));
    outgoing.on('error', (error) => (clearTimeout(timer), settle({ none: 'closed', detail: `no answer: ${error.message}` })));
    outgoing.end(request.body);
  });
}

function readAnswer(response: IncomingMessage, done: (answer: ClientAnswer) => void): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  response.on('data', (chunk: Buffer) => {
    if (bytes < keptAnswerBytes) chunks.push(chunk);
    bytes += chunk.length;
  });
  const finish = () => {
    const head = Buffer.concat(chunks).subarray(0, keptAnswerBytes).toString('utf8');
    done({ status: response.statusCode ?? 0, headers: response.headers, head, bytes, complete: response.complete });
  };
  response.on('end', finish);
  response.on('error', () => {});
  response.on('close', () => response.complete || finish());
}

interface Failure {
  category: ProxyFailureCategory;
  /** What went wrong, added to the behaviour's name in the label. */
  what: string;
  note: string;
}

function judge(outcome: Outcome, operation: Operation, method: string): Failure | null {
  if ('none' in outcome) return { category: 'hang', what: outcome.none === 'hang' ? 'no answer in time' : 'closed without an answer', note: outcome.detail };
  const { answer } = outcome;
  // The upstream's own answer, forwarded: whatever it is, it is the upstream's.
  if (answer.headers[markHeader] === String(answer.status) || answer.status < 500) return null;
  if (answer.status !== 502 && answer.status !== 504) return { category: 'unrequested5xx', what: `the proxy answered ${answer.status}`, note: answer.head };
  // A HEAD answer has no body to hold an envelope.
  if (method === 'HEAD') return null;
  const problem = failureProblem(operation.envelope, answer);
  return problem ? { category: 'outsideEnvelope', what: `${answer.status} outside the ${operation.envelope} envelope`, note: problem } : null;
}

/** Why the proxy's own 502/504 is not a failure in the operation's envelope, or null. */
function failureProblem(envelope: Envelope, answer: ClientAnswer): string | null {
  if (!/^application\/json\b/i.test(String(answer.headers['content-type'] ?? ''))) return `content type ${answer.headers['content-type'] ?? 'none'}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.head);
  } catch {
    return 'not JSON';
  }
  const problems = envelopeProblems(envelope, answer.status, body);
  const object = body as Record<string, unknown>;
  if (envelope === 'v3' && object.success !== false) problems.push('/success must be false');
  if (envelope === 'bare' && typeof object.error !== 'string') problems.push('/error must be a string');
  return problems.length > 0 ? problems.join('; ') : null;
}

function exampleOf(request: FuzzRequest, behaviour: Behaviour, outcome: Outcome, note: string): string {
  const answered = 'answer' in outcome ? `${outcome.answer.status} ${JSON.stringify(outcome.answer.head.slice(0, 200))}` : outcome.detail;
  return `${request.method} ${urlOf(request).slice(0, 120)} (${request.operationId}), upstream: ${behaviour.name} -> ${answered}; ${note.slice(0, 300)}`;
}

// ---- The hostile upstream ------------------------------------------------------

interface Behaviour {
  name: string;
  weight: number;
  /** How long the behaviour itself may take: the proxy's answer may come that much later. */
  takesMs: number;
  answer(request: IncomingMessage, response: ServerResponse): void;
}

const mark = (status: number) => ({ [markHeader]: String(status) });
const json =
  (status: number, body: string, headers: Record<string, string> = {}) =>
  (_request: IncomingMessage, response: ServerResponse) =>
    response.writeHead(status, { 'content-type': 'application/json', ...mark(status), ...headers }).end(body);
/** Bytes written straight on the socket (what Node's own server would refuse to send), then the connection ends. */
const raw = (text: string | Buffer) => (_request: IncomingMessage, response: ServerResponse) => response.socket?.end(text);
const rawHead = (statusLine: string, headers: string[], body = '') =>
  raw(`${statusLine}\r\n${[...headers, `${markHeader}: ${statusLine.split(' ')[1]}`].join('\r\n')}\r\n\r\n${body}`);

async function hostileBehaviours(): Promise<Behaviour[]> {
  const [gzipBomb, deflateBomb, brBomb, bigBomb] = await Promise.all([
    bomb(createGzip({ level: 9 }), 64),
    bomb(createDeflate({ level: 9 }), 64),
    bomb(createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), 64),
    // The incident's answer: 510 KB of gzip that inflates to 512 MB.
    bomb(createGzip({ level: 9 }), 512),
  ]);
  const envelope = '{"success":true,"data":{}}';
  return [
    { name: 'gzip bomb (64 MB)', weight: 3, takesMs: 0, answer: compressed(gzipBomb, 'gzip') },
    { name: 'deflate bomb (64 MB)', weight: 3, takesMs: 0, answer: compressed(deflateBomb, 'deflate') },
    { name: 'br bomb (64 MB)', weight: 3, takesMs: 0, answer: compressed(brBomb, 'br') },
    { name: 'gzip bomb (512 MB)', weight: 1, takesMs: 0, answer: compressed(bigBomb, 'gzip') },
    { name: 'gzip then br bomb', weight: 1, takesMs: 0, answer: compressed(brotliCompressSync(gzipBomb), 'gzip, br') },
    { name: 'broken gzip', weight: 2, takesMs: 0, answer: compressed(Buffer.from(envelope), 'gzip') },
    { name: 'truncated gzip', weight: 1, takesMs: 0, answer: compressed(gzipSync(envelope).subarray(0, 12), 'gzip') },
    { name: 'unknown encoding', weight: 1, takesMs: 0, answer: json(200, envelope, { 'content-encoding': 'zstd' }) },
    { name: 'big plain answer (20 MB)', weight: 1, takesMs: 0, answer: json(200, `{"success":true,"data":"${'x'.repeat(20 * 1024 * 1024)}"}`) },
    { name: 'reset before answering', weight: 3, takesMs: 0, answer: (request) => request.socket.destroy() },
    { name: 'closed before answering', weight: 2, takesMs: 0, answer: (request) => request.socket.end() },
    { name: 'reset mid-body', weight: 3, takesMs: 0, answer: resetMidBody },
    { name: 'slow body (a byte a second)', weight: 1, takesMs: 4_000, answer: slowBody(4) },
    { name: 'stalled mid-body', weight: 1, takesMs: proxyTimeoutMs, answer: stalledMidBody },
    { name: 'silent', weight: 1, takesMs: 0, answer: () => {} },
    { name: 'head dribbled a byte every 300 ms', weight: 1, takesMs: 0, answer: dribbledHead },
    { name: 'invalid content-length', weight: 2, takesMs: 0, answer: rawHead('HTTP/1.1 200 OK', ['Content-Length: abc'], envelope) },
    { name: 'conflicting content-lengths', weight: 2, takesMs: 0, answer: rawHead('HTTP/1.1 200 OK', ['Content-Length: 5', 'Content-Length: 26'], envelope) },
    { name: 'content-length shorter than body', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 200 OK', ['Content-Length: 5'], envelope) },
    { name: 'content-length longer than body', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 200 OK', ['Content-Length: 500'], envelope) },
    {
      name: 'chunked and content-length',
      weight: 2,
      takesMs: 0,
      answer: rawHead('HTTP/1.1 200 OK', ['Transfer-Encoding: chunked', 'Content-Length: 26'], chunked(envelope)),
    },
    { name: 'chunked twice', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 200 OK', ['Transfer-Encoding: chunked, chunked'], chunked(envelope)) },
    { name: 'transfer-encoding gzip only', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 200 OK', ['Transfer-Encoding: gzip'], envelope) },
    { name: 'bad chunk size', weight: 2, takesMs: 0, answer: rawHead('HTTP/1.1 200 OK', ['Transfer-Encoding: chunked'], 'zz\r\n{}\r\n0\r\n\r\n') },
    {
      name: 'chunked with trailers',
      weight: 1,
      takesMs: 0,
      answer: rawHead('HTTP/1.1 200 OK', ['Transfer-Encoding: chunked', 'Trailer: X-T'], `${chunked(envelope, false)}X-T: 1\r\n\r\n`),
    },
    { name: 'huge header (100 KB)', weight: 2, takesMs: 0, answer: rawHead('HTTP/1.1 200 OK', [`X-Huge: ${'h'.repeat(100 * 1024)}`], envelope) },
    {
      name: '3,000 headers',
      weight: 1,
      takesMs: 0,
      answer: rawHead(
        'HTTP/1.1 200 OK',
        Array.from({ length: 3000 }, (_, i) => `X-${i}: v`),
        '',
      ),
    },
    { name: 'header with a control byte', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 200 OK', ['X-Bad: a\x01b', 'Content-Length: 0']) },
    { name: 'header without a colon', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 200 OK', ['NoColonHere', 'Content-Length: 0']) },
    { name: 'invalid status line', weight: 2, takesMs: 0, answer: raw('HTTP/1.1 abc OK\r\n\r\n') },
    { name: 'status 999', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 999 Odd', ['Content-Length: 2'], '{}') },
    { name: 'status 600', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 600 Odd', ['Content-Length: 2'], '{}') },
    { name: 'status 099', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 099 Odd', ['Content-Length: 2'], '{}') },
    { name: 'status 101 unasked', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 101 Switching Protocols', ['Upgrade: websocket', 'Connection: Upgrade']) },
    { name: 'only a 100 Continue', weight: 1, takesMs: 0, answer: (_request, response) => response.socket?.write('HTTP/1.1 100 Continue\r\n\r\n') },
    { name: 'HTTP/1.0 body to close', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.0 200 OK', ['Content-Type: application/json'], envelope) },
    { name: 'HTTP/2 preface', weight: 1, takesMs: 0, answer: raw('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n') },
    { name: 'garbage', weight: 2, takesMs: 0, answer: raw(Buffer.from([0, 1, 2, 255, 13, 10, 13, 10])) },
    { name: 'empty answer (connection closed)', weight: 1, takesMs: 0, answer: raw('') },
    { name: 'wrong envelope', weight: 2, takesMs: 0, answer: json(200, '{"statusCode":200,"responseObject":{}}') },
    { name: 'not JSON', weight: 2, takesMs: 0, answer: json(200, '<html>oops</html>', { 'content-type': 'text/html' }) },
    { name: 'JSON nested 100,000 deep', weight: 1, takesMs: 0, answer: json(200, `${'['.repeat(100_000)}${']'.repeat(100_000)}`) },
    { name: 'empty 200', weight: 2, takesMs: 0, answer: json(200, '') },
    { name: '204 with a body', weight: 1, takesMs: 0, answer: rawHead('HTTP/1.1 204 No Content', ['Content-Length: 26'], envelope) },
    { name: 'upstream 500', weight: 1, takesMs: 0, answer: json(500, '{"success":false,"errorObjects":[{"error":"boom"}]}') },
    { name: 'upstream 502 not JSON', weight: 1, takesMs: 0, answer: json(502, 'Bad Gateway', { 'content-type': 'text/plain' }) },
    { name: 'undocumented status 418', weight: 1, takesMs: 0, answer: json(418, envelope) },
    { name: 'well-formed', weight: 2, takesMs: 0, answer: json(200, envelope) },
  ];
}

/** A JSON answer's bytes, compressed as `encoding` says. */
function compressed(bytes: Buffer, encoding: string) {
  return (_request: IncomingMessage, response: ServerResponse) =>
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding, ...mark(200) }).end(bytes);
}

/** `mb` MB of zeros through a compressor, fed in 1 MB pieces so the zeros are never held whole. */
async function bomb(compressor: Transform, mb: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  compressor.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => compressor.on('end', resolve));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < mb; i++) if (!compressor.write(zeros)) await new Promise((resolve) => compressor.once('drain', resolve));
  compressor.end();
  await ended;
  return Buffer.concat(chunks);
}

function chunked(body: string, last = true): string {
  return `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n${last ? '\r\n' : ''}`;
}

function resetMidBody(_request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000', ...mark(200) });
  response.write('{"success":true,"data":"', () => setTimeout(() => response.socket?.destroy(), 20));
}

function slowBody(bytes: number) {
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json', ...mark(200) });
    let sent = 0;
    const timer = setInterval(() => {
      sent += 1;
      if (sent < bytes) return void response.write(' ');
      clearInterval(timer);
      response.end('{}');
    }, 1_000);
    response.on('close', () => clearInterval(timer));
  };
}

function stalledMidBody(_request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100', ...mark(200) });
  response.write('{"success":');
  // Never ends: the proxy's idle timeout must cut it off.
}

function dribbledHead(_request: IncomingMessage, response: ServerResponse): void {
  const head = Buffer.from(`HTTP/1.1 200 OK\r\n${markHeader}: 200\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`);
  let at = 0;
  const timer = setInterval(() => {
    if (at >= head.length || !response.socket || response.socket.destroyed) return clearInterval(timer);
    response.socket.write(head.subarray(at, (at += 1)));
  }, 300);
}

interface Upstream {
  url: string;
  close(): Promise<void>;
}

async function startUpstream(behaviours: Behaviour[]): Promise<Upstream> {
  const byName = new Map(behaviours.map((b) => [b.name, b]));
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const behaviour = byName.get(String(request.headers[fuzzHeader])) ?? byName.get('well-formed')!;
    request.resume();
    request.on('end', () => behaviour.answer(request, response));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// ---- Counting ------------------------------------------------------------------

/** Uncaught exceptions and unhandled rejections while the fuzz runs: in a server, either ends the process. */
class CrashCounter {
  /** Behaviours of the rounds in flight, to name the suspects of a crash. */
  readonly running = new Set<string>();
  private crashes: Failure[] = [];
  private readonly onCrash = (error: unknown) => {
    const suspects = [...this.running].join(' | ') || 'none in flight';
    this.crashes.push({ category: 'exit', what: `while running: ${suspects}`, note: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  };

  constructor() {
    process.on('uncaughtException', this.onCrash);
    process.on('unhandledRejection', this.onCrash);
  }

  take(): (Failure & { example: string })[] {
    return this.crashes.splice(0).map((crash) => ({ ...crash, example: crash.note }));
  }

  stop(): void {
    process.off('uncaughtException', this.onCrash);
    process.off('unhandledRejection', this.onCrash);
  }
}

class Tally {
  requests = 0;
  private readonly kinds = new Map<string, ProxyFuzzFailure>();
  private readonly statuses = new Map<string, Map<string, number>>();

  record(behaviour: string, outcome: Outcome | null, failure: (Failure & { example: string }) | null): void {
    if (outcome) {
      this.requests += 1;
      const status = 'answer' in outcome ? String(outcome.answer.status) + (outcome.answer.complete ? '' : ' (cut)') : outcome.none;
      const counts = this.statuses.get(behaviour) ?? new Map<string, number>();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      this.statuses.set(behaviour, counts);
    }
    if (!failure) return;
    const label = failure.category === 'exit' ? failure.what : `${behaviour}: ${failure.what}`;
    const key = `${failure.category}|${label}`;
    const kind = this.kinds.get(key) ?? { category: failure.category, label, count: 0, example: failure.example };
    kind.count += 1;
    this.kinds.set(key, kind);
  }

  failures(): ProxyFuzzFailure[] {
    return [...this.kinds.values()].sort((a, b) => b.count - a.count);
  }

  statusSummary(): string {
    return [...this.statuses].map(([behaviour, counts]) => `${behaviour}: ${[...counts].map(([s, n]) => `${s} x${n}`).join(', ')}`).join('; ');
  }
}

class RssSampler {
  peakMb = this.nowMb();
  private readonly timer = setInterval(() => (this.peakMb = Math.max(this.peakMb, this.nowMb())), 25);

  nowMb(): number {
    return Math.round(process.memoryUsage.rss() / 1024 / 1024);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** A small seeded generator (mulberry32): the same seed picks the same behaviours. */
function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(behaviours: Behaviour[], at: number): Behaviour {
  const total = behaviours.reduce((sum, b) => sum + b.weight, 0);
  let left = at * total;
  for (const behaviour of behaviours) if ((left -= behaviour.weight) < 0) return behaviour;
  return behaviours.at(-1)!;
}

// ---- Output --------------------------------------------------------------------

const categoryTitles: Record<ProxyFailureCategory, string> = {
  unrequested5xx: 'proxy 5xx other than 502/504',
  outsideEnvelope: 'proxy 502/504 outside the envelope',
  hang: 'hangs or no answer',
  exit: 'uncaught errors (the process would exit)',
};

export function formatProxyReport(report: ProxyFuzzReport): string {
  const total = (category: ProxyFailureCategory) => report.failures.filter((f) => f.category === category).reduce((sum, f) => sum + f.count, 0);
  const lines = [
    `Proxy fuzz: ${report.requests.toLocaleString('en-US')} requests through the proxy to a hostile upstream, peak RSS ${report.rssPeakMb} MB`,
    ...(Object.keys(categoryTitles) as ProxyFailureCategory[]).map((c) => `  ${categoryTitles[c].padEnd(42)}${total(c)}`),
  ];
  for (const failure of report.failures) lines.push('', `* ${categoryTitles[failure.category]}: ${failure.label}, ${failure.count}x`, `    ${failure.example}`);
  return `${lines.join('\n')}\n`;
}

// ---- Command line --------------------------------------------------------------

function wholePositive(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('expected a positive whole number');
  return Number(value);
}

async function main(): Promise<void> {
  const program = new Command('fuzz-proxy')
    .description('Send requests through the validating proxy to a hostile upstream, and check the proxy answers, in its envelope, and survives.')
    .option('--rounds <n>', 'how many requests to send', wholePositive, 2_000)
    .option('--seed <s>', 'seed of the choices (default: a random one, printed)', wholePositive)
    .allowExcessArguments(false);
  program.parse();
  const options = program.opts<{ rounds: number; seed?: number }>();
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const report = await fuzzProxy({ seed, rounds: options.rounds, log: (line) => console.log(line) });
  process.stdout.write(formatProxyReport(report), () => process.exit(report.failures.length > 0 ? 1 : 0));
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
