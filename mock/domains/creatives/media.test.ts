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
