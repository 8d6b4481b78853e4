/**
 * Paging, keyword search, `sortBy` and id lists as the platform's list endpoints
 * share them: `pageNo` from 1, a page size, `sortBy` a field name prefixed with +
 * or -, and ids sent as one comma-separated string.
 */
import { unprocessable, messages } from './errors.ts';

export interface Page<T> {
  data: T[];
  totalRecords: number;
  filteredRecords: number;
}

export type SortValue = string | number | boolean | null | undefined;

export interface SortSpec<T> {
  /** The field names a client may sort by, and how to read each. */
  fields: Record<string, (item: T) => SortValue>;
}

/** Sorts by `+field` / `-field` (no sign means ascending); unknown fields answer the seed's 422. */
export function sortBy<T>(items: T[], sortBy: string, spec: SortSpec<T>): T[] {
  const match = /^([+-]?)(\w+)$/.exec(sortBy.trim());
  const read = match ? spec.fields[match[2]!] : undefined;
  if (!match || !read) throw unprocessable(messages.invalidSortBy, 'sortBy');
  const direction = match[1] === '-' ? -1 : 1;
  return [...items].sort((a, b) => direction * compare(read(a), read(b)));
}

/** One collator for every sort: building one per comparison (localeCompare with options) dominated list requests. */
const collator = new Intl.Collator('en', { sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1; // empty values last, whatever the direction of the rest
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
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
  const ids = (text ?? '').split(',').map((t) => t.trim()).filter((t) => t !== '').map(Number);
  return [...new Set(ids)];
}
