/**
 * Derives spec/generated/operations.ts from the bundled spec: the OperationId union,
 * the Operations map (method, path, parameters, body and responses of every
 * operation, the admin API's included), helpers that pick from it, a runtime table of
 * routes, and a `paths` interface in the shape openapi-typescript emits, so
 * openapi-fetch can type a client. Component schemas are named as
 * spec/generated/types.ts names them; inline schemas are written out here.
 *
 * Operations and paths are sorted, so regenerating an unchanged spec is a no-op.
 */
import { isPlatformOperation, securityOf, type SecurityKind } from '../mock/core/pipeline/spec-loader.ts';
import { specRoot } from './spec-bundle.ts';

export const operationsPath = `${specRoot}generated/operations.ts`;

type Schema = Record<string, unknown>;
interface Ref {
  $ref: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Media {
  schema?: Schema;
}
interface Response {
  content?: Record<string, Media>;
  headers?: Record<string, { required?: boolean; description?: string; schema?: Schema } | Ref>;
}
type SecurityRequirement = Record<string, string[]>;
interface OperationObject {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: SecurityRequirement[];
  parameters?: (Parameter | Ref)[];
  requestBody?: { required?: boolean; content?: Record<string, Media> } | Ref;
  responses?: Record<string, Response | Ref>;
}
type PathItem = Partial<Record<Method, OperationObject>> & { parameters?: (Parameter | Ref)[] };
interface Doc {
  security?: SecurityRequirement[];
  paths?: Record<string, PathItem>;
  components?: { schemas?: Record<string, Schema> };
}
/** The document, and the component schemas the rendered types name (they are imported). */
interface Ctx {
  doc: Doc;
  used: Set<string>;
}

/** In openapi-typescript's order: every path lists every method. */
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type Method = (typeof methods)[number];
const locations = ['query', 'header', 'path', 'cookie'] as const;
type Location = (typeof locations)[number];
/** Where each location's parameters go in the Operations map. */
const mapKeys: Record<Exclude<Location, 'cookie'>, string> = { path: 'pathParams', query: 'query', header: 'headers' };

/** Keywords that constrain values but not their TypeScript type, and annotations. */
const typeNeutral = new Set([
  // The fields the documents promise (contracts/support/verdict.ts): a subset of `required`.
  'x-promised',
  'title',
  'description',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'contentMediaType',
  'contentEncoding',
  'contentSchema',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'propertyNames',
]);
/** Keywords this printer turns into types. Anything else stops generation rather than being typed loosely. */
const typed = new Set(['$ref', 'type', 'const', 'enum', 'properties', 'required', 'additionalProperties', 'items', 'allOf', 'anyOf', 'oneOf']);

const isRef = (value: unknown): value is Ref => typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';

/** Follows local refs (a bundle has no others). */
function resolve<T>(doc: Doc, value: T | Ref): T {
  let current: unknown = value;
  while (isRef(current)) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, token) => (node as Record<string, unknown>)?.[token.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (current === undefined) throw new Error(`unresolved ${(value as Ref).$ref}`);
  }
  return current as T;
}

const componentPrefix = '#/components/schemas/';

/**
 * The type name spec/generated/types.ts gives a component schema: its key (the
 * typecheck of this file fails should the two ever disagree).
 */
function componentName(ctx: Ctx, ref: string): string {
  if (!ref.startsWith(componentPrefix)) throw new Error(`${ref}: only component schemas can be referenced from an operation`);
  const name = ref.slice(componentPrefix.length);
  ctx.used.add(name);
  return name;
}

// ---------------------------------------------------------------------------------
// JSON Schema to TypeScript, for the inline schemas of operations.
// ---------------------------------------------------------------------------------

