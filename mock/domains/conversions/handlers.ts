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
import type { Caller, HandlerTable, OperationHandler } from '../../core/context.ts';
import { badRequest, unprocessable } from '../../core/errors.ts';
import { conversionMessages } from './messages.ts';
import { httpMessages } from '../../core/messages.ts';
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
    // Stryker disable next-line ArrayDeclaration: equivalent: only addPixelConversion answers with a Conversion, and a new conversion is on no campaign
    campaignIds: [...conversion.campaignIds],
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
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArrayDeclaration: equivalent: no operation answers with a conversion's customFields
    customFields: body.customFields === undefined ? [] : [body.customFields].flat(),
    financialMetrics: body.financialMetrics ?? null,
    // Stryker disable next-line LogicalOperator: no document fixes this: what partnerUrl holds (listed without a meaning; the mock echoes piggybackData.url)
    piggybackData: body.piggybackData ?? null,
    // Stryker disable next-line ObjectLiteral: equivalent: no operation answers with a conversion's settings
    conversionSetting: {
      // Stryker disable next-line ObjectLiteral: equivalent: no operation answers with a conversion's settings
      conversionDuration: { view: conversionDuration.view, click: conversionDuration.click },
      // Stryker disable next-line ObjectLiteral,LogicalOperator,MethodExpression: equivalent: no operation answers with a conversion's settings
      repeatConversion: { count: repeatConversion.count, frequency: repeatConversion.frequency ?? null, unit: repeatConversion.unit.trim() },
      // Stryker disable next-line LogicalOperator,BooleanLiteral: equivalent: no operation answers with a conversion's settings (and the spec's default fills crossModelling)
      crossModelling: body.conversionSetting.crossModelling ?? false,
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
  // Stryker disable next-line ConditionalExpression,StringLiteral: no document fixes this: an empty assignConversionToCampaign, absent or refused
  if (text === undefined || text === '') return { add: [], remove: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
    // Stryker disable next-line BlockStatement: equivalent: a value that is not JSON stays undefined and is refused below with the same error
  } catch {
    throw badRequest(conversionMessages.assignQueryInvalid, 'assignConversionToCampaign');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw badRequest(conversionMessages.assignQueryInvalid, 'assignConversionToCampaign');
  const add: number[] = [];
  const remove: number[] = [];
  for (const [id, action] of Object.entries(parsed)) {
    if (!/^\d+$/.test(id) || (action !== 'add' && action !== 'remove')) throw badRequest(conversionMessages.assignQueryInvalid, 'assignConversionToCampaign');
    (action === 'add' ? add : remove).push(Number(id));
  }
  return { add, remove };
}

function conversionsOf(world: World, caller: Caller, ids: number[]): Conversion[] {
  return ids.map((id) => {
    const conversion = world.conversions.find((c) => c.conversionId === id);
    if (!conversion || !mayTouch(world, caller, conversion.owId))
      // Stryker disable next-line StringLiteral: no document fixes this: the reason's words
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
  // Stryker disable next-line ArrayDeclaration: equivalent: the spec's default ([]) fills a missing list before the handler runs
  const addIds = unique([...(ctx.body.addCampaignsList ?? []), ...fromQuery.add]);
  // Stryker disable next-line ArrayDeclaration: equivalent: the spec's default ([]) fills a missing list before the handler runs
  const removeIds = unique([...(ctx.body.removeCampaignsList ?? []), ...fromQuery.remove]);
  const validAdd = addIds.filter(isDraft);
  // A removal is valid only where there is something to remove.
  // Stryker disable next-line MethodExpression: no document fixes this: a removal from conversions of which only some are on the campaign
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
