/**
 * The placeholder files are valid files of their type and size, read back here by
 * their own formats' rules (a PNG's chunks and pixels, a GIF's LZW stream, a JPEG's
 * frame and scan, MP3 frames, a WAV header, an MP4 movie header).
 */
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  gif,
  jpeg,
  maxCachedPlaceholderBytes,
  maxCachedPlaceholders,
  maxPlaceholderSide,
  mp3,
  mp4,
  placeholder,
  placeholderCacheStats,
  png,
  wav,
} from './placeholders.ts';

function pngChunks(file: Buffer): Map<string, Buffer> {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.subarray(at + 4, at + 8).toString('ascii');
    const data = file.subarray(at + 8, at + 8 + length);
    expect(file.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(file.subarray(at + 4, at + 8 + length)));
    chunks.set(type, data);
    at += 12 + length;
  }
  return chunks;
}

/** GIF's LZW decoder (the reader's side of the format): the first frame's pixel count and the colours used. */
function gifPixels(file: Buffer): { width: number; height: number; pixels: number; colours: Set<number>; clears: number } {
  const width = file.readUInt16LE(6);
  const height = file.readUInt16LE(8);
  const tableSize = file[10]! & 0x80 ? 3 * 2 ** ((file[10]! & 7) + 1) : 0;
  let at = 13 + tableSize;
  expect(file[at]).toBe(0x2c);
  at += 10;
  const minCodeSize = file[at++]!;
  const data: number[] = [];
  while (file[at] !== 0) {
    data.push(...file.subarray(at + 1, at + 1 + file[at]!));
    at += file[at]! + 1;
  }
  expect(file[at + 1]).toBe(0x3b);
  const clear = 1 << minCodeSize;
  let size = minCodeSize + 1;
  let table: number[][] = [];
  let previous: number[] | null = null;
  let pixels = 0;
  let clears = -1; // the first clear opens the stream
  const colours = new Set<number>();
  let bitPos = 0;
  const reset = () => {
    table = Array.from({ length: clear + 2 }, (_, i) => [i]);
    size = minCodeSize + 1;
    previous = null;
  };
  reset();
  for (;;) {
    let code = 0;
    for (let i = 0; i < size; i++, bitPos++) code |= ((data[bitPos >> 3]! >> (bitPos & 7)) & 1) << i;
    if (code === clear) {
      reset();
      clears++;
      continue;
    }
    if (code === clear + 1) break;
    const entry: number[] = code < table.length ? table[code]! : [...previous!, previous![0]!];
    if (previous && table.length < 4096) table.push([...previous, entry[0]!]);
    if (table.length === 1 << size && size < 12) size++;
    pixels += entry.length;
    colours.add(entry[0]!).add(entry.at(-1)!);
    previous = entry;
  }
  return { width, height, pixels, colours, clears };
}

