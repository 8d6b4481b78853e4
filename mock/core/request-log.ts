/**
 * The request log line and the request journal (journal.ts): every request the
 * server answers, CORS preflights and refusals included. The request body is kept
 * as whatever read it left it (request.mock.capturedBody). The response body is
 * the text already serialized, never serialized again: the pipeline hands it over
 * as it sends an operation's JSON, and onSend takes any other payload (a file is
 * described, not copied). Headers are kept as Node read them and redacted when shown;
 * so are the secrets of bodies and URLs (redaction.ts). The log line prints the URL
 * with its secret query parameters redacted (`?access_token=[redacted]`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { capturedText, describedBody, formatBytes, type CapturedBody } from './journal.ts';
import { compiledOf } from './pipeline.ts';
import { redactUrl } from './redaction.ts';
import type { Operation } from './spec-loader.ts';

/** The journal's own answer is not copied into the journal: each read would nest the last one. */
const journalReads = new Set(['listRequests']);

/** Records an answer in its session's journal, and logs its line; `responseBody` is what the journal keeps of the answer. */
export type RequestRecorder = (request: FastifyRequest, status: number, responseBody: CapturedBody | null) => void;

/**
 * What records each answer in its session's journal; `log`, when given, gets a line
 * for it too. The session was picked by the first stage of all (selectState, in
 * registerFirstStages). Most answers are recorded by registerRequestLog's hook; an
 * answer rule's network fault, which takes the raw connection over and so never
 * reaches onSend, calls it itself (pipeline.ts `answerWithFault`).
 */
export function requestRecorder(log?: (line: string) => void): RequestRecorder {
  return (request, status, responseBody) => {
    const durationMs = performance.now() - request.mock.arrivedAt;
    const operationId = operationOf(request)?.operationId ?? null;
    const { state } = request.mock;
    state.journal.record({
      at: state.clock.now(),
      method: request.method,
      url: request.url,
      operationId,
      status,
      durationMs,
      // Node's own list, untouched by validation (which coerces request.headers in place).
      requestHeaders: request.raw.rawHeaders,
      requestBody: requestBody(request),
      responseBody,
      ruleId: request.mock.ruleId,
    });
    log?.(`${request.method} ${redactUrl(request.url)} ${status} ${durationMs.toFixed(1)}ms${operationId ? ` ${operationId}` : ''}`);
  };
}

/** Every answer Fastify sends goes to the journal and the log (`record`). */
export function registerRequestLog(app: FastifyInstance, record: RequestRecorder): void {
  // Recorded as the answer is sent, in one callback hook. An onResponse hook would make
  // Fastify listen for the end of every response: about 4 K instructions a request.
  app.addHook('onSend', (request, reply, payload, done) => {
    record(request, reply.statusCode, responseBodyOf(request, reply, payload, operationOf(request)?.operationId ?? null));
    done(null, payload);
  });
}

/** The answer as the journal keeps it: handed over by the pipeline for its JSON, else taken from the payload. */
function responseBodyOf(request: FastifyRequest, reply: FastifyReply, payload: unknown, operationId: string | null): CapturedBody | null {
  if (operationId !== null && journalReads.has(operationId)) return describedBody('the request journal');
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
  if (typeof body === 'string') return capturedText(body, false);
  if (Buffer.isBuffer(body)) return describedBody(`${request.headers['content-type'] ?? 'body'} ${formatBytes(body.length)}`);
  return capturedText(JSON.stringify(body), true);
}

function responseBody(reply: FastifyReply, payload: unknown): CapturedBody | null {
  if (payload === undefined || payload === null || payload === '') return null;
  const type = String(reply.getHeader('content-type') ?? '');
  if (typeof payload === 'string') return capturedText(payload, isJson(type));
  if (Buffer.isBuffer(payload)) return describedBody(`file ${mediaType(type)} ${formatBytes(payload.length)}`);
  return describedBody(`stream ${mediaType(type)}`);
}

function isJson(contentType: string | string[] | undefined): boolean {
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(String(contentType ?? '').trim());
}

function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim() || 'application/octet-stream';
}
