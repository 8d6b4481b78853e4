import { validateHeaderValue } from 'node:http';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { callOk, download, login } from '../../../contracts/support/client.ts';
import type { Profile, Target } from '../../../contracts/support/target.ts';
import { buildServer } from '../../server.ts';
import { contentDisposition } from './stored-files.ts';

/** The name a client reads back from `filename*` (RFC 6266). */
function extendedName(header: string): string {
  return decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(header)![1]!);
}

describe('contentDisposition', () => {
  const names = ['r📈.csv', 'ünïcødé 😀.csv', 'a\u0000b.csv', 'line\r\nX-Injected: 1', 'quote" and \\ back', "it's (1) *.csv 📈", '%41 ü.csv'];

  it.each(names)('carries %j in a header Node accepts, whole in filename* and as ASCII in filename', (name) => {
    const header = contentDisposition('attachment', name);
    expect(() => validateHeaderValue('content-disposition', header)).not.toThrow();
    expect(extendedName(header)).toBe(name);
    expect(/filename="([ -~]*)";/.exec(header)![1]).not.toMatch(/["\\]/);
  });

  it('names a plain ASCII file in filename alone', () => {
    expect(contentDisposition('attachment', "report 12 (it's).csv")).toBe(`attachment; filename="report 12 (it's).csv"`);
  });

  it('takes a lone surrogate, which no UTF-8 can hold, as U+FFFD', () => {
    const header = contentDisposition('inline', 'a\ud800b');
    expect(() => validateHeaderValue('content-disposition', header)).not.toThrow();
    expect(extendedName(header)).toBe('a\ufffdb');
  });
});

describe('a stored file whose name no header can carry as it is', () => {
  it('is downloaded (it answered 500): an export named with an emoji', async () => {
    const server = await buildServer({ validateResponses: 'collect', frozenClock: true, rateLimit: null });
    try {
      const profile = (await supertest(server.app.server).get('/__mock/fixtures')).body as Profile;
      const config = { baseUrl: null, clientId: profile.client!.clientId, clientSecret: profile.client!.clientSecret, profileFile: null };
      const target: Target = {
        http: supertest.agent(server.app.server),
        config,
        isMock: true,
        server,
        profile,
        personas: profile.personas,
        retryOn429: false,
        close: async () => {},
      };
      const body = {
        url: '/api/v3/das/report/by-customer',
        fileName: 'growth 📈',
        columns: [{ label: 'Organization', value: 'organizationName' }],
        data: { dateRange: { startDate: 1767225600000, endDate: 1767571200000 } },
      };
      const link = (await callOk(target, 'exportCsv', { as: await login(target, 'workspaceOwner'), body })).body.responseObject.responseURL as string;
      const file = await download(target, link);
      expect(file.status).toBe(200);
      expect(file.fileName).toMatch(/^growth _+\.csv$/);
      const { pathname } = new URL(link);
      expect(extendedName(String((await target.http.get(pathname)).headers['content-disposition']))).toBe('growth 📈.csv');
      expect(server.violations).toEqual([]);
    } finally {
      await server.app.close();
    }
  });
});
