import type { ContextualAudienceRequest } from '../../spec/generated/types.ts';
import { messages } from '../support/texts.ts';
import { uniqueName } from '../support/arrange.ts';
import type { Session } from '../support/client.ts';
import { createAudience, DAY, deleteWhenDone, dynamicContextualBody, expectFailure, targetNow } from './support.ts';
import { mockNow } from '../support/admin.ts';
import { describe, expect, mockOnly, useTarget, withPersonas } from '../support/harness.ts';
import type { Api } from '../support/api.ts';

useTarget();

const add = (api: Api, owner: Session, body: ContextualAudienceRequest) => api.call('addContextualAudience', { as: owner, body });
const create = (api: Api, owner: Session, body: ContextualAudienceRequest) => createAudience(api, owner, 'addContextualAudience', body, body.audienceName);

/** A static audience over `days` days, starting `startDaysAgo` days before the target's now. */
async function staticBody(
  api: Api,
  owner: Session,
  startDaysAgo = 20,
  days = 10,
  overrides: Partial<ContextualAudienceRequest> = {},
): Promise<ContextualAudienceRequest> {
  const now = await targetNow(api, owner);
  const startDate = now - startDaysAgo * DAY;
  return {
    audienceName: uniqueName('Trail Readers'),
    keywords: 'hiking, camping',
    urls: 'https://trailrunner.example/gear',
    startDate,
    endDate: startDate + days * DAY,
    frequency: 2,
    timezoneId: 29,
    dataCollectionMethodId: 1,
    ...overrides,
  };
}

describe('addContextualAudience', () => {
  withPersonas(['workspaceOwner'], 'creates a static contextual audience', async ({ api, owner }) => {
    const response = await api.ok('addContextualAudience', { as: owner, body: await staticBody(api, owner) });
    expect(response.body.data).toEqual({ id: expect.any(Number), message: expect.any(String) });
    deleteWhenDone(api, owner, [response.body.data.id]);
  });

  withPersonas(['workspaceOwner'], 'creates a dynamic contextual audience of 30 days, from urls alone', async ({ owner, api }) => {
    await create(api, owner, dynamicContextualBody({ keywords: undefined, urls: 'https://news.example/outdoors' }));
  });

  withPersonas(['workspaceOwner'], 'accepts a start 179 days ago', async ({ owner, api }) => {
    await create(api, owner, await staticBody(api, owner, 179));
  });

  mockOnly(
    'accepts a start of exactly now and of exactly 180 days ago',
    "spec/DECISIONS.md AT8: both ends of the window are in it; the exact instants need the mock's frozen clock",
    async ({ owner, api }) => {
      const now = await mockNow(api.target);
      for (const startDate of [now, now - 180 * DAY]) {
        await create(api, owner, await staticBody(api, owner, 0, 10, { startDate, endDate: startDate + 10 * DAY }));
      }
    },
  );

  withPersonas(['workspaceOwner'], 'refuses a start older than 180 days with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, await staticBody(api, owner, 181)), 'addContextualAudience', 422, 'startDate', messages.contextualStartTooOld);
  });

  withPersonas(['workspaceOwner'], 'refuses a start in the future with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, await staticBody(api, owner, -1)), 'addContextualAudience', 422, 'startDate', messages.contextualStartTooOld);
  });

  withPersonas(['workspaceOwner'], 'accepts a span of 30 days', async ({ owner, api }) => {
    await create(api, owner, await staticBody(api, owner, 40, 30));
  });

  withPersonas(['workspaceOwner'], 'refuses a span of 31 days with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, await staticBody(api, owner, 40, 31)), 'addContextualAudience', 422, 'endDate', messages.contextualSpanTooLong);
  });

  withPersonas(['workspaceOwner'], 'refuses an end before the start with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, await staticBody(api, owner, 20, -1)), 'addContextualAudience', 422, 'endDate', messages.endBeforeStart);
  });

  withPersonas(['workspaceOwner'], 'accepts frequency 10', async ({ owner, api }) => {
    await create(api, owner, dynamicContextualBody({ frequency: 10 }));
  });

  withPersonas(['workspaceOwner'], 'refuses frequency 0 with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, dynamicContextualBody({ frequency: 0 })), 'addContextualAudience', 422, 'frequency');
  });

  withPersonas(['workspaceOwner'], 'refuses frequency 11 with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, dynamicContextualBody({ frequency: 11 })), 'addContextualAudience', 422, 'frequency');
  });

  withPersonas(['workspaceOwner'], 'refuses a fractional frequency with 400', async ({ owner, api }) => {
    expectFailure(await add(api, owner, dynamicContextualBody({ frequency: 2.5 })), 'addContextualAudience', 400, 'frequency');
  });

  withPersonas(['workspaceOwner'], 'refuses static collection without startDate with 400', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await staticBody(api, owner, 20, 10, { startDate: undefined })),
      'addContextualAudience',
      400,
      'startDate',
      messages.contextualStaticNeedsDates,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses static collection without endDate with 400', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, await staticBody(api, owner, 20, 10, { endDate: undefined })),
      'addContextualAudience',
      400,
      'endDate',
      messages.contextualStaticNeedsDates,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses dynamic collection without dataCollectionDays with 400', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, dynamicContextualBody({ dataCollectionDays: undefined })),
      'addContextualAudience',
      400,
      'dataCollectionDays',
      messages.contextualDynamicNeedsDays,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses 31 dataCollectionDays with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, dynamicContextualBody({ dataCollectionDays: 31 })), 'addContextualAudience', 422, 'dataCollectionDays');
  });

  withPersonas(['workspaceOwner'], 'refuses 0 dataCollectionDays with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, dynamicContextualBody({ dataCollectionDays: 0 })), 'addContextualAudience', 422, 'dataCollectionDays');
  });

  withPersonas(['workspaceOwner'], 'ignores dates of a dynamic collection (the window rolls)', async ({ owner, api }) => {
    await create(api, owner, dynamicContextualBody({ startDate: 0, endDate: 1 }));
  });

  withPersonas(['workspaceOwner'], 'refuses an unknown collection method with 422', async ({ owner, api }) => {
    const body = { ...dynamicContextualBody(), dataCollectionMethodId: 3 };
    await api.refuses('addContextualAudience', { as: owner, body }, 422, { field: 'dataCollectionMethodId' });
  });

  withPersonas(['workspaceOwner'], 'refuses neither keywords nor urls with 422', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, dynamicContextualBody({ keywords: undefined })),
      'addContextualAudience',
      422,
      'keywords',
      messages.contextualNoKeywordsOrUrls,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses keywords and urls that name nothing with 422', async ({ owner, api }) => {
    expectFailure(
      await add(api, owner, dynamicContextualBody({ keywords: ' , ', urls: '' })),
      'addContextualAudience',
      422,
      'keywords',
      messages.contextualNoKeywordsOrUrls,
    );
  });

  withPersonas(['workspaceOwner'], 'refuses a missing frequency with 400', async ({ owner, api }) => {
    await api.refuses('addContextualAudience', { as: owner, body: { ...dynamicContextualBody(), frequency: undefined } }, 400, { field: 'frequency' });
  });

  withPersonas(['workspaceOwner'], 'refuses a blank audienceName with 422', async ({ owner, api }) => {
    expectFailure(await add(api, owner, dynamicContextualBody({ audienceName: '  ' })), 'addContextualAudience', 422, 'audienceName', messages.blankText);
  });
});

