/** Breaches of creatives and conversions (document 2). */
import { CreativeStatusId } from '../domains/creatives/model.ts';
import type { World } from '../domains/world.ts';
import type { Caller, Handler, HandlerContext } from '../core/context.ts';
import { ApiError } from '../core/errors.ts';
import type { UploadedFile } from '../core/uploads.ts';
import { extensionOf, limitByExtension } from '../domains/creatives/rules.ts';
import { campaignIdsByCreative, creativeFor } from '../domains/creatives/store.ts';
import { creativeDetails, creativeListItem, listItemOptions } from '../domains/creatives/views.ts';
import { campaignFor } from '../domains/workspace.ts';
import { ignoreWorkspaceHeader, ownAndForeign, rewriteAnswer, rewriteRequest, wrapHandler, type Breach } from './breach.ts';

/** The caller as seen from their home workspace, whatever organization X-IAA-OW-ID names. */
const atHome = (caller: Caller): Caller => ({ ...caller, owId: caller.membership.owId });

// Conversions.

interface AssignResult {
  conversionIdsList: number[];
  validAddCampaignIdsList: number[];
  invalidAddCampaignIdsList: number[];
}

/** Moves the running campaigns of the invalid add list to the valid one and assigns the conversions to them. */
function assignToRunning(world: World, caller: Caller, result: AssignResult): void {
  const running = result.invalidAddCampaignIdsList.filter((id) => campaignFor(world, caller, id)?.status === 'running');
  if (running.length === 0) return;
  for (const conversion of world.conversions.filter((c) => result.conversionIdsList.includes(c.conversionId))) {
    conversion.campaignIds = [...new Set([...conversion.campaignIds, ...running])];
  }
  result.validAddCampaignIdsList = [...result.validAddCampaignIdsList, ...running];
  result.invalidAddCampaignIdsList = result.invalidAddCampaignIdsList.filter((id) => !running.includes(id));
}

/** Runs the assignment but keeps only the first conversion's change: the others keep the campaigns they had. */
async function storeFirstOnly(real: Handler, ctx: HandlerContext<{ conversionIdList: number[] }>): Promise<unknown> {
  const [first, ...rest] = ctx.body.conversionIdList;
  const others = ctx.state.world.conversions.filter((c) => c.conversionId !== first && rest.includes(c.conversionId));
  const before = others.map((c) => [...c.campaignIds]);
  const result = await real(ctx);
  others.forEach((c, i) => (c.campaignIds = before[i]!));
  return result;
}

// Creatives.

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
    id: 'conversions.assign-to-running-campaign',
    domain: 'conversions',
    kind: 'rule not enforced',
    does: 'assigns conversions to running campaigns too, listing them as valid adds, though only draft campaigns may take a conversion',
    plant: (site) =>
      wrapHandler(site, 'assignConversionsToCampaigns', (real) => async (ctx) => {
        const result = (await real(ctx)) as AssignResult;
        assignToRunning(ctx.state.world, ctx.caller!, result);
        return result;
      }),
  },
  {
    id: 'creatives.gif-over-limit-accepted',
    domain: 'creatives',
    kind: 'limit not enforced',
    does: 'accepts GIF files up to 2 MB (the limit of the other images) instead of refusing those over 750 KB',
    plant: (site) => wrapHandler(site, 'uploadCreatives', (real) => (ctx) => real({ ...ctx, fileParts: ctx.fileParts.map(gifWeighedAsImage) })),
  },
  {
    id: 'creatives.list-filtered-records-is-page-size',
    domain: 'creatives',
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
    kind: "another workspace's data",
    does: "appends the same page of another workspace's creatives to the creative list, counting them in the totals",
    plant: (site) => wrapHandler(site, 'listCreatives', (real) => (ctx) => withForeignPage(real, ctx)),
  },
  {
    id: 'creatives.list-foreign-campaign-creatives',
    domain: 'creatives',
    kind: "another workspace's data",
    does: "lists the creatives of every campaign named in campaignIds, another workspace's campaigns included",
    plant: (site) => wrapHandler(site, 'listCreatives', (real) => (ctx) => withForeignCampaigns(real, ctx)),
  },
  {
    id: 'creatives.details-read-from-home-workspace',
    domain: 'creatives',
    kind: 'ignored workspace header',
    does: "answers the details of any creative of the caller's home workspace while X-IAA-OW-ID names a customer below it",
    plant: (site) => wrapHandler(site, 'getCreative', (real) => (ctx) => detailsFromHome(real, ctx)),
  },
  {
    id: 'creatives.count-by-status-at-home',
    domain: 'creatives',
    kind: 'ignored workspace header',
    does: "counts creatives by status in the caller's home workspace while X-IAA-OW-ID names a customer below it",
    plant: (site) => wrapHandler(site, 'countCreativesByStatus', (real) => (ctx) => countAtHome(real, ctx)),
  },
  {
    id: 'creatives.list-sort-by-wins-over-criteria',
    domain: 'creatives',
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
    kind: 'ignored workspace header',
    does: "answers the creative list in the caller's home workspace whatever X-IAA-OW-ID says (absent, a customer, or not the caller's)",
    plant: (site) => ignoreWorkspaceHeader(site, 'listCreatives'),
  },
  {
    id: 'conversions.pixel-add-in-home-workspace',
    domain: 'conversions',
    kind: 'ignored workspace header',
    does: "creates a pixel conversion in the caller's home workspace even when X-IAA-OW-ID names one of its customers",
    plant: (site) => wrapHandler(site, 'addPixelConversion', (real) => (ctx) => real({ ...ctx, caller: atHome(ctx.caller!) })),
  },
  {
    id: 'conversions.assign-stores-first-conversion-only',
    domain: 'conversions',
    kind: 'rule not enforced',
    does: 'answers an assignment of several conversions as done but stores it for the first conversion of conversionIdList only',
    plant: (site) => wrapHandler(site, 'assignConversionsToCampaigns', (real) => (ctx) => storeFirstOnly(real, ctx)),
  },
  {
    id: 'conversions.pixel-add-without-script',
    domain: 'conversions',
    kind: 'missing required field',
    deviation: true,
    does: 'leaves pixelConversionScript out of the new pixel conversion',
    plant: (site) =>
      rewriteAnswer(site, 'addPixelConversion', (answer) => {
        if (answer.status === 200) delete answer.body.data.pixelConversionScript;
      }),
  },
  {
    id: 'conversions.pixel-add-refusal-says-success',
    domain: 'conversions',
    kind: 'success true on error',
    does: 'answers a refused pixel-conversion create with success: true',
    plant: (site) =>
      rewriteAnswer(site, 'addPixelConversion', (answer) => {
        if (answer.status >= 400) answer.body.success = true;
      }),
  },
  {
    id: 'conversions.pixel-add-answers-201',
    domain: 'conversions',
    kind: 'wrong status',
    does: 'answers a created pixel conversion with 201 instead of the documented 200',
    plant: (site) =>
      rewriteAnswer(site, 'addPixelConversion', (answer) => {
        if (answer.status === 200) answer.status = 201;
      }),
  },
];
