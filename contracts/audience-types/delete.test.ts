/** Deleting audiences of these types (DELETE /api/v2/audience/delete) leaves nothing of them to read or change. */
import { createEach, expectUnknown, notable } from './support.ts';
import { describe, expect, useTarget, withPersonas } from '../support/harness.ts';

useTarget();

describe('deleted audiences of each type', () => {
  withPersonas(['workspaceOwner'], 'answer 404 on every details read and update once deleted', async ({ api, owner }) => {
    // The campaign audience is built from the campaign, not attached to it, so each may be deleted.
    const ids = await createEach(api, owner, await notable(api, 'campaigns', 'running'));
    const audienceIds = Object.values(ids).join(',');
    const result = (await api.ok('deleteAudiences', { as: owner, body: { audienceIds } })).body.responseObject;
    expect(result).toMatchObject({ audienceFailedIds: [], status: true });
    expect(result.audienceSuccessfulIds.map(Number)).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(result.audienceSuccessfulIds).toHaveLength(Object.values(ids).length);
    await expectUnknown(api, owner, ids);
  });
});
