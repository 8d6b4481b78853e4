/**
 * Files the platform hands out as download links (insights reports, VLD reports,
 * CSV exports, scheduled-report attachments). The mock stands in for the storage
 * host: each file is kept in memory and served at GET /files/{fileId} (outside the
 * admin API, so a --no-admin server serves its own links), so a link in a response
 * or an e-mail really downloads what it names.
 *
 * A link is its own credential, as a storage host's signed URL is: the id is
 * unguessable (not a counter another workspace could walk), and it stops working
 * after `ttlMs` of real time, or sooner when the store is full and it is the
 * oldest (spec/DECISIONS.md M8).
 */
import { randomBytes } from 'node:crypto';
import { base64Item, SnapshotMismatch, SnapshotReader } from './snapshot-reader.ts';

export interface StoredFile {
  /** `<random>-<fileName>`, so a download URL ends with the file's own name. */
  fileId: string;
  fileName: string;
  contentType: string;
  body: Buffer;
  createdAt: number;
  /** Real time (ms) after which the link no longer works. */
  expiresAt: number;
}

export interface NewFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

export interface DownloadLimits {
  /** How long a link works, in real time: links are handed to people, who come back later, not to the mock clock. */
  ttlMs: number;
  maxFiles: number;
  maxBytes: number;
}

/** What a snapshot keeps of the file store: the files oldest first, bodies in base64. */
export interface DownloadsState {
  files: Array<Omit<StoredFile, 'body'> & { body: string }>;
}

export const DOWNLOADS_PATH = '/files/';

/**
 * Text Node sends in a header as it is (tab, visible ASCII, and bytes past 0x7f):
 * a file's type goes out as its Content-Type, and its name in its
 * Content-Disposition, with quotes, backslashes and line breaks replaced (mock/core/pipeline/pipeline.ts).
 * Anything else would make every download of the file fail.
 */
const headerText = /^[\t\x20-\x7e\x80-\xff]*$/;

function readFile(item: unknown, path: string): StoredFile {
  const read = SnapshotReader.of(item, path);
  const contentType = read.string('contentType');
  if (!headerText.test(contentType)) throw new SnapshotMismatch(`${path}.contentType`, 'a type a header can carry (tab, visible ASCII or Latin-1)');
  const fileName = read.string('fileName');
  if (!headerText.test(fileName.replace(/[\r\n]/g, '')))
    throw new SnapshotMismatch(`${path}.fileName`, 'a name a header can carry (tab, visible ASCII or Latin-1)');
  return {
    fileId: read.string('fileId'),
    fileName,
    contentType,
    body: base64Item(read.raw('body'), `${path}.body`),
    createdAt: read.number('createdAt'),
    expiresAt: read.number('expiresAt'),
  };
}

/** A new link's id: unguessable, ending with the file's own name so a download URL does. */
function newFileId(fileName: string): string {
  return `${randomBytes(18).toString('base64url')}-${fileName.replace(/[^\w.-]+/g, '_')}`;
}

/**
 * A link to a restored file, pointed at the id the file has now (the restored files'
 * new ids by their old ones, both as a URL carries them); any other URL as it was.
 */
export function relinked(url: string, renamed: ReadonlyMap<string, string>): string {
  const at = url.lastIndexOf(DOWNLOADS_PATH);
  const renamedId = at === -1 ? undefined : renamed.get(url.slice(at + DOWNLOADS_PATH.length));
  return renamedId === undefined ? url : `${url.slice(0, at + DOWNLOADS_PATH.length)}${renamedId}`;
}

export const defaultDownloadLimits: DownloadLimits = { ttlMs: 24 * 60 * 60 * 1000, maxFiles: 500, maxBytes: 256 * 1024 * 1024 };

export class Downloads {
  /** In insertion order, so the first entry is the oldest. */
  private files = new Map<string, StoredFile>();
  private bytes = 0;

  constructor(
    private readonly limits: DownloadLimits = defaultDownloadLimits,
    private readonly realNow: () => number = Date.now,
  ) {}

  save(file: NewFile, now: number): StoredFile {
    const body = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
    const stored: StoredFile = {
      fileId: newFileId(file.fileName),
      fileName: file.fileName,
      contentType: file.contentType,
      body,
      createdAt: now,
      expiresAt: this.realNow() + this.limits.ttlMs,
    };
    this.files.set(stored.fileId, stored);
    this.bytes += body.length;
    this.evict();
    return stored;
  }

  get(fileId: string): StoredFile | undefined {
    const file = this.files.get(fileId);
    if (file && file.expiresAt <= this.realNow()) {
      this.remove(file);
      return undefined;
    }
    return file;
  }

  /** The absolute URL a client downloads the file from. */
  static url(origin: string, file: StoredFile): string {
    return `${origin}${DOWNLOADS_PATH}${encodeURIComponent(file.fileId)}`;
  }

  get size(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }

  clear(): void {
    this.files.clear();
    this.bytes = 0;
  }

  /** The files' part of a state snapshot, bodies in base64; each keeps its expiry in real time. */
  toJSON(): DownloadsState {
    return {
      files: [...this.files.values()].map((f) => ({
        fileId: f.fileId,
        fileName: f.fileName,
        contentType: f.contentType,
        body: f.body.toString('base64'),
        createdAt: f.createdAt,
        expiresAt: f.expiresAt,
      })),
    };
  }

  static parse(value: unknown, path: string): StoredFile[] {
    const files = SnapshotReader.of(value, path).list('files', readFile);
    if (new Set(files.map((f) => f.fileId)).size < files.length) throw new SnapshotMismatch(`${path}.files`, 'files of distinct ids');
    return files;
  }

  /**
   * Replaces the files with those of a parsed snapshot part (expired ones and any past
   * the limits go at once). Each gets a new id, as a file saved now would: a link is its
   * own credential, found in every session (MockWorlds.findFile), so an id a snapshot
   * chose could be guessed, or take over another session's link. Answers the new ids by
   * the old ones, as URLs carry them, for `relinked`.
   */
  restore(files: StoredFile[]): Map<string, string> {
    this.clear();
    const renamed = new Map<string, string>();
    for (const file of files) {
      const fileId = newFileId(file.fileName);
      renamed.set(encodeURIComponent(file.fileId), encodeURIComponent(fileId));
      this.files.set(fileId, { ...file, fileId });
      this.bytes += file.body.length;
    }
    this.evict();
    return renamed;
  }

  /** Drops expired files and then the oldest until the store is within its limits; oldest first, so the work is amortised. */
  private evict(): void {
    const now = this.realNow();
    for (const file of this.files.values()) {
      const overLimit = this.files.size > this.limits.maxFiles || this.bytes > this.limits.maxBytes;
      if (!overLimit && file.expiresAt > now) break;
      this.remove(file);
    }
  }

  private remove(file: StoredFile): void {
    this.files.delete(file.fileId);
    this.bytes -= file.body.length;
  }
}
