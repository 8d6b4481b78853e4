import { defineConfig } from 'vitest/config';
import { filesFirst } from './scripts/contracts/files-first.ts';

/**
 * The files that take longest, longest first: each runs the contract suites in processes
 * of its own, drives a browser or builds the package. They start first. On a fresh clone
 * vitest knows no file's duration and starts the largest files first, and these are small:
 * the run then ended on one of them alone, the other worker idle for most of a minute.
 */
const longestFiles = [
  'scripts/deploy-nginx.test.ts',
  'scripts/contracts/remote-portable.test.ts',
  'scripts/contracts/remote-shaped.test.ts',
  'mock/inspector.browser.test.ts',
  'mock/docs-page.browser.test.ts',
  'scripts/generated.test.ts',
  'scripts/contracts/shards.test.ts',
  'mock/cli.test.ts',
  'scripts/types-entry.test.ts',
  'scripts/contracts/remote.test.ts',
];

export default defineConfig({
  test: {
    include: ['{mock,fixtures,contracts,scripts}/**/*.test.ts'],
    // Test files share their worker's modules (the mock and its generated validators load
    // once per worker, not once per file); no suite keeps module state another could see.
    // The contract runner (scripts/contracts/run-suites.ts) isolates its own runs.
    isolate: false,
    // Modules as transformed are kept on disk (node_modules/.experimental-vitest-cache, by
    // their content): the contract runs the tests start as processes of their own read them
    // there instead of transforming every suite again.
    experimental: { fsModuleCache: true },
    sequence: { sequencer: filesFirst({ first: longestFiles }) },
    // One worker more than a 2-core machine's cores: the files that wait on other processes
    // (the CLI, contract runs, a browser) leave a core idle in turns, which the third fills
    // (vitest's default on 2 cores is one worker; two left a core idle for a fifth of the run).
    maxWorkers: 3,
    testTimeout: 20_000,
    // Each suite file builds its own server in beforeAll; on a busy 2-core machine that can pass 10 s.
    hookTimeout: 60_000,
  },
});
