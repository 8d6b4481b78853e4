/**
 * The bytes of uploaded assets the mock kept: a profile image or a creative file
 * whose whole content arrived within the upload's first bytes (uploads stream and
 * only their head is held, mock/core/pipeline/uploads.ts), matched-audience files included.
 * Keyed by the asset's link. Bounded like the other stores that
 * grow with traffic (spec/DECISIONS.md L4): past the cap the oldest go, and their
 * links fall back to a placeholder of the same type. `POST /__mock/reset` empties it.
 */
import { base64Item, SnapshotReader } from './snapshot-reader.ts';
import type { UploadedFile } from '../toolkit/context.ts';

export interface KeptAsset {
  contentType: string;
  body: Buffer;
}

/** The kept uploads in a snapshot (mock/core/state/state.ts): each link with its bytes, oldest first. */
export interface KeptAssetsState {
  files: Array<{ link: string; contentType: string; body: string }>;
}

export const defaultKeptAssetLimits = { maxFiles: 500, maxBytes: 32 * 1024 * 1024 };

export class KeptAssets {
  /** In insertion order, so the first entry is the oldest. */
  private files = new Map<string, KeptAsset>();
  private bytes = 0;

  constructor(private readonly limits = defaultKeptAssetLimits) {}

  keep(link: string, asset: KeptAsset): void {
    this.remove(link);
    this.files.set(link, asset);
    this.bytes += asset.body.length;
    for (const [oldest] of this.files) {
      if (this.files.size <= this.limits.maxFiles && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** Keeps an upload when all of it arrived in its head; a larger one is not kept. */
  keepUpload(link: string, file: UploadedFile, contentType = file.mimetype): void {
    if (file.bytes === file.head.length) this.keep(link, { contentType, body: Buffer.from(file.head) });
  }

  get(link: string): KeptAsset | undefined {
    return this.files.get(link);
  }

  get size(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }

  clear(): void {
    this.files.clear();
    this.bytes = 0;
  }

  toJSON(): KeptAssetsState {
    return { files: [...this.files].map(([link, file]) => ({ link, contentType: file.contentType, body: file.body.toString('base64') })) };
  }

  static parse(value: unknown, path: string): Array<[string, KeptAsset]> {
    return SnapshotReader.of(value, path).list('files', (item, itemPath) => {
      const read = SnapshotReader.of(item, itemPath);
      return [read.string('link'), { contentType: read.string('contentType'), body: base64Item(read.raw('body'), `${itemPath}.body`) }];
    });
  }

  /** Replaces the kept files with those of a parsed snapshot part (any past the limits go at once). */
  restore(files: Array<[string, KeptAsset]>): void {
    this.clear();
    for (const [link, asset] of files) this.keep(link, asset);
  }

  private remove(link: string): void {
    const file = this.files.get(link);
    if (!file) return;
    this.files.delete(link);
    this.bytes -= file.body.length;
  }
}
