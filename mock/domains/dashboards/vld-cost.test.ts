/**
 * A campaign row's VLD cost leaves out deleted reports. Through the API only failed
 * reports can be deleted, and failed ones are left out anyway; a loaded world may
 * hold a deleted report of another status, so this is tested on the world itself.
 */
import { describe, expect, it } from 'vitest';
import { CampaignId } from '../../../fixtures/campaigns.ts';
import { VldReportId } from '../../../fixtures/vld.ts';
import { buildWorld } from '../../../fixtures/world.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import { DAY_MS } from '../delivery.ts';
import { runReport } from './report.ts';

const world = buildWorld();
const caller = { owId: 1001, userId: 1 } as Caller;

/** The VLD cost of the expired political campaign over the 120 days before the epoch, which hold its ready report. */
function vldCost(): number {
  const window = { start: world.epoch - 120 * DAY_MS, end: world.epoch };
  const query = {
    window,
    statuses: null,
    creativeTypeIds: null,
    campaignTypeIds: null,
    budgetTypeIds: null,
    ioIds: null,
    campaignIds: [CampaignId.expiredPolitical],
    owIds: null,
    sortBy: 'impressions',
    descending: true,
    pageNo: 1,
    noOfEntries: 10,
  };
  return Number(runReport(world, caller, 'campaign', query, world.epoch).data![0]!.vldInsightsCost);
}

describe('the VLD cost of a dashboard row', () => {
  it('leaves out a deleted report, even a ready one', () => {
    const ready = world.vldReports.find((r) => r.vldId === VldReportId.readyExpired)!;
    expect(vldCost()).toBeGreaterThan(0);
    ready.isDeleted = true;
    expect(vldCost()).toBe(0);
  });
});
