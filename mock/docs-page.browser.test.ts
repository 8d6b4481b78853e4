/**
 * The docs page in a real browser: Debian's Chromium, driven headless by
 * playwright-core, against the mock listening on an ephemeral port. It reads the
 * reference, searches it, logs in as a persona through the page's own control and
 * runs "Try it out" against the mock, with the session and Prefer headers of the
 * page's toolbar, checks that the page asks nothing of any other origin and logs no
 * error, and that its controls fit a phone's width. What it saw goes to
 * reports/docs-page.txt, with screenshots in reports/docs-page.png and
 * reports/docs-page-390.png.
 */
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specDocument } from './core/pipeline/spec-loader.ts';
import { browserTimeout, itHasChromium, launchChromium, reportPath, watchPage, writeReport, type PageWatch } from './browser.ts';
import { buildServer, type MockServer } from './server.ts';

/** How long a check waits for Swagger UI to re-render (expect.poll's own default is 1 s). */
const settle = { timeout: 15_000 };

interface SpecOperation {
  path: string;
  summary?: string;
  operationId: string;
  tags: string[];
}

const specOperations: SpecOperation[] = Object.entries(specDocument.paths ?? {}).flatMap(([path, item]) =>
  Object.values(item as Record<string, { operationId?: string; summary?: string; tags?: string[] }>)
    .filter((op) => typeof op?.operationId === 'string')
    .map((op) => ({ path, summary: op.summary, operationId: op.operationId!, tags: op.tags ?? [] })),
);

/** Swagger UI lists an operation once under each of its tags. */
const shownCount = (ops: SpecOperation[]) => ops.reduce((sum, op) => sum + Math.max(op.tags.length, 1), 0);

/** The page's search: path, summary, operationId or a tag holds the phrase, in any case. */
const searchMatches = (phrase: string) =>
  specOperations.filter((op) => [op.path, op.summary, op.operationId, ...op.tags].some((field) => field?.toLowerCase().includes(phrase.toLowerCase())));

/** Swagger UI's own filter, for contrast: a tag or the path holds the phrase. */
const builtInMatches = (phrase: string) =>
  specOperations.filter((op) => [op.path, ...op.tags].some((field) => field.toLowerCase().includes(phrase.toLowerCase())));

/** Phrases found through the operationId alone, the summary alone, and both kinds of field. */
const searchPhrases = ['LISTUSERS', 'Grant Type', 'report'];

async function listen(options: Parameters<typeof buildServer>[0]): Promise<{ mock: MockServer; origin: string }> {
  const mock = await buildServer(options);
  await mock.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(mock.app.server.address() as AddressInfo).port}`;
  mock.setPublicUrl(origin);
  return { mock, origin };
}

async function openDocs(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/docs`);
  await page.locator('.swagger-ui .opblock').first().waitFor({ timeout: browserTimeout });
}

async function logInAs(page: Page, persona: string): Promise<string> {
  await page.locator('#persona-login button:enabled').waitFor({ timeout: browserTimeout });
  await page.selectOption('#persona', persona);
  await page.click('#persona-login button');
  const done = /^(Logged in|Login refused|Login failed)/.source;
  await page.waitForFunction((pattern) => new RegExp(pattern).test(document.getElementById('persona-status')!.textContent!), done, { timeout: browserTimeout });
  return (await page.locator('#persona-status').textContent())!;
}

/** The block of an operation (`<tag>-<operationId>`), opened. */
async function open(page: Page, operation: string) {
  const block = page.locator(`#operations-${operation}`);
  if (!(await block.locator('.opblock-body').isVisible())) await block.locator('.opblock-summary-control').click();
  await block.locator('.opblock-body').waitFor();
  return block;
}

/** Runs an operation with the values its fields hold, and reads the answer shown. */
/** The parts of a shown answer these tests read (a list's page, or any other body compared whole). */
interface ShownAnswer {
  data?: { data?: Array<{ status: string }>; totalRecords?: number };
}

async function execute(page: Page, operation: string) {
  const block = await open(page, operation);
  await block.locator('button.execute').click();
  const live = block.locator('.live-responses-table');
  await live.waitFor({ timeout: browserTimeout });
  return {
    block,
    status: Number(await live.locator('tbody .response-col_status').first().textContent()),
    body: JSON.parse((await live.locator('.response-col_description .highlight-code pre').first().textContent())!) as ShownAnswer,
    requestUrl: (await block.locator('.request-url pre').textContent())!,
  };
}

