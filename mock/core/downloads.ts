/**
 * Files the platform hands out as download links (insights reports, VLD reports,
 * CSV exports, scheduled-report attachments). The mock stands in for the storage
 * host: each file is kept in memory until the next reset and served at
 * GET /files/{fileId} (outside the admin API, so a --no-admin server serves its own links), so a link in a response or an e-mail really
 * downloads what it names.
 */
export interface StoredFile {
  /** `<n>-<fileName>`, so a download URL ends with the file's own name. */
  fileId: string;
  fileName: string;
  contentType: string;
  body: Buffer;
  createdAt: number;
}

export interface NewFile {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

export const DOWNLOADS_PATH = '/files/';

export class Downloads {
  private files = new Map<string, StoredFile>();
  private counter = 0;

  save(file: NewFile, now: number): StoredFile {
    this.counter += 1;
    const safeName = file.fileName.replace(/[^\w.-]+/g, '_');
    const stored: StoredFile = {
      fileId: `${this.counter}-${safeName}`,
      fileName: file.fileName,
      contentType: file.contentType,
      body: typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body,
      createdAt: now,
    };
    this.files.set(stored.fileId, stored);
    return stored;
  }

  get(fileId: string): StoredFile | undefined {
    return this.files.get(fileId);
  }

  /** The absolute URL a client downloads the file from. */
  static url(origin: string, file: StoredFile): string {
    return `${origin}${DOWNLOADS_PATH}${encodeURIComponent(file.fileId)}`;
  }

  clear(): void {
    this.files.clear();
    this.counter = 0;
  }
}
