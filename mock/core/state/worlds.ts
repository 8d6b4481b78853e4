/**
 * Isolated sessions: a request with `X-Mock-Session: <name>` works in that
 * session's own MockState (world, clock, tokens, outbox, files, journal and the
 * windows of its users and clients); a request without it in the default session.
 * So parallel test files, or several developers, share one server without seeing
 * each other's writes (spec/DECISIONS.md M23).
 *
 * A session costs a world build (some 17 times a 404's CPU), so only a request that is
 * an operation of the spec and passed the admission checks creates one (the
 * pipeline's admission stage calls `open`); at most `maxNewSessionsPerMinute` a
 * minute per address. A full table makes room only by dropping a session nobody
 * used for `sessionIdleMs`, or one the same address created: a flood of new names
 * cannot push out the sessions others are using, and is answered 503 instead.
 */
import type { RuleDefinition } from '../pipeline/answer-rules.ts';
import { ApiError } from '../toolkit/errors.ts';
import { httpMessages } from '../toolkit/messages.ts';
import type { DownloadLimits, StoredFile } from './downloads.ts';
import { AddressWindows, RateWindows } from '../pipeline/rate-limit.ts';
import { MockState, type StateOptions } from './state.ts';

/** The request header naming a session (Node hands header names over lower-cased). */
export const SESSION_HEADER = 'x-mock-session';
/**
 * The answer header telling a client its session was created by this request
 * (`true`): on a name it used before, that its session had gone and starts afresh.
 * Lower case, as Fastify sends it (mock/core/pipeline/cors.ts says why).
 */
export const SESSION_CREATED_HEADER = 'x-mock-session-created';

/**
 * Sessions kept besides the default one. A fresh session holds about 0.22 MB of
 * heap (its world), one after a contract file's traffic about 0.54 MB
 * (`npm run sessions-heap`): 50 take about 27 MB, and a contract run's files
 * (58, a few at a time) push out only sessions of their own address.
 */
export const defaultMaxSessions = 50;

/**
 * A session nobody has named for this long (real time) may go to make room for a
 * new one: longer than any pause of a client at work (a contract file waits at
 * most a minute, on a 429's Retry-After).
 */
export const sessionIdleMs = 10 * 60_000;

/**
 * New sessions one address may create in a minute: each costs a world build. A
 * contract run creates one per test file (58), so two runs at once from one
 * machine still pass; a flood from one address costs at most 120 world builds a minute.
 */
export const maxNewSessionsPerMinute = 120;

/** Names a session may have: safe in logs, URLs and file names. */
export const sessionNamePattern = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A named session's file store: a smaller share than the default session's
 * (256 MB), so that many sessions cannot hold many times that between them.
 */
export const sessionDownloadLimits: DownloadLimits = { ttlMs: 24 * 60 * 60 * 1000, maxFiles: 100, maxBytes: 16 * 1024 * 1024 };

/**
 * The session name a header carries. A name that is not 1-64 characters of
 * letters, digits, `.`, `_` and `-` (a repeated header comes joined) is refused
 * (400 on the header).
 */
export function sessionNameOf(header: string | string[]): string {
  if (typeof header !== 'string' || !sessionNamePattern.test(header)) {
    throw new ApiError(400, { error: httpMessages.mockSessionInvalid, field: 'X-Mock-Session' });
  }
  return header;
}

/** A named session: its state, the address that created it and when it was last named (performance.now()). */
interface Session {
  readonly state: MockState;
  readonly creator: string;
  usedAt: number;
}

/** The creator of sessions made in-process (`of`), not by a request. */
const inProcess = '';

export class MockWorlds {
  /** The session of requests without the header: what `npm start` users and MockServer.state see. */
  readonly default: MockState;
  /** Named sessions, least recently used first. */
  private readonly named = new Map<string, Session>();
  /** The rate-limit windows of callers known only by address, shared by every session (spec/DECISIONS.md L1). */
  private readonly addressWindows = new AddressWindows();
  /** Sessions each address created in the last minute. */
  private readonly creations = new RateWindows();
  /** The rules every session starts with (--rules FILE): the states' options hold this list, which addStartRules grows. */
  private readonly startRules: RuleDefinition[];
  private readonly options: StateOptions;

  constructor(
    options: StateOptions,
    readonly maxSessions = defaultMaxSessions,
  ) {
    if (!Number.isInteger(maxSessions) || maxSessions < 1) throw new RangeError(`maxSessions must be a positive integer: ${maxSessions}`);
    this.startRules = [...options.startRules];
    this.options = { ...options, startRules: this.startRules };
    this.default = this.build(this.options);
  }

