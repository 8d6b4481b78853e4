import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, login, type Session } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { DAY, expectFailure, Ids, targetNow } from './support.ts';

const suite = useTarget();
const asOwner = (name: string, fn: (owner: Session) => Promise<void>) =>
  withPersonas(suite, ['workspaceOwner'], name, async () => fn(await login(suite.current, 'workspaceOwner')));

async function geoBody(overrides: Record<string, unknown> = {}) {
  const now = await targetNow(suite.current);
  return {
    audienceName: 'Stadium Game Days',
    frequency: '2',
    frequencyType: 1,
    startDate: now,
    endDate: now + 30 * DAY,
    timezone: 29,
    timeRange: { '0': [['12:00:00', '18:00:00']], '6': [['10:00:00', '22:00:00']] },
    removedLocationsIds: [],
    locations: {
      country: 1,
      included: { zipCodes: [97227], congressionalDistricts: [3], customAreas: [{ latitude: 45.5316, longitude: -122.6668, radius: 0.5, type: 'circle', unit: 'mile' }] },
      excluded: { zipCodes: [97232] },
      locationFileIds: [Ids.portlandStoresFile],
    },
    ...overrides,
  };
}

const add = (owner: Session, body: unknown) => call(suite.current, 'addGeoFarmedAudience', { as: owner, body });
const get = (owner: Session, id: number) => call(suite.current, 'getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': id } });

describe('addGeoFarmedAudience', () => {
  asOwner('creates a geo-farmed audience, Processing, with every field it was given', async (owner) => {
    const body = await geoBody();
    const created = await callOk(suite.current, 'addGeoFarmedAudience', { as: owner, body });
    expect(created.body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
    const details = (await callOk(suite.current, 'getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': created.body.data.id } })).body.data;
    expect(details).toMatchObject({
      id: created.body.data.id,
      name: 'Stadium Game Days',
      audienceName: 'Stadium Game Days',
      status: 'processing',
      type: 2,
      owId: 1001,
      frequency: '2',
      frequencyType: 1,
      startDate: body.startDate,
      endDate: body.endDate,
      timezone: 29,
      timeRange: body.timeRange,
      includedCount: 0,
      editAccess: true,
    });
    expect(details.uniques, 'not known while Processing').toBe(0);
    expect(details.locations.country).toBe(1);
    expect(details.locations.included).toMatchObject({ zipCodes: [97227], congressionalDistrictIds: [3], cities: [] });
    expect(details.locations.included.customAreas[0]).toMatchObject({ latitude: 45.5316, radius: 0.5, type: 'circle' });
    expect(details.locations.excluded.zipCodes).toEqual([97232]);
    expect(Object.keys(details.bulkLocationDetails)).toEqual([String(Ids.portlandStoresFile)]);
  });

  asOwner('takes the documented congressionalDistrictIds as well as the sample key', async (owner) => {
    const body = await geoBody({ locations: { included: { congressionalDistrictIds: [5] } } });
    const id = (await callOk(suite.current, 'addGeoFarmedAudience', { as: owner, body })).body.data.id;
    expect((await get(owner, id)).body.data.locations.included.congressionalDistrictIds).toEqual([5]);
  });

  asOwner('refuses a missing audienceName with 400', async (owner) => {
    const { audienceName: _, ...body } = await geoBody();
    expectFailure(await add(owner, body), 'addGeoFarmedAudience', 400, 'audienceName');
  });

  asOwner('refuses missing locations with 400', async (owner) => {
    const { locations: _, ...body } = await geoBody();
    expectFailure(await add(owner, body), 'addGeoFarmedAudience', 400, 'locations');
  });

  asOwner('refuses a timeRange whose day is not a list with 400', async (owner) => {
    expectFailure(await add(owner, await geoBody({ timeRange: { '1': '07:00:00-09:00:00' } })), 'addGeoFarmedAudience', 400, /^timeRange/);
  });

  asOwner('refuses a blank audienceName with 422', async (owner) => {
    expectFailure(await add(owner, await geoBody({ audienceName: '  ' })), 'addGeoFarmedAudience', 422, 'audienceName', messages.blankText);
  });

  asOwner('refuses an endDate before the startDate with 422', async (owner) => {
    const body = await geoBody();
    expectFailure(await add(owner, { ...body, endDate: body.startDate - DAY }), 'addGeoFarmedAudience', 422, 'endDate', messages.endBeforeStart);
  });

  asOwner('refuses a time that is not HH:MM:SS with 422', async (owner) => {
    expectFailure(await add(owner, await geoBody({ timeRange: { '1': [['7:00', '09:00:00']] } })), 'addGeoFarmedAudience', 422, /^timeRange/);
  });

  asOwner('refuses a time pair that is not two times with 422', async (owner) => {
    expectFailure(await add(owner, await geoBody({ timeRange: { '1': [['07:00:00', '08:00:00', '09:00:00']] } })), 'addGeoFarmedAudience', 422, /^timeRange/);
  });

  asOwner('refuses a weekday key outside 0 to 6 with 422', async (owner) => {
    expectFailure(await add(owner, await geoBody({ timeRange: { '7': [['07:00:00', '09:00:00']] } })), 'addGeoFarmedAudience', 422, /^timeRange/);
  });

  asOwner('refuses a time pair that ends before it starts with 422', async (owner) => {
    const timeRange = { '1': [['07:00:00', '09:00:00']], '3': [['07:00:00', '09:00:00'], ['18:00:00', '17:00:00']] };
    expectFailure(await add(owner, await geoBody({ timeRange })), 'addGeoFarmedAudience', 422, 'timeRange.3[1]', messages.timeRangeEndBeforeStart);
  });

  asOwner('refuses locations that include nothing with 422', async (owner) => {
    const locations = { country: 1, included: { zipCodes: [] }, excluded: { zipCodes: [97232] }, locationFileIds: [] };
    expectFailure(await add(owner, await geoBody({ locations })), 'addGeoFarmedAudience', 422, 'locations', messages.geoFarmedNoLocations);
  });

  asOwner('accepts a location file alone as the locations', async (owner) => {
    await callOk(suite.current, 'addGeoFarmedAudience', { as: owner, body: await geoBody({ locations: { included: {}, locationFileIds: [Ids.portlandStoresFile] } }) });
  });

  asOwner("refuses another workspace's location file with 422", async (owner) => {
    const locations = { included: { zipCodes: [97227] }, locationFileIds: [Ids.otherWorkspaceLocationFile] };
    expectFailure(await add(owner, await geoBody({ locations })), 'addGeoFarmedAudience', 422, 'locations.locationFileIds[0]', messages.locationFileNotFound);
  });
});

