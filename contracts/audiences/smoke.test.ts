/**
 * The smoke run of the audience operations (contracts/audiences and contracts/audience-types):
 * for each operation one passing call, as the workspace owner, and one documented refusal,
 * as the owner of another workspace (a malformed input, or the owner's record seen from
 * there), and as few other requests as possible.
 *
 * Records the passing calls need are created in the test. On a target that keeps them
 * (not a mock, whose world is reset before each test) they are deleted together, in one
 * request, once the file is done.
 */
import type { QueryParams } from '../../spec/generated/operations.ts';
import type { HealthcareListItem, PreBidAudienceRequest, PreBidAudienceUpdateRequest } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { call, expectContract, type Session } from '../support/client.ts';
import { describe, expect, mockOnly, test, useTarget, withPersonas } from '../support/harness.ts';
import { expectRefusal, type Api } from '../support/api.ts';
import type { PersonaName } from '../../mock/domains/users/model.ts';
import { audienceId, detailed, form, idList, insightsId, listAll, upload } from './support.ts';
import { createdId, DAY, dynamicContextualBody, NEVER_ISSUED_ID, notable, type CreateBody, type CreateOperation } from '../audience-types/support.ts';

useTarget();

/** Each test calls as both: the owner passes, the other workspace's owner is refused. */
const both: PersonaName[] = ['workspaceOwner', 'otherWorkspaceUser'];

/** Audiences this file created on a target that keeps them, deleted in one request when the file is done. */
const created: number[] = [];
function keep(api: Api, id: number): void {
  if (!api.isMock) created.push(id);
}

test.afterAll(async ({ target, sessions }) => {
  if (created.length === 0) return;
  const owner = await sessions.of(target, 'workspaceOwner');
  await call(target, 'deleteAudiences', { as: owner, body: { audienceIds: created.splice(0).join(',') } });
});

/** A matched audience of the owner's, uploaded for the test (arrangement). */
async function newMatched(api: Api, owner: Session): Promise<number> {
  const response = expectContract(await upload(api.target, owner, form()), 'addMatchedAudience', 200);
  const id = Number(response.body.responseObject.id);
  keep(api, id);
  return id;
}

/** Creates an audience through a JSON create operation answering `data.id`; answers its id. */
async function createOk<Id extends Exclude<CreateOperation, 'addAbmAudience'>>(
  api: Api,
  owner: Session,
  operationId: Id,
  body: CreateBody<Id>,
): Promise<number> {
  const id = Number((await api.ok(operationId, { as: owner, body })).body.data.id);
  expect(id, `${operationId}: the new audience's id`).toBeGreaterThan(0);
  keep(api, id);
  return id;
}

const northstar = (api: Api) => notable(api, 'segmentPartners', 'northstar');
const segmentBody = async (api: Api) => ({ groupName: uniqueName('Auto Intenders'), segmentPartnerId: await northstar(api), equation: '(101|102)&(205)' });
const preBidBody = async (api: Api): Promise<PreBidAudienceRequest> => ({
  prebidAudienceName: uniqueName('Safe inventory'),
  prebidAudienceSegmentIdList: [await notable(api, 'preBidSegments', 'invalidTraffic')],
  prebidAudienceProviderId: await notable(api, 'preBidProviders', 'sentinel'),
});

describe('audience lists', () => {
  withPersonas(both, 'listAudiences: lists the workspace audiences; refuses an id list that is not integers (422) [smoke]', async ({ api, owner, other }) => {
    const ready = await audienceId(api, 'matchedReady');
    expect((await listAll(api, owner)).map((a) => a.id)).toContain(ready);
    await api.refuses('listAudiences', { as: other, query: { audienceTypeIds: 'matched' } }, 422, { field: 'audienceTypeIds' });
  });

  withPersonas(both, 'listAudiencesDetailed: pages the audiences asked for; refuses 1001 entries a page (422) [smoke]', async ({ api, owner, other }) => {
    const ready = await audienceId(api, 'matchedReady');
    const page = await detailed(api, owner, { audienceIds: String(ready) });
    expect(page.data.map((a) => a.id)).toEqual([ready]);
    await api.refuses('listAudiencesDetailed', { as: other, query: { noOfEntries: 1001 } }, 422, { field: 'noOfEntries' });
  });
});

