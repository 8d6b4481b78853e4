import { describe, expect } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { advanceClock } from '../support/admin.ts';
import { cleanup, uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { audienceId, deleteLater, detailed, listAll, organizationName, PROCESSING_MS, uploadOk } from './support.ts';

const suite = useTarget();
/** An audience id no world hands out. */
const unknownId = 999_999_999;

async function matched(as: Session, id: number) {
  const audience = (await callOk(suite.current, 'getMatchedAudience', { as, params: { id } })).body.responseObject;
  for (const field of ['id', 'matchRate', 'uniques', 'included', 'excluded', 'owId', 'uowId', 'fileTotalCount', 'dataCost']) {
    if (typeof audience[field] === 'string') audience[field] = Number(audience[field]);
  }
  return audience;
}

/** The row of the detailed list for one audience. */
async function row(as: Session, id: number) {
  return (await detailed(suite.current, as, { audienceIds: String(id) })).data[0];
}

async function nameOf(as: Session, id: number): Promise<string> {
  return (await row(as, id)).audienceName;
}

/** The voter data partners the column list names on the Voter ID field. */
async function voterPartnerIds(as: Session): Promise<number[]> {
  const columns = (await callOk(suite.current, 'listMatchedColumns', { as })).body.data as Array<{ key: string; supportedPartners?: Array<{ id: number }> }>;
  return (columns.find((c) => c.key === 'Voters_ID')?.supportedPartners ?? []).map((p) => Number(p.id));
}

describe('getMatchedAudience', () => {
  withPersonas(suite, ['workspaceOwner'], 'answers a matched audience and is 404 for an unknown id [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const ready = await audienceId(suite, 'matchedReady');
    expect(await matched(owner, ready)).toMatchObject({ id: ready, status: 'approved', statusDisplayName: 'Ready' });
    const response = expectContract(await call(suite.current, 'getMatchedAudience', { as: owner, params: { id: unknownId } }), 'getMatchedAudience', 404);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.audienceNotFound, field: 'id' });
  });

  withPersonas(suite, ['workspaceOwner'], 'answers every matched field, with the mapping, settings and metadata as JSON strings', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const voter = await audienceId(suite, 'voterMatched');
    const audience = await matched(owner, voter);
    expect(audience).toMatchObject({
      id: voter,
      status: 'approved',
      statusDisplayName: 'Ready',
      owId: owner.owId,
      organizationName: organizationName(suite, owner.owId),
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
    expect(await voterPartnerIds(owner)).toContain(Number(JSON.parse(audience.columnSettings).Voters_ID));
    expect(JSON.parse(audience.metadata)).toMatchObject({ rows: audience.fileTotalCount });
    expect(audience.rawStoreURL).toContain(audience.storeFileName);
    const listed = await row(owner, voter);
    expect(listed).toMatchObject({ included: audience.included, excluded: audience.excluded, uniques: audience.uniques });
    expect([audience.matchRate, null]).toContain(listed.matchRate);
  });

  withPersonas(suite, ['workspaceOwner'], 'shows a processing audience without match rate or uniques yet', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const processing = await uploadOk(suite.current, owner);
    expect(await matched(owner, processing)).toMatchObject({ status: 'processing', statusDisplayName: 'Processing', matchRate: 0, uniques: 0, approvedRejectedByUserName: null });
  });

  mockOnly(suite, 'shows the fixture audience Ready once its ready time passes', 'moves the clock', async () => {
    await advanceClock(suite.current, 24 * 3_600_000);
    const owner = await session(suite.current, 'workspaceOwner');
    expect(await matched(owner, await audienceId(suite, 'matchedProcessing'))).toMatchObject({ status: 'approved', statusDisplayName: 'Ready', matchRate: 76.5, uniques: 9_180 });
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], "is 404 for an unknown id, another type and another workspace's audience", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const other = await session(suite.current, 'otherWorkspaceUser');
    const theirs = await audienceId(suite, 'otherWorkspaceMatched');
    const refused = [[owner, unknownId], [owner, await audienceId(suite, 'retargeted')], [owner, theirs], [other, await audienceId(suite, 'matchedReady')]] as const;
    for (const [as, id] of refused) {
      const response = expectContract(await call(suite.current, 'getMatchedAudience', { as, params: { id } }), 'getMatchedAudience', 404);
      expect(response.body).toMatchObject({ statusCode: 404 });
      expect(errorsOf(response)[0]).toMatchObject({ error: messages.audienceNotFound, field: 'id' });
    }
    expect((await matched(other, theirs)).owId).toBe(other.owId);
  });
});

