import type { ContextualAudienceRequest, LookalikeAudienceRequest } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { createAudience, deleteWhenDone, expectFailure, NEVER_ISSUED_ID, notable } from './support.ts';
import { describe, expect, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

const audience = (api: Api, role: string) => notable(api, 'audiences', role);

async function body(api: Api, overrides: Partial<LookalikeAudienceRequest> = {}): Promise<LookalikeAudienceRequest> {
  return {
    audienceName: uniqueName('CRM Lookalike 3%'),
    sourceAudienceIds: `${await audience(api, 'matchedReady')}`,
    countryIds: '1',
    stateIds: '38, 48',
    audienceSize: 3,
    ...overrides,
  };
}
const add = (api: Api, owner: Session, request: LookalikeAudienceRequest) => api.call('addLookalikeAudience', { as: owner, body: request });
const create = (api: Api, owner: Session, request: LookalikeAudienceRequest) =>
  createAudience(api, owner, 'addLookalikeAudience', request, request.audienceName);

/** A new audience, Processing as every new audience is at first (spec/DECISIONS.md AT3). */
async function processingAudience(api: Api, owner: Session): Promise<number> {
  const audienceName = uniqueName('Rolling Trail Readers');
  const request: ContextualAudienceRequest = {
    audienceName,
    keywords: 'hiking',
    frequency: 1,
    timezoneId: 29,
    dataCollectionMethodId: 2,
    dataCollectionDays: 30,
  };
  return createAudience(api, owner, 'addContextualAudience', request, audienceName);
}

describe('addLookalikeAudience', () => {
  withPersonas(['workspaceOwner'], 'creates a lookalike audience from Ready sources', async ({ api, owner }) => {
    const response = await api.ok('addLookalikeAudience', {
      as: owner,
      body: await body(api, { sourceAudienceIds: `${await audience(api, 'matchedReady')},${await audience(api, 'geoFarmed')}` }),
    });
    expect(response.body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
    deleteWhenDone(api, owner, [response.body.data.id]);
  });

  withPersonas(['workspaceOwner'], 'accepts audienceSize 1 and 10', async ({ owner, api }) => {
    await create(api, owner, await body(api, { audienceSize: 1 }));
    await create(api, owner, await body(api, { audienceSize: 10 }));
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown source with 422', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await body(api, { sourceAudienceIds: `${await audience(api, 'matchedReady')},${NEVER_ISSUED_ID}` })),
      'addLookalikeAudience',
      422,
      'sourceAudienceIds',
      messages.lookalikeSourceNotFound,
    );
  });

  withPersonas(['workspaceOwner'], "refuses another workspace's source with 422, as if it did not exist", async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await body(api, { sourceAudienceIds: `${await audience(api, 'otherWorkspaceMatched')}` })),
      'addLookalikeAudience',
      422,
      'sourceAudienceIds',
      messages.lookalikeSourceNotFound,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses a Processing source with 422', async ({ owner, api }) => {
    const processing = await processingAudience(api, owner);
    expectFailure(
      await add(api, owner, await body(api, { sourceAudienceIds: `${processing}` })),
      'addLookalikeAudience',
      422,
      'sourceAudienceIds',
      messages.lookalikeSourceNotReady,
    );
  });

  withPersonas(['workspaceOwner'], "refuses the workspace's Processing matched audience with 422", async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await body(api, { sourceAudienceIds: `${await audience(api, 'matchedProcessing')}` })),
      'addLookalikeAudience',
      422,
      'sourceAudienceIds',
      messages.lookalikeSourceNotReady,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses a Pending source with 422', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await body(api, { sourceAudienceIds: `${await audience(api, 'matchedReady')},${await audience(api, 'matchedPending')}` })),
      'addLookalikeAudience',
      422,
      'sourceAudienceIds',
      messages.lookalikeSourceNotReady,
    );
  });

  mockOnly('accepts a source once the mock clock has made it Ready', 'moves the mock clock', async ({ api }) => {
    await advanceClock(api.target, 2 * 86_400_000);
    // Tokens last a day on the same clock: log in after moving it.
    const owner = await api.login('workspaceOwner');
    await create(api, owner, await body(api, { sourceAudienceIds: `${await audience(api, 'matchedProcessing')}` }));
  });

  withPersonas(['workspaceOwner'], 'refuses audienceSize 0 with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, await body(api, { audienceSize: 0 })), 'addLookalikeAudience', 422, 'audienceSize');
  });

  withPersonas(['workspaceOwner'], 'refuses sourceAudienceIds that are not comma-separated integers with 422', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await body(api, { sourceAudienceIds: `${await audience(api, 'matchedReady')};${await audience(api, 'geoFarmed')}` })),
      'addLookalikeAudience',
      422,
      'sourceAudienceIds',
    );
    expectFailure(await add(api, owner, await body(api, { sourceAudienceIds: '' })), 'addLookalikeAudience', 422, 'sourceAudienceIds');
  });

  withPersonas(['workspaceOwner'], 'refuses location ids that are not comma-separated integers with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, await body(api, { countryIds: 'US' })), 'addLookalikeAudience', 422, 'countryIds');
  });

  withPersonas(['workspaceOwner'], 'refuses a missing sourceAudienceIds with 400', async ({ owner, api }) => {
    await api.refuses('addLookalikeAudience', { as: owner, body: { ...(await body(api)), sourceAudienceIds: undefined } }, 400, { field: 'sourceAudienceIds' });
  });

  withPersonas(['workspaceOwner'], 'refuses a blank audienceName with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, await body(api, { audienceName: '  ' })), 'addLookalikeAudience', 422, 'audienceName', messages.blankText);
  });
});
