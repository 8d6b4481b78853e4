/**
 * Reads and writes of the users domain over the world: users, memberships,
 * organizations and their hierarchy, invitations and reset links.
 */
import type { Advertiser, Invitation, Membership, Organization, PasswordReset, User } from './model.ts';
import type { World } from '../world.ts';
import { UserStatus } from './model.ts';
import type { WorkspaceAccess } from '../../core/toolkit/context.ts';
import { findByKey, pairKey, recordKey } from '../../core/toolkit/lookup.ts';

const byEmail = recordKey<User>('email', (u) => u.email.toLowerCase());
const byUserId = recordKey<User>('userId', (u) => u.userId);
const byOwId = recordKey<Organization>('owId', (o) => o.owId);
const byUowId = recordKey<Membership>('uowId', (m) => m.uowId);
const byUserInWorkspace = recordKey<Membership>('userId|owId', (m) => pairKey(m.userId, m.owId));
const byMemberUserId = recordKey<Membership>('userId', (m) => m.userId);

/** Every login runs this: a user's e-mail never changes once the user exists, so it is indexed like the ids below. */
export function findUserByEmail(world: World, email: string): User | undefined {
  return findByKey(world.users, byEmail, email.toLowerCase());
}

// Ids never change, so they are indexed (mock/core/toolkit/lookup.ts): these run on every request.
/** No user has the id null: a record naming none finds none. */
export function userById(world: World, userId: number | null): User | undefined {
  return findByKey(world.users, byUserId, userId);
}

/** No organization has the id null: a top organization's parent is none. */
export function organization(world: World, owId: number | null): Organization | undefined {
  return findByKey(world.organizations, byOwId, owId);
}

export function organizationByDomain(world: World, domain: string): Organization | undefined {
  // Ignoring case and the spaces typed around it (DECISIONS V1).
  const wanted = domain.trim().toLowerCase();
  return world.organizations.find((o) => o.workspaceDomain.toLowerCase() === wanted);
}

export function membershipByUow(world: World, uowId: number): Membership | undefined {
  return findByKey(world.memberships, byUowId, uowId);
}

export function membershipIn(world: World, userId: number, owId: number): Membership | undefined {
  return findByKey(world.memberships, byUserInWorkspace, pairKey(userId, owId));
}

/**
 * The membership a user logs in through: their first active one. Their first
 * membership of all is found through the index, and is the answer when active (most
 * users have one); only otherwise are the others looked through.
 */
export function homeMembership(world: World, userId: number): Membership | undefined {
  const first = findByKey(world.memberships, byMemberUserId, userId);
  // Stryker disable next-line LogicalOperator: equivalent: every user has a membership, so first is defined and the && variant only skips the shortcut
  if (first === undefined || first.statusId === UserStatus.active) return first;
  return world.memberships.find((m) => m.userId === userId && m.statusId === UserStatus.active);
}

/** owId, then its parent, up to the top of the hierarchy. */
export function ancestry(world: World, owId: number): Organization[] {
  const chain: Organization[] = [];
  // The hierarchy is a tree (no operation makes organizations, and a snapshot with a loop is refused), so the walk ends.
  for (let org = organization(world, owId); org; org = organization(world, org.parentOwId)) chain.push(org);
  return chain;
}

/**
 * A user may act in their own organization and, when it owns a workspace, in every
 * customer organization beneath it; only through an active membership.
 */
export function membershipActingIn(world: World, userId: number, owId: number): Membership | null {
  const chain = ancestry(world, owId);
  for (let depth = 0; depth < chain.length; depth++) {
    const org = chain[depth]!;
    const membership = membershipIn(world, userId, org.owId);
    if (membership?.statusId === UserStatus.active && (depth === 0 || org.isWorkspaceOwnerOrg)) return membership;
  }
  return null;
}

export const workspaceAccess: WorkspaceAccess = {
  membershipActingIn: (state, userId, owId) => membershipActingIn(state.world, userId, owId),
  // Stryker disable next-line OptionalChaining: equivalent in every world the mock builds (users are never deleted); the guard keeps a snapshot's session naming no user from failing an answer rule's match
  emailOf: (state, userId) => userById(state.world, userId)?.email ?? null,
};

export function pendingInvitation(world: World, email: string, now: number): Invitation | undefined {
  const wanted = email.toLowerCase();
  return world.invitations.find((i) => i.email.toLowerCase() === wanted && !i.processed && now < i.expiresAt);
}

export function pendingReset(world: World, email: string, now: number): PasswordReset | undefined {
  const wanted = email.toLowerCase();
  return world.passwordResets.find((r) => r.email.toLowerCase() === wanted && !r.processed && now < r.expiresAt);
}

// The one place the users domain's records are added.

export function insertUser(world: World, user: User): void {
  world.users.push(user);
}

export function insertMembership(world: World, membership: Membership): void {
  world.memberships.push(membership);
}

export function insertInvitation(world: World, invitation: Invitation): void {
  world.invitations.push(invitation);
}

export function insertPasswordReset(world: World, reset: PasswordReset): void {
  world.passwordResets.push(reset);
}

export function insertAdvertiser(world: World, advertiser: Advertiser): void {
  world.advertisers.push(advertiser);
}
