/** Breaches of audiences: the lists, matched-audience uploads, renames, deletes and insights. */
import type { DeleteAudiencesResult } from '../../spec/generated/types.ts';
import { audienceFor, deleteAudience, maxMatchedFileBytes } from '../domains/audiences/index.ts';
import { clampPageSize, ownAndForeign, rewriteAnswer, wrapHandler, type Breach } from './breach.ts';
import { readLeftBehind, rememberDeleted, requestedIds, restoreRecords, snapshotRecords } from './deleted-audiences.ts';

/** The v2 body `{statusCode, responseObject}` recast as v3's `{success, data}` or `{success, errorObjects}`. */
function asV3(body: { statusCode: number; responseObject: Record<string, unknown> }): unknown {
  if (body.statusCode < 400) return { success: true, data: body.responseObject };
  const { errorMsg, description } = body.responseObject as { errorMsg: string; description?: string };
  return { success: false, errorObjects: [{ error: errorMsg, ...(description ? { reason: description } : {}) }] };
}

export const audienceBreaches: Breach[] = [
  {
    id: 'audiences.delete-attached',
    domain: 'audiences',
    caughtIn: 'audiences/delete.test.ts',
    kind: 'rule not enforced',
    does: 'deletes an audience a campaign includes or excludes, reporting it among the successful ids',
    plant: (site) =>
      wrapHandler(site, 'deleteAudiences', (real) => async (ctx) => {
        const result = (await real(ctx)) as DeleteAudiencesResult;
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
    caughtIn: 'audiences/matched-upload.test.ts',
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
    caughtIn: 'audiences/delete.test.ts',
    kind: 'readable after delete',
    does: 'answers a delete with success but keeps serving the deleted audiences in the lists and details',
    plant: (site) =>
      wrapHandler(site, 'deleteAudiences', (real) => async (ctx) => {
        const ids = requestedIds(ctx);
        const snapshot = snapshotRecords(ctx.state.world, ids);
        const result = (await real(ctx)) as DeleteAudiencesResult;
        restoreRecords(ctx.state.world, snapshot, result.audienceSuccessfulIds);
        return result;
      }),
  },
  {
    id: 'audiences.rename-answers-v3',
    domain: 'audiences',
    caughtIn: 'audiences/smoke.test.ts',
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
    caughtIn: 'audiences/lists.test.ts',
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
    caughtIn: 'audiences/lists.test.ts',
    kind: "another workspace's data",
    does: "lists another workspace's audiences after the caller's own",
    plant: (site) =>
      wrapHandler(site, 'listAudiences', (real) => async (ctx) => {
        const [own, foreign] = (await ownAndForeign(real, ctx)) as [unknown[], unknown[]];
        return [...own, ...foreign];
      }),
  },
  {
    id: 'audiences.detailed-page-size-unbounded',
    domain: 'audiences',
    caughtIn: 'audiences/smoke.test.ts',
    kind: 'limit not enforced',
    does: 'accepts a detailed-list page size (pageSize or noOfEntries) over 1000, serving 1000 rows',
    plant: (site) => clampPageSize(site, 'listAudiencesDetailed', ['pageSize', 'noOfEntries']),
  },
  {
    id: 'audiences.deleted-insights-still-served',
    domain: 'audiences',
    caughtIn: 'audiences/insights.test.ts',
    kind: 'readable after delete',
    does: "keeps serving a deleted audience's insights: the download and the e-mail still find them",
    plant: (site) => {
      rememberDeleted(site);
      readLeftBehind(site, 'downloadAudienceInsights', 'query', 'audienceId');
      readLeftBehind(site, 'sendAudienceInsightsEmail', 'query', 'audienceId');
    },
  },
];
