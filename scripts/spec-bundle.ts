/**
 * Bundles the split spec (spec/openapi.yaml and its $refs) into one document with
 * Redocly, and derives the committed artefacts from it: spec/generated/openapi.json
 * (what the mock loads at start, so start-up never parses YAML or resolves refs),
 * spec/generated/types.ts, spec/generated/request-validators.ts and
 * spec/generated/response-validators.ts (every request validator and every response
 * body validator as standalone Ajv code, so neither start-up nor a response check
 * compiles anything).
 */
import { bundle, createConfig, lint, type NormalizedProblem } from '@redocly/openapi-core';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneImport from 'ajv/dist/standalone/index.js';
import { fileURLToPath } from 'node:url';
import { loadOperations, type SpecDocument } from '../mock/core/pipeline/spec-loader.ts';
import { createAjv } from '../mock/core/pipeline/ajv.ts';
import { responseSchemas, type ResponseSchema } from '../mock/core/pipeline/response-check.ts';
import { requestSchemas } from '../mock/core/pipeline/validation.ts';

export const specRoot = fileURLToPath(new URL('../spec/', import.meta.url));
export const specIndex = `${specRoot}openapi.yaml`;
export const bundledPath = `${specRoot}generated/openapi.json`;
export const typesPath = `${specRoot}generated/types.ts`;
export const validatorsPath = `${specRoot}generated/request-validators.ts`;
export const responseValidatorsPath = `${specRoot}generated/response-validators.ts`;

const lintConfig = () =>
  createConfig({
    extends: ['recommended-strict'],
    rules: {
      // The mock serves on loopback; http is intended.
      'no-server-example.com': 'off',
      // 4xx/5xx are documented per operation through shared responses.
      'operation-4xx-response': 'error',
      // The platform's own URLs overlap by template (crt/creatives/groups/{creativeGroupId}
      // and crt/creatives/{creativeId}/creative-campaign-details); the router tells them
      // apart by their literal segments and methods.
      'no-ambiguous-paths': 'off',
    },
  });

export async function bundleSpec(): Promise<Record<string, unknown>> {
  const result = await bundle({ ref: specIndex, config: await lintConfig(), dereference: false });
  if (result.problems.length > 0) {
    throw new Error(result.problems.map((p) => p.message).join('\n'));
  }
  return result.bundle.parsed as Record<string, unknown>;
}

export async function lintSpec(): Promise<NormalizedProblem[]> {
  return lint({ ref: specIndex, config: await lintConfig() });
}

export function renderBundle(doc: Record<string, unknown>): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

const banner = `/* eslint-disable */
/**
 * Generated from spec/ by \`npm run generate\` (json-schema-to-typescript).
 * Do not edit: change the spec and regenerate. \`npm test\` fails when this is stale.
 */`;

/** One TypeScript declaration per component schema, refs kept as type names. */
export async function renderTypes(doc: Record<string, unknown>): Promise<string> {
  const components = (doc.components ?? {}) as { schemas?: Record<string, JSONSchema> };
  const schemas = components.schemas ?? {};
  const root: JSONSchema = {
    $id: 'PlatformSchemas',
    title: 'PlatformSchemas',
    type: 'object',
    properties: Object.fromEntries(Object.keys(schemas).map((name) => [name, { $ref: `#/components/schemas/${name}` }])),
    additionalProperties: false,
    components: { schemas },
  } as JSONSchema;
  const named = nameSchemas(structuredClone(root));
  const ts = await compile(named, 'PlatformSchemas', {
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: true,
    strictIndexSignatures: true,
    format: true,
    declareExternallyReferenced: true,
  });
  return ts;
}

/** Gives every component schema a title so the generated type carries its name. */
function nameSchemas(root: JSONSchema): JSONSchema {
  const schemas = (root as { components: { schemas: Record<string, JSONSchema> } }).components.schemas;
  for (const [name, schema] of Object.entries(schemas)) schema.title = name;
  return root;
}

// ajv's standalone module is CommonJS; under NodeNext its default export arrives wrapped.
const standaloneCode = standaloneImport as unknown as typeof standaloneImport.default;

/**
 * What both generated validator modules start with: the require their code loads
 * helpers with, the record its blocks fill, and `lazyBlock`, which adds a block's
 * keys to the record but runs the block only when one of them is first read. A start
 * then only pre-parses the validators' code (a megabyte of it); an operation's
 * validators are made on its first request.
 */
const validatorsPreamble = (record: string) => `import { createRequire } from 'node:module';
// Ajv's standalone code loads its runtime helpers and formats with require().
const require = createRequire(import.meta.url);

type Validators = Record<string, import('ajv').ValidateFunction>;
export const ${record}: Validators = {};

function lazyBlock(keys: string[], make: () => Validators): void {
  const run = (): Validators => {
    const made = make();
    for (const key of keys) Object.defineProperty(${record}, key, { value: made[key], enumerable: true });
    return made;
  };
  for (const key of keys) Object.defineProperty(${record}, key, { get: () => run()[key], enumerable: true, configurable: true });
}
`;

