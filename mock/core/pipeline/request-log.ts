/**
 * The request log line and the request journal (journal.ts): every request the
 * server answers, CORS preflights and refusals included. The request body is kept
 * as whatever read it left it (request.mock.capturedBody). The response body is
 * the text already serialized, never serialized again: the pipeline hands it over
 * as it sends an operation's JSON, and onSend takes any other payload (a file is
 * described, not copied). Request headers are kept as Node read them, response
 * headers as the answer goes out (`sentHeaders`), and both are redacted when shown;
 * so are the secrets of bodies and URLs (redaction.ts). The log line prints the URL
 * with its secret query parameters redacted (`?access_token=[redacted]`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  capturedJson,
  capturedText,
  describedBody,
  formatBytes,
  headerPairs,
  isJournalled,
  type CapturedBody,
  type HeadersByName,
  type RawHeaders,
} from './journal.ts';
import { compiledOf } from './pipeline.ts';
import { redactUrl } from './redaction.ts';
import type { Operation } from './spec-loader.ts';

/**
 * Records an answer in its session's journal, and logs its line; `responseHeaders` are the
 * headers written (none when no status line was), `responseBody` what the journal keeps of the body.
 */
export type RequestRecorder = (request: FastifyRequest, status: number, responseHeaders: RawHeaders, responseBody: CapturedBody | null) => void;

/**
 * What records each answer in its session's journal; `log`, when given, gets a line
 * for it too. The session was picked by the first stage of all (selectState, in
 * registerFirstStages). Most answers are recorded by registerRequestLog's hook; an
 * answer rule's network fault, which takes the raw connection over and so never
 * reaches onSend, calls it itself (pipeline.ts `answerWithFault`).
 */
export function requestRecorder(log?: (line: string) => void): RequestRecorder {
  return (request, status, responseHeaders, responseBody) => {
    const durationMs = performance.now() - request.mock.arrivedAt;
    const operationId = operationOf(request)?.operationId ?? null;
    const { state } = request.mock;
    state.journal.record({
      at: request.mock.now(),
      method: request.method,
      url: request.url,
      operationId,
      status,
      durationMs,
      // Node's own list, untouched by validation (which coerces request.headers in place).
      requestHeaders: request.raw.rawHeaders,
      requestBody: requestBody(request),
      responseHeaders,
      responseBody,
      ruleId: request.mock.ruleId,
    });
    log?.(`${request.method} ${redactUrl(request.url)} ${status} ${durationMs.toFixed(1)}ms${operationId ? ` ${operationId}` : ''}`);
  };
}

/** Every answer Fastify sends goes to the journal and the log (`record`). */
export function registerRequestLog(app: FastifyInstance, record: RequestRecorder): void {
  // Recorded as the answer is sent, in one callback hook. An onResponse hook would make
  // Fastify listen for the end of every response, a cost on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    const operationId = operationOf(request)?.operationId ?? null;
    // An answer the journal drops (a read of it, a restore, a clear) is only logged: nothing of it is captured.
    if (isJournalled(operationId, reply.statusCode)) record(request, reply.statusCode, sentHeaders(reply, payload), responseBodyOf(request, reply, payload));
    else record(request, reply.statusCode, [], null);
    done(null, payload);
  });
}

/** The headers Fastify settles itself as it writes an answer: with a body, and a 1xx or 204 that was given one. */
const framing: ReadonlySet<string> = new Set(['content-length']);
const bodilessFraming: ReadonlySet<string> = new Set(['content-length', 'content-type']);

/**
 * The headers the answer goes out with: those set on the reply, and the framing Fastify
 * settles after the last onSend hook, as it does (lib/reply.js `onSendEnd`, and the HEAD
 * route's hook): a body's Content-Length, `0` for none, neither Content-Length nor
 * Content-Type for a 1xx or 204 given a body. Node then adds only Date and the transport
 * headers, which the journal leaves out. mock/request-journal.test.ts holds this to what a
 * client receives.
 */
function sentHeaders(reply: FastifyReply, payload: unknown): RawHeaders {
  const headers = reply.getHeaders();
  const status = reply.statusCode;
  const dropped = payload !== undefined && payload !== null && (status < 200 || status === 204);
  const sent = headerPairs(headers, dropped ? bodilessFraming : framing);
  const length = dropped ? undefined : sentLength(reply, payload, headers['content-length']);
  if (length !== undefined) sent.push('content-length', length);
  return sent;
}

/** The Content-Length Fastify writes for the payload; `set` is the one the reply carries already. */
function sentLength(reply: FastifyReply, payload: unknown, set: HeadersByName[string]): string | undefined {
  const status = reply.statusCode;
  const head = reply.request.method === 'HEAD';
  if (payload === undefined || payload === null) {
    if (head && payload === undefined) return '0'; // the HEAD route's hook
    return status >= 200 && status !== 204 && status !== 304 && !head ? '0' : headerValue(set);
  }
  // A stream goes out with the length set, or chunked.
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return headerValue(set);
  return String(Buffer.byteLength(payload));
}

const headerValue = (value: HeadersByName[string]) => (value === undefined ? undefined : String(value));

/** The answer as the journal keeps it: handed over by the pipeline for its JSON, else taken from the payload. */
function responseBodyOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): CapturedBody | null {
  return request.mock.journalResponse ?? responseBody(reply, payload);
}

/** The operation a request was for: the mock's own (compiledOf), a proxied one, or none (a docs page, a 404, a preflight). */
function operationOf(request: FastifyRequest): Operation | undefined {
  return compiledOf(request)?.operation ?? request.routeOptions.config.proxied;
}

function requestBody(request: FastifyRequest): CapturedBody | null {
  if (request.mock.capturedBody !== null) return request.mock.capturedBody;
  const body = request.body;
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return capturedText(body);
  if (Buffer.isBuffer(body)) return describedBody(`${request.headers['content-type'] ?? 'body'} ${formatBytes(body.length)}`);
  return capturedJson(JSON.stringify(body));
}

function responseBody(reply: FastifyReply, payload: unknown): CapturedBody | null {
  if (payload === undefined || payload === null || payload === '') return null;
  const type = String(reply.getHeader('content-type') ?? '');
  if (typeof payload === 'string') return isJson(type) ? capturedJson(payload) : capturedText(payload);
  if (Buffer.isBuffer(payload)) return describedBody(`file ${mediaType(type)} ${formatBytes(payload.length)}`);
  return describedBody(`stream ${mediaType(type)}`);
}

function isJson(contentType: string | string[] | undefined): boolean {
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(String(contentType ?? '').trim());
}

function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim() || 'application/octet-stream';
}
