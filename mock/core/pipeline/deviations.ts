/**
 * The line between a breach and a deviation (spec/DECISIONS.md B1).
 *
 * A breach breaks a rule the documents state. A deviation is an answer that
 * differs from what the documents describe while breaking no rule: the kinds
 * below. The contract harness reports deviations (and fails on them under
 * `--strict`); `--variants` makes each kind, so the mock's second implementation
 * exercises the line. Both read the kinds and the other common forms from here.
 */
import type { Envelope } from './spec-loader.ts';

export const deviationKinds = ['absent', 'null', 'form', 'envelope', 'field'] as const;
export type DeviationKind = (typeof deviationKinds)[number];

/** What each kind means, for reports. */
export const deviationMeaning: Readonly<Record<DeviationKind, string>> = {
  absent: 'a listed field is absent',
  null: 'null where the documents describe a value',
  form: 'another common form of the same value',
  envelope: 'another of the documented envelopes',
  field: 'an error that names no field, or another one',
};

/** The JSON type of a value, as JSON Schema names it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const numeric = /^-?\d+(\.\d+)?$/;

/**
 * The documented value behind another common form of it, when `value` is one
 * for a schema of `types`: a numeric string for a number, one value for a list,
 * `{message}` for a string, an object with an `id` for an id. Undefined otherwise.
 */
export function documentedForm(value: unknown, types: readonly string[]): { value: unknown; form: string } | undefined {
  const wants = (type: string) => types.includes(type);
  if ((wants('integer') || wants('number')) && typeof value === 'string' && numeric.test(value)) {
    const number = Number(value);
    if (wants('number') || Number.isInteger(number)) return { value: number, form: 'a numeric string' };
  }
  if (wants('array') && value !== null && value !== undefined && !Array.isArray(value)) return { value: [value], form: 'one value for a list' };
  if (!isObject(value)) return undefined;
  if (wants('string') && typeof value.message === 'string') return { value: value.message, form: '{ message } for a string' };
  if (wants('integer') && (Number.isInteger(value.id) || (typeof value.id === 'string' && /^-?\d+$/.test(value.id)))) {
    return { value: Number(value.id), form: 'an object for an id' };
  }
  return undefined;
}

/** Another common form of a documented value (the inverse of `documentedForm`), for `--variants`. */
export function otherForm(value: unknown, types: readonly string[]): unknown {
  if (typeof value === 'number' && (types.includes('integer') || types.includes('number'))) return String(value);
  if (Array.isArray(value) && value.length === 1 && types.includes('array')) return value[0];
  if (typeof value === 'string' && types.includes('string')) return { message: value };
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The envelope an answer body is in, read off its top-level keys. */
export function envelopeOf(body: unknown): Envelope {
  if (isObject(body) && typeof body.success === 'boolean') return 'v3';
  if (isObject(body) && 'statusCode' in body && 'responseObject' in body) return 'v2';
  return 'bare';
}

/**
 * The envelopes an answer documented in `shown` may come in instead. Document 1
 * has v2 and v3 "in use at the same time" and some dashboard endpoints bare; its
 * quick-start shows the token endpoint's answer wrapped as v3. It also says
 * "every response carries success (v3) or statusCode (v2)", so an operation
 * documented with an envelope never comes bare.
 */
export function otherEnvelopes(shown: Envelope): Envelope[] {
  if (shown === 'v3') return ['v2'];
  if (shown === 'v2') return ['v3'];
  if (shown === 'oauth') return ['v3'];
  return ['v2', 'v3'];
}

/** A failure carries errors (a v3 answer says so; update-password's 403 is a v3 success). */
function isFailure(body: unknown, from: Envelope, status: number): boolean {
  if (from === 'v3') return isObject(body) && body.success === false;
  if (from === 'v2') {
    const payload = isObject(body) ? body.responseObject : undefined;
    return (Array.isArray(payload) ? payload : [payload]).every((e) => isObject(e) && typeof e.errorMsg === 'string');
  }
  return status >= 400;
}

/** An answer that one envelope holds and the other can hold too (a v3 failure with data, as the On Hold login's, cannot go v2). */
export function rewrappable(body: unknown, from: Envelope): boolean {
  if (!isObject(body)) return false;
  const keys = Object.keys(body);
  if (from === 'v3') return keys.every((k) => k === 'success' || k === (body.success === false ? 'errorObjects' : 'data'));
  if (from === 'v2') return keys.every((k) => k === 'statusCode' || k === 'responseObject');
  return true;
}

/** The payload of a body in envelope `from`: `data`, `responseObject`, or the body itself. */
export function payloadOf(body: unknown, from: Envelope): unknown {
  if (!isObject(body)) return body;
  if (from === 'v3') return body.success === false ? body.errorObjects : body.data;
  if (from === 'v2') return body.responseObject;
  return body;
}

/**
 * A success or failure answer rewritten from envelope `from` into `to`, with its
 * errors in the target's error shape (v3 `{error, reason?, field?}`, v2
 * `{errorMsg, errorCode, description?}`).
 */
export function rewrap(body: unknown, from: Envelope, to: Envelope, status: number): unknown {
  const failed = isFailure(body, from, status);
  const payload = payloadOf(body, from);
  if (!failed) {
    if (to === 'v3') return { success: true, data: payload };
    if (to === 'v2') return { statusCode: status, responseObject: payload };
    return payload;
  }
  const errors = failureList(payload, from);
  if (to === 'v3') return { success: false, errorObjects: errors.map(toV3Error) };
  if (to === 'v2') return { statusCode: status, responseObject: errors.length === 1 ? toV2Error(errors[0]!, status) : errors.map((e) => toV2Error(e, status)) };
  return errors[0] ?? {};
}

interface ErrorParts {
  error?: unknown;
  reason?: unknown;
  field?: unknown;
  errorMsg?: unknown;
  description?: unknown;
}

function failureList(payload: unknown, from: Envelope): ErrorParts[] {
  const list = Array.isArray(payload) ? payload : [payload];
  return list.filter(isObject).map((e) => (from === 'v2' ? fromV2Error(e) : e));
}

/** A v2 error's parts: the mock names the field at the end of `description` ("…; field: name"). */
export function fromV2Error(e: Record<string, unknown>): { error?: unknown; reason?: string; field?: string } {
  const description = typeof e.description === 'string' ? e.description : '';
  const field = /(?:^|; )field: (.+)$/.exec(description)?.[1];
  const reason = description.replace(/(?:^|; )field: .+$/, '');
  return { error: e.errorMsg, ...(reason ? { reason } : {}), ...(field !== undefined ? { field } : {}) };
}

function toV3Error(e: ErrorParts): Record<string, unknown> {
  const out: Record<string, unknown> = { error: e.error };
  if (typeof e.reason === 'string' && e.reason) out.reason = e.reason;
  if (typeof e.field === 'string') out.field = e.field;
  return out;
}

function toV2Error(e: ErrorParts, status: number): Record<string, unknown> {
  const description = [e.reason, e.field === undefined ? undefined : `field: ${String(e.field)}`].filter((p) => typeof p === 'string' && p).join('; ');
  return { errorMsg: e.error, errorCode: status, ...(description ? { description } : {}) };
}
