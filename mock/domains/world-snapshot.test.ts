/**
 * Snapshots are total: every part of the world is written, and written as plain
 * JSON. A part added to the world fails here until the snapshot handles it
 * (mock/domains/world-snapshot.ts).
 */
import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../fixtures/world.ts';
import { parseWorld, worldParts, worldToJSON } from './world-snapshot.ts';

describe('the world in a snapshot', () => {
  it('names every part a built world has, and no other', () => {
    expect(Object.keys(worldParts).sort()).toEqual(Object.keys(buildWorld()).sort());
  });

  it.each([4010, 7])('is plain JSON for seed %i: no Map, Set, Date, Buffer or undefined that JSON would lose', (seed) => {
    const world = buildWorld(seed);
    expect(worldToJSON(world)).toStrictEqual(world);
  });

  it('reads back as a detached copy', () => {
    const world = buildWorld();
    const copy = parseWorld(worldToJSON(world), 'world');
    expect(copy).toStrictEqual(world);
    copy.users[0]!.email = 'changed@example.com';
    expect(world.users[0]!.email).not.toBe('changed@example.com');
  });
});
