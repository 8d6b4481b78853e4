import type { QueryParams } from '../../spec/generated/operations.ts';
import type { PreBidAudienceRequest } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import { call, errorsOf, expectContract, type Session } from '../support/client.ts';
import { audienceId, deleteAudiences, deleteLater, detailed, insightsId, INSIGHTS_MS, uploadOk, visibleIds } from './support.ts';
import { describe, expect, isPlainMock, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrors, type Api } from '../support/api.ts';
import { dynamicContextualBody } from '../audience-types/support.ts';

useTarget();
/** An audience id no world hands out. */
const unknownId = 999_999_999;

const remove = (api: Api, as: Session, audienceIds: string) => deleteAudiences(api, as, audienceIds);
const visible = (api: Api, as: Session) => visibleIds(api, as);

/** A new matched audience of the caller's, on no campaign. */
const newMatched = (api: Api, as: Session) => uploadOk(api, as);

/** A new dynamic contextual audience of the caller's, on no campaign, deleted again when the test ends. */
async function newContextual(api: Api, as: Session): Promise<number> {
  const body = dynamicContextualBody();
  const id = Number((await api.ok('addContextualAudience', { as, body })).body.data.id);
  deleteLater(api, as, [id]);
  return id;
}

/** The 400 of an unreadable delete body: the seed's text, naming the URI. */
function expectBodyRefused(response: Awaited<ReturnType<typeof call>>, sent: unknown) {
  const [failure] = errorsOf(expectContract(response, 'deleteAudiences', 400));
  expect(failure?.error, JSON.stringify(sent)).toBe(messages.requestBodyInvalid);
  expect(failure?.reason, JSON.stringify(sent)).toContain('/api/v2/audience/delete');
}

