/* eslint-disable */
/**
 * Generated from spec/ by `npm run generate` (json-schema-to-typescript).
 * Do not edit: change the spec and regenerate. `npm test` fails when this is stale.
 */

/**
 * Password login. The documented field names are `grantType` and `email`; the wire
 * samples use `grant_type` and `username`. Either spelling is accepted.
 *
 */
export type LoginRequest = {
  [k: string]: unknown | undefined;
} & {
  grantType?: "password";
  grant_type?: "password";
  email?: string;
  username?: string;
  password: string;
};
/**
 * Token request (RFC 6749). The documented names are `grantType` and `email`; the
 * wire samples use `grant_type` and `username`. Either spelling is accepted. The
 * password grant needs the user name and password, refresh_token a refresh token,
 * and authorization_code a code (with its redirect URI); the handler answers
 * `invalid_request` when one is missing.
 *
 */
export type TokenRequest = {
  [k: string]: unknown | undefined;
} & {
  grant_type?: "password" | "refresh_token" | "authorization_code" | "client_credentials";
  grantType?: "password" | "refresh_token" | "authorization_code" | "client_credentials";
  username?: string;
  email?: string;
  password?: string;
  refresh_token?: string;
  code?: string;
  client_id?: string;
  client_secret?: string;
  redirect_uri?: string;
};
/**
 * One invitation, or a list of one or more. The platform says one or more users can be
 * invited; its payload shows a single pair.
 *
 */
export type InviteUsersRequest = InviteRequest | [InviteRequest, ...InviteRequest[]];
/**
 * Grants applications to a user. The documented field is `userID`; the sample spells
 * it `userId`. Either spelling is accepted.
 *
 */
export type ApplicationAddRequest = {
  [k: string]: unknown | undefined;
} & {
  userID?: number;
  userId?: number;
  /**
   * Comma-separated application IDs.
   */
  appIds: string;
  /**
   * The access granted ("for example Full"); kept as sent, Full when left out.
   */
  accessLevel?: string;
};
export type IntegerList = number[];
/**
 * A geo-farmed audience with everything it was created with and its location files.
 */
export type GeoFarmedAudienceDetails = AudienceTypeDetailsBase & {
  audienceName: string;
  frequency: string | number | null;
  frequencyType: string | number | null;
  startDate: number;
  endDate: number;
  timezone: number;
  timeRange: GeoTimeRange;
  removedLocationsIds: IntegerList;
  locations: {
    country: number | null;
    included: GeoLocationSetDetails;
    excluded: GeoLocationSetDetails;
    locationFileIds: IntegerList;
  };
  /**
   * Location file id to the file and its valid locations.
   */
  bulkLocationDetails: {
    [k: string]:
      | {
          id: number;
          fileName: string;
          fileType: string;
          validLocations: GeoValidLocation[];
        }
      | undefined;
  };
};
/**
 * A campaign audience; campaignDetail maps each campaign id to its name per interaction.
 */
export type CampaignAudienceDetails = AudienceTypeDetailsBase & {
  campaignDetail: {
    impressions: CampaignNames;
    clicks: CampaignNames;
    conversions: CampaignNames;
  };
  startDate: number;
  endDate: number;
};
/**
 * Creates a segment audience. The document names the field `groupName`; its sample
 * sends `name`: either is accepted (spec/DECISIONS.md AT6).
 *
 */
export type SegmentAudienceRequest = {
  [k: string]: unknown | undefined;
} & {
  groupName?: string;
  name?: string;
  segmentPartnerId: number;
  /**
   * Segment ids in parentheses joined by `|` (union), groups joined by `&` (intersection), as in `(101|102)&(205)`.
   */
  equation: string;
};
/**
 * URL strings; at least one (an empty list is 422 naming `URLs`).
 */
export type UrlList = string[];
/**
 * The URLs to check: a bare array of URL strings (as the document shows the body),
 * or an object whose `URLs` field holds them (as the document names the field).
 *
 */
export type UrlValidateRequest =
  | UrlList
  | {
      URLs: UrlList;
    };
/**
 * Comma-separated integer ids (at least one).
 */
export type IdCsvRequired = string;
/**
 * Comma-separated integer ids (may be empty).
 */
export type IdCsv = string;
/**
 * Creative list request; every field is optional.
 */
export type CreativeListRequest = CreativeFilter & {
  pageNo?: number;
  noOfEntries?: number;
  /**
   * A field name prefixed with + or -; the mock sorts by creativeId, creativeName, createdAt, modifiedAt, creativeStatusId and platformCreativeTypeId, and another field gives the default order. Without a sign `order` gives the direction.
   */
  sortBy?: string;
  order?: "asc" | "desc";
  /**
   * Field to direction (desc is descending, anything else ascending), applied in order; wins over sortBy. Fields the list does not sort by are left out.
   */
  sortCriteriaMap?: {
    [k: string]: string | undefined;
  };
  /**
   * Advertisers only (a caller acting in an organization that owns no workspace; 403 for workspace users). Adds creativeSource, creativeSourceType and clickUrl.
   */
  includeCreativeSourceDetails?: boolean;
  includeOrganizationDetails?: boolean;
  includeUserDetails?: boolean;
};
/**
 * The list's filters, plus allCreatives and groupedCreatives.
 */
export type CreativeCountByStatusRequest = CreativeFilter & {
  /**
   * Count every creative (true), or only those outside any group (false).
   */
  allCreatives?: boolean;
  /**
   * Count only creatives in a group (wins over allCreatives).
   */
  groupedCreatives?: boolean;
};
/**
 * Creative details with its video details and the campaigns that carry it.
 */
export type CreativeWithCampaigns = Creative & {
  /**
   * Null for image, HTML and native creatives.
   */
  videoDetails: CreativeVideoDetails | null;
  campaignDetails: CreativeCampaign[];
};
/**
 * A bid modelling dimension. The documents show the ids seen in samples (1, 2, 3, 4,
 * 5, 10, 11, 12, 13) but not their names and no rule closing the set. The mock names
 * them 1 creative, 2 state, 3 city, 4 zip code, 5 open exchange, 10 publisher
 * category, 11 deal ID, 12 device type, 13 traffic source (spec/DECISIONS.md BM1);
 * another id is a dimension without entities.
 *
 */
export type BidModelDimensionId = number;
/**
 * Bid model data of one entity (entityTypeId 1 individual, 3 other) or bundle (2) for ADD and UPDATE. The document marks every field required; priority, bidMultiplier and spendRatio are optional here because deal IDs take no multiplier and publisher categories no spend ratio (BM5). A bundle needs bundleName and entityIds; its entityId names an existing bundle of the campaign dimension, or any number to create one.
 */
export type BidModelEntityDetails = {
  [k: string]: unknown | undefined;
} & {
  entityId: number;
  entityTypeId: 1 | 2 | 3;
  /**
   * Bidding sequence, 1 to 10.
   */
  priority?: number;
  /**
   * Multiplier on the base bid, 0.1 to 100 (not for deal ID).
   */
  bidMultiplier?: number;
  /**
   * Share of the campaign budget in percent, 0 to 100 (not for publisher category).
   */
  spendRatio?: number;
  /**
   * 1 flexible (needs a priority), 2 strict (strict ratios of a campaign dimension add up to 100).
   */
  spendRatioTypeId?: 1 | 2;
  bundleName?: string;
  /**
   * @minItems 1
   */
  entityIds?: [number, ...number[]];
};
/**
 * Bid model data to set (insertion-order form). At least one of priority, bidMultiplier and spendRatio; spendRatio and spendRatioTypeId go together.
 */
export type BidModelValues = {
  [k: string]: unknown | undefined;
} & {
  /**
   * Bidding sequence, 1 to 10.
   */
  priority?: number;
  /**
   * Multiplier on the base bid, 0.1 to 100 (not for deal ID).
   */
  bidMultiplier?: number;
  /**
   * Share of the campaign budget in percent, 0 to 100 (not for publisher category).
   */
  spendRatio?: number;
  /**
   * 1 flexible (needs a priority), 2 strict (strict ratios of a campaign dimension add up to 100).
   */
  spendRatioTypeId?: 1 | 2;
};
/**
 * A customer (organization) a report covers.
 */
export type CustomerDetail = {
  [k: string]: unknown | undefined;
} & {
  owId?: number;
  /**
   * The same id in the seed's spelling (spec/DECISIONS.md R19).
   */
  owID?: number;
  organizationName: string;
  organizationLogo: string;
  /**
   * 1 Active, 2 On Hold.
   */
  statusId: number;
  status: string;
  supportEmail: string;
  /**
   * The organization's timezone name.
   */
  timezone: string;
  organizationType: string;
};
/**
 * A schedule to create; the subscribers, file type and frequency are required.
 */
export type NewReportSchedule = ReportScheduleFields & {
  subscriberEmails: string[];
  fileType: number;
  deliveryFrequency: number;
};
/**
 * A new report; its schedule may come with it.
 */
export type ReportAddRequest = ReportFields & {
  reportSchedulingEventDetails?: NewReportSchedule;
};
/**
 * Runs a saved report (`id`) or a full definition. With `id`, fields sent beside it
 * override the saved ones. Without it, dimensions, columns, startDate, endDate and
 * requestType are required.
 *
 */
export type ReportExecuteRequest = ReportFields & {
  id?: number;
  /**
   * JSON object with campaignId, creativeTypeId and campaignStatus, each an id, a comma-separated string or an array, for example {"campaignStatus":"running,paused"}.
   */
  filters?: string;
  searchField?: string;
  /**
   * A row field or metric prefixed with + or -.
   */
  sortBy?: string;
  pageNo?: number;
  noOfEntries?: number;
};
/**
 * Creates the e-mail schedule of a report (one per report).
 */
export type ReportScheduleRequest = ReportScheduleFields & {
  reportId: number;
};
/**
 * The fields to change; the merged definition is checked as a whole. A schedule given here is created or merged into the existing one.
 */
export type ReportUpdateRequest = ReportFields & {
  reportSchedulingEventDetails?: ReportScheduleFields;
};
/**
 * One VLD report of the list. Impressions and costs are those of the campaign's
 * delivery over the report window; `vldStatusId` is 1 processing, 2 failed,
 * 3 ready (DECISIONS VLD2).
 *
 */
export type VldReport = {
  [k: string]: unknown | undefined;
} & {
  /**
   * vldStatusId in the property table's spelling.
   */
  vldStatus?: number;
  vldId: number;
  /**
   * "vldStatusId 3 appears in samples", "the meaning of its status IDs: not shown": other values may come. The mock uses 1 processing, 2 failed, 3 ready.
   */
  vldStatusId?: number;
  vldName: string;
  ioId: number;
  ioName: string;
  /**
   * Budget type of the insertion order (1 currency, 2 impressions).
   */
  ioTypeId: number;
  /**
   * The campaign meets every VLD eligibility rule now.
   */
  isCampaignEligible: boolean;
  /**
   * Epoch ms.
   */
  vldCreatedOn: number;
  /**
   * Epoch ms.
   */
  vldStartDate?: number;
  /**
   * Epoch ms.
   */
  vldEndDate?: number;
  /**
   * vldStartDate in the property table's spelling (spec/DECISIONS.md VLD11).
   */
  startDate?: number;
  /**
   * vldEndDate in the property table's spelling (spec/DECISIONS.md VLD11).
   */
  endDate?: number;
  campaignId: number;
  campaignName: string;
  /**
   * Campaign status. "Campaign | running, paused, expired, pending (also draft, deleted)" (states known): other values may come.
   */
  campaignStatus: string;
  creativeTypeId: number;
  campaignVldTimezoneId: number;
  /**
   * The report can be regenerated now (eligible campaign, report not processing).
   */
  vldReportCreatable: boolean;
  vldChargeableImps: number;
  vldChargedImps: number;
  vldChargeableCost: number;
  vldChargedCost: number;
  fundsAvailable: boolean;
  /**
   * The organization's mark-up, dollars per thousand impressions.
   */
  effectiveVldRate: number;
};
/**
 * Where the CSV is served: "a URL of the export (field responseURL or responseUrl)".
 * Either spelling may carry it; the mock sends both.
 *
 */
export type ExportCsv = {
  [k: string]: unknown | undefined;
} & {
  responseURL?: string;
  responseUrl?: string;
};
/**
 * A rule as kept by the session, with its id and counters.
 */
export type AnswerRule = AnswerRuleDefinition & {
  id: string;
  /**
   * Matching requests the rule has seen, those it let pass under `after` included.
   */
  seen: number;
  /**
   * Requests the rule answered.
   */
  answered: number;
};