describe('matched audiences', () => {
  withPersonas(both, 'getMatchedAudience: answers a matched audience; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const ready = await audienceId(api, 'matchedReady');
    const audience = (await api.ok('getMatchedAudience', { as: owner, params: { id: String(ready) } })).body.responseObject;
    expect(Number(audience.id)).toBe(ready);
    await api.refuses('getMatchedAudience', { as: other, params: { id: ready } }, 404, { error: messages.audienceNotFound, field: 'id' });
  });

  withPersonas(both, "addMatchedAudience: uploads a matched audience; refuses a missing name with the seed's 400 [smoke]", async ({ api, owner, other }) => {
    await newMatched(api, owner);
    expectRefusal(await upload(api.target, other, form({ audienceName: undefined })), 'addMatchedAudience', 400, { error: messages.audienceNameMissing });
  });

  withPersonas(
    both,
    "listMatchedColumns: lists the seed system fields in order; 403 for a workspace not the caller's [smoke]",
    async ({ api, owner, other, ids }) => {
      const columns = (await api.ok('listMatchedColumns', { as: owner })).body.data as Array<{ key: string }>;
      expect(columns.map((c) => c.key)).toEqual([
        'Voters_ID',
        'NPI_ID',
        'Email',
        'Phone',
        'Residence_FullAddress',
        'Voters_FirstName',
        'Voters_LastName',
        'Residence_Addresses_Zip',
        'Residence_Addresses_State',
        'Residence_Addresses_AddressLine',
        'Voters_FullName',
        'Residence_Addresses_City',
        'Residence_Addresses_ZipPlus4',
        'Voters_Age',
        'Voters_Gender',
        'Ethnic_Description',
        'Residence_Addresses_Latitude',
        'Residence_Addresses_Longitude',
      ]);
      await api.refuses('listMatchedColumns', { as: other, owId: await ids.organization('workspace') }, 403, { error: messages.workspaceForbidden });
    },
  );

  withPersonas(both, 'updateAudienceName: renames an audience; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const id = await newMatched(api, owner);
    const renamed = await api.ok('updateAudienceName', {
      as: owner,
      params: { audience_id: id },
      body: { audienceName: uniqueName('Renamed'), audienceTypeId: 1 },
    });
    expect(Number(renamed.body.responseObject.id)).toBe(id);
    await api.refuses(
      'updateAudienceName',
      { as: other, params: { audience_id: id }, body: { audienceName: uniqueName('Taken over'), audienceTypeId: 1 } },
      404,
      { error: messages.audienceNotFound, field: 'audience_id' },
    );
  });

  withPersonas(both, 'duplicateMatchedAudience: copies a matched audience; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const ready = await audienceId(api, 'matchedReady');
    const copy = Number(
      (await api.ok('duplicateMatchedAudience', { as: owner, params: { audienceId: ready }, body: { name: uniqueName('CRM copy') } })).body.data.audienceId,
    );
    keep(api, copy);
    expect(copy).not.toBe(ready);
    await api.refuses('duplicateMatchedAudience', { as: other, params: { audienceId: ready }, body: { name: uniqueName('Copy') } }, 404, {
      error: messages.audienceNotFound,
      field: 'audienceId',
    });
  });

  withPersonas(
    both,
    "deleteAudiences: deletes an unattached audience; refuses a request without a body with the seed's 400 [smoke]",
    async ({ api, owner, other }) => {
      const id = Number((await api.ok('addContextualAudience', { as: owner, body: dynamicContextualBody() })).body.data.id);
      const result = (await api.ok('deleteAudiences', { as: owner, body: { audienceIds: String(id) } })).body.responseObject;
      expect({ successful: idList(result.audienceSuccessfulIds), failed: idList(result.audienceFailedIds), status: result.status }).toEqual({
        successful: [id],
        failed: [],
        status: true,
      });
      const refused = await api.refuses('deleteAudiences', { as: other, body: {} }, 400, { error: messages.requestBodyInvalid });
      expect(refused.reason).toContain('/api/v2/audience/delete');
    },
  );

  withPersonas(both, 'getRetargetedAudience: answers a retargeted audience; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const id = await audienceId(api, 'retargeted');
    const data = (await api.ok('getRetargetedAudience', { as: owner, params: { retargeted_audience_id: String(id) } })).body.data;
    expect([Number(data.id), Number(data.type)]).toEqual([id, 3]);
    await api.refuses('getRetargetedAudience', { as: other, params: { retargeted_audience_id: id } }, 404, {
      error: messages.audienceNotFound,
      field: 'retargeted_audience_id',
    });
  });
});

