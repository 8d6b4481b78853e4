/**
 * The session and authorization-code stores are capped (spec/DECISIONS.md L4):
 * dead entries go lazily as new ones are made, and a full store evicts its oldest
 * entry. A token or code that was forgotten answers exactly as an unknown one.
 */
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server.ts';
import { accessTokenLifetimeMs, authorizationCodeLifetimeMs, maxAuthorizationCodes, maxSessions, refreshTokenLifetimeMs, Sessions } from './sessions.ts';

const t0 = Date.UTC(2026, 0, 5, 9);
const owId = 1001;

/** Fills the store with one session per user id 1..count, all at `now`. */
function issueMany(sessions: Sessions, count: number, now = t0) {
  return Array.from({ length: count }, (_, i) => sessions.issue(i + 1, owId, now));
}

describe('the session cap', () => {
  it('evicts the oldest session past the cap: its tokens answer as unknown ones', () => {
    const sessions = new Sessions();
    const [first, second] = issueMany(sessions, maxSessions + 1);
    expect(sessions.size.sessions).toBe(maxSessions);
    expect(sessions.check(first!.accessToken, t0)).toEqual({ ok: false, problem: 'invalid' });
    expect(sessions.check(first!.accessToken, t0)).toEqual(sessions.check('never-issued', t0));
    expect(sessions.refresh(first!.refreshToken, t0)).toBeNull();
    expect(sessions.check(second!.accessToken, t0).ok).toBe(true);
  });

  it('does not hand an evicted session out again at login', () => {
    const sessions = new Sessions();
    const [first] = issueMany(sessions, maxSessions + 1);
    const again = sessions.issue(1, owId, t0);
    expect(again.accessToken).not.toBe(first!.accessToken);
    expect(sessions.check(again.accessToken, t0).ok).toBe(true);
  });

  it('stays at the cap under a chain of refreshes', () => {
    const sessions = new Sessions();
    let current = sessions.issue(1, owId, t0);
    for (let i = 0; i < maxSessions + 500; i += 1) current = sessions.refresh(current.refreshToken, t0)!;
    expect(sessions.size.sessions).toBe(maxSessions);
    expect(sessions.check(current.accessToken, t0).ok).toBe(true);
  });

  it('drops sessions past their refresh lifetime when new ones are made', () => {
    const sessions = new Sessions();
    const old = sessions.issue(1, owId, t0);
    const later = t0 + refreshTokenLifetimeMs;
    sessions.issue(2, owId, later);
    expect(sessions.size.sessions).toBe(1);
    expect(sessions.check(old.accessToken, later)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('keeps expired and revoked sessions until then, so they still answer expired or revoked', () => {
    const sessions = new Sessions();
    const expired = sessions.issue(1, owId, t0);
    const revoked = sessions.issue(2, owId, t0);
    sessions.revoke(revoked);
    const nextDay = t0 + accessTokenLifetimeMs;
    sessions.issue(3, owId, nextDay);
    expect(sessions.check(expired.accessToken, nextDay)).toEqual({ ok: false, problem: 'expired' });
    expect(sessions.check(revoked.accessToken, nextDay)).toEqual({ ok: false, problem: 'revoked' });
  });
});

describe('the authorization-code cap', () => {
  const redirectUri = 'http://127.0.0.1:3000/callback';

  it('evicts the oldest code past the cap: it is refused as an unknown one', () => {
    const sessions = new Sessions();
    const codes = Array.from({ length: maxAuthorizationCodes + 1 }, () => sessions.createCode(1, owId, redirectUri, t0));
    expect(sessions.size.codes).toBe(maxAuthorizationCodes);
    expect(sessions.redeemCode(codes[0]!.code, redirectUri, t0)).toBeNull();
    expect(sessions.redeemCode(codes[1]!.code, redirectUri, t0)).not.toBeNull();
  });

  it('drops expired codes when new ones are made', () => {
    const sessions = new Sessions();
    const old = sessions.createCode(1, owId, redirectUri, t0);
    const later = t0 + authorizationCodeLifetimeMs;
    sessions.createCode(1, owId, redirectUri, later);
    expect(sessions.size.codes).toBe(1);
    expect(sessions.redeemCode(old.code, redirectUri, t0)).toBeNull();
  });

  it('forgets a code once redeemed: it works once', () => {
    const sessions = new Sessions();
    const { code } = sessions.createCode(1, owId, redirectUri, t0);
    expect(sessions.redeemCode(code, 'http://elsewhere.example/', t0)).toBeNull();
    expect(sessions.redeemCode(code, redirectUri, t0)).toMatchObject({ userId: 1, owId });
    expect(sessions.size.codes).toBe(0);
    expect(sessions.redeemCode(code, redirectUri, t0)).toBeNull();
  });
});

describe('an evicted token at the API', () => {
  it('gets the same 401 as a token never issued', async () => {
    const { app, state } = await buildServer({ rateLimit: null, frozenClock: true });
    const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v3/ua/login',
      headers: { authorization: basic },
      payload: { grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' },
    });
    const token: string = login.json().data.access_token;
    const listUsers = (bearer: string) =>
      app.inject({ method: 'GET', url: '/api/v3/ua/users/list', headers: { authorization: `Bearer ${bearer}`, 'x-iaa-ow-id': String(owId) } });
    expect((await listUsers(token)).statusCode).toBe(200);
    for (let userId = 1000; userId < 1000 + maxSessions; userId += 1) state.sessions.issue(userId, owId, state.clock.now());
    const evicted = await listUsers(token);
    const unknown = await listUsers('never-issued-token');
    expect(evicted.statusCode).toBe(401);
    expect(evicted.body).toBe(unknown.body);
    await app.close();
  });
});