export interface PlatformSchemas {
  LoginRequest?: LoginRequest;
  TokenResponse?: TokenResponse;
  ErrorObject?: ErrorObject;
  LoginOnHoldFailure?: LoginOnHoldFailure;
  V3Failure?: V3Failure;
  TokenRequest?: TokenRequest;
  OAuthError?: OAuthError;
  SignUpRequest?: SignUpRequest;
  V3Message?: V3Message;
  InviteValidateRequest?: InviteValidateRequest;
  InviteValidation?: InviteValidation;
  ResetPasswordRequest?: ResetPasswordRequest;
  ResetPasswordValidateRequest?: ResetPasswordValidateRequest;
  ResetPasswordValidation?: ResetPasswordValidation;
  UpdatePasswordRequest?: UpdatePasswordRequest;
  UpdatePasswordForbidden?: UpdatePasswordForbidden;
  UserEmailValidateRequest?: UserEmailValidateRequest;
  UserEmailValidation?: UserEmailValidation;
  EmailWorkspaceValidateRequest?: EmailWorkspaceValidateRequest;
  EmailWorkspaceValidation?: EmailWorkspaceValidation;
  CurrentPasswordValidateRequest?: CurrentPasswordValidateRequest;
  CurrentPasswordValidation?: CurrentPasswordValidation;
  ChangePasswordRequest?: ChangePasswordRequest;
  Paged?: Paged;
  User?: User;
  ParentOrganization?: ParentOrganization;
  UserProfile?: UserProfile;
  UserConfig?: UserConfig;
  InviteRequest?: InviteRequest;
  InviteUsersRequest?: InviteUsersRequest;
  UpdateStatusRequest?: UpdateStatusRequest;
  UpdateProfileForm?: UpdateProfileForm;
  UpdateProfileRequest?: UpdateProfileRequest;
  UpdateProfileResult?: UpdateProfileResult;
  AllowedApplication?: AllowedApplication;
  UserApplication?: UserApplication;
  ApplicationAddRequest?: ApplicationAddRequest;
  ApplicationRevokeRequest?: ApplicationRevokeRequest;
  AdvertiserRequest?: AdvertiserRequest;
  AudienceListItem?: AudienceListItem;
  V2Error?: V2Error;
  V2Failure?: V2Failure;
  DetailedAudienceItem?: DetailedAudienceItem;
  InsightStatus?: InsightStatus;
  DetailedAudienceList?: DetailedAudienceList;
  MatchedAudienceDetails?: MatchedAudienceDetails;
  MatchedAudienceForm?: MatchedAudienceForm;
  AudienceIdMessage?: AudienceIdMessage;
  MatchedColumn?: MatchedColumn;
  UpdateAudienceNameRequest?: UpdateAudienceNameRequest;
  DuplicateMatchedRequest?: DuplicateMatchedRequest;
  DuplicateMatchedResult?: DuplicateMatchedResult;
  DeleteAudiencesRequest?: DeleteAudiencesRequest;
  DeleteAudiencesResult?: DeleteAudiencesResult;
  RetargetedAudienceDetails?: RetargetedAudienceDetails;
  AudienceInsight?: AudienceInsight;
  InsightsAddResult?: InsightsAddResult;
  InsightsDownloadRequest?: InsightsDownloadRequest;
  InsightsDownloadResult?: InsightsDownloadResult;
  GeoTimeRange?: GeoTimeRange;
  IntegerList?: IntegerList;
  GeoCustomArea?: GeoCustomArea;
  GeoLocationSet?: GeoLocationSet;
  GeoLocations?: GeoLocations;
  GeoFarmedAudienceRequest?: GeoFarmedAudienceRequest;
  AudienceCreated?: AudienceCreated;
  AudienceTypeDetailsBase?: AudienceTypeDetailsBase;
  GeoLocationSetDetails?: GeoLocationSetDetails;
  GeoValidLocation?: GeoValidLocation;
  GeoFarmedAudienceDetails?: GeoFarmedAudienceDetails;
  CampaignAudienceRequest?: CampaignAudienceRequest;
  CampaignNames?: CampaignNames;
  CampaignAudienceDetails?: CampaignAudienceDetails;
  SegmentAudienceRequest?: SegmentAudienceRequest;
  SegmentAudienceUpdateRequest?: SegmentAudienceUpdateRequest;
  AudienceTypeMessage?: AudienceTypeMessage;
  PreBidAudienceRequest?: PreBidAudienceRequest;
  PreBidSegmentData?: PreBidSegmentData;
  PreBidAudienceDetails?: PreBidAudienceDetails;
  PreBidAudienceUpdateRequest?: PreBidAudienceUpdateRequest;
  PreBidAudienceUpdated?: PreBidAudienceUpdated;
  ContextualAudienceRequest?: ContextualAudienceRequest;
  UrlList?: UrlList;
  UrlValidateRequest?: UrlValidateRequest;
  UrlValidation?: UrlValidation;
  IdCsvRequired?: IdCsvRequired;
  IdCsv?: IdCsv;
  LookalikeAudienceRequest?: LookalikeAudienceRequest;
  AbmFilters?: AbmFilters;
  AbmAudienceRequest?: AbmAudienceRequest;
  AbmAudienceCreated?: AbmAudienceCreated;
  AbmAudienceDetails?: AbmAudienceDetails;
  AbmStatistics?: AbmStatistics;
  HealthcareListItem?: HealthcareListItem;
  HealthcareTitlePage?: HealthcareTitlePage;
  HealthcareSpecialityPage?: HealthcareSpecialityPage;
  HealthcareSystemPage?: HealthcareSystemPage;
  CreativeType?: CreativeType;
  CreativeUploadItem?: CreativeUploadItem;
  CreativeUploadForm?: CreativeUploadForm;
  CreativeUploadResult?: CreativeUploadResult;
  CreativeFilter?: CreativeFilter;
  CreativeListRequest?: CreativeListRequest;
  CreativeOrganizationDetails?: CreativeOrganizationDetails;
  CreativeUserDetails?: CreativeUserDetails;
  CreativeListItem?: CreativeListItem;
  CreativeCount?: CreativeCount;
  CreativeCountByType?: CreativeCountByType;
  CreativeCountByStatusRequest?: CreativeCountByStatusRequest;
  CreativeCountByStatus?: CreativeCountByStatus;
  CreativeGroupListRequest?: CreativeGroupListRequest;
  CreativeGroup?: CreativeGroup;
  CreativeGroupRenameRequest?: CreativeGroupRenameRequest;
  CreativeImageDetails?: CreativeImageDetails;
  Creative?: Creative;
  CreativeVideoDetails?: CreativeVideoDetails;
  CreativeCampaign?: CreativeCampaign;
  CreativeWithCampaigns?: CreativeWithCampaigns;
  PixelConversionRequest?: PixelConversionRequest;
  Conversion?: Conversion;
  ConversionAssignRequest?: ConversionAssignRequest;
  ConversionAssignResult?: ConversionAssignResult;
  CmpIncludeExcludeRequest?: CmpIncludeExcludeRequest;
  V2MessageResult?: V2MessageResult;
  BidModelDimensionId?: BidModelDimensionId;
  ModelledEntitiesRequest?: ModelledEntitiesRequest;
  ModelledEntities?: ModelledEntities;
  DimensionBidModelCounts?: DimensionBidModelCounts;
  BidModelCount?: BidModelCount;
  ModelledEntityListRequest?: ModelledEntityListRequest;
  ModelledEntityTotal?: ModelledEntityTotal;
  BidModelData?: BidModelData;
  ModelledEntityRow?: ModelledEntityRow;
  CampaignBidDetails?: CampaignBidDetails;
  ModelledEntityList?: ModelledEntityList;
  BidModelEntityDetails?: BidModelEntityDetails;
  UpdateBidModelsRequest?: UpdateBidModelsRequest;
  Bundle?: Bundle;
  EntityWiseSpent?: EntityWiseSpent;
  BundleCreateRequest?: BundleCreateRequest;
  BundleCreated?: BundleCreated;
  BundleDeleteRequest?: BundleDeleteRequest;
  BundleUpdateRequest?: BundleUpdateRequest;
  IncludeExcludeRequest?: IncludeExcludeRequest;
  BidModelValues?: BidModelValues;
  IoBidModelsRequest?: IoBidModelsRequest;
  CustomerDetail?: CustomerDetail;
  ReportSchedulingEventDetails?: ReportSchedulingEventDetails;
  Report?: Report;
  ReportPage?: ReportPage;
  ReportListRequest?: ReportListRequest;
  ReportFields?: ReportFields;
  ReportScheduleFields?: ReportScheduleFields;
  NewReportSchedule?: NewReportSchedule;
  ReportAddRequest?: ReportAddRequest;
  ReportExecuteRequest?: ReportExecuteRequest;
  ReportRow?: ReportRow;
  ReportExecution?: ReportExecution;
  ReportScheduleRequest?: ReportScheduleRequest;
  ScheduledData?: ScheduledData;
  ReportScheduleResult?: ReportScheduleResult;
  ReportUpdateRequest?: ReportUpdateRequest;
  ReportDuplicateRequest?: ReportDuplicateRequest;
  VldReport?: VldReport;
  VldReportList?: VldReportList;
  VldEligibleCampaigns?: VldEligibleCampaigns;
  VldReportRequest?: VldReportRequest;
  VldReportResult?: VldReportResult;
  VldComputationRequest?: VldComputationRequest;
  VldDownloadRequest?: VldDownloadRequest;
  VldDownload?: VldDownload;
  DashboardOption?: DashboardOption;
  DashboardColumn?: DashboardColumn;
  DashboardData?: DashboardData;
  Dashboard?: Dashboard;
  DashboardList?: DashboardList;
  BareError?: BareError;
  DashboardRequest?: DashboardRequest;
  CustomerReportRequest?: CustomerReportRequest;
  DashboardReportRow?: DashboardReportRow;
  CustomerReport?: CustomerReport;
  CampaignReportRequest?: CampaignReportRequest;
  CampaignReportRow?: CampaignReportRow;
  CampaignReport?: CampaignReport;
  ExportCsvData?: ExportCsvData;
  ExportCsvRequest?: ExportCsvRequest;
  ExportCsv?: ExportCsv;
  AdminError?: AdminError;
  ResetRequest?: ResetRequest;
  ResetResult?: ResetResult;
  FixturesSummary?: FixturesSummary;
  MockSettings?: MockSettings;
  ClockState?: ClockState;
  ClockRequest?: ClockRequest;
  Email?: Email;
  JournalEntry?: JournalEntry;
  AuthorizationCodeRequest?: AuthorizationCodeRequest;
  AuthorizationCode?: AuthorizationCode;
  RecordedHeaders?: RecordedHeaders;
  RecordedBody?: RecordedBody;
  Violation?: Violation;
  StateSnapshot?: StateSnapshot;
  AnswerRuleDefinition?: AnswerRuleDefinition;
  AnswerRule?: AnswerRule;
}
/**
 * OAuth token response. `owId` is present on login responses only.
 */
export interface TokenResponse {
  /**
   * Bearer token.
   */
  access_token: string;
  /**
   * Token for obtaining a new access token.
   */
  refresh_token: string;
  /**
   * Access rights. "Token scope value seen: read write": other values may come.
   */
  scope: string;
  /**
   * Token type. "Token type: bearer." (document 1, Authentication; the field table: "Token type (bearer)"), in any case (RFC 6749 section 7.1).
   */
  token_type: string;
  /**
   * Seconds until the access token expires (24 hours when issued).
   */
  expires_in: number;
  /**
   * Organization workspace ID, required in all later calls.
   */
  owId?: number;
}
/**
 * One failure of a v3 response.
 */
export interface ErrorObject {
  /**
   * Human-readable error text.
   */
  error: string;
  /**
   * Why the error happened, when the platform says.
   */
  reason?: string;
  /**
   * The request field (body, query, path or header) the error is about.
   */
  field?: string;
}
/**
 * Login refused because the user's organization is not active (for example On Hold).
 */
export interface LoginOnHoldFailure {
  success: false;
  data: {
    /**
     * Organization account status. "status: string (for example On Hold)": other values may come.
     */
    status: string;
    reason: string;
    supportEmail: string;
  };
  /**
   * @minItems 1
   */
  errorObjects: [ErrorObject, ...ErrorObject[]];
}
/**
 * v3 failure envelope.
 */
export interface V3Failure {
  success: false;
  /**
   * @minItems 1
   */
  errorObjects: [ErrorObject, ...ErrorObject[]];
}
/**
 * OAuth 2.0 error body (RFC 6749 section 5.2) of the token endpoint.
 */
export interface OAuthError {
  error: string;
  error_description?: string;
}
/**
 * An invited user creates a password.
 */
export interface SignUpRequest {
  email: string;
  password: string;
}
/**
 * v3 success envelope whose data is a success message.
 */
export interface V3Message {
  success: true;
  data: string;
}
export interface InviteValidateRequest {
  /**
   * Hash from the invitation e-mail.
   */
  inviteHash: string;
}
export interface InviteValidation {
  isExpired: boolean;
}
/**
 * Asks for a reset password link by e-mail.
 */
export interface ResetPasswordRequest {
  email: string;
}
export interface ResetPasswordValidateRequest {
  /**
   * Hash from the reset password link.
   */
  resetHash: string;
}
/**
 * Whether a reset password hash can still be used.
 */
export interface ResetPasswordValidation {
  /**
   * E-mail the reset link was sent to; null for an unknown hash.
   */
  resetEmail: string | null;
  isValid: boolean;
  /**
   * Why the hash is not valid; null when it is.
   */
  invalidReason: string | null;
}
/**
 * Sets a new password through a reset link.
 */
export interface UpdatePasswordRequest {
  email: string;
  password: string;
}
/**
 * Refusal of update-password when the reset link is not valid or already processed.
 * The platform answers it with `success: true`.
 *
 */
export interface UpdatePasswordForbidden {
  success: true;
  data: {
    invalidReason: string;
    /**
     * "Response 403 (with success true): `data: {invalidReason: string (...), isValid: false}`".
     */
    isValid: false;
  };
}
export interface UserEmailValidateRequest {
  email: string;
}
export interface UserEmailValidation {
  /**
   * Display name of the registered user; null for a new user.
   */
  userName: string | null;
  isNewUser: boolean;
  isOrganizationOwnerUser: boolean;
}
/**
 * An e-mail and the workspace domain it is meant for.
 */
export interface EmailWorkspaceValidateRequest {
  email: string;
  workspaceDomain: string;
}
export interface EmailWorkspaceValidation {
  /**
   * The e-mail is already registered.
   */
  isValid: boolean;
  /**
   * Organization workspace of the domain; null when no workspace has that domain.
   */
  owId: number | null;
  /**
   * The user may enter the workspace.
   */
  isWorkspaceAllowed: boolean;
}
export interface CurrentPasswordValidateRequest {
  password: string;
}
export interface CurrentPasswordValidation {
  /**
   * The password is the caller's current one.
   */
  isValid: boolean;
}
/**
 * Changes the caller's password.
 */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}
/**
 * Shape of a paged v3 result: `data` holds the page, `totalRecords` every record
 * the caller may see, `filteredRecords` those left after the filters.
 *
 */
export interface Paged {
  data: unknown;
  totalRecords: number;
  filteredRecords: number;
}
/**
 * A user of the workspace, as an item of the user list.
 */
