/**
 * The error texts of the served asset links (/assets/).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const assetMessages = {
  assetNotFound: 'No asset has this name.',
} as const;
