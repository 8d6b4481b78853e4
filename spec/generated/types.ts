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
/**
 * A schedule to create; the subscribers, file type and frequency are required.
 */
export type NewReportSchedule = ReportScheduleFields;
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
 * A customer (organization) a report covers.
 */
export interface CustomerDetail {
  owId: number;
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
  organizationType: "workspace" | "customer";
}
/**
 * A report's e-mail schedule as the report shows it (runningTotalEnabled 0 or 1, as the Report table has it).
 */
export interface ReportSchedulingEventDetails {
  eventId: number;
  /**
   * 1 Once, 2 Daily, 3 Weekly, 4 Monthly.
   */
  deliveryFrequency: 1 | 2 | 3 | 4;
  /**
   * 1 CSV, 2 XLS (sent as XLSX).
   */
  fileType: 1 | 2;
  subscriberEmails: string[];
  /**
   * Epoch ms; no delivery falls after it. Null for Once.
   */
  eventEndDate: number | null;
  deliveryDay: string | null;
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
  customerDetails: CustomerDetail[];
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
   * 1 daily, 2 aggregated.
   */
  requestType: 1 | 2;
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
    data?: Report[];
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
   * @maxItems 50
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
  deliveryFrequency: 1 | 2 | 3 | 4;
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
