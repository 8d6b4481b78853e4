/**
 * What the audience operations answer: list items, detailed list items, matched
 * and retargeted details and insights, built from the world's records. Campaign
 * figures come from the campaigns (campaignsUsing), the one home of attachment.
 */
import { DATA_PARTNER_NAMES, dataPartnerLogoUrl } from './model.ts';
import type { Audience, AudienceInsight, MatchedAudience } from './model.ts';
import type { Campaign, CampaignStatus } from '../campaigns/model.ts';
import type { Organization } from '../users/model.ts';
import type { World } from '../world.ts';
import type * as Api from '../../../spec/generated/types.ts';
import { membershipByUow, organization, userById } from '../users/index.ts';
import { audienceTypeNames, statusDisplayNames } from './rules.ts';
import { campaignsUsing, matchedOf, retargetedOf, shownUniques } from './store.ts';

/** The match rate of a matched audience (its upload), known once it is Ready, 0 before; null for other types. */
export function shownMatchRate(audience: Audience, upload: MatchedAudience | undefined): number | null {
  if (!upload) return null;
  return audience.status === 'approved' ? upload.matchRate : 0;
}

/** The audience's workspace: every audience belongs to one the world holds (a restored world is checked for it). */
function ownerOf(world: World, audience: Audience): Organization {
  return organization(world, audience.owId)!;
}

function creatorOf(world: World, uowId: number): { userName: string | null; userEmail: string | null } {
  const membership = membershipByUow(world, uowId);
  const user = membership && userById(world, membership.userId);
  return { userName: user?.displayName ?? null, userEmail: user?.email ?? null };
}

export function audienceListItem(audience: Audience): Api.AudienceListItem {
  return {
    id: audience.audienceId,
    audienceName: audience.name,
    audienceType: audienceTypeNames[audience.typeId],
    audienceTypeId: audience.typeId,
    isVoterAudience: audience.isVoterAudience,
    status: audience.status,
    statusDisplayName: statusDisplayNames[audience.status] as Api.AudienceListItem['statusDisplayName'],
    createdOn: audience.createdAt,
    dataCost: audience.dataCost,
    uniques: shownUniques(audience),
  };
}

function countByStatus(campaigns: Campaign[], status: CampaignStatus): number {
  return campaigns.filter((c) => c.status === status).length;
}

export function detailedListItem(world: World, audience: Audience): Api.DetailedAudienceItem {
  const { included, excluded } = campaignsUsing(world, audience.audienceId);
  const using = world.campaigns.filter((c) => included.includes(c.campaignId) || excluded.includes(c.campaignId));
  const matched = matchedOf(world, audience.audienceId);
  const retargeted = retargetedOf(world, audience.audienceId);
  const org = ownerOf(world, audience);
  const partnerId = matched?.partnerId;
  return {
    id: audience.audienceId,
    audienceName: audience.name,
    audienceType: audienceTypeNames[audience.typeId],
    audienceTypeId: audience.typeId,
    matchRate: shownMatchRate(audience, matched),
    fileTotalCount: matched?.fileTotalCount ?? null,
    included: included.length,
    excluded: excluded.length,
    includedCampaignList: included,
    excludedCampaignList: excluded,
    status: audience.status,
    createdOn: audience.createdAt,
    tagTime: retargeted?.tagTime ?? null,
    tagUniqueCount: retargeted ? (audience.status === 'approved' ? retargeted.tagUniqueCount : 0) : null,
    isAudienceNewPlatform: 1,
    dataCost: audience.dataCost,
    storeFileName: matched?.storeFileName ?? null,
    organizationName: org.organizationName,
    uniques: shownUniques(audience),
    runningCampaignCount: countByStatus(using, 'running'),
    pendingCampaignCount: countByStatus(using, 'pending'),
    pausedCampaignCount: countByStatus(using, 'paused'),
    expiredCampaignCount: countByStatus(using, 'expired'),
    timezone: org.timezoneId,
    // An upload names a supported partner or none (upload.ts checkPartners).
    partnerName: partnerId ? DATA_PARTNER_NAMES[partnerId]! : null,
    partnerLogoUrl: partnerId ? dataPartnerLogoUrl(partnerId) : null,
    isApprovalAccess: true,
    isEditAccess: true,
  };
}

export function matchedDetails(world: World, audience: Audience): Api.MatchedAudienceDetails {
  const matched = matchedOf(world, audience.audienceId)!;
  const { included, excluded } = campaignsUsing(world, audience.audienceId);
  const creator = creatorOf(world, audience.createdByUowId);
  const approved = audience.status === 'approved';
  return {
    id: audience.audienceId,
    audienceName: audience.name,
    existingColumnMatching: JSON.stringify(matched.columns),
    columnSettings: JSON.stringify(matched.columnSettings),
    metadata: JSON.stringify(matched.metadata),
    rawStoreURL: matched.rawStoreUrl,
    status: audience.status,
    statusDisplayName: statusDisplayNames[audience.status] as Api.MatchedAudienceDetails['statusDisplayName'],
    matchRate: shownMatchRate(audience, matched)!,
    minEcpm: matched.minEcpm,
    maxEcpm: matched.maxEcpm,
    storeFileName: matched.storeFileName,
    included: included.length,
    excluded: excluded.length,
    createdDate: audience.createdAt,
    modifiedDate: audience.modifiedAt,
    organizationName: ownerOf(world, audience).organizationName,
    userEmail: creator.userEmail,
    userName: creator.userName,
    dataCost: audience.dataCost,
    fileTotalCount: matched.fileTotalCount,
    owId: audience.owId,
    uowId: audience.createdByUowId,
    uniques: shownUniques(audience),
    verticalId: matched.verticalId,
    rawStoreURLError: null,
    // Approval is the platform's own step: the creator is shown as the approver once Ready.
    approvedRejectedByUserName: approved ? creator.userName : null,
    approvedRejectedByUserEmail: approved ? creator.userEmail : null,
    isApprovalAccess: true,
    isEditAccess: true,
    isSingleColumnEnabled: matched.isSingleColumnEnabled,
  };
}

/**
 * The fields every type's details share (retargeted here; geo-farmed and campaign
 * audiences in audience-types add their uniques and their own data).
 */
export function audienceRecordFields(world: World, audience: Audience) {
  const { included, excluded } = campaignsUsing(world, audience.audienceId);
  return {
    id: audience.audienceId,
    name: audience.name,
    status: audience.status,
    type: audience.typeId,
    includedCount: included.length,
    excludedCount: excluded.length,
    createdOn: audience.createdAt,
    organizationName: ownerOf(world, audience).organizationName,
    owId: audience.owId,
    createdByUowId: audience.createdByUowId,
    createdByUser: creatorOf(world, audience.createdByUowId).userName,
    // Only callers who may touch the audience see it at all (audienceFor).
    editAccess: true,
  };
}

export function retargetedDetails(world: World, audience: Audience): Api.RetargetedAudienceDetails {
  const tag = retargetedOf(world, audience.audienceId)!;
  return {
    ...audienceRecordFields(world, audience),
    tagId: tag.tagId,
    duration: tag.duration,
    time: tag.time,
    startDate: tag.startDate,
    endDate: tag.endDate,
  };
}

export function insightItem(insight: AudienceInsight, audience: Audience): Api.AudienceInsight {
  return {
    id: insight.insightsId,
    typeId: insight.typeId,
    statusId: insight.statusId,
    sourceName: audience.name,
    name: insight.name,
    sourceId: audience.audienceId,
    createdAt: insight.createdAt,
  };
}
