import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { csv, deleteLater, detailed, form, listAll, PROCESSING_MS, upload, uploadOk } from './support.ts';
import { describe, expect, isPlainMock, mockOnly, useTarget, withPersonas, type TestBody } from '../support/harness.ts';
import { expectErrorField, expectErrors, expectRefusal, type Api } from '../support/api.ts';

useTarget();
const GB = 1024 ** 3;

async function matched(api: Api, as: Session, id: number) {
  return (await api.ok('getMatchedAudience', { as, params: { id: String(id) } })).body.responseObject;
}

const address = {
  FirstName: 'Voters_FirstName',
  LastName: 'Voters_LastName',
  StreetAddress: 'Residence_Addresses_AddressLine',
  mState: 'Residence_Addresses_State',
  mZip5: 'Residence_Addresses_Zip',
} as const;
const pick = (...keys: (keyof typeof address)[]) => Object.fromEntries(keys.map((k) => [k, address[k]]));

describe('listMatchedColumns', () => {
  withPersonas(['workspaceOwner'], 'lists the 18 system fields of the seed in order, with the partners of Voter ID and NPI ID', async ({ api, owner }) => {
    const columns = (await api.ok('listMatchedColumns', { as: owner })).body.data;
    expect(columns.map((c) => [c.id, c.label, c.key, c.order, c.isSingleColumn])).toEqual([
      [1, 'Voter ID', 'Voters_ID', 1, true],
      [26, 'NPI ID', 'NPI_ID', 2, true],
      [2, 'Email', 'Email', 3, true],
      [3, 'Phone', 'Phone', 4, true],
      [4, 'Full Address', 'Residence_FullAddress', 5, true],
      [5, 'First Name', 'Voters_FirstName', 6, false],
      [6, 'Last Name', 'Voters_LastName', 7, false],
      [7, 'Zip', 'Residence_Addresses_Zip', 8, false],
      [8, 'State', 'Residence_Addresses_State', 9, false],
      [9, 'Street Address', 'Residence_Addresses_AddressLine', 10, false],
      [10, 'Full Name', 'Voters_FullName', 11, false],
      [11, 'City', 'Residence_Addresses_City', 12, false],
      [12, 'ZipPlus4', 'Residence_Addresses_ZipPlus4', 13, false],
      [13, 'Age', 'Voters_Age', 14, false],
      [14, 'Gender', 'Voters_Gender', 15, false],
      [15, 'Ethnicity', 'Ethnic_Description', 16, false],
      [16, 'Latitude', 'Residence_Addresses_Latitude', 17, false],
      [17, 'Longitude', 'Residence_Addresses_Longitude', 18, false],
    ]);
    expect(columns[0]?.supportedPartners?.map((p) => p.id)).toEqual([301, 302]);
    expect(columns[1]?.supportedPartners?.map((p) => p.id)).toEqual([401, 402]);
    expect(columns.slice(2).every((c) => c.supportedPartners === undefined)).toBe(true);
  });

  withPersonas(['workspaceOwner'], 'refuses a workspace the caller is not a member of (403)', async ({ api, owner, ids }) => {
    const response = await api.call('listMatchedColumns', { as: owner, owId: await ids.organization('otherWorkspace') });
    expectContract(response, 'listMatchedColumns', 403);
  });
});

