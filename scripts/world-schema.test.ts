/**
 * mock/domains/world-validator.ts is generated from the World type: a record type
 * changed without running `npm run generate` fails here, as the
 * spec's generated files do in generated.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildWorld } from '../fixtures/world.ts';
import { worldParts } from '../mock/domains/world-snapshot.ts';
import { renderWorldValidator, worldSchema, worldValidatorPath } from './world-schema.ts';

describe('the world’s generated validator', () => {
  it('mock/domains/world-validator.ts is current with the World type (run npm run generate)', async () => {
    expect(await readFile(worldValidatorPath, 'utf8')).toBe(await renderWorldValidator());
  }, 120_000);

  it('checks every part of the world, core’s and the domains’ alike', () => {
    const world = worldSchema().definitions.World;
    expect(Object.keys(world.properties).sort()).toEqual(Object.keys(worldParts).sort());
    expect([...world.required].sort()).toEqual(Object.keys(buildWorld()).sort());
  }, 60_000);
});
