/**
 * The inspector (GET /__mock/ui; spec/DECISIONS.md M27) in a real browser: Debian's
 * Chromium, driven headless by playwright-core, against the mock listening on an
 * ephemeral port. Beside it, in a second tab, the page under test: an app served from
 * its own origin (a tiny node:http server), calling the mock across origins as real
 * apps do. The test drives the inspector as QA would and the app as a user would:
 *   - a request the app makes shows in the list within 2 s, with both bodies;
 *   - a one-click 429 rule answers the app's next call of the operation, and the list
 *     names the rule;
 *   - +25 h on the clock makes the app's next call with its old token a 401;
 *   - an invitation's link in the outbox opens the app's sign-up page;
 *   - switching session lists that session's requests only;
 * and, at 1,400 and at 390 px wide, saves screenshots (reports/inspector-1400.png,
 * reports/inspector-390.png), finds no horizontal overflow and no serious or critical
 * violation by axe-core (full-page views beside them, -full.png). Besides: its own
 * calls left out of the list, a rule edited, refused and deleted, the clock frozen, a
 * snapshot downloaded and restored, the journal cleared, and the token asked for
 * under --admin-token. The inspector asks nothing of another origin and logs no
 * error. What it saw goes to reports/inspector.txt.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTimeout, itHasChromium, launchChromium, reportPath, watchPage, writeReport, type PageWatch } from './browser.ts';
import { buildServer, type MockServer, type ServerOptions } from './server.ts';

/** How long a check waits for the page to catch up (expect.poll's own default is 1 s). */
const settle = { timeout: 10_000 };
/** The bound: a request the app makes is listed within 2 s. */
const listedWithinMs = 2_000;
const widths = [
  { width: 1400, height: 900 },
  { width: 390, height: 844 },
];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function listen(options: ServerOptions): Promise<{ mock: MockServer; origin: string }> {
  const mock = await buildServer(options);
  await mock.app.listen({ port: 0, host: '127.0.0.1' });
  return { mock, origin: `http://127.0.0.1:${(mock.app.server.address() as AddressInfo).port}` };
}

/** What the app's `call` answers: the status, Retry-After, and the body (JSON when it parses). */
interface Answer {
  status: number;
  retryAfter: string | null;
  body: { data?: Record<string, unknown> } & Record<string, unknown>;
}

/** The app under test: one function, `call`, that sends a request to the mock as an app's API client would. */
const appScript = `
const api = document.querySelector('meta[name="api-origin"]').content;
window.call = async (method, path, options = {}) => {
  const headers = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(api + path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body;
  try { body = JSON.parse(text); } catch { body = text; }
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body };
};
`;

/** The app's sign-up page: the invitation e-mail's link lands here, and it checks the hash with the mock. */
const signupScript = `
const api = document.querySelector('meta[name="api-origin"]').content;
const inviteHash = new URLSearchParams(location.search).get('inviteHash');
fetch(api + '/api/v3/ua/invite/validate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ inviteHash }) })
  .then((response) => response.json())
  .then((body) => {
    const valid = body.success === true && body.data.isExpired === false;
    document.getElementById('signup').textContent = valid ? 'Create your password (invitation ' + inviteHash + ')' : 'This invitation cannot be used.';
  });
`;

function appPage(apiOrigin: string, title: string, script: string, body = ''): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="api-origin" content="${apiOrigin}"><title>${title}</title>${body}<script>${script}</script></html>`;
}

/** The app's own server: the app at /, its sign-up page at /signup. */
async function serveApp(apiOrigin: () => string): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://app').pathname;
    const html = { 'content-type': 'text/html; charset=utf-8' };
    if (path === '/') return void response.writeHead(200, html).end(appPage(apiOrigin(), 'App', appScript));
    if (path === '/signup') return void response.writeHead(200, html).end(appPage(apiOrigin(), 'Sign up', signupScript, '<p id="signup">Checking…</p>'));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The listed requests of this method to this path, newest first (a CORS preflight is listed too, as OPTIONS). */
function listed(page: Page, method: string, path: string): Locator {
  return page
    .locator('#request-list li.entry')
    .filter({ has: page.locator('.method', { hasText: new RegExp(`^${method}$`) }) })
    .filter({ has: page.locator('.url', { hasText: new RegExp(`^${path}$`) }) });
}

/** Opens a listed request and reads its parts: headers and bodies, as shown. */
async function openEntry(entry: Locator): Promise<Record<string, string>> {
  if (!(await entry.locator('details').evaluate((details: HTMLDetailsElement) => details.open))) await entry.locator('summary').click();
  const titles = await entry.locator('.part-title').allTextContents();
  const texts = await entry.locator('.part pre').allTextContents();
  return Object.fromEntries(titles.map((title, i) => [title, texts[i]!]));
}

/** The violations axe-core finds in the page as it is, serious and critical ones. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag: the page's policy allows no inline script, and stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } })
      .axe;
    return (await axe.run(document)).violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes)`);
}

