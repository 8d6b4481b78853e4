/**
 * Paging, keyword search, `sortBy` and id lists as the platform's list endpoints
 * share them: `pageNo` from 1, a page size, `sortBy` a field name prefixed with +
 * or -, and ids sent as one comma-separated string.
 */

export interface Page<T> {
  data: T[];
  totalRecords: number;
  filteredRecords: number;
}

export type SortValue = string | number | boolean | null | undefined;

export interface SortSpec<T> {
  /** The field names a client may sort by, and how to read each. */
  fields: Record<string, (item: T) => SortValue>;
  /** The list's default order (`+field` / `-field`), also used for a field it does not sort by. */
  fallback: string;
}

interface SortOrder<T> {
  read: (item: T) => SortValue;
  direction: 1 | -1;
}

/** `+field` / `-field` (no sign means ascending) read against the list's fields; undefined for another field. */
function sortOrder<T>(requested: string | undefined, spec: SortSpec<T>): SortOrder<T> | undefined {
  const match = /^([+-]?)(\w+)$/.exec((requested ?? '').trim());
  const read = match ? spec.fields[match[2]!] : undefined;
  return match && read ? { read, direction: match[1] === '-' ? -1 : 1 } : undefined;
}

/** Whether the list sorts by the field `requested` names. */
export function isSortable<T>(requested: string | undefined, spec: SortSpec<T>): boolean {
  return sortOrder(requested, spec) !== undefined;
}

/**
 * Sorts by `+field` / `-field`. The documents state no refusal of a field a list
 * does not sort by (only the applications list has one, and its schema carries it),
 * so such a field, or none, gives the list's default order (spec/DECISIONS.md C3).
 */
export function sortBy<T>(items: T[], requested: string | undefined, spec: SortSpec<T>): T[] {
  const order = sortOrder(requested, spec) ?? sortOrder(spec.fallback, spec);
  if (!order) throw new Error(`default order ${spec.fallback} names no sortable field`);
  const { read, direction } = order;
  return [...items].sort((a, b) => compareIn(direction, read(a), read(b)));
}

/** `compare` in the sort's direction, empty values last in either (DECISIONS U3). */
function compareIn(direction: 1 | -1, a: SortValue, b: SortValue): number {
  const empty = (value: SortValue) => value === null || value === undefined;
  return empty(a) || empty(b) ? compare(a, b) : direction * compare(a, b);
}

/**
 * One collator for every sort: building one per comparison (localeCompare with
 * options) dominated list requests. Made on first use: building it costs start-up time.
 */
let collator: Intl.Collator | undefined;

function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1; // empty values last (compareIn keeps them last when descending)
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return (collator ??= new Intl.Collator('en', { sensitivity: 'base' })).compare(a, b);
  return a < b ? -1 : 1;
}

export function paginate<T>(all: T[], filtered: T[], pageNo: number, pageSize: number): Page<T> {
  const start = (pageNo - 1) * pageSize;
  return { data: filtered.slice(start, start + pageSize), totalRecords: all.length, filteredRecords: filtered.length };
}

/** Case-insensitive substring match on any of the given texts. */
export function matchesSearch(search: string | undefined, ...texts: (string | null | undefined)[]): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return texts.some((t) => t?.toLowerCase().includes(needle));
}

/** "1, 2,2,3" to [1, 2, 3]: distinct ids in order (the spec's pattern has already checked the shape). */
export function parseIdList(text: string | undefined): number[] {
  const ids = (text ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .map(Number);
  return [...new Set(ids)];
}
