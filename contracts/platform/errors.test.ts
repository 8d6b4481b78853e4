/**
 * Bad requests get a clear error in the right envelope (400 or 422 with the
 * field), never a 500; unknown routes and wrong methods are answered in the
 * envelope of their URL. (A crashing handler's 500 is shown in mock/server.test.ts.)
 */
import type { Response } from 'supertest';
import { messages } from '../support/texts.ts';
import type { Operation } from '../../mock/core/pipeline/spec-loader.ts';
import { errorsOf, expectContract, urlOf, type CallOptions } from '../support/client.ts';
import { anyPathParams, operations } from '../support/spec.ts';
import { describe, expect, it, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import { expectErrorField, expectErrors, type Api } from '../support/api.ts';

useTarget();

/** Authenticates as the operation needs: the owner's token, the client credentials, or nothing. */
async function credentialsFor(api: Api, op: Operation): Promise<CallOptions> {
  if (op.security === 'bearer') return { as: await api.login('workspaceOwner') };
  if (op.security === 'client') return { client: true };
  return {};
}

/** The first failure of any envelope, as {error, field}. */
function failureOf(response: Response, op: Operation): { error?: string; field?: string } {
  switch (op.envelope) {
    case 'v3':
    case 'v2':
      return errorsOf(response)[0] ?? {};
    case 'oauth':
      return { error: response.body.error_description };
    case 'bare':
      return response.body;
  }
}

describe('routes', () => {
  it('answers an unknown route with 404 in the v3 envelope', async ({ api }) => {
    const response = await api.target.http.get('/api/v3/ua/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, errorObjects: [{ error: messages.notFound, reason: expect.any(String) }] });
  });

  it('answers an unknown route under /api/v2/ with 404 in the v2 envelope', async ({ api }) => {
    const response = await api.target.http.get('/api/v2/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ statusCode: 404, responseObject: { errorMsg: messages.notFound, errorCode: 404, description: expect.any(String) } });
  });

  it('answers an unknown route under /api/v2/das/ (the dashboards) with a bare 404', async ({ api }) => {
    const response = await api.target.http.get('/api/v2/das/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: messages.notFound });
  });

  it('answers a wrong method on a known path with 405 and Allow', async ({ api }) => {
    const response = await api.target.http.get('/api/v3/ua/login');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.body).toEqual({ success: false, errorObjects: [{ error: messages.methodNotAllowed, reason: expect.any(String) }] });
  });

  it('lists every allowed method in Allow', async ({ api }) => {
    // The reports list is read with GET and searched with POST.
    const response = await api.target.http.put('/api/v3/ra/reports/list');
    expect(response.status).toBe(405);
    expect(
      String(response.headers.allow)
        .split(/\s*,\s*/)
        .sort(),
    ).toEqual(['GET', 'POST']);
    expect(response.body).toEqual({ success: false, errorObjects: [{ error: messages.methodNotAllowed, reason: expect.any(String) }] });
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 naming the body', async ({ api }) => {
    expectErrors(
      [await api.refuses('login', { client: true, headers: { 'Content-Type': 'application/json' }, body: '{"grantType": "password",' }, 400)],
      [{ error: messages.malformedJson, field: 'body' }],
      'login',
      400,
    );
  });

  it('answers a content type the operation does not take with 400 naming Content-Type', async ({ api }) => {
    await api.refuses('login', { client: true, headers: { 'Content-Type': 'text/plain' }, body: 'grantType=password' }, 400, {
      error: messages.unsupportedContentType,
      field: 'Content-Type',
    });
  });

  it('answers a JSON body over 1 MB with 400', async ({ api }) => {
    const body = { grantType: 'password', email: 'a@b.example', password: 'x'.repeat(1024 * 1024) };
    expectErrors([await api.refuses('login', { client: true, body }, 400)], [{ error: messages.bodyTooLarge, field: 'body' }], 'login', 400);
  });

  it('answers an empty JSON body with 400 naming the body', async ({ api }) => {
    await api.refuses('login', { client: true, headers: { 'Content-Type': 'application/json' }, body: '' }, 400, {
      error: messages.requestBodyInvalid,
      field: 'body',
    });
  });

  it('answers a missing body with 400 naming the body', async ({ api }) => {
    expectErrors([await api.refuses('login', { client: true }, 400)], [{ error: messages.requestBodyInvalid, field: 'body' }], 'login', 400);
  });

  withPersonas(['workspaceOwner', 'activeMember'], 'answers a string where an integer belongs with 400 naming the field', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    const [first] = await api.refusals('updateUserStatus', { as: session, body: { uowId: 'abc', status: 2 } }, 400);
    expectErrorField(first, 'uowId', 'updateUserStatus', 400);
  });

  withPersonas(['workspaceOwner'], 'answers an out-of-range body value with 422 naming the field', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    const response = await api.expect('updateUserStatus', { as: session, body: { uowId: 0, status: 2 } }, 422);
    expectErrorField(errorsOf(response)[0], 'uowId', 'updateUserStatus', 422);
  });

  withPersonas(['workspaceOwner'], 'answers a page size over 1000 with 422 naming limit', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    const response = await api.expect('listUsers', { as: session, query: { limit: 1001 } }, 422);
    expectErrorField(errorsOf(response)[0], 'limit', 'listUsers', 422);
  });
});

