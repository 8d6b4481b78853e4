/**
 * How creatives and groups look on the wire: details, list items, video details
 * and campaigns, and group list items.
 */
import type { Campaign } from '../campaigns/model.ts';
import type { Creative, CreativeGroup } from './model.ts';
import type { World } from '../world.ts';
import { DimensionId } from '../bid-models/model.ts';
import { CreativeStatusId } from './model.ts';
import type * as Api from '../../../spec/generated/types.ts';
import type { Caller } from '../../core/toolkit/context.ts';
import { membershipByUow, organization, userById } from '../users/index.ts';
import { extensionOf, isTimedType, rtbTypeOf } from './rules.ts';
import { isTransformed, isWorkspaceUser } from './store.ts';
import { readVast } from './vast.ts';

export function userDetails(world: World, caller: Caller, creative: Creative): Api.CreativeUserDetails {
  const membership = membershipByUow(world, creative.createdByUowId);
  const user = membership ? userById(world, membership.userId) : undefined;
  return {
    uowId: creative.createdByUowId,
    // Stryker disable next-line OptionalChaining: equivalent: memberships are never removed, so the uploader of every creative is found
    userName: user?.displayName ?? null,
    // Stryker disable next-line OptionalChaining: equivalent: memberships are never removed, so the uploader of every creative is found
    userEmail: user?.email ?? null,
    hasApprovalAccess: isWorkspaceUser(world, caller),
    hasEditAccess: creative.statusId !== CreativeStatusId.deleted,
  };
}

export function organizationDetails(world: World, owId: number): Api.CreativeOrganizationDetails {
  // Stryker disable next-line OptionalChaining,StringLiteral: equivalent: every creative belongs to an organization of the world, so it is always found
  return { owId, organizationName: organization(world, owId)?.organizationName ?? '' };
}

export function creativeDetails(world: World, caller: Caller, creative: Creative): Api.Creative {
  return {
    creativeId: creative.creativeId,
    creativeName: creative.name,
    rtbCreativeTypeId: rtbTypeOf(creative.platformCreativeTypeId),
    platformCreativeTypeId: creative.platformCreativeTypeId,
    creativeStatusId: creative.statusId,
    creativeSource: creative.creativeSource,
    creativeCardSource: creative.creativeCardSource,
    clickUrl: creative.clickUrl,
    imageDetails: { pixelUrl: null, creativeWidth: creative.width, creativeHeight: creative.height },
    creativeSourceType: creative.creativeSourceType,
    // A wrapper only points at another ad server's VAST, so there is nothing to preview.
    creativePreviewFlag: creative.xmlType === 'vastWrapper' ? 0 : 1,
    createdAt: creative.createdAt,
    modifiedAt: creative.modifiedAt,
    userDetails: userDetails(world, caller, creative),
    organizationDetails: organizationDetails(world, creative.owId),
  };
}

export function videoDetails(creative: Creative, now: number): Api.CreativeVideoDetails | null {
  if (!isTimedType(creative.platformCreativeTypeId)) return null;
  const isXml = creative.creativeSourceType === 'vast-xml';
  return {
    duration: creative.duration,
    xmlType: creative.xmlType,
    // Stryker disable next-line OptionalChaining: equivalent: a vast-xml creative was accepted only because its source reads as VAST
    creativeSourceUrl: isXml ? (readVast(creative.creativeSource)?.mediaUrl ?? null) : creative.creativeSource,
    availableXmlVersions: creative.availableXmlVersions,
    transformed: isTransformed(creative, now),
  };
}

export function creativeCampaign(world: World, campaign: Campaign, creativeId: number, withModelling: boolean): Api.CreativeCampaign {
  const view: Api.CreativeCampaign = {
    id: campaign.campaignId,
    name: campaign.name,
    status: campaign.status,
    totalCreativesCount: campaign.creativeIds.length,
  };
  if (withModelling) view.isModelled = isModelledIn(world, campaign.campaignId, creativeId);
  return view;
}

/**
 * True when the campaign's creative dimension carries bid model data for the creative,
 * alone or in a bundle. A bundle model names a bundle of its own campaign and
 * dimension, and bundle ids are unique in the world, so the bundles holding the
 * creative need no narrowing by campaign or dimension.
 */
function isModelledIn(world: World, campaignId: number, creativeId: number): boolean {
  const bundled = new Set(world.entityBundles.filter((b) => b.entityIds.includes(creativeId)).map((b) => b.bundleId));
  return world.bidModels.some(
    (m) =>
      m.campaignId === campaignId && m.dimensionId === DimensionId.creative && (m.entityTypeId === 2 ? bundled.has(m.entityId) : m.entityId === creativeId),
  );
}

function subMediaType(creative: Creative): string | null {
  switch (creative.creativeSourceType) {
    case 'HTML':
      return 'html';
    case 'vast-xml':
      return 'vast';
    default:
      return extensionOf(creative.creativeSource) || null;
  }
}

function thumbnail(creative: Creative): string | null {
  if (creative.creativeCardSource) return creative.creativeCardSource;
  return creative.creativeSourceType === 'file' || creative.creativeSourceType === 'URL' ? creative.creativeSource : null;
}

export interface ListItemOptions {
  includeCreativeSourceDetails: boolean;
  includeOrganizationDetails: boolean;
  includeUserDetails: boolean;
}

/** The list request's include flags: only a literal true turns one on. */
export function listItemOptions(body: Partial<Record<keyof ListItemOptions, unknown>>): ListItemOptions {
  return {
    includeCreativeSourceDetails: body.includeCreativeSourceDetails === true,
    includeOrganizationDetails: body.includeOrganizationDetails === true,
    includeUserDetails: body.includeUserDetails === true,
  };
}

export function creativeListItem(world: World, caller: Caller, creative: Creative, campaignIds: number[], options: ListItemOptions): Api.CreativeListItem {
  const item: Api.CreativeListItem = {
    creativeId: creative.creativeId,
    creativeName: creative.name,
    rtbCreativeTypeId: rtbTypeOf(creative.platformCreativeTypeId),
    platformCreativeTypeId: creative.platformCreativeTypeId,
    creativeStatusId: creative.statusId,
    creativeThumbnailSource: thumbnail(creative),
    duration: creative.duration,
    pixelUrl: null,
    creativeWidth: creative.width,
    creativeHeight: creative.height,
    subMediaType: subMediaType(creative),
    // Changing the URL of a creative that is already serving goes back to review.
    approvalRequiredPostUrlUpdate: creative.statusId === CreativeStatusId.running,
    campaignDetails: { campaignIds },
    creativeGroupId: creative.creativeGroupId,
    createdAt: creative.createdAt,
    modifiedAt: creative.modifiedAt,
  };
  if (options.includeCreativeSourceDetails) {
    item.creativeSource = creative.creativeSource;
    item.creativeSourceType = creative.creativeSourceType;
    item.clickUrl = creative.clickUrl;
  }
  if (options.includeOrganizationDetails) {
    item.organizationDetails = organizationDetails(world, creative.owId);
    // Stryker disable next-line OptionalChaining: equivalent: every creative belongs to an organization of the world, so it is always found
    item.organizationLogo = organization(world, creative.owId)?.organizationLogo ?? null;
  }
  if (options.includeUserDetails) item.userDetails = userDetails(world, caller, creative);
  return item;
}

export function groupListItem(group: CreativeGroup, creativesCount: number): Api.CreativeGroup {
  return {
    creativeGroupId: group.creativeGroupId,
    creativeGroupName: group.name,
    creativeTypeId: group.creativeTypeId,
    createdAt: group.createdAt,
    creativesCount,
  };
}
