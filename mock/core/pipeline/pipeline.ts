/**
 * The request path of every operation, as named stages wired onto Fastify hooks:
 *   onRequest (every request):  the request's session (selectState) -> CORS
 *   onRequest (the operation's route): admission: admin guard -> session name ->
 *              new session (openSession) -> rate limit -> scenario (Prefer)
 *   handler:   answer rule (M25) -> authenticate -> read uploads -> validate request ->
 *              domain handler -> envelope -> response check -> send
 * Each stage gets its operation from the route it is wired to; nothing here walks
 * the spec. The stages after the body is read run in the route's handler, not in a
 * hook of their own, and the handler returns a promise only when it waits (an
 * upload, a handler that writes): each hook Fastify runs, and each promise, is a
 * share of a small request's cost.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateBearer, authenticateClient, bearerToken, basicCredentials, isRegisteredClient } from './auth.ts';
import { FileReply, Reply, type Caller, type Handler, type HandlerContext, type HandlerMap, type WorkspaceAccess } from '../toolkit/context.ts';
import { dueQueueOf, type DueScan } from '../state/due-queue.ts';
import { isRemembered } from '../state/read-cache.ts';
import { failureBody, successBody } from './envelopes.ts';
import { capturedJson, capturedText, describedBody, formatBytes, headerPairs } from './journal.ts';
import type { RequestRecorder } from './request-log.ts';
import { ApiError } from '../toolkit/errors.ts';
import { httpMessages as messages } from '../toolkit/messages.ts';
import type { ResponseChecker, ResponseViolation } from './response-check.ts';
import { addressKeyPrefix } from './rate-limit.ts';
import { defaultChunkDelayMs, slowBodyPieces, type AnswerRule, type FaultKind } from './answer-rules.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Socket } from 'node:net';
import { parsePrefer, undocumentedCode, type HeldDelays } from './scenarios.ts';
import type { Operation } from './spec-loader.ts';
import type { MockState } from '../state/state.ts';
import { SESSION_CREATED_HEADER, SESSION_HEADER, sessionNameOf, type MockWorlds } from '../state/worlds.ts';
import { describedMultipart, filesByField, multipartAsBody, readMultipart, unreadMultipart } from './uploads.ts';
import { MockRequest } from './mock-request.ts';
import { contentDisposition, servedAs, storedFileHeaders } from '../state/stored-files.ts';
import type { RequestValidator } from './validation.ts';

/** Rewrites a JSON answer of an operation before it is checked and sent; `seed` is the seed of the request's world (mock/variants/). */
export type AnswerShaper = (operation: Operation, status: number, body: unknown, seed: number) => unknown;

export interface CompiledOperation {
  operation: Operation;
  validateRequest: RequestValidator;
  checkResponse: ResponseChecker;
  /** An answer's JSON text, as JSON.stringify writes it, from a writer made for the status's schema (mock/core/pipeline/answer-writer.ts). */
  writeAnswer: (status: number, body: unknown) => string;
  /** Route param name -> spec param name (specs may use names Fastify cannot). */
  paramNames: Map<string, string>;
}

export interface PipelineDeps {
  handlers: HandlerMap;
  /** The server's sessions: admission creates the one a request names (openSession). */
  worlds: MockWorlds;
  /** The answers the server holds back for `Prefer: delay=` (and a rule's delay or slow body), capped server-wide. */
  delays: HeldDelays;
  /** Records an answer in the journal and the log: what a rule's network fault calls, as it never reaches onSend. */
  recordRequest: RequestRecorder;
  access: WorkspaceAccess;
  /** Finds the due work a world holds when it is first used (the domains' scan). */
  dueScan: DueScan;
  onViolation: (violation: ResponseViolation) => void;
  /** Refuses, by throwing an ApiError, an admin request from anyone who may not use the admin API (mock/admin/guard.ts). */
  guardAdmin: (request: FastifyRequest) => void;
  /** The origin links in answers and e-mails are built from: never the request's Host, which anyone can set. */
  publicUrl: () => string;
  /**
   * The text of a platform operation's JSON answer as it goes out, given the origin
   * links are on (mock/core/toolkit/asset-links.ts moves asset links onto the public
   * origin). The admin API's answers keep the state's own links.
   */
  answerText: (text: string, origin: string) => string;
  /** Rewrites a JSON answer before the check (--variants); an answer the check would refuse goes out unchanged. */
  shapeAnswer?: AnswerShaper;
  /** Rewrites a checked answer into a deviation from the documents' description (--variants; mock/core/pipeline/deviations.ts). */
  deviateAnswer?: AnswerShaper;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    compiled?: CompiledOperation;
  }
}

