/**
 * The mock clock. Every rule that involves time (token lifetime, rate-limit
 * window, invitation and reset-link expiry) reads it, so QA can move time instead
 * of waiting. A running clock advances with real time from its start instant; a
 * frozen one moves only when told to (POST /__mock/clock), which makes a case
 * replay exactly.
 */
import { SnapshotMismatch, SnapshotReader } from './snapshot-reader.ts';

/** The latest instant a Date can hold (ECMAScript: 8.64e15 ms either side of the epoch). */
export const MAX_INSTANT_MS = 8.64e15;

/** True for an epoch-ms value a date can be built from. */
export function isInstant(ms: number): boolean {
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_INSTANT_MS;
}

export interface ClockSnapshot {
  now: number;
  iso: string;
  frozen: boolean;
}

export class Clock {
  private base: number;
  private realAtBase: number;

  constructor(
    start: number,
    private frozen: boolean,
    private readonly realNow: () => number = Date.now,
  ) {
    this.base = start;
    this.realAtBase = realNow();
  }

  /** A running clock stops at the end of the date range: past it, no date could be built from its time. */
  now(): number {
    return this.frozen ? this.base : Math.min(MAX_INSTANT_MS, this.base + (this.realNow() - this.realAtBase));
  }

  advance(ms: number): void {
    this.set(this.now() + ms);
  }

  set(instant: number): void {
    // Callers check first (the admin API answers 422); a clock past the date range would break every later request.
    if (!isInstant(instant)) throw new RangeError(`not an instant a date can hold: ${instant}`);
    this.base = instant;
    this.realAtBase = this.realNow();
  }

  setFrozen(frozen: boolean): void {
    this.set(this.now());
    this.frozen = frozen;
  }

  snapshot(): ClockSnapshot {
    const now = this.now();
    return { now, iso: new Date(now).toISOString(), frozen: this.frozen };
  }

  /** The clock's part of a state snapshot: a running clock resumes from `now` when restored. */
  toJSON(): ClockState {
    return { now: this.now(), frozen: this.frozen };
  }

  static parse(value: unknown, path: string): ClockState {
    const read = SnapshotReader.of(value, path);
    const now = read.number('now');
    if (!isInstant(now)) throw new SnapshotMismatch(`${path}.now`, 'an instant a date can hold');
    return { now, frozen: read.boolean('frozen') };
  }

  restore(state: ClockState): void {
    this.frozen = state.frozen;
    this.set(state.now);
  }
}

/** What a snapshot keeps of the clock. */
export interface ClockState {
  now: number;
  frozen: boolean;
}