/** Renders one schema as a TypeScript type; `indent` is the indentation of the line it starts on. */
function schemaType(ctx: Ctx, schema: Schema | boolean | undefined, indent = ''): string {
  if (schema === undefined || schema === true) return 'unknown';
  if (schema === false) return 'never';
  for (const key of Object.keys(schema)) {
    if (!typed.has(key) && !typeNeutral.has(key) && !key.startsWith('x-')) {
      throw new Error(`schema keyword ${key} is not supported in operation types: ${JSON.stringify(schema).slice(0, 200)}`);
    }
  }
  if (isRef(schema)) return componentName(ctx, schema.$ref);
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return union(schema.enum.map(literal));
  const parts: string[] = [];
  const own = ownType(ctx, schema, indent);
  if (own !== null) parts.push(own);
  if (Array.isArray(schema.allOf)) parts.push(allOfType(ctx, schema.allOf as Schema[], indent));
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = schema[key];
    if (Array.isArray(members)) parts.push(union((members as Schema[]).map((m) => schemaType(ctx, m, indent))));
  }
  return parts.length === 0 ? 'unknown' : intersection(parts);
}

/** The type the schema's own `type`, `properties` and `items` give, or null when it has none. */
function ownType(ctx: Ctx, schema: Schema, indent: string): string | null {
  const declared = schema.type === undefined ? [] : ([] as string[]).concat(schema.type as string | string[]);
  if (declared.length === 0) {
    // A fragment (an allOf part) that only refines properties or items still says what it is.
    if (schema.properties !== undefined || schema.additionalProperties !== undefined) declared.push('object');
    else if (schema.items !== undefined) declared.push('array');
    else if (Array.isArray(schema.required)) return requiredOnly(schema.required as string[]);
    else return null;
  }
  return union(declared.map((type) => primitiveOrContainer(ctx, schema, type, indent)));
}

function primitiveOrContainer(ctx: Ctx, schema: Schema, type: string, indent: string): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return `${wrap(schemaType(ctx, schema.items as Schema | undefined, indent))}[]`;
    case 'object':
      return objectType(ctx, schema, indent);
    default:
      throw new Error(`unknown schema type ${type}`);
  }
}

/**
 * An object's properties, closed unless `additionalProperties` opens it: the same
 * default spec/generated/types.ts is generated with.
 */
function objectType(ctx: Ctx, schema: Schema, indent: string, alsoRequired: string[] = []): string {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set([...((schema.required as string[] | undefined) ?? []), ...alsoRequired]);
  const inner = `${indent}  `;
  const lines = Object.entries(properties).map(
    ([name, property]) =>
      `${docComment(property.description, inner)}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${schemaType(ctx, property, inner)};`,
  );
  const extra = schema.additionalProperties;
  const rest = extra === undefined || extra === false ? null : extra === true ? 'unknown' : schemaType(ctx, extra as Schema, inner);
  // An object that names no property is any object.
  if (lines.length === 0) return `{ [k: string]: ${rest ?? 'unknown'} }`;
  const closed = `{\n${lines.join('\n')}\n${indent}}`;
  // Named properties need not fit the index signature's type, so the two are intersected.
  return rest === null ? closed : `${closed} & { [k: string]: ${rest} }`;
}

/** A fragment listing required names alone: those properties are present (their type comes from its siblings). */
function requiredOnly(names: string[]): string {
  return `{ ${names.map((name) => `${key(name)}: unknown;`).join(' ')} }`;
}

/**
 * allOf as an intersection, with two refinements TypeScript's `&` gets wrong or vague:
 * a fragment that re-types a property of a referenced component replaces it (an
 * intersection of two array types loses the element type in map() and friends), and a
 * fragment that only makes properties required turns into Required<Pick<...>>.
 */