itHasChromium('docs-page test');

// Chromium on a busy machine: every step may wait up to browserTimeout.
describe('the docs page in Chromium', { timeout: browserTimeout * 2 }, () => {
  let browser: Browser;
  let page: Page;
  let mock: MockServer;
  let origin: string;
  let seen: PageWatch;
  let renderMs = 0;
  let loginStatus = '';
  const report: string[] = [];

  // The page is opened, and the default persona logged in through the control, once.
  beforeAll(async () => {
    browser = await launchChromium('docs-page test');
    ({ mock, origin } = await listen({ validateResponses: 'collect' }));
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    seen = watchPage(page);
    const started = Date.now();
    await openDocs(page, origin);
    renderMs = Date.now() - started;
    loginStatus = await logInAs(page, 'workspaceOwner');
  });

  afterAll(async () => {
    report.unshift(`docs page at ${origin}/docs, Chromium ${browser?.version() ?? 'not started'}`);
    report.push(
      `requests made by the page: ${seen?.requests.length ?? 0}, to another origin: ${seen?.requests.filter((url) => !staysOnOrigin(url, origin)).length ?? 0}`,
    );
    report.push(`console errors: ${seen?.errors.length ?? 0}`);
    writeReport('docs-page.txt', report);
    await browser?.close();
    await mock?.app.close();
  });

  it('renders every operation of the contract from the mock itself', async () => {
    const shown = await page.locator('.swagger-ui .opblock').count();
    report.push(`operations shown: ${shown} (the contract lists ${specOperations.length}), rendered in ${renderMs} ms`);
    expect(shown).toBe(shownCount(specOperations));
    await expect.poll(() => page.locator('.swagger-ui .info .title').textContent(), settle).toContain(specDocument.info.title);
    // The links to the contract stay on the page, above Swagger UI.
    expect(await page.locator('.docs-links a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/openapi.json', '/openapi.yaml']);
    expect(await page.locator('.docs-origin').textContent()).toBe(`Try it out sends requests to this mock: ${origin}`);
  });

  it('searches operations by path, summary, operationId and tag, in any case', async () => {
    const filter = page.locator('.operation-filter-input');
    expect(await filter.getAttribute('placeholder')).toBe('Search operations by path, summary, operationId or tag');
    for (const phrase of searchPhrases) {
      const expected = shownCount(searchMatches(phrase));
      // Each phrase is one Swagger UI's own filter (tags and paths) would count differently.
      expect(expected).not.toBe(shownCount(builtInMatches(phrase)));
      await filter.fill(phrase);
      await expect.poll(() => page.locator('.swagger-ui .opblock').count(), settle).toBe(expected);
      report.push(`search "${phrase}": ${expected} operations shown`);
    }
    await filter.fill('');
    await expect.poll(() => page.locator('.swagger-ui .opblock').count(), settle).toBe(shownCount(specOperations));
  });

  it('logs in as the default persona through its control', () => {
    report.push(`persona control: ${loginStatus}`);
    expect(loginStatus).toBe('Logged in as owner@acme-media.example: token authorized, workspace 1001.');
  });

  it('shows descriptions as Markdown, examples and schemas', async () => {
    const login = await open(page, 'auth-login');
    // The description's backticks render as code.
    expect(await login.locator('.opblock-description code').allTextContents()).toContain('owId');
    const ok = login.locator('.responses-table tr.response[data-code="200"]');
    expect(await ok.locator('.highlight-code').textContent()).toContain('6b1f0e9c-7a3d-4a52-9d1e-2f6c8b0a4e11');
    await ok.getByRole('tab', { name: 'Schema' }).click();
    const schema = ok.locator('.model-box');
    await expect.poll(() => schema.textContent(), settle).toMatch(/success.*boolean.*data/);
    // The envelope's data, opened, is the token response.
    await schema.getByRole('button', { name: 'Expand all' }).last().click();
    await expect.poll(() => schema.textContent(), settle).toContain('access_token');
    // And the schemas of the contract, listed after the operations: the first one, opened.
    const firstSchema = Object.keys(specDocument.components?.schemas ?? {})[0]!;
    const model = page.locator('.swagger-ui section.models .models-virtual-item').first();
    expect(await model.locator('.json-schema-2020-12__title').first().textContent()).toBe(firstSchema);
    await model.locator('.json-schema-2020-12-accordion').first().click();
    await expect.poll(() => model.textContent(), settle).toMatch(/grantType.*email.*password/);
  });

  it('runs the login operation against the mock, as the persona', async () => {
    // The control set the client credentials, and the workspace field defaults to the persona's.
    const login = await open(page, 'auth-login');
    expect(await login.locator('tr[data-param-name="X-IAA-OW-ID"] input').inputValue()).toBe('1001');
    const answer = await execute(page, 'auth-login');
    report.push(`login (Try it out): ${answer.status}`);
    expect(answer.requestUrl).toBe(`${origin}/api/v3/ua/login`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: { token_type: 'bearer', owId: 1001, access_token: expect.any(String) } });
  });

  it("runs the users list against the mock with the persona's token and workspace", async () => {
    const answer = await execute(page, 'users-listUsers');
    report.push(`listUsers (Try it out): ${answer.status}, ${answer.body.data?.data?.length} users of ${answer.body.data?.totalRecords}`);
    expect(answer.requestUrl.startsWith(`${origin}/api/v3/ua/users/list?`)).toBe(true);
    expect(answer.status).toBe(200);
    // The body shown is the mock's answer to the same request (a live token is handed out again at login).
    const accessToken = await ownerToken(mock);
    const same = await mock.app.inject({
      url: answer.requestUrl.slice(origin.length),
      headers: { authentication: `Bearer ${accessToken}`, 'x-iaa-ow-id': '1001' },
    });
    expect(answer.body).toEqual(same.json());
    expect(answer.body.data?.data?.length).toBeGreaterThan(0);
    expect(answer.body.data?.data?.every((user) => user.status === 'active')).toBe(true);
    await answer.block.locator('.live-responses-table').scrollIntoViewIfNeeded();
    await page.screenshot({ path: reportPath('docs-page.png') });
  });

  it("fills the workspace field with another persona's workspace after logging in as them", async () => {
    const status = await logInAs(page, 'otherWorkspaceUser');
    report.push(`persona control: ${status}`);
    expect(status).toBe('Logged in as owner@initech-ads.example: token authorized, workspace 3001.');
    const profile = await open(page, 'users-getProfile');
    expect(await profile.locator('tr[data-param-name="X-IAA-OW-ID"] input').inputValue()).toBe('3001');
    const answer = await execute(page, 'users-getProfile');
    report.push(`getProfile as otherWorkspaceUser (Try it out): ${answer.status}`);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toContain('owner@initech-ads.example');
  });

  it("sends the toolbar's X-Mock-Session and Prefer with Try it out, and logs in to that session", async () => {
    // A page of its own: the 429 asked for is a failed load in the browser's console.
    const tried = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const seenHere = watchPage(tried);
    await openDocs(tried, origin);
    // Without a session named, an admin operation's session field is empty (the default session), not the spec's sample name.
    const requests = await open(tried, 'mock-admin-listRequests');
    expect(await requests.locator('tr[data-param-name="X-Mock-Session"] input').inputValue()).toBe('');

    await tried.fill('#mock-session', 'docs-try');
    const status = await logInAs(tried, 'workspaceOwner');
    expect(status).toBe('Logged in as owner@acme-media.example in session docs-try: token authorized, workspace 1001.');
    await tried.fill('#prefer', 'code=429');
    const answer = await execute(tried, 'users-getUserConfig');
    report.push(`getUserConfig with X-Mock-Session: docs-try and Prefer: code=429 (Try it out): ${answer.status}`);
    expect(answer.status).toBe(429);
    // Swagger UI's curl line shows them too.
    expect(await answer.block.locator('.curl-command').textContent()).toContain("-H 'Prefer: code=429'");

    const journal = await mock.app.inject({ url: '/__mock/requests', headers: { 'x-mock-session': 'docs-try' } });
    const entries = (journal.json() as { requests: Array<{ operationId: string; status: number; requestHeaders: Record<string, string> }> }).requests;
    expect(entries.map((entry) => [entry.operationId, entry.status, entry.requestHeaders.prefer])).toEqual([
      ['getUserConfig', 429, 'code=429'],
      // The login goes to the session, without Prefer.
      ['login', 200, undefined],
    ]);
    const elsewhere = await mock.app.inject({ url: '/__mock/requests?operationId=getUserConfig' });
    expect(elsewhere.json().count).toBe(0);

    // An admin operation opened now names the session in its own field.
    const clear = await open(tried, 'mock-admin-clearRequests');
    expect(await clear.locator('tr[data-param-name="X-Mock-Session"] input').inputValue()).toBe('docs-try');
    // A token is its session's: naming another says to log in again.
    await tried.fill('#mock-session', 'docs-other');
    await tried.locator('#mock-session').dispatchEvent('change');
    expect(await tried.locator('#persona-status').textContent()).toBe('The session changed: log in again for a token of session docs-other.');
    expect(seenHere.errors).toEqual(['Failed to load resource: the server responded with a status of 429 (Too Many Requests)']);
    await tried.close();
  });

  it('fits a 390 px wide screen: the persona picker and the toolbar stay inside it', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openDocs(phone, origin);
    // The picker is as wide as it gets once the personas are in it.
    await phone.locator('#persona-login button:enabled').waitFor({ timeout: browserTimeout });
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    const picker = (await phone.locator('#persona').boundingBox())!;
    const form = (await phone.locator('#persona-login').boundingBox())!;
    report.push(`at 390 px: page ${width} px wide, persona picker ${Math.round(picker.width)} px from ${Math.round(picker.x)}`);
    expect(width).toBeLessThanOrEqual(390);
    expect(picker.x).toBeGreaterThanOrEqual(form.x);
    expect(picker.x + picker.width).toBeLessThanOrEqual(form.x + form.width);
    expect(form.x + form.width).toBeLessThanOrEqual(390);
    for (const control of ['#persona-login button', '#mock-session', '#prefer']) {
      const box = (await phone.locator(control).boundingBox())!;
      expect(box.x + box.width, control).toBeLessThanOrEqual(390);
    }
    await phone.screenshot({ path: reportPath('docs-page-390.png') });
    await phone.close();
  });

  it('asks nothing of any other origin, logs no error, and every answer keeps to the contract', () => {
    expect(seen.requests.filter((url) => !staysOnOrigin(url, origin))).toEqual([]);
    expect(seen.requests).toContain(`${origin}/docs/assets/swagger-ui-bundle.js`);
    expect(seen.errors).toEqual([]);
    expect(mock.violations).toEqual([]);
  });
});

