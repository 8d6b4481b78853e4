/**
 * Isolated sessions: a request with `X-Mock-Session: <name>` works in that
 * session's own MockState (world, clock, tokens, outbox, files, journal and
 * rate-limit windows); a request without it in the default session. A session
 * is built from the server's start options on first use, and the least recently
 * used one goes when a new one would pass `maxSessions` (never the default
 * session). So parallel test files, or several developers, share one server
 * without seeing each other's writes (spec/DECISIONS.md M23).
 */
import { ApiError } from './errors.ts';
import { httpMessages } from './messages.ts';
import type { DownloadLimits, StoredFile } from './downloads.ts';
import { MockState, type StateOptions } from './state.ts';

/** The request header naming a session (Node hands header names over lower-cased). */
export const SESSION_HEADER = 'x-mock-session';

/**
 * Sessions kept besides the default one. A fresh session holds about 0.22 MB of
 * heap (its world), one after a contract file's traffic about 0.54 MB
 * (`npm run sessions-heap`): 50 take about 27 MB, and a contract run's files
 * (56, a few at a time) never push out a session still in use.
 */
export const defaultMaxSessions = 50;

/** Names a session may have: safe in logs, URLs and file names. */
export const sessionNamePattern = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A named session's file store: a smaller share than the default session's
 * (256 MB), so that many sessions cannot hold many times that between them.
 */
export const sessionDownloadLimits: DownloadLimits = { ttlMs: 24 * 60 * 60 * 1000, maxFiles: 100, maxBytes: 16 * 1024 * 1024 };

export class MockWorlds {
  /** The session of requests without the header: what `npm start` users and MockServer.state see. */
  readonly default: MockState;
  /** Named sessions, least recently used first. */
  private readonly named = new Map<string, MockState>();

  constructor(
    private readonly options: StateOptions,
    readonly maxSessions = defaultMaxSessions,
  ) {
    if (!Number.isInteger(maxSessions) || maxSessions < 1) throw new RangeError(`maxSessions must be a positive integer: ${maxSessions}`);
    this.default = new MockState(options);
  }

  /**
   * The state of the session a request names in its header (the default one
   * without it), created on first use. A name that is not 1-64 characters of
   * letters, digits, `.`, `_` and `-` is refused (400 on the header).
   */
  of(header: string | string[] | undefined): MockState {
    if (header === undefined) return this.default;
    if (typeof header !== 'string' || !sessionNamePattern.test(header)) {
      throw new ApiError(400, { error: httpMessages.mockSessionInvalid, field: 'X-Mock-Session' });
    }
    const found = this.named.get(header);
    // Deleted and set again: a Map keeps insertion order, so the first entry is the least recently used.
    if (found) this.named.delete(header);
    const state = found ?? this.create();
    this.named.set(header, state);
    return state;
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
    for (const state of [this.default, ...this.named.values()]) {
      const file = state.downloads.get(fileId);
      if (file) return file;
    }
    return undefined;
  }

  private create(): MockState {
    if (this.named.size >= this.maxSessions) this.named.delete(this.named.keys().next().value!);
    return new MockState({ ...this.options, downloadLimits: sessionDownloadLimits });
  }
}
