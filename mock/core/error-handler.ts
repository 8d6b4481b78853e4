/**
 * Turns every failure into an envelope: ApiErrors from the stages and handlers,
 * Fastify's own errors (malformed JSON, wrong content type, oversize body,
 * multipart limits), unknown routes (404) and wrong methods (405). A crash in a
 * handler answers the documented 500, never a bare framework error.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { envelopeForUrl, failureBody } from './envelopes.ts';
import { ApiError } from './errors.ts';
import { httpMessages } from './messages.ts';
import { compiledOf, sendError, type PipelineDeps } from './pipeline.ts';
import type { Operation } from './spec-loader.ts';

export function registerErrorHandling(app: FastifyInstance, deps: PipelineDeps, operations: Operation[], logError: (error: unknown) => void): void {
  const routes = operations.map((op) => ({ method: op.method.toUpperCase(), pattern: pathPattern(op.path) }));

  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await drainBody(request);
    const compiled = compiledOf(request);
    const apiError = compiled?.operation.envelope === 'v2' && isUnreadableJson(error) ? unreadableV2Body(request.url) : toApiError(error);
    if (apiError.status >= 500) logError(error);
    if (compiled) return sendError(reply, compiled, deps, apiError);
    return reply.code(apiError.status).send(failureBody(envelopeForUrl(request.url), apiError));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = routes.filter((r) => r.pattern.test(path)).map((r) => r.method);
    const error =
      allowed.length > 0
        ? new ApiError(405, { error: httpMessages.methodNotAllowed, reason: `Allowed: ${allowed.join(', ')}.` })
        : new ApiError(404, { error: httpMessages.notFound, reason: `${request.method} ${path} is not an operation of this API.` });
    if (allowed.length > 0) reply.header('Allow', allowed.join(', '));
    return reply.code(error.status).send(failureBody(envelopeForUrl(path), error));
  });
}

/**
 * URLs the router cannot take (malformed percent-encoding, a path segment over the
 * router's length limit): 400 in the envelope of the URL's API, not Fastify's own
 * 400/414 body.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const path = request.url.split('?')[0] ?? '';
  const error = new ApiError(400, { error: httpMessages.urlInvalid, field: 'path' });
  reply
    .code(400)
    .type('application/json; charset=utf-8')
    .send(failureBody(envelopeForUrl(path), error));
}

/**
 * Errors Node's HTTP parser raises before a request exists (headers over its size
 * limit, a request that does not arrive within the request timeout, bytes that are
 * not HTTP): a JSON failure body, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, text] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [400, httpMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, httpMessages.requestTimeout]
        : [400, httpMessages.requestBodyInvalid];
  const body = JSON.stringify(failureBody(envelopeForUrl(requestLinePath(error)), new ApiError(status, { error: text })));
  const reason = status === 408 ? 'Request Timeout' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The path of the request line Node had read when it gave up (its `rawPacket`), or '' when there is none. */
function requestLinePath(error: NodeJS.ErrnoException): string {
  const raw = (error as { rawPacket?: Buffer }).rawPacket;
  const line = raw?.toString('latin1', 0, Math.min(raw.length, 8192)).split('\r\n', 1)[0] ?? '';
  return line.split(' ')[1]?.split('?')[0] ?? '';
}

/** Past this much, an oversize body is cut off rather than read to its end. */
const maxDrainBytes = 64 * 1024 * 1024;

/**
 * Reads and drops the rest of a body refused for its size before answering. An
 * answer sent while the client is still sending makes the server close the
 * connection under it, and the client sees a broken pipe instead of the 400.
 */
async function drainBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  let bytes = 0;
  await new Promise<void>((done) => {
    raw.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxDrainBytes) done();
    });
    raw.once('end', () => done());
    raw.once('close', () => done());
    raw.resume();
  });
}

/** Fastify and multipart error codes that mean the client sent a bad body. */
const badBodyErrors: Record<string, { error: string; field: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { error: httpMessages.malformedJson, field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { error: httpMessages.requestBodyInvalid, field: 'body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: httpMessages.bodyTooLarge, field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { error: httpMessages.unsupportedContentType, field: 'Content-Type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { error: httpMessages.requestBodyInvalid, field: 'body' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { error: httpMessages.unsupportedContentType, field: 'Content-Type' },
  FST_PARTS_LIMIT: { error: httpMessages.bodyTooLarge, field: 'body' },
  FST_FILES_LIMIT: { error: httpMessages.bodyTooLarge, field: 'body' },
  FST_FIELDS_LIMIT: { error: httpMessages.bodyTooLarge, field: 'body' },
  FST_REQ_FILE_TOO_LARGE: { error: httpMessages.bodyTooLarge, field: 'body' },
};

function isUnreadableJson(error: FastifyError | ApiError): boolean {
  return !(error instanceof ApiError) && (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY');
}

/**
 * Document 1 gives the v2 answer to a body that is not provided or not valid: its
 * text, with the request URI in the description (spec/DECISIONS.md AU).
 */
function unreadableV2Body(url: string): ApiError {
  return new ApiError(400, { error: httpMessages.requestBodyInvalid, field: 'body', reason: `uri=${url.split('?')[0]}` });
}

export function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  const known = error.code ? badBodyErrors[error.code] : undefined;
  if (known) return new ApiError(400, known);
  // Other request errors of Fastify and its plugins (FST_ codes with a 4xx status). Anything
  // else, whatever statusCode it carries, comes from a crashing handler: a 500.
  const isFrameworkError = error.code?.startsWith('FST_') === true;
  if (isFrameworkError && error.statusCode !== undefined && error.statusCode < 500 && error.statusCode >= 400) {
    return new ApiError(400, { error: httpMessages.requestBodyInvalid, field: 'body', reason: error.message });
  }
  return new ApiError(500, { error: httpMessages.internalError });
}

/** A regular expression matching the concrete URLs of a spec path. */
export function pathPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${source}/?$`);
}