describe('getRetargetedAudience', () => {
  async function retargeted(as: Session, id: number) {
    return (await callOk(suite.current, 'getRetargetedAudience', { as, params: { retargeted_audience_id: id } })).body.data;
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

  withPersonas(suite, ['workspaceOwner'], 'answers the tag and its duration, as the lists show the audience [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const id = await audienceId(suite, 'retargeted');
    const data = await retargeted(owner, id);
    const listed = await row(owner, id);
    expect({ ...data, id: Number(data.id), type: Number(data.type), owId: Number(data.owId), includedCount: Number(data.includedCount), excludedCount: Number(data.excludedCount) }).toMatchObject({
      id,
      type: 3,
      status: listed.status,
      includedCount: listed.included,
      excludedCount: listed.excluded,
      owId: owner.owId,
      organizationName: organizationName(suite, owner.owId),
      editAccess: true,
    });
    expect(data.tagId).toEqual(expect.any(String));
    expectDuration(data);
  });

  withPersonas(suite, ['otherWorkspaceUser'], 'answers a tag of another workspace with its duration', async () => {
    const other = await session(suite.current, 'otherWorkspaceUser');
    const data = await retargeted(other, await audienceId(suite, 'otherWorkspaceRetargeted'));
    expect(Number(data.owId)).toBe(other.owId);
    expectDuration(data);
  });

  withPersonas(suite, ['workspaceOwner'], "is 404 for other types, unknown ids and another workspace's audience [smoke]", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    for (const id of [await audienceId(suite, 'matchedReady'), await audienceId(suite, 'geoFarmed'), unknownId, await audienceId(suite, 'otherWorkspaceRetargeted')]) {
      const response = expectContract(await call(suite.current, 'getRetargetedAudience', { as: owner, params: { retargeted_audience_id: id } }), 'getRetargetedAudience', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.audienceNotFound, field: 'retargeted_audience_id' });
    }
  });
});

describe('updateAudienceName', () => {
  const rename = (as: Session, id: number, body: unknown) => call(suite.current, 'updateAudienceName', { as, params: { audience_id: id }, body });

  withPersonas(suite, ['workspaceOwner'], 'renames an audience and refuses a blank name [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const id = await uploadOk(suite.current, owner);
    const response = expectContract(await rename(owner, id, { audienceName: uniqueName('Renamed'), audienceTypeId: 1 }), 'updateAudienceName', 200);
    expect(Number(response.body.responseObject.id)).toBe(id);
    const blank = expectContract(await rename(owner, id, { audienceName: ' ', audienceTypeId: 1 }), 'updateAudienceName', 400);
    expect(errorsOf(blank)[0]).toEqual({ error: messages.audienceNameMissing, field: 'audienceName' });
  });

  withPersonas(suite, ['workspaceOwner'], 'renames an audience of any type when audienceTypeId is its type, trimming the name', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const audiences = [[await audienceId(suite, 'matchedReady'), 1], [await audienceId(suite, 'abm'), 9], [await audienceId(suite, 'retargeted'), 3]] as const;
    const before = new Map((await listAll(suite.current, owner)).map((a) => [a.id, a.audienceName]));
    const renamed: Array<readonly [number, number]> = [];
    cleanup(async () => {
      for (const [id, audienceTypeId] of renamed) await rename(owner, id, { audienceName: before.get(id), audienceTypeId });
    });
    const names = new Map<number, string>();
    for (const [id, audienceTypeId] of audiences) {
      names.set(id, uniqueName('Renamed'));
      const response = await rename(owner, id, { audienceName: `  ${names.get(id)} `, audienceTypeId });
      if (response.status === 200) renamed.push([id, audienceTypeId]);
      expectContract(response, 'updateAudienceName', 200);
      expect({ ...response.body.responseObject, id: Number(response.body.responseObject.id) }).toEqual({ id, message: expect.any(String) });
    }
    const after = new Map((await listAll(suite.current, owner)).map((a) => [a.id, a.audienceName]));
    for (const [id] of audiences) expect(after.get(id)).toBe(names.get(id));
  });

  withPersonas(suite, ['workspaceOwner'], "refuses an audienceTypeId other than the audience's type (422), keeping the name", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const ready = await audienceId(suite, 'matchedReady');
    const before = await nameOf(owner, ready);
    const response = expectContract(await rename(owner, ready, { audienceName: uniqueName('Wrong'), audienceTypeId: 3 }), 'updateAudienceName', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.audienceTypeMismatch, field: 'audienceTypeId' });
    expect(await nameOf(owner, ready)).toBe(before);
  });

  withPersonas(suite, ['workspaceOwner'], "refuses a missing, null or blank name with the seed's 400", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const ready = await audienceId(suite, 'matchedReady');
    for (const body of [{ audienceTypeId: 1 }, { audienceName: null, audienceTypeId: 1 }, { audienceName: ' ', audienceTypeId: 1 }]) {
      const response = expectContract(await rename(owner, ready, body), 'updateAudienceName', 400);
      expect(errorsOf(response)[0]).toEqual({ error: messages.audienceNameMissing, field: 'audienceName' });
    }
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], "is 404 for an unknown id and another workspace's audience", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const other = await session(suite.current, 'otherWorkspaceUser');
    const ready = await audienceId(suite, 'matchedReady');
    const before = await nameOf(owner, ready);
    for (const [as, id] of [[owner, unknownId], [owner, await audienceId(suite, 'otherWorkspaceMatched')], [other, ready]] as const) {
      const response = expectContract(await rename(as, id, { audienceName: uniqueName('Taken over'), audienceTypeId: 1 }), 'updateAudienceName', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.audienceNotFound, field: 'audience_id' });
    }
    expect(await nameOf(owner, ready)).toBe(before);
  });
});

