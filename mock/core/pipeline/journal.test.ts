/** The request journal: its bounds (spec/DECISIONS.md L4, M17), its filters and what it shows. */
import { describe, expect, it } from 'vitest';
import {
  capturedJson,
  capturedText,
  describedBody,
  headerPairs,
  Journal,
  maxJournalBodyLength,
  maxJournalUrlLength,
  responseNoise,
  shownHeaders,
  type JournalRecord,
} from './journal.ts';

const entry = (url: string, more: Partial<JournalRecord> = {}): JournalRecord => ({
  at: 0,
  method: 'GET',
  url,
  operationId: null,
  status: 200,
  durationMs: 1,
  requestHeaders: [],
  requestBody: null,
  responseHeaders: [],
  responseBody: null,
  ruleId: null,
  ...more,
});

describe('the journal', () => {
  it('keeps the last `capacity` requests, newest first', () => {
    const journal = new Journal(500);
    for (let i = 1; i <= 501; i += 1) journal.record(entry(`/r/${i}`));
    const recent = journal.recent();
    expect(recent).toHaveLength(500);
    expect(recent[0]).toMatchObject({ id: 501, url: '/r/501' });
    expect(recent.at(-1)).toMatchObject({ id: 2, url: '/r/2' });
  });

  it('keeps the right ones through many rounds of dropping: shown, counted and snapshotted alike', () => {
    const journal = new Journal(3);
    for (let i = 1; i <= 10; i += 1) journal.record(entry(`/r/${i}`));
    expect(journal.recent().map((e) => e.url)).toEqual(['/r/10', '/r/9', '/r/8']);
    expect(journal.size.entries).toBe(3);
    expect(journal.toJSON().entries.map((e) => e.id)).toEqual([8, 9, 10]);
    journal.clear();
    journal.record(entry('/after'));
    expect(journal.recent().map((e) => e.url)).toEqual(['/after']);
    expect(journal.size.entries).toBe(1);
  });

  it('cuts a long URL', () => {
    const journal = new Journal(10);
    journal.record(entry(`/api/v3/ua/users/list?searchField=${'x'.repeat(100_000)}`));
    expect(journal.recent()[0]!.url).toHaveLength(maxJournalUrlLength);
    journal.record(entry('/api/v3/ua/profile'));
    expect(journal.recent()[0]!.url).toBe('/api/v3/ua/profile');
  });

  it('cuts a long body, says so, and shows it as text', () => {
    const big = JSON.stringify({ rows: 'x'.repeat(maxJournalBodyLength) });
    const journal = new Journal(10);
    journal.record(entry('/big', { responseBody: capturedJson(big), requestBody: capturedJson('{"a":1}') }));
    const [shown] = journal.recent();
    expect(shown!.responseBodyTruncated).toBe(true);
    expect(shown!.responseBody).toBe(big.slice(0, maxJournalBodyLength));
    expect(shown!.requestBody).toEqual({ a: 1 });
    expect(shown!.requestBodyTruncated).toBe(false);
  });

  it('shows JSON that does not parse, and text, as the text sent; a description as it is; no body as null', () => {
    const journal = new Journal(10);
    journal.record(entry('/a', { requestBody: capturedJson('{"email":'), responseBody: describedBody('file image/png 3,124 bytes') }));
    journal.record(entry('/b', { requestBody: capturedText('grant_type=password') }));
    const [b, a] = journal.recent();
    expect(a).toMatchObject({ requestBody: '{"email":', responseBody: '<file image/png 3,124 bytes>' });
    expect(b).toMatchObject({ requestBody: 'grant_type=password', responseBody: null });
  });

  it('shows JSON nested deeper than any answer as its text, so reading the journal cannot overflow', () => {
    const journal = new Journal(10);
    const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`;
    const shallow = `{"a":[{"b":"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}]}`;
    journal.record(entry('/deep', { requestBody: capturedJson(deep), responseBody: capturedJson(shallow) }));
    const [shown] = journal.recent();
    expect(shown!.requestBody).toBe(deep);
    expect(shown!.responseBody).toEqual(JSON.parse(shallow));
    expect(() => JSON.stringify(journal.recent())).not.toThrow();
  });

  it('holds all entries within its total cap, dropping the oldest first', () => {
    const totalCap = 100_000;
    const journal = new Journal(500, totalCap);
    const body = capturedText('y'.repeat(maxJournalBodyLength));
    for (let i = 1; i <= 40; i++) journal.record(entry(`/r/${i}`, { requestBody: body, responseBody: body }));
    expect(journal.size.length).toBeLessThanOrEqual(totalCap);
    const kept = journal.recent();
    expect(kept.length).toBe(Math.floor(totalCap / (2 * maxJournalBodyLength + '/r/40'.length)));
    expect(kept[0]!.url).toBe('/r/40');
    journal.clear();
    expect(journal.size).toEqual({ entries: 0, length: 0 });
  });

  describe('filters', () => {
    const journal = new Journal(50);
    journal.record(entry('/api/v3/ua/login', { method: 'POST', operationId: 'login', status: 200 }));
    journal.record(entry('/api/v3/ua/user/config', { operationId: 'getUserConfig', status: 401 }));
    journal.record(entry('/api/v3/ua/users/list?limit=5', { operationId: 'listUsers', status: 429 }));
    journal.record(entry('/api/v3/ua/user', { method: 'OPTIONS', status: 204 }));
    journal.record(entry('/api/v3/ua/users/list', { operationId: 'listUsers', status: 200 }));
    const ids = (filter: Parameters<Journal['recent']>[0]) => journal.recent(filter).map((e) => e.id);

    it('by method, in any case', () => {
      expect(ids({ method: 'post' })).toEqual([1]);
      expect(ids({ method: 'GET' })).toEqual([5, 3, 2]);
    });

    it('by path: the path or one under it, segment by segment, whatever the query', () => {
      expect(ids({ path: '/api/v3/ua/user' })).toEqual([4, 2]);
      expect(ids({ path: '/api/v3/ua/users/list' })).toEqual([5, 3]);
      expect(ids({ path: '/api/v3/ua/users/list/' })).toEqual([5, 3]);
      expect(ids({ path: '/api/v3/ua/use' })).toEqual([]);
      expect(ids({ path: '/' })).toEqual([5, 4, 3, 2, 1]);
    });

    it('by status or status class', () => {
      expect(ids({ status: '429' })).toEqual([3]);
      expect(ids({ status: '4xx' })).toEqual([3, 2]);
      expect(ids({ status: '2xx' })).toEqual([5, 4, 1]);
      expect(ids({ status: '5xx' })).toEqual([]);
    });

    it('by operationId, combined with the others, and limit counts what passes', () => {
      expect(ids({ operationId: 'listUsers' })).toEqual([5, 3]);
      expect(ids({ operationId: 'listUsers', status: '4xx' })).toEqual([3]);
      expect(ids({ path: '/api/v3/ua', limit: 2 })).toEqual([5, 4]);
      expect(ids({ method: 'GET', limit: 1 })).toEqual([5]);
    });

    it('after an id: only the later entries, combined with the others', () => {
      expect(ids({ after: 3 })).toEqual([5, 4]);
      expect(ids({ after: 0 })).toEqual([5, 4, 3, 2, 1]);
      expect(ids({ after: 5 })).toEqual([]);
      expect(ids({ after: 99 })).toEqual([]);
      expect(ids({ after: 2, operationId: 'listUsers' })).toEqual([5, 3]);
    });

    it('counts every entry that passes, before limit cuts the list', () => {
      expect(journal.page({ method: 'GET', limit: 1 })).toMatchObject({ count: 3, requests: [{ id: 5 }] });
      expect(journal.page({ after: 1, limit: 2 }).count).toBe(4);
      expect(journal.page({ status: '5xx' })).toEqual({ requests: [], count: 0 });
      expect(journal.page().count).toBe(5);
    });
  });

  describe('search in the bodies (q)', () => {
    const journal = new Journal(50);
    journal.record(entry('/a', { requestBody: capturedJson('{"name":"Spring Sale","password":"Hunter-Two"}') }));
    journal.record(entry('/b', { responseBody: capturedJson('{"data":{"reason":"Payment is overdue."}}') }));
    journal.record(entry('/c', { requestBody: capturedText('grant_type=password&username=Café&password=Hunter-Three') }));
    journal.record(entry('/d', { responseBody: describedBody('file image/png 3,124 bytes') }));
    journal.record(entry('/e', { requestBody: capturedJson('{"say":"a \\"quoted\\" word","n":"a.c"}') }));
    journal.record(entry('/overdue', { requestHeaders: ['x-note', 'overdue'] }));
    const urls = (q: string) => journal.recent({ q }).map((e) => e.url);

    it('finds the text in the request body or the answer body, in any case', () => {
      expect(urls('spring sale')).toEqual(['/a']);
      expect(urls('OVERDUE')).toEqual(['/b']);
      expect(urls('CAFÉ')).toEqual(['/c']);
      expect(urls('image/png')).toEqual(['/d']);
    });

    it('searches a JSON body as its JSON text, and takes the text literally', () => {
      expect(urls('\\"quoted\\"')).toEqual(['/e']);
      expect(urls('"quoted"')).toEqual([]);
      expect(urls('a.c')).toEqual(['/e']);
      expect(urls('a\\.c')).toEqual([]);
      expect(urls('(')).toEqual([]);
    });

    it('searches the bodies as shown: never finds a redacted secret', () => {
      expect(urls('hunter')).toEqual([]);
      expect(urls('"password":"[redacted]"')).toEqual(['/a']);
      expect(urls('password=[redacted]')).toEqual(['/c']);
    });

    it('combines with the other filters and the count', () => {
      expect(journal.page({ q: 'a', path: '/a' })).toMatchObject({ count: 1, requests: [{ url: '/a' }] });
      expect(journal.page({ q: 'password', limit: 1 })).toMatchObject({ count: 2, requests: [{ url: '/c' }] });
    });
  });

  it('keeps ids counting through a clear, which says how many entries it held', () => {
    const journal = new Journal(3);
    for (let i = 1; i <= 5; i += 1) journal.record(entry(`/r/${i}`));
    expect(journal.clear()).toBe(3);
    expect(journal.size).toEqual({ entries: 0, length: 0 });
    expect(journal.recent()).toEqual([]);
    journal.record(entry('/after'));
    expect(journal.recent({ after: 5 })).toMatchObject([{ id: 6, url: '/after' }]);
    expect(journal.toJSON().nextId).toBe(7);
    expect(journal.clear()).toBe(1);
  });

  it('journals neither a clear nor a restore that succeeded, and either that was refused', () => {
    const journal = new Journal(10);
    journal.record(entry('/__mock/requests', { method: 'DELETE', operationId: 'clearRequests' }));
    journal.record(entry('/__mock/snapshot', { method: 'POST', operationId: 'restoreSnapshot' }));
    expect(journal.recent()).toEqual([]);
    journal.record(entry('/__mock/requests', { method: 'DELETE', operationId: 'clearRequests', status: 401 }));
    journal.record(entry('/__mock/snapshot', { method: 'POST', operationId: 'restoreSnapshot', status: 422 }));
    expect(journal.recent().map((e) => [e.operationId, e.status])).toEqual([
      ['restoreSnapshot', 422],
      ['clearRequests', 401],
    ]);
  });
});

describe('request headers in the journal', () => {
  it('redacts credentials, keeping the scheme and cookie names', () => {
    const shown = shownHeaders([
      'Authorization',
      'Basic bW9jay1jbGllbnQtaWQ6bW9jay1jbGllbnQtc2VjcmV0',
      'authentication',
      'Bearer 5f1c2d-secret',
      'Proxy-Authorization',
      'token-without-scheme',
      'Cookie',
      'session=abc; theme=dark',
      'cookie',
      'lang=en',
      'X-IAA-OW-ID',
      '1001',
    ]);
    expect(shown).toEqual({
      authorization: 'Basic [redacted]',
      authentication: 'Bearer [redacted]',
      'proxy-authorization': '[redacted]',
      cookie: 'session=[redacted]; theme=[redacted]; lang=[redacted]',
      'x-iaa-ow-id': '1001',
    });
  });

  it('leaves out transport and browser noise, and joins repeated headers', () => {
    const shown = shownHeaders([
      'Connection',
      'keep-alive',
      'accept-encoding',
      'gzip',
      'Sec-Fetch-Mode',
      'cors',
      'prefer',
      'code=429',
      'x-trace',
      'a',
      'X-Trace',
      'b',
      'origin',
      'http://localhost:5173',
    ]);
    expect(shown).toEqual({ prefer: 'code=429', 'x-trace': 'a, b', origin: 'http://localhost:5173' });
  });
});

describe('response headers in the journal', () => {
  const sent = headerPairs({
    'content-type': 'application/json; charset=utf-8',
    'set-cookie': ['session=s3cr3t; Path=/; HttpOnly', 'theme=dark'],
    'cache-control': 'no-store',
    'retry-after': 60,
    connection: 'close',
    'transfer-encoding': 'chunked',
    'x-dropped': undefined,
  });

  it('are kept as sent, a list value as one pair per item', () => {
    expect(sent).toEqual([
      'content-type',
      'application/json; charset=utf-8',
      'set-cookie',
      'session=s3cr3t; Path=/; HttpOnly',
      'set-cookie',
      'theme=dark',
      'cache-control',
      'no-store',
      'retry-after',
      '60',
      'connection',
      'close',
      'transfer-encoding',
      'chunked',
    ]);
    expect(headerPairs({ 'content-type': 'text/plain', 'content-length': '2' }, new Set(['content-length']))).toEqual(['content-type', 'text/plain']);
  });

  it('are shown without transport, each cookie set redacted but its name and attributes', () => {
    expect(shownHeaders(sent, responseNoise)).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'set-cookie': 'session=[redacted]; Path=/; HttpOnly, theme=[redacted]',
      'cache-control': 'no-store',
      'retry-after': '60',
    });
  });

  it('are in each entry, in the count of its size, and in a snapshot, which restored and taken again is the same', () => {
    const journal = new Journal(10);
    journal.record(entry('/p', { responseHeaders: sent, requestHeaders: ['Authorization', 'Bearer one', 'authorization', 'Bearer two'] }));
    journal.record(entry('/reset'));
    const [reset, shown] = journal.recent();
    expect(shown!.responseHeaders).toMatchObject({ 'set-cookie': 'session=[redacted]; Path=/; HttpOnly, theme=[redacted]', 'retry-after': '60' });
    expect(reset!.responseHeaders).toEqual({});
    expect(shown!.requestHeaders).toEqual({ authorization: 'Bearer [redacted]' });
    expect(journal.size.length).toBe('/p/reset'.length + 'AuthorizationBearer oneauthorizationBearer two'.length + sent.join('').length);
    const written = JSON.stringify(journal.toJSON());
    expect(written).not.toContain('s3cr3t');
    const again = new Journal(10);
    again.restore(Journal.parse(JSON.parse(written), 'journal'));
    expect(JSON.stringify(again.toJSON())).toBe(written);
    expect(again.recent()[1]!.responseHeaders).toEqual(shown!.responseHeaders);
  });

  it('are none in an entry of a snapshot written before the journal kept them', () => {
    const journal = new Journal(10);
    journal.record(entry('/p', { responseHeaders: sent }));
    const written = journal.toJSON() as unknown as { entries: Array<Record<string, unknown>> };
    delete written.entries[0]!.responseHeaders;
    const again = new Journal(10);
    again.restore(Journal.parse(JSON.parse(JSON.stringify(written)), 'journal'));
    expect(again.recent()[0]!.responseHeaders).toEqual({});
  });
});

describe('bodies kept by the journal', () => {
  it('keeps a body up to four times the cap as it came, counted whole, and shows it cut', () => {
    const journal = new Journal(10);
    const text = 'z'.repeat(3 * maxJournalBodyLength);
    journal.record({
      at: 1,
      method: 'GET',
      url: '/p',
      operationId: null,
      status: 200,
      durationMs: 1,
      requestHeaders: [],
      requestBody: null,
      responseHeaders: [],
      responseBody: capturedText(text),
      ruleId: null,
    });
    expect(journal.size.length).toBe('/p'.length + text.length);
    const [shown] = journal.recent();
    expect(shown!.responseBody).toBe(text.slice(0, maxJournalBodyLength));
    expect(shown!.responseBodyTruncated).toBe(true);
  });

  it('cuts a body past that as it arrives, so one entry never holds much', () => {
    const body = capturedText('q'.repeat(100 * maxJournalBodyLength));
    expect(body.text.length).toBe(maxJournalBodyLength);
    expect(body.truncated).toBe(true);
  });
});

describe('secrets in the journal', () => {
  const login = '{"grantType":"password","email":"owner@acme-media.example","password":"Owner#2026"}';
  const tokens = '{"success":true,"data":{"access_token":"a-token","refresh_token":"r-token","token_type":"bearer"}}';

  it('are redacted when shown: the URL, a JSON body, a form, the answer; the rest as sent', () => {
    const journal = new Journal(10);
    journal.record(entry('/api/v3/ua/profile?access_token=q-token&owId=1'));
    journal.record(entry('/api/v3/ua/login', { method: 'POST', requestBody: capturedJson(login), responseBody: capturedJson(tokens) }));
    journal.record(entry('/api/v3/ua/oauth/token', { method: 'POST', requestBody: capturedText('grant_type=refresh_token&refresh_token=f-token') }));
    const [form, json, query] = journal.recent();
    expect(query!.url).toBe('/api/v3/ua/profile?access_token=[redacted]&owId=1');
    expect(json!.requestBody).toEqual({ grantType: 'password', email: 'owner@acme-media.example', password: '[redacted]' });
    expect(json!.responseBody).toEqual({ success: true, data: { access_token: '[redacted]', refresh_token: '[redacted]', token_type: 'bearer' } });
    expect(form!.requestBody).toBe('grant_type=refresh_token&refresh_token=[redacted]');
    // Filters read the URL as recorded: the path is the same either way.
    expect(journal.recent({ path: '/api/v3/ua/profile' })).toHaveLength(1);
  });

  it('are redacted in a body cut at the cap, a secret cut in two included', () => {
    const journal = new Journal(10);
    const filler = 'x'.repeat(maxJournalBodyLength - '{"a":"","password":"Own'.length);
    const cut = `{"a":"${filler}","password":"Owner#2026"}`;
    journal.record(entry('/cut', { requestBody: capturedJson(cut) }));
    const [shown] = journal.recent();
    expect(shown!.requestBodyTruncated).toBe(true);
    expect(shown!.requestBody).toHaveLength(maxJournalBodyLength);
    expect(shown!.requestBody).not.toContain('Own');
  });

  it('are redacted in a snapshot, which restored and taken again is the same', () => {
    const journal = new Journal(10);
    // Each secret ends just inside its cap, so its marker pushes past it and is cut.
    const longUrl = `/p?${'q'.repeat(maxJournalUrlLength - 12)}&token=t`;
    const cut = `{"a":"${'x'.repeat(maxJournalBodyLength - 16)}","code":1}`;
    journal.record(entry(longUrl, { requestBody: capturedJson(login), responseBody: capturedJson(cut) }));
    journal.record(entry('/api/v3/ua/oauth/token', { requestBody: capturedText('grant_type=password&password=p') }));
    const written = JSON.stringify(journal.toJSON());
    for (const secret of ['Owner#2026', 'token=t', '"code":1', 'password=p']) expect(written).not.toContain(secret);
    expect(longUrl.length).toBeLessThanOrEqual(maxJournalUrlLength);
    expect(cut.length).toBe(maxJournalBodyLength + 1);
    const again = new Journal(10);
    again.restore(Journal.parse(JSON.parse(written), 'journal'));
    expect(JSON.stringify(again.toJSON())).toBe(written);
  });
});
