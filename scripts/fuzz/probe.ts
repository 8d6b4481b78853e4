/**
 * What every area of the fuzz (scripts/fuzz/run.ts) shares: the targets a request
 * goes to (the in-process mock or a server at a URL), the judging of an answer, and
 * the tally of failures by area and kind, each kept with one example.
 *
 * An answer is judged by the operation its path and method reach:
 *   - below 500 (the fuzzer never sends `Prefer`, so no 5xx was asked for); after a
 *     hostile write the mock accepted (a snapshot, a clock move, a reset), a 5xx is
 *     `poisonedState`: the write was taken and broke what followed;
 *   - JSON in the operation's envelope, with a status the operation documents (in
 *     process, the mock's own response check adds its schema violations); a request
 *     that matches no operation must get a 4xx JSON failure in the envelope of its URL;
 *   - a file served from /assets or /files never in a type a browser runs inline
 *     (HTML, SVG, XML, script), and always with `X-Content-Type-Options: nosniff`;
 *   - an answer within 10 s.
 */
import http from 'node:http';
import https from 'node:https';
import { envelopeForUrl } from '../../mock/core/pipeline/envelopes.ts';
import { pathPattern } from '../../mock/core/pipeline/error-handler.ts';
import type { ResponseViolation } from '../../mock/core/pipeline/response-check.ts';
import { loadOperations, type Envelope, type Operation, type ResponseSpec } from '../../mock/core/pipeline/spec-loader.ts';
import { buildServer, type ServerOptions } from '../../mock/server.ts';
import { urlOf, type AuthMode, type FuzzRequest } from './requests.ts';

// ---- Areas and categories ------------------------------------------------------

export const areas = ['platform', 'admin', 'files', 'proxy'] as const;
export type Area = (typeof areas)[number];

export const areaTitles: Record<Area, string> = {
  platform: 'platform',
  admin: 'admin',
  files: 'assets/files',
  proxy: 'proxy',
};

export const failureCategories = [
  'unrequested5xx',
  'outsideEnvelope',
  'undocumentedStatus',
  'emptyBodyRefused',
  'hang',
  'exit',
  'poisonedState',
  'snapshotRoundTrip',
  'unsafeFile',
] as const;
export type FailureCategory = (typeof failureCategories)[number];

export const categoryTitles: Record<FailureCategory, string> = {
  unrequested5xx: 'unrequested 5xx',
  outsideEnvelope: 'answers outside the envelope',
  undocumentedStatus: 'undocumented statuses',
  emptyBodyRefused: 'empty JSON bodies refused',
  hang: 'hangs (no answer within 10 s)',
  exit: 'exits (uncaught errors)',
  poisonedState: 'poisoned state (5xx after an accepted write)',
  snapshotRoundTrip: 'own snapshot not restored as it was',
  unsafeFile: 'files served unsafely',
};

export const statusClasses = ['2xx', '3xx', '4xx', '5xx', 'no answer'] as const;
export type StatusClass = (typeof statusClasses)[number];

// ---- Targets -------------------------------------------------------------------

export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The peer address the request comes from (in process only; over HTTP it is this machine). */
  remoteAddress?: string;
}

export interface Answer {
  status: number;
  contentType: string;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  body: string;
}

export interface Target {
  name: string;
  inProcess: boolean;
  /** Null when no answer came within the deadline (or the connection dropped without one). */
  send(request: WireRequest): Promise<Answer | null>;
  /** Response violations the server reported since the last call (in process only). */
  takeViolations(): ResponseViolation[];
  /** The path the server routes on, for matching the request to an operation. */
  routedPath(path: string): string;
  close(): Promise<void>;
}

export const answerDeadlineMs = 10_000;

