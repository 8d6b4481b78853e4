/**
 * POST /api/v2/audience/matched/add: the streamed file (counted by the pipeline,
 * never held whole), its JSON parts, the column mapping and its partner settings.
 * Everything is checked before the audience is created.
 */
import { rawStoreUrlOf, storeFileNameOf } from '../../../fixtures/audiences.ts';
import { AudienceTypeId } from '../../../fixtures/types.ts';
import type { MatchedAudienceForm } from '../../../spec/generated/types.ts';
import { requireCaller, type Handler } from '../../core/context.ts';
import { badRequest, messages, unprocessable } from '../../core/errors.ts';
import type { UploadedFile } from '../../core/uploads.ts';
import {
  addressCombinations,
  addressKeys,
  matchRateFor,
  maxMatchedFileBytes,
  maxMatchedRecords,
  MATCHED_DATA_COST,
  optionalFieldKeys,
  partnerRequirements,
  singleColumnKeys,
} from './rules.ts';
import { createAudience } from './store.ts';

type JsonObject = Record<string, unknown>;

const XLSX_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const addMatchedAudience: Handler<MatchedAudienceForm> = (ctx) => {
  const caller = requireCaller(ctx);
  const { body, state, now } = ctx;
  const name = body.audienceName?.trim();
  if (!name) throw badRequest(messages.audienceNameMissing, 'audienceName');
  const columns = parseJsonObject(body.columns, 'columns');
  const settings = body.columnSettings === undefined ? {} : parseJsonObject(body.columnSettings, 'columnSettings');
  const metadata = parseJsonObject(body.metadata, 'metadata');
  const file = ctx.files.file;
  if (!file) throw badRequest(messages.requestBodyInvalid, 'file', 'file must be an uploaded file.');
  const records = checkFile(file, body.fileTotalCount);
  const singleKey = checkMapping(columns);
  if (body.isSingleColumnEnabled !== undefined && body.isSingleColumnEnabled !== (singleKey !== null)) {
    throw unprocessable(messages.singleColumnMismatch, 'isSingleColumnEnabled');
  }
  const partnerId = singleKey === null ? null : checkPartner(singleKey, settings);

  const matchRate = matchRateFor(records);
  const audience = createAudience(
    state.world,
    caller,
    {
      name,
      typeId: AudienceTypeId.matched,
      uniques: Math.round((records * matchRate) / 100),
      dataCost: MATCHED_DATA_COST,
      isVoterAudience: singleKey === 'VOTER_ID_VALUE',
    },
    now,
  );
  const storeFileName = storeFileNameOf(audience.owId, audience.audienceId, file.filename);
  state.world.matchedAudiences.push({
    audienceId: audience.audienceId,
    fileName: file.filename,
    fileSize: file.bytes,
    fileTotalCount: records,
    columns: columns as Record<string, string>,
    columnSettings: settings,
    metadata,
    isSingleColumnEnabled: singleKey !== null,
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
    throw badRequest(messages.jsonPartInvalid, field);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(messages.jsonPartInvalid, field);
  return value as JsonObject;
}

/**
 * CSV or XLSX (by extension; an XLSX must also be a ZIP), at most 1 GB, 1 to
 * 5,000,000 records. A CSV's records are its counted lines after the header; an
 * XLSX is not parsed, so its records are the declared fileTotalCount.
 */
function checkFile(file: UploadedFile, declaredRecords: number): number {
  const extension = /\.([^.]+)$/.exec(file.filename)?.[1]?.toLowerCase();
  const isXlsx = extension === 'xlsx' && file.head.subarray(0, 4).equals(XLSX_SIGNATURE);
  if (extension !== 'csv' && !isXlsx) throw unprocessable(messages.matchedFileType, 'file');
  if (file.bytes > maxMatchedFileBytes) throw unprocessable(messages.matchedFileTooLarge, 'file');
  const records = isXlsx ? declaredRecords : Math.max(file.lines - 1, 0);
  if (records > maxMatchedRecords) throw unprocessable(messages.matchedFileTooManyRecords, 'file');
  if (records === 0) throw unprocessable(messages.matchedFileEmpty, 'file');
  return records;
}

/** One of the supported combinations; answers the single-column key, or null for an address combination. */
function checkMapping(columns: JsonObject): string | null {
  const refuse = (reason: string) => unprocessable(messages.columnsUnsupported, 'columns', reason);
  for (const [key, value] of Object.entries(columns)) {
    const expected = addressKeys[key] ?? singleColumnKeys[key];
    if (typeof value !== 'string') throw refuse(`${key} must name a system field key.`);
    if (expected !== undefined && value !== expected) throw refuse(`${key} must map to ${expected}.`);
    if (expected === undefined && !optionalFieldKeys.has(value)) throw refuse(`${key} maps to ${value}, which is not an optional system field.`);
  }
  const keys = Object.keys(columns);
  const singles = keys.filter((k) => k in singleColumnKeys);
  const address = keys.filter((k) => k in addressKeys);
  if (singles.length === 1 && address.length === 0) return singles[0]!;
  if (singles.length === 0 && addressCombinations.some((combination) => combination.every((k) => address.includes(k)))) return null;
  throw refuse(
    'Map FirstName, LastName, mState and mZip5; or LastName, StreetAddress, mState and mZip5; or StreetAddress, mState and mZip5; or exactly one of VOTER_ID_VALUE, NPI_ID_VALUE, Phone, Email, FullAddress.',
  );
}

/** Voter ID and NPI ID name a supported data partner in columnSettings; answers it (null when none is needed). */
function checkPartner(singleKey: string, settings: JsonObject): number | null {
  const requirement = partnerRequirements[singleKey];
  if (!requirement) return null;
  const partnerId = Number(settings[requirement.settingsKey]);
  if (!requirement.partnerIds.includes(partnerId)) {
    throw unprocessable(singleKey === 'VOTER_ID_VALUE' ? messages.voterPartnerRequired : messages.npiPartnerRequired, 'columnSettings');
  }
  return partnerId;
}
