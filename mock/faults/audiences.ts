/** Breaches of audiences and audience types. */
import type { Audience } from '../domains/audiences/model.ts';
import type { World } from '../domains/world.ts';
import type { Handler, HandlerContext } from '../core/context.ts';
import { parseIdList } from '../core/paging.ts';
import { audienceFor, deleteAudience, typeDetailLists } from '../domains/audiences/store.ts';
import { maxMatchedFileBytes } from '../domains/audiences/rules.ts';
import { clampPageSize, ownAndForeign, rewriteAnswer, wrapHandler, type Breach, type BreachSite } from './breach.ts';

interface DeleteResult {
  audienceFailedIds: number[];
  audienceSuccessfulIds: number[];
  message: string;
  status: boolean;
}

/** The world's lists that hold records of an audience, keyed by audienceId. */
function audienceRecordLists(world: World): Array<Array<{ audienceId: number }>> {
  return [world.audiences, ...typeDetailLists(world), world.audienceInsights];
}

/** Copies of every record of the given audiences, list by list, to put back later. */
function snapshotRecords(world: World, ids: number[]): Array<Array<{ audienceId: number }>> {
  return audienceRecordLists(world).map((list) => structuredClone(list.filter((r) => ids.includes(r.audienceId))));
}

function restoreRecords(world: World, snapshot: Array<Array<{ audienceId: number }>>, ids: number[]): void {
  audienceRecordLists(world).forEach((list, index) => list.push(...snapshot[index]!.filter((r) => ids.includes(r.audienceId))));
}

function requestedIds(ctx: HandlerContext): number[] {
  const list = (ctx.body as { audienceIds?: unknown } | undefined)?.audienceIds;
  return typeof list === 'string' ? parseIdList(list) : [];
}

/** The v2 body `{statusCode, responseObject}` recast as v3's `{success, data}` or `{success, errorObjects}`. */
function asV3(body: { statusCode: number; responseObject: Record<string, unknown> }): unknown {
  if (body.statusCode < 400) return { success: true, data: body.responseObject };
  const { errorMsg, description } = body.responseObject as { errorMsg: string; description?: string };
  return { success: false, errorObjects: [{ error: errorMsg, ...(description ? { reason: description } : {}) }] };
}

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

/** Records of deleted audiences that a broken delete leaves behind, per world (a reset builds a new one). */
const leftBehind = new WeakMap<World, Map<number, Array<Array<{ audienceId: number }>>>>();

/** Keeps a copy of what each successful delete removed. */
function rememberDeleted(site: BreachSite): void {
  wrapHandler(site, 'deleteAudiences', (real) => async (ctx) => {
    const { world } = ctx.state;
    const ids = requestedIds(ctx);
    const snapshot = snapshotRecords(world, ids);
    const result = (await real(ctx)) as DeleteResult;
    const kept = leftBehind.get(world) ?? new Map();
    for (const id of result.audienceSuccessfulIds)
      kept.set(
        id,
        snapshot.map((list) => list.filter((r) => r.audienceId === id)),
      );
    leftBehind.set(world, kept);
    return result;
  });
}

/** A read that still finds a deleted audience (named by a path or query field) in the records its delete left behind. */
function readLeftBehind(site: BreachSite, operationId: string, where: 'params' | 'query', field: string): void {
  wrapHandler(site, operationId, (real) => async (ctx) => {
    const { world } = ctx.state;
    const id = Number((ctx[where] as Record<string, unknown>)[field]);
    const records = leftBehind.get(world)?.get(id);
    if (!records || world.audiences.some((a) => a.audienceId === id)) return real(ctx);
    restoreRecords(world, records, [id]);
    try {
      return await real(ctx);
    } finally {
      deleteAudience(world, id);
    }
  });
}

