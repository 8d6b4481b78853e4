import { describe, expect, it } from 'vitest';
import { isSortable, sortBy, type SortSpec } from './paging.ts';

interface Item {
  id: number;
  name: string;
}

const items: Item[] = [
  { id: 2, name: 'b' },
  { id: 1, name: 'c' },
  { id: 3, name: 'a' },
];
const spec: SortSpec<Item> = { fields: { id: (i) => i.id, name: (i) => i.name }, fallback: '+name' };
const ids = (list: Item[]) => list.map((i) => i.id);

describe('sortBy', () => {
  it('sorts by a signed field; no sign is ascending', () => {
    expect(ids(sortBy(items, '-id', spec))).toEqual([3, 2, 1]);
    expect(ids(sortBy(items, 'id', spec))).toEqual([1, 2, 3]);
    expect(ids(sortBy(items, ' id', spec))).toEqual([1, 2, 3]);
  });

  it('puts empty values last in either direction (spec/DECISIONS.md U3)', () => {
    const withEmpty = [...items, { id: 4, name: null as unknown as string }];
    expect(ids(sortBy(withEmpty, '+name', spec))).toEqual([3, 2, 1, 4]);
    expect(ids(sortBy(withEmpty, '-name', spec))).toEqual([1, 2, 3, 4]);
  });

  it('gives the default order for a field the list does not sort by, or none (spec/DECISIONS.md C3)', () => {
    expect(ids(sortBy(items, 'DBEOH', spec))).toEqual([3, 2, 1]);
    expect(ids(sortBy(items, '+password', spec))).toEqual([3, 2, 1]);
    expect(ids(sortBy(items, undefined, spec))).toEqual([3, 2, 1]);
    expect(isSortable('DBEOH', spec)).toBe(false);
    expect(isSortable('-name', spec)).toBe(true);
  });
});
