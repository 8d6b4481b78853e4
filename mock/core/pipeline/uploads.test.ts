import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../toolkit/context.ts';
import { countFile, filesByField, multipartAsBody } from './uploads.ts';

const file = (field: string, filename: string): UploadedFile => ({
  field,
  filename,
  mimetype: 'application/octet-stream',
  bytes: 1,
  lines: 1,
  head: Buffer.from('x'),
});

describe('multipartAsBody', () => {
  it('stands each file in as its name, and a repeated name as the list of names', () => {
    const body = multipartAsBody({
      fields: { creativeRequest: '{}' },
      files: [file('creativeFiles', 'a.png'), file('creativeFiles', 'b.png'), file('logo', 'logo.png')],
    });
    expect(body).toEqual({ creativeRequest: '{}', creativeFiles: ['a.png', 'b.png'], logo: 'logo.png' });
  });
});

describe('filesByField', () => {
  it('keeps one file per field name, the last when a name repeats', () => {
    const first = file('file', 'one.csv');
    const last = file('file', 'two.csv');
    const avatar = file('userAvatar', 'me.png');
    expect(filesByField([first, avatar, last])).toEqual({ file: last, userAvatar: avatar });
  });
});

describe('countFile', () => {
  it('counts bytes and lines of a stream without keeping more than its head', async () => {
    const counted = await countFile('file', 'a.csv', 'text/csv', Readable.from([Buffer.from('a,b\n1,2\n'), Buffer.from('3,4')]));
    expect(counted).toMatchObject({ bytes: 11, lines: 3 });
    expect(counted.head.toString()).toBe('a,b\n1,2\n3,4');
  });
});
