import { describe, expect } from 'vitest';
import { messages } from '../support/texts.ts';
import { advanceClock } from '../support/admin.ts';
import { uniqueName } from '../support/arrange.ts';
import { call, callOk, login, type Session } from '../support/client.ts';
import { mockOnly, useTarget } from '../support/suite.ts';
import { asOwner, createAudience, deleteWhenDone, expectFailure, NEVER_ISSUED_ID, notable } from './support.ts';

const suite = useTarget();
const test = (name: string, fn: (owner: Session) => Promise<void>) => asOwner(suite, name, fn);

const audience = (role: string) => notable(suite, 'audiences', role);

async function body(overrides: Record<string, unknown> = {}) {
  return { audienceName: uniqueName('CRM Lookalike 3%'), sourceAudienceIds: `${await audience('matchedReady')}`, countryIds: '1', stateIds: '38, 48', audienceSize: 3, ...overrides };
}
const add = (owner: Session, request: unknown) => call(suite.current, 'addLookalikeAudience', { as: owner, body: request });
const create = (owner: Session, request: { audienceName: string }) => createAudience(suite, owner, 'addLookalikeAudience', request, request.audienceName);

/** A new audience, Processing as every new audience is at first (spec/DECISIONS.md AT3). */
async function processingAudience(owner: Session): Promise<number> {
  const audienceName = uniqueName('Rolling Trail Readers');
  const request = { audienceName, keywords: 'hiking', frequency: 1, timezoneId: 29, dataCollectionMethodId: 2, dataCollectionDays: 30 };
  return createAudience(suite, owner, 'addContextualAudience', request, audienceName);
}

describe('addLookalikeAudience', () => {
  test('creates a lookalike audience from Ready sources [smoke]', async (owner) => {
    const response = await callOk(suite.current, 'addLookalikeAudience', { as: owner, body: await body({ sourceAudienceIds: `${await audience('matchedReady')},${await audience('geoFarmed')}` }) });
    expect(response.body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
    deleteWhenDone(suite, owner, [response.body.data.id]);
  });

  test('accepts audienceSize 1 and 10', async (owner) => {
    await create(owner, await body({ audienceSize: 1 }));
    await create(owner, await body({ audienceSize: 10 }));
  });

  test('refuses an unknown source with 422', async (owner) => {
    expectFailure(await add(owner, await body({ sourceAudienceIds: `${await audience('matchedReady')},${NEVER_ISSUED_ID}` })), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotFound);
  });

  test("refuses another workspace's source with 422, as if it did not exist", async (owner) => {
    expectFailure(await add(owner, await body({ sourceAudienceIds: `${await audience('otherWorkspaceMatched')}` })), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotFound);
  });

  test('refuses a Processing source with 422', async (owner) => {
    const processing = await processingAudience(owner);
    expectFailure(await add(owner, await body({ sourceAudienceIds: `${processing}` })), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotReady);
  });

  test("refuses the workspace's Processing matched audience with 422", async (owner) => {
    expectFailure(await add(owner, await body({ sourceAudienceIds: `${await audience('matchedProcessing')}` })), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotReady);
  });

  test('refuses a Pending source with 422', async (owner) => {
    expectFailure(await add(owner, await body({ sourceAudienceIds: `${await audience('matchedReady')},${await audience('matchedPending')}` })), 'addLookalikeAudience', 422, 'sourceAudienceIds', messages.lookalikeSourceNotReady);
  });

  mockOnly(suite, 'accepts a source once the mock clock has made it Ready', 'moves the mock clock', async () => {
    await advanceClock(suite.current, 2 * 86_400_000);
    // Tokens last a day on the same clock: log in after moving it.
    const owner = await login(suite.current, 'workspaceOwner');
    await create(owner, await body({ sourceAudienceIds: `${await audience('matchedProcessing')}` }));
  });

  test('refuses audienceSize 0 with 422', async (owner) => {
    expectFailure(await add(owner, await body({ audienceSize: 0 })), 'addLookalikeAudience', 422, 'audienceSize');
  });

  test('refuses sourceAudienceIds that are not comma-separated integers with 422', async (owner) => {
    expectFailure(await add(owner, await body({ sourceAudienceIds: `${await audience('matchedReady')};${await audience('geoFarmed')}` })), 'addLookalikeAudience', 422, 'sourceAudienceIds');
    expectFailure(await add(owner, await body({ sourceAudienceIds: '' })), 'addLookalikeAudience', 422, 'sourceAudienceIds');
  });

  test('refuses location ids that are not comma-separated integers with 422', async (owner) => {
    expectFailure(await add(owner, await body({ countryIds: 'US' })), 'addLookalikeAudience', 422, 'countryIds');
  });

  test('refuses a missing sourceAudienceIds with 400 [smoke]', async (owner) => {
    expectFailure(await add(owner, await body({ sourceAudienceIds: undefined })), 'addLookalikeAudience', 400, 'sourceAudienceIds');
  });
});
