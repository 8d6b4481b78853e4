/**
 * Every error text of the catalogue is asserted by some contract suite, so a seed
 * message cannot go untested (or drift) unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from '../mock/core/errors.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

function suiteSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'support' ? [] : suiteSources(path);
    return entry.name.endsWith('.test.ts') && path !== fileURLToPath(import.meta.url) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('error catalogue', () => {
  const sources = suiteSources(root).join('\n');
  it.each(Object.keys(messages))('messages.%s is asserted by a contract suite', (key) => {
    expect(sources).toMatch(new RegExp(`messages\\.${key}\\b`));
  });
});
