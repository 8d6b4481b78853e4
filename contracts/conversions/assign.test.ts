import { describe, expect } from 'vitest';
import { messages } from '../../mock/messages.ts';
import { cleanup, profileId, uniqueName } from '../support/arrange.ts';
import { call, callOk, errorsOf, expectContract, session, type Session } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';

const suite = useTarget();
const op = 'assignConversionsToCampaigns';
/** An id no world hands out. */
const unknownId = 999_999_999;

interface Lists {
  conversionIdList: number[];
  addCampaignsList?: number[];
  removeCampaignsList?: number[];
}

const listNames = ['conversionIdsList', 'validAddCampaignIdsList', 'invalidAddCampaignIdsList', 'validRemoveCampaignIdsList', 'invalidRemoveCampaignIdsList'] as const;
type Result = Record<(typeof listNames)[number], number[]>;

/** An id array, also when it comes as a comma-separated string. */
function ids(list: unknown): number[] {
  if (typeof list === 'string') return list.split(',').filter((s) => s.trim() !== '').map(Number);
  return ((list as unknown[]) ?? []).map(Number);
}

async function assign(as: Session, body: Lists, query?: Record<string, string>): Promise<Result> {
  const data = (await callOk(suite.current, op, { as, body, query })).body.data;
  return Object.fromEntries(listNames.map((name) => [name, ids(data[name])])) as Result;
}

const campaign = (role: string) => profileId(suite, 'campaigns', role);
const drafts = async () => [await campaign('draft'), await campaign('draftPolitical')];

/** A new pixel conversion of the caller's workspace, on no campaign. */
async function newConversion(as: Session): Promise<number> {
  const body = { name: uniqueName('Lead'), attributionId: '1', conversionSetting: { conversionDuration: { view: 1, click: 7 }, repeatConversion: { count: 0, unit: 'Day' } } };
  return Number((await callOk(suite.current, 'addPixelConversion', { as, body })).body.data.id);
}

/** New conversions, taken off the draft campaigns again when the test ends. */
async function newConversions(as: Session, count: number): Promise<number[]> {
  const created: number[] = [];
  for (let n = 0; n < count; n += 1) created.push(await newConversion(as));
  const draftIds = await drafts();
  cleanup(() => call(suite.current, op, { as, body: { conversionIdList: created, removeCampaignsList: draftIds } }));
  return created;
}

