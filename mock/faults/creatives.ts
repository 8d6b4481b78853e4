/** Breaches of creatives and conversions. */
import type { Breach } from './breach.ts';

export const creativeBreaches: Breach[] = [];