export interface User {
  /**
   * Unique user ID.
   */
  userId: number;
  /**
   * First name.
   */
  firstName: string;
  /**
   * Last name ("may be absent"); the mock sends null when the user gave none.
   */
  lastName?: string | null;
  /**
   * E-mail of the user.
   */
  email: string;
  /**
   * Display name.
   */
  displayName: string;
  /**
   * User status in this workspace. "User status (values seen: active, invited)": other values may come; the mock also has inactive and suspended.
   */
  status: string;
  /**
   * Status ID. "Status ID (1 with active, 3 with invited)", "Meaning of status integers other than 1 and 3: not shown": other values may come; the mock also has 2 inactive and 4 suspended.
   */
  statusId: number;
  /**
   * URL of the profile image; null when there is none.
   */
  userAvatar: string | null;
  /**
   * Account creation, epoch milliseconds.
   */
  createdAt: number;
  /**
   * User Organization Workspace ID.
   */
  uowId: number;
  /**
   * Count of customers assigned to the user.
   */
  customersCount: number;
  /**
   * Organization of the user.
   */
  organizationName: string;
  /**
   * The invitation, epoch milliseconds; null for a user who was not invited.
   */
  invitedOn: number | null;
  /**
   * The user owns the organization.
   */
  isOrganizationOwnerUser: boolean;
  /**
   * The caller may modify the user.
   */
  isModificationAllowed: boolean;
  /**
   * Name of the inviter; null for a user who was not invited.
   */
  invitedByUserName: string | null;
  /**
   * E-mail of the inviter; null for a user who was not invited.
   */
  invitedByUserEmail: string | null;
  /**
   * The caller may assign customers to the user.
   */
  isAssignActionAllowed: boolean;
}
/**
 * One level of the organization hierarchy above the caller's workspace; its own
 * `parentOrganization` continues up the chain and is null at the top.
 *
 */
export interface ParentOrganization {
  /**
   * Organization workspace ID.
   */
  owId: number;
  organizationName: string;
  workspaceDomain: string;
  /**
   * The caller has customer-management access to this organization.
   */
  isAccess: boolean;
  /**
   * The next organization up; null at the top of the hierarchy.
   */
  parentOrganization: ParentOrganization | null;
}
/**
 * The caller's profile in the current workspace, with the parent organization
 * hierarchy. `status` is documented as a string; the wire sample sends the status
 * ID, so the contract uses an integer.
 *
 */
export interface UserProfile {
  /**
   * User Organization Workspace ID.
   */
  uowId: number;
  /**
   * User status ("documented as string, sample is an integer"); the mock sends the status ID (1 active, 3 invited; see the user list).
   */
  status: number | string;
  /**
   * Invoice ID.
   */
  invoiceId: number;
  firstName: string;
  /**
   * Last name; null when the user gave none.
   */
  lastName: string | null;
  displayName: string;
  /**
   * Profile image URL; null when there is none.
   */
  userAvatar: string | null;
  email: string;
  organizationName: string;
  /**
   * Organization logo URL.
   */
  organizationLogo: string;
  /**
   * The user owns the organization.
   */
  isOwnerUser: boolean;
  /**
   * The organization is the platform owner (super user).
   */
  isPlatformOwnerOrg: boolean;
  /**
   * The organization owns the workspace.
   */
  isWorkspaceOwnerOrg: boolean;
  /**
   * Owner of the campaign application (super user).
   */
  isCampaignAppOwner: boolean;
  isBetaUser: boolean;
  /**
   * Flag; the platform gives no description.
   */
  allowExtendedReportDuration: number;
  /**
   * The organization above the caller's workspace; null when the workspace has no parent.
   */
  parentOrganization: ParentOrganization | null;
  /**
   * Timezone ID of the organization.
   */
  organizationTimezone: number;
}
/**
 * Configuration of the current user.
 */
export interface UserConfig {
  /**
   * Access to margin trading.
   */
  marginAccess: boolean;
}
/**
 * One user to invite, by e-mail and name.
 */
export interface InviteRequest {
  email: string;
  name: string;
}
/**
 * New status of a user of the workspace.
 */
export interface UpdateStatusRequest {
  /**
   * User Organization Workspace ID of the user to change.
   */
  uowId: number;
  /**
   * The new status (4 is used with a payment-related reason). The mock sets 1 active, 2 inactive and 4 suspended, and refuses a change to any other status with 422.
   */
  status: number;
  statusReason?: string;
}
/**
 * Profile update with an uploaded image (multipart form data).
 */
export interface UpdateProfileForm {
  displayName?: string;
  /**
   * The new profile image, at most 3 MB, a PNG, JPEG, GIF or WebP by its bytes (never SVG).
   */
  userAvatar?: string;
  /**
   * true removes the profile image.
   */
  removeUserProfile?: boolean;
}
/**
 * Profile update without an image (JSON).
 */
export interface UpdateProfileRequest {
  displayName?: string;
  /**
   * true removes the profile image.
   */
  removeUserProfile?: boolean;
}
export interface UpdateProfileResult {
  /**
   * URL of the profile image after the update; null when there is none.
   */
  userAvatar: string | null;
  message: string;
}
/**
 * An application a user can be granted access to.
 */
export interface AllowedApplication {
  /**
   * Application ID (Dashboard 2, Reports 3, Bid Model 4, Organization 5, My Profile 6, Campaigns 7, Audiences 8, Creatives 9, Inventory 10, Conversions 11, Insights 17, Planner 19).
   */
  appId: number;
  appName: string;
  /**
   * Icon path or URL.
   */
  appIcon: string;
  /**
   * Path of the application.
   */
  appUrl: string;
}
/**
 * An application a user has access to.
 */
export interface UserApplication {
  appId: number;
  appName: string;
  appOwner: string;
  appType: string;
}
/**
 * Revokes applications in a workspace; `userId` narrows the revocation to one user.
 */
export interface ApplicationRevokeRequest {
  owId: number;
  /**
   * Comma-separated application IDs.
   */
  appIds: string;
  userId?: number;
}
/**
 * Advertiser profile to create. `links` is documented as a string and sent as an
 * array of strings; both are accepted.
 *
 */
export interface AdvertiserRequest {
  advertiserName: string;
  website?: string;
  /**
   * Name of the political person for the advertiser.
   */
  chiefName?: string;
  contactNumber?: string;
  address?: string;
  legalInfo?: string;
  links?: string[] | string;
}
/**
 * An audience of any type, as GET /api/v2/audience/list shows it.
 */
export interface AudienceListItem {
  id: number;
  audienceName: string;
  /**
   * The type's name (Matched Audience, Retargeted Audience, …).
   */
  audienceType: string;
  audienceTypeId: number;
  isVoterAudience: boolean;
  /**
   * "status (string, for example approved, processing)": other values may come.
   */
  status: string;
  /**
   * "statusDisplayName (string, for example Ready, Processing)": other values may come.
   */
  statusDisplayName: string;
  /**
   * Epoch ms.
   */
  createdOn: number;
  /**
   * Fee charged by the platform when the audience is used in a campaign.
   */
  dataCost: number;
  /**
   * Unique users reached; 0 until the audience is Ready.
   */
  uniques: number;
}
/**
 * One v2 error.
 */
export interface V2Error {
  errorMsg: string;
  errorCode: number;
  description?: string;
}
/**
 * v2 failure envelope. Document 1 gives v2 answers `{statusCode, responseObject:
 * <object|array>}` and the failure `responseObject: {errorMsg, errorCode,
 * description?}`: one error object, or a list of them.
 *
 */
export interface V2Failure {
  statusCode: number;
  responseObject: V2Error | [V2Error, ...V2Error[]];
}
/**
 * An audience of any type in the detailed list. Type-specific figures are null for the other types.
 */
export interface DetailedAudienceItem {
  id: number;
  audienceName: string;
  audienceType: string;
  audienceTypeId: number;
  /**
   * Percent of matched records (matched audiences; 0 until Ready).
   */
  matchRate: number | null;
  /**
   * Records in the uploaded file (matched audiences).
   */
  fileTotalCount: number | null;
  /**
   * Campaigns including the audience.
   */
  included: number;
  /**
   * Campaigns excluding the audience.
   */
  excluded: number;
  includedCampaignList: number[];
  excludedCampaignList: number[];
  /**
   * "status (string, for example approved, processing)": other values may come.
   */
  status: string;
  createdOn: number;
  /**
   * Retargeted audiences, epoch ms of the tag's last fire.
   */
  tagTime: number | null;
  /**
   * Retargeted audiences, unique users the tag counted.
   */
  tagUniqueCount: number | null;
  isAudienceNewPlatform: number;
  dataCost: number;
  /**
   * Name of the stored upload (matched audiences).
   */
  storeFileName: string | null;
  organizationName: string;
  uniques: number;
  runningCampaignCount: number;
  pendingCampaignCount: number;
  pausedCampaignCount: number;
  expiredCampaignCount: number;
  /**
   * Timezone id of the audience's organization.
   */
  timezone: number;
  partnerName: string | null;
  partnerLogoUrl: string | null;
  isApprovalAccess: boolean;
  isEditAccess: boolean;
}
/**
 * The latest insights of an audience, in the detailed list's insightDetails.
 */
export interface InsightStatus {
  /**
   * "statusId in samples": other values may come. The mock uses 1 generating, 2 ready, 3 failed.
   */
  statusId: number;
  /**
   * Insights id.
   */
  id: number;
}
/**
 * One page of the detailed audience list.
 */
export interface DetailedAudienceList {
  totalRecords: number;
  filteredRecords: number;
  data: DetailedAudienceItem[];
  /**
   * Keyed by the id of an audience of the page that has insights.
   */
  insightDetails: {
    [k: string]: InsightStatus | undefined;
  };
}
/**
 * A matched audience with its upload.
 */
export interface MatchedAudienceDetails {
  id: number;
  audienceName: string;
  /**
   * JSON-serialized column mapping (file column name to system field key), as uploaded.
   */
  existingColumnMatching: string;
  /**
   * JSON-serialized column settings ("{}" when none).
   */
  columnSettings: string;
  /**
   * JSON-serialized sample data (voterIdColumns, columns, fileName, fileSize, rows, columnValues).
   */
  metadata: string;
  rawStoreURL: string;
  /**
   * "status (string, for example approved, processing)": other values may come.
   */
  status: string;
  /**
   * "statusDisplayName (string, for example Ready, Processing)": other values may come.
   */
  statusDisplayName: string;
  /**
   * Percent of matched records; 0 until Ready.
   */
  matchRate: number;
  minEcpm: number;
  maxEcpm: number;
  storeFileName: string;
  included: number;
  excluded: number;
  createdDate: number;
  modifiedDate: number;
  organizationName: string;
  userEmail: string | null;
  userName: string | null;
  dataCost: number;
  fileTotalCount: number;
  owId: number;
  uowId: number;
  uniques: number;
  verticalId: number;
  rawStoreURLError: string | null;
  approvedRejectedByUserName: string | null;
  approvedRejectedByUserEmail: string | null;
  isApprovalAccess: boolean;
  isEditAccess: boolean;
  isSingleColumnEnabled: boolean;
}
/**
 * The matched-audience upload (multipart form data).
 */
export interface MatchedAudienceForm {
  /**
   * The CSV or XLSX file, at most 1 GB and 5,000,000 records.
   */
  file: string;
  /**
   * JSON object mapping each file column name to a system field key (document 2,
   * "Map of file column name to system field key"). The file rules for matching:
   * with a voter ID, NPI ID, e-mail, phone or full address column only one of them
   * is required; without them one of these sets is: first name, last name, zip,
   * state; or last name, street address, zip, state; or street address, zip, state.
   * Other fields are optional. The documents' keys (FirstName, LastName,
   * StreetAddress, mState, mZip5; NPI_ID_VALUE, Phone, Email, FullAddress) are
   * column names like any other.
   *
   */
  columns: string;
  /**
   * JSON object. Not needed for the name and address sets or full address. A mapped
   * voter ID column needs {"Voters_ID": <supported voter data partner id>}, an NPI ID
   * column {"NPI_ID": <supported healthcare partner id>} (the column list names the
   * supported partners); phone and e-mail settings are kept as sent.
   *
   */
  columnSettings?: string;
  /**
   * Missing or blank is 400 "Audience name can not be null.".
   */
  audienceName: string;
  /**
   * JSON object of sample data (columns, fileName, fileSize, columnValues, rows).
   */
  metadata: string;
  fileTotalCount: number;
  /**
   * True when a voter ID, NPI ID, phone, e-mail or full address column is the primary
   * mapping, false when an address set is ("default false": when left out, true if such a
   * column is mapped). True without such a column, or false without a whole address set, is 422.
   *
   */
  isSingleColumnEnabled?: boolean;
}
export interface AudienceIdMessage {
  id: number;
  message: string;
}
/**
 * A system field an uploaded column can be mapped to.
 */
export interface MatchedColumn {
  id: number;
  label: string;
  key: string;
  /**
   * "Order values run 1 to 18 in the order listed."
   */
  order: number;
  isSingleColumn: boolean;
  /**
   * Voter ID and NPI ID only, the data partners columnSettings may name.
   */
  supportedPartners?: {
    id: number;
    name: string;
  }[];
}
export interface UpdateAudienceNameRequest {
  /**
   * The new name (a string, as document 2 has it); missing, null or blank is 400 "Audience name can not be null.".
   */
  audienceName: string;
  /**
   * Must be the audience's own type.
   */
  audienceTypeId: number;
}
export interface DuplicateMatchedRequest {
  name: string;
}
export interface DuplicateMatchedResult {
  audienceId: number;
  message: string;
}
/**
 * `{"audienceIds": "<comma-separated audience ids>"}`. A missing body, or any body
 * that is not this, is document 2's 400 "Request body either not provided or not
 * valid." with the request URI in the description.
 *
 */
export interface DeleteAudiencesRequest {
  /**
   * Comma-separated audience ids.
   */
  audienceIds: string;
}
export interface DeleteAudiencesResult {
  audienceFailedIds: number[];
  audienceSuccessfulIds: number[];
  message: string;
  /**
   * true when every id was deleted.
   */
  status: boolean;
}
export interface RetargetedAudienceDetails {
  id: number;
  name: string;
  /**
   * "status (string, for example approved, processing)": other values may come.
   */
  status: string;
  /**
   * Audience type id (3).
   */
  type: number;
  includedCount: number;
  excludedCount: number;
  createdOn: number;
  organizationName: string;
  owId: number;
  createdByUowId: number;
  createdByUser: string | null;
  /**
   * Conversion tag id.
   */
  tagId: string;
  /**
   * "duration (string: month or date_range)".
   */
  duration: "month" | "date_range";
  /**
   * Months, when duration is month.
   */
  time: number | null;
  /**
   * Epoch ms, when duration is date_range.
   */
  startDate: number | null;
  endDate: number | null;
  editAccess: boolean;
}
export interface AudienceInsight {
  /**
   * Insights id.
   */
  id: number;
  /**
   * 1, audience insights.
   */
  typeId: number;
  /**
   * "statusId in samples": other values may come. The mock uses 1 generating, 2 ready, 3 failed.
   */
  statusId: number;
  sourceName: string;
  name: string;
  sourceId: number;
  createdAt: number;
}
export interface InsightsAddResult {
  invalidSourceIds: number[];
  insightsData: AudienceInsight[];
}
export interface InsightsDownloadRequest {
  /**
   * Logo (URL) shown on the report.
   */
  customLogoFile?: string;
}
export interface InsightsDownloadResult {
  insightsReportUrl: string;
}
/**
 * Weekday number to a list of [start, end] pairs of HH:MM:SS times; each end is
 * after its start. "Keys are weekday numbers (Monday 1, Tuesday 2, and so on; sample
 * also uses 0 and 6)": 1 to 7 are Monday to Sunday, and 0 (of the sample) is Sunday too.
 *
 */
