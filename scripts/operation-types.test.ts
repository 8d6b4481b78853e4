/**
 * scripts/operation-types.ts: how the operation types are written from a spec. Small
 * documents show each rule; the last test holds the generated file to the real spec.
 */
import { describe, expect, it } from 'vitest';
import { loadOperations } from '../mock/core/pipeline/spec-loader.ts';
import { operationRoutes } from '../spec/generated/operations.ts';
import { renderOperations } from './operation-types.ts';

const components = {
  schemas: {
    Item: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
    Page: { type: 'object', required: ['data', 'total'], properties: { data: { type: 'array', items: {} }, total: { type: 'integer' } } },
    Token: { type: 'object', required: ['access_token'], properties: { access_token: { type: 'string' }, owId: { type: 'integer' } } },
    Failure: { type: 'object', properties: { error: { type: 'string' } } },
  },
};
const failure = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } };
const json = (schema: object) => ({ content: { 'application/json': { schema } } });

/** A document of one operation answering `schema` with 200. */
function answering(schema: object) {
  return { components, paths: { '/x': { get: { operationId: 'getX', responses: { 200: json(schema), 400: failure } } } } };
}

/** The type of Operations.getX.responses[200], as rendered. */
function successType(schema: object): string {
  const source = renderOperations(answering(schema));
  const match = source.match(/^ {6}200: ([\s\S]*?);\n {6}400:/m);
  if (!match) throw new Error(`no 200 in:\n${source}`);
  return match[1]!.replace(/\s+/g, ' ');
}

