/**
 * Answer rules (spec/DECISIONS.md M25) as a browser app meets them: Debian's Chromium,
 * driven headless by playwright-core, opens an app page served from its own origin,
 * whose fixed script logs in and lists the users through the mock on another port
 * (a cross-origin app, as real ones are). Only the admin API changes what the mock
 * answers; the page is never touched.
 *
 * It proves the "done when": the page calls the users list three times and gets
 * 200, then a 429 whose Retry-After it can read, then 200, because of one rule. And it
 * records what a browser's `fetch` makes of each network fault, which differs from
 * Node's clients (mock/answer-rule-faults.test.ts): Chromium resends a GET whose
 * reused connection was reset or closed before any answer, so a single such fault
 * never reaches the page.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JournalEntry } from '../spec/generated/types.ts';
import { browserTimeout, itHasChromium, launchChromium } from './browser.ts';
import { buildServer, type MockServer } from './server.ts';

/** How long the page waits for any answer that should come (a fault that hangs fails the check, not the test's timeout). */
const patienceMs = 10_000;

/** What the page's `loadUsers` saw: the status once headers came, and the error of the stage that failed. */
interface LoadOutcome {
  status: number | null;
  /** Users in the page of the list, when the body was read whole. */
  users: number | null;
  error: { stage: 'fetch' | 'body'; name: string; message: string; isTypeError: boolean } | null;
  headersMs: number | null;
  ms: number;
}

/** The functions the app page exposes. */
interface UsersApp {
  loggedIn: Promise<void>;
  listUsers(): Promise<{ status: number; retryAfter: string | null }>;
  loadUsers(timeoutMs: number): Promise<LoadOutcome>;
}

/**
 * The app under test: logs in as the workspace owner when it loads, then lists users on
 * demand. It knows only the API's origin, from its page; nothing in it knows of rules.
 */
const appScript = `
const api = document.querySelector('meta[name="api-origin"]').content;
const token = fetch(api + '/api/v3/ua/login', {
  method: 'POST',
  headers: { Authorization: 'Basic ' + btoa('mock-client-id:mock-client-secret'), 'Content-Type': 'application/json' },
  body: JSON.stringify({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' }),
})
  .then((response) => response.json())
  .then((body) => body.data.access_token);
window.loggedIn = token.then(() => undefined);

function requestUsers(signal) {
  return token.then((bearer) =>
    fetch(api + '/api/v3/ua/users/list', { headers: { Authentication: 'Bearer ' + bearer, 'X-IAA-OW-ID': '1001' }, signal }),
  );
}

window.listUsers = async () => {
  const response = await requestUsers();
  return { status: response.status, retryAfter: response.headers.get('Retry-After') };
};

/** The users list read as an app reads it, within timeoutMs in all: fetch, then response.json(). */
window.loadUsers = async (timeoutMs) => {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const failed = (stage, error) => ({ stage, name: error.name, message: error.message, isTypeError: error instanceof TypeError });
  const signal = AbortSignal.timeout(timeoutMs);
  let response;
  try {
    response = await requestUsers(signal);
  } catch (error) {
    return { status: null, users: null, error: failed('fetch', error), headersMs: null, ms: took() };
  }
  const headersMs = took();
  try {
    const body = await response.json();
    return { status: response.status, users: body.data.data.length, error: null, headersMs, ms: took() };
  } catch (error) {
    return { status: response.status, users: null, error: failed('body', error), headersMs, ms: took() };
  }
};
`;

function appPage(apiOrigin: string): string {
  return `<!doctype html><meta charset="utf-8"><meta name="api-origin" content="${apiOrigin}"><title>Users</title><script>${appScript}</script>`;
}

/** The app's own server: the page at /, nothing else. */
async function serveApp(apiOrigin: string): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(appPage(apiOrigin));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

itHasChromium('answer-rules browser test');

