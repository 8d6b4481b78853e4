import { describe, expect, it } from 'vitest';
import { vastXml } from '../../../fixtures/creatives.ts';
import { imageSize } from './image-size.ts';
import { readVast } from './vast.ts';

describe('imageSize', () => {
  it('reads PNG, GIF and JPEG headers', () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    expect(imageSize(png)).toEqual({ width: 1, height: 1 });
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x2c, 0x01, 0xfa, 0x00])]);
    expect(imageSize(gif)).toEqual({ width: 300, height: 250 });
    // SOI, an APP0 segment of 4 bytes, then SOF0 with height 90 and width 728.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x5a, 0x02, 0xd8, 0x03]);
    expect(imageSize(jpeg)).toEqual({ width: 728, height: 90 });
  });

  it('answers null for anything else', () => {
    expect(imageSize(Buffer.alloc(100))).toBeNull();
    expect(imageSize(Buffer.from('<html></html>'))).toBeNull();
  });
});

describe('readVast', () => {
  it('reads what the fixtures write', () => {
    expect(readVast(vastXml('inline', '3.0', 30, 'https://a.example/s.mp4'))).toEqual({
      xmlType: 'vastInline',
      availableXmlVersions: ['v1.0', 'v1.1', 'v2.0', 'v3.0'],
      duration: 30,
      mediaUrl: 'https://a.example/s.mp4',
    });
    expect(readVast(vastXml('wrapper', '2.0', 15, 'https://a.example/tag.xml'))).toMatchObject({
      xmlType: 'vastWrapper',
      duration: 15,
      mediaUrl: 'https://a.example/tag.xml',
    });
  });

  it('reads DAAST and refuses text that is not VAST', () => {
    expect(readVast('<DAAST version="1.0"><Ad><InLine></InLine></Ad></DAAST>')).toMatchObject({ xmlType: 'vastInline', duration: null });
    expect(readVast('<div>banner</div>')).toBeNull();
    expect(readVast('<VAST version="3.0"></VAST>')).toBeNull();
  });
});

describe('imageSize at the edges of what it reads', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  /** A JPEG segment: marker, then its length (which counts itself) and payload. */
  const segment = (marker: number, payload: number[]) => [0xff, marker, 0x00, payload.length + 2, ...payload];
  /** A start-of-frame payload: precision, height, width, and padding to a full header. */
  const frame = (height: number, width: number) => [0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0, 0, 0];
  const jpeg = (...segments: number[][]) => Buffer.from([0xff, 0xd8, ...segments.flat()]);

  it('reads a PNG header of exactly 24 bytes, and not one byte less', () => {
    expect(imageSize(png.subarray(0, 24))).toEqual({ width: 1, height: 1 });
    expect(imageSize(png.subarray(0, 23))).toBeNull();
  });

  it('reads a GIF header of 10 bytes, and not one byte less', () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x2c, 0x01, 0xfa, 0x00])]);
    expect(imageSize(gif)).toEqual({ width: 300, height: 250 });
    expect(imageSize(gif.subarray(0, 9))).toBeNull();
  });

  it('reads a frame that ends with the last byte kept, and not one byte less', () => {
    const cut = jpeg(segment(0xc0, frame(100, 200))).subarray(0, 11); // SOI, then the frame up to its width
    expect(imageSize(cut)).toEqual({ width: 200, height: 100 });
    expect(imageSize(cut.subarray(0, 10))).toBeNull();
  });

  it('reads a JPEG only after its start-of-image marker', () => {
    const body = [...segment(0xc0, frame(90, 728))];
    expect(imageSize(Buffer.from([0xff, 0xd8, ...body]))).toEqual({ width: 728, height: 90 });
    for (const start of [
      [0x00, 0xd8],
      [0xff, 0x00],
      [0x00, 0x00],
    ])
      expect(imageSize(Buffer.from([...start, ...body])), start.join(',')).toBeNull();
  });

  it('skips the segments that are no frame (DHT C4, JPG C8, DAC CC, and markers outside C0 to CF) to the first frame', () => {
    for (const marker of [0xc4, 0xc8, 0xcc, 0x01, 0xe0, 0xd0]) {
      const image = jpeg(segment(marker, frame(1, 2)), segment(0xc2, frame(90, 728)));
      expect(imageSize(image), marker.toString(16)).toEqual({ width: 728, height: 90 });
    }
    expect(imageSize(jpeg(segment(0xcf, frame(90, 728))))).toEqual({ width: 728, height: 90 });
    expect(imageSize(jpeg(segment(0xc0, frame(50, 320)), segment(0xc2, frame(90, 728))))).toEqual({ width: 320, height: 50 });
  });

  it('answers null for a JPEG whose segments break off or lose their marker', () => {
    expect(imageSize(Buffer.from([0xff, 0xd8, 0x00, 0xc0, ...segment(0xc0, frame(90, 728)).slice(2)]))).toBeNull();
    // A segment that ends where the bytes kept end, with the next marker's first bytes only.
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x02, 0xff, 0xc0]))).toBeNull();
    expect(imageSize(jpeg(segment(0xe0, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])))).toBeNull();
  });
});

describe('readVast at the edges of what it reads', () => {
  it('needs a VAST or DAAST root even when an InLine or Wrapper is there', () => {
    expect(readVast('<InLine><Duration>00:00:10</Duration></InLine>')).toBeNull();
    expect(readVast('<Ad><Wrapper></Wrapper></Ad>')).toBeNull();
  });

  it('takes version 2.0 when the root names none, and reads a version written with spaces around =', () => {
    expect(readVast('<VAST><Ad><InLine></InLine></Ad></VAST>')?.availableXmlVersions).toEqual(['v1.0', 'v1.1', 'v2.0']);
    expect(readVast('<VAST version = "4.0"><Ad><InLine></InLine></Ad></VAST>')?.availableXmlVersions).toEqual(['v1.0', 'v1.1', 'v2.0', 'v3.0', 'v4.0']);
  });

  it('reads hours, minutes and seconds of a duration written with spaces inside the element', () => {
    const inline = (duration: string) => `<VAST version="3.0"><Ad><InLine><Linear><Duration>${duration}</Duration></Linear></InLine></Ad></VAST>`;
    expect(readVast(inline(' 01:02:03 '))?.duration).toBe(3723);
    expect(readVast(inline('00:10:00'))?.duration).toBe(600);
  });

  it('reads the media URL with or without CDATA and spaces around it, over http or https', () => {
    const inline = (media: string) =>
      `<VAST version="3.0"><Ad><InLine><MediaFiles><MediaFile type="video/mp4">${media}</MediaFile></MediaFiles></InLine></Ad></VAST>`;
    expect(readVast(inline(' <![CDATA[ https://a.example/s.mp4 ]]> '))?.mediaUrl).toBe('https://a.example/s.mp4');
    expect(readVast(inline('https://a.example/plain.mp4'))?.mediaUrl).toBe('https://a.example/plain.mp4');
    expect(readVast(inline('http://a.example/s.mp4'))?.mediaUrl).toBe('http://a.example/s.mp4');
    expect(readVast(inline('ftp://a.example/s.mp4'))?.mediaUrl).toBeNull();
  });
});
