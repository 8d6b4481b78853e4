import { describe, expect } from 'vitest';
import { messages } from '../../mock/core/errors.ts';
import { call, callOk, login, type Session } from '../support/client.ts';
import { useTarget, withPersonas } from '../support/suite.ts';
import { DAY, expectFailure, targetNow } from './support.ts';

const suite = useTarget();
const asOwner = (name: string, fn: (owner: Session) => Promise<void>) =>
  withPersonas(suite, ['workspaceOwner'], name, async () => fn(await login(suite.current, 'workspaceOwner')));

const add = (owner: Session, body: unknown) => call(suite.current, 'addContextualAudience', { as: owner, body });

/** A static audience over the last `days` days, starting `startDaysAgo` days ago. */
async function staticBody(startDaysAgo = 20, days = 10, overrides: Record<string, unknown> = {}) {
  const now = await targetNow(suite.current);
  const startDate = now - startDaysAgo * DAY;
  return { audienceName: 'Trail Readers', keywords: 'hiking, camping', urls: 'https://trailrunner.example/gear', startDate, endDate: startDate + days * DAY, frequency: 2, timezoneId: 29, dataCollectionMethodId: 1, ...overrides };
}

const dynamicBody = (overrides: Record<string, unknown> = {}) => ({ audienceName: 'Rolling Trail Readers', keywords: 'hiking', frequency: 1, timezoneId: 29, dataCollectionMethodId: 2, dataCollectionDays: 30, ...overrides });

describe('addContextualAudience', () => {
  asOwner('creates a static contextual audience', async (owner) => {
    const response = await callOk(suite.current, 'addContextualAudience', { as: owner, body: await staticBody() });
    expect(response.body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
  });

  asOwner('creates a dynamic contextual audience of 30 days, from urls alone', async (owner) => {
    await callOk(suite.current, 'addContextualAudience', { as: owner, body: dynamicBody({ keywords: undefined, urls: 'https://news.example/outdoors' }) });
  });

  asOwner('accepts a start 179 days ago', async (owner) => {
    await callOk(suite.current, 'addContextualAudience', { as: owner, body: await staticBody(179) });
  });

  asOwner('refuses a start older than 180 days with 422', async (owner) => {
    expectFailure(await add(owner, await staticBody(181)), 'addContextualAudience', 422, 'startDate', messages.contextualStartTooOld);
  });

  asOwner('refuses a start in the future with 422', async (owner) => {
    expectFailure(await add(owner, await staticBody(-1)), 'addContextualAudience', 422, 'startDate', messages.contextualStartTooOld);
  });

  asOwner('accepts a span of 30 days', async (owner) => {
    await callOk(suite.current, 'addContextualAudience', { as: owner, body: await staticBody(40, 30) });
  });

  asOwner('refuses a span of 31 days with 422', async (owner) => {
    expectFailure(await add(owner, await staticBody(40, 31)), 'addContextualAudience', 422, 'endDate', messages.contextualSpanTooLong);
  });

  asOwner('refuses an end before the start with 422', async (owner) => {
    expectFailure(await add(owner, await staticBody(20, -1)), 'addContextualAudience', 422, 'endDate', messages.endBeforeStart);
  });

  asOwner('accepts frequency 10', async (owner) => {
    await callOk(suite.current, 'addContextualAudience', { as: owner, body: dynamicBody({ frequency: 10 }) });
  });

  asOwner('refuses frequency 0 with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ frequency: 0 })), 'addContextualAudience', 422, 'frequency');
  });

  asOwner('refuses frequency 11 with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ frequency: 11 })), 'addContextualAudience', 422, 'frequency');
  });

  asOwner('refuses a fractional frequency with 400', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ frequency: 2.5 })), 'addContextualAudience', 400, 'frequency');
  });

  asOwner('refuses static collection without startDate with 400', async (owner) => {
    expectFailure(await add(owner, await staticBody(20, 10, { startDate: undefined })), 'addContextualAudience', 400, 'startDate', messages.contextualStaticNeedsDates);
  });

  asOwner('refuses static collection without endDate with 400', async (owner) => {
    expectFailure(await add(owner, await staticBody(20, 10, { endDate: undefined })), 'addContextualAudience', 400, 'endDate', messages.contextualStaticNeedsDates);
  });

  asOwner('refuses dynamic collection without dataCollectionDays with 400', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ dataCollectionDays: undefined })), 'addContextualAudience', 400, 'dataCollectionDays', messages.contextualDynamicNeedsDays);
  });

  asOwner('refuses 31 dataCollectionDays with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ dataCollectionDays: 31 })), 'addContextualAudience', 422, 'dataCollectionDays');
  });

  asOwner('refuses 0 dataCollectionDays with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ dataCollectionDays: 0 })), 'addContextualAudience', 422, 'dataCollectionDays');
  });

  asOwner('ignores dates of a dynamic collection (the window rolls)', async (owner) => {
    await callOk(suite.current, 'addContextualAudience', { as: owner, body: dynamicBody({ startDate: 0, endDate: 1 }) });
  });

  asOwner('refuses an unknown collection method with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ dataCollectionMethodId: 3 })), 'addContextualAudience', 422, 'dataCollectionMethodId');
  });

  asOwner('refuses neither keywords nor urls with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ keywords: undefined })), 'addContextualAudience', 422, 'keywords', messages.contextualNoKeywordsOrUrls);
  });

  asOwner('refuses keywords and urls that name nothing with 422', async (owner) => {
    expectFailure(await add(owner, dynamicBody({ keywords: ' , ', urls: '' })), 'addContextualAudience', 422, 'keywords', messages.contextualNoKeywordsOrUrls);
  });

  asOwner('refuses a missing frequency with 400', async (owner) => {
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

  asOwner('answers true, false or null for each URL of a bare array', async (owner) => {
    const response = await callOk(suite.current, 'validateContextualUrls', { as: owner, body: urls });
    expect(response.body.data).toEqual(verdicts);
  });

  asOwner('takes the URLs in a URLs field too', async (owner) => {
    const response = await callOk(suite.current, 'validateContextualUrls', { as: owner, body: { URLs: urls } });
    expect(response.body.data).toEqual(verdicts);
  });

  asOwner('refuses an empty list with 422, in either shape', async (owner) => {
    for (const body of [[], { URLs: [] }]) {
      expectFailure(await call(suite.current, 'validateContextualUrls', { as: owner, body }), 'validateContextualUrls', 422, 'URLs', messages.urlListEmpty);
    }
  });

  asOwner('refuses a body that is neither with 400', async (owner) => {
    const response = await call(suite.current, 'validateContextualUrls', { as: owner, body: { urls } });
    expectFailure(response, 'validateContextualUrls', 400, /.+/);
  });

  asOwner('refuses URLs that are not strings with 400', async (owner) => {
    const response = await call(suite.current, 'validateContextualUrls', { as: owner, body: [42] });
    expectFailure(response, 'validateContextualUrls', 400, /.+/);
  });
});
