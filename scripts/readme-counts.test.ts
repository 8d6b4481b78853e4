/**
 * The README's operation counts are the bundle's: the total of the platform's
 * operations (neither the admin API nor the file storage) and the count of each
 * row of its table of domains, so the README cannot go stale when an operation
 * is added.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Bundle {
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
}

const bundle = JSON.parse(readFileSync(new URL('../spec/generated/openapi.json', import.meta.url), 'utf8')) as Bundle;
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The mock's own operations: not operations of the platform's documents. */
const notPlatform = new Set(['mock-admin', 'file-storage']);

/** The README table's rows, by the tags of the operations each counts. */
const rows: Record<string, readonly string[]> = {
  'Auth and users (document 1)': ['auth', 'users', 'organization'],
  'Audiences (document 2)': ['audiences', 'audience-insights'],
  'Creatives and conversions (document 2)': ['creatives', 'conversions'],
  'Bid modelling (document 3)': ['bid-models'],
  'Reports, VLD and dashboards (document 3)': ['reports', 'vld-insights', 'dashboards'],
};

const platformTags = Object.values(bundle.paths)
  .flatMap((item) => Object.values(item))
  .filter((op) => op.operationId !== undefined)
  .map((op) => op.tags?.[0] ?? '(no tag)')
  .filter((tag) => !notPlatform.has(tag));

const countOf = (tags: readonly string[]) => platformTags.filter((tag) => tags.includes(tag)).length;

describe('README operation counts', () => {
  it('every platform tag belongs to one row of the table', () => {
    const mapped = Object.values(rows).flat();
    expect([...new Set(platformTags)].filter((tag) => !mapped.includes(tag))).toEqual([]);
  });

  it('the total is the number of platform operations in the bundle', () => {
    const stated = /three reference documents: (\d+) operations\s+in\s+all/.exec(readme);
    expect(stated, 'the README names the total as "three reference documents: N operations in all"').not.toBeNull();
    expect(Number(stated![1])).toBe(platformTags.length);
  });

  it.each(Object.entries(rows))('the row "%s" states the count of its operations', (row, tags) => {
    const line = readme.split('\n').find((l) => l.startsWith(`| ${row} |`));
    expect(line, `a table row "${row}"`).toBeDefined();
    expect(Number(line!.split('|')[2]!.trim())).toBe(countOf(tags));
  });
});
