/**
 * `npm run fuzz [-- --requests N] [--seed S] [--base-url URL]`
 *
 * Sends N hostile requests (scripts/fuzz/requests.ts), an equal share to every
 * operation of the spec, one at a time, to the in-process mock (app.inject, its
 * response check collecting) or to the server at a base URL, and checks every answer:
 *   - below 500: the fuzzer never sends `Prefer`, so no 5xx was asked for;
 *   - JSON in the operation's envelope, with a status the operation documents (in
 *     process, the mock's own response check adds its schema violations); a request
 *     that matches no operation must get a 4xx JSON failure in the envelope of its URL;
 *   - an answer within 10 s.
 * Prints the counts and one example per kind of failure; exits 1 when any failure
 * count is not zero.
 */
import http from 'node:http';
import https from 'node:https';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import { buildWorld, describeWorld } from '../../fixtures/world.ts';
import { envelopeForUrl } from '../../mock/core/envelopes.ts';
import { pathPattern } from '../../mock/core/error-handler.ts';
import type { ResponseViolation } from '../../mock/core/response-check.ts';
import { loadOperations, type Envelope, type Operation, type ResponseSpec } from '../../mock/core/spec-loader.ts';
import { buildServer } from '../../mock/server.ts';
import { sampleRequest, urlOf, type AuthMode, type FuzzRequest } from './requests.ts';

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** Fuzz the server at this URL; absent, an in-process mock. */
  baseUrl?: string;
}

export const failureCategories = ['unrequested5xx', 'outsideEnvelope', 'undocumentedStatus', 'emptyBodyRefused', 'hang'] as const;
export type FailureCategory = (typeof failureCategories)[number];

const categoryTitles: Record<FailureCategory, string> = {
  unrequested5xx: 'unrequested 5xx',
  outsideEnvelope: 'answers outside the envelope',
  undocumentedStatus: 'undocumented statuses',
  emptyBodyRefused: 'empty JSON bodies refused',
  hang: 'hangs (no answer within 10 s)',
};

const statusClasses = ['2xx', '3xx', '4xx', '5xx', 'no answer'] as const;
type StatusClass = (typeof statusClasses)[number];

export interface FailureKind {
  category: FailureCategory;
  status: number | null;
  /** What the request tried (FuzzRequest.label). */
  label: string;
  count: number;
  operations: Set<string>;
  example: Example;
}

interface Example {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  status: number | null;
  contentType: string;
  answer: string;
  note: string;
}

export interface FuzzReport {
  target: string;
  seed: number;
  requests: number;
  durationMs: number;
  operations: number;
  /** Operations at least one request reached (the path and method matched it). */
  covered: number;
  uncovered: string[];
  /** Operations that never answered a 2xx: where the fuzz did not get past the checks. */
  without2xx: string[];
  byClass: Record<StatusClass, number>;
  failures: Record<FailureCategory, number>;
  kinds: FailureKind[];
}

const answerDeadlineMs = 10_000;

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const operations = loadOperations();
  const target = options.baseUrl ? httpTarget(options.baseUrl) : await inProcessTarget();
  const credentials = new Credentials(target);
  const tally = new Tally(operations);
  const started = performance.now();
  try {
    for (let i = 0; i < options.requests; i += 1) {
      // Round robin: every operation gets its share, and state-changing calls mix.
      const request = sampleRequest(operations[i % operations.length]!, options.seed, i);
      const wire = {
        method: request.method,
        url: urlOf(request),
        headers: { ...(await credentials.headers(request.auth)), ...request.headers },
        body: request.body,
      };
      target.takeViolations(); // Drops those of the logins above: they are not fuzz requests.
      const answer = await target.send(wire);
      const path = target.routedPath(request.path);
      const operation = matchOperation(operations, request.method, path);
      tally.record(request, operation, answer, judge(operation, request, path, answer, target.takeViolations()));
      // The fuzz itself logs out, resets the world, moves the clock: log in again when the token stops working.
      if (request.auth === 'owner' && answer?.status === 401) credentials.forget();
    }
  } finally {
    await target.close();
  }
  return tally.report(target.name, options, performance.now() - started);
}

// ---- Targets -------------------------------------------------------------------

interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