describe('audience types', () => {
  withPersonas(both, 'addGeoFarmedAudience: creates a geo-farmed audience; refuses a missing audienceName (400) [smoke]', async ({ api, owner, other }) => {
    const now = Date.now();
    const body = {
      audienceName: uniqueName('Stadium Game Days'),
      startDate: now,
      endDate: now + 30 * DAY,
      timezone: 29,
      locations: { included: { zipCodes: [97227] } },
    };
    await createOk(api, owner, 'addGeoFarmedAudience', body);
    const { audienceName: _, ...nameless } = body;
    await api.refuses('addGeoFarmedAudience', { as: other, body: nameless }, 400, { field: 'audienceName' });
  });

  withPersonas(both, 'getGeoFarmedAudience: answers a geo-farmed audience; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const id = await audienceId(api, 'geoFarmed');
    const params = { 'geo-farmed_audience_id': id };
    expect(Number((await api.ok('getGeoFarmedAudience', { as: owner, params })).body.data.id)).toBe(id);
    await api.refuses('getGeoFarmedAudience', { as: other, params }, 404, { error: messages.geoFarmedAudienceNotFound, field: 'geo-farmed_audience_id' });
  });

  withPersonas(both, "addCampaignAudience: creates a campaign audience; refuses another workspace's campaign (422) [smoke]", async ({ api, owner, other }) => {
    const now = Date.now();
    const running = await notable(api, 'campaigns', 'running');
    const body = () => ({ audienceName: uniqueName('Always-On Engaged'), startDate: now - 20 * DAY, endDate: now, campaignDetail: { impressions: [running] } });
    await createOk(api, owner, 'addCampaignAudience', body());
    await api.refuses('addCampaignAudience', { as: other, body: body() }, 422, { error: messages.campaignNotFound, field: 'campaignDetail.impressions[0]' });
  });

  withPersonas(both, 'getCampaignAudience: answers a campaign audience; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const id = await audienceId(api, 'campaign');
    const params = { campaign_audience_id: id };
    expect(Number((await api.ok('getCampaignAudience', { as: owner, params })).body.data.id)).toBe(id);
    await api.refuses('getCampaignAudience', { as: other, params }, 404, { error: messages.campaignAudienceNotFound, field: 'campaign_audience_id' });
  });

  withPersonas(
    both,
    'addSegmentAudience: creates a segment audience; refuses a body without groupName or name (400) [smoke]',
    async ({ api, owner, other }) => {
      await createOk(api, owner, 'addSegmentAudience', await segmentBody(api));
      const { groupName: _, ...nameless } = await segmentBody(api);
      await api.refuses('addSegmentAudience', { as: other, body: nameless }, 400, { field: 'groupName' });
    },
  );

  withPersonas(both, 'updateSegmentAudience: updates the equation and the name; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const id = await createOk(api, owner, 'addSegmentAudience', await segmentBody(api));
    const body = { groupName: uniqueName('Auto Intenders or EV'), dataPartnerId: await northstar(api), equation: '(101|103)&(205)' };
    expect((await api.ok('updateSegmentAudience', { as: owner, params: { audienceId: id }, body })).body.data.message).toEqual(expect.any(String));
    await api.refuses('updateSegmentAudience', { as: other, params: { audienceId: id }, body }, 404, {
      error: messages.segmentAudienceNotFound,
      field: 'audienceId',
    });
  });

  withPersonas(both, 'addPreBidAudience: creates a pre-bid audience; refuses a missing prebidAudienceName (400) [smoke]', async ({ api, owner, other }) => {
    await createOk(api, owner, 'addPreBidAudience', await preBidBody(api));
    const { prebidAudienceName: _, ...nameless } = await preBidBody(api);
    await api.refuses('addPreBidAudience', { as: other, body: nameless }, 400, { field: 'prebidAudienceName' });
  });

  withPersonas(both, 'getPreBidAudience: answers a pre-bid audience; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const id = await audienceId(api, 'preBid');
    const params = { prebidAudienceId: id };
    const data = (await api.ok('getPreBidAudience', { as: owner, params })).body.data;
    expect(Number(data.id)).toBe(id);
    expect(data.prebidSegmentData.length).toBeGreaterThan(0);
    await api.refuses('getPreBidAudience', { as: other, params }, 404, { error: messages.preBidAudienceNotFound, field: 'prebidAudienceId' });
  });

  withPersonas(both, 'updatePreBidAudience: replaces the segments and the name; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const id = await createOk(api, owner, 'addPreBidAudience', await preBidBody(api));
    const params = { prebidAudienceId: id };
    const body: PreBidAudienceUpdateRequest = {
      prebidAudienceName: uniqueName('Brand Safe'),
      prebidAudienceSegmentIdList: [await notable(api, 'preBidSegments', 'brandSafetyLowRisk')],
    };
    expect(Number((await api.ok('updatePreBidAudience', { as: owner, params, body })).body.data.prebidAudienceId)).toBe(id);
    await api.refuses('updatePreBidAudience', { as: other, params, body }, 404, { error: messages.preBidAudienceNotFound, field: 'prebidAudienceId' });
  });

  withPersonas(both, 'addContextualAudience: creates a dynamic contextual audience; refuses frequency 0 (422) [smoke]', async ({ api, owner, other }) => {
    await createOk(api, owner, 'addContextualAudience', dynamicContextualBody());
    await api.refuses('addContextualAudience', { as: other, body: dynamicContextualBody({ frequency: 0 }) }, 422, { field: 'frequency' });
  });

  withPersonas(both, 'validateContextualUrls: answers a verdict for each URL; refuses an empty list (422) [smoke]', async ({ api, owner, other }) => {
    const urls = ['https://trailrunner.example/gear', 'not a url'];
    const verdicts = (await api.ok('validateContextualUrls', { as: owner, body: urls })).body.data as Record<string, boolean | null>;
    expect(Object.keys(verdicts).sort()).toEqual([...urls].sort());
    await api.refuses('validateContextualUrls', { as: other, body: [] }, 422, { error: messages.urlListEmpty, field: 'URLs' });
  });

  withPersonas(
    both,
    "addLookalikeAudience: creates a lookalike of a Ready audience; refuses another workspace's source (422) [smoke]",
    async ({ api, owner, other }) => {
      const body = async () => ({
        audienceName: uniqueName('CRM Lookalike 3%'),
        sourceAudienceIds: String(await audienceId(api, 'matchedReady')),
        audienceSize: 3,
      });
      await createOk(api, owner, 'addLookalikeAudience', await body());
      await api.refuses('addLookalikeAudience', { as: other, body: await body() }, 422, {
        error: messages.lookalikeSourceNotFound,
        field: 'sourceAudienceIds',
      });
    },
  );

  withPersonas(both, 'addAbmAudience: creates an ABM audience; refuses missing filters (400) [smoke]', async ({ api, owner, other }) => {
    const provider = await notable(api, 'healthcareDataProviders', 'medReach');
    const body = { audienceName: uniqueName('Oncology Leaders'), dataProviderId: provider, filters: { dataProviderIds: [provider] } };
    const response = await api.ok('addAbmAudience', { as: owner, body });
    expect(response.body.data.message).toEqual(expect.any(String));
    // The answer may leave the id out (the documents promise only the message): found by its name where it must be deleted.
    const id = response.body.data.id;
    if (id !== undefined && id !== null) keep(api, Number(id));
    else if (!api.isMock) keep(api, await createdId(api, owner, response, body.audienceName));
    const { filters: _, ...unfiltered } = body;
    await api.refuses('addAbmAudience', { as: other, body: { ...unfiltered, audienceName: uniqueName('Oncology Leaders') } }, 400, { field: 'filters' });
  });

  withPersonas(both, 'getAbmAudience: answers an ABM audience; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const id = await audienceId(api, 'abm');
    const data = (await api.ok('getAbmAudience', { as: owner, params: { audienceId: id } })).body.data;
    expect([Number(data.id), Number(data.audienceTypeId)]).toEqual([id, 9]);
    await api.refuses('getAbmAudience', { as: other, params: { audienceId: id } }, 404, { error: messages.abmAudienceNotFound, field: 'audienceId' });
  });

  withPersonas(both, 'getAbmHealthcareStatistics: answers the counts of an ABM audience; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const id = await audienceId(api, 'abm');
    const data = (await api.ok('getAbmHealthcareStatistics', { as: owner, params: { audienceId: id } })).body.data;
    expect(Number(data.npiReach)).toBeGreaterThanOrEqual(0);
    await api.refuses('getAbmHealthcareStatistics', { as: other, params: { audienceId: id } }, 404, {
      error: messages.abmAudienceNotFound,
      field: 'audienceId',
    });
  });
});

