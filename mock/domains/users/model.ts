/**
 * The users domain's records: organizations, users and their memberships, invitations,
 * password resets, advertisers, and the named personas QA signs in as.
 * Times are epoch milliseconds.
 */

export type OrganizationStatus = 'Active' | 'On Hold';

export interface Organization {
  owId: number;
  organizationName: string;
  workspaceDomain: string;
  /** Parent in the hierarchy (a customer's workspace); null for a top-level organization. */
  parentOwId: number | null;
  status: OrganizationStatus;
  /** Why the account is not active (shown at login); null when Active. */
  statusReason: string | null;
  organizationLogo: string;
  timezoneId: number;
  isWorkspaceOwnerOrg: boolean;
  isPlatformOwnerOrg: boolean;
}

/** User status ids: see spec/DECISIONS.md. */
export const UserStatus = { active: 1, inactive: 2, invited: 3, suspended: 4 } as const;

export type UserStatusId = (typeof UserStatus)[keyof typeof UserStatus];

// The stored user; the API's User (spec/generated/types.ts) is a member as listed, with membership and inviter fields and no password.
export interface User {
  userId: number;
  email: string;
  /** Plain text: this is a mock, and QA reads credentials from /__mock/fixtures. */
  password: string | null;
  firstName: string;
  lastName: string | null;
  displayName: string;
  userAvatar: string | null;
  createdAt: number;
  isBetaUser: boolean;
}

export interface AppGrant {
  appId: number;
  accessLevel: string;
}

/** A user's place in one organization workspace (the "uow"). */
export interface Membership {
  uowId: number;
  userId: number;
  owId: number;
  statusId: UserStatusId;
  statusReason: string | null;
  isOrganizationOwnerUser: boolean;
  invitedOn: number | null;
  invitedByUserId: number | null;
  customersCount: number;
  marginAccess: boolean;
  apps: AppGrant[];
}

export interface Invitation {
  inviteHash: string;
  email: string;
  owId: number;
  uowId: number;
  invitedByUserId: number;
  sentAt: number;
  expiresAt: number;
  processed: boolean;
}

export interface PasswordReset {
  resetHash: string;
  email: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
  processed: boolean;
}

export interface Advertiser {
  advertiserId: number;
  owId: number;
  advertiserName: string;
  website: string;
  chiefName: string;
  contactNumber: string;
  address: string;
  legalInfo: string;
  links: string[];
  createdAt: number;
}

export type PersonaName = 'workspaceOwner' | 'activeMember' | 'invitedUser' | 'expiredInvitee' | 'onHoldUser' | 'otherWorkspaceUser';

export interface Persona {
  name: PersonaName;
  description: string;
  email: string;
  /** Null for a persona who has not signed up yet. */
  password: string | null;
  userId: number;
  owId: number;
  uowId: number;
  /** The pending (or expired) invitation of an invited persona. */
  inviteHash: string | null;
}

/** The part of the world these records make up (mock/domains/world.ts). */
export interface UsersWorld {
  supportEmail: string;
  organizations: Organization[];
  users: User[];
  memberships: Membership[];
  invitations: Invitation[];
  passwordResets: PasswordReset[];
  advertisers: Advertiser[];
  personas: Record<PersonaName, Persona>;
}

declare module '../../core/toolkit/context.ts' {
  /** A caller acts through one of their memberships. */
  interface CallerMembership extends Membership {}
}

/**
 * Timezone ids. The seeds only say "integer timezone id"; 29 = America/New_York
 * follows the platform's usual table, the Los Angeles id is our own choice, kept
 * so that not every organization shares one zone.
 */
export const TimezoneId = { americaNewYork: 29, americaLosAngeles: 32 } as const;

/** The zone name of each timezone id (the reports' timezoneName, the rows' campaignTimezone). */
export const TimezoneName: Readonly<Record<number, string>> = {
  [TimezoneId.americaNewYork]: 'America/New_York',
  [TimezoneId.americaLosAngeles]: 'America/Los_Angeles',
};
