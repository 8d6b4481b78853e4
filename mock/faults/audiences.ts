/** Breaches of audiences and audience types. */
import type { Breach } from './breach.ts';

export const audienceBreaches: Breach[] = [];
