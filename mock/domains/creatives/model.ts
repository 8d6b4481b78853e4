/**
 * The creatives domain's records: creatives and creative groups.
 * Times are epoch milliseconds.
 */

/** creativeStatusId 2 is running (seed); 1, 3 and 4 are filter values (spec/DECISIONS.md). */
export const CreativeStatusId = { pending: 1, running: 2, paused: 3, deleted: 4 } as const;

export type CreativeStatusIdValue = (typeof CreativeStatusId)[keyof typeof CreativeStatusId];

/** What every creative has; the creatives domain adds the rest beside it. */
// The stored creative; the API's Creative (spec/generated/types.ts) is its view, with the organization and image details it is shown with.
export interface Creative {
  creativeId: number;
  owId: number;
  name: string;
  /** Platform creative type id (11 image, 13 HTML, 14 video, 15 native, 17 audio). */
  platformCreativeTypeId: number;
  statusId: CreativeStatusIdValue;
  createdByUowId: number;
  createdAt: number;
  modifiedAt: number;
  /** How the source was given: an uploaded file, HTML markup, VAST/DAAST XML, or a URL. */
  creativeSourceType: CreativeSourceType;
  /** A URL (files and URL creatives), the markup (HTML) or the XML (VAST/DAAST). */
  creativeSource: string;
  /** The card image of a native creative; null for the other types. */
  creativeCardSource: string | null;
  clickUrl: string | null;
  /** Size in px of image, HTML and native creatives; null when unknown. */
  width: number | null;
  height: number | null;
  /** Seconds, for video and audio creatives; null when unknown. */
  duration: number | null;
  /** Wrapper or inline, for VAST/DAAST sources; null otherwise. */
  xmlType: 'vastWrapper' | 'vastInline' | null;
  /** Versions the XML source is offered in (v2.0, v3.0 …); empty when not XML. */
  availableXmlVersions: string[];
  /** When post-processing of a video or audio creative finishes; null for the other types. */
  processedAt: number | null;
  creativeGroupId: number | null;
  /** An id the advertiser's own system gives the creative; null when none. */
  thirdPartyId: string | null;
}

export type CreativeSourceType = 'file' | 'HTML' | 'vast-xml' | 'URL';

/** A named set of creatives of one type, of one organization. */
// The stored group; the API's CreativeGroup (spec/generated/types.ts) is its view, named creativeGroupName and with a creatives count.
export interface CreativeGroup {
  creativeGroupId: number;
  owId: number;
  name: string;
  creativeTypeId: number;
  createdAt: number;
}

/** The part of the world these records make up (mock/domains/world.ts). */
export interface CreativesWorld {
  creatives: Creative[];
  creativeGroups: CreativeGroup[];
}

/** How long post-processing of an uploaded video or audio creative takes on the mock clock. */
export const POST_PROCESSING_MS = 5 * 60_000;

/** The XML versions a VAST source is offered in: its own and every earlier one the platform serves. */
export function xmlVersionsUpTo(version: string): string[] {
  const all = ['v1.0', 'v1.1', 'v2.0', 'v3.0', 'v4.0'];
  const index = all.indexOf(`v${version}`);
  return index === -1 ? [`v${version}`] : all.slice(0, index + 1);
}
