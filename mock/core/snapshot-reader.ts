/**
 * Reading a snapshot back (POST /__mock/snapshot, --state FILE): every part of
 * MockState checks the shape of its own part with these readers before anything
 * is applied, and the first value that does not fit throws a SnapshotMismatch
 * naming where it is (`sessions.sessions[3].expiresAt`) and what was expected.
 */

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
