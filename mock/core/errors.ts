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
  assetNotFound: 'No asset has this name.',
  adminHostForbidden: "The admin API answers only to this machine's host names; start the mock with --allowed-host NAME to allow another.",
  adminOriginForbidden: 'The admin API does not answer pages of other origins.',
  adminTokenInvalid: 'The admin API needs the admin token (Authorization: Bearer <token>).',
  adminJsonRequired: 'Admin API writes need a JSON body (Content-Type: application/json).',
  urlInvalid: 'The URL is not valid: a path segment is malformed or too long.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request did not arrive in time.',
  clockOutOfRange: 'The clock would leave the range of dates (8.64e15 ms either side of 1970).',
  upstreamUnreachable: 'The proxy could not reach the implementation it forwards to.',
  upstreamTimeout: 'The implementation the proxy forwards to did not answer in time.',
  mockSessionInvalid: 'X-Mock-Session must be 1 to 64 letters, digits, dots, underscores or hyphens.',
  snapshotInvalid: 'The snapshot does not fit this mock; nothing was restored.',

  // Document 2: audience lists, matched audiences, retargeted audiences and insights.
  audienceNameMissing: 'Audience name can not be null.', // seed
  audienceNotFound: 'Audience not found.',
  jsonPartInvalid: 'Value must be a JSON object.',
  matchedFileType: 'File must be a CSV or XLSX file.',
  matchedFileTooLarge: 'File must not be larger than 1 GB.',
  matchedFileTooManyRecords: 'File must not have more than 5,000,000 records.',
  matchedFileEmpty: 'File has no records.',
  columnsUnsupported:
    'Without voter ID, e-mail, phone or address columns, one of these system field sets is required: first name, last name, zip, state; or last name, street address, zip, state; or street address, zip, state.', // seed
  columnNotSystemField: 'columns must map each file column to a system field key.',
  singleColumnMismatch: 'isSingleColumnEnabled does not match the column mapping.',
  voterPartnerRequired: 'Voter ID matching needs columnSettings {"Voters_ID": <supported voter data partner id>}.',
  npiPartnerRequired: 'NPI ID matching needs columnSettings {"NPI_ID": <supported healthcare partner id>}.',
  audienceTypeMismatch: "audienceTypeId does not match the audience's type.",
  notMatchedAudience: 'Only a matched audience can be duplicated.',
  insightsNotFound: 'Insights not found.',
  insightsNotFailed: 'Only failed insights can be regenerated.',
  insightsNotReady: 'Insights are not ready.',
  tooManyRecipients: 'At most 15 recipients are allowed.',
  recipientInvalid: 'recipientEmails must be comma-separated e-mail addresses.',

  // Document 2: audience types (geo-farmed, campaign, segment, pre-bid, contextual, lookalike, ABM) and healthcare data.
  geoFarmedAudienceNotFound: 'No geo-farmed audience has this id.',
  campaignAudienceNotFound: 'No campaign audience has this id.',
  segmentAudienceNotFound: 'No segment audience has this id.',
  preBidAudienceNotFound: 'No pre-bid audience has this id.',
  abmAudienceNotFound: 'No ABM audience has this id.',
  endBeforeStart: 'endDate must be after startDate.',
  timeRangeEndBeforeStart: 'The end time of a time range must be after its start time.',
  geoFarmedNoLocations: 'locations must include at least one location, area or location file.',
  locationFileNotFound: 'locationFileIds names a location file that does not exist.',
  campaignNotFound: 'The campaign does not exist.',
  campaignDetailEmpty: 'campaignDetail must name at least one campaign.',
  equationMalformed: 'equation is not valid: use segment ids in parentheses joined by | inside and & between, as in (101|102)&(205).',
  equationUnknownSegment: "equation names a segment that is not one of the data partner's segments.",
  segmentPartnerNotFound: 'The data partner does not exist.',
  segmentIdListMismatch: 'segmentIdList must list exactly the segment ids of the equation.',
  taxonomyNotFound: "taxonomyIdList names a taxonomy that is not one of the data partner's.",
  preBidSegmentNotFound: 'prebidAudienceSegmentIdList names a pre-bid segment that does not exist.',
  preBidProviderNotFound: 'The pre-bid provider does not exist.',
  preBidAudienceListInvalid: 'prebidAudienceIdList names an audience that is not a pre-bid audience of this workspace.',
  contextualStartTooOld: 'startDate must be within the last 180 days.',
  contextualSpanTooLong: 'The span between startDate and endDate must be at most 30 days.',
  contextualStaticNeedsDates: 'startDate and endDate are required when dataCollectionMethodId is 1 (static).',
  contextualDynamicNeedsDays: 'dataCollectionDays is required when dataCollectionMethodId is 2 (dynamic).',
  contextualNoKeywordsOrUrls: 'keywords or urls must name at least one keyword or URL.',
  urlListEmpty: 'URLs must name at least one URL.',
  lookalikeSourceNotFound: 'sourceAudienceIds names an audience that does not exist.',
  lookalikeSourceNotReady: 'sourceAudienceIds names an audience that is not Ready.',
  healthcareProviderNotFound: 'The healthcare data provider does not exist.',
  healthcareTitleNotFound: 'titleIds names a title that does not exist.',
  healthcareSpecialityNotFound: 'specialityIds names a speciality that does not exist.',
  healthcareSystemNotFound: 'healthCareSystemIds names a healthcare system that does not exist.',

  // Document 2: creatives and conversions.
  creativeRequestInvalid: 'creativeRequest must be a JSON object mapping each key to the details of one creative.',
  creativeRequestTwice: 'Send creativeRequest in the query or as a form field, not both.',
  creativeKeyNotUuid: 'The key of a creative must be a UUID.',
  creativeNameMissing: 'creativeName is required.',
  creativeTypeUnknown: 'platformCreativeTypeId must be one of 11, 13, 14, 15 or 17.',
  creativeSourceTypeInvalid: 'creativeSourceType must be HTML, FILE or URL.',
  creativeFileMissing: 'Creative file is missing.',
  creativeFileAmbiguous: 'More than one creativeFiles part has the file name this creative gives in creativeSource.',
  creativeFileTypeNotAllowed: 'This file type is not allowed for the creative type.',
  creativeImageTooLarge: 'JPG, JPEG and PNG files must not be more than 2 MB.',
  creativeGifTooLarge: 'GIF files must not be more than 750 KB.',
  creativeVideoTooLarge: 'MOV and MP4 files must not be more than 400 MB.',
  creativeAudioTooLarge: 'MP3, WAV, OGG and MPEG files must not be more than 100 MB.',
  creativeSourceMissing: 'creativeSource is required for HTML and URL creatives.',
  creativeSourceUrlInvalid: 'creativeSource must be an http or https URL.',
  creativeXmlInvalid: 'Video and audio creatives sent as HTML take VAST or DAAST XML as their source.',
  clickUrlInvalid: 'clickUrl must be an http or https URL.',
  creativeImageDetailsInvalid: 'imageDetails creativeWidth and creativeHeight must be positive integers.',
  creativeNotFound: 'Creative not found.',
  creativeGroupNotFound: 'Creative group not found.',
  owIdsWorkspaceOnly: 'owIds and allOwIds are only for workspace users.',
  sourceDetailsAdvertiserOnly: 'includeCreativeSourceDetails is only for advertisers: act in the advertiser\'s organization.',
  conversionNotFound: 'conversionIdList names a conversion that does not exist.',
  assignQueryInvalid: 'assignConversionToCampaign must be a JSON object mapping campaign ids to "add" or "remove".',

  // Document 3: bid modelling and include/exclude.
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
