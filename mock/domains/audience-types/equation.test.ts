import { describe, expect, it } from 'vitest';
import { parseEquation, segmentIdsOf } from './equation.ts';

describe('parseEquation', () => {
  it('reads one group as a union', () => {
    expect(parseEquation('(101|102|103)')).toEqual({ ok: true, groups: [[101, 102, 103]] });
  });

  it('reads groups joined by & as an intersection', () => {
    expect(parseEquation('(101|102)&(205)')).toEqual({ ok: true, groups: [[101, 102], [205]] });
  });

  it('ignores spaces between tokens', () => {
    expect(parseEquation(' ( 101 | 102 ) & ( 205 ) ')).toEqual({ ok: true, groups: [[101, 102], [205]] });
  });

  it('names each id of a group once', () => {
    expect(parseEquation('(101|101)')).toEqual({ ok: true, groups: [[101]] });
  });

  it.each([
    ['', 0, '"("'],
    ['101', 0, '"("'],
    ['(101', 4, '")"'],
    ['()', 1, 'a segment id'],
    ['(101|)', 5, 'a segment id'],
    ['(101)&', 6, '"("'],
    ['(101)(102)', 5, '"&" or the end'],
    ['(101)|(102)', 5, '"&" or the end'],
    ['(a)', 1, 'a segment id'],
    ['(101&102)', 4, '")"'],
  ])('refuses %j at position %i, expecting %s', (text, position, expected) => {
    expect(parseEquation(text)).toEqual({ ok: false, position, expected });
  });
});

describe('segmentIdsOf', () => {
  it('lists every id once in order', () => {
    expect(
      segmentIdsOf([
        [101, 102],
        [205, 101],
      ]),
    ).toEqual([101, 102, 205]);
  });
});
