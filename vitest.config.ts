import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{mock,fixtures,contracts,scripts}/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
