import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run whole contract runs, a balancer or a browser take half a minute to a
 * minute and a half. Started first, they overlap the many short files instead of
 * ending the run alone on one worker (a fresh clone has no timings to order by).
 */
const long = /scripts\/(deploy-nginx|contracts\/(remote|shards|rules-seen))|\.browser\.test\.ts$/;

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => long.test(file.moduleId)), ...sorted.filter((file) => !long.test(file.moduleId))];
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
    testTimeout: 20_000,
    // Each suite file builds its own server in beforeAll; on a busy 2-core machine that can pass 10 s.
    hookTimeout: 60_000,
    sequence: { sequencer: LongFilesFirst },
  },
});
