/**
 * The dashboards list is oldest first (spec/DECISIONS.md D1) however the world holds
 * them. Dashboards saved through the API are kept in the order they were saved, so
 * the contract suites cannot tell; here the world holds them newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOk, login } from '../../../contracts/support/client.ts';
import { openTarget, type Target } from '../../../contracts/support/target.ts';

let target: Target;

beforeAll(async () => {
  target = await openTarget();
});

afterAll(async () => {
  await target.close();
});

describe('the dashboards list', () => {
  it('is oldest first when the world holds the dashboards newest first', async () => {
    const as = await login(target, 'workspaceOwner');
    for (const label of ['First', 'Second']) await callOk(target, 'createDashboard', { as, body: { label } });
    const world = target.server!.state.world;
    world.dashboards.reverse();
    const ids = (await callOk(target, 'listDashboards', { as })).body.items.map((d: { id: number }) => d.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });
});
