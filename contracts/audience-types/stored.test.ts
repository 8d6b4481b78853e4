/**
 * What the audience types without a details read keep of their requests (segment,
 * contextual, lookalike): a state snapshot carries it.
 */
import type { ContextualAudienceRequest, SegmentAudienceUpdateRequest } from '../../spec/generated/types.ts';
import { advanceClock, mockNow } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import { createAudience, createPreBid, DAY, dynamicContextualBody, notable, storedDetails, targetNow } from './support.ts';
import { describe, expect, mockOnly, useTarget } from '../support/harness.ts';

useTarget();

const reason = 'reads the state snapshot';

describe('stored audience-type records', () => {
  mockOnly('a segment audience keeps its partner, trimmed equation, groups and taxonomies; an update replaces them', reason, async ({ api, owner }) => {
    const northstar = await notable(api, 'segmentPartners', 'northstar');
    const groupName = uniqueName('Auto and homes');
    const id = await createAudience(api, owner, 'addSegmentAudience', { groupName, segmentPartnerId: northstar, equation: ' (101|102)&(205) ' }, groupName);
    expect(await storedDetails(api, 'segmentAudiences', id)).toEqual({
      audienceId: id,
      dataPartnerId: northstar,
      equation: '(101|102)&(205)',
      groups: [[101, 102], [205]],
      taxonomyIdList: [1101, 1102],
    });
    const update = (body: SegmentAudienceUpdateRequest) => api.ok('updateSegmentAudience', { as: owner, params: { audienceId: id }, body });
    await update({ dataPartnerId: northstar, equation: ' (103) ' });
    expect(await storedDetails(api, 'segmentAudiences', id)).toMatchObject({ equation: '(103)', groups: [[103]], taxonomyIdList: [1101] });
    await update({ dataPartnerId: northstar, equation: '(201|203)', taxonomyIdList: [1102, 1102, 1101] });
    expect(await storedDetails(api, 'segmentAudiences', id)).toMatchObject({ groups: [[201, 203]], taxonomyIdList: [1102, 1101] });
  });

  mockOnly('a contextual audience keeps its keywords, URLs and window: fixed dates when static, days when dynamic', reason, async ({ api, owner }) => {
    const now = await targetNow(api, owner);
    const staticName = uniqueName('Trail readers');
    const staticBody: ContextualAudienceRequest = {
      audienceName: staticName,
      keywords: ' hiking , trail running,',
      urls: 'https://trailrunner.example/gear',
      startDate: now - 10 * DAY,
      endDate: now,
      frequency: 4,
      timezoneId: 29,
      dataCollectionMethodId: 1,
      dataCollectionDays: 12,
    };
    const staticId = await createAudience(api, owner, 'addContextualAudience', staticBody, staticName);
    expect(await storedDetails(api, 'contextualAudiences', staticId)).toEqual({
      audienceId: staticId,
      keywords: ['hiking', 'trail running'],
      urls: ['https://trailrunner.example/gear'],
      startDate: now - 10 * DAY,
      endDate: now,
      frequency: 4,
      timezoneId: 29,
      dataCollectionMethodId: 1,
      dataCollectionDays: null,
    });
    const dynamicBody = dynamicContextualBody({ startDate: now - DAY, endDate: now, dataCollectionDays: 7 });
    const dynamicId = await createAudience(api, owner, 'addContextualAudience', dynamicBody, dynamicBody.audienceName);
    expect(await storedDetails(api, 'contextualAudiences', dynamicId)).toMatchObject({
      startDate: null,
      endDate: null,
      dataCollectionDays: 7,
      dataCollectionMethodId: 2,
    });
  });

  mockOnly('a lookalike audience keeps its sources, locations and size', reason, async ({ api, owner }) => {
    const [ready, campaign] = [await notable(api, 'audiences', 'matchedReady'), await notable(api, 'audiences', 'campaign')];
    const audienceName = uniqueName('Lookalike');
    const body = {
      audienceName,
      sourceAudienceIds: `${ready}, ${campaign}, ${ready}`,
      countryIds: '1',
      stateIds: '38, 48',
      cityIds: '7',
      countyIds: '5,6',
      senateDistrictIds: '11',
      houseDistrictIds: '12',
      congressionalDistrictIds: '13',
      audienceSize: 4,
    };
    const id = await createAudience(api, owner, 'addLookalikeAudience', body, audienceName);
    expect(await storedDetails(api, 'lookalikeAudiences', id)).toEqual({
      audienceId: id,
      sourceAudienceIds: [ready, campaign],
      countryIds: [1],
      stateIds: [38, 48],
      cityIds: [7],
      countyIds: [5, 6],
      senateDistrictIds: [11],
      houseDistrictIds: [12],
      congressionalDistrictIds: [13],
      audienceSize: 4,
    });
  });

  mockOnly(
    "a segment or pre-bid update dates the audience's modification; an audience it does not name keeps its date",
    'moves the clock and reads the state snapshot',
    async ({ api }) => {
      const owner = await api.login('workspaceOwner');
      const northstar = await notable(api, 'segmentPartners', 'northstar');
      const groupName = uniqueName('Renters');
      const segment = await createAudience(api, owner, 'addSegmentAudience', { groupName, segmentPartnerId: northstar, equation: '(201)' }, groupName);
      const invalidTraffic = await notable(api, 'preBidSegments', 'invalidTraffic');
      const [preBid, bystander] = [await createPreBid(api, owner, [invalidTraffic]), await createPreBid(api, owner, [invalidTraffic])];
      const createdAt = (await storedDetails(api, 'audiences', bystander))?.modifiedAt;
      await advanceClock(api.target, 60_000);
      const updatedAt = await mockNow(api.target);
      await api.ok('updateSegmentAudience', { as: owner, params: { audienceId: segment }, body: { dataPartnerId: northstar, equation: '(203)' } });
      await api.ok('updatePreBidAudience', { as: owner, params: { prebidAudienceId: preBid }, body: { prebidAudienceSegmentIdList: [invalidTraffic] } });
      const modified = async (id: number) => (await storedDetails(api, 'audiences', id))?.modifiedAt;
      expect([await modified(segment), await modified(preBid), await modified(bystander)]).toEqual([updatedAt, updatedAt, createdAt]);
      expect(createdAt).toBeLessThan(updatedAt);
    },
  );
});
