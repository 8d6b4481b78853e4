/**
 * Keeping a run within a target's rate limit, and counting what it sent.
 *
 * Every request goes through `sendPaced`, which knows its caller: the user whose
 * token it carries, the client whose credentials it carries, or the address alone
 * (`callerOf`). The platform counts its limit per caller, so the run does too:
 * - CONTRACT_MAX_RATE=N (`--max-rate`) keeps the whole run under N requests a minute.
 * - Without it, the first 429 teaches the limit: the requests its caller sent in the
 *   minute before it. From then on each caller is kept under it. A 429 on a caller
 *   that was under the learnt limit shows the limit is the whole run's, not each
 *   caller's: from then on the whole run is kept under it.
 * - A request counts from when its answer came, by when the target has surely
 *   counted it; a refused one (429) not at all; one whose credentials the target
 *   refused (401) as the address's, as the platform counts it.
 * - A 429 is waited out (Retry-After) and the same request sent again: a retry,
 *   never a failure. A 429 the test asked for (the rate-limit suite, `Prefer:
 *   code=429`) is its answer, neither waited out nor learnt from.
 * - A 429 the run earned once it knew the limit is "avoidable": the summary counts
 *   them, and the pacing is wrong if there is any.
 *
 * The pace (the limit once known and each caller's request times) lives in a file
 * (CONTRACT_PACE_FILE), since a run's files run in processes of their own; against
 * a server whose files take turns, one process at a time writes it. Every request
 * is appended to CONTRACT_LEDGER (time, operationId, status, retry, caller, whether
 * an earned 429 and whether an avoidable one), for the runner's counts, the smoke
 * run's check that every operation was called, and its floor
 * (scripts/contracts/results.ts).
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';

export const minuteMs = 60_000;
/** Waits on one request before giving up and returning the 429 to the test. */
const maxRetries = 8;
/** The caller of a request that carries no credentials: its address, the same for the whole run. */
export const addressCaller = 'address';

export interface LedgerEntry {
  at: number;
  operationId: string;
  status: number;
  /** The request was a retry after a 429. */
  retry: boolean;
  /** Whom the target counts it against (`callerOf`). */
  caller: string;
  /** A 429 the run earned (not one the test asked for). */
  rateLimited: boolean;
  /** A 429 the run earned though it knew the limit. */
  avoidable: boolean;
}

/** What the run knows of the target's limit, and each caller's requests in the last minute. */
export interface PaceState {
  /** Requests a minute; null until --max-rate or a 429 says. */
  limit: number | null;
  /** Whether the limit holds for each caller apart or for the whole run. */
  scope: 'caller' | 'run';
  /** When the limit was learnt from a 429 (ms since the epoch); null when --max-rate gave it. */
  learntAt: number | null;
  sent: Record<string, number[]>;
}

/** Credentials a request carries, as far as the target's limit is concerned. */
export interface CallerCredentials {
  /** The bearer token, and whose it is when known (the login's e-mail). */
  token?: { value: string; user?: string };
  /** The client id of Basic credentials. */
  clientId?: string;
  /** Another credential header's value (a test sending its own Authorization). */
  other?: string;
}

