/**
 * Fault mode: the catalogue of breaches and the one way to plant one. A server
 * plants a breach only when started with its exact id (buildServer's `fault`,
 * the CLI's --fault); no request, header or admin call can turn one on.
 */
import type { Breach, BreachSite } from './breach.ts';
import { userBreaches } from './users.ts';
import { platformBreaches } from './platform.ts';
import { audienceBreaches } from './audiences.ts';
import { audienceTypeBreaches } from './audience-types.ts';
import { creativeBreaches } from './creatives.ts';
import { conversionBreaches } from './conversions.ts';
import { bidModelBreaches } from './bid-models.ts';
import { reportBreaches } from './reports.ts';
import { vldBreaches } from './vld.ts';
import { dashboardBreaches } from './dashboards.ts';

export { breachKinds, type Breach, type BreachKind } from './breach.ts';

/** One file per contract domain, each holding that domain's breaches only (catalogue.test.ts). */
export const breaches: readonly Breach[] = [
  ...userBreaches,
  ...platformBreaches,
  ...audienceBreaches,
  ...audienceTypeBreaches,
  ...creativeBreaches,
  ...conversionBreaches,
  ...bidModelBreaches,
  ...reportBreaches,
  ...vldBreaches,
  ...dashboardBreaches,
];

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