export async function inProcessTarget(options: ServerOptions = {}): Promise<Target> {
  const server = await buildServer({ rateLimit: null, validateResponses: 'collect', ...options });
  let seen = 0;
  return {
    name: 'the in-process mock',
    inProcess: true,
    async send(request) {
      const injected = server.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.remoteAddress === undefined ? {} : { remoteAddress: request.remoteAddress }),
        ...(request.body === undefined ? {} : { payload: request.body }),
      });
      const response = await withDeadline(injected);
      return (
        response && {
          status: response.statusCode,
          contentType: String(response.headers['content-type'] ?? ''),
          headers: flatHeaders(response.headers),
          body: response.body,
        }
      );
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
export function httpTarget(baseUrl: string): Target {
  const base = new URL(baseUrl);
  const client = base.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 1 });
  const prefix = base.pathname.replace(/\/+$/, '');
  return {
    name: baseUrl,
    inProcess: false,
    send: (request) =>
      new Promise((settle, fail) => {
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
        let outgoing: http.ClientRequest;
        try {
          outgoing = client.request(options, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              settle({
                status: response.statusCode ?? 0,
                contentType: String(response.headers['content-type'] ?? ''),
                headers: flatHeaders(response.headers),
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            response.on('error', () => settle(null));
            // Cut off mid-body (the deadline, or the server closing): no whole answer.
            response.on('close', () => response.complete || settle(null));
          });
        } catch (error) {
          // Node refuses to send it (a header value it will not write): the request never left.
          return fail(new Unsendable(error));
        }
        outgoing.on('error', () => settle(null));
        outgoing.end(request.body);
      }),
    takeViolations: () => [],
    routedPath: (path) => path,
    close: async () => agent.destroy(),
  };
}

/** A request the client side refused to send (Node validates header values): not the server's doing. */
export class Unsendable extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