/** The caller the target counts a request against: its user, its client, or the address. */
export function callerOf(credentials: CallerCredentials): string {
  if (credentials.token) return `user:${credentials.token.user ?? `token-${digest(credentials.token.value)}`}`;
  if (credentials.clientId !== undefined) return `client:${credentials.clientId}`;
  if (credentials.other !== undefined) return `credentials:${digest(credentials.other)}`;
  return addressCaller;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

interface Answer {
  status: number;
  headers: Record<string, unknown>;
}

export interface PacedSend<R extends Answer> {
  operationId: string;
  caller: string;
  /** Sends the request (again, on a retry). */
  send: () => Promise<R>;
  /** Wait out a 429 and send again; false when the test expects its 429s. */
  waitOut429: boolean;
}

/**
 * Sends a request once the target's limit allows it, and records it. A 429 that is
 * not the test's business teaches the limit, is waited out and the request sent again.
 */
export async function sendPaced<R extends Answer>({ operationId, caller, send, waitOut429 }: PacedSend<R>, env = process.env): Promise<R> {
  for (let attempt = 0; ; attempt += 1) {
    const sentAt = await paceRequest(caller, env);
    const response = await send();
    const limited = response.status === 429 && waitOut429;
    // Credentials the target refused make a request the address's, as the target counts it (L1).
    const counted = response.status === 401 ? addressCaller : caller;
    const avoidable = limited ? noteRateLimited(caller, sentAt, env) : noteAnswered(caller, sentAt, counted, env);
    recordRequest({ operationId, status: response.status, retry: attempt > 0, caller: counted, rateLimited: limited, avoidable }, env);
    if (!limited || attempt >= maxRetries) return response;
    await waitRetryAfter(String(response.headers['retry-after'] ?? ''));
  }
}

/**
 * Waits until one more request of `caller` keeps within the limit, then counts it as
 * sent; answers the time it was counted at, for `noteAnswered` or `noteRateLimited`.
 */
export async function paceRequest(caller: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  for (;;) {
    const state = keptPace(env);
    if (state === null) return Date.now();
    const window = windowOf(state, caller, Date.now());
    if (window.length < state.limit!) {
      const sentAt = Date.now();
      (state.sent[caller] ??= []).push(sentAt);
      writePace(env.CONTRACT_PACE_FILE!, state);
      return sentAt;
    }
    await sleep(window[0]! + minuteMs - Date.now() + 10);
  }
}

/**
 * The request counted at `sentAt` was answered: from now on it counts from the time of
 * its answer, by when the target had surely counted it (its window leaves no sooner than
 * the target's does), and against `counted`, the caller the target counted it against.
 * False: an answer is never an avoidable 429.
 */
function noteAnswered(caller: string, sentAt: number, counted: string, env: NodeJS.ProcessEnv): false {
  const state = keptPace(env);
  if (state === null) return false;
  if (forget(state, caller, sentAt)) (state.sent[counted] ??= []).push(Date.now());
  writePace(env.CONTRACT_PACE_FILE!, state);
  return false;
}

/**
 * A 429 came to `caller`: the target did not count the request sent at `sentAt`, so
 * neither does the run. Learns the limit when none is known yet (from the ledger: the
 * caller's answered requests of the last minute); widens it to the whole run when the
 * caller was under it. Whether the 429 was avoidable: the limit was known.
 */
export function noteRateLimited(caller: string, sentAt: number, env: NodeJS.ProcessEnv = process.env): boolean {
  const file = env.CONTRACT_PACE_FILE;
  if (!file) return false;
  const now = Date.now();
  const kept = keptPace(env);
  if (kept === null) {
    writePace(file, learntPace(caller, now, env));
    return false;
  }
  forget(kept, caller, sentAt);
  if (kept.scope === 'caller' && windowOf(kept, caller, now).length < kept.limit!) kept.scope = 'run';
  writePace(file, kept);
  return true;
}

/**
 * The pace being kept, once there is one: --max-rate's, or the one a 429 taught (the
 * pace file). Null while there is none: until then a request costs no file work, and
 * the ledger alone holds what a first 429 will learn from.
 */
function keptPace(env: NodeJS.ProcessEnv): PaceState | null {
  const file = env.CONTRACT_PACE_FILE;
  if (!file) return null;
  return existsSync(file) ? readPace(file, env) : givenPace(env);
}

/** The pace --max-rate gives before any request: the whole run under it; null without one. */
function givenPace(env: NodeJS.ProcessEnv): PaceState | null {
  const maxRate = Number(env.CONTRACT_MAX_RATE);
  return maxRate > 0 ? { limit: maxRate, scope: 'run', learntAt: null, sent: {} } : null;
}

/** The pace a first 429 to `caller` teaches: its answered requests of the last minute are the limit, each caller's kept apart. */
function learntPace(caller: string, now: number, env: NodeJS.ProcessEnv): PaceState {
  const sent: Record<string, number[]> = {};
  const recent = env.CONTRACT_LEDGER ? readLedger(env.CONTRACT_LEDGER).filter((e) => !e.rateLimited && e.at > now - minuteMs) : [];
  for (const entry of recent) (sent[entry.caller] ??= []).push(entry.at);
  return { limit: Math.max(1, sent[caller]?.length ?? 0), scope: 'caller', learntAt: now, sent };
}

/** Removes the request counted at `sentAt` from `caller`'s window; whether it was there. */
function forget(state: PaceState, caller: string, sentAt: number): boolean {
  const times = state.sent[caller] ?? [];
  const index = times.indexOf(sentAt);
  if (index >= 0) times.splice(index, 1);
  return index >= 0;
}

/** The pace a run's file holds; before there is one, --max-rate's, or no limit at all. */
export function readPace(file: string, env: NodeJS.ProcessEnv = process.env): PaceState {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PaceState;
  } catch {
    // No pace kept yet in this run.
    return givenPace(env) ?? { limit: null, scope: 'caller', learntAt: null, sent: {} };
  }
}

function writePace(file: string, state: PaceState): void {
  const since = Date.now() - minuteMs;
  for (const [caller, times] of Object.entries(state.sent)) {
    const recent = times.filter((t) => t > since);
    if (recent.length > 0) state.sent[caller] = recent;
    else delete state.sent[caller];
  }
  try {
    writeFileSync(file, JSON.stringify(state));
  } catch (error) {
    // The run is over and its scratch folder gone (a run stopped at its first failure): nothing is left to pace.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** The times in the last minute that count toward `caller`'s limit: its own, or the whole run's. */
function windowOf(state: PaceState, caller: string, now: number): number[] {
  const times = state.scope === 'run' ? Object.values(state.sent).flat() : (state.sent[caller] ?? []);
  return times.filter((t) => t > now - minuteMs).sort((a, b) => a - b);
}

/** How long a 429 asks to wait: its Retry-After in seconds (one second when absent or unreadable). */
export function retryDelayMs(retryAfter: string | undefined): number {
  const seconds = Number(retryAfter);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 1) * 1000;
}

export async function waitRetryAfter(retryAfter: string | undefined): Promise<void> {
  await sleep(retryDelayMs(retryAfter));
}

export function recordRequest(entry: Omit<LedgerEntry, 'at'>, env: NodeJS.ProcessEnv = process.env): void {
  const file = env.CONTRACT_LEDGER;
  if (!file) return;
  const flag = (on: boolean) => (on ? 1 : 0);
  const fields = [Date.now(), entry.operationId, entry.status, flag(entry.retry), entry.caller, flag(entry.rateLimited), flag(entry.avoidable)];
  try {
    appendFileSync(file, `${fields.join('\t')}\n`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

export function readLedger(file: string): LedgerEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [at, operationId, status, retry, caller, rateLimited, avoidable] = line.split('\t');
      return {
        at: Number(at),
        operationId: operationId!,
        status: Number(status),
        retry: retry === '1',
        caller: caller ?? addressCaller,
        rateLimited: rateLimited === '1',
        avoidable: avoidable === '1',
      };
    });
}
