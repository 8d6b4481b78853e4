import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, login, type Session } from '../support/client.ts';
import { advanceClock } from '../support/admin.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { expectFailure, Ids } from './support.ts';

const suite = useTarget();
const asOwner = (name: string, fn: (owner: Session) => Promise<void>) =>
  withPersonas(suite, ['workspaceOwner'], name, async () => fn(await login(suite.current, 'workspaceOwner')));

const abmBody = (filters: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) => ({
  audienceName: 'Oncology Leaders',
  healthCareDataMappingIds: [3],
  dataProviderId: Ids.medReach,
  filters: { dataProviderIds: [Ids.medReach], healthCareSystemIds: [2], specialityIds: [9], titleIds: [1, 2], accountTypeIds: [1], ...filters },
  ...overrides,
});
const add = (owner: Session, body: unknown) => call(suite.current, 'addAbmAudience', { as: owner, body });

describe('addAbmAudience', () => {
  asOwner('creates an ABM audience and answers its id beside the message', async (owner) => {
    const created = (await callOk(suite.current, 'addAbmAudience', { as: owner, body: abmBody() })).body.data;
    expect(created).toEqual({ message: expect.any(String), id: expect.any(Number) });
    const details = (await callOk(suite.current, 'getAbmAudience', { as: owner, params: { audienceId: created.id } })).body.data;
    expect(details).toMatchObject({ id: created.id, name: 'Oncology Leaders', status: 'processing', audienceTypeId: 9, partnerName: 'MedReach Data', healthCareDataMappingIds: [3] });
    expect(details.filters).toMatchObject({ healthCareSystemIds: [2], specialityIds: [9], titleIds: [1, 2], accountIds: [], pageNo: 0, noOfEntries: 50 });
    expect(details.uniques, 'not known while Processing').toBe(0);
  });

  mockOnly(suite, 'shows its NPI reach as uniques once Ready', 'moves the mock clock', async () => {
    const owner = await login(suite.current, 'workspaceOwner');
    const { id } = (await callOk(suite.current, 'addAbmAudience', { as: owner, body: abmBody() })).body.data;
    await advanceClock(suite.current, 60 * 60_000);
    const details = (await callOk(suite.current, 'getAbmAudience', { as: owner, params: { audienceId: id } })).body.data;
    const statistics = (await callOk(suite.current, 'getAbmHealthcareStatistics', { as: owner, params: { audienceId: id } })).body.data;
    expect(details.status).toBe('approved');
    expect(details.uniques).toBeGreaterThan(0);
    expect(details.uniques).toBe(statistics.npiReach);
  });

  asOwner('refuses an unknown title with 422 naming it', async (owner) => {
    expectFailure(await add(owner, abmBody({ titleIds: [1, 999] })), 'addAbmAudience', 422, 'filters.titleIds[1]', messages.healthcareTitleNotFound);
  });

  asOwner('refuses an unknown speciality with 422 naming it', async (owner) => {
    expectFailure(await add(owner, abmBody({ specialityIds: [999] })), 'addAbmAudience', 422, 'filters.specialityIds[0]', messages.healthcareSpecialityNotFound);
  });

  asOwner('refuses an unknown healthcare system with 422 naming it', async (owner) => {
    expectFailure(await add(owner, abmBody({ healthCareSystemIds: [999] })), 'addAbmAudience', 422, 'filters.healthCareSystemIds[0]', messages.healthcareSystemNotFound);
  });

  asOwner('refuses an unknown data provider with 422', async (owner) => {
    expectFailure(await add(owner, abmBody({}, { dataProviderId: 99 })), 'addAbmAudience', 422, 'dataProviderId', messages.healthcareProviderNotFound);
    expectFailure(await add(owner, abmBody({ dataProviderIds: [99] })), 'addAbmAudience', 422, 'filters.dataProviderIds[0]', messages.healthcareProviderNotFound);
  });

  asOwner('refuses missing filters with 400', async (owner) => {
    expectFailure(await add(owner, abmBody({}, { filters: undefined })), 'addAbmAudience', 400, 'filters');
  });
});

describe('getAbmAudience', () => {
  asOwner('returns the notable ABM audience', async (owner) => {
    const details = (await callOk(suite.current, 'getAbmAudience', { as: owner, params: { audienceId: Ids.abm } })).body.data;
    expect(details).toMatchObject({ id: Ids.abm, name: 'Cardiology Decision Makers', status: 'approved', audienceTypeId: 9, partnerName: 'MedReach Data', uniques: 12_480, dataCost: 2 });
    expect(details.filters).toMatchObject({ specialityIds: [1, 41], healthCareSystemIds: [1, 6, 11] });
  });

  asOwner('answers 404 for an audience of another type', async (owner) => {
    const response = await call(suite.current, 'getAbmAudience', { as: owner, params: { audienceId: Ids.geoFarmed } });
    expectFailure(response, 'getAbmAudience', 404, 'audienceId', messages.abmAudienceNotFound);
  });
});

describe('getAbmHealthcareStatistics', () => {
  asOwner('derives the counts from the filters', async (owner) => {
    const response = await callOk(suite.current, 'getAbmHealthcareStatistics', { as: owner, params: { audienceId: Ids.abm } });
    expect(response.body.data).toEqual({ healthSystem: 3, account: 35, accountType: 2, npiReach: 163, speciality: 2 });
  });

  asOwner("counts all of the provider's systems and specialities when the filters name none", async (owner) => {
    const id = (await callOk(suite.current, 'addAbmAudience', { as: owner, body: abmBody({ healthCareSystemIds: [], specialityIds: [], accountTypeIds: [] }) })).body.data.id;
    const statistics = (await callOk(suite.current, 'getAbmHealthcareStatistics', { as: owner, params: { audienceId: id } })).body.data;
    expect(statistics).toMatchObject({ healthSystem: 35, speciality: 45, accountType: 4 });
  });

  asOwner('answers 404 for an unknown audience', async (owner) => {
    const response = await call(suite.current, 'getAbmHealthcareStatistics', { as: owner, params: { audienceId: 4999 } });
    expectFailure(response, 'getAbmHealthcareStatistics', 404, 'audienceId', messages.abmAudienceNotFound);
  });
});

