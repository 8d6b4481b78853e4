/**
 * What the rest of the mock may use of audiences. Every audience type is an audience:
 * the audience-types domain makes and shows its audiences through these. Fault mode
 * deletes audiences behind the API's back and reads the matched file limit.
 */
export { audienceFor, audienceOfType, createAudience, deleteAudience, shownUniques, typeDetailLists } from './store.ts';
export { maxMatchedFileBytes } from './rules.ts';
export { audienceRecordFields } from './views.ts';