export function compiledOf(request: FastifyRequest): CompiledOperation | undefined {
  // A request refused before admission (by a planted breach's hook) reads the route's config.
  return request.mock.compiled ?? request.routeOptions.config.compiled;
}

/**
 * Picks the request's session once, in the first hook of all, so that the journal
 * and every stage after read the same state. A refused name is answered by the
 * pipeline after CORS has run (a browser can read the 400); until then the
 * default session stands in, and journals the request. So it does for a name no
 * session holds yet: only admission creates a session (openSession), so a 404, a
 * preflight or a refused admin request builds none.
 */
export function selectState(request: FastifyRequest, worlds: MockWorlds): MockRequest {
  const header = request.headers[SESSION_HEADER];
  // Most requests name no session: one check, and the default state.
  if (header === undefined) return new MockRequest(worlds.default, null);
  let name: string;
  try {
    name = sessionNameOf(header);
  } catch (error) {
    return new MockRequest(worlds.default, error as ApiError);
  }
  const found = worlds.use(name, performance.now());
  if (found) return new MockRequest(found, null);
  const mock = new MockRequest(worlds.default, null);
  mock.newSession = name;
  return mock;
}

/**
 * Creates the session a request names, once it is known to be an operation that
 * passed the checks before (the admin guard, the name): the request and its journal
 * entry move to it, and the answer says it was created (a client that named it
 * before learns that its session had gone).
 */
function openSession(mock: MockRequest, name: string, request: FastifyRequest, reply: FastifyReply, worlds: MockWorlds): void {
  mock.state = worlds.open(name, request.ip, mock.arrivedAt);
  reply.header(SESSION_CREATED_HEADER, 'true');
}

/**
 * The stages every request passes first, in one onRequest hook of the whole server
 * (each hook Fastify runs is a share of a small request's cost): the request's
 * session, then CORS, which answers a preflight itself. First of all hooks, so that
 * the journal and every later stage read the same state, a preflight included.
 */
export function registerFirstStages(app: FastifyInstance, worlds: MockWorlds, cors: (request: FastifyRequest, reply: FastifyReply) => boolean): void {
  app.decorateRequest('mock', null as unknown as MockRequest);
  // A callback hook: it never waits.
  app.addHook('onRequest', (request, reply, done) => {
    request.mock = selectState(request, worlds);
    if (!cors(request, reply)) done();
  });
}

/**
 * The operation's first stage, an onRequest hook of its own route: it runs after
 * every server-wide onRequest hook (the session, CORS, a planted breach's) and
 * before the body is read, so a refused request is never read.
 */
export function admission(compiled: CompiledOperation, deps: PipelineDeps) {
  // A callback hook, not an async one: most requests need no waiting here.
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    const { mock } = request;
    mock.compiled = compiled;
    try {
      if (compiled.operation.isAdmin) deps.guardAdmin(request);
      if (mock.sessionRefusal) throw mock.sessionRefusal;
      if (mock.newSession !== null) openSession(mock, mock.newSession, request, reply, deps.worlds);
      limitRate(mock.state, compiled.operation, request);
    } catch (error) {
      return done(error as Error);
    }
    if (request.headers.prefer === undefined) return done();
    // An answered scenario has sent the reply: the request goes no further.
    applyScenario(compiled, request, reply, deps).then((answered) => {
      if (!answered) done();
    }, done);
  };
}

