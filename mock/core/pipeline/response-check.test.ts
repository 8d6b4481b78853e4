import { describe, expect, it } from 'vitest';
import { responseValidators } from '../../../spec/generated/response-validators.ts';
import { createResponseChecker, responseSchemas } from './response-check.ts';
import { loadOperations } from './spec-loader.ts';
import { validatorLookup } from './validation.ts';

const getProfile = loadOperations().find((op) => op.operationId === 'getProfile')!;
const lookup = validatorLookup(responseValidators, 'response');

describe('createResponseChecker', () => {
  it('passes a documented example and names what breaks the schema', () => {
    const check = createResponseChecker(getProfile, lookup);
    expect(check(200, getProfile.responses.get(200)!.example)).toBeNull();
    expect(check(200, { success: true })?.problems).toEqual(["(body) must have required property 'data'"]);
    expect(check(200, { success: true, data: {} })?.problems).toEqual(["/data must have required property 'uowId'"]);
  });

  it('refuses an undocumented status, listing the documented ones', () => {
    expect(createResponseChecker(getProfile, lookup)(418, {})?.problems).toEqual([
      'status 418 is not documented (documented: 200, 400, 401, 403, 422, 429, 500, 503)',
    ]);
  });

  it('has a generated validator for every documented response schema', () => {
    const keys = loadOperations().flatMap((op) => responseSchemas(op).map((s) => s.key));
    expect(keys.filter((key) => !responseValidators[key])).toEqual([]);
  });

  it('stops loudly when the generated validators lack one (an older file than the spec)', () => {
    expect(() => createResponseChecker(getProfile, validatorLookup({}, 'response'))).toThrow(
      `no response validator ${getProfile.responses.get(200)!.schemaPointer}: run npm run generate`,
    );
  });
});
