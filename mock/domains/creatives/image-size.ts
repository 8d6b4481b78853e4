/**
 * Width and height of an uploaded image, read from the first bytes of the file
 * (PNG IHDR, GIF logical screen, JPEG start-of-frame). Null when the header is
 * not one of these or lies beyond the bytes kept.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function imageSize(head: Buffer): ImageSize | null {
  if (head.length >= 24 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  if (head.length >= 10 && head.toString('latin1', 0, 4) === 'GIF8') return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
  if (head[0] === 0xff && head[1] === 0xd8) return jpegSize(head);
  return null;
}

/** Walks the JPEG segments to the first start-of-frame marker (C0 to CF, except C4, C8 and CC). */
function jpegSize(head: Buffer): ImageSize | null {
  let offset = 2;
  // A frame's width, the last field read, ends 9 bytes after its marker.
  while (offset + 9 <= head.length) {
    if (head[offset] !== 0xff) return null;
    const marker = head[offset + 1]!;
    const length = head.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: head.readUInt16BE(offset + 5), width: head.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}