/** The request against the spec, once its files are read. */
function validate(compiled: CompiledOperation, request: FastifyRequest): void {
  // Renamed once, before validation, so the handler sees the coerced values. Most
  // operations have nothing to rename: they skip the call and the store.
  if (compiled.paramNames.size > 0) request.params = renameParams(request.params as Record<string, string>, compiled.paramNames);
  compiled.validateRequest({
    params: request.params as Record<string, unknown>,
    query: request.query as Record<string, unknown>,
    headers: request.headers,
    body: request.body,
    contentType: mediaType(request),
  });
}

export function routeHandler(compiled: CompiledOperation, deps: PipelineDeps) {
  const { operation } = compiled;
  const handler = deps.handlers[operation.operationId];
  if (!handler) throw new Error(`no handler for operation ${operation.operationId}`);
  const answer = (request: FastifyRequest, reply: FastifyReply): void | Promise<void> => {
    validate(compiled, request);
    const { state, caller, uploads } = request.mock;
    const now = request.mock.now();
    if (dueQueueOf(state.world, deps.dueScan).runDue(state, now) > 0) state.reads.clear();
    const result = runHandler(operation, handler, {
      operationId: operation.operationId,
      body: request.body,
      query: request.query as Record<string, unknown>,
      params: request.params as Record<string, unknown>,
      headers: request.headers,
      files: filesByField(uploads),
      fileParts: uploads,
      caller,
      state,
      now,
      origin: deps.publicUrl(),
    });
    if (isPromise(result)) return result.then((settled) => sendResult(reply, compiled, deps, settled));
    sendResult(reply, compiled, deps, result);
  };
  // Returns nothing once the reply is sent (Fastify would try to send a returned value).
  if (!operation.takesFiles) {
    return (request: FastifyRequest, reply: FastifyReply): void | Promise<void> => {
      const rule = ruleFor(compiled, request, deps);
      if (rule) return answerWithRule(compiled, reply, deps, rule);
      request.mock.caller = authenticate(deps, operation, request);
      return answer(request, reply);
    };
  }
  return (request: FastifyRequest, reply: FastifyReply): void | Promise<void> => {
    // A rule answers before the upload is read: its body match never sees a multipart body (refused at creation).
    const rule = ruleFor(compiled, request, deps);
    if (rule) return answerWithRule(compiled, reply, deps, rule);
    // Routed where the multipart plugin is registered (mock/core/pipeline/routes.ts).
    const multipart = request.isMultipart();
    if (multipart) request.mock.capturedBody = unreadMultipart;
    // Who calls comes first: an upload from someone refused is never read.
    request.mock.caller = authenticate(deps, operation, request);
    if (multipart) return readUploads(request).then(() => answer(request, reply));
    return answer(request, reply);
  };
}

/** Sends what a domain handler returned: a file, a reply with its own status, or the data of the documented success. */
function sendResult(reply: FastifyReply, compiled: CompiledOperation, deps: PipelineDeps, result: unknown): void {
  const { operation } = compiled;
  if (result instanceof FileReply) {
    sendFile(reply, compiled, deps, result);
  } else if (result instanceof Reply) {
    send(reply, compiled, deps, result.status, successBody(operation.envelope, result.status, result.data, result.success), result.headers);
  } else {
    const status = operation.successStatus;
    send(reply, compiled, deps, status, successBody(operation.envelope, status, result), {}, result);
  }
}

/** A handler's result that is still to come (a handler returns its answer or a promise of it). */
function isPromise(value: unknown): value is Promise<unknown> {
  return value instanceof Promise;
}

/**
 * The text of answers made from a remembered result (mock/core/state/read-cache.ts): such a
 * result never changes, so a page asked for again is serialized once, not per request.
 */
const serializedAnswers = new WeakMap<object, { status: number; envelope: string; origin: string; text: string }>();

function answerText(deps: PipelineDeps, compiled: CompiledOperation, body: unknown, status: number, result: unknown): string {
  // The admin API shows the state as it is held: a snapshot with its links moved would not restore as it was.
  if (compiled.operation.isAdmin) return compiled.writeAnswer(status, body);
  const origin = deps.publicUrl();
  if (!isRemembered(result)) return deps.answerText(compiled.writeAnswer(status, body), origin);
  const { envelope } = compiled.operation;
  const known = serializedAnswers.get(result as object);
  if (known?.status === status && known.envelope === envelope && known.origin === origin) return known.text;
  const text = deps.answerText(compiled.writeAnswer(status, body), origin);
  serializedAnswers.set(result as object, { status, envelope, origin, text });
  return text;
}

