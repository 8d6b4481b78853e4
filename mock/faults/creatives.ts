/** Breaches of creatives (document 2): uploads, the creative list, its counts and groups, and details. */
import { CreativeStatusId } from '../domains/creatives/model.ts';
import type { Handler, HandlerContext, UploadedFile } from '../core/toolkit/context.ts';
import { ApiError } from '../core/toolkit/errors.ts';
import {
  campaignIdsByCreative,
  creativeDetails,
  creativeFor,
  creativeListItem,
  extensionOf,
  limitByExtension,
  listItemOptions,
} from '../domains/creatives/index.ts';
import { campaignFor } from '../domains/workspace.ts';
import { atHome, ignoreWorkspaceHeader, ownAndForeign, rewriteAnswer, rewriteRequest, wrapHandler, type Breach } from './breach.ts';

/** The seed's GIF limit and the larger one of the other images, which the broken upload applies to GIFs too. */
const GIF_LIMIT = limitByExtension.gif!.maxBytes;
const IMAGE_LIMIT = limitByExtension.png!.maxBytes;

/** A GIF between its own limit and the image limit, shown to the size check as if it were exactly at the GIF limit. */
function gifWeighedAsImage(part: UploadedFile): UploadedFile {
  const slipsThrough = extensionOf(part.filename) === 'gif' && part.bytes > GIF_LIMIT && part.bytes <= IMAGE_LIMIT;
  return slipsThrough ? { ...part, bytes: GIF_LIMIT } : part;
}

/** The details of a creative the caller's home workspace may see, answered when the acting organization may not. */
async function detailsFromHome(real: Handler, ctx: HandlerContext<unknown, unknown, { creativeId: number }>): Promise<unknown> {
  try {
    return await real(ctx);
  } catch (error) {
    const { world } = ctx.state;
    const creative = creativeFor(world, atHome(ctx.caller!), ctx.params.creativeId);
    if (!(error instanceof ApiError) || error.status !== 404 || !creative) throw error;
    return creativeDetails(world, ctx.caller!, creative);
  }
}

/** The home workspace's counts, once the real handler has made its checks as the acting organization. */
async function countAtHome(real: Handler, ctx: HandlerContext): Promise<unknown> {
  await real(ctx);
  return real({ ...ctx, caller: atHome(ctx.caller!) });
}

interface CreativePage {
  totalRecords: number;
  filteredRecords: number;
  filteredList: unknown[];
}

/** The caller's page with the same page of another workspace appended, totals included. */
async function withForeignPage(real: Handler, ctx: HandlerContext): Promise<CreativePage> {
  const [own, foreign] = (await ownAndForeign(real, ctx)) as [CreativePage, CreativePage];
  return {
    totalRecords: own.totalRecords + foreign.totalRecords,
    filteredRecords: own.filteredRecords + foreign.filteredRecords,
    filteredList: [...own.filteredList, ...foreign.filteredList],
  };
}

interface ListBody {
  campaignIds?: number[];
  includeCreativeSourceDetails?: boolean;
  includeOrganizationDetails?: boolean;
  includeUserDetails?: boolean;
}

/** The page with the creatives of the campaignIds the caller may not touch appended, looked up across every workspace. */
async function withForeignCampaigns(real: Handler, ctx: HandlerContext<ListBody | undefined>): Promise<CreativePage> {
  const page = (await real(ctx)) as CreativePage;
  const { world } = ctx.state;
  const caller = ctx.caller!;
  const body = ctx.body ?? {};
  const foreign = world.campaigns.filter((c) => (body.campaignIds ?? []).includes(c.campaignId) && !campaignFor(world, caller, c.campaignId));
  const carried = new Set(foreign.flatMap((c) => c.creativeIds));
  const extra = world.creatives.filter((c) => carried.has(c.creativeId));
  const campaigns = campaignIdsByCreative(world);
  const options = listItemOptions(body);
  return {
    totalRecords: page.totalRecords + extra.length,
    filteredRecords: page.filteredRecords + extra.length,
    filteredList: [...page.filteredList, ...extra.map((c) => creativeListItem(world, caller, c, campaigns.get(c.creativeId) ?? [], options))],
  };
}

