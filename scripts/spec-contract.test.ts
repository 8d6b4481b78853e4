/**
 * The machine-checkable side of the contract (spec/DECISIONS.md C1–C5), checked over
 * the bundled document:
 * - every path, query and header parameter carries an example that fits its schema,
 *   and the examples of each read work against the default world;
 * - a JSON-in-string field says so (contentMediaType, contentSchema), and the
 *   request examples' JSON parts fit their contentSchema;
 * - every field the documents show in two forms accepts both (the list below is
 *   the documents' own, with their words).
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapePointer, getPointer, loadOperations, resolve, specDocument, type Operation } from '../mock/core/pipeline/spec-loader.ts';
import { compilePointer, createAjv } from '../mock/core/pipeline/ajv.ts';
import { messages } from '../mock/messages.ts';
import { buildServer, type MockServer } from '../mock/server.ts';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const ajv = createAjv(specDocument, { coerce: false, defaults: false });

interface DocumentedParameter {
  where: string;
  name: string;
  in: string;
  /** JSON pointer of the parameter's schema in the bundled document. */
  schemaPointer: string;
  example: unknown;
  hasExample: boolean;
}

const isRef = (value: unknown): value is { $ref: string } => typeof (value as { $ref?: unknown })?.$ref === 'string';

/** Every parameter of every operation, with where its schema lives and its example. */
function documentedParameters(): DocumentedParameter[] {
  const found: DocumentedParameter[] = [];
  for (const [path, item] of Object.entries(specDocument.paths ?? {})) {
    for (const method of methods) {
      const op = item?.[method];
      if (!op) continue;
      const listed = [
        ...(item.parameters ?? []).map((p, i) => [p, `/paths/${escapePointer(path)}/parameters/${i}`] as const),
        ...(op.parameters ?? []).map((p, i) => [p, `/paths/${escapePointer(path)}/${method}/parameters/${i}`] as const),
      ];
      for (const [raw, pointer] of listed) {
        const base = isRef(raw) ? raw.$ref.slice(1) : pointer;
        const p = resolve<OpenAPIV3_1.ParameterObject>(specDocument, raw);
        const schema = (p.schema ?? {}) as { example?: unknown; examples?: unknown[] };
        const examples = [p.example, ...Object.values(p.examples ?? {}).map((e) => (e as { value?: unknown }).value), schema.example, schema.examples?.[0]];
        const example = examples.find((e) => e !== undefined);
        found.push({
          where: `${op.operationId} ${p.in} ${p.name}`,
          name: p.name,
          in: p.in,
          schemaPointer: `${base}/schema`,
          example,
          hasExample: example !== undefined,
        });
      }
    }
  }
  return found;
}

const parameters = documentedParameters();

describe("refusals in the documents' words (x-refusals)", () => {
  const refusals = loadOperations().flatMap((op) => Object.entries(op.refusals).map(([field, refusal]) => [`${op.operationId} ${field}`, refusal] as const));

  it("are given where the documents name a refusal's text", () => {
    expect(refusals.map(([where]) => where)).toEqual(
      expect.arrayContaining(['listUserApplications sortBy', 'updateAudienceName audienceName', 'addMatchedAudience audienceName', 'deleteAudiences body']),
    );
  });

  it.each(refusals)('%s: a text of the error catalogue and a client-error status', (_, refusal) => {
    expect(Object.values(messages)).toContain(refusal.error);
    expect([400, 422]).toContain(refusal.status);
  });
});

describe('parameter examples', () => {
  it('covers every path, query and header parameter', () => {
    const lacking = parameters.filter((p) => !p.hasExample).map((p) => p.where);
    expect(lacking, 'parameters without an example').toEqual([]);
    expect(parameters.filter((p) => p.in === 'path' || p.in === 'query').length).toBeGreaterThan(100);
  });

  it.each(parameters.filter((p) => p.hasExample).map((p) => [p.where, p] as const))('%s: the example fits the schema', (_, p) => {
    const validate = compilePointer(ajv, p.schemaPointer);
    expect(validate(p.example) ? [] : validate.errors).toEqual([]);
  });
});

/** The value of every schema node found under `node`, with its pointer. */
function* schemaNodes(node: unknown, pointer: string): Generator<[Record<string, unknown>, string]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* schemaNodes(item, `${pointer}/${i}`);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  yield [node as Record<string, unknown>, pointer];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples') continue;
    yield* schemaNodes(value, `${pointer}/${escapePointer(key)}`);
  }
}