/**
 * Runs a handler; after one that may change the world (it changes data, or it is
 * an admin call), the read cache (answers remembered from the world) is cleared,
 * whether it succeeded or not.
 */
function runHandler(operation: Operation, handler: Handler, ctx: HandlerContext): unknown {
  // A read runs as it is: no promise of its own wraps it, and no closure is made for it.
  if (!operation.changesData && !operation.isAdmin) return handler(ctx);
  return runThenClearReadCache(ctx.state, handler, ctx);
}

function runThenClearReadCache(state: MockState, handler: Handler, ctx: HandlerContext): unknown {
  let result: unknown;
  try {
    result = handler(ctx);
  } catch (error) {
    state.reads.clear();
    throw error;
  }
  if (isPromise(result)) return result.finally(() => state.reads.clear());
  state.reads.clear();
  return result;
}

/**
 * Sends a platform operation's answer: in its variant form when the server runs
 * --variants (the platform's operations only; a variant the check would refuse
 * is not sent), then checked against the documented responses.
 */
export function send(
  reply: FastifyReply,
  compiled: CompiledOperation,
  deps: PipelineDeps,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  /** The handler's result the body wraps, when it is one (its text may be remembered). */
  result?: unknown,
): FastifyReply {
  const { operation } = compiled;
  if (!deps.shapeAnswer || !operation.isPlatform) return sendAnswer(reply, compiled, deps, status, body, headers, result);
  const seed = reply.request.mock.state.seed;
  const shaped = deps.shapeAnswer(operation, status, body, seed);
  const legal = shaped !== body && compiled.checkResponse(status, shaped) ? body : shaped;
  checkAnswer(compiled, deps, status, legal);
  // A deviation departs from the documents' description on purpose, so it comes after the check.
  const answer = deps.deviateAnswer ? deps.deviateAnswer(operation, status, legal, seed) : legal;
  return writeAnswer(reply, compiled, deps, status, answer, headers, answer === body ? result : undefined);
}

/** Sends a body after checking it against the operation's documented responses. */
function sendAnswer(
  reply: FastifyReply,
  compiled: CompiledOperation,
  deps: PipelineDeps,
  status: number,
  body: unknown,
  headers: Record<string, string>,
  result?: unknown,
): FastifyReply {
  checkAnswer(compiled, deps, status, body);
  return writeAnswer(reply, compiled, deps, status, body, headers, result);
}

function checkAnswer(compiled: CompiledOperation, deps: PipelineDeps, status: number, body: unknown): void {
  const violation = compiled.checkResponse(status, body);
  if (violation) deps.onViolation(violation);
}

function writeAnswer(
  reply: FastifyReply,
  compiled: CompiledOperation,
  deps: PipelineDeps,
  status: number,
  body: unknown,
  headers: Record<string, string>,
  result?: unknown,
): FastifyReply {
  const text = answerText(deps, compiled, body, status, result);
  reply.request.mock.journalResponse = capturedJson(text);
  return reply.code(status).headers(headers).type('application/json; charset=utf-8').send(text);
}

/**
 * A stored file: only its status is checked, the body is the file's bytes, served as
 * the type they prove, never run by a browser (mock/core/state/stored-files.ts).
 */
function sendFile(reply: FastifyReply, compiled: CompiledOperation, deps: PipelineDeps, file: FileReply): FastifyReply {
  const status = compiled.operation.successStatus;
  const violation = compiled.checkResponse(status, undefined);
  if (violation) deps.onViolation(violation);
  const served = servedAs(file.contentType, file.body, file.disposition);
  return reply
    .code(status)
    .headers(storedFileHeaders)
    .header('Content-Disposition', contentDisposition(served.disposition, file.fileName))
    .type(served.contentType)
    .send(file.body);
}

export function sendError(reply: FastifyReply, compiled: CompiledOperation, deps: PipelineDeps, error: ApiError): FastifyReply {
  return send(reply, compiled, deps, error.status, failureBody(compiled.operation.envelope, error), error.options.headers);
}

