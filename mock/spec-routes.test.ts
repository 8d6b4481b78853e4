/**
 * The mock serves its own contract: GET /openapi.json, /openapi.yaml and a
 * docs page at /docs (Swagger UI over /openapi.json, its files served by the mock
 * from a fixed list; mock/docs/). The page in a browser: docs-page.browser.test.ts.
 * These routes are the mock's, not operations of the platform.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { parse } from 'yaml';
import { operations } from '../contracts/support/spec.ts';
import { describe, expect, it, useTarget } from '../contracts/support/harness.ts';
import type { Target } from '../contracts/support/target.ts';
import { messages } from './messages.ts';
import { loadOperations, specDocument, type SpecDocument } from './core/pipeline/spec-loader.ts';
import { docsScript, docsStyle } from './docs/client.ts';
import { docsContentSecurityPolicy, renderDocsPage } from './docs/routes.ts';

useTarget({ inProcess: true });
const operationIds = operations.map((op) => op.operationId).sort();

describe('spec routes', () => {
  it('GET /openapi.json is the OpenAPI 3.1 document with every operation', async ({ target }) => {
    const response = await target.http.get('/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.openapi).toMatch(/^3\.1\./);
    const served = loadOperations(response.body as SpecDocument);
    expect(served.map((op) => op.operationId).sort()).toEqual(operationIds);
  });

  it('GET /openapi.yaml parses to the same document', async ({ target }) => {
    const json = (await target.http.get('/openapi.json').expect(200)).body;
    const response = await target.http
      .get('/openapi.yaml')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    expect(response.headers['content-type']).toMatch(/yaml/);
    expect(parse(response.body as string)).toEqual(json);
  });

  it('GET /docs is the Swagger UI page, its scripts and styles served by the mock, with no inline script', async ({ target }) => {
    const response = await target.http.get('/docs').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBe(docsContentSecurityPolicy);
    expect(docsContentSecurityPolicy).toContain("script-src 'self';");
    const scripts = [...response.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes!)?.[1])).toEqual(['/docs/assets/swagger-ui-bundle.js', '/docs/assets/init.js']);
    expect(scripts.every(([, , body]) => body!.trim() === '')).toBe(true);
    expect(response.text).toContain('href="/docs/assets/swagger-ui.css"');
    expect(response.text).toContain('href="/docs/assets/docs.css"');
    expect(response.text).toContain('data-spec-url="/openapi.json"');
    expect(response.text).toContain('data-fixtures-url="/__mock/fixtures"');
    // The links to the contract itself, readable without JavaScript.
    expect(response.text).toContain('<a href="/openapi.json">openapi.json</a>');
    expect(response.text).toContain('<a href="/openapi.yaml">openapi.yaml</a>');
  });

  it('a mock without its admin API offers no personas on the docs page', () => {
    expect(renderDocsPage(specDocument, { admin: false })).toContain('data-fixtures-url=""');
    expect(renderDocsPage(specDocument, { admin: true })).toContain('data-fixtures-url="/__mock/fixtures"');
  });

  const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  it.for<[name: string, type: string]>([
    ['swagger-ui-bundle.js', 'text/javascript'],
    ['swagger-ui.css', 'text/css'],
    ['favicon-32x32.png', 'image/png'],
    ['favicon-16x16.png', 'image/png'],
  ])('GET /docs/assets/%s is the installed swagger-ui-dist file, as %s, cached', async ([name, type], { target }) => {
    const response = await getBytes(target, `/docs/assets/${name}`).expect(200);
    expect(response.headers['content-type']).toMatch(new RegExp(`^${type}`));
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((response.body as Buffer).equals(readFileSync(join(swaggerUiDir, name)))).toBe(true);
  });

  it.for<[name: string, type: string, body: string]>([
    ['init.js', 'text/javascript', docsScript],
    ['docs.css', 'text/css', docsStyle],
  ])("GET /docs/assets/%s is the page's own %s, cached", async ([name, type, body], { target }) => {
    const response = await getBytes(target, `/docs/assets/${name}`).expect(200);
    expect(response.headers['content-type']).toMatch(new RegExp(`^${type}`));
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect((response.body as Buffer).toString('utf8')).toBe(body);
  });

  it('init.js is a script a browser can parse, setting up search, deep links and try-it on /openapi.json', () => {
    expect(() => new Script(docsScript)).not.toThrow();
    for (const setting of ['deepLinking: true', 'filter: true', 'tryItOutEnabled: true', 'validatorUrl: null', 'opsFilter', 'requestInterceptor']) {
      expect(docsScript).toContain(setting);
    }
  });

  it.for([
    '/docs/assets/index.html',
    '/docs/assets/swagger-ui-bundle.js.map',
    '/docs/assets/package.json',
    '/docs/assets/nothing.js',
    '/docs/assets/constructor',
    '/docs/assets/__proto__',
    '/docs/assets/..%2Fpackage.json',
    '/docs/assets/%2e%2e%2F%2e%2e%2Fpackage.json',
    '/docs/assets/..%5C..%5Cpackage.json',
    '/docs/assets/../../package.json',
    '/docs/assets/swagger-ui-dist/package.json',
  ])('GET %s is 404: only the listed assets are served', async (url, { target }) => {
    const response = await target.http.get(url).expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.errorObjects[0].error).toBe(messages.notFound);
  });
});

/** The body as the bytes sent, whatever its type. */
function getBytes(target: Target, url: string) {
  return target.http
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}
