import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedFiles } from './generated-files.ts';
import { bundleSpec, renderRequestValidators, renderResponseValidators, specRoot } from './spec-bundle.ts';

describe('generated files', () => {
  let doc: Record<string, unknown>;
  beforeAll(async () => {
    doc = await bundleSpec();
  });

  for (const file of generatedFiles) {
    // The validators take one Ajv instance a block: their render takes seconds on a busy machine.
    it(`spec/${relative(specRoot, file.path)} is current with the spec (run npm run generate)`, async () => {
      expect(await readFile(file.path, 'utf8')).toBe(await file.render(doc));
    }, 60_000);
  }
});

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

/** The bundle with only the operations `keep` accepts (and only the paths that still have one). */
function withOperations(doc: Record<string, unknown>, keep: (operationId: string | undefined) => boolean): Record<string, unknown> {
  const copy = structuredClone(doc) as { paths: Record<string, Record<string, { operationId?: string }>> };
  for (const [path, item] of Object.entries(copy.paths)) {
    for (const [method, op] of Object.entries(item)) if (method !== 'parameters' && !keep(op?.operationId)) delete item[method];
    if (!Object.keys(item).some((key) => key !== 'parameters')) delete copy.paths[path];
  }
  return copy;
}

/** The file's lines less the blocks `isDropped` names by their first line (each block starts at a `// ` line). */
function withoutBlocks(lines: string[], isDropped: (line: string) => boolean): string[] {
  const kept: string[] = [];
  let inBlock = false;
  for (const line of lines) {
    if (line.startsWith('// ')) inBlock = isDropped(line);
    if (!inBlock) kept.push(line);
  }
  return kept;
}

describe('request validators', () => {
  it('removing an operation removes its own blocks and changes no other line', async () => {
    const doc = await bundleSpec();
    // Its path and query (coercing) and its JSON body use component schemas other operations share.
    const operationId = 'updatePreBidAudience';
    const full = renderRequestValidators(doc).split('\n');
    const reduced = renderRequestValidators(withoutOperation(doc, operationId)).split('\n');
    expect(full.filter((line) => line.startsWith(`// ${operationId} (`))).toEqual([`// ${operationId} (json)`, `// ${operationId} (coercing)`]);
    expect(reduced.length).toBeLessThan(full.length);
    expect(reduced).toEqual(withoutBlocks(full, (line) => line.startsWith(`// ${operationId} (`)));
  }, 120_000);
});

describe('response validators', () => {
  it('removing an operation removes its own block and changes no other line; a shared response is one block', async () => {
    // A few operations around the one removed, sharing its envelopes and error responses:
    // rendering all of them twice would only take longer.
    const neighbours = new Set(['getPreBidAudience', 'updatePreBidAudience', 'updateProfile', 'listAudiences']);
    const doc = withOperations(await bundleSpec(), (id) => neighbours.has(id!));
    const operationId = 'updatePreBidAudience';
    const full = renderResponseValidators(doc).split('\n');
    const reduced = renderResponseValidators(withoutOperation(doc, operationId)).split('\n');
    expect(full.filter((line) => /^\/\/ \w+$/.test(line))).toEqual(['// getPreBidAudience', '// listAudiences', `// ${operationId}`, '// updateProfile']);
    // A response the operations share is one block, however many name it.
    expect(full.filter((line) => line === '// /components/responses/V3BadRequest/content/application~1json/schema')).toHaveLength(1);
    expect(reduced.length).toBeLessThan(full.length);
    expect(reduced).toEqual(withoutBlocks(full, (line) => line === `// ${operationId}`));
  }, 60_000);
});
