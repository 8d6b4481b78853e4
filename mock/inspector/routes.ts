/**
 * The inspector (GET /__mock/ui): a page over the admin API for QA and frontend
 * developers: the request journal live, answer rules in one click, the outbox, the
 * clock, sessions, snapshots and personas (spec/DECISIONS.md M27). The mock serves
 * the page, its one script and its stylesheet from its own code, so it works offline
 * and keeps to a Content-Security-Policy stricter than the docs page's: nothing
 * inline, nothing from another origin.
 *
 * The page holds no data: everything it shows comes from the admin API, which
 * enforces its own guard and token on each call. The page's routes pass the same
 * guard except the token, which the page asks for and sends with every admin call
 * (a browser opening a link cannot send it).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { guardAdminReach, type AdminAccess } from '../admin/guard.ts';
import { inspectorScript } from './client.ts';
import { renderInspectorPage } from './page.ts';
import { inspectorStyle } from './style.ts';

export const inspectorPath = '/__mock/ui';
export const inspectorAssetsPath = `${inspectorPath}/assets`;

/**
 * Everything from this origin only and nothing inline: the page's markup has no
 * script or style attribute, and its script builds the DOM through properties.
 */
export const inspectorContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

/** A magnifying glass. */
const favicon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="#1a56b0" stroke-width="2"/><path d="M10 10l4.5 4.5" stroke="#1a56b0" stroke-width="2.5" stroke-linecap="round"/></svg>';

interface Asset {
  type: string;
  body: Buffer;
}

/**
 * The only files the assets route serves (any other name is 404, so no path reaches
 * the disk), as Buffers: the journal then describes them (`<file text/javascript ...>`)
 * rather than keeping the script's text with each page load.
 */
const assets: Record<string, Asset> = {
  'inspector.js': { type: 'text/javascript; charset=utf-8', body: Buffer.from(inspectorScript) },
  'inspector.css': { type: 'text/css; charset=utf-8', body: Buffer.from(inspectorStyle) },
  // Under the page's own path, so the list leaves the browser's request for it out with the page's.
  'favicon.svg': { type: 'image/svg+xml', body: Buffer.from(favicon) },
};

/** Short: the page and its script change together with the mock's version. */
const assetCacheControl = 'no-cache';

export function registerInspector(app: FastifyInstance, access: AdminAccess): void {
  const page = Buffer.from(renderInspectorPage(inspectorAssetsPath));
  app.get(inspectorPath, async (request, reply) => {
    guardAdminReach(request, access);
    return secured(reply, 'text/html; charset=utf-8').send(page);
  });
  app.get<{ Params: { name: string } }>(`${inspectorAssetsPath}/:name`, async (request, reply) => {
    guardAdminReach(request, access);
    const asset = Object.hasOwn(assets, request.params.name) ? assets[request.params.name] : undefined;
    if (!asset) return reply.callNotFound();
    return secured(reply, asset.type).send(asset.body);
  });
}

function secured(reply: FastifyReply, type: string): FastifyReply {
  return reply
    .type(type)
    .header('Content-Security-Policy', inspectorContentSecurityPolicy)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', assetCacheControl)
    .header('Referrer-Policy', 'no-referrer');
}
