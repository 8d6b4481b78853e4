/**
 * The contract violations the proxy saw, newest kept: a bounded list (the oldest
 * drop off past the limit, counted), each with enough of its exchange to see
 * what was sent and answered. Secrets stay out of the record: credential headers
 * are redacted, and so are password, secret and token fields of JSON and form
 * bodies (the admin API is local, but the proxy may front a real platform).
 */
import type { ViolationKind } from './checks.ts';
import type { TappedBody } from './body-tap.ts';

export const violationLimit = 1000;
/** Bytes of each body kept in a violation. */
export const recordBodyBytes = 16 * 1024;

export interface RecordedBody {
  /** The body's first bytes as UTF-8 text (secrets redacted), or null when there was none. */
  text: string | null;
  /** Bytes on the wire. */
  bytes: number;
  /** True when `text` is only the start of the body. */
  truncated: boolean;
}

export interface Violation {
  /** When the exchange ended (real time, ISO 8601). */
  at: string;
  operationId: string;
  method: string;
  url: string;
  kind: ViolationKind;
  /** Each names the field or path at fault. */
  problems: string[];
  exchange: {
    request: { headers: Record<string, string | string[]>; body: RecordedBody };
    /** status null: the upstream gave no answer. */
    response: { status: number | null; headers: Record<string, string | string[]>; body: RecordedBody };
  };
}

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

const secretHeaders = new Set(['authorization', 'authentication', 'proxy-authorization', 'cookie', 'set-cookie']);
/** access_token, refreshToken, client_secret, password; not token_type. */
const secretField = /password|secret|token$/i;
export const redacted = '[redacted]';

export function recordHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const recorded: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) recorded[name] = secretHeaders.has(name.toLowerCase()) ? redacted : value;
  }
  return recorded;
}

/** A body for the record: its first bytes as text, secrets redacted where the body can be read whole. */
export function recordBody(body: TappedBody | null, mediaType: string | null, decoded: Buffer | null = null): RecordedBody {
  if (!body || body.bytes === 0) return { text: null, bytes: body?.bytes ?? 0, truncated: false };
  const whole = decoded ?? body.whole;
  const text = whole ? redactSecrets(whole.toString('utf8'), mediaType) : body.head.toString('utf8');
  const kept = text.length > recordBodyBytes ? text.slice(0, recordBodyBytes) : text;
  return { text: kept, bytes: body.bytes, truncated: kept.length < text.length || (!whole && body.bytes > body.head.length) };
}

function redactSecrets(text: string, mediaType: string | null): string {
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(text);
    const secrets = [...form.keys()].filter((key) => secretField.test(key));
    for (const key of secrets) form.set(key, redacted);
    return secrets.length > 0 ? form.toString() : text;
  }
  try {
    let changed = false;
    const value = JSON.parse(text, (key, field) => {
      if (!secretField.test(key) || typeof field !== 'string') return field;
      changed = true;
      return redacted;
    });
    return changed ? JSON.stringify(value) : text;
  } catch {
    return text;
  }
}
