/**
 * The verdict on one answer: its breaches (rules the documents state, broken)
 * and its deviations (what differs from the documents' description and breaks
 * no rule), each with the operation, the JSON path, what the contract says and
 * what came. spec/DECISIONS.md B1 draws the line:
 * - a breach: a status the operation does not document; no envelope where the
 *   documents fix one; a promised field absent (the envelope's, `x-promised`);
 *   a value of another type, or outside a set or a bound the documents define;
 * - a deviation (mock/core/pipeline/deviations.ts): a listed field absent, null, another
 *   common form of the value, another of the documented envelopes.
 *
 * The answer whose precompiled check passes costs nothing more. Otherwise the
 * answer is walked along its schema, each node checked with a validator of the
 * node alone. The verdict carries the body in its documented form (envelope and
 * forms put back), so tests read every target's answers alike.
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { createAjv } from '../../mock/core/pipeline/ajv.ts';
import { documentedForm, envelopeOf, jsonType, otherEnvelopes, rewrap, type DeviationKind } from '../../mock/core/pipeline/deviations.ts';
import { escapePointer, getPointer, specDocument, type Operation } from '../../mock/core/pipeline/spec-loader.ts';
import { pointerSchema } from '../../mock/core/pipeline/validation.ts';
import { responseChecker } from './spec.ts';

export interface Finding {
  operationId: string;
  status: number;
  /** JSON path in the answer, `$.data.data[0].status`. */
  path: string;
  /** What the contract says of that place. */
  says: string;
  /** What came there. */
  came: string;
}

export interface Deviation extends Finding {
  kind: DeviationKind;
}

export interface Verdict {
  breaches: Finding[];
  deviations: Deviation[];
  /** The answer in its documented envelope and forms (absent and null values stay). */
  body: unknown;
}

type Node = Record<string, unknown>;

interface Walk {
  breaches: Omit<Finding, 'operationId' | 'status'>[];
  deviations: Omit<Deviation, 'operationId' | 'status'>[];
  value: unknown;
}

export function judge(op: Operation, status: number, body: unknown): Verdict {
  const response = op.responses.get(status);
  if (!response) {
    const documented = [...op.responses.keys()].join(', ');
    return { breaches: [finding(op, status, { path: '$', says: `a documented status (${documented})`, came: String(status) })], deviations: [], body };
  }
  if (response.schemaPointer === null) return { breaches: [], deviations: [], body };
  // An answer the documents allow in more than one shape is walked even when valid: the member that describes
  // it most (the On Hold login's failure over the plain one) tells its deviations.
  if (responseChecker(op.operationId)(status, body) === null && !isChoice(response.schemaPointer)) return { breaches: [], deviations: [], body };
  const shown = walkAnswer(op, status, body, response.schemaPointer);
  if (shown.breaches.length === 0) return verdictOf(op, status, shown, []);
  // Another of the documented envelopes, carrying what the documents show.
  const came = envelopeOf(body);
  if (!op.envelopeFixed && came !== op.envelope && otherEnvelopes(op.envelope).includes(came)) {
    const rewrapped = walkAnswer(op, status, rewrap(body, came, op.envelope, status), response.schemaPointer);
    if (rewrapped.breaches.length === 0) {
      const envelope = { path: '$', says: `the ${op.envelope} envelope`, came: `the ${came} envelope`, kind: 'envelope' as const };
      return verdictOf(op, status, rewrapped, [envelope]);
    }
  }
  return verdictOf(op, status, shown, []);
}

function verdictOf(op: Operation, status: number, walk: Walk, extra: Walk['deviations']): Verdict {
  return {
    breaches: walk.breaches.map((b) => finding(op, status, b)),
    deviations: [...extra, ...walk.deviations].map((d) => ({ ...finding(op, status, d), kind: d.kind })),
    body: walk.value,
  };
}

function finding(op: Operation, status: number, place: Omit<Finding, 'operationId' | 'status'>): Finding {
  return { operationId: op.operationId, status, ...place };
}

/**
 * The top level of an answer in an envelope: its envelope fields are promised
 * (document 1, "every response carries success or statusCode"), and so are those
 * of a shape an endpoint fixes in its own words (`x-envelope-fixed`).
 */
function walkAnswer(op: Operation, status: number, body: unknown, pointer: string): Walk {
  const enveloped = op.envelope === 'v3' || op.envelope === 'v2' || op.envelopeFixed || status >= 400;
  if (isChoice(pointer)) return walkChoice(body, shapeOf(target(pointer)).choices, '$', enveloped);
  return walkAll(body, [pointer], '$', enveloped);
}

/** One message per breach or deviation, naming the operation, the place, what the contract says and what came. */
export function describeFinding(f: Finding | Deviation): string {
  const kind = 'kind' in f ? ` [${f.kind}]` : '';
  return `${f.operationId} ${f.status} ${f.path}${kind}: the contract says ${f.says}; came ${f.came}`;
}

