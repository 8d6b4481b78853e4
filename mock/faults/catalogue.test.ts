/** The breach catalogue: enough breaches, over every contract domain and every kind, each plantable. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../server.ts';
import { breachKinds, breaches } from './index.ts';

const contractDomains = ['users', 'platform', 'audiences', 'audience-types', 'creatives', 'conversions', 'bid-models', 'reports', 'vld', 'dashboards'];

describe('fault mode catalogue', () => {
  it('holds at least 40 breaches with unique ids named after their contract domain', () => {
    expect(breaches.length).toBeGreaterThanOrEqual(40);
    expect(new Set(breaches.map((b) => b.id)).size).toBe(breaches.length);
    for (const breach of breaches) {
      expect(breach.id).toMatch(/^[a-z-]+\.[a-z0-9-]+$/);
      expect(breach.id.startsWith(`${breach.domain}.`), breach.id).toBe(true);
      expect(existsSync(new URL(`../../contracts/${breach.domain}/`, import.meta.url)), `${breach.id}: contracts/${breach.domain}`).toBe(true);
    }
  });

  it('covers every contract domain', () => {
    expect(contractDomains.filter((domain) => !breaches.some((b) => b.domain === domain))).toEqual([]);
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
