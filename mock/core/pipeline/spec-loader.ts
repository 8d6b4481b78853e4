/**
 * Reads the bundled contract (spec/generated/openapi.json) once and turns it into
 * an index of operations: everything the request pipeline needs, resolved ahead
 * of time so no request walks the spec.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import bundled from '../../../spec/generated/openapi.json' with { type: 'json' };

export type Envelope = 'v3' | 'v2' | 'bare' | 'oauth';
export type SecurityKind = 'bearer' | 'client' | 'public';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ParameterLocation = 'query' | 'header' | 'path';

export interface ParameterSpec {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: OpenAPIV3_1.SchemaObject;
}

export interface ResponseSpec {
  status: number;
  /** JSON pointer (into the bundled document) of the application/json schema. */
  schemaPointer: string | null;
  example: unknown;
  /** The media type the example is documented under: application/json, or a file's own type. */
  mediaType: string | null;
}

/**
 * The answer a request check gives for one field in the operation's documented
 * words (`x-refusals`): the documents name the text, and sometimes the status,
 * a refusal of that field takes.
 */
export interface DocumentedRefusal {
  status: number;
  error: string;
  /** The field the refusal names, when not the one that failed (a whole body stands for its one field). */
  field?: string;
  reason?: string;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The path as the spec writes it: /api/v3/audience/abm/{audienceId}. */
  path: string;
  envelope: Envelope;
  /** The documents state this operation's envelope in its own words (`x-envelope-fixed`): no other one is a mere deviation. */
  envelopeFixed: boolean;
  security: SecurityKind;
  tags: string[];
  /** Mock control operations (tag mock-admin): no auth, no rate limit. */
  isAdmin: boolean;
  /** An operation of the platform's documents: neither the admin API nor the file storage its links point at (tag file-storage). */
  isPlatform: boolean;
  /**
   * Whether a call may change the platform's data: every method but GET, unless the
   * spec says `x-changes-data: false` (a POST that only reads, checks or logs in).
   */
  changesData: boolean;
  parameters: ParameterSpec[];
  requestBody: { required: boolean; contentTypes: Map<string, string> } | null;
  /** Whether the operation takes files: its request body may be multipart/form-data. */
  takesFiles: boolean;
  /** Refusals in the documents' words, by the field that failed (`body` for the body as a whole). */
  refusals: Record<string, DocumentedRefusal>;
  responses: Map<number, ResponseSpec>;
  /** The first 2xx status: what a handler's plain return value answers with. */
  successStatus: number;
  /** Largest body the operation takes, in bytes, where the spec raises the server's limit (`x-body-limit`); else null. */
  bodyLimit: number | null;
}

export type SpecDocument = OpenAPIV3_1.Document;
export const specDocument = bundled as unknown as SpecDocument;

const methods: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export function loadOperations(doc: SpecDocument = specDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = item?.[method];
      if (op) operations.push(toOperation(doc, path, method, op, item));
    }
  }
  return operations;
}

function toOperation(doc: SpecDocument, path: string, method: HttpMethod, op: OpenAPIV3_1.OperationObject, item: OpenAPIV3_1.PathItemObject): Operation {
  const pointer = `/paths/${escapePointer(path)}/${method}`;
  const operationId = required(op.operationId, `${method.toUpperCase()} ${path} has no operationId`);
  const responses = new Map<number, ResponseSpec>();
  for (const [status, raw] of Object.entries(op.responses ?? {})) {
    const response = resolve<OpenAPIV3_1.ResponseObject>(doc, raw);
    const json = response.content?.['application/json'];
    const schemaPointer = json?.schema ? responseSchemaPointer(raw, `${pointer}/responses/${status}`) : null;
    // A file download documents its example under its own media type.
    const [mediaType, media] = json ? ['application/json', json] : (Object.entries(response.content ?? {})[0] ?? [null, undefined]);
    responses.set(Number(status), { status: Number(status), schemaPointer, example: media?.example, mediaType });
  }
  const successStatus = [...responses.keys()].filter((s) => s >= 200 && s < 300).sort()[0] ?? 200;
  const tags = op.tags ?? [];
  const requestBody = op.requestBody ? toRequestBody(doc, op.requestBody, `${pointer}/requestBody`) : null;
  return {
    operationId,
    method,
    path,
    envelope: readEnvelope(op, operationId),
    envelopeFixed: (op as { 'x-envelope-fixed'?: unknown })['x-envelope-fixed'] === true,
    security: securityOf(doc, op),
    tags,
    isAdmin: isAdminOperation(tags),
    isPlatform: isPlatformOperation(tags),
    changesData: readChangesData(op, method, isAdminOperation(tags)),
    parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => toParameter(doc, p)),
    requestBody,
    takesFiles: requestBody?.contentTypes.has('multipart/form-data') ?? false,
    refusals: (op as { 'x-refusals'?: Record<string, DocumentedRefusal> })['x-refusals'] ?? {},
    responses,
    successStatus,
    bodyLimit: readBodyLimit(op, operationId),
  };
}

