/** A bounded journal of recent requests, served by GET /__mock/requests. */
export interface JournalEntry {
  id: number;
  at: number;
  method: string;
  url: string;
  operationId: string | null;
  status: number;
  durationMs: number;
}

export class Journal {
  private entries: JournalEntry[] = [];
  private nextId = 1;

  constructor(readonly capacity: number) {}

  record(entry: Omit<JournalEntry, 'id'>): void {
    this.entries.push({ id: this.nextId++, ...entry });
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
