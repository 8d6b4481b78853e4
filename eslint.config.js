import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'spec/generated/', 'node_modules/', 'reports/', '.stryker-tmp/']),
  {
    files: ['{mock,fixtures,contracts,scripts,types}/**/*.ts', 'vitest.config.ts', 'vitest.mutate.config.ts'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // A leading underscore names a value left out on purpose (`const { size: _size, ...rest } = entry`), as tsc's noUnused* checks allow.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A domain fills in an interface core declares by extending its own record (`interface CallerMembership extends Membership {}`).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  // Formatting belongs to Prettier: this turns off every rule that would disagree with it.
  prettier,
);
