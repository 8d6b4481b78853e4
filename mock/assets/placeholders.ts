/**
 * Placeholder files the mock serves for assets whose bytes it never had (the
 * default world's avatars, logos and creatives; uploads too large to keep). Each is
 * a small, valid file of its type, of the size the record gives where it gives one,
 * built here without any image or media library:
 * - PNG: a light fill with a one-pixel border, so the box is visible (1-bit palette);
 * - JPEG: plain mid grey (baseline, one component, every block its DC value);
 * - GIF: plain light grey (LZW-coded, one frame);
 * - MP3 and WAV: silence of the duration;
 * - MP4: a movie header with the duration and no tracks (the mock cannot encode
 *   video: a player reads the duration and shows nothing);
 * - CSV, HTML, XML, ZIP: a minimal document of the type;
 * - any other type: an empty body.
 *
 * Each is made once and cached (bounded by bytes and entries, least recently served
 * dropped first): the route is unauthenticated and outside the rate limit, and an
 * HTML banner's size is any the URL names up to 4,096 a side. So that asking for
 * many distinct sizes stays cheap as well, a PNG is made in time proportional to its
 * rows, not its pixels (see pngPixels).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Sides are capped so that a request cannot make the mock build a huge file. */
export const maxPlaceholderSide = 4096;
export const maxPlaceholderSeconds = 600;

const clampSide = (n: number | null | undefined, fallback: number) => Math.min(maxPlaceholderSide, Math.max(1, Math.round(n ?? fallback) || fallback));

export interface PlaceholderSize {
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
}

/** The placeholder of a media type (empty for a type the mock cannot make); the same Buffer each time while cached: do not modify it. */
export function placeholder(contentType: string, size: PlaceholderSize = {}): Buffer {
  const width = clampSide(size.width, 300);
  const height = clampSide(size.height, 250);
  const seconds = Math.min(maxPlaceholderSeconds, Math.max(1, Math.round(size.durationSeconds ?? 15) || 15));
  return cached(cacheKey(contentType, width, height, seconds), () => build(contentType, width, height, seconds));
}

function build(contentType: string, width: number, height: number, seconds: number): Buffer {
  switch (contentType) {
    case 'image/png':
      return png(width, height);
    case 'image/jpeg':
      return jpeg(width, height);
    case 'image/gif':
      return gif(width, height);
    case 'audio/mpeg':
      return mp3(seconds);
    case 'audio/wav':
      return wav(seconds);
    case 'video/mp4':
    case 'video/quicktime':
      return mp4(seconds);
    case 'text/csv':
      return Buffer.from('value\r\n');
    case 'text/html':
      return Buffer.from(`<!doctype html><title>placeholder</title><div style="width:${width}px;height:${height}px;background:#dde3ea"></div>\n`);
    case 'application/xml':
      return Buffer.from('<?xml version="1.0" encoding="UTF-8"?><placeholder/>\n');
    case 'application/zip':
      // The end-of-central-directory record alone: a valid, empty archive.
      return Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
    default:
      return Buffer.alloc(0);
  }
}

// ---- The cache ------------------------------------------------------------------

/** What the cache keeps at most: a loop over distinct sizes replaces entries, it does not add memory. */
export const maxCachedPlaceholderBytes = 32 * 1024 * 1024;
export const maxCachedPlaceholders = 1000;

/** Insertion order is recency: a hit moves its entry to the end, eviction takes from the start. */
const cache = new Map<string, Buffer>();
let cachedBytes = 0;
let builds = 0;

/** How many placeholders have been made, and what the cache holds (for tests and measurements). */
export function placeholderCacheStats(): { builds: number; entries: number; bytes: number } {
  return { builds, entries: cache.size, bytes: cachedBytes };
}

/** Only what the type's bytes depend on, so that a size an audio file ignores does not make a second copy. */
function cacheKey(contentType: string, width: number, height: number, seconds: number): string {
  if (contentType.startsWith('image/') || contentType === 'text/html') return `${contentType} ${width}x${height}`;
  if (contentType.startsWith('audio/') || contentType.startsWith('video/')) return `${contentType} ${seconds}s`;
  return contentType;
}

