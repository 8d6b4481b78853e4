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
    // One Ajv instance per operation and mode: the render takes seconds on a busy machine.
  }, 60_000);
});

describe('request validators', () => {
  /** The bundle without one operation (and without its path, when that was the path's only one). */
  function withoutOperation(doc: Record<string, unknown>, operationId: string): Record<string, unknown> {
    const copy = structuredClone(doc) as { paths: Record<string, Record<string, { operationId?: string }>> };
    for (const [path, item] of Object.entries(copy.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (op?.operationId !== operationId) continue;
        delete item[method];
        if (!Object.keys(item).some((key) => key !== 'parameters')) delete copy.paths[path];
        return copy;
      }
    }
    throw new Error(`no operation ${operationId}`);
  }

  /** The file's lines less the blocks of one operation (each starts at its `// <operationId> (<mode>)` line). */
  function withoutBlocks(lines: string[], operationId: string): string[] {
    const kept: string[] = [];
    let inBlock = false;
    for (const line of lines) {
      if (line.startsWith('// ')) inBlock = line.startsWith(`// ${operationId} (`);
      if (!inBlock) kept.push(line);
    }
    return kept;
  }

  it('removing an operation removes its own blocks and changes no other line', async () => {
    const doc = await bundleSpec();
    // Its path and query (coercing) and its JSON body use component schemas other operations share.
    const operationId = 'updatePreBidAudience';
    const full = renderRequestValidators(doc).split('\n');
    const reduced = renderRequestValidators(withoutOperation(doc, operationId)).split('\n');
    expect(full.filter((line) => line.startsWith(`// ${operationId} (`))).toEqual([`// ${operationId} (json)`, `// ${operationId} (coercing)`]);
    expect(reduced.length).toBeLessThan(full.length);
    expect(reduced).toEqual(withoutBlocks(full, operationId));
  }, 120_000);
});
