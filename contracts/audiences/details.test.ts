import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock } from '../support/admin.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { Aud, listAll, PROCESSING_MS } from './support.ts';

const suite = useTarget();

async function matched(as: Session, id: number) {
  return (await callOk(suite.current, 'getMatchedAudience', { as, params: { id } })).body.responseObject;
}

describe('getMatchedAudience', () => {
  withPersonas(suite, ['workspaceOwner'], 'answers every matched field, with the mapping, settings and metadata as JSON strings', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const audience = await matched(owner, Aud.voterMatched);
    expect(audience).toMatchObject({
      id: Aud.voterMatched,
      status: 'approved',
      statusDisplayName: 'Ready',
      matchRate: 88.4,
      uniques: 412_900,
      included: 7,
      excluded: 0,
      owId: 1001,
      uowId: 5001,
      organizationName: 'Acme Media',
      userName: 'Ava Stone',
      userEmail: 'owner@acme-media.example',
      rawStoreURLError: null,
      isSingleColumnEnabled: true,
      isEditAccess: true,
    });
    expect(JSON.parse(audience.existingColumnMatching)).toEqual({ VOTER_ID_VALUE: 'Voters_ID' });
    expect(JSON.parse(audience.columnSettings)).toEqual({ Voters_ID: 301 });
    const metadata = JSON.parse(audience.metadata);
    expect(metadata).toMatchObject({ voterIdColumns: ['voter_id'], columns: ['voter_id'], rows: audience.fileTotalCount });
    expect(audience.rawStoreURL).toContain(audience.storeFileName);
    expect(audience.fileTotalCount).toBe(Math.round((412_900 * 100) / 88.4));
  });

  withPersonas(suite, ['workspaceOwner'], 'shows a processing audience without match rate or uniques yet', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    expect(await matched(owner, Aud.matchedProcessing)).toMatchObject({ status: 'processing', statusDisplayName: 'Processing', matchRate: 0, uniques: 0, approvedRejectedByUserName: null });
  });

  mockOnly(suite, 'shows the fixture audience Ready once its ready time passes', 'moves the clock', async () => {
    await advanceClock(suite.current, 24 * 3_600_000);
    const owner = await login(suite.current, 'workspaceOwner');
    expect(await matched(owner, Aud.matchedProcessing)).toMatchObject({ status: 'approved', statusDisplayName: 'Ready', matchRate: 76.5, uniques: 9_180 });
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'is 404 for an unknown id, another type and another workspace\'s audience', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = await login(suite.current, 'otherWorkspaceUser');
    for (const [as, id] of [[owner, 99_999], [owner, Aud.retargeted], [owner, Aud.otherWorkspaceMatched], [other, Aud.matchedReady]] as const) {
      const response = expectContract(await call(suite.current, 'getMatchedAudience', { as, params: { id } }), 'getMatchedAudience', 404);
      expect(response.body).toMatchObject({ statusCode: 404, responseObject: { errorMsg: messages.audienceNotFound, errorCode: 404 } });
      expect(errorsOf(response)[0]?.field).toBe('id');
    }
    expect((await matched(other, Aud.otherWorkspaceMatched)).owId).toBe(3001);
  });
});

describe('getRetargetedAudience', () => {
  withPersonas(suite, ['workspaceOwner'], 'answers the tag and its duration', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { data } = (await callOk(suite.current, 'getRetargetedAudience', { as: owner, params: { retargeted_audience_id: Aud.retargeted } })).body;
    expect(data).toMatchObject({ id: Aud.retargeted, type: 3, status: 'approved', includedCount: 1, excludedCount: 0, owId: 1001, organizationName: 'Acme Media', createdByUowId: 5001, createdByUser: 'Ava Stone', duration: 'month', time: 3, startDate: null, endDate: null, editAccess: true });
    expect(data.tagId).toEqual(expect.any(String));
  });

  withPersonas(suite, ['otherWorkspaceUser'], 'answers a date-range tag with its dates', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const { data } = (await callOk(suite.current, 'getRetargetedAudience', { as: other, params: { retargeted_audience_id: Aud.otherWorkspaceRetargeted } })).body;
    expect(data).toMatchObject({ duration: 'date_range', time: null });
    expect(data.endDate).toBeGreaterThan(data.startDate);
  });

  withPersonas(suite, ['workspaceOwner'], 'is 404 for other types, unknown ids and another workspace\'s audience', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const id of [Aud.matchedReady, Aud.geoFarmed, 99_999, Aud.otherWorkspaceRetargeted]) {
      const response = expectContract(await call(suite.current, 'getRetargetedAudience', { as: owner, params: { retargeted_audience_id: id } }), 'getRetargetedAudience', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.audienceNotFound, field: 'retargeted_audience_id' });
    }
  });
});