// --- the walk ---------------------------------------------------------------

const ajv = createAjv(specDocument, { coerce: false, defaults: false });
const whole = new Map<string, ValidateFunction>();
const local = new Map<string, ValidateFunction>();

function node(pointer: string): Node {
  const found = getPointer(specDocument, pointer);
  return typeof found === 'object' && found !== null ? (found as Node) : {};
}

/** Follows `$ref`s to the node that holds the schema. */
function target(pointer: string): string {
  let current = pointer;
  for (let ref = node(current).$ref; typeof ref === 'string'; ref = node(current).$ref) current = ref.slice(1);
  return current;
}

function isChoice(pointer: string): boolean {
  const schema = node(target(pointer));
  return Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf);
}

function valid(pointer: string, value: unknown): boolean {
  let validate = whole.get(pointer);
  if (!validate) whole.set(pointer, (validate = ajv.compile(pointerSchema(pointer))));
  return validate(value);
}

/** Walks `value` against every schema of `pointers` (allOf members, refined properties) in turn. */
function walkAll(value: unknown, pointers: string[], path: string, envelope = false): Walk {
  const out: Walk = { breaches: [], deviations: [], value };
  for (const pointer of pointers) {
    const step = walkOne(out.value, pointer, path, envelope);
    out.breaches.push(...step.breaches.filter((b) => !out.breaches.some((s) => s.path === b.path && s.says === b.says)));
    out.deviations.push(...step.deviations.filter((d) => !out.deviations.some((s) => s.path === d.path && s.kind === d.kind)));
    out.value = step.value;
  }
  return out;
}

function walkOne(value: unknown, pointer: string, path: string, envelope: boolean): Walk {
  const at = target(pointer);
  if (valid(at, value)) return { breaches: [], deviations: [], value };
  const shape = shapeOf(at);
  if (value === null && !shape.types.includes('null')) {
    return { breaches: [], deviations: [{ path, says: typesText(shape.types), came: 'null', kind: 'null' }], value };
  }
  if (shape.choices.length > 0) return walkChoice(value, shape.choices, path, envelope);
  const type = jsonType(value);
  if (shape.types.length > 0 && !accepts(shape.types, type)) return walkOtherForm(value, at, shape, path, envelope);
  const out: Walk = { breaches: [], deviations: [], value };
  if (type === 'object') walkObject(out, value as Node, shape, path, envelope);
  if (type === 'array') walkArray(out, value as unknown[], shape, path);
  for (const check of shape.locals) localBreaches(out, check, out.value, path);
  if (shape.conjuncts.length === 0) return out;
  const rest = walkAll(out.value, shape.conjuncts, path, envelope);
  return { breaches: [...out.breaches, ...rest.breaches], deviations: [...out.deviations, ...rest.deviations], value: rest.value };
}

/** A value of another type: another common form of it, or a breach. */
function walkOtherForm(value: unknown, pointer: string, shape: Shape, path: string, envelope: boolean): Walk {
  const form = documentedForm(value, shape.types);
  if (!form) return { breaches: [{ path, says: typesText(shape.types), came: excerpt(value) }], deviations: [], value };
  const again = walkOne(form.value, pointer, path, envelope);
  return { ...again, deviations: [{ path, says: typesText(shape.types), came: `${excerpt(value)} (${form.form})`, kind: 'form' }, ...again.deviations] };
}

/**
 * anyOf / oneOf: the member that takes the value with no breach, describes most of
 * its fields (the On Hold login's failure over the plain one), and finds the fewest deviations.
 */
function walkChoice(value: unknown, choices: string[], path: string, envelope: boolean): Walk {
  const keys = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  const walks = choices.map((c) => ({ walk: walkOne(value, c, path, envelope), described: keys.filter((k) => shapeOf(target(c)).properties.has(k)).length }));
  const rank = ({ walk, described }: { walk: Walk; described: number }) => walk.breaches.length * 1e6 - described * 1e3 + walk.deviations.length;
  const best = walks.reduce((a, b) => (rank(b) < rank(a) ? b : a)).walk;
  if (best.breaches.length > 0 && best.breaches.every((b) => b.path === path)) {
    return { ...best, breaches: [{ path, says: `one of ${choices.length} documented forms`, came: excerpt(value) }] };
  }
  return best;
}

function walkObject(out: Walk, value: Node, shape: Shape, path: string, envelope: boolean): void {
  const normalized: Node = { ...value };
  for (const name of shape.required) {
    if (name in value) continue;
    const place = { path: `${path}.${name}`, says: `the field ${name}`, came: 'nothing' };
    if (envelope || shape.promised.has(name)) out.breaches.push({ ...place, says: `the field ${name}, always present` });
    else out.deviations.push({ ...place, kind: 'absent' });
  }
  for (const [name, field] of Object.entries(value)) {
    const pointers = shape.properties.get(name) ?? shape.additional;
    if (pointers.length === 0 || field === undefined) continue;
    const step = walkAll(field, pointers, `${path}.${name}`);
    out.breaches.push(...step.breaches);
    out.deviations.push(...step.deviations);
    normalized[name] = step.value;
  }
  out.value = normalized;
}

