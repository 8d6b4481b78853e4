import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../../fixtures/world.ts';
import type { MockState } from '../../core/state/state.ts';
import { InsightStatusId, type AudienceInsight, type InsightStatusIdValue } from './model.ts';
import { currentOrNewInsight, insightReady, pendingInsights } from './insights.ts';

const state = {} as MockState;
const insight = (readyAt: number | null, statusId: InsightStatusIdValue = InsightStatusId.generating) =>
  ({ insightsId: 1, audienceId: 1, statusId, readyAt }) as AudienceInsight;

describe('insights turning ready on the clock', () => {
  it('turns generating insights ready once their ready time has come', () => {
    const generating = insight(100);
    const task = insightReady(generating);
    expect(task.at).toBe(100);
    task.run(state, 100);
    expect(generating).toMatchObject({ statusId: InsightStatusId.ready, readyAt: null });
  });

  it('does nothing when the task has gone stale: the ready time moved later, cleared, or the insights no longer generating', () => {
    const later = insight(100);
    const task = insightReady(later);
    later.readyAt = 200;
    task.run(state, 150);
    const cleared = insight(100);
    const clearedTask = insightReady(cleared);
    cleared.readyAt = null;
    clearedTask.run(state, 150);
    const failed = insight(100, InsightStatusId.failed);
    insightReady(failed).run(state, 150);
    expect([later, cleared, failed].map((i) => i.statusId)).toEqual([InsightStatusId.generating, InsightStatusId.generating, InsightStatusId.failed]);
  });

  it('finds a task for each generating insights with a ready time, and none for the others', () => {
    const world = buildWorld();
    world.audienceInsights.splice(
      0,
      world.audienceInsights.length,
      insight(100),
      insight(null),
      insight(300, InsightStatusId.ready),
      insight(400, InsightStatusId.failed),
    );
    expect([...pendingInsights(world)].map((task) => task.at)).toEqual([100]);
  });
});

describe('new insights', () => {
  it('take ids from 6100, each above every insights id held (AU9)', () => {
    const world = buildWorld();
    const audience = world.audiences.find((a) => a.audienceId === 4013)!;
    expect(currentOrNewInsight(world, audience, world.epoch).insightsId).toBe(6100);
    world.audienceInsights.push({ ...insight(null, InsightStatusId.failed), insightsId: 7000, audienceId: audience.audienceId });
    expect(currentOrNewInsight(world, audience, world.epoch)).toMatchObject({
      insightsId: 7001,
      statusId: InsightStatusId.generating,
      name: `${audience.name} Insights`,
    });
  });
});
