/**
 * The contract checks of one exchange that passed through the proxy, from the
 * same compiled pieces the mock checks itself with: the operation's request
 * validator (mock/core/pipeline/validation.ts) and its response checker
 * (mock/core/pipeline/response-check.ts), plus the envelope the operation names in
 * `x-envelope` (the shapes mock/core/pipeline/envelopes.ts builds). Each check answers
 * problems in words that name the field or path; none of them stops anything.
 */
import type { Violation } from '../../spec/generated/types.ts';
import { ApiError } from '../core/toolkit/errors.ts';
import { httpMessages } from '../core/toolkit/messages.ts';
import type { ResponseChecker } from '../core/pipeline/response-check.ts';
import type { Envelope, Operation, ResponseSpec } from '../core/pipeline/spec-loader.ts';
import { multipartAsBody } from '../core/pipeline/uploads.ts';
import type { RequestParts, RequestValidator } from '../core/pipeline/validation.ts';
import type { ReadableBody } from './answer-body.ts';
import type { TappedBody } from './body-tap.ts';
import type { MultipartOutliner } from './multipart-outline.ts';

/** What was wrong with an exchange, in one way: a violation without its record of the exchange. */
export type Finding = Pick<Violation, 'kind' | 'problems'>;

/** `unchecked` is no breach: an answer the check could not read (too large, or an encoding that does not decode). */
export type ViolationKind = Finding['kind'];

/** The finding of `kind` when there are problems, none otherwise: a violation names at least one. */
function findingsOf(kind: ViolationKind, problems: string[]): Finding[] {
  const [first, ...rest] = problems;
  return first === undefined ? [] : [{ kind, problems: [first, ...rest] }];
}

/** The media type of a Content-Type header, lower case and without parameters. */
export function mediaTypeOf(contentType: string | undefined): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

function isJsonType(type: string | null): boolean {
  return type !== null && /^application\/([\w.+-]+\+)?json$/.test(type);
}

export interface RequestSeen {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  contentType: string | undefined;
  body: TappedBody;
  /** The outline of a multipart body, read as it streamed. */
  multipart: MultipartOutliner | null;
}

/**
 * The request against the operation's validator, its body read as the mock reads
 * it: JSON and forms up to the body limit (L3), multipart through its outline.
 */
export function checkRequest(validate: RequestValidator, seen: RequestSeen, bodyLimit: number): Finding[] {
  const type = mediaTypeOf(seen.contentType);
  const body = readRequestBody(type, seen, bodyLimit);
  if ('problem' in body) return [{ kind: 'request', problems: [body.problem] }];
  const parts: RequestParts = {
    params: seen.params,
    query: seen.query,
    headers: seen.headers,
    body: body.value,
    contentType: body.value === undefined ? null : type,
  };
  try {
    validate(parts);
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return findingsOf(
      'request',
      error.errors.map((e) => (e.field ? `${e.field}: ${e.error}` : e.error)),
    );
  }
}

function readRequestBody(type: string | null, seen: RequestSeen, bodyLimit: number): { value: unknown } | { problem: string } {
  if (seen.body.bytes === 0) return { value: undefined };
  if (seen.multipart) {
    const read = seen.multipart.end();
    return 'problem' in read ? { problem: `body: ${read.problem}` } : { value: multipartAsBody(read.outline) };
  }
  if (seen.body.whole === null || seen.body.bytes > bodyLimit) return { problem: `body: ${httpMessages.bodyTooLarge} (over ${bodyLimit} bytes)` };
  const text = seen.body.whole.toString('utf8');
  if (type === 'application/json') {
    if (text.trim() === '') return { value: undefined };
    try {
      return { value: JSON.parse(text) };
    } catch {
      return { problem: `body: ${httpMessages.malformedJson}` };
    }
  }
  if (type === 'application/x-www-form-urlencoded') return { value: Object.fromEntries(new URLSearchParams(text)) };
  // Any other type: the validator says whether the operation takes it.
  return { value: text };
}

export interface ResponseSeen {
  status: number;
  contentType: string | undefined;
  /** The body as its reader sees it (Content-Encoding undone, answer-body.ts); null where the check does not read it. */
  body: Pick<ReadableBody, 'whole' | 'unreadable'> | null;
  /** A HEAD request's answer has no body to check. */
  bodiless: boolean;
}