describe('deleteAudiences', () => {
  withPersonas(['workspaceOwner'], 'deletes an audience and refuses a request without a body', async ({ api, owner }) => {
    const id = await newMatched(api, owner);
    expect(await remove(api, owner, String(id))).toMatchObject({ audienceFailedIds: [], audienceSuccessfulIds: [id], status: true });
    expectBodyRefused(await api.callMalformed('deleteAudiences', { as: owner, body: {} }), {});
  });

  withPersonas(['workspaceOwner'], 'deletes unattached audiences of any type: gone from the lists, details and insights', async ({ api, owner }) => {
    const matched = await newMatched(api, owner);
    const contextual = await newContextual(api, owner);
    const result = await remove(api, owner, `${matched}, ${contextual}`);
    expect(result).toEqual({ audienceFailedIds: [], audienceSuccessfulIds: [matched, contextual], message: expect.any(String), status: true });
    const ids = await visible(api, owner);
    expect(ids).not.toContain(matched);
    expect(ids).not.toContain(contextual);
    const page = await detailed(api, owner, { audienceIds: String(matched) });
    expect(page.data).toEqual([]);
    const details = await api.expect('getMatchedAudience', { as: owner, params: { id: String(matched) } }, 404);
    expect(errorsOf(details)[0]?.error).toBe(messages.audienceNotFound);
    expectErrors(
      [await api.refuses('downloadAudienceInsights', { as: owner, query: { audienceId: matched, fileType: 'xlsx' } }, 404)],
      [{ error: messages.audienceNotFound, field: 'audienceId' }],
      'downloadAudienceInsights',
      404,
    );
  });

  mockOnly("takes the audience's ready insights with it: no download, e-mail or regeneration of them", 'moves the clock', async ({ api, owner }) => {
    const unattached = await audienceId(api, 'matchedUnattached');
    const failed = await insightsId(api, 'failed');
    await api.ok('regenerateAudienceInsights', { as: owner, params: { insightsId: failed } });
    await advanceClock(api.target, INSIGHTS_MS);
    const downloadQuery: QueryParams<'downloadAudienceInsights'> = { audienceId: unattached, fileType: 'xlsx' };
    const sendQuery: QueryParams<'sendAudienceInsightsEmail'> = {
      id: failed,
      attachmentType: 'pdf',
      recipientEmails: 'analyst@acme-media.example',
      audienceId: unattached,
    };
    // Ready before the delete: both answer.
    await api.ok('downloadAudienceInsights', { as: owner, query: downloadQuery });
    await api.ok('sendAudienceInsightsEmail', { as: owner, query: sendQuery });
    expect((await remove(api, owner, String(unattached))).status).toBe(true);
    expectErrors(
      [await api.refuses('downloadAudienceInsights', { as: owner, query: downloadQuery }, 404)],
      [{ error: messages.audienceNotFound, field: 'audienceId' }],
      'downloadAudienceInsights',
      404,
    );
    expectErrors(
      [await api.refuses('sendAudienceInsightsEmail', { as: owner, query: sendQuery }, 404)],
      [{ error: messages.insightsNotFound, field: 'id' }],
      'sendAudienceInsightsEmail',
      404,
    );
    expectErrors(
      [await api.refuses('regenerateAudienceInsights', { as: owner, params: { insightsId: failed } }, 404)],
      [{ error: messages.insightsNotFound, field: 'insightsId' }],
      'regenerateAudienceInsights',
      404,
    );
  });

  withPersonas(['workspaceOwner'], "takes the type's details with it: an audience created after it shows only its own", async ({ api, owner, ids }) => {
    const providerId = await ids.of('preBidProviders', 'sentinel');
    const fraud = await ids.of('preBidSegments', 'invalidTraffic');
    const brandSafety = await ids.of('preBidSegments', 'brandSafetyLowRisk');
    const created: number[] = [];
    deleteLater(api, owner, created);
    const addPreBid = async (api: Api, name: string, segmentId: number) => {
      const body: PreBidAudienceRequest = { prebidAudienceName: name, prebidAudienceSegmentIdList: [segmentId], prebidAudienceProviderId: providerId };
      const id = Number((await api.ok('addPreBidAudience', { as: owner, body })).body.data.id);
      created.push(id);
      return id;
    };
    const first = await addPreBid(api, uniqueName('Fraud only'), fraud);
    expect((await remove(api, owner, String(first))).status).toBe(true);
    const secondName = uniqueName('Brand safety only');
    const second = await addPreBid(api, secondName, brandSafety);
    expect(second, 'a deleted id is not handed out again').not.toBe(first);
    const details = (await api.ok('getPreBidAudience', { as: owner, params: { prebidAudienceId: second } })).body.data;
    expect({ id: Number(details.id), name: details.name }).toEqual({ id: second, name: secondName });
    expect(details.prebidSegmentData.map((s: { prebidAudienceSegmentId: number }) => Number(s.prebidAudienceSegmentId))).toEqual([brandSafety]);
  });

  withPersonas(['workspaceOwner'], 'refuses audiences a campaign includes or excludes', async ({ owner, api }) => {
    const attached = [await audienceId(api, 'matchedReady'), await audienceId(api, 'segment'), await audienceId(api, 'geoFarmed')];
    const result = await remove(api, owner, attached.join(','));
    expect(result).toMatchObject({ audienceFailedIds: attached, audienceSuccessfulIds: [], status: false });
    expect(await visible(api, owner)).toEqual(expect.arrayContaining(attached));
  });

  withPersonas(['workspaceOwner', 'otherWorkspaceUser'], "refuses unknown ids and another workspace's audiences, which stay", async ({ owner, other, api }) => {
    const theirs = await audienceId(api, 'otherWorkspaceRetargeted');
    expect(await remove(api, owner, `${theirs},${unknownId}`)).toMatchObject({
      audienceFailedIds: [theirs, unknownId],
      audienceSuccessfulIds: [],
      status: false,
    });
    expect(await visible(api, other)).toContain(theirs);
    const ours = await newMatched(api, owner);
    expect(await remove(api, other, String(ours))).toMatchObject({ audienceFailedIds: [ours], status: false });
    expect(await visible(api, owner)).toContain(ours);
  });

  withPersonas(['workspaceOwner'], 'processes a mixed request: deletes what it may, reports the rest, status false', async ({ owner, api }) => {
    const attached = await audienceId(api, 'matchedReady');
    const foreign = await audienceId(api, 'otherWorkspaceMatched');
    const unattached = await newMatched(api, owner);
    const result = await remove(api, owner, `${unattached},${attached},${foreign},${unattached}`);
    expect(result).toEqual({ audienceFailedIds: [attached, foreign], audienceSuccessfulIds: [unattached], message: expect.any(String), status: false });
    expect(result.message).not.toBe((await remove(api, owner, String(await newMatched(api, owner)))).message);
    // The mock's three messages (spec/DECISIONS.md AU8).
    if (isPlainMock(api.target)) {
      expect(result.message).toBe('Some audiences could not be deleted.');
      expect((await remove(api, owner, String(await newMatched(api, owner)))).message).toBe('Audiences deleted successfully.');
      expect((await remove(api, owner, String(attached))).message).toBe('No audience could be deleted.');
    }
    expect(await visible(api, owner)).not.toContain(unattached);
  });

  withPersonas(['workspaceOwner'], "refuses a missing or unreadable body with the seed's 400 naming the URI", async ({ api, owner }) => {
    const id = await newMatched(api, owner);
    const other = await newMatched(api, owner);
    const bodies: unknown[] = [
      undefined,
      {},
      [id],
      { audienceIds: '' },
      { audienceIds: `${id},abc` },
      { audienceIds: `${id};${other}` },
      { audienceIds: id },
      { audienceIds: [String(id)] },
    ];
    for (const body of bodies) expectBodyRefused(await api.callMalformed('deleteAudiences', { as: owner, body }), body);
    expect(await visible(api, owner)).toEqual(expect.arrayContaining([id, other]));
  });

  withPersonas(['workspaceOwner'], 'answers an empty or malformed JSON body with the same seed 400 naming the URI', async ({ api, owner }) => {
    const id = await newMatched(api, owner);
    for (const body of [`{"audienceIds": "${id}"`, `audienceIds=${id}`]) {
      const response = await api.callMalformed('deleteAudiences', { as: owner, headers: { 'Content-Type': 'application/json' }, body });
      expectErrors(
        errorsOf(expectContract(response, 'deleteAudiences', 400)),
        [{ error: messages.requestBodyInvalid, reason: 'uri=/api/v2/audience/delete', field: 'body' }],
        'deleteAudiences',
        400,
      );
    }
    // An empty body labelled JSON is no body ("either not provided or not valid"): the same text and URI.
    const empty = await api.callMalformed('deleteAudiences', { as: owner, headers: { 'Content-Type': 'application/json' }, body: '' });
    expect(errorsOf(expectContract(empty, 'deleteAudiences', 400))).toEqual([
      expect.objectContaining({ error: messages.requestBodyInvalid, reason: 'uri=/api/v2/audience/delete' }),
    ]);
    expect(await visible(api, owner)).toContain(id);
  });
});
