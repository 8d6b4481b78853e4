/**
 * Hostile requests for every operation of the served spec, as fast-check arbitraries.
 *
 * Each request starts from the operation's documented examples (path, query and
 * header parameters, body: the spec gives every one an example naming a record of
 * the default world) and, sent as the workspace owner, is a well-formed request.
 * Most requests then break one thing: a value in the body, the body as a whole,
 * its content type, a path value, the query, the method, a header or the
 * credentials. The well-formed request itself is one of the choices, so handlers
 * run past authentication and validation too.
 */
import fc from 'fast-check';
import { resolve, specDocument, type Operation } from '../../mock/core/pipeline/spec-loader.ts';
import type { OpenAPIV3_1 } from 'openapi-types';

/** Credentials the runner adds when it sends: the owner's token is only known then. */
export type AuthMode = 'owner' | 'client' | 'none';

export interface FuzzRequest {
  /** What the request tries, e.g. `body: epoch 9e15`: failures are grouped by it. */
  label: string;
  /** The operation it was made from; a broken path or method may take it to none (the runner matches it again). */
  operationId: string;
  method: string;
  /** The URL path, percent-encoded as sent. */
  path: string;
  /** The query string without `?`, as sent; empty for none. */
  query: string;
  /** Lower-case names; they win over the credentials the runner adds. */
  headers: Record<string, string>;
  body?: string;
  auth: AuthMode;
}

export function urlOf(request: Pick<FuzzRequest, 'path' | 'query'>): string {
  return request.query ? `${request.path}?${request.query}` : request.path;
}

/** One request of `op`: the same seed and index give the same request. */
export function sampleRequest(op: Operation, seed: number, index: number): FuzzRequest {
  // Spread neighbouring indexes over the seed space (pure-rand seeds are 32-bit).
  const runSeed = (seed ^ Math.imul(index + 1, 0x9e3779b1)) | 0;
  return fc.sample(requestArbitrary(op), { seed: runSeed, numRuns: 1 })[0]!;
}

const arbitraries = new Map<string, fc.Arbitrary<FuzzRequest>>();

export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  let arbitrary = arbitraries.get(op.operationId);
  if (!arbitrary) arbitraries.set(op.operationId, (arbitrary = buildArbitrary(op)));
  return arbitrary;
}

function buildArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const examples = examplesOf(op);
  const base = wellFormed(op, examples);
  // Only where the examples hold an instant, and weighted up: a handler turning one into a Date is a classic crash.
  const instants = hasInstants(examples) ? [{ weight: 3, arbitrary: change(base, extremeInstants(examples)) }] : [];
  return fc.oneof(
    { weight: 3, arbitrary: base },
    ...instants,
    { weight: 4, arbitrary: change(base, mutatedBody(examples)) },
    { weight: 2, arbitrary: change(base, rawJsonBody()) },
    { weight: 2, arbitrary: change(base, oddContentType(examples)) },
    { weight: 2, arbitrary: change(base, badPath(op, examples)) },
    { weight: 1, arbitrary: change(base, oddQuery(op)) },
    { weight: 1, arbitrary: change(base, oddMethod(op)) },
    { weight: 1, arbitrary: change(base, oddHeaders()) },
    { weight: 2, arbitrary: change(base, oddCredentials()) },
  );
}

/** A change to a well-formed request: the request it makes, labelled with what it broke. */
type Change = (request: FuzzRequest) => FuzzRequest;

function change(base: fc.Arbitrary<FuzzRequest>, changes: fc.Arbitrary<Change>): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(base, changes).map(([request, apply]) => apply(request));
}

// ---- The operation's examples -------------------------------------------------

interface BodyExample {
  contentType: string;
  value: unknown;
  /** Top-level properties the schema declares: values the example leaves out are set too. */
  properties: string[];
  /** Multipart fields sent as file parts. */
  fileFields: Set<string>;
}

interface Examples {
  /** Path parameter -> example value, percent-encoded. */
  params: Record<string, string>;
  query: Array<{ name: string; value: string; required: boolean }>;
  /** Header parameters other than the workspace header (the credentials carry that one). */
  headers: Record<string, string>;
  bodies: BodyExample[];
}

type RawParameter = OpenAPIV3_1.ParameterObject & { example?: unknown };

