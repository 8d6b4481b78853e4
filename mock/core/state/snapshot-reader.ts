/**
 * Reading a snapshot back (POST /__mock/snapshot, --state FILE): every part of
 * MockState checks the shape of its own part with these readers before anything
 * is applied, and the first value that does not fit throws a SnapshotMismatch
 * naming where it is (`sessions.sessions[3].expiresAt`) and what was expected.
 * The world is checked by a JSON Schema instead (mock/domains/world-snapshot.ts);
 * `schemaMismatch` words its first failure the same way.
 */
import type { ErrorObject } from 'ajv';

/** The first place a snapshot does not fit, as a path into the snapshot. */
export class SnapshotMismatch extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path || 'snapshot'} must be ${expected}`);
  }
}

export function pathOf(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the fields of one object of a snapshot, each checked against the kind it must have. */
export class SnapshotReader {
  private constructor(
    private readonly value: Record<string, unknown>,
    readonly path: string,
  ) {}

  static of(value: unknown, path: string): SnapshotReader {
    if (!isObject(value)) throw new SnapshotMismatch(path, 'an object');
    return new SnapshotReader(value, path);
  }

  /** The value of a field as it is, for a caller that checks it itself. */
  raw(key: string): unknown {
    return this.value[key];
  }

  object(key: string): SnapshotReader {
    return SnapshotReader.of(this.value[key], pathOf(this.path, key));
  }

  number(key: string): number {
    const value = this.value[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) throw new SnapshotMismatch(pathOf(this.path, key), 'a number');
    return value;
  }

  integer(key: string, minimum = 0): number {
    const value = this.value[key];
    if (!Number.isSafeInteger(value) || (value as number) < minimum) throw new SnapshotMismatch(pathOf(this.path, key), `an integer >= ${minimum}`);
    return value as number;
  }

  string(key: string): string {
    const value = this.value[key];
    if (typeof value !== 'string') throw new SnapshotMismatch(pathOf(this.path, key), 'a string');
    return value;
  }

  boolean(key: string): boolean {
    const value = this.value[key];
    if (typeof value !== 'boolean') throw new SnapshotMismatch(pathOf(this.path, key), 'true or false');
    return value;
  }

  nullable<T>(key: string, read: (reader: SnapshotReader, key: string) => T): T | null {
    return this.value[key] === null ? null : read(this, key);
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T {
    const value = this.value[key];
    if (!values.includes(value as T)) throw new SnapshotMismatch(pathOf(this.path, key), `one of ${values.join(', ')}`);
    return value as T;
  }

  /** A list whose items are each read by `read` (given the item and its path). */
  list<T>(key: string, read: (item: unknown, path: string) => T): T[] {
    const value = this.value[key];
    const path = pathOf(this.path, key);
    if (!Array.isArray(value)) throw new SnapshotMismatch(path, 'a list');
    return value.map((item, index) => read(item, pathOf(path, index)));
  }
}

/** An item of a list that must be a string. */
export function stringItem(item: unknown, path: string): string {
  if (typeof item !== 'string') throw new SnapshotMismatch(path, 'a string');
  return item;
}

/** An item of a list that must be a number. */
export function numberItem(item: unknown, path: string): number {
  if (typeof item !== 'number' || !Number.isFinite(item)) throw new SnapshotMismatch(path, 'a number');
  return item;
}

/** Bytes kept in a snapshot as base64; anything else is refused rather than half-decoded. */
export function base64Item(item: unknown, path: string): Buffer {
  if (typeof item !== 'string' || item.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(item)) throw new SnapshotMismatch(path, 'base64 bytes');
  return Buffer.from(item, 'base64');
}

/** What a JSON type is called in a mismatch: "must be a string or null". */
const typeNames: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  null: 'null',
  object: 'an object',
  array: 'a list',
};

/**
 * The first failure of a JSON Schema check (Ajv, allErrors off) as a mismatch at its
 * path under `path`. A union (anyOf) fails with one error per branch: the deepest
 * path is where the value went wrong, and the branches failing there are what it
 * could have been ("an object or null").
 */
export function schemaMismatch(errors: readonly ErrorObject[], value: unknown, path: string): SnapshotMismatch {
  const located = errors.filter((e) => e.keyword !== 'anyOf').map((error) => ({ error, at: errorPath(error, value, path) }));
  if (located.length === 0) return new SnapshotMismatch(errorPath(errors[0]!, value, path), 'one of the forms its type allows');
  const depth = (at: string) => at.split(/[.[]/).length;
  const deepest = located.reduce((a, b) => (depth(b.at) > depth(a.at) ? b : a)).at;
  const expected = [...new Set(located.filter((l) => l.at === deepest).map((l) => expectedOf(l.error)))];
  return new SnapshotMismatch(deepest, expected.join(' or '));
}

/** The error's place as a snapshot path: list items as [i], fields as .name (the value tells which a segment is). */
function errorPath(error: ErrorObject, value: unknown, path: string): string {
  const segments = error.instancePath === '' ? [] : error.instancePath.slice(1).split('/');
  let at = path;
  let current = value;
  for (const raw of segments) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const isItem = Array.isArray(current);
    at = pathOf(at, isItem ? Number(key) : key);
    current = (current as Record<string, unknown>)[key];
  }
  const field = error.params.missingProperty ?? error.params.additionalProperty;
  return typeof field === 'string' ? pathOf(at, field) : at;
}

function expectedOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return String(params.type)
        .split(',')
        .map((type) => typeNames[type] ?? type)
        .join(' or ');
    case 'enum':
      return `one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return JSON.stringify(params.allowedValue);
    case 'required':
      return 'present';
    case 'additionalProperties':
      return 'absent: the record has no such field';
    case 'minimum':
    case 'maximum':
      return `a number ${String(params.comparison)} ${String(params.limit)}`;
    case 'minItems':
      return `a list of at least ${String(params.limit)} items`;
    case 'maxItems':
      return `a list of at most ${String(params.limit)} items`;
    default:
      return (error.message ?? 'valid').replace(/^must (be )?/, '');
  }
}
