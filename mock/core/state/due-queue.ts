/**
 * Work the mock clock makes due (an audience finishing processing, a scheduled
 * report to deliver), kept in due-time order: before each request the mock runs
 * only the tasks whose time has come, so a request never pays for a pass over
 * every record, whatever the world's size.
 *
 * One queue per world object. It is filled once, lazily, by the domains' scan of
 * that world (a new world from a reset or a restore gets a fresh queue), and
 * domains add a task whenever they set a due time afterwards. A task checks the
 * record when it runs, so a task made stale by a later change does nothing.
 */
import type { MockState } from './state.ts';

export interface DueTask {
  /** When the task is due, on the mock clock (ms). */
  readonly at: number;
  run(state: MockState, now: number): void;
}

/** Every task a world holds at the moment it is first used. */
export type DueScan = (world: object) => Iterable<DueTask>;

interface Entry {
  task: DueTask;
  /** Order of arrival: tasks due at the same instant run in the order they were added. */
  seq: number;
}

/** A binary min-heap on (at, seq). */
export class DueQueue {
  private heap: Entry[] = [];
  private seq = 0;

  get size(): number {
    return this.heap.length;
  }

  add(task: DueTask): void {
    this.heap.push({ task, seq: this.seq++ });
    this.up(this.heap.length - 1);
  }

  /** Runs every task due at or before `now`, earliest first (tasks they add run too when due); returns how many ran. */
  runDue(state: MockState, now: number): number {
    let ran = 0;
    for (; this.heap.length > 0 && this.heap[0]!.task.at <= now; ran++) this.pop().run(state, now);
    return ran;
  }

  private pop(): DueTask {
    const top = this.heap[0]!;
    const last = this.heap.pop()!;
    if (this.heap.length > 0) {
      this.heap[0] = last;
      this.down(0);
    }
    return top.task;
  }

  private before(a: number, b: number): boolean {
    const x = this.heap[a]!;
    const y = this.heap[b]!;
    return x.task.at < y.task.at || (x.task.at === y.task.at && x.seq < y.seq);
  }

  private swap(a: number, b: number): void {
    [this.heap[a], this.heap[b]] = [this.heap[b]!, this.heap[a]!];
  }

  private up(i: number): void {
    for (let parent = (i - 1) >> 1; i > 0 && this.before(i, parent); i = parent, parent = (i - 1) >> 1) this.swap(i, parent);
  }

  private down(i: number): void {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < this.heap.length && this.before(left, least)) least = left;
      if (right < this.heap.length && this.before(right, least)) least = right;
      if (least === i) return;
      this.swap(i, least);
      i = least;
    }
  }
}

const queues = new WeakMap<object, DueQueue>();

/** The world's queue, filled by `scan` the first time the world is used. */
export function dueQueueOf(world: object, scan: DueScan): DueQueue {
  let queue = queues.get(world);
  if (!queue) {
    queue = new DueQueue();
    for (const task of scan(world)) queue.add(task);
    queues.set(world, queue);
  }
  return queue;
}

/**
 * Adds a task to the world's queue. Before the world's first use there is no
 * queue yet: its scan will find the record then, so nothing is lost.
 */
export function scheduleDue(world: object, task: DueTask): void {
  queues.get(world)?.add(task);
}
