import { describe, expect, it } from 'vitest';
import { seededChooser, variantPlaces } from './index.ts';
import { vary, type Chooser } from './vary.ts';

const always: Chooser = () => true;
const never: Chooser = () => false;

describe('vary', () => {
  it('answers epoch ms as a string where the schema allows a string or an integer, and the reverse', () => {
    const schema = { anyOf: [{ type: 'integer' }, { type: 'string' }] };
    expect(vary(1767603600000, schema, 'p', always)).toBe('1767603600000');
    expect(vary('1767603600000', schema, 'p', always)).toBe(1767603600000);
    expect(vary(1767603600000, schema, 'p', never)).toBe(1767603600000);
  });

  it('answers an id list as a comma-separated string where the schema allows one', () => {
    const schema = { anyOf: [{ type: 'array', items: { type: 'integer' } }, { type: 'string' }] };
    expect(vary([1, 2, 3], schema, 'p', always)).toBe('1,2,3');
  });

  it('answers one error object as a list of one where the schema allows a list, and the reverse', () => {
    const error = { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] };
    const schema = { anyOf: [error, { type: 'array', items: error }] };
    expect(vary({ error: 'x' }, schema, 'p', always)).toEqual([{ error: 'x' }]);
    expect(vary([{ error: 'x' }], schema, 'p', always)).toEqual({ error: 'x' });
  });

  it('leaves out optional properties and nulls nullable ones, never required ones', () => {
    const schema = {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer' }, note: { type: 'string' }, reason: { type: ['string', 'null'] } },
    };
    const body = { id: 1, note: 'n', reason: 'r' };
    expect(vary(body, schema, 'p', (kind) => kind === 'omit')).toEqual({ id: 1 });
    expect(vary(body, { ...schema, required: ['id', 'reason'] }, 'p', (kind) => kind === 'null')).toEqual({ id: 1, note: 'n', reason: null });
  });

  it('varies every item of a list alike, by the place of the field', () => {
    const schema = { type: 'array', items: { type: 'object', properties: { a: { type: 'integer' } } } };
    const places: string[] = [];
    vary([{ a: 1 }, { a: 2 }], schema, 'op 200 ', never, (_kind, place) => places.push(place));
    expect(new Set(places)).toEqual(new Set(['op 200 /[]/a']));
  });
});

describe('seededChooser', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const places = Array.from({ length: 200 }, (_, i) => `op 200 /f${i}`);
    const pick = (seed: number) => places.map((p) => seededChooser(seed)('omit', p));
    expect(pick(4010)).toEqual(pick(4010));
    expect(pick(4010)).not.toEqual(pick(7));
    const share = pick(4010).filter(Boolean).length / places.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.7);
  });
});

describe('variantPlaces', () => {
  it('counts the places of the documented answers each kind of variation reaches', () => {
    const counts = variantPlaces(4010);
    for (const kind of ['omit', 'null'] as const) {
      expect(counts[kind].places).toBeGreaterThan(0);
      expect(counts[kind].varied).toBeLessThan(counts[kind].places);
    }
  });
});