interface Target {
  name: string;
  /** Null when no answer came within the deadline (or the connection dropped without one). */
  send(request: WireRequest): Promise<Answer | null>;
  /** Response violations the server reported since the last call (in process only). */
  takeViolations(): ResponseViolation[];
  /** The path the server routes on, for matching the request to an operation. */
  routedPath(path: string): string;
  close(): Promise<void>;
}

async function inProcessTarget(): Promise<Target> {
  const server = await buildServer({ rateLimit: null, validateResponses: 'collect' });
  let seen = 0;
  return {
    name: 'the in-process mock',
    async send(request) {
      const injected = server.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.body === undefined ? {} : { payload: request.body }),
      });
      const response = await withDeadline(injected);
      return response && { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body };
    },
    takeViolations() {
      const taken = server.violations.slice(seen);
      seen = server.violations.length;
      return taken;
    },
    // light-my-request parses the URL (WHATWG), which removes `.` and `..` segments, encoded or not, before Fastify sees it.
    routedPath: (path) => new URL(path, 'http://localhost').pathname,
    close: () => server.app.close(),
  };
}

/**
 * Plain node:http, not fetch: fetch refuses TRACE, bodies on GET and HEAD, and
 * normalises `..` and `%2e%2e` out of paths.
 */
function httpTarget(baseUrl: string): Target {
  const base = new URL(baseUrl);
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 1 });
  const prefix = base.pathname.replace(/\/+$/, '');
  return {
    name: baseUrl,
    send: (request) =>
      new Promise((settle) => {
        const headers = request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
        const options = {
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: prefix + request.url,
          headers,
          agent,
          signal: AbortSignal.timeout(answerDeadlineMs),
        };
        const outgoing = client.request(options, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            settle({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', () => settle(null));
          // Cut off mid-body (the deadline, or the server closing): no whole answer.
          response.on('close', () => response.complete || settle(null));
        });
        outgoing.on('error', () => settle(null));
        outgoing.end(request.body);
      }),
    takeViolations: () => [],
    routedPath: (path) => path,
    close: async () => agent.destroy(),
  };
}

