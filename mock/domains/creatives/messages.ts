/**
 * The error texts of creatives and creative groups (document 2).
 * The seeds' own messages are quoted verbatim (marked "seed"); the others fill
 * gaps the seeds leave and are recorded in spec/DECISIONS.md. A test checks each
 * text is asserted by a contract suite, and that the spec's error examples use them.
 */
export const creativeMessages = {
  creativeRequestInvalid: 'creativeRequest must be a JSON object mapping each key to the details of one creative.',
  creativeRequestTwice: 'Send creativeRequest in the query or as a form field, not both.',
  creativeKeyNotUuid: 'The key of a creative must be a UUID.',
  creativeNameMissing: 'creativeName is required.',
  creativeTypeUnknown: 'platformCreativeTypeId must be one of 11, 13, 14, 15 or 17.',
  creativeSourceTypeInvalid: 'creativeSourceType must be HTML, FILE or URL.',
  creativeFileMissing: 'Creative file is missing.',
  creativeFileAmbiguous: 'More than one creativeFiles part has the file name this creative gives in creativeSource.',
  creativeFileTypeNotAllowed: 'This file type is not allowed for the creative type.',
  creativeImageTooLarge: 'JPG, JPEG and PNG files must not be more than 2 MB.',
  creativeGifTooLarge: 'GIF files must not be more than 750 KB.',
  creativeVideoTooLarge: 'MOV and MP4 files must not be more than 400 MB.',
  creativeAudioTooLarge: 'MP3, WAV, OGG and MPEG files must not be more than 100 MB.',
  creativeSourceMissing: 'creativeSource is required for HTML and URL creatives.',
  creativeSourceUrlInvalid: 'creativeSource must be an http or https URL.',
  creativeXmlInvalid: 'Video and audio creatives sent as HTML take VAST or DAAST XML as their source.',
  clickUrlInvalid: 'clickUrl must be an http or https URL.',
  creativeImageDetailsInvalid: 'imageDetails creativeWidth and creativeHeight must be positive integers.',
  creativeNotFound: 'Creative not found.',
  creativeGroupNotFound: 'Creative group not found.',
  owIdsWorkspaceOnly: 'owIds and allOwIds are only for workspace users.',
  sourceDetailsAdvertiserOnly: "includeCreativeSourceDetails is only for advertisers: act in the advertiser's organization.",
} as const;

export type CreativeMessageKey = keyof typeof creativeMessages;