export interface GeoTimeRange {
  [k: string]: [string, string][] | undefined;
}
/**
 * A drawn area of a geo-farmed audience (radius in miles).
 */
export interface GeoCustomArea {
  latitude: number;
  longitude: number;
  /**
   * Miles.
   */
  radius: number;
  address?: string;
  locationId?: number;
  polypath?: {
    lat: number;
    lng: number;
  }[];
  isIncluded?: boolean;
  /**
   * Country id.
   */
  cid?: string;
  /**
   * State id.
   */
  sid?: string;
  /**
   * "type (circle, custom or square in samples)": other values may come.
   */
  type?: string;
  /**
   * "radius in miles", "unit (mile)".
   */
  unit?: "mile";
  cdId?: number;
  sdId?: number;
  hdId?: number;
}
/**
 * The included or excluded part of a geo-farmed audience's locations. The document
 * names `congressionalDistrictIds`; its sample sends `congressionalDistricts`: both
 * are accepted (spec/DECISIONS.md AT4).
 *
 */
export interface GeoLocationSet {
  locationIds?: IntegerList;
  states?: IntegerList;
  counties?: IntegerList;
  cities?: IntegerList;
  stateSenates?: IntegerList;
  stateHouses?: IntegerList;
  congressionalDistrictIds?: IntegerList;
  congressionalDistricts?: IntegerList;
  zipCodes?: IntegerList;
  customAreas?: GeoCustomArea[];
}
/**
 * Where a geo-farmed audience's users are.
 */
export interface GeoLocations {
  country?: number;
  included: GeoLocationSet;
  excluded?: GeoLocationSet;
  locationFileIds?: IntegerList;
}
/**
 * Creates a geo-farmed audience.
 */
export interface GeoFarmedAudienceRequest {
  audienceName: string;
  /**
   * Frequency of visits, read by frequencyType.
   */
  frequency?: string | number;
  /**
   * Frequency type id.
   */
  frequencyType?: string | number;
  /**
   * Epoch ms.
   */
  startDate: number;
  /**
   * Epoch ms; after startDate.
   */
  endDate: number;
  /**
   * Timezone id.
   */
  timezone: number;
  timeRange?: GeoTimeRange;
  removedLocationsIds?: IntegerList;
  locations: GeoLocations;
}
/**
 * What a create operation of an audience type answers in `data`.
 */
export interface AudienceCreated {
  /**
   * The new audience's id (it is Processing until the mock clock makes it Ready).
   */
  id: number;
  message: string;
}
/**
 * The fields the geo-farmed and campaign audience details share.
 */
export interface AudienceTypeDetailsBase {
  id: number;
  name: string;
  /**
   * "status (string, for example approved, processing)": other values may come. approved is displayed as Ready.
   */
  status: string;
  /**
   * Audience type id.
   */
  type: number;
  /**
   * Campaigns that include the audience.
   */
  includedCount: number;
  /**
   * Campaigns that exclude the audience.
   */
  excludedCount: number;
  /**
   * Epoch ms.
   */
  createdOn: number;
  organizationName: string;
  owId: number;
  createdByUowId: number;
  /**
   * Display name of the user who created it.
   */
  createdByUser: string | null;
  uniques: number;
  editAccess: boolean;
}
export interface GeoLocationSetDetails {
  locationIds: IntegerList;
  states: IntegerList;
  counties: IntegerList;
  cities: IntegerList;
  stateSenates: IntegerList;
  stateHouses: IntegerList;
  congressionalDistrictIds: IntegerList;
  zipCodes: IntegerList;
  customAreas: GeoCustomArea[];
}
export interface GeoValidLocation {
  latitude: number;
  longitude: number;
  radius: number;
  address: string;
  locationId: number;
  isIncluded: boolean;
  cid: string;
  sid: string;
  cdId: number;
  sdId: number;
  hdId: number;
}
/**
 * Creates a campaign audience from the users who saw, clicked or converted on campaigns.
 */
export interface CampaignAudienceRequest {
  audienceName: string;
  /**
   * Epoch ms.
   */
  startDate: number;
  /**
   * Epoch ms; after startDate.
   */
  endDate: number;
  /**
   * Campaign ids per interaction; at least one id in all.
   */
  campaignDetail: {
    impressions?: IntegerList;
    clicks?: IntegerList;
    conversions?: IntegerList;
  };
}
/**
 * Campaign id to campaign name: "each an object of campaignId to campaignName".
 */
export interface CampaignNames {
  [k: string]: string | undefined;
}
/**
 * Replaces a segment audience's equation (and optionally its name). `groupName` or
 * `name` renames it; `segmentIdList`, when sent, must list exactly the equation's
 * segment ids; `dataPartnerName` is informational (the partner is `dataPartnerId`).
 *
 */
export interface SegmentAudienceUpdateRequest {
  groupName?: string;
  name?: string;
  dataPartnerId: number;
  /**
   * Comma-separated segment ids.
   */
  segmentIdList?: string;
  equation: string;
  dataPartnerName?: string;
  taxonomyIdList?: IntegerList;
}
/**
 * A success message in `data`.
 */
export interface AudienceTypeMessage {
  message: string;
}
/**
 * Creates a pre-bid audience from fraud, brand safety and viewability segments.
 */
export interface PreBidAudienceRequest {
  prebidAudienceName: string;
  /**
   * @minItems 1
   */
  prebidAudienceSegmentIdList: [number, ...number[]];
  prebidAudienceProviderId: number;
}
export interface PreBidSegmentData {
  prebidAudienceSegmentId: number;
  prebidAudienceSegmentName: string;
  /**
   * 1 fraud, 2 brand safety, 3 viewability.
   */
  prebidAudienceSegmentRootId: number;
  description: string;
  /**
   * Parent path, as in category > sub-category.
   */
  parentPathKey: string;
  cpm: number;
  creativeTypeIdList: IntegerList;
  providerId: number;
  providerName: string;
  providerLogoUrl: string;
}
/**
 * A pre-bid audience. cpm is the sum of its segments' cpms, half as much again when
 * it mixes display-only and video-only segments (spec/DECISIONS.md AT7).
 *
 */
export interface PreBidAudienceDetails {
  id: number;
  name: string;
  owId: number;
  createdByUowId: number;
  cpm: number;
  createdOn: number;
  prebidSegmentData: PreBidSegmentData[];
}
/**
 * Updates a pre-bid audience. `prebidAudienceIdList` names more pre-bid audiences
 * that take the same segments (the name applies to the audience of the path only).
 *
 */
export interface PreBidAudienceUpdateRequest {
  prebidAudienceName?: string;
  /**
   * @minItems 1
   */
  prebidAudienceSegmentIdList: [number, ...number[]];
  prebidAudienceIdList?: IntegerList;
}
export interface PreBidAudienceUpdated {
  prebidAudienceId: number;
  message: string;
}
/**
 * Creates a contextual audience. Static collection (1) needs startDate and endDate;
 * dynamic collection (2) needs dataCollectionDays. keywords or urls must name at
 * least one keyword or URL (comma separated).
 *
 */
export interface ContextualAudienceRequest {
  audienceName: string;
  /**
   * Comma-separated keywords.
   */
  keywords?: string;
  /**
   * Comma-separated URLs.
   */
  urls?: string;
  /**
   * Epoch ms; within the last 180 days (static only).
   */
  startDate?: number;
  /**
   * Epoch ms; after startDate and at most 30 days after it (static only).
   */
  endDate?: number;
  frequency: number;
  timezoneId: number;
  /**
   * 1 static (fixed dates), 2 dynamic (rolling window refreshed every 24 hours).
   */
  dataCollectionMethodId: 1 | 2;
  /**
   * Days of the rolling window (dynamic only).
   */
  dataCollectionDays?: number;
}
/**
 * URL to true (well-formed and reachable), false (malformed) or null (well-formed but unknown).
 */
export interface UrlValidation {
  [k: string]: boolean | null | undefined;
}
/**
 * Creates a lookalike audience from Ready source audiences.
 */
export interface LookalikeAudienceRequest {
  audienceName: string;
  sourceAudienceIds: IdCsvRequired;
  countryIds?: IdCsv;
  stateIds?: IdCsv;
  cityIds?: IdCsv;
  countyIds?: IdCsv;
  senateDistrictIds?: IdCsv;
  houseDistrictIds?: IdCsv;
  congressionalDistrictIds?: IdCsv;
  /**
   * The size of the new audience, a positive integer (the document gives only "audienceSize (integer)"); the mock reads it as a percent of the locations' population.
   */
  audienceSize: number;
}
/**
 * The healthcare data an ABM audience is built from.
 */
export interface AbmFilters {
  ids?: IntegerList;
  dataProviderIds?: IntegerList;
  healthCareSystemIds?: IntegerList;
  accountIds?: IntegerList;
  accountTypeIds?: IntegerList;
  accountSubTypeIds?: IntegerList;
  titleIds?: IntegerList;
  specialityIds?: IntegerList;
  countryIds?: IntegerList;
  stateIds?: IntegerList;
  cityIds?: IntegerList;
  pageNo?: number;
  noOfEntries?: number;
}
/**
 * Creates an ABM audience from healthcare data.
 */
export interface AbmAudienceRequest {
  audienceName: string;
  healthCareDataMappingIds?: IntegerList;
  dataProviderId: number;
  filters: AbmFilters;
}
/**
 * What the ABM create answers: the document shows only `message`; `id` is added so a
 * client learns the new audience (spec/DECISIONS.md AT11).
 *
 */
export interface AbmAudienceCreated {
  message: string;
  id?: number;
}
export interface AbmAudienceDetails {
  id: number;
  name: string;
  /**
   * "status (string, for example approved, processing)": other values may come.
   */
  status: string;
  audienceTypeId: number;
  createdAt: number;
  partnerName: string;
  partnerLogoUrl: string;
  uniques: number;
  dataCost: number;
  healthCareDataMappingIds: IntegerList;
  filters: AbmFilters & {
    ids: IntegerList;
    dataProviderIds: IntegerList;
    healthCareSystemIds: IntegerList;
    accountIds: IntegerList;
    accountTypeIds: IntegerList;
    accountSubTypeIds: IntegerList;
    titleIds: IntegerList;
    specialityIds: IntegerList;
    countryIds: IntegerList;
    stateIds: IntegerList;
    cityIds: IntegerList;
    pageNo: number;
    noOfEntries: number;
  };
}
/**
 * Counts an ABM audience's filters reach (spec/DECISIONS.md AT12).
 */
export interface AbmStatistics {
  healthSystem: number;
  account: number;
  accountType: number;
  npiReach: number;
  speciality: number;
}
export interface HealthcareListItem {
  id: number;
  displayName: string;
  displayOrder: number;
}
/**
 * One page of the list (pageNo from 0).
 */
export interface HealthcareTitlePage {
  titleList: HealthcareListItem[];
  filteredRecords: number;
  totalRecords: number;
}
/**
 * One page of the list (pageNo from 0).
 */
export interface HealthcareSpecialityPage {
  specialityList: HealthcareListItem[];
  filteredRecords: number;
  totalRecords: number;
}
/**
 * One page of the list (pageNo from 0).
 */
export interface HealthcareSystemPage {
  healthcareSystemList: HealthcareListItem[];
  filteredRecords: number;
  totalRecords: number;
}
/**
 * A platform creative type (GET /api/v3/master/creativeTypes).
 */
export interface CreativeType {
  /**
   * Platform creative type id (11 Image, 13 HTML, 14 Video, 15 Native, 17 Audio).
   */
  id: number;
  name: string;
  /**
   * The OpenRTB creative type (1 banner, 2 audio, 3 video, 4 native).
   */
  rtbTypeId: number;
}
/**
 * The details of one creative in `creativeRequest`. Checked per creative: a
 * creative that breaks a rule fails into `failedData` on its own.
 *
 */
export interface CreativeUploadItem {
  creativeName?: string;
  /**
   * 11 Image, 13 HTML, 14 Video, 15 Native or 17 Audio.
   */
  platformCreativeTypeId?: string | number;
  /**
   * HTML (markup, or VAST/DAAST XML for video and audio), FILE (a multipart part) or URL.
   */
  creativeSourceType?: "HTML" | "FILE" | "URL";
  /**
   * The markup, XML or URL; for FILE, the file name of the `creativeFiles` part that
   * holds the file (not needed when the part's field name is the creative's key).
   *
   */
  creativeSource?: string;
  clickUrl?: string;
  imageDetails?: {
    creativeWidth?: number;
    creativeHeight?: number;
  };
}
/**
 * Creative upload (multipart form data). `creativeRequest` maps each client key (a
 * UUID) to the details of one creative. The file of a FILE creative is either the
 * part whose field name is that creative's key (one part per key), or a
 * `creativeFiles` part whose file name is the creative's `creativeSource`.
 *
 */
export interface CreativeUploadForm {
  /**
   * JSON object mapping each key (a UUID) to a CreativeUploadItem; required here unless sent in the query.
   */
  creativeRequest?: string;
  /**
   * Creative files, one part each (the field may repeat). A FILE creative takes the
   * part whose file name is its `creativeSource`; parts no creative names are ignored.
   *
   */
  creativeFiles?: string | string[];
  /**
   * The file of the creative whose key is the part's field name.
   */
  [k: string]: string | string[] | undefined;
}
/**
 * Per-key result of an upload; every key of creativeRequest is in exactly one of the two maps.
 */
export interface CreativeUploadResult {
  /**
   * Key to the id of the new creative.
   */
  successData: {
    [k: string]: number | undefined;
  };
  /**
   * Key to the reason the creative was not created.
   */
  failedData: {
    [k: string]: string | undefined;
  };
}
/**
 * Filters shared by the creative list and its counts. Every filter narrows; absent ones do not.
 */
