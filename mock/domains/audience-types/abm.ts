/** ABM audiences (account-based marketing for healthcare) and the healthcare lists they choose from. */
import { emptyAbmFilters } from './model.ts';
import type { AbmFilters, HealthcareEntry } from './model.ts';
import type { World } from '../world.ts';
import { AudienceTypeId } from '../audiences/model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { ValidatedQuery } from '../../../spec/generated/operations.ts';
import type { Caller, HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import { unprocessable } from '../../core/toolkit/errors.ts';
import { audienceTypeMessages } from './messages.ts';
import { matchesSearch } from '../../core/toolkit/paging.ts';
import { audienceOfType, createAudience, shownUniques } from '../audiences/index.ts';
import { createdMessage, detailsOf, requireEach, requireText } from './common.ts';
import { abmStatistics, dataCostOf } from './rules.ts';
import { insertTypeDetail } from './store.ts';

const providerExists = (world: World, id: number) => world.healthcareDataProviders.some((p) => p.dataProviderId === id);
const inList = (list: HealthcareEntry[]) => (id: number) => list.some((e) => e.id === id);

function filtersOf(world: World, input: Api.AbmFilters): AbmFilters {
  const filters = emptyAbmFilters();
  for (const key of Object.keys(filters) as Array<keyof AbmFilters>) {
    const value = input[key];
    if (value === undefined) continue;
    if (key === 'pageNo' || key === 'noOfEntries') filters[key] = value as number;
    else filters[key] = [...new Set(value as number[])];
  }
  requireEach(filters.dataProviderIds, 'filters.dataProviderIds', audienceTypeMessages.healthcareProviderNotFound, (id) => providerExists(world, id));
  requireEach(filters.titleIds, 'filters.titleIds', audienceTypeMessages.healthcareTitleNotFound, inList(world.healthcareTitles));
  requireEach(filters.specialityIds, 'filters.specialityIds', audienceTypeMessages.healthcareSpecialityNotFound, inList(world.healthcareSpecialities));
  requireEach(filters.healthCareSystemIds, 'filters.healthCareSystemIds', audienceTypeMessages.healthcareSystemNotFound, inList(world.healthcareSystems));
  return filters;
}

const addAbmAudience: OperationHandler<'addAbmAudience'> = (ctx) => {
  const { caller, body, now } = ctx;
  const { world } = ctx.state;
  const name = requireText(body.audienceName, 'audienceName');
  if (!providerExists(world, body.dataProviderId)) throw unprocessable(audienceTypeMessages.healthcareProviderNotFound, 'dataProviderId');
  const filters = filtersOf(world, body.filters);
  const uniques = abmStatistics(world, body.dataProviderId, filters).npiReach;
  const audience = createAudience(world, caller, { name, typeId: AudienceTypeId.abm, uniques, dataCost: dataCostOf(AudienceTypeId.abm) }, now);
  insertTypeDetail(world, 'abmAudiences', {
    audienceId: audience.audienceId,
    dataProviderId: body.dataProviderId,
    healthCareDataMappingIds: [...new Set(body.healthCareDataMappingIds ?? [])],
    filters,
  });
  return { message: createdMessage('ABM'), id: audience.audienceId };
};

function abmAudience(world: World, caller: Caller, audienceId: number) {
  const audience = audienceOfType(world, caller, audienceId, AudienceTypeId.abm, audienceTypeMessages.abmAudienceNotFound, 'audienceId');
  return { audience, abm: detailsOf(world.abmAudiences, audienceId) };
}

const getAbmAudience: OperationHandler<'getAbmAudience'> = (ctx) => {
  const { world } = ctx.state;
  const { audience, abm } = abmAudience(world, ctx.caller, ctx.params.audienceId);
  const provider = world.healthcareDataProviders.find((p) => p.dataProviderId === abm.dataProviderId)!;
  const details: Api.AbmAudienceDetails = {
    id: audience.audienceId,
    name: audience.name,
    status: audience.status,
    audienceTypeId: audience.typeId,
    createdAt: audience.createdAt,
    partnerName: provider.name,
    partnerLogoUrl: provider.logoUrl,
    uniques: shownUniques(audience),
    dataCost: audience.dataCost,
    healthCareDataMappingIds: abm.healthCareDataMappingIds,
    filters: { ...abm.filters },
  };
  return details;
};

const getAbmHealthcareStatistics: OperationHandler<'getAbmHealthcareStatistics'> = (ctx) => {
  const { world } = ctx.state;
  const { abm } = abmAudience(world, ctx.caller, ctx.params.audienceId);
  return abmStatistics(world, abm.dataProviderId, abm.filters);
};

/**
 * One zero-based page of a healthcare list. totalRecords counts the entries of the
 * data providers asked for (all providers when none), filteredRecords those the
 * search leaves. The three healthcare lists take the same query.
 */
function healthcarePage(world: World, list: HealthcareEntry[], query: ValidatedQuery<'listHealthcareTitles'>) {
  const providers = query.dataProviderIds === undefined ? [] : [query.dataProviderIds].flat();
  requireEach(providers, 'dataProviderIds', audienceTypeMessages.healthcareProviderNotFound, (id) => providerExists(world, id));
  const all = providers.length > 0 ? list.filter((e) => providers.includes(e.dataProviderId)) : list;
  const filtered = all.filter((e) => matchesSearch(query.searchField, e.displayName));
  const { pageNo, noOfEntries } = query;
  const start = pageNo * noOfEntries;
  return {
    items: filtered.slice(start, start + noOfEntries).map(({ id, displayName, displayOrder }) => ({ id, displayName, displayOrder })),
    filteredRecords: filtered.length,
    totalRecords: all.length,
  };
}

const listHealthcareTitles: OperationHandler<'listHealthcareTitles'> = (ctx) => {
  const { items, ...counts } = healthcarePage(ctx.state.world, ctx.state.world.healthcareTitles, ctx.query);
  return { titleList: items, ...counts };
};

const listHealthcareSpecialities: OperationHandler<'listHealthcareSpecialities'> = (ctx) => {
  const { items, ...counts } = healthcarePage(ctx.state.world, ctx.state.world.healthcareSpecialities, ctx.query);
  return { specialityList: items, ...counts };
};

const listHealthcareSystems: OperationHandler<'listHealthcareSystems'> = (ctx) => {
  const { items, ...counts } = healthcarePage(ctx.state.world, ctx.state.world.healthcareSystems, ctx.query);
  return { healthcareSystemList: items, ...counts };
};

export const abmHandlers = {
  addAbmAudience,
  getAbmAudience,
  getAbmHealthcareStatistics,
  listHealthcareTitles,
  listHealthcareSpecialities,
  listHealthcareSystems,
} satisfies Partial<HandlerTable>;