itHasChromium('inspector test');

describe('the inspector in Chromium, beside an app under test', { timeout: browserTimeout * 2 }, () => {
  let browser: Browser;
  let context: BrowserContext;
  let inspector: Page;
  let app: Page;
  let mock: MockServer;
  let origin: string;
  let appServer: http.Server;
  let seen: PageWatch;
  const report: string[] = [];
  /** The app's session: its token and workspace, as the app keeps them. */
  const appSession = { token: '', owId: '' };

  const call = (method: string, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}) =>
    app.evaluate(([m, p, o]) => (window as unknown as { call: (...args: unknown[]) => Promise<Answer> }).call(m, p, o), [method, path, options] as const);
  const asApp = (token = appSession.token) => ({ Authentication: `Bearer ${token}`, 'X-IAA-OW-ID': appSession.owId });

  beforeAll(async () => {
    browser = await launchChromium('inspector test');
    // The e-mails' links are built from the mock's public URL (--public-url): here the
    // app's origin, whose /signup is the sign-up flow an invitation leads to.
    let apiOrigin = '';
    let appOrigin: string;
    ({ server: appServer, origin: appOrigin } = await serveApp(() => apiOrigin));
    ({ mock, origin } = await listen({ rateLimit: null, validateResponses: 'collect', publicUrl: appOrigin }));
    apiOrigin = origin;
    context = await browser.newContext({ viewport: widths[0] });
    inspector = await context.newPage();
    seen = watchPage(inspector);
    const started = Date.now();
    await inspector.goto(`${origin}/__mock/ui`);
    await inspector.locator('#rule-operation option').first().waitFor({ state: 'attached', timeout: browserTimeout });
    await inspector.waitForFunction(() => document.getElementById('clock-now')!.textContent!.endsWith('UTC'), null, { timeout: browserTimeout });
    report.push(`inspector at ${origin}/__mock/ui ready in ${Date.now() - started} ms; Chromium ${browser.version()}`);
    app = await context.newPage();
    await app.goto(appOrigin);
  });

  afterAll(async () => {
    report.push(
      `requests made by the inspector: ${seen?.requests.length ?? 0}, to another origin: ${seen?.requests.filter((url) => new URL(url).origin !== origin).length ?? 0}`,
    );
    report.push(`console errors: ${seen?.errors.length ?? 0}`);
    writeReport('inspector.txt', report);
    await browser?.close();
    await mock?.app.close();
    await new Promise((resolve) => appServer?.close(resolve));
  });

  it('lists a request the app makes within 2 s, with its headers and both bodies', async () => {
    const login = await call('POST', '/api/v3/ua/login', {
      headers: { Authorization: `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}` },
      body: { grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' },
    });
    const answered = Date.now();
    expect(login.status).toBe(200);
    Object.assign(appSession, { token: login.body.data!.access_token as string, owId: String(login.body.data!.owId) });
    const entry = listed(inspector, 'POST', '/api/v3/ua/login').first();
    await entry.waitFor({ timeout: listedWithinMs });
    report.push(`the app's login listed ${Date.now() - answered} ms after its answer`);
    await expect.poll(() => entry.locator('.status').textContent(), settle).toBe('200');
    const parts = await openEntry(entry);
    expect(JSON.parse(parts['Request body']!)).toEqual({ grantType: 'password', email: 'owner@acme-media.example', password: '[redacted]' });
    expect(JSON.parse(parts['Response body']!)).toMatchObject({ success: true, data: { token_type: 'bearer', owId: 1001, access_token: '[redacted]' } });
    expect(parts['Request headers']).toMatch(/^authorization: Basic \[redacted\]$/m);
    expect(parts['Response headers']).toMatch(/^content-type: application\/json/m);
    expect(await inspector.locator('#request-count').textContent()).toMatch(/^\d+ requests?$/);
  });

  it('adds a one-click 429 rule: the next call of the operation answers 429, and the list names the rule', async () => {
    await inspector.selectOption('#rule-operation', 'getProfile');
    await inspector.click('#rule-429');
    await expect
      .poll(() => inspector.locator('#rules-status').textContent(), settle)
      .toMatch(/^rule-\d+ added: getProfile answers the documented 429 example, 1 time\.$/);
    const ruleId = /^(rule-\d+)/.exec((await inspector.locator('#rules-status').textContent())!)![1]!;
    const limited = await call('GET', '/api/v3/ua/profile', { headers: asApp() });
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toBe('60');
    const entry = listed(inspector, 'GET', '/api/v3/ua/profile').first();
    await expect.poll(() => entry.locator('.status').textContent(), settle).toBe('429');
    expect(await entry.locator('.shaped').textContent()).toBe(`rule ${ruleId}`);
    const rule = inspector.locator(`#rule-list li[data-id="${ruleId}"]`);
    await expect.poll(() => rule.textContent(), settle).toContain('answered 1 (spent)');
    // Only the next call: the one after is the world's again.
    expect((await call('GET', '/api/v3/ua/profile', { headers: asApp() })).status).toBe(200);
    report.push(`one-click rule ${ruleId}: getProfile answered 429, Retry-After ${limited.retryAfter}, then 200`);
  });

  it("opens the sign-up flow from an invitation's link in the outbox", async () => {
    const invited = await call('POST', '/api/v3/ua/user/invite', { headers: asApp(), body: [{ email: 'new.hire@acme-media.example', name: 'New Hire' }] });
    expect(invited.status).toBe(200);
    const email = inspector.locator('#outbox-list li.email', { hasText: 'new.hire@acme-media.example' });
    await email.waitFor(settle);
    const link = email.getByRole('link', { name: 'Sign-up link (invitation)' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/\/signup\?inviteHash=[\w-]+$/);
    const [signup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect.poll(() => signup.locator('#signup').textContent(), settle).toMatch(/^Create your password \(invitation [\w-]+\)$/);
    expect(signup.url()).toBe(href);
    report.push(`outbox: the invitation's link opened ${new URL(href).pathname}, and its page found the invitation valid`);
    await signup.close();
  });

  it("logs in as a persona, and after +25 h on the clock the app's next call with the old token is 401", async () => {
    await inspector.selectOption('#persona', 'workspaceOwner');
    await inspector.click('#persona-form button[type="submit"]');
    await expect.poll(() => inspector.locator('#persona-token').inputValue(), settle).not.toBe('');
    expect(await inspector.locator('#persona-workspace').inputValue()).toBe('1001');
    const token = await inspector.locator('#persona-token').inputValue();
    expect((await call('GET', '/api/v3/ua/profile', { headers: asApp(token) })).status).toBe(200);
    const before = Date.parse((await inspector.locator('#clock-now').getAttribute('datetime'))!);
    await inspector.getByRole('button', { name: '+25 h' }).click();
    await expect.poll(() => inspector.locator('#clock-status').textContent(), settle).toMatch(/^Advanced by 25h\./);
    const after = Date.parse((await inspector.locator('#clock-now').getAttribute('datetime'))!);
    expect(after - before).toBeGreaterThanOrEqual(25 * 3600_000);
    const expired = await call('GET', '/api/v3/ua/profile', { headers: asApp(token) });
    expect(expired.status).toBe(401);
    await expect.poll(() => listed(inspector, 'GET', '/api/v3/ua/profile').first().locator('.status').textContent(), settle).toBe('401');
    report.push(`clock +25 h: the persona's token answered ${expired.status}`);
  });

  it("lists only the chosen session's requests", async () => {
    const member = await call('POST', '/api/v3/ua/login', {
      headers: { Authorization: `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`, 'X-Mock-Session': 'qa-b' },
      body: { grantType: 'password', email: 'member@acme-media.example', password: 'Member#2026' },
    });
    expect(member.status).toBe(200);
    const urls = () => inspector.locator('#request-list .url').allTextContents();
    const calls = () =>
      inspector
        .locator('#request-list summary')
        .evaluateAll((rows) => rows.map((row) => `${row.querySelector('.method')!.textContent} ${row.querySelector('.url')!.textContent}`));
    await switchSession('qa-b');
    await expect.poll(urls, settle).toEqual(['/api/v3/ua/login']);
    expect(await inspector.locator('#request-count').textContent()).toBe('1 request');
    expect(await inspector.locator('#session-status').textContent()).toBe('Session: qa-b');
    // Searched in bodies, the member's e-mail is in this session's journal, not the default one's.
    await inspector.fill('#filter-q', 'member@acme-media.example');
    await expect.poll(urls, settle).toEqual(['/api/v3/ua/login']);
    await switchSession('');
    await expect.poll(() => inspector.locator('#request-count').textContent(), settle).toBe('0 requests');
    await inspector.fill('#filter-q', '');
    // The default session's four calls of the profile (and their CORS preflights).
    await expect.poll(async () => (await calls()).filter((call) => call === 'GET /api/v3/ua/profile').length, settle).toBe(4);
    report.push(`sessions: qa-b listed its 1 request; the default session none of it, and its own ${(await urls()).length}`);
  });

  it('leaves its own calls out of the list, unless asked to show them', async () => {
    const urls = () => inspector.locator('#request-list .url').allTextContents();
    const own = (url: string) => url.startsWith('/__mock/') || url === '/openapi.json';
    expect((await urls()).filter(own)).toEqual([]);
    await inspector.check('#filter-own');
    // The page, its script, the contract and the admin API, read in the default session (the page's own loads name none).
    await expect.poll(urls, settle).toEqual(expect.arrayContaining(['/__mock/ui', '/__mock/ui/assets/inspector.js', '/openapi.json', '/__mock/rules']));
    await inspector.uncheck('#filter-own');
    await expect.poll(async () => (await urls()).filter(own), settle).toEqual([]);
  });

  // In a tab of its own: Chromium logs the refused edit's 422 as a console error of the page
  // ("Failed to load resource"), which the tab above must not have.
  it('edits a rule, shows why an edit is refused, and deletes it', async () => {
    const page = await context.newPage();
    const tabSeen = watchPage(page);
    await page.goto(`${origin}/__mock/ui`);
    await page.locator('#rule-operation option').first().waitFor({ state: 'attached', timeout: browserTimeout });
    await page.selectOption('#rule-operation', 'listUsers');
    await page.selectOption('#rule-error-status', '422');
    await page.click('#rule-error');
    await expect
      .poll(() => page.locator('#rules-status').textContent(), settle)
      .toMatch(/^rule-\d+ added: listUsers answers the documented 422 example, 1 time\.$/);
    const ruleId = /^(rule-\d+)/.exec((await page.locator('#rules-status').textContent())!)![1]!;
    const rule = page.locator(`#rule-list li[data-id="${ruleId}"]`);
    await rule.getByRole('button', { name: `Edit ${ruleId}` }).click();
    const definition = JSON.parse(await page.locator('#rule-json').inputValue());
    expect(definition).toEqual({ match: { operationId: 'listUsers' }, answer: { example: 422 }, times: 1 });
    // A status the operation does not document is refused, in the admin API's words, and the rule stays.
    await page.fill('#rule-json', JSON.stringify({ ...definition, answer: { example: 418 } }));
    await page.click('#rule-save');
    await expect.poll(() => page.locator('#rule-editor-status').textContent(), settle).toMatch(/^The rule was refused: 422: .+\(answer\.example\)/);
    expect(await rule.count()).toBe(1);
    await page.fill('#rule-json', JSON.stringify({ ...definition, times: 3 }));
    await page.click('#rule-save');
    await expect
      .poll(() => page.locator('#rules-status').textContent(), settle)
      .toMatch(new RegExp(`^rule-\\d+ replaces ${ruleId}: listUsers answers the documented 422 example, 3 times\\.$`));
    await expect.poll(() => rule.count(), settle).toBe(0);
    const edited = /^(rule-\d+)/.exec((await page.locator('#rules-status').textContent())!)![1]!;
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    await expect.poll(() => page.locator('#rules-status').textContent(), settle).toBe(`${edited} deleted.`);
    await expect.poll(() => page.locator(`#rule-list li[data-id="${edited}"]`).count(), settle).toBe(0);
    expect(tabSeen.errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
    await page.close();
  });

  async function switchSession(name: string): Promise<void> {
    await inspector.fill('#session-name', name);
    await inspector.click('#session-form button[type="submit"]');
  }

  for (const size of widths) {
    it(`fits ${size.width} px without sideways scrolling, with no serious or critical axe violation`, async () => {
      await inspector.setViewportSize(size);
      await openEntry(listed(inspector, 'POST', '/api/v3/ua/login').first());
      await inspector.evaluate(() => window.scrollTo(0, 0));
      const overflow = await inspector.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      await inspector.screenshot({ path: reportPath(`inspector-${size.width}.png`) });
      await inspector.screenshot({ path: reportPath(`inspector-${size.width}-full.png`), fullPage: true });
      const started = Date.now();
      const violations = await seriousViolations(inspector);
      report.push(`${size.width} px: overflow ${overflow} px, axe serious or critical: ${violations.length} (${Date.now() - started} ms)`);
      expect(violations).toEqual([]);
    });
  }

  it('freezes the clock, downloads a snapshot and restores it', async () => {
    await inspector.click('#clock-freeze');
    await expect.poll(() => inspector.locator('#clock-mode').textContent(), settle).toBe('frozen');
    const frozenAt = (await inspector.locator('#clock-now').getAttribute('datetime'))!;
    const [download] = await Promise.all([inspector.waitForEvent('download'), inspector.click('#snapshot-download')]);
    expect(download.suggestedFilename()).toBe('mock-snapshot-default.json');
    const snapshot = readFileSync((await download.path())!);
    expect(JSON.parse(snapshot.toString('utf8'))).toMatchObject({ version: expect.any(Number), clock: { frozen: true } });
    await inspector.getByRole('button', { name: '+1 d' }).click();
    await expect.poll(() => inspector.locator('#clock-now').getAttribute('datetime'), settle).toBe(new Date(Date.parse(frozenAt) + 86_400_000).toISOString());
    await inspector.setInputFiles('#snapshot-file', { name: download.suggestedFilename(), mimeType: 'application/json', buffer: snapshot });
    await inspector.click('#snapshot-restore');
    await expect.poll(() => inspector.locator('#world-status').textContent(), settle).toMatch(/^Restored mock-snapshot-default\.json: seed \d+/);
    await expect.poll(() => inspector.locator('#clock-now').getAttribute('datetime'), settle).toBe(frozenAt);
    await inspector.click('#clock-freeze');
    await expect.poll(() => inspector.locator('#clock-mode').textContent(), settle).toBe('running');
    report.push(`snapshot: downloaded, the clock moved a day, restored to ${frozenAt}`);
  });

  it('clears the journal', async () => {
    expect(await inspector.locator('#request-count').textContent()).not.toBe('0 requests');
    await inspector.click('#clear-requests');
    await expect.poll(() => inspector.locator('#requests-status').textContent(), settle).toMatch(/^Cleared \d+ requests from the journal\.$/);
    await expect.poll(() => inspector.locator('#request-count').textContent(), settle).toBe('0 requests');
  });

  it('asks nothing of another origin, logs no error, and every admin answer keeps to the contract', () => {
    expect(seen.requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(seen.requests).toContain(`${origin}/__mock/ui/assets/inspector.js`);
    expect(seen.errors).toEqual([]);
    expect(mock.violations).toEqual([]);
  });
});

describe('the inspector of a mock started with --admin-token', { timeout: browserTimeout * 2 }, () => {
  let browser: Browser;
  let mock: MockServer;
  let origin: string;

  beforeAll(async () => {
    browser = await launchChromium('inspector test');
    ({ mock, origin } = await listen({ adminToken: 'inspector-test-token' }));
  });

  afterAll(async () => {
    await browser?.close();
    await mock?.app.close();
  });

  it('asks for the token, then reads the admin API with it', async () => {
    const page = await browser.newPage({ viewport: widths[1] });
    await page.goto(`${origin}/__mock/ui`);
    await page.locator('#token-form').waitFor({ state: 'visible', timeout: browserTimeout });
    expect(await page.locator('#settings').textContent()).toBe('');
    await page.fill('#admin-token', 'inspector-test-token');
    await page.click('#token-form button[type="submit"]');
    await expect.poll(() => page.locator('#settings').textContent(), settle).toMatch(/^Session default: seed \d+/);
    expect(await page.locator('#token-form').isHidden()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('mock-inspector.token'))).toBe('inspector-test-token');
    await expect.poll(() => page.locator('#persona option').count(), settle).toBeGreaterThan(0);
  });
});