function examplesOf(op: Operation): Examples {
  const item = specDocument.paths?.[op.path] as OpenAPIV3_1.PathItemObject;
  const operation = item[op.method] as OpenAPIV3_1.OperationObject;
  const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve<RawParameter>(specDocument, p));
  const examples: Examples = { params: {}, query: [], headers: {}, bodies: bodyExamples(operation) };
  for (const p of parameters) {
    const value = asText(p.example ?? (p.schema as { examples?: unknown[] } | undefined)?.examples?.[0] ?? 1);
    if (p.in === 'path') examples.params[p.name] = encodeURIComponent(value);
    if (p.in === 'query') examples.query.push({ name: p.name, value, required: p.required === true });
    if (p.in === 'header' && p.name.toLowerCase() !== 'x-iaa-ow-id') examples.headers[p.name.toLowerCase()] = value;
  }
  return examples;
}

function bodyExamples(operation: OpenAPIV3_1.OperationObject): BodyExample[] {
  if (!operation.requestBody) return [];
  const body = resolve<OpenAPIV3_1.RequestBodyObject>(specDocument, operation.requestBody);
  return Object.entries(body.content ?? {}).map(([contentType, media]) => {
    const schema = resolve<OpenAPIV3_1.SchemaObject>(specDocument, media.schema ?? {});
    const properties = schemaProperties(schema);
    const value = media.example ?? {};
    return { contentType, value, properties: Object.keys(properties), fileFields: fileFields(value, properties) };
  });
}

/** Properties of an object schema, with those of its allOf/anyOf/oneOf members (one level). */
function schemaProperties(schema: OpenAPIV3_1.SchemaObject): Record<string, OpenAPIV3_1.SchemaObject> {
  const members = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const merged: Record<string, OpenAPIV3_1.SchemaObject> = {};
  for (const member of members) Object.assign(merged, schemaProperties(resolve(specDocument, member)));
  for (const [name, property] of Object.entries(schema.properties ?? {})) merged[name] = resolve(specDocument, property);
  return merged;
}

/**
 * Fields whose example stands for a file: declared `format: binary`, or not
 * declared and named like a file (a creative upload keys its files by UUID).
 */
function fileFields(example: unknown, properties: Record<string, OpenAPIV3_1.SchemaObject>): Set<string> {
  const names = Object.entries(properties)
    .filter(([, p]) => p.format === 'binary')
    .map(([name]) => name);
  if (isObject(example)) {
    for (const [name, value] of Object.entries(example)) {
      if (!(name in properties) && typeof value === 'string' && /\.\w{2,4}$/.test(value)) names.push(name);
    }
  }
  return new Set(names);
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(asText).join(',');
  return JSON.stringify(value);
}

// ---- The well-formed request ---------------------------------------------------