function allOfType(ctx: Ctx, parts: Schema[], indent: string): string {
  const refined = new Map<string, Schema>();
  const madeRequired = new Set<string>();
  for (const part of parts) {
    if (isRef(part)) continue;
    for (const [name, property] of Object.entries((part.properties ?? {}) as Record<string, Schema>)) {
      if (schemaType(ctx, property) !== 'unknown') refined.set(name, property);
    }
    if (isRequiredOnly(part)) for (const name of part.required as string[]) madeRequired.add(name);
  }
  const rendered: string[] = [];
  const carriedRequired: string[] = [];
  const settled = new Set<string>();
  for (const part of parts) {
    if (!isRef(part)) continue;
    const name = componentName(ctx, part.$ref);
    const component = resolve<Schema>(ctx.doc, part);
    const declared = Object.keys((component.properties ?? {}) as Record<string, unknown>);
    const baseRequired = new Set((component.required as string[] | undefined) ?? []);
    // Omit on a type with an index signature would drop every named property.
    const open = component.additionalProperties !== undefined && component.additionalProperties !== false;
    const replaced = open ? [] : declared.filter((p) => refined.has(p));
    const required = declared.filter((p) => madeRequired.has(p) && !refined.has(p));
    rendered.push(replaced.length > 0 ? `Omit<${name}, ${union(replaced.map(literal))}>` : name);
    if (required.length > 0) rendered.push(`Required<Pick<${name}, ${union(required.map(literal))}>>`);
    for (const p of replaced) if (baseRequired.has(p)) carriedRequired.push(p);
    for (const p of [...replaced, ...required]) settled.add(p);
  }
  for (const part of parts) {
    if (isRef(part)) continue;
    if (isRequiredOnly(part)) {
      const unknownNames = (part.required as string[]).filter((p) => !settled.has(p));
      if (unknownNames.length > 0) rendered.push(requiredOnly(unknownNames));
      continue;
    }
    rendered.push(
      part.properties !== undefined && (part.type === undefined || part.type === 'object')
        ? objectType(
            ctx,
            part,
            indent,
            carriedRequired.filter((p) => p in (part.properties as object)),
          )
        : schemaType(ctx, part, indent),
    );
  }
  return intersection(rendered);
}

function isRequiredOnly(part: Schema): boolean {
  return Array.isArray(part.required) && Object.keys(part).every((k) => k === 'required' || typeNeutral.has(k));
}

function literal(value: unknown): string {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return JSON.stringify(value);
  throw new Error(`only primitive const and enum values are supported: ${JSON.stringify(value)}`);
}

function union(members: string[]): string {
  const distinct = [...new Set(members)];
  if (distinct.includes('unknown')) return 'unknown';
  return distinct.length === 1 ? distinct[0]! : distinct.map((m) => (hasTopLevel(m, '&') ? `(${m})` : m)).join(' | ');
}

function intersection(members: string[]): string {
  const distinct = [...new Set(members)].filter((m) => m !== 'unknown');
  if (distinct.length === 0) return 'unknown';
  return distinct.map((m) => (distinct.length > 1 && hasTopLevel(m, '|') ? `(${m})` : m)).join(' & ');
}

/** Parenthesizes a union or intersection before `[]` binds to it. */
function wrap(type: string): string {
  return hasTopLevel(type, '|') || hasTopLevel(type, '&') ? `(${type})` : type;
}

/** Whether `op` appears outside brackets, string literals and comments. */
function hasTopLevel(type: string, op: '|' | '&'): boolean {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < type.length; i++) {
    const c = type[i]!;
    if (!quoted && type.startsWith('/*', i)) {
      const end = type.indexOf('*/', i + 2);
      i = end === -1 ? type.length : end + 1;
    } else if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if ('{([<'.includes(c)) depth++;
    else if ('})]>'.includes(c)) depth--;
    else if (c === op && depth === 0) return true;
  }
  return false;
}

const key = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function docComment(text: unknown, indent: string): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  const lines = text.trim().replace(/\*\//g, '*\\/').split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} *${l === '' ? '' : ` ${l}`}`).join('\n')}\n${indent} */\n`;
}

// ---------------------------------------------------------------------------------
// Operations: what each one takes and answers, from the spec.
// ---------------------------------------------------------------------------------

interface MediaEntry {
  mediaType: string;
  type: string;
}
interface ResponseEntry {
  status: string;
  media: MediaEntry[];
  headers: { name: string; required: boolean; type: string }[];
}
interface OperationEntry {
  id: string;
  method: Method;
  path: string;
  summary: string | undefined;
  security: SecurityKind;
  /** Served by the domain handlers (mock/domains), not the admin API or the file storage. */
  platform: boolean;
  parameters: Record<Location, Parameter[]>;
  body: { required: boolean; media: MediaEntry[] } | null;
  responses: ResponseEntry[];
}

const indentOf = (depth: number) => '  '.repeat(depth);

function collectOperations(ctx: Ctx): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(ctx.doc.paths ?? {})) {
    for (const method of methods) {
      const op = item[method];
      if (op) entries.push(toEntry(ctx, path, method, op, item));
    }
  }
  const ids = entries.map((e) => e.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) throw new Error(`operationId ${duplicate} is used twice`);
  return entries.sort((a, b) => compare(a.id, b.id));
}