function limitRate(state: MockState, operation: Operation, request: FastifyRequest): void {
  // The limit is the API's: the admin API and the file storage are outside it.
  if (!operation.isPlatform || state.rateLimiter.limit === null) return;
  const decision = state.rateLimiter.take(rateKey(state, request), state.clock.now());
  if (decision.allowed) return;
  throw new ApiError(
    429,
    { error: messages.tooManyRequests, reason: `The limit is ${state.rateLimiter.limit} requests per minute.` },
    { oauthCode: 'rate_limited', headers: { 'Retry-After': String(decision.retryAfterSeconds) } },
  );
}

/**
 * Per user when the token is good, per client when its credentials are, else per
 * address: a key comes only from verified credentials, so naming a new client id
 * or token on each request does not open a new window. An address's window is the
 * server's, whichever session the request names (RateLimiter.take).
 */
function rateKey(state: MockState, request: FastifyRequest): string {
  const token = bearerToken(request.headers);
  if (token) {
    const check = state.sessions.check(token, state.clock.now());
    if (check.ok && check.session.userId !== null) return `user:${check.session.userId}`;
  }
  const client = basicCredentials(request.headers);
  if (client && isRegisteredClient(state, client)) return `client:${client.clientId}`;
  return `${addressKeyPrefix}${request.ip}`;
}

/**
 * Waits before an answer (`Prefer: delay=`, a rule's `delayMs`). A close cuts the wait
 * short, and the answer then closes its connection: kept alive, it would hold the close.
 */
async function holdAnswer(ms: number, reply: FastifyReply, deps: PipelineDeps): Promise<void> {
  await deps.delays.hold(ms);
  if (deps.delays.closed.aborted) reply.header('connection', 'close');
}

/** Answers with the documented example when `Prefer: code=` asks; true when it did. */
async function applyScenario(compiled: CompiledOperation, request: FastifyRequest, reply: FastifyReply, deps: PipelineDeps): Promise<boolean> {
  const preference = parsePrefer(request.headers.prefer);
  if (preference.delayMs > 0) await holdAnswer(preference.delayMs, reply, deps);
  if (preference.code === null) return false;
  if (!compiled.operation.responses.has(preference.code)) throw undocumentedCode(preference.code, [...compiled.operation.responses.keys()]);
  sendExample(compiled, reply, deps, preference.code);
  return true;
}

/**
 * The operation's documented example for a documented status, in its envelope: what
 * `Prefer: code=` and an answer rule's `{example}` answer. A 429 says when to retry.
 */
function sendExample(compiled: CompiledOperation, reply: FastifyReply, deps: PipelineDeps, status: number): void {
  const response = compiled.operation.responses.get(status)!;
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '60' } : {};
  if (response.mediaType !== null && response.mediaType !== 'application/json') {
    // A file answer (a download) is its documented example in its own media type, not JSON.
    const body = typeof response.example === 'string' ? response.example : '';
    reply
      .code(status)
      .headers({ ...headers, ...storedFileHeaders })
      .type(response.mediaType)
      .send(body);
    return;
  }
  // The documented example itself, never a variant of it.
  sendAnswer(reply, compiled, deps, status, response.example ?? null, headers);
}

/**
 * The answer rule (M25) that answers this request, if any, after admission and before
 * authentication: like `Prefer`, a rule may answer what the world would refuse. Rules
 * see the values as sent, before validation coerces them.
 */
function ruleFor(compiled: CompiledOperation, request: FastifyRequest, deps: PipelineDeps): AnswerRule | null {
  const { state } = request.mock;
  // Most sessions have no rules: one check.
  if (state.rules.size === 0 || !compiled.operation.isPlatform) return null;
  const rule = state.rules.answering(compiled.operation.operationId, {
    params: renameParams(request.params as Record<string, string>, compiled.paramNames),
    query: request.query as Record<string, unknown>,
    headers: request.headers,
    body: request.body,
    caller: () => tokenCaller(state, request, deps.access),
  });
  if (rule) request.mock.ruleId = rule.id;
  return rule;
}

