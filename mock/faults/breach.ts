/**
 * A breach: one way an implementation can break its contract, planted on purpose
 * in a mock started in fault mode, so the contract suites can be shown to catch
 * it. A breach works from outside the domains: it wraps a handler, or rewrites a
 * request before the pipeline sees it or an answer after the mock's own response
 * check, exactly as a broken implementation would look from the wire.
 *
 * The catalogue holds one file per contract domain; what breaches of more than one
 * domain use is here, the shared toolkit, and in deleted-audiences.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../core/pipeline/auth.ts';
import type { Caller, Handler, HandlerContext, HandlerMap } from '../core/toolkit/context.ts';
import type { Session } from '../core/state/sessions.ts';
import type { MockState } from '../core/state/state.ts';

/** The kinds of breach the catalogue covers, each at least once. */
export const breachKinds = [
  'wrong status',
  'missing required field',
  'wrong type',
  'extra envelope',
  'v3 envelope where v2 is due',
  'success true on error',
  'error without its field',
  'ignored auth header',
  'ignored workspace header',
  "another workspace's data",
  'rule not enforced',
  'limit not enforced',
  'readable after delete',
  'paging totals disagree',
] as const;

export type BreachKind = (typeof breachKinds)[number];

export interface Breach {
  /** `<domain>.<what breaks>`: the only way to ask for it. */
  id: string;
  /** The contract suite directory that owns the operation. */
  domain: string;
  /**
   * The suite file (under contracts/) whose test caught it when the catalogue was last swept:
   * the sweep runs it first, so a caught breach costs one file's run. Only an order: the whole
   * suite still runs until a test fails, and the sweep reports the test that did.
   */
  caughtIn: string;
  kind: BreachKind;
  /**
   * What it changes is a deviation from what the documents describe without promising it
   * (a listed field absent, a number as a string, another envelope, an error without its
   * field: spec/DECISIONS.md B1): only `--strict` fails it, and the sweep runs it so.
   */
  deviation?: true;
  /** What the broken implementation does, in one sentence. */
  does: string;
  plant(site: BreachSite): void;
}

/** What a breach may change: the app (to add hooks) and the handler table before routes are built. A hook reads `request.mock.state`. */
export interface BreachSite {
  app: FastifyInstance;
  handlers: HandlerMap;
}

/** A JSON answer on its way out, after the mock checked it. */
export interface Answer {
  status: number;
  // The breach edits whatever shape the operation answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

function operationIdOf(request: FastifyRequest): string | undefined {
  return request.routeOptions.config.compiled?.operation.operationId;
}

/** Rewrites the JSON answers of an operation (status and body) after the response check. */
export function rewriteAnswer(site: BreachSite, operationId: string, rewrite: (answer: Answer, request: FastifyRequest) => void): void {
  site.app.addHook('onSend', async (request, reply, payload) => {
    if (operationIdOf(request) !== operationId || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const answer: Answer = { status: reply.statusCode, body: JSON.parse(payload) };
    rewrite(answer, request);
    reply.code(answer.status);
    return JSON.stringify(answer.body);
  });
}

/** Changes a request of an operation before authentication and validation see it. */
export function rewriteRequest(site: BreachSite, operationId: string, rewrite: (request: FastifyRequest) => void): void {
  site.app.addHook('preValidation', async (request) => {
    if (operationIdOf(request) === operationId) rewrite(request);
  });
}

/**
 * Changes the state of every session once, before the pipeline first reads it (each
 * session has its own): in the first hook for a session that exists, and after
 * admission for one the request creates there (mock/core/pipeline/pipeline.ts, openSession).
 */
export function changeEveryState(site: BreachSite, change: (state: MockState) => void): void {
  const changed = new WeakSet<MockState>();
  const changeOnce = async (request: FastifyRequest) => {
    if (changed.has(request.mock.state)) return;
    changed.add(request.mock.state);
    change(request.mock.state);
  };
  site.app.addHook('onRequest', changeOnce);
  site.app.addHook('preValidation', changeOnce);
}

/** The live user session of a request's bearer token, or null. */
export function userSessionOf(request: FastifyRequest): Session | null {
  const { state } = request.mock;
  const check = state.sessions.check(bearerToken(request.headers) ?? '', state.clock.now());
  return check.ok && check.session.userId !== null ? check.session : null;
}

/**
 * Answers an operation in the workspace the caller logged in to, whatever
 * X-IAA-OW-ID names (or only when one is sent, with `whenSent`).
 */
export function ignoreWorkspaceHeader(site: BreachSite, operationId: string, whenSent = false): void {
  rewriteRequest(site, operationId, (request) => {
    const session = userSessionOf(request);
    if (!session || (whenSent && request.headers['x-iaa-ow-id'] === undefined)) return;
    request.headers['x-iaa-ow-id'] = String(session.owId);
  });
}

/** Page sizes over the documented 1000 quietly served as 1000, in the query fields named. */
export function clampPageSize(site: BreachSite, operationId: string, fields: string[]): void {
  rewriteRequest(site, operationId, (request) => {
    const query = request.query as Record<string, string>;
    for (const field of fields) if (Number(query[field]) > 1000) query[field] = '1000';
  });
}

/** Replaces an operation's handler with one built around the real one. */
export function wrapHandler(site: BreachSite, operationId: string, wrap: (real: Handler) => Handler): void {
  const real = site.handlers[operationId];
  if (!real) throw new Error(`breach names unknown operation ${operationId}`);
  site.handlers[operationId] = wrap(real);
}

/** The caller as the owner of another top-level workspace, to read that workspace's records. */
export function foreignCaller(state: MockState, caller: Caller): Caller {
  const { world } = state;
  const foreign = world.memberships.find((m) => m.isOrganizationOwnerUser && m.owId !== caller.membership.owId && topLevel(state, m.owId));
  if (!foreign) throw new Error('the world has a single workspace');
  return { ...caller, userId: foreign.userId, owId: foreign.owId, membership: foreign };
}

function topLevel(state: MockState, owId: number): boolean {
  return state.world.organizations.find((o) => o.owId === owId)?.parentOwId === null;
}

/** Runs the real handler as the caller and as a caller of another workspace. */
export async function ownAndForeign(real: Handler, ctx: HandlerContext): Promise<[unknown, unknown]> {
  const own = await real(ctx);
  const foreign = await real({ ...ctx, caller: foreignCaller(ctx.state, ctx.caller!) });
  return [own, foreign];
}

/** The caller as seen from their home workspace, whatever organization X-IAA-OW-ID names (creatives and conversions breaches). */
export const atHome = (caller: Caller): Caller => ({ ...caller, owId: caller.membership.owId });
