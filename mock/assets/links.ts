/**
 * The world's asset links name the platform's asset host (fixtures/assets.ts); on
 * the way out, each answer of an operation gets them on the mock's own public
 * origin, where GET /assets/... serves them. Rewritten in the serialized answer, in
 * one place (the pipeline's answer text, mock/core/pipeline.ts), so that links
 * inside text (a VAST document, HTML markup) move too.
 * The served contract (/openapi.json) is not an operation and keeps the
 * platform's host in its examples.
 */
import { ASSET_HOST } from '../../fixtures/assets.ts';

export const ASSETS_PATH = '/assets/';

const placeholder = `${ASSET_HOST}/`;

/** The text with every asset link moved from the platform's asset host to `origin`. */
export function withAssetOrigin(text: string, origin: string): string {
  return text.includes(placeholder) ? text.replaceAll(placeholder, `${origin}${ASSETS_PATH}`) : text;
}


