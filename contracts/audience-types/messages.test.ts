/**
 * The texts the audience-type operations answer that the documents leave open: the
 * message of each create and update (the spec's examples show them) and the reasons
 * of refused ids, as spec/DECISIONS.md records them.
 */
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { errorsOf, type Session } from '../support/client.ts';
import type { Api } from '../support/api.ts';
import {
  createPreBid,
  DAY,
  deleteWhenDone,
  dynamicContextualBody,
  expectFailure,
  healthcareIds,
  NEVER_ISSUED_ID,
  notable,
  targetNow,
  type CreateBody,
  type CreateOperation,
} from './support.ts';
import { describe, expect, mockOnly, useTarget } from '../support/harness.ts';

useTarget();

/** Creates through `operationId`, deletes the audience when the test ends and answers the message. */
async function createdMessage(api: Api, owner: Session, operationId: CreateOperation, body: CreateBody<CreateOperation>): Promise<string> {
  const data = (await api.ok(operationId, { as: owner, body })).body.data;
  deleteWhenDone(api, owner, [Number(data.id)]);
  return data.message;
}

const reasonOf = (response: Parameters<typeof errorsOf>[0]) => errorsOf(response)[0]?.reason;

describe('audience-type messages', () => {
  mockOnly('each create answers "<Type> audience created successfully."', "spec/DECISIONS.md AT3: the type words are the mock's", async ({ api, owner }) => {
    const now = await targetNow(api, owner);
    const { provider, titles } = await healthcareIds(api, owner);
    type Creation = { [Id in CreateOperation]: [operationId: Id, type: string, body: CreateBody<Id>] }[CreateOperation];
    const bodies: Creation[] = [
      [
        'addGeoFarmedAudience',
        'Geo-farmed',
        { audienceName: uniqueName('Geo'), startDate: now, endDate: now + DAY, timezone: 32, locations: { included: { zipCodes: [94102] } } },
      ],
      [
        'addCampaignAudience',
        'Campaign',
        {
          audienceName: uniqueName('Campaign'),
          startDate: now - DAY,
          endDate: now,
          campaignDetail: { impressions: [await notable(api, 'campaigns', 'running')] },
        },
      ],
      [
        'addSegmentAudience',
        'Segment',
        { groupName: uniqueName('Segment'), segmentPartnerId: await notable(api, 'segmentPartners', 'northstar'), equation: '(101)' },
      ],
      [
        'addPreBidAudience',
        'Pre-bid',
        {
          prebidAudienceName: uniqueName('Pre-bid'),
          prebidAudienceSegmentIdList: [await notable(api, 'preBidSegments', 'invalidTraffic')],
          prebidAudienceProviderId: await notable(api, 'preBidProviders', 'sentinel'),
        },
      ],
      ['addContextualAudience', 'Contextual', dynamicContextualBody()],
      [
        'addLookalikeAudience',
        'Lookalike',
        { audienceName: uniqueName('Lookalike'), sourceAudienceIds: `${await notable(api, 'audiences', 'matchedReady')}`, audienceSize: 3 },
      ],
      ['addAbmAudience', 'ABM', { audienceName: uniqueName('ABM'), dataProviderId: provider, filters: { titleIds: [titles[0]!] } }],
    ];
    for (const [operationId, type, body] of bodies) {
      expect(await createdMessage(api, owner, operationId, body), operationId).toBe(`${type} audience created successfully.`);
    }
  });

  mockOnly('a pre-bid update answers "Pre-bid audience updated successfully."', "spec/DECISIONS.md AT7: the message is the mock's", async ({ api, owner }) => {
    const segments: [number, ...number[]] = [await notable(api, 'preBidSegments', 'brandSafetyLowRisk')];
    const id = await createPreBid(api, owner, segments);
    const data = (await api.ok('updatePreBidAudience', { as: owner, params: { prebidAudienceId: id }, body: { prebidAudienceSegmentIdList: segments } })).body
      .data;
    expect(data).toEqual({ prebidAudienceId: id, message: 'Pre-bid audience updated successfully.' });
  });

  mockOnly('a segment update answers "Segment audience updated successfully."', "spec/DECISIONS.md AT6: the message is the mock's", async ({ api, owner }) => {
    const segmentPartnerId = await notable(api, 'segmentPartners', 'northstar');
    const groupName = uniqueName('Segment');
    const data = (await api.ok('addSegmentAudience', { as: owner, body: { groupName, segmentPartnerId, equation: '(101)' } })).body.data;
    deleteWhenDone(api, owner, [data.id]);
    const body = { dataPartnerId: segmentPartnerId, equation: '(102)' };
    const updated = (await api.ok('updateSegmentAudience', { as: owner, params: { audienceId: data.id }, body })).body.data;
    expect(updated).toEqual({ message: 'Segment audience updated successfully.' });
  });
});

describe('audience-type refusal reasons', () => {
  mockOnly('an unknown id of a list is "<id> is not known."', "spec/DECISIONS.md AT3: the reason is the mock's", async ({ api, owner }) => {
    const now = await targetNow(api, owner);
    const body = { audienceName: uniqueName('Campaign'), startDate: now - DAY, endDate: now, campaignDetail: { clicks: [NEVER_ISSUED_ID] } };
    const response = await api.call('addCampaignAudience', { as: owner, body });
    expectFailure(response, 'addCampaignAudience', 422, 'campaignDetail.clicks[0]', messages.campaignNotFound);
    expect(reasonOf(response)).toBe(`${NEVER_ISSUED_ID} is not known.`);
  });

  mockOnly(
    'an equation segment of another partner names the segment and the partner',
    "spec/DECISIONS.md AT6: the reason is the mock's",
    async ({ api, owner }) => {
      const segmentPartnerId = await notable(api, 'segmentPartners', 'northstar');
      const response = await api.call('addSegmentAudience', { as: owner, body: { groupName: uniqueName('Unknown'), segmentPartnerId, equation: '(101|999)' } });
      expectFailure(response, 'addSegmentAudience', 422, 'equation', messages.equationUnknownSegment);
      expect(reasonOf(response)).toBe(`Segment 999 is not a segment of data partner ${segmentPartnerId}.`);
    },
  );

  mockOnly('a lookalike source names the id and why it is refused', "spec/DECISIONS.md AT10: the reasons are the mock's", async ({ api, owner }) => {
    const add = (sourceAudienceIds: string) =>
      api.call('addLookalikeAudience', { as: owner, body: { audienceName: uniqueName('Lookalike'), sourceAudienceIds, audienceSize: 3 } });
    const unknown = await add(`${NEVER_ISSUED_ID}`);
    expectFailure(unknown, 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotFound);
    expect(reasonOf(unknown)).toBe(`Audience ${NEVER_ISSUED_ID} does not exist.`);
    const pending = await notable(api, 'audiences', 'matchedPending');
    const notReady = await add(`${pending}`);
    expectFailure(notReady, 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotReady);
    expect(reasonOf(notReady)).toBe(`Audience ${pending} is pending.`);
  });
});
