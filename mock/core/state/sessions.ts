/**
 * Access and refresh tokens on the mock clock. Access tokens live 24 hours (the
 * seed's limit); refresh tokens rotate on use; logout revokes both halves.
 * Logging in again while a token of the same user and workspace is live returns
 * that token with the time it has left, as OAuth token stores do: that is how
 * `expires_in` "carries the remaining time".
 *
 * Both stores are capped (spec/DECISIONS.md L4): each new session or code first
 * drops a few dead ones from the oldest end, then evicts the oldest if the store is
 * full. A forgotten token or code answers exactly as one never issued.
 */
import { randomBytes } from 'node:crypto';
import { pairKey } from '../toolkit/lookup.ts';
import { SnapshotMismatch, SnapshotReader, stringItem } from './snapshot-reader.ts';

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

export type TokenCheck = { ok: true; session: Session } | { ok: false; problem: 'invalid' | 'expired' | 'revoked' };

export interface AuthorizationCode {
  code: string;
  userId: number;
  owId: number;
  redirectUri: string;
  expiresAt: number;
}

/** Sessions kept at once: a team's runs make a few hundred a day (a refresh makes one, a login reuses). */
export const maxSessions = 10_000;
/** Authorization codes kept at once: each lives 10 minutes and works once. */
export const maxAuthorizationCodes = 1_000;
/** Dead entries dropped per insert: more than the one an insert adds, so dead entries drain. */
const dropsPerInsert = 2;

export class Sessions {
  /** Insertion order is age order here and in `codes`: the oldest entry comes first. */
  private readonly byAccess = new Map<string, Session>();
  private readonly byRefresh = new Map<string, Session>();
  /** The latest session of each user and workspace, for reuse at login. */
  private readonly latest = new Map<number | string, Session>();
  private readonly codes = new Map<string, AuthorizationCode>();

  /** Sessions and codes held now (for tests and the soak run). */
  get size(): { sessions: number; codes: number } {
    return { sessions: this.byAccess.size, codes: this.codes.size };
  }

  /** The live session of this user in this workspace, or a new one. */
  issue(userId: number | null, owId: number | null, now: number): Session {
    const current = this.latest.get(latestKey(userId, owId));
    if (current && !current.revoked && now < current.expiresAt) return current;
    return this.create(userId, owId, now);
  }

