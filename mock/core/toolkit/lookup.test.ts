import { describe, expect, it } from 'vitest';
import { findByKey, pairKey, recordKey } from './lookup.ts';

interface Rec {
  id: number;
  name: string;
}

const idKey = recordKey<Rec>('id', (r) => r.id);
const byId = (records: Rec[], id: number) => findByKey(records, idKey, id);

describe('findByKey', () => {
  it('finds what Array.prototype.find finds, the first record with the key', () => {
    const records: Rec[] = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 2, name: 'duplicate' },
    ];
    expect(byId(records, 2)?.name).toBe('b');
    expect(byId(records, 3)).toBeUndefined();
  });

  it('sees records pushed after the index was built', () => {
    const records: Rec[] = [{ id: 1, name: 'a' }];
    expect(byId(records, 2)).toBeUndefined();
    records.push({ id: 2, name: 'b' });
    expect(byId(records, 2)?.name).toBe('b');
  });

  it('never answers with a record spliced out, even when another was pushed in its place', () => {
    const records: Rec[] = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
      { id: 3, name: 'c' },
    ];
    expect(byId(records, 2)?.name).toBe('b');
    records.splice(1, 1);
    records.push({ id: 4, name: 'd' });
    expect(byId(records, 2)).toBeUndefined();
    expect(byId(records, 3)?.name).toBe('c');
    expect(byId(records, 4)?.name).toBe('d');
  });

  it('keeps one index per array and per key name', () => {
    const records: Rec[] = [{ id: 1, name: 'a' }];
    expect(
      findByKey(
        records,
        recordKey<Rec>('name', (r) => r.name),
        'a',
      )?.id,
    ).toBe(1);
    expect(byId(records, 1)?.name).toBe('a');
    const replaced = records.filter((r) => r.id !== 1);
    expect(byId(replaced, 1)).toBeUndefined();
  });
});

describe('pairKey', () => {
  it('gives equal pairs equal keys, and different pairs different keys, whatever the ids', () => {
    const big = 2 ** 26;
    const pairs = [
      [1, 0],
      [0, 1],
      [0, big],
      [1, big - 1],
      [big, 0],
      [big, big],
      [5101, 1001],
      [1001, 5101],
      [Number.MAX_SAFE_INTEGER, 1],
    ];
    const keys = pairs.map(([a, b]) => pairKey(a!, b!));
    expect(new Set(keys).size).toBe(pairs.length);
    pairs.forEach(([a, b], i) => expect(pairKey(a!, b!)).toBe(keys[i]));
  });
});
