/**
 * The conversions domain's records: pixel conversions.
 * Times are epoch milliseconds.
 */

export interface ConversionSetting {
  conversionDuration: { view: number; click: number };
  repeatConversion: { count: 0 | 1; frequency: number | null; unit: string };
  crossModelling: boolean;
}

/** A pixel conversion; `campaignIds` is the one home of its assignment to campaigns. */
// The stored conversion; the API's Conversion (spec/generated/types.ts) is its listed view, with the pixel script and attribution counts.
export interface Conversion {
  conversionId: number;
  owId: number;
  name: string;
  status: 'Pending';
  type: 'Pixel';
  uuid: string;
  attributionId: string;
  customFields: string[];
  financialMetrics: string | null;
  piggybackData: { url: string; type: number } | null;
  conversionSetting: ConversionSetting;
  createdAt: number;
  createdByUowId: number;
  modifiedByUowId: number;
  /** Campaigns the conversion is assigned to (assigned while they were drafts). */
  campaignIds: number[];
}

/** The part of the world these records make up (mock/domains/world.ts). */
export interface ConversionsWorld {
  conversions: Conversion[];
}

/** The tag a site embeds so the platform counts the conversion. */
export function pixelScript(uuid: string): string {
  return `<script async src="https://px.ad-platform.example/conversion.js?uuid=${uuid}"></script>`;
}
