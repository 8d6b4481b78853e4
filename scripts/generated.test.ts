import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { operationsPath, renderOperations } from './operation-types.ts';
import { bundledPath, bundleSpec, renderBundle, renderRequestValidators, renderTypes, typesPath, validatorsPath } from './spec-bundle.ts';

describe('generated files', () => {
  it('spec/generated/openapi.json is the current bundle of spec/ (run npm run generate)', async () => {
    const doc = await bundleSpec();
    expect(await readFile(bundledPath, 'utf8')).toBe(renderBundle(doc));
  });

  it('spec/generated/types.ts is current with the spec (run npm run generate)', async () => {
    const doc = await bundleSpec();
    expect(await readFile(typesPath, 'utf8')).toBe(await renderTypes(doc));
  });

  it('spec/generated/operations.ts is current with the spec (run npm run generate)', async () => {
    const doc = await bundleSpec();
    expect(await readFile(operationsPath, 'utf8')).toBe(renderOperations(doc));
  });

  it('spec/generated/request-validators.ts is current with the spec (run npm run generate)', async () => {
    const doc = await bundleSpec();
    expect(await readFile(validatorsPath, 'utf8')).toBe(renderRequestValidators(doc));
  });
});