function wellFormed(op: Operation, examples: Examples): fc.Arbitrary<FuzzRequest> {
  const optional = examples.query.filter((q) => !q.required);
  const body = examples.bodies.length > 0 ? fc.constantFrom(...examples.bodies).map((b) => encodeBody(b, b.value)) : fc.constant(noBody);
  return fc.record({ body, optional: fc.subarray(optional) }).map(({ body: encoded, optional: chosen }) => {
    const query = [...examples.query.filter((q) => q.required), ...chosen];
    return {
      label: 'well-formed',
      operationId: op.operationId,
      method: op.method.toUpperCase(),
      path: fillPath(op.path, examples.params),
      query: query.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(q.value)}`).join('&'),
      headers: { ...examples.headers, ...encoded.headers },
      body: encoded.body,
      auth: defaultAuth(op),
    };
  });
}

function defaultAuth(op: Operation): AuthMode {
  if (op.security === 'bearer') return 'owner';
  return op.security === 'client' ? 'client' : 'none';
}

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
}

// ---- Bodies --------------------------------------------------------------------

interface EncodedBody {
  headers: Record<string, string>;
  body?: string;
}

const noBody: EncodedBody = { headers: {} };

function withBody(label: string, encoded: EncodedBody): Change {
  return (request) => {
    const { 'content-type': _dropped, ...headers } = request.headers;
    return { ...request, label, headers: { ...headers, ...encoded.headers }, body: encoded.body };
  };
}

function encodeBody(example: BodyExample, value: unknown): EncodedBody {
  switch (example.contentType) {
    case 'multipart/form-data':
      return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: multipartText(value, example.fileFields) };
    case 'application/x-www-form-urlencoded':
      return { headers: { 'content-type': example.contentType }, body: formText(value) };
    default:
      return { headers: { 'content-type': example.contentType }, body: toJsonText(value) };
  }
}

const boundary = 'fuzz-boundary-7MA4YWxkTrZu0gW';

function multipartText(value: unknown, files: Set<string>): string {
  if (!isObject(value)) return toJsonText(value);
  const parts = Object.entries(value).map(([name, field]) => {
    const quoted = name.replace(/"/g, '%22');
    if (files.has(name) && typeof field === 'string') {
      const type = /\.csv$/i.test(field) ? 'text/csv' : /\.png$/i.test(field) ? 'image/png' : 'application/octet-stream';
      return `Content-Disposition: form-data; name="${quoted}"; filename="${field}"\r\nContent-Type: ${type}\r\n\r\nemail\r\na@example.com\r\n`;
    }
    return `Content-Disposition: form-data; name="${quoted}"\r\n\r\n${typeof field === 'string' ? field : toJsonText(field)}`;
  });
  return `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;
}

function formText(value: unknown): string {
  if (!isObject(value)) return toJsonText(value);
  const entries = Object.entries(value).map(([name, field]): [string, string] => [name, typeof field === 'string' ? field : toJsonText(field)]);
  return new URLSearchParams(entries).toString();
}

/** A JSON token JSON.stringify cannot write: -0, a number past double range, an integer past 2^53. */
export class RawJson {
  constructor(readonly text: string) {}
}

export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawJson ? `\u0000raw${raws.push(v.text) - 1}` : v)) ?? 'null';
  return text.replace(/"\\u0000raw(\d+)"/g, (_, i: string) => raws[Number(i)]!);
}

// ---- Values that break a body --------------------------------------------------

interface Named<T> {
  name: string;
  value: T;
}

function named<T>(name: string, value: T): Named<T> {
  return { name, value };
}

