/**
 * Two contract files in one worker, in a fixed order, as `npm test` may run them
 * (isolate: false): the second must not inherit the first's target options.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    include: ['scripts/harness-isolation/*.case.ts'],
    isolate: false,
    maxWorkers: 1,
    sequence: { sequencer: ByName },
  },
});
