import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { advanceClock } from '../support/admin.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { Aud, detailed, Insights, INSIGHTS_MS, listAll } from './support.ts';

const suite = useTarget();

async function remove(as: Session, audienceIds: string) {
  return (await callOk(suite.current, 'deleteAudiences', { as, body: { audienceIds } })).body.responseObject;
}

async function visibleIds(as: Session): Promise<number[]> {
  return (await listAll(suite.current, as)).map((a) => a.id);
}

describe('deleteAudiences', () => {
  withPersonas(suite, ['workspaceOwner'], 'deletes unattached audiences of any type: gone from the lists and details', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const result = await remove(owner, `${Aud.matchedUnattached}, ${Aud.contextual}`);
    expect(result).toEqual({ audienceFailedIds: [], audienceSuccessfulIds: [Aud.matchedUnattached, Aud.contextual], message: expect.any(String), status: true });
    const ids = await visibleIds(owner);
    expect(ids).not.toContain(Aud.matchedUnattached);
    expect(ids).not.toContain(Aud.contextual);
    const page = await detailed(suite.current, owner, { audienceIds: String(Aud.matchedUnattached) });
    expect(page.data).toEqual([]);
    const details = expectContract(await call(suite.current, 'getMatchedAudience', { as: owner, params: { id: Aud.matchedUnattached } }), 'getMatchedAudience', 404);
    expect(errorsOf(details)[0]?.error).toBe(messages.audienceNotFound);
    const insights = expectContract(await call(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: Insights.failed } }), 'regenerateAudienceInsights', 404);
    expect(errorsOf(insights)[0]?.error).toBe(messages.insightsNotFound);
  });

  mockOnly(suite, "takes the audience's ready insights with it: no download or e-mail of them", 'moves the clock', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: Insights.failed } });
    await advanceClock(suite.current, INSIGHTS_MS);
    const downloadQuery = { audienceId: Aud.matchedUnattached, fileType: 'xlsx' };
    const sendQuery = { id: Insights.failed, attachmentType: 'pdf', recipientEmails: 'analyst@acme-media.example', audienceId: Aud.matchedUnattached };
    // Ready before the delete: both answer.
    await callOk(suite.current, 'downloadAudienceInsights', { as: owner, query: downloadQuery });
    await callOk(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: sendQuery });
    expect((await remove(owner, String(Aud.matchedUnattached))).status).toBe(true);
    const download = expectContract(await call(suite.current, 'downloadAudienceInsights', { as: owner, query: downloadQuery }), 'downloadAudienceInsights', 404);
    expect(errorsOf(download)[0]).toEqual({ error: messages.audienceNotFound, field: 'audienceId' });
    const send = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: sendQuery }), 'sendAudienceInsightsEmail', 404);
    expect(errorsOf(send)[0]).toEqual({ error: messages.insightsNotFound, field: 'id' });
  });

  withPersonas(suite, ['workspaceOwner'], "takes the type's details with it: an audience created after it shows only its own", async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const addPreBid = async (name: string, segmentId: number) =>
      (await callOk(suite.current, 'addPreBidAudience', { as: owner, body: { prebidAudienceName: name, prebidAudienceSegmentIdList: [segmentId], prebidAudienceProviderId: 1 } })).body.data.id as number;
    const first = await addPreBid('Fraud only', 501);
    expect((await remove(owner, String(first))).status).toBe(true);
    const second = await addPreBid('Brand safety only', 511);
    expect(second, 'a deleted id is not handed out again').not.toBe(first);
    const details = (await callOk(suite.current, 'getPreBidAudience', { as: owner, params: { prebidAudienceId: second } })).body.data;
    expect(details).toMatchObject({ id: second, name: 'Brand safety only' });
    expect(details.prebidSegmentData.map((s: { prebidAudienceSegmentId: number }) => s.prebidAudienceSegmentId)).toEqual([511]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses audiences a campaign includes or excludes', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const result = await remove(owner, `${Aud.matchedReady},${Aud.segment},${Aud.geoFarmed}`);
    expect(result).toMatchObject({ audienceFailedIds: [Aud.matchedReady, Aud.segment, Aud.geoFarmed], audienceSuccessfulIds: [], status: false });
    expect(await visibleIds(owner)).toEqual(expect.arrayContaining([Aud.matchedReady, Aud.segment, Aud.geoFarmed]));
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], 'refuses unknown ids and another workspace\'s audiences, which stay', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const other = await login(suite.current, 'otherWorkspaceUser');
    expect(await remove(owner, `${Aud.otherWorkspaceRetargeted},99999`)).toMatchObject({ audienceFailedIds: [Aud.otherWorkspaceRetargeted, 99_999], audienceSuccessfulIds: [], status: false });
    expect(await visibleIds(other)).toContain(Aud.otherWorkspaceRetargeted);
    expect(await remove(other, String(Aud.matchedUnattached))).toMatchObject({ audienceFailedIds: [Aud.matchedUnattached], status: false });
    expect(await visibleIds(owner)).toContain(Aud.matchedUnattached);
  });

  withPersonas(suite, ['workspaceOwner'], 'processes a mixed request: deletes what it may, reports the rest, status false', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const result = await remove(owner, `${Aud.matchedUnattached},${Aud.matchedReady},${Aud.otherWorkspaceMatched},${Aud.matchedUnattached}`);
    expect(result).toEqual({ audienceFailedIds: [Aud.matchedReady, Aud.otherWorkspaceMatched], audienceSuccessfulIds: [Aud.matchedUnattached], message: expect.any(String), status: false });
    expect(result.message).not.toBe((await remove(owner, String(Aud.contextual))).message);
    expect(await visibleIds(owner)).not.toContain(Aud.matchedUnattached);
  });

  withPersonas(suite, ['workspaceOwner'], "refuses a missing or unreadable body with the seed's 400 naming the URI", async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const before = (await visibleIds(owner)).length;
    const bodies: unknown[] = [undefined, {}, [4013], { audienceIds: '' }, { audienceIds: '4013,abc' }, { audienceIds: '4013;4008' }, { audienceIds: 4013 }, { audienceIds: ['4013'] }];
    for (const body of bodies) {
      const response = expectContract(await call(suite.current, 'deleteAudiences', { as: owner, body }), 'deleteAudiences', 400);
      expect(response.body.responseObject, JSON.stringify(body)).toMatchObject({ errorMsg: messages.requestBodyInvalid, errorCode: 400, description: expect.stringContaining('/api/v2/audience/delete') });
    }
    expect((await visibleIds(owner)).length).toBe(before);
  });

  withPersonas(suite, ['workspaceOwner'], "answers an empty or malformed JSON body with the same seed 400 naming the URI", async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const body of ['', '{"audienceIds": "4013"', 'audienceIds=4013']) {
      const response = await call(suite.current, 'deleteAudiences', { as: owner, headers: { 'Content-Type': 'application/json' }, body });
      expect(expectContract(response, 'deleteAudiences', 400).body.responseObject, body).toEqual({
        errorMsg: messages.requestBodyInvalid,
        errorCode: 400,
        description: 'uri=/api/v2/audience/delete; field: body',
      });
    }
    expect(await visibleIds(owner)).toContain(Aud.matchedUnattached);
  });
});
