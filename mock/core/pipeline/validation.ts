/**
 * Request validation with Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 * `requestSchemas` names every schema a request is checked against; the build
 * compiles them all into standalone code (spec/generated/request-validators.ts),
 * so a start only looks them up, and an operation's validators are made on its first
 * request. Validator output turns into one field-level
 * ApiError in exactly one function, `fromAjvErrors`.
 *
 * Choices (spec/DECISIONS.md): JSON bodies are not coerced (a string where an
 * integer belongs is an error); query, path, header, form and multipart values
 * are strings on the wire and are coerced. Unknown fields are kept, not stripped
 * (tolerant reader). Defaults from the spec are applied.
 */
import type { ErrorObject as AjvError, ValidateFunction } from 'ajv/dist/2020.js';
import { ApiError } from '../toolkit/errors.ts';
import { httpMessages } from '../toolkit/messages.ts';
import type { DocumentedRefusal, Envelope, Operation, ParameterLocation } from './spec-loader.ts';

/** The id the bundled document is registered under (mock/core/pipeline/ajv.ts). */
export const specId = 'spec';

/** A schema that refers to a fragment of the bundled document by its JSON pointer (compiled by mock/core/pipeline/ajv.ts). */
export function pointerSchema(pointer: string): { $ref: string } {
  return { $ref: `${specId}#${pointer.split('/').map(encodeURIComponent).join('/')}` };
}

/** One schema a request of an operation is checked against, under its lookup key. */
export interface RequestSchema {
  key: string;
  /** `json` bodies are validated strictly; everything that arrives as strings is coerced. */
  mode: 'json' | 'coercing';
  schema: object;
}

const locations = ['path', 'query', 'header'] as const;

const parameterKey = (operation: Operation, location: ParameterLocation) => `${operation.operationId} ${location}`;
const bodyKey = (operation: Operation, contentType: string) => `${operation.operationId} body ${contentType}`;

export function requestSchemas(operation: Operation): RequestSchema[] {
  const parameters = locations
    .filter((location) => operation.parameters.some((p) => p.in === location))
    .map((location): RequestSchema => ({ key: parameterKey(operation, location), mode: 'coercing', schema: parametersSchema(operation, location) }));
  const bodies = [...(operation.requestBody?.contentTypes ?? [])].map(([type, pointer]): RequestSchema => ({
    key: bodyKey(operation, type),
    mode: type === 'application/json' ? 'json' : 'coercing',
    schema: pointerSchema(pointer),
  }));
  return [...parameters, ...bodies];
}

export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  /** The media type the body came in (without parameters), or null for none. */
  contentType: string | null;
}

export type RequestValidator = (parts: RequestParts) => void;

/**
 * Finds the compiled validator of a request or response schema by its key: at once
 * whether it exists, and the validator itself when it is first needed (the generated
 * modules make an operation's validators on first use).
 */
export type ValidatorLookup = (key: string) => LazyValidator;
export type LazyValidator = () => ValidateFunction;

/**
 * Looks keys up in a generated module's validators (spec/generated/). A missing key
 * means the file is older than the spec: the build stops, naming the fix.
 */
export function validatorLookup(validators: Record<string, ValidateFunction>, kind: 'request' | 'response'): ValidatorLookup {
  return (key) => {
    // `in`, not a read: reading the key would make its validators now.
    if (!(key in validators)) throw new Error(`no ${kind} validator ${key}: run npm run generate`);
    let validate: ValidateFunction | undefined;
    return () => (validate ??= validators[key]!);
  };
}

/** A required body that was not sent (or sent empty): a v2 answer names the request's URI too (error-handler.ts). */
export class MissingBodyError extends ApiError {
  constructor() {
    super(400, { error: httpMessages.requestBodyInvalid, field: 'body' });
  }
}

/** The request check of one operation: a function that throws ApiError. */
export function requestValidator(operation: Operation, lookup: ValidatorLookup): RequestValidator {
  const checks = locations
    .filter((location) => operation.parameters.some((p) => p.in === location))
    .map((location) => ({ location, validator: lookup(parameterKey(operation, location)) }));
  const bodies = new Map<string, LazyValidator>();
  for (const type of operation.requestBody?.contentTypes.keys() ?? []) bodies.set(type, lookup(bodyKey(operation, type)));
  const bodyRequired = operation.requestBody?.required ?? false;
  const { refusals, envelope } = operation;

  return (parts) => {
    for (const { location, validator } of checks) {
      const validate = validator();
      const target = location === 'path' ? parts.params : location === 'query' ? parts.query : parts.headers;
      if (!validate(target)) throw fromAjvErrors(validate.errors ?? [], location, envelope, refusals);
    }
    if (bodies.size === 0) return;
    if (parts.body === undefined || parts.contentType === null) {
      if (bodyRequired) throw documented(refusals, 'body') ?? new MissingBodyError();
      return;
    }
    const validate = bodies.get(parts.contentType)?.();
    if (!validate) {
      throw new ApiError(400, {
        error: httpMessages.unsupportedContentType,
        field: 'Content-Type',
        reason: `Send one of: ${[...bodies.keys()].join(', ')}.`,
      });
    }
    if (!validate(parts.body)) throw fromAjvErrors(validate.errors ?? [], 'body', envelope, refusals);
  };
}