export interface CreativeFilter {
  /**
   * Part of the creative name, or of its id.
   */
  searchField?: string;
  platformCreativeTypeIds?: number[];
  creativeStatusIds?: number[];
  creativeIds?: number[];
  creativeGroupId?: number;
  /**
   * Creatives carried by any of these campaigns.
   */
  campaignIds?: number[];
  /**
   * Created at or after (epoch ms).
   */
  startTime?: number;
  /**
   * Created at or before (epoch ms).
   */
  endTime?: number;
  /**
   * Workspace users only; narrows to these organizations of the workspace.
   */
  owIds?: number[];
  /**
   * Workspace users only; every organization of the workspace (wins over owIds).
   */
  allOwIds?: boolean;
}
export interface CreativeOrganizationDetails {
  owId: number;
  organizationName: string;
}
/**
 * The user who uploaded the creative, and what the caller may do with it.
 */
export interface CreativeUserDetails {
  uowId: number;
  userName: string | null;
  userEmail: string | null;
  hasApprovalAccess: boolean;
  hasEditAccess: boolean;
}
/**
 * A creative in the list. The source, organization and user details come with their include flags.
 */
export interface CreativeListItem {
  creativeId: number;
  creativeName: string;
  rtbCreativeTypeId: number;
  platformCreativeTypeId: number;
  /**
   * "creativeStatusId 2 means the creative is running", "Meaning of creativeStatusId values other than 2: not shown": other values may come (W2).
   */
  creativeStatusId: number;
  creativeThumbnailSource: string | null;
  duration: number | null;
  pixelUrl: string | null;
  creativeWidth: number | null;
  creativeHeight: number | null;
  subMediaType: string | null;
  approvalRequiredPostUrlUpdate: boolean;
  campaignDetails: {
    campaignIds: number[];
  };
  creativeGroupId: number | null;
  createdAt: number;
  modifiedAt: number;
  creativeSource?: string;
  /**
   * "creativeSourceType (file, HTML or vast-xml; the creation request also accepts URL)".
   */
  creativeSourceType?: "file" | "HTML" | "vast-xml" | "URL";
  clickUrl?: string | null;
  organizationLogo?: string | null;
  organizationDetails?: CreativeOrganizationDetails;
  userDetails?: CreativeUserDetails;
}
export interface CreativeCount {
  /**
   * The type or status id; 0 is the total.
   */
  id: number;
  creativeCount: number;
}
export interface CreativeCountByType {
  totalRecords: number;
  filteredRecords: number;
  creativeTypeList: CreativeCount[];
}
export interface CreativeCountByStatus {
  creativeStatusList: CreativeCount[];
}
/**
 * Creative group list request; every field is optional.
 */
export interface CreativeGroupListRequest {
  pageNo?: number;
  noOfEntries?: number;
  /**
   * creativeGroupId, creativeGroupName, createdAt or creativesCount, prefixed with + or -.
   */
  sortBy?: string;
  /**
   * Part of the group id or name, or of the id, name or third party id of a creative in it.
   */
  searchField?: string;
  platformCreativeTypeIds?: number[];
  /**
   * Groups holding a creative in one of these statuses.
   */
  creativeStatusIds?: number[];
  creativeGroupIds?: number[];
  startTime?: number;
  endTime?: number;
  owIds?: number[];
  allOwIds?: boolean;
}
export interface CreativeGroup {
  creativeGroupId: number;
  creativeGroupName: string;
  creativeTypeId: number;
  createdAt: number;
  creativesCount: number;
}
export interface CreativeGroupRenameRequest {
  /**
   * Not blank.
   */
  creativeGroupName: string;
}
export interface CreativeImageDetails {
  /**
   * Impression pixel of the creative; null when none.
   */
  pixelUrl: string | null;
  /**
   * Width in px; null when unknown.
   */
  creativeWidth: number | null;
  /**
   * Height in px; null when unknown.
   */
  creativeHeight: number | null;
}
/**
 * Creative details.
 */
export interface Creative {
  creativeId: number;
  creativeName: string;
  rtbCreativeTypeId: number;
  platformCreativeTypeId: number;
  /**
   * "creativeStatusId 2 means the creative is running", "Meaning of creativeStatusId values other than 2: not shown": other values may come. The mock uses 1 pending, 2 running, 3 paused, 4 deleted (W2).
   */
  creativeStatusId: number;
  /**
   * A URL, the HTML markup, or the VAST/DAAST XML.
   */
  creativeSource: string;
  creativeCardSource: string | null;
  clickUrl: string | null;
  imageDetails: CreativeImageDetails;
  /**
   * "creativeSourceType (file, HTML or vast-xml; the creation request also accepts URL)".
   */
  creativeSourceType: "file" | "HTML" | "vast-xml" | "URL";
  /**
   * 1 when a preview of the creative can be shown.
   */
  creativePreviewFlag: number;
  /**
   * Epoch ms.
   */
  createdAt: number;
  /**
   * Epoch ms (the platform also sends a timestamp string).
   */
  modifiedAt: number | string;
  userDetails: CreativeUserDetails;
  organizationDetails: CreativeOrganizationDetails;
}
/**
 * Video (and audio) details; `transformed` turns true when post-processing finishes.
 */
export interface CreativeVideoDetails {
  /**
   * Seconds; null when unknown.
   */
  duration: number | null;
  /**
   * "xmlType string vastWrapper or vastInline"; null when the creative is not VAST XML.
   */
  xmlType: "vastWrapper" | "vastInline" | null;
  creativeSourceUrl: string | null;
  availableXmlVersions: string[];
  transformed: boolean;
}
/**
 * A campaign that carries the creative.
 */
export interface CreativeCampaign {
  id: number;
  name: string;
  /**
   * Campaign status. "Campaign (as used here) | draft, running, pending, paused, expired, deleted" (states known): other values may come.
   */
  status: string;
  totalCreativesCount: number;
  /**
   * Only with includeModelingInfo=true.
   */
  isModelled?: boolean;
}
/**
 * A new pixel conversion.
 */
export interface PixelConversionRequest {
  /**
   * Accepted and ignored; a new conversion is always Pending.
   */
  statusId?: number;
  name: string;
  /**
   * Attribution type id.
   */
  attributionId: string;
  /**
   * Extra data for insights (a string, or an array of strings as the samples send it).
   */
  customFields?: string | string[];
  financialMetrics?: string;
  piggybackData?: {
    url: string;
    type: number;
  };
  /**
   * Accepted and ignored; the platform writes the script.
   */
  pixelConversionScript?: string;
  conversionSetting: {
    conversionDuration: {
      /**
       * Post-view interval in days.
       */
      view: number;
      /**
       * Post-click interval in days.
       */
      click: number;
    };
    repeatConversion: {
      /**
       * 0 counts all conversions per user, 1 one per user.
       */
      count: 0 | 1;
      /**
       * One conversion per user for this many units.
       */
      frequency?: number;
      /**
       * For example Day.
       */
      unit: string;
    };
    crossModelling?: boolean;
  };
}
/**
 * A pixel conversion.
 */
export interface Conversion {
  id: number;
  name: string;
  postbackPartnerName: string | null;
  /**
   * "status (string, sample Pending)": other values may come.
   */
  status: string;
  /**
   * "type (string, sample Pixel)": other values may come.
   */
  type: string;
  /**
   * Epoch ms.
   */
  created: number;
  totalConversions: number;
  owId: number;
  createdByUowId: number;
  modifiedByUowId: number;
  uuid: string;
  attributedConversions: number;
  attributedViewThroughConversions: number;
  attributedClickThroughConversions: number;
  pixelFinancialMetric: string | null;
  postbackPartnerLogoURL: string | null;
  /**
   * The script tag a site embeds; it carries the uuid.
   */
  pixelConversionScript: string;
  partnerUrl: string | null;
  /**
   * Campaigns the conversion is assigned to.
   */
  campaignIds: number[];
}
export interface ConversionAssignRequest {
  /**
   * @minItems 1
   */
  conversionIdList: [number, ...number[]];
  addCampaignsList?: number[];
  removeCampaignsList?: number[];
}
export interface ConversionAssignResult {
  conversionIdsList: number[];
  validAddCampaignIdsList: number[];
  invalidAddCampaignIdsList: number[];
  validRemoveCampaignIdsList: number[];
  invalidRemoveCampaignIdsList: number[];
}
export interface CmpIncludeExcludeRequest {
  /**
   * Comma separated entity ids.
   */
  ids: string;
  /**
   * 0 allow the targeted entity, 1 block it.
   */
  isExcluded: 0 | 1;
  campaignId: number;
}
export interface V2MessageResult {
  statusCode: 200;
  responseObject: {
    message: string;
  };
}
export interface ModelledEntitiesRequest {
  dimensionId: BidModelDimensionId;
  /**
   * @minItems 1
   */
  entityIds: [number, ...number[]];
  includeCampaignInfo?: boolean;
  /**
   * true: entityIds are bundle (group) ids.
   */
  groupIdBased?: boolean;
}
export interface ModelledEntities {
  modelledEntityIds: number[];
  /**
   * Empty unless includeCampaignInfo.
   */
  modelledCampaignDetails: {
    entityId: number;
    campaignIds: number[];
  }[];
}
/**
 * Keyed by dimension id (every dimension): "object keyed by dimension ID". Attributes not asked for are null.
 */
export interface DimensionBidModelCounts {
  [k: string]:
    | {
        totalCount: number | null;
        modelledCount: number | null;
        modelledIds: number[] | null;
      }
    | undefined;
}
export interface BidModelCount {
  totalCount: number;
  dimensionWiseCount: {
    dimensionId: BidModelDimensionId;
    count: number;
  }[];
}
export interface ModelledEntityListRequest {
  /**
   * Epoch ms; default the campaign start.
   */
  startDate?: number;
  /**
   * Epoch ms; default now (or the campaign end).
   */
  endDate?: number;
  /**
   * Accepted and changes nothing; delivery days are UTC days (BM2).
   */
  timezoneId?: number;
  /**
   * + or - and one of priority, bidMultiplier, spendRatio, id, name, impressions, clicks, spent, mediaSpent, conversionCount, CTR, eCPM. Unmodelled rows sort last.
   */
  sortBy?: string;
  pageNo?: number;
  /**
   * Entity name (substring) or id.
   */
  searchField?: string;
  noOfEntries?: number;
  /**
   * true: only bid model data, no metrics.
   */
  skipReporting?: boolean;
}
/**
 * The sum of every row (after searchField, before paging); metrics left out when skipReporting is true.
 */
export interface ModelledEntityTotal {
  totalCount: number;
  impressions?: number;
  winRate?: number;
  clicks?: number;
  eCPM?: number;
  eCPC?: number;
  dataCost?: number;
  mediaSpent?: number;
  CTR?: number;
  spent?: number;
  conversionCount?: number;
  conversionValue?: number;
  attributedClickThroughConversions?: number;
  attributedViewThroughConversions?: number;
  costPerAttributedConversions?: number;
  attributedConversionsRate?: number;
  returnOnAdSpend?: number;
  VCR?: number;
  eCPV?: number;
  eCPCV?: number;
  startCount?: number;
  firstCount?: number;
  midCount?: number;
  thirdCount?: number;
  completeCount?: number;
  bidImpressions?: number;
  audioVideoViewed?: number;
  prebidCost?: number;
}
/**
 * Bid model data of an entity or bundle; fields it does not set are null.
 */
export interface BidModelData {
  /**
   * Bid model data id (bidModelDataId).
   */
  id: number;
  /**
   * "priority | integer | 1 to 10".
   */
  priority: number | null;
  /**
   * "bidMultiplier | number | 0.1 to 100".
   */
  bidMultiplier: number | null;
  /**
   * "spendRatio | number | 0 to 100".
   */
  spendRatio: number | null;
  /**
   * "spendRatioTypeId | integer | 1 Flexible, 2 Strict".
   */
  spendRatioTypeId: 1 | 2 | null;
}
/**
 * One entity of the campaign dimension: every entity the campaign targets, blocks or models. Metrics (and spentDistribution) are left out when skipReporting is true.
 */
export interface ModelledEntityRow {
  /**
   * The entity's own bid model data, or that of its modelled bundle; null when not modelled.
   */
  bidModelData: BidModelData | null;
  /**
   * Entity id.
   */
  id: number;
  name: string;
  /**
   * "isExcluded (integer 0 or 1)"; "0 target, 1 block".
   */
  isExcluded: 0 | 1;
  modelled: boolean;
  /**
   * The campaign targets the entity and does not block it.
   */
  targeted: boolean;
  impressions?: number;
  winRate?: number;
  clicks?: number;
  eCPM?: number;
  eCPC?: number;
  dataCost?: number;
  mediaSpent?: number;
  CTR?: number;
  spent?: number;
  conversionCount?: number;
  conversionValue?: number;
  attributedClickThroughConversions?: number;
  attributedViewThroughConversions?: number;
  costPerAttributedConversions?: number;
  attributedConversionsRate?: number;
  returnOnAdSpend?: number;
  VCR?: number;
  eCPV?: number;
  eCPCV?: number;
  startCount?: number;
  firstCount?: number;
  midCount?: number;
  thirdCount?: number;
  completeCount?: number;
  bidImpressions?: number;
  audioVideoViewed?: number;
  prebidCost?: number;
  /**
   * Creative dimension only.
   */
  creativeStatus?: string;
  /**
   * "creativeThumbnailSource, creativeCardSource ... (strings, creative dimension)": no form is stated; the mock sends URLs of its creative assets.
   */
  creativeThumbnailSource?: string;
  /**
   * See creativeThumbnailSource.
   */
  creativeCardSource?: string;
  creativeType?: string;
  /**
   * The entity's share of the spend of all rows, in percent.
   */
  spentDistribution?: number;
}
export interface CampaignBidDetails {
  baseBid: number | null;
  maxBid: number | null;
  /**
   * The best (lowest) priority among the campaign's bid models; null when none.
   */
  currentPriority: number | null;
  /**
   * Epoch ms of the next daily check (next UTC midnight).
   */
  nextPerformanceCheck: number;
}
export interface ModelledEntityList {
  total: ModelledEntityTotal;
  data: ModelledEntityRow[];
  /**
   * Every row of the campaign dimension, whatever the page and searchField.
   */
  totalRecords: number;
  /**
   * The rows searchField matches (every row without one), whatever the page.
   */
  filteredRecords: number;
  campaignBidDetails: CampaignBidDetails;
}
/**
 * Adds, updates and deletes bid modelling of a campaign dimension in one request, applied whole or not at all (BM6). Order: deletions, UPDATE, ADD, then include/exclude; the rules are checked on the result.
 */
