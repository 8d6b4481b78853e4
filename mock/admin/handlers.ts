/**
 * The /__mock control API: reset, fixtures, settings, clock, outbox, request
 * journal, snapshots, and a stand-in for the consent page of the
 * authorization-code grant. Each acts on the request's session (X-Mock-Session),
 * which the pipeline hands over as `state`.
 */
import { checkedDefinition, RuleRefusal } from '../core/pipeline/answer-rules.ts';
import { Reply, type Handler, type HandlerMap } from '../core/toolkit/context.ts';
import { isClockInstant } from '../core/state/clock.ts';
import { parseDuration } from '../core/state/durations.ts';
import { ApiError } from '../core/toolkit/errors.ts';
import { adminMessages } from './messages.ts';
import { userMessages } from '../domains/users/messages.ts';
import type { JournalFilter } from '../core/pipeline/journal.ts';
import { SnapshotMismatch } from '../core/state/snapshot-reader.ts';
import { SESSION_HEADER } from '../core/state/worlds.ts';
import type { ValidatorLookup } from '../core/pipeline/validation.ts';
import { UserStatus } from '../domains/users/model.ts';
import type { World } from '../domains/world.ts';

const resetWorld: Handler<{ seed?: number; rateLimit?: number | null; frozenClock?: boolean } | undefined> = ({ body, state }) => {
  state.reset(body ?? {});
  return { seed: state.seed, now: state.clock.now() };
};

/** The world's named fixtures as QA reads them (personas, credentials, notable ids). */
export type WorldDescriber = (world: World) => unknown;

function fixturesHandler(describeWorld: WorldDescriber): Handler {
  return ({ state }) => describeWorld(state.world);
}

/** `maxSessions` comes with the settings, so a client can tell a mock that keeps sessions. */
function settingsHandler(maxSessions: number): Handler {
  return ({ state, headers }) => ({
    seed: state.seed,
    rateLimit: state.rateLimiter.limit,
    frozenClock: state.clock.snapshot().frozen,
    session: headers[SESSION_HEADER] ?? null,
    maxSessions,
  });
}

const getClock: Handler = ({ state }) => state.clock.snapshot();

const setClock: Handler<{ advance?: string; advanceMs?: number; now?: number | string; frozen?: boolean }> = ({ body, state }) => {
  // Checked whole before anything moves, so a refused request leaves the clock as it was.
  const advanceMs = clockAdvance(body);
  const from = body.now === undefined ? state.clock.now() : typeof body.now === 'number' ? body.now : Date.parse(body.now);
  const to = from + (advanceMs ?? 0);
  if (!isClockInstant(from) || !isClockInstant(to)) {
    const field = body.advance !== undefined ? 'advance' : body.advanceMs !== undefined ? 'advanceMs' : 'now';
    throw new ApiError(422, { error: adminMessages.clockOutOfRange, field });
  }
  if (body.now !== undefined || advanceMs !== undefined) state.clock.set(to);
  if (body.frozen !== undefined) state.clock.setFrozen(body.frozen);
  return state.clock.snapshot();
};

/** The move asked for, in ms: `advanceMs`, or `advance` in words (the schema has checked its form). */
function clockAdvance(body: { advance?: string; advanceMs?: number }): number | undefined {
  if (body.advance === undefined) return body.advanceMs;
  if (body.advanceMs !== undefined) throw new ApiError(422, { error: adminMessages.clockAdvanceTwice, field: 'advance' });
  return parseDuration(body.advance)!;
}

const listOutbox: Handler<unknown, { to?: string; kind?: string }> = ({ query, state }) => ({
  emails: state.outbox.list(query),
});

const listRequests: Handler<unknown, JournalFilter> = ({ query, state }) => state.journal.page(query);

/** Not journalled when it succeeds (Journal.record): the journal after it is empty. */
const clearRequests: Handler = ({ state }) => ({ deleted: state.journal.clear() });

const createAuthorizationCode: Handler<{ email: string; redirectUri: string }> = ({ body, state, now }) => {
  const user = state.world.users.find((u) => u.email.toLowerCase() === body.email.toLowerCase());
  const membership = user && state.world.memberships.find((m) => m.userId === user.userId && m.statusId === UserStatus.active);
  if (!user || !membership) throw new ApiError(404, { error: userMessages.emailNotFound, field: 'email' });
  const { code, redirectUri, expiresAt } = state.sessions.createCode(user.userId, membership.owId, body.redirectUri, now);
  return { code, redirectUri, expiresAt };
};

const getSnapshot: Handler = ({ state }) => state.snapshot();

/** Restored whole or not at all: MockState.restore checks every part before it applies any. */
const restoreSnapshot: Handler<unknown> = async ({ body, state }) => {
  try {
    await state.restore(body);
  } catch (error) {
    if (!(error instanceof SnapshotMismatch)) throw error;
    throw new ApiError(422, { error: adminMessages.snapshotInvalid, field: error.path || 'body', reason: error.message });
  }
  return { seed: state.seed, now: state.clock.now() };
};

/** Answer rules (M25): `responses` loads the response validators a custom answer's body is checked with. */
function ruleHandlers(responses: () => Promise<ValidatorLookup>): HandlerMap {
  const createRule: Handler<unknown> = async ({ body, state }) => {
    try {
      // Checked whole before it is added: a refused rule changes nothing.
      return new Reply(201, state.rules.add(await checkedDefinition(body, '', responses)));
    } catch (error) {
      if (!(error instanceof RuleRefusal)) throw error;
      throw new ApiError(error.status, { error: error.message, field: error.field });
    }
  };
  const deleteRule: Handler<unknown, unknown, { ruleId: string }> = ({ params, state }) => {
    const rule = state.rules.list().find((r) => r.id === params.ruleId);
    if (!rule || !state.rules.delete(rule.id)) throw new ApiError(404, { error: adminMessages.ruleNotFound, field: 'ruleId' });
    return rule;
  };
  return {
    listRules: ({ state }) => ({ rules: state.rules.list() }),
    createRule,
    deleteRule,
    clearRules: ({ state }) => ({ deleted: state.rules.clear() }),
  };
}

/**
 * The admin handlers of a server keeping `maxSessions` sessions besides the default one,
 * describing worlds with `describeWorld`; `responses` loads the response validators.
 */
export const adminHandlers = (maxSessions: number, describeWorld: WorldDescriber, responses: () => Promise<ValidatorLookup>): HandlerMap => ({
  ...ruleHandlers(responses),
  resetWorld,
  getFixtures: fixturesHandler(describeWorld),
  getSettings: settingsHandler(maxSessions),
  getClock,
  setClock,
  listOutbox,
  listRequests,
  clearRequests,
  createAuthorizationCode,
  getSnapshot,
  restoreSnapshot,
});
