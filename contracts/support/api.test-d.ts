/**
 * Compile-time checks of the contract harness (contracts/support/api.ts), run by
 * `npm run typecheck`: each `@ts-expect-error` line must fail to type-check, so a
 * type that stopped catching the mistake fails the typecheck.
 */
import type { Api } from './api.ts';
import type { Session } from './client.ts';

declare const api: Api;
declare const as: Session;

// An operation of the spec is called by its id, with the names and types it documents.
export const known = () => api.ok('listUsers', { as, query: { limit: 10, sortBy: '+email' } });
export const withBody = () => api.ok('updateUserStatus', { as, body: { uowId: 7, status: 2 } });
export const withPath = () => api.ok('getCreative', { as, params: { creativeId: 3 } });

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

// A misspelt body field does not compile, though the contract leaves the object open.
// @ts-expect-error uowID is no field of the status update
export const misspeltBodyField = () => api.ok('updateUserStatus', { as, body: { uowID: 7, status: 2 } });

// Nor does a misspelt query name, or a path parameter of another operation.
// @ts-expect-error pageNumber is no query parameter of listUsers (pageNo is)
export const misspeltQuery = () => api.ok('listUsers', { as, query: { pageNumber: 2 } });
// @ts-expect-error getCreative's path names creativeId
export const misspeltPath = () => api.call('getCreative', { as, params: { id: 3 } });

// Nor does a value of the wrong type, in the body, the query or the path.
// @ts-expect-error status is a number
export const wrongBodyType = () => api.ok('updateUserStatus', { as, body: { uowId: 7, status: 'active' } });
// @ts-expect-error limit is a number
export const wrongQueryType = () => api.expect('listUsers', { as, query: { limit: 'ten' } }, 200);
// @ts-expect-error creativeId is a number
export const wrongPathType = () => api.ok('getCreative', { as, params: { creativeId: [3] } });

// Nor a body sent to an operation that takes none.
// @ts-expect-error listUsers takes no body
export const bodyToBodiless = () => api.ok('listUsers', { as, body: { limit: 10 } });

// Nor a status the operation does not document.
// @ts-expect-error getCreative documents no 201
export const undocumentedStatus = () => api.expect('getCreative', { as, params: { creativeId: 3 } }, 201);

// Answers are typed as the documents describe them: a misspelt answer field does not compile.
export async function answerFields(): Promise<number> {
  const users = (await api.ok('listUsers', { as })).body.data;
  // @ts-expect-error the list's count is totalRecords
  void users.totalRecord;
  return users.totalRecords;
}

// Requests wrong on purpose go to the methods that take any request.
export const wrongOnPurpose = () => api.refuses('updateUserStatus', { as, body: { uowId: 'seven' } }, 422);
export const malformed = () => api.callMalformed('listUsers', { as, query: { limit: 'ten' } });
