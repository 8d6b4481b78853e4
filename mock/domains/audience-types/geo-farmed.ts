/** Geo-farmed audiences: users seen in custom geographic areas at given times. */
import { emptyLocationSet } from './model.ts';
import type { GeoFarmedAudience, GeoLocationSet } from './model.ts';
import type { World } from '../world.ts';
import { AudienceTypeId } from '../audiences/model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { Caller, HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import { unprocessable } from '../../core/toolkit/errors.ts';
import { audienceTypeMessages } from './messages.ts';
import { mayTouch } from '../workspace.ts';
import { audienceOfType, createAudience } from '../audiences/index.ts';
import { baseDetails, createdMessage, detailsOf, requireEach, requireEndAfterStart, requireText } from './common.ts';
import { dataCostOf, geoUniques, isEmptyLocationSet, timePairInOrder } from './rules.ts';
import { insertTypeDetail } from './store.ts';

const addGeoFarmedAudience: OperationHandler<'addGeoFarmedAudience'> = (ctx) => {
  const { caller, body, now } = ctx;
  const { world } = ctx.state;
  const name = requireText(body.audienceName, 'audienceName');
  requireEndAfterStart(body.startDate, body.endDate);
  const timeRange = body.timeRange ?? {};
  requireTimePairsInOrder(timeRange);
  const included = locationSet(body.locations.included);
  const excluded = locationSet(body.locations.excluded);
  const locationFileIds = [...new Set(body.locations.locationFileIds ?? [])];
  requireEach(locationFileIds, 'locations.locationFileIds', audienceTypeMessages.locationFileNotFound, (id) => locationFile(world, caller, id) !== undefined);
  if (isEmptyLocationSet(included) && locationFileIds.length === 0) throw unprocessable(audienceTypeMessages.geoFarmedNoLocations, 'locations');

  const fileLocations = locationFileIds.reduce((sum, id) => sum + locationFile(world, caller, id)!.validLocations.length, 0);
  const audience = createAudience(
    world,
    caller,
    { name, typeId: AudienceTypeId.geoFarmed, uniques: geoUniques(included, excluded, fileLocations), dataCost: dataCostOf(AudienceTypeId.geoFarmed) },
    now,
  );
  insertTypeDetail(world, 'geoFarmedAudiences', {
    audienceId: audience.audienceId,
    frequency: body.frequency ?? null,
    frequencyType: body.frequencyType ?? null,
    startDate: body.startDate,
    endDate: body.endDate,
    timezone: body.timezone,
    timeRange: timeRange as GeoFarmedAudience['timeRange'],
    removedLocationsIds: [...new Set(body.removedLocationsIds ?? [])],
    country: body.locations.country ?? null,
    included,
    excluded,
    locationFileIds,
  });
  return { id: audience.audienceId, message: createdMessage('Geo-farmed') };
};

/** Each [start, end] pair ends after it starts (the spec has checked that every value is a list of HH:MM:SS pairs). */
function requireTimePairsInOrder(timeRange: Api.GeoTimeRange): void {
  for (const [day, pairs] of Object.entries(timeRange)) {
    const index = pairs!.findIndex((pair) => !timePairInOrder(pair as [string, string]));
    if (index >= 0) throw unprocessable(audienceTypeMessages.timeRangeEndBeforeStart, `timeRange.${day}[${index}]`);
  }
}

/** The request's set with every list present; the sample's `congressionalDistricts` counts too. */
function locationSet(input: Api.GeoLocationSet | undefined): GeoLocationSet {
  const set = emptyLocationSet();
  if (!input) return set;
  const unique = (ids: number[] | undefined) => [...new Set(ids ?? [])];
  set.locationIds = unique(input.locationIds);
  set.states = unique(input.states);
  set.counties = unique(input.counties);
  set.cities = unique(input.cities);
  set.stateSenates = unique(input.stateSenates);
  set.stateHouses = unique(input.stateHouses);
  set.congressionalDistrictIds = unique([...(input.congressionalDistrictIds ?? []), ...(input.congressionalDistricts ?? [])]);
  set.zipCodes = unique(input.zipCodes);
  set.customAreas = (input.customAreas ?? []).map((area, i) => ({
    latitude: area.latitude,
    longitude: area.longitude,
    radius: area.radius,
    address: area.address ?? '',
    locationId: area.locationId ?? i + 1,
    polypath: area.polypath ?? [],
    isIncluded: area.isIncluded ?? true,
    cid: area.cid ?? '',
    sid: area.sid ?? '',
    type: area.type ?? 'circle',
    unit: area.unit ?? 'mile',
    cdId: area.cdId ?? 0,
    sdId: area.sdId ?? 0,
    hdId: area.hdId ?? 0,
  }));
  return set;
}

function locationFile(world: World, caller: Caller, id: number) {
  const file = world.geoLocationFiles.find((f) => f.id === id);
  return file && mayTouch(world, caller, file.owId) ? file : undefined;
}

const getGeoFarmedAudience: OperationHandler<'getGeoFarmedAudience'> = (ctx) => {
  const { caller } = ctx;
  const { world } = ctx.state;
  const audience = audienceOfType(
    world,
    caller,
    ctx.params['geo-farmed_audience_id'],
    AudienceTypeId.geoFarmed,
    audienceTypeMessages.geoFarmedAudienceNotFound,
    'geo-farmed_audience_id',
  );
  const geo = detailsOf(world.geoFarmedAudiences, audience.audienceId);
  const files = geo.locationFileIds.flatMap((id) => world.geoLocationFiles.filter((f) => f.id === id));
  const details: Api.GeoFarmedAudienceDetails = {
    ...baseDetails(world, audience),
    audienceName: audience.name,
    frequency: geo.frequency,
    frequencyType: geo.frequencyType,
    startDate: geo.startDate,
    endDate: geo.endDate,
    timezone: geo.timezone,
    timeRange: geo.timeRange,
    removedLocationsIds: geo.removedLocationsIds,
    locations: { country: geo.country, included: geo.included, excluded: geo.excluded, locationFileIds: geo.locationFileIds },
    bulkLocationDetails: Object.fromEntries(
      files.map((f) => [
        String(f.id),
        {
          id: f.id,
          fileName: f.fileName,
          fileType: f.fileType,
          validLocations: f.validLocations.filter((l) => !geo.removedLocationsIds.includes(l.locationId)),
        },
      ]),
    ),
  };
  return details;
};

export const geoFarmedHandlers = { addGeoFarmedAudience, getGeoFarmedAudience } satisfies Partial<HandlerTable>;
