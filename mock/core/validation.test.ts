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
