/**
 * POST /api/v2/audience/matched/add: the streamed file (counted by the pipeline,
 * never held whole), its JSON parts, the column mapping and its partner settings.
 * Everything is checked before the audience is created.
 */
import { rawStoreUrlOf, storeFileNameOf } from './model.ts';
import { AudienceTypeId } from './model.ts';
import type { OperationHandler, UploadedFile } from '../../core/toolkit/context.ts';
import { badRequest, unprocessable } from '../../core/toolkit/errors.ts';
import { audienceMessages } from './messages.ts';
import {
  addressFieldSets,
  matchRateFor,
  maxMatchedFileBytes,
  maxMatchedRecords,
  MATCHED_DATA_COST,
  partnerRequirements,
  singleColumnFieldKeys,
  systemFieldKeys,
} from './rules.ts';
import { insertMatchedAudience, createAudience } from './store.ts';

type JsonObject = Record<string, unknown>;

const XLSX_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const addMatchedAudience: OperationHandler<'addMatchedAudience'> = (ctx) => {
  const { caller, body, state, now } = ctx;
  // The spec refuses a missing or blank name with the document's 400 (x-refusals).
  const name = body.audienceName.trim();
  const columns = parseJsonObject(body.columns, 'columns');
  const settings = body.columnSettings === undefined ? {} : parseJsonObject(body.columnSettings, 'columnSettings');
  const metadata = parseJsonObject(body.metadata, 'metadata');
  // The spec requires the file part: a request without one is its 400.
  const file = ctx.files.file!;
  const records = checkFile(file, body.fileTotalCount);
  const mapping = checkMapping(columns);
  const isSingleColumnEnabled = checkSingleColumnFlag(mapping, body.isSingleColumnEnabled);
  const partnerId = checkPartners(mapping.fields, settings);

  const matchRate = matchRateFor(records);
  const audience = createAudience(
    state.world,
    caller,
    {
      name,
      typeId: AudienceTypeId.matched,
      uniques: Math.round((records * matchRate) / 100),
      dataCost: MATCHED_DATA_COST,
      isVoterAudience: mapping.fields.has('Voters_ID'),
    },
    now,
  );
  const storeFileName = storeFileNameOf(audience.owId, audience.audienceId, file.filename);
  state.keptAssets.keepUpload(rawStoreUrlOf(storeFileName), file, 'text/csv');
  insertMatchedAudience(state.world, {
    audienceId: audience.audienceId,
    fileName: file.filename,
    fileSize: file.bytes,
    fileTotalCount: records,
    columns: columns as Record<string, string>,
    columnSettings: settings,
    metadata,
    isSingleColumnEnabled,
    matchRate,
    storeFileName,
    rawStoreUrl: rawStoreUrlOf(storeFileName),
    minEcpm: MATCHED_DATA_COST,
    maxEcpm: MATCHED_DATA_COST * 3,
    verticalId: 1,
    partnerId,
  });
  return { id: audience.audienceId, message: 'Matched audience created successfully.' };
};

function parseJsonObject(text: string, field: string): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON: left undefined, refused below with the JSON of another type.
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(audienceMessages.jsonPartInvalid, field);
  return value as JsonObject;
}

/**
 * CSV or XLSX (by extension; an XLSX must also be a ZIP), at most 1 GB, 1 to
 * 5,000,000 records. A CSV's records are its counted lines after the header; an
 * XLSX is not parsed, so its records are the declared fileTotalCount.
 */
function checkFile(file: UploadedFile, declaredRecords: number): number {
  const extension = /\.([^.]+)$/.exec(file.filename)?.[1]!.toLowerCase();
  const isXlsx = extension === 'xlsx' && file.head.subarray(0, 4).equals(XLSX_SIGNATURE);
  if (extension !== 'csv' && !isXlsx) throw unprocessable(audienceMessages.matchedFileType, 'file');
  if (file.bytes > maxMatchedFileBytes) throw unprocessable(audienceMessages.matchedFileTooLarge, 'file');
  const records = isXlsx ? declaredRecords : Math.max(file.lines - 1, 0);
  if (records > maxMatchedRecords) throw unprocessable(audienceMessages.matchedFileTooManyRecords, 'file');
  if (records === 0) throw unprocessable(audienceMessages.matchedFileEmpty, 'file');
  return records;
}

/** The system fields a mapping names, and whether it holds a single-column field and a whole address set. */
interface ColumnMapping {
  fields: ReadonlySet<string>;
  hasSingleColumn: boolean;
  hasAddressSet: boolean;
}

/**
 * `columns` maps file column names to system field keys ("Map of file column name
 * to system field key"). Document 2's file rules: with a voter ID, NPI ID, e-mail,
 * phone or full address column only one of them is required; without them, one
 * whole address set is. Every other field is optional (spec/DECISIONS.md AU5).
 */
function checkMapping(columns: JsonObject): ColumnMapping {
  for (const [column, key] of Object.entries(columns)) {
    // A key of another JSON type is no system field key either.
    if (!systemFieldKeys.has(key as string)) {
      throw unprocessable(audienceMessages.columnNotSystemField, 'columns', `${column} maps to ${JSON.stringify(key)}.`);
    }
  }
  const fields = new Set(Object.values(columns) as string[]);
  const hasSingleColumn = [...fields].some((key) => singleColumnFieldKeys.has(key));
  const hasAddressSet = addressFieldSets.some((set) => set.every((key) => fields.has(key)));
  if (!hasSingleColumn && !hasAddressSet) throw unprocessable(audienceMessages.columnsUnsupported, 'columns');
  return { fields, hasSingleColumn, hasAddressSet };
}

/**
 * "true when voter ID, phone, e-mail or full address is the primary column mapping;
 * default false": true needs a single-column field, false a whole address set (the
 * other possible primary mapping). Left out, it is true when a single-column field is mapped.
 */
function checkSingleColumnFlag(mapping: ColumnMapping, sent: boolean | undefined): boolean {
  if (sent === undefined) return mapping.hasSingleColumn;
  if (sent ? !mapping.hasSingleColumn : !mapping.hasAddressSet) throw unprocessable(audienceMessages.singleColumnMismatch, 'isSingleColumnEnabled');
  return sent;
}

/** A mapped voter ID or NPI ID names a supported data partner in columnSettings; answers the partner (null when none is needed). */
function checkPartners(fields: ReadonlySet<string>, settings: JsonObject): number | null {
  let partnerId: number | null = null;
  for (const [field, partnerIds] of Object.entries(partnerRequirements)) {
    if (!fields.has(field)) continue;
    const sent = Number(settings[field]);
    if (!partnerIds.includes(sent))
      throw unprocessable(field === 'Voters_ID' ? audienceMessages.voterPartnerRequired : audienceMessages.npiPartnerRequired, 'columnSettings');
    partnerId ??= sent;
  }
  return partnerId;
}
