/**
 * A vitest sequencer: vitest's own order, except that the files whose path contains one
 * of `order.first` (read at each sort, so a runner may change it between runs) go first,
 * in the order it names them. npm test puts its longest files first (vitest.config.ts);
 * the breach sweep, the file that caught a breach (sweep.ts).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export function filesFirst(order: { first: readonly string[] }): typeof BaseSequencer {
  // Named as its base: a declaration cannot describe an anonymous class with protected members.
  return class extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (spec: TestSpecification) => {
        const at = order.first.findIndex((part) => spec.moduleId.includes(part));
        return at === -1 ? order.first.length : at;
      };
      return [...sorted].sort((a, b) => rank(a) - rank(b));
    }
  };
}