/** The user and workspace of the request's bearer token, when it is good: who a rule's `caller` names. */
function tokenCaller(state: MockState, request: FastifyRequest, access: WorkspaceAccess): { email: string | null; owId: number | null } | null {
  const token = bearerToken(request.headers);
  if (token === null) return null;
  const check = state.sessions.check(token, state.clock.now());
  if (!check.ok || check.session.userId === null) return null;
  return { email: access.emailOf(state, check.session.userId), owId: check.session.owId };
}

/** Sends a rule's answer: the documented example, or its own status, headers and body as written (checked when it was created). */
async function answerWithRule(compiled: CompiledOperation, reply: FastifyReply, deps: PipelineDeps, rule: AnswerRule): Promise<void> {
  const { answer } = rule;
  if (answer.delayMs) await holdAnswer(answer.delayMs, reply, deps);
  if ('example' in answer) return sendExample(compiled, reply, deps, answer.example);
  if ('fault' in answer) return answerWithFault(compiled, reply, deps, answer.fault, answer.chunkDelayMs ?? defaultChunkDelayMs);
  const headers = ruleHeaders(answer.status, answer.headers ?? {});
  if (answer.body === undefined) {
    reply.code(answer.status).headers(headers).send();
    return;
  }
  // Not through the operation's answer writer: a deliberate body need not fit its schema.
  const text = JSON.stringify(answer.body);
  reply.request.mock.journalResponse = capturedJson(text);
  reply.code(answer.status).headers(headers).type('application/json; charset=utf-8').send(text);
}

/**
 * A rule's network fault (M25): the connection misbehaves instead of answering. The
 * faults that write raw bytes take the connection over from Fastify (`reply.hijack()`),
 * so no onSend hook runs: the journal entry is recorded here, with status 0 when no
 * status line went out. No response check runs: a fault is deliberate.
 */
async function answerWithFault(compiled: CompiledOperation, reply: FastifyReply, deps: PipelineDeps, fault: FaultKind, chunkDelayMs: number): Promise<void> {
  const { request } = reply;
  const status = compiled.operation.successStatus;
  // Checked at creation: the faults that send a body have the success status's JSON example,
  // its image links pointing at the mock as every answer's do.
  const text = deps.answerText(JSON.stringify(compiled.operation.responses.get(status)?.example ?? null), deps.publicUrl());
  switch (fault) {
    case 'reset':
      reply.hijack();
      deps.recordRequest(request, 0, [], describedBody('fault reset: the connection was reset before any answer'));
      cutConnection(reply, true);
      return;
    case 'empty':
      reply.hijack();
      deps.recordRequest(request, 0, [], describedBody('fault empty: the connection was closed with no answer'));
      cutConnection(reply, false);
      return;
    case 'malformed-json': {
      // Half the example's text: a JSON object or array cut short never parses.
      const cut = text.startsWith('{') || text.startsWith('[') ? text.slice(0, Math.max(1, Math.floor(text.length / 2))) : '{"';
      request.mock.journalResponse = capturedText(cut);
      reply.code(status).type('application/json; charset=utf-8').send(cut);
      return;
    }
    case 'close-mid-body': {
      const body = Buffer.from(text);
      const part = body.subarray(0, Math.floor(body.length / 2));
      reply.hijack();
      const res = reply.raw;
      res.on('error', () => {});
      const headers = rawHeaders(reply, body.length);
      res.writeHead(status, headers);
      deps.recordRequest(
        request,
        status,
        headerPairs(headers),
        describedBody(`fault close-mid-body: ${formatBytes(part.length)} of ${formatBytes(body.length)}, then the connection was closed`),
      );
      res.write(part, () => cutConnection(reply, false));
      return;
    }
    case 'slow-body':
      return slowBody(reply, deps, status, Buffer.from(text), chunkDelayMs);
  }
}

/**
 * Ends the request's connection without a (complete) answer: reset (RST) or closed.
 * A request made by `inject` has no real socket: its response is destroyed instead,
 * which `inject` reports as an error, as a client reports a closed connection.
 */