// Not one bad body answers a 500, on any operation of the platform that takes JSON
// (the mock's admin API has its own check, in mock/admin).
describe('every operation that takes JSON', () => {
  const jsonOperations = operations.filter((op) => op.isPlatform && op.requestBody?.contentTypes.has('application/json'));
  const wrongShapes = ['null', '[]', '"text"', '42', 'true'];

  for (const op of jsonOperations) {
    withPersonas(['workspaceOwner'], `${op.operationId} answers malformed JSON with 400, never 500`, async ({ api }) => {
      const options = { ...(await credentialsFor(api, op)), params: anyPathParams(op), headers: { 'Content-Type': 'application/json' } };
      const response = expectContract(await api.callMalformed(op.operationId, { ...options, body: '{"a": ' }), op.operationId, 400);
      // v2 operations answer with document 1's v2 text for a body that is not valid.
      expect(failureOf(response, op).error).toBe(op.envelope === 'v2' ? messages.requestBodyInvalid : messages.malformedJson);
    });

    withPersonas(['workspaceOwner'], `${op.operationId} answers a media type it does not take with 400 naming Content-Type`, async ({ api }) => {
      const options = { ...(await credentialsFor(api, op)), params: anyPathParams(op), headers: { 'Content-Type': 'application/xml' } };
      const response = expectContract(await api.callMalformed(op.operationId, { ...options, body: '<a/>' }), op.operationId, 400);
      expect(failureOf(response, op).error).toBe(messages.unsupportedContentType);
      // The token endpoint's OAuth body names no field.
      if (op.envelope !== 'oauth') expectErrorField(errorsOf(response)[0], 'Content-Type', op.operationId, 400);
    });

    if (op.envelope === 'v2') {
      mockOnly(
        `${op.operationId} names the request's path and the body in its answer to malformed JSON`,
        'spec/DECISIONS.md AU8: every v2 operation describes malformed JSON as "uri=<request path>; field: body"',
        async ({ api }) => {
          const options = { ...(await credentialsFor(api, op)), params: anyPathParams(op), query: { x: 1 }, headers: { 'Content-Type': 'application/json' } };
          const response = expectContract(await api.callMalformed(op.operationId, { ...options, body: '{"a": ' }), op.operationId, 400);
          const reason = `uri=${urlOf(op.operationId, anyPathParams(op))}`;
          expect(errorsOf(response)).toEqual([{ error: messages.requestBodyInvalid, reason, field: 'body' }]);
        },
      );
    }

    // A v2 operation whose documents do not word the refusal of a missing body (x-refusals) names the request's path and the body.
    if (op.envelope === 'v2' && op.requestBody?.required && !op.refusals.body) {
      mockOnly(
        `${op.operationId} names the request's path and the body in its answer to no body, or an empty one`,
        'spec/DECISIONS.md AU8: a v2 operation describes a missing body as "uri=<request path>; field: body", and an empty JSON body is none (M14)',
        async ({ api }) => {
          const options = { ...(await credentialsFor(api, op)), params: anyPathParams(op) };
          const reason = `uri=${urlOf(op.operationId, anyPathParams(op))}`;
          for (const sent of [options, { ...options, headers: { 'Content-Type': 'application/json' }, body: '' }]) {
            const response = expectContract(await api.callMalformed(op.operationId, sent), op.operationId, 400);
            expect(errorsOf(response)).toEqual([{ error: messages.requestBodyInvalid, reason, field: 'body' }]);
          }
        },
      );
    }

    withPersonas(['workspaceOwner'], `${op.operationId} answers bodies of the wrong shape with 400 or 422, never 500`, async ({ api }) => {
      const options = { ...(await credentialsFor(api, op)), params: anyPathParams(op), headers: { 'Content-Type': 'application/json' } };
      for (const body of wrongShapes) {
        const response = await api.callMalformed(op.operationId, { ...options, body });
        expect([400, 422], `${op.operationId} with ${body} answered ${response.status}: ${response.text}`).toContain(response.status);
        expectContract(response, op.operationId, response.status);
      }
    });
  }
});
