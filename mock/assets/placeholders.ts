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
 */
import { crc32, deflateSync } from 'node:zlib';

/** Sides are capped so that a request cannot make the mock build a huge file. */
export const maxPlaceholderSide = 4096;
export const maxPlaceholderSeconds = 600;

const clampSide = (n: number | null | undefined, fallback: number) => Math.min(maxPlaceholderSide, Math.max(1, Math.round(n ?? fallback) || fallback));

export interface PlaceholderSize {
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
}

/** The placeholder of a media type (empty for a type the mock cannot make). */
export function placeholder(contentType: string, size: PlaceholderSize = {}): Buffer {
  const width = clampSide(size.width, 300);
  const height = clampSide(size.height, 250);
  const seconds = Math.min(maxPlaceholderSeconds, Math.max(1, Math.round(size.durationSeconds ?? 15) || 15));
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

// ---- PNG ------------------------------------------------------------------------

export function png(width: number, height: number): Buffer {
  const rowBytes = Math.ceil(width / 8);
  const raw = Buffer.alloc((rowBytes + 1) * height); // each row: filter type 0, then 1 bit a pixel
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1) + 1;
    if (y === 0 || y === height - 1) raw.fill(0xff, row, row + rowBytes);
    else {
      raw[row] = raw[row]! | 0x80;
      raw[row + ((width - 1) >> 3)] = raw[row + ((width - 1) >> 3)]! | (0x80 >> ((width - 1) & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 3, 0, 0, 0], 8); // bit depth 1, palette, deflate, adaptive filters, no interlace
  const palette = Buffer.from([0xdd, 0xe3, 0xea, 0x8a, 0x96, 0xa3]); // fill, border
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
