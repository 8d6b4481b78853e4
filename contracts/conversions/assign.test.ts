import { messages } from '../support/texts.ts';
import { cleanup, uniqueName } from '../support/arrange.ts';
import { errorsOf, type Session } from '../support/client.ts';
import { describe, expect, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api, type Documented } from '../support/api.ts';
import type { QueryParams } from '../../spec/generated/operations.ts';
import type { ConversionAssignRequest, ConversionAssignResult, PixelConversionRequest } from '../../spec/generated/types.ts';

useTarget();
const op = 'assignConversionsToCampaigns';
/** An id no world hands out. */
const unknownId = 999_999_999;

type Lists = Documented<ConversionAssignRequest>;

type Result = ConversionAssignResult;

/** An id array, also when it comes as a comma-separated string. */
function ids(list: unknown): number[] {
  if (typeof list === 'string')
    return list
      .split(',')
      .filter((s) => s.trim() !== '')
      .map(Number);
  return ((list as unknown[]) ?? []).map(Number);
}

async function assign(api: Api, as: Session, body: Lists, query?: QueryParams<typeof op>): Promise<Result> {
  const data = (await api.ok(op, { as, body, query })).body.data;
  return {
    conversionIdsList: ids(data.conversionIdsList),
    validAddCampaignIdsList: ids(data.validAddCampaignIdsList),
    invalidAddCampaignIdsList: ids(data.invalidAddCampaignIdsList),
    validRemoveCampaignIdsList: ids(data.validRemoveCampaignIdsList),
    invalidRemoveCampaignIdsList: ids(data.invalidRemoveCampaignIdsList),
  };
}

const campaign = (api: Api, role: string) => api.ids.of('campaigns', role);
const drafts = async (api: Api) => [await campaign(api, 'draft'), await campaign(api, 'draftPolitical')];

/** A new pixel conversion of the caller's workspace, on no campaign. */
async function newConversion(api: Api, as: Session): Promise<number> {
  const body: Documented<PixelConversionRequest> = {
    name: uniqueName('Lead'),
    attributionId: '1',
    conversionSetting: { conversionDuration: { view: 1, click: 7 }, repeatConversion: { count: 0, unit: 'Day' } },
  };
  return Number((await api.ok('addPixelConversion', { as, body })).body.data.id);
}

/** New conversions, taken off the draft campaigns again when the test ends. */
async function newConversions(api: Api, as: Session, count: number): Promise<[number, ...number[]]> {
  // The first one whatever the count: a conversion list is never empty.
  const created: [number, ...number[]] = [await newConversion(api, as)];
  for (let n = 1; n < count; n += 1) created.push(await newConversion(api, as));
  const draftIds = await drafts(api);
  cleanup(() => api.call(op, { as, body: { conversionIdList: created, removeCampaignsList: draftIds } }));
  return created;
}