function cutConnection(reply: FastifyReply, reset: boolean): void {
  const socket: Partial<Socket> | null = reply.request.raw.socket;
  if (typeof socket?.destroy !== 'function') {
    reply.raw.destroy();
    return;
  }
  // Only a TCP socket can be reset (not a TLS one, nor one already closed): those are closed.
  if (reset && socket.destroyed === false) {
    try {
      socket.resetAndDestroy!();
      return;
    } catch {
      // Falls through to a plain close.
    }
  }
  socket.destroy();
}

/** The headers Fastify would have sent (CORS, a new session's), with the JSON type and the whole body's length. */
function rawHeaders(reply: FastifyReply, length: number): Record<string, string | number | string[]> {
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as string | number | string[];
  headers['content-type'] = 'application/json; charset=utf-8';
  headers['content-length'] = length;
  return headers;
}

/**
 * The success example in at most `slowBodyPieces` pieces, `chunkDelayMs` apart, holding
 * a place among the server's held answers until it ends. It stops when the client goes
 * or the server closes (the connection is then destroyed, its timer cleared).
 */
async function slowBody(reply: FastifyReply, deps: PipelineDeps, status: number, body: Buffer, chunkDelayMs: number): Promise<void> {
  const { request } = reply;
  // Refused (503) before anything is written when the server holds all it may.
  const release = deps.delays.take();
  reply.hijack();
  const res = reply.raw;
  const socket: Socket = request.raw.socket;
  const gone = new AbortController();
  const stop = () => gone.abort();
  socket.once('close', stop);
  // The client goes, or the server closes.
  const stopped = AbortSignal.any([gone.signal, deps.delays.closed]);
  res.on('error', () => {});
  const pieces = Math.max(1, Math.min(slowBodyPieces, body.length));
  const size = Math.ceil(body.length / pieces);
  let sent = 0;
  const headers = rawHeaders(reply, body.length);
  try {
    res.writeHead(status, headers);
    while (sent < body.length) {
      if (sent > 0) await sleep(chunkDelayMs, undefined, { signal: stopped });
      if (stopped.aborted || res.destroyed) break;
      const piece = body.subarray(sent, sent + size);
      sent += piece.length;
      if (sent < body.length) res.write(piece);
      else res.end(piece);
    }
  } catch {
    // Aborted: the client went, or the server is closing.
  } finally {
    release();
    socket.off('close', stop);
    if (sent < body.length) cutConnection(reply, false);
    const whole = sent === body.length;
    deps.recordRequest(
      request,
      status,
      headerPairs(headers),
      whole
        ? capturedJson(body.toString())
        : describedBody(`fault slow-body: ${formatBytes(sent)} of ${formatBytes(body.length)} sent before the connection was closed`),
    );
  }
}

/** A rule's headers, by lower-case name; a 429 carries Retry-After (60 unless the rule gives its own), as Prefer's does. */
function ruleHeaders(status: number, given: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = status === 429 ? { 'retry-after': '60' } : {};
  for (const [name, value] of Object.entries(given)) headers[name.toLowerCase()] = value;
  return headers;
}

function authenticate(deps: PipelineDeps, operation: Operation, request: FastifyRequest): Caller | null {
  switch (operation.security) {
    case 'public':
      return null;
    case 'client':
      authenticateClient(request.mock.state, request.headers, request.body);
      return null;
    case 'bearer':
      return authenticateBearer(request.mock.state, request.headers, deps.access, request.mock.now());
  }
}

async function readUploads(request: FastifyRequest): Promise<void> {
  const multipart = await readMultipart(request);
  request.mock.uploads = multipart.files;
  request.mock.capturedBody = describedMultipart(multipart);
  request.body = multipartAsBody(multipart);
}

function mediaType(request: FastifyRequest): string | null {
  const header = request.headers['content-type'];
  if (!header || request.body === undefined) return null;
  // Most requests: the constant is the key validation's map already knows, where the header is a new string to hash.
  if (header === 'application/json') return 'application/json';
  const end = header.indexOf(';');
  return (end === -1 ? header : header.slice(0, end)).trim().toLowerCase();
}

export function renameParams(params: Record<string, string>, names: Map<string, string>): Record<string, string> {
  if (names.size === 0) return params;
  const renamed: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) renamed[names.get(key) ?? key] = value;
  return renamed;
}