function toEntry(ctx: Ctx, path: string, method: Method, op: OperationObject, item: PathItem): OperationEntry {
  if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
  const body = op.requestBody === undefined ? null : resolve(ctx.doc, op.requestBody);
  return {
    id: op.operationId,
    method,
    path,
    summary: op.summary,
    security: securityOf(ctx.doc, op),
    platform: isPlatformOperation(op.tags ?? []),
    parameters: parametersOf(ctx, item.parameters, op.parameters),
    // Operations[id].body sits two levels in, Operations[id].responses[status] three.
    body: body && { required: body.required === true, media: mediaOf(ctx, body.content, 2) },
    responses: Object.entries(op.responses ?? {})
      .sort(([a], [b]) => compare(a, b))
      .map(([status, raw]) => {
        const response = resolve(ctx.doc, raw);
        return {
          status,
          media: mediaOf(ctx, response.content, 3),
          headers: Object.entries(response.headers ?? {})
            .map(([name, rawHeader]) => {
              const header = resolve(ctx.doc, rawHeader);
              return { name, required: header.required === true, type: schemaType(ctx, header.schema) };
            })
            .sort((a, b) => compare(a.name, b.name)),
        };
      }),
  };
}

/** Path-level parameters, overridden by the operation's own of the same name and place. */
function parametersOf(ctx: Ctx, shared: (Parameter | Ref)[] = [], own: (Parameter | Ref)[] = []): Record<Location, Parameter[]> {
  const byKey = new Map<string, Parameter>();
  for (const raw of [...shared, ...own]) {
    const p = resolve(ctx.doc, raw);
    byKey.set(`${p.in} ${p.name}`, p);
  }
  const grouped = { query: [], header: [], path: [], cookie: [] } as Record<Location, Parameter[]>;
  for (const p of byKey.values()) grouped[p.in].push(p);
  return grouped;
}

