import { describe, expect, it } from 'vitest';
import type { Campaign } from '../campaigns/model.ts';
import { ApiError } from '../../core/toolkit/errors.ts';
import { bidModelMessages } from './messages.ts';
import { DAY_MS } from '../delivery.ts';
import { checkModellingCriteria, MIN_MODELLING_BUDGET_DAY, MIN_MODELLING_DAYS, type ModelValues } from './rules.ts';

/** A campaign that meets every criterion, to change one thing at a time. */
const campaign = (change: Partial<Campaign> = {}): Campaign => ({
  campaignId: 1,
  name: 'Criteria',
  owId: 1001,
  ioId: 8001,
  status: 'running',
  isPolitical: false,
  creativeTypeId: 11,
  campaignTypeId: 1,
  timezoneId: 29,
  startTime: 0,
  endTime: MIN_MODELLING_DAYS * DAY_MS,
  createdAt: 0,
  modifiedAt: 0,
  budgetDay: MIN_MODELLING_BUDGET_DAY,
  budgetTotal: null,
  baseBid: 2,
  maxBid: 5,
  targetedStates: [],
  includedAudienceIds: [],
  excludedAudienceIds: [],
  creativeIds: [],
  ...change,
});

const priority: ModelValues = { priority: 1, bidMultiplier: null, spendRatio: null, spendRatioTypeId: null };

function refusal(subject: Campaign): string | undefined {
  try {
    checkModellingCriteria(subject, subject.baseBid, priority, '');
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error.errors[0]?.error;
    throw error;
  }
}

describe('checkModellingCriteria at its bounds', () => {
  it('a campaign of exactly 3 days with a daily budget of exactly 100 and both bids qualifies', () => {
    expect(refusal(campaign())).toBeUndefined();
  });

  it('a millisecond short of 3 days does not', () => {
    expect(refusal(campaign({ endTime: MIN_MODELLING_DAYS * DAY_MS - 1 }))).toBe(bidModelMessages.bidModelCampaignTooShort);
  });

  it('a daily budget of 99.99 does not', () => {
    expect(refusal(campaign({ budgetDay: 99.99 }))).toBe(bidModelMessages.bidModelBudgetTooLow);
  });

  it('the seed values are 3 days and 100', () => {
    expect([MIN_MODELLING_DAYS, MIN_MODELLING_BUDGET_DAY]).toEqual([3, 100]);
  });
});