/** In process a hung handler cannot be cancelled; it is left pending and counted. */
async function withDeadline<T>(promise: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((settle) => (timer = setTimeout(() => settle(null), answerDeadlineMs)));
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

// ---- Credentials ---------------------------------------------------------------

/** The workspace owner's session, logged in on first use and again after it stops working. */
class Credentials {
  private session: { token: string; owId: number } | null = null;
  private readonly world = describeWorld(buildWorld());

  constructor(private readonly target: Target) {}

  async headers(mode: AuthMode): Promise<Record<string, string>> {
    if (mode === 'none') return {};
    if (mode === 'client') return { authorization: this.basic() };
    this.session ??= await this.login();
    return { authorization: `Bearer ${this.session.token}`, 'x-iaa-ow-id': String(this.session.owId) };
  }

  forget(): void {
    this.session = null;
  }

  private basic(): string {
    const { clientId, clientSecret } = this.world.client;
    return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  }

  /** A fuzzed request may have changed the owner's password: then the world is reset (mock admin API) and the login tried once more. */
  private async login(): Promise<{ token: string; owId: number }> {
    const session = (await this.tryLogin()) ?? (await this.resetWorld(), await this.tryLogin());
    if (!session) throw new Error(`cannot log in as ${this.world.personas.workspaceOwner.email} on ${this.target.name}`);
    return session;
  }

  private async tryLogin(): Promise<{ token: string; owId: number } | null> {
    const { email, password } = this.world.personas.workspaceOwner;
    const answer = await this.target.send({
      method: 'POST',
      url: '/api/v3/ua/login',
      headers: { authorization: this.basic(), 'content-type': 'application/json' },
      body: JSON.stringify({ grantType: 'password', email, password }),
    });
    if (answer?.status !== 200) return null;
    const { data } = JSON.parse(answer.body) as { data: { access_token: string; owId: number } };
    return { token: data.access_token, owId: data.owId };
  }

  private async resetWorld(): Promise<void> {
    await this.target.send({ method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' }, body: '{}' });
  }
}

// ---- Judging an answer -----------------------------------------------------------

interface Finding {
  category: FailureCategory;
  note: string;
}

/** The operation a request reaches: static segments win over parameters, as in the router; HEAD is a GET's. */
function matchOperation(operations: Operation[], method: string, path: string): Operation | null {
  const wanted = method === 'HEAD' ? 'get' : method.toLowerCase();
  const candidates = operations.filter((op) => op.method === wanted && patternOf(op).test(path));
  return candidates.sort((a, b) => paramCount(a) - paramCount(b))[0] ?? null;
}

const patterns = new Map<string, RegExp>();

function patternOf(op: Operation): RegExp {
  let pattern = patterns.get(op.operationId);
  if (!pattern) patterns.set(op.operationId, (pattern = pathPattern(op.path)));
  return pattern;
}

function paramCount(op: Operation): number {
  return op.path.split('{').length;
}

function judge(operation: Operation | null, request: FuzzRequest, path: string, answer: Answer | null, violations: ResponseViolation[]): Finding[] {
  if (!answer) return [{ category: 'hang', note: `no answer within ${answerDeadlineMs / 1000} s` }];
  const findings: Finding[] = answer.status >= 500 ? [{ category: 'unrequested5xx', note: 'a 5xx no request asked for (the fuzzer sends no Prefer)' }] : [];
  findings.push(...(operation ? judgeOperationAnswer(operation, request, answer, violations) : judgeUnmatchedAnswer(request.method, path, answer)));
  // One finding per category and request: the first says why.
  return findings.filter((f, i) => findings.findIndex((g) => g.category === f.category) === i);
}

function judgeOperationAnswer(op: Operation, request: FuzzRequest, answer: Answer, violations: ResponseViolation[]): Finding[] {
  const findings: Finding[] = [];
  if (!op.responses.has(answer.status)) {
    findings.push({ category: 'undocumentedStatus', note: `${op.operationId} documents ${[...op.responses.keys()].join(', ')}` });
  }
  for (const violation of violations) {
    // The response check words an undocumented status "status N is not documented"; the rest are schema problems.
    const category = violation.problems.some((p) => p.startsWith('status ')) ? 'undocumentedStatus' : 'outsideEnvelope';
    findings.push({ category, note: `response check: ${violation.problems.slice(0, 3).join('; ')}` });
  }
  // A HEAD answer is the GET's headers without its body: only its status can be checked.
  const problem = request.method === 'HEAD' ? null : envelopeProblem(op.envelope, answer, op.responses.get(answer.status));
  if (problem) findings.push({ category: 'outsideEnvelope', note: problem });
  if (refusesEmptyBody(op, request, answer)) {
    findings.push({ category: 'emptyBodyRefused', note: `${op.operationId} needs no body, yet refused an empty one labelled JSON` });
  }
  return findings;
}

/**
 * DECISIONS.md (transport errors): an empty body labelled JSON is no body, as many
 * HTTP clients send a DELETE. An operation that needs no body must not refuse it.
 */
function refusesEmptyBody(op: Operation, request: FuzzRequest, answer: Answer): boolean {
  const emptyJson = /^application\/json\b/i.test(request.headers['content-type'] ?? '') && request.body?.trim() === '';
  const refusedBody = answer.status === 400 && /"field":"body"|field: body\b/.test(answer.body);
  return emptyJson && !op.requestBody?.required && refusedBody;
}

function judgeUnmatchedAnswer(method: string, path: string, answer: Answer): Finding[] {
  // OPTIONS belongs to CORS: a preflight (or a plain OPTIONS) may be answered 2xx with no body, there is no API answer to wrap.
  if (method === 'OPTIONS' && answer.status < 300 && answer.body === '') return [];
  const findings: Finding[] = [];
  if (answer.status < 400) findings.push({ category: 'undocumentedStatus', note: 'a request that matches no operation must get a 4xx' });
  const problem = method === 'HEAD' ? null : shapeProblem(envelopeForUrl(path), answer, true);
  if (problem) findings.push({ category: 'outsideEnvelope', note: `matches no operation: ${problem}` });
  return findings;
}

function envelopeProblem(envelope: Envelope, answer: Answer, response: ResponseSpec | undefined): string | null {
  // A documented answer without a JSON schema (a file download) has no envelope.
  if (response && response.schemaPointer === null && answer.status < 300) return null;
  return shapeProblem(envelope, answer, false);
}

/**
 * Why a body is not in the envelope, or null. A failure status needs a failure
 * body, except in v3, whose body says itself whether it failed: the spec documents
 * some 4xx with `success: true` (a check answering "not valid"), and the response
 * check holds those to their schema. A request that matches no operation documents
 * nothing, so it needs a failure body in every envelope (`mustFail`).
 */
function shapeProblem(envelope: Envelope, answer: Answer, mustFail: boolean): string | null {
  const body = jsonOf(answer);
  if (typeof body === 'string') return body;
  const object = isObject(body.value) ? body.value : null;
  const failure = mustFail || answer.status >= 400;
  switch (envelope) {
    case 'v3':
      if (typeof object?.success !== 'boolean') return 'not a v3 answer ({success, ...})';
      if (object.success === false && !Array.isArray(object.errorObjects)) return 'a v3 failure without errorObjects';
      return mustFail && object.success !== false ? 'not a v3 failure ({success: false, errorObjects})' : null;
    case 'v2':
      return typeof object?.statusCode === 'number' && 'responseObject' in object ? null : 'not a v2 answer ({statusCode, responseObject})';
    case 'oauth':
    case 'bare':
      if (failure) return typeof object?.error === 'string' ? null : `not a ${envelope} failure ({error})`;
      return envelope === 'oauth' && !object ? 'not an OAuth token answer (an object)' : null;
  }
}

/** The parsed body, or why it is not JSON. */
function jsonOf(answer: Answer): { value: unknown } | string {
  if (!/^application\/(.+\+)?json\b/i.test(answer.contentType)) return `content type "${answer.contentType}", not JSON`;
  try {
    return { value: JSON.parse(answer.body) };
  } catch {
    return 'labelled JSON but does not parse';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---- Counting ------------------------------------------------------------------

class Tally {
  private requests = 0;
  private readonly byClass = Object.fromEntries(statusClasses.map((c) => [c, 0])) as Record<StatusClass, number>;
  private readonly failures = Object.fromEntries(failureCategories.map((c) => [c, 0])) as Record<FailureCategory, number>;
  private readonly kinds = new Map<string, FailureKind>();
  private readonly covered = new Set<string>();
  private readonly answered2xx = new Set<string>();

  constructor(private readonly operations: Operation[]) {}

  record(request: FuzzRequest, operation: Operation | null, answer: Answer | null, findings: Finding[]): void {
    this.requests += 1;
    this.byClass[statusClass(answer)] += 1;
    if (operation) this.covered.add(operation.operationId);
    if (operation && answer && answer.status < 300) this.answered2xx.add(operation.operationId);
    for (const finding of findings) {
      this.failures[finding.category] += 1;
      const status = answer?.status ?? null;
      const key = `${finding.category}|${status}|${request.label}`;
      const kind = this.kinds.get(key) ?? {
        category: finding.category,
        status,
        label: request.label,
        count: 0,
        operations: new Set(),
        example: exampleOf(request, answer, finding),
      };
      kind.count += 1;
      kind.operations.add(operation?.operationId ?? `(no operation; made from ${request.operationId})`);
      this.kinds.set(key, kind);
    }
  }

  report(target: string, options: FuzzOptions, durationMs: number): FuzzReport {
    return {
      target,
      seed: options.seed,
      requests: this.requests,
      durationMs,
      operations: this.operations.length,
      covered: this.covered.size,
      uncovered: this.operations.map((op) => op.operationId).filter((id) => !this.covered.has(id)),
      without2xx: this.operations.map((op) => op.operationId).filter((id) => !this.answered2xx.has(id)),
      byClass: this.byClass,
      failures: this.failures,
      kinds: [...this.kinds.values()].sort((a, b) => failureCategories.indexOf(a.category) - failureCategories.indexOf(b.category) || b.count - a.count),
    };
  }
}

function statusClass(answer: Answer | null): StatusClass {
  if (!answer) return 'no answer';
  return (['2xx', '3xx', '4xx', '5xx'] as const)[Math.min(Math.max(Math.floor(answer.status / 100) - 2, 0), 3)]!;
}

/** The request as a reader could send it again: the owner's token stands as $TOKEN. */
function exampleOf(request: FuzzRequest, answer: Answer | null, finding: Finding): Example {
  const credentials: Record<AuthMode, Record<string, string>> = {
    owner: { authorization: 'Bearer $TOKEN', 'x-iaa-ow-id': '1001' },
    client: { authorization: 'Basic $CLIENT_BASIC' },
    none: {},
  };
  return {
    method: request.method,
    url: urlOf(request),
    headers: { ...credentials[request.auth], ...request.headers },
    body: request.body,
    status: answer?.status ?? null,
    contentType: answer?.contentType ?? '',
    answer: answer?.body.slice(0, 300) ?? '',
    note: finding.note,
  };
}

// ---- Output --------------------------------------------------------------------

const count = (n: number) => n.toLocaleString('en-US');

export function formatReport(report: FuzzReport): string {
  const lines = [
    `Fuzz: ${count(report.requests)} requests to ${report.target}, seed ${report.seed}, in ${(report.durationMs / 1000).toFixed(1)} s`,
    `  operations covered            ${report.covered} of ${report.operations} (${report.operations - report.without2xx.length} answered 2xx at least once)`,
    `  by status class               ${statusClasses.map((c) => `${c} ${count(report.byClass[c])}`).join(', ')}`,
    ...failureCategories.map((c) => `  ${categoryTitles[c].padEnd(30)}${count(report.failures[c])}`),
  ];
  if (report.uncovered.length > 0) lines.push(`  not covered: ${report.uncovered.join(', ')}`);
  if (report.without2xx.length > 0) lines.push(`  never answered 2xx: ${report.without2xx.join(', ')}`);
  if (report.kinds.length > 0) lines.push('', `Failures, ${report.kinds.length} distinct kinds (one example each):`, ...report.kinds.flatMap(formatKind));
  return `${lines.join('\n')}\n`;
}

function formatKind(kind: FailureKind): string[] {
  const { example } = kind;
  const operations = [...kind.operations];
  const listed = operations.slice(0, 6).join(', ') + (operations.length > 6 ? `, +${operations.length - 6} more` : '');
  return [
    '',
    `* ${categoryTitles[kind.category]}: ${kind.status ?? 'no answer'} on "${kind.label}", ${count(kind.count)}x, ${operations.length} operation(s): ${listed}`,
    `    why:      ${example.note}`,
    `    request:  ${example.method} ${clip(example.url, 200)}  content-type: ${example.headers['content-type'] ?? '(none)'}`,
    `    answer:   ${example.status ?? '-'} ${example.contentType || '(no content type)'} ${JSON.stringify(example.answer)}`,
    `    repro:    ${curlOf(example)}`,
  ];
}

function curlOf(example: Example): string {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const parts = ['curl -i', example.method === 'HEAD' ? '--head' : `-X ${example.method}`, quote(`$BASE${clip(example.url, 300)}`)];
  for (const [name, value] of Object.entries(example.headers)) parts.push('-H', quote(`${name}: ${clip(value, 120)}`));
  if (example.body !== undefined) parts.push('--data-binary', quote(clip(example.body, 300)));
  return parts.join(' ');
}

/** Long values shortened, saying by how much. */
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…(${count(text.length)} chars)`;
}

// ---- Command line --------------------------------------------------------------

function wholePositive(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('expected a positive whole number');
  return Number(value);
}

function integer(value: string): number {
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new InvalidArgumentError('expected a whole number');
  return Number(value);
}

function baseUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // Falls through to the error below.
  }
  throw new InvalidArgumentError('expected an absolute http(s) URL');
}

async function main(): Promise<void> {
  const program = new Command('fuzz')
    .description('Send hostile requests to every operation of the spec and check that every answer is a documented, enveloped 4xx or 2xx.')
    .option('--requests <n>', 'how many requests to send', wholePositive, 10_000)
    .option('--seed <s>', 'seed of the request generators (default: a random one, printed)', integer)
    .option('--base-url <url>', 'fuzz the server at this URL (default: an in-process mock)', baseUrl)
    .allowExcessArguments(false);
  program.parse();
  const options = program.opts<{ requests: number; seed?: number; baseUrl?: string }>();
  const report = await runFuzz({ ...options, seed: options.seed ?? Math.floor(Math.random() * 2 ** 31) });
  const failed = failureCategories.some((c) => report.failures[c] > 0);
  // Exit once the report is out: a hung in-process request would otherwise keep the process alive.
  process.stdout.write(formatReport(report), () => process.exit(failed ? 1 : 0));
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
