/**
 * How the mock serves the files it stores (avatars, creatives' files, matched
 * files, downloads; spec/DECISIONS.md M14). Their bytes may be anyone's, and they are
 * served on the mock's own origin, which the admin guard counts as local, so a
 * file is shown inline only as an image, video or audio type its bytes prove,
 * never as the type an uploader or a snapshot declared. Every file goes out with
 * `nosniff` and a sandboxing policy, so a browser runs nothing in it whatever it is.
 */
import { ContentType } from '../toolkit/documents.ts';

export const storedFileHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

const OCTET_STREAM = 'application/octet-stream';

const ascii = (bytes: Buffer, start: number, end: number) => (bytes.length >= end ? bytes.toString('latin1', start, end) : '');

/**
 * The media the mock serves inline: each with the signature (magic number) that
 * proves it, and the types a file of it may be declared as, the first the one used
 * when the declared type is none of them (an ISO base-media file is MP4 or QuickTime alike).
 */
const media: ReadonlyArray<{ types: readonly string[]; proves: (bytes: Buffer) => boolean }> = [
  { types: ['image/png'], proves: (b) => ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n' },
  { types: ['image/jpeg'], proves: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { types: ['image/gif'], proves: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { types: ['image/webp'], proves: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { types: ['video/mp4', 'video/quicktime', 'audio/mp4'], proves: (b) => ascii(b, 4, 8) === 'ftyp' },
  { types: ['video/webm', 'audio/webm'], proves: (b) => b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3 },
  { types: ['audio/mpeg'], proves: (b) => ascii(b, 0, 3) === 'ID3' || (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) },
  { types: ['audio/wav', 'audio/x-wav', 'audio/wave'], proves: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE' },
  { types: ['audio/ogg', 'video/ogg'], proves: (b) => ascii(b, 0, 4) === 'OggS' },
];

/** The documents the mock itself writes (reports, exports, matched files): served as what they are, always to be saved. */
const documentTypes = new Set<string>([...Object.values(ContentType).map(essence), 'text/csv']);

function essence(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

/** The image, video or audio type the bytes prove (the declared one when the bytes fit it), or null. */
export function provenMediaType(bytes: Buffer, declared = ''): string | null {
  const found = media.find((m) => m.proves(bytes));
  if (!found) return null;
  const type = essence(declared);
  return found.types.includes(type) ? type : found.types[0]!;
}

/**
 * The Content-Disposition of a stored file. A header carries Latin-1 text only, and
 * a file's name is anyone's (an export names its file, a snapshot its files): the
 * name that is not plain ASCII goes whole in `filename*` (RFC 6266, UTF-8
 * percent-encoded), and as an ASCII stand-in in `filename` for clients that read only that one.
 */
export function contentDisposition(disposition: ServedFile['disposition'], fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `${disposition}; filename="${fileName}"`;
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${percentEncoded(fileName)}`;
}

/** RFC 8187's attr-char: what goes unencoded in an extended header value. */
const attrChar = /^[A-Za-z0-9!#$&+.^_`|~-]$/;

/** The name's UTF-8 bytes (a lone surrogate as U+FFFD, where encodeURIComponent would throw), percent-encoded. */
function percentEncoded(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += attrChar.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export interface ServedFile {
  contentType: string;
  disposition: 'attachment' | 'inline';
}

/**
 * What a stored file is served as: a media type its bytes prove, with the disposition
 * asked for; else a document type of the mock's own, saved; else opaque bytes, saved.
 */
export function servedAs(declared: string, bytes: Buffer, disposition: ServedFile['disposition']): ServedFile {
  const proven = provenMediaType(bytes, declared);
  if (proven) return { contentType: proven, disposition };
  if (documentTypes.has(essence(declared))) return { contentType: declared, disposition: 'attachment' };
  return { contentType: OCTET_STREAM, disposition: 'attachment' };
}
