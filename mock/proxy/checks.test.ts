/** The envelope rule of each `x-envelope`, the answers the check leaves alone, the body tap, and the bounded list of violations. */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { responseChecker, operation } from '../../contracts/support/spec.ts';
import type { ReadableBody } from './answer-body.ts';
import { BodyTap, type TappedBody } from './body-tap.ts';
import { checkResponse, envelopeProblems, type ResponseSeen } from './checks.ts';
import { ViolationLog, type Violation } from './violations.ts';

describe('envelopeProblems', () => {
  it.each([
    ['v3', 200, { success: true, data: [] }],
    ['v3', 400, { success: false, errorObjects: [{ error: 'x' }] }],
    ['v2', 200, { statusCode: 200, responseObject: { data: [] } }],
    ['oauth', 200, { access_token: 't', token_type: 'bearer' }],
    ['oauth', 400, { error: 'invalid_request' }],
    ['bare', 200, { items: [] }],
    ['bare', 200, [1, 2]],
  ] as const)('accepts a %s answer of its own shape (%i)', (envelope, status, body) => {
    expect(envelopeProblems(envelope, status, body)).toEqual([]);
  });

  it.each([
    ['v3', 200, { statusCode: 200, responseObject: {} }, /\/success must be a boolean/],
    ['v3', 200, { success: true }, /must carry data or errorObjects/],
    ['v3', 200, 'ok', /must be an object/],
    ['v2', 200, { success: true, data: {} }, /\/statusCode must be an integer/],
    ['v2', 200, { statusCode: 200 }, /\/responseObject is required/],
    ['oauth', 200, { success: true, data: { access_token: 't' } }, /wrapped in a v3 envelope/],
    ['oauth', 401, { message: 'no' }, /\/error must be a string/],
    ['bare', 200, { success: true, data: { items: [] } }, /wrapped in a v3 envelope/],
    ['bare', 200, { statusCode: 200, responseObject: { items: [] } }, /wrapped in a v2 envelope/],
  ] as const)('refuses a %s answer of another shape (%i %j)', (envelope, status, body, problem) => {
    expect(envelopeProblems(envelope, status, body).join('\n')).toMatch(problem);
  });
});

describe('ViolationLog', () => {
  const violation = (n: number) => ({ operationId: `op${n}` }) as Violation;

  it('keeps the newest up to its limit, newest first, and counts the ones that fell off', () => {
    const log = new ViolationLog(3);
    for (let n = 1; n <= 5; n++) log.add(violation(n));
    expect(log.list().map((v) => v.operationId)).toEqual(['op5', 'op4', 'op3']);
    expect(log.dropped).toBe(2);
    expect(log.clear()).toBe(3);
    expect([log.list(), log.dropped]).toEqual([[], 0]);
  });
});

describe('checkResponse', () => {
  const login = operation('login');
  const seen = (body: Partial<ReadableBody>, extra: Partial<ResponseSeen> = {}): ResponseSeen => ({
    status: 200,
    contentType: 'application/json',
    body: { whole: Buffer.from('{}'), unreadable: null, ...body },
    bodiless: false,
    ...extra,
  });

  it('finds an answer outside its envelope', () => {
    expect(checkResponse(login, responseChecker('login'), seen({}))).toEqual([{ kind: 'envelope', problems: expect.any(Array) }]);
  });

  it('records as unchecked, saying why, an answer it could not read', () => {
    const unread = checkResponse(login, responseChecker('login'), seen({ whole: null, unreadable: 'it inflates past 16777216 bytes' }));
    expect(unread).toEqual([{ kind: 'unchecked', problems: ['(body) was not checked: it inflates past 16777216 bytes'] }]);
  });

  it('checks only the status of a HEAD answer', () => {
    expect(checkResponse(login, responseChecker('login'), seen({}, { bodiless: true }))).toEqual([]);
    expect(checkResponse(login, responseChecker('login'), seen({}, { bodiless: true, status: 418 }))[0]?.kind).toBe('status');
  });
});

describe('BodyTap', () => {
  async function tap(chunks: string[], recordBytes: number, wholeBytes: number): Promise<{ passed: string; body: TappedBody }> {
    const through = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(new BodyTap({ recordBytes, wholeBytes }));
    let passed = '';
    for await (const chunk of through) passed += chunk;
    return { passed, body: await through.done };
  }

  it('passes every byte on, and keeps the body whole while it is small enough', async () => {
    const { passed, body } = await tap(['abc', 'def'], 4, 10);
    expect(passed).toBe('abcdef');
    expect(body).toMatchObject({ bytes: 6, complete: true });
    expect([body.head.toString(), body.whole?.toString()]).toEqual(['abcd', 'abcdef']);
  });

  it('keeps only the head once the body outgrows the check limit', async () => {
    const { passed, body } = await tap(['abc', 'def', 'ghi'], 4, 5);
    expect(passed).toBe('abcdefghi');
    expect(body).toMatchObject({ bytes: 9, whole: null, complete: true });
    expect(body.head.toString()).toBe('abcd');
  });
});