describe('operation types', () => {
  it('lists operations by operationId and paths in order, whatever order the spec has', () => {
    const source = renderOperations({
      components,
      paths: {
        '/b': { get: { operationId: 'zeta', responses: { 200: failure } } },
        '/a': { post: { operationId: 'alpha', responses: { 200: failure } }, get: { operationId: 'mid', responses: { 200: failure } } },
      },
    });
    expect(source).toContain('export type OperationId =\n  | "alpha"\n  | "mid"\n  | "zeta";');
    expect(source.indexOf('  alpha: {\n')).toBeLessThan(source.indexOf('  mid: {\n'));
    expect(source.indexOf('  mid: {\n')).toBeLessThan(source.indexOf('  zeta: {\n'));
    expect(source.indexOf('  "/a": {')).toBeLessThan(source.indexOf('  "/b": {'));
    // openapi-typescript's shape: every method present, the absent ones as never.
    expect(source).toMatch(/ {2}"\/a": \{\n {4}parameters: [^\n]*\n {4}get: \{[\s\S]*?\n {4}put\?: never;\n {4}post: \{/);
  });

  it('names component schemas as spec/generated/types.ts does, and imports only those used', () => {
    const source = renderOperations(answering({ $ref: '#/components/schemas/Item' }));
    expect(source).toContain('import type {\n  Failure,\n  Item,\n} from "./types.js";');
    expect(successType({ $ref: '#/components/schemas/Item' })).toBe('Item');
  });

  it('writes inline schemas out: envelopes, literals, unions, nulls, arrays and open objects', () => {
    expect(
      successType({
        type: 'object',
        required: ['success', 'data'],
        properties: {
          success: { const: true },
          data: { type: 'array', items: { anyOf: [{ $ref: '#/components/schemas/Item' }, { type: 'string', enum: ['a', 'b'] }] } },
          note: { type: ['string', 'null'], description: 'A note.' },
          counts: { type: 'object', additionalProperties: { type: 'integer' } },
          any: {},
        },
      }),
    ).toBe('{ success: true; data: (Item | "a" | "b")[]; /** A note. */ note?: string | null; counts?: { [k: string]: number }; any?: unknown; }');
  });

  it('brackets in descriptions do not upset the parentheses a union needs', () => {
    const member = { type: 'object', properties: { x: { type: 'string', description: 'a (b "c' } } };
    expect(successType({ type: 'array', items: { anyOf: [member, { type: 'string' }] } })).toBe('({ /** a (b "c */ x?: string; } | string)[]');
  });

  it('an allOf fragment that re-types a property replaces it, keeping it required as the component has it', () => {
    const type = successType({
      allOf: [{ $ref: '#/components/schemas/Page' }, { properties: { data: { items: { $ref: '#/components/schemas/Item' } } } }],
    });
    expect(type).toBe('Omit<Page, "data"> & { data: Item[]; }');
  });

  it('an allOf fragment that only lists required names makes those properties required', () => {
    expect(successType({ allOf: [{ $ref: '#/components/schemas/Token' }, { required: ['owId'] }] })).toBe('Token & Required<Pick<Token, "owId">>');
  });

  it('parameters: path-level ones merged, the operation overriding; required ones make their place required', () => {
    const source = renderOperations({
      components,
      paths: {
        '/items/{itemId}': {
          parameters: [
            { name: 'itemId', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'verbose', in: 'query', schema: { type: 'boolean' } },
          ],
          get: {
            operationId: 'getItem',
            parameters: [
              { name: 'itemId', in: 'path', required: true, schema: { type: 'integer' } },
              { name: 'X-IAA-OW-ID', in: 'header', required: true, schema: { type: 'integer' } },
            ],
            responses: { 200: failure },
          },
        },
      },
    });
    expect(source).toContain('    pathParams: {\n      itemId: number;\n    };');
    expect(source).toContain('    query: {\n      verbose?: boolean;\n    };');
    expect(source).toContain('    headers: {\n      "X-IAA-OW-ID": number;\n    };');
    expect(source).toContain(
      '      parameters: { query?: Operations["getItem"]["query"]; header: Operations["getItem"]["headers"]; path: Operations["getItem"]["pathParams"]; cookie?: never; };',
    );
  });

  it('bodies: required, optional (undefined in Operations, an optional requestBody in paths) or none', () => {
    const item = { $ref: '#/components/schemas/Item' };
    const source = renderOperations({
      components,
      paths: {
        '/a': { post: { operationId: 'required', requestBody: { required: true, ...json(item) }, responses: { 200: failure } } },
        '/b': { post: { operationId: 'optional', requestBody: json(item), responses: { 200: failure } } },
        '/c': { post: { operationId: 'none', responses: { 200: failure } } },
      },
    });
    expect(source).toMatch(/ {2}required: \{[^}]*body: Item;/);
    expect(source).toMatch(/ {2}optional: \{[^}]*body: Item \| undefined;/);
    expect(source).toMatch(/ {2}none: \{[^}]*body: never;/);
    expect(source).toContain('requestBody: { content: { "application/json": Operations["required"]["body"]; } };');
    expect(source).toContain('requestBody?: { content: { "application/json": Item; } };');
    expect(source).toContain('requestBody?: never;');
  });

  it('documented response headers are typed in paths', () => {
    const source = renderOperations({
      components,
      paths: {
        '/a': {
          get: {
            operationId: 'limited',
            responses: { 200: failure, 429: { ...failure, headers: { 'Retry-After': { schema: { type: 'integer' } } } } },
          },
        },
      },
    });
    expect(source).toContain('429: { headers: { "Retry-After"?: number; [name: string]: unknown; };');
  });

  it('stops on a schema keyword it cannot type, rather than typing it loosely', () => {
    expect(() => successType({ not: { type: 'string' } })).toThrow(/keyword not is not supported/);
    expect(() => renderOperations({ components, paths: { '/a': { get: { responses: {} } } } })).toThrow(/GET \/a has no operationId/);
  });

  it('the generated file has every operation of the spec, admin and file storage included, with its route', () => {
    const expected = Object.fromEntries(loadOperations().map((op) => [op.operationId, { method: op.method, path: op.path }]));
    expect(operationRoutes).toEqual(expected);
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(['login', 'resetWorld', 'downloadFile']));
  });
});