describe('addMatchedAudience', () => {
  withPersonas(['workspaceOwner'], 'creates a Processing matched audience carrying the upload', async ({ api, owner }) => {
    const persona = api.personas.workspaceOwner!;
    const fields = form();
    const id = await uploadOk(api, owner, fields);
    const audience = await matched(api, owner, id);
    expect(audience).toMatchObject({
      id,
      audienceName: fields.audienceName,
      status: 'processing',
      statusDisplayName: 'Processing',
      fileTotalCount: 3,
      matchRate: 0,
      uniques: 0,
      owId: owner.owId,
      uowId: persona.uowId,
      isSingleColumnEnabled: true,
    });
    // The creator's address, unless the answer leaves it null (the field is nullable).
    expect([persona.email, null]).toContain(audience.userEmail);
    expect(JSON.parse(audience.existingColumnMatching)).toEqual({ Email: 'Email' });
    expect(JSON.parse(audience.columnSettings)).toEqual({});
    expect(JSON.parse(audience.metadata)).toEqual(JSON.parse(fields.metadata!));
    expect(audience.storeFileName).toMatch(new RegExp(`^${owner.owId}/${id}-list\\.csv$`));
    const listed = (await listAll(api, owner, { searchField: fields.audienceName! })).find((a) => a.id === id);
    expect(listed).toMatchObject({ audienceType: 'Matched Audience', audienceTypeId: 1, status: 'processing', statusDisplayName: 'Processing' });
  });

  mockOnly('turns Ready after 10 minutes on the clock, with match rate and uniques derived from the rows', 'moves the clock', async ({ api, owner }) => {
    const first = await uploadOk(api, owner, form(), csv(200));
    const second = await uploadOk(api, owner, form({ audienceName: 'Same rows again' }), csv(200));
    await advanceClock(api.target, PROCESSING_MS - 1000);
    expect((await matched(api, owner, first)).status).toBe('processing');
    await advanceClock(api.target, 1000);
    const ready = await matched(api, owner, first);
    expect(ready).toMatchObject({ status: 'approved', statusDisplayName: 'Ready', fileTotalCount: 200 });
    expect([api.personas.workspaceOwner!.email, null]).toContain(ready.approvedRejectedByUserEmail);
    expect(ready.matchRate).toBeGreaterThanOrEqual(30);
    expect(ready.matchRate).toBeLessThanOrEqual(90);
    expect(ready.uniques).toBe(Math.round((200 * ready.matchRate) / 100));
    const again = await matched(api, owner, second);
    expect([again.matchRate, again.uniques]).toEqual([ready.matchRate, ready.uniques]);
  });

  mockOnly('serves as a lookalike source and an insights source only once Ready', 'moves the clock', async ({ api, owner }) => {
    const id = await uploadOk(api, owner, form(), csv(50));
    const useIt = async (api: Api) => ({
      lookalike: await api.call('addLookalikeAudience', {
        as: owner,
        body: { audienceName: 'Signups lookalike', sourceAudienceIds: String(id), audienceSize: 3 },
      }),
      insights: (await api.ok('addAudienceInsights', { as: owner, query: { audienceIds: String(id) } })).body.data,
    });
    const processing = await useIt(api);
    expectRefusal(processing.lookalike, 'addLookalikeAudience', 422, { error: messages.lookalikeSourceNotReady, field: 'sourceAudienceIds' });
    expect(processing.insights).toEqual({ invalidSourceIds: [id], insightsData: [] });
    await advanceClock(api.target, PROCESSING_MS);
    const ready = await useIt(api);
    expectContract(ready.lookalike, 'addLookalikeAudience', 200);
    expect(ready.insights.invalidSourceIds).toEqual([]);
    expect(ready.insights.insightsData).toEqual([expect.objectContaining({ sourceId: id })]);
  });

  withPersonas(['workspaceOwner'], 'accepts each address combination', async ({ api, owner }) => {
    for (const columns of [
      pick('FirstName', 'LastName', 'mState', 'mZip5'),
      pick('LastName', 'StreetAddress', 'mState', 'mZip5'),
      pick('StreetAddress', 'mState', 'mZip5'),
    ]) {
      const id = await uploadOk(api, owner, form({}, columns));
      const audience = await matched(api, owner, id);
      expect(JSON.parse(audience.existingColumnMatching)).toEqual(columns);
      expect(audience.isSingleColumnEnabled).toBe(false);
    }
  });

  withPersonas(['workspaceOwner'], 'accepts each single column: voter ID, NPI ID, phone, e-mail, full address', async ({ api, owner }) => {
    const cases: Array<{ columns: Record<string, string>; settings: Record<string, unknown> }> = [
      { columns: { VOTER_ID_VALUE: 'Voters_ID' }, settings: { Voters_ID: 301 } },
      { columns: { NPI_ID_VALUE: 'NPI_ID' }, settings: { NPI_ID: 402 } },
      { columns: { Phone: 'Phone' }, settings: { countryCode: 'US' } },
      { columns: { Email: 'Email' }, settings: {} },
      { columns: { FullAddress: 'Residence_FullAddress' }, settings: {} },
    ];
    const name = uniqueName('Single column');
    const created: number[] = [];
    for (const { columns, settings } of cases) {
      const id = await uploadOk(api, owner, form({ audienceName: name, columnSettings: JSON.stringify(settings), isSingleColumnEnabled: 'true' }, columns));
      created.push(id);
      const audience = await matched(api, owner, id);
      expect(JSON.parse(audience.existingColumnMatching)).toEqual(columns);
      expect(JSON.parse(audience.columnSettings)).toEqual(settings);
      expect(audience.isSingleColumnEnabled).toBe(true);
    }
    const listed = await listAll(api, owner, { searchField: name });
    expect(listed.map((a) => a.id).sort()).toEqual([...created].sort());
    expect(
      listed.filter((a) => a.isVoterAudience).map((a) => a.id),
      'only the voter ID upload is a voter audience',
    ).toEqual([created[0]]);
  });

  withPersonas(['workspaceOwner'], 'accepts optional fields beside a combination', async ({ api, owner }) => {
    await uploadOk(api, owner, form({}, { ...pick('StreetAddress', 'mState', 'mZip5'), City: 'Residence_Addresses_City', Age: 'Voters_Age' }));
  });

  withPersonas(['workspaceOwner'], 'accepts e-mail beside other columns: phone, names with state and ZIP, an address', async ({ api, owner }) => {
    const withEmail: Record<string, string>[] = [
      { Email: 'Email', Phone: 'Phone' },
      { Email: 'Email', ...pick('FirstName', 'LastName', 'mState', 'mZip5') },
      { Email: 'Email', ...pick('StreetAddress', 'mState', 'mZip5') },
    ];
    for (const columns of withEmail) {
      const id = await uploadOk(api, owner, form({}, columns));
      expect(JSON.parse((await matched(api, owner, id)).existingColumnMatching), JSON.stringify(columns)).toEqual(columns);
    }
  });

  withPersonas(['workspaceOwner'], 'refuses mappings without a single-column field or a whole address set (422 on columns)', async ({ owner, api }) => {
    const unsupported: Record<string, string>[] = [
      pick('FirstName', 'mState', 'mZip5'),
      pick('FirstName', 'LastName', 'mState'),
      { FirstName: 'Voters_LastName', LastName: 'Voters_LastName', mState: 'Residence_Addresses_State', mZip5: 'Residence_Addresses_Zip' },
      { City: 'Residence_Addresses_City', Age: 'Voters_Age' },
      {},
    ];
    for (const columns of unsupported) {
      const error = expectRefusal(await upload(api.target, owner, form({}, columns)), 'addMatchedAudience', 422);
      expect(error, JSON.stringify(columns)).toMatchObject({ error: messages.columnsUnsupported });
      expectErrorField(error, 'columns', 'addMatchedAudience', 422);
    }
  });

  withPersonas(['workspaceOwner'], 'refuses a column mapped to anything but a system field key (422 on columns)', async ({ owner, api }) => {
    for (const columns of [
      { Email: 'Email', Other: 'Not_A_Field' },
      { Email: 'Email', Count: 3 },
    ]) {
      const error = expectRefusal(await upload(api.target, owner, form({ columns: JSON.stringify(columns) })), 'addMatchedAudience', 422);
      expect(error, JSON.stringify(columns)).toMatchObject({ error: messages.columnNotSystemField });
      expectErrorField(error, 'columns', 'addMatchedAudience', 422);
    }
  });

  withPersonas(['workspaceOwner'], 'refuses isSingleColumnEnabled that disagrees with the mapping (422)', async ({ owner, api }) => {
    expectErrors(
      [expectRefusal(await upload(api.target, owner, form({ isSingleColumnEnabled: 'false' })), 'addMatchedAudience', 422)],
      [{ error: messages.singleColumnMismatch, field: 'isSingleColumnEnabled' }],
      'addMatchedAudience',
      422,
    );
    expectErrors(
      [
        expectRefusal(
          await upload(api.target, owner, form({ isSingleColumnEnabled: 'true' }, pick('StreetAddress', 'mState', 'mZip5'))),
          'addMatchedAudience',
          422,
        ),
      ],
      [{ error: messages.singleColumnMismatch, field: 'isSingleColumnEnabled' }],
      'addMatchedAudience',
      422,
    );
  });

  withPersonas(['workspaceOwner'], 'needs a supported voter data partner for voter ID (422 on columnSettings)', async ({ api, owner }) => {
    const voter = { VOTER_ID_VALUE: 'Voters_ID' };
    for (const settings of [undefined, '{}', '{"Voters_ID": 999}', '{"NPI_ID": 401}']) {
      expectErrors(
        [expectRefusal(await upload(api.target, owner, form({ columnSettings: settings }, voter)), 'addMatchedAudience', 422)],
        [{ error: messages.voterPartnerRequired, field: 'columnSettings' }],
        'addMatchedAudience',
        422,
      );
    }
    await uploadOk(api, owner, form({ columnSettings: '{"Voters_ID": 302}' }, voter));
  });

  withPersonas(['workspaceOwner'], 'needs a supported healthcare partner for NPI ID (422 on columnSettings)', async ({ api, owner }) => {
    const npi = { NPI_ID_VALUE: 'NPI_ID' };
    for (const settings of [undefined, '{"NPI_ID": 301}', '{"Voters_ID": 401}']) {
      expectErrors(
        [expectRefusal(await upload(api.target, owner, form({ columnSettings: settings }, npi)), 'addMatchedAudience', 422)],
        [{ error: messages.npiPartnerRequired, field: 'columnSettings' }],
        'addMatchedAudience',
        422,
      );
    }
    await uploadOk(api, owner, form({ columnSettings: '{"NPI_ID": 401}' }, npi));
  });

  withPersonas(['workspaceOwner'], "refuses a missing or blank name with the seed's 400", async ({ api, owner }) => {
    for (const audienceName of [undefined, '   ']) {
      const response = expectContract(await upload(api.target, owner, form({ audienceName })), 'addMatchedAudience', 400);
      expect(response.body).toMatchObject({ statusCode: 400 });
      expect(errorsOf(response)[0]?.error).toBe(messages.audienceNameMissing);
    }
  });

  withPersonas(['workspaceOwner'], 'refuses malformed JSON in columns, columnSettings and metadata (400 naming the part)', async ({ owner, api }) => {
    for (const field of ['columns', 'columnSettings', 'metadata']) {
      expectErrors(
        [expectRefusal(await upload(api.target, owner, form({ [field]: '{"broken": ' })), 'addMatchedAudience', 400)],
        [{ error: messages.jsonPartInvalid, field }],
        'addMatchedAudience',
        400,
      );
      expectErrors(
        [expectRefusal(await upload(api.target, owner, form({ [field]: '[1, 2]' })), 'addMatchedAudience', 400)],
        [{ error: messages.jsonPartInvalid, field }],
        'addMatchedAudience',
        400,
      );
    }
  });

  withPersonas(['workspaceOwner'], 'refuses JSON parts that are no object: a number, a text, null, true (400 naming the part)', async ({ owner, api }) => {
    for (const field of ['columns', 'columnSettings', 'metadata']) {
      for (const value of ['5', '"Email"', 'null', 'true']) {
        const error = expectRefusal(await upload(api.target, owner, form({ [field]: value })), 'addMatchedAudience', 400);
        expect(error, `${field} ${value}`).toMatchObject({ error: messages.jsonPartInvalid });
        expectErrorField(error, field, 'addMatchedAudience', 400);
      }
    }
  });

  withPersonas(['workspaceOwner'], 'refuses a request without a required part: file, columns, metadata, fileTotalCount (400)', async ({ owner, api }) => {
    expectRefusal(await upload(api.target, owner, form(), null), 'addMatchedAudience', 400, { field: 'file' });
    for (const part of ['columns', 'metadata', 'fileTotalCount']) {
      expectRefusal(await upload(api.target, owner, form({ [part]: undefined })), 'addMatchedAudience', 400, { field: part });
    }
  });

  withPersonas(['workspaceOwner'], 'takes CSV and XLSX files only (422 on file)', async ({ api, owner }) => {
    const text = { buffer: Buffer.from('email\na@example.com\n'), filename: 'list.txt', contentType: 'text/plain' };
    expectErrors(
      [expectRefusal(await upload(api.target, owner, form(), text), 'addMatchedAudience', 422)],
      [{ error: messages.matchedFileType, field: 'file' }],
      'addMatchedAudience',
      422,
    );
    const fakeXlsx = {
      buffer: Buffer.from('email\na@example.com\n'),
      filename: 'list.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    expectErrors(
      [expectRefusal(await upload(api.target, owner, form(), fakeXlsx), 'addMatchedAudience', 422)],
      [{ error: messages.matchedFileType, field: 'file' }],
      'addMatchedAudience',
      422,
    );
    const xlsx = { ...fakeXlsx, buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]) };
    const id = await uploadOk(api, owner, form({ fileTotalCount: '1200' }), xlsx);
    expect((await matched(api, owner, id)).fileTotalCount).toBe(1200);
    const upper = { ...csv(2), filename: 'LIST.CSV' };
    await uploadOk(api, owner, form(), upper);
    // The extension is what follows the last dot.
    await uploadOk(api, owner, form(), { ...csv(2), filename: 'list.2024.csv' });
    for (const filename of ['list.csv.txt', 'csv', 'list.csv.']) {
      expectErrors(
        [expectRefusal(await upload(api.target, owner, form(), { ...csv(2), filename }), 'addMatchedAudience', 422)],
        [{ error: messages.matchedFileType, field: 'file' }],
        'addMatchedAudience',
        422,
      );
    }
  });

  withPersonas(['workspaceOwner'], 'answers the success message and keeps the name without the spaces around it', async ({ api, owner }) => {
    const name = uniqueName('Trimmed list');
    const response = expectContract(await upload(api.target, owner, form({ audienceName: `  ${name}  ` })), 'addMatchedAudience', 200);
    const id = Number(response.body.responseObject.id);
    deleteLater(api, owner, [id]);
    expect(response.body.responseObject.message).toEqual(expect.any(String));
    // The mock's message (spec/DECISIONS.md AU4) and its trimming of the name, as the rename trims it.
    if (isPlainMock(api.target)) {
      expect(response.body.responseObject.message).toBe('Matched audience created successfully.');
      expect((await matched(api, owner, id)).audienceName).toBe(name);
    }
  });

  withPersonas(['workspaceOwner'], 'keeps isSingleColumnEnabled as sent when it agrees with the mapping', async ({ api, owner }) => {
    const sent = [
      [await uploadOk(api, owner, form({ isSingleColumnEnabled: 'true' })), true],
      [await uploadOk(api, owner, form({ isSingleColumnEnabled: 'false' }, pick('StreetAddress', 'mState', 'mZip5'))), false],
    ] as const;
    for (const [id, flag] of sent) expect((await matched(api, owner, id)).isSingleColumnEnabled, String(flag)).toBe(flag);
    // Left out, the mock derives it from the mapping (spec/DECISIONS.md AU5).
    if (isPlainMock(api.target)) {
      const addressOnly = await uploadOk(api, owner, form({}, pick('StreetAddress', 'mState', 'mZip5')));
      expect((await matched(api, owner, addressOnly)).isSingleColumnEnabled).toBe(false);
    }
  });

  withPersonas(
    ['workspaceOwner'],
    "names the upload's data partner in the detailed list: the voter or healthcare partner of its settings",
    async ({ api, owner }) => {
      const uploads = [
        [await uploadOk(api, owner, form({ columnSettings: '{"Voters_ID": 302}' }, { VOTER_ID_VALUE: 'Voters_ID' })), 'Voters_ID', 302],
        [await uploadOk(api, owner, form({ columnSettings: '{"NPI_ID": 401}' }, { NPI_ID_VALUE: 'NPI_ID' })), 'NPI_ID', 401],
      ] as const;
      const columns = (await api.ok('listMatchedColumns', { as: owner })).body.data as Array<{
        key: string;
        supportedPartners?: Array<{ id: number; name: string }>;
      }>;
      const { data } = await detailed(api, owner, { audienceIds: uploads.map(([id]) => id).join(',') });
      for (const [id, key, partnerId] of uploads) {
        const row = data.find((a) => a.id === id);
        const partner = columns.find((c) => c.key === key)?.supportedPartners?.find((p) => Number(p.id) === partnerId);
        expect(partner?.name, key).toEqual(expect.stringMatching(/\S/));
        // The fields are nullable: a target may not name the partner.
        expect([partner?.name, null], key).toContain(row?.partnerName);
        if (isPlainMock(api.target)) expect(row?.partnerName, key).toBe(partner?.name);
        if (row?.partnerLogoUrl != null) expect(row.partnerLogoUrl, key).toMatch(new RegExp(`^https?://\\S+/${partnerId}\\.png$`));
      }
      // An upload without a voter or NPI column names no partner (spec/DECISIONS.md AU3).
      if (isPlainMock(api.target)) {
        const email = await uploadOk(api, owner);
        expect((await detailed(api, owner, { audienceIds: String(email) })).data[0]).toMatchObject({ partnerName: null, partnerLogoUrl: null });
      }
    },
  );

  withPersonas(['workspaceOwner'], 'refuses a file without records, a header alone or nothing at all (422 on file)', async ({ owner, api }) => {
    for (const contents of ['email\n', '']) {
      expectErrors(
        [
          expectRefusal(
            await upload(api.target, owner, form(), { buffer: Buffer.from(contents), filename: 'list.csv', contentType: 'text/csv' }),
            'addMatchedAudience',
            422,
          ),
        ],
        [{ error: messages.matchedFileEmpty, field: 'file' }],
        'addMatchedAudience',
        422,
      );
    }
  });

  withPersonas(['workspaceOwner'], 'accepts an XLSX of exactly 5,000,000 records, the limit', async ({ owner, api }) => {
    const xlsx = {
      buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]),
      filename: 'limit.xlsx',
      contentType: 'application/octet-stream',
    };
    const id = await uploadOk(api, owner, form({ fileTotalCount: '5000000' }), xlsx);
    expect((await matched(api, owner, id)).fileTotalCount).toBe(5_000_000);
  });

  withPersonas(['workspaceOwner'], 'refuses an XLSX declaring more than 5,000,000 records (422 on file)', async ({ owner, api }) => {
    const xlsx = {
      buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)]),
      filename: 'big.xlsx',
      contentType: 'application/octet-stream',
    };
    expectErrors(
      [expectRefusal(await upload(api.target, owner, form({ fileTotalCount: '5000001' }), xlsx), 'addMatchedAudience', 422)],
      [{ error: messages.matchedFileTooManyRecords, field: 'file' }],
      'addMatchedAudience',
      422,
    );
  });

  describe('limits, with files streamed from disk', () => {
    let dir = '';
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'matched-upload-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    /** A test that streams a large file: the owner persona, and minutes rather than the default seconds. */
    function large(name: string, body: TestBody): void {
      withPersonas(['workspaceOwner'], name, body, 300_000);
    }

    async function linesFile(name: string, records: number): Promise<string> {
      const path = join(dir, name);
      await writeFile(path, `v\n${'1\n'.repeat(records)}`);
      return path;
    }

    large('refuses a CSV of 5,000,001 records and accepts one of 5,000,000', async ({ api, owner }) => {
      const over = await linesFile('over.csv', 5_000_001);
      expectErrors(
        [expectRefusal(await upload(api.target, owner, form(), { path: over, filename: 'over.csv', contentType: 'text/csv' }), 'addMatchedAudience', 422)],
        [{ error: messages.matchedFileTooManyRecords, field: 'file' }],
        'addMatchedAudience',
        422,
      );
      const limit = await linesFile('limit.csv', 5_000_000);
      const id = await uploadOk(api, owner, form(), { path: limit, filename: 'limit.csv', contentType: 'text/csv' });
      expect((await matched(api, owner, id)).fileTotalCount).toBe(5_000_000);
    });

    large('refuses a file of 1 GB + 1 byte (422 on file)', async ({ api, owner }) => {
      const path = join(dir, 'huge.csv');
      await writeFile(path, '');
      await truncate(path, GB + 1);
      expectErrors(
        [expectRefusal(await upload(api.target, owner, form(), { path, filename: 'huge.csv', contentType: 'text/csv' }), 'addMatchedAudience', 422)],
        [{ error: messages.matchedFileTooLarge, field: 'file' }],
        'addMatchedAudience',
        422,
      );
    });

    large('accepts a file of exactly 1 GB', async ({ api, owner }) => {
      const path = join(dir, 'limit.csv');
      await writeFile(path, 'email\nuser0@example.com\n');
      await truncate(path, GB);
      const id = await uploadOk(api, owner, form(), { path, filename: 'limit.csv', contentType: 'text/csv' });
      expect((await matched(api, owner, id)).fileTotalCount).toBe(2);
    });
  });

  withPersonas(['otherWorkspaceUser', 'workspaceOwner'], "creates the audience in the caller's workspace only", async ({ api, owner, other }) => {
    const id = await uploadOk(api, other, form({ audienceName: uniqueName('Initech Upload') }));
    expect(Number((await matched(api, other, id)).owId)).toBe(other.owId);
    const ours = await uploadOk(api, owner, form(), csv(1));
    const acme = (await listAll(api, owner)).map((a) => a.id);
    expect(acme).toContain(ours);
    expect(acme).not.toContain(id);
  });
});
