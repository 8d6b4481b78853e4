import type { QueryParams } from '../../spec/generated/operations.ts';
import type { AbmAudienceRequest, AbmFilters, HealthcareListItem } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { createAudience, createdId, deleteWhenDone, expectFailure, healthcareIds, NEVER_ISSUED_ID, notable, TypeId } from './support.ts';
import { describe, expect, isPlainMock, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

/** Every account type: what accountType counts when the filters name none (spec/DECISIONS.md AT12). */
const ALL_ACCOUNT_TYPES = 4;

/** An ABM request of MedReach's first titles, speciality and system, under a unique name. */
async function abmBody(api: Api, owner: Session, filters: AbmFilters = {}, overrides: Partial<AbmAudienceRequest> = {}): Promise<AbmAudienceRequest> {
  const { provider, titles, specialities, systems } = await healthcareIds(api, owner);
  return {
    audienceName: uniqueName('Oncology Leaders'),
    healthCareDataMappingIds: [3],
    dataProviderId: provider,
    filters: {
      dataProviderIds: [provider],
      healthCareSystemIds: [systems[0]!],
      specialityIds: [specialities[0]!],
      titleIds: titles.slice(0, 2),
      accountTypeIds: [1],
      ...filters,
    },
    ...overrides,
  };
}
const add = (api: Api, owner: Session, body: AbmAudienceRequest) => api.call('addAbmAudience', { as: owner, body });
const create = (api: Api, owner: Session, body: AbmAudienceRequest) => createAudience(api, owner, 'addAbmAudience', body, body.audienceName);
const details = async (api: Api, owner: Session, audienceId: number) => (await api.ok('getAbmAudience', { as: owner, params: { audienceId } })).body.data;
const statistics = async (api: Api, owner: Session, audienceId: number) =>
  (await api.ok('getAbmHealthcareStatistics', { as: owner, params: { audienceId } })).body.data;
const ids = (list: unknown[]) => list.map(Number);

describe('addAbmAudience', () => {
  withPersonas(['workspaceOwner'], 'creates an ABM audience and answers its message, with its id where given', async ({ api, owner }) => {
    const body = await abmBody(api, owner);
    const response = await api.ok('addAbmAudience', { as: owner, body });
    expect(response.body.data.message).toEqual(expect.any(String));
    if (response.body.data.id !== undefined) expect(response.body.data.id).toEqual(expect.any(Number));
    const id = await createdId(api, owner, response, body.audienceName);
    deleteWhenDone(api, owner, [id]);
    const data = await details(api, owner, id);
    expect(data).toMatchObject({
      id,
      name: body.audienceName,
      status: 'processing',
      audienceTypeId: TypeId.abm,
      partnerName: expect.any(String),
      partnerLogoUrl: expect.any(String),
    });
    expect(ids(data.healthCareDataMappingIds)).toEqual([3]);
    expect(ids(data.filters.healthCareSystemIds)).toEqual(body.filters.healthCareSystemIds);
    expect(ids(data.filters.specialityIds)).toEqual(body.filters.specialityIds);
    expect(ids(data.filters.titleIds)).toEqual(body.filters.titleIds);
    expect(data.filters).toMatchObject({ accountIds: [], pageNo: 0, noOfEntries: 50 });
    expect(data.uniques, 'not known while Processing').toBe(0);
  });

  withPersonas(['workspaceOwner'], 'keeps every filter it was given, pageNo and noOfEntries too', async ({ api, owner }) => {
    const chosen = { accountIds: [7, 8], accountSubTypeIds: [2], countryIds: [1], stateIds: [38], cityIds: [12], ids: [5], pageNo: 2, noOfEntries: 25 };
    const body = await abmBody(api, owner, chosen);
    const data = await details(api, owner, await create(api, owner, body));
    for (const key of ['accountIds', 'accountSubTypeIds', 'countryIds', 'stateIds', 'cityIds', 'ids', 'dataProviderIds', 'accountTypeIds'] as const) {
      expect(ids(data.filters[key]), key).toEqual(body.filters[key]);
    }
    expect({ pageNo: Number(data.filters.pageNo), noOfEntries: Number(data.filters.noOfEntries) }).toEqual({ pageNo: 2, noOfEntries: 25 });
    // The mock keeps each id once (spec/DECISIONS.md AT11 stores the lists; repeats add nothing).
    if (isPlainMock(api.target)) {
      const repeated = await abmBody(api, owner, { accountIds: [7, 7, 8] }, { healthCareDataMappingIds: [3, 3] });
      const stored = await details(api, owner, await create(api, owner, repeated));
      expect([ids(stored.filters.accountIds), ids(stored.healthCareDataMappingIds)]).toEqual([[7, 8], [3]]);
    }
  });

  mockOnly('shows its NPI reach as uniques once Ready', 'moves the mock clock', async ({ api }) => {
    const owner = await api.login('workspaceOwner');
    const id = await create(api, owner, await abmBody(api, owner));
    await advanceClock(api.target, 60 * 60_000);
    const data = await details(api, owner, id);
    expect(data.status).toBe('approved');
    expect(data.uniques).toBeGreaterThan(0);
    expect(data.uniques).toBe((await statistics(api, owner, id)).npiReach);
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown title with 422 naming it', async ({ owner, api }) => {
    const { titles } = await healthcareIds(api, owner);
    expectFailure(
      await add(api, owner, await abmBody(api, owner, { titleIds: [titles[0]!, NEVER_ISSUED_ID] })),
      'addAbmAudience',
      422,
      'filters.titleIds[1]',
      messages.healthcareTitleNotFound,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown speciality with 422 naming it', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await abmBody(api, owner, { specialityIds: [NEVER_ISSUED_ID] })),
      'addAbmAudience',
      422,
      'filters.specialityIds[0]',
      messages.healthcareSpecialityNotFound,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown healthcare system with 422 naming it', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await abmBody(api, owner, { healthCareSystemIds: [NEVER_ISSUED_ID] })),
      'addAbmAudience',
      422,
      'filters.healthCareSystemIds[0]',
      messages.healthcareSystemNotFound,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown data provider with 422', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await abmBody(api, owner, {}, { dataProviderId: NEVER_ISSUED_ID })),
      'addAbmAudience',
      422,
      'dataProviderId',
      messages.healthcareProviderNotFound,
    );
    expectFailure(
      await add(api, owner, await abmBody(api, owner, { dataProviderIds: [NEVER_ISSUED_ID] })),
      'addAbmAudience',
      422,
      'filters.dataProviderIds[0]',
      messages.healthcareProviderNotFound,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses missing filters with 400', async ({ owner, api }) => {
    await api.refuses('addAbmAudience', { as: owner, body: { ...(await abmBody(api, owner)), filters: undefined } }, 400, { field: 'filters' });
  });

  withPersonas(['workspaceOwner'], 'refuses a blank audienceName with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, await abmBody(api, owner, {}, { audienceName: '  ' })), 'addAbmAudience', 422, 'audienceName', messages.blankText);
  });
});

describe('getAbmAudience', () => {
  withPersonas(['workspaceOwner'], "returns the workspace's notable ABM audience, Ready", async ({ owner, api }) => {
    const id = await notable(api, 'audiences', 'abm');
    const data = await details(api, owner, id);
    // ABM audiences cost 2 (spec/DECISIONS.md AT3).
    expect(data).toMatchObject({ id, name: expect.any(String), status: 'approved', audienceTypeId: TypeId.abm, partnerName: expect.any(String), dataCost: 2 });
    expect(data.uniques, 'known once Ready').toBeGreaterThan(0);
    expect(data.filters).toMatchObject({ specialityIds: expect.any(Array), healthCareSystemIds: expect.any(Array) });
  });

  mockOnly(
    "names the partner of the audience's own data provider",
    "spec/DECISIONS.md AT11: the providers and their names are the mock world's",
    async ({ api, owner }) => {
      const careGraph = await notable(api, 'healthcareDataProviders', 'careGraph');
      const id = await create(api, owner, await abmBody(api, owner, { dataProviderIds: [careGraph] }, { dataProviderId: careGraph }));
      expect(await details(api, owner, id)).toMatchObject({ partnerName: 'CareGraph', partnerLogoUrl: expect.stringContaining('caregraph') });
    },
  );

  withPersonas(['workspaceOwner'], 'answers 404 for an audience of another type', async ({ api, owner }) => {
    const response = await api.call('getAbmAudience', { as: owner, params: { audienceId: await notable(api, 'audiences', 'geoFarmed') } });
    expectFailure(response, 'getAbmAudience', 404, 'audienceId', messages.abmAudienceNotFound);
  });
});

describe('getAbmHealthcareStatistics', () => {
  withPersonas(['workspaceOwner'], "derives the notable ABM audience's counts from its filters", async ({ owner, api }) => {
    const id = await notable(api, 'audiences', 'abm');
    const { filters } = await details(api, owner, id);
    const counted = (list: unknown[], all: number | undefined) => (list.length > 0 ? list.length : all);
    const data = await statistics(api, owner, id);
    expect(data.healthSystem).toBe(counted(filters.healthCareSystemIds, data.healthSystem));
    expect(data.speciality).toBe(counted(filters.specialityIds, data.speciality));
    expect(data.accountType).toBe(counted(filters.accountTypeIds, ALL_ACCOUNT_TYPES));
    expect(data.account).toBe(counted(filters.accountIds, data.account));
    expect(data.npiReach).toBeGreaterThan(0);
  });

  withPersonas(['workspaceOwner'], 'counts the systems, specialities and account types the filters name', async ({ owner, api }) => {
    const { systems, specialities } = await healthcareIds(api, owner);
    const id = await create(
      api,
      owner,
      await abmBody(api, owner, {
        healthCareSystemIds: systems.slice(0, 2),
        specialityIds: specialities.slice(0, 3),
        accountTypeIds: [1, 2],
        accountIds: [7, 8, 9],
      }),
    );
    expect(await statistics(api, owner, id)).toMatchObject({ healthSystem: 2, speciality: 3, accountType: 2, account: 3 });
  });

  withPersonas(['workspaceOwner'], "counts all of the provider's systems and specialities when the filters name none", async ({ api, owner }) => {
    const { provider } = await healthcareIds(api, owner);
    const id = await create(api, owner, await abmBody(api, owner, { healthCareSystemIds: [], specialityIds: [], accountTypeIds: [] }));
    const total = async <Id extends 'listHealthcareSystems' | 'listHealthcareSpecialities'>(api: Api, operationId: Id) =>
      Number((await api.ok(operationId, { as: owner, query: { dataProviderIds: provider } })).body.data.totalRecords);
    expect(await statistics(api, owner, id)).toMatchObject({
      healthSystem: await total(api, 'listHealthcareSystems'),
      speciality: await total(api, 'listHealthcareSpecialities'),
      accountType: ALL_ACCOUNT_TYPES,
    });
  });

  withPersonas(['workspaceOwner'], 'answers 404 for an unknown audience', async ({ api, owner }) => {
    const response = await api.call('getAbmHealthcareStatistics', { as: owner, params: { audienceId: NEVER_ISSUED_ID } });
    expectFailure(response, 'getAbmHealthcareStatistics', 404, 'audienceId', messages.abmAudienceNotFound);
  });
});

describe('healthcare lists', () => {
  type Page = { items: HealthcareListItem[]; filteredRecords: number; totalRecords: number };
  const listFields = {
    listHealthcareTitles: 'titleList',
    listHealthcareSpecialities: 'specialityList',
    listHealthcareSystems: 'healthcareSystemList',
  } as const;
  type ListOperation = keyof typeof listFields;

  type ListQuery = QueryParams<ListOperation>;

  async function page(api: Api, owner: Session, operationId: ListOperation, query: ListQuery = {}): Promise<Page> {
    const data = (await api.ok(operationId, { as: owner, query })).body.data;
    // Each operation's page names its list by its own field (listFields); ok checked it against the contract.
    const items = 'titleList' in data ? data.titleList : 'specialityList' in data ? data.specialityList : data.healthcareSystemList;
    return { items, filteredRecords: Number(data.filteredRecords), totalRecords: Number(data.totalRecords) };
  }
  /** The whole list in one page (a list holds at most 1000 entries here). */
  const everything = (api: Api, owner: Session, operationId: ListOperation, query: ListQuery = {}) =>
    page(api, owner, operationId, { noOfEntries: 1000, ...query });
  const idsOf = (items: HealthcareListItem[]) => items.map((item) => Number(item.id));

  withPersonas(['workspaceOwner'], 'pages titles from page 0, 50 at a time, by default', async ({ owner, api }) => {
    const first = await page(api, owner, 'listHealthcareTitles');
    expect(first.filteredRecords, 'no search: every title counts').toBe(first.totalRecords);
    expect(first.items).toHaveLength(Math.min(50, first.totalRecords));
    expect(first.items[0]).toEqual({ id: expect.any(Number), displayName: expect.any(String), displayOrder: expect.any(Number) });
    expect(idsOf(first.items)).toEqual(idsOf((await everything(api, owner, 'listHealthcareTitles')).items.slice(0, 50)));
  });

  withPersonas(['workspaceOwner'], 'serves the last partial page and an empty one past the end', async ({ owner, api }) => {
    const all = await everything(api, owner, 'listHealthcareTitles');
    expect(all.items).toHaveLength(all.totalRecords);
    const lastPage = Math.floor((all.totalRecords - 1) / 50);
    const last = (await page(api, owner, 'listHealthcareTitles', { pageNo: lastPage })).items;
    expect(idsOf(last)).toEqual(idsOf(all.items.slice(lastPage * 50)));
    expect((await page(api, owner, 'listHealthcareTitles', { pageNo: lastPage + 1 })).items).toEqual([]);
  });

  withPersonas(['workspaceOwner'], 'searches displayName, case-insensitively', async ({ owner, api }) => {
    const all = await everything(api, owner, 'listHealthcareTitles');
    const word = all.items[0]!.displayName.split(' ')[0]!;
    const matching = all.items.filter((t) => t.displayName.toLowerCase().includes(word.toLowerCase()));
    const found = await everything(api, owner, 'listHealthcareTitles', { searchField: word.toUpperCase() });
    expect(found.filteredRecords).toBe(matching.length);
    expect(found.totalRecords, 'the search does not change the total').toBe(all.totalRecords);
    expect(idsOf(found.items)).toEqual(idsOf(matching));
  });

  withPersonas(['workspaceOwner'], 'keeps to the data providers asked for', async ({ owner, api }) => {
    const all = await everything(api, owner, 'listHealthcareTitles');
    const medReach = await everything(api, owner, 'listHealthcareTitles', { dataProviderIds: await notable(api, 'healthcareDataProviders', 'medReach') });
    const careGraph = await everything(api, owner, 'listHealthcareTitles', { dataProviderIds: await notable(api, 'healthcareDataProviders', 'careGraph') });
    expect(careGraph.totalRecords).toBe(careGraph.filteredRecords);
    expect(careGraph.totalRecords).toBeGreaterThan(0);
    expect(careGraph.totalRecords).toBeLessThan(all.totalRecords);
    // Each title is one provider's.
    expect(idsOf(careGraph.items).filter((id) => idsOf(medReach.items).includes(id))).toEqual([]);
    expect(medReach.totalRecords + careGraph.totalRecords).toBe(all.totalRecords);
  });

  withPersonas(['workspaceOwner'], 'takes several data providers as a repeated parameter', async ({ api, owner }) => {
    const [medReach, careGraph] = [await notable(api, 'healthcareDataProviders', 'medReach'), await notable(api, 'healthcareDataProviders', 'careGraph')];
    const response = await api.target.http
      .get(`/api/v3/audience/abm/healthcare-data/speciality?dataProviderIds=${medReach}&dataProviderIds=${careGraph}`)
      .set('Authentication', `Bearer ${owner.token}`)
      .set('X-IAA-OW-ID', String(owner.owId));
    expect(response.status).toBe(200);
    const one = async (api: Api, provider: number) => (await page(api, owner, 'listHealthcareSpecialities', { dataProviderIds: provider })).totalRecords;
    expect(Number(response.body.data.totalRecords)).toBe((await one(api, medReach)) + (await one(api, careGraph)));
  });

  withPersonas(['workspaceOwner'], 'pages specialities from page 0, 50 at a time, by default', async ({ owner, api }) => {
    const first = await page(api, owner, 'listHealthcareSpecialities');
    expect(first.filteredRecords).toBe(first.totalRecords);
    expect(first.items).toHaveLength(Math.min(50, first.totalRecords));
    expect((await page(api, owner, 'listHealthcareSpecialities', { pageNo: 1 })).items).toHaveLength(Math.max(0, Math.min(50, first.totalRecords - 50)));
  });

  withPersonas(['workspaceOwner'], 'pages healthcare systems by noOfEntries', async ({ owner, api }) => {
    const all = await everything(api, owner, 'listHealthcareSystems');
    const sixth = await page(api, owner, 'listHealthcareSystems', { noOfEntries: 10, pageNo: 5 });
    expect(idsOf(sixth.items)).toEqual(idsOf(all.items.slice(50, 60)));
    expect(sixth).toMatchObject({ totalRecords: all.totalRecords, filteredRecords: all.totalRecords });
    const word = all.items[all.items.length - 1]!.displayName.split(' ')[0]!;
    const search = await everything(api, owner, 'listHealthcareSystems', { searchField: word.toLowerCase() });
    expect(search.filteredRecords).toBe(all.items.filter((s) => s.displayName.toLowerCase().includes(word.toLowerCase())).length);
  });

  withPersonas(['workspaceOwner'], 'refuses a negative pageNo and a noOfEntries of 0 with 422', async ({ api, owner }) => {
    expectFailure(await api.call('listHealthcareTitles', { as: owner, query: { pageNo: -1 } }), 'listHealthcareTitles', 422, 'pageNo');
    expectFailure(await api.call('listHealthcareTitles', { as: owner, query: { noOfEntries: 0 } }), 'listHealthcareTitles', 422, 'noOfEntries');
  });

  withPersonas(['workspaceOwner'], 'takes noOfEntries up to 1000 and refuses 1001 with 422 on each list', async ({ api, owner }) => {
    for (const operationId of Object.keys(listFields) as ListOperation[]) {
      const data = await everything(api, owner, operationId);
      expect(data.items, operationId).toHaveLength(Math.min(1000, data.filteredRecords));
      expectFailure(await api.call(operationId, { as: owner, query: { noOfEntries: 1001 } }), operationId, 422, 'noOfEntries');
    }
  });

  withPersonas(['workspaceOwner'], 'refuses data provider ids that are not integers with 400', async ({ api, owner }) => {
    await api.refuses('listHealthcareSystems', { as: owner, query: { dataProviderIds: 'abc' } }, 400, { field: 'dataProviderIds' });
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown data provider with 422', async ({ api, owner }) => {
    const response = await api.call('listHealthcareSpecialities', { as: owner, query: { dataProviderIds: NEVER_ISSUED_ID } });
    expectFailure(response, 'listHealthcareSpecialities', 422, 'dataProviderIds[0]', messages.healthcareProviderNotFound);
  });
});
