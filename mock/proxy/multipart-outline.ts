/**
 * The outline of a multipart/form-data body read as it streams past the proxy:
 * each text field's value and each file part's field and file name, which is
 * all request validation looks at (mock/core/pipeline/uploads.ts, multipartAsBody). The
 * files' bytes are skipped, never held, so a 1 GB upload is checked in the
 * memory of its delimiters. A part is a file when its Content-Disposition names
 * a filename, as for the mock's own multipart reader.
 */
import { httpMessages } from '../core/toolkit/messages.ts';
import { multipartLimits, type MultipartOutline } from '../core/pipeline/uploads.ts';

/**
 * The mock's own multipart limits, which also bound what the outline holds: a text
 * field longer than `fieldSize` is cut, and a body with more fields or files than the
 * mock takes is one the mock refuses as too large.
 */
const { fieldSize: maxFieldBytes, fields: maxFields, files: maxFiles } = multipartLimits;
/** A part's headers longer than this make the body unreadable. */
const maxHeaderBytes = 16 * 1024;
const crlf = Buffer.from('\r\n');
const headersEnd = Buffer.from('\r\n\r\n');

type Stage = 'preamble' | 'boundary' | 'headers' | 'content' | 'done' | 'failed';

interface Part {
  name: string | null;
  filename: string | undefined;
  value: Buffer[];
  valueBytes: number;
}

/** The boundary of a multipart Content-Type, or null when it names none. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]!) : null;
}

export class MultipartOutliner {
  private readonly delimiter: Buffer;
  /** Starts with the CRLF the first delimiter lacks, so every delimiter reads the same. */
  private buffer = Buffer.from(crlf);
  private stage: Stage = 'preamble';
  private part: Part | null = null;
  private failure: string | null = null;
  private outline: MultipartOutline = { fields: {}, files: [] };
  private fieldCount = 0;

  /** A null boundary (the Content-Type names none) makes the body unreadable from the start. */
  constructor(boundary: string | null) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    if (boundary === null) this.fail('the Content-Type names no boundary');
  }

  write(chunk: Buffer): void {
    if (this.stage === 'done' || this.stage === 'failed') return;
    this.buffer = Buffer.concat([this.buffer, chunk]);
    while (this.step()) {
      // Each step consumes what it can and says whether another may follow.
    }
  }

  /** The outline once the body has ended, or why it cannot be read. */
  end(): { outline: MultipartOutline } | { problem: string } {
    if (this.failure) return { problem: this.failure };
    if (this.stage !== 'done') return { problem: 'multipart body: it ends before its closing boundary' };
    return { outline: this.outline };
  }

  private step(): boolean {
    switch (this.stage) {
      case 'preamble':
      case 'content':
        return this.readUntilDelimiter();
      case 'boundary':
        return this.readBoundaryEnd();
      case 'headers':
        return this.readHeaders();
      default:
        return false;
    }
  }

  /** Content (or the preamble) runs to the next delimiter; what cannot be a delimiter's start is consumed. */
  private readUntilDelimiter(): boolean {
    const at = this.buffer.indexOf(this.delimiter);
    if (at === -1) {
      const safe = Math.max(0, this.buffer.length - (this.delimiter.length - 1));
      this.addContent(this.buffer.subarray(0, safe));
      this.buffer = this.buffer.subarray(safe);
      return false;
    }
    this.addContent(this.buffer.subarray(0, at));
    if (this.stage === 'content') this.finishPart();
    this.buffer = this.buffer.subarray(at + this.delimiter.length);
    this.stage = 'boundary';
    return true;
  }

  /** After a delimiter: `--` closes the body; otherwise the line ends (padding allowed) and headers follow. */
  private readBoundaryEnd(): boolean {
    if (this.buffer.length < 2) return false;
    if (this.buffer[0] === 0x2d && this.buffer[1] === 0x2d) {
      this.stage = 'done';
      return false;
    }
    const lineEnd = this.buffer.indexOf(crlf);
    if (lineEnd === -1) return this.buffer.length > 1024 ? this.fail('a boundary line does not end') : false;
    this.buffer = this.buffer.subarray(lineEnd + crlf.length);
    this.stage = 'headers';
    return true;
  }

  private readHeaders(): boolean {
    // No headers at all: the blank line comes at once.
    const end = this.buffer.subarray(0, 2).equals(crlf) ? -2 : this.buffer.indexOf(headersEnd);
    if (end === -1) return this.buffer.length > maxHeaderBytes ? this.fail('part headers are too long') : false;
    const headers = end < 0 ? '' : this.buffer.toString('utf8', 0, end);
    this.buffer = this.buffer.subarray(end + headersEnd.length);
    this.part = { ...dispositionOf(headers), value: [], valueBytes: 0 };
    this.stage = 'content';
    return true;
  }

  private addContent(bytes: Buffer): void {
    const part = this.part;
    if (!part || part.filename !== undefined || bytes.length === 0) return;
    const room = maxFieldBytes - part.valueBytes;
    if (room <= 0) return;
    const kept = bytes.subarray(0, room);
    part.value.push(Buffer.from(kept));
    part.valueBytes += kept.length;
  }

  private finishPart(): void {
    const part = this.part;
    this.part = null;
    if (!part?.name) return;
    if (part.filename !== undefined) {
      this.outline.files.push({ field: part.name, filename: part.filename });
      if (this.outline.files.length > maxFiles) this.fail(`${httpMessages.bodyTooLarge} (over ${maxFiles} files)`);
      return;
    }
    addValue(this.outline.fields, part.name, Buffer.concat(part.value).toString('utf8'));
    this.fieldCount += 1;
    if (this.fieldCount > maxFields) this.fail(`${httpMessages.bodyTooLarge} (over ${maxFields} fields)`);
  }

  /** The body cannot be read: nothing more is held, the rest passes unread. */
  private fail(reason: string): boolean {
    this.failure = `multipart body: ${reason}`;
    this.stage = 'failed';
    this.buffer = Buffer.alloc(0);
    this.part = null;
    this.outline = { fields: {}, files: [] };
    return false;
  }
}

function addValue(fields: Record<string, string | string[]>, name: string, value: string): void {
  const existing = fields[name];
  fields[name] = existing === undefined ? value : [existing, value].flat();
}

/** The `name` and `filename` of a part's Content-Disposition (`filename*` in RFC 5987 form too). */
function dispositionOf(headers: string): { name: string | null; filename: string | undefined } {
  const line = headers.split('\r\n').find((h) => /^content-disposition\s*:/i.test(h)) ?? '';
  const params = new Map<string, string>();
  const pattern = /;\s*([\w*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    params.set(match[1]!.toLowerCase(), match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!);
  }
  const extended = params.get('filename*');
  const filename = extended !== undefined ? decodeExtended(extended) : params.get('filename');
  return { name: params.get('name') ?? null, filename };
}

function decodeExtended(value: string): string {
  const match = /^[\w-]*'[\w-]*'(.*)$/.exec(value);
  try {
    return decodeURIComponent(match ? match[1]! : value);
  } catch {
    return value;
  }
}
