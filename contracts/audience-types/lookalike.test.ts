import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { advanceClock } from '../support/admin.ts';
import { call, callOk, login, type Session } from '../support/client.ts';
import { mockOnly, useTarget, withPersonas } from '../support/suite.ts';
import { expectFailure, Ids } from './support.ts';

const suite = useTarget();
const asOwner = (name: string, fn: (owner: Session) => Promise<void>) =>
  withPersonas(suite, ['workspaceOwner'], name, async () => fn(await login(suite.current, 'workspaceOwner')));

const body = (overrides: Record<string, unknown> = {}) => ({ audienceName: 'CRM Lookalike 3%', sourceAudienceIds: `${Ids.matchedReady}`, countryIds: '1', stateIds: '38, 48', audienceSize: 3, ...overrides });
const add = (owner: Session, request: unknown) => call(suite.current, 'addLookalikeAudience', { as: owner, body: request });

describe('addLookalikeAudience', () => {
  asOwner('creates a lookalike audience from Ready sources', async (owner) => {
    const response = await callOk(suite.current, 'addLookalikeAudience', { as: owner, body: body({ sourceAudienceIds: `${Ids.matchedReady},${Ids.geoFarmed}` }) });
    expect(response.body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
  });

  asOwner('accepts audienceSize 1 and 10', async (owner) => {
    await callOk(suite.current, 'addLookalikeAudience', { as: owner, body: body({ audienceSize: 1 }) });
    await callOk(suite.current, 'addLookalikeAudience', { as: owner, body: body({ audienceSize: 10 }) });
  });

  asOwner('refuses an unknown source with 422', async (owner) => {
    expectFailure(await add(owner, body({ sourceAudienceIds: `${Ids.matchedReady},4999` })), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotFound);
  });

  asOwner("refuses another workspace's source with 422, as if it did not exist", async (owner) => {
    expectFailure(await add(owner, body({ sourceAudienceIds: `${Ids.otherWorkspaceMatched}` })), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotFound);
  });

  asOwner('refuses a Processing source with 422', async (owner) => {
    expectFailure(await add(owner, body({ sourceAudienceIds: `${Ids.matchedProcessing}` })), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotReady);
  });

  asOwner('refuses a Pending source with 422', async (owner) => {
    expectFailure(await add(owner, body({ sourceAudienceIds: `${Ids.matchedReady},${Ids.matchedPending}` })), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotReady);
  });

  mockOnly(suite, 'accepts a source once the mock clock has made it Ready', 'moves the mock clock', async () => {
    await advanceClock(suite.current, 2 * 86_400_000);
    // Tokens last a day on the same clock: log in after moving it.
    const owner = await login(suite.current, 'workspaceOwner');
    await callOk(suite.current, 'addLookalikeAudience', { as: owner, body: body({ sourceAudienceIds: `${Ids.matchedProcessing}` }) });
  });

  asOwner('refuses audienceSize 0 and 11 with 422', async (owner) => {
    expectFailure(await add(owner, body({ audienceSize: 0 })), 'addLookalikeAudience', 422, 'audienceSize');
    expectFailure(await add(owner, body({ audienceSize: 11 })), 'addLookalikeAudience', 422, 'audienceSize');
  });

  asOwner('refuses sourceAudienceIds that are not comma-separated integers with 422', async (owner) => {
    expectFailure(await add(owner, body({ sourceAudienceIds: '4001;4005' })), 'addLookalikeAudience', 422, 'sourceAudienceIds');
    expectFailure(await add(owner, body({ sourceAudienceIds: '' })), 'addLookalikeAudience', 422, 'sourceAudienceIds');
  });

  asOwner('refuses location ids that are not comma-separated integers with 422', async (owner) => {
    expectFailure(await add(owner, body({ countryIds: 'US' })), 'addLookalikeAudience', 422, 'countryIds');
  });

  asOwner('refuses a missing sourceAudienceIds with 400', async (owner) => {
    expectFailure(await add(owner, body({ sourceAudienceIds: undefined })), 'addLookalikeAudience', 400, 'sourceAudienceIds');
  });
});