/**
 * The bounds the documents state (C1, C2): every bound of the spec beyond "present and
 * not empty" (minimum 0 or 1, minLength, minItems or minProperties 1) is listed here
 * with the documents' words, by keyword, value and the field it bounds. A bound no
 * document states fails the test below, so it cannot come back unnoticed.
 */
const statedBounds: { bound: string; fields: string[]; documents: string }[] = [
  {
    bound: 'maximum=1000',
    fields: ['limit', 'noOfEntries', 'pageSize', 'total_count'],
    documents: '"Maximum data size per page | 1K rows (1000) | all list endpoints"',
  },
  { bound: 'minItems=2', fields: ['GeoTimeRange'], documents: '"each value is a list of [start, end] pairs of HH:MM:SS strings"' },
  { bound: 'maxItems=2', fields: ['GeoTimeRange'], documents: '"each value is a list of [start, end] pairs of HH:MM:SS strings"' },
  { bound: 'minimum=-90', fields: ['latitude'], documents: 'a latitude (custom area "latitude, longitude"): the range of the word' },
  { bound: 'maximum=90', fields: ['latitude'], documents: 'a latitude (custom area "latitude, longitude"): the range of the word' },
  { bound: 'minimum=-180', fields: ['longitude'], documents: 'a longitude (custom area "latitude, longitude"): the range of the word' },
  { bound: 'maximum=180', fields: ['longitude'], documents: 'a longitude (custom area "latitude, longitude"): the range of the word' },
  { bound: 'maximum=10', fields: ['frequency'], documents: '"frequency (integer 1 to 10)"' },
  { bound: 'maximum=10', fields: ['priority'], documents: '"dimension priority (bidding sequence, range 1 to 10)"' },
  { bound: 'maximum=30', fields: ['dataCollectionDays'], documents: '"dataCollectionDays (integer, dynamic only, at most 30)"' },
  { bound: 'maximum=30', fields: ['view'], documents: '"view (integer, post-view interval, days 1 to 30)"' },
  { bound: 'minimum=7', fields: ['click'], documents: '"click (integer, post-click interval, days 7 to 60)"' },
  { bound: 'maximum=60', fields: ['click'], documents: '"click (integer, post-click interval, days 7 to 60)"' },
  { bound: 'minimum=0.1', fields: ['bidMultiplier'], documents: '"bid modifier (multiplier on the base bid, range 0.1 to 100)"' },
  { bound: 'maximum=100', fields: ['bidMultiplier'], documents: '"bid modifier (multiplier on the base bid, range 0.1 to 100)"' },
  { bound: 'maximum=100', fields: ['spendRatio'], documents: '"spend ratio (share of the campaign budget per dimension entity, as a percentage)"' },
  { bound: 'maximum=500', fields: ['limit'], documents: "the mock's request journal (admin API, not a platform operation)" },
  { bound: 'maximum=8640000000000000', fields: ['advanceMs', 'now'], documents: 'the mock clock (admin API): the range a date can hold' },
  { bound: 'maxLength=64', fields: ['advance'], documents: 'the mock clock (admin API, M2): a duration in words, 25h or 1d12h, far shorter' },
  { bound: 'maximum=2147483647', fields: ['seed'], documents: "the mock's reset seed (admin API, not a platform operation)" },
  { bound: 'minimum=200', fields: ['status'], documents: "an answer rule's status (admin API, M25): a final answer, 2xx to 5xx" },
  { bound: 'maximum=599', fields: ['status'], documents: "an answer rule's status (admin API, M25): a final answer, 2xx to 5xx" },
  { bound: 'maximum=60000', fields: ['delayMs'], documents: "an answer rule's delay (admin API, M25): Prefer's delay=, 0 to 60000 ms (M1)" },
  {
    bound: 'maximum=6000',
    fields: ['chunkDelayMs'],
    documents: "an answer rule's slow-body pause (admin API, M25): 9 pauses of at most 6 s end within a minute, as delays do (M1)",
  },
];

const TRIVIAL_BOUNDS = new Set(['minimum=0', 'minimum=1', 'exclusiveMinimum=0', 'minLength=1', 'minItems=1', 'minProperties=1']);
const BOUND_KEYWORDS = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
];