describe('healthcare lists', () => {
  /** Page 0 of 50 by default (the seed's Limits): as many entries as there are, up to 50. */
  type ListOperation = 'listHealthcareTitles' | 'listHealthcareSpecialities' | 'listHealthcareSystems';
  type ListField = 'titleList' | 'specialityList' | 'healthcareSystemList';
  async function firstPage(api: Api, owner: Session, operationId: ListOperation, listField: ListField): Promise<void> {
    // Each page names its list by its own field (HealthcareTitlePage, ...).
    const data: Partial<Record<ListField, HealthcareListItem[]>> & { filteredRecords: number } = (await api.ok(operationId, { as: owner })).body.data;
    expect(data[listField]?.length, operationId).toBe(Math.min(50, Number(data.filteredRecords)));
  }

  withPersonas(both, 'listHealthcareTitles: pages titles 50 at a time; refuses a negative pageNo (422) [smoke]', async ({ api, owner, other }) => {
    await firstPage(api, owner, 'listHealthcareTitles', 'titleList');
    await api.refuses('listHealthcareTitles', { as: other, query: { pageNo: -1 } }, 422, { field: 'pageNo' });
  });

  withPersonas(
    both,
    'listHealthcareSpecialities: pages specialities 50 at a time; refuses an unknown data provider (422) [smoke]',
    async ({ api, owner, other }) => {
      await firstPage(api, owner, 'listHealthcareSpecialities', 'specialityList');
      await api.refuses('listHealthcareSpecialities', { as: other, query: { dataProviderIds: NEVER_ISSUED_ID } }, 422, {
        error: messages.healthcareProviderNotFound,
        field: 'dataProviderIds[0]',
      });
    },
  );

  withPersonas(
    both,
    'listHealthcareSystems: pages healthcare systems 50 at a time; refuses provider ids that are not integers (400) [smoke]',
    async ({ api, owner, other }) => {
      await firstPage(api, owner, 'listHealthcareSystems', 'healthcareSystemList');
      await api.refuses('listHealthcareSystems', { as: other, query: { dataProviderIds: 'abc' } }, 400, { field: 'dataProviderIds' });
    },
  );
});

