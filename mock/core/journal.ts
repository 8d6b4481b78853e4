/**
 * A bounded journal of recent requests, served by GET /__mock/requests: the last
 * `capacity` requests (500 by default), each URL cut at `maxJournalUrlLength`
 * characters so a run of huge URLs cannot fill memory (spec/DECISIONS.md L4).
 */
import { pathOf, SnapshotMismatch, SnapshotReader } from './snapshot-reader.ts';

export interface JournalEntry {
  id: number;
  at: number;
  method: string;
  url: string;
  operationId: string | null;
  status: number;
  durationMs: number;
}

/** Far longer than any URL the platform's operations take. */
export const maxJournalUrlLength = 2_048;

export class Journal {
  private entries: JournalEntry[] = [];
  private nextId = 1;

  constructor(readonly capacity: number) {}

  record(entry: Omit<JournalEntry, 'id'>): void {
    this.entries.push({ id: this.nextId++, ...entry, url: shortened(entry.url) });
    if (this.entries.length > this.capacity) this.entries.shift();
  }

  /** Newest first. */
  recent(limit = this.capacity): JournalEntry[] {
    return this.entries.slice(-limit).reverse();
  }

  clear(): void {
    this.entries = [];
    this.nextId = 1;
  }

  /** The journal's part of a state snapshot, oldest first. */
  toJSON(): JournalState {
    return { nextId: this.nextId, entries: this.entries.map(copyEntry) };
  }

  static parse(value: unknown, path: string): JournalState {
    const read = SnapshotReader.of(value, path);
    const state = { nextId: read.integer('nextId', 1), entries: read.list('entries', readEntry) };
    const last = state.entries.at(-1);
    if (last && last.id >= state.nextId) throw new SnapshotMismatch(pathOf(path, 'nextId'), 'greater than the id of the last entry');
    return state;
  }

  /** Replaces the entries with those of a parsed snapshot part: the newest `capacity` of them. */
  restore(state: JournalState): void {
    this.entries = state.entries.slice(-this.capacity);
    this.nextId = state.nextId;
  }
}

/** What a snapshot keeps of the journal: its entries oldest first, and the next id. */
export interface JournalState {
  nextId: number;
  entries: JournalEntry[];
}

function copyEntry(e: JournalEntry): JournalEntry {
  return { id: e.id, at: e.at, method: e.method, url: e.url, operationId: e.operationId, status: e.status, durationMs: e.durationMs };
}

function readEntry(item: unknown, path: string): JournalEntry {
  const read = SnapshotReader.of(item, path);
  return {
    id: read.integer('id', 1),
    at: read.number('at'),
    method: read.string('method'),
    url: shortened(read.string('url')),
    operationId: read.nullable('operationId', (reader, key) => reader.string(key)),
    status: read.integer('status'),
    durationMs: read.number('durationMs'),
  };
}

/** The URL cut to its first characters, copied: in V8 a slice keeps the whole string alive. */
function shortened(url: string): string {
  return url.length <= maxJournalUrlLength ? url : Buffer.from(url.slice(0, maxJournalUrlLength)).toString();
}
