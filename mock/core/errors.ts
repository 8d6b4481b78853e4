/**
 * The one catalogue of error texts. The seeds' own messages are quoted verbatim
 * (marked "seed"); the others fill gaps the seeds leave and are recorded in
 * spec/DECISIONS.md. A test checks each text is asserted by a contract suite.
 */
export const messages = {
  // Document 1, verbatim.
  requestBodyInvalid: 'Request body either not provided or not valid.', // seed
  internalError: 'Internal server error', // seed
  signUpNotAllowed: 'User is not allowed to create a password.', // seed
  signUpNotInvited: 'User is not invited or invitation is processed or invitation is expired.', // seed
  loginOnHold: 'User is not allowed to access provided customer', // seed
  loginOnHoldReason: 'User is not associated with any active organization.', // seed
  loginForbidden: "User doesn't exist or user is not allowed to provided workspace.", // seed
  resetLinkInvalid: 'Reset password link either not valid or it is already processed.', // seed
  emailNotFound: 'The email is not available in the system.', // seed
  profileImageTooLarge: 'Profile image should not be more than 3 MB', // seed
  invalidSortBy: 'Invalid sortBy value.', // seed
  userNotInOrganization: "User doesn't exist or user is not part of the Organization.", // seed

  // Gaps the seeds leave (spec/DECISIONS.md).
  tokenMissing: 'Authentication token is missing.',
  tokenInvalid: 'Authentication token is invalid.',
  tokenExpired: 'Authentication token has expired.',
  tokenRevoked: 'Authentication token has been revoked.',
  clientCredentialsInvalid: 'Client credentials are missing or invalid.',
  workspaceHeaderMissing: 'X-IAA-OW-ID header is required and must be a positive integer.',
  workspaceForbidden: "User doesn't exist or user is not allowed to provided workspace.", // seed text, reused
  tooManyRequests: 'Too many requests.',
  inviteHashInvalid: 'Invite hash is not valid.',
  resetHashInvalid: 'Reset password link is not valid.',
  resetHashProcessed: 'Reset password link is already processed.',
  resetHashExpired: 'Reset password link has expired.',
  blankText: 'Value must not be blank.',
  profileImageNotImage: 'Profile image must be an image file.',
  oldPasswordWrong: 'Old password is not correct.',
  passwordUnchanged: 'New password must differ from the old password.',
  refreshTokenInvalid: 'Refresh token is invalid, expired or revoked.',
  authorizationCodeInvalid: 'Authorization code is invalid or expired.',
  badCredentials: 'Bad credentials.',
  unsupportedGrant: 'Grant type is not supported.',
  alreadyMember: 'User is already a member of this workspace.',
  invalidAppIds: 'appIds names an application that does not exist.',
  invalidStatusTransition: 'User status cannot be changed to the requested value.',
  cannotChangeOwnStatus: 'Users cannot change their own status.',
  cannotChangeOwnerStatus: 'The status of the organization owner cannot be changed.',
  notFound: 'Route not found.',
  methodNotAllowed: 'Method not allowed.',
  unsupportedContentType: 'Content-Type is not supported by this operation.',
  bodyTooLarge: 'Request body is too large.',
  malformedJson: 'Request body is not valid JSON.',
  preferUndocumented: 'Prefer code is not documented for this operation.',
  preferInvalid: 'Prefer header is not valid.',
  downloadNotFound: 'No file has this id.',

  // Document 2: audience lists, matched audiences, retargeted audiences and insights.

  // Document 2: audience types (geo-farmed, campaign, segment, pre-bid, contextual, lookalike, ABM) and healthcare data.

  // Document 2: creatives and conversions.

  // Document 3: bid modelling and include/exclude.

  // Document 3: reports and e-mail schedules.

  // Document 3: VLD insights.
  vldCampaignNotFound: 'Campaign not found.',
  vldNotPolitical: 'Campaign is not a political campaign.',
  vldStatusNotEligible: 'Campaign status must be running, paused or expired.',
  vldExpiredTooLongAgo: 'Campaign expired more than two years ago.',
  vldTooShort: 'Campaign must last at least 3 days.',
  vldCreatedTooEarly: 'Campaign must be created on 16 September 2024 or later.',
  vldTargetsOregon: 'Campaign voter location must not include Oregon.',
  vldNoMatchedAudience: 'Campaign must include a Matched Audience.',
  vldWindowOrder: 'vldEndDate must be after vldStartDate.',
  vldWindowOutsideCampaign: "The report window must lie within the campaign's start and end dates.",
  vldReportNotFound: 'VLD report not found.',
  vldReportOtherCampaign: 'vldId is a report of another campaign.',
  vldReportProcessing: 'VLD report is still processing.',
  vldReportNotReady: 'VLD report is not ready for download.',
  vldReportNotFailed: 'Only VLD reports with failed status can be deleted.',
  vldReportAlreadyDeleted: 'VLD report is already deleted.',

  // Document 3: dashboards and export.
  dashboardNotFound: 'Dashboard not found.',
  dashboardReportWindow: 'endDate must not be before startDate.',
  dashboardOwIdsForbidden: 'owIds names an organization outside the workspace.',
  exportUrlUnknown: 'url must name the by-customer or by-campaign dashboard report.',
  exportColumnUnknown: 'columns names a field the report does not have.',
} as const;

export type MessageKey = keyof typeof messages;

export interface ErrorObject {
  error: string;
  reason?: string;
  field?: string;
}

export interface ApiErrorOptions {
  /** Extra `data` some documented failures carry (login On Hold). */
  data?: unknown;
  /** OAuth error code, for the token endpoint's RFC 6749 body. */
  oauthCode?: string;
  headers?: Record<string, string>;
}

/** A failure a handler or a pipeline stage throws; the envelope module renders it. */
export class ApiError extends Error {
  readonly errors: ErrorObject[];

  constructor(
    readonly status: number,
    errors: ErrorObject | ErrorObject[],
    readonly options: ApiErrorOptions = {},
  ) {
    const list = Array.isArray(errors) ? errors : [errors];
    super(list[0]?.error ?? `HTTP ${status}`);
    this.errors = list;
  }
}

export const badRequest = (error: string, field?: string, reason?: string) =>
  new ApiError(400, clean({ error, field, reason }));
export const unprocessable = (error: string, field?: string, reason?: string) =>
  new ApiError(422, clean({ error, field, reason }));
export const forbidden = (error: string, reason?: string, field?: string) =>
  new ApiError(403, clean({ error, reason, field }));
export const notFound = (error: string, field?: string) => new ApiError(404, clean({ error, field }));

function clean(e: ErrorObject): ErrorObject {
  const out: ErrorObject = { error: e.error };
  if (e.reason !== undefined) out.reason = e.reason;
  if (e.field !== undefined) out.field = e.field;
  return out;
}
