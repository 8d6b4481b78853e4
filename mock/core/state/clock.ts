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

/**
 * The span the mock clock keeps to: years 0001 to 9998. Answers write times as RFC
 * 3339 date-times, whose year has four digits; a Date reaches years -271821 and
 * 275760, which no answer could write. The year to spare is for the dates an answer
 * derives from now (a token's expiry, a report's year-long window).
 */
export const CLOCK_RANGE = { earliest: Date.parse('0001-01-01T00:00:00.000Z'), latest: Date.parse('9998-12-31T23:59:59.999Z') };

/** True for an epoch-ms value the mock clock may show. */
export function isClockInstant(ms: number): boolean {
  return Number.isFinite(ms) && ms >= CLOCK_RANGE.earliest && ms <= CLOCK_RANGE.latest;
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

  /** A running clock stops at the end of its range (CLOCK_RANGE): past it, no answer could write its time. */
  now(): number {
    return this.frozen ? this.base : Math.min(CLOCK_RANGE.latest, this.base + (this.realNow() - this.realAtBase));
  }

  advance(ms: number): void {
    this.set(this.now() + ms);
  }

  set(instant: number): void {
    // Callers check first (the admin API answers 422); a clock past its range would break every later request.
    if (!isClockInstant(instant)) throw new RangeError(`not an instant the mock clock may show: ${instant}`);
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
    if (!isClockInstant(now)) throw new SnapshotMismatch(`${path}.now`, 'an instant of the years 0001 to 9998');
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
