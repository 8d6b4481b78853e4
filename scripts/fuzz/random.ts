/**
 * A small seeded random source (mulberry32) for the fuzz areas that build their
 * requests by hand (admin.ts, files.ts): the same seed gives the same run.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** In [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new RangeError('pick from an empty list');
    return list[this.int(list.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A seed for a run of its own, derived from this one. */
  fork(salt: number): Random {
    return new Random((this.int(2 ** 32) ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0);
  }
}