/** The field a schema node bounds: its parameter's name, its property's name, or its component's. */
function boundField(pointer: string): string {
  const parameter = /^(.*\/parameters\/[^/]+)\/schema$/.exec(pointer);
  if (parameter) return (getPointer(specDocument, parameter[1]!) as { name: string }).name;
  const segments = pointer.split('/');
  const property = segments.lastIndexOf('properties');
  if (property >= 0 && property + 1 < segments.length) return segments[property + 1]!;
  return segments[segments.indexOf('schemas') + 1]!;
}

/** Every bound of the bundled document beyond the trivial ones, as "keyword=value field". */
function specBounds(): string[] {
  const found = new Set<string>();
  for (const [node, pointer] of schemaNodes(specDocument, '')) {
    for (const keyword of BOUND_KEYWORDS) {
      if (typeof node[keyword] !== 'number') continue;
      const bound = `${keyword}=${node[keyword]}`;
      if (!TRIVIAL_BOUNDS.has(bound)) found.add(`${bound} ${boundField(pointer)}`);
    }
  }
  return [...found].sort();
}

describe('bounds the documents state', () => {
  const stated = statedBounds.flatMap((s) => s.fields.map((field) => `${s.bound} ${field}`)).sort();

  it('every bound of the spec is one the documents state', () => {
    expect(
      specBounds().filter((b) => !stated.includes(b)),
      'bounds with no document behind them',
    ).toEqual([]);
  });

  it('every stated bound is in the spec', () => {
    expect(
      stated.filter((b) => !specBounds().includes(b)),
      'listed bounds the spec no longer has',
    ).toEqual([]);
  });
});

/** String properties whose description says they carry JSON (a JSON object, array or JSON-serialized value). */
const jsonInStrings = [...schemaNodes(specDocument, '')].filter(
  ([node]) => node.type === 'string' && typeof node.description === 'string' && /\bJSON[- ](object|array|serialized|string)|^JSON\b/i.test(node.description),
);

describe('JSON carried in strings', () => {
  it('finds the fields the documents give as JSON in a string', () => {
    const pointers = jsonInStrings.map(([, pointer]) => pointer).join('\n');
    for (const field of [
      'MatchedAudienceForm/properties/columns',
      'MatchedAudienceForm/properties/columnSettings',
      'MatchedAudienceForm/properties/metadata',
      'MatchedAudienceDetails/properties/existingColumnMatching',
      'ReportFields/properties/dimensions',
    ]) {
      expect(pointers).toContain(field);
    }
  });

  it.each(jsonInStrings.map(([node, pointer]) => [pointer, node] as const))('%s names its media type and schema', (_, node) => {
    expect(node.contentMediaType).toBe('application/json');
    expect(node.contentSchema).toBeTypeOf('object');
  });

  it.each(jsonInStrings.map(([node, pointer]) => [pointer, node] as const))('%s: the examples of its contentSchema fit it', (pointer) => {
    const validate = compilePointer(ajv, `${pointer}/contentSchema`);
    const examples = ((getPointer(specDocument, `${pointer}/contentSchema`) as { examples?: unknown[] }).examples ?? []) as unknown[];
    for (const example of examples) expect(validate(example) ? [] : validate.errors, JSON.stringify(example)).toEqual([]);
  });

  /** Every request example, with the pointer of its schema. */
  const requestExamples = loadOperations().flatMap((op) => {
    const body = op.requestBody;
    if (!body) return [];
    return [...body.contentTypes].flatMap(([type, schemaPointer]) => {
      const media = getPointer(specDocument, schemaPointer.replace(/\/schema$/, '')) as { example?: unknown };
      return media.example === undefined ? [] : [[`${op.operationId} ${type}`, { schemaPointer, example: media.example }] as const];
    });
  });

  it.each(requestExamples)('%s: each JSON part of the request example fits its contentSchema', (_, { schemaPointer, example }) => {
    const schema = resolve<{ properties?: Record<string, unknown> }>(specDocument, getPointer(specDocument, schemaPointer));
    for (const [name, value] of Object.entries(example as Record<string, unknown>)) {
      const property = resolve<{ contentMediaType?: string }>(specDocument, schema.properties?.[name]);
      if (property?.contentMediaType !== 'application/json' || typeof value !== 'string') continue;
      const propertyPointer = isRef(schema.properties?.[name])
        ? (schema.properties![name] as { $ref: string }).$ref.slice(1)
        : `${refTarget(schemaPointer)}/properties/${escapePointer(name)}`;
      const validate = compilePointer(ajv, `${propertyPointer}/contentSchema`);
      expect(validate(JSON.parse(value)) ? [] : validate.errors, name).toEqual([]);
    }
  });
});