describe('validateContextualUrls', () => {
  const urls = [
    'https://trailrunner.example/gear',
    'http://www.news.example/outdoors',
    'not a url',
    'ftp://trailrunner.example/file',
    'https://unknown-blog.example/post',
    'https://news.www.example/outdoors',
  ];
  const verdicts = {
    'https://trailrunner.example/gear': true,
    'http://www.news.example/outdoors': true,
    'not a url': false,
    'ftp://trailrunner.example/file': false,
    'https://unknown-blog.example/post': null,
    // Only a leading www. is no part of the site's name.
    'https://news.www.example/outdoors': null,
  };

  withPersonas(['workspaceOwner'], 'answers true, false or null for each URL of a bare array', async ({ api, owner }) => {
    const response = await api.ok('validateContextualUrls', { as: owner, body: urls });
    expect(response.body.data).toEqual(verdicts);
  });

  withPersonas(['workspaceOwner'], 'takes the URLs in a URLs field too', async ({ api, owner }) => {
    const response = await api.ok('validateContextualUrls', { as: owner, body: { URLs: urls } });
    expect(response.body.data).toEqual(verdicts);
  });

  withPersonas(['workspaceOwner'], 'refuses an empty list with 422, in either shape', async ({ api, owner }) => {
    for (const body of [[], { URLs: [] }]) {
      expectFailure(await api.call('validateContextualUrls', { as: owner, body }), 'validateContextualUrls', 422, 'URLs', messages.urlListEmpty);
    }
  });

  withPersonas(['workspaceOwner'], 'refuses a body that is neither with 400', async ({ api, owner }) => {
    await api.refuses('validateContextualUrls', { as: owner, body: { urls } }, 400, { field: /.+/ });
  });

  withPersonas(['workspaceOwner'], 'refuses URLs that are not strings with 400', async ({ api, owner }) => {
    await api.refuses('validateContextualUrls', { as: owner, body: [42] }, 400, { field: /.+/ });
  });
});