export const audienceBreaches: Breach[] = [
  {
    id: 'audiences.delete-attached',
    domain: 'audiences',
    kind: 'rule not enforced',
    does: 'deletes an audience a campaign includes or excludes, reporting it among the successful ids',
    plant: (site) =>
      wrapHandler(site, 'deleteAudiences', (real) => async (ctx) => {
        const result = (await real(ctx)) as DeleteResult;
        const { world } = ctx.state;
        // What the real handler refused although the caller may touch it: refused only for being attached.
        const attached = result.audienceFailedIds.filter((id) => audienceFor(world, ctx.caller!, id) !== undefined);
        for (const id of attached) deleteAudience(world, id);
        const audienceFailedIds = result.audienceFailedIds.filter((id) => !attached.includes(id));
        const status = audienceFailedIds.length === 0;
        return {
          audienceFailedIds,
          audienceSuccessfulIds: [...result.audienceSuccessfulIds, ...attached],
          message: status ? 'Audiences deleted successfully.' : result.message,
          status,
        };
      }),
  },
  {
    id: 'audiences.matched-file-over-1gb',
    domain: 'audiences',
    kind: 'limit not enforced',
    does: 'accepts a matched-audience file larger than 1 GB',
    plant: (site) =>
      wrapHandler(site, 'addMatchedAudience', (real) => async (ctx) => {
        const file = ctx.files.file;
        if (!file || file.bytes <= maxMatchedFileBytes) return real(ctx);
        return real({ ...ctx, files: { ...ctx.files, file: { ...file, bytes: maxMatchedFileBytes } } });
      }),
  },
  {
    id: 'audiences.deleted-still-readable',
    domain: 'audiences',
    kind: 'readable after delete',
    does: 'answers a delete with success but keeps serving the deleted audiences in the lists and details',
    plant: (site) =>
      wrapHandler(site, 'deleteAudiences', (real) => async (ctx) => {
        const ids = requestedIds(ctx);
        const snapshot = snapshotRecords(ctx.state.world, ids);
        const result = (await real(ctx)) as DeleteResult;
        restoreRecords(ctx.state.world, snapshot, result.audienceSuccessfulIds);
        return result;
      }),
  },
  {
    id: 'audiences.rename-answers-v3',
    domain: 'audiences',
    kind: 'v3 envelope where v2 is due',
    deviation: true,
    does: 'answers the v2 rename (success and failure) in the v3 envelope',
    plant: (site) =>
      rewriteAnswer(site, 'updateAudienceName', (answer) => {
        answer.body = asV3(answer.body);
      }),
  },
  {
    id: 'audiences.detailed-filtered-counts-page',
    domain: 'audiences',
    kind: 'paging totals disagree',
    does: "counts only the page's rows in the detailed list's filteredRecords, not every audience the filters keep",
    plant: (site) =>
      rewriteAnswer(site, 'listAudiencesDetailed', (answer) => {
        if (answer.status === 200) answer.body.responseObject.filteredRecords = answer.body.responseObject.data.length;
      }),
  },
  {
    id: 'audiences.list-adds-foreign',
    domain: 'audiences',
    kind: "another workspace's data",
    does: "lists another workspace's audiences after the caller's own",
    plant: (site) =>
      wrapHandler(site, 'listAudiences', (real) => async (ctx) => {
        const [own, foreign] = (await ownAndForeign(real, ctx)) as [unknown[], unknown[]];
        return [...own, ...foreign];
      }),
  },
  {
    id: 'audience-types.prebid-cpm-as-string',
    domain: 'audience-types',
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
    id: 'audiences.detailed-page-size-unbounded',
    domain: 'audiences',
    kind: 'limit not enforced',
    does: 'accepts a detailed-list page size (pageSize or noOfEntries) over 1000, serving 1000 rows',
    plant: (site) => clampPageSize(site, 'listAudiencesDetailed', ['pageSize', 'noOfEntries']),
  },
  {
    id: 'audience-types.deleted-details-still-readable',
    domain: 'audience-types',
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
    kind: 'limit not enforced',
    does: 'accepts a healthcare title, speciality or system list page size (noOfEntries) over 1000, serving 1000 rows',
    plant: (site) => {
      for (const operationId of ['listHealthcareTitles', 'listHealthcareSpecialities', 'listHealthcareSystems'])
        clampPageSize(site, operationId, ['noOfEntries']);
    },
  },
  {
    id: 'audiences.deleted-insights-still-served',
    domain: 'audiences',
    kind: 'readable after delete',
    does: "keeps serving a deleted audience's insights: the download and the e-mail still find them",
    plant: (site) => {
      rememberDeleted(site);
      readLeftBehind(site, 'downloadAudienceInsights', 'query', 'audienceId');
      readLeftBehind(site, 'sendAudienceInsightsEmail', 'query', 'audienceId');
    },
  },
];
