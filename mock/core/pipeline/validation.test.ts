import type { ErrorObject } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { fromAjvErrors } from './validation.ts';

const missing = (keyword: 'required' | 'dependentRequired', instancePath: string, missingProperty: string): ErrorObject => ({
  keyword,
  instancePath,
  schemaPath: `#/${keyword}`,
  params: keyword === 'required' ? { missingProperty } : { property: 'spendRatio', missingProperty, deps: missingProperty, depsCount: 1 },
  message: `must have property ${missingProperty}`,
});

describe('fromAjvErrors: a missing property is named as the field', () => {
  it('required names the property under the instance path', () => {
    const error = fromAjvErrors([missing('required', '/items/0', 'bundleName')], 'body', 'v3');
    expect(error.status).toBe(400);
    expect(error.errors[0]).toMatchObject({ field: 'items[0].bundleName', error: 'items[0].bundleName is required' });
  });

  it('dependentRequired (a field that needs another) names the missing one, not its parent', () => {
    const error = fromAjvErrors([missing('dependentRequired', '/ADD/0', 'spendRatioTypeId')], 'body', 'v3');
    expect(error.status).toBe(400);
    expect(error.errors[0]).toMatchObject({ field: 'ADD[0].spendRatioTypeId', error: 'ADD[0].spendRatioTypeId is required' });
  });
});

describe("fromAjvErrors: refusals in the documents' words (x-refusals)", () => {
  const pattern: ErrorObject = {
    keyword: 'pattern',
    instancePath: '/sortBy',
    schemaPath: '#/properties/sortBy/pattern',
    params: { pattern: '^x$' },
    message: 'must match pattern "^x$"',
  };

  it('answers the documented status and text for the field that failed', () => {
    const error = fromAjvErrors([pattern], 'query', 'v3', { sortBy: { status: 422, error: 'Invalid sortBy value.' } });
    expect(error.status).toBe(422);
    expect(error.errors).toEqual([{ error: 'Invalid sortBy value.', field: 'sortBy' }]);
  });

  it('names the field and reason the refusal gives, whatever the failing keyword', () => {
    const whole: ErrorObject = { keyword: 'type', instancePath: '', schemaPath: '#/type', params: { type: 'object' }, message: 'must be object' };
    const refusals = {
      body: { status: 400, error: 'Request body either not provided or not valid.', field: 'audienceIds', reason: 'uri=/api/v2/audience/delete' },
    };
    expect(fromAjvErrors([whole], 'body', 'v2', refusals).errors).toEqual([
      { error: 'Request body either not provided or not valid.', field: 'audienceIds', reason: 'uri=/api/v2/audience/delete' },
    ]);
  });

  it('leaves the other fields to the usual answer', () => {
    const error = fromAjvErrors([pattern], 'query', 'v3', { limit: { status: 422, error: 'Invalid limit.' } });
    expect(error.errors[0]).toMatchObject({ field: 'sortBy', error: 'sortBy must match pattern "^x$"' });
  });
});
