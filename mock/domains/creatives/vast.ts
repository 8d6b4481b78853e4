/**
 * What the platform reads from a VAST (video) or DAAST (audio) document: wrapper or
 * inline, its version, the duration and the media (or wrapped tag) URL. A light
 * reading by pattern: enough to classify a source, not a full XML parser.
 */
import { xmlVersionsUpTo } from './model.ts';

export interface VastInfo {
  xmlType: 'vastWrapper' | 'vastInline';
  availableXmlVersions: string[];
  duration: number | null;
  mediaUrl: string | null;
}

/** The reading of a VAST or DAAST document, or null when the text is not one. */
export function readVast(text: string): VastInfo | null {
  const root = /<(VAST|DAAST)\b([^>]*)>/i.exec(text);
  if (!root) return null;
  const isWrapper = /<Wrapper\b/i.test(text);
  if (!isWrapper && !/<InLine\b/i.test(text)) return null;
  // The root's attribute group matches, if only the empty text, whenever the root does.
  const version = /version\s*=\s*"([^"]+)"/i.exec(root[2]!)?.[1] ?? '2.0';
  return {
    xmlType: isWrapper ? 'vastWrapper' : 'vastInline',
    availableXmlVersions: xmlVersionsUpTo(version),
    duration: durationSeconds(/<Duration>\s*([\d:.]+)\s*<\/Duration>/i.exec(text)?.[1]),
    mediaUrl: /<(?:MediaFile|VASTAdTagURI)\b[^>]*>\s*(?:<!\[CDATA\[)?\s*(https?:\/\/[^\s<\]]+)/i.exec(text)?.[1] ?? null,
  };
}

function durationSeconds(hms: string | undefined): number | null {
  if (!hms) return null;
  const [h = 0, m = 0, s = 0] = hms.split(':').map(Number);
  const total = Math.round(h * 3600 + m * 60 + s);
  return Number.isFinite(total) ? total : null;
}
