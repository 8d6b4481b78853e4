/**
 * Per-request scenarios with the `Prefer` header, as Prism reads it: `code=<status>`
 * answers the operation's documented example for that status, `delay=<ms>` waits
 * first. The scenario stage runs before authentication (pipeline.ts: onRequest
 * rate limit -> scenario), so a canned answer needs no credentials. `Prefer` is
 * the mock's own scenario control, not the platform's, so these checks run on the
 * in-process mock only.
 */
import { errorsOf, expectContract } from '../../../contracts/support/client.ts';
import { describe, expect, it, useTarget } from '../../../contracts/support/harness.ts';
import { anyPathParams, operation, operations } from '../../../contracts/support/spec.ts';
import { withAssetOrigin } from '../toolkit/asset-links.ts';
import { messages } from '../../messages.ts';

useTarget({ inProcess: true });

function exampleOf(operationId: string, status: number): unknown {
  return operation(operationId).responses.get(status)?.example;
}

/** An example as the in-process mock (public URL http://localhost) sends it. */
const onMockOrigin = (example: unknown) => (example === undefined ? example : JSON.parse(withAssetOrigin(JSON.stringify(example), 'http://localhost')));

describe('Prefer: code', () => {
  for (const operationId of ['listUsers', 'login', 'issueToken', 'validateInvite', 'getClock'] as const) {
    it(`code=500 answers the documented 500 of ${operationId} in its envelope`, async ({ api }) => {
      const response = expectContract(await api.call(operationId, { headers: { Prefer: 'code=500' } }), operationId, 500);
      expect(response.body).toEqual(exampleOf(operationId, 500));
    });
  }

  it('code=500 answers the internal error text of the seed', async ({ api }) => {
    const response = await api.expect('getProfile', { headers: { Prefer: 'code=500' } }, 500);
    expect(errorsOf(response)[0]?.error).toBe(messages.internalError);
  });

  it('code=429 answers the documented 429 with Retry-After', async ({ api }) => {
    const response = await api.expect('listUsers', { headers: { Prefer: 'code=429' } }, 429);
    expect(response.body).toEqual(exampleOf('listUsers', 429));
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('code=403 answers the documented 403 of a secured operation, even to a good caller', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    const response = await api.expect('getProfile', { as: session, headers: { Prefer: 'code=403' } }, 403);
    expect(response.body).toEqual(exampleOf('getProfile', 403));
  });

  it('code=418 (not documented) answers 400 naming Prefer and listing the documented statuses', async ({ api }) => {
    const response = await api.expect('listUsers', { headers: { Prefer: 'code=418' } }, 400);
    const error = errorsOf(response)[0];
    expect(error).toMatchObject({ error: messages.preferUndocumented, field: 'Prefer' });
    for (const status of operation('listUsers').responses.keys()) expect(error?.reason).toContain(String(status));
  });

  it('a malformed code answers 400 naming Prefer', async ({ api }) => {
    const response = await api.expect('listUsers', { headers: { Prefer: 'code=abc' } }, 400);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.preferInvalid, field: 'Prefer' });
  });

  it('leaves other preferences (return=minimal) alone', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    await api.ok('getProfile', { as: session, headers: { Prefer: 'return=minimal' } });
  });
});

describe('Prefer: delay', () => {
  it('delay=200 waits about 200 ms, then answers normally', async ({ api }) => {
    const session = await api.login('workspaceOwner');
    const started = performance.now();
    await api.ok('getProfile', { as: session, headers: { Prefer: 'delay=200' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(180);
  });

  it('delay=999999 (over a minute) answers 400 naming Prefer', async ({ api }) => {
    const response = await api.expect('listUsers', { headers: { Prefer: 'delay=999999' } }, 400);
    expect(errorsOf(response)[0]).toMatchObject({ error: messages.preferInvalid, field: 'Prefer' });
  });

  it('combines with code: code=500, delay=50 waits, then answers the 500', async ({ api }) => {
    const started = performance.now();
    const response = await api.expect('listUsers', { headers: { Prefer: 'code=500, delay=50' } }, 500);
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
    expect(response.body).toEqual(exampleOf('listUsers', 500));
  });
});

// Every documented example of the spec, answered and checked: this proves each one
// validates against its own schema and envelope.
describe('every documented status of every operation', () => {
  for (const op of operations) {
    it(`${op.operationId} answers each documented status on Prefer: code`, async ({ api }) => {
      // Admin writes need a JSON content type (mock/admin/guard.ts) even when asking for a scenario.
      const json: Record<string, string> = op.isAdmin && op.method !== 'get' ? { 'Content-Type': 'application/json' } : {};
      for (const [status, documented] of op.responses) {
        const response = expectContract(
          await api.callMalformed(op.operationId, { params: anyPathParams(op), headers: { Prefer: `code=${status}`, ...json } }),
          op.operationId,
          status,
        );
        if (documented.mediaType !== 'application/json' && documented.mediaType !== null) {
          // A file answer comes in its own media type, as the real download would.
          expect(response.headers['content-type'], `${op.operationId} ${status}`).toContain(documented.mediaType);
          // An image type comes as bytes, not text, to the client.
          const text = response.text ?? (Buffer.isBuffer(response.body) ? response.body.toString('utf8') : undefined);
          expect(text, `${op.operationId} ${status}`).toBe(documented.example);
          continue;
        }
        // Asset links come on the mock's own origin, as in every answer (spec/DECISIONS.md M20).
        expect(response.body, `${op.operationId} ${status}`).toEqual(onMockOrigin(documented.example));
        if (status === 429) expect(response.headers['retry-after']).toMatch(/^\d+$/);
      }
    });
  }
});
