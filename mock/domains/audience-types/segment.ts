/** Segment audiences: a data partner's segments combined by an equation. */
import type { World } from '../world.ts';
import { AudienceTypeId } from '../audiences/model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { HandlerTable, OperationHandler } from '../../core/toolkit/context.ts';
import { unprocessable } from '../../core/toolkit/errors.ts';
import { audienceTypeMessages } from './messages.ts';
import { audienceOfType, createAudience } from '../audiences/index.ts';
import { parseIdList } from '../../core/toolkit/paging.ts';
import { createdMessage, detailsOf, requireEach, requireText } from './common.ts';
import { parseEquation, segmentIdsOf } from './equation.ts';
import { dataCostOf, segmentUniques } from './rules.ts';
import { insertTypeDetail } from './store.ts';

/** The partner's segment catalogue, or 422 naming the field when the partner is unknown. */
function partnerSegments(world: World, dataPartnerId: number, field: string) {
  const segments = world.audienceSegments.filter((s) => s.dataPartnerId === dataPartnerId);
  if (segments.length === 0) throw unprocessable(audienceTypeMessages.segmentPartnerNotFound, field);
  return segments;
}

/** The equation's groups, each id a segment of the partner; 422 naming `equation` otherwise. */
function equationGroups(world: World, equation: string, dataPartnerId: number): number[][] {
  const parsed = parseEquation(equation);
  if (!parsed.ok) throw unprocessable(audienceTypeMessages.equationMalformed, 'equation', `Expected ${parsed.expected} at position ${parsed.position}.`);
  const unknown = segmentIdsOf(parsed.groups).find((id) => !world.audienceSegments.some((s) => s.segmentId === id && s.dataPartnerId === dataPartnerId));
  if (unknown !== undefined)
    throw unprocessable(audienceTypeMessages.equationUnknownSegment, 'equation', `Segment ${unknown} is not a segment of data partner ${dataPartnerId}.`);
  return parsed.groups;
}

/** groupName as documented, or name as the sample sends it; the field named is the one sent. */
function nameOf(body: Api.SegmentAudienceRequest | Api.SegmentAudienceUpdateRequest): string | undefined {
  if (body.groupName !== undefined) return requireText(body.groupName, 'groupName');
  if (body.name !== undefined) return requireText(body.name, 'name');
  return undefined;
}

const addSegmentAudience: OperationHandler<'addSegmentAudience'> = (ctx) => {
  const { caller, body, now } = ctx;
  const { world } = ctx.state;
  // The schema requires one of the two spellings.
  const name = nameOf(body)!;
  const segments = partnerSegments(world, body.segmentPartnerId, 'segmentPartnerId');
  const groups = equationGroups(world, body.equation, body.segmentPartnerId);
  const audience = createAudience(
    world,
    caller,
    { name, typeId: AudienceTypeId.segment, uniques: segmentUniques(groups, segments), dataCost: dataCostOf(AudienceTypeId.segment) },
    now,
  );
  insertTypeDetail(world, 'segmentAudiences', {
    audienceId: audience.audienceId,
    dataPartnerId: body.segmentPartnerId,
    equation: body.equation.trim(),
    groups,
    taxonomyIdList: taxonomiesOf(world, groups),
  });
  return { id: audience.audienceId, message: createdMessage('Segment') };
};

function taxonomiesOf(world: World, groups: number[][]): number[] {
  const ids = segmentIdsOf(groups);
  return [...new Set(world.audienceSegments.filter((s) => ids.includes(s.segmentId)).map((s) => s.taxonomyId))];
}

const updateSegmentAudience: OperationHandler<'updateSegmentAudience'> = (ctx) => {
  const { caller, body, now } = ctx;
  const { world } = ctx.state;
  const audience = audienceOfType(world, caller, ctx.params.audienceId, AudienceTypeId.segment, audienceTypeMessages.segmentAudienceNotFound, 'audienceId');
  const name = nameOf(body);
  const segments = partnerSegments(world, body.dataPartnerId, 'dataPartnerId');
  const groups = equationGroups(world, body.equation, body.dataPartnerId);
  if (body.segmentIdList !== undefined && !sameIds(parseIdList(body.segmentIdList), segmentIdsOf(groups))) {
    throw unprocessable(audienceTypeMessages.segmentIdListMismatch, 'segmentIdList');
  }
  const taxonomies = new Set(segments.map((s) => s.taxonomyId));
  requireEach(body.taxonomyIdList ?? [], 'taxonomyIdList', audienceTypeMessages.taxonomyNotFound, (id) => taxonomies.has(id));

  const segment = detailsOf(world.segmentAudiences, audience.audienceId);
  segment.dataPartnerId = body.dataPartnerId;
  segment.equation = body.equation.trim();
  segment.groups = groups;
  segment.taxonomyIdList = body.taxonomyIdList ? [...new Set(body.taxonomyIdList)] : taxonomiesOf(world, groups);
  if (name !== undefined) audience.name = name;
  audience.uniques = segmentUniques(groups, segments);
  audience.modifiedAt = now;
  return { message: 'Segment audience updated successfully.' };
};

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

export const segmentHandlers = { addSegmentAudience, updateSegmentAudience } satisfies Partial<HandlerTable>;
