/* eslint-disable */
/**
 * Generated from spec/ by `npm run generate` (scripts/operation-types.ts).
 * Do not edit: change the spec and regenerate. `npm test` fails when this is stale.
 *
 * Every operation of the contract, typed: `Operations` by operationId, the helpers
 * below it, and `paths` for openapi-fetch. Schemas are the types of ./types.ts
 * (imported as .js, the path its declaration keeps for the package's consumers).
 */

import type {
  AbmAudienceCreated,
  AbmAudienceDetails,
  AbmAudienceRequest,
  AbmStatistics,
  AdminError,
  AdvertiserRequest,
  AllowedApplication,
  AnswerRule,
  AnswerRuleDefinition,
  ApplicationAddRequest,
  ApplicationRevokeRequest,
  AudienceCreated,
  AudienceIdMessage,
  AudienceListItem,
  AudienceTypeMessage,
  AuthorizationCode,
  AuthorizationCodeRequest,
  BareError,
  BidModelCount,
  Bundle,
  BundleCreateRequest,
  BundleCreated,
  BundleDeleteRequest,
  BundleUpdateRequest,
  CampaignAudienceDetails,
  CampaignAudienceRequest,
  CampaignReport,
  CampaignReportRequest,
  ChangePasswordRequest,
  ClockRequest,
  ClockState,
  CmpIncludeExcludeRequest,
  ContextualAudienceRequest,
  Conversion,
  ConversionAssignRequest,
  ConversionAssignResult,
  Creative,
  CreativeCountByStatus,
  CreativeCountByStatusRequest,
  CreativeCountByType,
  CreativeFilter,
  CreativeGroup,
  CreativeGroupListRequest,
  CreativeGroupRenameRequest,
  CreativeListItem,
  CreativeListRequest,
  CreativeType,
  CreativeUploadForm,
  CreativeUploadResult,
  CreativeWithCampaigns,
  CurrentPasswordValidateRequest,
  CurrentPasswordValidation,
  CustomerReport,
  CustomerReportRequest,
  Dashboard,
  DashboardList,
  DashboardRequest,
  DeleteAudiencesRequest,
  DeleteAudiencesResult,
  DetailedAudienceList,
  DimensionBidModelCounts,
  DuplicateMatchedRequest,
  DuplicateMatchedResult,
  Email,
  EmailWorkspaceValidateRequest,
  EmailWorkspaceValidation,
  EntityWiseSpent,
  ExportCsv,
  ExportCsvRequest,
  FixturesSummary,
  GeoFarmedAudienceDetails,
  GeoFarmedAudienceRequest,
  HealthcareSpecialityPage,
  HealthcareSystemPage,
  HealthcareTitlePage,
  IncludeExcludeRequest,
  InsightsAddResult,
  InsightsDownloadRequest,
  InsightsDownloadResult,
  InviteUsersRequest,
  InviteValidateRequest,
  InviteValidation,
  IoBidModelsRequest,
  JournalEntry,
  LoginOnHoldFailure,
  LoginRequest,
  LookalikeAudienceRequest,
  MatchedAudienceDetails,
  MatchedAudienceForm,
  MatchedColumn,
  MockSettings,
  ModelledEntities,
  ModelledEntitiesRequest,
  ModelledEntityList,
  ModelledEntityListRequest,
  OAuthError,
  Paged,
  PixelConversionRequest,
  PreBidAudienceDetails,
  PreBidAudienceRequest,
  PreBidAudienceUpdateRequest,
  PreBidAudienceUpdated,
  Report,
  ReportAddRequest,
  ReportDuplicateRequest,
  ReportExecuteRequest,
  ReportExecution,
  ReportListRequest,
  ReportPage,
  ReportScheduleFields,
  ReportScheduleRequest,
  ReportScheduleResult,
  ReportUpdateRequest,
  ResetPasswordRequest,
  ResetPasswordValidateRequest,
  ResetPasswordValidation,
  ResetRequest,
  ResetResult,
  RetargetedAudienceDetails,
  SegmentAudienceRequest,
  SegmentAudienceUpdateRequest,
  SignUpRequest,
  StateSnapshot,
  TokenRequest,
  TokenResponse,
  UpdateAudienceNameRequest,
  UpdateBidModelsRequest,
  UpdatePasswordForbidden,
  UpdatePasswordRequest,
  UpdateProfileForm,
  UpdateProfileRequest,
  UpdateProfileResult,
  UpdateStatusRequest,
  UrlValidateRequest,
  UrlValidation,
  User,
  UserApplication,
  UserConfig,
  UserEmailValidateRequest,
  UserEmailValidation,
  UserProfile,
  V2Failure,
  V2MessageResult,
  V3Failure,
  V3Message,
  Violation,
  VldComputationRequest,
  VldDownload,
  VldDownloadRequest,
  VldEligibleCampaigns,
  VldReportList,
  VldReportRequest,
  VldReportResult,
} from "./types.js";

/** Every operationId of the contract, the admin API's included. */
export type OperationId =
  | "addAbmAudience"
  | "addAdvertiser"
  | "addAudienceInsights"
  | "addCampaignAudience"
  | "addContextualAudience"
  | "addGeoFarmedAudience"
  | "addLookalikeAudience"
  | "addMatchedAudience"
  | "addPixelConversion"
  | "addPreBidAudience"
  | "addReport"
  | "addSegmentAudience"
  | "addUserApplications"
  | "assignConversionsToCampaigns"
  | "changePassword"
  | "clearRequests"
  | "clearRules"
  | "clearViolations"
  | "computeVldReport"
  | "countCreativesByStatus"
  | "countCreativesByType"
  | "createAuthorizationCode"
  | "createBidModelBundle"
  | "createDashboard"
  | "createRule"
  | "createVldReport"
  | "dashboardReportByCampaign"
  | "dashboardReportByCampaignAlias"
  | "dashboardReportByCustomer"
  | "deleteAudiences"
  | "deleteBidModelBundles"
  | "deleteBidModelBundlesUnslashed"
  | "deleteBidModels"
  | "deleteDashboard"
  | "deleteReport"
  | "deleteReportSchedule"
  | "deleteRule"
  | "deleteVldReport"
  | "downloadAudienceInsights"
  | "downloadFile"
  | "downloadVldReport"
  | "duplicateMatchedAudience"
  | "duplicateReport"
  | "executeReport"
  | "exportCsv"
  | "findModelledEntities"
  | "getAbmAudience"
  | "getAbmHealthcareStatistics"
  | "getAsset"
  | "getBidModelCount"
  | "getCampaignAudience"
  | "getClock"
  | "getCreative"
  | "getCreativeCampaignDetails"
  | "getDimensionBidModelCounts"
  | "getDimensionEntitySpent"
  | "getFixtures"
  | "getGeoFarmedAudience"
  | "getMatchedAudience"
  | "getMatchedFile"
  | "getPreBidAudience"
  | "getProfile"
  | "getReport"
  | "getRetargetedAudience"
  | "getSettings"
  | "getSnapshot"
  | "getUserConfig"
  | "includeExcludeDeviceTypes"
  | "includeExcludeEntities"
  | "includeExcludeEntitiesLowercase"
  | "includeExcludeExchanges"
  | "includeExcludeTrafficSources"
  | "inviteUsers"
  | "issueToken"
  | "listAllowedApplications"
  | "listAudiences"
  | "listAudiencesDetailed"
  | "listBidModelBundles"
  | "listCreativeGroups"
  | "listCreativeTypes"
  | "listCreatives"
  | "listDashboards"
  | "listHealthcareSpecialities"
  | "listHealthcareSystems"
  | "listHealthcareTitles"
  | "listMatchedColumns"
  | "listModelledEntities"
  | "listOutbox"
  | "listReports"
  | "listRequests"
  | "listRules"
  | "listUserApplications"
  | "listUsers"
  | "listViolations"
  | "listVldEligibleCampaigns"
  | "listVldReports"
  | "login"
  | "logout"
  | "regenerateAudienceInsights"
  | "renameCreativeGroup"
  | "resetWorld"
  | "restoreSnapshot"
  | "revokeUserApplications"
  | "scheduleReport"
  | "searchReports"
  | "sendAudienceInsightsEmail"
  | "sendPasswordReset"
  | "setClock"
  | "signUp"
  | "unsubscribeAllReports"
  | "updateAudienceName"
  | "updateBidModelBundles"
  | "updateBidModels"
  | "updateDashboard"
  | "updateIoBidModels"
  | "updatePassword"
  | "updatePreBidAudience"
  | "updateProfile"
  | "updateReport"
  | "updateReportSchedule"
  | "updateSegmentAudience"
  | "updateUserStatus"
  | "uploadCreatives"
  | "validateContextualUrls"
  | "validateCurrentPassword"
  | "validateEmailForWorkspace"
  | "validateInvite"
  | "validateResetPassword"
  | "validateUserEmail"
  | "validateWorkspace";

/** The operations the domain handlers serve (mock/domains): all but the admin API and the file storage. */
export type PlatformOperationId =
  | "addAbmAudience"
  | "addAdvertiser"
  | "addAudienceInsights"
  | "addCampaignAudience"
  | "addContextualAudience"
  | "addGeoFarmedAudience"
  | "addLookalikeAudience"
  | "addMatchedAudience"
  | "addPixelConversion"
  | "addPreBidAudience"
  | "addReport"
  | "addSegmentAudience"
  | "addUserApplications"
  | "assignConversionsToCampaigns"
  | "changePassword"
  | "computeVldReport"
  | "countCreativesByStatus"
  | "countCreativesByType"
  | "createBidModelBundle"
  | "createDashboard"
  | "createVldReport"
  | "dashboardReportByCampaign"
  | "dashboardReportByCampaignAlias"
  | "dashboardReportByCustomer"
  | "deleteAudiences"
  | "deleteBidModelBundles"
  | "deleteBidModelBundlesUnslashed"
  | "deleteBidModels"
  | "deleteDashboard"
  | "deleteReport"
  | "deleteReportSchedule"
  | "deleteVldReport"
  | "downloadAudienceInsights"
  | "downloadVldReport"
  | "duplicateMatchedAudience"
  | "duplicateReport"
  | "executeReport"
  | "exportCsv"
  | "findModelledEntities"
  | "getAbmAudience"
  | "getAbmHealthcareStatistics"
  | "getBidModelCount"
  | "getCampaignAudience"
  | "getCreative"
  | "getCreativeCampaignDetails"
  | "getDimensionBidModelCounts"
  | "getDimensionEntitySpent"
  | "getGeoFarmedAudience"
  | "getMatchedAudience"
  | "getPreBidAudience"
  | "getProfile"
  | "getReport"
  | "getRetargetedAudience"
  | "getUserConfig"
  | "includeExcludeDeviceTypes"
  | "includeExcludeEntities"
  | "includeExcludeEntitiesLowercase"
  | "includeExcludeExchanges"
  | "includeExcludeTrafficSources"
  | "inviteUsers"
  | "issueToken"
  | "listAllowedApplications"
  | "listAudiences"
  | "listAudiencesDetailed"
  | "listBidModelBundles"
  | "listCreativeGroups"
  | "listCreativeTypes"
  | "listCreatives"
  | "listDashboards"
  | "listHealthcareSpecialities"
  | "listHealthcareSystems"
  | "listHealthcareTitles"
  | "listMatchedColumns"
  | "listModelledEntities"
  | "listReports"
  | "listUserApplications"
  | "listUsers"
  | "listVldEligibleCampaigns"
  | "listVldReports"
  | "login"
  | "logout"
  | "regenerateAudienceInsights"
  | "renameCreativeGroup"
  | "revokeUserApplications"
  | "scheduleReport"
  | "searchReports"
  | "sendAudienceInsightsEmail"
  | "sendPasswordReset"
  | "signUp"
  | "unsubscribeAllReports"
  | "updateAudienceName"
  | "updateBidModelBundles"
  | "updateBidModels"
  | "updateDashboard"
  | "updateIoBidModels"
  | "updatePassword"
  | "updatePreBidAudience"
  | "updateProfile"
  | "updateReport"
  | "updateReportSchedule"
  | "updateSegmentAudience"
  | "updateUserStatus"
  | "uploadCreatives"
  | "validateContextualUrls"
  | "validateCurrentPassword"
  | "validateEmailForWorkspace"
  | "validateInvite"
  | "validateResetPassword"
  | "validateUserEmail"
  | "validateWorkspace";

/**
 * Every operation of the contract by operationId: its route, the credential it asks for
 * (`bearer` token, `client` credentials, or none: `public`), parameters, body, and
 * the body of each documented answer.
 */
