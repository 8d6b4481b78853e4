/**
 * Bundles the split spec (spec/openapi.yaml and its $refs) into one document with
 * Redocly, and derives the committed artefacts from it: spec/generated/openapi.json
 * (what the mock loads at start, so start-up never parses YAML or resolves refs)
 * and spec/generated/types.ts.
 */
import { bundle, createConfig, lint, type NormalizedProblem } from '@redocly/openapi-core';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { fileURLToPath } from 'node:url';

export const specRoot = fileURLToPath(new URL('../spec/', import.meta.url));
export const specIndex = `${specRoot}openapi.yaml`;
export const bundledPath = `${specRoot}generated/openapi.json`;
export const typesPath = `${specRoot}generated/types.ts`;

const lintConfig = () =>
  createConfig({
    extends: ['recommended-strict'],
    rules: {
      // The mock serves on loopback; http is intended.
      'no-server-example.com': 'off',
      // 4xx/5xx are documented per operation through shared responses.
      'operation-4xx-response': 'error',
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
