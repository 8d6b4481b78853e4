/** Breaches of reports, VLD and dashboards. */
import type { Breach } from './breach.ts';

export const reportBreaches: Breach[] = [];