describe('assignConversionsToCampaigns', () => {
  withPersonas(suite, ['workspaceOwner'], 'adds a conversion to a draft campaign of the workspace [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [conversion] = await newConversions(owner, 1);
    const draftIds = await drafts();
    expect(await assign(owner, { conversionIdList: [conversion!], addCampaignsList: draftIds })).toEqual({
      conversionIdsList: [conversion],
      validAddCampaignIdsList: draftIds,
      invalidAddCampaignIdsList: [],
      validRemoveCampaignIdsList: [],
      invalidRemoveCampaignIdsList: [],
    });
  });

  withPersonas(suite, ['workspaceOwner'], 'puts campaigns that are not drafts, unknown or of another workspace in the invalid add list', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [conversion] = await newConversions(owner, 1);
    const notDraft = await Promise.all(['running', 'pending', 'paused', 'expired', 'deleted'].map(campaign));
    const foreignOrUnknown = [await campaign('otherWorkspaceRunning'), unknownId];
    const draft = await campaign('draft');
    const data = await assign(owner, { conversionIdList: [conversion!], addCampaignsList: [draft, ...notDraft, ...foreignOrUnknown] });
    expect(data.validAddCampaignIdsList).toEqual([draft]);
    expect(data.invalidAddCampaignIdsList).toEqual([...notDraft, ...foreignOrUnknown]);
  });

  withPersonas(suite, ['workspaceOwner'], 'stores the assignment: a removal is valid only after the add, and only once', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [conversion] = await newConversions(owner, 1);
    const draft = await campaign('draft');
    const remove = { conversionIdList: [conversion!], removeCampaignsList: [draft] };
    expect(await assign(owner, remove)).toMatchObject({ validRemoveCampaignIdsList: [], invalidRemoveCampaignIdsList: [draft] });
    await assign(owner, { conversionIdList: [conversion!], addCampaignsList: [draft] });
    expect(await assign(owner, remove)).toMatchObject({ validRemoveCampaignIdsList: [draft], invalidRemoveCampaignIdsList: [] });
    expect(await assign(owner, remove)).toMatchObject({ validRemoveCampaignIdsList: [], invalidRemoveCampaignIdsList: [draft] });
  });

  withPersonas(suite, ['workspaceOwner'], 'stores the assignment for every listed conversion: each can then be removed on its own', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const conversions = await newConversions(owner, 2);
    const draftPolitical = await campaign('draftPolitical');
    await assign(owner, { conversionIdList: conversions, addCampaignsList: [draftPolitical] });
    for (const conversionId of conversions) {
      const removed = await assign(owner, { conversionIdList: [conversionId], removeCampaignsList: [draftPolitical] });
      expect(removed, `conversion ${conversionId}`).toMatchObject({ validRemoveCampaignIdsList: [draftPolitical], invalidRemoveCampaignIdsList: [] });
    }
  });

  withPersonas(suite, ['workspaceOwner'], 'removes an assignment; removals from non-draft or foreign campaigns are invalid', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [conversion] = await newConversions(owner, 1);
    const draft = await campaign('draft');
    const others = [await campaign('running'), await campaign('otherWorkspaceRunning')];
    await assign(owner, { conversionIdList: [conversion!], addCampaignsList: [draft] });
    const data = await assign(owner, { conversionIdList: [conversion!], removeCampaignsList: [draft, ...others] });
    expect(data.validRemoveCampaignIdsList).toEqual([draft]);
    expect(data.invalidRemoveCampaignIdsList).toEqual(others);
  });

  withPersonas(suite, ['workspaceOwner'], 'a new pixel conversion can be assigned to a draft campaign, not a running one', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [conversion] = await newConversions(owner, 1);
    const [draft, running] = [await campaign('draft'), await campaign('running')];
    const data = await assign(owner, { conversionIdList: [conversion!], addCampaignsList: [draft, running] });
    expect(data).toMatchObject({ conversionIdsList: [conversion], validAddCampaignIdsList: [draft], invalidAddCampaignIdsList: [running] });
  });

  withPersonas(suite, ['workspaceOwner'], 'takes the campaigns of the assignConversionToCampaign query too', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [conversion] = await newConversions(owner, 1);
    const [draft, draftPolitical, running] = [await campaign('draft'), await campaign('draftPolitical'), await campaign('running')];
    await assign(owner, { conversionIdList: [conversion!], addCampaignsList: [draft] });
    const query = { assignConversionToCampaign: JSON.stringify({ [draftPolitical]: 'add', [running]: 'add', [draft]: 'remove' }) };
    expect(await assign(owner, { conversionIdList: [conversion!] }, query)).toMatchObject({
      validAddCampaignIdsList: [draftPolitical],
      invalidAddCampaignIdsList: [running],
      validRemoveCampaignIdsList: [draft],
    });
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a malformed assignConversionToCampaign query with 400 naming it [smoke]', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [purchase, draft] = [await profileId(suite, 'conversions', 'purchase'), await campaign('draft')];
    for (const value of ['{oops', `[${draft}]`, `{"${draft}":"keep"}`, '{"abc":"add"}']) {
      const response = expectContract(await call(suite.current, op, { as: owner, body: { conversionIdList: [purchase] }, query: { assignConversionToCampaign: value } }), op, 400);
      expect(errorsOf(response), value).toEqual([{ error: messages.assignQueryInvalid, field: 'assignConversionToCampaign' }]);
    }
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses a conversion of another workspace or an unknown one with 422, changing nothing', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const [conversion] = await newConversions(owner, 1);
    const draft = await campaign('draft');
    for (const foreign of [await profileId(suite, 'conversions', 'otherWorkspace'), unknownId]) {
      const response = expectContract(await call(suite.current, op, { as: owner, body: { conversionIdList: [conversion!, foreign], addCampaignsList: [draft] } }), op, 422);
      expect(errorsOf(response)[0]).toMatchObject({ error: messages.conversionNotFound, field: 'conversionIdList' });
    }
    // The refused request added nothing to the visible conversion either.
    expect(await assign(owner, { conversionIdList: [conversion!], removeCampaignsList: [draft] })).toMatchObject({ validRemoveCampaignIdsList: [] });
  });

  withPersonas(suite, ['otherWorkspaceUser'], 'the other workspace cannot assign to Acme campaigns, nor reach Acme conversions', async () => {
    const other = await session(suite.current, 'otherWorkspaceUser');
    const [draft, theirExpired] = [await campaign('draft'), await campaign('otherWorkspaceExpired')];
    const data = await assign(other, { conversionIdList: [await profileId(suite, 'conversions', 'otherWorkspace')], addCampaignsList: [draft, theirExpired] });
    expect(data).toMatchObject({ validAddCampaignIdsList: [], invalidAddCampaignIdsList: [draft, theirExpired] });
    const response = expectContract(await call(suite.current, op, { as: other, body: { conversionIdList: [await profileId(suite, 'conversions', 'signUp')] } }), op, 422);
    expect(errorsOf(response)[0]?.error).toBe(messages.conversionNotFound);
  });

  withPersonas(suite, ['workspaceOwner'], 'refuses an empty conversionIdList (422) and a missing one (400), naming it', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    const empty = expectContract(await call(suite.current, op, { as: owner, body: { conversionIdList: [] } }), op, 422);
    expect(errorsOf(empty)[0]?.field).toBe('conversionIdList');
    const missingList = expectContract(await call(suite.current, op, { as: owner, body: { addCampaignsList: [await campaign('draft')] } }), op, 400);
    expect(errorsOf(missingList)[0]?.field).toBe('conversionIdList');
  });
});
