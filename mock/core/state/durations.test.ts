import { describe, expect, it } from 'vitest';
import { parseDuration } from './durations.ts';

describe('parseDuration', () => {
  it.each([
    ['25h', 25 * 3_600_000],
    ['90m', 90 * 60_000],
    ['7d', 7 * 86_400_000],
    ['1d12h', 36 * 3_600_000],
    ['1d 12h 30m', 36.5 * 3_600_000],
    ['1500ms', 1500],
    ['45s', 45_000],
    ['0m', 0],
  ])('reads %s', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', 'h', '25', '-1h', '1.5h', '25 hours', '1w', 'yesterday', '1h-'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});
