/**
 * The error texts of the HTTP pipeline itself: routing, bodies, the connection,
 * the rate limit, the Prefer header, sessions and the auth stage. They name no
 * domain: each domain keeps its texts in its own catalogue, and mock/messages.ts
 * gathers them all.
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const httpMessages = {
  // Document 1, verbatim.
  requestBodyInvalid: 'Request body either not provided or not valid.', // seed
  internalError: 'Internal server error', // seed

  // The auth stage (bearer tokens, client credentials, the workspace header).
  tokenMissing: 'Authentication token is missing.',
  tokenInvalid: 'Authentication token is invalid.',
  tokenExpired: 'Authentication token has expired.',
  tokenRevoked: 'Authentication token has been revoked.',
  clientCredentialsInvalid: 'Client credentials are missing or invalid.',
  workspaceHeaderMissing: 'X-IAA-OW-ID header is required and must be a positive integer.',
  workspaceForbidden: "User doesn't exist or user is not allowed to provided workspace.", // seed text, reused
  unsupportedGrant: 'Grant type is not supported.',

  // Request checks every domain shares: a field left blank.
  blankText: 'Value must not be blank.',

  // Routing, bodies, the connection, the rate limit and the mock's own headers.
  notFound: 'Route not found.',
  methodNotAllowed: 'Method not allowed.',
  unsupportedContentType: 'Content-Type is not supported by this operation.',
  bodyTooLarge: 'Request body is too large.',
  malformedJson: 'Request body is not valid JSON.',
  urlInvalid: 'The URL is not valid: a path segment is malformed or too long.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request did not arrive in time.',
  tooManyRequests: 'Too many requests.',
  preferUndocumented: 'Prefer code is not documented for this operation.',
  preferInvalid: 'Prefer header is not valid.',
  mockSessionInvalid: 'X-Mock-Session must be 1 to 64 letters, digits, dots, underscores or hyphens.',
  mockSessionsFull: 'No room for a new session: every session is in use.',
  mockSessionsTooFast: 'Too many new sessions from this address.',
  preferDelaysFull: 'Too many delayed answers are held at once.',
} as const;
