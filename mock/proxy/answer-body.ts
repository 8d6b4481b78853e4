/**
 * What the proxy holds of an answer to check it, and never more: the body as its
 * reader sees it, whole up to the check limit. A compressed answer (gzip, deflate,
 * br, or a list of them) is decoded once, as its bytes stream past, for the check
 * and the violation record alike; a 510 KB gzip answer can inflate to 512 MB, so
 * decoding stops at the limit, counting the compressed bytes waiting for zlib too.
 * The answers in progress share one budget besides: checks lag behind the
 * traffic (a bomb takes longer to inflate than to send), and a hundred answers
 * each within the limit would add up. Past either, or in an encoding that does not
 * decode, the answer is recorded as unchecked, saying why. The client's bytes are
 * the tap's (body-tap.ts), untouched.
 */
import { pipeline, Writable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { BodyTap, headOf, type TappedBody } from './body-tap.ts';

/** The most bytes of one answer the check holds: inflated, or on the wire when not compressed. */
export const answerCheckBytes = 16 * 1024 * 1024;
/** The most bytes the checks of all answers in progress hold at once: four answers at the limit. */
export const checkBudgetBytes = 4 * answerCheckBytes;

/** One answer's share of the budget: taken as it is held, given back as it is let go, all of it at the end. */
export interface Lease {
  /** False, taking nothing, when the budget cannot spare them. */
  take(bytes: number): boolean;
  give(bytes: number): void;
  release(): void;
  /** Why `take` refused: the budget is spent on other answers. */
  readonly spent: string;
}

/** The bytes held for the checks of every answer in progress. */
export class CheckBudget {
  /** Bytes taken now (0 once every answer's check is over). */
  used = 0;

  constructor(readonly bytes = checkBudgetBytes) {}

  lease(): Lease {
    let taken = 0;
    return {
      take: (bytes) => {
        if (this.used + bytes > this.bytes) return false;
        this.used += bytes;
        taken += bytes;
        return true;
      },
      give: (bytes) => {
        const given = Math.min(bytes, taken);
        taken -= given;
        this.used -= given;
      },
      release: () => {
        this.used -= taken;
        taken = 0;
      },
      spent: `the proxy held ${this.bytes} bytes for the checks of other answers`,
    };
  }
}

/** The body as the check reads it: whole, or its first bytes and why no more. */
export interface ReadableBody {
  /** Bytes read: decoded ones for a compressed answer (up to where decoding stopped), else those on the wire. */
  bytes: number;
  /** The first bytes, for the record. */
  head: Buffer;
  whole: Buffer | null;
  /** Why `whole` is null (over the limit, an encoding that cannot be read), for the `unchecked` record. */
  unreadable: string | null;
}

/**
 * For the tests: decoders started, the most decoded bytes one of them held, and the
 * most bytes all of them held at once (compressed ones waiting for zlib included).
 */
export const decoderStats = { started: 0, mostHeld: 0, heldNow: 0, mostHeldAtOnce: 0 };

function countHeld(bytes: number): void {
  decoderStats.heldNow += bytes;
  decoderStats.mostHeldAtOnce = Math.max(decoderStats.mostHeldAtOnce, decoderStats.heldNow);
}

/** zlib hands over 64 KB at a time (not its default 16 KB): a quarter of the round trips to its thread. */
const chunkSize = 64 * 1024;
const decoders: Record<string, () => Transform> = {
  gzip: () => createGunzip({ chunkSize }),
  'x-gzip': () => createGunzip({ chunkSize }),
  deflate: () => createInflate({ chunkSize }),
  br: () => createBrotliDecompress({ chunkSize }),
};

/** The codings of a Content-Encoding header, in the order they were applied, `identity` left out. */
function codingsOf(encoding: string | undefined): string[] {
  return (encoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== 'identity');
}

export function isEncoded(encoding: string | undefined): boolean {
  return codingsOf(encoding).length > 0;
}

/** The answer's bytes go in as they pass (`write`), its decoded body comes out at the end (`end`). */
export class AnswerDecoder {
  private readonly input: Transform | null = null;
  private readonly settled: Promise<void> = Promise.resolve();
  private held: Buffer[] = [];
  private heldBytes = 0;
  /** Compressed bytes written to zlib and not yet read by it. */
  private pending = 0;
  private decoded = 0;
  /** Set once decoding stops early: the answer's bytes still pass, unread. */
  private stopped = false;
  private unreadable: string | null = null;

  constructor(
    private readonly encoding: string,
    private readonly headBytes: number,
    private readonly lease: Lease,
    private readonly limit = answerCheckBytes,
  ) {
    const codings = codingsOf(encoding);
    const unknown = codings.find((coding) => !(coding in decoders));
    if (unknown !== undefined) {
      this.stop(`its Content-Encoding ${unknown} is one the check cannot read`);
      return;
    }
    decoderStats.started += 1;
    // Undone in the reverse order of their application.
    const stages = codings.reverse().map((coding) => decoders[coding]!());
    this.input = stages[0]!;
    this.settled = new Promise((resolve) =>
      pipeline([...stages, this.sink()], (error) => {
        // zlib's errors end here, never thrown: a broken encoding is a reason not to check, not a crash.
        if (error) this.stop(`its Content-Encoding ${this.encoding} does not decode (${error.message})`);
        resolve();
      }),
    );
  }

  /** A chunk of the answer as it came on the wire. zlib reads in its own time: what waits for it is held too. */
  write(chunk: Buffer): void {
    if (this.stopped || !this.input) return;
    if (!this.hold(chunk.length, `over ${this.limit} bytes, compressed ones waiting for zlib included, were held`)) return;
    this.pending += chunk.length;
    countHeld(chunk.length);
    this.input.write(chunk, () => {
      // Once stopped, what was pending has been let go (stop).
      if (this.stopped) return;
      this.pending -= chunk.length;
      countHeld(-chunk.length);
      this.lease.give(chunk.length);
    });
  }

  /** The answer has ended: the decoded body, or its head and why no more. */
  async end(): Promise<ReadableBody> {
    if (!this.stopped) this.input?.end();
    await this.settled;
    const whole = this.unreadable === null ? Buffer.concat(this.held) : null;
    const head = whole ? whole.subarray(0, this.headBytes) : Buffer.concat(this.held);
    return { bytes: this.decoded, head, whole, unreadable: this.unreadable };
  }

  /** Lets go of what it holds, decoding or not: the check is over (or will not be). */
  close(): void {
    this.stop('the decoder was closed');
  }

  private sink(): Writable {
    return new Writable({
      write: (chunk: Buffer, _encoding, callback) => {
        this.take(chunk);
        callback();
      },
    });
  }

  private take(chunk: Buffer): void {
    if (this.stopped) return;
    this.decoded += chunk.length;
    if (this.hold(chunk.length, `it inflates past ${this.limit} bytes`)) {
      this.held.push(chunk);
      this.heldBytes += chunk.length;
      countHeld(chunk.length);
      decoderStats.mostHeld = Math.max(decoderStats.mostHeld, this.heldBytes);
    } else {
      // Stopped on this chunk: what fits of it still goes to the record's head.
      this.held = [headOf([...this.held, chunk], this.headBytes)];
    }
  }

  /** Takes `bytes` more within the limit and the budget; else stops, saying why. */
  private hold(bytes: number, overLimit: string): boolean {
    if (this.pending + this.heldBytes + bytes > this.limit) return this.stop(overLimit);
    return this.lease.take(bytes) || this.stop(this.lease.spent);
  }

  /** Stops decoding for good: only the head stays held, for the record. */
  private stop(reason: string): false {
    if (this.stopped) return false;
    this.stopped = true;
    this.unreadable = reason;
    this.held = [headOf(this.held, this.headBytes)];
    this.lease.give(this.heldBytes + this.pending);
    countHeld(-(this.heldBytes + this.pending));
    this.heldBytes = 0;
    this.pending = 0;
    this.input?.destroy();
    return false;
  }
}

/**
 * One answer on its way to the client, and what the proxy holds of it: its tap (the
 * bytes forwarded as they came), kept whole or decoded as it streams, within the
 * limit and the budget. `release` lets go of it all, once the check is over.
 */
export class HeldAnswer {
  readonly tap: BodyTap;
  private readonly decoder: AnswerDecoder | null;
  private readonly lease: Lease;

  /** `reads`: whether the check reads the body (checks.ts, readsAnswerBody); `recordBytes`: the record's head. */
  constructor(
    private readonly reads: boolean,
    encoding: string | undefined,
    budget: CheckBudget,
    recordBytes: number,
  ) {
    this.lease = budget.lease();
    this.decoder = reads && isEncoded(encoding) ? new AnswerDecoder(encoding!, recordBytes, this.lease) : null;
    const wholeBytes = reads && !this.decoder ? answerCheckBytes : 0;
    this.tap = new BodyTap({ recordBytes, wholeBytes, reader: this.decoder ?? undefined, lease: reads ? this.lease : undefined });
  }

  /** The body as the check reads it; null when it does not read it, or the answer broke off. */
  async read(body: TappedBody): Promise<ReadableBody | null> {
    if (!this.reads || !body.complete) return null;
    if (this.decoder) return this.decoder.end();
    const { bytes, head, whole } = body;
    if (whole) return { bytes, head, whole, unreadable: null };
    return { bytes, head, whole, unreadable: bytes > answerCheckBytes ? `it is over ${answerCheckBytes} bytes` : this.lease.spent };
  }

  release(): void {
    this.decoder?.close();
    this.lease.release();
  }
}
