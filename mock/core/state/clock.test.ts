import { describe, expect, it } from 'vitest';
import { Clock, CLOCK_RANGE } from './clock.ts';

describe('Clock', () => {
  it('runs with real time from its start, and stands still when frozen', () => {
    let real = 1_000;
    const clock = new Clock(5_000, false, () => real);
    real += 250;
    expect(clock.now()).toBe(5_250);
    clock.setFrozen(true);
    real += 1_000;
    expect(clock.now()).toBe(5_250);
  });

  it('stops a running clock at the end of its range, so its time always makes an RFC 3339 date-time', () => {
    let real = 0;
    const clock = new Clock(CLOCK_RANGE.latest - 10, false, () => real);
    real += 60_000;
    expect(clock.now()).toBe(CLOCK_RANGE.latest);
    expect(clock.snapshot().iso).toBe('9998-12-31T23:59:59.999Z');
    expect(() => clock.advance(0)).not.toThrow();
  });

  it('refuses an instant whose year has more or fewer than four digits', () => {
    const clock = new Clock(0, true);
    for (const instant of [CLOCK_RANGE.latest + 1, CLOCK_RANGE.earliest - 1, 8.64e15, -8.64e15])
      expect(() => clock.set(instant), String(instant)).toThrow(RangeError);
    for (const instant of [CLOCK_RANGE.latest, CLOCK_RANGE.earliest]) expect(() => clock.set(instant)).not.toThrow();
  });
});