describe('healthcare lists', () => {
  const list = (owner: Session, operationId: string, query: Record<string, string | number> = {}) => callOk(suite.current, operationId, { as: owner, query });

  asOwner('pages titles from page 0, 50 at a time, by default', async (owner) => {
    const data = (await list(owner, 'listHealthcareTitles')).body.data;
    expect(data.titleList).toHaveLength(50);
    expect(data.titleList[0]).toEqual({ id: 1, displayName: 'Chief Physician', displayOrder: 1 });
    expect(data).toMatchObject({ totalRecords: 120, filteredRecords: 120 });
  });

  asOwner('serves the last partial page and an empty one past the end', async (owner) => {
    const last = (await list(owner, 'listHealthcareTitles', { pageNo: 2 })).body.data.titleList;
    expect(last.map((t: { id: number }) => t.id)).toEqual(Array.from({ length: 20 }, (_, i) => 101 + i));
    expect((await list(owner, 'listHealthcareTitles', { pageNo: 3 })).body.data.titleList).toEqual([]);
  });

  asOwner('searches displayName, case-insensitively', async (owner) => {
    const data = (await list(owner, 'listHealthcareTitles', { searchField: 'chief', noOfEntries: 100 })).body.data;
    expect(data.filteredRecords).toBe(15);
    expect(data.totalRecords).toBe(120);
    expect(data.titleList.every((t: { displayName: string }) => t.displayName.startsWith('Chief '))).toBe(true);
  });

  asOwner('keeps to the data providers asked for', async (owner) => {
    const data = (await list(owner, 'listHealthcareTitles', { dataProviderIds: Ids.careGraph })).body.data;
    expect(data).toMatchObject({ totalRecords: 50, filteredRecords: 50 });
    expect(data.titleList[0].id).toBe(71);
  });

  asOwner('takes several data providers as a repeated parameter', async (owner) => {
    const response = await suite.current.http
      .get(`/api/v3/audience/abm/healthcare-data/speciality?dataProviderIds=${Ids.medReach}&dataProviderIds=${Ids.careGraph}`)
      .set('Authentication', `Bearer ${owner.token}`)
      .set('X-IAA-OW-ID', String(owner.owId));
    expect(response.status).toBe(200);
    expect(response.body.data.totalRecords).toBe(80);
  });

  asOwner('pages specialities from page 0, 50 at a time, by default', async (owner) => {
    const data = (await list(owner, 'listHealthcareSpecialities')).body.data;
    expect(data.specialityList).toHaveLength(50);
    expect(data).toMatchObject({ totalRecords: 80, filteredRecords: 80 });
    expect((await list(owner, 'listHealthcareSpecialities', { pageNo: 1 })).body.data.specialityList).toHaveLength(30);
  });

  asOwner('pages healthcare systems by noOfEntries', async (owner) => {
    const data = (await list(owner, 'listHealthcareSystems', { noOfEntries: 10, pageNo: 5 })).body.data;
    expect(data.healthcareSystemList.map((s: { id: number }) => s.id)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
    expect(data).toMatchObject({ totalRecords: 60, filteredRecords: 60 });
    const search = (await list(owner, 'listHealthcareSystems', { searchField: 'portland' })).body.data;
    expect(search.filteredRecords).toBe(5);
  });

  asOwner('refuses a negative pageNo and a noOfEntries of 0 with 422', async (owner) => {
    expectFailure(await call(suite.current, 'listHealthcareTitles', { as: owner, query: { pageNo: -1 } }), 'listHealthcareTitles', 422, 'pageNo');
    expectFailure(await call(suite.current, 'listHealthcareTitles', { as: owner, query: { noOfEntries: 0 } }), 'listHealthcareTitles', 422, 'noOfEntries');
  });

  asOwner('takes noOfEntries up to 1000 and refuses 1001 with 422 on each list', async (owner) => {
    for (const [operationId, listField] of [['listHealthcareTitles', 'titleList'], ['listHealthcareSpecialities', 'specialityList'], ['listHealthcareSystems', 'healthcareSystemList']] as const) {
      const data = (await list(owner, operationId, { noOfEntries: 1000 })).body.data;
      expect(data[listField], operationId).toHaveLength(data.filteredRecords);
      expectFailure(await call(suite.current, operationId, { as: owner, query: { noOfEntries: 1001 } }), operationId, 422, 'noOfEntries');
    }
  });

  asOwner('refuses data provider ids that are not integers with 400', async (owner) => {
    expectFailure(await call(suite.current, 'listHealthcareSystems', { as: owner, query: { dataProviderIds: 'abc' } }), 'listHealthcareSystems', 400, 'dataProviderIds');
  });

  asOwner('refuses an unknown data provider with 422', async (owner) => {
    const response = await call(suite.current, 'listHealthcareSpecialities', { as: owner, query: { dataProviderIds: 99 } });
    expectFailure(response, 'listHealthcareSpecialities', 422, 'dataProviderIds[0]', messages.healthcareProviderNotFound);
  });
});
