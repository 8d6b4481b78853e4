/**
 * The users domain's constants and rules: those the seeds state and those
 * spec/DECISIONS.md chose where they are silent.
 */
import { UserStatus, type UserStatusId } from './model.ts';

export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
export const resetLinkLifetimeMs = 24 * 60 * 60 * 1000;
/** "at most 3 MB; otherwise 422" */
export const maxProfileImageBytes = 3 * 1024 * 1024;
/**
 * The raster types a profile image may be, by its bytes, each with its link's extension:
 * never SVG, which can carry script (spec/DECISIONS.md U5).
 */
export const profileImageExtensions: Readonly<Record<string, string>> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
};
export const tokenScope = 'read write';
export const tokenType = 'bearer';

export const statusNames: Record<UserStatusId, 'active' | 'inactive' | 'invited' | 'suspended'> = {
  [UserStatus.active]: 'active',
  [UserStatus.inactive]: 'inactive',
  [UserStatus.invited]: 'invited',
  [UserStatus.suspended]: 'suspended',
};

/** The 12 applications access can be granted to, with the seed's ids. */
export const applications = [
  { appId: 2, appName: 'Dashboard' },
  { appId: 3, appName: 'Reports' },
  { appId: 4, appName: 'Bid Model' },
  { appId: 5, appName: 'Organization' },
  { appId: 6, appName: 'My Profile' },
  { appId: 7, appName: 'Campaigns' },
  { appId: 8, appName: 'Audiences' },
  { appId: 9, appName: 'Creatives' },
  { appId: 10, appName: 'Inventory' },
  { appId: 11, appName: 'Conversions' },
  { appId: 17, appName: 'Insights' },
  { appId: 19, appName: 'Planner' },
] as const;

export const applicationById = new Map<number, (typeof applications)[number]>(applications.map((a) => [a.appId, a]));

/** "2,3,8" as numbers, or null when an id names no application. */
export function parseAppIds(appIds: string): number[] | null {
  // The appIds pattern allows no spaces (and Number() would ignore them).
  const ids = [...new Set(appIds.split(',').map(Number))];
  return ids.every((id) => applicationById.has(id)) ? ids : null;
}

/** The statuses update-status sets (U2); the documents name no closed set, so any other is a transition the mock refuses. */
const settableStatuses: ReadonlySet<number> = new Set([UserStatus.active, UserStatus.inactive, UserStatus.suspended]);

/** Statuses update-status may set: an invited user becomes active only by signing up. */
export function canChangeStatus(from: UserStatusId, to: number): to is UserStatusId {
  return from !== UserStatus.invited && settableStatuses.has(to);
}
