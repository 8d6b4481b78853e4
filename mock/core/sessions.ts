/**
 * Access and refresh tokens on the mock clock. Access tokens live 24 hours (the
 * seed's limit); refresh tokens rotate on use; logout revokes both halves.
 * Logging in again while a token of the same user and workspace is live returns
 * that token with the time it has left, as OAuth token stores do: that is how
 * `expires_in` "carries the remaining time".
 */
import { randomBytes } from 'node:crypto';

export const accessTokenLifetimeMs = 24 * 60 * 60 * 1000;
export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;
export const authorizationCodeLifetimeMs = 10 * 60 * 1000;

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Null for a client_credentials token: it names the client, not a user. */
  userId: number | null;
  owId: number | null;
  issuedAt: number;
  expiresAt: number;
  refreshExpiresAt: number;
  revoked: boolean;
}

export type TokenCheck =
  | { ok: true; session: Session }
  | { ok: false; problem: 'invalid' | 'expired' | 'revoked' };

export interface AuthorizationCode {
  code: string;
  userId: number;
  owId: number;
  redirectUri: string;
  expiresAt: number;
  used: boolean;
}

/** Sessions are swept of long-dead entries every this many new sessions. */
const sweepEvery = 1000;

export class Sessions {
  private readonly byAccess = new Map<string, Session>();
  private readonly byRefresh = new Map<string, Session>();
  /** The latest session of each user and workspace, for reuse at login. */
  private readonly latest = new Map<string, Session>();
  private readonly codes = new Map<string, AuthorizationCode>();
  private issuedSinceSweep = 0;

  /** The live session of this user in this workspace, or a new one. */
  issue(userId: number | null, owId: number | null, now: number): Session {
    const current = this.latest.get(latestKey(userId, owId));
    if (current && !current.revoked && now < current.expiresAt) return current;
    return this.create(userId, owId, now);
  }

  private create(userId: number | null, owId: number | null, now: number): Session {
    if (++this.issuedSinceSweep >= sweepEvery) this.sweep(now);
    const session: Session = {
      accessToken: token(),
      refreshToken: token(),
      userId,
      owId,
      issuedAt: now,
      expiresAt: now + accessTokenLifetimeMs,
      refreshExpiresAt: now + refreshTokenLifetimeMs,
      revoked: false,
    };
    this.byAccess.set(session.accessToken, session);
    this.byRefresh.set(session.refreshToken, session);
    this.latest.set(latestKey(userId, owId), session);
    return session;
  }

  /**
   * Forgets sessions that can no longer answer anything but "invalid": past both
   * their access and refresh lifetimes. Revoked and expired ones are kept until
   * then, so their tokens still get "revoked" or "expired" rather than "invalid".
   */
  private sweep(now: number): void {
    this.issuedSinceSweep = 0;
    for (const [token, session] of this.byAccess) {
      if (now >= session.refreshExpiresAt && now >= session.expiresAt) {
        this.byAccess.delete(token);
        this.byRefresh.delete(session.refreshToken);
      }
    }
  }

  check(accessToken: string, now: number): TokenCheck {
    const session = this.byAccess.get(accessToken);
    if (!session) return { ok: false, problem: 'invalid' };
    if (session.revoked) return { ok: false, problem: 'revoked' };
    if (now >= session.expiresAt) return { ok: false, problem: 'expired' };
    return { ok: true, session };
  }

  /** Exchanges a refresh token for a new pair; the used refresh token stops working. */
  refresh(refreshToken: string, now: number): Session | null {
    const old = this.byRefresh.get(refreshToken);
    if (!old || old.revoked || now >= old.refreshExpiresAt) return null;
    this.byRefresh.delete(refreshToken);
    return this.create(old.userId, old.owId, now);
  }

  revoke(session: Session): void {
    session.revoked = true;
    this.byRefresh.delete(session.refreshToken);
  }

  /** Revokes every session of a user (a user made inactive is logged out everywhere). */
  revokeUser(userId: number): void {
    for (const session of this.byAccess.values()) if (session.userId === userId) this.revoke(session);
  }

  createCode(userId: number, owId: number, redirectUri: string, now: number): AuthorizationCode {
    const code: AuthorizationCode = { code: token(), userId, owId, redirectUri, expiresAt: now + authorizationCodeLifetimeMs, used: false };
    this.codes.set(code.code, code);
    return code;
  }

  redeemCode(code: string, redirectUri: string | undefined, now: number): AuthorizationCode | null {
    const found = this.codes.get(code);
    if (!found || found.used || now >= found.expiresAt) return null;
    if (redirectUri !== undefined && redirectUri !== found.redirectUri) return null;
    found.used = true;
    return found;
  }

  clear(): void {
    this.byAccess.clear();
    this.byRefresh.clear();
    this.latest.clear();
    this.codes.clear();
    this.issuedSinceSweep = 0;
  }
}

/** Seconds left on an access token, as `expires_in` reports it. */
export function expiresIn(session: Session, now: number): number {
  return Math.max(0, Math.floor((session.expiresAt - now) / 1000));
}

function latestKey(userId: number | null, owId: number | null): string {
  return `${userId}:${owId}`;
}

function token(): string {
  return randomBytes(24).toString('base64url');
}
