import { defineConfig } from 'vitest/config';

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
  },
});
