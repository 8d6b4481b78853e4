/**
 * Compile-time checks of the contract harness (contracts/support/api.ts), run by
 * `npm run typecheck`: each `@ts-expect-error` line must fail to type-check, so a
 * type that stopped catching the mistake fails the typecheck.
 */
import type { Api } from './api.ts';

declare const api: Api;

// An operation of the spec is called by its id.
export const known = () => api.ok('listUsers', {});

// A misspelt operationId does not compile, whichever way the operation is called.
// @ts-expect-error listUser is no operation of the spec
export const misspeltOk = () => api.ok('listUser', {});
// @ts-expect-error listUser is no operation of the spec
export const misspeltCall = () => api.call('listUser', {});
// @ts-expect-error listUser is no operation of the spec
export const misspeltRefuses = () => api.refuses('listUser', {}, 400);

// Nor does an id read from somewhere as any string.
declare const someText: string;
// @ts-expect-error a string is not known to name an operation
export const unchecked = () => api.expect(someText, {}, 200);
