/**
 * The error texts of the proxy mode.
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const proxyMessages = {
  upstreamUnreachable: 'The proxy could not reach the implementation it forwards to.',
  upstreamTimeout: 'The implementation the proxy forwards to did not answer in time.',
} as const;
