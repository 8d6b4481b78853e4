/**
 * Calls operations by operationId, as a persona or with explicit headers, and
 * checks every answer against the contract.
 */
import { expect } from 'vitest';
import type { Response } from 'supertest';
import type { PersonaName } from '../../mock/domains/users/model.ts';
import { maxRetries, paceRequest, recordRequest, waitRetryAfter } from './pacing.ts';
import { beforeCall } from './run-mode.ts';
import { operation, responseChecker } from './spec.ts';
import type { Target } from './target.ts';

export interface Session {
  token: string;
  refreshToken: string;
  owId: number;
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

export function urlOf(operationId: string, params: Record<string, string | number> = {}): string {
  return operation(operationId).path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${operationId}: path parameter ${name} missing`);
    return encodeURIComponent(String(params[name]));
  });
}

/**
 * Sends one operation. A 429 is waited out (Retry-After) and the same request
 * sent again, unless the target expects its 429s; see pacing.ts.
 */
export async function call(target: Target, operationId: string, options: CallOptions = {}): Promise<Response> {
  await beforeCall(operation(operationId));
  for (let attempt = 0; ; attempt += 1) {
    await paceRequest();
    const response = await send(target, operationId, options);
    recordRequest({ operationId, status: response.status, retry: attempt > 0 });
    if (revokesSessions(operationId)) forgetSessions();
    if (response.status !== 429 || !target.retryOn429 || asksFor429(options) || attempt >= maxRetries) return response;
    await waitRetryAfter(response.headers['retry-after']);
  }
}

/** A 429 the request asked for (Prefer: code=429) is the answer, not a limit to wait out. */
function asksFor429(options: CallOptions): boolean {
  const prefer = Object.entries(options.headers ?? {}).find(([name]) => name.toLowerCase() === 'prefer')?.[1] ?? '';
  return /\bcode=429\b/.test(prefer);
}

async function send(target: Target, operationId: string, options: CallOptions): Promise<Response> {
  const op = operation(operationId);
  let request = target.http[op.method](urlOf(operationId, options.params));
  if (options.client) request = request.set('Authorization', basicHeader(target));
  if (options.as) request = request.set('Authentication', `Bearer ${options.as.token}`);
  const owId = options.owId === undefined ? options.as?.owId : options.owId;
  if (owId !== undefined && owId !== null) request = request.set('X-IAA-OW-ID', String(owId));
  for (const [name, value] of Object.entries(options.headers ?? {})) request = request.set(name, value);
  if (options.query) request = request.query(options.query);
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

/**
 * The one contract assertion: the status is the expected one, the operation
 * documents it, and the body matches the documented schema and envelope.
 */
export function expectContract(response: Response, operationId: string, status: number): Response {
  expect(response.status, `${operationId} answered ${response.status}: ${response.text}`).toBe(status);
  const violation = responseChecker(operationId)(response.status, response.body);
  expect(violation?.problems ?? [], `${operationId} ${status} breaks the contract`).toEqual([]);
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
  const description = object.description ?? '';
  const field = /(?:^|; )field: (.+)$/.exec(description)?.[1];
  const reason = description.replace(/(?:^|; )field: .+$/, '');
  const failure: FailureText = { error: object.errorMsg };
  if (reason) failure.reason = reason;
  if (field !== undefined) failure.field = field;
  return failure;
}

export async function login(target: Target, persona: PersonaName): Promise<Session> {
  const p = target.personas[persona];
  if (!p?.password) throw new Error(`persona ${persona} has no credentials on this target`);
  const response = await callOk(target, 'login', { client: true, body: { grantType: 'password', email: p.email, password: p.password } });
  const data = response.body.data;
  return { token: data.access_token, refreshToken: data.refresh_token, owId: data.owId };
}

/**
 * Sessions by persona, logged in once and reused by later tests of a file:
 * against a rate-limited target every login counts. Tests that revoke sessions
 * or change a persona's credentials or status use `login`; any such call
 * (`revokesSessions`) empties the cache, and so does a reset of the world.
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

/** The cache of the suites that open their target with `useTarget` (suite.ts). */
const sessions = new SessionCache();

/** A persona's session from the cache of `useTarget` suites. */
export async function session(target: Target, persona: PersonaName): Promise<Session> {
  return sessions.of(target, persona);
}

/** Operations after which a cached session may no longer hold. */
const sessionRevokers = new Set(['logout', 'changePassword', 'updatePassword', 'updateUserStatus', 'issueToken']);

export function revokesSessions(operationId: string): boolean {
  return sessionRevokers.has(operationId);
}

export function forgetSessions(): void {
  sessions.forget();
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
