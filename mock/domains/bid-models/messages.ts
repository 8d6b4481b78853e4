/**
 * The error texts of bid modelling and include/exclude (document 3).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const bidModelMessages = {
  bidModelForbidden: 'Forbidden!', // seed
  campaignStatusInvalid: 'Cannot assign priority as campaign is in invalid status', // seed
  bidModelServerError: 'server encountered an error !', // seed
  dealLimitExceeded: 'Campaign ID <id> exceeds the maximum limit of 25 deals', // seed
  entityUnknown: 'The entity does not exist in this dimension.',
  bidModelCampaignTooShort: 'Bid multiplier and priority need a campaign of at least 3 days.',
  bidModelBudgetTooLow: 'Bid multiplier and priority need a daily budget of at least 100.',
  bidModelBaseBidMissing: 'Bid multiplier and priority need a base bid.',
  bidModelMaxBidMissing: 'Bid multiplier and priority need a max bid.',
  spendRatioNotForPublisherCategory: 'Spend ratio is not supported for publisher category.',
  bidMultiplierNotForDeal: 'Bid multiplier is not supported for deal ID.',
  flexibleNeedsPriority: 'A flexible spend ratio needs a priority.',
  strictSpendRatioSum: 'Strict spend ratios must add up to 100.',
  entityAlreadyModelled: 'The entity already has bid model data; use UPDATE.',
  entityNotModelled: 'The entity has no bid model data to update.',
  bidModelDataUnknown: 'bidModelDataId does not name bid model data of this campaign.',
  bundleUnknown: 'bundleId does not name a bundle of this campaign dimension.',
  campaignNotInIo: 'The campaign is not part of the insertion order.',
  dateRangeInverted: 'endDate must not be before startDate.',
  countAttributeUnknown: 'attributes may hold only totalCount, modelledCount and modelledIds.',
} as const;
