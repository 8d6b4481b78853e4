/**
 * The creative types and the file rules of uploads (document 2's Limits):
 * which extensions each type takes and how large each may be.
 */
import { CreativeTypeId } from '../campaigns/model.ts';
import { creativeMessages, type CreativeMessageKey } from './messages.ts';

export const creativeTypes = [
  { id: CreativeTypeId.image, name: 'Image', rtbTypeId: 1 },
  { id: CreativeTypeId.html, name: 'HTML', rtbTypeId: 1 },
  { id: CreativeTypeId.video, name: 'Video', rtbTypeId: 3 },
  { id: CreativeTypeId.native, name: 'Native', rtbTypeId: 4 },
  { id: CreativeTypeId.audio, name: 'Audio', rtbTypeId: 2 },
] as const;

export const creativeTypeIds: readonly number[] = creativeTypes.map((t) => t.id);

export function rtbTypeOf(platformCreativeTypeId: number): number {
  // Stryker disable next-line OptionalChaining: equivalent: every creative has one of the five types (an upload of another type fails), so the type is always found
  return creativeTypes.find((t) => t.id === platformCreativeTypeId)?.rtbTypeId ?? 1;
}

/** Video and audio creatives are post-processed (transformed) after upload. */
export const isTimedType = (typeId: number) => typeId === CreativeTypeId.video || typeId === CreativeTypeId.audio;

const KB = 1024;
const MB = 1024 * KB;

interface FileLimit {
  maxBytes: number;
  tooLarge: CreativeMessageKey;
}

/** The seed's limits by extension (1 MB = 1,048,576 bytes). */
export const limitByExtension: Record<string, FileLimit> = {
  jpg: { maxBytes: 2 * MB, tooLarge: 'creativeImageTooLarge' },
  jpeg: { maxBytes: 2 * MB, tooLarge: 'creativeImageTooLarge' },
  png: { maxBytes: 2 * MB, tooLarge: 'creativeImageTooLarge' },
  gif: { maxBytes: 750 * KB, tooLarge: 'creativeGifTooLarge' },
  mov: { maxBytes: 400 * MB, tooLarge: 'creativeVideoTooLarge' },
  mp4: { maxBytes: 400 * MB, tooLarge: 'creativeVideoTooLarge' },
  mp3: { maxBytes: 100 * MB, tooLarge: 'creativeAudioTooLarge' },
  wav: { maxBytes: 100 * MB, tooLarge: 'creativeAudioTooLarge' },
  ogg: { maxBytes: 100 * MB, tooLarge: 'creativeAudioTooLarge' },
  mpeg: { maxBytes: 100 * MB, tooLarge: 'creativeAudioTooLarge' },
};

const imageExtensions = ['jpg', 'jpeg', 'png', 'gif'];

/** The extensions a FILE creative of each type takes; HTML creatives take no file. */
const extensionsByType: Record<number, readonly string[]> = {
  [CreativeTypeId.image]: imageExtensions,
  [CreativeTypeId.native]: imageExtensions,
  [CreativeTypeId.video]: ['mov', 'mp4'],
  [CreativeTypeId.audio]: ['mp3', 'wav', 'ogg', 'mpeg'],
  [CreativeTypeId.html]: [],
};

// The pattern's group matches at least one character whenever the pattern matches.
export const extensionOf = (fileName: string) => /\.([^./\\]+)$/.exec(fileName)?.[1]!.toLowerCase() ?? '';

/** The reason a file cannot be the source of a creative of this type, or null when it can. */
export function fileProblem(typeId: number, fileName: string, bytes: number): string | null {
  const extension = extensionOf(fileName);
  // Stryker disable next-line ArrayDeclaration: equivalent: fileProblem is only asked about a type the upload has already checked is one of the five
  if (!(extensionsByType[typeId] ?? []).includes(extension)) return creativeMessages.creativeFileTypeNotAllowed;
  const limit = limitByExtension[extension]!;
  return bytes > limit.maxBytes ? creativeMessages[limit.tooLarge] : null;
}

/** Whether the value is an absolute http(s) URL (URL.parse answers null for none at all). */
export const isHttpUrl = (value: string) => ['http:', 'https:'].includes(URL.parse(value)?.protocol ?? '');

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
