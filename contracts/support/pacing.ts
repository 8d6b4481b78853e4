/**
 * Keeping a run within a target's rate limit, and counting what it sent.
 *
 * - On a 429 the client waits the answer's Retry-After and sends the same request
 *   again: a retry is counted, never a failure (the rate-limit suite turns this off).
 * - CONTRACT_MAX_RATE=N keeps the whole run under N requests a minute. Against
 *   another server the files take turns, so the window lives in a file
 *   (CONTRACT_PACE_FILE) that each file's process reads in turn.
 * - CONTRACT_LEDGER names a file where every request is appended as a line
 *   (time, operationId, status, retry), for the runner's request and retry
 *   counts and the smoke run's check that every operation was called.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';

const minuteMs = 60_000;
/** Waits on one request before giving up and returning the 429 to the test. */
export const maxRetries = 8;

export interface LedgerEntry {
  at: number;
  operationId: string;
  status: number;
  /** The request was a retry after a 429. */
  retry: boolean;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Waits until one more request keeps the last minute under CONTRACT_MAX_RATE. */
export async function paceRequest(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const maxRate = Number(env.CONTRACT_MAX_RATE);
  const file = env.CONTRACT_PACE_FILE;
  if (!(maxRate > 0) || !file) return;
  let sent = readWindow(file);
  while (sent.length >= maxRate) {
    await sleep(sent[0]! + minuteMs - Date.now() + 10);
    sent = readWindow(file);
  }
  writeFileSync(file, JSON.stringify([...sent, Date.now()]));
}

function readWindow(file: string): number[] {
  let times: number[] = [];
  try {
    times = JSON.parse(readFileSync(file, 'utf8')) as number[];
  } catch {
    // No request yet in this run.
  }
  const since = Date.now() - minuteMs;
  return times.filter((t) => t > since);
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
  appendFileSync(file, `${Date.now()}\t${entry.operationId}\t${entry.status}\t${entry.retry ? 1 : 0}\n`);
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
      const [at, operationId, status, retry] = line.split('\t');
      return { at: Number(at), operationId: operationId!, status: Number(status), retry: retry === '1' };
    });
}