export interface UpdateBidModelsRequest {
  actionWiseBidModelEntities?: {
    /**
     * New bid model data; an entity already modelled is 422.
     */
    ADD?: BidModelEntityDetails[];
    /**
     * Replaces the bid model data of a modelled entity or bundle (named by entityTypeId and entityId); fields left out become null.
     */
    UPDATE?: BidModelEntityDetails[];
    /**
     * bidModelDataIds to delete.
     */
    DELETE?: number[];
  };
  /**
   * More bidModelDataIds to delete.
   */
  bidModelDataId?: number[];
  /**
   * Bundles of the dimension to delete, with their bid model data.
   */
  bundleIds?: number[];
  inclusionExclusionEntityMap?: {
    /**
     * Entity ids to target.
     */
    INCLUDE?: number[];
    /**
     * Entity ids to block.
     */
    EXCLUDE?: number[];
  };
  /**
   * New base bid of the campaign (documented as integer; decimals accepted, BM6).
   */
  baseBid?: number;
}
export interface Bundle {
  bundleId: number;
  dimensionId: BidModelDimensionId;
  bundleName: string;
  entityIds: number[];
  modellingApplied: boolean;
}
export interface EntityWiseSpent {
  /**
   * Entity id to dollars spent over the campaign's life: "entityWiseSpent: map of entity ID to amount spent".
   */
  entityWiseSpent: {
    [k: string]: number | undefined;
  };
}
export interface BundleCreateRequest {
  bundleName: string;
  /**
   * @minItems 1
   */
  entityIds: [number, ...number[]];
}
export interface BundleCreated {
  message: string;
  /**
   * The new bundleId.
   */
  id: number;
}
export interface BundleDeleteRequest {
  /**
   * @minItems 1
   */
  bundleIds: [number, ...number[]];
}
export interface BundleUpdateRequest {
  /**
   * @minItems 1
   *
   * Items: bundleName, entityIds or both (the samples send one of them, BM9).
   */
  bundleDetailList: [
    (
      | {
          [k: string]: unknown | undefined;
        }
      | {
          [k: string]: unknown | undefined;
        }
    ) & {
      bundleId: number;
      bundleName?: string;
      /**
       * @minItems 1
       */
      entityIds?: [number, ...number[]];
    } & {
      bundleId: number;
      bundleName?: string;
      /**
       * @minItems 1
       */
      entityIds?: [number, ...number[]];
    },
    ...((
      | {
          [k: string]: unknown | undefined;
        }
      | {
          [k: string]: unknown | undefined;
        }
    ) & {
      bundleId: number;
      bundleName?: string;
      /**
       * @minItems 1
       */
      entityIds?: [number, ...number[]];
    } & {
      bundleId: number;
      bundleName?: string;
      /**
       * @minItems 1
       */
      entityIds?: [number, ...number[]];
    })[]
  ];
}
export interface IncludeExcludeRequest {
  /**
   * Comma separated entity ids.
   */
  ids: string;
  /**
   * 0 target, 1 block.
   */
  isExcluded: 0 | 1;
  advertiserId?: number;
  dspId?: number;
  owId?: number;
  uowId?: number;
  /**
   * Ignored: the path names the campaign (BM11).
   */
  campaignId?: number;
}
/**
 * Changes bid modelling of every campaign of the insertion order (or the campaigns the mappings name), whole or not at all.
 */
export interface IoBidModelsRequest {
  /**
   * Items: ADD and UPDATE need bidModelData and dimensionEntityMappings; DELETE needs bidModelDataIds or dimensionEntityMappings (400 otherwise).
   */
  bidModelRequests?: {
    action: "ADD" | "UPDATE" | "DELETE";
    bidModelData?: BidModelValues;
    /**
     * @minItems 1
     */
    dimensionEntityMappings?: [
      {
        dimensionId: number;
        entityId: number;
        /**
         * A campaign of the IO; omitted: every campaign of the IO.
         */
        campaignId?: number;
      },
      ...{
        dimensionId: number;
        entityId: number;
        /**
         * A campaign of the IO; omitted: every campaign of the IO.
         */
        campaignId?: number;
      }[]
    ];
    /**
     * DELETE: bid model data of the IO's campaigns to delete.
     */
    bidModelDataIds?: number[];
  }[];
  /**
   * New base bid of every campaign of the IO.
   */
  baseBid?: number;
  excludeDimensionEntityMappings?: {
    dimensionId: number;
    /**
     * Comma separated entity ids.
     */
    ids: string;
    isExcluded: boolean;
    /**
     * A campaign of the IO; omitted: every campaign of the IO.
     */
    campaignId?: number;
    advertiserId?: number;
    dspId?: number;
    owId?: number;
    uowId?: number;
  }[];
}
/**
 * A report's e-mail schedule as the report shows it (runningTotalEnabled 0 or 1, as the Report table has it).
 */
export interface ReportSchedulingEventDetails {
  eventId: number;
  /**
   * "deliveryFrequency (1 Once, 2 Daily, 3 Weekly, 4 Monthly)".
   */
  deliveryFrequency: 1 | 2 | 3 | 4;
  /**
   * "fileType (1 CSV, 2 XLS)"; 2 is sent as XLSX.
   */
  fileType: 1 | 2;
  subscriberEmails: string[];
  /**
   * Epoch ms; no delivery falls after it. Null for Once.
   */
  eventEndDate: number | null;
  deliveryDay: string | null;
  /**
   * "runningTotalEnabled (0/1)".
   */
  runningTotalEnabled: 0 | 1;
  earliestCampaignStartDate: number | null;
}
/**
 * A saved report definition with its customers and e-mail schedule.
 */
export interface Report {
  id: number;
  reportName: string;
  customerIds: number[];
  /**
   * "customerDetails | object/array": one customer's details, or a list of them; the mock sends a list.
   */
  customerDetails: CustomerDetail[] | CustomerDetail;
  /**
   * Epoch ms.
   */
  startDate: number;
  /**
   * Epoch ms.
   */
  endDate: number;
  /**
   * JSON-serialized array of `{filter, value?}`.
   */
  dimensions: string;
  columns: string[];
  /**
   * "requestType | integer | 1 daily, 2 aggregate".
   */
  requestType: 1 | 2;
  /**
   * "reportAggregated | string | 1 aggregated, 0 not".
   */
  reportAggregated: "0" | "1";
  timezoneId: number;
  timezoneName: string;
  /**
   * Epoch ms.
   */
  createdDate: number;
  /**
   * Epoch ms of the last change (the list's `modifyDate` sort).
   */
  modifyDate: number;
  reportSchedulingEventDetails: ReportSchedulingEventDetails | null;
}
/**
 * One page of saved reports.
 */
export interface ReportPage {
  success: true;
  data: Paged & {
    data: Report[];
  };
}
/**
 * Filters, sort and page of the report list.
 */
export interface ReportListRequest {
  /**
   * Only reports covering one of these customers (an array or a comma-separated string).
   */
  customerIds?: number[] | string;
  /**
   * id, name, startDate or modifyDate prefixed with + or -.
   */
  sortBy?: string;
  searchField?: string;
  noOfEntries?: number;
  pageNo?: number;
}
/**
 * The fields of a report definition. `dimensions` is a JSON-serialized array of
 * `{filter, value?}` (keys campaign, ioName, creative, device_type, gender, zip5, os,
 * income_group; `value` keeps only those ids). `columns` are metrics and fields of
 * the chosen dimensions. The period (endDate after startDate) is at most 92 days,
 * 366 with the campaign dimension. `customerIds` default to every customer the
 * caller may access.
 *
 */
export interface ReportFields {
  reportName?: string;
  customerIds?: number[];
  /**
   * Epoch ms.
   */
  startDate?: number;
  /**
   * Epoch ms.
   */
  endDate?: number;
  /**
   * JSON-serialized array, for example [{"filter":"campaign"},{"filter":"device_type","value":[1,2]}].
   */
  dimensions?: string;
  /**
   * @minItems 1
   */
  columns?: [string, ...string[]];
  /**
   * 1 daily, 2 aggregated.
   */
  requestType?: 1 | 2;
  reportAggregated?: "0" | "1";
  timezoneId?: number;
  timezoneName?: string;
}
/**
 * The fields of an e-mail schedule, all optional (an edit sends only what changes;
 * the merged result is checked). `deliveryDay` is required unless the frequency is
 * Once: a weekday name for Weekly, First, Last or 1 to 29 for Monthly. `eventEndDate`
 * is required unless Once. `runningTotalEnabled` needs the campaign dimension and
 * then `earliestCampaignStartDate`.
 *
 */
export interface ReportScheduleFields {
  /**
   * @minItems 1
   */
  subscriberEmails?: [string, ...string[]];
  /**
   * 1 CSV, 2 XLS (sent as XLSX).
   */
  fileType?: 1 | 2;
  /**
   * 1 Once, 2 Daily, 3 Weekly, 4 Monthly.
   */
  deliveryFrequency?: 1 | 2 | 3 | 4;
  /**
   * Weekday name (Weekly); First, Last or 1 to 29 (Monthly).
   */
  deliveryDay?: string | null;
  /**
   * Epoch ms; deliveries stop after it.
   */
  eventEndDate?: number | null;
  /**
   * true (or 1) runs the report from earliestCampaignStartDate to its end date.
   */
  runningTotalEnabled?: boolean | (0 | 1);
  earliestCampaignStartDate?: number | null;
}
/**
 * One row of an executed report: `date` (daily reports), the identity fields of every
 * chosen dimension, and the requested columns. Counts and money add up across rows;
 * ratios (CTR, eCPM, eCPC, VCR, eCPCV, ...) are computed from the row's own sums.
 *
 */
export interface ReportRow {
  /**
   * The UTC day (YYYY-MM-DD), daily reports only.
   */
  date?: string;
  campaignId?: number;
  campaignName?: string;
  status?: string;
  campaignType?: string;
  campaignTimezone?: string;
  startTime?: number;
  endTime?: number;
  maxBid?: number | null;
  budgetDay?: number;
  budgetTotal?: number | null;
  /**
   * Percent of the daily budget spent on an average day the row covers.
   */
  budgetPacing?: number | null;
  deviceTypeId?: number;
  deviceType?: string;
  genderId?: number;
  gender?: string;
  impressions?: number;
  clicks?: number;
  spent?: number;
  CTR?: number;
  eCPM?: number;
  [k: string]: string | number | null | undefined;
}
/**
 * One page of rows, the total over every row (not just the page) and the row count.
 */
export interface ReportExecution {
  /**
   * The requested metric columns over all rows; ratios recomputed from the summed counts.
   */
  total: {
    [k: string]: number | undefined;
  };
  data: ReportRow[];
  totalRecords: number;
}
/**
 * A report's e-mail schedule as the schedule operations answer it (runningTotalEnabled boolean, as their body has it).
 */
export interface ScheduledData {
  reportId: number;
  eventId: number;
  /**
   * "deliveryFrequency (1 Once, 2 Daily, 3 Weekly, 4 Monthly)".
   */
  deliveryFrequency: 1 | 2 | 3 | 4;
  /**
   * "fileType (1 CSV, 2 XLS)"; 2 is sent as XLSX.
   */
  fileType: 1 | 2;
  subscriberEmails: string[];
  eventEndDate: number | null;
  deliveryDay: string | null;
  runningTotalEnabled: boolean;
  earliestCampaignStartDate: number | null;
}
export interface ReportScheduleResult {
  success: true;
  data: {
    scheduledData: ScheduledData;
    message: string;
  };
}
/**
 * The report to copy (`reportId`; the platform's sample sends `id`, also accepted) and the copy's name.
 */
export interface ReportDuplicateRequest {
  reportId?: number;
  id?: number;
  reportName: string;
}
/**
 * One page of VLD reports.
 */
export interface VldReportList {
  totalRecords: number;
  filteredRecords: number;
  vldReportDataList: VldReport[];
}
/**
 * Ids of the campaigns eligible for a VLD report, by status.
 */
export interface VldEligibleCampaigns {
  running: number[];
  paused: number[];
  expired: number[];
}
/**
 * A VLD report to create (or, with `vldId`, to regenerate) for a campaign window.
 */
export interface VldReportRequest {
  campaignId: number;
  /**
   * Epoch ms.
   */
  vldStartDate: number;
  /**
   * Epoch ms; after vldStartDate.
   */
  vldEndDate: number;
  /**
   * An existing report of the same campaign to regenerate.
   */
  vldId?: number;
}
/**
 * The cost of a VLD report of a campaign window, and whether it was created.
 * `vldId` is the created (or regenerated) report, null when none was.
 *
 */
export interface VldReportResult {
  vldReportCreated: boolean;
  vldId: number | null;
  campaignId: number;
  campaignName: string;
  /**
   * "VLD reports apply to running, paused and expired campaigns."
   */
  campaignStatus: "running" | "paused" | "expired";
  vldStartDate: number;
  vldEndDate: number;
  vldChargeableImps: number;
  vldChargedImps: number;
  vldChargeableCost: number;
  vldChargedCost: number;
  fundsAvailable: boolean;
  effectiveVldRate: number;
}
/**
 * A campaign window whose VLD cost is assessed; nothing is created.
 */
export interface VldComputationRequest {
  campaignId: number;
  /**
   * Epoch ms.
   */
  vldStartDate: number;
  /**
   * Epoch ms; after vldStartDate.
   */
  vldEndDate: number;
}
/**
 * A ready VLD report to download, as XLSX (1) or CSV (2).
 */
export interface VldDownloadRequest {
  vldId: number;
  /**
   * 1 XLSX, 2 CSV.
   */
  fileTypeId: 1 | 2;
}
/**
 * Where the report file is served.
 */
export interface VldDownload {
  vldReportUrl: string;
}
/**
 * A labelled choice of a dashboard view (table level, status, graph).
 */
export interface DashboardOption {
  label: string;
  /**
   * tableLevel "(values seen: campaigns, groups)", status "(values seen: all, running, deleted)": other values may come.
   */
  value: string | number;
}
/**
 * A column of a dashboard table and how it is shown.
 */
export interface DashboardColumn {
  label: string;
  value: string;
  alwaysEnabled?: boolean | null;
  draggableGroup?: number | null;
  active?: boolean | null;
}
/**
 * The view configuration a dashboard stores, kept as the client sent it. Every
 * field is optional; unknown fields are kept.
 *
 */