describe('updateAudienceName', () => {
  withPersonas(suite, ['workspaceOwner'], 'renames an audience of any type when audienceTypeId is its type', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const [id, audienceTypeId] of [[Aud.matchedReady, 1], [Aud.abm, 9], [Aud.retargeted, 3]] as const) {
      const response = await callOk(suite.current, 'updateAudienceName', { as: owner, params: { audience_id: id }, body: { audienceName: `  Renamed ${id} `, audienceTypeId } });
      expect(response.body.responseObject).toEqual({ id, message: expect.any(String) });
    }
    const names = new Map((await listAll(suite.current, owner)).map((a) => [a.id, a.audienceName]));
    expect([names.get(Aud.matchedReady), names.get(Aud.abm), names.get(Aud.retargeted)]).toEqual([`Renamed ${Aud.matchedReady}`, `Renamed ${Aud.abm}`, `Renamed ${Aud.retargeted}`]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an audienceTypeId other than the audience\'s type (422), keeping the name', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = expectContract(await call(suite.current, 'updateAudienceName', { as: owner, params: { audience_id: Aud.matchedReady }, body: { audienceName: 'Wrong', audienceTypeId: 3 } }), 'updateAudienceName', 422);
    expect(errorsOf(response)[0]).toEqual({ error: messages.audienceTypeMismatch, field: 'audienceTypeId' });
    expect((await matched(owner, Aud.matchedReady)).audienceName).toBe('Acme CRM Customers 2025');
  });

  withPersonas(suite, ['workspaceOwner'], "refuses a missing, null or blank name with the seed's 400", async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const body of [{ audienceTypeId: 1 }, { audienceName: null, audienceTypeId: 1 }, { audienceName: ' ', audienceTypeId: 1 }]) {
      const response = expectContract(await call(suite.current, 'updateAudienceName', { as: owner, params: { audience_id: Aud.matchedReady }, body }), 'updateAudienceName', 400);
      expect(errorsOf(response)[0]).toEqual({ error: messages.audienceNameMissing, field: 'audienceName' });
    }
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'is 404 for an unknown id and another workspace\'s audience', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = await login(suite.current, 'otherWorkspaceUser');
    for (const [as, id] of [[owner, 99_999], [owner, Aud.otherWorkspaceMatched], [other, Aud.matchedReady]] as const) {
      const response = expectContract(await call(suite.current, 'updateAudienceName', { as, params: { audience_id: id }, body: { audienceName: 'Taken over', audienceTypeId: 1 } }), 'updateAudienceName', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.audienceNotFound, field: 'audience_id' });
    }
    expect((await matched(owner, Aud.matchedReady)).audienceName).toBe('Acme CRM Customers 2025');
  });
});

describe('duplicateMatchedAudience', () => {
  withPersonas(suite, ['workspaceOwner'], 'copies a matched audience with its upload; the copy is processed anew', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const response = await callOk(suite.current, 'duplicateMatchedAudience', { as: owner, params: { audienceId: Aud.voterMatched }, body: { name: 'Voters copy' } });
    const { audienceId, message } = response.body.data;
    expect(message).toEqual(expect.any(String));
    expect(audienceId).not.toBe(Aud.voterMatched);
    const source = await matched(owner, Aud.voterMatched);
    const copy = await matched(owner, audienceId);
    expect(copy).toMatchObject({ audienceName: 'Voters copy', status: 'processing', uniques: 0 });
    for (const field of ['existingColumnMatching', 'columnSettings', 'metadata', 'fileTotalCount', 'storeFileName', 'isSingleColumnEnabled', 'dataCost']) {
      expect(copy[field], field).toEqual(source[field]);
    }
    expect((await listAll(suite.current, owner)).find((a) => a.id === audienceId)?.isVoterAudience).toBe(true);
  });

  mockOnly(suite, 'the copy turns Ready with the source\'s match rate and uniques', 'moves the clock', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { audienceId } = (await callOk(suite.current, 'duplicateMatchedAudience', { as: owner, params: { audienceId: Aud.matchedReady }, body: { name: 'CRM copy' } })).body.data;
    await advanceClock(suite.current, PROCESSING_MS);
    expect(await matched(owner, audienceId)).toMatchObject({ status: 'approved', matchRate: 61.2, uniques: 182_400 });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an audience of another type (422)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const before = (await listAll(suite.current, owner)).length;
    for (const id of [Aud.retargeted, Aud.lookalike]) {
      const response = expectContract(await call(suite.current, 'duplicateMatchedAudience', { as: owner, params: { audienceId: id }, body: { name: 'Copy' } }), 'duplicateMatchedAudience', 422);
      expect(errorsOf(response)[0]).toEqual({ error: messages.notMatchedAudience, field: 'audienceId' });
    }
    expect((await listAll(suite.current, owner)).length).toBe(before);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a blank name (422) and a missing one (400)', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const blank = expectContract(await call(suite.current, 'duplicateMatchedAudience', { as: owner, params: { audienceId: Aud.matchedReady }, body: { name: '  ' } }), 'duplicateMatchedAudience', 422);
    expect(errorsOf(blank)[0]).toEqual({ error: messages.blankText, field: 'name' });
    const missing = expectContract(await call(suite.current, 'duplicateMatchedAudience', { as: owner, params: { audienceId: Aud.matchedReady }, body: {} }), 'duplicateMatchedAudience', 400);
    expect(errorsOf(missing)[0]?.field).toBe('name');
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'is 404 for an unknown id and another workspace\'s audience', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = await login(suite.current, 'otherWorkspaceUser');
    for (const [as, id] of [[owner, 99_999], [owner, Aud.otherWorkspaceMatched], [other, Aud.matchedReady]] as const) {
      const response = expectContract(await call(suite.current, 'duplicateMatchedAudience', { as, params: { audienceId: id }, body: { name: 'Copy' } }), 'duplicateMatchedAudience', 404);
      expect(errorsOf(response)[0]).toEqual({ error: messages.audienceNotFound, field: 'audienceId' });
    }
  });
});
