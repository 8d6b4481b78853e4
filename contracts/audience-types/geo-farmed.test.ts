import { describe, expect } from 'vitest';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { call, callOk, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { asOwner, createAudience, DAY, deleteWhenDone, expectFailure, NEVER_ISSUED_ID, notable, targetNow, TypeId } from './support.ts';

const suite = useTarget();
const test = (name: string, fn: (owner: Session) => Promise<void>) => asOwner(suite, name, fn);

const portlandStores = () => notable(suite, 'locationFiles', 'portlandStores');

async function geoBody(owner: Session, overrides: Record<string, unknown> = {}) {
  const now = await targetNow(suite, owner);
  return {
    audienceName: uniqueName('Stadium Game Days'),
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
      locationFileIds: [await portlandStores()],
    },
    ...overrides,
  };
}

const add = (owner: Session, body: unknown) => call(suite.current, 'addGeoFarmedAudience', { as: owner, body });
const get = (owner: Session, id: number) => call(suite.current, 'getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': id } });
const details = async (owner: Session, id: number) => (await callOk(suite.current, 'getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': id } })).body.data;
const create = (owner: Session, body: { audienceName: string }) => createAudience(suite, owner, 'addGeoFarmedAudience', body, body.audienceName);

interface FileDetails {
  id: number;
  validLocations: Array<{ locationId: number }>;
}

/** Every location of the audience's files, by id. */
const fileLocationIds = (data: { bulkLocationDetails: Record<string, FileDetails> }) =>
  Object.values(data.bulkLocationDetails).flatMap((file) => file.validLocations.map((l) => Number(l.locationId)));

