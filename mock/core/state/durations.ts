/**
 * Durations in words, as QA writes them: `25h`, `90m`, `7d`, `1d12h`, `1500ms`.
 * The admin clock takes them beside `advanceMs` (spec/DECISIONS.md M2).
 */

const unitMs = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** One or more amounts with their units, largest or not, optionally spaced: `1d 12h`. */
export const durationPattern = /^\s*(\d+\s*(ms|s|m|h|d)\s*)+$/;

/** The duration in milliseconds, or null when the text is not one. */
export function parseDuration(text: string): number | null {
  if (!durationPattern.test(text)) return null;
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+)\s*(ms|s|m|h|d)/g)) total += Number(amount) * unitMs[unit as keyof typeof unitMs];
  return total;
}
