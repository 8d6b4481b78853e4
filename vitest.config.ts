import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{mock,fixtures,contracts,scripts}/**/*.test.ts'],
    testTimeout: 20_000,
    // Each suite file builds its own server in beforeAll; on a busy 2-core machine that can pass 10 s.
    hookTimeout: 60_000,
  },
});
