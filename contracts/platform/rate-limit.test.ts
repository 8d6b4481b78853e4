/**
 * "20 requests per minute; exceeding it returns 429" (document 1, Limits), per
 * user (spec/DECISIONS.md), on the mock clock. The in-process target opens the
 * limit for this file only.
 */
import { describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock } from '../support/admin.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { operations } from '../support/spec.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget({ rateLimit: 20, retryOn429: false });
const limit = 20;

/** Spends `count` requests of the session's window on a cheap read. */
async function spend(session: Session, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await callOk(suite.current, 'listUsers', { as: session });
}

function retryAfterOf(response: Response): number {
  const header = response.headers['retry-after'];
  expect(header, 'a 429 carries Retry-After').toMatch(/^\d+$/);
  return Number(header);
}

/** The 429 of listUsers: documented, in the v3 envelope, with a usable Retry-After. */
function expectLimited(response: Response): number {
  expectContract(response, 'listUsers', 429);
  expect(errorsOf(response)[0]?.error).toBe(messages.tooManyRequests);
  const seconds = retryAfterOf(response);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  return seconds;
}

describe('rate limit', () => {
  it('is documented (429) by every operation of the platform', () => {
    const undocumented = operations.filter((op) => op.isPlatform && !op.responses.has(429)).map((op) => op.operationId);
    expect(undocumented).toEqual([]);
  });

  withPersonas(suite, ['workspaceOwner'], 'lets 20 requests a minute through and answers the 21st with 429 in the v3 envelope', async () => {
    const session = await login(suite.current, 'workspaceOwner');
    await spend(session, limit);
    expectLimited(await call(suite.current, 'listUsers', { as: session }));
  });

  it('answers the token endpoint with the OAuth 429 body', async () => {
    for (let i = 0; i < limit; i++) await callOk(suite.current, 'issueToken', { client: true, form: { grant_type: 'client_credentials' } });
    const response = expectContract(await call(suite.current, 'issueToken', { client: true, form: { grant_type: 'client_credentials' } }), 'issueToken', 429);
    expect(response.body).toEqual({ error: 'rate_limited', error_description: messages.tooManyRequests });
    expect(retryAfterOf(response)).toBeGreaterThan(0);
    expect(retryAfterOf(response)).toBeLessThanOrEqual(60);
  });

  withPersonas(suite, ['workspaceOwner', 'activeMember'], 'counts per user: another user is not limited', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const member = await login(suite.current, 'activeMember');
    await spend(owner, limit);
    expectLimited(await call(suite.current, 'listUsers', { as: owner }));
    await callOk(suite.current, 'listUsers', { as: member });
  });

  withPersonas(suite, ['workspaceOwner'], 'counts per user: a new token of the same user is still limited', async () => {
    await spend(await login(suite.current, 'workspaceOwner'), limit);
    expectLimited(await call(suite.current, 'listUsers', { as: await login(suite.current, 'workspaceOwner') }));
  });

  mockOnly(suite, 'lets the user through again once the minute has passed, refused requests not counting', 'moves the clock', async () => {
    const session = await login(suite.current, 'workspaceOwner');
    await spend(session, limit);
    for (let i = 0; i < 5; i++) expectLimited(await call(suite.current, 'listUsers', { as: session }));
    await advanceClock(suite.current, 60_000);
    await spend(session, limit);
    expectLimited(await call(suite.current, 'listUsers', { as: session }));
  });

  mockOnly(suite, 'says in Retry-After when the oldest request leaves the window', 'moves the clock', async () => {
    const session = await login(suite.current, 'workspaceOwner');
    await spend(session, limit / 2);
    await advanceClock(suite.current, 20_000);
    await spend(session, limit / 2);
    expect(expectLimited(await call(suite.current, 'listUsers', { as: session }))).toBe(40);
    await advanceClock(suite.current, 39_000);
    expect(expectLimited(await call(suite.current, 'listUsers', { as: session }))).toBe(1);
    await advanceClock(suite.current, 1_000);
    await spend(session, limit / 2);
    expectLimited(await call(suite.current, 'listUsers', { as: session }));
  });

  mockOnly(suite, 'does not limit the admin API', 'admin API', async () => {
    const session = await login(suite.current, 'workspaceOwner');
    await spend(session, limit);
    expectLimited(await call(suite.current, 'listUsers', { as: session }));
    for (let i = 0; i < limit + 5; i++) {
      await callOk(suite.current, 'getClock', { headers: { Authentication: `Bearer ${session.token}` } });
    }
  });

  mockOnly(suite, 'lets a local browser app read the 429 and its Retry-After', 'the origin policy is the mock\'s', async () => {
    const session = await login(suite.current, 'workspaceOwner');
    await spend(session, limit);
    const origin = 'http://localhost:5173';
    const response = await call(suite.current, 'listUsers', { as: session, headers: { Origin: origin } });
    expectLimited(response);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-expose-headers']).toMatch(/\bRetry-After\b/i);
  });
});
