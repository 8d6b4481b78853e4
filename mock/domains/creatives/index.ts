/** What the rest of the mock may use of creatives: fault mode reads and shows creatives its own way. */
export { extensionOf, limitByExtension } from './rules.ts';
export { campaignIdsByCreative, creativeFor } from './store.ts';
export { creativeDetails, creativeListItem, listItemOptions } from './views.ts';
