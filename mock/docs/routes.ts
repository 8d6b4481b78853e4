/**
 * The docs page (GET /docs): Swagger UI over the mock's own contract, served from
 * the installed swagger-ui-dist package so it works offline and without a CDN, and
 * started by a script of ours (client.ts) rather than inline code, so the page
 * keeps to a strict Content-Security-Policy (spec/DECISIONS.md M15).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SpecDocument } from '../core/pipeline/spec-loader.ts';
import { docsScript, docsStyle } from './client.ts';

export interface DocsOptions {
  /** Whether the /__mock admin API is served: without it the page offers no personas. */
  admin: boolean;
}

type Asset = { type: string; body: () => Promise<Buffer | string> };

/** Swagger UI's own files, found wherever the package is installed (resolved once, on first use). */
let swaggerDir: string | undefined;
const swaggerFile = (name: string) => () => readFile(join((swaggerDir ??= swaggerUiDir()), name));

function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/** The only files /docs/assets serves: a name outside this list is 404, so no path reaches the disk. */
const assets: Record<string, Asset> = {
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', body: swaggerFile('swagger-ui-bundle.js') },
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: swaggerFile('swagger-ui.css') },
  'favicon-32x32.png': { type: 'image/png', body: swaggerFile('favicon-32x32.png') },
  'favicon-16x16.png': { type: 'image/png', body: swaggerFile('favicon-16x16.png') },
  'init.js': { type: 'text/javascript; charset=utf-8', body: async () => docsScript },
  'docs.css': { type: 'text/css; charset=utf-8', body: async () => docsStyle },
};

/** An hour: long enough for a reading session, short enough that a new mock version shows soon. */
const assetCacheControl = 'public, max-age=3600';

/**
 * Scripts and styles from this origin only, and requests to it only: the page
 * reaches nothing else. Swagger UI sets style attributes from React (so inline
 * styles are allowed) and shows images and downloads of answers as data:/blob: URLs.
 */
export const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

export function registerDocs(app: FastifyInstance, doc: SpecDocument, options: DocsOptions): void {
  const page = renderDocsPage(doc, options);
  const cache = new Map<string, Promise<Buffer | string>>();
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').header('Content-Security-Policy', docsContentSecurityPolicy).send(page));
  app.get<{ Params: { name: string } }>('/docs/assets/:name', async (request, reply) => {
    const { name } = request.params;
    const asset = Object.hasOwn(assets, name) ? assets[name] : undefined;
    if (!asset) return reply.callNotFound();
    // Read once, then kept: the bundle is 1.7 MB and read only when a page asks for it.
    let body = cache.get(name);
    if (!body) cache.set(name, (body = asset.body()));
    return sendAsset(reply, asset.type, await body);
  });
}

function sendAsset(reply: FastifyReply, type: string, body: Buffer | string) {
  return reply.type(type).header('Cache-Control', assetCacheControl).header('X-Content-Type-Options', 'nosniff').send(body);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page holds no script of its own: init.js reads its settings from the `data-` attributes. */
export function renderDocsPage(doc: SpecDocument, options: DocsOptions): string {
  const title = escape(doc.info.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}: reference</title>
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png" sizes="32x32">
<link rel="icon" type="image/png" href="/docs/assets/favicon-16x16.png" sizes="16x16">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/docs/assets/docs.css">
</head>
<body>
<header class="docs-bar">
<p class="docs-links">${title} ${escape(doc.info.version)}. The contract: <a href="/openapi.json">openapi.json</a> · <a href="/openapi.yaml">openapi.yaml</a></p>
<form id="persona-login" class="docs-login" data-spec-url="/openapi.json" data-fixtures-url="${options.admin ? '/__mock/fixtures' : ''}">
<label for="persona">Log in as</label>
<select id="persona" name="persona" disabled></select>
<button type="submit" disabled>Log in</button>
<output id="persona-status" aria-live="polite">Loading personas…</output>
</form>
<form id="request-headers" class="docs-headers" aria-label="Headers every Try it out request carries">
<span class="docs-field"><label for="mock-session">X-Mock-Session</label>
<input id="mock-session" name="session" type="text" placeholder="default session" pattern="[A-Za-z0-9._\\-]{1,64}" maxlength="64" autocomplete="off" spellcheck="false"></span>
<span class="docs-field"><label for="prefer">Prefer</label>
<input id="prefer" name="prefer" type="text" placeholder="code=429, delay=500" autocomplete="off" spellcheck="false"></span>
</form>
</header>
<main id="swagger-ui"></main>
<noscript><p class="docs-links">This reference needs JavaScript. The contract itself is at <a href="/openapi.json">/openapi.json</a>.</p></noscript>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/init.js"></script>
</body>
</html>
`;
}