describe('insights', () => {
  /** Sending the ready insights of the ready matched audience. */
  const sendQuery = async (api: Api): Promise<QueryParams<'sendAudienceInsightsEmail'>> => ({
    id: await insightsId(api, 'ready'),
    attachmentType: 'xlsx',
    recipientEmails: 'analyst@acme-media.example',
    audienceId: await audienceId(api, 'matchedReady'),
  });

  withPersonas(
    both,
    'addAudienceInsights: answers the insights of a Ready matched audience; refuses an id list that is not integers (422) [smoke]',
    async ({ api, owner, other }) => {
      const ready = await audienceId(api, 'matchedReady');
      const data = (await api.ok('addAudienceInsights', { as: owner, query: { audienceIds: String(ready) } })).body.data;
      expect(data.insightsData.map((i: { sourceId: unknown }) => Number(i.sourceId))).toEqual([ready]);
      await api.refuses('addAudienceInsights', { as: other, query: { audienceIds: `${ready};${ready}` } }, 422, { field: 'audienceIds' });
    },
  );

  withPersonas(both, 'sendAudienceInsightsEmail: sends ready insights; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const query = await sendQuery(api);
    expect((await api.ok('sendAudienceInsightsEmail', { as: owner, query })).body.data).toEqual(expect.any(String));
    await api.refuses('sendAudienceInsightsEmail', { as: other, query }, 404, { error: messages.insightsNotFound, field: 'id' });
  });

  withPersonas(both, 'downloadAudienceInsights: answers a report URL; 404 from another workspace [smoke]', async ({ api, owner, other }) => {
    const query: QueryParams<'downloadAudienceInsights'> = { audienceId: await audienceId(api, 'matchedReady'), fileType: 'xlsx' };
    expect((await api.ok('downloadAudienceInsights', { as: owner, query })).body.data.insightsReportUrl).toEqual(expect.any(String));
    await api.refuses('downloadAudienceInsights', { as: other, query }, 404, { error: messages.audienceNotFound, field: 'audienceId' });
  });

  withPersonas(['otherWorkspaceUser'], "regenerateAudienceInsights: 404 for another workspace's insights [smoke]", async ({ api, other }) => {
    await api.refuses('regenerateAudienceInsights', { as: other, params: { insightsId: await insightsId(api, 'ready') } }, 404, {
      error: messages.insightsNotFound,
      field: 'insightsId',
    });
  });

  // The profile's failed insights are the only ones, and the rest of a run reads them failed: regenerating
  // them on a target that is never reset would break every later run (insights.test.ts, lists.test.ts).
  mockOnly(
    'regenerateAudienceInsights: sends failed insights back to generating [smoke]',
    'needs failed insights, which only a reset of the world brings back',
    async ({ api, owner }) => {
      const params = { insightsId: await insightsId(api, 'failed') };
      expect((await api.ok('regenerateAudienceInsights', { as: owner, params })).body.data).toEqual(expect.any(String));
    },
  );
});
