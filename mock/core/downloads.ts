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

export const DOWNLOADS_PATH = '/files/';

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
    const safeName = file.fileName.replace(/[^\w.-]+/g, '_');
    const body = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
    const stored: StoredFile = {
      fileId: `${randomBytes(18).toString('base64url')}-${safeName}`,
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