function walkArray(out: Walk, value: unknown[], shape: Shape, path: string): void {
  if (shape.items.length === 0) return;
  out.value = value.map((item, i) => {
    const step = walkAll(item, shape.items, `${path}[${i}]`);
    out.breaches.push(...step.breaches);
    out.deviations.push(...step.deviations);
    return step.value;
  });
}

/** The node's own rules (type, enum, bounds, format), its children left to the walk. */
function localBreaches(out: Walk, pointer: string, value: unknown, path: string): void {
  let validate = local.get(pointer);
  if (!validate) local.set(pointer, (validate = ajv.compile(localSchema(node(pointer)))));
  if (validate(value)) return;
  for (const error of validate.errors ?? []) {
    out.breaches.push({ path: path + jsonPath(error.instancePath), says: error.message ?? 'a valid value', came: excerpt(value) });
  }
}

const localKeywords = [
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
];

function localSchema(schema: Node): Node {
  const out: Node = Object.fromEntries(localKeywords.filter((k) => k in schema).map((k) => [k, schema[k]]));
  // A closed object keeps its own names; what each holds is walked separately.
  if (schema.additionalProperties === false) {
    out.properties = Object.fromEntries(Object.keys((schema.properties as Node) ?? {}).map((k) => [k, true]));
    out.additionalProperties = false;
  }
  // Null is a deviation, met before this check.
  const types = typeof out.type === 'string' ? [out.type] : (out.type as string[] | undefined);
  if (types) out.type = [...new Set([...types, 'null'])];
  return out;
}

// --- reading a schema node ---------------------------------------------------

interface Shape {
  types: string[];
  /** The node's own anyOf / oneOf members. */
  choices: string[];
  /** allOf members that are choices of their own (one of two spellings is required): each must hold too. */
  conjuncts: string[];
  properties: Map<string, string[]>;
  additional: string[];
  items: string[];
  required: Set<string>;
  promised: Set<string>;
  /** The nodes whose own rules apply (the node and its allOf members). */
  locals: string[];
}

const shapes = new Map<string, Shape>();

function shapeOf(pointer: string): Shape {
  let shape = shapes.get(pointer);
  if (!shape) shapes.set(pointer, (shape = readShape(pointer)));
  return shape;
}

function readShape(pointer: string): Shape {
  const shape: Shape = {
    types: [],
    choices: [],
    conjuncts: [],
    properties: new Map(),
    additional: [],
    items: [],
    required: new Set(),
    promised: new Set(),
    locals: [],
  };
  addNode(shape, pointer, true);
  return shape;
}

/** Adds a node's parts to the shape, and its allOf members' (merged: a value must meet every member). */
function addNode(shape: Shape, pointer: string, own = false): void {
  const at = target(pointer);
  const schema = node(at);
  if (!own && (schema.anyOf || schema.oneOf)) {
    shape.conjuncts.push(at);
    return;
  }
  shape.locals.push(at);
  const types = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? (schema.type as string[]) : [];
  if (types.length > 0) shape.types = shape.types.length > 0 ? shape.types.filter((t) => types.includes(t)) : types;
  else if (schema.properties && shape.types.length === 0) shape.types = ['object'];
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const members = schema[keyword];
    if (Array.isArray(members)) shape.choices.push(...members.map((_, i) => `${at}/${keyword}/${i}`));
  }
  for (const name of Object.keys((schema.properties as Node) ?? {})) {
    const list = shape.properties.get(name) ?? [];
    list.push(`${at}/properties/${escapePointer(name)}`);
    shape.properties.set(name, list);
  }
  if (typeof schema.additionalProperties === 'object') shape.additional.push(`${at}/additionalProperties`);
  if (typeof schema.items === 'object') shape.items.push(`${at}/items`);
  for (const name of (schema.required as string[]) ?? []) shape.required.add(name);
  for (const name of (schema['x-promised'] as string[]) ?? []) shape.promised.add(name);
  const allOf = schema.allOf;
  if (Array.isArray(allOf)) allOf.forEach((_, i) => addNode(shape, `${at}/allOf/${i}`));
}

function accepts(types: string[], type: string): boolean {
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

function typesText(types: string[]): string {
  const named = types.filter((t) => t !== 'null');
  return named.length === 0 ? 'a value' : named.length === 1 ? `a value of type ${named[0]}` : `a value of type ${named.join(' or ')}`;
}

/** Ajv's instance path (`/a/0`) as a JSON path suffix (`.a[0]`). */
function jsonPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((token) => (/^\d+$/.test(token) ? `[${token}]` : `.${token.replace(/~1/g, '/').replace(/~0/g, '~')}`))
    .join('');
}

function excerpt(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