describe('addGeoFarmedAudience', () => {
  test('creates a geo-farmed audience, Processing, with every field it was given', async (owner) => {
    const body = await geoBody(owner);
    const created = await callOk(suite.current, 'addGeoFarmedAudience', { as: owner, body });
    expect(created.body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
    const id = created.body.data.id;
    deleteWhenDone(suite, owner, [id]);
    const data = await details(owner, id);
    expect(data).toMatchObject({
      id,
      name: body.audienceName,
      audienceName: body.audienceName,
      status: 'processing',
      type: TypeId.geoFarmed,
      owId: owner.owId,
      frequency: '2',
      frequencyType: 1,
      startDate: body.startDate,
      endDate: body.endDate,
      timezone: 29,
      timeRange: body.timeRange,
      includedCount: 0,
      editAccess: true,
    });
    expect(data.uniques, 'not known while Processing').toBe(0);
    expect(data.locations.country).toBe(1);
    expect(data.locations.included).toMatchObject({ zipCodes: [97227], congressionalDistrictIds: [3], cities: [] });
    expect(data.locations.included.customAreas[0]).toMatchObject({ latitude: 45.5316, radius: 0.5, type: 'circle' });
    expect(data.locations.excluded.zipCodes).toEqual([97232]);
    expect(Object.keys(data.bulkLocationDetails)).toEqual([String(await portlandStores())]);
  });

  test('takes the documented congressionalDistrictIds as well as the sample key', async (owner) => {
    const body = await geoBody(owner, { locations: { included: { congressionalDistrictIds: [5] } } });
    const id = await create(owner, body);
    expect((await details(owner, id)).locations.included.congressionalDistrictIds).toEqual([5]);
  });

  test('refuses a missing audienceName with 400 [smoke]', async (owner) => {
    const { audienceName: _, ...body } = await geoBody(owner);
    expectFailure(await add(owner, body), 'addGeoFarmedAudience', 400, 'audienceName');
  });

  test('refuses missing locations with 400', async (owner) => {
    const { locations: _, ...body } = await geoBody(owner);
    expectFailure(await add(owner, body), 'addGeoFarmedAudience', 400, 'locations');
  });

  test('refuses a timeRange whose day is not a list with 400', async (owner) => {
    expectFailure(await add(owner, await geoBody(owner, { timeRange: { '1': '07:00:00-09:00:00' } })), 'addGeoFarmedAudience', 400, /^timeRange/);
  });

  test('refuses a blank audienceName with 422', async (owner) => {
    expectFailure(await add(owner, await geoBody(owner, { audienceName: '  ' })), 'addGeoFarmedAudience', 422, 'audienceName', messages.blankText);
  });

  test('refuses an endDate before the startDate with 422', async (owner) => {
    const body = await geoBody(owner);
    expectFailure(await add(owner, { ...body, endDate: body.startDate - DAY }), 'addGeoFarmedAudience', 422, 'endDate', messages.endBeforeStart);
  });

  test('refuses a time that is not HH:MM:SS with 422', async (owner) => {
    expectFailure(await add(owner, await geoBody(owner, { timeRange: { '1': [['7:00', '09:00:00']] } })), 'addGeoFarmedAudience', 422, /^timeRange/);
  });

  test('refuses a time pair that is not two times with 422', async (owner) => {
    expectFailure(await add(owner, await geoBody(owner, { timeRange: { '1': [['07:00:00', '08:00:00', '09:00:00']] } })), 'addGeoFarmedAudience', 422, /^timeRange/);
  });

  test('takes weekday keys 1 to 7, Monday to Sunday, and 0 for Sunday too', async (owner) => {
    const timeRange = { '0': [['07:00:00', '09:00:00']], '1': [['07:00:00', '09:00:00']], '7': [['10:00:00', '12:00:00']] };
    const id = await create(owner, await geoBody(owner, { timeRange }));
    expect((await details(owner, id)).timeRange).toEqual(timeRange);
  });

  test('refuses a weekday key outside 0 to 7 with 422', async (owner) => {
    expectFailure(await add(owner, await geoBody(owner, { timeRange: { '8': [['07:00:00', '09:00:00']] } })), 'addGeoFarmedAudience', 422, /^timeRange/);
  });

  test('refuses a time pair that ends before it starts with 422', async (owner) => {
    const timeRange = { '1': [['07:00:00', '09:00:00']], '3': [['07:00:00', '09:00:00'], ['18:00:00', '17:00:00']] };
    expectFailure(await add(owner, await geoBody(owner, { timeRange })), 'addGeoFarmedAudience', 422, 'timeRange.3[1]', messages.timeRangeEndBeforeStart);
  });

  test('refuses locations that include nothing with 422', async (owner) => {
    const locations = { country: 1, included: { zipCodes: [] }, excluded: { zipCodes: [97232] }, locationFileIds: [] };
    expectFailure(await add(owner, await geoBody(owner, { locations })), 'addGeoFarmedAudience', 422, 'locations', messages.geoFarmedNoLocations);
  });

  test('accepts a location file alone as the locations [smoke]', async (owner) => {
    await create(owner, await geoBody(owner, { locations: { included: {}, locationFileIds: [await portlandStores()] } }));
  });

  test("refuses another workspace's location file with 422", async (owner) => {
    const locations = { included: { zipCodes: [97227] }, locationFileIds: [await notable(suite, 'locationFiles', 'otherWorkspace')] };
    expectFailure(await add(owner, await geoBody(owner, { locations })), 'addGeoFarmedAudience', 422, 'locations.locationFileIds[0]', messages.locationFileNotFound);
  });
});

describe('getGeoFarmedAudience', () => {
  test("returns the workspace's notable geo-farmed audience, Ready, with the location files it names [smoke]", async (owner) => {
    const id = await notable(suite, 'audiences', 'geoFarmed');
    const data = await details(owner, id);
    expect(data).toMatchObject({ id, status: 'approved', type: TypeId.geoFarmed, owId: owner.owId, organizationName: expect.any(String), editAccess: true });
    expect(Object.keys(data.bulkLocationDetails).map(Number)).toEqual(data.locations.locationFileIds.map(Number));
    const removed = data.removedLocationsIds.map(Number);
    expect(fileLocationIds(data).filter((locationId) => removed.includes(locationId)), 'removed locations are left out').toEqual([]);
  });

  test("lists each location file's locations, less the removed locations", async (owner) => {
    const fileId = await portlandStores();
    const locations = { included: {}, locationFileIds: [fileId] };
    const whole = await details(owner, await create(owner, await geoBody(owner, { locations })));
    const file = whole.bulkLocationDetails[String(fileId)];
    expect(file).toMatchObject({ id: fileId, fileName: expect.any(String), fileType: expect.any(String) });
    const all = fileLocationIds(whole);
    expect(all.length, 'the file has locations').toBeGreaterThan(0);

    const [removed, ...kept] = all;
    const less = await details(owner, await create(owner, await geoBody(owner, { locations, removedLocationsIds: [removed] })));
    expect(less.removedLocationsIds.map(Number)).toEqual([removed]);
    expect(fileLocationIds(less)).toEqual(kept);
  });

  test('answers 404 for an unknown id, naming the path field [smoke]', async (owner) => {
    expectFailure(await get(owner, NEVER_ISSUED_ID), 'getGeoFarmedAudience', 404, 'geo-farmed_audience_id', messages.geoFarmedAudienceNotFound);
  });

  test('answers 404 for an audience of another type', async (owner) => {
    expectFailure(await get(owner, await notable(suite, 'audiences', 'segment')), 'getGeoFarmedAudience', 404, 'geo-farmed_audience_id', messages.geoFarmedAudienceNotFound);
  });

  test('refuses an id that is not an integer with 400', async (owner) => {
    const response = await call(suite.current, 'getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': 'abc' } });
    expectFailure(response, 'getGeoFarmedAudience', 400, 'geo-farmed_audience_id');
  });
});
