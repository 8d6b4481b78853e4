/**
 * Tests arrange their own state through the public API, on a world they did not
 * build and whatever ran before them:
 * - they create what they need under names no other test or run uses, and find
 *   it again by those names;
 * - they undo what they changed when they finish, pass or fail (`cleanup`);
 * - where a state can't be made through the API (a campaign in a given status),
 *   they take the record from the target's profile (`api.ids`, api.ts), and are
 *   skipped on a target whose profile does not name one.
 */
import { randomBytes } from 'node:crypto';
import { onTestFinished } from 'vitest';
import { mockNow } from './admin.ts';
import type { Target } from './target.ts';

/** Tells this run's records from every other run's. */
export const runTag = randomBytes(3).toString('hex');
let created = 0;

/** `<prefix> ct<run>-<n>`: unique across tests and runs, short enough for any name field. */
export function uniqueName(prefix: string): string {
  created += 1;
  return `${prefix} ct${runTag}-${created}`;
}

/** An address at a reserved domain, unique across tests and runs. */
export function uniqueEmail(prefix = 'contract'): string {
  created += 1;
  return `${prefix}.ct${runTag}-${created}@example.com`;
}

/** Runs `undo` when the running test finishes, whether it passed or failed. */
export function cleanup(undo: () => Promise<unknown>): void {
  onTestFinished(async () => {
    await undo();
  });
}

/** How far each target's clock stands from this machine's, learnt once per opened target (so once per file). */
const clockOffsets = new WeakMap<Target, number>();

/**
 * The target's "now". A mock with its admin API tells it; any other target's clock
 * need not be this machine's, so its offset is learnt once, from the time the target
 * stamps on a record made (and deleted) for the purpose: `stamp` makes one and
 * answers that time.
 */
export async function targetNow(target: Target, stamp: () => Promise<number>): Promise<number> {
  if (target.isMock) return mockNow(target);
  let offset = clockOffsets.get(target);
  if (offset === undefined) {
    const sentAt = Date.now();
    const stamped = await stamp();
    offset = stamped - Math.round((sentAt + Date.now()) / 2);
    clockOffsets.set(target, offset);
  }
  return Date.now() + offset;
}