/** The pointer a schema at `pointer` stands for, following its $ref. */
function refTarget(pointer: string): string {
  const node = getPointer(specDocument, pointer);
  return isRef(node) ? refTarget(node.$ref.slice(1)) : pointer;
}

/** A customer's details in a report, in the documents' spelling of the id. */
const acmeDetails = {
  owID: 1001,
  organizationName: 'Acme Media',
  organizationLogo: '',
  statusId: 1,
  status: 'Active',
  supportEmail: 'support@ad-platform.example',
  timezone: 'America/New_York',
  organizationType: 'workspace',
};

/**
 * Fields the documents show in two forms, with their words: the contract accepts
 * each form (in requests and responses alike) wherever the documents do not pin one.
 * `schema` is a component schema, `path` the property under it (`a.b` for a nested one).
 */
const twoForms: Array<{ documents: string; schema: string; path: string; forms: unknown[] }> = [
  {
    documents: 'status | string or integer | User status (documented as string, sample is an integer)',
    schema: 'UserProfile',
    path: 'status',
    forms: [1, 'active'],
  },
  {
    documents: 'links (documented as string, sent as an array of strings)',
    schema: 'AdvertiserRequest',
    path: 'links',
    forms: ['https://cleanparks.example', ['https://cleanparks.example']],
  },
  { documents: 'frequency | string/integer', schema: 'GeoFarmedAudienceRequest', path: 'frequency', forms: ['3', 3] },
  { documents: 'frequencyType | string/integer', schema: 'GeoFarmedAudienceRequest', path: 'frequencyType', forms: ['1', 1] },
  { documents: 'modifiedAt (string timestamp or integer)', schema: 'Creative', path: 'modifiedAt', forms: [1767603600000, '2026-01-05T09:00:00.000Z'] },
  {
    documents: 'customFields | string (sample: array of strings)',
    schema: 'PixelConversionRequest',
    path: 'customFields',
    forms: ['plan', ['plan', 'coupon']],
  },
  {
    documents: 'startDate, endDate (strings of epoch ms; the stub uses numbers)',
    schema: 'CustomerReportRequest',
    path: 'startDate',
    forms: ['1767225600000', 1767225600000],
  },
  {
    documents: 'startDate, endDate (strings of epoch ms; the stub uses numbers)',
    schema: 'CampaignReportRequest',
    path: 'endDate',
    forms: ['1767571200000', 1767571200000],
  },
  {
    documents: 'dateRange {startDate, endDate (epoch ms strings)}',
    schema: 'ExportCsvData',
    path: 'dateRange.startDate',
    forms: ['1767225600000', 1767225600000],
  },
  {
    documents: 'customerIds (string, comma separated) … POST body: customerIds',
    schema: 'ReportListRequest',
    path: 'customerIds',
    forms: ['1001,1002', [1001, 1002]],
  },
  {
    documents: 'runningTotalEnabled (0/1) … runningTotalEnabled (boolean, optional)',
    schema: 'ReportScheduleFields',
    path: 'runningTotalEnabled',
    forms: [true, 1],
  },
  { documents: 'xmlType string vastWrapper or vastInline (a value or null)', schema: 'CreativeVideoDetails', path: 'xmlType', forms: ['vastInline', null] },
  {
    documents: 'alwaysEnabled (boolean or null), draggableGroup (integer or null), active (boolean or null)',
    schema: 'DashboardColumn',
    path: 'active',
    forms: [true, null],
  },
  {
    documents: 'budgetTotal (may be null when a fixed daily budget, start and end time are given)',
    schema: 'ReportRow',
    path: 'budgetTotal',
    forms: [5000, null],
  },
  { documents: 'modelledIds (array or null)', schema: 'DimensionBidModelCounts', path: '*.modelledIds', forms: [[2, 3], null] },
  { documents: 'platformCreativeTypeId (string or integer)', schema: 'CreativeUploadItem', path: 'platformCreativeTypeId', forms: [13, '13'] },
  { documents: 'customerDetails | object/array', schema: 'Report', path: 'customerDetails', forms: [acmeDetails, [acmeDetails]] },
  { documents: 'lastName | string | Last name (may be absent)', schema: 'User', path: 'lastName', forms: ['Stone', null] },
  {
    documents: 'responseObject: <object|array>; failure responseObject: {errorMsg, errorCode, description?}',
    schema: 'V2Failure',
    path: 'responseObject',
    forms: [{ errorMsg: 'Internal server error', errorCode: 500 }, [{ errorMsg: 'Internal server error', errorCode: 500 }]],
  },
];

