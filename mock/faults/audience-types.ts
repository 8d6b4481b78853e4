/** Breaches of audience types: pre-bid, contextual, geo-farmed, lookalike, campaign, ABM and healthcare audiences. */
import type { Audience } from '../domains/audiences/model.ts';
import type { Handler, HandlerContext } from '../core/toolkit/context.ts';
import { parseIdList } from '../core/toolkit/paging.ts';
import { audienceFor } from '../domains/audiences/index.ts';
import { clampPageSize, rewriteAnswer, wrapHandler, type Breach } from './breach.ts';
import { readLeftBehind, rememberDeleted } from './deleted-audiences.ts';

/** Runs the real handler with the caller's own non-Ready audiences among `ids` passing for Ready. */
async function withSourcesReady(real: Handler, ctx: HandlerContext, ids: number[]): Promise<unknown> {
  const { world } = ctx.state;
  const pretended = ids
    .map((id) => audienceFor(world, ctx.caller!, id))
    .filter((a): a is Audience => a !== undefined && a.status !== 'approved')
    .map((audience) => ({ audience, status: audience.status }));
  for (const { audience } of pretended) audience.status = 'approved';
  try {
    return await real(ctx);
  } finally {
    for (const { audience, status } of pretended) audience.status = status;
  }
}

export const audienceTypeBreaches: Breach[] = [
  {
    id: 'audience-types.prebid-cpm-as-string',
    domain: 'audience-types',
    caughtIn: 'audience-types/prebid.test.ts',
    kind: 'wrong type',
    deviation: true,
    does: "answers a pre-bid audience's cpm as a string",
    plant: (site) =>
      rewriteAnswer(site, 'getPreBidAudience', (answer) => {
        if (answer.status === 200) answer.body.data.cpm = answer.body.data.cpm.toFixed(2);
      }),
  },
  {
    id: 'audience-types.contextual-create-without-id',
    domain: 'audience-types',
    caughtIn: 'audience-types/contextual.test.ts',
    kind: 'missing required field',
    deviation: true,
    does: 'leaves the new audience id out of the contextual create answer',
    plant: (site) =>
      rewriteAnswer(site, 'addContextualAudience', (answer) => {
        if (answer.status === 200) delete answer.body.data.id;
      }),
  },
  {
    id: 'audience-types.geo-farmed-error-without-field',
    domain: 'audience-types',
    caughtIn: 'audience-types/geo-farmed.test.ts',
    kind: 'error without its field',
    deviation: true,
    does: 'refuses a geo-farmed create without naming the field at fault',
    plant: (site) =>
      rewriteAnswer(site, 'addGeoFarmedAudience', (answer) => {
        if (answer.status < 400) return;
        for (const error of answer.body.errorObjects ?? []) delete error.field;
      }),
  },
  {
    id: 'audience-types.lookalike-from-unready-source',
    domain: 'audience-types',
    caughtIn: 'audience-types/lookalike.test.ts',
    kind: 'rule not enforced',
    does: 'builds a lookalike audience from Pending or Processing sources',
    plant: (site) =>
      wrapHandler(
        site,
        'addLookalikeAudience',
        (real) => async (ctx) => withSourcesReady(real, ctx, parseIdList((ctx.body as { sourceAudienceIds: string }).sourceAudienceIds)),
      ),
  },
  {
    id: 'audience-types.deleted-details-still-readable',
    domain: 'audience-types',
    caughtIn: 'audience-types/delete.test.ts',
    kind: 'readable after delete',
    does: 'keeps answering the details of deleted geo-farmed, campaign, pre-bid and ABM audiences from records the delete left behind',
    plant: (site) => {
      rememberDeleted(site);
      readLeftBehind(site, 'getGeoFarmedAudience', 'params', 'geo-farmed_audience_id');
      readLeftBehind(site, 'getCampaignAudience', 'params', 'campaign_audience_id');
      readLeftBehind(site, 'getPreBidAudience', 'params', 'prebidAudienceId');
      readLeftBehind(site, 'getAbmAudience', 'params', 'audienceId');
      readLeftBehind(site, 'getAbmHealthcareStatistics', 'params', 'audienceId');
    },
  },
  {
    id: 'audience-types.healthcare-page-size-unbounded',
    domain: 'audience-types',
    caughtIn: 'audience-types/abm.test.ts',
    kind: 'limit not enforced',
    does: 'accepts a healthcare title, speciality or system list page size (noOfEntries) over 1000, serving 1000 rows',
    plant: (site) => {
      for (const operationId of ['listHealthcareTitles', 'listHealthcareSpecialities', 'listHealthcareSystems'])
        clampPageSize(site, operationId, ['noOfEntries']);
    },
  },
];
