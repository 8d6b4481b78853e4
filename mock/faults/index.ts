/**
 * Fault mode: the catalogue of breaches and the one way to plant one. A server
 * plants a breach only when started with its exact id (buildServer's `fault`,
 * the CLI's --fault); no request, header or admin call can turn one on.
 */
import type { Breach, BreachSite } from './breach.ts';
import { audienceBreaches } from './audiences.ts';
import { bidModelBreaches } from './bid-models.ts';
import { creativeBreaches } from './creatives.ts';
import { reportBreaches } from './reports.ts';
import { userBreaches } from './users.ts';

export { breachKinds, type Breach, type BreachKind } from './breach.ts';

export const breaches: readonly Breach[] = [...userBreaches, ...audienceBreaches, ...creativeBreaches, ...bidModelBreaches, ...reportBreaches];

export function findBreach(id: string): Breach {
  const breach = breaches.find((b) => b.id === id);
  if (!breach) throw new Error(`unknown fault "${id}"; the breaches are listed by --list-faults`);
  return breach;
}

export function plantBreach(id: string, site: BreachSite): Breach {
  const breach = findBreach(id);
  breach.plant(site);
  return breach;
}
