import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that run the whole contract suites against a mock in another process
 * take minutes each, the rest seconds: started first, on both workers, they run
 * while the other files fill in around them, instead of starting last and running
 * on after everything else (a fresh clone has no timings for vitest to order by).
 */
const longRuns = ['scripts/contracts/remote-portable.test.ts', 'scripts/contracts/remote.test.ts'];

class LongRunsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longRuns.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? longRuns.length : index;
    };
    // A stable sort: the other files keep vitest's own order.
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['{mock,fixtures,contracts,scripts}/**/*.test.ts'],
    // Test files share their worker's modules (the mock and its generated validators load
    // once per worker, not once per file); no suite keeps module state another could see.
    // The contract runner (scripts/contracts/run-suites.ts) isolates its own runs.
    isolate: false,
    // Both cores: files that wait on other processes (the CLI, remote runs, a browser)
    // overlap with the rest (vitest's default on 2 cores is one worker).
    maxWorkers: 2,
    sequence: { sequencer: LongRunsFirst },
    testTimeout: 20_000,
    // Each suite file builds its own server in beforeAll; on a busy 2-core machine that can pass 10 s.
    hookTimeout: 60_000,
  },
});
