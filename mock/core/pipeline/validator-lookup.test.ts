import { beforeAll, describe, expect, it, vi } from 'vitest';
import { validatorLookup } from './validation.ts';

// Test files share their worker's modules: a fresh copy of the generated module, whose blocks no other test has run.
let requestValidators: typeof import('../../../spec/generated/request-validators.ts').requestValidators;
beforeAll(async () => {
  vi.resetModules();
  ({ requestValidators } = await import('../../../spec/generated/request-validators.ts'));
});

// Both keys come from one block (the operation's coercing parameters).
const headerKey = 'deleteBidModelBundles header';
const pathKey = 'deleteBidModelBundles path';

describe('validatorLookup: an operation’s validators are made on first use', () => {
  it('knows a key at once, but its block runs only when a validator is first asked for', () => {
    expect(Object.getOwnPropertyDescriptor(requestValidators, headerKey)?.get).toBeTypeOf('function');
    const lookup = validatorLookup(requestValidators, 'request');
    const header = lookup(headerKey);
    expect(Object.getOwnPropertyDescriptor(requestValidators, headerKey)?.get, 'looked up, not yet used').toBeTypeOf('function');

    const validate = header();
    expect(validate({ 'x-iaa-ow-id': '1001' })).toBe(true);
    expect(validate({})).toBe(false);
    // The block made every validator of its own, once: each key is now a plain value.
    expect(Object.getOwnPropertyDescriptor(requestValidators, headerKey)?.value).toBe(validate);
    expect(Object.getOwnPropertyDescriptor(requestValidators, pathKey)?.value).toBeTypeOf('function');
    expect(header()).toBe(validate);
  });

  it('refuses a key the generated file does not have, naming the fix', () => {
    expect(() => validatorLookup(requestValidators, 'request')('noSuchOperation header')).toThrow(
      'no request validator noSuchOperation header: run npm run generate',
    );
  });
});