function mediaOf(ctx: Ctx, content: Record<string, Media> | undefined, depth: number): MediaEntry[] {
  return Object.entries(content ?? {})
    .sort(([a], [b]) => compare(a, b))
    .map(([mediaType, media]) => ({ mediaType, type: schemaType(ctx, media.schema, indentOf(depth)) }));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One type for all of a body's or response's media types: their union. */
function mediaUnion(media: MediaEntry[]): string {
  return media.length === 0 ? 'never' : union(media.map((m) => m.type));
}

/** Every media type of the content carries the same type. */
const sameType = (media: MediaEntry[]) => new Set(media.map((m) => m.type)).size <= 1;

function parameterObject(ctx: Ctx, parameters: Parameter[], depth: number): string {
  if (parameters.length === 0) return 'Record<string, never>';
  const inner = indentOf(depth + 1);
  const lines = [...parameters]
    .sort((a, b) => compare(a.name, b.name))
    .map((p) => {
      const required = p.in === 'path' || p.required === true;
      return `${docComment(p.description, inner)}${inner}${key(p.name)}${required ? '' : '?'}: ${schemaType(ctx, p.schema, inner)};`;
    });
  return `{\n${lines.join('\n')}\n${indentOf(depth)}}`;
}

/** The query parameters the spec gives a default, which the request validator fills in before a handler runs. */
function defaultedNames(ctx: Ctx, parameters: Parameter[]): string {
  const names = parameters
    .filter((p) => !p.required && p.schema !== undefined && 'default' in resolve<Schema>(ctx.doc, p.schema))
    .map((p) => JSON.stringify(p.name));
  return names.length === 0 ? 'never' : [...names].sort(compare).join(' | ');
}

function renderOperationsMap(ctx: Ctx, operations: OperationEntry[]): string {
  const entries = operations.map((op) => {
    const lines = [
      `    method: ${JSON.stringify(op.method)};`,
      `    path: ${JSON.stringify(op.path)};`,
      `    security: ${JSON.stringify(op.security)};`,
      ...(['path', 'query', 'header'] as const).map((at) => `    ${mapKeys[at]}: ${parameterObject(ctx, op.parameters[at], 2)};`),
      `    defaultedQuery: ${defaultedNames(ctx, op.parameters.query)};`,
      `    body: ${op.body === null ? 'never' : op.body.required ? mediaUnion(op.body.media) : `${wrap(mediaUnion(op.body.media))} | undefined`};`,
      `    responses: {`,
      ...op.responses.map((r) => `      ${statusKey(r.status)}: ${mediaUnion(r.media)};`),
      `    };`,
    ];
    const title = `${op.method.toUpperCase()} ${op.path}${op.summary ? `: ${op.summary}` : ''}`;
    return `${docComment(title, '  ')}  ${op.id}: {\n${lines.join('\n')}\n  };`;
  });
  return `/**
 * Every operation of the contract by operationId: its route, the credential it asks for
 * (\`bearer\` token, \`client\` credentials, or none: \`public\`), parameters, body, and
 * the body of each documented answer.
 */
export interface Operations {
${entries.join('\n')}
}`;
}

const statusKey = (status: string) => (/^\d+$/.test(status) ? status : JSON.stringify(status));

// ---------------------------------------------------------------------------------
// paths: openapi-typescript's shape, for openapi-fetch. Types point into Operations.
// ---------------------------------------------------------------------------------

function renderPaths(ctx: Ctx, operations: OperationEntry[]): string {
  const byPath = new Map<string, OperationEntry[]>();
  for (const op of operations) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  const blocks = [...byPath.keys()].sort(compare).map((path) => {
    const shared = parametersOf(ctx, ctx.doc.paths?.[path]?.parameters);
    const lines = [`    parameters: ${openApiParameters(ctx, shared, null)};`];
    for (const method of methods) {
      const op = byPath.get(path)!.find((o) => o.method === method);
      lines.push(op ? `    ${method}: ${pathOperation(ctx, op)};` : `    ${method}?: never;`);
    }
    return `  ${JSON.stringify(path)}: {\n${lines.join('\n')}\n  };`;
  });
  return `/**
 * Every path of the contract in the shape openapi-typescript emits, so openapi-fetch
 * types a client from it: \`createClient<paths>({ baseUrl })\`.
 */
export interface paths {
${blocks.join('\n')}
}`;
}

/**
 * The parameters object, on one line: a location holding a required parameter is
 * itself required. An operation's point into Operations; a path's own are written out.
 */
function openApiParameters(ctx: Ctx, grouped: Record<Location, Parameter[]>, id: string | null): string {
  const entries = locations.map((at) => {
    const list = grouped[at];
    if (list.length === 0) return `${at}?: never;`;
    const required = list.some((p) => at === 'path' || p.required === true);
    const type =
      id !== null && at !== 'cookie'
        ? `Operations[${JSON.stringify(id)}][${JSON.stringify(mapKeys[at])}]`
        : `{ ${list.map((p) => `${key(p.name)}${at === 'path' || p.required ? '' : '?'}: ${schemaType(ctx, p.schema)};`).join(' ')} }`;
    return `${at}${required ? '' : '?'}: ${type};`;
  });
  return `{ ${entries.join(' ')} }`;
}

function pathOperation(ctx: Ctx, op: OperationEntry): string {
  const ref = `Operations[${JSON.stringify(op.id)}]`;
  const lines = [`      parameters: ${openApiParameters(ctx, op.parameters, op.id)};`];
  if (op.body === null) lines.push('      requestBody?: never;');
  else {
    // An optional body's type in Operations carries `| undefined`, which content must not.
    const shared = op.body.required && sameType(op.body.media) ? `${ref}["body"]` : null;
    lines.push(`      requestBody${op.body.required ? '' : '?'}: { content: ${content(op.body.media, shared)} };`);
  }
  lines.push('      responses: {');
  for (const r of op.responses) {
    const shared = sameType(r.media) ? `${ref}["responses"][${statusKey(r.status)}]` : null;
    const headers = [...r.headers.map((h) => `${key(h.name)}${h.required ? '' : '?'}: ${h.type};`), '[name: string]: unknown;'];
    const body = r.media.length === 0 ? 'content?: never;' : `content: ${content(r.media, shared)};`;
    lines.push(`        ${statusKey(r.status)}: { headers: { ${headers.join(' ')} }; ${body} };`);
  }
  lines.push('      };');
  return `{\n${lines.join('\n')}\n    }`;
}

/** Content by media type: the shared type in Operations, or each media type's own where they differ. */
function content(media: MediaEntry[], shared: string | null): string {
  return `{ ${media.map((m) => `${JSON.stringify(m.mediaType)}: ${shared ?? m.type};`).join(' ')} }`;
}

// ---------------------------------------------------------------------------------
// The file.
// ---------------------------------------------------------------------------------

const banner = `/* eslint-disable */
/**
 * Generated from spec/ by \`npm run generate\` (scripts/operation-types.ts).
 * Do not edit: change the spec and regenerate. \`npm test\` fails when this is stale.
 *
 * Every operation of the contract, typed: \`Operations\` by operationId, the helpers
 * below it, and \`paths\` for openapi-fetch. Schemas are the types of ./types.ts
 * (imported as .js, the path its declaration keeps for the package's consumers).
 */`;

const helpers = `/** What each operation's success answers with: its 2xx statuses. */
type OkStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207;

/** The 2xx statuses an operation documents. */
export type SuccessStatus<Id extends OperationId> = Extract<keyof Operations[Id]["responses"], OkStatus>;
/** The statuses an operation documents for failures. */
export type ErrorStatus<Id extends OperationId> = Exclude<keyof Operations[Id]["responses"], OkStatus>;
/** The body an operation takes (\`never\` when it takes none, \`| undefined\` when it is optional). */
export type RequestBody<Id extends OperationId> = Operations[Id]["body"];
/** The body an operation answers with for a status, by default its success. */
export type ResponseBody<
  Id extends OperationId,
  Status extends keyof Operations[Id]["responses"] = SuccessStatus<Id>,
> = Operations[Id]["responses"][Status];
/** The body of an operation's success. */
export type SuccessResponse<Id extends OperationId> = ResponseBody<Id, SuccessStatus<Id>>;
/** The body of any of an operation's documented failures. */
export type ErrorResponse<Id extends OperationId> = ResponseBody<Id, ErrorStatus<Id>>;
/** The credential an operation asks for: a \`bearer\` token, \`client\` credentials, or none (\`public\`). */
export type OperationSecurity<Id extends OperationId> = Operations[Id]["security"];
/** The values of an operation's path template. */
export type PathParams<Id extends OperationId> = Operations[Id]["pathParams"];
/** An operation's query parameters. */
export type QueryParams<Id extends OperationId> = Operations[Id]["query"];
/** An operation's query as the server reads it after validation: every parameter the spec gives a default is present. */
export type ValidatedQuery<Id extends OperationId> = Id extends OperationId
  ? Omit<QueryParams<Id>, Operations[Id]["defaultedQuery"]> & Required<Pick<QueryParams<Id>, Extract<Operations[Id]["defaultedQuery"], keyof QueryParams<Id>>>>
  : never;
/** The headers an operation documents as parameters (credentials are not among them). */
export type HeaderParams<Id extends OperationId> = Operations[Id]["headers"];`;

function renderRoutes(operations: OperationEntry[]): string {
  const lines = operations.map((op) => `  ${op.id}: { method: ${JSON.stringify(op.method)}, path: ${JSON.stringify(op.path)} },`);
  return `/** Every operation's method and path template, at run time (for building requests from an operationId). */
export const operationRoutes: { readonly [Id in OperationId]: { readonly method: Operations[Id]["method"]; readonly path: Operations[Id]["path"] } } = {
${lines.join('\n')}
};`;
}

const idUnion = (operations: OperationEntry[]) => operations.map((op) => `  | ${JSON.stringify(op.id)}`).join('\n');

export function renderOperations(bundled: Record<string, unknown>): string {
  const ctx: Ctx = { doc: bundled as Doc, used: new Set() };
  const operations = collectOperations(ctx);
  const map = renderOperationsMap(ctx, operations);
  const paths = renderPaths(ctx, operations);
  const imports = [...ctx.used].sort(compare);
  return `${banner}

import type {
${imports.map((n) => `  ${n},`).join('\n')}
} from "./types.js";

/** Every operationId of the contract, the admin API's included. */
export type OperationId =
${idUnion(operations)};

/** The operations the domain handlers serve (mock/domains): all but the admin API and the file storage. */
export type PlatformOperationId =
${idUnion(operations.filter((op) => op.platform))};

${map}

${helpers}

${renderRoutes(operations)}

${paths}
`;
}
