/**
 * POST /api/v3/crt/creatives: one creative per key of `creativeRequest`, each
 * checked on its own so one bad creative never sinks the others. The file of a
 * FILE creative is the multipart part whose field name is its key, or else the
 * `creativeFiles` part whose file name its creativeSource gives.
 */
import { creativeAssetUrl } from '../../core/toolkit/asset-links.ts';
import { POST_PROCESSING_MS } from './model.ts';
import type { Creative } from './model.ts';
import type { World } from '../world.ts';
import { CreativeStatusId } from './model.ts';
import type { Caller, UploadedFile } from '../../core/toolkit/context.ts';
import { badRequest } from '../../core/toolkit/errors.ts';
import { creativeMessages } from './messages.ts';
import { nextId } from '../workspace.ts';
import { imageSize } from './image-size.ts';
import { creativeTypeIds, fileProblem, isHttpUrl, isTimedType, UUID_PATTERN } from './rules.ts';
import { readVast, type VastInfo } from './vast.ts';
import { insertCreative } from './store.ts';

const FIRST_NEW_CREATIVE_ID = 6500;

type Details = Record<string, unknown>;

/** creativeRequest from the query (where the seed puts it) or the form; sent in both it is 400, as the two could disagree. */
export function creativeRequestOf(inQuery: string | undefined, inForm: string | undefined): string | undefined {
  if (inQuery !== undefined && inForm !== undefined) throw badRequest(creativeMessages.creativeRequestTwice, 'creativeRequest');
  return inQuery ?? inForm;
}

/** The creatives of the request by key; anything but a non-empty object of objects is 400. */
export function parseCreativeRequest(text: string | undefined): Map<string, unknown> {
  if (text === undefined) throw badRequest(creativeMessages.creativeRequestInvalid, 'creativeRequest');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } /* Stryker disable next-line BlockStatement: equivalent: text that is not JSON leaves parsed undefined, which is refused below with the same error */ catch {
    throw badRequest(creativeMessages.creativeRequestInvalid, 'creativeRequest');
  }
  if (!isObject(parsed) || Object.keys(parsed).length === 0) throw badRequest(creativeMessages.creativeRequestInvalid, 'creativeRequest');
  return new Map(Object.entries(parsed));
}

const isObject = (value: unknown): value is Details => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a valid creative becomes, before it gets an id. */
type Accepted = Pick<
  Creative,
  'name' | 'platformCreativeTypeId' | 'creativeSourceType' | 'clickUrl' | 'width' | 'height' | 'duration' | 'xmlType' | 'availableXmlVersions'
> & {
  source: { kind: 'file'; fileName: string; upload: UploadedFile } | { kind: 'text'; text: string };
};

/** The multipart field the seed names for creative files; its parts are matched to creatives by file name. */
const CREATIVE_FILES_FIELD = 'creativeFiles';

/** The creative a key describes, or the reason it fails. `parts` are every file part of the request. */
export function checkCreative(key: string, details: unknown, parts: readonly UploadedFile[]): Accepted | string {
  if (!UUID_PATTERN.test(key)) return creativeMessages.creativeKeyNotUuid;
  if (!isObject(details)) return creativeMessages.creativeRequestInvalid;
  const name = typeof details.creativeName === 'string' ? details.creativeName.trim() : '';
  if (!name) return creativeMessages.creativeNameMissing;
  const typeId = Number(details.platformCreativeTypeId);
  if (!creativeTypeIds.includes(typeId)) return creativeMessages.creativeTypeUnknown;
  const clickUrl = details.clickUrl === undefined || details.clickUrl === null ? null : String(details.clickUrl);
  if (clickUrl !== null && !isHttpUrl(clickUrl)) return creativeMessages.clickUrlInvalid;
  const size = requestedSize(details.imageDetails);
  if (size === 'invalid') return creativeMessages.creativeImageDetailsInvalid;
  const base = {
    name,
    platformCreativeTypeId: typeId,
    clickUrl,
    width: size.width,
    height: size.height,
    duration: null,
    xmlType: null,
    availableXmlVersions: [],
  };
  switch (details.creativeSourceType) {
    case 'FILE': {
      const file = fileOf(key, details.creativeSource, parts);
      return typeof file === 'string' ? file : fileCreative(base, file);
    }
    case 'URL':
      return urlCreative(base, details.creativeSource);
    case 'HTML':
      return htmlCreative(base, details.creativeSource);
    default:
      return creativeMessages.creativeSourceTypeInvalid;
  }
}

type Base = Omit<Accepted, 'creativeSourceType' | 'source'>;