/** Parameters the documents show in two forms (by the `where` of documentedParameters). */
const twoFormParameters: Array<{ documents: string; parameter: string; forms: unknown[] }> = [
  {
    documents: 'dataProviderIds (array of integers): a query sends one id or several',
    parameter: 'listHealthcareTitles query dataProviderIds',
    forms: [21, [21, 22]],
  },
];

/** A documented VLD list item without the named fields. */
function vldItemWithout(...names: string[]): Record<string, unknown> {
  const item = { ...firstVldListItem() };
  for (const name of names) delete item[name];
  return item;
}

/** The first item of the VLD list's documented example. */
function firstVldListItem(): Record<string, unknown> {
  const op = loadOperations().find((o) => o.operationId === 'listVldReports');
  return (op?.responses.get(200)?.example as { data: { vldReportDataList: Record<string, unknown>[] } }).data.vldReportDataList[0]!;
}

/** Fields the documents spell two ways: an object with either spelling alone fits. */
const twoSpellings: Array<{ documents: string; schema: string; base: Record<string, unknown>; spellings: [string, string]; value: unknown }> = [
  {
    documents: 'grantType (grant type; wire samples name the field grant_type)',
    schema: 'LoginRequest',
    base: { email: 'owner@acme-media.example', password: 'Owner#2026' },
    spellings: ['grantType', 'grant_type'],
    value: 'password',
  },
  {
    documents: 'email (wire samples name the field username)',
    schema: 'LoginRequest',
    base: { grantType: 'password', password: 'Owner#2026' },
    spellings: ['email', 'username'],
    value: 'owner@acme-media.example',
  },
  {
    documents: 'grantType (grant type; wire samples name the field grant_type)',
    schema: 'TokenRequest',
    base: { username: 'owner@acme-media.example', password: 'Owner#2026' },
    spellings: ['grantType', 'grant_type'],
    value: 'password',
  },
  {
    documents: 'email (wire samples name the field username)',
    schema: 'TokenRequest',
    base: { grant_type: 'password', password: 'Owner#2026' },
    spellings: ['email', 'username'],
    value: 'owner@acme-media.example',
  },
  {
    documents: 'groupName (string) … the sample body uses equation and name',
    schema: 'SegmentAudienceRequest',
    base: { segmentPartnerId: 11, equation: '(101)' },
    spellings: ['groupName', 'name'],
    value: 'Outdoor fans',
  },
  {
    documents: 'userID (integer; the sample spells it userId)',
    schema: 'ApplicationAddRequest',
    base: { appIds: '9', accessLevel: 'Full' },
    spellings: ['userID', 'userId'],
    value: 2,
  },
  {
    documents: 'reportId (integer; the sample sends id)',
    schema: 'ReportDuplicateRequest',
    base: { reportName: 'Copy' },
    spellings: ['reportId', 'id'],
    value: 12001,
  },
  {
    documents: 'a URL of the export (field responseURL or responseUrl)',
    schema: 'ExportCsv',
    base: {},
    spellings: ['responseURL', 'responseUrl'],
    value: 'http://127.0.0.1:4010/files/1-export.csv',
  },
  {
    documents: 'customerDetails | object/array | owID, … (owId in every other record)',
    schema: 'CustomerDetail',
    base: { ...acmeDetails, owID: undefined },
    spellings: ['owID', 'owId'],
    value: 1001,
  },
  {
    documents: 'vldStatusId (integer, response list uses vldStatusId while the property table says vldStatus)',
    schema: 'VldReport',
    base: vldItemWithout('vldStatusId', 'vldStatus'),
    spellings: ['vldStatusId', 'vldStatus'],
    value: 3,
  },
  {
    documents: 'startDate / endDate (vldStartDate / vldEndDate)',
    schema: 'VldReport',
    base: vldItemWithout('vldStartDate', 'startDate'),
    spellings: ['vldStartDate', 'startDate'],
    value: 1767225600000,
  },
  {
    documents: 'congressionalDistrictIds (sample key congressionalDistricts)',
    schema: 'GeoLocationSet',
    base: {},
    spellings: ['congressionalDistrictIds', 'congressionalDistricts'],
    value: [1],
  },
  {
    documents: 'timeZoneId / timezoneId (integer)',
    schema: 'CustomerReportRequest',
    base: { startDate: '1767225600000', endDate: '1767571200000' },
    spellings: ['timeZoneId', 'timezoneId'],
    value: 11,
  },
  {
    documents: 'campaignIds (the field in the table is CampaignIds)',
    schema: 'CampaignReportRequest',
    base: { startDate: '1767225600000', endDate: '1767571200000' },
    spellings: ['campaignIds', 'CampaignIds'],
    value: [9003],
  },
];