export interface Operations {
  /** POST /api/v3/audience/abm: Create an ABM audience. */
  addAbmAudience: {
    method: "post";
    path: "/api/v3/audience/abm";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: AbmAudienceRequest;
    responses: {
      200: {
        success: true;
        data: AbmAudienceCreated;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/organization/advertiser/add: Create an advertiser profile. */
  addAdvertiser: {
    method: "post";
    path: "/api/v3/ua/organization/advertiser/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: AdvertiserRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/insights/add: Generate insights of audiences. */
  addAudienceInsights: {
    method: "post";
    path: "/api/v3/audience/insights/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** Comma-separated audience ids. */
      audienceIds: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: InsightsAddResult;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/campaign/add: Create a campaign audience. */
  addCampaignAudience: {
    method: "post";
    path: "/api/v3/audience/campaign/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CampaignAudienceRequest;
    responses: {
      200: {
        success: true;
        data: AudienceCreated;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/contextual/add: Create a contextual audience. */
  addContextualAudience: {
    method: "post";
    path: "/api/v3/audience/contextual/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ContextualAudienceRequest;
    responses: {
      200: {
        success: true;
        data: AudienceCreated;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/geo-farmed/add: Create a geo-farmed audience. */
  addGeoFarmedAudience: {
    method: "post";
    path: "/api/v3/audience/geo-farmed/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: GeoFarmedAudienceRequest;
    responses: {
      200: {
        success: true;
        data: AudienceCreated;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/lookalike/add: Create a lookalike audience. */
  addLookalikeAudience: {
    method: "post";
    path: "/api/v3/audience/lookalike/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: LookalikeAudienceRequest;
    responses: {
      200: {
        success: true;
        data: AudienceCreated;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v2/audience/matched/add: Upload a file to create a matched audience. */
  addMatchedAudience: {
    method: "post";
    path: "/api/v2/audience/matched/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: MatchedAudienceForm;
    responses: {
      200: {
        statusCode: 200;
        responseObject: AudienceIdMessage;
      };
      400: V2Failure;
      401: V2Failure;
      403: V2Failure;
      422: V2Failure;
      429: V2Failure;
      500: V2Failure;
      503: V2Failure;
    };
  };
  /** POST /api/v3/conversion/pixel/add: Create a pixel conversion. */
  addPixelConversion: {
    method: "post";
    path: "/api/v3/conversion/pixel/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: PixelConversionRequest;
    responses: {
      200: {
        success: true;
        data: Conversion;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/prebid/add: Create a pre-bid audience. */
  addPreBidAudience: {
    method: "post";
    path: "/api/v3/audience/prebid/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: PreBidAudienceRequest;
    responses: {
      200: {
        success: true;
        data: AudienceCreated;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ra/report/add: Save a report. */
  addReport: {
    method: "post";
    path: "/api/v3/ra/report/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ReportAddRequest;
    responses: {
      200: {
        success: true;
        data: number;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/segment/add: Create a segment audience. */
  addSegmentAudience: {
    method: "post";
    path: "/api/v3/audience/segment/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: SegmentAudienceRequest;
    responses: {
      200: {
        success: true;
        data: AudienceCreated;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/user/application/add: Grant applications to a user. */
  addUserApplications: {
    method: "post";
    path: "/api/v3/ua/user/application/add";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ApplicationAddRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PATCH /api/v3/conversion/assign-to/campaign: Assign conversions to campaigns, or remove them. */
  assignConversionsToCampaigns: {
    method: "patch";
    path: "/api/v3/conversion/assign-to/campaign";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** JSON object mapping campaign ids to add or remove; an empty value counts as none. */
      assignConversionToCampaign?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ConversionAssignRequest;
    responses: {
      200: {
        success: true;
        data: ConversionAssignResult;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/user/password/reset: Change the caller's password. */
  changePassword: {
    method: "post";
    path: "/api/v3/ua/user/password/reset";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ChangePasswordRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** DELETE /__mock/requests: Empty the session's request journal. */
  clearRequests: {
    method: "delete";
    path: "/__mock/requests";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        /** How many entries the journal held. */
        deleted: number;
      };
      400: AdminError;
      401: AdminError;
      403: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** DELETE /__mock/rules: Delete every answer rule of the session. */
  clearRules: {
    method: "delete";
    path: "/__mock/rules";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        deleted: number;
      };
      400: AdminError;
      401: AdminError;
      403: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** DELETE /__mock/violations: Empty the list of violations. */
  clearViolations: {
    method: "delete";
    path: "/__mock/violations";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        /** How many violations the list held. */
        cleared: number;
      };
      400: AdminError;
      401: AdminError;
      403: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** POST /api/v3/ins/vld-reports/computation: Assess the cost of a VLD report. */
  computeVldReport: {
    method: "post";
    path: "/api/v3/ins/vld-reports/computation";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: VldComputationRequest;
    responses: {
      200: {
        success: true;
        data: VldReportResult;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/crt/creatives/count-by-status: Count creatives by status. */
  countCreativesByStatus: {
    method: "post";
    path: "/api/v3/crt/creatives/count-by-status";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CreativeCountByStatusRequest;
    responses: {
      200: {
        success: true;
        data: CreativeCountByStatus;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/crt/creatives/count-by-type: Count creatives by type. */
  countCreativesByType: {
    method: "post";
    path: "/api/v3/crt/creatives/count-by-type";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CreativeFilter;
    responses: {
      200: {
        success: true;
        data: CreativeCountByType;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /__mock/oauth/code: Issue an authorization code as if the user had consented. */
  createAuthorizationCode: {
    method: "post";
    path: "/__mock/oauth/code";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: AuthorizationCodeRequest;
    responses: {
      200: AuthorizationCode;
      400: AdminError;
      401: AdminError;
      403: AdminError;
      404: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** POST /api/v3/bm/campaigns/{campaignId}/dimensions/{dimensionId}/bundles: Create a bundle of entities. */
  createBidModelBundle: {
    method: "post";
    path: "/api/v3/bm/campaigns/{campaignId}/dimensions/{dimensionId}/bundles";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
      /** Dimension id (BidModelDimensionId); an id outside the nine the documents show is a dimension without entities. */
      dimensionId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: BundleCreateRequest;
    responses: {
      200: {
        success: true;
        data: BundleCreated;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v2/das/dashboard: Save a new dashboard. */
  createDashboard: {
    method: "post";
    path: "/api/v2/das/dashboard";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: DashboardRequest;
    responses: {
      200: Dashboard;
      400: BareError;
      401: BareError;
      403: BareError;
      422: BareError;
      429: BareError;
      500: BareError;
      503: BareError;
    };
  };
  /** POST /__mock/rules: Force an answer from the server side. */
  createRule: {
    method: "post";
    path: "/__mock/rules";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: AnswerRuleDefinition;
    responses: {
      201: AnswerRule;
      400: AdminError;
      401: AdminError;
      403: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** POST /api/v3/ins/vld-report: Create or regenerate a VLD report. */
  createVldReport: {
    method: "post";
    path: "/api/v3/ins/vld-report";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: VldReportRequest;
    responses: {
      200: {
        success: true;
        data: VldReportResult;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/da/report/by-campaign: Dashboard report by campaign. */
  dashboardReportByCampaign: {
    method: "post";
    path: "/api/v3/da/report/by-campaign";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CampaignReportRequest;
    responses: {
      200: {
        success: true;
        data: CampaignReport;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/das/report/by-campaign: Dashboard report by campaign (the client stub's path). */
  dashboardReportByCampaignAlias: {
    method: "post";
    path: "/api/v3/das/report/by-campaign";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CampaignReportRequest;
    responses: {
      200: {
        success: true;
        data: CampaignReport;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/das/report/by-customer: Dashboard report by customer. */
  dashboardReportByCustomer: {
    method: "post";
    path: "/api/v3/das/report/by-customer";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CustomerReportRequest;
    responses: {
      200: {
        success: true;
        data: CustomerReport;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** DELETE /api/v2/audience/delete: Delete audiences. */
  deleteAudiences: {
    method: "delete";
    path: "/api/v2/audience/delete";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: DeleteAudiencesRequest;
    responses: {
      200: {
        statusCode: 200;
        responseObject: DeleteAudiencesResult;
      };
      400: V2Failure;
      401: V2Failure;
      403: V2Failure;
      422: V2Failure;
      429: V2Failure;
      500: V2Failure;
      503: V2Failure;
    };
  };
  /** DELETE /api/v3/bm/campaigns/{campaignId}/dimensions/{dimensionId}/bundles: Delete bundles. */
  deleteBidModelBundles: {
    method: "delete";
    path: "/api/v3/bm/campaigns/{campaignId}/dimensions/{dimensionId}/bundles";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
      /** Dimension id, or a comma separated list of them. */
      dimensionId: string;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: BundleDeleteRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** DELETE /api/v3/bm/campaigns/{campaignId}/dimensions{dimensionIds}/bundles: Delete bundles (the path as the platform prints it). */
  deleteBidModelBundlesUnslashed: {
    method: "delete";
    path: "/api/v3/bm/campaigns/{campaignId}/dimensions{dimensionIds}/bundles";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
      /** Dimension id, or a comma separated list of them. */
      dimensionIds: string;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: BundleDeleteRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** DELETE /api/v3/bm/campaigns/{campaignId}/bid-models: Delete bid models of a campaign. */
  deleteBidModels: {
    method: "delete";
    path: "/api/v3/bm/campaigns/{campaignId}/bid-models";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
    };
    query: {
      /** Comma separated bid model data ids. */
      bidModelDataIds?: string;
      /** Ignored: the path names the campaign. */
      campaignId?: number;
      /** Comma separated dimension ids. */
      dimensionIds?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** DELETE /api/v2/das/dashboard/{dashboardId}: Delete a dashboard. */
  deleteDashboard: {
    method: "delete";
    path: "/api/v2/das/dashboard/{dashboardId}";
    security: "bearer";
    pathParams: {
      dashboardId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        message: string;
      };
      400: BareError;
      401: BareError;
      403: BareError;
      404: BareError;
      422: BareError;
      429: BareError;
      500: BareError;
      503: BareError;
    };
  };
  /** DELETE /api/v3/ra/report/{reportId}: Delete a saved report and its schedule. */
  deleteReport: {
    method: "delete";
    path: "/api/v3/ra/report/{reportId}";
    security: "bearer";
    pathParams: {
      /** The report's id. */
      reportId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** DELETE /api/v3/ra/report/email/schedule/{reportId}: Stop a report's e-mail delivery. */
  deleteReportSchedule: {
    method: "delete";
    path: "/api/v3/ra/report/email/schedule/{reportId}";
    security: "bearer";
    pathParams: {
      /** The report whose schedule this is. */
      reportId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: {
          message: string;
        };
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** DELETE /__mock/rules/{ruleId}: Delete one answer rule. */
  deleteRule: {
    method: "delete";
    path: "/__mock/rules/{ruleId}";
    security: "public";
    pathParams: {
      /** The id the rule was created with. */
      ruleId: string;
    };
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: AnswerRule;
      400: AdminError;
      401: AdminError;
      403: AdminError;
      404: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** DELETE /api/v3/ins/vld-report: Delete a failed VLD report. */
  deleteVldReport: {
    method: "delete";
    path: "/api/v3/ins/vld-report";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      vldId: number;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/ins/insights/download: A download link of an audience's ready insights. */
  downloadAudienceInsights: {
    method: "post";
    path: "/api/v3/audience/ins/insights/download";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      audienceId: number;
      fileType: "xlsx" | "pdf";
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: InsightsDownloadRequest | undefined;
    responses: {
      200: {
        success: true;
        data: InsightsDownloadResult;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /files/{fileId}: Download a file the platform produced. */
  downloadFile: {
    method: "get";
    path: "/files/{fileId}";
    security: "public";
    pathParams: {
      /** The id the download link ends with (`<random>-<fileName>`). */
      fileId: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: never;
    responses: {
      200: string;
      400: AdminError;
      404: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** POST /api/v3/ins/vld-report/download: Get a download link of a ready VLD report. */
  downloadVldReport: {
    method: "post";
    path: "/api/v3/ins/vld-report/download";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: VldDownloadRequest;
    responses: {
      200: {
        success: true;
        data: VldDownload;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/matched/duplicate/{audienceId}: Copy a matched audience under a new name. */
  duplicateMatchedAudience: {
    method: "post";
    path: "/api/v3/audience/matched/duplicate/{audienceId}";
    security: "bearer";
    pathParams: {
      audienceId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: DuplicateMatchedRequest;
    responses: {
      200: {
        success: true;
        data: DuplicateMatchedResult;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/report/duplicate: Copy a saved report under a new name. */
  duplicateReport: {
    method: "post";
    path: "/api/v3/report/duplicate";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ReportDuplicateRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ra/report/execute: Run a report. */
  executeReport: {
    method: "post";
    path: "/api/v3/ra/report/execute";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ReportExecuteRequest;
    responses: {
      200: {
        success: true;
        data: ReportExecution;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v2/rb/export/csv: Export a dashboard report as CSV. */
  exportCsv: {
    method: "post";
    path: "/api/v2/rb/export/csv";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ExportCsvRequest;
    responses: {
      200: {
        statusCode: 200;
        responseObject: ExportCsv;
      };
      400: V2Failure;
      401: V2Failure;
      403: V2Failure;
      422: V2Failure;
      429: V2Failure;
      500: V2Failure;
      503: V2Failure;
    };
  };
  /** POST /api/v3/bm/bid-models/dimension/entity: Which entities are modelled in the workspace's campaigns. */
  findModelledEntities: {
    method: "post";
    path: "/api/v3/bm/bid-models/dimension/entity";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ModelledEntitiesRequest;
    responses: {
      200: {
        success: true;
        data: ModelledEntities;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/audience/abm/{audienceId}: Details of an ABM audience. */
  getAbmAudience: {
    method: "get";
    path: "/api/v3/audience/abm/{audienceId}";
    security: "bearer";
    pathParams: {
      /** Id of an ABM audience. */
      audienceId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: AbmAudienceDetails;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/audience/abm/{audienceId}/healthcare-data-statistics: Healthcare statistics of an ABM audience. */
  getAbmHealthcareStatistics: {
    method: "get";
    path: "/api/v3/audience/abm/{audienceId}/healthcare-data-statistics";
    security: "bearer";
    pathParams: {
      /** Id of an ABM audience. */
      audienceId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: AbmStatistics;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /assets/{folder}/{fileName}: An asset the platform links to (avatar, logo, creative file or thumbnail). */
  getAsset: {
    method: "get";
    path: "/assets/{folder}/{fileName}";
    security: "public";
    pathParams: {
      /** The asset's name within its folder (`1.png`, `6001-spring-300x250.png`, `banner-728x90.png`). */
      fileName: string;
      /** The kind of asset. */
      folder: "avatars" | "logos" | "partners" | "creatives" | "html";
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: never;
    responses: {
      200: string;
      400: AdminError;
      404: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** GET /api/v3/bm/campaigns/{campaignId}/bid-models/count: Number of bid models of a campaign. */
  getBidModelCount: {
    method: "get";
    path: "/api/v3/bm/campaigns/{campaignId}/bid-models/count";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
    };
    query: {
      /** Only this dimension. */
      dimensionId?: number;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: BidModelCount;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/audience/campaign/{campaign_audience_id}: Details of a campaign audience. */
  getCampaignAudience: {
    method: "get";
    path: "/api/v3/audience/campaign/{campaign_audience_id}";
    security: "bearer";
    pathParams: {
      /** Id of a campaign audience. */
      campaign_audience_id: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: CampaignAudienceDetails;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /__mock/clock: Read the mock clock. */
  getClock: {
    method: "get";
    path: "/__mock/clock";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: ClockState;
      400: AdminError;
      401: AdminError;
      403: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** GET /api/v3/crt/creatives/{creativeId}: Read a creative. */
  getCreative: {
    method: "get";
    path: "/api/v3/crt/creatives/{creativeId}";
    security: "bearer";
    pathParams: {
      creativeId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: Creative;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/crt/creatives/{creativeId}/creative-campaign-details: Read a creative with its video details and campaigns. */
  getCreativeCampaignDetails: {
    method: "get";
    path: "/api/v3/crt/creatives/{creativeId}/creative-campaign-details";
    security: "bearer";
    pathParams: {
      creativeId: number;
    };
    query: {
      includeModelingInfo?: boolean;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: "includeModelingInfo";
    body: never;
    responses: {
      200: {
        success: true;
        data: CreativeWithCampaigns;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/bm/campaign/{campaignId}/dimensions/bid-models/count: Entity and modelled counts of every dimension of a campaign. */
  getDimensionBidModelCounts: {
    method: "get";
    path: "/api/v3/bm/campaign/{campaignId}/dimensions/bid-models/count";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
    };
    query: {
      /** Comma separated subset of totalCount, modelledCount, modelledIds ("attributes (string: totalCount, modelledCount, modelledIds)"); default all. */
      attributes?: string;
      /** Epoch ms. */
      endDate?: number;
      /** Epoch ms. */
      startDate?: number;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: DimensionBidModelCounts;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/bm/campaigns/{campaignId}/dimension/{dimensionId}/spent: Amount spent per entity of a campaign dimension. */
  getDimensionEntitySpent: {
    method: "get";
    path: "/api/v3/bm/campaigns/{campaignId}/dimension/{dimensionId}/spent";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
      /** Dimension id (BidModelDimensionId); an id outside the nine the documents show is a dimension without entities. */
      dimensionId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: EntityWiseSpent;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /__mock/fixtures: The world at a glance. */
  getFixtures: {
    method: "get";
    path: "/__mock/fixtures";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: FixturesSummary;
      400: AdminError;
      401: AdminError;
      403: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** GET /api/v3/audience/geo-farmed/{geo-farmed_audience_id}: Details of a geo-farmed audience. */
  getGeoFarmedAudience: {
    method: "get";
    path: "/api/v3/audience/geo-farmed/{geo-farmed_audience_id}";
    security: "bearer";
    pathParams: {
      /** Id of a geo-farmed audience. */
      "geo-farmed_audience_id": number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: GeoFarmedAudienceDetails;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v2/audience/matched/{id}: A matched audience with its upload and matching figures. */
  getMatchedAudience: {
    method: "get";
    path: "/api/v2/audience/matched/{id}";
    security: "bearer";
    pathParams: {
      /** Matched audience id. */
      id: string;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        statusCode: 200;
        responseObject: MatchedAudienceDetails;
      };
      400: V2Failure;
      401: V2Failure;
      403: V2Failure;
      404: V2Failure;
      422: V2Failure;
      429: V2Failure;
      500: V2Failure;
      503: V2Failure;
    };
  };
  /** GET /assets/matched/{owId}/{fileName}: The stored copy of a matched-audience upload. */
  getMatchedFile: {
    method: "get";
    path: "/assets/matched/{owId}/{fileName}";
    security: "public";
    pathParams: {
      /** `<audienceId>-<fileName>`, the rest of storeFileName. */
      fileName: string;
      /** The organization the file was uploaded in (the first part of storeFileName). */
      owId: string;
    };
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: never;
    responses: {
      200: string;
      400: AdminError;
      404: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** GET /api/v3/audience/prebid/{prebidAudienceId}: Details of a pre-bid audience. */
  getPreBidAudience: {
    method: "get";
    path: "/api/v3/audience/prebid/{prebidAudienceId}";
    security: "bearer";
    pathParams: {
      /** Id of a pre-bid audience. */
      prebidAudienceId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: PreBidAudienceDetails;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/ua/profile: Get the caller's profile. */
  getProfile: {
    method: "get";
    path: "/api/v3/ua/profile";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: UserProfile;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/ra/report/{reportId}: Read a saved report. */
  getReport: {
    method: "get";
    path: "/api/v3/ra/report/{reportId}";
    security: "bearer";
    pathParams: {
      /** The report's id. */
      reportId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: Report;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/audience/retarget/{retargeted_audience_id}: A retargeted audience and its tracking tag. */
  getRetargetedAudience: {
    method: "get";
    path: "/api/v3/audience/retarget/{retargeted_audience_id}";
    security: "bearer";
    pathParams: {
      retargeted_audience_id: string;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: RetargetedAudienceDetails;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /__mock/settings: The settings in force. */
  getSettings: {
    method: "get";
    path: "/__mock/settings";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: MockSettings;
      400: AdminError;
      401: AdminError;
      403: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** GET /__mock/snapshot: The whole state of the session, as JSON. */
  getSnapshot: {
    method: "get";
    path: "/__mock/snapshot";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: StateSnapshot;
      400: AdminError;
      401: AdminError;
      403: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** GET /api/v3/ua/user/config: Get the caller's configuration. */
  getUserConfig: {
    method: "get";
    path: "/api/v3/ua/user/config";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: UserConfig;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v2/cmp/deviceType/includeExclude: Include or exclude device types of a campaign. */
  includeExcludeDeviceTypes: {
    method: "post";
    path: "/api/v2/cmp/deviceType/includeExclude";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Host of the client (client stub); accepted and ignored. */
      "X-IAA-HOST"?: string;
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CmpIncludeExcludeRequest;
    responses: {
      200: V2MessageResult;
      400: V2Failure;
      401: V2Failure;
      403: V2Failure;
      422: V2Failure;
      429: V2Failure;
      500: V2Failure;
      503: V2Failure;
    };
  };
  /** POST /api/v3/bm/campaigns/{campaignId}/include-Exclude/dimensions/{dimensionId}: Include or exclude entities of a campaign dimension. */
  includeExcludeEntities: {
    method: "post";
    path: "/api/v3/bm/campaigns/{campaignId}/include-Exclude/dimensions/{dimensionId}";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
      /** Dimension id (BidModelDimensionId); an id outside the nine the documents show is a dimension without entities. */
      dimensionId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: IncludeExcludeRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/bm/campaigns/{campaignId}/include-exclude/dimensions/{dimensionId}: Include or exclude entities of a campaign dimension (lower-case spelling). */
  includeExcludeEntitiesLowercase: {
    method: "post";
    path: "/api/v3/bm/campaigns/{campaignId}/include-exclude/dimensions/{dimensionId}";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
      /** Dimension id (BidModelDimensionId); an id outside the nine the documents show is a dimension without entities. */
      dimensionId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: IncludeExcludeRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v2/cmp/exchange/includeExclude: Include or exclude exchanges of a campaign. */
  includeExcludeExchanges: {
    method: "post";
    path: "/api/v2/cmp/exchange/includeExclude";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Host of the client (client stub); accepted and ignored. */
      "X-IAA-HOST"?: string;
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CmpIncludeExcludeRequest;
    responses: {
      200: V2MessageResult;
      400: V2Failure;
      401: V2Failure;
      403: V2Failure;
      422: V2Failure;
      429: V2Failure;
      500: V2Failure;
      503: V2Failure;
    };
  };
  /** POST /api/v2/cmp/trafficsource/includeExclude: Include or exclude traffic sources of a campaign. */
  includeExcludeTrafficSources: {
    method: "post";
    path: "/api/v2/cmp/trafficsource/includeExclude";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Host of the client (client stub); accepted and ignored. */
      "X-IAA-HOST"?: string;
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CmpIncludeExcludeRequest;
    responses: {
      200: V2MessageResult;
      400: V2Failure;
      401: V2Failure;
      403: V2Failure;
      422: V2Failure;
      429: V2Failure;
      500: V2Failure;
      503: V2Failure;
    };
  };
  /** POST /api/v3/ua/user/invite: Invite users to the workspace. */
  inviteUsers: {
    method: "post";
    path: "/api/v3/ua/user/invite";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: InviteUsersRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/oauth/token: Issue an access token (OAuth 2.0 token endpoint). */
  issueToken: {
    method: "post";
    path: "/api/v3/ua/oauth/token";
    security: "client";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /**
       * Optional on login: the workspace to log in to. Without it the user's home
       * workspace is used; one the user may not enter is refused with 403.
       */
      "X-IAA-OW-ID"?: number;
    };
    defaultedQuery: never;
    body: TokenRequest;
    responses: {
      200: TokenResponse;
      400: OAuthError;
      401: OAuthError;
      429: OAuthError;
      500: OAuthError;
      503: OAuthError;
    };
  };
  /** GET /api/v3/ua/user/allowed-applications: List the applications a user can be granted. */
  listAllowedApplications: {
    method: "get";
    path: "/api/v3/ua/user/allowed-applications";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: AllowedApplication[];
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v2/audience/list: List the workspace's audiences of every type. */
  listAudiences: {
    method: "get";
    path: "/api/v2/audience/list";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** Comma-separated audience type ids. */
      audienceTypeIds?: string;
      /** Comma-separated organization ids; only audiences of these. */
      owIds?: string;
      /** Matches the audience name (case-insensitive) or its id. */
      searchField?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        statusCode: 200;
        responseObject: AudienceListItem[];
      };
      400: V2Failure;
      401: V2Failure;
      403: V2Failure;
      422: V2Failure;
      429: V2Failure;
      500: V2Failure;
      503: V2Failure;
    };
  };
  /** GET /api/v2/audience/detailed/list: One page of the workspace's audiences with campaign figures and insights. */
  listAudiencesDetailed: {
    method: "get";
    path: "/api/v2/audience/detailed/list";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** Comma-separated audience ids (one id is accepted too). */
      audienceIds?: string;
      /** Comma-separated audience type ids. */
      audienceTypeIds?: string;
      /** Page size (1 to 1000). */
      noOfEntries?: number;
      /** Comma-separated organization ids. */
      owIds?: string;
      pageNo?: number;
      /** Page size (1 to 1000); takes priority over noOfEntries. */
      pageSize?: number;
      /** Matches the audience name (case-insensitive) or its id. */
      searchField?: string;
      /**
       * The field to sort by. The mock sorts by modified_date, created_date, name, id,
       * uniques, match_rate, data_cost and type; the document states no refusal, so
       * another field gives the default, modified_date.
       */
      sortBy?: string;
      /** The direction, asc or desc (the document gives only the default, desc); anything but asc is descending. */
      sortType?: string;
      /** Comma-separated status ids: 1 pending, 2 processing, 3 approved (Ready). */
      status?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: "noOfEntries" | "pageNo" | "sortBy" | "sortType";
    body: never;
    responses: {
      200: {
        statusCode: 200;
        responseObject: DetailedAudienceList;
      };
      400: V2Failure;
      401: V2Failure;
      403: V2Failure;
      422: V2Failure;
      429: V2Failure;
      500: V2Failure;
      503: V2Failure;
    };
  };
  /** GET /api/v3/bm/campaigns/{campaignId}/bundles: List the bundles of a campaign. */
  listBidModelBundles: {
    method: "get";
    path: "/api/v3/bm/campaigns/{campaignId}/bundles";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
    };
    query: {
      /** Only bundles of this dimension. */
      dimensionId?: number;
      /** Bundle name (substring) or bundle id. */
      searchField?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: Bundle[];
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/crt/creatives/groups/list: List creative groups. */
  listCreativeGroups: {
    method: "post";
    path: "/api/v3/crt/creatives/groups/list";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CreativeGroupListRequest;
    responses: {
      200: {
        success: true;
        data: {
          totalRecords: number;
          filteredRecords: number;
          creativeGroupList: CreativeGroup[];
        };
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/master/creativeTypes: List the platform creative types. */
  listCreativeTypes: {
    method: "get";
    path: "/api/v3/master/creativeTypes";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: {
          data: CreativeType[];
          totalRecords: number;
          filteredRecords: number;
        };
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V2Failure | V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/crt/creatives/list: List creatives. */
  listCreatives: {
    method: "post";
    path: "/api/v3/crt/creatives/list";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CreativeListRequest;
    responses: {
      200: {
        success: true;
        data: {
          totalRecords: number;
          filteredRecords: number;
          filteredList: CreativeListItem[];
        };
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v2/das/dashboards: List the caller's dashboards. */
  listDashboards: {
    method: "get";
    path: "/api/v2/das/dashboards";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: DashboardList;
      400: BareError;
      401: BareError;
      403: BareError;
      422: BareError;
      429: BareError;
      500: BareError;
      503: BareError;
    };
  };
  /** GET /api/v3/audience/abm/healthcare-data/speciality: List healthcare specialities. */
  listHealthcareSpecialities: {
    method: "get";
    path: "/api/v3/audience/abm/healthcare-data/speciality";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** Only entries of these data providers (repeat the parameter for several). */
      dataProviderIds?: number[] | number;
      /** Page size. */
      noOfEntries?: number;
      /** Page number, starting at 0. */
      pageNo?: number;
      /** Keyword filter. */
      searchField?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: "noOfEntries" | "pageNo";
    body: never;
    responses: {
      200: {
        success: true;
        data: HealthcareSpecialityPage;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/audience/abm/healthcare-data/healthcare-system: List healthcare healthcare systems. */
  listHealthcareSystems: {
    method: "get";
    path: "/api/v3/audience/abm/healthcare-data/healthcare-system";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** Only entries of these data providers (repeat the parameter for several). */
      dataProviderIds?: number[] | number;
      /** Page size. */
      noOfEntries?: number;
      /** Page number, starting at 0. */
      pageNo?: number;
      /** Keyword filter. */
      searchField?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: "noOfEntries" | "pageNo";
    body: never;
    responses: {
      200: {
        success: true;
        data: HealthcareSystemPage;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/audience/abm/healthcare-data/title: List healthcare titles. */
  listHealthcareTitles: {
    method: "get";
    path: "/api/v3/audience/abm/healthcare-data/title";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** Only entries of these data providers (repeat the parameter for several). */
      dataProviderIds?: number[] | number;
      /** Page size. */
      noOfEntries?: number;
      /** Page number, starting at 0. */
      pageNo?: number;
      /** Keyword filter. */
      searchField?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: "noOfEntries" | "pageNo";
    body: never;
    responses: {
      200: {
        success: true;
        data: HealthcareTitlePage;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/audience/static/matched/column-list: The system fields an uploaded column can be mapped to. */
  listMatchedColumns: {
    method: "get";
    path: "/api/v3/audience/static/matched/column-list";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: MatchedColumn[];
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/bm/campaigns/{campaignId}/bid-models/dimensions/{dimensionId}: List the entities of a campaign dimension with their bid models and metrics. */
  listModelledEntities: {
    method: "post";
    path: "/api/v3/bm/campaigns/{campaignId}/bid-models/dimensions/{dimensionId}";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
      /** Dimension id (BidModelDimensionId); an id outside the nine the documents show is a dimension without entities. */
      dimensionId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ModelledEntityListRequest;
    responses: {
      200: {
        success: true;
        data: ModelledEntityList;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /__mock/outbox: Every e-mail the platform sent. */
  listOutbox: {
    method: "get";
    path: "/__mock/outbox";
    security: "public";
    pathParams: Record<string, never>;
    query: {
      /** Only e-mails of this kind. */
      kind?: "invitation" | "password-reset" | "insights" | "scheduled-report";
      /** Only e-mails to this address. */
      to?: string;
    };
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        emails: Email[];
      };
      400: AdminError;
      401: AdminError;
      403: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** GET /api/v3/ra/reports/list: List saved reports. */
  listReports: {
    method: "get";
    path: "/api/v3/ra/reports/list";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** Comma-separated customer ids; only reports covering one of them. Default all. */
      customerIds?: string;
      /** Page size; at most 1000. */
      limit?: number;
      /** Page number, starting at 1. */
      pageNo?: number;
      /** Keyword filter. */
      searchField?: string;
      /** id, name, startDate or modifyDate prefixed with + or -. */
      sortBy?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: "limit" | "pageNo" | "sortBy";
    body: never;
    responses: {
      200: ReportPage;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /__mock/requests: The recent request journal. */
  listRequests: {
    method: "get";
    path: "/__mock/requests";
    security: "public";
    pathParams: Record<string, never>;
    query: {
      /** Only entries whose `id` is greater than this (the newest a polling page has). */
      after?: number;
      /** How many entries to return. */
      limit?: number;
      /** Only requests of this method (any case). */
      method?: string;
      /** Only requests that reached this operation. */
      operationId?: string;
      /** Only requests to this path or a path under it, segment by segment: `/api/v3/ua/user` matches `/api/v3/ua/user` and `/api/v3/ua/user/config`, not `/api/v3/ua/users/list`. The query string is not part of the path. */
      path?: string;
      /** Only requests whose body or answer body holds this text, in any case, as the journal shows them: secrets read `[redacted]` (so no entry is found by a password), and a JSON body is searched as its JSON text (a quote inside a string is `\"`). Headers and the URL are not searched. */
      q?: string;
      /** Only answers of this status (`429`) or class (`4xx`). */
      status?: string;
    };
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: "limit";
    body: never;
    responses: {
      200: {
        requests: JournalEntry[];
        /** How many entries pass the filters, `limit` aside (`12` of them, say, when `requests` holds the newest 5). */
        count: number;
      };
      400: AdminError;
      401: AdminError;
      403: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** GET /__mock/rules: The session's answer rules. */
  listRules: {
    method: "get";
    path: "/__mock/rules";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        rules: AnswerRule[];
      };
      400: AdminError;
      401: AdminError;
      403: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** GET /api/v3/ua/user/applications/list: List the applications a user has access to. */
  listUserApplications: {
    method: "get";
    path: "/api/v3/ua/user/applications/list";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** Page size; at most 1000 rows per page. */
      limit?: number;
      /** Page number, starting at 1. */
      pageNo?: number;
      /** Keyword filter. */
      searchField?: string;
      /**
       * A field of the application record (appId, appName, appOwner, appType) prefixed
       * with + (ascending) or - (descending; no sign is ascending). Document 1 gives this
       * list its 422 'Invalid sortBy value.', so any other value is refused with it.
       */
      sortBy?: string;
      /** User Organization Workspace ID of the user; defaults to the caller's. */
      uowId?: number;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: "limit" | "pageNo" | "sortBy";
    body: never;
    responses: {
      200: {
        success: true;
        data: Omit<Paged, "data"> & {
          data: UserApplication[];
        };
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/ua/users/list: List the users of the workspace. */
  listUsers: {
    method: "get";
    path: "/api/v3/ua/users/list";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** Page size; at most 1000 rows per page. */
      limit?: number;
      /** Page number, starting at 1. */
      pageNo?: number;
      /** Keyword filter. */
      searchField?: string;
      /**
       * A user field prefixed with + (ascending) or - (descending). The mock sorts by
       * displayName, firstName, lastName, email, status, createdAt, invitedOn and userId;
       * the document states no refusal, so another field gives the default order.
       */
      sortBy?: string;
      /** Only users with this status name (values seen in the documents, active and invited; the mock also has inactive and suspended). A status no user has matches no user. */
      status?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: "limit" | "pageNo" | "sortBy";
    body: never;
    responses: {
      200: {
        success: true;
        data: Omit<Paged, "data"> & {
          data: User[];
        };
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /__mock/violations: What the validating proxy found. */
  listViolations: {
    method: "get";
    path: "/__mock/violations";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        /** The URL the server forwards to, or null when it is not a proxy. */
        proxy: string | null;
        /** How many violations the list keeps. */
        limit: number;
        /** Older violations that fell off the list since it was last cleared. */
        dropped: number;
        violations: Violation[];
      };
      400: AdminError;
      401: AdminError;
      403: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** GET /api/v3/ins/vld/campaigns: List the campaigns eligible for a VLD report. */
  listVldEligibleCampaigns: {
    method: "get";
    path: "/api/v3/ins/vld/campaigns";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: {
        success: true;
        data: VldEligibleCampaigns;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/ins/vld-reports: List the VLD reports of the workspace. */
  listVldReports: {
    method: "get";
    path: "/api/v3/ins/vld-reports";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /** Page size (at most 1000). */
      noOfEntries?: number;
      /** Page number, starting at 1. */
      pageNo?: number;
      /** Keyword filter. */
      searchField?: string;
      /** vldId, vldName, vldCreatedOn, vldStartDate, vldEndDate, vldStatusId, campaignId, campaignName or vldChargedCost, prefixed with + (ascending) or - (descending). */
      sortBy?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: "noOfEntries" | "pageNo" | "sortBy";
    body: never;
    responses: {
      200: {
        success: true;
        data: VldReportList;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/login: Log in with grant type password. */
  login: {
    method: "post";
    path: "/api/v3/ua/login";
    security: "client";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /**
       * Optional on login: the workspace to log in to. Without it the user's home
       * workspace is used; one the user may not enter is refused with 403.
       */
      "X-IAA-OW-ID"?: number;
    };
    defaultedQuery: never;
    body: LoginRequest;
    responses: {
      200: {
        success: true;
        data: Omit<TokenResponse, "owId"> & {
          owId: number;
        };
      };
      400: LoginOnHoldFailure | V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/logout: Log out. */
  logout: {
    method: "post";
    path: "/api/v3/ua/logout";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/ins/insights/regenerate/{insightsId}: Generate failed insights again. */
  regenerateAudienceInsights: {
    method: "post";
    path: "/api/v3/audience/ins/insights/regenerate/{insightsId}";
    security: "bearer";
    pathParams: {
      insightsId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PATCH /api/v3/crt/creatives/groups/{creativeGroupId}: Rename a creative group. */
  renameCreativeGroup: {
    method: "patch";
    path: "/api/v3/crt/creatives/groups/{creativeGroupId}";
    security: "bearer";
    pathParams: {
      creativeGroupId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CreativeGroupRenameRequest;
    responses: {
      200: {
        success: true;
        data: {
          message: string;
        };
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /__mock/reset: Rebuild the world. */
  resetWorld: {
    method: "post";
    path: "/__mock/reset";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: ResetRequest | undefined;
    responses: {
      200: ResetResult;
      400: AdminError;
      401: AdminError;
      403: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** POST /__mock/snapshot: Restore the session from a snapshot. */
  restoreSnapshot: {
    method: "post";
    path: "/__mock/snapshot";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: StateSnapshot;
    responses: {
      200: ResetResult;
      400: AdminError;
      401: AdminError;
      403: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** DELETE /api/v3/ua/user/application/revoke: Revoke applications. */
  revokeUserApplications: {
    method: "delete";
    path: "/api/v3/ua/user/application/revoke";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ApplicationRevokeRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ra/report/email/schedule: Schedule a report's e-mail delivery. */
  scheduleReport: {
    method: "post";
    path: "/api/v3/ra/report/email/schedule";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ReportScheduleRequest;
    responses: {
      200: ReportScheduleResult;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ra/reports/list: List saved reports (filters in the body). */
  searchReports: {
    method: "post";
    path: "/api/v3/ra/reports/list";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ReportListRequest;
    responses: {
      200: ReportPage;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/ins/insights/send-email: E-mail ready insights as an XLSX or PDF attachment. */
  sendAudienceInsightsEmail: {
    method: "post";
    path: "/api/v3/audience/ins/insights/send-email";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      attachmentType: "xlsx" | "pdf";
      audienceId: number;
      /** Insights id. */
      id: number;
      /** Comma-separated e-mail addresses, at most 15. */
      recipientEmails: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: never;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/user/reset-password: Send a reset password link. */
  sendPasswordReset: {
    method: "post";
    path: "/api/v3/ua/user/reset-password";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: ResetPasswordRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /__mock/clock: Move, set, freeze or unfreeze the mock clock. */
  setClock: {
    method: "post";
    path: "/__mock/clock";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** The session to act in. Each session has its own world, clock, tokens, outbox, files, request journal and the rate-limit windows of its users and clients (an address has one window on the whole server). A session is built from the server's seed by the first operation that names it and passes the mock's checks (a 404, a preflight or a refused request builds none), and that answer carries `X-Mock-Session-Created: true`; without the header, the default session. Past the server's --max-sessions, a new session takes the place of one nobody named for 10 minutes, or of one its own address created; when there is none, or its address created 120 sessions in the last minute, the request is 503 with Retry-After (the default session never goes). Every operation, the platform's included, accepts this header. A name that does not match the pattern is 400 with `field: X-Mock-Session`. */
      "X-Mock-Session"?: string;
    };
    defaultedQuery: never;
    body: ClockRequest;
    responses: {
      200: ClockState;
      400: AdminError;
      401: AdminError;
      403: AdminError;
      422: AdminError;
      500: AdminError;
      503: AdminError;
    };
  };
  /** POST /api/v3/ua/sign-up: Create a password as an invited user. */
  signUp: {
    method: "post";
    path: "/api/v3/ua/sign-up";
    security: "client";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: SignUpRequest;
    responses: {
      200: {
        success: true;
        data: TokenResponse;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** GET /api/v3/ra/report/email/schedule/unsubscribe-all: Unsubscribe an address from every scheduled report. */
  unsubscribeAllReports: {
    method: "get";
    path: "/api/v3/ra/report/email/schedule/unsubscribe-all";
    security: "public";
    pathParams: Record<string, never>;
    query: {
      /** The unsubscribe token from the e-mail. */
      token: string;
    };
    headers: Record<string, never>;
    defaultedQuery: never;
    body: never;
    responses: {
      200: V3Message;
      400: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PATCH /api/v2/audience/updateName/{audience_id}: Rename an audience of any type. */
  updateAudienceName: {
    method: "patch";
    path: "/api/v2/audience/updateName/{audience_id}";
    security: "bearer";
    pathParams: {
      audience_id: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: UpdateAudienceNameRequest;
    responses: {
      200: {
        statusCode: 200;
        responseObject: AudienceIdMessage;
      };
      400: V2Failure;
      401: V2Failure;
      403: V2Failure;
      404: V2Failure;
      422: V2Failure;
      429: V2Failure;
      500: V2Failure;
      503: V2Failure;
    };
  };
  /** PATCH /api/v3/bm/campaigns/{campaignId}/dimensions/{dimensionId}/bundles: Rename bundles or replace their entities. */
  updateBidModelBundles: {
    method: "patch";
    path: "/api/v3/bm/campaigns/{campaignId}/dimensions/{dimensionId}/bundles";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
      /** Dimension id (BidModelDimensionId); an id outside the nine the documents show is a dimension without entities. */
      dimensionId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: BundleUpdateRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PUT /api/v3/bm/campaigns/{campaignId}/bid-models/{dimensionId}: Add, update and delete bid modelling of a campaign dimension. */
  updateBidModels: {
    method: "put";
    path: "/api/v3/bm/campaigns/{campaignId}/bid-models/{dimensionId}";
    security: "bearer";
    pathParams: {
      /** Campaign id (of the workspace). */
      campaignId: number;
      /** Dimension id (BidModelDimensionId); an id outside the nine the documents show is a dimension without entities. */
      dimensionId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: UpdateBidModelsRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PUT /api/v2/das/dashboard/{dashboardId}: Save over a dashboard. */
  updateDashboard: {
    method: "put";
    path: "/api/v2/das/dashboard/{dashboardId}";
    security: "bearer";
    pathParams: {
      dashboardId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: DashboardRequest;
    responses: {
      200: Dashboard;
      400: BareError;
      401: BareError;
      403: BareError;
      404: BareError;
      422: BareError;
      429: BareError;
      500: BareError;
      503: BareError;
    };
  };
  /** PUT /api/v3/bm/io/{ioId}/bid-models: Add, update or remove bid modelling of an insertion order. */
  updateIoBidModels: {
    method: "put";
    path: "/api/v3/bm/io/{ioId}/bid-models";
    security: "bearer";
    pathParams: {
      /** Insertion order id (of the workspace). */
      ioId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: IoBidModelsRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/user/update-password: Set a new password through a reset link. */
  updatePassword: {
    method: "post";
    path: "/api/v3/ua/user/update-password";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: UpdatePasswordRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      403: UpdatePasswordForbidden;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PUT /api/v3/audience/prebid/{prebidAudienceId}: Update a pre-bid audience. */
  updatePreBidAudience: {
    method: "put";
    path: "/api/v3/audience/prebid/{prebidAudienceId}";
    security: "bearer";
    pathParams: {
      /** Id of a pre-bid audience. */
      prebidAudienceId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: PreBidAudienceUpdateRequest;
    responses: {
      200: {
        success: true;
        data: PreBidAudienceUpdated;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PATCH /api/v3/ua/user/update-profile: Update the caller's display name and avatar. */
  updateProfile: {
    method: "patch";
    path: "/api/v3/ua/user/update-profile";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: UpdateProfileRequest | UpdateProfileForm;
    responses: {
      200: {
        success: true;
        data: UpdateProfileResult;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PATCH /api/v3/ra/report/{reportId}: Edit a saved report. */
  updateReport: {
    method: "patch";
    path: "/api/v3/ra/report/{reportId}";
    security: "bearer";
    pathParams: {
      /** The report's id. */
      reportId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ReportUpdateRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PATCH /api/v3/ra/report/email/schedule/{reportId}: Change a report's e-mail schedule. */
  updateReportSchedule: {
    method: "patch";
    path: "/api/v3/ra/report/email/schedule/{reportId}";
    security: "bearer";
    pathParams: {
      /** The report whose schedule this is. */
      reportId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: ReportScheduleFields;
    responses: {
      200: ReportScheduleResult;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PUT /api/v3/audience/segment/{audienceId}: Update a segment audience. */
  updateSegmentAudience: {
    method: "put";
    path: "/api/v3/audience/segment/{audienceId}";
    security: "bearer";
    pathParams: {
      /** Id of a segment audience. */
      audienceId: number;
    };
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: SegmentAudienceUpdateRequest;
    responses: {
      200: {
        success: true;
        data: AudienceTypeMessage;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      404: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** PUT /api/v3/ua/user/update-status: Change the status of a user. */
  updateUserStatus: {
    method: "put";
    path: "/api/v3/ua/user/update-status";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: UpdateStatusRequest;
    responses: {
      200: V3Message;
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/crt/creatives: Upload creatives. */
  uploadCreatives: {
    method: "post";
    path: "/api/v3/crt/creatives";
    security: "bearer";
    pathParams: Record<string, never>;
    query: {
      /**
       * The seed's place for `creativeRequest` (a JSON object mapping each key to a
       * CreativeUploadItem). Send it here or as the form field of the same name, not both.
       */
      creativeRequest?: string;
    };
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CreativeUploadForm | undefined;
    responses: {
      200: {
        success: true;
        data: CreativeUploadResult;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/audience/contextual/programmatic/url/validate: Validate URLs for a contextual audience. */
  validateContextualUrls: {
    method: "post";
    path: "/api/v3/audience/contextual/programmatic/url/validate";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: UrlValidateRequest;
    responses: {
      200: {
        success: true;
        data: UrlValidation;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/user/current-password/validate: Check the caller's current password. */
  validateCurrentPassword: {
    method: "post";
    path: "/api/v3/ua/user/current-password/validate";
    security: "bearer";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: {
      /** Organization workspace the call acts in (the owId returned at login). */
      "X-IAA-OW-ID": number;
    };
    defaultedQuery: never;
    body: CurrentPasswordValidateRequest;
    responses: {
      200: {
        success: true;
        data: CurrentPasswordValidation;
      };
      400: V3Failure;
      401: V3Failure;
      403: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/user/email/validate: Check an e-mail against a workspace domain. */
  validateEmailForWorkspace: {
    method: "post";
    path: "/api/v3/ua/user/email/validate";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: EmailWorkspaceValidateRequest;
    responses: {
      200: {
        success: true;
        data: EmailWorkspaceValidation;
      };
      400: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/invite/validate: Check an invite hash. */
  validateInvite: {
    method: "post";
    path: "/api/v3/ua/invite/validate";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: InviteValidateRequest;
    responses: {
      200: {
        success: true;
        data: InviteValidation;
      };
      400: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/user/reset-password/validate: Check a reset password hash. */
  validateResetPassword: {
    method: "post";
    path: "/api/v3/ua/user/reset-password/validate";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: ResetPasswordValidateRequest;
    responses: {
      200: {
        success: true;
        data: ResetPasswordValidation;
      };
      400: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/user-email/validate: Check whether an e-mail belongs to a registered user. */
  validateUserEmail: {
    method: "post";
    path: "/api/v3/ua/user-email/validate";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: UserEmailValidateRequest;
    responses: {
      200: {
        success: true;
        data: UserEmailValidation;
      };
      400: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
  /** POST /api/v3/ua/user/workspace/validate: Check that a user may enter a workspace. */
  validateWorkspace: {
    method: "post";
    path: "/api/v3/ua/user/workspace/validate";
    security: "public";
    pathParams: Record<string, never>;
    query: Record<string, never>;
    headers: Record<string, never>;
    defaultedQuery: never;
    body: EmailWorkspaceValidateRequest;
    responses: {
      200: {
        success: true;
      };
      400: V3Failure;
      422: V3Failure;
      429: V3Failure;
      500: V3Failure;
      503: V3Failure;
    };
  };
}

/** What each operation's success answers with: its 2xx statuses. */
type OkStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207;

/** The 2xx statuses an operation documents. */
export type SuccessStatus<Id extends OperationId> = Extract<keyof Operations[Id]["responses"], OkStatus>;
/** The statuses an operation documents for failures. */
export type ErrorStatus<Id extends OperationId> = Exclude<keyof Operations[Id]["responses"], OkStatus>;
/** The body an operation takes (`never` when it takes none, `| undefined` when it is optional). */
export type RequestBody<Id extends OperationId> = Operations[Id]["body"];
/** The body an operation answers with for a status, by default its success. */
export type ResponseBody<
  Id extends OperationId,
  Status extends keyof Operations[Id]["responses"] = SuccessStatus<Id>,
> = Operations[Id]["responses"][Status];
/** The body of an operation's success. */
export type SuccessResponse<Id extends OperationId> = ResponseBody<Id, SuccessStatus<Id>>;
/** The body of any of an operation's documented failures. */
export type ErrorResponse<Id extends OperationId> = ResponseBody<Id, ErrorStatus<Id>>;
/** The credential an operation asks for: a `bearer` token, `client` credentials, or none (`public`). */
export type OperationSecurity<Id extends OperationId> = Operations[Id]["security"];
/** The values of an operation's path template. */
export type PathParams<Id extends OperationId> = Operations[Id]["pathParams"];
/** An operation's query parameters. */
export type QueryParams<Id extends OperationId> = Operations[Id]["query"];
/** An operation's query as the server reads it after validation: every parameter the spec gives a default is present. */
export type ValidatedQuery<Id extends OperationId> = Id extends OperationId
  ? Omit<QueryParams<Id>, Operations[Id]["defaultedQuery"]> & Required<Pick<QueryParams<Id>, Extract<Operations[Id]["defaultedQuery"], keyof QueryParams<Id>>>>
  : never;
/** The headers an operation documents as parameters (credentials are not among them). */
export type HeaderParams<Id extends OperationId> = Operations[Id]["headers"];

/** Every operation's method and path template, at run time (for building requests from an operationId). */
export const operationRoutes: { readonly [Id in OperationId]: { readonly method: Operations[Id]["method"]; readonly path: Operations[Id]["path"] } } = {
  addAbmAudience: { method: "post", path: "/api/v3/audience/abm" },
  addAdvertiser: { method: "post", path: "/api/v3/ua/organization/advertiser/add" },
  addAudienceInsights: { method: "post", path: "/api/v3/audience/insights/add" },
  addCampaignAudience: { method: "post", path: "/api/v3/audience/campaign/add" },
  addContextualAudience: { method: "post", path: "/api/v3/audience/contextual/add" },
  addGeoFarmedAudience: { method: "post", path: "/api/v3/audience/geo-farmed/add" },
  addLookalikeAudience: { method: "post", path: "/api/v3/audience/lookalike/add" },
  addMatchedAudience: { method: "post", path: "/api/v2/audience/matched/add" },
  addPixelConversion: { method: "post", path: "/api/v3/conversion/pixel/add" },
  addPreBidAudience: { method: "post", path: "/api/v3/audience/prebid/add" },
  addReport: { method: "post", path: "/api/v3/ra/report/add" },
  addSegmentAudience: { method: "post", path: "/api/v3/audience/segment/add" },
  addUserApplications: { method: "post", path: "/api/v3/ua/user/application/add" },
  assignConversionsToCampaigns: { method: "patch", path: "/api/v3/conversion/assign-to/campaign" },
  changePassword: { method: "post", path: "/api/v3/ua/user/password/reset" },
  clearRequests: { method: "delete", path: "/__mock/requests" },
  clearRules: { method: "delete", path: "/__mock/rules" },
  clearViolations: { method: "delete", path: "/__mock/violations" },
  computeVldReport: { method: "post", path: "/api/v3/ins/vld-reports/computation" },
  countCreativesByStatus: { method: "post", path: "/api/v3/crt/creatives/count-by-status" },
  countCreativesByType: { method: "post", path: "/api/v3/crt/creatives/count-by-type" },
  createAuthorizationCode: { method: "post", path: "/__mock/oauth/code" },
  createBidModelBundle: { method: "post", path: "/api/v3/bm/campaigns/{campaignId}/dimensions/{dimensionId}/bundles" },
  createDashboard: { method: "post", path: "/api/v2/das/dashboard" },
  createRule: { method: "post", path: "/__mock/rules" },
  createVldReport: { method: "post", path: "/api/v3/ins/vld-report" },
  dashboardReportByCampaign: { method: "post", path: "/api/v3/da/report/by-campaign" },
  dashboardReportByCampaignAlias: { method: "post", path: "/api/v3/das/report/by-campaign" },
  dashboardReportByCustomer: { method: "post", path: "/api/v3/das/report/by-customer" },
  deleteAudiences: { method: "delete", path: "/api/v2/audience/delete" },
  deleteBidModelBundles: { method: "delete", path: "/api/v3/bm/campaigns/{campaignId}/dimensions/{dimensionId}/bundles" },
  deleteBidModelBundlesUnslashed: { method: "delete", path: "/api/v3/bm/campaigns/{campaignId}/dimensions{dimensionIds}/bundles" },
  deleteBidModels: { method: "delete", path: "/api/v3/bm/campaigns/{campaignId}/bid-models" },
  deleteDashboard: { method: "delete", path: "/api/v2/das/dashboard/{dashboardId}" },
  deleteReport: { method: "delete", path: "/api/v3/ra/report/{reportId}" },
  deleteReportSchedule: { method: "delete", path: "/api/v3/ra/report/email/schedule/{reportId}" },
  deleteRule: { method: "delete", path: "/__mock/rules/{ruleId}" },
  deleteVldReport: { method: "delete", path: "/api/v3/ins/vld-report" },
  downloadAudienceInsights: { method: "post", path: "/api/v3/audience/ins/insights/download" },
  downloadFile: { method: "get", path: "/files/{fileId}" },
  downloadVldReport: { method: "post", path: "/api/v3/ins/vld-report/download" },
  duplicateMatchedAudience: { method: "post", path: "/api/v3/audience/matched/duplicate/{audienceId}" },
  duplicateReport: { method: "post", path: "/api/v3/report/duplicate" },
  executeReport: { method: "post", path: "/api/v3/ra/report/execute" },
  exportCsv: { method: "post", path: "/api/v2/rb/export/csv" },
  findModelledEntities: { method: "post", path: "/api/v3/bm/bid-models/dimension/entity" },
  getAbmAudience: { method: "get", path: "/api/v3/audience/abm/{audienceId}" },
  getAbmHealthcareStatistics: { method: "get", path: "/api/v3/audience/abm/{audienceId}/healthcare-data-statistics" },
  getAsset: { method: "get", path: "/assets/{folder}/{fileName}" },
  getBidModelCount: { method: "get", path: "/api/v3/bm/campaigns/{campaignId}/bid-models/count" },
  getCampaignAudience: { method: "get", path: "/api/v3/audience/campaign/{campaign_audience_id}" },
  getClock: { method: "get", path: "/__mock/clock" },
  getCreative: { method: "get", path: "/api/v3/crt/creatives/{creativeId}" },
  getCreativeCampaignDetails: { method: "get", path: "/api/v3/crt/creatives/{creativeId}/creative-campaign-details" },
  getDimensionBidModelCounts: { method: "get", path: "/api/v3/bm/campaign/{campaignId}/dimensions/bid-models/count" },
  getDimensionEntitySpent: { method: "get", path: "/api/v3/bm/campaigns/{campaignId}/dimension/{dimensionId}/spent" },
  getFixtures: { method: "get", path: "/__mock/fixtures" },
  getGeoFarmedAudience: { method: "get", path: "/api/v3/audience/geo-farmed/{geo-farmed_audience_id}" },
  getMatchedAudience: { method: "get", path: "/api/v2/audience/matched/{id}" },
  getMatchedFile: { method: "get", path: "/assets/matched/{owId}/{fileName}" },
  getPreBidAudience: { method: "get", path: "/api/v3/audience/prebid/{prebidAudienceId}" },
  getProfile: { method: "get", path: "/api/v3/ua/profile" },
  getReport: { method: "get", path: "/api/v3/ra/report/{reportId}" },
  getRetargetedAudience: { method: "get", path: "/api/v3/audience/retarget/{retargeted_audience_id}" },
  getSettings: { method: "get", path: "/__mock/settings" },
  getSnapshot: { method: "get", path: "/__mock/snapshot" },
  getUserConfig: { method: "get", path: "/api/v3/ua/user/config" },
  includeExcludeDeviceTypes: { method: "post", path: "/api/v2/cmp/deviceType/includeExclude" },
  includeExcludeEntities: { method: "post", path: "/api/v3/bm/campaigns/{campaignId}/include-Exclude/dimensions/{dimensionId}" },
  includeExcludeEntitiesLowercase: { method: "post", path: "/api/v3/bm/campaigns/{campaignId}/include-exclude/dimensions/{dimensionId}" },
  includeExcludeExchanges: { method: "post", path: "/api/v2/cmp/exchange/includeExclude" },
  includeExcludeTrafficSources: { method: "post", path: "/api/v2/cmp/trafficsource/includeExclude" },
  inviteUsers: { method: "post", path: "/api/v3/ua/user/invite" },
  issueToken: { method: "post", path: "/api/v3/ua/oauth/token" },
  listAllowedApplications: { method: "get", path: "/api/v3/ua/user/allowed-applications" },
  listAudiences: { method: "get", path: "/api/v2/audience/list" },
  listAudiencesDetailed: { method: "get", path: "/api/v2/audience/detailed/list" },
  listBidModelBundles: { method: "get", path: "/api/v3/bm/campaigns/{campaignId}/bundles" },
  listCreativeGroups: { method: "post", path: "/api/v3/crt/creatives/groups/list" },
  listCreativeTypes: { method: "get", path: "/api/v3/master/creativeTypes" },
  listCreatives: { method: "post", path: "/api/v3/crt/creatives/list" },
  listDashboards: { method: "get", path: "/api/v2/das/dashboards" },
  listHealthcareSpecialities: { method: "get", path: "/api/v3/audience/abm/healthcare-data/speciality" },
  listHealthcareSystems: { method: "get", path: "/api/v3/audience/abm/healthcare-data/healthcare-system" },
  listHealthcareTitles: { method: "get", path: "/api/v3/audience/abm/healthcare-data/title" },
  listMatchedColumns: { method: "get", path: "/api/v3/audience/static/matched/column-list" },
  listModelledEntities: { method: "post", path: "/api/v3/bm/campaigns/{campaignId}/bid-models/dimensions/{dimensionId}" },
  listOutbox: { method: "get", path: "/__mock/outbox" },
  listReports: { method: "get", path: "/api/v3/ra/reports/list" },
  listRequests: { method: "get", path: "/__mock/requests" },
  listRules: { method: "get", path: "/__mock/rules" },
  listUserApplications: { method: "get", path: "/api/v3/ua/user/applications/list" },
  listUsers: { method: "get", path: "/api/v3/ua/users/list" },
  listViolations: { method: "get", path: "/__mock/violations" },
  listVldEligibleCampaigns: { method: "get", path: "/api/v3/ins/vld/campaigns" },
  listVldReports: { method: "get", path: "/api/v3/ins/vld-reports" },
  login: { method: "post", path: "/api/v3/ua/login" },
  logout: { method: "post", path: "/api/v3/ua/logout" },
  regenerateAudienceInsights: { method: "post", path: "/api/v3/audience/ins/insights/regenerate/{insightsId}" },
  renameCreativeGroup: { method: "patch", path: "/api/v3/crt/creatives/groups/{creativeGroupId}" },
  resetWorld: { method: "post", path: "/__mock/reset" },
  restoreSnapshot: { method: "post", path: "/__mock/snapshot" },
  revokeUserApplications: { method: "delete", path: "/api/v3/ua/user/application/revoke" },
  scheduleReport: { method: "post", path: "/api/v3/ra/report/email/schedule" },
  searchReports: { method: "post", path: "/api/v3/ra/reports/list" },
  sendAudienceInsightsEmail: { method: "post", path: "/api/v3/audience/ins/insights/send-email" },
  sendPasswordReset: { method: "post", path: "/api/v3/ua/user/reset-password" },
  setClock: { method: "post", path: "/__mock/clock" },
  signUp: { method: "post", path: "/api/v3/ua/sign-up" },
  unsubscribeAllReports: { method: "get", path: "/api/v3/ra/report/email/schedule/unsubscribe-all" },
  updateAudienceName: { method: "patch", path: "/api/v2/audience/updateName/{audience_id}" },
  updateBidModelBundles: { method: "patch", path: "/api/v3/bm/campaigns/{campaignId}/dimensions/{dimensionId}/bundles" },
  updateBidModels: { method: "put", path: "/api/v3/bm/campaigns/{campaignId}/bid-models/{dimensionId}" },
  updateDashboard: { method: "put", path: "/api/v2/das/dashboard/{dashboardId}" },
  updateIoBidModels: { method: "put", path: "/api/v3/bm/io/{ioId}/bid-models" },
  updatePassword: { method: "post", path: "/api/v3/ua/user/update-password" },
  updatePreBidAudience: { method: "put", path: "/api/v3/audience/prebid/{prebidAudienceId}" },
  updateProfile: { method: "patch", path: "/api/v3/ua/user/update-profile" },
  updateReport: { method: "patch", path: "/api/v3/ra/report/{reportId}" },
  updateReportSchedule: { method: "patch", path: "/api/v3/ra/report/email/schedule/{reportId}" },
  updateSegmentAudience: { method: "put", path: "/api/v3/audience/segment/{audienceId}" },
  updateUserStatus: { method: "put", path: "/api/v3/ua/user/update-status" },
  uploadCreatives: { method: "post", path: "/api/v3/crt/creatives" },
  validateContextualUrls: { method: "post", path: "/api/v3/audience/contextual/programmatic/url/validate" },
  validateCurrentPassword: { method: "post", path: "/api/v3/ua/user/current-password/validate" },
  validateEmailForWorkspace: { method: "post", path: "/api/v3/ua/user/email/validate" },
  validateInvite: { method: "post", path: "/api/v3/ua/invite/validate" },
  validateResetPassword: { method: "post", path: "/api/v3/ua/user/reset-password/validate" },
  validateUserEmail: { method: "post", path: "/api/v3/ua/user-email/validate" },
  validateWorkspace: { method: "post", path: "/api/v3/ua/user/workspace/validate" },
};

/**
 * Every path of the contract in the shape openapi-typescript emits, so openapi-fetch
 * types a client from it: `createClient<paths>({ baseUrl })`.
 */
export interface paths {
  "/__mock/clock": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header?: Operations["getClock"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getClock"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getClock"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getClock"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getClock"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getClock"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getClock"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getClock"]["responses"][503]; }; };
      };
    };
    put?: never;
    post: {
      parameters: { query?: never; header?: Operations["setClock"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["setClock"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["setClock"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["setClock"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["setClock"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["setClock"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["setClock"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["setClock"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["setClock"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/__mock/fixtures": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header?: Operations["getFixtures"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getFixtures"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getFixtures"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getFixtures"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getFixtures"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getFixtures"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getFixtures"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getFixtures"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/__mock/oauth/code": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: Operations["createAuthorizationCode"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["createAuthorizationCode"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createAuthorizationCode"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createAuthorizationCode"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createAuthorizationCode"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createAuthorizationCode"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createAuthorizationCode"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createAuthorizationCode"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createAuthorizationCode"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["createAuthorizationCode"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/__mock/outbox": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listOutbox"]["query"]; header?: Operations["listOutbox"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listOutbox"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listOutbox"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listOutbox"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listOutbox"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listOutbox"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listOutbox"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listOutbox"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/__mock/requests": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listRequests"]["query"]; header?: Operations["listRequests"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRequests"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRequests"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRequests"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRequests"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRequests"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRequests"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listRequests"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: { query?: never; header?: Operations["clearRequests"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRequests"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRequests"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRequests"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRequests"]["responses"][403]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRequests"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["clearRequests"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/__mock/reset": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: Operations["resetWorld"]["headers"]; path?: never; cookie?: never; };
      requestBody?: { content: { "application/json": ResetRequest; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["resetWorld"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["resetWorld"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["resetWorld"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["resetWorld"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["resetWorld"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["resetWorld"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["resetWorld"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/__mock/rules": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header?: Operations["listRules"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRules"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRules"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRules"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRules"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRules"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listRules"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listRules"]["responses"][503]; }; };
      };
    };
    put?: never;
    post: {
      parameters: { query?: never; header?: Operations["createRule"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["createRule"]["body"]; } };
      responses: {
        201: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createRule"]["responses"][201]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createRule"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createRule"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createRule"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createRule"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createRule"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["createRule"]["responses"][503]; }; };
      };
    };
    delete: {
      parameters: { query?: never; header?: Operations["clearRules"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRules"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRules"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRules"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRules"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRules"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearRules"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["clearRules"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/__mock/rules/{ruleId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: { query?: never; header?: Operations["deleteRule"]["headers"]; path: Operations["deleteRule"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteRule"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteRule"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteRule"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteRule"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteRule"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteRule"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteRule"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteRule"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/__mock/settings": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header?: Operations["getSettings"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getSettings"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getSettings"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getSettings"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getSettings"]["responses"][403]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getSettings"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getSettings"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/__mock/snapshot": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header?: Operations["getSnapshot"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getSnapshot"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getSnapshot"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getSnapshot"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getSnapshot"]["responses"][403]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getSnapshot"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getSnapshot"]["responses"][503]; }; };
      };
    };
    put?: never;
    post: {
      parameters: { query?: never; header?: Operations["restoreSnapshot"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["restoreSnapshot"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["restoreSnapshot"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["restoreSnapshot"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["restoreSnapshot"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["restoreSnapshot"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["restoreSnapshot"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["restoreSnapshot"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["restoreSnapshot"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/__mock/violations": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listViolations"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listViolations"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listViolations"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listViolations"]["responses"][403]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listViolations"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listViolations"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearViolations"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearViolations"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearViolations"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearViolations"]["responses"][403]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["clearViolations"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["clearViolations"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/audience/delete": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: { query?: never; header: Operations["deleteAudiences"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["deleteAudiences"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteAudiences"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteAudiences"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteAudiences"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteAudiences"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteAudiences"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteAudiences"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteAudiences"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteAudiences"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/audience/detailed/list": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listAudiencesDetailed"]["query"]; header: Operations["listAudiencesDetailed"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiencesDetailed"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiencesDetailed"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiencesDetailed"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiencesDetailed"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiencesDetailed"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listAudiencesDetailed"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiencesDetailed"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listAudiencesDetailed"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/audience/list": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listAudiences"]["query"]; header: Operations["listAudiences"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiences"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiences"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiences"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiences"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiences"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listAudiences"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAudiences"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listAudiences"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/audience/matched/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addMatchedAudience"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "multipart/form-data": Operations["addMatchedAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addMatchedAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addMatchedAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addMatchedAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addMatchedAudience"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addMatchedAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addMatchedAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addMatchedAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addMatchedAudience"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/audience/matched/{id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getMatchedAudience"]["headers"]; path: Operations["getMatchedAudience"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedAudience"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedAudience"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getMatchedAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getMatchedAudience"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/audience/updateName/{audience_id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: { query?: never; header: Operations["updateAudienceName"]["headers"]; path: Operations["updateAudienceName"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updateAudienceName"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateAudienceName"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateAudienceName"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateAudienceName"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateAudienceName"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateAudienceName"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateAudienceName"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateAudienceName"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateAudienceName"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateAudienceName"]["responses"][503]; }; };
      };
    };
    trace?: never;
  };
  "/api/v2/cmp/deviceType/includeExclude": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["includeExcludeDeviceTypes"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["includeExcludeDeviceTypes"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeDeviceTypes"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeDeviceTypes"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeDeviceTypes"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeDeviceTypes"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeDeviceTypes"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeDeviceTypes"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeDeviceTypes"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeDeviceTypes"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/cmp/exchange/includeExclude": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["includeExcludeExchanges"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["includeExcludeExchanges"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeExchanges"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeExchanges"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeExchanges"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeExchanges"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeExchanges"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeExchanges"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeExchanges"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeExchanges"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/cmp/trafficsource/includeExclude": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["includeExcludeTrafficSources"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["includeExcludeTrafficSources"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeTrafficSources"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeTrafficSources"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeTrafficSources"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeTrafficSources"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeTrafficSources"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeTrafficSources"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeTrafficSources"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeTrafficSources"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/das/dashboard": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["createDashboard"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["createDashboard"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createDashboard"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createDashboard"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createDashboard"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createDashboard"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createDashboard"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["createDashboard"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createDashboard"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["createDashboard"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/das/dashboard/{dashboardId}": {
    parameters: { query?: never; header?: never; path: { dashboardId: number; }; cookie?: never; };
    get?: never;
    put: {
      parameters: { query?: never; header: Operations["updateDashboard"]["headers"]; path: Operations["updateDashboard"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updateDashboard"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateDashboard"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateDashboard"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateDashboard"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateDashboard"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateDashboard"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateDashboard"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateDashboard"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateDashboard"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateDashboard"]["responses"][503]; }; };
      };
    };
    post?: never;
    delete: {
      parameters: { query?: never; header: Operations["deleteDashboard"]["headers"]; path: Operations["deleteDashboard"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteDashboard"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteDashboard"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteDashboard"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteDashboard"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteDashboard"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteDashboard"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteDashboard"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteDashboard"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteDashboard"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/das/dashboards": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["listDashboards"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listDashboards"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listDashboards"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listDashboards"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listDashboards"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listDashboards"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listDashboards"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listDashboards"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listDashboards"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v2/rb/export/csv": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["exportCsv"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["exportCsv"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["exportCsv"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["exportCsv"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["exportCsv"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["exportCsv"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["exportCsv"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["exportCsv"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["exportCsv"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["exportCsv"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/abm": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addAbmAudience"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addAbmAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAbmAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAbmAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAbmAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAbmAudience"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAbmAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addAbmAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAbmAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addAbmAudience"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/abm/healthcare-data/healthcare-system": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listHealthcareSystems"]["query"]; header: Operations["listHealthcareSystems"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSystems"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSystems"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSystems"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSystems"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSystems"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSystems"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSystems"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSystems"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/abm/healthcare-data/speciality": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listHealthcareSpecialities"]["query"]; header: Operations["listHealthcareSpecialities"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSpecialities"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSpecialities"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSpecialities"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSpecialities"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSpecialities"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSpecialities"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSpecialities"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareSpecialities"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/abm/healthcare-data/title": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listHealthcareTitles"]["query"]; header: Operations["listHealthcareTitles"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareTitles"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareTitles"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareTitles"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareTitles"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareTitles"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareTitles"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareTitles"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listHealthcareTitles"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/abm/{audienceId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getAbmAudience"]["headers"]; path: Operations["getAbmAudience"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmAudience"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmAudience"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getAbmAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getAbmAudience"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/abm/{audienceId}/healthcare-data-statistics": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getAbmHealthcareStatistics"]["headers"]; path: Operations["getAbmHealthcareStatistics"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmHealthcareStatistics"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmHealthcareStatistics"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmHealthcareStatistics"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmHealthcareStatistics"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmHealthcareStatistics"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmHealthcareStatistics"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getAbmHealthcareStatistics"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAbmHealthcareStatistics"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getAbmHealthcareStatistics"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/campaign/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addCampaignAudience"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addCampaignAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addCampaignAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addCampaignAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addCampaignAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addCampaignAudience"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addCampaignAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addCampaignAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addCampaignAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addCampaignAudience"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/campaign/{campaign_audience_id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getCampaignAudience"]["headers"]; path: Operations["getCampaignAudience"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCampaignAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCampaignAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCampaignAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCampaignAudience"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCampaignAudience"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCampaignAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getCampaignAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCampaignAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getCampaignAudience"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/contextual/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addContextualAudience"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addContextualAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addContextualAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addContextualAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addContextualAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addContextualAudience"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addContextualAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addContextualAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addContextualAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addContextualAudience"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/contextual/programmatic/url/validate": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["validateContextualUrls"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["validateContextualUrls"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateContextualUrls"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateContextualUrls"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateContextualUrls"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateContextualUrls"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateContextualUrls"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateContextualUrls"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateContextualUrls"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateContextualUrls"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/geo-farmed/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addGeoFarmedAudience"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addGeoFarmedAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addGeoFarmedAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addGeoFarmedAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addGeoFarmedAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addGeoFarmedAudience"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addGeoFarmedAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addGeoFarmedAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addGeoFarmedAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addGeoFarmedAudience"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/geo-farmed/{geo-farmed_audience_id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getGeoFarmedAudience"]["headers"]; path: Operations["getGeoFarmedAudience"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getGeoFarmedAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getGeoFarmedAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getGeoFarmedAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getGeoFarmedAudience"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getGeoFarmedAudience"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getGeoFarmedAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getGeoFarmedAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getGeoFarmedAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getGeoFarmedAudience"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/ins/insights/download": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query: Operations["downloadAudienceInsights"]["query"]; header: Operations["downloadAudienceInsights"]["headers"]; path?: never; cookie?: never; };
      requestBody?: { content: { "application/json": InsightsDownloadRequest; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadAudienceInsights"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadAudienceInsights"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadAudienceInsights"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadAudienceInsights"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadAudienceInsights"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadAudienceInsights"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["downloadAudienceInsights"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadAudienceInsights"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["downloadAudienceInsights"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/ins/insights/regenerate/{insightsId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["regenerateAudienceInsights"]["headers"]; path: Operations["regenerateAudienceInsights"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["regenerateAudienceInsights"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["regenerateAudienceInsights"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["regenerateAudienceInsights"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["regenerateAudienceInsights"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["regenerateAudienceInsights"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["regenerateAudienceInsights"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["regenerateAudienceInsights"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["regenerateAudienceInsights"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["regenerateAudienceInsights"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/ins/insights/send-email": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query: Operations["sendAudienceInsightsEmail"]["query"]; header: Operations["sendAudienceInsightsEmail"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendAudienceInsightsEmail"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendAudienceInsightsEmail"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendAudienceInsightsEmail"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendAudienceInsightsEmail"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendAudienceInsightsEmail"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendAudienceInsightsEmail"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["sendAudienceInsightsEmail"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendAudienceInsightsEmail"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["sendAudienceInsightsEmail"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/insights/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query: Operations["addAudienceInsights"]["query"]; header: Operations["addAudienceInsights"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAudienceInsights"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAudienceInsights"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAudienceInsights"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAudienceInsights"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAudienceInsights"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addAudienceInsights"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAudienceInsights"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addAudienceInsights"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/lookalike/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addLookalikeAudience"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addLookalikeAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addLookalikeAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addLookalikeAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addLookalikeAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addLookalikeAudience"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addLookalikeAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addLookalikeAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addLookalikeAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addLookalikeAudience"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/matched/duplicate/{audienceId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["duplicateMatchedAudience"]["headers"]; path: Operations["duplicateMatchedAudience"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["duplicateMatchedAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateMatchedAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateMatchedAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateMatchedAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateMatchedAudience"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateMatchedAudience"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateMatchedAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["duplicateMatchedAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateMatchedAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["duplicateMatchedAudience"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/prebid/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addPreBidAudience"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addPreBidAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPreBidAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPreBidAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPreBidAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPreBidAudience"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPreBidAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addPreBidAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPreBidAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addPreBidAudience"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/prebid/{prebidAudienceId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getPreBidAudience"]["headers"]; path: Operations["getPreBidAudience"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getPreBidAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getPreBidAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getPreBidAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getPreBidAudience"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getPreBidAudience"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getPreBidAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getPreBidAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getPreBidAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getPreBidAudience"]["responses"][503]; }; };
      };
    };
    put: {
      parameters: { query?: never; header: Operations["updatePreBidAudience"]["headers"]; path: Operations["updatePreBidAudience"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updatePreBidAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePreBidAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePreBidAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePreBidAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePreBidAudience"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePreBidAudience"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePreBidAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updatePreBidAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePreBidAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updatePreBidAudience"]["responses"][503]; }; };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/retarget/{retargeted_audience_id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getRetargetedAudience"]["headers"]; path: Operations["getRetargetedAudience"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getRetargetedAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getRetargetedAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getRetargetedAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getRetargetedAudience"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getRetargetedAudience"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getRetargetedAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getRetargetedAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getRetargetedAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getRetargetedAudience"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/segment/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addSegmentAudience"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addSegmentAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addSegmentAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addSegmentAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addSegmentAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addSegmentAudience"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addSegmentAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addSegmentAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addSegmentAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addSegmentAudience"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/segment/{audienceId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put: {
      parameters: { query?: never; header: Operations["updateSegmentAudience"]["headers"]; path: Operations["updateSegmentAudience"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updateSegmentAudience"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateSegmentAudience"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateSegmentAudience"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateSegmentAudience"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateSegmentAudience"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateSegmentAudience"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateSegmentAudience"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateSegmentAudience"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateSegmentAudience"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateSegmentAudience"]["responses"][503]; }; };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/audience/static/matched/column-list": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["listMatchedColumns"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listMatchedColumns"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listMatchedColumns"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listMatchedColumns"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listMatchedColumns"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listMatchedColumns"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listMatchedColumns"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listMatchedColumns"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listMatchedColumns"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/bid-models/dimension/entity": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["findModelledEntities"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["findModelledEntities"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["findModelledEntities"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["findModelledEntities"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["findModelledEntities"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["findModelledEntities"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["findModelledEntities"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["findModelledEntities"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["findModelledEntities"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["findModelledEntities"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/campaign/{campaignId}/dimensions/bid-models/count": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["getDimensionBidModelCounts"]["query"]; header: Operations["getDimensionBidModelCounts"]["headers"]; path: Operations["getDimensionBidModelCounts"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionBidModelCounts"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionBidModelCounts"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionBidModelCounts"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionBidModelCounts"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionBidModelCounts"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getDimensionBidModelCounts"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionBidModelCounts"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getDimensionBidModelCounts"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/campaigns/{campaignId}/bid-models": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: { query?: Operations["deleteBidModels"]["query"]; header: Operations["deleteBidModels"]["headers"]; path: Operations["deleteBidModels"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModels"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModels"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModels"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModels"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModels"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModels"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModels"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModels"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/campaigns/{campaignId}/bid-models/count": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["getBidModelCount"]["query"]; header: Operations["getBidModelCount"]["headers"]; path: Operations["getBidModelCount"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getBidModelCount"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getBidModelCount"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getBidModelCount"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getBidModelCount"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getBidModelCount"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getBidModelCount"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getBidModelCount"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getBidModelCount"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/campaigns/{campaignId}/bid-models/dimensions/{dimensionId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["listModelledEntities"]["headers"]; path: Operations["listModelledEntities"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["listModelledEntities"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listModelledEntities"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listModelledEntities"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listModelledEntities"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listModelledEntities"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listModelledEntities"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listModelledEntities"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listModelledEntities"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listModelledEntities"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/campaigns/{campaignId}/bid-models/{dimensionId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put: {
      parameters: { query?: never; header: Operations["updateBidModels"]["headers"]; path: Operations["updateBidModels"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updateBidModels"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModels"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModels"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModels"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModels"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModels"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateBidModels"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModels"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateBidModels"]["responses"][503]; }; };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/campaigns/{campaignId}/bundles": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listBidModelBundles"]["query"]; header: Operations["listBidModelBundles"]["headers"]; path: Operations["listBidModelBundles"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listBidModelBundles"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listBidModelBundles"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listBidModelBundles"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listBidModelBundles"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listBidModelBundles"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listBidModelBundles"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listBidModelBundles"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listBidModelBundles"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/campaigns/{campaignId}/dimension/{dimensionId}/spent": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getDimensionEntitySpent"]["headers"]; path: Operations["getDimensionEntitySpent"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionEntitySpent"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionEntitySpent"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionEntitySpent"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionEntitySpent"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionEntitySpent"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getDimensionEntitySpent"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getDimensionEntitySpent"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getDimensionEntitySpent"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/campaigns/{campaignId}/dimensions/{dimensionId}/bundles": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["createBidModelBundle"]["headers"]; path: Operations["createBidModelBundle"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["createBidModelBundle"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createBidModelBundle"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createBidModelBundle"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createBidModelBundle"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createBidModelBundle"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createBidModelBundle"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["createBidModelBundle"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createBidModelBundle"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["createBidModelBundle"]["responses"][503]; }; };
      };
    };
    delete: {
      parameters: { query?: never; header: Operations["deleteBidModelBundles"]["headers"]; path: Operations["deleteBidModelBundles"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["deleteBidModelBundles"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundles"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundles"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundles"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundles"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundles"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundles"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundles"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundles"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: { query?: never; header: Operations["updateBidModelBundles"]["headers"]; path: Operations["updateBidModelBundles"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updateBidModelBundles"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModelBundles"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModelBundles"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModelBundles"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModelBundles"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModelBundles"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateBidModelBundles"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateBidModelBundles"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateBidModelBundles"]["responses"][503]; }; };
      };
    };
    trace?: never;
  };
  "/api/v3/bm/campaigns/{campaignId}/dimensions{dimensionIds}/bundles": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: { query?: never; header: Operations["deleteBidModelBundlesUnslashed"]["headers"]; path: Operations["deleteBidModelBundlesUnslashed"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["deleteBidModelBundlesUnslashed"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundlesUnslashed"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundlesUnslashed"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundlesUnslashed"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundlesUnslashed"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundlesUnslashed"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundlesUnslashed"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundlesUnslashed"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteBidModelBundlesUnslashed"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/campaigns/{campaignId}/include-Exclude/dimensions/{dimensionId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["includeExcludeEntities"]["headers"]; path: Operations["includeExcludeEntities"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["includeExcludeEntities"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntities"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntities"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntities"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntities"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntities"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntities"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntities"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntities"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/campaigns/{campaignId}/include-exclude/dimensions/{dimensionId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["includeExcludeEntitiesLowercase"]["headers"]; path: Operations["includeExcludeEntitiesLowercase"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["includeExcludeEntitiesLowercase"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntitiesLowercase"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntitiesLowercase"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntitiesLowercase"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntitiesLowercase"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntitiesLowercase"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntitiesLowercase"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntitiesLowercase"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["includeExcludeEntitiesLowercase"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/bm/io/{ioId}/bid-models": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put: {
      parameters: { query?: never; header: Operations["updateIoBidModels"]["headers"]; path: Operations["updateIoBidModels"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updateIoBidModels"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateIoBidModels"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateIoBidModels"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateIoBidModels"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateIoBidModels"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateIoBidModels"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateIoBidModels"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateIoBidModels"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateIoBidModels"]["responses"][503]; }; };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/conversion/assign-to/campaign": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: { query?: Operations["assignConversionsToCampaigns"]["query"]; header: Operations["assignConversionsToCampaigns"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["assignConversionsToCampaigns"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["assignConversionsToCampaigns"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["assignConversionsToCampaigns"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["assignConversionsToCampaigns"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["assignConversionsToCampaigns"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["assignConversionsToCampaigns"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["assignConversionsToCampaigns"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["assignConversionsToCampaigns"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["assignConversionsToCampaigns"]["responses"][503]; }; };
      };
    };
    trace?: never;
  };
  "/api/v3/conversion/pixel/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addPixelConversion"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addPixelConversion"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPixelConversion"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPixelConversion"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPixelConversion"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPixelConversion"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPixelConversion"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addPixelConversion"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addPixelConversion"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addPixelConversion"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/crt/creatives": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: Operations["uploadCreatives"]["query"]; header: Operations["uploadCreatives"]["headers"]; path?: never; cookie?: never; };
      requestBody?: { content: { "multipart/form-data": CreativeUploadForm; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["uploadCreatives"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["uploadCreatives"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["uploadCreatives"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["uploadCreatives"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["uploadCreatives"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["uploadCreatives"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["uploadCreatives"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["uploadCreatives"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/crt/creatives/count-by-status": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["countCreativesByStatus"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["countCreativesByStatus"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByStatus"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByStatus"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByStatus"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByStatus"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByStatus"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByStatus"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByStatus"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByStatus"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/crt/creatives/count-by-type": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["countCreativesByType"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["countCreativesByType"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByType"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByType"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByType"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByType"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByType"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByType"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByType"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["countCreativesByType"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/crt/creatives/groups/list": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["listCreativeGroups"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["listCreativeGroups"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeGroups"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeGroups"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeGroups"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeGroups"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeGroups"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listCreativeGroups"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeGroups"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listCreativeGroups"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/crt/creatives/groups/{creativeGroupId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: { query?: never; header: Operations["renameCreativeGroup"]["headers"]; path: Operations["renameCreativeGroup"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["renameCreativeGroup"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["renameCreativeGroup"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["renameCreativeGroup"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["renameCreativeGroup"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["renameCreativeGroup"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["renameCreativeGroup"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["renameCreativeGroup"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["renameCreativeGroup"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["renameCreativeGroup"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["renameCreativeGroup"]["responses"][503]; }; };
      };
    };
    trace?: never;
  };
  "/api/v3/crt/creatives/list": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["listCreatives"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["listCreatives"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreatives"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreatives"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreatives"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreatives"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreatives"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listCreatives"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreatives"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listCreatives"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/crt/creatives/{creativeId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getCreative"]["headers"]; path: Operations["getCreative"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreative"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreative"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreative"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreative"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreative"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreative"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getCreative"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreative"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getCreative"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/crt/creatives/{creativeId}/creative-campaign-details": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["getCreativeCampaignDetails"]["query"]; header: Operations["getCreativeCampaignDetails"]["headers"]; path: Operations["getCreativeCampaignDetails"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreativeCampaignDetails"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreativeCampaignDetails"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreativeCampaignDetails"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreativeCampaignDetails"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreativeCampaignDetails"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreativeCampaignDetails"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getCreativeCampaignDetails"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getCreativeCampaignDetails"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getCreativeCampaignDetails"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/da/report/by-campaign": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["dashboardReportByCampaign"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["dashboardReportByCampaign"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaign"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaign"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaign"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaign"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaign"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaign"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaign"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaign"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/das/report/by-campaign": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["dashboardReportByCampaignAlias"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["dashboardReportByCampaignAlias"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaignAlias"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaignAlias"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaignAlias"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaignAlias"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaignAlias"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaignAlias"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaignAlias"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCampaignAlias"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/das/report/by-customer": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["dashboardReportByCustomer"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["dashboardReportByCustomer"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCustomer"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCustomer"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCustomer"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCustomer"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCustomer"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCustomer"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCustomer"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["dashboardReportByCustomer"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ins/vld-report": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["createVldReport"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["createVldReport"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createVldReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createVldReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createVldReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createVldReport"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createVldReport"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createVldReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["createVldReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["createVldReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["createVldReport"]["responses"][503]; }; };
      };
    };
    delete: {
      parameters: { query: Operations["deleteVldReport"]["query"]; header: Operations["deleteVldReport"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteVldReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteVldReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteVldReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteVldReport"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteVldReport"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteVldReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteVldReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteVldReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteVldReport"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ins/vld-report/download": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["downloadVldReport"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["downloadVldReport"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadVldReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadVldReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadVldReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadVldReport"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadVldReport"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadVldReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["downloadVldReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadVldReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["downloadVldReport"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ins/vld-reports": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listVldReports"]["query"]; header: Operations["listVldReports"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldReports"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldReports"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldReports"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldReports"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldReports"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listVldReports"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldReports"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listVldReports"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ins/vld-reports/computation": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["computeVldReport"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["computeVldReport"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["computeVldReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["computeVldReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["computeVldReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["computeVldReport"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["computeVldReport"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["computeVldReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["computeVldReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["computeVldReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["computeVldReport"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ins/vld/campaigns": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["listVldEligibleCampaigns"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldEligibleCampaigns"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldEligibleCampaigns"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldEligibleCampaigns"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldEligibleCampaigns"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldEligibleCampaigns"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listVldEligibleCampaigns"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listVldEligibleCampaigns"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listVldEligibleCampaigns"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/master/creativeTypes": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["listCreativeTypes"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeTypes"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeTypes"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeTypes"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeTypes"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeTypes"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listCreativeTypes"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listCreativeTypes"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listCreativeTypes"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ra/report/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addReport"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addReport"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addReport"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addReport"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ra/report/email/schedule": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["scheduleReport"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["scheduleReport"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["scheduleReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["scheduleReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["scheduleReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["scheduleReport"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["scheduleReport"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["scheduleReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["scheduleReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["scheduleReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["scheduleReport"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ra/report/email/schedule/unsubscribe-all": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query: Operations["unsubscribeAllReports"]["query"]; header?: never; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["unsubscribeAllReports"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["unsubscribeAllReports"]["responses"][400]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["unsubscribeAllReports"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["unsubscribeAllReports"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["unsubscribeAllReports"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["unsubscribeAllReports"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ra/report/email/schedule/{reportId}": {
    parameters: { query?: never; header?: never; path: { reportId: number; }; cookie?: never; };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: { query?: never; header: Operations["deleteReportSchedule"]["headers"]; path: Operations["deleteReportSchedule"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReportSchedule"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReportSchedule"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReportSchedule"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReportSchedule"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReportSchedule"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReportSchedule"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteReportSchedule"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReportSchedule"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteReportSchedule"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: { query?: never; header: Operations["updateReportSchedule"]["headers"]; path: Operations["updateReportSchedule"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updateReportSchedule"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReportSchedule"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReportSchedule"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReportSchedule"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReportSchedule"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReportSchedule"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReportSchedule"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateReportSchedule"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReportSchedule"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateReportSchedule"]["responses"][503]; }; };
      };
    };
    trace?: never;
  };
  "/api/v3/ra/report/execute": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["executeReport"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["executeReport"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["executeReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["executeReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["executeReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["executeReport"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["executeReport"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["executeReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["executeReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["executeReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["executeReport"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ra/report/{reportId}": {
    parameters: { query?: never; header?: never; path: { reportId: number; }; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getReport"]["headers"]; path: Operations["getReport"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getReport"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getReport"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getReport"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: { query?: never; header: Operations["deleteReport"]["headers"]; path: Operations["deleteReport"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReport"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReport"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["deleteReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["deleteReport"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch: {
      parameters: { query?: never; header: Operations["updateReport"]["headers"]; path: Operations["updateReport"]["pathParams"]; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updateReport"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReport"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReport"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateReport"]["responses"][503]; }; };
      };
    };
    trace?: never;
  };
  "/api/v3/ra/reports/list": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listReports"]["query"]; header: Operations["listReports"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listReports"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listReports"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listReports"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listReports"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listReports"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listReports"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listReports"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listReports"]["responses"][503]; }; };
      };
    };
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["searchReports"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["searchReports"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["searchReports"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["searchReports"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["searchReports"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["searchReports"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["searchReports"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["searchReports"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["searchReports"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["searchReports"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/report/duplicate": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["duplicateReport"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["duplicateReport"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateReport"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateReport"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateReport"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateReport"]["responses"][403]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateReport"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateReport"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["duplicateReport"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["duplicateReport"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["duplicateReport"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/invite/validate": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["validateInvite"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateInvite"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateInvite"]["responses"][400]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateInvite"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateInvite"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateInvite"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateInvite"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/login": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: Operations["login"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["login"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["login"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["login"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["login"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["login"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["login"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["login"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["login"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["login"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/logout": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["logout"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["logout"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["logout"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["logout"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["logout"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["logout"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["logout"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["logout"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["logout"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/oauth/token": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: Operations["issueToken"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["issueToken"]["body"]; "application/x-www-form-urlencoded": Operations["issueToken"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["issueToken"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["issueToken"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["issueToken"]["responses"][401]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["issueToken"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["issueToken"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["issueToken"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/organization/advertiser/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addAdvertiser"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addAdvertiser"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAdvertiser"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAdvertiser"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAdvertiser"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAdvertiser"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAdvertiser"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addAdvertiser"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addAdvertiser"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addAdvertiser"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/profile": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getProfile"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getProfile"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getProfile"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getProfile"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getProfile"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getProfile"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getProfile"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getProfile"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getProfile"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/sign-up": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["signUp"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["signUp"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["signUp"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["signUp"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["signUp"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["signUp"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["signUp"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["signUp"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["signUp"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user-email/validate": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["validateUserEmail"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateUserEmail"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateUserEmail"]["responses"][400]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateUserEmail"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateUserEmail"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateUserEmail"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateUserEmail"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/allowed-applications": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["listAllowedApplications"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAllowedApplications"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAllowedApplications"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAllowedApplications"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAllowedApplications"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAllowedApplications"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listAllowedApplications"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listAllowedApplications"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listAllowedApplications"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/application/add": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["addUserApplications"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["addUserApplications"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addUserApplications"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addUserApplications"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addUserApplications"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addUserApplications"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addUserApplications"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addUserApplications"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["addUserApplications"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["addUserApplications"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/application/revoke": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: { query?: never; header: Operations["revokeUserApplications"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["revokeUserApplications"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["revokeUserApplications"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["revokeUserApplications"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["revokeUserApplications"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["revokeUserApplications"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["revokeUserApplications"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["revokeUserApplications"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["revokeUserApplications"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["revokeUserApplications"]["responses"][503]; }; };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/applications/list": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listUserApplications"]["query"]; header: Operations["listUserApplications"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUserApplications"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUserApplications"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUserApplications"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUserApplications"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUserApplications"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listUserApplications"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUserApplications"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listUserApplications"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/config": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header: Operations["getUserConfig"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getUserConfig"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getUserConfig"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getUserConfig"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getUserConfig"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getUserConfig"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getUserConfig"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getUserConfig"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getUserConfig"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/current-password/validate": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["validateCurrentPassword"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["validateCurrentPassword"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateCurrentPassword"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateCurrentPassword"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateCurrentPassword"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateCurrentPassword"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateCurrentPassword"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateCurrentPassword"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateCurrentPassword"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateCurrentPassword"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/email/validate": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["validateEmailForWorkspace"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateEmailForWorkspace"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateEmailForWorkspace"]["responses"][400]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateEmailForWorkspace"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateEmailForWorkspace"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateEmailForWorkspace"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateEmailForWorkspace"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/invite": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["inviteUsers"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["inviteUsers"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["inviteUsers"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["inviteUsers"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["inviteUsers"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["inviteUsers"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["inviteUsers"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["inviteUsers"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["inviteUsers"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["inviteUsers"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/password/reset": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header: Operations["changePassword"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["changePassword"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["changePassword"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["changePassword"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["changePassword"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["changePassword"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["changePassword"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["changePassword"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["changePassword"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["changePassword"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/reset-password": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["sendPasswordReset"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendPasswordReset"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendPasswordReset"]["responses"][400]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendPasswordReset"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendPasswordReset"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["sendPasswordReset"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["sendPasswordReset"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["sendPasswordReset"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/reset-password/validate": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["validateResetPassword"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateResetPassword"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateResetPassword"]["responses"][400]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateResetPassword"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateResetPassword"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateResetPassword"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateResetPassword"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/update-password": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updatePassword"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePassword"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePassword"]["responses"][400]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePassword"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePassword"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updatePassword"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updatePassword"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updatePassword"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/update-profile": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
      parameters: { query?: never; header: Operations["updateProfile"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": UpdateProfileRequest; "multipart/form-data": UpdateProfileForm; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateProfile"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateProfile"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateProfile"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateProfile"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateProfile"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateProfile"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateProfile"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateProfile"]["responses"][503]; }; };
      };
    };
    trace?: never;
  };
  "/api/v3/ua/user/update-status": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put: {
      parameters: { query?: never; header: Operations["updateUserStatus"]["headers"]; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["updateUserStatus"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateUserStatus"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateUserStatus"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateUserStatus"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateUserStatus"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateUserStatus"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateUserStatus"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["updateUserStatus"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["updateUserStatus"]["responses"][503]; }; };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/user/workspace/validate": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get?: never;
    put?: never;
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never; };
      requestBody: { content: { "application/json": Operations["validateWorkspace"]["body"]; } };
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateWorkspace"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateWorkspace"]["responses"][400]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateWorkspace"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateWorkspace"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["validateWorkspace"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["validateWorkspace"]["responses"][503]; }; };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/v3/ua/users/list": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: Operations["listUsers"]["query"]; header: Operations["listUsers"]["headers"]; path?: never; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUsers"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUsers"]["responses"][400]; }; };
        401: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUsers"]["responses"][401]; }; };
        403: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUsers"]["responses"][403]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUsers"]["responses"][422]; }; };
        429: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listUsers"]["responses"][429]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["listUsers"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["listUsers"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/assets/matched/{owId}/{fileName}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header?: never; path: Operations["getMatchedFile"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { "Content-Disposition"?: string; "Content-Security-Policy"?: string; "X-Content-Type-Options"?: "nosniff"; [name: string]: unknown; }; content: { "text/csv": Operations["getMatchedFile"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedFile"]["responses"][400]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedFile"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedFile"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getMatchedFile"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getMatchedFile"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/assets/{folder}/{fileName}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header?: never; path: Operations["getAsset"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { "Content-Disposition"?: string; "Content-Security-Policy"?: string; "X-Content-Type-Options"?: "nosniff"; [name: string]: unknown; }; content: { "application/octet-stream": Operations["getAsset"]["responses"][200]; "audio/mpeg": Operations["getAsset"]["responses"][200]; "audio/wav": Operations["getAsset"]["responses"][200]; "image/gif": Operations["getAsset"]["responses"][200]; "image/jpeg": Operations["getAsset"]["responses"][200]; "image/png": Operations["getAsset"]["responses"][200]; "image/svg+xml": Operations["getAsset"]["responses"][200]; "video/mp4": Operations["getAsset"]["responses"][200]; "video/quicktime": Operations["getAsset"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAsset"]["responses"][400]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAsset"]["responses"][404]; }; };
        422: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAsset"]["responses"][422]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["getAsset"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["getAsset"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/files/{fileId}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never; };
    get: {
      parameters: { query?: never; header?: never; path: Operations["downloadFile"]["pathParams"]; cookie?: never; };
      requestBody?: never;
      responses: {
        200: { headers: { "Content-Disposition"?: string; "Content-Security-Policy"?: string; "X-Content-Type-Options"?: "nosniff"; [name: string]: unknown; }; content: { "application/octet-stream": Operations["downloadFile"]["responses"][200]; "application/pdf": Operations["downloadFile"]["responses"][200]; "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Operations["downloadFile"]["responses"][200]; "text/csv": Operations["downloadFile"]["responses"][200]; }; };
        400: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadFile"]["responses"][400]; }; };
        404: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadFile"]["responses"][404]; }; };
        500: { headers: { [name: string]: unknown; }; content: { "application/json": Operations["downloadFile"]["responses"][500]; }; };
        503: { headers: { "Retry-After"?: number; [name: string]: unknown; }; content: { "application/json": Operations["downloadFile"]["responses"][503]; }; };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
