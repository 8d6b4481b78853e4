/**
 * A bounded journal of recent requests, served by GET /__mock/requests: the last
 * `capacity` requests (500 by default), each URL cut at `maxJournalUrlLength`
 * characters so a run of huge URLs cannot fill memory (spec/DECISIONS.md L4).
 */
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
}

/** The URL cut to its first characters, copied: in V8 a slice keeps the whole string alive. */
function shortened(url: string): string {
  return url.length <= maxJournalUrlLength ? url : Buffer.from(url.slice(0, maxJournalUrlLength)).toString();
}