describe('getGeoFarmedAudience', () => {
  asOwner('returns the notable geo-farmed audience with its location files, less the removed locations', async (owner) => {
    const details = (await callOk(suite.current, 'getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': Ids.geoFarmed } })).body.data;
    expect(details).toMatchObject({ id: Ids.geoFarmed, name: 'Downtown Portland Commuters', status: 'approved', type: 2, organizationName: 'Acme Media', createdByUser: expect.any(String) });
    expect(details.includedCount).toBe(2);
    expect(details.removedLocationsIds).toEqual([880_002]);
    const file = details.bulkLocationDetails[String(Ids.portlandStoresFile)];
    expect(file).toMatchObject({ id: Ids.portlandStoresFile, fileName: 'portland-stores.csv', fileType: 'address' });
    expect(file.validLocations.map((l: { locationId: number }) => l.locationId)).toEqual([880_001]);
  });

  asOwner('answers 404 for an unknown id, naming the path field', async (owner) => {
    expectFailure(await get(owner, 4999), 'getGeoFarmedAudience', 404, 'geo-farmed_audience_id', messages.geoFarmedAudienceNotFound);
  });

  asOwner('answers 404 for an audience of another type', async (owner) => {
    expectFailure(await get(owner, Ids.segment), 'getGeoFarmedAudience', 404, 'geo-farmed_audience_id', messages.geoFarmedAudienceNotFound);
  });

  asOwner('refuses an id that is not an integer with 400', async (owner) => {
    const response = await call(suite.current, 'getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': 'abc' } });
    expectFailure(response, 'getGeoFarmedAudience', 400, 'geo-farmed_audience_id');
  });
});