function requestedSize(imageDetails: unknown): { width: number | null; height: number | null } | 'invalid' {
  if (imageDetails === undefined || imageDetails === null) return { width: null, height: null };
  if (!isObject(imageDetails)) return 'invalid';
  const read = (v: unknown) => (v === undefined || v === null ? null : Number.isInteger(v) && (v as number) > 0 ? (v as number) : NaN);
  const width = read(imageDetails.creativeWidth);
  const height = read(imageDetails.creativeHeight);
  return Number.isNaN(width) || Number.isNaN(height) ? 'invalid' : { width, height };
}

/**
 * The file of a FILE creative: the part named by its key (request validation lets a
 * key name one part at most), else the one `creativeFiles` part whose file name is
 * the creative's creativeSource. A reason when there is none or more than one.
 */
function fileOf(key: string, source: unknown, parts: readonly UploadedFile[]): UploadedFile | string {
  const keyed = parts.find((part) => part.field === key);
  if (keyed) return keyed;
  if (typeof source !== 'string') return creativeMessages.creativeFileMissing;
  // Stryker disable next-line MethodExpression: no document fixes this: whether spaces around creativeSource are ignored when it names a creativeFiles part (CR1 compares the name, not its spaces)
  const fileName = source.trim();
  const named = parts.filter((part) => part.field === CREATIVE_FILES_FIELD && part.filename === fileName);
  if (named.length > 1) return creativeMessages.creativeFileAmbiguous;
  return named[0] ?? creativeMessages.creativeFileMissing;
}

function fileCreative(base: Base, file: UploadedFile): Accepted | string {
  const problem = fileProblem(base.platformCreativeTypeId, file.filename, file.bytes);
  if (problem) return problem;
  // The request's sizes win; otherwise the image's own header gives them.
  const sniffed = base.width === null && base.height === null ? imageSize(file.head) : null;
  return { ...base, ...(sniffed ?? {}), creativeSourceType: 'file', source: { kind: 'file', fileName: file.filename, upload: file } };
}

function urlCreative(base: Base, source: unknown): Accepted | string {
  if (typeof source !== 'string' || !source.trim()) return creativeMessages.creativeSourceMissing;
  // Stryker disable next-line MethodExpression: no document fixes this: whether other spaces around a URL source (a no-break space) are ignored; the URL parser drops plain ones itself
  if (!isHttpUrl(source.trim())) return creativeMessages.creativeSourceUrlInvalid;
  // Stryker disable next-line MethodExpression: no document fixes this: whether a URL source is stored without the spaces sent around it
  return { ...base, creativeSourceType: 'URL', source: { kind: 'text', text: source.trim() } };
}

function htmlCreative(base: Base, source: unknown): Accepted | string {
  if (typeof source !== 'string' || !source.trim()) return creativeMessages.creativeSourceMissing;
  if (!isTimedType(base.platformCreativeTypeId)) return { ...base, creativeSourceType: 'HTML', source: { kind: 'text', text: source } };
  const vast = readVast(source);
  if (!vast) return creativeMessages.creativeXmlInvalid;
  return { ...base, ...fromVast(vast), creativeSourceType: 'vast-xml', source: { kind: 'text', text: source } };
}

const fromVast = (vast: VastInfo) => ({ duration: vast.duration, xmlType: vast.xmlType, availableXmlVersions: vast.availableXmlVersions });

/** Adds an accepted creative to the caller's organization: pending, and post-processing when timed. */
export function createCreative(world: World, caller: Caller, accepted: Accepted, now: number): Creative {
  const creativeId = nextId(
    world.creatives.map((c) => c.creativeId),
    // Stryker disable next-line ArithmeticOperator: no document fixes this: the ids new creatives get
    FIRST_NEW_CREATIVE_ID - 1,
  );
  const creative: Creative = {
    creativeId,
    owId: caller.owId,
    name: accepted.name,
    platformCreativeTypeId: accepted.platformCreativeTypeId,
    statusId: CreativeStatusId.pending,
    createdByUowId: caller.membership.uowId,
    createdAt: now,
    modifiedAt: now,
    creativeSourceType: accepted.creativeSourceType,
    creativeSource: accepted.source.kind === 'text' ? accepted.source.text : creativeAssetUrl(creativeId, accepted.source.fileName),
    creativeCardSource: null,
    clickUrl: accepted.clickUrl,
    width: accepted.width,
    height: accepted.height,
    duration: accepted.duration,
    xmlType: accepted.xmlType,
    availableXmlVersions: accepted.availableXmlVersions,
    processedAt: isTimedType(accepted.platformCreativeTypeId) ? now + POST_PROCESSING_MS : null,
    creativeGroupId: null,
    thirdPartyId: null,
  };
  insertCreative(world, creative);
  return creative;
}