export interface DashboardData {
  timezone?: {
    label?: string;
    value?: string;
    id?: number;
  };
  /**
   * "selectedCampaignTypes (array)": the type of its items is not shown.
   */
  selectedCampaignTypes?: unknown[];
  tableLevel?: DashboardOption;
  search?: string;
  status?: DashboardOption;
  sortingColumns?: DashboardColumn[];
  sortingGroupsColumns?: DashboardColumn[];
  sortingInsertionOrdersColumns?: DashboardColumn[];
  freeze?: {
    columns?: number;
    rows?: number;
  };
  graph1?: DashboardOption;
  graph2?: DashboardOption;
  /**
   * id, label, order, fieldDataType, description, groupId, key, isFilterSupported, isCustomerDependent, isRowToColumn, value.
   */
  dimension?: {};
  /**
   * id, label, order, fieldDataType, aggregationType, description, defaultEnabled, key, dependentDimensions, value.
   */
  metric?: {};
  filteredCampaignsIds?: number[];
  filteredGroupsIds?: number[];
  /**
   * Epoch ms, set by the client.
   */
  lastModified?: number;
}
/**
 * A saved dashboard view of the caller. `value` and `id` are the same number.
 */
export interface Dashboard {
  value: number;
  id: number;
  label: string;
  data: DashboardData;
  /**
   * Epoch ms.
   */
  created: number;
  /**
   * When the dashboard was last saved. "modifiedDate (string)": no form is stated; the mock sends ISO 8601, UTC.
   */
  modifiedDate: string;
}
/**
 * The caller's dashboards in the workspace, oldest first.
 */
export interface DashboardList {
  items: Dashboard[];
  minItems?: 0;
}
/**
 * Failure body of the operations without an envelope (`x-envelope: bare`).
 */
export interface BareError {
  error: string;
  field?: string;
}
/**
 * A dashboard to create or to save over an existing one. `value` and `id`, when sent, are ignored.
 */
export interface DashboardRequest {
  label: string;
  value?: number;
  id?: number;
  data?: DashboardData;
}
/**
 * The by-customer dashboard report request. The fields the client stub adds
 * beyond the documented ones are accepted and ignored (DECISIONS D8).
 *
 */
