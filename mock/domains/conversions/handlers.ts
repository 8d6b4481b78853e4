/**
 * Handlers of document 2's conversion operations: creating a pixel conversion
 * and assigning conversions to campaigns. A conversion carries its campaigns
 * (`campaignIds`), and only draft campaigns may be added or removed.
 */
import { randomUUID } from 'node:crypto';
import { pixelScript } from './model.ts';
import type { Conversion } from './model.ts';
import type { World } from '../world.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { Caller, HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import { badRequest, unprocessable } from '../../core/toolkit/errors.ts';
import { conversionMessages } from './messages.ts';
import { httpMessages } from '../../core/toolkit/messages.ts';
import { campaignFor, mayTouch, nextId } from '../workspace.ts';
import { insertConversion } from './store.ts';

const FIRST_NEW_CONVERSION_ID = 7700;

export function conversionView(conversion: Conversion): Api.Conversion {
  return {
    id: conversion.conversionId,
    name: conversion.name,
    postbackPartnerName: null,
    status: conversion.status,
    type: conversion.type,
    created: conversion.createdAt,
    totalConversions: 0,
    owId: conversion.owId,
    createdByUowId: conversion.createdByUowId,
    modifiedByUowId: conversion.modifiedByUowId,
    uuid: conversion.uuid,
    attributedConversions: 0,
    attributedViewThroughConversions: 0,
    attributedClickThroughConversions: 0,
    pixelFinancialMetric: conversion.financialMetrics,
    postbackPartnerLogoURL: null,
    pixelConversionScript: pixelScript(conversion.uuid),
    partnerUrl: conversion.piggybackData?.url ?? null,
    // Shared, not copied: assigning replaces a conversion's list, never changes it in place.
    campaignIds: conversion.campaignIds,
  };
}

const addPixelConversion: OperationHandler<'addPixelConversion'> = (ctx) => {
  const { caller, body, now } = ctx;
  const { world } = ctx.state;
  const name = body.name.trim();
  if (!name) throw unprocessable(httpMessages.blankText, 'name');
  if (!body.attributionId.trim()) throw unprocessable(httpMessages.blankText, 'attributionId');
  const { conversionDuration, repeatConversion } = body.conversionSetting;
  if (!repeatConversion.unit.trim()) throw unprocessable(httpMessages.blankText, 'conversionSetting.repeatConversion.unit');
  const conversion: Conversion = {
    conversionId: nextId(
      world.conversions.map((c) => c.conversionId),
      // Stryker disable next-line ArithmeticOperator: no document fixes this: the ids new conversions get
      FIRST_NEW_CONVERSION_ID - 1,
    ),
    owId: caller.owId,
    name,
    status: 'Pending',
    type: 'Pixel',
    uuid: randomUUID(),
    attributionId: body.attributionId,
    customFields: body.customFields === undefined ? [] : [body.customFields].flat(),
    financialMetrics: body.financialMetrics ?? null,
    piggybackData: body.piggybackData ?? null,
    conversionSetting: {
      conversionDuration: { view: conversionDuration.view, click: conversionDuration.click },
      repeatConversion: { count: repeatConversion.count, frequency: repeatConversion.frequency ?? null, unit: repeatConversion.unit.trim() },
      // The request validator has filled in the spec's default (false).
      crossModelling: body.conversionSetting.crossModelling as boolean,
    },
    createdAt: now,
    createdByUowId: caller.membership.uowId,
    modifiedByUowId: caller.membership.uowId,
    campaignIds: [],
  };
  insertConversion(world, conversion);
  return conversionView(conversion);
};

/** The optional query: `{"<campaignId>": "add" | "remove", …}`, merged into the body's lists. */
function parseAssignQuery(text: string | undefined): { add: number[]; remove: number[] } {
  // An empty value counts as none (spec/DECISIONS.md CR12).
  if (text === undefined || text === '') return { add: [], remove: [] };
  const add: number[] = [];
  const remove: number[] = [];
  for (const [id, action] of Object.entries(jsonObject(text))) {
    if (!/^\d+$/.test(id) || (action !== 'add' && action !== 'remove')) throw badRequest(conversionMessages.assignQueryInvalid, 'assignConversionToCampaign');
    (action === 'add' ? add : remove).push(Number(id));
  }
  return { add, remove };
}

/** The JSON object the text holds; text that is not JSON is refused like any other value that is no object. */
function jsonObject(text: string): object {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed;
  } catch {
    // Not JSON: refused below.
  }
  throw badRequest(conversionMessages.assignQueryInvalid, 'assignConversionToCampaign');
}

function conversionsOf(world: World, caller: Caller, ids: number[]): Conversion[] {
  return ids.map((id) => {
    const conversion = world.conversions.find((c) => c.conversionId === id);
    if (!conversion || !mayTouch(world, caller, conversion.owId))
      throw unprocessable(conversionMessages.conversionNotFound, 'conversionIdList', `Unknown conversion id ${id}.`);
    return conversion;
  });
}

const unique = (ids: number[]) => [...new Set(ids)];

const assignConversionsToCampaigns: OperationHandler<'assignConversionsToCampaigns'> = (ctx) => {
  const { caller } = ctx;
  const { world } = ctx.state;
  const fromQuery = parseAssignQuery(ctx.query.assignConversionToCampaign);
  const conversions = conversionsOf(world, caller, unique(ctx.body.conversionIdList));
  const isDraft = (id: number) => campaignFor(world, caller, id)?.status === 'draft';
  // The request validator has filled in the spec's default ([]) for a missing list.
  const { addCampaignsList, removeCampaignsList } = ctx.body as Required<Api.ConversionAssignRequest>;
  const addIds = unique([...addCampaignsList, ...fromQuery.add]);
  const removeIds = unique([...removeCampaignsList, ...fromQuery.remove]);
  const validAdd = addIds.filter(isDraft);
  // A removal is valid only where there is something to remove: on one of the conversions at least (spec/DECISIONS.md CR12).
  const validRemove = removeIds.filter((id) => isDraft(id) && conversions.some((c) => c.campaignIds.includes(id)));
  // Everything is decided above; only now is state changed.
  for (const conversion of conversions) {
    conversion.campaignIds = unique([...conversion.campaignIds, ...validAdd]).filter((id) => !validRemove.includes(id));
    conversion.modifiedByUowId = caller.membership.uowId;
  }
  return {
    conversionIdsList: conversions.map((c) => c.conversionId),
    validAddCampaignIdsList: validAdd,
    invalidAddCampaignIdsList: addIds.filter((id) => !validAdd.includes(id)),
    validRemoveCampaignIdsList: validRemove,
    invalidRemoveCampaignIdsList: removeIds.filter((id) => !validRemove.includes(id)),
  };
};

export const conversionsHandlers = {
  addPixelConversion,
  assignConversionsToCampaigns,
} satisfies Partial<HandlerTable>;
