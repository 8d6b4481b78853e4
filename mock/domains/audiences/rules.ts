/**
 * The audience rules of document 2 as data: type names, status names and ids,
 * the matched-audience system fields, the supported column combinations, the
 * data partners and the upload limits (spec/DECISIONS.md, AU entries).
 */
import { DATA_PARTNER_NAMES, HealthcarePartnerId, VoterPartnerId } from './model.ts';
import type { AudienceStatus, AudienceTypeIdValue } from './model.ts';
import { AudienceTypeId } from './model.ts';

export const audienceTypeNames: Readonly<Record<AudienceTypeIdValue, string>> = {
  [AudienceTypeId.matched]: 'Matched Audience',
  [AudienceTypeId.geoFarmed]: 'Geo-Farmed Audience',
  [AudienceTypeId.retargeted]: 'Retargeted Audience',
  [AudienceTypeId.segment]: 'Segment Audience',
  [AudienceTypeId.contextual]: 'Contextual Audience',
  [AudienceTypeId.preBid]: 'Pre-bid Audience',
  [AudienceTypeId.campaign]: 'Campaign Audience',
  [AudienceTypeId.lookalike]: 'Lookalike Audience',
  [AudienceTypeId.abm]: 'ABM Audience',
};

export const statusDisplayNames: Readonly<Record<AudienceStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  approved: 'Ready',
};

/** The detailed list's `status` filter: status ids. */
export const statusById: Readonly<Record<number, AudienceStatus>> = { 1: 'pending', 2: 'processing', 3: 'approved' };

// ---- Matched upload ---------------------------------------------------------

export const maxMatchedFileBytes = 1024 ** 3;
export const maxMatchedRecords = 5_000_000;

export interface SystemField {
  id: number;
  label: string;
  key: string;
  isSingleColumn: boolean;
}

/** The seed's table, in its order (order 1..18). */
export const systemFields: readonly SystemField[] = [
  { id: 1, label: 'Voter ID', key: 'Voters_ID', isSingleColumn: true },
  { id: 26, label: 'NPI ID', key: 'NPI_ID', isSingleColumn: true },
  { id: 2, label: 'Email', key: 'Email', isSingleColumn: true },
  { id: 3, label: 'Phone', key: 'Phone', isSingleColumn: true },
  { id: 4, label: 'Full Address', key: 'Residence_FullAddress', isSingleColumn: true },
  { id: 5, label: 'First Name', key: 'Voters_FirstName', isSingleColumn: false },
  { id: 6, label: 'Last Name', key: 'Voters_LastName', isSingleColumn: false },
  { id: 7, label: 'Zip', key: 'Residence_Addresses_Zip', isSingleColumn: false },
  { id: 8, label: 'State', key: 'Residence_Addresses_State', isSingleColumn: false },
  { id: 9, label: 'Street Address', key: 'Residence_Addresses_AddressLine', isSingleColumn: false },
  { id: 10, label: 'Full Name', key: 'Voters_FullName', isSingleColumn: false },
  { id: 11, label: 'City', key: 'Residence_Addresses_City', isSingleColumn: false },
  { id: 12, label: 'ZipPlus4', key: 'Residence_Addresses_ZipPlus4', isSingleColumn: false },
  { id: 13, label: 'Age', key: 'Voters_Age', isSingleColumn: false },
  { id: 14, label: 'Gender', key: 'Voters_Gender', isSingleColumn: false },
  { id: 15, label: 'Ethnicity', key: 'Ethnic_Description', isSingleColumn: false },
  { id: 16, label: 'Latitude', key: 'Residence_Addresses_Latitude', isSingleColumn: false },
  { id: 17, label: 'Longitude', key: 'Residence_Addresses_Longitude', isSingleColumn: false },
];

/** Every system field key a column may be mapped to. */
export const systemFieldKeys: ReadonlySet<string> = new Set(systemFields.map((f) => f.key));

/**
 * The single-column fields (the table's isSingleColumn): voter ID, NPI ID, e-mail,
 * phone and full address. With one of them mapped, "only one of voter ID, e-mail,
 * phone or address is required"; NPI ID is a supported combination of its own.
 */
export const singleColumnFieldKeys: ReadonlySet<string> = new Set(systemFields.filter((f) => f.isSingleColumn).map((f) => f.key));

/**
 * "Without voter ID, e-mail, phone or address columns, one of these system field
 * sets is required: first name, last name, zip, state; or last name, street
 * address, zip, state; or street address, zip, state."
 */
export const addressFieldSets: readonly (readonly string[])[] = [
  ['Voters_FirstName', 'Voters_LastName', 'Residence_Addresses_Zip', 'Residence_Addresses_State'],
  ['Voters_LastName', 'Residence_Addresses_AddressLine', 'Residence_Addresses_Zip', 'Residence_Addresses_State'],
  ['Residence_Addresses_AddressLine', 'Residence_Addresses_Zip', 'Residence_Addresses_State'],
];

/** The partner a mapped voter ID or NPI ID column needs in columnSettings (keyed by that field), and the supported ids. */
export const partnerRequirements: Readonly<Record<string, readonly number[]>> = {
  Voters_ID: Object.values(VoterPartnerId),
  NPI_ID: Object.values(HealthcarePartnerId),
};

/** The partners the column list shows on the Voter ID and NPI ID fields. */
export function supportedPartners(systemKey: string): Array<{ id: number; name: string }> | undefined {
  return partnerRequirements[systemKey]?.map((id) => ({ id, name: DATA_PARTNER_NAMES[id]! }));
}

/**
 * Match rate (30–90 %, one decimal) of an upload: derived from the record count
 * so the same file always matches the same way.
 */
export function matchRateFor(records: number): number {
  return 30 + ((records * 7919) % 601) / 10;
}

// ---- Insights ---------------------------------------------------------------

/** How long insights take to generate on the mock clock. */
export const INSIGHTS_MS = 5 * 60_000;
export const maxInsightsRecipients = 15;
export const AUDIENCE_INSIGHTS_TYPE_ID = 1;

/** Data cost of a new matched audience (dollars CPM), as the fixtures' matched audiences. */
export const MATCHED_DATA_COST = 1.5;
