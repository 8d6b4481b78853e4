/** The multipart outline: the fields and file names of a body read as it streams, in chunks cut anywhere. */
import { describe, expect, it } from 'vitest';
import { multipartBoundary, MultipartOutliner } from './multipart-outline.ts';

const boundary = 'b0und4ry';

function body(...parts: string[]): Buffer {
  return Buffer.from(`${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`);
}

function outline(bytes: Buffer, chunkSize = bytes.length) {
  const outliner = new MultipartOutliner(boundary);
  for (let at = 0; at < bytes.length; at += chunkSize) outliner.write(bytes.subarray(at, at + chunkSize));
  return outliner.end();
}

const sample = body(
  'Content-Disposition: form-data; name="displayName"\r\n\r\nAva Stone',
  // The file's bytes hold almost-delimiters: a CRLF and dashes, and the boundary without its dashes.
  `Content-Disposition: form-data; name="userAvatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\r\n-\r\n--b0und\r\n${boundary}`,
  'Content-Disposition: form-data; name="tag"\r\n\r\none',
  'Content-Disposition: form-data; name="tag"\r\n\r\ntwo',
);
const expected = { outline: { fields: { displayName: 'Ava Stone', tag: ['one', 'two'] }, files: [{ field: 'userAvatar', filename: 'a.png' }] } };

describe('MultipartOutliner', () => {
  it('reads text fields (a repeated name as a list) and the field and name of each file', () => {
    expect(outline(sample)).toEqual(expected);
  });

  it('reads the same outline whatever the chunks', () => {
    for (const size of [1, 2, 3, 7, 13, 64]) expect(outline(sample, size), `chunks of ${size}`).toEqual(expected);
  });

  it('ignores a preamble and an epilogue, and reads quoted and RFC 5987 names', () => {
    const bytes = Buffer.concat([
      Buffer.from('This is the preamble.\r\n'),
      body(
        'Content-Disposition: form-data; name="say \\"hi\\""\r\n\r\nhello',
        "Content-Disposition: form-data; name=file; filename*=UTF-8''r%C3%A9sum%C3%A9.csv\r\n\r\na,b",
      ),
      Buffer.from('epilogue'),
    ]);
    expect(outline(bytes)).toEqual({ outline: { fields: { 'say "hi"': 'hello' }, files: [{ field: 'file', filename: 'résumé.csv' }] } });
  });

  it('says so when the body ends before its closing boundary', () => {
    const cut = sample.subarray(0, sample.length - 20);
    expect(outline(cut)).toEqual({ problem: 'multipart body: it ends before its closing boundary' });
  });

  it('says so when the Content-Type names no boundary', () => {
    const outliner = new MultipartOutliner(multipartBoundary('multipart/form-data'));
    outliner.write(sample);
    expect(outliner.end()).toEqual({ problem: 'multipart body: the Content-Type names no boundary' });
  });

  it('stops holding fields and file names past the limits the mock refuses (50 fields, 20 files)', () => {
    const fields = Array.from({ length: 51 }, (_, i) => `Content-Disposition: form-data; name="f${i}"\r\n\r\n${'x'.repeat(1000)}`);
    expect(outline(body(...fields.slice(0, 50)))).toMatchObject({ outline: { files: [] } });
    expect(outline(body(...fields))).toEqual({ problem: 'multipart body: Request body is too large. (over 50 fields)' });
    const files = Array.from({ length: 21 }, (_, i) => `Content-Disposition: form-data; name="f"; filename="${i}.png"\r\n\r\nPNG`);
    expect(outline(body(...files))).toEqual({ problem: 'multipart body: Request body is too large. (over 20 files)' });
  });

  it('reads the boundary of a Content-Type, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
  });
});
