import type { GeoCustomArea, GeoFarmedAudienceDetails, GeoFarmedAudienceRequest, GeoTimeRange } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { createAudience, DAY, deleteWhenDone, expectFailure, NEVER_ISSUED_ID, notable, targetNow, TypeId } from './support.ts';
import { describe, expect, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

const portlandStores = (api: Api) => notable(api, 'locationFiles', 'portlandStores');

async function geoBody(api: Api, owner: Session, overrides: Partial<GeoFarmedAudienceRequest> = {}): Promise<GeoFarmedAudienceRequest> {
  const now = await targetNow(api, owner);
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
      included: {
        zipCodes: [97227],
        congressionalDistricts: [3],
        customAreas: [{ latitude: 45.5316, longitude: -122.6668, radius: 0.5, type: 'circle', unit: 'mile' }],
      },
      excluded: { zipCodes: [97232] },
      locationFileIds: [await portlandStores(api)],
    },
    ...overrides,
  };
}

const add = (api: Api, owner: Session, body: GeoFarmedAudienceRequest) => api.call('addGeoFarmedAudience', { as: owner, body });
const get = (api: Api, owner: Session, id: number) => api.call('getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': id } });
const details = async (api: Api, owner: Session, id: number) =>
  (await api.ok('getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': id } })).body.data;
const create = (api: Api, owner: Session, body: GeoFarmedAudienceRequest) => createAudience(api, owner, 'addGeoFarmedAudience', body, body.audienceName);

/** Every location of the audience's files, by id (a JSON object's values are never undefined). */
const fileLocationIds = (data: GeoFarmedAudienceDetails) =>
  Object.values(data.bulkLocationDetails).flatMap((file) => file!.validLocations.map((l) => Number(l.locationId)));