function cached(key: string, make: () => Buffer): Buffer {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = make();
  builds += 1;
  cache.set(key, made);
  cachedBytes += made.length;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= maxCachedPlaceholderBytes && cache.size <= maxCachedPlaceholders) break;
    cache.delete(oldKey);
    cachedBytes -= old.length;
  }
  return made;
}

// ---- PNG ------------------------------------------------------------------------

export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 3, 0, 0, 0], 8); // bit depth 1, palette, deflate, adaptive filters, no interlace
  const palette = Buffer.from([0xdd, 0xe3, 0xea, 0x8a, 0x96, 0xa3]); // fill, border
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', pngPixels(width, height)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Rows are deflated this many bytes at a time (a band of rows). */
const bandBytes = 16 * 1024;

/**
 * The zlib stream of the rows (each: filter type 0, then 1 bit a pixel): a border
 * row, the same middle row height - 2 times, a border row. Deflating 2 MB of rows
 * for a 4096x4096 image costs milliseconds, so the middle rows are deflated once as
 * a band that fits `bandBytes`, and that band's output is repeated: each piece is
 * deflated on its own and ends on a sync flush (byte-aligned, with no reference to
 * what came before), so pieces join into one valid stream. The checksum is
 * likewise added a piece at a time (Adler32.add), so the cost follows the rows.
 */
function pngPixels(width: number, height: number): Buffer {
  const rowBytes = Math.ceil(width / 8);
  const edge = Buffer.alloc(rowBytes + 1, 0xff);
  edge[0] = 0; // filter type 0
  const middle = Buffer.alloc(rowBytes + 1);
  middle[1] = 0x80; // the left border pixel
  const right = 1 + ((width - 1) >> 3);
  middle[right] = middle[right]! | (0x80 >> ((width - 1) & 7)); // the right border pixel
  const middles = Math.max(0, height - 2);
  const bandRows = Math.max(1, Math.floor(bandBytes / middle.length));
  const pieces: Array<[Buffer, number]> = [
    [edge, 1],
    [repeated(middle, bandRows), Math.floor(middles / bandRows)],
    [repeated(middle, middles % bandRows), 1],
    [edge, height > 1 ? 1 : 0],
  ];
  const checksum = new Adler32();
  const deflated: Buffer[] = [Buffer.from([0x78, 0x01])]; // zlib header: deflate, 32 KB window
  for (const [piece, times] of pieces) {
    if (times === 0 || piece.length === 0) continue;
    checksum.add(piece, times);
    // Z_RLE: runs of the same byte are all these rows hold, and it deflates them several times faster than the default.
    const once = deflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH, strategy: constants.Z_RLE });
    deflated.push(...new Array<Buffer>(times).fill(once));
  }
  deflated.push(deflateRawSync(Buffer.alloc(0))); // an empty final block ends the stream
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(checksum.value(), 0);
  return Buffer.concat([...deflated, trailer]);
}

/** `row` written `times` times over (Buffer.alloc repeats a Buffer fill natively). */
const repeated = (row: Buffer, times: number) => (times === 0 ? Buffer.alloc(0) : Buffer.alloc(row.length * times, row));

/**
 * zlib's checksum. Appending a piece of L bytes to sums (a, b) gives
 * (a + s, b + L·a + w), with s the sum of its bytes and w the sum of each byte
 * times L minus its index: so a piece repeated n times costs one pass over it
 * and n steps, not n passes.
 */
class Adler32 {
  private static readonly modulus = 65521;
  private a = 1;
  private b = 0;

  add(piece: Buffer, times: number): void {
    const m = Adler32.modulus;
    // Exact without a modulo a byte while w < 2^53: 255 · L² / 2 is, for pieces up to 2^20 bytes.
    let s = 0;
    let w = 0;
    for (let i = 0; i < piece.length; i++) {
      s += piece[i]!;
      w += (piece.length - i) * piece[i]!;
    }
    s %= m;
    w %= m;
    for (let n = 0; n < times; n++) {
      this.b = (this.b + ((piece.length * this.a) % m) + w) % m;
      this.a = (this.a + s) % m;
    }
  }