/** The operation's own words for a refusal of `field` (`x-refusals`), if the documents give them. */
function documented(refusals: Record<string, DocumentedRefusal>, field: string): ApiError | undefined {
  const refusal = refusals[field];
  if (!refusal) return undefined;
  const error = { error: refusal.error, field: refusal.field ?? field, ...(refusal.reason === undefined ? {} : { reason: refusal.reason }) };
  return new ApiError(refusal.status, error);
}

function parametersSchema(operation: Operation, location: ParameterLocation): object {
  const params = operation.parameters.filter((p) => p.in === location);
  // Header names are case-insensitive; Node hands them over lower-cased.
  const key = (name: string) => (location === 'header' ? name.toLowerCase() : name);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [key(p.name), p.schema])),
    required: params.filter((p) => p.required).map((p) => key(p.name)),
  };
}

/** Keywords that mean "malformed" (400); every other failure is "unacceptable value" (422). */
const malformedKeywords = new Set(['type', 'required', 'dependentRequired', 'anyOf', 'oneOf', 'const', 'additionalProperties']);
/** Keywords whose error is one missing property (`params.missingProperty`): the error names that property. */
const missingKeywords = new Set(['required', 'dependentRequired']);

/** The one place validator output becomes an API error naming the field. */
export function fromAjvErrors(
  errors: AjvError[],
  location: ParameterLocation | 'body',
  envelope: Envelope,
  refusals: Record<string, DocumentedRefusal> = {},
): ApiError {
  const error = meantError(errors);
  if (!error) return new ApiError(400, { error: httpMessages.requestBodyInvalid, field: location });
  const field = fieldOf(error, location);
  const inDocumentsWords = documented(refusals, field);
  if (inDocumentsWords) return inDocumentsWords;
  const text = missingKeywords.has(error.keyword) ? `${field} is required` : `${field} ${error.message ?? 'is not valid'}`;
  if (envelope === 'oauth') return oauthRequestError(error, field, text);
  return new ApiError(malformedKeywords.has(error.keyword) ? 400 : 422, { error: text, field });
}

/**
 * The error to report. Ajv reports a failed `oneOf` with each branch's first error, the
 * first branch's first; when that is a property the branch requires and the value lacks
 * (an answer rule's `example`), the value meant another branch: the first error of a
 * branch whose required properties are present is reported instead (a `fault` answer's
 * `answer.chunkDelayMs must be <= 6000`, not `answer.example is required`).
 */
function meantError(errors: AjvError[]): AjvError | undefined {
  const first = errors[0];
  const branch = first?.keyword === 'required' ? /^(.*\/oneOf)\/\d+\/required$/.exec(first.schemaPath) : null;
  if (!first || !branch) return first;
  const prefix = `${branch[1]}/`;
  const branchOf = (error: AjvError) => (error.schemaPath.startsWith(prefix) ? error.schemaPath.slice(prefix.length).split('/')[0] : undefined);
  const missing = new Set(errors.filter((e) => e.keyword === 'required' && e.instancePath === first.instancePath).map(branchOf));
  return errors.find((e) => branchOf(e) !== undefined && !missing.has(branchOf(e))) ?? first;
}

/** RFC 6749 5.2 has no 422: a bad token request is 400, an unknown grant `unsupported_grant_type`. */
function oauthRequestError(error: AjvError, field: string, text: string): ApiError {
  if (error.keyword === 'enum' && (field === 'grant_type' || field === 'grantType')) {
    return new ApiError(400, { error: httpMessages.unsupportedGrant, field }, { oauthCode: 'unsupported_grant_type' });
  }
  return new ApiError(400, { error: text, field }, { oauthCode: 'invalid_request' });
}

function fieldOf(error: AjvError, location: ParameterLocation | 'body'): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (missingKeywords.has(error.keyword)) path.push(String((error.params as { missingProperty: string }).missingProperty));
  if (path.length === 0) return location;
  const name = path.map((t, i) => (/^\d+$/.test(t) ? `[${t}]` : i === 0 ? t : `.${t}`)).join('');
  return location === 'header' ? canonicalHeader(name) : name;
}

function canonicalHeader(name: string): string {
  return name.toLowerCase() === 'x-iaa-ow-id' ? 'X-IAA-OW-ID' : name;
}