describe('addGeoFarmedAudience', () => {
  withPersonas(['workspaceOwner'], 'creates a geo-farmed audience, Processing, with every field it was given', async ({ api, owner }) => {
    const body = await geoBody(api, owner);
    const created = await api.ok('addGeoFarmedAudience', { as: owner, body });
    expect(created.body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
    const id = created.body.data.id;
    deleteWhenDone(api, owner, [id]);
    const data = await details(api, owner, id);
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
    expect(Object.keys(data.bulkLocationDetails)).toEqual([String(await portlandStores(api))]);
  });

  withPersonas(['workspaceOwner'], 'answers each field of a custom area as it was given', async ({ owner, api }) => {
    const area: GeoCustomArea = {
      latitude: 45.52,
      longitude: -122.68,
      radius: 2,
      address: '1 Main St, Portland',
      locationId: 7,
      polypath: [{ lat: 45.5, lng: -122.6 }],
      isIncluded: false,
      cid: '1',
      sid: '38',
      type: 'square',
      unit: 'mile',
      cdId: 3,
      sdId: 4,
      hdId: 5,
    };
    const id = await create(api, owner, await geoBody(api, owner, { locations: { included: { customAreas: [area] } } }));
    expect((await details(api, owner, id)).locations.included.customAreas).toEqual([area]);
  });

  mockOnly('answers the fields a custom area leaves out with their defaults', "spec/DECISIONS.md AT4: the defaults are the mock's", async ({ owner, api }) => {
    const areas = [0.5, 1].map((radius) => ({ latitude: 45.5316, longitude: -122.6668, radius }));
    const id = await create(api, owner, await geoBody(api, owner, { locations: { included: { customAreas: areas } } }));
    const defaults = { address: '', polypath: [], isIncluded: true, cid: '', sid: '', type: 'circle', unit: 'mile', cdId: 0, sdId: 0, hdId: 0 };
    expect((await details(api, owner, id)).locations.included.customAreas).toEqual(areas.map((area, i) => ({ ...area, ...defaults, locationId: i + 1 })));
  });

  withPersonas(['workspaceOwner'], 'takes the documented congressionalDistrictIds as well as the sample key', async ({ owner, api }) => {
    const body = await geoBody(api, owner, { locations: { included: { congressionalDistrictIds: [5] } } });
    const id = await create(api, owner, body);
    expect((await details(api, owner, id)).locations.included.congressionalDistrictIds).toEqual([5]);
  });

  withPersonas(['workspaceOwner'], 'refuses a missing audienceName with 400', async ({ owner, api }) => {
    const { audienceName: _, ...body } = await geoBody(api, owner);
    await api.refuses('addGeoFarmedAudience', { as: owner, body }, 400, { field: 'audienceName' });
  });

  withPersonas(['workspaceOwner'], 'refuses missing locations with 400', async ({ owner, api }) => {
    const { locations: _, ...body } = await geoBody(api, owner);
    await api.refuses('addGeoFarmedAudience', { as: owner, body }, 400, { field: 'locations' });
  });

  withPersonas(['workspaceOwner'], 'refuses a timeRange whose day is not a list with 400', async ({ owner, api }) => {
    const body = { ...(await geoBody(api, owner)), timeRange: { '1': '07:00:00-09:00:00' } };
    await api.refuses('addGeoFarmedAudience', { as: owner, body }, 400, { field: /^timeRange/ });
  });

  withPersonas(['workspaceOwner'], 'refuses a blank audienceName with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, await geoBody(api, owner, { audienceName: '  ' })), 'addGeoFarmedAudience', 422, 'audienceName', messages.blankText);
  });

  withPersonas(['workspaceOwner'], 'refuses an endDate before the startDate with 422', async ({ owner, api }) => {
    const body = await geoBody(api, owner);
    expectFailure(await add(api, owner, { ...body, endDate: body.startDate - DAY }), 'addGeoFarmedAudience', 422, 'endDate', messages.endBeforeStart);
  });

  withPersonas(['workspaceOwner'], 'refuses a time that is not HH:MM:SS with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, await geoBody(api, owner, { timeRange: { '1': [['7:00', '09:00:00']] } })), 'addGeoFarmedAudience', 422, /^timeRange/);
  });

  withPersonas(['workspaceOwner'], 'refuses a time pair that is not two times with 422', async ({ owner, api }) => {
    const body = { ...(await geoBody(api, owner)), timeRange: { '1': [['07:00:00', '08:00:00', '09:00:00']] } };
    await api.refuses('addGeoFarmedAudience', { as: owner, body }, 422, { field: /^timeRange/ });
  });

  withPersonas(['workspaceOwner'], 'takes weekday keys 1 to 7, Monday to Sunday, and 0 for Sunday too', async ({ owner, api }) => {
    const timeRange: GeoTimeRange = { '0': [['07:00:00', '09:00:00']], '1': [['07:00:00', '09:00:00']], '7': [['10:00:00', '12:00:00']] };
    const id = await create(api, owner, await geoBody(api, owner, { timeRange }));
    expect((await details(api, owner, id)).timeRange).toEqual(timeRange);
  });

  withPersonas(['workspaceOwner'], 'refuses a weekday key outside 0 to 7 with 422', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await geoBody(api, owner, { timeRange: { '8': [['07:00:00', '09:00:00']] } })),
      'addGeoFarmedAudience',
      422,
      /^timeRange/,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses a time pair that ends before it starts with 422', async ({ owner, api }) => {
    const timeRange: GeoTimeRange = {
      '1': [['07:00:00', '09:00:00']],
      '3': [
        ['07:00:00', '09:00:00'],
        ['18:00:00', '17:00:00'],
      ],
    };
    expectFailure(
      await add(api, owner, await geoBody(api, owner, { timeRange })),
      'addGeoFarmedAudience',
      422,
      'timeRange.3[1]',
      messages.timeRangeEndBeforeStart,
    );
  });

  withPersonas(['workspaceOwner'], "refuses a day's first time pair when it ends before it starts with 422", async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await geoBody(api, owner, { timeRange: { '2': [['18:00:00', '17:00:00']] } })),
      'addGeoFarmedAudience',
      422,
      'timeRange.2[0]',
      messages.timeRangeEndBeforeStart,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses locations that include nothing with 422', async ({ owner, api }) => {
    const locations = { country: 1, included: { zipCodes: [] }, excluded: { zipCodes: [97232] }, locationFileIds: [] };
    expectFailure(await add(api, owner, await geoBody(api, owner, { locations })), 'addGeoFarmedAudience', 422, 'locations', messages.geoFarmedNoLocations);
  });

  withPersonas(['workspaceOwner'], 'accepts a location file alone as the locations', async ({ owner, api }) => {
    await create(api, owner, await geoBody(api, owner, { locations: { included: {}, locationFileIds: [await portlandStores(api)] } }));
  });

  withPersonas(['workspaceOwner'], "refuses another workspace's location file with 422", async ({ owner, api }) => {
    const locations = { included: { zipCodes: [97227] }, locationFileIds: [await notable(api, 'locationFiles', 'otherWorkspace')] };
    expectFailure(
      await add(api, owner, await geoBody(api, owner, { locations })),
      'addGeoFarmedAudience',
      422,
      'locations.locationFileIds[0]',
      messages.locationFileNotFound,
    );
  });
});

