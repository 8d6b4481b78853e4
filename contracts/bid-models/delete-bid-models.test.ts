import type { QueryParams } from '../../spec/generated/operations.ts';
import { messages } from '../support/texts.ts';
import { errorsOf, expectContract } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import {
  campaign,
  Dimension,
  emptyDimension,
  expectNotModelled,
  freeEntities,
  modelCount,
  modelOk,
  owner,
  restoreWhenDone,
  rowOf,
  snapshot,
  useOwnerAndCampaigns,
} from './support.ts';
import { describe, expect, it, useTarget } from '../support/harness.ts';
import { expectErrorField, type Api } from '../support/api.ts';

useTarget();
useOwnerAndCampaigns();
const op = 'deleteBidModels';

const remove = (api: Api, campaignId: number, query: QueryParams<typeof op> = {}) => api.call(op, { as: owner, params: { campaignId }, query });
const count = (api: Api, campaignId: number, dimensionId?: number) => modelCount(api, owner, campaignId, dimensionId);

/** Models one free entity of each dimension (priority 7) and answers the bid model data ids, in order. */
async function modelOnePerDimension(
  api: Api,
  campaignId: number,
  dimensionIds: number[],
): Promise<Array<{ dimensionId: number; entityId: number; dataId: number }>> {
  const made = [];
  for (const dimensionId of dimensionIds) {
    await restoreWhenDone(api, owner, campaignId, dimensionId);
    const [entityId] = await freeEntities(api, owner, campaignId, dimensionId, 1);
    const [dataId] = await modelOk(api, owner, campaignId, dimensionId, { entityId: entityId!, entityTypeId: 1, priority: 7 });
    made.push({ dimensionId, entityId: entityId!, dataId: dataId! });
  }
  return made;
}

/** A campaign of those offered that has no bid model data at all (whatever this test deletes was its own). */
async function campaignWithoutModels(api: Api): Promise<number> {
  for (const campaignId of [campaign.draft, campaign.pending, campaign.paused, campaign.running]) if ((await count(api, campaignId)) === 0) return campaignId;
  throw new Error('every campaign offered has bid model data');
}

describe('deleteBidModels', () => {
  it('deletes the bid model data named by bidModelDataIds', async ({ api }) => {
    const made = await modelOnePerDimension(api, campaign.running, [Dimension.zip, Dimension.exchange]);
    const before = await count(api, campaign.running);
    const response = expectContract(await remove(api, campaign.running, { bidModelDataIds: made.map((m) => m.dataId).join(',') }), op, 200);
    expect(response.body.data).toBe(documentedMessage(op));
    for (const m of made) expectNotModelled(await rowOf(api, owner, campaign.running, m.dimensionId, m.entityId));
    expect(await count(api, campaign.running)).toBe(before - 2);
  });

  it('deletes whole dimensions named by dimensionIds', async ({ api }) => {
    const campaignId = await campaignWithoutModels(api);
    await modelOnePerDimension(api, campaignId, [Dimension.state, Dimension.exchange, Dimension.zip]);
    expect(await count(api, campaignId)).toBe(3);
    expectContract(await remove(api, campaignId, { dimensionIds: `${Dimension.state},${Dimension.exchange}` }), op, 200);
    expect(await count(api, campaignId, Dimension.state)).toBe(0);
    expect(await count(api, campaignId, Dimension.exchange)).toBe(0);
    expect(await count(api, campaignId)).toBe(1);
  });

  it('with neither, deletes every bid model of the campaign', async ({ api }) => {
    const campaignId = await campaignWithoutModels(api);
    await modelOnePerDimension(api, campaignId, [Dimension.city, Dimension.exchange]);
    expect(await count(api, campaignId)).toBe(2);
    expectContract(await remove(api, campaignId), op, 200);
    expect(await count(api, campaignId)).toBe(0);
  });

  it('bidModelDataIds outside the named dimensions or of another campaign are 422, and nothing is deleted', async ({ api }) => {
    const [zip, exchange] = await modelOnePerDimension(api, campaign.running, [Dimension.zip, Dimension.exchange]);
    const [elsewhere] = await modelOnePerDimension(api, campaign.paused, [Dimension.zip]);
    const before = await snapshot(api, owner, campaign.running);
    const wrongDimension = expectContract(
      await remove(api, campaign.running, { dimensionIds: String(Dimension.zip), bidModelDataIds: `${zip!.dataId},${exchange!.dataId}` }),
      op,
      422,
    );
    expect(errorsOf(wrongDimension)[0]).toMatchObject({ error: messages.bidModelDataUnknown });
    expectErrorField(errorsOf(wrongDimension)[0], 'bidModelDataIds[1]', op, 422);
    const otherCampaign = expectContract(await remove(api, campaign.running, { bidModelDataIds: String(elsewhere!.dataId) }), op, 422);
    expect(errorsOf(otherCampaign)[0]?.error).toBe(messages.bidModelDataUnknown);
    expect(await snapshot(api, owner, campaign.running)).toEqual(before);
  });

  it('deleting one of two strict ratios leaves a sum that is not 100: refused', async ({ api }) => {
    const dimensionId = await emptyDimension(api, owner, campaign.running);
    await restoreWhenDone(api, owner, campaign.running, dimensionId);
    const [first, second] = await freeEntities(api, owner, campaign.running, dimensionId, 2);
    const [firstId] = await modelOk(
      api,
      owner,
      campaign.running,
      dimensionId,
      { entityId: first!, entityTypeId: 1, spendRatio: 60, spendRatioTypeId: 2 },
      { entityId: second!, entityTypeId: 1, spendRatio: 40, spendRatioTypeId: 2 },
    );
    const response = expectContract(await remove(api, campaign.running, { bidModelDataIds: String(firstId) }), op, 422);
    expect(errorsOf(response)[0]?.error).toBe(messages.strictSpendRatioSum);
    expect(await count(api, campaign.running, dimensionId)).toBe(2);
  });

  it('a malformed bidModelDataIds list is 422 on its pattern', async ({ api }) => {
    const malformed = expectContract(await remove(api, campaign.running, { bidModelDataIds: 'all' }), op, 422);
    expectErrorField(errorsOf(malformed)[0], 'bidModelDataIds', op, 422);
  });

  it("an expired campaign is in an invalid status; another workspace's campaign is 403 and keeps its models", async ({ api, other }) => {
    const theirs = await modelCount(api, other, campaign.otherWorkspace);
    const expired = expectContract(await remove(api, campaign.expired), op, 422);
    expect(errorsOf(expired)[0]?.error).toBe(messages.campaignStatusInvalid);
    const foreign = expectContract(await remove(api, campaign.otherWorkspace), op, 403);
    expect(errorsOf(foreign)[0]).toMatchObject({ error: messages.bidModelForbidden });
    expectErrorField(errorsOf(foreign)[0], 'campaignId', op, 403);
    expect(await modelCount(api, other, campaign.otherWorkspace)).toBe(theirs);
  });
});
