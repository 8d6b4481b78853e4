/** Deleting audiences of these types (DELETE /api/v2/audience/delete) leaves nothing of them to read or change. */
import { describe, expect } from 'vitest';
import { callOk, session } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { createEach, expectUnknown, notable } from './support.ts';

const suite = useTarget();

describe('deleted audiences of each type', () => {
  withPersonas(suite, ['workspaceOwner'], 'answer 404 on every details read and update once deleted', async () => {
    const owner = await session(suite.current, 'workspaceOwner');
    // The campaign audience is built from the campaign, not attached to it, so each may be deleted.
    const ids = await createEach(suite, owner, await notable(suite, 'campaigns', 'running'));
    const audienceIds = Object.values(ids).join(',');
    const result = (await callOk(suite.current, 'deleteAudiences', { as: owner, body: { audienceIds } })).body.responseObject;
    expect(result).toMatchObject({ audienceFailedIds: [], status: true });
    expect(result.audienceSuccessfulIds.map(Number)).toEqual(expect.arrayContaining(Object.values(ids)));
    expect(result.audienceSuccessfulIds).toHaveLength(Object.values(ids).length);
    await expectUnknown(suite, owner, ids);
  });
});