  value(): number {
    return ((this.b << 16) | this.a) >>> 0;
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

// ---- JPEG -----------------------------------------------------------------------

/**
 * A grey baseline JPEG: one component, every 8x8 block coded as DC difference 0 and
 * end-of-block, with one-code Huffman tables ('0' for each), so the scan is two zero
 * bits a block.
 */
export function jpeg(width: number, height: number): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const oneCodeTable = (tableClass: number) => segment(0xc4, [tableClass << 4, 1, ...new Array<number>(15).fill(0), 0]);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = Buffer.alloc(Math.ceil((blocks * 2) / 8));
  const usedBits = (blocks * 2) % 8;
  if (usedBits !== 0) scan[scan.length - 1] = 0xff >> usedBits; // pad the last byte with 1 bits
  const head = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.1
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]), // quantization: all 1
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]), // baseline, one component
    ...oneCodeTable(0),
    ...oneCodeTable(1),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
  ];
  return Buffer.concat([Buffer.from(head), scan, Buffer.from([0xff, 0xd9])]);
}

// ---- GIF ------------------------------------------------------------------------

export function gif(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.write('GIF89a', 0, 'ascii');
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  header.set([0xf0, 0, 0], 10); // a global table of 2 colours, background 0
  const colours = Buffer.from([0xdd, 0xe3, 0xea, 0x8a, 0x96, 0xa3]);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  const minCodeSize = 2;
  return Buffer.concat([header, colours, descriptor, Buffer.from([minCodeSize]), subBlocks(lzwOfOneColour(width * height, minCodeSize)), Buffer.from([0x3b])]);
}

/** GIF's LZW over `pixels` pixels of colour 0 (the table is a run of each length). */
function lzwOfOneColour(pixels: number, minCodeSize: number): Buffer {
  const bits = new BitWriter();
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  let size = minCodeSize + 1;
  let next = end + 1;
  // For one colour, the code of a run of k pixels (k >= 2) is first + k - 2 after each clear.
  let first = next;
  bits.write(clear, size);
  let remaining = pixels;
  let run = 1; // the longest run the table can emit now
  while (remaining > 0) {
    const length = Math.min(run, remaining);
    bits.write(length === 1 ? 0 : first + length - 2, size);
    remaining -= length;
    if (next < 4096) {
      next += 1;
      run = Math.min(run + 1, next - first + 1);
      if (next > 1 << size && size < 12) size += 1;
    } else {
      bits.write(clear, size);
      size = minCodeSize + 1;
      next = end + 1;
      first = next;
      run = 1;
    }
  }
  bits.write(end, size);
  return bits.bytes();
}

class BitWriter {
  private out: number[] = [];
  private buffer = 0;
  private count = 0;

  write(code: number, size: number): void {
    this.buffer |= code << this.count;
    this.count += size;
    while (this.count >= 8) {
      this.out.push(this.buffer & 0xff);
      this.buffer >>>= 8;
      this.count -= 8;
    }
  }

  bytes(): Buffer {
    if (this.count > 0) this.out.push(this.buffer & 0xff);
    return Buffer.from(this.out);
  }
}

function subBlocks(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += 255) {
    const part = data.subarray(i, i + 255);
    parts.push(Buffer.from([part.length]), part);
  }
  parts.push(Buffer.from([0]));
  return Buffer.concat(parts);
}

// ---- MP3 and MP4 ----------------------------------------------------------------

/** Silent MPEG-1 Layer III, 32 kbit/s, 44.1 kHz, mono: 104-byte frames of 1,152 samples. */
export function mp3(seconds: number): Buffer {
  const frameBytes = 104;
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const out = Buffer.alloc(frames * frameBytes);
  for (let i = 0; i < frames; i++) out.set([0xff, 0xfb, 0x10, 0xc4], i * frameBytes); // the side information and data stay zero: silence
  return out;
}

/** PCM silence: 8 kHz, 8-bit, mono (128 is the 8-bit zero level). */
export function wav(seconds: number): Buffer {
  const samples = seconds * 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24); // sample rate
  header.writeUInt32LE(8000, 28); // bytes a second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits a sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

/** An ISO base-media file: `ftyp` and a `moov` holding only the movie header (timescale 1000, the duration). */
export function mp4(seconds: number): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'ascii');
    return Buffer.concat([head, body]);
  };
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(seconds * 1000, 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].forEach((value, i) => mvhd.writeUInt32BE(value, 36 + 4 * i)); // identity matrix
  mvhd.writeUInt32BE(1, 96); // next track id
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd))]);
}
