/**
 * Finding a record by its key in constant time, in the arrays the domains own,
 * whatever the world's size. The index remembers each key's position:
 * - a hit is trusted only when the record at that position still has the key;
 * - a miss is trusted only when the array still has the length and the last
 *   record it was indexed with (records are pushed, spliced out, or the array is
 *   replaced by a filter; none is replaced in place);
 * otherwise the index is rebuilt, so it never gives a stale answer. Like
 * Array.prototype.find, the first record with the key wins.
 */
interface Index {
  positions: Map<unknown, number>;
  length: number;
  last: object | undefined;
}

/**
 * A key records are found by: how a record gives it, with one index per array and
 * key. Made once, as a module constant (`recordKey`): a function written at each
 * call would be a new closure on every call, and a login finds records six times.
 */
export interface RecordKey<T> {
  /** What the key is, for whoever reads or debugs an index: the index belongs to the key object itself. */
  readonly name: string;
  readonly of: (record: T) => unknown;
}

export function recordKey<T>(name: string, of: (record: T) => unknown): RecordKey<T> {
  return Object.freeze({ name, of });
}

const indexes = new WeakMap<readonly object[], Map<RecordKey<never>, Index>>();

export function findByKey<T extends object>(records: readonly T[], key: RecordKey<T>, value: unknown): T | undefined {
  let byKey = indexes.get(records);
  if (!byKey) indexes.set(records, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) {
    const found = recordAt(records, known, key.of, value);
    if (found !== undefined || (known.length === records.length && known.last === records.at(-1))) return found;
  }
  const index = build(records, key.of);
  byKey.set(key, index);
  return recordAt(records, index, key.of, value);
}

function build<T extends object>(records: readonly T[], keyOf: (record: T) => unknown): Index {
  const positions = new Map<unknown, number>();
  records.forEach((record, i) => {
    const k = keyOf(record);
    if (!positions.has(k)) positions.set(k, i);
  });
  return { positions, length: records.length, last: records.at(-1) };
}

function recordAt<T>(records: readonly T[], index: Index, keyOf: (record: T) => unknown, key: unknown): T | undefined {
  const i = index.positions.get(key);
  const record = i === undefined ? undefined : records[i];
  return record !== undefined && keyOf(record) === key ? record : undefined;
}

/** Ids below this pair into one number exactly: (2^26)^2 is below 2^53. */
const pairedIdLimit = 2 ** 26;

/**
 * One key for a pair of non-negative integer ids (a user in a workspace): a number
 * while both are below 2^26, which a map finds without building and hashing a new
 * string on every lookup, else their text. The two forms never meet: a number is
 * never equal to a string key.
 */
export function pairKey(a: number, b: number): number | string {
  return a < pairedIdLimit && b < pairedIdLimit ? a * pairedIdLimit + b : `${a}|${b}`;
}