/** As text: JSON.stringify with a replacer runs out of stack long before 5,000 levels. */
function deepArray(depth: number): RawJson {
  return new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`);
}

/** Own properties named like the prototype chain (plain assignment to `__proto__` would set the prototype). */
function withPrototypeKeys(node: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = isObject(node) ? { ...node } : {};
  defineOwn(object, '__proto__', { polluted: true });
  defineOwn(object, 'constructor', { prototype: { polluted: true } });
  defineOwn(object, 'prototype', { polluted: true });
  return object;
}

const hostileValues: Named<unknown>[] = [
  named('1e308', 1e308),
  named('-1e308', -1e308),
  named('1e400 (past double range)', new RawJson('1e400')),
  named('-0', new RawJson('-0')),
  named('2^53 + 1', new RawJson('9007199254740993')),
  named('"NaN"', 'NaN'),
  named('"Infinity"', 'Infinity'),
  named('"-0"', '-0'),
  named('"1e308"', '1e308'),
  // Past ±8.64e15, the largest epoch ms a Date can hold.
  named('epoch 9e15', 9e15),
  named('epoch -9e15', -9e15),
  named('"9e15" as digits', '9000000000000000'),
  named('date past range', '+275760-09-13T00:00:00.001Z'),
  named('impossible date', '2026-13-45T25:61:00Z'),
  named('1.5', 1.5),
  named('-1', -1),
  named('0', 0),
  named('empty string', ''),
  named('blanks', '   '),
  named('NUL', '\u0000'),
  named('unicode', 'Ünïcødé 😀 𝔘 \u202e'),
  named('huge string (200 KB)', 'x'.repeat(200_000)),
  named('list text', '1,2,,3,-1,abc'),
  named('null', null),
  named('true', true),
  named('[]', []),
  named('{}', {}),
  named('nested 5,000 deep', deepArray(5_000)),
];

/** Removes the node instead of replacing it. */
const removed = Symbol('removed');

const edits: fc.Arbitrary<Named<(node: unknown) => unknown>> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileValues).map(({ name, value }) => named(name, () => value)) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      named('removed', () => removed),
      named('wrapped in an array', (node: unknown) => [node]),
      named('array as object', (node: unknown) => (Array.isArray(node) ? { ...node } : { 0: node })),
      named('object as array', (node: unknown) => (isObject(node) ? Object.values(node) : [node])),
      named('prototype keys', withPrototypeKeys),
      named('number as string', (node: unknown) => (typeof node === 'number' ? String(node) : node)),
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => named('random string', () => s)) },
  { weight: 1, arbitrary: fc.double().map((d) => named('random number', () => d)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => named('random JSON', () => v)) },
);

type Path = Array<string | number>;

/** Every node of an example (the root is []), with the declared top-level properties it leaves out. */
function editablePaths(example: BodyExample): Path[] {
  const paths = nodePaths(example.value);
  if (isObject(example.value)) {
    for (const name of example.properties) if (!(name in example.value)) paths.push([name]);
  }
  return paths;
}

function nodePaths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (prefix.length >= 6 || out.length >= 200) return out;
  if (Array.isArray(value)) value.forEach((item, i) => nodePaths(item, [...prefix, i], out));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) nodePaths(item, [...prefix, key], out);
  return out;
}

function editAt(root: unknown, path: Path, edit: (node: unknown) => unknown): unknown {
  if (path.length === 0) {
    const value = edit(root);
    return value === removed ? undefined : value;
  }
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  const value = edit(parent[key]);
  if (value === removed) delete parent[key];
  else defineOwn(parent, key, value);
  return copy;
}

/** One value of the example replaced, removed or reshaped; sent in the example's content type. */
function mutatedBody(examples: Examples): fc.Arbitrary<Change> {
  // An operation without a body still gets one: a body where none is expected.
  const bodies = examples.bodies.length > 0 ? examples.bodies : [{ contentType: 'application/json', value: {}, properties: [], fileFields: new Set<string>() }];
  const edit = fc.constantFrom(...bodies).chain((body) => fc.tuple(fc.constant(body), fc.constantFrom(...editablePaths(body)), edits));
  return edit.map(([body, path, { name, value: apply }]) => {
    const value = editAt(body.value, path, apply);
    const encoded = value === undefined ? { headers: { 'content-type': body.contentType }, body: '' } : encodeBody(body, value);
    return withBody(`body: ${name}`, encoded);
  });
}

// ---- Instants -------------------------------------------------------------------

/** A value that stands for an instant: epoch ms (a number, or a string of 11 or more digits) or an ISO date. */
function isInstant(value: unknown): boolean {
  if (typeof value === 'number') return value >= 1e11;
  return typeof value === 'string' && (/^\d{11,}$/.test(value) || /^\d{4}-\d{2}-\d{2}T/.test(value));
}

function hasInstants(examples: Examples): boolean {
  return examples.query.some((q) => isInstant(q.value)) || examples.bodies.some((b) => nodePaths(b.value).some((path) => isInstant(valueAt(b.value, path))));
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);
}

/** Every instant of the body and the query moved to the same extreme, in the form it had (number, digits or ISO). */
function extremeInstants(examples: Examples): fc.Arbitrary<Change> {
  const extremes: Array<Named<{ number: number; digits: string; iso: string }>> = [
    named('past the Date range', { number: 9e15, digits: '9000000000000000', iso: '+275760-09-13T00:00:00.001Z' }),
    named('just past the Date range', { number: 8_640_000_000_000_001, digits: '8640000000000001', iso: '+275760-09-13T00:00:00.001Z' }),
    named('before the Date range', { number: -9e15, digits: '-9000000000000000', iso: '-271821-04-19T23:59:59.999Z' }),
    named('1e308', { number: 1e308, digits: `1${'0'.repeat(308)}`, iso: '+999999-01-01T00:00:00Z' }),
    named('zero', { number: 0, digits: '0', iso: '1970-01-01T00:00:00Z' }),
  ];
  const body = examples.bodies.length > 0 ? fc.constantFrom(...examples.bodies) : fc.constant(null);
  // Digits may go as a number: the spec takes both forms for some instants (DECISIONS C1).
  return fc.tuple(fc.constantFrom(...extremes), body, fc.boolean()).map(([{ name, value: extreme }, example, asNumber]) => {
    const move = (value: unknown): unknown => {
      if (!isInstant(value)) return value;
      if (typeof value === 'number') return extreme.number;
      return /^\d+$/.test(value as string) ? (asNumber ? extreme.number : extreme.digits) : extreme.iso;
    };
    const query = examples.query.map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(asText(move(q.value)))}`).join('&');
    return (request) => {
      const moved = example
        ? withBody(`instants: ${name}`, encodeBody(example, mapLeaves(example.value, move)))(request)
        : { ...request, label: `instants: ${name}` };
      return { ...moved, query };
    };
  });
}

