/**
 * Bundles the split spec (spec/openapi.yaml and its $refs) into one document with
 * Redocly, and derives the committed artefacts from it: spec/generated/openapi.json
 * (what the mock loads at start, so start-up never parses YAML or resolves refs),
 * spec/generated/types.ts, and spec/generated/request-validators.ts (every request
 * validator as standalone Ajv code, so start-up compiles nothing).
 */
import { bundle, createConfig, lint, type NormalizedProblem } from '@redocly/openapi-core';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import standaloneImport from 'ajv/dist/standalone/index.js';
import { fileURLToPath } from 'node:url';
import { loadOperations, type SpecDocument } from '../mock/core/spec-loader.ts';
import { createAjv } from '../mock/core/ajv.ts';
import { requestSchemas, type RequestSchema } from '../mock/core/validation.ts';

export const specRoot = fileURLToPath(new URL('../spec/', import.meta.url));
export const specIndex = `${specRoot}openapi.yaml`;
export const bundledPath = `${specRoot}generated/openapi.json`;
export const typesPath = `${specRoot}generated/types.ts`;
export const validatorsPath = `${specRoot}generated/request-validators.ts`;

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

const validatorsBanner = `// @ts-nocheck
/* eslint-disable */
/**
 * Generated from spec/ by \`npm run generate\` (Ajv standalone code): every request
 * validator of every operation, keyed as mock/core/validation.ts requestSchemas names
 * them. Do not edit: change the spec and regenerate. \`npm test\` fails when this is stale.
 *
 * One block per operation and validation mode, in operationId order, each its own Ajv
 * scope: Ajv numbers a scope's functions in compile order, so a shared scope would
 * renumber every operation's code when one is added.
 */
import { createRequire } from 'node:module';
// Ajv's standalone code loads its runtime helpers and formats with require().
const require = createRequire(import.meta.url);

export const requestValidators: Record<string, import('ajv').ValidateFunction> = {};
`;

const validationModes = ['json', 'coercing'] as const;

/** Compiles every request schema into standalone code, one block per operation and validation mode. */
export function renderRequestValidators(doc: Record<string, unknown>): string {
  const operations = loadOperations(doc as unknown as SpecDocument).sort((a, b) => compareIds(a.operationId, b.operationId));
  const blocks = operations.flatMap((operation) => {
    const schemas = requestSchemas(operation);
    return validationModes
      .map((mode) => schemas.filter((s) => s.mode === mode))
      .filter((own) => own.length > 0)
      .map((own) => renderValidatorBlock(doc, operation.operationId, own));
  });
  return `${validatorsBanner}\n${blocks.join('\n')}`;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One operation's validators of one mode as an Ajv instance's standalone module,
 * wrapped in a function so its names stay its own, and added to requestValidators.
 */
export function renderValidatorBlock(doc: Record<string, unknown>, operationId: string, schemas: RequestSchema[]): string {
  const mode = schemas[0]!.mode;
  const ajv = createAjv(doc as unknown as SpecDocument, { coerce: mode === 'coercing', defaults: true, source: true });
  const exportNames: Record<string, string> = {};
  schemas.forEach(({ schema }, index) => {
    const id = `request-${mode}-${operationId}-${index}`;
    ajv.addSchema({ ...schema, $id: id });
    exportNames[`v${index}`] = id;
  });
  const code = standaloneCode(ajv, exportNames).replace(/^"use strict";/, '');
  const exported = [...code.matchAll(/export const (v\d+) = (\w+);/g)];
  const body = code.replace(/export const v\d+ = \w+;/g, '');
  const entries = exported.map(([, name, fn]) => `  ${JSON.stringify(schemas[Number(name!.slice(1))]!.key)}: ${fn},`);
  return `// ${operationId} (${mode})\nObject.assign(requestValidators, (() => {\n${body}\nreturn {\n${entries.join('\n')}\n};\n})());\n`;
}
