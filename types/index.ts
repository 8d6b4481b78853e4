/**
 * The `ad-platform-mock/types` entry: the contract's schema types and every
 * operation typed (the Operations map, its helpers, and `paths` for openapi-fetch).
 * Both files are generated from spec/ by `npm run generate`.
 *
 * The imports name .js files, unlike the rest of the project: declarations keep
 * import paths as written, and a consumer's compiler resolves .js everywhere.
 */
export type * from '../spec/generated/types.js';
export * from '../spec/generated/operations.js';
