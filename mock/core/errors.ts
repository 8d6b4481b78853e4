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
  reportCustomersForbidden: "User does not have access for Report's customers", // seed
  reportNotFound: 'Report not found.',
  reportNoActiveCampaign: 'At least one active campaign must exist among the report customers to create or execute a report.',
  reportEndBeforeStart: 'endDate must be after startDate.',
  reportWindowThreeMonths: 'The report period can be at most three months (92 days).',
  reportWindowOneYear: 'The report period can be at most one year (366 days) with the campaign dimension.',
  reportDimensionsInvalid: 'dimensions must be a JSON array of {filter, value} objects, each dimension once.',
  reportDimensionUnknown: 'dimensions names an unknown dimension.',
  reportColumnUnknown: 'columns names an unknown column.',
  reportColumnNeedsDimension: 'columns names a field of a dimension the report does not use.',
  reportFiltersInvalid: 'filters must be a JSON object of campaignId, creativeTypeId and campaignStatus.',
  reportCampaignStatusUnknown: 'filters names an unknown campaign status.',
  reportFieldRequired: 'This field is required when no report id is given.',
  reportIdRequired: 'reportId (or id) is required.',
  scheduleExists: 'The report already has an e-mail schedule; change it with PATCH.',
  scheduleNotFound: 'The report has no e-mail schedule.',
  deliveryDayRequired: 'deliveryDay is required unless deliveryFrequency is Once.',
  deliveryDayWeekday: 'deliveryDay must be a weekday name (Monday to Sunday) for a weekly schedule.',
  deliveryDayMonthly: 'deliveryDay must be First, Last or a day from 1 to 29 for a monthly schedule.',
  eventEndDateRequired: 'eventEndDate is required unless deliveryFrequency is Once.',
  eventEndDatePast: 'eventEndDate must be in the future.',
  runningTotalNeedsCampaign: 'runningTotalEnabled needs the campaign dimension.',
  earliestCampaignStartDateRequired: 'earliestCampaignStartDate is required when runningTotalEnabled is true.',
  earliestCampaignStartDateAfterEnd: 'earliestCampaignStartDate must be before the report endDate.',
  unsubscribeTokenInvalid: 'Unsubscribe token is not valid.',

  // Document 3: VLD insights.

  // Document 3: dashboards and export.
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