function mapLeaves(value: unknown, map: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, map));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapLeaves(item, map)]));
  return map(value);
}

// ---- Whole bodies and content types ------------------------------------------------

/** Whole JSON bodies: malformed, of the wrong type, deep, huge, or keyed like the prototype chain. */
function rawJsonBody(): fc.Arbitrary<Change> {
  const texts: Named<string>[] = [
    named('unterminated object', '{'),
    named('unterminated member', '{"a":'),
    named('unterminated array', '[1,2'),
    named('single quotes', "{'a':1}"),
    named('trailing brace', '{"a":1}}'),
    named('trailing comma', '{"a":1,}'),
    named('leading zero', '{"a":01}'),
    named('bare word', 'undefined'),
    named('NaN', 'NaN'),
    named('byte order mark', '\uFEFF{}'),
    named('lone surrogate', '{"a":"\\ud800"}'),
    named('NUL byte', '\u0000'),
    named('null', 'null'),
    named('number', '0'),
    named('-0', '-0'),
    named('1e308', '1e308'),
    named('string', '"text"'),
    named('true', 'true'),
    named('empty array', '[]'),
    named('array of objects', '[{}]'),
    named('empty object', '{}'),
    named('object nested 5,000 deep', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`),
    named('array nested 5,000 deep', `${'['.repeat(5_000)}${']'.repeat(5_000)}`),
    named('string over the body limit (1.1 MB)', `"${'a'.repeat(1_100_000)}"`),
    named('array of 300,000 numbers', `[${'1,'.repeat(300_000)}1]`),
    named('__proto__ key', '{"__proto__":{"polluted":true}}'),
    named('constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'),
  ];
  return fc.constantFrom(...texts).map(({ name, value }) => withBody(`raw JSON: ${name}`, { headers: { 'content-type': 'application/json' }, body: value }));
}

/** The example (or a broken body) under a content type the operation does not take, or none. */
function oddContentType(examples: Examples): fc.Arbitrary<Change> {
  const json = toJsonText(examples.bodies[0]?.value ?? {});
  const form = `${formText(examples.bodies[0]?.value ?? {})}&__proto__%5Bpolluted%5D=1&constructor=1`;
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n`;
  const bodies: Array<Named<EncodedBody>> = [
    named('text/plain', { headers: { 'content-type': 'text/plain' }, body: json }),
    named('application/xml', { headers: { 'content-type': 'application/xml' }, body: '<?xml version="1.0"?><a><b>1</b></a>' }),
    named('multipart without a boundary', { headers: { 'content-type': 'multipart/form-data' }, body: json }),
    named('multipart, unterminated part', { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: `${part}value` }),
    named('multipart, garbage body', { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: json }),
    named('multipart, part without headers', {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`,
    }),
    named('multipart, empty', { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: '' }),
    named('form-urlencoded', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }),
    named('form-urlencoded junk', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '%ZZ=%%&&==&a=%E0%A4%A' }),
    named('no content type, with a body', { headers: {}, body: json }),
    named('empty body labelled JSON', { headers: { 'content-type': 'application/json' }, body: '' }),
    named('blank body labelled JSON', { headers: { 'content-type': 'application/json' }, body: '  \r\n ' }),
    named('JSON in UTF-16', { headers: { 'content-type': 'application/json; charset=utf-16' }, body: json }),
    named('content type junk', { headers: { 'content-type': ';;;=/' }, body: json }),
    named('empty content type', { headers: { 'content-type': '' }, body: json }),
    named('two content types', { headers: { 'content-type': 'application/json, text/plain' }, body: json }),
  ];
  return fc.constantFrom(...bodies).map(({ name, value }) => withBody(`content type: ${name}`, value));
}

// ---- Paths, queries, methods, headers, credentials -------------------------------

/** Path values, percent-encoded as sent (the junk ones on purpose). */
const oddSegments: fc.Arbitrary<Named<string>> = fc.oneof(
  fc.constantFrom(
    named('negative', '-1'),
    named('-0', '-0'),
    named('zero', '0'),
    named('past 2^53', '9007199254740993'),
    named('past int32', '2147483648'),
    named('1e308', '1e308'),
    named('decimal', '1.5'),
    named('non-numeric', 'abc'),
    named('NaN', 'NaN'),
    named('null', 'null'),
    named('__proto__', '__proto__'),
    named('constructor', 'constructor'),
    named('prototype', 'prototype'),
    named('toString', 'toString'),
    named('percent alone', '%'),
    named('bad percent escape', '%ZZ'),
    named('truncated UTF-8 escape', '%E0%A4%A'),
    named('overlong UTF-8 escape', '%C0%AF'),
    named('encoded NUL', '%00'),
    named('encoded slash', '1%2F2'),
    named('encoded dot-dot', '%2e%2e'),
    named('empty', ''),
    named('long, 300 chars', 'a'.repeat(300)),
    named('long digits, 300', '9'.repeat(300)),
    named('long, 5,000 chars', 'a'.repeat(5_000)),
  ),
  fc.integer({ min: 101, max: 3_000 }).map((n) => named('long, 101 to 3,000 chars', '7'.repeat(n))),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).map((s) => named('unicode', encodeURIComponent(s))),
);

function badPath(op: Operation, examples: Examples): fc.Arbitrary<Change> {
  const names = Object.keys(examples.params);
  if (names.length === 0) {
    // No path value to break: a segment added or the last one replaced, so no route matches.
    return fc.tuple(oddSegments, fc.boolean()).map(([segment, append]) => (request) => ({
      ...request,
      label: `path: ${segment.name}`,
      path: append ? `${request.path}/${segment.value}` : request.path.replace(/[^/]*$/, segment.value),
    }));
  }
  return fc.tuple(fc.constantFrom(...names), oddSegments).map(([name, segment]) => (request) => ({
    ...request,
    label: `path: ${segment.name}`,
    path: fillPath(op.path, { ...examples.params, [name]: segment.value }),
  }));
}

/** Query values, percent-encoded as sent. */
const oddQueryValues = [
  '',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e308',
  'NaN',
  'Infinity',
  '9000000000000000',
  'abc',
  'null',
  'true',
  '[]',
  '%7B%7D',
  '%ZZ',
  '%00',
  '__proto__',
  '1,2,,x',
  '%20%201',
  '%F0%9F%98%80',
  'a'.repeat(5_000),
];

function oddQuery(op: Operation): fc.Arbitrary<Change> {
  const names = [...op.parameters.filter((p) => p.in === 'query').map((p) => p.name), 'q'];
  const raw = fc.constantFrom(
    named('bare ?', ''),
    named('empty pairs', '&&&=&=='),
    named('bad escape in name', '%ZZ=1'),
    named('prototype keys', '__proto__%5Bpolluted%5D=1&constructor%5Bprototype%5D%5Bpolluted%5D=1'),
    named('bracket array', 'a%5B%5D=1&a%5B%5D=2'),
    named('huge (20,000 chars)', `q=${'a'.repeat(20_000)}`),
  );
  const valued = fc.tuple(fc.constantFrom(...names), fc.constantFrom(...oddQueryValues), fc.boolean()).map(([name, value, twice]) => {
    const pair = `${encodeURIComponent(name)}=${value}`;
    // The same name twice makes an array where a string is expected.
    return named(twice ? 'repeated parameter' : `odd value ${value.length > 40 ? 'a×5000' : JSON.stringify(value)}`, twice ? `${pair}&${pair}` : pair);
  });
  return fc.oneof(raw, valued).map(({ name, value }) => (request) => ({
    ...request,
    label: `query: ${name}`,
    query: [request.query, value].filter(Boolean).join('&'),
  }));
}

function oddMethod(op: Operation): fc.Arbitrary<Change> {
  const others = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => m !== op.method.toUpperCase());
  const local = 'http://localhost:3000';
  const preflight = { 'access-control-request-method': op.method.toUpperCase() };
  const choices: Array<Named<{ method: string; headers: Record<string, string>; keepBody: boolean }>> = [
    named('OPTIONS without Origin', { method: 'OPTIONS', headers: {}, keepBody: false }),
    named('OPTIONS preflight', { method: 'OPTIONS', headers: { origin: local, ...preflight }, keepBody: false }),
    named('OPTIONS preflight, foreign Origin', { method: 'OPTIONS', headers: { origin: 'https://evil.example', ...preflight }, keepBody: false }),
    named('OPTIONS with Origin, no request method', { method: 'OPTIONS', headers: { origin: local }, keepBody: false }),
    named('HEAD', { method: 'HEAD', headers: {}, keepBody: false }),
    named('TRACE', { method: 'TRACE', headers: {}, keepBody: false }),
    ...others.map((method) => named(`${method} (not this operation's method)`, { method, headers: {}, keepBody: true })),
  ];
  return fc.constantFrom(...choices).map(({ name, value }) => (request) => {
    const headers = { ...request.headers, ...value.headers };
    if (!value.keepBody) delete headers['content-type'];
    return { ...request, label: `method: ${name}`, method: value.method, headers, body: value.keepBody ? request.body : undefined };
  });
}

function oddHeaders(): fc.Arbitrary<Change> {
  const many = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`x-fuzz-${i}`, 'v']));
  const choices: Array<Named<Record<string, string>>> = [
    named('huge header (9 KB)', { 'x-fuzz-padding': 'a'.repeat(9_000) }),
    named('huge header (20 KB)', { 'x-fuzz-padding': 'a'.repeat(20_000) }),
    named('huge header (100 KB)', { 'x-fuzz-padding': 'a'.repeat(100_000) }),
    named('300 headers', many),
    named('Accept: application/xml', { accept: 'application/xml' }),
    named('Accept: nothing acceptable', { accept: '*/*;q=0' }),
    named('foreign Host', { host: 'evil.example:99999' }),
    named('junk X-Forwarded-For', { 'x-forwarded-for': 'not an address, ::::, 999.1.1.1' }),
    named('Accept-Encoding junk', { 'accept-encoding': 'gzip;q=x, br;q=-1, zstd' }),
  ];
  return fc.constantFrom(...choices).map(({ name, value }) => (request) => ({
    ...request,
    label: `header: ${name}`,
    headers: { ...request.headers, ...value },
  }));
}

function oddCredentials(): fc.Arbitrary<Change> {
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const basic = (junk: string) => ({ authorization: `Basic ${junk}` });
  const bearer = (junk: string) => ({ authorization: `Bearer ${junk}` });
  const choices: Array<Named<{ auth: AuthMode; headers: Record<string, string> }>> = [
    named('missing', { auth: 'none', headers: {} }),
    named('Basic, not base64', { auth: 'none', headers: basic('!!!not*base64!!!') }),
    named('Basic, empty', { auth: 'none', headers: basic('') }),
    named('Basic, no colon', { auth: 'none', headers: basic(base64('nocolon')) }),
    named('Basic, only a colon', { auth: 'none', headers: basic(base64(':')) }),
    named('Basic, wrong secret', { auth: 'none', headers: basic(base64('mock-client-id:wrong')) }),
    named('Basic, 10 KB', { auth: 'none', headers: basic(base64('a'.repeat(7_500))) }),
    named('Basic, binary', { auth: 'none', headers: basic(base64('\u00ff\u00fe:\u0000')) }),
    named('Bearer, empty', { auth: 'none', headers: bearer('') }),
    named('Bearer, junk', { auth: 'none', headers: bearer('6b1f0e9c-junk-junk') }),
    named('Bearer, 10 KB', { auth: 'none', headers: bearer('t'.repeat(10_000)) }),
    named('Bearer, quotes', { auth: 'none', headers: bearer(`' OR 1=1 --`) }),
    named('Authentication: Bearer junk', { auth: 'none', headers: { authentication: 'Bearer junk' } }),
    named('scheme only', { auth: 'none', headers: { authorization: 'Bearer' } }),
    named('unknown scheme', { auth: 'none', headers: { authorization: 'Digest username="a"' } }),
    ...['-1', '0', 'abc', '1e308', '1001.5', ' ', '9'.repeat(400), '1001,1002', '999999', '1006'].map((owId) =>
      named(`owner, X-IAA-OW-ID ${owId.length > 20 ? '9×400' : JSON.stringify(owId)}`, { auth: 'owner' as const, headers: { 'x-iaa-ow-id': owId } }),
    ),
  ];
  return fc.constantFrom(...choices).map(({ name, value }) => (request) => ({
    ...request,
    label: `credentials: ${name}`,
    auth: value.auth,
    headers: { ...request.headers, ...value.headers },
  }));
}

// ---- Helpers -------------------------------------------------------------------

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson);
}

function defineOwn(object: object, key: string | number, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}
