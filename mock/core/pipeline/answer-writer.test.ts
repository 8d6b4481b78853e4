/**
 * The answer writers (answer-writer.ts) write exactly what JSON.stringify writes:
 * for every documented example, and for the same examples broken in every way a
 * schema does not expect.
 */
import { describe, expect, it } from 'vitest';
import { answerWriter, operationAnswerWriter } from './answer-writer.ts';
import { loadOperations, specDocument } from './spec-loader.ts';

const operations = loadOperations();

/** Each documented JSON response with a schema and an example, by operation. */
const documented = operations.map((operation) => ({
  operationId: operation.operationId,
  responses: [...operation.responses.values()].filter((r) => r.schemaPointer !== null && r.example !== undefined && r.mediaType === 'application/json'),
}));

/** A copy of `value` with `change` applied to every object, list and other value in it, deepest first. */
function everywhere(value: unknown, change: (value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return change(value.map((item) => everywhere(item, change)));
  if (typeof value === 'object' && value !== null) {
    return change(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, everywhere(item, change)])));
  }
  return change(value);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const onObjects = (change: (object: Record<string, unknown>) => unknown) => (value: unknown) => (isObject(value) ? change(value) : value);
const onLeaves = (change: (leaf: unknown) => unknown) => (value: unknown) => (typeof value === 'object' && value !== null ? value : change(value));

class WithPrototype {
  constructor(readonly id: number) {}
}

/** Ways an answer can differ from its schema, each applied all through an example. */
const breaks: Record<string, (value: unknown) => unknown> = {
  'keys in reverse order': onObjects((o) => Object.fromEntries(Object.entries(o).reverse())),
  'a key the schema does not name, first': onObjects((o) => ({ 'an "odd" key\n': 1, ...o })),
  'a key the schema does not name, last': onObjects((o) => ({ ...o, extra: [1, 'two'] })),
  'the first key missing': onObjects((o) => Object.fromEntries(Object.entries(o).slice(1))),
  'the first value undefined': onObjects((o) => Object.fromEntries(Object.entries(o).map(([k, v], i) => [k, i === 0 ? undefined : v]))),
  'a function for a value': onObjects((o) => Object.fromEntries(Object.entries(o).map(([k, v], i) => [k, i === 0 ? () => v : v]))),
  'an object with toJSON': onObjects((o) => ({ ...o, toJSON: () => 'replaced' })),
  'an object with a prototype': onObjects((o) => Object.assign(new WithPrototype(1), o)),
  'an object without a prototype': onObjects((o) => Object.assign(Object.create(null) as object, o)),
  'an object whose prototype has a key': onObjects((o) => Object.assign(Object.create({ inherited: 'not written' }) as object, o)),
  'boxed strings for objects': onObjects((o) => new String(Object.keys(o).join())),
  'boxed numbers and strings': onLeaves((v) => (typeof v === 'string' ? new String(v) : typeof v === 'number' ? new Number(v) : v)),
  'integer keys': onObjects((o) => ({ ...o, 2: 'two', 1: 'one' })),
  'strings to escape': onLeaves((v) => (typeof v === 'string' ? `${v} "quoted" back\\slash \u0001 tab\t line\u2028 😀` : v)),
  'a lone surrogate': onLeaves((v) => (typeof v === 'string' ? `${v}\ud800` : v)),
  'a long string': onLeaves((v) => (typeof v === 'string' ? v.repeat(50) : v)),
  'numbers JSON has no text for': onLeaves((v) => (typeof v === 'number' ? [NaN, Infinity, -Infinity][Math.abs(v) % 3] : v)),
  'numbers of every form': onLeaves((v) => (typeof v === 'number' ? [-0, 1e21, 0.1 + 0.2, -5e-7][Math.abs(v) % 4] : v)),
  'numbers as strings': onLeaves((v) => (typeof v === 'number' ? String(v) : v)),
  'strings as numbers': onLeaves((v) => (typeof v === 'string' ? v.length : v)),
  'booleans as strings': onLeaves((v) => (typeof v === 'boolean' ? String(v) : v)),
  nulls: onLeaves(() => null),
  dates: onLeaves(() => new Date(0)),
  undefined: onLeaves(() => undefined),
  'lists for values': onLeaves((v) => [v, undefined, () => 1]),
  'objects for values': onLeaves((v) => ({ v })),
  'holes in lists': (value) => (Array.isArray(value) ? [...value, , 'after a hole'] : value), // eslint-disable-line no-sparse-arrays
};

describe('the answer writers', () => {
  it.each(documented)('$operationId: write every documented example as JSON.stringify does, however broken', ({ responses }) => {
    for (const response of responses) {
      const write = answerWriter(specDocument, response.schemaPointer!);
      expect(write(response.example), `status ${response.status}`).toBe(JSON.stringify(response.example));
      for (const [name, change] of Object.entries(breaks)) {
        const broken = everywhere(response.example, change);
        expect(write(broken), `status ${response.status}, ${name}`).toBe(JSON.stringify(broken));
      }
    }
  });

  it('cover some documented example of most operations', () => {
    expect(documented.filter((d) => d.responses.length > 0).length).toBeGreaterThan(operations.length / 2);
  });

  it('fail as JSON.stringify fails: a BigInt or a cycle throws a TypeError', () => {
    const login = operations.find((o) => o.operationId === 'login')!;
    const write = answerWriter(specDocument, login.responses.get(200)!.schemaPointer!);
    expect(() => write({ success: true, data: { access_token: 1n } })).toThrow(TypeError);
    const cycle: Record<string, unknown> = { success: true };
    cycle.data = { access_token: 'a', refresh_token: 'b', scope: 'c', token_type: 'd', expires_in: 1, owId: cycle };
    expect(() => write(cycle)).toThrow(TypeError);
  });

  it('write a status with no schema, or none documented, as JSON.stringify does', () => {
    const login = operations.find((o) => o.operationId === 'login')!;
    const write = operationAnswerWriter(specDocument, login);
    const body = { anything: ['at', 1, null, { all: true }] };
    expect(write(599, body)).toBe(JSON.stringify(body));
  });
});