describe('duplicateMatchedAudience', () => {
  async function duplicate(as: Session, source: number, name: string): Promise<number> {
    const { audienceId: id, message } = (await callOk(suite.current, 'duplicateMatchedAudience', { as, params: { audienceId: source }, body: { name } })).body.data;
    deleteLater(suite.current, as, [Number(id)]);
    expect(message).toEqual(expect.any(String));
    return Number(id);
  }

  withPersonas(suite, ['workspaceOwner'], 'copies a matched audience with its upload; the copy is processed anew [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const voter = await audienceId(suite, 'voterMatched');
    const name = uniqueName('Voters copy');
    const copyId = await duplicate(owner, voter, name);
    expect(copyId).not.toBe(voter);
    const source = await matched(owner, voter);
    const copy = await matched(owner, copyId);
    expect(copy).toMatchObject({ audienceName: name, status: 'processing', uniques: 0 });
    for (const field of ['existingColumnMatching', 'columnSettings', 'metadata', 'fileTotalCount', 'storeFileName', 'isSingleColumnEnabled', 'dataCost']) {
      expect(copy[field], field).toEqual(source[field]);
    }
    expect((await listAll(suite.current, owner, { searchField: name })).find((a) => a.id === copyId)?.isVoterAudience).toBe(true);
  });

  mockOnly(suite, "the copy turns Ready with the source's match rate and uniques", 'moves the clock', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const ready = await audienceId(suite, 'matchedReady');
    const copyId = await duplicate(owner, ready, uniqueName('CRM copy'));
    await advanceClock(suite.current, PROCESSING_MS);
    const source = await matched(owner, ready);
    expect(await matched(owner, copyId)).toMatchObject({ status: 'approved', matchRate: source.matchRate, uniques: source.uniques });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an audience of another type (422), copying nothing', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const name = uniqueName('Copy');
    for (const id of [await audienceId(suite, 'retargeted'), await audienceId(suite, 'lookalike')]) {
      const response = expectContract(await call(suite.current, 'duplicateMatchedAudience', { as: owner, params: { audienceId: id }, body: { name } }), 'duplicateMatchedAudience', 422);
      expect(errorsOf(response)[0]).toEqual({ error: messages.notMatchedAudience, field: 'audienceId' });
    }
    expect(await listAll(suite.current, owner, { searchField: name })).toEqual([]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a blank name (422) and a missing one (400) [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const ready = await audienceId(suite, 'matchedReady');
    const blank = expectContract(await call(suite.current, 'duplicateMatchedAudience', { as: owner, params: { audienceId: ready }, body: { name: '  ' } }), 'duplicateMatchedAudience', 422);
    expect(errorsOf(blank)[0]).toEqual({ error: messages.blankText, field: 'name' });
    const missing = expectContract(await call(suite.current, 'duplicateMatchedAudience', { as: owner, params: { audienceId: ready }, body: {} }), 'duplicateMatchedAudience', 400);
    expect(errorsOf(missing)[0]?.field).toBe('name');
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], "is 404 for an unknown id and another workspace's audience", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const other = await session(suite.current, 'otherWorkspaceUser');
    for (const [as, id] of [[owner, unknownId], [owner, await audienceId(suite, 'otherWorkspaceMatched')], [other, await audienceId(suite, 'matchedReady')]] as const) {
      const response = expectContract(await call(suite.current, 'duplicateMatchedAudience', { as, params: { audienceId: id }, body: { name: uniqueName('Copy') } }), 'duplicateMatchedAudience', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.audienceNotFound, field: 'audienceId' });
    }
  });
});
