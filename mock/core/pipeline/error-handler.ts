/**
 * Turns every failure into an envelope: ApiErrors from the stages and handlers,
 * Fastify's own errors (malformed JSON, wrong content type, oversize body,
 * multipart limits), unknown routes (404) and wrong methods (405). A crash in a
 * handler answers the documented 500, never a bare framework error.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { envelopeForUrl, failureBody } from './envelopes.ts';
import { ApiError } from '../toolkit/errors.ts';
import { httpMessages } from '../toolkit/messages.ts';
import { compiledOf, sendError, type PipelineDeps } from './pipeline.ts';
import type { Operation } from './spec-loader.ts';
import { MissingBodyError } from './validation.ts';

export function registerErrorHandling(app: FastifyInstance, deps: PipelineDeps, operations: Operation[], logError: (error: unknown) => void): void {
  const routes = operations.map((op) => ({ method: op.method.toUpperCase(), pattern: pathPattern(op.path) }));

  /** A request that matched no route: 404, or 405 naming the methods its path takes (E4). */
  const answerUnrouted = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    const allowed = routes.filter((r) => r.pattern.test(path)).map((r) => r.method);
    if (allowed.length === 0) {
      const error = new ApiError(404, { error: httpMessages.notFound, reason: `${request.method} ${path} is not an operation of this API.` });
      return reply.code(404).send(failureBody(envelopeForUrl(path), error));
    }
    reply.header('Allow', allowed.join(', '));
    return reply.code(405).send(failureBody(envelopeForUrl(path), methodNotAllowed(allowed)));
  };

  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await drainBody(request);
    // Fastify reads the body of a request that matched no route too; its route is what is wrong.
    if (request.is404) return answerUnrouted(request, reply);
    const compiled = compiledOf(request);
    const apiError = compiled?.operation.envelope === 'v2' && isUnreadableBody(error) ? unreadableV2Body(request.url) : toApiError(error);
    if (apiError.status >= 500) logError(error);
    if (compiled) return sendError(reply, compiled, deps, apiError);
    return reply.code(apiError.status).send(failureBody(envelopeForUrl(request.url), apiError));
  });

  app.setNotFoundHandler(answerUnrouted);
}

function methodNotAllowed(allowed: string[]): ApiError {
  // Stryker disable next-line StringLiteral: no document fixes this: E4 fixes a 405's status, text and Allow header, not the words of its reason
  return new ApiError(405, { error: httpMessages.methodNotAllowed, reason: `Allowed: ${allowed.join(', ')}.` });
}

/** A URL without its query. */
const pathOf = (url: string): string => url.split('?', 1)[0]!;

/**
 * URLs the router cannot take (malformed percent-encoding, a path segment over the
 * router's length limit): 400 in the envelope of the URL's API, not Fastify's own
 * 400/414 body.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const error = new ApiError(400, { error: httpMessages.urlInvalid, field: 'path' });
  reply.code(400).send(failureBody(envelopeForUrl(request.url), error));
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
  const body = JSON.stringify(failureBody(envelopeForUrl(requestTarget(error)), new ApiError(status, { error: text })));
  const reason = status === 408 ? 'Request Timeout' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The target of the request line Node had read when it gave up (its `rawPacket`, the
 * one socket read it failed on: 64 KB at most), or '' when there is none.
 */
function requestTarget(error: NodeJS.ErrnoException): string {
  const raw = (error as { rawPacket?: Buffer }).rawPacket;
  const requestLine = raw?.toString('latin1').split('\r\n', 1)[0];
  // Stryker disable next-line StringLiteral: equivalent: envelopeForUrl reads only the segments between slashes, and any text without one names no segment, as '' does
  return requestLine?.split(' ')[1] ?? '';
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
  // Stryker disable next-line LogicalOperator: equivalent: a body that arrived whole ends as soon as it is resumed, and one whose client is gone when its refusal starts is a race no request can choose; the guard spares waiting on events already past
  if (raw.complete || raw.destroyed) return;
  let bytes = 0;
  await new Promise<void>((done) => {
    raw.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      // Stryker disable next-line EqualityOperator: no document fixes this: M14 reads a refused body "up to 64 MB"; whether a drain of exactly 64 MiB stops at its last chunk or at its end is left open
      if (bytes > maxDrainBytes) done();
    });
    // A request from a socket closes once it has ended; one injected (app.inject) only ends.
    raw.once('end', () => done());
    raw.once('close', () => done());
    raw.resume();
  });
}

/** Fastify and multipart error codes that mean the client sent a bad body. */
const badBodyErrors: Record<string, { error: string; field: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { error: httpMessages.malformedJson, field: 'body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { error: httpMessages.bodyTooLarge, field: 'body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { error: httpMessages.unsupportedContentType, field: 'Content-Type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { error: httpMessages.requestBodyInvalid, field: 'body' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { error: httpMessages.unsupportedContentType, field: 'Content-Type' },
  FST_PARTS_LIMIT: { error: httpMessages.bodyTooLarge, field: 'body' },
  FST_FILES_LIMIT: { error: httpMessages.bodyTooLarge, field: 'body' },
  FST_FIELDS_LIMIT: { error: httpMessages.bodyTooLarge, field: 'body' },
  FST_REQ_FILE_TOO_LARGE: { error: httpMessages.bodyTooLarge, field: 'body' },
};

/**
 * Malformed JSON, or a required body not sent. An empty body labelled JSON is no body
 * (mock/server.ts), so it is the second. An operation whose documents word the refusal
 * of a missing body (`x-refusals`) answers in those words instead.
 */
function isUnreadableBody(error: FastifyError | ApiError): boolean {
  return error instanceof MissingBodyError || (!(error instanceof ApiError) && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY');
}

/**
 * Document 1 gives the v2 answer to a body that is not provided or not valid: its
 * text, with the request URI in the description (spec/DECISIONS.md AU).
 */
function unreadableV2Body(url: string): ApiError {
  return new ApiError(400, { error: httpMessages.requestBodyInvalid, field: 'body', reason: `uri=${pathOf(url)}` });
}

export function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  const known = error.code ? badBodyErrors[error.code] : undefined;
  if (known) return new ApiError(400, known);
  // Other request errors of Fastify and its plugins (FST_ codes with a 4xx status). Anything
  // else, whatever statusCode it carries, comes from a crashing handler: a 500.
  const isFrameworkError = error.code?.startsWith('FST_') === true;
  const status = error.statusCode ?? 500;
  if (isFrameworkError && status >= 400 && status < 500) {
    return new ApiError(400, { error: httpMessages.requestBodyInvalid, field: 'body', reason: error.message });
  }
  return new ApiError(500, { error: httpMessages.internalError });
}

/** A regular expression matching the concrete URLs of a spec path. */
export function pathPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${source}/?$`);
}