  /**
   * Adds checked rules that every session starts with: to each session held now (all or
   * none: each must have room for them) and to each one created or reset later.
   */
  addStartRules(definitions: readonly RuleDefinition[]): void {
    const states = this.states;
    for (const state of states) state.rules.checkRoom(definitions.length);
    for (const state of states) state.rules.addAll(definitions);
    this.startRules.push(...definitions);
  }

  /** The session of this name, marked as used at `now`; undefined when there is none (nothing is created). */
  use(name: string, now: number): MockState | undefined {
    const session = this.named.get(name);
    if (!session) return undefined;
    // Deleted and set again: a Map keeps insertion order, so the first entry is the least recently used.
    this.named.delete(name);
    this.named.set(name, session);
    session.usedAt = now;
    return session.state;
  }

  /**
   * Creates the session `name` for a request from `address` that passed admission.
   * Refused with 503 (and Retry-After) when the address created its share this
   * minute, or when every session is in use by others.
   */
  open(name: string, address: string, now: number): MockState {
    // Another request may have created it since the first stage looked (an async hook of a planted breach runs between).
    const existing = this.use(name, now);
    if (existing) return existing;
    const room = this.roomFor(address, now);
    const counted = this.creations.take(address, now, maxNewSessionsPerMinute);
    if (!counted.allowed) {
      const reason = `At most ${maxNewSessionsPerMinute} new sessions a minute from one address.`;
      throw unavailable(httpMessages.mockSessionsTooFast, reason, counted.retryAfterSeconds);
    }
    if (room !== null) this.named.delete(room);
    return this.add(name, address, now);
  }

  /**
   * The state of a session by its header (the default one without it), created
   * unchecked when there is none: for callers in the same process (tests,
   * embedding). Requests go through `use` and `open`.
   */
  of(header: string | string[] | undefined): MockState {
    if (header === undefined) return this.default;
    const name = sessionNameOf(header);
    const now = performance.now();
    const found = this.use(name, now);
    if (found) return found;
    if (this.named.size >= this.maxSessions) this.named.delete(this.named.keys().next().value!);
    return this.add(name, inProcess, now);
  }

  /** Every session's state held now, the default one first. */
  get states(): MockState[] {
    return [this.default, ...[...this.named.values()].map((session) => session.state)];
  }

  /** Names of the sessions held now, least recently used first (not the default one). */
  get names(): string[] {
    return [...this.named.keys()];
  }

  /**
   * A file by the id its link carries, in whichever session saved it. A link is its
   * own credential (a random id): a browser following one sends no session header.
   */
  findFile(fileId: string): StoredFile | undefined {
    const file = this.default.downloads.get(fileId);
    if (file) return file;
    for (const { state } of this.named.values()) {
      const found = state.downloads.get(fileId);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * The session to drop for a new one from `address` (null when the table has room):
   * the least recently used, if it is idle (it is then the idlest of all); else the
   * least recently used that this address created (a client may push out its own,
   * as a contract run's 58 files do in a table of 50). None: 503, until the least
   * recently used turns idle.
   */
  private roomFor(address: string, now: number): string | null {
    if (this.named.size < this.maxSessions) return null;
    const [leastRecent, oldest] = this.named.entries().next().value!;
    if (now - oldest.usedAt >= sessionIdleMs) return leastRecent;
    for (const [name, session] of this.named) if (session.creator === address) return name;
    const reason = `The server keeps ${this.maxSessions} sessions, each named within the last ${sessionIdleMs / 60_000} minutes.`;
    throw unavailable(httpMessages.mockSessionsFull, reason, Math.ceil((oldest.usedAt + sessionIdleMs - now) / 1000));
  }

  private add(name: string, creator: string, now: number): MockState {
    const state = this.build({ ...this.options, downloadLimits: sessionDownloadLimits });
    this.named.set(name, { state, creator, usedAt: now });
    return state;
  }

  private build(options: StateOptions): MockState {
    const state = new MockState(options);
    state.rateLimiter.shareAddresses(this.addressWindows);
    return state;
  }
}

/** A session refused for want of room or of the address's share: 503 on the header, with Retry-After. */
function unavailable(error: string, reason: string, retryAfterSeconds: number): ApiError {
  return new ApiError(
    503,
    { error, field: 'X-Mock-Session', reason },
    { oauthCode: 'temporarily_unavailable', headers: { 'Retry-After': String(Math.max(1, retryAfterSeconds)) } },
  );
}
