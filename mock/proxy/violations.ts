/**
 * The contract violations the proxy saw, newest kept: a bounded list (the oldest
 * drop off past the limit, counted), each with enough of its exchange to see
 * what was sent and answered. Secrets stay out of the record (the admin API is
 * local, but the proxy may front a real platform): credential headers, and the
 * secrets of bodies, forms and query strings, by the redaction the request journal
 * uses (mock/core/pipeline/redaction.ts). A violation is recorded once, so it is redacted then.
 */
import type { RecordedBody, Violation } from '../../spec/generated/types.ts';
import { redacted, redactText, secretHeaders } from '../core/pipeline/redaction.ts';
import type { TappedBody } from './body-tap.ts';

// The admin API's answer (GET /__mock/violations) is the contract's, so the record is its type.
export type { RecordedBody, Violation };

export const violationLimit = 1000;
/** Bytes of each body kept in a violation. */
export const recordBodyBytes = 16 * 1024;

export class ViolationLog {
  private readonly entries: Violation[] = [];
  private droppedCount = 0;

  constructor(readonly limit = violationLimit) {}

  add(violation: Violation): void {
    this.entries.push(violation);
    if (this.entries.length > this.limit) {
      this.entries.shift();
      this.droppedCount += 1;
    }
  }

  /** Newest first. */
  list(): Violation[] {
    return [...this.entries].reverse();
  }

  /** Violations that fell off the list since it was last cleared. */
  get dropped(): number {
    return this.droppedCount;
  }

  /** Empties the list; answers how many it held. */
  clear(): number {
    const held = this.entries.length;
    this.entries.length = 0;
    this.droppedCount = 0;
    return held;
  }
}

export function recordHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const recorded: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) recorded[name] = secretHeaders.has(name.toLowerCase()) ? redacted : value;
  }
  return recorded;
}

/**
 * A body for the record: its first bytes as text, secrets redacted (in a body cut short
 * too). A long body is cut before the redaction, which then reads no more than is kept,
 * and again after it (a marker longer than the secret it replaced may push past the cut).
 * `shown` is the body as its reader sees it (a compressed answer decoded); `bytes` stays
 * the count on the wire.
 */
export function recordBody(body: TappedBody | null, shown: Pick<TappedBody, 'bytes' | 'head' | 'whole'> | null = body): RecordedBody {
  if (!body || !shown || body.bytes === 0) return { text: null, bytes: body?.bytes ?? 0, truncated: false };
  const text = (shown.whole ?? shown.head).toString('utf8');
  const cut = text.length > recordBodyBytes;
  const kept = cut ? redactText(text.slice(0, recordBodyBytes)).slice(0, recordBodyBytes) : redactText(text);
  return { text: kept, bytes: body.bytes, truncated: cut || (!shown.whole && shown.bytes > shown.head.length) };
}