/** The pointer of a property under a component schema, through allOf members that declare it. */
function propertyPointer(schemaName: string, path: string): string {
  let pointer = refTarget(`/components/schemas/${escapePointer(schemaName)}`);
  for (const name of path.split('.')) {
    if (name === '*') {
      pointer = refTarget(`${pointer}/additionalProperties`);
      continue;
    }
    const node = getPointer(specDocument, pointer) as { properties?: Record<string, unknown>; allOf?: unknown[] };
    const owner =
      node.properties?.[name] !== undefined
        ? pointer
        : (node.allOf ?? [])
            .map((_, i) => refTarget(`${pointer}/allOf/${i}`))
            .find((p) => (getPointer(specDocument, p) as { properties?: object }).properties?.[name as never] !== undefined);
    if (!owner) throw new Error(`${schemaName} has no property ${path}`);
    pointer = refTarget(`${owner}/properties/${escapePointer(name)}`);
  }
  return pointer;
}

describe('the two-forms rule', () => {
  it.each(twoForms.map((f) => [`${f.schema}.${f.path}`, f] as const))('%s accepts both forms', (_, field) => {
    const validate = compilePointer(ajv, propertyPointer(field.schema, field.path));
    for (const form of field.forms) expect(validate(form) ? [] : validate.errors, `${JSON.stringify(form)} (${field.documents})`).toEqual([]);
  });

  it.each(twoFormParameters.map((f) => [f.parameter, f] as const))('%s accepts both forms', (_, field) => {
    const parameter = parameters.find((p) => p.where === field.parameter);
    expect(parameter, field.parameter).toBeDefined();
    const validate = compilePointer(ajv, parameter!.schemaPointer);
    for (const form of field.forms) expect(validate(form) ? [] : validate.errors, `${JSON.stringify(form)} (${field.documents})`).toEqual([]);
  });

  it.each(twoSpellings.map((f) => [`${f.schema} ${f.spellings.join(' / ')}`, f] as const))('%s: either spelling alone fits', (_, field) => {
    const validate = compilePointer(ajv, `/components/schemas/${escapePointer(field.schema)}`);
    for (const spelling of field.spellings) {
      const body = JSON.parse(JSON.stringify({ ...field.base, [spelling]: field.value })) as Record<string, unknown>;
      expect(validate(body) ? [] : validate.errors, `${JSON.stringify(body)} (${field.documents})`).toEqual([]);
    }
  });
});

/** The URL of an operation with its path and query examples filled in. */
function exampleUrl(op: Operation): string {
  const documented = parameters.filter((p) => p.where.startsWith(`${op.operationId} `));
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of documented) {
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    if (p.in === 'query') query.set(p.name, Array.isArray(p.example) ? p.example.join(',') : String(p.example));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

describe('the parameter examples work against the default world', () => {
  let server: MockServer;
  let http: supertest.Agent;
  let token: string;

  beforeAll(async () => {
    server = await buildServer({ frozenClock: true, rateLimit: null, validateResponses: 'collect' });
    http = supertest.agent(server.app.server);
    const { client } = server.state.world;
    const login = await http
      .post('/api/v3/ua/login')
      .auth(client.clientId, client.clientSecret)
      .send({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' });
    token = login.body.data.access_token;
  }, 60_000);
  afterAll(async () => server.app.close());

  // Reads of the platform whose examples name records of the default world; the
  // unsubscribe token and stored files exist only once a run has made them.
  const reads = loadOperations().filter((op) => op.isPlatform && op.method === 'get' && op.security === 'bearer');

  it.each(reads.map((op) => [op.operationId, op] as const))('%s answers its examples with 2xx', async (_, op) => {
    const response = await http.get(exampleUrl(op)).set('Authentication', `Bearer ${token}`).set('X-IAA-OW-ID', '1001');
    expect(response.status, `${exampleUrl(op)}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
    expect(server.violations).toEqual([]);
  });
});
