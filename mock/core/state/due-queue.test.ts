import { describe, expect, it } from 'vitest';
import { DueQueue, dueQueueOf, scheduleDue, type DueTask } from './due-queue.ts';
import type { MockState } from './state.ts';

const state = {} as MockState;

function task(at: number, ran: string[], name = String(at)): DueTask {
  return { at, run: () => void ran.push(name) };
}

describe('the due queue', () => {
  it('runs only the tasks due by now, earliest first, ties in the order added', () => {
    const ran: string[] = [];
    const queue = new DueQueue();
    for (const [at, name] of [
      [50, 'e'],
      [10, 'a'],
      [30, 'c1'],
      [30, 'c2'],
      [20, 'b'],
      [90, 'late'],
    ] as const)
      queue.add(task(at, ran, name));
    queue.runDue(state, 50);
    expect(ran).toEqual(['a', 'b', 'c1', 'c2', 'e']);
    expect(queue.size).toBe(1);
    queue.runDue(state, 89);
    expect(ran).toHaveLength(5);
    queue.runDue(state, 90);
    expect(ran.at(-1)).toBe('late');
    expect(queue.size).toBe(0);
  });

  it('runs a task that a running task adds, when it is due too', () => {
    const ran: string[] = [];
    const queue = new DueQueue();
    queue.add({ at: 1, run: () => (ran.push('first'), queue.add(task(2, ran, 'second'))) });
    queue.add(task(3, ran, 'third'));
    queue.runDue(state, 5);
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('keeps heap order over many tasks', () => {
    const ran: string[] = [];
    const queue = new DueQueue();
    const times = Array.from({ length: 500 }, (_, i) => (i * 7919) % 1000);
    for (const at of times) queue.add(task(at, ran));
    queue.runDue(state, 1000);
    expect(ran.map(Number)).toEqual([...times].sort((a, b) => a - b));
  });

  it('fills a world’s queue once from its scan; tasks scheduled before first use are left to that scan', () => {
    const world = {};
    const ran: string[] = [];
    scheduleDue(world, task(1, ran, 'before first use'));
    let scans = 0;
    const scan = () => (scans++, [task(2, ran, 'scanned')]);
    dueQueueOf(world, scan).runDue(state, 10);
    dueQueueOf(world, scan).runDue(state, 10);
    scheduleDue(world, task(5, ran, 'after'));
    dueQueueOf(world, scan).runDue(state, 10);
    expect(scans).toBe(1);
    expect(ran).toEqual(['scanned', 'after']);
  });
});
