import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'spec/generated/', 'node_modules/', 'reports/']),
  {
    files: ['{mock,fixtures,contracts,scripts,types}/**/*.ts', 'vitest.config.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // A leading underscore names a value left out on purpose (`const { size: _size, ...rest } = entry`), as tsc's noUnused* checks allow.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Formatting belongs to Prettier: this turns off every rule that would disagree with it.
  prettier,
);
