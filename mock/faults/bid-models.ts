/** Breaches of bid modelling and include\/exclude. */
import type { Breach } from './breach.ts';

export const bidModelBreaches: Breach[] = [];