export interface CustomerReportRequest {
  /**
   * Start of the window, epoch ms, as a string of digits (documented) or a number (client stub).
   */
  startDate: number | string;
  /**
   * End of the window, epoch ms, as a string of digits or a number; not before startDate.
   */
  endDate: number | string;
  /**
   * Timezone id (also accepted as timezoneId).
   */
  timeZoneId?: number;
  timezoneId?: number;
  /**
   * "for example all": the mock takes all (every status but deleted) or a
   * comma-separated list of campaign statuses; a status no campaign has matches none.
   *
   */
  campaignStatus?: string;
  /**
   * Comma-separated creative type ids; empty for all.
   */
  creativeTypeIds?: string;
  searchField?: string;
  /**
   * A row field to sort by.
   */
  sortBy?: string;
  order?: "ASC" | "DESC";
  /**
   * Comma-separated organization ids (the workspace or its customers); empty for all.
   */
  owIds?: string;
  pageNo?: number;
  noOfEntries?: number;
  /**
   * total answers only the totals row, data only the rows; without it both.
   */
  resultType?: "total" | "data";
  campaignTypeIds?: number[];
  /**
   * Only campaigns whose insertion order has one of these budget types.
   */
  budgetTypeIdList?: number[];
  /**
   * Sent by the client stub; accepted and ignored.
   */
  searchBy?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  columns?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  timezoneName?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  campaignStatusList?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  owIdsList?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  workspaceOwIdsList?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  customerOwIdsList?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  tab?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  isGraph?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  dayDiff?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  download?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  fileType?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  fileName?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  campaignGroupIds?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  isBetaUser?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  isAudienceFlagsRequired?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  loggedInUowId?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  graphType?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  ioStatusIdsList?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  ids?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  organizationType?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  campaignRequest?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  dataQueryEligible?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  totalQueryEligible?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  pagination?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  offset?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * A row of the by-customer dashboard report, and the totals row of both reports.
 * Metrics are always numbers; fields that do not apply to the row (campaign
 * fields of a customer row, every name of the totals row) are null (DECISIONS D6).
 *
 */
export interface DashboardReportRow {
  clicks: number;
  /**
   * Campaigns the row aggregates.
   */
  totalCount: number;
  winRate: number;
  budgetDay: number;
  budgetSpent: number;
  budgetTotal: number;
  dataCost: number;
  mediaBudget: number;
  impressions: number;
  mediaSpent: number;
  spent: number;
  workspaceSpent: number;
  platformSpent: number;
  customerSpent: number;
  platformMediaEarning: number;
  platformBidShadingEarning: number;
  platformTotalEarning: number;
  workspaceMediaEarning: number;
  workspaceBidShadingEarning: number;
  workspaceTotalEarning: number;
  organizationBidShadingSaving: number;
  bidImpressions: number;
  startCount: number;
  firstCount: number;
  midCount: number;
  thirdCount: number;
  completeCount: number;
  audioVideoActualBids: number;
  audioVideoActualImpressions: number;
  eCPC: number;
  eCPM: number;
  eCPI: number;
  eCPCV: number;
  eCPV: number;
  totalAttributedConversion: number;
  totalAttributedViewThroughConversion: number;
  totalAttributedClickThroughConversion: number;
  costPerAttributedConversion: number;
  totalAttributedConversionRate: number;
  reach: number;
  frequency: number;
  mappingDataCost: number;
  mappingSpent: number;
  budgetPacing: number;
  percentageOfTotalSpent: number;
  vldInsightsCost: number;
  workspaceVLDInsightsEarnings: number;
  platformVLDInsightsEarnings: number;
  pldInsightsCost: number;
  workspacePLDInsightsEarnings: number;
  platformPLDInsightsEarnings: number;
  audioVideoViewed: number;
  CTR: number;
  VCR: number;
  CVR: number;
  logoURL: string | null;
  avatarURL: string | null;
  owId: number | null;
  orgId: number | null;
  industry: string | null;
  organizationName: string | null;
  companySize: string | null;
  workspaceName: string | null;
  workspaceId: number | null;
  workspaceDomain: string | null;
  workspaceOrganizationName: string | null;
  date: string | null;
  campaignId: number | null;
  campaignName: string | null;
  maxBid: number | null;
  startTime: number | null;
  endTime: number | null;
  campaignType: string | null;
  status: string | null;
  campaignTimezone: string | null;
  creativeType: string | null;
  isCampaignFromNewPlatform: boolean | null;
  uowId: number | null;
  ioId: number | null;
  ioName: string | null;
  ioTimezone: string | null;
  ioBudgetDistributionMethod: string | null;
  exchangeId: number | null;
  exchangeName: string | null;
}
/**
 * One page of the by-customer dashboard report. `data` holds the rows of the page
 * (absent when `resultType` is total); `recordsTotal` sums every filtered row, not
 * only the page (absent when `resultType` is data).
 *
 */
export interface CustomerReport {
  totalRecords: number;
  filteredRecords: number;
  recordsTotal?: DashboardReportRow;
  data?: DashboardReportRow[];
}
/**
 * The by-campaign dashboard report request. `campaignIds` is also accepted as
 * `CampaignIds` (the documented spelling). The client stub's other fields are
 * accepted and ignored (DECISIONS D8).
 *
 */
export interface CampaignReportRequest {
  /**
   * Start of the window, epoch ms, as a string of digits (documented) or a number (client stub).
   */
  startDate: number | string;
  /**
   * End of the window, epoch ms, as a string of digits or a number; not before startDate.
   */
  endDate: number | string;
  /**
   * Timezone id (also accepted as timezoneId).
   */
  timeZoneId?: number;
  timezoneId?: number;
  /**
   * "for example all": the mock takes all (every status but deleted) or a
   * comma-separated list of campaign statuses; a status no campaign has matches none.
   *
   */
  campaignStatus?: string;
  /**
   * Comma-separated creative type ids; empty for all.
   */
  creativeTypeIds?: string;
  searchField?: string;
  /**
   * A row field to sort by.
   */
  sortBy?: string;
  order?: "ASC" | "DESC";
  /**
   * Comma-separated organization ids (the workspace or its customers); empty for all.
   */
  owIds?: string;
  pageNo?: number;
  noOfEntries?: number;
  /**
   * total answers only the totals row, data only the rows; without it both.
   */
  resultType?: "total" | "data";
  campaignTypeIds?: number[];
  /**
   * Only campaigns of these insertion orders.
   */
  ioIdsList?: number[];
  /**
   * Only these campaigns.
   */
  campaignIds?: number[];
  /**
   * The documented spelling of campaignIds.
   */
  CampaignIds?: number[];
  /**
   * Sent by the client stub; accepted and ignored.
   */
  searchBy?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  columns?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  timezoneName?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  campaignStatusList?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  owIdsList?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  workspaceOwIdsList?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  customerOwIdsList?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  tab?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  isGraph?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  dayDiff?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  download?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  fileType?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  fileName?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  campaignGroupIds?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  isBetaUser?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  isAudienceFlagsRequired?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  loggedInUowId?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  graphType?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  ioStatusIdsList?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  ids?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  organizationType?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  campaignRequest?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  dataQueryEligible?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  totalQueryEligible?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  pagination?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Sent by the client stub; accepted and ignored.
   */
  offset?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * A row of the by-campaign dashboard report: the customer row fields plus the
 * campaign and insertion-order fields. The totals row has null where a field
 * does not add up (DECISIONS D6).
 *
 */
export interface CampaignReportRow {
  clicks: number;
  /**
   * Campaigns the row aggregates.
   */
  totalCount: number;
  winRate: number;
  budgetDay: number;
  budgetSpent: number;
  budgetTotal: number;
  dataCost: number;
  mediaBudget: number;
  impressions: number;
  mediaSpent: number;
  spent: number;
  workspaceSpent: number;
  platformSpent: number;
  customerSpent: number;
  platformMediaEarning: number;
  platformBidShadingEarning: number;
  platformTotalEarning: number;
  workspaceMediaEarning: number;
  workspaceBidShadingEarning: number;
  workspaceTotalEarning: number;
  organizationBidShadingSaving: number;
  bidImpressions: number;
  startCount: number;
  firstCount: number;
  midCount: number;
  thirdCount: number;
  completeCount: number;
  audioVideoActualBids: number;
  audioVideoActualImpressions: number;
  eCPC: number;
  eCPM: number;
  eCPI: number;
  eCPCV: number;
  eCPV: number;
  totalAttributedConversion: number;
  totalAttributedViewThroughConversion: number;
  totalAttributedClickThroughConversion: number;
  costPerAttributedConversion: number;
  totalAttributedConversionRate: number;
  reach: number;
  frequency: number;
  mappingDataCost: number;
  mappingSpent: number;
  budgetPacing: number;
  percentageOfTotalSpent: number;
  vldInsightsCost: number;
  workspaceVLDInsightsEarnings: number;
  platformVLDInsightsEarnings: number;
  pldInsightsCost: number;
  workspacePLDInsightsEarnings: number;
  platformPLDInsightsEarnings: number;
  audioVideoViewed: number;
  CTR: number;
  VCR: number;
  CVR: number;
  logoURL: string | null;
  avatarURL: string | null;
  owId: number | null;
  orgId: number | null;
  industry: string | null;
  organizationName: string | null;
  companySize: string | null;
  workspaceName: string | null;
  workspaceId: number | null;
  workspaceDomain: string | null;
  workspaceOrganizationName: string | null;
  date: string | null;
  campaignId: number | null;
  campaignName: string | null;
  maxBid: number | null;
  startTime: number | null;
  endTime: number | null;
  campaignType: string | null;
  status: string | null;
  campaignTimezone: string | null;
  creativeType: string | null;
  isCampaignFromNewPlatform: boolean | null;
  uowId: number | null;
  ioId: number | null;
  ioName: string | null;
  ioTimezone: string | null;
  ioBudgetDistributionMethod: string | null;
  exchangeId: number | null;
  exchangeName: string | null;
  dailyImpression: number | null;
  baseBid: number | null;
  ioStartTime: number | null;
  ioStatusId: number | null;
  ioEndTime: number | null;
  ioTotalBudget: number | null;
  pacingPercentage: number | null;
  actualSpent: number | null;
  expectedSpent: number | null;
  campaignDuration: number | null;
  remainingDuration: number | null;
  dailyPacingPercentage: number | null;
  expectedDailySpent: number | null;
  actualDailySpent: number | null;
  isAutoSumIoTotalBudget: boolean | null;
  budgetTypeId: number | null;
  campaignTypeId: number | null;
  isEligibleForVLDInsightsReport: boolean | null;
  isEligibleForPLDInsightsReport: boolean | null;
  targetImpression: number | null;
  creativesCount: number | null;
  budgetTotalCombined: number | null;
  budgetDayCombined: number | null;
  ioTotalBudgetCombined: number | null;
  campaignPriority: number | null;
  bidModelDataId: number | null;
}
/**
 * One page of the by-campaign dashboard report. `data` holds the rows of the page
 * (absent when `resultType` is total); `recordsTotal` sums every filtered row, not
 * only the page (absent when `resultType` is data).
 *
 */
export interface CampaignReport {
  totalRecords: number;
  filteredRecords: number;
  recordsTotal?: CampaignReportRow;
  data?: CampaignReportRow[];
}
/**
 * The report filters of a CSV export, in the client's snake_case.
 */
export interface ExportCsvData {
  draw?: number;
  sort_by?: string;
  sort_type?: "asc" | "desc";
  /**
   * Append the totals row after the rows.
   */
  total_agg?: boolean;
  is_report?: boolean;
  is_graph?: boolean;
  result_type?: "total" | "data";
  user_session_id?: string | number;
  search_field?: string;
  /**
   * Zero-based page.
   */
  page_number?: number;
  /**
   * Rows per page.
   */
  total_count?: number;
  dateRange?: {
    startDate?: number | string;
    endDate?: number | string;
  };
  timezone?: {
    label?: string;
    value?: string;
    id?: number;
  };
  dimension?: {};
  filters?: {
    /**
     * As campaignStatus of the dashboard reports.
     */
    campaign_status?: string;
    creative_type_ids?: string;
    campaign_ids?: string;
  };
  conversion_ids?: string;
  owIds?: string;
  status?: string;
  dataPath?: string;
  download?: boolean;
  file_type?: string;
}
/**
 * A CSV export of a dashboard report. `url` names the report (by-customer or
 * by-campaign); `data` carries its filters in the client's snake_case; `columns`
 * picks the row fields and their header labels (DECISIONS D9).
 *
 */
export interface ExportCsvRequest {
  /**
   * Path of the report to export, for example /api/v3/das/report/by-campaign.
   */
  url: string;
  method?: string;
  data?: ExportCsvData;
  search_field?: string;
  dateRange?: {
    start?: number | string;
    end?: number | string;
  };
  name?: string;
  fileName?: string;
  /**
   * @minItems 1
   */
  columns: [
    {
      label: string;
      value: string;
    },
    ...{
      label: string;
      value: string;
    }[]
  ];
  token?: string;
}
/**
 * Failure body of the mock-admin operations (no envelope).
 */
export interface AdminError {
  error: string;
  field?: string;
}
/**
 * What to rebuild the world with. Each field is optional and holds until the next reset; an absent field takes the value the server was started with. A contract run against a mock in another process sends all three, so every test starts from the same world, clock and limit as in-process.
 */
export interface ResetRequest {
  seed?: number;
  /**
   * Requests a minute per caller, or null for no limit.
   */
  rateLimit?: number | null;
  /**
   * A frozen clock moves only through POST /__mock/clock.
   */
  frozenClock?: boolean;
}
export interface ResetResult {
  seed: number;
  /**
   * The mock clock after the reset (the world's epoch), epoch ms.
   */
  now: number;
}
/**
 * The default world at a glance; personas with credentials, client credentials, notable ids.
 */
export interface FixturesSummary {
  seed: number;
  epoch: number;
  client: {
    clientId: string;
    clientSecret: string;
  };
  personas: {
    [k: string]:
      | {
          email: string;
          password?: string | null;
          userId: number;
          owId: number;
          uowId: number;
          inviteHash?: string | null;
          description?: string;
        }
      | undefined;
  };
  organizations: {}[];
  notableIds: {};
  counts: {
    [k: string]: number | undefined;
  };
}
/**
 * The settings in force in the session, and how sessions are kept.
 */
export interface MockSettings {
  seed: number;
  /**
   * Requests a minute per caller, or null for no limit.
   */
  rateLimit: number | null;
  frozenClock: boolean;
  /**
   * The session the request named in X-Mock-Session, or null for the default session.
   */
  session: string | null;
  /**
   * Sessions the server keeps besides the default one (--max-sessions).
   */
  maxSessions: number;
}
export interface ClockState {
  /**
   * Mock time, epoch ms.
   */
  now: number;
  iso: string;
  /**
   * A frozen clock moves only through POST /__mock/clock.
   */
  frozen: boolean;
}
/**
 * Move the mock clock by `advanceMs`, or by `advance` in words (`25h`, `90m`, `7d`, `1d12h`; units ms, s, m, h, d), or to `now` (epoch ms or ISO 8601), and/or freeze or unfreeze it. `advance` and `advanceMs` do not go together (422). The clock stays within the years 0001 to 9998, so that every date an answer writes has a four-digit year: a move past them is 422 and leaves the clock as it was.
 */
export interface ClockRequest {
  advance?: string;
  advanceMs?: number;
  now?: number | string;
  frozen?: boolean;
}
/**
 * An e-mail the platform sent.
 */
export interface Email {
  id: number;
  /**
   * The mock's outbox (admin API): the e-mails it sends. "Side effects that send e-mail are: user invitation (link and hash), password reset link, and scheduled report delivery", and the insights send-email.
   */
  kind: "invitation" | "password-reset" | "insights" | "scheduled-report";
  to: string;
  subject: string;
  body: string;
  link: string | null;
  /**
   * The invite or reset hash carried by the link.
   */
  hash: string | null;
  /**
   * Files sent with the e-mail (a scheduled report's file); each URL downloads it from the mock.
   */
  attachments: {
    fileName: string;
    contentType: string;
    url: string;
  }[];
  sentAt: number;
}
export interface JournalEntry {
  id: number;
  /**
   * Mock time of the request, epoch ms.
   */
  at: number;
  method: string;
  /**
   * Path and query as sent, cut at 2,048 characters; secret query parameters (`?access_token=`, `?token=`) read `[redacted]`.
   */
  url: string;
  /**
   * The operation the request reached; null for an unknown route or a CORS preflight.
   */
  operationId: string | null;
  /**
   * The status sent; 0 when an answer rule's network fault (`reset`, `empty`) closed the connection before any status line.
   */
  status: number;
  /**
   * Milliseconds from the request's arrival to its answer being sent.
   */
  durationMs: number;
  /**
   * The request headers worth showing, as sent, except transport and browser noise (Connection, Accept-Encoding, Sec-*, ...). The values of Authorization, Authentication, Proxy-Authorization and Cookie are redacted (`Bearer [redacted]`, `session=[redacted]`).
   */
  requestHeaders: {
    [k: string]: string | undefined;
  };
  /**
   * The body as sent: parsed when it was JSON and whole, else its text (a JSON body that does not parse is shown as the text that was sent). A multipart body is described, never its bytes: `<multipart: 2 files: a.png (image/png, 3,124 bytes), b.png (...); fields: {...}>`; one the mock did not read (sent to an operation that takes no files, or refused before it was read) is `<multipart: not read>`. Null when there was none. The values of fields and form pairs named like a password, a secret, a token, a hash or the authorization code read `[redacted]`, at any depth.
   */
  requestBody: {} | unknown[] | string | number | boolean | null;
  /**
   * The body was over 16,384 characters; `requestBody` is its first 16,384, as text.
   */
  requestBodyTruncated: boolean;
  /**
   * The headers of the answer as sent, names in lower case: those the mock set and the Content-Length written, without transport (Connection, Keep-Alive, Transfer-Encoding) and the Date the server adds. Set-Cookie keeps each cookie's name and attributes, its value redacted (`session=[redacted]; Path=/`). Empty when no status line was written (an answer rule's `reset` or `empty` fault).
   */
  responseHeaders: {
    [k: string]: string | undefined;
  };
  /**
   * The answer's body: parsed when it was JSON and whole, else its text; a file is described (`<file image/png 3,124 bytes>`), never its bytes. Null when there was none. A read of the journal itself shows `<the request journal>`. Secrets read `[redacted]` as in `requestBody` (the tokens of a login answer, the hashes and links of the outbox).
   */
  responseBody: {} | unknown[] | string | number | boolean | null;
  /**
   * The answer was over 16,384 characters; `responseBody` is its first 16,384, as text.
   */
  responseBodyTruncated: boolean;
  /**
   * The answer rule that answered the request (`rule-3`, DECISIONS M25); null when the world answered.
   */
  ruleId: string | null;
}
/**
 * Stands in for the platform's consent page, which the documents do not show.
 */
export interface AuthorizationCodeRequest {
  email: string;
  redirectUri: string;
}
export interface AuthorizationCode {
  code: string;
  redirectUri: string;
  expiresAt: number;
}
/**
 * Headers as received, names in lower case; Authorization, Authentication, Cookie and Set-Cookie read `[redacted]`.
 */
export interface RecordedHeaders {
  [k: string]: string | string[] | undefined;
}
/**
 * A body of an exchange the proxy recorded, cut to its first 16 KB.
 */
export interface RecordedBody {
  /**
   * The body's first 16 KB as UTF-8 text (null when there was none). The values of fields, form pairs and query parameters of links named like a password, a secret, a token, a hash or the authorization code read `[redacted]`, as in the request journal.
   */
  text: string | null;
  /**
   * Bytes on the wire.
   */
  bytes: number;
  /**
   * True when `text` is only the start of the body.
   */
  truncated: boolean;
}
/**
 * One exchange through the validating proxy that broke the contract, in one way (`kind`).
 */
export interface Violation {
  /**
   * When the exchange ended (real time, not the mock clock).
   */
  at: string;
  operationId: string;
  method: string;
  /**
   * Path and query as the client sent them; secret query parameters (`?access_token=`) read `[redacted]`.
   */
  url: string;
  /**
   * `request`: the request breaks the operation's request schema (it was forwarded all the same).
   * `status`: the upstream answered a status the operation does not document.
   * `envelope`: the answer is not in the operation's envelope (`x-envelope`).
   * `body`: the answer breaks the documented schema of its status.
   * `upstream`: the upstream could not be reached, fell silent, or broke off its answer.
   * `unchecked`: no breach found, but the answer's body could not be checked, and `problems` says why: over 16 MB (decoded, for a compressed answer), past the 64 MB the answers in progress share, or in a Content-Encoding that does not decode. It was forwarded unchanged.
   *
   */
  kind: "request" | "status" | "envelope" | "body" | "upstream" | "unchecked";
  /**
   * Each names the field or path at fault.
   *
   * @minItems 1
   */
  problems: [string, ...string[]];
  exchange: {
    request: {
      headers: RecordedHeaders;
      body: RecordedBody;
    };
    response: {
      /**
       * Null when the upstream gave no answer.
       */
      status: number | null;
      headers: RecordedHeaders;
      body: RecordedBody;
    };
  };
}
/**
 * The whole state of a session as JSON: what GET /__mock/snapshot answers and POST /__mock/snapshot (or --state FILE) restores. The parts are written by the mock and read back as they were written; their fields are checked on restore, and a value that does not fit is 422 naming its path (for example `sessions.sessions[0].expiresAt`).
 */
export interface StateSnapshot {
  /**
   * The snapshot format; this mock writes and reads 1.
   */
  version: number;
  /**
   * The seed of the world (what a reset without a seed rebuilds).
   */
  seed: number;
  /**
   * Every record of the world, as the domains keep them.
   */
  world: {};
  /**
   * `{now, frozen}`: the mock time (epoch ms) and the clock mode. A running clock resumes from `now`.
   */
  clock: {};
  /**
   * `{sessions, refreshable, latest, codes}`: access and refresh tokens, the session login reuses, authorization codes.
   */
  sessions: {};
  /**
   * `{lastId, emails}`: the e-mails sent, oldest first.
   */
  outbox: {};
  /**
   * `{files}`: the files links point at, bodies in base64, each with its expiry in real time.
   */
  downloads: {};
  /**
   * `{nextId, entries}`: the request journal, oldest first.
   */
  journal: {};
  /**
   * `{nextId, rules}`: the answer rules (M25), oldest first, with what each has seen and answered. Absent, none.
   */
  rules?: {};
  /**
   * `{limit, windows}`: requests a minute (or null) and the times in each caller's window.
   */
  rateLimit: {};
}
/**
 * An answer rule (DECISIONS M25): when a request to `match.operationId` carries everything `match` names, the rule answers it before the domain handler runs, after the admin guard, the session and the rate limit. Rules answer only for the platform's operations. Tried by `priority` (higher first), then newest first; the first live rule past its `after` answers.
 */
export interface AnswerRuleDefinition {
  match: {
    /**
     * A platform operation (an admin or file-storage operation is refused, 422).
     */
    operationId: string;
    /**
     * Path parameters by their spec names; each value must equal the one sent.
     */
    params?: {
      [k: string]: string | undefined;
    };
    /**
     * Query parameters; each value must equal the one sent (a repeated one, its values joined by commas).
     */
    query?: {
      [k: string]: string | undefined;
    };
    /**
     * Request headers, names in any case; each value must equal the one sent.
     */
    headers?: {
      [k: string]: string | undefined;
    };
    /**
     * A subset of the JSON body; each key given must be deep-equal to the body's. Never matches a multipart body (refused for operations that take files).
     */
    body?: {};
    /**
     * The user (`email`, any case) and workspace (`owId`) of the request's bearer token, looked up in the session's tokens; a request without a good token does not match.
     */
    caller?: {
      email?: string;
      owId?: number;
    };
  };
  /**
   * Either `{example}`: the operation's documented example for that status, as `Prefer: code=` answers it; or `{status, headers, body}` answered as written: the status must be documented and the body (the whole JSON body, envelope included) must fit its schema, unless `deliberate` is true. A 429 carries `Retry-After: 60` unless `headers` gives one. `delayMs` waits first, as `Prefer: delay=` does. Or `{fault}`, a network fault instead of an answer: `reset` (the connection is reset before any header), `empty` (closed with no answer), `malformed-json` (the success status, typed JSON, with a cut-off JSON text), `slow-body` (the success example in up to 10 pieces, `chunkDelayMs` apart), `close-mid-body` (the headers with the whole body's Content-Length, part of the body, then the connection closes). The journal records status 0 for `reset` and `empty`, else the status written.
   */
  answer:
    | {
        example: number;
        /**
         * Milliseconds to wait before answering; shares the server's cap on held answers with `Prefer: delay=`.
         */
        delayMs?: number;
      }
    | {
        status: number;
        /**
         * Answer headers (not Content-Type, Content-Length, Transfer-Encoding or Connection); visible ASCII values.
         */
        headers?: {
          [k: string]: string | undefined;
        };
        /**
         * The JSON body as sent; absent, the answer has none.
         */
        body?: {
          [k: string]: unknown | undefined;
        };
        /**
         * Send the status and body even if the operation does not document them.
         */
        deliberate?: boolean;
        /**
         * Milliseconds to wait before answering; shares the server's cap on held answers with `Prefer: delay=`.
         */
        delayMs?: number;
      }
    | {
        /**
         * The fault. `malformed-json`, `slow-body` and `close-mid-body` send the operation's documented JSON example of its success status (422 for an operation without one).
         */
        fault: "reset" | "empty" | "malformed-json" | "slow-body" | "close-mid-body";
        /**
         * `slow-body` only (422 with another fault): milliseconds between the pieces, default 1000. At most 9 pauses of at most 6 s: the body ends within a minute, as delays do. The slow body holds a place in the server's cap on held answers until it ends (503 when full, before anything is written).
         */
        chunkDelayMs?: number;
        /**
         * Milliseconds to wait before the fault; shares the server's cap on held answers with `Prefer: delay=`.
         */
        delayMs?: number;
      };
  /**
   * Answer the next N matching requests, then the rule is spent (it stays listed until deleted). Absent, always.
   */
  times?: number;
  /**
   * Let the world answer the first M matching requests.
   */
  after?: number;
  /**
   * Higher first; among equals, the newest rule first. Default 0.
   */
  priority?: number;
}
