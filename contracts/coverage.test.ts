/**
 * Every error text of the catalogue is asserted by some contract suite, so a seed
 * message cannot go untested (or drift) unnoticed; and every operation of the
 * spec is called by name from a suite of its own (the table-driven auth and
 * Prefer suites, which call every operation generically, do not count).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from '../mock/core/errors.ts';
import { operations } from './support/spec.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Sources of the suites under dir, leaving out the named directories and files. */
function suiteSources(dir: string, skip: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (skip.includes(entry.name)) return [];
    if (entry.isDirectory()) return suiteSources(path, skip);
    return entry.name.endsWith('.test.ts') && path !== fileURLToPath(import.meta.url) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('error catalogue', () => {
  const sources = suiteSources(root, ['support']).join('\n');
  it.each(Object.keys(messages))('messages.%s is asserted by a contract suite', (key) => {
    expect(sources).toMatch(new RegExp(`messages\\.${key}\\b`));
  });
});

describe('operations', () => {
  const sources = suiteSources(root, ['support', 'auth.test.ts', 'prefer.test.ts']).join('\n');
  it('are each called by name from a contract suite', () => {
    const uncalled = operations.filter((op) => !sources.includes(`'${op.operationId}'`)).map((op) => op.operationId);
    expect(uncalled, 'operations without a contract test of their own').toEqual([]);
  });
});
