import { describe, expect, it } from 'vitest';
import { CampaignId } from '../../fixtures/campaigns.ts';
import { ConversionId } from '../../fixtures/conversions.ts';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, errorsOf, expectContract, login, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';

const suite = useTarget();
const op = 'assignConversionsToCampaigns';

interface Lists {
  conversionIdList: number[];
  addCampaignsList?: number[];
  removeCampaignsList?: number[];
}

async function assign(as: Session, body: Lists, query?: Record<string, string>) {
  return (await callOk(suite.current, op, { as, body, query })).body.data;
}

describe('assignConversionsToCampaigns', () => {
  it('adds a conversion to a draft campaign of the workspace', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = await assign(owner, { conversionIdList: [ConversionId.purchase], addCampaignsList: [CampaignId.draft, CampaignId.draftPolitical] });
    expect(data).toEqual({
      conversionIdsList: [ConversionId.purchase],
      validAddCampaignIdsList: [CampaignId.draft, CampaignId.draftPolitical],
      invalidAddCampaignIdsList: [],
      validRemoveCampaignIdsList: [],
      invalidRemoveCampaignIdsList: [],
    });
  });

  it('puts campaigns that are not drafts, unknown or of another workspace in the invalid add list', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const notDraft = [CampaignId.running, CampaignId.pending, CampaignId.paused, CampaignId.expired, CampaignId.deleted];
    const foreignOrUnknown = [CampaignId.otherWorkspaceRunning, 999_999];
    const data = await assign(owner, { conversionIdList: [ConversionId.purchase], addCampaignsList: [CampaignId.draft, ...notDraft, ...foreignOrUnknown] });
    expect(data.validAddCampaignIdsList).toEqual([CampaignId.draft]);
    expect(data.invalidAddCampaignIdsList).toEqual([...notDraft, ...foreignOrUnknown]);
  });

  it('stores the assignment: a removal is valid only after the add, and only once', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const remove = { conversionIdList: [ConversionId.purchase], removeCampaignsList: [CampaignId.draft] };
    expect(await assign(owner, remove)).toMatchObject({ validRemoveCampaignIdsList: [], invalidRemoveCampaignIdsList: [CampaignId.draft] });
    await assign(owner, { conversionIdList: [ConversionId.purchase], addCampaignsList: [CampaignId.draft] });
    expect(await assign(owner, remove)).toMatchObject({ validRemoveCampaignIdsList: [CampaignId.draft], invalidRemoveCampaignIdsList: [] });
    expect(await assign(owner, remove)).toMatchObject({ validRemoveCampaignIdsList: [], invalidRemoveCampaignIdsList: [CampaignId.draft] });
  });

  it('stores the assignment for every listed conversion: each can then be removed on its own', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const conversions = [ConversionId.purchase, ConversionId.signUp];
    await assign(owner, { conversionIdList: conversions, addCampaignsList: [CampaignId.draftPolitical] });
    for (const conversionId of conversions) {
      const removed = await assign(owner, { conversionIdList: [conversionId], removeCampaignsList: [CampaignId.draftPolitical] });
      expect(removed, `conversion ${conversionId}`).toMatchObject({ validRemoveCampaignIdsList: [CampaignId.draftPolitical], invalidRemoveCampaignIdsList: [] });
    }
  });

  it('removes an assignment the world already holds; removals from non-draft or foreign campaigns are invalid', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const data = await assign(owner, { conversionIdList: [ConversionId.signUp], removeCampaignsList: [CampaignId.draft, CampaignId.running, CampaignId.otherWorkspaceRunning] });
    expect(data.validRemoveCampaignIdsList).toEqual([CampaignId.draft]);
    expect(data.invalidRemoveCampaignIdsList).toEqual([CampaignId.running, CampaignId.otherWorkspaceRunning]);
  });

  it('a new pixel conversion can be assigned to a draft campaign', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const body = { name: 'Lead', attributionId: '1', conversionSetting: { conversionDuration: { view: 1, click: 7 }, repeatConversion: { count: 0, unit: 'Day' } } };
    const conversion = (await callOk(suite.current, 'addPixelConversion', { as: owner, body })).body.data;
    const data = await assign(owner, { conversionIdList: [conversion.id], addCampaignsList: [CampaignId.draft, CampaignId.running] });
    expect(data).toMatchObject({ conversionIdsList: [conversion.id], validAddCampaignIdsList: [CampaignId.draft], invalidAddCampaignIdsList: [CampaignId.running] });
  });

  it('takes the campaigns of the assignConversionToCampaign query too', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const query = { assignConversionToCampaign: JSON.stringify({ [CampaignId.draftPolitical]: 'add', [CampaignId.running]: 'add', [CampaignId.draft]: 'remove' }) };
    const data = await assign(owner, { conversionIdList: [ConversionId.signUp] }, query);
    expect(data).toMatchObject({
      validAddCampaignIdsList: [CampaignId.draftPolitical],
      invalidAddCampaignIdsList: [CampaignId.running],
      validRemoveCampaignIdsList: [CampaignId.draft],
    });
  });

  it('refuses a malformed assignConversionToCampaign query with 400 naming it', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const value of ['{oops', '[9001]', '{"9001":"keep"}', '{"abc":"add"}']) {
      const response = expectContract(await call(suite.current, op, { as: owner, body: { conversionIdList: [ConversionId.purchase] }, query: { assignConversionToCampaign: value } }), op, 400);
      expect(errorsOf(response)).toEqual([{ error: messages.assignQueryInvalid, field: 'assignConversionToCampaign' }]);
    }
  });

  it('refuses a conversion of another workspace or an unknown one with 422, changing nothing', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    for (const foreign of [ConversionId.otherWorkspace, 999_999]) {
      const response = expectContract(
        await call(suite.current, op, { as: owner, body: { conversionIdList: [ConversionId.purchase, foreign], addCampaignsList: [CampaignId.draft] } }),
        op,
        422,
      );
      expect(errorsOf(response)[0]).toMatchObject({ error: messages.conversionNotFound, field: 'conversionIdList' });
    }
    // The refused request added nothing to the visible conversion either.
    expect(await assign(owner, { conversionIdList: [ConversionId.purchase], removeCampaignsList: [CampaignId.draft] })).toMatchObject({ validRemoveCampaignIdsList: [] });
  });

  it('the other workspace cannot assign to Acme campaigns, nor reach Acme conversions', async () => {
    const other = await login(suite.current, 'otherWorkspaceUser');
    const data = await assign(other, { conversionIdList: [ConversionId.otherWorkspace], addCampaignsList: [CampaignId.draft, CampaignId.otherWorkspaceExpired] });
    expect(data).toMatchObject({ validAddCampaignIdsList: [], invalidAddCampaignIdsList: [CampaignId.draft, CampaignId.otherWorkspaceExpired] });
    const response = expectContract(await call(suite.current, op, { as: other, body: { conversionIdList: [ConversionId.signUp] } }), op, 422);
    expect(errorsOf(response)[0]?.error).toBe(messages.conversionNotFound);
  });

  it('refuses an empty conversionIdList (422) and a missing one (400), naming it', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const empty = expectContract(await call(suite.current, op, { as: owner, body: { conversionIdList: [] } }), op, 422);
    expect(errorsOf(empty)[0]?.field).toBe('conversionIdList');
    const missingList = expectContract(await call(suite.current, op, { as: owner, body: { addCampaignsList: [CampaignId.draft] } }), op, 400);
    expect(errorsOf(missingList)[0]?.field).toBe('conversionIdList');
  });
});