export const creativeBreaches: Breach[] = [
  {
    id: 'creatives.gif-over-limit-accepted',
    domain: 'creatives',
    caughtIn: 'creatives/upload.test.ts',
    kind: 'limit not enforced',
    does: 'accepts GIF files up to 2 MB (the limit of the other images) instead of refusing those over 750 KB',
    plant: (site) => wrapHandler(site, 'uploadCreatives', (real) => (ctx) => real({ ...ctx, fileParts: ctx.fileParts.map(gifWeighedAsImage) })),
  },
  {
    id: 'creatives.list-filtered-records-is-page-size',
    domain: 'creatives',
    caughtIn: 'creatives/list.test.ts',
    kind: 'paging totals disagree',
    does: 'answers the creative list with filteredRecords equal to the rows of the page instead of every matching creative',
    plant: (site) =>
      rewriteAnswer(site, 'listCreatives', (answer) => {
        if (answer.status === 200) answer.body.data.filteredRecords = answer.body.data.filteredList.length;
      }),
  },
  {
    id: 'creatives.count-by-type-all-ignores-filters',
    domain: 'creatives',
    caughtIn: 'creatives/list.test.ts',
    kind: 'paging totals disagree',
    does: "counts every creative in scope in count-by-type's all-types row (id 0), whatever the filters, so it disagrees with the list",
    plant: (site) =>
      rewriteAnswer(site, 'countCreativesByType', (answer) => {
        if (answer.status !== 200) return;
        const all = answer.body.data.creativeTypeList.find((t: { id: number }) => t.id === 0);
        if (all) all.creativeCount = answer.body.data.totalRecords;
      }),
  },
  {
    id: 'creatives.total-records-counts-matching-only',
    domain: 'creatives',
    caughtIn: 'creatives/list.test.ts',
    kind: 'paging totals disagree',
    does: 'answers totalRecords of the creative list and count-by-type as the matching creatives only, not every creative the caller may see',
    plant: (site) => {
      for (const operationId of ['listCreatives', 'countCreativesByType']) {
        rewriteAnswer(site, operationId, (answer) => {
          if (answer.status === 200) answer.body.data.totalRecords = answer.body.data.filteredRecords;
        });
      }
    },
  },
  {
    id: 'creatives.group-count-skips-deleted',
    domain: 'creatives',
    caughtIn: 'creatives/groups.test.ts',
    kind: 'paging totals disagree',
    does: "leaves deleted creatives out of a group's creativesCount, so it disagrees with the creative list of that group",
    plant: (site) =>
      rewriteAnswer(site, 'listCreativeGroups', (answer, request) => {
        if (answer.status !== 200) return;
        const deleted = request.mock.state.world.creatives.filter((c) => c.statusId === CreativeStatusId.deleted);
        for (const group of answer.body.data.creativeGroupList) {
          group.creativesCount -= deleted.filter((c) => c.creativeGroupId === group.creativeGroupId).length;
        }
      }),
  },
  {
    id: 'creatives.group-total-records-counts-matching-only',
    domain: 'creatives',
    caughtIn: 'creatives/groups.test.ts',
    kind: 'paging totals disagree',
    does: 'answers totalRecords of the creative group list as the matching groups only, not every group the caller may see',
    plant: (site) =>
      rewriteAnswer(site, 'listCreativeGroups', (answer) => {
        if (answer.status === 200) answer.body.data.totalRecords = answer.body.data.filteredRecords;
      }),
  },
  {
    id: 'creatives.list-includes-other-workspace',
    domain: 'creatives',
    caughtIn: 'creatives/list.test.ts',
    kind: "another workspace's data",
    does: "appends the same page of another workspace's creatives to the creative list, counting them in the totals",
    plant: (site) => wrapHandler(site, 'listCreatives', (real) => (ctx) => withForeignPage(real, ctx)),
  },
  {
    id: 'creatives.list-foreign-campaign-creatives',
    domain: 'creatives',
    caughtIn: 'creatives/list.test.ts',
    kind: "another workspace's data",
    does: "lists the creatives of every campaign named in campaignIds, another workspace's campaigns included",
    plant: (site) => wrapHandler(site, 'listCreatives', (real) => (ctx) => withForeignCampaigns(real, ctx)),
  },
  {
    id: 'creatives.details-read-from-home-workspace',
    domain: 'creatives',
    caughtIn: 'creatives/details.test.ts',
    kind: 'ignored workspace header',
    does: "answers the details of any creative of the caller's home workspace while X-IAA-OW-ID names a customer below it",
    plant: (site) => wrapHandler(site, 'getCreative', (real) => (ctx) => detailsFromHome(real, ctx)),
  },
  {
    id: 'creatives.count-by-status-at-home',
    domain: 'creatives',
    caughtIn: 'creatives/list.test.ts',
    kind: 'ignored workspace header',
    does: "counts creatives by status in the caller's home workspace while X-IAA-OW-ID names a customer below it",
    plant: (site) => wrapHandler(site, 'countCreativesByStatus', (real) => (ctx) => countAtHome(real, ctx)),
  },
  {
    id: 'creatives.list-sort-by-wins-over-criteria',
    domain: 'creatives',
    caughtIn: 'creatives/list.test.ts',
    kind: 'rule not enforced',
    does: 'sorts the creative list by sortBy when sortCriteriaMap is sent too, though sortCriteriaMap wins',
    plant: (site) =>
      rewriteRequest(site, 'listCreatives', (request) => {
        // Before validation, so only a sortBy the client sent (not the default) takes over.
        const body = request.body as { sortBy?: unknown; sortCriteriaMap?: unknown } | undefined;
        if (body?.sortBy !== undefined) delete body.sortCriteriaMap;
      }),
  },
  {
    id: 'creatives.list-width-as-string',
    domain: 'creatives',
    caughtIn: 'creatives/list.test.ts',
    kind: 'wrong type',
    deviation: true,
    does: 'sends creativeWidth and creativeHeight of creative list items as strings ("300") instead of integers',
    plant: (site) =>
      rewriteAnswer(site, 'listCreatives', (answer) => {
        if (answer.status !== 200) return;
        for (const item of answer.body.data.filteredList) {
          if (item.creativeWidth !== null) item.creativeWidth = String(item.creativeWidth);
          if (item.creativeHeight !== null) item.creativeHeight = String(item.creativeHeight);
        }
      }),
  },
  {
    id: 'creatives.list-ignores-workspace-header',
    domain: 'creatives',
    caughtIn: 'creatives/list.test.ts',
    kind: 'ignored workspace header',
    does: "answers the creative list in the caller's home workspace whatever X-IAA-OW-ID says (absent, a customer, or not the caller's)",
    plant: (site) => ignoreWorkspaceHeader(site, 'listCreatives'),
  },
];
