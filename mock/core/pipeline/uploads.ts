/**
 * Multipart bodies, read as streams. Each file is counted (bytes, lines) as it
 * arrives and never held whole in memory; only its first bytes are kept, enough
 * for a handler to read a CSV header. Text fields become the body that request
 * validation sees, with each file standing in as its file name.
 */
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ApiError } from '../toolkit/errors.ts';
import { capturedText, formatBytes, type CapturedBody } from './journal.ts';
import { httpMessages } from '../toolkit/messages.ts';
import type { UploadedFile } from '../toolkit/context.ts';

/**
 * What a multipart body may hold (mock/server.ts registers them; the proxy's outline of
 * a forwarded body keeps to them too): files up to 2 GB, 20 of them (room for a
 * creative upload of a full banner set, CR1), 50 text fields of up to 1 MB.
 */
export const multipartLimits = { fileSize: 2 * 1024 ** 3, files: 20, fields: 50, fieldSize: 1024 * 1024 } as const;

export const headBytes = 64 * 1024;

export interface MultipartBody {
  fields: Record<string, string | string[]>;
  /** Every file part in the order sent; a field name may repeat (several `creativeFiles`, say). */
  files: UploadedFile[];
}

/** What request validation sees of a multipart body: its text fields, and each file's field and name. */
export interface MultipartOutline {
  fields: Record<string, string | string[]>;
  files: Pick<UploadedFile, 'field' | 'filename'>[];
}

export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push(await countFile(part.fieldname, part.filename, part.mimetype, part.file));
      } else {
        addField(fields, part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw unreadableMultipart(error);
  }
  return { fields, files };
}

/**
 * The multipart parser's own errors (no boundary, a body cut short, a malformed part
 * header) are the client's: 400 on the body. Its limit errors (FST_ codes) keep their
 * meaning and are answered by the error handler.
 */
function unreadableMultipart(error: unknown): unknown {
  if (String((error as { code?: unknown })?.code ?? '').startsWith('FST_')) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiError(400, { error: httpMessages.requestBodyInvalid, field: 'body', reason: `multipart body: ${detail}` });
}

/**
 * How the journal shows a multipart body: its files and text fields, never the
 * files' bytes: `<multipart: 2 files: a.png (image/png, 3,124 bytes), b.png (...); fields: {"name":"x"}>`.
 */
export function describedMultipart({ fields, files }: MultipartBody): CapturedBody {
  const listed = files.map((file) => `${file.filename} (${file.mimetype}, ${formatBytes(file.bytes)})`).join(', ');
  const described = `<multipart: ${files.length} file${files.length === 1 ? '' : 's'}${listed ? `: ${listed}` : ''}${Object.keys(fields).length > 0 ? `; fields: ${JSON.stringify(fields)}` : ''}>`;
  return capturedText(described);
}

/** A multipart body the mock did not read: refused before it was read, or sent where no operation takes files. */
export const unreadMultipart: CapturedBody = Object.freeze(capturedText('<multipart: not read>'));

/**
 * What validation and the handler see of a multipart body that is not read: no field.
 * A body, not undefined, so that validation refuses its media type where the
 * operation takes another.
 */
export const unreadMultipartBody: Record<string, never> = Object.freeze({});

/** Shared by every request that sends no file: nothing writes to it. */
const noFiles: Record<string, UploadedFile> = Object.freeze({});

/** The file of each field name, for operations that take one file per field (the last part wins when a name repeats). */
export function filesByField(files: readonly UploadedFile[]): Record<string, UploadedFile> {
  if (files.length === 0) return noFiles;
  return Object.fromEntries(files.map((file) => [file.field, file]));
}

function addField(fields: Record<string, unknown>, name: string, value: string): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else fields[name] = [existing, value].flat();
}

export async function countFile(field: string, filename: string, mimetype: string, stream: Readable): Promise<UploadedFile> {
  let bytes = 0;
  let newlines = 0;
  let lastByte = -1;
  const head: Buffer[] = [];
  let headLength = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
    lastByte = chunk[chunk.length - 1] ?? lastByte;
    if (headLength < headBytes) {
      const slice = chunk.subarray(0, headBytes - headLength);
      head.push(slice);
      headLength += slice.length;
    }
  }
  const lines = bytes === 0 ? 0 : newlines + (lastByte === 10 ? 0 : 1);
  return { field, filename, mimetype, bytes, lines, head: Buffer.concat(head) };
}

/**
 * The body request validation sees: text fields as sent, each file as its name. A
 * repeated name (text or file) becomes the list of its values, so the spec decides
 * whether a field may repeat.
 */
export function multipartAsBody({ fields, files }: MultipartOutline): Record<string, unknown> {
  const body: Record<string, unknown> = { ...fields };
  for (const file of files) addField(body, file.field, file.filename);
  return body;
}
