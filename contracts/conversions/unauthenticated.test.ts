/**
 * Both conversion operations only write, so these refusals are what a read-only
 * run can hold them to: without a token each is refused before it can change
 * anything, in the documented envelope and words.
 */
import { messages } from '../../mock/messages.ts';
import { describe, it, useTarget } from '../support/harness.ts';

useTarget();

describe('conversions without a bearer token', () => {
  it('a pixel conversion is refused with 401', async ({ api, ids }) => {
    const owId = await ids.organization('workspace');
    await api.refuses('addPixelConversion', { owId, body: { name: 'unauthenticated' } }, 401, { error: messages.tokenMissing, field: 'Authentication' });
  });

  it('an assignment to a campaign is refused with 401', async ({ api, ids }) => {
    const owId = await ids.organization('workspace');
    await api.refuses('assignConversionsToCampaigns', { owId, body: { campaignId: 1, conversionIdList: [1] } }, 401, {
      error: messages.tokenMissing,
      field: 'Authentication',
    });
  });
});
