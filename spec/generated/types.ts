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
 * One invitation, or a list of 1 to 50. The platform says one or more users can be
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
  accessLevel: "Full" | "Read";
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
  V2Failure?: V2Failure;
  ResetRequest?: ResetRequest;
  ResetResult?: ResetResult;
  AdminError?: AdminError;
  FixturesSummary?: FixturesSummary;
  ClockState?: ClockState;
  ClockRequest?: ClockRequest;
  Email?: Email;
  JournalEntry?: JournalEntry;
  AuthorizationCodeRequest?: AuthorizationCodeRequest;
  AuthorizationCode?: AuthorizationCode;
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
   * Access rights.
   */
  scope: string;
  /**
   * Token type.
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
     * Organization account status.
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
  error:
    | "invalid_request"
    | "invalid_client"
    | "invalid_grant"
    | "unauthorized_client"
    | "unsupported_grant_type"
    | "invalid_scope"
    | "rate_limited"
    | "server_error";
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
  data: unknown[];
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
   * Last name; null when the user gave none.
   */
  lastName: string | null;
  /**
   * E-mail of the user.
   */
  email: string;
  /**
   * Display name.
   */
  displayName: string;
  /**
   * User status in this workspace.
   */
  status: "active" | "inactive" | "invited" | "suspended";
  /**
   * Status ID (1 active, 2 inactive, 3 invited, 4 suspended).
   */
  statusId: 1 | 2 | 3 | 4;
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
   * User status ID (1 active, 3 invited; see the user list).
   */
  status: number;
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
   * 1 active, 2 inactive, 4 suspended (used with a payment-related reason).
   */
  status: 1 | 2 | 4;
  statusReason?: string;
}
/**
 * Profile update with an uploaded image (multipart form data).
 */
export interface UpdateProfileForm {
  displayName?: string;
  /**
   * The new profile image, at most 3 MB.
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
 * One VLD report of the list. Impressions and costs are those of the campaign's
 * delivery over the report window; `vldStatusId` is 1 processing, 2 failed,
 * 3 ready (DECISIONS VLD2).
 *
 */
export interface VldReport {
  vldId: number;
  /**
   * 1 processing, 2 failed, 3 ready.
   */
  vldStatusId: 1 | 2 | 3;
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
  vldStartDate: number;
  /**
   * Epoch ms.
   */
  vldEndDate: number;
  campaignId: number;
  campaignName: string;
  campaignStatus: "draft" | "running" | "pending" | "paused" | "expired" | "deleted";
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
   * When the dashboard was last saved (ISO 8601, UTC).
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
   * all (every status but deleted) or a comma-separated list of campaign statuses.
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
   * all (every status but deleted) or a comma-separated list of campaign statuses.
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
   * @maxItems 200
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
 * Where the CSV is served; both spellings the document names carry the same URL.
 */
export interface ExportCsv {
  responseURL: string;
  responseUrl: string;
}
/**
 * v2 failure envelope.
 */
export interface V2Failure {
  statusCode: number;
  responseObject: {
    errorMsg: string;
    errorCode: number;
    description?: string;
  };
}
/**
 * Optional seed of the world to rebuild; the server's seed when absent.
 */
export interface ResetRequest {
  seed?: number;
}
export interface ResetResult {
  seed: number;
  /**
   * The mock clock after the reset (the world's epoch), epoch ms.
   */
  now: number;
}
/**
 * Failure body of the mock-admin operations (no envelope).
 */
export interface AdminError {
  error: string;
  field?: string;
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
 * Move the mock clock by `advanceMs` or to `now` (epoch ms or ISO 8601), and/or freeze or unfreeze it.
 */
export interface ClockRequest {
  advanceMs?: number;
  now?: number | string;
  frozen?: boolean;
}
/**
 * An e-mail the platform sent.
 */
export interface Email {
  id: number;
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
  url: string;
  operationId: string | null;
  status: number;
  durationMs: number;
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
