import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { documentedMessage } from '../support/spec.ts';
import { useTarget } from '../support/suite.ts';
import { BidModelData, Campaign, Dimension, Entity, rowOf, snapshot } from './support.ts';

const suite = useTarget();
const op = 'deleteBidModels';
let owner: Session;

beforeEach(async () => {
  owner = await login(suite.current, 'workspaceOwner');
});

const remove = (campaignId: number, query: Record<string, string> = {}) => call(suite.current, op, { as: owner, params: { campaignId }, query });

async function modelCount(campaignId: number, dimensionId?: number): Promise<number> {
  const response = await callOk(suite.current, 'getBidModelCount', { as: owner, params: { campaignId }, query: dimensionId === undefined ? {} : { dimensionId } });
  return response.body.data.totalCount;
}

describe('deleteBidModels', () => {
  it('deletes the bid model data named by bidModelDataIds', async () => {
    const response = expectContract(await remove(Campaign.running, { bidModelDataIds: `${BidModelData.creativeHtml},${BidModelData.publisherCategory}` }), op, 200);
    expect(response.body.data).toBe(documentedMessage(op));
    expect(await rowOf(suite.current, owner, Campaign.running, Dimension.creative, Entity.htmlCreative)).toMatchObject({ modelled: false });
    expect(await modelCount(Campaign.running)).toBe(5);
  });

  it('deletes whole dimensions named by dimensionIds', async () => {
    expectContract(await remove(Campaign.running, { dimensionIds: `${Dimension.state},${Dimension.exchange}` }), op, 200);
    expect(await modelCount(Campaign.running, Dimension.state)).toBe(0);
    expect(await modelCount(Campaign.running, Dimension.exchange)).toBe(0);
    expect(await modelCount(Campaign.running)).toBe(4);
  });

  it('with neither, deletes every bid model of the campaign', async () => {
    expectContract(await remove(Campaign.running), op, 200);
    expect(await modelCount(Campaign.running)).toBe(0);
  });

  it('bidModelDataIds outside the named dimensions or of another campaign are 422, and nothing is deleted', async () => {
    const before = await snapshot(suite.current, owner, Campaign.running);
    const wrongDimension = expectContract(await remove(Campaign.running, { dimensionIds: String(Dimension.creative), bidModelDataIds: `${BidModelData.creativeHtml},${BidModelData.exchangeGoogle}` }), op, 422);
    expect(errorsOf(wrongDimension)[0]).toMatchObject({ error: messages.bidModelDataUnknown, field: 'bidModelDataIds[1]' });
    const otherCampaign = expectContract(await remove(Campaign.running, { bidModelDataIds: String(BidModelData.pausedState) }), op, 422);
    expect(errorsOf(otherCampaign)[0]?.error).toBe(messages.bidModelDataUnknown);
    expect(await snapshot(suite.current, owner, Campaign.running)).toEqual(before);
  });

  it('deleting one of two strict ratios leaves a sum that is not 100: refused', async () => {
    const response = expectContract(await remove(Campaign.running, { bidModelDataIds: String(BidModelData.stateCalifornia) }), op, 422);
    expect(errorsOf(response)[0]?.error).toBe(messages.strictSpendRatioSum);
    expect(await modelCount(Campaign.running, Dimension.state)).toBe(2);
  });

  it('an unknown dimension in dimensionIds is 422; a malformed list is 422 on its pattern', async () => {
    const unknown = expectContract(await remove(Campaign.running, { dimensionIds: '2,6' }), op, 422);
    expect(errorsOf(unknown)[0]).toMatchObject({ error: messages.dimensionUnknown, field: 'dimensionIds' });
    const malformed = expectContract(await remove(Campaign.running, { bidModelDataIds: 'all' }), op, 422);
    expect(errorsOf(malformed)[0]?.field).toBe('bidModelDataIds');
  });

  it('an expired campaign is in an invalid status; another workspace\'s campaign is 403 and keeps its models', async () => {
    const expired = expectContract(await remove(Campaign.expired), op, 422);
    expect(errorsOf(expired)[0]?.error).toBe(messages.campaignStatusInvalid);
    const foreign = expectContract(await remove(Campaign.otherWorkspace), op, 403);
    expect(errorsOf(foreign)[0]).toMatchObject({ error: messages.bidModelForbidden, field: 'campaignId' });
    const other = await login(suite.current, 'otherWorkspaceUser');
    const count = await callOk(suite.current, 'getBidModelCount', { as: other, params: { campaignId: Campaign.otherWorkspace } });
    expect(count.body.data.totalCount).toBe(1);
  });
});
