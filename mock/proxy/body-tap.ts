/**
 * A body on its way through the proxy, watched without being changed: every
 * chunk passes on as it came, while the tap counts the bytes, keeps the first
 * ones for the record, keeps the whole body while it stays small enough to
 * check (and, for an answer, while the budget all answers share allows: see
 * answer-body.ts), and feeds an optional reader (the multipart outline, an
 * answer's decoder) as it streams.
 */
import { Transform, type TransformCallback } from 'node:stream';
import type { Lease } from './answer-body.ts';

export interface TapLimits {
  /** Bytes kept for the violation record. */
  recordBytes: number;
  /** The body is kept whole up to this size, for the contract check; past it, only counted. */
  wholeBytes: number;
  /** Sees every chunk as it passes (a multipart outline, an answer's decoder). */
  reader?: { write(chunk: Buffer): void };
  /** The bytes kept whole are taken from it; refused, the body is kept as its head only. */
  lease?: Lease;
}

export interface TappedBody {
  /** Bytes seen. */
  bytes: number;
  /** The first bytes, up to the record limit. */
  head: Buffer;
  /** The whole body, or null when it outgrew the check limit. */
  whole: Buffer | null;
  /** False when the stream broke off before its end. */
  complete: boolean;
}

export class BodyTap extends Transform {
  private bytes = 0;
  private chunks: Buffer[] = [];
  private keptWhole = true;
  private settle!: (body: TappedBody) => void;
  private start!: (started: boolean) => void;
  /** Resolves once every byte has passed (or the stream broke off): never rejects. */
  readonly done = new Promise<TappedBody>((resolve) => (this.settle = resolve));
  /** Resolves true once a first byte has passed or the body ended empty, false when it broke off before either. */
  readonly started = new Promise<boolean>((resolve) => (this.start = resolve));

  constructor(private readonly limits: TapLimits) {
    super();
    // A stream torn down early (client gone, upstream cut) still settles, as incomplete.
    this.once('close', () => this.breakOff());
  }

  /**
   * The body broke off: settles as incomplete, and ends the stream without an error,
   * so whoever reads it (Fastify) does not answer the error on its own.
   */
  breakOff(): void {
    this.start(false);
    this.settle(this.result(false));
    if (!this.destroyed && !this.writableEnded) this.end();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.start(true);
    this.bytes += chunk.length;
    if (this.keptWhole && this.bytes <= Math.max(this.limits.wholeBytes, this.limits.recordBytes) && this.taken(chunk.length)) this.chunks.push(chunk);
    else this.keepHeadOnly(chunk);
    this.limits.reader?.write(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.start(true);
    this.settle(this.result(true));
    callback();
  }

  private taken(bytes: number): boolean {
    return this.limits.lease?.take(bytes) ?? true;
  }

  /** Past the check limit (or the budget): the chunks kept so far shrink to the record's head. */
  private keepHeadOnly(chunk: Buffer): void {
    if (this.keptWhole) {
      this.keptWhole = false;
      this.limits.lease?.give(this.bytes - chunk.length);
    }
    const kept = this.chunks.reduce((sum, c) => sum + c.length, 0);
    if (kept < this.limits.recordBytes) this.chunks = [headOf([...this.chunks, chunk], this.limits.recordBytes)];
  }

  private result(complete: boolean): TappedBody {
    const all = Buffer.concat(this.chunks);
    const whole = this.keptWhole && this.bytes <= this.limits.wholeBytes ? all : null;
    return { bytes: this.bytes, head: all.subarray(0, this.limits.recordBytes), whole, complete };
  }
}

/** The first `bytes` of the chunks, copied: a slice would keep a whole chunk alive. */
export function headOf(chunks: Buffer[], bytes: number): Buffer {
  const head: Buffer[] = [];
  let kept = 0;
  for (const chunk of chunks) {
    if (kept >= bytes) break;
    head.push(chunk.subarray(0, bytes - kept));
    kept += head.at(-1)!.length;
  }
  return Buffer.concat(head);
}
