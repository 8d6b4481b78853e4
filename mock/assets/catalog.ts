/**
 * Which assets exist and what each is: an asset exists when a record of the world
 * links to it (mock/core/toolkit/asset-links.ts), so every link the mock hands out resolves and
 * any other name is 404. Its bytes are the upload the mock kept (mock/core/state/kept-assets.ts), else a
 * placeholder of its type, sized as the record says (placeholders.ts).
 */
import { AssetFolder, assetLink, matchedFileUrl } from '../core/toolkit/asset-links.ts';
import { DATA_PARTNER_NAMES, dataPartnerLogoUrl } from '../domains/audiences/model.ts';
import type { MatchedAudience } from '../domains/audiences/model.ts';
import type { Creative } from '../domains/creatives/model.ts';
import type { World } from '../domains/world.ts';
import type { MockState } from '../core/state/state.ts';
import { maxPlaceholderSide, placeholder, type PlaceholderSize } from './placeholders.ts';

export interface Asset {
  contentType: string;
  body: Buffer;
}

/** What a record says of its asset: its type, and its size where known. */
interface Described extends PlaceholderSize {
  contentType: string;
  /** A placeholder better than the generic one of its type (a matched file's own columns). */
  body?: Buffer;
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  mpeg: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  csv: 'text/csv',
  html: 'text/html',
  zip: 'application/zip',
  xml: 'application/xml',
};

/** The media type a file name's extension names (`application/octet-stream` when none is known). */
export function contentTypeOf(fileName: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return contentTypes[extension] ?? 'application/octet-stream';
}

const sizes = {
  avatar: { width: 128, height: 128 },
  logo: { width: 200, height: 200 },
  partnerLogo: { width: 160, height: 48 },
  /** The platform's native card (1.91:1), when the creative gives no size. */
  card: { width: 1200, height: 627 },
  thumbnail: { width: 300, height: 250 },
};

export function findAsset(state: MockState, folder: string, name: string): Asset | null {
  if (!isFolder(folder)) return null;
  const link = assetLink(folder, name);
  return served(state, link, describe(state.world, folder, name, link));
}

/** A matched audience's stored file, at its storeFileName `<owId>/<audienceId>-<file>`. */
export function findMatchedFile(state: MockState, owId: string, fileName: string): Asset | null {
  const link = matchedFileUrl(`${owId}/${fileName}`);
  const matched = state.world.matchedAudiences.find((m) => m.rawStoreUrl === link);
  return served(state, link, matched ? { contentType: 'text/csv', body: sampleCsv(matched) } : null);
}

/** The bytes kept for the link, else the placeholder its record describes. */
function served(state: MockState, link: string, described: Described | null): Asset | null {
  if (!described) return null;
  const kept = state.keptAssets.get(link);
  if (kept) return kept;
  return { contentType: described.contentType, body: described.body ?? placeholder(described.contentType, described) };
}

const isFolder = (folder: string): folder is AssetFolder => (Object.values(AssetFolder) as string[]).includes(folder);

function describe(world: World, folder: AssetFolder, name: string, link: string): Described | null {
  switch (folder) {
    case AssetFolder.avatars:
      return world.users.some((user) => user.userAvatar === link) ? { contentType: imageTypeOf(name), ...sizes.avatar } : null;
    case AssetFolder.logos:
      return world.organizations.some((org) => org.organizationLogo === link) ? { contentType: 'image/png', ...sizes.logo } : null;
    case AssetFolder.partners:
      return partnerLogos(world).has(link) ? { contentType: 'image/png', ...sizes.partnerLogo } : null;
    case AssetFolder.creatives:
      return creativeFile(world, name, link);
    case AssetFolder.html:
      return htmlBanner(name);
  }
}

/** An avatar's type by its name, an image type in any case (an upload named oddly is still an image). */
function imageTypeOf(name: string): string {
  const type = contentTypeOf(name);
  return type.startsWith('image/') ? type : 'image/png';
}

function partnerLogos(world: World): Set<string> {
  return new Set([
    ...world.preBidProviders.map((p) => p.providerLogoUrl),
    ...world.healthcareDataProviders.map((p) => p.logoUrl),
    ...Object.keys(DATA_PARTNER_NAMES).map((id) => dataPartnerLogoUrl(Number(id))),
  ]);
}

/**
 * `<creativeId>-<file>`: the creative's source file, its native card, the media a
 * VAST document of it names, or the thumbnail and card every creative has.
 */
function creativeFile(world: World, name: string, link: string): Described | null {
  const match = /^(\d+)-(.+)$/.exec(name);
  const creative = match ? world.creatives.find((c) => c.creativeId === Number(match[1])) : undefined;
  if (!match || !creative) return null;
  const own = { width: creative.width, height: creative.height, durationSeconds: creative.duration };
  if (match[2] === 'thumbnail.png') return { contentType: 'image/png', ...sizedOr(creative, sizes.thumbnail) };
  if (match[2] === 'card.png' || creative.creativeCardSource === link) return { contentType: 'image/png', ...sizedOr(creative, sizes.card) };
  if (!linksTo(creative, link)) return null;
  return { contentType: contentTypeOf(match[2]!), ...own };
}

function linksTo(creative: Creative, link: string): boolean {
  if (creative.creativeSourceType === 'file') return creative.creativeSource === link;
  // A VAST document or HTML markup names its media inside.
  return creative.creativeSource.includes(link);
}

function sizedOr(creative: Creative, fallback: { width: number; height: number }): { width: number; height: number } {
  return creative.width && creative.height ? { width: creative.width, height: creative.height } : fallback;
}

/** `banner-<w>x<h>.png`, the images HTML creatives' markup shows. */
function htmlBanner(name: string): Described | null {
  const match = /^banner-(\d{1,4})x(\d{1,4})\.png$/.exec(name);
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  const fits = (side: number) => side >= 1 && side <= maxPlaceholderSide;
  return fits(width) && fits(height) ? { contentType: 'image/png', width, height } : null;
}

/** A matched file the mock did not keep: its columns and the sample values its metadata gives. */
function sampleCsv(matched: MatchedAudience): Buffer {
  const { columns, columnValues } = matched.metadata as { columns?: unknown; columnValues?: unknown };
  const names = Array.isArray(columns) && columns.every((c) => typeof c === 'string') ? (columns as string[]) : Object.keys(matched.columns);
  const values = typeof columnValues === 'object' && columnValues !== null ? (columnValues as Record<string, unknown>) : {};
  const rows = [0, 1, 2].map((i) => names.map((column) => csvCell((values[column] as unknown[] | undefined)?.[i])));
  const lines = [names.map(csvCell), ...rows.filter((row) => row.some((cell) => cell !== ''))];
  return Buffer.from(lines.map((line) => `${line.join(',')}\r\n`).join(''));
}

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
