/**
 * Remembered dashboard rows must be exactly the rows worked out afresh, at every
 * reading of the clock: across days, at the instants a campaign's remaining
 * days change, around the two-year mark of an expired campaign's VLD
 * eligibility, and with the clock moved back.
 */
import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../../fixtures/world.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import { ReadCache } from '../../core/state/read-cache.ts';
import { DAY_MS } from '../delivery.ts';
import { runReport, type ReportKind, type ReportQuery } from './report.ts';

const world = buildWorld();
const caller = { owId: 1001, userId: 1 } as Caller;
const query = (sortBy: string): ReportQuery => ({
  window: { start: world.epoch - 400 * DAY_MS, end: world.epoch + 400 * DAY_MS },
  statuses: null,
  creativeTypeIds: null,
  campaignTypeIds: null,
  budgetTypeIds: null,
  ioIds: null,
  campaignIds: null,
  owIds: null,
  sortBy,
  descending: true,
  pageNo: 1,
  noOfEntries: 1000,
});

function instants(): number[] {
  const times = new Set<number>();
  for (let d = -3; d <= 3; d++) times.add(world.epoch + d * DAY_MS);
  for (const c of world.campaigns) {
    for (const offset of [-DAY_MS - 1, -DAY_MS, -1, 0, 1, DAY_MS]) times.add(c.endTime + offset);
    const flip = new Date(c.endTime);
    flip.setUTCFullYear(flip.getUTCFullYear() + 2);
    for (const offset of [-3 * DAY_MS, -1, 0, 1, 3 * DAY_MS]) times.add(flip.getTime() + offset);
  }
  const ordered = [...times].sort((a, b) => a - b);
  // Forward, then backwards over the same instants.
  return [...ordered, ...ordered.slice().reverse()];
}

describe('remembered dashboard rows', () => {
  for (const kind of ['campaign', 'customer'] as ReportKind[]) {
    for (const sortBy of ['impressions', 'remainingDuration', 'isEligibleForVLDInsightsReport']) {
      it(`equal rows worked out afresh at every instant (${kind}, by ${sortBy})`, () => {
        const reads = new ReadCache();
        for (const now of instants()) {
          const remembered = runReport(world, caller, kind, query(sortBy), now, reads);
          expect(remembered, new Date(now).toISOString()).toEqual(runReport(world, caller, kind, query(sortBy), now));
        }
        // The rows, and the one page cut from them, each remembered once.
        expect(reads.size).toBe(2);
      });
    }
  }

  it('serves a second reading at the same instant from memory, page and all', () => {
    const reads = new ReadCache();
    const first = runReport(world, caller, 'campaign', query('impressions'), world.epoch, reads);
    expect(runReport(world, caller, 'campaign', query('impressions'), world.epoch, reads)).toBe(first);
  });

  it('serves a second reading within the span from memory', () => {
    const reads = new ReadCache();
    const first = runReport(world, caller, 'campaign', query('impressions'), world.epoch, reads);
    const second = runReport(world, caller, 'campaign', query('impressions'), world.epoch + 1000, reads);
    expect(second.data![0]).toBe(first.data![0]);
  });
});
