/**
 * Links to the platform's static assets: avatars, organization and partner logos,
 * creative files and thumbnails, matched-audience files as stored.
 *
 * The world is built without knowing where the mock will be reached, so its
 * records hold links on the platform's asset host (`ASSET_HOST`). On the way out,
 * every answer's links on that host are rewritten to the mock's own public origin
 * under `/assets/`, where the mock serves them (mock/assets/, spec/DECISIONS.md
 * M16). Every asset is `<folder>/<name>`, one level deep, except stored matched
 * files, which keep the storage's own layout (`matched/<owId>/<audienceId>-<file>`,
 * the audience's storeFileName).
 *
 * Rewritten in the serialized answer, in one place (the pipeline's answer text,
 * mock/core/pipeline/pipeline.ts), so that links inside text (a VAST document, HTML
 * markup) move too. The served contract (/openapi.json) is not an operation and
 * keeps the platform's host in its examples.
 */
export const ASSET_HOST = 'https://assets.ad-platform.example';

/** Where the mock serves assets, under its own public origin. */
export const ASSETS_PATH = '/assets/';

const placeholder = `${ASSET_HOST}/`;

/** The text with every asset link moved from the platform's asset host to `origin`. */
export function withAssetOrigin(text: string, origin: string): string {
  return text.includes(placeholder) ? text.replaceAll(placeholder, `${origin}${ASSETS_PATH}`) : text;
}

export const AssetFolder = {
  avatars: 'avatars',
  logos: 'logos',
  partners: 'partners',
  creatives: 'creatives',
  /** Images that HTML creatives' markup points at. */
  html: 'html',
} as const;
export type AssetFolder = (typeof AssetFolder)[keyof typeof AssetFolder];

/** The link of an asset; `name` is encoded here, so it may be any file name. */
export function assetLink(folder: AssetFolder, name: string): string {
  return `${ASSET_HOST}/${folder}/${encodeURIComponent(name)}`;
}

export const avatarUrl = (userId: number, suffix = '', extension = '.png') => assetLink(AssetFolder.avatars, `${userId}${suffix}${extension}`);

export const organizationLogoUrl = (owId: number) => assetLink(AssetFolder.logos, `${owId}.png`);

/** Logos of data partners, pre-bid providers and healthcare data providers, by a slug or id. */
export const partnerLogoUrl = (key: string | number) => assetLink(AssetFolder.partners, `${key}.png`);

/** A file of a creative: its source as uploaded, or a thumbnail or card the platform made. */
export const creativeAssetUrl = (creativeId: number, fileName: string) => assetLink(AssetFolder.creatives, `${creativeId}-${fileName}`);

export const htmlBannerUrl = (width: number, height: number) => assetLink(AssetFolder.html, `banner-${width}x${height}.png`);

/** The stored copy of a matched-audience upload, at its storeFileName (`<owId>/<audienceId>-<fileName>`). */
export const matchedFileUrl = (storeFileName: string) => `${ASSET_HOST}/matched/${storeFileName.split('/').map(encodeURIComponent).join('/')}`;
