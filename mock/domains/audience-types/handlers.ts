/**
 * Handlers of the audience types of document 2 (geo-farmed, campaign, segment,
 * pre-bid, contextual, lookalike, ABM and healthcare data), keyed by operationId.
 * The core audience record comes from the audiences store; each type keeps its own
 * data beside it in the world, keyed by audienceId.
 */
import type { HandlerTable } from '../../core/toolkit/context.ts';
import { abmHandlers } from './abm.ts';
import { campaignHandlers } from './campaign.ts';
import { contextualHandlers } from './contextual.ts';
import { geoFarmedHandlers } from './geo-farmed.ts';
import { lookalikeHandlers } from './lookalike.ts';
import { preBidHandlers } from './prebid.ts';
import { segmentHandlers } from './segment.ts';

export const audienceTypeHandlers = {
  ...geoFarmedHandlers,
  ...campaignHandlers,
  ...segmentHandlers,
  ...preBidHandlers,
  ...contextualHandlers,
  ...lookalikeHandlers,
  ...abmHandlers,
} satisfies Partial<HandlerTable>;