describe('placeholder files', () => {
  it('PNG: the size asked for, every chunk sound, one filter byte and the bits of each row', () => {
    for (const [width, height] of [
      [300, 250],
      [1, 1],
      [13, 7],
    ] as const) {
      const chunks = pngChunks(png(width, height));
      const header = chunks.get('IHDR')!;
      expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([width, height, 1, 3]);
      expect(chunks.get('PLTE')).toHaveLength(6);
      expect(inflateSync(chunks.get('IDAT')!)).toHaveLength((Math.ceil(width / 8) + 1) * height);
      expect(chunks.has('IEND')).toBe(true);
    }
  });

  it('PNG: a border one pixel wide around a fill, whichever way the rows are split into deflated bands', () => {
    // 4096 wide: a band holds 31 rows, so 64 rows are two whole bands and 300 some more; 1 and 2 rows have no middle.
    for (const [width, height] of [
      [1, 1],
      [1, 2],
      [8, 3],
      [9, 5],
      [4096, 64],
      [4096, 300],
      [1200, 627],
    ] as const) {
      const rows = inflateSync(pngChunks(png(width, height)).get('IDAT')!); // inflate checks the Adler-32 too
      const rowBytes = Math.ceil(width / 8) + 1;
      const wrong: string[] = [];
      for (let y = 0; y < height; y++) {
        if (rows[y * rowBytes] !== 0) wrong.push(`filter of row ${y}`);
        for (let x = 0; x < width; x++) {
          const bit = (rows[y * rowBytes + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1;
          const border = x === 0 || y === 0 || x === width - 1 || y === height - 1 ? 1 : 0;
          if (bit !== border) wrong.push(`${x},${y}`);
        }
      }
      expect(wrong.slice(0, 5), `${width}x${height}`).toEqual([]);
    }
  });

  it('GIF: the size asked for, and an LZW stream that decodes to exactly its pixels (table resets included)', () => {
    for (const [width, height, clears] of [
      [160, 600, 0],
      [1, 1, 0],
      [7, 3, 0],
      [3000, 3000, 1],
    ] as const) {
      const decoded = gifPixels(gif(width, height));
      expect([decoded.width, decoded.height, decoded.pixels, [...decoded.colours], decoded.clears]).toEqual([width, height, width * height, [0], clears]);
    }
  });

  it('JPEG: a baseline frame of the size asked for, and two bits of scan for each 8x8 block', () => {
    for (const [width, height] of [
      [1200, 627],
      [1, 1],
      [13, 9],
    ] as const) {
      const file = jpeg(width, height);
      expect([file[0], file[1], file.at(-2), file.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
      const frame = file.indexOf(Buffer.from([0xff, 0xc0]));
      expect([file.readUInt16BE(frame + 5), file.readUInt16BE(frame + 7)]).toEqual([height, width]);
      const scanStart = file.indexOf(Buffer.from([0xff, 0xda])) + 2 + file.readUInt16BE(file.indexOf(Buffer.from([0xff, 0xda])) + 2);
      const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
      expect(file.length - 2 - scanStart).toBe(Math.ceil((2 * blocks) / 8));
    }
  });

  it('MP3 and WAV: silence of the duration asked for', () => {
    const audio = mp3(15);
    expect(audio.length % 104).toBe(0);
    expect(((audio.length / 104) * 1152) / 44_100).toBeCloseTo(15, 1);
    for (let at = 0; at < audio.length; at += 104) expect(audio.readUInt32BE(at)).toBe(0xfffb10c4);
    const pcm = wav(3);
    expect([pcm.toString('ascii', 0, 4), pcm.toString('ascii', 8, 16), pcm.readUInt32LE(24), pcm.readUInt32LE(40)]).toEqual(['RIFF', 'WAVEfmt ', 8000, 24_000]);
    expect(pcm).toHaveLength(44 + 24_000);
  });

  it('MP4: an ftyp box and a movie header with the duration', () => {
    const file = mp4(30);
    expect(file.toString('ascii', 4, 8)).toBe('ftyp');
    const moov = file.readUInt32BE(0);
    expect(file.toString('ascii', moov + 4, moov + 8)).toBe('moov');
    expect(file.toString('ascii', moov + 12, moov + 16)).toBe('mvhd');
    const mvhd = moov + 16;
    expect(file.readUInt32BE(mvhd + 16) / file.readUInt32BE(mvhd + 12)).toBe(30);
    expect(file.length).toBe(moov + file.readUInt32BE(moov));
  });

  it('are chosen by type, bounded in size, and empty for a type the mock cannot make', () => {
    expect(placeholder('image/png', { width: 10, height: 20 }).readUInt32BE(16)).toBe(10);
    const huge = placeholder('image/gif', { width: 1e9, height: null });
    expect([huge.readUInt16LE(6), huge.readUInt16LE(8)]).toEqual([maxPlaceholderSide, 250]);
    expect(placeholder('audio/mpeg', { durationSeconds: 1e9 }).length).toBeLessThan(3_000_000);
    expect(placeholder('application/zip').subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(placeholder('text/csv').toString()).toBe('value\r\n');
    expect(placeholder('audio/ogg')).toHaveLength(0);
  });

  it('are made once: the same type and size again is the same Buffer, built no second time', () => {
    const first = placeholder('image/png', { width: 4000, height: 3998 });
    const { builds } = placeholderCacheStats();
    expect(placeholder('image/png', { width: 4000, height: 3998 })).toBe(first);
    expect(placeholder('image/png', { width: 4000.2, height: 3998 })).toBe(first); // the same size once rounded
    expect(placeholderCacheStats().builds).toBe(builds);
    // What an audio file ignores (a width) does not make another.
    const audio = placeholder('audio/mpeg', { durationSeconds: 31 });
    expect(placeholder('audio/mpeg', { durationSeconds: 31, width: 640 })).toBe(audio);
    expect(placeholderCacheStats().builds).toBe(builds + 1);
  });

  it('are cached within a bound of bytes and entries, the least recently served dropped first', () => {
    // WAVs of 8 to 10 minutes are 3.8 to 4.8 MB each: 12 of them are more than the bound.
    const kept = placeholder('audio/wav', { durationSeconds: 599 });
    for (let seconds = 480; seconds < 492; seconds++) {
      placeholder('audio/wav', { durationSeconds: seconds });
      placeholder('audio/wav', { durationSeconds: 599 }); // served again: the most recent
      expect(placeholderCacheStats().bytes).toBeLessThanOrEqual(maxCachedPlaceholderBytes);
    }
    const { builds } = placeholderCacheStats();
    expect(placeholder('audio/wav', { durationSeconds: 599 })).toBe(kept);
    placeholder('audio/wav', { durationSeconds: 480 }); // the oldest: dropped, so made again
    expect(placeholderCacheStats().builds).toBe(builds + 1);
    // Many small distinct sizes: bounded by the count of entries.
    for (let height = 1; height <= maxCachedPlaceholders + 200; height++) placeholder('image/gif', { width: 3, height });
    expect(placeholderCacheStats().entries).toBe(maxCachedPlaceholders);
  });
});