const requestsBanner = `// @ts-nocheck
/* eslint-disable */
/**
 * Generated from spec/ by \`npm run generate\` (Ajv standalone code): every request
 * validator of every operation, keyed as mock/core/pipeline/validation.ts requestSchemas names
 * them. Do not edit: change the spec and regenerate. \`npm test\` fails when this is stale.
 *
 * One block per operation and validation mode, in operationId order, each its own Ajv
 * scope: Ajv numbers a scope's functions in compile order, so a shared scope would
 * renumber every operation's code when one is added.
 */
${validatorsPreamble('requestValidators')}`;

const responsesBanner = `// @ts-nocheck
/* eslint-disable */
/**
 * Generated from spec/ by \`npm run generate\` (Ajv standalone code): the validator of
 * every documented response body's schema, keyed by its pointer in the spec as
 * mock/core/pipeline/response-check.ts responseSchemas names them. Do not edit: change the spec
 * and regenerate. \`npm test\` fails when this is stale.
 *
 * One block per shared response of the components and one per operation for the
 * schemas under its path, in label order, each its own Ajv scope: Ajv numbers a scope's
 * functions in compile order, so a shared scope would renumber every block's code
 * when one is added.
 */
${validatorsPreamble('responseValidators')}`;

const validationModes = ['json', 'coercing'] as const;

const sortedOperations = (doc: Record<string, unknown>) =>
  loadOperations(doc as unknown as SpecDocument).sort((a, b) => compareIds(a.operationId, b.operationId));

/** Compiles every request schema into standalone code, one block per operation and validation mode. */
export function renderRequestValidators(doc: Record<string, unknown>): string {
  const blocks = sortedOperations(doc).flatMap((operation) => {
    const schemas = requestSchemas(operation);
    return validationModes
      .map((mode) => ({ mode, own: schemas.filter((s) => s.mode === mode) }))
      .filter(({ own }) => own.length > 0)
      .map(({ mode, own }) => {
        const ajv = createAjv(doc as unknown as SpecDocument, { coerce: mode === 'coercing', defaults: true, source: true });
        const { operationId } = operation;
        return renderValidatorBlock(ajv, { label: `${operationId} (${mode})`, idPrefix: `request-${mode}-${operationId}`, record: 'requestValidators' }, own);
      });
  });
  return `${requestsBanner}\n${blocks.join('\n')}`;
}

/**
 * Compiles every documented response schema into standalone code, once each: one block
 * per shared response of the components (the error responses most operations name), and
 * one per operation for the schemas under its own path.
 */
export function renderResponseValidators(doc: Record<string, unknown>): string {
  const blocks = [...responseBlocks(doc)]
    .sort(([a], [b]) => compareIds(a, b))
    .map(([label, schemas]) => {
      // The settings the run-time check had, so its verdicts and error texts stay the same.
      const ajv = createAjv(doc as unknown as SpecDocument, { coerce: false, defaults: false, source: true });
      return renderValidatorBlock(ajv, { label, idPrefix: 'response', record: 'responseValidators' }, schemas);
    });
  return `${responsesBanner}\n${blocks.join('\n')}`;
}

/** The response schemas by block: a components pointer is its own block's label, any other belongs to its operation's. */
function responseBlocks(doc: Record<string, unknown>): Map<string, ResponseSchema[]> {
  const blocks = new Map<string, ResponseSchema[]>();
  for (const operation of sortedOperations(doc)) {
    for (const schema of responseSchemas(operation)) {
      const label = schema.key.startsWith('/components/') ? schema.key : operation.operationId;
      const block = blocks.get(label) ?? [];
      if (!block.some((known) => known.key === schema.key)) block.push(schema);
      blocks.set(label, block);
    }
  }
  return blocks;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Where a block goes: its `// <label>` line, its schemas' ids, and the exported record it adds to. */
interface BlockTarget {
  label: string;
  idPrefix: string;
  record: string;
}

/**
 * Some schemas of one operation as an Ajv instance's standalone module, wrapped in
 * a function so its names stay its own, whose validators lazyBlock adds to the target
 * record under their keys when one of them is first read.
 */
function renderValidatorBlock(ajv: Ajv2020, target: BlockTarget, schemas: { key: string; schema: object }[]): string {
  const exportNames: Record<string, string> = {};
  schemas.forEach(({ schema }, index) => {
    const id = `${target.idPrefix}-${index}`;
    ajv.addSchema({ ...schema, $id: id });
    exportNames[`v${index}`] = id;
  });
  const code = standaloneCode(ajv, exportNames).replace(/^"use strict";/, '');
  const exported = [...code.matchAll(/export const (v\d+) = (\w+);/g)];
  const body = code.replace(/export const v\d+ = \w+;/g, '');
  const entries = exported.map(([, name, fn]) => `  ${JSON.stringify(schemas[Number(name!.slice(1))]!.key)}: ${fn},`);
  const keys = JSON.stringify(schemas.map(({ key }) => key));
  // Not called here: a function passed as an argument is only pre-parsed until it runs.
  return `// ${target.label}\nlazyBlock(${keys}, () => {\n${body}\nreturn {\n${entries.join('\n')}\n};\n});\n`;
}