describe('getGeoFarmedAudience', () => {
  withPersonas(['workspaceOwner'], "returns the workspace's notable geo-farmed audience, Ready, with the location files it names", async ({ owner, api }) => {
    const id = await notable(api, 'audiences', 'geoFarmed');
    const data = await details(api, owner, id);
    expect(data).toMatchObject({ id, status: 'approved', type: TypeId.geoFarmed, owId: owner.owId, organizationName: expect.any(String), editAccess: true });
    expect(Object.keys(data.bulkLocationDetails).map(Number)).toEqual(data.locations.locationFileIds.map(Number));
    const removed = data.removedLocationsIds.map(Number);
    expect(
      fileLocationIds(data).filter((locationId) => removed.includes(locationId)),
      'removed locations are left out',
    ).toEqual([]);
  });

  withPersonas(['workspaceOwner'], "lists each location file's locations, less the removed locations", async ({ owner, api }) => {
    const fileId = await portlandStores(api);
    const locations = { included: {}, locationFileIds: [fileId] };
    const whole = await details(api, owner, await create(api, owner, await geoBody(api, owner, { locations })));
    const file = whole.bulkLocationDetails[String(fileId)];
    expect(file).toMatchObject({ id: fileId, fileName: expect.any(String), fileType: expect.any(String) });
    const all = fileLocationIds(whole);
    expect(all.length, 'the file has locations').toBeGreaterThan(0);

    const [removed, ...kept] = all;
    const less = await details(api, owner, await create(api, owner, await geoBody(api, owner, { locations, removedLocationsIds: [removed!] })));
    expect(less.removedLocationsIds.map(Number)).toEqual([removed]);
    expect(fileLocationIds(less)).toEqual(kept);
  });

  withPersonas(['workspaceOwner'], 'answers 404 for an unknown id, naming the path field', async ({ owner, api }) => {
    expectFailure(await get(api, owner, NEVER_ISSUED_ID), 'getGeoFarmedAudience', 404, 'geo-farmed_audience_id', messages.geoFarmedAudienceNotFound);
  });

  withPersonas(['workspaceOwner'], 'answers 404 for an audience of another type', async ({ owner, api }) => {
    expectFailure(
      await get(api, owner, await notable(api, 'audiences', 'segment')),
      'getGeoFarmedAudience',
      404,
      'geo-farmed_audience_id',
      messages.geoFarmedAudienceNotFound,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses an id that is not an integer with 400', async ({ api, owner }) => {
    await api.refuses('getGeoFarmedAudience', { as: owner, params: { 'geo-farmed_audience_id': 'abc' } }, 400, { field: 'geo-farmed_audience_id' });
  });
});
