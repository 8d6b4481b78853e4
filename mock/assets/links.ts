/**
 * The world's asset links name the platform's asset host (fixtures/assets.ts); on
 * the way out, each answer of an operation gets them on the mock's own public
 * origin, where GET /assets/... serves them. Rewritten in the serialized answer, in
 * one place, so that links inside text (a VAST document, HTML markup) move too.
 * The served contract (/openapi.json) is not an operation and keeps the
 * platform's host in its examples.
 */
import type { FastifyInstance } from 'fastify';
import { ASSET_HOST } from '../../fixtures/assets.ts';

export const ASSETS_PATH = '/assets/';

const placeholder = `${ASSET_HOST}/`;

/** The text with every asset link moved from the platform's asset host to `origin`. */
export function withAssetOrigin(text: string, origin: string): string {
  return text.includes(placeholder) ? text.replaceAll(placeholder, `${origin}${ASSETS_PATH}`) : text;
}

export function registerAssetLinks(app: FastifyInstance, publicUrl: () => string): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload !== 'string' || !request.routeOptions.config.compiled) return payload;
    return withAssetOrigin(payload, publicUrl());
  });
}
