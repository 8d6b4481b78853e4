/**
 * Readers for the files a target serves (CSV, XLSX, PDF), so suites can check a
 * download is a real file holding the rows it should, not just a URL.
 */
import { inflateRawSync } from 'node:zlib';

/** Rows of an RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The entries of a zip archive (stored or deflated), by name. */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  for (let n = 0; n < count; n += 1) {
    const method = archive.readUInt16LE(at + 10);
    const size = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extra;
  }
  return entries;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The cell texts of an XLSX workbook's first worksheet (inline or shared strings, numbers). */
export function readXlsxRows(file: Buffer): string[][] {
  const parts = unzip(file);
  const sheet = parts.get('xl/worksheets/sheet1.xml')?.toString('utf8');
  if (!sheet) throw new Error('workbook has no first worksheet');
  const shared = [...(parts.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>.*?<t[^>]*>(.*?)<\/t>.*?<\/si>/gs)].map((m) =>
    unescapeXml(m[1]!),
  );
  return [...sheet.matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map((row) =>
    [...row[1]!.matchAll(/<c [^>]*?(?:t="(\w+)")?[^>]*>(.*?)<\/c>/gs)].map(([, type, inner]) => {
      const text = /<t[^>]*>(.*?)<\/t>/s.exec(inner!)?.[1] ?? /<v>(.*?)<\/v>/s.exec(inner!)?.[1] ?? '';
      return type === 's' ? (shared[Number(text)] ?? '') : unescapeXml(text);
    }),
  );
}

/** True for a well-formed PDF: header, cross-reference table and end marker. */
export function isPdf(file: Buffer): boolean {
  const text = file.toString('latin1');
  return text.startsWith('%PDF-') && text.includes('\nxref\n') && text.trimEnd().endsWith('%%EOF');
}
