/**
 * What other domains may use of audiences. Every audience type is an audience: the
 * audience-types domain makes and shows its audiences through these.
 */
export { audienceFor, audienceOfType, createAudience, shownUniques } from './store.ts';
export { audienceRecordFields } from './views.ts';
