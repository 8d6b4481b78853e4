import { describe, expect, it } from 'vitest';
import { Clock, MAX_INSTANT_MS } from './clock.ts';

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

  it('stops a running clock at the end of the date range, so its time always makes a date', () => {
    let real = 0;
    const clock = new Clock(MAX_INSTANT_MS - 10, false, () => real);
    real += 60_000;
    expect(clock.now()).toBe(MAX_INSTANT_MS);
    expect(clock.snapshot().iso).toBe(new Date(MAX_INSTANT_MS).toISOString());
    expect(() => clock.advance(0)).not.toThrow();
  });
});
