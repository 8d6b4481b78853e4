/**
 * The error texts of conversions (document 2).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const conversionMessages = {
  conversionNotFound: 'conversionIdList names a conversion that does not exist.',
  assignQueryInvalid: 'assignConversionToCampaign must be a JSON object mapping campaign ids to "add" or "remove".',
} as const;