describe('the docs page when personas cannot be read', { timeout: browserTimeout * 2 }, () => {
  let browser: Browser;
  const servers: MockServer[] = [];

  beforeAll(async () => {
    browser = await launchChromium('docs-page test');
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => server.app.close()));
  });

  async function openOn(options: Parameters<typeof buildServer>[0]) {
    const { mock, origin } = await listen(options);
    servers.push(mock);
    const page = await browser.newPage();
    const seen = watchPage(page);
    await openDocs(page, origin);
    return { page, seen };
  }

  it('without the admin API: says so, asks nothing of /__mock/, and the reference still works', async () => {
    const { page, seen } = await openOn({ admin: false });
    expect(await page.locator('#persona-status').textContent()).toBe('Personas are not available: this mock serves no admin API (--no-admin).');
    expect(await page.locator('#persona-login button').isDisabled()).toBe(true);
    expect(await page.locator('.swagger-ui .opblock').count()).toBeGreaterThan(0);
    expect(seen.requests.some((url) => url.includes('/__mock/'))).toBe(false);
    expect(seen.errors).toEqual([]);
  });

  it('with an admin token the page cannot send: says what the fixtures answered', async () => {
    const { page } = await openOn({ adminToken: 'not-in-the-page' });
    await page.waitForFunction(() => document.getElementById('persona-status')!.textContent!.startsWith('Personas are not available'));
    expect(await page.locator('#persona-status').textContent()).toBe('Personas are not available: /__mock/fixtures answered 401.');
    expect(await page.locator('#persona-login button').isDisabled()).toBe(true);
  });
});

async function ownerToken(mock: MockServer): Promise<string> {
  const fixtures = (await mock.app.inject({ url: '/__mock/fixtures' })).json();
  const { clientId, clientSecret } = fixtures.client;
  const owner = fixtures.personas.workspaceOwner;
  const response = await mock.app.inject({
    method: 'POST',
    url: '/api/v3/ua/login',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
    payload: { grantType: 'password', email: owner.email, password: owner.password },
  });
  return response.json().data.access_token;
}

function staysOnOrigin(url: string, origin: string): boolean {
  return url.startsWith('data:') || url.startsWith('blob:') || new URL(url).origin === origin;
}
