/**
 * The rules every operation of the spec follows (spec/README.md), checked over
 * the bundled document so a new operation cannot forget one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getPointer, loadOperations, resolve, specDocument } from '../mock/core/pipeline/spec-loader.ts';
import { compilePointer, createAjv } from '../mock/core/pipeline/ajv.ts';

const operations = loadOperations();
const platform = operations.filter((op) => op.isPlatform);

/**
 * Operations the seeds name without showing their method and path (or envelope),
 * as spec/DECISIONS.md chose them.
 */
const chosen: Record<string, { method: string; path: string }> = {
  'create geo-farmed audience': { method: 'post', path: '/api/v3/audience/geo-farmed/add' },
  'delete dashboard': { method: 'delete', path: '/api/v2/das/dashboard/{dashboardId}' },
};
const chosenEnvelope: Record<string, string> = { 'v2?': 'v2' };

/** Rows of spec/seed-operations.tsv (the operations the three documents name): method, path, document, envelope. */
function seedOperations() {
  const tsv = readFileSync(new URL('../spec/seed-operations.tsv', import.meta.url), 'utf8');
  return tsv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .map(([method, path, doc, envelope]) => {
      const notShown = /^\(not shown\) (.+)$/.exec(path!)?.[1];
      const where = notShown ? chosen[notShown] : { method: method!.toLowerCase(), path: path! };
      if (!where) throw new Error(`no chosen method and path for "${path}"`);
      return { ...where, doc: doc!, envelope: chosenEnvelope[envelope!] ?? envelope! };
    });
}

interface DocumentedExample {
  where: string;
  schemaPointer: string;
  example: unknown;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every example the spec documents, with the pointer of the schema it illustrates. */
function documentedExamples(): DocumentedExample[] {
  const found: DocumentedExample[] = [];
  const fromContent = (where: string, base: string) => {
    const content =
      (resolve<{ content?: Record<string, { example?: unknown; schema?: unknown }> }>(specDocument, getPointer(specDocument, base)) ?? {}).content ?? {};
    const raw = getPointer(specDocument, base) as { $ref?: string };
    const resolvedBase = raw?.$ref ? raw.$ref.slice(1) : base;
    for (const [type, media] of Object.entries(content)) {
      if (media.example !== undefined && media.schema) {
        found.push({ where: `${where} ${type}`, schemaPointer: `${resolvedBase}/content/${escape(type)}/schema`, example: media.example });
      }
    }
  };
  for (const [path, item] of Object.entries(specDocument.paths ?? {})) {
    for (const method of methods) {
      const op = item?.[method];
      if (!op) continue;
      const base = `/paths/${escape(path)}/${method}`;
      if (op.requestBody) fromContent(`${op.operationId} request`, `${base}/requestBody`);
      for (const status of Object.keys(op.responses ?? {})) fromContent(`${op.operationId} ${status}`, `${base}/responses/${status}`);
    }
  }
  for (const [name, schema] of Object.entries(specDocument.components?.schemas ?? {})) {
    for (const [i, example] of ((schema as { examples?: unknown[] }).examples ?? []).entries()) {
      found.push({ where: `schema ${name} example ${i + 1}`, schemaPointer: `/components/schemas/${escape(name)}`, example });
    }
  }
  return found;
}

describe('spec rules', () => {
  it.each(seedOperations())('describes $method $path of document $doc with envelope $envelope', ({ method, path, envelope }) => {
    const op = operations.find((o) => o.path === path && o.method === method);
    expect(op, `${method} ${path} missing from the spec`).toBeDefined();
    expect(op!.envelope).toBe(envelope);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(platform.map((op) => [op.operationId, op] as const))('%s documents the global responses', (_, op) => {
    const statuses = [...op.responses.keys()];
    expect(statuses).toEqual(expect.arrayContaining([400, 429, 500]));
    if (op.envelope !== 'oauth') expect(statuses).toContain(422);
    if (op.security !== 'public') expect(statuses).toContain(401);
    if (op.security === 'bearer') {
      expect(statuses).toContain(403);
      expect(op.parameters.find((p) => p.name === 'X-IAA-OW-ID')?.required, 'X-IAA-OW-ID header').toBe(true);
    }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s has an example for every documented response', (_, op) => {
    for (const [status, response] of op.responses) {
      expect(response.example, `${op.operationId} ${status}`).toBeDefined();
    }
  });

  it.each(
    Object.entries(specDocument.paths ?? {}).flatMap(([path, item]) =>
      methods.filter((m) => item?.[m]).map((m) => [`${m.toUpperCase()} ${path}`, item![m]!] as const),
    ),
  )('%s names its envelope in x-envelope', (_, op) => {
    expect(['v3', 'v2', 'bare', 'oauth']).toContain((op as { 'x-envelope'?: unknown })['x-envelope']);
  });

  const ajv = createAjv(specDocument, { coerce: false, defaults: false });
  it.each(documentedExamples().map((e) => [e.where, e] as const))('%s: the example validates against its own schema', (_, documented) => {
    const validate = compilePointer(ajv, documented.schemaPointer);
    expect(validate(documented.example) ? [] : validate.errors).toEqual([]);
  });

  it('tags the admin operations mock-admin and serves them under /__mock/', () => {
    const admin = operations.filter((op) => op.path.startsWith('/__mock/'));
    expect(admin.length).toBeGreaterThan(0);
    expect(admin.every((op) => op.isAdmin)).toBe(true);
    expect(specDocument.tags?.map((t) => t.name)).toContain('mock-admin');
  });
});
