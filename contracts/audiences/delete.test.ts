import { describe, expect } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { advanceClock } from '../support/admin.ts';
import { profileId, uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { audienceId, deleteAudiences, deleteLater, detailed, insightsId, INSIGHTS_MS, uploadOk, visibleIds } from './support.ts';

const suite = useTarget();
/** An audience id no world hands out. */
const unknownId = 999_999_999;

const remove = (as: Session, audienceIds: string) => deleteAudiences(suite.current, as, audienceIds);
const visible = (as: Session) => visibleIds(suite.current, as);

/** A new matched audience of the caller's, on no campaign. */
const newMatched = (as: Session) => uploadOk(suite.current, as);

/** A new dynamic contextual audience of the caller's, on no campaign, deleted again when the test ends. */
async function newContextual(as: Session): Promise<number> {
  const body = { audienceName: uniqueName('Rolling Trail Readers'), keywords: 'hiking', frequency: 1, timezoneId: 29, dataCollectionMethodId: 2, dataCollectionDays: 30 };
  const id = Number((await callOk(suite.current, 'addContextualAudience', { as, body })).body.data.id);
  deleteLater(suite.current, as, [id]);
  return id;
}

/** The 400 of an unreadable delete body: the seed's text, naming the URI. */
function expectBodyRefused(response: Awaited<ReturnType<typeof call>>, sent: unknown) {
  const [failure] = errorsOf(expectContract(response, 'deleteAudiences', 400));
  expect(failure?.error, JSON.stringify(sent)).toBe(messages.requestBodyInvalid);
  expect(failure?.reason, JSON.stringify(sent)).toContain('/api/v2/audience/delete');
}

describe('deleteAudiences', () => {
  withPersonas(suite, ['workspaceOwner'], 'deletes an audience and refuses a request without a body [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const id = await newMatched(owner);
    expect(await remove(owner, String(id))).toMatchObject({ audienceFailedIds: [], audienceSuccessfulIds: [id], status: true });
    expectBodyRefused(await call(suite.current, 'deleteAudiences', { as: owner, body: {} }), {});
  });

  withPersonas(suite, ['workspaceOwner'], 'deletes unattached audiences of any type: gone from the lists, details and insights', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const matched = await newMatched(owner);
    const contextual = await newContextual(owner);
    const result = await remove(owner, `${matched}, ${contextual}`);
    expect(result).toEqual({ audienceFailedIds: [], audienceSuccessfulIds: [matched, contextual], message: expect.any(String), status: true });
    const ids = await visible(owner);
    expect(ids).not.toContain(matched);
    expect(ids).not.toContain(contextual);
    const page = await detailed(suite.current, owner, { audienceIds: String(matched) });
    expect(page.data).toEqual([]);
    const details = expectContract(await call(suite.current, 'getMatchedAudience', { as: owner, params: { id: matched } }), 'getMatchedAudience', 404);
    expect(errorsOf(details)[0]?.error).toBe(messages.audienceNotFound);
    const insights = expectContract(await call(suite.current, 'downloadAudienceInsights', { as: owner, query: { audienceId: matched, fileType: 'xlsx' } }), 'downloadAudienceInsights', 404);
    expect(errorsOf(insights)[0]).toEqual({ error: messages.audienceNotFound, field: 'audienceId' });
  });

  mockOnly(suite, "takes the audience's ready insights with it: no download, e-mail or regeneration of them", 'moves the clock', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const unattached = await audienceId(suite, 'matchedUnattached');
    const failed = await insightsId(suite, 'failed');
    await callOk(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: failed } });
    await advanceClock(suite.current, INSIGHTS_MS);
    const downloadQuery = { audienceId: unattached, fileType: 'xlsx' };
    const sendQuery = { id: failed, attachmentType: 'pdf', recipientEmails: 'analyst@acme-media.example', audienceId: unattached };
    // Ready before the delete: both answer.
    await callOk(suite.current, 'downloadAudienceInsights', { as: owner, query: downloadQuery });
    await callOk(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: sendQuery });
    expect((await remove(owner, String(unattached))).status).toBe(true);
    const download = expectContract(await call(suite.current, 'downloadAudienceInsights', { as: owner, query: downloadQuery }), 'downloadAudienceInsights', 404);
    expect(errorsOf(download)[0]).toEqual({ error: messages.audienceNotFound, field: 'audienceId' });
    const send = expectContract(await call(suite.current, 'sendAudienceInsightsEmail', { as: owner, query: sendQuery }), 'sendAudienceInsightsEmail', 404);
    expect(errorsOf(send)[0]).toEqual({ error: messages.insightsNotFound, field: 'id' });
    const regenerate = expectContract(await call(suite.current, 'regenerateAudienceInsights', { as: owner, params: { insightsId: failed } }), 'regenerateAudienceInsights', 404);
    expect(errorsOf(regenerate)[0]).toEqual({ error: messages.insightsNotFound, field: 'insightsId' });
  });

  withPersonas(suite, ['workspaceOwner'], "takes the type's details with it: an audience created after it shows only its own", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const providerId = await profileId(suite, 'preBidProviders', 'sentinel');
    const fraud = await profileId(suite, 'preBidSegments', 'invalidTraffic');
    const brandSafety = await profileId(suite, 'preBidSegments', 'brandSafetyLowRisk');
    const created: number[] = [];
    deleteLater(suite.current, owner, created);
    const addPreBid = async (name: string, segmentId: number) => {
      const body = { prebidAudienceName: name, prebidAudienceSegmentIdList: [segmentId], prebidAudienceProviderId: providerId };
      const id = Number((await callOk(suite.current, 'addPreBidAudience', { as: owner, body })).body.data.id);
      created.push(id);
      return id;
    };
    const first = await addPreBid(uniqueName('Fraud only'), fraud);
    expect((await remove(owner, String(first))).status).toBe(true);
    const secondName = uniqueName('Brand safety only');
    const second = await addPreBid(secondName, brandSafety);
    expect(second, 'a deleted id is not handed out again').not.toBe(first);
    const details = (await callOk(suite.current, 'getPreBidAudience', { as: owner, params: { prebidAudienceId: second } })).body.data;
    expect({ id: Number(details.id), name: details.name }).toEqual({ id: second, name: secondName });
    expect(details.prebidSegmentData.map((s: { prebidAudienceSegmentId: number }) => Number(s.prebidAudienceSegmentId))).toEqual([brandSafety]);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses audiences a campaign includes or excludes', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const attached = [await audienceId(suite, 'matchedReady'), await audienceId(suite, 'segment'), await audienceId(suite, 'geoFarmed')];
    const result = await remove(owner, attached.join(','));
    expect(result).toMatchObject({ audienceFailedIds: attached, audienceSuccessfulIds: [], status: false });
    expect(await visible(owner)).toEqual(expect.arrayContaining(attached));
  });

  withPersonas(suite, ['workspaceOwner', 'otherWorkspaceUser'], "refuses unknown ids and another workspace's audiences, which stay", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const other = await session(suite.current, 'otherWorkspaceUser');
    const theirs = await audienceId(suite, 'otherWorkspaceRetargeted');
    expect(await remove(owner, `${theirs},${unknownId}`)).toMatchObject({ audienceFailedIds: [theirs, unknownId], audienceSuccessfulIds: [], status: false });
    expect(await visible(other)).toContain(theirs);
    const ours = await newMatched(owner);
    expect(await remove(other, String(ours))).toMatchObject({ audienceFailedIds: [ours], status: false });
    expect(await visible(owner)).toContain(ours);
  });

  withPersonas(suite, ['workspaceOwner'], 'processes a mixed request: deletes what it may, reports the rest, status false', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const attached = await audienceId(suite, 'matchedReady');
    const foreign = await audienceId(suite, 'otherWorkspaceMatched');
    const unattached = await newMatched(owner);
    const result = await remove(owner, `${unattached},${attached},${foreign},${unattached}`);
    expect(result).toEqual({ audienceFailedIds: [attached, foreign], audienceSuccessfulIds: [unattached], message: expect.any(String), status: false });
    expect(result.message).not.toBe((await remove(owner, String(await newMatched(owner)))).message);
    expect(await visible(owner)).not.toContain(unattached);
  });

  withPersonas(suite, ['workspaceOwner'], "refuses a missing or unreadable body with the seed's 400 naming the URI", async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const id = await newMatched(owner);
    const other = await newMatched(owner);
    const bodies: unknown[] = [undefined, {}, [id], { audienceIds: '' }, { audienceIds: `${id},abc` }, { audienceIds: `${id};${other}` }, { audienceIds: id }, { audienceIds: [String(id)] }];
    for (const body of bodies) expectBodyRefused(await call(suite.current, 'deleteAudiences', { as: owner, body }), body);
    expect(await visible(owner)).toEqual(expect.arrayContaining([id, other]));
  });

  withPersonas(suite, ['workspaceOwner'], 'answers an empty or malformed JSON body with the same seed 400 naming the URI', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const id = await newMatched(owner);
    for (const body of [`{"audienceIds": "${id}"`, `audienceIds=${id}`]) {
      const response = await call(suite.current, 'deleteAudiences', { as: owner, headers: { 'Content-Type': 'application/json' }, body });
      expect(errorsOf(expectContract(response, 'deleteAudiences', 400)), body).toEqual([{ error: messages.requestBodyInvalid, reason: 'uri=/api/v2/audience/delete', field: 'body' }]);
    }
    // An empty body labelled JSON is no body ("either not provided or not valid"): the same text and URI.
    const empty = await call(suite.current, 'deleteAudiences', { as: owner, headers: { 'Content-Type': 'application/json' }, body: '' });
    expect(errorsOf(expectContract(empty, 'deleteAudiences', 400))).toEqual([expect.objectContaining({ error: messages.requestBodyInvalid, reason: 'uri=/api/v2/audience/delete' })]);
    expect(await visible(owner)).toContain(id);
  });
});
