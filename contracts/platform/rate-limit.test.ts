/**
 * "20 requests per minute; exceeding it returns 429" (document 1, Limits), per
 * user (spec/DECISIONS.md), on the mock clock. The in-process target opens the
 * limit for this file only, and so does a mock elsewhere (it is reset with the
 * limit before each test). Another target is taken with the limit it has: one
 * that lets the 21st request of a minute through has it switched off, and leaves
 * these checks to mocks. Each check counts requests of users made for it, whose
 * windows no other test has spent.
 */
import type { Response } from 'supertest';
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { skipRunning } from '../support/run-mode.ts';
import { operations } from '../support/spec.ts';
import { newUser, sessionFor } from '../users/new-users.ts';
import { describe, expect, it, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget({ rateLimit: 20, retryOn429: false });
const limit = 20;

/** Spends `count` requests of the session's window on a cheap read. */
async function spend(api: Api, session: Session, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await api.ok('listUsers', { as: session });
}

/**
 * The answer to a request past the limit. On a target other than a mock, one
 * that is not a 429 means the target runs with its limit off: the test is left
 * to mocks, where the limit is on for this file.
 */
async function pastTheLimit(api: Api, response: Response): Promise<Response> {
  if (response.status !== 429 && !api.isMock) await skipRunning("mock only: the target's rate limit is off");
  return response;
}

function retryAfterOf(response: Response): number {
  const header = response.headers['retry-after'];
  expect(header, 'a 429 carries Retry-After').toMatch(/^\d+$/);
  return Number(header);
}

/** The 429 of listUsers: documented, in the v3 envelope, with a usable Retry-After. */
async function expectLimited(api: Api, sent: Promise<Response>): Promise<number> {
  const response = await pastTheLimit(api, await sent);
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

  withPersonas(['workspaceOwner'], 'lets 20 requests a minute through and answers the 21st with 429 in the v3 envelope', async ({ api }) => {
    const user = await newUser(api);
    await spend(api, user.session, limit);
    await expectLimited(api, api.call('listUsers', { as: user.session }));
  });

  withPersonas(['workspaceOwner'], 'counts per user: another user is not limited', async ({ api }) => {
    const limited = await newUser(api);
    const other = await newUser(api);
    await spend(api, limited.session, limit);
    await expectLimited(api, api.call('listUsers', { as: limited.session }));
    await api.ok('listUsers', { as: other.session });
  });

  withPersonas(['workspaceOwner'], 'counts per user: a new token of the same user is still limited', async ({ api }) => {
    const user = await newUser(api);
    await spend(api, user.session, limit);
    const again = await sessionFor(api, user.email, user.password, user.owId);
    await expectLimited(api, api.call('listUsers', { as: again }));
  });

  mockOnly('lets the user through again once the minute has passed, refused requests not counting', 'moves the clock', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    await spend(api, session, limit);
    for (let i = 0; i < 5; i++) await expectLimited(api, api.call('listUsers', { as: session }));
    await advanceClock(api.target, 60_000);
    await spend(api, session, limit);
    await expectLimited(api, api.call('listUsers', { as: session }));
  });

  mockOnly('says in Retry-After when the oldest request leaves the window', 'moves the clock', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    await spend(api, session, limit / 2);
    await advanceClock(api.target, 20_000);
    await spend(api, session, limit / 2);
    expect(await expectLimited(api, api.call('listUsers', { as: session }))).toBe(40);
    await advanceClock(api.target, 39_000);
    expect(await expectLimited(api, api.call('listUsers', { as: session }))).toBe(1);
    await advanceClock(api.target, 1_000);
    await spend(api, session, limit / 2);
    await expectLimited(api, api.call('listUsers', { as: session }));
  });

  // Last: it spends the client's window, which logins and sign-ups share.
  it('answers the token endpoint with the OAuth 429 body', async ({ api }) => {
    for (let i = 0; i < limit; i++) await api.ok('issueToken', { client: true, form: { grant_type: 'client_credentials' } });
    const response = await pastTheLimit(api, await api.call('issueToken', { client: true, form: { grant_type: 'client_credentials' } }));
    expectContract(response, 'issueToken', 429);
    expect(response.body).toEqual({ error: 'rate_limited', error_description: messages.tooManyRequests });
    expect(retryAfterOf(response)).toBeGreaterThan(0);
    expect(retryAfterOf(response)).toBeLessThanOrEqual(60);
  });
});
