/**
 * A body on its way through the proxy, watched without being changed: every
 * chunk passes on as it came, while the tap counts the bytes, keeps the first
 * ones for the record, keeps the whole body while it stays small enough to
 * check, and feeds an optional reader (the multipart outline) as it streams.
 */
import { Transform, type TransformCallback } from 'node:stream';

export interface TapLimits {
  /** Bytes kept for the violation record. */
  recordBytes: number;
  /** The body is kept whole up to this size, for the contract check; past it, only counted. */
  wholeBytes: number;
  /** Sees every chunk as it passes (a multipart outline). */
  reader?: { write(chunk: Buffer): void };
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
  /** Resolves once every byte has passed (or the stream broke off): never rejects. */
  readonly done = new Promise<TappedBody>((resolve) => (this.settle = resolve));

  constructor(private readonly limits: TapLimits) {
    super();
    // A stream torn down early (client gone, upstream cut) still settles, as incomplete.
    this.once('close', () => this.settle(this.result(false)));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.keptWhole && this.bytes <= Math.max(this.limits.wholeBytes, this.limits.recordBytes)) this.chunks.push(chunk);
    else this.keepHeadOnly(chunk);
    this.limits.reader?.write(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.settle(this.result(true));
    callback();
  }

  /** Past the check limit: the chunks kept so far shrink to the record's head. */
  private keepHeadOnly(chunk: Buffer): void {
    if (this.keptWhole) {
      this.keptWhole = false;
      this.chunks = [Buffer.concat([...this.chunks, chunk]).subarray(0, this.limits.recordBytes)];
      return;
    }
    const kept = this.chunks[0]?.length ?? 0;
    if (kept < this.limits.recordBytes) this.chunks = [Buffer.concat([...this.chunks, chunk.subarray(0, this.limits.recordBytes - kept)])];
  }

  private result(complete: boolean): TappedBody {
    const all = Buffer.concat(this.chunks);
    const whole = this.keptWhole && this.bytes <= this.limits.wholeBytes ? all : null;
    return { bytes: this.bytes, head: all.subarray(0, this.limits.recordBytes), whole, complete };
  }
}
