/**
 * `npm run generate` (or `npx tsx scripts/world-schema.ts`) writes mock/domains/world-validator.ts, the
 * check a restored snapshot's world passes record by record (spec/DECISIONS.md M24).
 *
 * The JSON Schema is generated from the World type itself (ts-json-schema-generator,
 * a dev dependency), so a field added to a record is checked as soon as this is run
 * again, and scripts/world-schema.test.ts fails until it is. It is compiled into
 * standalone Ajv code, as the spec's validators are (scripts/spec-bundle.ts): the
 * mock never loads the generator nor Ajv's compiler.
 *
 * The TypeScript types say all but three things, added below: which numbers are ids
 * (integers), that every number can be read as an instant, and which objects keep
 * fields the client sent beyond those the type names.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Ajv, type SchemaObject } from 'ajv';
import standaloneImport from 'ajv/dist/standalone/index.js';
import { format, resolveConfig } from 'prettier';
import { createGenerator, type Definition } from 'ts-json-schema-generator';
import { CLOCK_RANGE } from '../mock/core/state/clock.ts';

export const worldValidatorPath = fileURLToPath(new URL('../mock/domains/world-validator.ts', import.meta.url));
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));

/**
 * The files that declare the World interface: core's part and the domains'
 * augmentation. The generator reads one declaration of a merged interface (the
 * one in the file it is given), so each is read and their fields joined.
 */
const worldDeclarations = ['../mock/core/state/world.ts', '../mock/domains/world.ts'].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/**
 * Objects stored as the client sent them, whose spec keeps unknown fields
 * (DashboardData.yaml): their generated types are closed, the stored data is not.
 */
const openDefinitions = ['DashboardData', 'DashboardOption', 'DashboardColumn'];

type Schema = Definition & Record<string, unknown>;

/** The World type as one draft-07 JSON Schema, with the additions described above. */
export function worldSchema(): SchemaObject {
  const parts = worldDeclarations.map((path) =>
    createGenerator({ path, tsconfig, type: 'World', skipTypeCheck: true, expose: 'export', topRef: true, jsDoc: 'none', sortProps: true }).createSchema(
      'World',
    ),
  );
  const definitions: Record<string, Schema> = Object.assign({}, ...parts.map((part) => part.definitions));
  const world: Schema = {
    type: 'object',
    additionalProperties: false,
    properties: Object.assign({}, ...parts.map((part) => (part.definitions!.World as Schema).properties)),
    required: parts.flatMap((part) => (part.definitions!.World as Schema).required as string[]).sort(),
  };
  definitions.World = world;
  for (const name of openDefinitions) openObjects(definitions[name]!);
  walk(definitions, (schema, name) => {
    integerIds(schema, name);
    boundNumbers(schema);
  });
  return { $schema: 'http://json-schema.org/draft-07/schema#', $id: 'world', $ref: '#/definitions/World', definitions: sortKeys(definitions) };
}

/** Calls `visit` on every subschema, with the property name it is the schema of (or null). */
function walk(value: unknown, visit: (schema: Schema, name: string | null) => void, name: string | null = null): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) return value.forEach((item) => walk(item, visit, name));
  const schema = value as Schema;
  if (typeof schema.type === 'string' || Array.isArray(schema.type) || schema.$ref || schema.anyOf) visit(schema, name);
  for (const [key, child] of Object.entries(schema)) {
    if (key === 'properties') for (const [property, sub] of Object.entries(child as object)) walk(sub, visit, property);
    else if (key === 'items') walk(child, visit, name);
    else if (key !== 'enum' && key !== 'const') walk(child, visit, null);
  }
}

const isNumberType = (schema: Schema) => schema.type === 'number' || (Array.isArray(schema.type) && schema.type.includes('number'));

/**
 * A record's `id`, a field named `…Id` and the items of a list named `…Ids` are ids:
 * integers. The type says number; an id of 1.5 finds nothing, and the key of a user
 * in a workspace (mock/core/toolkit/lookup.ts pairKey) takes integers.
 */
function integerIds(schema: Schema, name: string | null): void {
  if (name === null || !/^id$|Ids?$/.test(name) || !isNumberType(schema)) return;
  schema.type = Array.isArray(schema.type) ? schema.type.map((t) => (t === 'number' ? 'integer' : t)) : 'integer';
}

/**
 * Every number lies in the clock's range (years 0001 to 9998, CLOCK_RANGE): the type does
 * not say which numbers are instants, and an instant past that range makes every answer
 * that shows it as a date fail (no RFC 3339 date-time writes it). No amount or count of a
 * world comes near it.
 */
function boundNumbers(schema: Schema): void {
  const types = [schema.type].flat();
  if (!types.includes('number') && !types.includes('integer')) return;
  schema.minimum = CLOCK_RANGE.earliest;
  schema.maximum = CLOCK_RANGE.latest;
}

/** Drops `additionalProperties: false` from an object schema and the objects inside it. */
function openObjects(schema: unknown): void {
  if (typeof schema !== 'object' || schema === null) return;
  const object = schema as Schema;
  if (object.additionalProperties === false) delete object.additionalProperties;
  for (const child of Object.values(object)) openObjects(child);
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// ajv's standalone module is CommonJS; under NodeNext its default export arrives wrapped.
const standaloneCode = standaloneImport as unknown as typeof standaloneImport.default;

const banner = `/* eslint-disable */
// @ts-nocheck
/**
 * Generated by \`npm run generate\` (scripts/world-schema.ts) from the World type (JSON Schema by
 * ts-json-schema-generator, compiled to standalone Ajv code). Do not edit: change the
 * types and regenerate. scripts/world-schema.test.ts fails when this is stale.
 */
import { createRequire } from 'node:module';
// Ajv's standalone code loads its runtime helpers with require().
const require = createRequire(import.meta.url);
`;

/** The generated module: `validateWorld`, an Ajv ValidateFunction of the schema above. */
export async function renderWorldValidator(): Promise<string> {
  const ajv = new Ajv({ strict: true, allowUnionTypes: true, allErrors: false, inlineRefs: false, code: { source: true, esm: true } });
  const validate = ajv.compile(worldSchema());
  const code = standaloneCode(ajv, validate).replace(/^"use strict";/, '');
  const typed = `${banner}${code}\nexport const validateWorld: import('ajv').ValidateFunction = validate;\n`;
  return format(typed, { ...(await resolveConfig(worldValidatorPath)), filepath: worldValidatorPath });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(worldValidatorPath, await renderWorldValidator());
  console.log(`wrote ${worldValidatorPath}`);
}