function readBodyLimit(op: OpenAPIV3_1.OperationObject, operationId: string): number | null {
  const limit = (op as { 'x-body-limit'?: unknown })['x-body-limit'];
  if (limit === undefined) return null;
  if (Number.isSafeInteger(limit) && (limit as number) > 0) return limit as number;
  throw new Error(`${operationId}: x-body-limit must be a positive number of bytes`);
}

function readChangesData(op: OpenAPIV3_1.OperationObject, method: HttpMethod, isAdmin: boolean): boolean {
  const declared = (op as { 'x-changes-data'?: unknown })['x-changes-data'];
  if (typeof declared === 'boolean') return declared;
  return method !== 'get' && !isAdmin;
}

function readEnvelope(op: OpenAPIV3_1.OperationObject, operationId: string): Envelope {
  const envelope = (op as { 'x-envelope'?: unknown })['x-envelope'];
  if (envelope === 'v3' || envelope === 'v2' || envelope === 'bare' || envelope === 'oauth') return envelope;
  throw new Error(`${operationId}: x-envelope must be v3, v2, bare or oauth`);
}

/** Mock control operations carry the tag mock-admin. */
export const isAdminOperation = (tags: readonly string[]): boolean => tags.includes('mock-admin');

/** Neither mock control nor the file storage the platform's links point at (tag file-storage): what the domain handlers serve. */
export const isPlatformOperation = (tags: readonly string[]): boolean => !isAdminOperation(tags) && !tags.includes('file-storage');

/** The operation's own security requirements, else the document's, as the kind of credential they ask for. */
export function securityOf(doc: Pick<SpecDocument, 'security'>, op: Pick<OpenAPIV3_1.OperationObject, 'security'>): SecurityKind {
  return securityKind(op.security ?? doc.security ?? []);
}

function securityKind(requirements: OpenAPIV3_1.SecurityRequirementObject[]): SecurityKind {
  if (requirements.length === 0) return 'public';
  return requirements.some((r) => 'clientCredentials' in r) ? 'client' : 'bearer';
}

function toParameter(doc: SpecDocument, raw: unknown): ParameterSpec {
  const p = resolve<OpenAPIV3_1.ParameterObject>(doc, raw);
  return {
    name: p.name,
    in: p.in as ParameterLocation,
    required: p.required === true,
    schema: (p.schema ?? {}) as OpenAPIV3_1.SchemaObject,
  };
}

function toRequestBody(doc: SpecDocument, raw: unknown, pointer: string): Operation['requestBody'] {
  const body = resolve<OpenAPIV3_1.RequestBodyObject>(doc, raw);
  const base = isRef(raw) ? raw.$ref.slice(1) : pointer;
  const contentTypes = new Map<string, string>();
  for (const type of Object.keys(body.content ?? {})) {
    contentTypes.set(type, `${base}/content/${escapePointer(type)}/schema`);
  }
  return { required: body.required === true, contentTypes };
}

/** Where a response's JSON schema lives, following a $ref to a shared response. */
function responseSchemaPointer(raw: unknown, pointer: string): string {
  const base = isRef(raw) ? raw.$ref.slice(1) : pointer;
  return `${base}/content/application~1json/schema`;
}

function isRef(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}

/** Follows local `#/...` refs (the bundle has no others). */
export function resolve<T>(doc: SpecDocument, value: unknown): T {
  let current = value;
  while (isRef(current)) current = getPointer(doc, current.$ref.slice(1));
  return current as T;
}

export function getPointer(doc: unknown, pointer: string): unknown {
  let current: unknown = doc;
  for (const token of pointer.split('/').slice(1)) {
    current = (current as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return current;
}

export function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function required<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new Error(message);
  return value;
}
