/** Unit checks of the report rules, on worlds changed beyond what HTTP can reach. */
import { describe, expect, it } from 'vitest';
import { OrgId } from '../../../fixtures/organizations.ts';
import { buildWorld } from '../../../fixtures/world.ts';
import { reportMessages } from './messages.ts';
import { parseFilters, requireActiveCampaign, windowDays } from './rules.ts';

describe('requireActiveCampaign', () => {
  it('refuses customers whose campaigns are all paused, expired, draft, pending or deleted', () => {
    const world = buildWorld();
    for (const c of world.campaigns) if (c.owId === OrgId.acmeMedia && c.status === 'running') c.status = 'paused';
    expect(() => requireActiveCampaign(world, [OrgId.acmeMedia])).toThrow(reportMessages.reportNoActiveCampaign);
  });

  it('accepts customers with one running campaign among others', () => {
    const world = buildWorld();
    let kept = false;
    for (const c of world.campaigns) {
      if (c.owId !== OrgId.acmeMedia || c.status !== 'running') continue;
      if (kept) c.status = 'expired';
      kept = true;
    }
    expect(() => requireActiveCampaign(world, [OrgId.acmeMedia, OrgId.contosoHealth])).not.toThrow();
  });
});

describe('windowDays', () => {
  it('counts whole UTC days, both ends included', () => {
    const start = Date.UTC(2026, 0, 1, 15);
    expect(windowDays(start, Date.UTC(2026, 0, 1, 16))).toBe(1);
    expect(windowDays(start, Date.UTC(2026, 3, 2, 23, 59))).toBe(92);
  });
});

describe('parseFilters', () => {
  it('reads ids and statuses given as numbers, comma-separated strings or arrays; "all" is no status filter', () => {
    expect(parseFilters(JSON.stringify({ campaignId: 9003, creativeTypeId: '11, 13', campaignStatus: ['Running'] }))).toEqual({
      campaignIds: new Set([9003]),
      creativeTypeIds: new Set([11, 13]),
      campaignStatuses: new Set(['running']),
    });
    expect(parseFilters(JSON.stringify({ campaignStatus: 'all' })).campaignStatuses).toBeNull();
  });
});
