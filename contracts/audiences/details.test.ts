import type { DetailedAudienceItem, UpdateAudienceNameRequest } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { advanceClock, mockNow } from '../support/admin.ts';
import { cleanup, uniqueName } from '../support/arrange.ts';
import { errorsOf, expectContract, type Session } from '../support/client.ts';
import { audienceId, deleteLater, detailed, listAll, organizationName, PROCESSING_MS, uploadOk } from './support.ts';
import { describe, expect, isPlainMock, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();
/** An audience id no world hands out. */
const unknownId = 999_999_999;

async function matched(api: Api, as: Session, id: number) {
  const audience = (await api.ok('getMatchedAudience', { as, params: { id: String(id) } })).body.responseObject;
  for (const field of ['id', 'matchRate', 'uniques', 'included', 'excluded', 'owId', 'uowId', 'fileTotalCount', 'dataCost'] as const) {
    const value: unknown = audience[field];
    if (typeof value === 'string') audience[field] = Number(value);
  }
  return audience;
}

/** The row of the detailed list for one audience. */
async function row(api: Api, as: Session, id: number): Promise<DetailedAudienceItem> {
  const [listed] = (await detailed(api, as, { audienceIds: String(id) })).data;
  expect(listed, `audience ${id} is listed`).toBeDefined();
  return listed!;
}

async function nameOf(api: Api, as: Session, id: number): Promise<string> {
  return (await row(api, as, id)).audienceName;
}

/** The voter data partners the column list names on the Voter ID field. */
async function voterPartnerIds(api: Api, as: Session): Promise<number[]> {
  const columns = (await api.ok('listMatchedColumns', { as })).body.data as Array<{ key: string; supportedPartners?: Array<{ id: number }> }>;
  return (columns.find((c) => c.key === 'Voters_ID')?.supportedPartners ?? []).map((p) => Number(p.id));
}

describe('getMatchedAudience', () => {
  withPersonas(['workspaceOwner'], 'answers a matched audience and is 404 for an unknown id', async ({ api, owner }) => {
    const ready = await audienceId(api, 'matchedReady');
    expect(await matched(api, owner, ready)).toMatchObject({ id: ready, status: 'approved', statusDisplayName: 'Ready' });
    await api.refuses('getMatchedAudience', { as: owner, params: { id: unknownId } }, 404, { error: messages.audienceNotFound, field: 'id' });
  });

  withPersonas(['workspaceOwner'], 'answers every matched field, with the mapping, settings and metadata as JSON strings', async ({ owner, api }) => {
    const voter = await audienceId(api, 'voterMatched');
    const audience = await matched(api, owner, voter);
    expect(audience).toMatchObject({
      id: voter,
      status: 'approved',
      statusDisplayName: 'Ready',
      owId: owner.owId,
      organizationName: organizationName(api, owner.owId),
      rawStoreURLError: null,
      isSingleColumnEnabled: true,
      isEditAccess: true,
    });
    // The creator's address, when the answer carries it (the field is nullable).
    if (audience.userEmail !== null) expect(audience.userEmail).toMatch(/^[^\s@]+@[^\s@]+$/);
    // A match rate is the share of the file's records matched: the uniques.
    expect(audience.matchRate).toBeGreaterThan(0);
    expect(Math.abs((audience.fileTotalCount * audience.matchRate) / 100 - audience.uniques)).toBeLessThanOrEqual(audience.fileTotalCount / 2000 + 1);
    const mapping = JSON.parse(audience.existingColumnMatching);
    expect(Object.values(mapping), 'a voter audience matches on voter ID').toContain('Voters_ID');
    expect(await voterPartnerIds(api, owner)).toContain(Number(JSON.parse(audience.columnSettings).Voters_ID));
    expect(JSON.parse(audience.metadata)).toMatchObject({ rows: audience.fileTotalCount });
    expect(audience.rawStoreURL).toContain(audience.storeFileName);
    const listed = await row(api, owner, voter);
    expect(listed).toMatchObject({ included: audience.included, excluded: audience.excluded, uniques: audience.uniques });
    expect([audience.matchRate, null]).toContain(listed.matchRate);
  });

  withPersonas(['workspaceOwner'], 'names its creator and an eCPM range whose minimum is not above its maximum', async ({ api, owner }) => {
    const persona = api.personas.workspaceOwner!;
    const audience = await matched(api, owner, await uploadOk(api, owner));
    expect(Number(audience.minEcpm)).toBeLessThanOrEqual(Number(audience.maxEcpm));
    if (isPlainMock(api.target)) {
      // The mock knows every creator (spec/DECISIONS.md AU6): the fields are never null there.
      expect(audience.userEmail).toBe(persona.email);
      expect(audience.userName).toEqual(expect.stringMatching(/\S/));
      expect(Number(audience.minEcpm)).toBeLessThan(Number(audience.maxEcpm));
      expect([audience.isApprovalAccess, audience.approvedRejectedByUserEmail]).toEqual([true, null]);
      // Once Ready, the creator is shown as the approver.
      const ready = await matched(api, owner, await audienceId(api, 'matchedReady'));
      expect(ready.approvedRejectedByUserEmail).toEqual(expect.stringMatching(/@/));
      expect([ready.approvedRejectedByUserEmail, ready.approvedRejectedByUserName]).toEqual([ready.userEmail, ready.userName]);
    }
  });

  withPersonas(['workspaceOwner'], 'shows a processing audience without match rate or uniques yet', async ({ api, owner }) => {
    const processing = await uploadOk(api, owner);
    expect(await matched(api, owner, processing)).toMatchObject({
      status: 'processing',
      statusDisplayName: 'Processing',
      matchRate: 0,
      uniques: 0,
      approvedRejectedByUserName: null,
    });
  });

  mockOnly('shows the fixture audience Ready once its ready time passes', 'moves the clock', async ({ api }) => {
    await advanceClock(api.target, 24 * 3_600_000);
    // Logged in after the clock moved: a session from before would have expired.
    const owner = await api.session('workspaceOwner');
    expect(await matched(api, owner, await audienceId(api, 'matchedProcessing'))).toMatchObject({
      status: 'approved',
      statusDisplayName: 'Ready',
      matchRate: 76.5,
      uniques: 9_180,
    });
  });

  withPersonas(
    ['workspaceOwner', 'otherWorkspaceUser'],
    "is 404 for an unknown id, another type and another workspace's audience",
    async ({ api, owner, other }) => {
      const theirs = await audienceId(api, 'otherWorkspaceMatched');
      const refused = [
        [owner, unknownId],
        [owner, await audienceId(api, 'retargeted')],
        [owner, theirs],
        [other, await audienceId(api, 'matchedReady')],
      ] as const;
      for (const [as, id] of refused) {
        const response = await api.expect('getMatchedAudience', { as, params: { id: String(id) } }, 404);
        expect(response.body).toMatchObject({ statusCode: 404 });
        expect(errorsOf(response)[0]).toMatchObject({ error: messages.audienceNotFound });
        expectErrorField(errorsOf(response)[0], 'id', 'getMatchedAudience', 404);
      }
      expect((await matched(api, other, theirs)).owId).toBe(other.owId);
    },
  );
});

describe('getRetargetedAudience', () => {
  async function retargeted(api: Api, as: Session, id: number) {
    return (await api.ok('getRetargetedAudience', { as, params: { retargeted_audience_id: String(id) } })).body.data;
  }

  /** A tag lasts a number of months (`time`, nullable), or between two dates (nullable, the end after the start). */
  function expectDuration(data: { duration: string; time: unknown; startDate: unknown; endDate: unknown }) {
    if (data.duration === 'date_range') {
      expect(data.time ?? null).toBeNull();
      if (data.startDate != null && data.endDate != null) expect(Number(data.endDate)).toBeGreaterThan(Number(data.startDate));
    } else {
      if (data.time != null) expect(Number(data.time)).toBeGreaterThan(0);
      expect([data.startDate ?? null, data.endDate ?? null]).toEqual([null, null]);
    }
  }

  withPersonas(['workspaceOwner'], 'answers the tag and its duration, as the lists show the audience', async ({ owner, api }) => {
    const id = await audienceId(api, 'retargeted');
    const data = await retargeted(api, owner, id);
    const listed = await row(api, owner, id);
    expect({
      ...data,
      id: Number(data.id),
      type: Number(data.type),
      owId: Number(data.owId),
      includedCount: Number(data.includedCount),
      excludedCount: Number(data.excludedCount),
    }).toMatchObject({
      id,
      type: 3,
      status: listed.status,
      includedCount: listed.included,
      excludedCount: listed.excluded,
      owId: owner.owId,
      organizationName: organizationName(api, owner.owId),
      editAccess: true,
    });
    expect(data.tagId).toEqual(expect.any(String));
    expectDuration(data);
  });

  withPersonas(['otherWorkspaceUser'], 'answers a tag of another workspace with its duration', async ({ other, api }) => {
    const data = await retargeted(api, other, await audienceId(api, 'otherWorkspaceRetargeted'));
    expect(Number(data.owId)).toBe(other.owId);
    expectDuration(data);
  });

  withPersonas(['workspaceOwner'], "is 404 for other types, unknown ids and another workspace's audience", async ({ api, owner }) => {
    for (const id of [
      await audienceId(api, 'matchedReady'),
      await audienceId(api, 'geoFarmed'),
      unknownId,
      await audienceId(api, 'otherWorkspaceRetargeted'),
    ]) {
      expectErrors(
        [await api.refuses('getRetargetedAudience', { as: owner, params: { retargeted_audience_id: id } }, 404)],
        [{ error: messages.audienceNotFound, field: 'retargeted_audience_id' }],
        'getRetargetedAudience',
        404,
      );
    }
  });
});

describe('updateAudienceName', () => {
  const rename = (api: Api, as: Session, id: number, body: UpdateAudienceNameRequest) =>
    api.call('updateAudienceName', { as, params: { audience_id: id }, body });

  withPersonas(['workspaceOwner'], 'renames an audience and refuses a blank name', async ({ api, owner }) => {
    const id = await uploadOk(api, owner);
    const response = expectContract(await rename(api, owner, id, { audienceName: uniqueName('Renamed'), audienceTypeId: 1 }), 'updateAudienceName', 200);
    expect(Number(response.body.responseObject.id)).toBe(id);
    if (isPlainMock(api.target)) expect(response.body.responseObject.message).toBe('Audience name updated successfully.');
    const blank = expectContract(await rename(api, owner, id, { audienceName: ' ', audienceTypeId: 1 }), 'updateAudienceName', 400);
    expectErrors(errorsOf(blank).slice(0, 1), [{ error: messages.audienceNameMissing, field: 'audienceName' }], 'updateAudienceName', 400);
  });

  withPersonas(['workspaceOwner'], 'renames an audience of any type when audienceTypeId is its type, trimming the name', async ({ api, owner }) => {
    const audiences = [
      [await audienceId(api, 'matchedReady'), 1],
      [await audienceId(api, 'abm'), 9],
      [await audienceId(api, 'retargeted'), 3],
    ] as const;
    const before = new Map((await listAll(api, owner)).map((a) => [a.id, a.audienceName]));
    const renamed: Array<readonly [number, number]> = [];
    cleanup(async () => {
      // Each renamed audience was in the list before.
      for (const [id, audienceTypeId] of renamed) await rename(api, owner, id, { audienceName: before.get(id)!, audienceTypeId });
    });
    const names = new Map<number, string>();
    for (const [id, audienceTypeId] of audiences) {
      names.set(id, uniqueName('Renamed'));
      const response = await rename(api, owner, id, { audienceName: `  ${names.get(id)} `, audienceTypeId });
      if (response.status === 200) renamed.push([id, audienceTypeId]);
      expectContract(response, 'updateAudienceName', 200);
      expect({ ...response.body.responseObject, id: Number(response.body.responseObject.id) }).toEqual({ id, message: expect.any(String) });
    }
    const after = new Map((await listAll(api, owner)).map((a) => [a.id, a.audienceName]));
    for (const [id] of audiences) expect(after.get(id)).toBe(names.get(id));
  });

  mockOnly("dates the rename as the audience's modification, which the modified-date sort follows", 'moves the clock', async ({ api }) => {
    await advanceClock(api.target, 60_000);
    const owner = await api.session('workspaceOwner');
    const [older, newer] = [await uploadOk(api, owner), await uploadOk(api, owner)];
    await advanceClock(api.target, 60_000);
    const renamedAt = await mockNow(api.target);
    expectContract(await rename(api, owner, older, { audienceName: uniqueName('Renamed'), audienceTypeId: 1 }), 'updateAudienceName', 200);
    expect((await matched(api, owner, older)).modifiedDate).toBe(renamedAt);
    expect((await matched(api, owner, newer)).modifiedDate).toBeLessThan(renamedAt);
    const byModified = (await detailed(api, owner, { sortBy: 'modified_date', sortType: 'desc', noOfEntries: 1000 })).data.map((a) => a.id);
    expect(byModified[0]).toBe(older);
  });

  withPersonas(['workspaceOwner'], "refuses an audienceTypeId other than the audience's type (422), keeping the name", async ({ owner, api }) => {
    const ready = await audienceId(api, 'matchedReady');
    const before = await nameOf(api, owner, ready);
    const response = expectContract(await rename(api, owner, ready, { audienceName: uniqueName('Wrong'), audienceTypeId: 3 }), 'updateAudienceName', 422);
    expectErrors(errorsOf(response).slice(0, 1), [{ error: messages.audienceTypeMismatch, field: 'audienceTypeId' }], 'updateAudienceName', 422);
    expect(await nameOf(api, owner, ready)).toBe(before);
  });

  withPersonas(['workspaceOwner'], "refuses a missing, null or blank name with the seed's 400", async ({ owner, api }) => {
    const ready = await audienceId(api, 'matchedReady');
    for (const body of [{ audienceTypeId: 1 }, { audienceName: null, audienceTypeId: 1 }, { audienceName: ' ', audienceTypeId: 1 }]) {
      const errors = await api.refusals('updateAudienceName', { as: owner, params: { audience_id: ready }, body }, 400);
      expectErrors(errors.slice(0, 1), [{ error: messages.audienceNameMissing, field: 'audienceName' }], 'updateAudienceName', 400);
    }
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], "is 404 for an unknown id and another workspace's audience", async ({ owner, other, api }) => {
    const ready = await audienceId(api, 'matchedReady');
    const before = await nameOf(api, owner, ready);
    for (const [as, id] of [
      [owner, unknownId],
      [owner, await audienceId(api, 'otherWorkspaceMatched')],
      [other, ready],
    ] as const) {
      const response = expectContract(await rename(api, as, id, { audienceName: uniqueName('Taken over'), audienceTypeId: 1 }), 'updateAudienceName', 404);
      expectErrors(errorsOf(response).slice(0, 1), [{ error: messages.audienceNotFound, field: 'audience_id' }], 'updateAudienceName', 404);
    }
    expect(await nameOf(api, owner, ready)).toBe(before);
  });
});

describe('duplicateMatchedAudience', () => {
  async function duplicate(api: Api, as: Session, source: number, name: string): Promise<number> {
    const { audienceId: id, message } = (await api.ok('duplicateMatchedAudience', { as, params: { audienceId: source }, body: { name } })).body.data;
    deleteLater(api, as, [Number(id)]);
    expect(message).toEqual(expect.any(String));
    // The mock's message (spec/DECISIONS.md AU7).
    if (isPlainMock(api.target)) expect(message).toBe('Audience duplicated successfully.');
    return Number(id);
  }

  withPersonas(['workspaceOwner'], 'copies a matched audience with its upload; the copy is processed anew', async ({ api, owner }) => {
    const voter = await audienceId(api, 'voterMatched');
    const name = uniqueName('Voters copy');
    const copyId = await duplicate(api, owner, voter, name);
    expect(copyId).not.toBe(voter);
    const source = await matched(api, owner, voter);
    const copy = await matched(api, owner, copyId);
    expect(copy).toMatchObject({ audienceName: name, status: 'processing', uniques: 0 });
    for (const field of [
      'existingColumnMatching',
      'columnSettings',
      'metadata',
      'fileTotalCount',
      'storeFileName',
      'isSingleColumnEnabled',
      'dataCost',
    ] as const) {
      expect(copy[field], field).toEqual(source[field]);
    }
    expect((await listAll(api, owner, { searchField: name })).find((a) => a.id === copyId)?.isVoterAudience).toBe(true);
  });

  mockOnly("the copy turns Ready with the source's match rate and uniques", 'moves the clock', async ({ api, owner }) => {
    const ready = await audienceId(api, 'matchedReady');
    const copyId = await duplicate(api, owner, ready, uniqueName('CRM copy'));
    await advanceClock(api.target, PROCESSING_MS);
    const source = await matched(api, owner, ready);
    expect(await matched(api, owner, copyId)).toMatchObject({ status: 'approved', matchRate: source.matchRate, uniques: source.uniques });
  });

  withPersonas(['workspaceOwner'], 'refuses an audience of another type (422), copying nothing', async ({ api, owner }) => {
    const name = uniqueName('Copy');
    for (const id of [await audienceId(api, 'retargeted'), await audienceId(api, 'lookalike')]) {
      expectErrors(
        [await api.refuses('duplicateMatchedAudience', { as: owner, params: { audienceId: id }, body: { name } }, 422)],
        [{ error: messages.notMatchedAudience, field: 'audienceId' }],
        'duplicateMatchedAudience',
        422,
      );
    }
    expect(await listAll(api, owner, { searchField: name })).toEqual([]);
  });

  withPersonas(['workspaceOwner'], 'refuses a blank name (422) and a missing one (400)', async ({ api, owner }) => {
    const ready = await audienceId(api, 'matchedReady');
    expectErrors(
      [await api.refuses('duplicateMatchedAudience', { as: owner, params: { audienceId: ready }, body: { name: '  ' } }, 422)],
      [{ error: messages.blankText, field: 'name' }],
      'duplicateMatchedAudience',
      422,
    );
    const missing = await api.refusals('duplicateMatchedAudience', { as: owner, params: { audienceId: ready }, body: {} }, 400);
    expectErrorField(missing[0], 'name', 'duplicateMatchedAudience', 400);
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], "is 404 for an unknown id and another workspace's audience", async ({ api, owner, other }) => {
    for (const [as, id] of [
      [owner, unknownId],
      [owner, await audienceId(api, 'otherWorkspaceMatched')],
      [other, await audienceId(api, 'matchedReady')],
    ] as const) {
      expectErrors(
        [await api.refuses('duplicateMatchedAudience', { as, params: { audienceId: id }, body: { name: uniqueName('Copy') } }, 404)],
        [{ error: messages.audienceNotFound, field: 'audienceId' }],
        'duplicateMatchedAudience',
        404,
      );
    }
  });
});