/**
 * Whether the proxy holds the answer's body: when the check reads it (JSON of a
 * documented status), and for an undocumented status, whose record shows it.
 */
export function readsAnswerBody(operation: Operation, status: number, bodiless: boolean): boolean {
  if (bodiless) return false;
  const documented = operation.responses.get(status);
  return !documented || bodyIsChecked(documented);
}

function bodyIsChecked(documented: ResponseSpec): boolean {
  return documented.schemaPointer !== null && documented.mediaType === 'application/json';
}

/**
 * The answer against the contract, in order: a documented status; then, for a
 * JSON answer, the operation's envelope (x-envelope), and only when the envelope
 * holds, the documented schema (a broken envelope breaks every path under it).
 * A file answer (a download) is checked for its status only, as the mock checks its own.
 * A body the check could not read is one `unchecked` finding, saying why.
 */
export function checkResponse(operation: Operation, checker: ResponseChecker, seen: ResponseSeen): Finding[] {
  const documented = operation.responses.get(seen.status);
  if (!documented) {
    const problems = checker(seen.status, undefined)?.problems ?? [];
    return findingsOf('status', problems.length > 0 ? problems : [`status ${seen.status} is not documented`]);
  }
  if (seen.bodiless || !bodyIsChecked(documented) || !seen.body) return [];
  if (seen.body.whole === null) return [{ kind: 'unchecked', problems: [`(body) was not checked: ${seen.body.unreadable}`] }];
  const parsed = parseJsonAnswer(seen.body.whole, seen.contentType);
  if ('problem' in parsed) return [{ kind: 'body', problems: [parsed.problem] }];
  const envelope = envelopeProblems(operation.envelope, seen.status, parsed.value);
  if (envelope.length > 0) return findingsOf('envelope', envelope);
  const violation = checker(seen.status, parsed.value);
  const typeProblem = isJsonType(mediaTypeOf(seen.contentType)) ? [] : [`Content-Type is ${seen.contentType ?? 'missing'}, not application/json`];
  const problems = [...typeProblem, ...(violation?.problems ?? [])];
  return findingsOf('body', problems);
}

function parseJsonAnswer(bytes: Buffer, contentType: string | undefined): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(bytes.toString('utf8')) };
  } catch {
    return { problem: `(body) is not JSON (Content-Type: ${contentType ?? 'none'})` };
  }
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isV3 = (body: Json) => typeof body.success === 'boolean' && ('data' in body || 'errorObjects' in body);
const isV2 = (body: Json) => 'statusCode' in body && 'responseObject' in body;

/**
 * The outer shape the operation's `x-envelope` names: v3 `{success, data |
 * errorObjects}`, v2 `{statusCode, responseObject}`, OAuth's token object or
 * `{error}`, and no envelope at all where it is bare.
 */
export function envelopeProblems(envelope: Envelope, status: number, body: unknown): string[] {
  const named = `(x-envelope: ${envelope})`;
  if (envelope === 'bare') {
    if (!isObject(body)) return [];
    if (isV3(body)) return [`(body) is wrapped in a v3 envelope {success, data}, but the operation answers bare ${named}`];
    if (isV2(body)) return [`(body) is wrapped in a v2 envelope {statusCode, responseObject}, but the operation answers bare ${named}`];
    return [];
  }
  if (!isObject(body)) return [`(body) must be an object ${named}`];
  const problems: string[] = [];
  switch (envelope) {
    case 'v3':
      if (typeof body.success !== 'boolean') problems.push(`/success must be a boolean ${named}`);
      if (!('data' in body) && !('errorObjects' in body)) problems.push(`(body) must carry data or errorObjects ${named}`);
      break;
    case 'v2':
      if (!Number.isInteger(body.statusCode)) problems.push(`/statusCode must be an integer ${named}`);
      if (!('responseObject' in body)) problems.push(`/responseObject is required ${named}`);
      break;
    case 'oauth':
      if (isV3(body)) problems.push(`(body) is wrapped in a v3 envelope {success, data} ${named}`);
      else if (status < 400 && typeof body.access_token !== 'string') problems.push(`/access_token must be a string ${named}`);
      else if (status >= 400 && typeof body.error !== 'string') problems.push(`/error must be a string ${named}`);
      break;
  }
  return problems;
}
