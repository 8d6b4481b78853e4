/**
 * The error texts of the audience types (geo-farmed, campaign, segment, pre-bid,
 * contextual, lookalike, ABM) and healthcare data (document 2).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const audienceTypeMessages = {
  geoFarmedAudienceNotFound: 'No geo-farmed audience has this id.',
  campaignAudienceNotFound: 'No campaign audience has this id.',
  segmentAudienceNotFound: 'No segment audience has this id.',
  preBidAudienceNotFound: 'No pre-bid audience has this id.',
  abmAudienceNotFound: 'No ABM audience has this id.',
  endBeforeStart: 'endDate must be after startDate.',
  timeRangeEndBeforeStart: 'The end time of a time range must be after its start time.',
  geoFarmedNoLocations: 'locations must include at least one location, area or location file.',
  locationFileNotFound: 'locationFileIds names a location file that does not exist.',
  campaignNotFound: 'The campaign does not exist.',
  campaignDetailEmpty: 'campaignDetail must name at least one campaign.',
  equationMalformed: 'equation is not valid: use segment ids in parentheses joined by | inside and & between, as in (101|102)&(205).',
  equationUnknownSegment: "equation names a segment that is not one of the data partner's segments.",
  segmentPartnerNotFound: 'The data partner does not exist.',
  segmentIdListMismatch: 'segmentIdList must list exactly the segment ids of the equation.',
  taxonomyNotFound: "taxonomyIdList names a taxonomy that is not one of the data partner's.",
  preBidSegmentNotFound: 'prebidAudienceSegmentIdList names a pre-bid segment that does not exist.',
  preBidProviderNotFound: 'The pre-bid provider does not exist.',
  preBidAudienceListInvalid: 'prebidAudienceIdList names an audience that is not a pre-bid audience of this workspace.',
  contextualStartTooOld: 'startDate must be within the last 180 days.',
  contextualSpanTooLong: 'The span between startDate and endDate must be at most 30 days.',
  contextualStaticNeedsDates: 'startDate and endDate are required when dataCollectionMethodId is 1 (static).',
  contextualDynamicNeedsDays: 'dataCollectionDays is required when dataCollectionMethodId is 2 (dynamic).',
  contextualNoKeywordsOrUrls: 'keywords or urls must name at least one keyword or URL.',
  urlListEmpty: 'URLs must name at least one URL.',
  lookalikeSourceNotFound: 'sourceAudienceIds names an audience that does not exist.',
  lookalikeSourceNotReady: 'sourceAudienceIds names an audience that is not Ready.',
  healthcareProviderNotFound: 'The healthcare data provider does not exist.',
  healthcareTitleNotFound: 'titleIds names a title that does not exist.',
  healthcareSpecialityNotFound: 'specialityIds names a speciality that does not exist.',
  healthcareSystemNotFound: 'healthCareSystemIds names a healthcare system that does not exist.',
} as const;
