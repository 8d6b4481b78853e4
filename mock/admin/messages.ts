/**
 * The error texts of the admin API (/__mock/).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const adminMessages = {
  adminPeerForbidden: 'The admin API answers only this machine without --admin-token: start the mock with --admin-token to reach it from elsewhere.',
  adminHostForbidden: "The admin API answers only to this machine's host names; start the mock with --allowed-host NAME to allow another.",
  adminOriginForbidden: 'The admin API does not answer pages of other origins.',
  adminTokenInvalid: 'The admin API needs the admin token (Authorization: Bearer <token>).',
  adminJsonRequired: 'Admin API writes need a JSON body (Content-Type: application/json).',
  clockAdvanceTwice: 'Give advance or advanceMs, not both.',
  clockOutOfRange: 'The clock would leave the years 0001 to 9998, the dates an answer can write.',
  ruleNotFound: 'No answer rule has this id in this session.',
  snapshotInvalid: 'The snapshot does not fit this mock; nothing was restored.',
} as const;
