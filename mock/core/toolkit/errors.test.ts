/**
 * The failures handlers throw (mock/core/toolkit/errors.ts): an ApiError carries its status
 * and its error objects as given, its message is the first error's text, and the
 * helpers leave out a reason or a field they were not given, so the envelopes
 * (mock/core/pipeline/envelopes.ts) print no empty keys.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, badRequest, forbidden, notFound, unprocessable } from './errors.ts';

describe('ApiError', () => {
  it('takes its message from the first error object', () => {
    const error = new ApiError(400, [{ error: 'First.' }, { error: 'Second.' }]);
    expect(error.message).toBe('First.');
    expect(error.errors).toEqual([{ error: 'First.' }, { error: 'Second.' }]);
  });

  it('wraps a single error object in a list', () => {
    const error = new ApiError(403, { error: 'Not here.', field: 'X-IAA-OW-ID' });
    expect(error.status).toBe(403);
    expect(error.errors).toEqual([{ error: 'Not here.', field: 'X-IAA-OW-ID' }]);
    expect(error.options).toEqual({});
  });

  it('names the status in its message when it has no error object', () => {
    expect(new ApiError(500, []).message).toBe('HTTP 500');
  });
});

// Each error is made inside its test (a factory in the table), so that a mutation run sees the test use the helper.
describe('the helpers', () => {
  it.each([
    ['badRequest', () => badRequest('Bad.', 'name', 'too long'), 400],
    ['unprocessable', () => unprocessable('Bad.', 'name', 'too long'), 422],
    ['forbidden', () => forbidden('Bad.', 'too long', 'name'), 403],
  ])('%s carries the text, the field and the reason', (_name, make, status) => {
    const error = make();
    expect(error.status).toBe(status);
    expect(error.errors).toStrictEqual([{ error: 'Bad.', reason: 'too long', field: 'name' }]);
  });

  it('notFound carries the text and the field', () => {
    expect(notFound('Gone.', 'id').errors).toStrictEqual([{ error: 'Gone.', field: 'id' }]);
  });

  it.each([
    ['badRequest', () => badRequest('Bad.')],
    ['unprocessable', () => unprocessable('Bad.')],
    ['forbidden', () => forbidden('Bad.')],
    ['notFound', () => notFound('Bad.')],
  ])('%s leaves out the reason and the field it was not given', (_name, make) => {
    expect(Object.keys(make().errors[0]!)).toEqual(['error']);
  });
});