function flatHeaders(headers: Record<string, string | string[] | number | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return flat;
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

// ---- Judging an answer -----------------------------------------------------------

export interface Finding {
  category: FailureCategory;
  note: string;
}

/** The operation a request reaches: static segments win over parameters, as in the router; HEAD is a GET's. */
export function matchOperation(operations: Operation[], method: string, path: string): Operation | null {
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

export function judge(operation: Operation | null, request: FuzzRequest, path: string, answer: Answer | null, violations: ResponseViolation[]): Finding[] {
  if (!answer) return [{ category: 'hang', note: `no answer within ${answerDeadlineMs / 1000} s` }];
  const findings: Finding[] =
    answer.status >= 500 && !isSessionRefusal(request, answer)
      ? [{ category: 'unrequested5xx', note: 'a 5xx no request asked for (the fuzzer sends no Prefer)' }]
      : [];
  findings.push(...(operation ? judgeOperationAnswer(operation, request, answer, violations) : judgeUnmatchedAnswer(request.method, path, answer)));
  findings.push(...judgeServedFile(request.method, path, answer));
  // One finding per category and request: the first says why.
  return findings.filter((f, i) => findings.findIndex((g) => g.category === f.category) === i);
}

/**
 * The mock's refusal of a new session (spec/DECISIONS.md M23): 503 on the
 * `X-Mock-Session` header when the table is full of sessions in use, or the address
 * created its share this minute. Asked for, in effect, by naming a new session; the
 * envelope and the status are still checked.
 */
function isSessionRefusal(request: FuzzRequest, answer: Answer): boolean {
  const named = Object.keys(request.headers).some((name) => name.toLowerCase() === 'x-mock-session');
  return named && answer.status === 503 && /X-Mock-Session|temporarily_unavailable/.test(answer.body);
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

/** Types a browser renders as a document or runs: never served inline from the mock's origin. */
const activeTypes =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|[\w.+-]+\/[\w.-]+\+xml|text\/javascript|application\/(x-)?javascript|application\/ecmascript|text\/xsl)\b/i;

/**
 * A file served from the file storage or the assets (spec/DECISIONS.md M14): never a
 * type a browser would run inline, and always with nosniff, so that no bytes anyone
 * stored run on the mock's origin.
 */
function judgeServedFile(method: string, path: string, answer: Answer): Finding[] {
  // A preflight's 204 (CORS) carries no file.
  if (method === 'OPTIONS' || answer.status === 204) return [];
  if (!/^\/(assets|files)\//.test(path) || answer.status >= 300 || /^application\/(.+\+)?json\b/i.test(answer.contentType)) return [];
  const findings: Finding[] = [];
  const disposition = answer.headers['content-disposition'] ?? '';
  if (activeTypes.test(answer.contentType.trim()) && !/^\s*attachment\b/i.test(disposition)) {
    findings.push({ category: 'unsafeFile', note: `served inline as ${answer.contentType} (Content-Disposition: ${disposition || 'none'})` });
  }
  if ((answer.headers['x-content-type-options'] ?? '').toLowerCase() !== 'nosniff') {
    findings.push({ category: 'unsafeFile', note: `served as ${answer.contentType || 'no type'} without X-Content-Type-Options: nosniff` });
  }
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

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer's JSON body, or undefined when it has none that parses. */
export function jsonBody(answer: Answer | null): unknown {
  if (!answer || !/^application\/(.+\+)?json\b/i.test(answer.contentType)) return undefined;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

// ---- Counting ------------------------------------------------------------------

export interface Example {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  status: number | null;
  contentType: string;
  answer: string;
  note: string;
}

export interface FailureKind {
  area: Area;
  category: FailureCategory;
  status: number | null;
  /** What the request tried (FuzzRequest.label). */
  label: string;
  count: number;
  operations: Set<string>;
  /** A request to send again, or (from the proxy area, which reports its own) a description. */
  example: Example | string;
}

export interface AreaReport {
  /** False when the area was not run (asked for none, or not available). */
  ran: boolean;
  requests: number;
  durationMs: number;
  byClass: Record<StatusClass, number>;
  failures: Record<FailureCategory, number>;
  /** Requests the client side could not send (header values Node refuses): not counted as requests. */
  unsendable: number;
  /** What else the area says (a skipped part, the proxy's peak RSS). */
  notes: string[];
}

export class Tally {
  private readonly kinds = new Map<string, FailureKind>();
  readonly areas = Object.fromEntries(areas.map((area) => [area, emptyArea()])) as Record<Area, AreaReport>;
  readonly covered = new Set<string>();
  readonly answered2xx = new Set<string>();

  record(area: Area, request: FuzzRequest, operation: Operation | null, answer: Answer | null, findings: Finding[]): void {
    const report = this.areas[area];
    report.ran = true;
    report.requests += 1;
    report.byClass[statusClass(answer)] += 1;
    if (operation) this.covered.add(operation.operationId);
    if (operation && answer && answer.status < 300) this.answered2xx.add(operation.operationId);
    for (const finding of findings) {
      const status = answer?.status ?? null;
      this.addKind(area, finding.category, status, request.label, operation?.operationId ?? `(no operation; made from ${request.operationId})`, () =>
        exampleOf(request, answer, finding),
      );
    }
  }

  /** A failure found outside a request of this tally: an uncaught error, or one the proxy area reports. */
  recordFailure(
    area: Area,
    category: FailureCategory,
    label: string,
    count: number,
    example: Example | string,
    operation = '(outside any request)',
    status: number | null = null,
  ): void {
    this.areas[area].ran = true;
    for (let i = 0; i < count; i += 1) this.addKind(area, category, status, label, operation, () => example);
  }

  private addKind(area: Area, category: FailureCategory, status: number | null, label: string, operation: string, example: () => Example | string): void {
    this.areas[area].failures[category] += 1;
    const key = `${area}|${category}|${status}|${label}`;
    const kind = this.kinds.get(key) ?? { area, category, status, label, count: 0, operations: new Set(), example: example() };
    kind.count += 1;
    kind.operations.add(operation);
    this.kinds.set(key, kind);
  }

  get failureKinds(): FailureKind[] {
    return [...this.kinds.values()].sort(
      (a, b) =>
        areas.indexOf(a.area) - areas.indexOf(b.area) || failureCategories.indexOf(a.category) - failureCategories.indexOf(b.category) || b.count - a.count,
    );
  }
}

function emptyArea(): AreaReport {
  return {
    ran: false,
    requests: 0,
    durationMs: 0,
    byClass: Object.fromEntries(statusClasses.map((c) => [c, 0])) as Record<StatusClass, number>,
    failures: Object.fromEntries(failureCategories.map((c) => [c, 0])) as Record<FailureCategory, number>,
    unsendable: 0,
    notes: [],
  };
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

// ---- Sending -------------------------------------------------------------------

export interface SendOptions {
  /** Credentials to add (the request's own headers win); the example shows them as its auth mode says ($TOKEN). */
  credentials?: Record<string, string>;
  /** A hostile write the mock accepted before this request: a 5xx now is `poisonedState`, labelled with it. */
  poisonedBy?: string;
  /** From this peer address (in process). */
  remoteAddress?: string;
  /** What came before, told in the note of every finding (the whole sequence of writes when the label names the last). */
  story?: string;
}

/**
 * Sends requests of one area to the target, judges every answer and tallies it.
 * `current` names the request in flight, so an uncaught error can be put down to it.
 */
export class Probe {
  current = { area: 'platform' as Area, label: '(before the first request)' };

  constructor(
    readonly target: Target,
    readonly tally: Tally,
    readonly operations: Operation[] = loadOperations(),
  ) {}

  /** The answer, or null when none came in time or the request could not be sent (both counted). */
  async send(area: Area, request: FuzzRequest, options: SendOptions = {}): Promise<Answer | null> {
    const wire: WireRequest = {
      method: request.method,
      url: urlOf(request),
      headers: { ...options.credentials, ...request.headers },
      body: request.body,
      remoteAddress: options.remoteAddress,
    };
    this.current = { area, label: options.poisonedBy ? `after ${options.poisonedBy}: ${request.label}` : request.label };
    this.target.takeViolations(); // Drops those of requests sent outside the probe (logins).
    let answer: Answer | null;
    try {
      answer = await this.target.send(wire);
    } catch (error) {
      if (!(error instanceof Unsendable)) throw error;
      this.tally.areas[area].unsendable += 1;
      return null;
    }
    const path = this.target.routedPath(request.path);
    const operation = matchOperation(this.operations, request.method, path);
    let findings = judge(operation, request, path, answer, this.target.takeViolations());
    if (options.poisonedBy) {
      findings = findings.map((f) =>
        f.category === 'unrequested5xx' ? { category: 'poisonedState', note: `accepted first: ${options.poisonedBy}; then ${request.label} answered 5xx` } : f,
      );
    }
    if (options.story) findings = findings.map((f) => ({ ...f, note: `${f.note} (${options.story})` }));
    // The example shows credentials by the request's auth mode ($TOKEN), not the values sent.
    this.tally.record(area, options.poisonedBy ? { ...request, label: `after ${options.poisonedBy}` } : request, operation, answer, findings);
    return answer;
  }

  /** Records a finding of the area's own (a round trip that lost something), with the request that showed it. */
  note(area: Area, category: FailureCategory, request: FuzzRequest, answer: Answer | null, note: string): void {
    const operation = matchOperation(this.operations, request.method, this.target.routedPath(request.path))?.operationId;
    this.tally.recordFailure(
      area,
      category,
      request.label,
      1,
      {
        method: request.method,
        url: urlOf(request),
        headers: request.headers,
        body: request.body,
        status: answer?.status ?? null,
        contentType: answer?.contentType ?? '',
        answer: answer?.body.slice(0, 300) ?? '',
        note,
      },
      operation,
      answer?.status ?? null,
    );
  }
}

/** A request of the fuzz made by hand (the admin and files areas): no operation-made credentials. */
export function handMade(label: string, method: string, url: string, headers: Record<string, string> = {}, body?: string): FuzzRequest {
  const [path, query = ''] = splitUrl(url);
  return { label, operationId: '(hand-made)', method, path, query, headers, body, auth: 'none' };
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at + 1)];
}
