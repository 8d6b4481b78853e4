/**
 * Every error text of the catalogue is asserted by some contract suite, so a seed
 * message cannot go untested (or drift) unnoticed; and every operation of the
 * platform is called by name from a suite of its own (the table-driven auth
 * suite, which calls every operation generically, does not count). The texts and
 * operations of the mock's own features (the `Prefer` header, the admin API, the
 * file storage's paths) are checked the same way against the mock's own tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from '../mock/messages.ts';
import { operations } from './support/spec.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const mockRoot = fileURLToPath(new URL('../mock/', import.meta.url));

/** Texts only the mock's own features answer with: no platform operation does. */
const mockFeatureMessages = [
  'preferUndocumented',
  'preferInvalid',
  'downloadNotFound',
  'assetNotFound',
  'clockOutOfRange',
  'mockSessionInvalid',
  'snapshotInvalid',
  'ruleNotFound',
  'adminHostForbidden',
  'adminOriginForbidden',
  'adminTokenInvalid',
  'adminJsonRequired',
  'adminPeerForbidden',
  'clockAdvanceTwice',
  'mockSessionsFull',
  'mockSessionsTooFast',
  'preferDelaysFull',
  'urlInvalid',
  'headersTooLarge',
  'requestTimeout',
  'upstreamUnreachable',
  'upstreamTimeout',
];

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
  const mockSources = suiteSources(mockRoot, []).join('\n');
  const platformKeys = Object.keys(messages).filter((key) => !mockFeatureMessages.includes(key));
  it.each(platformKeys)('messages.%s is asserted by a contract suite', (key) => {
    expect(sources).toMatch(new RegExp(`messages\\.${key}\\b`));
  });
  it.each(mockFeatureMessages)("messages.%s (a text of the mock's own features) is asserted by a test of the mock", (key) => {
    expect(Object.keys(messages)).toContain(key);
    expect(mockSources).toMatch(new RegExp(`messages\\.${key}\\b`));
  });
});

describe('operations', () => {
  const sources = suiteSources(root, ['support', 'auth.test.ts']).join('\n');
  // The Prefer tests call every operation generically, as the auth suite does.
  const mockSources = suiteSources(mockRoot, ['scenarios.test.ts']).join('\n');
  it('of the platform are each called by name from a contract suite', () => {
    const uncalled = operations.filter((op) => op.isPlatform && !sources.includes(`'${op.operationId}'`)).map((op) => op.operationId);
    expect(uncalled, 'operations without a contract test of their own').toEqual([]);
  });
  it("of the mock's own (admin API, file storage) are each called by name from a test of the mock", () => {
    const uncalled = operations.filter((op) => !op.isPlatform && !mockSources.includes(`'${op.operationId}'`)).map((op) => op.operationId);
    expect(uncalled, 'operations without a test of their own').toEqual([]);
  });
});
