/** The breach catalogue: enough breaches, over every contract domain and every kind, each plantable. */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../server.ts';
import { audienceTypeBreaches } from './audience-types.ts';
import { audienceBreaches } from './audiences.ts';
import { bidModelBreaches } from './bid-models.ts';
import type { Breach } from './breach.ts';
import { conversionBreaches } from './conversions.ts';
import { creativeBreaches } from './creatives.ts';
import { dashboardBreaches } from './dashboards.ts';
import { breachKinds, breaches } from './index.ts';
import { platformBreaches } from './platform.ts';
import { reportBreaches } from './reports.ts';
import { userBreaches } from './users.ts';
import { vldBreaches } from './vld.ts';

const contractDomains = ['users', 'platform', 'audiences', 'audience-types', 'creatives', 'conversions', 'bid-models', 'reports', 'vld', 'dashboards'];

/** Each file of the catalogue, named as its contract domain, and the breaches it holds. */
const breachesByFile: Record<string, readonly Breach[]> = {
  users: userBreaches,
  platform: platformBreaches,
  audiences: audienceBreaches,
  'audience-types': audienceTypeBreaches,
  creatives: creativeBreaches,
  conversions: conversionBreaches,
  'bid-models': bidModelBreaches,
  reports: reportBreaches,
  vld: vldBreaches,
  dashboards: dashboardBreaches,
};

describe('fault mode catalogue', () => {
  it('holds at least 40 breaches with unique ids named after their contract domain, each naming a suite file that exists', () => {
    expect(breaches.length).toBeGreaterThanOrEqual(40);
    expect(new Set(breaches.map((b) => b.id)).size).toBe(breaches.length);
    for (const breach of breaches) {
      expect(breach.id).toMatch(/^[a-z-]+\.[a-z0-9-]+$/);
      expect(breach.id.startsWith(`${breach.domain}.`), breach.id).toBe(true);
      expect(existsSync(new URL(`../../contracts/${breach.domain}/`, import.meta.url)), `${breach.id}: contracts/${breach.domain}`).toBe(true);
      // The file the sweep runs first.
      expect(breach.caughtIn, breach.id).toMatch(/^[a-z-]+\/[a-z0-9-]+\.test\.ts$/);
      expect(existsSync(new URL(`../../contracts/${breach.caughtIn}`, import.meta.url)), `${breach.id}: contracts/${breach.caughtIn}`).toBe(true);
    }
  });

  it('covers every contract domain', () => {
    expect(contractDomains.filter((domain) => !breaches.some((b) => b.domain === domain))).toEqual([]);
  });

  it('keeps one file per contract domain, each holding only the breaches of its domain, and together the whole catalogue', () => {
    const files = readdirSync(new URL('./', import.meta.url)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(files.filter((name) => !['breach.ts', 'deleted-audiences.ts', 'index.ts'].includes(name)).sort()).toEqual(
      contractDomains.map((domain) => `${domain}.ts`).sort(),
    );
    expect(Object.keys(breachesByFile).sort()).toEqual([...contractDomains].sort());
    for (const [domain, held] of Object.entries(breachesByFile)) {
      expect(held.length, `${domain}.ts holds no breach`).toBeGreaterThan(0);
      expect(
        held.filter((b) => b.domain !== domain).map((b) => b.id),
        `breaches of another domain in ${domain}.ts`,
      ).toEqual([]);
    }
    const ids = (list: readonly Breach[]) => list.map((b) => b.id).sort();
    expect(ids(Object.values(breachesByFile).flat()), 'the files together hold the catalogue (index.ts)').toEqual(ids(breaches));
  });

  it('covers every kind of breach', () => {
    expect(breachKinds.filter((kind) => !breaches.some((b) => b.kind === kind))).toEqual([]);
  });

  it.each(breaches.map((b) => [b.id] as const))('plants %s on a server of its own', async (id) => {
    const server = await buildServer({ fault: id });
    await server.app.close();
  });

  it('refuses a fault that is not in the catalogue', async () => {
    await expect(buildServer({ fault: 'users.everything-is-fine' })).rejects.toThrow('unknown fault "users.everything-is-fine"');
  });
});
