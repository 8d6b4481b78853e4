import { describe, expect } from 'vitest';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import { call, callOk, type Session } from '../support/client.ts';
import { useTarget } from '../support/suite.ts';
import { asOwner, createAudience, DAY, deleteWhenDone, expectFailure, targetNow } from './support.ts';

const suite = useTarget();
const test = (name: string, fn: (owner: Session) => Promise<void>) => asOwner(suite, name, fn);

const add = (owner: Session, body: unknown) => call(suite.current, 'addContextualAudience', { as: owner, body });
const create = (owner: Session, body: { audienceName: string }) => createAudience(suite, owner, 'addContextualAudience', body, body.audienceName);

/** A static audience over `days` days, starting `startDaysAgo` days before the target's now. */
async function staticBody(owner: Session, startDaysAgo = 20, days = 10, overrides: Record<string, unknown> = {}) {
  const now = await targetNow(suite, owner);
  const startDate = now - startDaysAgo * DAY;
  return { audienceName: uniqueName('Trail Readers'), keywords: 'hiking, camping', urls: 'https://trailrunner.example/gear', startDate, endDate: startDate + days * DAY, frequency: 2, timezoneId: 29, dataCollectionMethodId: 1, ...overrides };
}

const dynamicBody = (overrides: Record<string, unknown> = {}) => ({ audienceName: uniqueName('Rolling Trail Readers'), keywords: 'hiking', frequency: 1, timezoneId: 29, dataCollectionMethodId: 2, dataCollectionDays: 30, ...overrides });

describe('addContextualAudience', () => {
  test('creates a static contextual audience', async (owner) => {
    const response = await callOk(suite.current, 'addContextualAudience', { as: owner, body: await staticBody(owner) });
    expect(response.body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
    deleteWhenDone(suite, owner, [response.body.data.id]);
  });

  test('creates a dynamic contextual audience of 30 days, from urls alone [smoke]', async (owner) => {
    await create(owner, dynamicBody({ keywords: undefined, urls: 'https://news.example/outdoors' }));
  });

  test('accepts a start 179 days ago', async (owner) => {
    await create(owner, await staticBody(owner, 179));
  });

  test('refuses a start older than 180 days with 422', async (owner) => {
    expectFailure(await add(owner, await staticBody(owner, 181)), 'addContextualAudience', 422, 'startDate', messages.contextualStartTooOld);
  });

  test('refuses a start in the future with 422', async (owner) => {
    expectFailure(await add(owner, await staticBody(owner, -1)), 'addContextualAudience', 422, 'startDate', messages.contextualStartTooOld);
  });

  test('accepts a span of 30 days', async (owner) => {
    await create(owner, await staticBody(owner, 40, 30));
  });

  test('refuses a span of 31 days with 422', async (owner) => {
    expectFailure(await add(owner, await staticBody(owner, 40, 31)), 'addContextualAudience', 422, 'endDate', messages.contextualSpanTooLong);
  });

  test('refuses an end before the start with 422', async (owner) => {
    expectFailure(await add(owner, await staticBody(owner, 20, -1)), 'addContextualAudience', 422, 'endDate', messages.endBeforeStart);
  });

  test('accepts frequency 10', async (owner) => {
    await create(owner, dynamicBody({ frequency: 10 }));
  });

  test('refuses frequency 0 with 422 [smoke]', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ frequency: 0 })), 'addContextualAudience', 422, 'frequency');
  });

  test('refuses frequency 11 with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ frequency: 11 })), 'addContextualAudience', 422, 'frequency');
  });

  test('refuses a fractional frequency with 400', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ frequency: 2.5 })), 'addContextualAudience', 400, 'frequency');
  });

  test('refuses static collection without startDate with 400', async (owner) => {
    expectFailure(await add(owner, await staticBody(owner, 20, 10, { startDate: undefined })), 'addContextualAudience', 400, 'startDate', messages.contextualStaticNeedsDates);
  });

  test('refuses static collection without endDate with 400', async (owner) => {
    expectFailure(await add(owner, await staticBody(owner, 20, 10, { endDate: undefined })), 'addContextualAudience', 400, 'endDate', messages.contextualStaticNeedsDates);
  });

  test('refuses dynamic collection without dataCollectionDays with 400', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ dataCollectionDays: undefined })), 'addContextualAudience', 400, 'dataCollectionDays', messages.contextualDynamicNeedsDays);
  });

  test('refuses 31 dataCollectionDays with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ dataCollectionDays: 31 })), 'addContextualAudience', 422, 'dataCollectionDays');
  });

  test('refuses 0 dataCollectionDays with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ dataCollectionDays: 0 })), 'addContextualAudience', 422, 'dataCollectionDays');
  });

  test('ignores dates of a dynamic collection (the window rolls)', async (owner) => {
    await create(owner, dynamicBody({ startDate: 0, endDate: 1 }));
  });

  test('refuses an unknown collection method with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ dataCollectionMethodId: 3 })), 'addContextualAudience', 422, 'dataCollectionMethodId');
  });

  test('refuses neither keywords nor urls with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ keywords: undefined })), 'addContextualAudience', 422, 'keywords', messages.contextualNoKeywordsOrUrls);
  });

  test('refuses keywords and urls that name nothing with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ keywords: ' , ', urls: '' })), 'addContextualAudience', 422, 'keywords', messages.contextualNoKeywordsOrUrls);
  });

  test('refuses a missing frequency with 400', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ frequency: undefined })), 'addContextualAudience', 400, 'frequency');
  });
});

describe('validateContextualUrls', () => {
  const urls = ['https://trailrunner.example/gear', 'http://www.news.example/outdoors', 'not a url', 'ftp://trailrunner.example/file', 'https://unknown-blog.example/post'];
  const verdicts = {
    'https://trailrunner.example/gear': true,
    'http://www.news.example/outdoors': true,
    'not a url': false,
    'ftp://trailrunner.example/file': false,
    'https://unknown-blog.example/post': null,
  };

  test('answers true, false or null for each URL of a bare array [smoke]', async (owner) => {
    const response = await callOk(suite.current, 'validateContextualUrls', { as: owner, body: urls });
    expect(response.body.data).toEqual(verdicts);
  });

  test('takes the URLs in a URLs field too', async (owner) => {
    const response = await callOk(suite.current, 'validateContextualUrls', { as: owner, body: { URLs: urls } });
    expect(response.body.data).toEqual(verdicts);
  });

  test('refuses an empty list with 422, in either shape [smoke]', async (owner) => {
    for (const body of [[], { URLs: [] }]) {
      expectFailure(await call(suite.current, 'validateContextualUrls', { as: owner, body }), 'validateContextualUrls', 422, 'URLs', messages.urlListEmpty);
    }
  });

  test('refuses a body that is neither with 400', async (owner) => {
    const response = await call(suite.current, 'validateContextualUrls', { as: owner, body: { urls } });
    expectFailure(response, 'validateContextualUrls', 400, /.+/);
  });

  test('refuses URLs that are not strings with 400', async (owner) => {
    const response = await call(suite.current, 'validateContextualUrls', { as: owner, body: [42] });
    expectFailure(response, 'validateContextualUrls', 400, /.+/);
  });
});
