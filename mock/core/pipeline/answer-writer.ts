/**
 * The JSON text of an answer, written by a writer made from its documented schema:
 * the very text JSON.stringify writes, for any value, in less time.
 *
 * JSON.stringify walks an object generically, looking up each property and writing
 * each key's text on every call. A writer
 * made from the schema knows the keys' text and each value's kind ahead. For an
 * object whose keys are the schema's, in its order (as handlers build them), it
 * reads each property directly, in code made for that object schema.
 *
 * The schema is only a hint. Every writer checks the value it is given, and hands
 * anything else to a slower writer or to JSON.stringify: another type, an object
 * with a prototype or a toJSON, keys in another order or that the schema does not
 * name. So an answer that breaks its schema (a bug, a planted breach, a variant) is
 * written exactly as it is, never coerced to the schema.
 */
import { getPointer, resolve, type Operation, type SpecDocument } from './spec-loader.ts';

/** A value's text, or undefined where JSON.stringify gives none (undefined, a function): a property so valued is left out. */
type Writer = (value: unknown) => string | undefined;

const stringify: Writer = (value) => JSON.stringify(value);

/**
 * An operation's answers written by status: each documented status's writer is made
 * on its first answer; a status with no schema is written by JSON.stringify.
 */
export function operationAnswerWriter(doc: SpecDocument, operation: Operation): (status: number, body: unknown) => string {
  const writers = new Map<number, (body: unknown) => string>();
  return (status, body) => {
    let write = writers.get(status);
    if (write === undefined) {
      const pointer = operation.responses.get(status)?.schemaPointer;
      write = pointer ? answerWriter(doc, pointer) : (value) => JSON.stringify(value);
      writers.set(status, write);
    }
    return write(body);
  };
}

/** The writer of the schema at `pointer` in the bundled document. */
export function answerWriter(doc: SpecDocument, pointer: string): (body: unknown) => string {
  // An answer is data, never undefined: there is always a text, so no wrapper checks it.
  return writerOf(doc, getPointer(doc, pointer), new Set()) as (body: unknown) => string;
}

interface Schema {
  type?: string | string[];
  properties?: Record<string, unknown>;
  items?: unknown;
  allOf?: unknown[];
  const?: unknown;
  enum?: unknown[];
}

/** A schema the writers do not follow (a union, a schema within itself) is written by JSON.stringify. */
function writerOf(doc: SpecDocument, node: unknown, enclosing: Set<object>): Writer {
  const schema = resolve<Schema | undefined>(doc, node);
  if (typeof schema !== 'object' || schema === null || enclosing.has(schema)) return stringify;
  enclosing.add(schema);
  try {
    return kindWriter(doc, schema, enclosing);
  } finally {
    enclosing.delete(schema);
  }
}

function kindWriter(doc: SpecDocument, schema: Schema, enclosing: Set<object>): Writer {
  switch (kindOf(schema)) {
    case 'object':
      return objectWriter(fieldsOf(doc, schema, enclosing));
    case 'array':
      return arrayWriter(writerOf(doc, schema.items, enclosing));
    case 'string':
      return writeString;
    case 'number':
    case 'integer':
      return writeNumber;
    case 'boolean':
      return writeBoolean;
    default:
      return stringify;
  }
}

