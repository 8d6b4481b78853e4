/**
 * The `Prefer` header, as Prism reads it: `code=<status>` asks for the operation's
 * documented example for that status, `delay=<ms>` waits first.
 */
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, badRequest } from '../toolkit/errors.ts';
import { httpMessages } from '../toolkit/messages.ts';

export interface Preference {
  code: number | null;
  delayMs: number;
}

export const maxDelayMs = 60_000;

/**
 * Answers a server holds back at once for `delay=`, on any of its operations (the
 * admin API and the file storage have no rate limit): each holds a socket and its
 * descriptor, so a flood of minute-long delays could take every descriptor the
 * process has. A test suite holds a few.
 */
export const maxHeldDelays = 100;

const noPreference: Preference = { code: null, delayMs: 0 };

export function parsePrefer(header: string | string[] | undefined): Preference {
  if (header === undefined) return noPreference;
  const preference: Preference = { code: null, delayMs: 0 };
  for (const part of [header].flat().join(',').split(/[,;]/)) {
    const token = part.trim();
    if (token === '') continue;
    const [key, value = ''] = token.split('=').map((s) => s.trim());
    if (key === 'code' && /^[1-5]\d\d$/.test(value)) preference.code = Number(value);
    else if (key === 'delay' && /^\d+$/.test(value) && Number(value) <= maxDelayMs) preference.delayMs = Number(value);
    // Other RFC 7240 preferences (return=minimal, ...) are not ours to refuse.
    else if (key === 'code' || key === 'delay') {
      throw badRequest(httpMessages.preferInvalid, 'Prefer', `code takes a status (100-599); delay takes 0-${maxDelayMs} ms.`);
    }
  }
  return preference;
}

export function undocumentedCode(code: number, documented: number[]) {
  return badRequest(httpMessages.preferUndocumented, 'Prefer', `code=${code} is not documented; documented: ${documented.join(', ')}.`);
}

/** The answers a server holds back for `delay=`, a rule's `delayMs` and a rule's slow body (one per server, beside its sessions). */
export class HeldDelays {
  private held = 0;
  private readonly closing = new AbortController();

  constructor(readonly max = maxHeldDelays) {
    // Each held answer listens for the close: up to `max` at once is expected, not a leak.
    setMaxListeners(max + 10, this.closing.signal);
  }

  /** Aborted when the server closes: what waits on it (a delay, a rule's slow body) stops and lets its connection go. */
  get closed(): AbortSignal {
    return this.closing.signal;
  }

  /** The server is closing (its preClose hook). */
  close(): void {
    this.closing.abort();
  }

  /**
   * Waits `ms` before the answer; refused (503, with Retry-After) when `max` answers are
   * held already. A server closing cuts the wait short: the answer goes at once, rather
   * than holding the close for up to a minute.
   */
  async hold(ms: number): Promise<void> {
    const release = this.take();
    try {
      await sleep(ms, undefined, { signal: this.closed });
    } catch (error) {
      if (!this.closed.aborted) throw error;
    } finally {
      release();
    }
  }

  /**
   * Holds one of the `max` places for an answer that takes its time (a rule's slow
   * body, M25) until the returned function is called; refused as `hold` is when full.
   */
  take(): () => void {
    if (this.held >= this.max) {
      const reason = `At most ${this.max} answers wait at once; send it without delay, or again shortly.`;
      throw new ApiError(
        503,
        { error: httpMessages.preferDelaysFull, field: 'Prefer', reason },
        { oauthCode: 'temporarily_unavailable', headers: { 'Retry-After': '1' } },
      );
    }
    this.held += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held -= 1;
    };
  }
}
