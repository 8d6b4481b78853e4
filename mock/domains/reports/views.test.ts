/** Unit checks of what clients see of reports, on organizations no caller can put in a report over HTTP. */
import { describe, expect, it } from 'vitest';
import { OrgId } from '../../../fixtures/organizations.ts';
import { buildWorld } from '../../../fixtures/world.ts';
import { customerDetails } from './views.ts';

describe('customerDetails', () => {
  it('gives statusId 1 to an Active organization and 2 to one On Hold (spec/DECISIONS.md R19)', () => {
    const details = customerDetails(buildWorld(), [OrgId.acmeMedia, OrgId.globexPolitical]);
    expect(details.map((d) => [d.status, d.statusId])).toEqual([
      ['Active', 1],
      ['On Hold', 2],
    ]);
  });
});
