/**
 * Calls operations by operationId, as a persona or with explicit headers, and
 * checks every answer against the contract.
 */
import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { PersonaName } from '../../mock/domains/users/model.ts';
import type supertest from 'supertest';
import { envelopeOf, fromV2Error } from '../../mock/core/pipeline/deviations.ts';
import type { HttpMethod } from '../../mock/core/pipeline/spec-loader.ts';
import { findingsMessage, recordAbsent, reportDeviations, stopRun } from './findings.ts';
import { watchGaps } from './gaps.ts';
import { callerOf, sendPaced } from './pacing.ts';
import { beforeCall, skipRunning } from './run-mode.ts';
import { operation } from './spec.ts';
import type { Operation } from '../../mock/core/pipeline/spec-loader.ts';
import { judge, type Verdict } from './verdict.ts';
import type { Target } from './target.ts';

export interface Session {
  token: string;
  refreshToken: string;
  owId: number;
  /** Whose token it is (the login's e-mail), when known: the caller a rate limit counts. */
  user?: string;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Send the body as a form (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** Authenticate with this session's bearer token and workspace. */
  as?: Session;
  /** Workspace to send in X-IAA-OW-ID instead of the session's. */
  owId?: number | null;
  /** Send the client credentials (sign-up, login, token). */
  client?: boolean;
  headers?: Record<string, string>;
  /** Multipart: text fields and files. */
  fields?: Record<string, string>;
  files?: Record<string, { buffer: Buffer; filename: string; contentType: string }>;
}

export function basicHeader(target: Target): string {
  const { clientId, clientSecret } = target.config;
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** The method and path the target serves an operation at: the spec's, or the profile's override. */
export function routeOf(target: Target, op: Operation): { method: HttpMethod; path: string } {
  const shape = target.profile.operations?.[op.operationId];
  return { method: (shape?.method?.toLowerCase() as HttpMethod | undefined) ?? op.method, path: shape?.path ?? op.path };
}

export function urlOf(operationId: string, params: Record<string, string | number> = {}, path = operation(operationId).path): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${operationId}: path parameter ${name} missing`);
    return encodeURIComponent(String(params[name]));
  });
}

/** How long one request may go unanswered (CONTRACT_TIMEOUT ms, the runner's --timeout; 30 s by default). */
export const requestTimeoutMs = Number(process.env.CONTRACT_TIMEOUT) > 0 ? Number(process.env.CONTRACT_TIMEOUT) : 30_000;

/**
 * Sends one operation. A 429 is waited out (Retry-After) and the same request
 * sent again, unless the target expects its 429s; see pacing.ts. An operation
 * the target lacks skips the test (findings.ts).
 */
export async function call(target: Target, operationId: string, options: CallOptions = {}): Promise<Response> {
  // The operation is looked up once, here, and handed on.
  const op = operation(operationId);
  await beforeCall(op, carriesCredentials(options));
  if (target.profile.absentOperations?.includes(operationId)) {
    recordAbsent({ operationId, ...describeRoute(target, op), status: null });
    await skipRunning(`absent on this target: ${operationId} (the profile says so)`);
  }
  const caller = callerOfCall(target, options);
  // The rate-limit suite (retryOn429 off) and a request for a 429 expect theirs.
  const waitOut429 = target.retryOn429 && !asksFor429(options);
  const response = await sendPaced({ operationId, caller, waitOut429, send: () => sendWithTokenHeader(target, op, options) });
  const verdict = judged(op, response);
  await skipIfAbsent(target, op, response, verdict);
  return response;
}

/** Whom the target counts a call against (pacing.ts callerOf): the session's user, the client, or the address. */
function callerOfCall(target: Target, options: CallOptions): string {
  if (options.as) return callerOfSession(options.as);
  if (options.client) return callerOf({ clientId: target.config.clientId });
  const credential = Object.entries(options.headers ?? {}).find(([name]) => ['authentication', 'authorization'].includes(name.toLowerCase()));
  return callerOf(credential ? { other: credential[1] } : {});
}

/** Whom the target counts a request sent with this session's token against: its user. */
export function callerOfSession(as: Session): string {
  return callerOf({ token: { value: as.token, user: as.user } });
}

function describeRoute(target: Target, op: Operation): { method: string; path: string } {
  const { method, path } = routeOf(target, op);
  return { method: method.toUpperCase(), path };
}

/**
 * A 404 or 405 outside the platform's envelopes and in none of the operation's
 * documented answers is the target's own "no such route": the operation is absent
 * there. It is noted once and the test skips, saying which path was tried. (A 404
 * in the v3 or v2 envelope is the platform's own answer, held to the contract.)
 */
async function skipIfAbsent(target: Target, op: Operation, response: Response, verdict: Verdict): Promise<void> {
  if (response.status !== 404 && response.status !== 405) return;
  if (isJson(response) && envelopeOf(response.body) !== 'bare') return;
  if (isJson(response) && verdict.breaches.length === 0) return;
  const route = describeRoute(target, op);
  recordAbsent({ operationId: op.operationId, ...route, status: response.status });
  await skipRunning(`absent on this target: ${op.operationId} (${route.method} ${route.path} answered ${response.status})`);
}

function isJson(response: Response): boolean {
  return /json/.test(String(response.headers['content-type'] ?? ''));
}

/** The header the token travels in on this target, once known (the profile's, or learnt). */
let learntTokenHeader: string | null = null;
const tokenHeaders = ['Authentication', 'Authorization'];

/**
 * Sends with the token under the profile's header. Without one, a 401 to the
 * token under one documented name is tried once under the other; the name that
 * gets through is kept for the rest of the run.
 */
async function sendWithTokenHeader(target: Target, op: Operation, options: CallOptions): Promise<Response> {
  const fixed = target.profile.tokenHeader ?? learntTokenHeader;
  if (!options.as || fixed) return send(target, op, options, fixed ?? tokenHeaders[0]!);
  let answer: Response | null = null;
  for (const header of tokenHeaders) {
    answer = await send(target, op, options, header);
    if (answer.status === 401) continue;
    learntTokenHeader = header;
    return answer;
  }
  return answer!;
}

function carriesCredentials(options: CallOptions): boolean {
  const named = Object.keys(options.headers ?? {}).map((name) => name.toLowerCase());
  return Boolean(options.as || options.client) || named.includes('authentication') || named.includes('authorization');
}

/** A 429 the request asked for (Prefer: code=429) is the answer, not a limit to wait out. */
function asksFor429(options: CallOptions): boolean {
  const prefer = Object.entries(options.headers ?? {}).find(([name]) => name.toLowerCase() === 'prefer')?.[1] ?? '';
  return /\bcode=429\b/.test(prefer);
}

async function send(target: Target, op: Operation, options: CallOptions, tokenHeader: string): Promise<Response> {
  const { operationId } = op;
  const route = routeOf(target, op);
  let request = target.http[route.method](urlOf(operationId, options.params, route.path)).timeout({ deadline: requestTimeoutMs });
  for (const [name, value] of Object.entries({ ...target.profile.headers, ...target.profile.operations?.[operationId]?.headers }))
    request = request.set(name, value);
  if (options.client) request = request.set('Authorization', basicHeader(target));
  if (options.as) request = request.set(tokenHeader, `Bearer ${options.as.token}`);
  const owId = options.owId === undefined ? options.as?.owId : options.owId;
  if (owId !== undefined && owId !== null) request = request.set('X-IAA-OW-ID', String(owId));
  for (const [name, value] of Object.entries(options.headers ?? {})) request = request.set(name, value);
  if (options.query) request = request.query(options.query);
  try {
    return await withBody(request, options);
  } catch (error) {
    if ((error as { timeout?: unknown }).timeout) throw new Error(`${operationId}: no answer within ${requestTimeoutMs} ms (--timeout)`, { cause: error });
    throw error;
  }
}

function withBody(request: supertest.Test, options: CallOptions): supertest.Test {
  if (options.fields || options.files) {
    for (const [name, value] of Object.entries(options.fields ?? {})) request = request.field(name, value);
    for (const [name, file] of Object.entries(options.files ?? {}))
      request = request.attach(name, file.buffer, { filename: file.filename, contentType: file.contentType });
    return request;
  }
  if (options.form) return request.type('form').send(options.form);
  if (options.body !== undefined) return request.send(options.body as object);
  return request;
}

const verdicts = new WeakMap<Response, Verdict>();

/**
 * Judges an answer once, as it arrives: its deviations are reported (they fail
 * under --strict) and its body is handed on in its documented form (envelope and
 * forms put back), so tests read every target's answers alike. Its breaches fail
 * the test where it checks the answer (`expectContract`).
 */
function judged(op: Operation, response: Response): Verdict {
  const verdict = judge(op, response.status, response.body);
  verdicts.set(response, verdict);
  reportDeviations(verdict.deviations);
  response.body = watchGaps(verdict.body, verdict.deviations);
  return verdict;
}

/**
 * The one contract assertion: the status is the expected one, and the answer
 * breaks no rule of the contract (verdict.ts).
 */
export function expectContract(response: Response, operationId: string, status: number): Response {
  expect(response.status, `${operationId} answered ${response.status}: ${response.text}`).toBe(status);
  const verdict = verdicts.get(response) ?? judged(operation(operationId), response);
  if (verdict.breaches.length > 0) expect.fail(findingsMessage('breaks the contract', verdict.breaches));
  return response;
}

/** Calls and checks the contract in one go. */
export async function callOk(target: Target, operationId: string, options: CallOptions = {}, status = 200): Promise<Response> {
  return expectContract(await call(target, operationId, options), operationId, status);
}

export interface FailureText {
  error: string;
  reason?: string;
  field?: string;
}

/**
 * The failure texts of a response in any envelope, for asserting the seed's
 * messages: v3 `errorObjects`; v2 `responseObject` (the field is named in
 * `description` as "field: <name>"); a bare `{error, field}`.
 */
export function errorsOf(response: Response): FailureText[] {
  const body = response.body;
  if (Array.isArray(body?.errorObjects)) return body.errorObjects;
  if (typeof body?.responseObject?.errorMsg === 'string') return [v2Failure(body.responseObject)];
  // A v2 failure may carry one error object or a list of them (document 1: `responseObject: <object|array>`).
  if (
    response.status >= 400 &&
    Array.isArray(body?.responseObject) &&
    body.responseObject.every((e: { errorMsg?: unknown }) => typeof e?.errorMsg === 'string')
  ) {
    return body.responseObject.map(v2Failure);
  }
  if (typeof body?.error === 'string' && response.status >= 400)
    return [body.field === undefined ? { error: body.error } : { error: body.error, field: body.field }];
  return [];
}

function v2Failure(object: { errorMsg: string; description?: string }): FailureText {
  return fromV2Error(object) as FailureText;
}

export async function login(target: Target, persona: PersonaName): Promise<Session> {
  const p = target.personas[persona];
  if (!p?.password) throw new Error(`persona ${persona} has no credentials on this target`);
  const answer = await call(target, 'login', { client: true, body: { grantType: 'password', email: p.email, password: p.password } });
  // Every test that needs this persona would fail the same way: the run stops with this one message.
  if (answer.status !== 200) stopRun(`the target refused the login of persona ${persona} (${p.email}): ${answer.status} ${answer.text.slice(0, 300)}`);
  const data = expectContract(answer, 'login', 200).body.data;
  return { token: data.access_token, refreshToken: data.refresh_token, owId: data.owId, user: p.email };
}

/**
 * Sessions by persona, logged in once and reused by later tests of a file:
 * against a rate-limited target every login counts. Tests that revoke sessions
 * or change a persona's credentials or status use `login`; any such call
 * (`revokesSessions`, sent through `Api`) empties the cache, and so does a reset
 * of the world. Each test file has its own (the harness's `sessions` fixture).
 */
export class SessionCache {
  private readonly sessions = new Map<PersonaName, Session>();

  async of(target: Target, persona: PersonaName): Promise<Session> {
    const cached = this.sessions.get(persona);
    if (cached) return cached;
    const fresh = await login(target, persona);
    this.sessions.set(persona, fresh);
    return fresh;
  }

  forget(): void {
    this.sessions.clear();
  }
}

/** Operations after which a cached session may no longer hold. */
const sessionRevokers = new Set(['logout', 'changePassword', 'updatePassword', 'updateUserStatus', 'issueToken']);

export function revokesSessions(operationId: string): boolean {
  return sessionRevokers.has(operationId);
}

export interface Download {
  status: number;
  contentType: string;
  /** From Content-Disposition. */
  fileName: string | null;
  body: Buffer;
}

/**
 * Follows a download link an operation answered with (or an e-mail carried). The
 * link is absolute; only its path is requested, from the target under test.
 */
export async function download(target: Target, url: string): Promise<Download> {
  const { pathname, search } = new URL(url);
  const response = await target.http
    .get(pathname + search)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const disposition = String(response.headers['content-disposition'] ?? '');
  return {
    status: response.status,
    contentType: String(response.headers['content-type'] ?? ''),
    fileName: /filename="([^"]*)"/.exec(disposition)?.[1] ?? null,
    body: response.body as Buffer,
  };
}
