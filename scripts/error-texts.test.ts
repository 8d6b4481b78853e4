/**
 * The error texts the spec shows in its failure examples are the mock's own: each is
 * a text of an error catalogue (mock/messages.ts gathers them), so an example cannot
 * drift from what the mock answers. Also: no two catalogues share a key, since the
 * gathered object would silently keep only one of them.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { resolve, specDocument } from '../mock/core/pipeline/spec-loader.ts';
import { catalogues, messages } from '../mock/messages.ts';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Example texts that are no catalogue text, each with why. The request validator
 * builds its texts from the schema (mock/core/pipeline/validation.ts), so they have no entry.
 */
const generatedTexts: Record<string, string> = {
  'limit must be <= 1000': 'request validator, from the schema of limit',
  'noOfEntries must be <= 1000': 'request validator, from the schema of noOfEntries',
  'pageNo must be >= 1': 'request validator, from the schema of pageNo',
  'dimensionId must be >= 1': 'request validator, from the schema of dimensionId',
  'conversionSetting.conversionDuration.view must be <= 30': 'request validator, from the schema of the view window',
  'seed must be >= 0': 'request validator, from the schema of seed',
  'body is required': 'request validator, a required body left out',
};

interface ExampleText {
  where: string;
  text: string;
}

/** The error texts of one failure body, whichever envelope it is in. */
export function errorTextsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const b = body as { errorObjects?: { error?: unknown }[]; responseObject?: { errorMsg?: unknown }; error?: unknown; error_description?: unknown };
  if (Array.isArray(b.errorObjects)) return b.errorObjects.map((e) => e.error).filter((e): e is string => typeof e === 'string');
  if (typeof b.responseObject?.errorMsg === 'string') return [b.responseObject.errorMsg];
  // OAuth: `error` is the RFC 6749 code, the text is the description.
  if ('error_description' in b) return typeof b.error_description === 'string' ? [b.error_description] : [];
  return typeof b.error === 'string' ? [b.error] : [];
}

/** Every error text of every failure example (4xx, 5xx, default) of every operation. */
function exampleTexts(): ExampleText[] {
  const found: ExampleText[] = [];
  for (const item of Object.values(specDocument.paths ?? {})) {
    for (const method of methods) {
      const op = item?.[method];
      if (!op) continue;
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        if (!/^[45]|^default$/.test(status)) continue;
        const response = resolve<OpenAPIV3_1.ResponseObject>(specDocument, raw);
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          const examples = Object.entries(media.examples ?? {}).map(
            ([name, e]) => [` (${name})`, resolve<OpenAPIV3_1.ExampleObject>(specDocument, e).value] as const,
          );
          for (const [name, body] of [...(media.example !== undefined ? [['', media.example] as const] : []), ...examples]) {
            for (const text of errorTextsOf(body)) found.push({ where: `${op.operationId} ${status} ${mediaType}${name}`, text });
          }
        }
      }
    }
  }
  return found;
}

/**
 * Whether a text is a catalogue text, or a catalogue text with its placeholders
 * filled in: the seed 'Campaign ID <id> exceeds ...' is answered with the id.
 */
function isCatalogued(text: string): boolean {
  return Object.values(messages).some((message) => message === text || (placeholder.test(message) && templatePattern(message).test(text)));
}

const placeholder = /<[a-z]+>/i;

function templatePattern(message: string): RegExp {
  const parts = message.split(new RegExp(placeholder.source, 'gi')).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('\\S+')}$`);
}

describe("error texts of the spec's failure examples", () => {
  const found = exampleTexts();
  const catalogued = new Set<string>(Object.values(messages));

  it('are found in every kind of envelope', () => {
    expect(found.length).toBeGreaterThan(500);
    for (const text of ['Authentication token is missing.', 'Bad credentials.', 'Value must not be blank.']) expect(found.map((f) => f.text)).toContain(text);
  });

  it('are each a text of an error catalogue', () => {
    const strays = found.filter((f) => !isCatalogued(f.text) && !(f.text in generatedTexts)).map((f) => `${f.where}: ${JSON.stringify(f.text)}`);
    expect(strays, 'example texts that no catalogue holds').toEqual([]);
  });

  it('list as generated only texts an example shows and no catalogue holds', () => {
    const shown = new Set(found.map((f) => f.text));
    for (const text of Object.keys(generatedTexts)) {
      expect(shown, text).toContain(text);
      expect(catalogued, text).not.toContain(text);
    }
  });
});

describe('error catalogues', () => {
  it('share no key, so the gathered catalogue holds every text of each', () => {
    const keys = Object.values(catalogues).flatMap((catalogue) => Object.keys(catalogue));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(Object.keys(messages)).toHaveLength(keys.length);
  });
});
