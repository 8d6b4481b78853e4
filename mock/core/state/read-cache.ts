/**
 * Answers worked out from the world (a workspace's sorted members, a report's
 * rows, a campaign's delivery over a window), remembered until the world may
 * have changed. The pipeline forgets them all after every operation that changes
 * data (`x-changes-data`), every admin call and every due task that ran, and a
 * reset starts empty: a UI paging through a large list, or showing the same
 * report again, pays for the work once. Keys must name everything the answer
 * depends on besides the world (caller, query, the day of the clock, ...).
 */

/** Every answer a cache remembered: never changed once made, so one may keep its serialized text too. */
const remembered = new WeakSet<object>();

export function isRemembered(value: unknown): boolean {
  return typeof value === 'object' && value !== null && remembered.has(value);
}

export class ReadCache {
  private entries = new Map<string, unknown>();

  constructor(readonly capacity = 256) {}

  /** The remembered answer, or a new one when there is none or `isFresh` says it no longer holds. */
  get<T>(key: string, compute: () => T, isFresh: (value: T) => boolean = () => true): T {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as T;
      if (isFresh(value)) return value;
      this.entries.delete(key);
    }
    const value = compute();
    if (typeof value === 'object' && value !== null) remembered.add(value);
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    // Map#clear makes a new table even for an empty map, and the table it replaces, if
    // in the old generation, keeps the new one alive to the next full collection. After
    // every write, that promoted one table of garbage a request; an empty cache stays as it is.
    if (this.entries.size > 0) this.entries.clear();
  }
}