/** The one kind of value a schema expects, null aside (JSON.stringify writes null as fast); undefined for several or none known. */
function kindOf(schema: Schema): string | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type]).filter((t) => t !== 'null');
  if (types.length > 0) return types.length === 1 ? types[0] : undefined;
  if (schema.properties !== undefined || schema.allOf !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  const named = schema.const !== undefined ? [schema.const] : (schema.enum ?? []);
  const kinds = new Set(named.map((value) => typeof value));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

interface Field {
  key: string;
  /** `"key":`, written once. */
  label: string;
  write: Writer;
}

/** An object's properties, with those of every part of an `allOf` (a property two parts name is written by JSON.stringify). */
function fieldsOf(doc: SpecDocument, schema: Schema, enclosing: Set<object>): Field[] {
  const parts = [schema, ...(schema.allOf ?? []).map((part) => resolve<Schema | undefined>(doc, part))];
  const properties = new Map<string, unknown>();
  const named = new Map<string, number>();
  for (const part of parts) {
    for (const [key, property] of Object.entries(part?.properties ?? {})) {
      properties.set(key, property);
      named.set(key, (named.get(key) ?? 0) + 1);
    }
  }
  return [...properties].map(([key, property]) => ({
    key,
    label: `${JSON.stringify(key)}:`,
    write: named.get(key) === 1 ? writerOf(doc, property, enclosing) : stringify,
  }));
}

/**
 * An object with the schema's keys in its order is written by code made for the
 * schema (`inOrderWriter`); any other object, key by key as `for...in` gives them.
 */
function objectWriter(fields: Field[]): Writer {
  const anyOrder = anyOrderWriter(fields);
  return fields.length === 0 ? anyOrder : inOrderWriter(fields, anyOrder);
}

function anyOrderWriter(fields: Field[]): Writer {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return (value) => {
    if (!isPlainObject(value)) return JSON.stringify(value);
    let text = '';
    for (const key in value) {
      const field = byKey.get(key);
      const written = field ? field.write(value[key]) : JSON.stringify(value[key]);
      if (written === undefined) continue;
      text += `${text === '' ? '' : ','}${field ? field.label : `${JSON.stringify(key)}:`}${written}`;
    }
    return `{${text}}`;
  };
}

/**
 * Code that reads each property by its name (one inline cache per property, where
 * a loop over the keys is one lookup by a key only known when it runs). The object
 * must have the schema's keys, in its order, and only those, each with a text; else
 * `otherwise` writes it. The generated source holds no text of the spec but keys
 * quoted by JSON.stringify, which are valid JavaScript strings.
 */
function inOrderWriter(fields: Field[], otherwise: Writer): Writer {
  const keys = fields.map((field) => field.key);
  const source = [
    'return function writeInOrder(value) {',
    '  if (!isPlainObject(value)) return otherwise(value);',
    '  let n = 0;',
    '  for (const key in value) if (key !== keys[n++]) return otherwise(value);',
    `  if (n !== ${keys.length}) return otherwise(value);`,
    ...keys.map((key, i) => `  const t${i} = write${i}(value[${JSON.stringify(key)}]); if (t${i} === undefined) return otherwise(value);`),
    `  return ${fields.map((field, i) => `${JSON.stringify((i === 0 ? '{' : ',') + field.label)} + t${i}`).join(' + ')} + '}';`,
    '};',
  ].join('\n');
  const writers = fields.map((field) => field.write);
  const make = new Function('isPlainObject', 'otherwise', 'keys', ...writers.map((_, i) => `write${i}`), source) as (...args: unknown[]) => Writer;
  return make(isPlainObject, otherwise, keys, ...writers);
}

/**
 * An object JSON.stringify writes property by property, as `for...in` sees them: made
 * as a literal or parsed (no prototype of its own, so no inherited keys), with no toJSON.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
}

function arrayWriter(item: Writer): Writer {
  return (value) => {
    if (!Array.isArray(value) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
    let text = '';
    // JSON.stringify writes null for a hole, undefined or a function in a list.
    for (let i = 0; i < value.length; i++) text += `${i === 0 ? '' : ','}${item(value[i]) ?? 'null'}`;
    return `[${text}]`;
  };
}

function writeString(value: unknown): string | undefined {
  if (typeof value !== 'string') return JSON.stringify(value);
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // A control character, a quote, a backslash or a surrogate: JSON.stringify escapes it.
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(value);
  }
  return `"${value}"`;
}

function writeNumber(value: unknown): string | undefined {
  // A finite number's text is String's (-0 included); NaN and the infinities are null.
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : JSON.stringify(value);
}

function writeBoolean(value: unknown): string | undefined {
  return value === true ? 'true' : value === false ? 'false' : JSON.stringify(value);
}