describe('assignConversionsToCampaigns', () => {
  withPersonas(['workspaceOwner'], 'adds a conversion to a draft campaign of the workspace', async ({ owner, api }) => {
    const [conversion] = await newConversions(api, owner, 1);
    const draftIds = await drafts(api);
    expect(await assign(api, owner, { conversionIdList: [conversion!], addCampaignsList: draftIds })).toEqual({
      conversionIdsList: [conversion],
      validAddCampaignIdsList: draftIds,
      invalidAddCampaignIdsList: [],
      validRemoveCampaignIdsList: [],
      invalidRemoveCampaignIdsList: [],
    });
  });

  withPersonas(['workspaceOwner'], 'puts campaigns that are not drafts, unknown or of another workspace in the invalid add list', async ({ owner, api }) => {
    const [conversion] = await newConversions(api, owner, 1);
    const notDraft = await Promise.all(['running', 'pending', 'paused', 'expired', 'deleted'].map((role) => campaign(api, role)));
    const foreignOrUnknown = [await campaign(api, 'otherWorkspaceRunning'), unknownId];
    const draft = await campaign(api, 'draft');
    const data = await assign(api, owner, { conversionIdList: [conversion!], addCampaignsList: [draft, ...notDraft, ...foreignOrUnknown] });
    expect(data.validAddCampaignIdsList).toEqual([draft]);
    expect(data.invalidAddCampaignIdsList).toEqual([...notDraft, ...foreignOrUnknown]);
  });

  withPersonas(['workspaceOwner'], 'stores the assignment: a removal is valid only after the add, and only once', async ({ owner, api }) => {
    const [conversion] = await newConversions(api, owner, 1);
    const draft = await campaign(api, 'draft');
    const remove: Lists = { conversionIdList: [conversion!], removeCampaignsList: [draft] };
    expect(await assign(api, owner, remove)).toMatchObject({ validRemoveCampaignIdsList: [], invalidRemoveCampaignIdsList: [draft] });
    await assign(api, owner, { conversionIdList: [conversion!], addCampaignsList: [draft] });
    expect(await assign(api, owner, remove)).toMatchObject({ validRemoveCampaignIdsList: [draft], invalidRemoveCampaignIdsList: [] });
    expect(await assign(api, owner, remove)).toMatchObject({ validRemoveCampaignIdsList: [], invalidRemoveCampaignIdsList: [draft] });
  });

  withPersonas(['workspaceOwner'], 'stores the assignment for every listed conversion: each can then be removed on its own', async ({ owner, api }) => {
    const conversions = await newConversions(api, owner, 2);
    const draftPolitical = await campaign(api, 'draftPolitical');
    await assign(api, owner, { conversionIdList: conversions, addCampaignsList: [draftPolitical] });
    for (const conversionId of conversions) {
      const removed = await assign(api, owner, { conversionIdList: [conversionId], removeCampaignsList: [draftPolitical] });
      expect(removed, `conversion ${conversionId}`).toMatchObject({ validRemoveCampaignIdsList: [draftPolitical], invalidRemoveCampaignIdsList: [] });
    }
  });

  withPersonas(['workspaceOwner'], 'removes an assignment; removals from non-draft or foreign campaigns are invalid', async ({ owner, api }) => {
    const [conversion] = await newConversions(api, owner, 1);
    const draft = await campaign(api, 'draft');
    const others = [await campaign(api, 'running'), await campaign(api, 'otherWorkspaceRunning')];
    await assign(api, owner, { conversionIdList: [conversion!], addCampaignsList: [draft] });
    const data = await assign(api, owner, { conversionIdList: [conversion!], removeCampaignsList: [draft, ...others] });
    expect(data.validRemoveCampaignIdsList).toEqual([draft]);
    expect(data.invalidRemoveCampaignIdsList).toEqual(others);
  });

  withPersonas(['workspaceOwner'], 'a new pixel conversion can be assigned to a draft campaign, not a running one', async ({ owner, api }) => {
    const [conversion] = await newConversions(api, owner, 1);
    const [draft, running] = [await campaign(api, 'draft'), await campaign(api, 'running')];
    const data = await assign(api, owner, { conversionIdList: [conversion!], addCampaignsList: [draft, running] });
    expect(data).toMatchObject({ conversionIdsList: [conversion], validAddCampaignIdsList: [draft], invalidAddCampaignIdsList: [running] });
  });

  withPersonas(['workspaceOwner'], 'takes the campaigns of the assignConversionToCampaign query too', async ({ owner, api }) => {
    const [conversion] = await newConversions(api, owner, 1);
    const [draft, draftPolitical, running] = [await campaign(api, 'draft'), await campaign(api, 'draftPolitical'), await campaign(api, 'running')];
    await assign(api, owner, { conversionIdList: [conversion!], addCampaignsList: [draft] });
    const query = { assignConversionToCampaign: JSON.stringify({ [draftPolitical]: 'add', [running]: 'add', [draft]: 'remove' }) };
    expect(await assign(api, owner, { conversionIdList: [conversion!] }, query)).toMatchObject({
      validAddCampaignIdsList: [draftPolitical],
      invalidAddCampaignIdsList: [running],
      validRemoveCampaignIdsList: [draft],
    });
  });

  mockOnly('takes an empty assignConversionToCampaign query as none', 'DECISIONS CR12: the documents leave an empty value open', async ({ owner, api }) => {
    const [conversion] = await newConversions(api, owner, 1);
    const draft = await campaign(api, 'draft');
    const query = { assignConversionToCampaign: '' };
    expect(await assign(api, owner, { conversionIdList: [conversion!], addCampaignsList: [draft] }, query)).toMatchObject({
      validAddCampaignIdsList: [draft],
      invalidAddCampaignIdsList: [],
      validRemoveCampaignIdsList: [],
      invalidRemoveCampaignIdsList: [],
    });
  });

  mockOnly(
    'a removal is valid when one of the listed conversions is on the campaign',
    'DECISIONS CR12: the documents leave open a removal some conversions have nothing to remove for',
    async ({ owner, api }) => {
      const [assigned, unassigned] = await newConversions(api, owner, 2);
      const draft = await campaign(api, 'draft');
      await assign(api, owner, { conversionIdList: [assigned!], addCampaignsList: [draft] });
      expect(await assign(api, owner, { conversionIdList: [assigned!, unassigned!], removeCampaignsList: [draft] })).toMatchObject({
        validRemoveCampaignIdsList: [draft],
        invalidRemoveCampaignIdsList: [],
      });
      // The removal took: a second one finds nothing to remove.
      expect(await assign(api, owner, { conversionIdList: [assigned!], removeCampaignsList: [draft] })).toMatchObject({ validRemoveCampaignIdsList: [] });
    },
  );

  withPersonas(['workspaceOwner'], 'refuses a malformed assignConversionToCampaign query with 400 naming it', async ({ api, owner, ids }) => {
    const [purchase, draft] = [await ids.of('conversions', 'purchase'), await campaign(api, 'draft')];
    // Not JSON, JSON that is no map (a number, null, a list, empty or not), an action other than add or remove, ids that are not all digits.
    const values = ['{oops', '5', 'null', '[]', `[${draft}]`, `{"${draft}":"keep"}`, '{"abc":"add"}', `{"${draft}x":"add"}`, `{"x${draft}":"add"}`];
    for (const value of values) {
      const response = await api.expect(op, { as: owner, body: { conversionIdList: [purchase] }, query: { assignConversionToCampaign: value } }, 400);
      expectErrors(errorsOf(response), [{ error: messages.assignQueryInvalid, field: 'assignConversionToCampaign' }], op, 400);
    }
  });

  withPersonas(['workspaceOwner'], 'refuses a conversion of another workspace or an unknown one with 422, changing nothing', async ({ api, owner, ids }) => {
    const [conversion] = await newConversions(api, owner, 1);
    const draft = await campaign(api, 'draft');
    for (const foreign of [await ids.of('conversions', 'otherWorkspace'), unknownId]) {
      await api.refuses(op, { as: owner, body: { conversionIdList: [conversion!, foreign], addCampaignsList: [draft] } }, 422, {
        error: messages.conversionNotFound,
        field: 'conversionIdList',
      });
    }
    // The refused request added nothing to the visible conversion either.
    expect(await assign(api, owner, { conversionIdList: [conversion!], removeCampaignsList: [draft] })).toMatchObject({ validRemoveCampaignIdsList: [] });
  });

  mockOnly('the reason of an unknown conversion names its id', 'DECISIONS CR12: the documents fix no reason', async ({ api, owner }) => {
    const response = await api.expect(op, { as: owner, body: { conversionIdList: [unknownId] } }, 422);
    expect(errorsOf(response)[0]?.reason).toContain(String(unknownId));
  });

  withPersonas(['otherWorkspaceUser'], 'the other workspace cannot assign to Acme campaigns, nor reach Acme conversions', async ({ api, other, ids }) => {
    const [draft, theirExpired] = [await campaign(api, 'draft'), await campaign(api, 'otherWorkspaceExpired')];
    const data = await assign(api, other, { conversionIdList: [await ids.of('conversions', 'otherWorkspace')], addCampaignsList: [draft, theirExpired] });
    expect(data).toMatchObject({ validAddCampaignIdsList: [], invalidAddCampaignIdsList: [draft, theirExpired] });
    const response = await api.expect(op, { as: other, body: { conversionIdList: [await ids.of('conversions', 'signUp')] } }, 422);
    expect(errorsOf(response)[0]?.error).toBe(messages.conversionNotFound);
  });

  withPersonas(['workspaceOwner'], 'refuses an empty conversionIdList (422) and a missing one (400), naming it', async ({ api, owner }) => {
    const empty = await api.refusals(op, { as: owner, body: { conversionIdList: [] } }, 422);
    expectErrorField(empty[0], 'conversionIdList', op, 422);
    const missingList = await api.refusals(op, { as: owner, body: { addCampaignsList: [await campaign(api, 'draft')] } }, 400);
    expectErrorField(missingList[0], 'conversionIdList', op, 400);
  });
});