// Chromium on a busy machine: every step may wait up to browserTimeout.
describe('answer rules seen by an app page in Chromium', { timeout: browserTimeout * 2 }, () => {
  let browser: Browser;
  let page: Page;
  let mock: MockServer;
  let apiOrigin: string;
  let app: Awaited<ReturnType<typeof serveApp>>;
  /** The page's requests that failed, as Chromium's network stack names the failure. */
  const failures: { url: string; errorText: string }[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium('answer-rules browser test');
    // No rate limit: the page lists users more than 20 times a minute, and the only 429 must be the rule's.
    mock = await buildServer({ validateResponses: 'collect', rateLimit: null });
    await mock.app.listen({ port: 0, host: '127.0.0.1' });
    apiOrigin = `http://127.0.0.1:${(mock.app.server.address() as AddressInfo).port}`;
    mock.setPublicUrl(apiOrigin);
    app = await serveApp(apiOrigin);
    page = await browser.newPage();
    page.on('requestfailed', (request) => failures.push({ url: request.url(), errorText: request.failure()?.errorText ?? '' }));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(app.origin, { timeout: browserTimeout });
    await page.evaluate(() => (window as unknown as UsersApp).loggedIn);
  });

  afterAll(async () => {
    await browser?.close();
    await mock?.app.close();
    await new Promise((resolve) => app?.server.close(resolve));
  });

  afterEach(() => {
    expect(mock.violations.splice(0), 'the mock sent responses that break the spec').toEqual([]);
    expect(pageErrors.splice(0), 'the page threw').toEqual([]);
  });

  const listUsers = () => page.evaluate(() => (window as unknown as UsersApp).listUsers());
  const loadUsers = (timeoutMs = patienceMs) => page.evaluate((ms) => (window as unknown as UsersApp).loadUsers(ms), timeoutMs);

  /** Adds a rule through the admin API, from outside the page, as QA would; its id. */
  async function addRule(rule: unknown): Promise<string> {
    const created = await fetch(`${apiOrigin}/__mock/rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rule),
    });
    const body = await created.json();
    expect(created.status, JSON.stringify(body)).toBe(201);
    return body.id;
  }

  /** The users list's journal entries after the one with id `since`, oldest first. */
  async function journalSince(since: number): Promise<JournalEntry[]> {
    const read = await fetch(`${apiOrigin}/__mock/requests?operationId=listUsers`);
    const entries: JournalEntry[] = (await read.json()).requests;
    return entries.filter((entry) => entry.id > since).reverse();
  }

  async function lastJournalId(): Promise<number> {
    const read = await fetch(`${apiOrigin}/__mock/requests?limit=1`);
    return (await read.json()).requests[0]?.id ?? 0;
  }

  /** The page's users requests that failed since `count` failures had been seen. */
  const failuresSince = (count: number) => failures.slice(count).map((failure) => failure.errorText);

  const healthy = { status: 200, users: expect.any(Number), error: null };

  it('calls the users list three times: 200, then a 429 with Retry-After, then 200, from one rule', async () => {
    const since = await lastJournalId();
    expect(await listUsers()).toEqual({ status: 200, retryAfter: null });

    const ruleId = await addRule({ match: { operationId: 'listUsers' }, answer: { example: 429 }, times: 1 });

    const limited = await listUsers();
    expect(limited.status).toBe(429);
    // Readable cross-origin only because the mock's CORS exposes it.
    expect(limited.retryAfter).toMatch(/^[1-9]\d*$/);
    expect(await listUsers()).toEqual({ status: 200, retryAfter: null });
    expect((await journalSince(since)).map((entry) => [entry.status, entry.ruleId])).toEqual([
      [200, null],
      [429, ruleId],
      [200, null],
    ]);
  });

  describe("what the page's fetch sees of each network fault", () => {
    /**
     * A fault before any answer on a connection that carried an earlier request (the page's
     * previous call, or the CORS preflight) makes Chromium resend the GET on a new one: the
     * rule answers both attempts, so the page sees the fault. `after: 1` lets the world answer
     * a first call, which leaves the connection the faulty attempt reuses.
     */
    for (const [fault, netError] of [
      ['reset', 'net::ERR_CONNECTION_RESET'],
      ['empty', 'net::ERR_EMPTY_RESPONSE'],
    ] as const) {
      it(`${fault}: fetch rejects with a TypeError once the attempt and Chromium's resend both fail (${netError})`, async () => {
        const since = await lastJournalId();
        const failed = failures.length;
        const ruleId = await addRule({ match: { operationId: 'listUsers' }, answer: { fault }, after: 1, times: 2 });
        expect(await loadUsers()).toMatchObject(healthy);

        const outcome = await loadUsers();
        expect(outcome).toMatchObject({
          status: null,
          users: null,
          error: { stage: 'fetch', name: 'TypeError', message: 'Failed to fetch', isTypeError: true },
        });
        await vi.waitFor(() => expect(failuresSince(failed)).toEqual([netError]));

        expect(await loadUsers()).toMatchObject(healthy);
        expect((await journalSince(since)).map((entry) => [entry.status, entry.ruleId])).toEqual([
          [200, null],
          [0, ruleId],
          [0, ruleId],
          [200, null],
        ]);
      });
    }

    it('reset and empty, once (times: 1): Chromium resends the GET on a new connection, and the page sees 200', async () => {
      for (const fault of ['reset', 'empty']) {
        const since = await lastJournalId();
        const failed = failures.length;
        const ruleId = await addRule({ match: { operationId: 'listUsers' }, answer: { fault }, after: 1, times: 1 });
        expect(await loadUsers()).toMatchObject(healthy);
        expect(await loadUsers()).toMatchObject(healthy);
        // Three requests for two calls: the fault, then the resend the world answered.
        expect(
          (await journalSince(since)).map((entry) => [entry.status, entry.ruleId]),
          fault,
        ).toEqual([
          [200, null],
          [0, ruleId],
          [200, null],
        ]);
        expect(failuresSince(failed), fault).toEqual([]);
      }
    });

    it('malformed-json: fetch resolves with 200, and response.json() rejects with a SyntaxError', async () => {
      const since = await lastJournalId();
      const failed = failures.length;
      const ruleId = await addRule({ match: { operationId: 'listUsers' }, answer: { fault: 'malformed-json' }, times: 1 });
      expect(await loadUsers()).toMatchObject({ status: 200, users: null, error: { stage: 'body', name: 'SyntaxError', isTypeError: false } });
      // Nothing failed on the network: the whole (cut) text arrived.
      expect(failuresSince(failed)).toEqual([]);
      expect(await loadUsers()).toMatchObject(healthy);
      expect((await journalSince(since)).map((entry) => [entry.status, entry.ruleId])).toEqual([
        [200, ruleId],
        [200, null],
      ]);
    });

    it("slow-body: fetch resolves with 200, and the page's own timeout ends response.json() with a TimeoutError", async () => {
      const since = await lastJournalId();
      const failed = failures.length;
      // The headers and the first piece come at once, the second 4 s later: the page's 2 s
      // timeout falls after the headers and long before the body ends, however busy the machine.
      const timeoutMs = 2_000;
      const ruleId = await addRule({ match: { operationId: 'listUsers' }, answer: { fault: 'slow-body', chunkDelayMs: 4_000 }, times: 1 });
      const outcome = await loadUsers(timeoutMs);
      expect(outcome).toMatchObject({ status: 200, users: null, error: { stage: 'body', name: 'TimeoutError', isTypeError: false } });
      expect(outcome.headersMs).toBeLessThan(timeoutMs);
      expect(outcome.ms).toBeGreaterThanOrEqual(timeoutMs);
      await vi.waitFor(() => expect(failuresSince(failed)).toEqual(['net::ERR_ABORTED']));
      // The page gave up, so Chromium closed the connection, and the mock stopped sending.
      await vi.waitFor(async () =>
        expect(await journalSince(since)).toMatchObject([
          { status: 200, ruleId, responseBody: expect.stringMatching(/^<fault slow-body: .+ sent before the connection was closed>$/) },
        ]),
      );
      expect(await loadUsers()).toMatchObject(healthy);
    });

    it('close-mid-body: fetch resolves with 200, and response.json() rejects with a TypeError (net::ERR_CONTENT_LENGTH_MISMATCH)', async () => {
      const since = await lastJournalId();
      const failed = failures.length;
      const ruleId = await addRule({ match: { operationId: 'listUsers' }, answer: { fault: 'close-mid-body' }, times: 1 });
      expect(await loadUsers()).toMatchObject({
        status: 200,
        users: null,
        error: { stage: 'body', name: 'TypeError', message: 'Failed to fetch', isTypeError: true },
      });
      await vi.waitFor(() => expect(failuresSince(failed)).toEqual(['net::ERR_CONTENT_LENGTH_MISMATCH']));
      expect(await loadUsers()).toMatchObject(healthy);
      expect((await journalSince(since)).map((entry) => [entry.status, entry.ruleId])).toEqual([
        [200, ruleId],
        [200, null],
      ]);
    });
  });
});