  private create(userId: number | null, owId: number | null, now: number): Session {
    makeRoom(
      this.byAccess,
      maxSessions,
      (old) => isDead(old, now),
      (old) => this.forget(old),
    );
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

  /** Drops every trace of a session: its tokens then answer as unknown ones. */
  private forget(session: Session): void {
    this.byAccess.delete(session.accessToken);
    this.byRefresh.delete(session.refreshToken);
    const key = latestKey(session.userId, session.owId);
    if (this.latest.get(key) === session) this.latest.delete(key);
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
    makeRoom(
      this.codes,
      maxAuthorizationCodes,
      (old) => now >= old.expiresAt,
      (old) => this.codes.delete(old.code),
    );
    const code: AuthorizationCode = { code: token(), userId, owId, redirectUri, expiresAt: now + authorizationCodeLifetimeMs };
    this.codes.set(code.code, code);
    return code;
  }

  /** A code works once: a redeemed code is forgotten, so it answers as an unknown one. */
  redeemCode(code: string, redirectUri: string | undefined, now: number): AuthorizationCode | null {
    const found = this.codes.get(code);
    if (!found || now >= found.expiresAt) return null;
    if (redirectUri !== undefined && redirectUri !== found.redirectUri) return null;
    this.codes.delete(code);
    return found;
  }

  clear(): void {
    this.byAccess.clear();
    this.byRefresh.clear();
    this.latest.clear();
    this.codes.clear();
  }

  /** The tokens' part of a state snapshot: a restored server honours the tokens it had handed out. */
  toJSON(): SessionsState {
    return {
      sessions: [...this.byAccess.values()].map(copySession),
      refreshable: [...this.byRefresh.keys()],
      latest: [...this.latest.values()].map((session) => session.accessToken),
      codes: [...this.codes.values()].map(copyCode),
    };
  }

  static parse(value: unknown, path: string): SessionsState {
    const read = SnapshotReader.of(value, path);
    const state: SessionsState = {
      sessions: read.list('sessions', readSession),
      refreshable: read.list('refreshable', stringItem),
      latest: read.list('latest', stringItem),
      codes: read.list('codes', readCode),
    };
    if (state.sessions.length > maxSessions) throw new SnapshotMismatch(`${path}.sessions`, `at most ${maxSessions} sessions`);
    if (state.codes.length > maxAuthorizationCodes) throw new SnapshotMismatch(`${path}.codes`, `at most ${maxAuthorizationCodes} codes`);
    const accessTokens = new Set(state.sessions.map((s) => s.accessToken));
    const refreshTokens = new Set(state.sessions.map((s) => s.refreshToken));
    if (accessTokens.size < state.sessions.length) throw new SnapshotMismatch(`${path}.sessions`, 'sessions of distinct access tokens');
    state.refreshable.forEach((token, i) => {
      if (!refreshTokens.has(token)) throw new SnapshotMismatch(`${path}.refreshable[${i}]`, 'the refresh token of a listed session');
    });
    state.latest.forEach((token, i) => {
      if (!accessTokens.has(token)) throw new SnapshotMismatch(`${path}.latest[${i}]`, 'the access token of a listed session');
    });
    return state;
  }

  /** Replaces every session and code with those of a parsed snapshot part (which it takes over). */
  restore(state: SessionsState): void {
    this.clear();
    const byRefresh = new Map(state.sessions.map((s) => [s.refreshToken, s]));
    for (const session of state.sessions) this.byAccess.set(session.accessToken, session);
    for (const token of state.refreshable) this.byRefresh.set(token, byRefresh.get(token)!);
    for (const token of state.latest) {
      const session = this.byAccess.get(token)!;
      this.latest.set(latestKey(session.userId, session.owId), session);
    }
    for (const code of state.codes) this.codes.set(code.code, code);
  }
}

/**
 * What a snapshot keeps of the tokens: every session oldest first, the refresh
 * tokens that still work, the session login reuses for each user and workspace
 * (by access token), and the authorization codes not yet redeemed.
 */
export interface SessionsState {
  sessions: Session[];
  refreshable: string[];
  latest: string[];
  codes: AuthorizationCode[];
}

function copySession(s: Session): Session {
  return {
    accessToken: s.accessToken,
    refreshToken: s.refreshToken,
    userId: s.userId,
    owId: s.owId,
    issuedAt: s.issuedAt,
    expiresAt: s.expiresAt,
    refreshExpiresAt: s.refreshExpiresAt,
    revoked: s.revoked,
  };
}

function copyCode(c: AuthorizationCode): AuthorizationCode {
  return { code: c.code, userId: c.userId, owId: c.owId, redirectUri: c.redirectUri, expiresAt: c.expiresAt };
}

function readSession(item: unknown, path: string): Session {
  const read = SnapshotReader.of(item, path);
  const id = (reader: SnapshotReader, key: string) => reader.integer(key);
  return {
    accessToken: read.string('accessToken'),
    refreshToken: read.string('refreshToken'),
    userId: read.nullable('userId', id),
    owId: read.nullable('owId', id),
    issuedAt: read.number('issuedAt'),
    expiresAt: read.number('expiresAt'),
    refreshExpiresAt: read.number('refreshExpiresAt'),
    revoked: read.boolean('revoked'),
  };
}

function readCode(item: unknown, path: string): AuthorizationCode {
  const read = SnapshotReader.of(item, path);
  return {
    code: read.string('code'),
    userId: read.integer('userId'),
    owId: read.integer('owId'),
    redirectUri: read.string('redirectUri'),
    expiresAt: read.number('expiresAt'),
  };
}

/** Seconds left on an access token, as `expires_in` reports it. */
export function expiresIn(session: Session, now: number): number {
  return Math.max(0, Math.floor((session.expiresAt - now) / 1000));
}

/**
 * A session that can answer nothing but "invalid": past its refresh lifetime (always
 * later than its access lifetime). Revoked and expired ones are kept until then, so
 * their tokens still get "revoked" or "expired" rather than "invalid" (unless the
 * cap evicts them first).
 */
function isDead(session: Session, now: number): boolean {
  return now >= session.refreshExpiresAt;
}

/**
 * Makes room for one more entry in an age-ordered map: drops a few dead entries
 * from the oldest end (bounded work per insert, never a pass over the store), then
 * evicts the oldest entry if the map is still full.
 */
function makeRoom<V>(entries: Map<string, V>, cap: number, dead: (entry: V) => boolean, forget: (entry: V) => void): void {
  for (let dropped = 0; dropped < dropsPerInsert; dropped += 1) {
    const oldest = entries.values().next();
    if (oldest.done || !dead(oldest.value)) break;
    forget(oldest.value);
  }
  if (entries.size >= cap) forget(entries.values().next().value!);
}

/** Ids are positive: 0 stands for none (a client's own session). */
function latestKey(userId: number | null, owId: number | null): number | string {
  return pairKey(userId ?? 0, owId ?? 0);
}

function token(): string {
  return randomBytes(24).toString('base64url');
}
