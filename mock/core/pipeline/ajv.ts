/**
 * The Ajv instance for the bundled contract: the spec registered whole, its
 * annotation keywords declared, formats added. `npm run generate` compiles the
 * request and response validators with it into code (spec/generated/); compiling
 * at run time is left to the spec's own tests, so the mock never loads Ajv's
 * compiler, checking responses or not.
 */
import { _, Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import type { SpecDocument } from './spec-loader.ts';
import { pointerSchema, specId } from './validation.ts';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsImport as unknown as typeof addFormatsImport.default;

/**
 * OpenAPI keywords that are annotations, not JSON Schema vocabulary; `x-promised`
 * names the fields of an object the documents promise (contracts/support/verdict.ts).
 */
const annotationKeywords = ['example', 'discriminator', 'xml', 'externalDocs', 'x-promised'];

export interface AjvMode {
  /** Coerce strings to the schema's types (query, path, header, form, multipart). */
  coerce: boolean;
  /** Fill in the spec's defaults (requests only: responses are checked, never changed). */
  defaults: boolean;
  /** Keep each validator's source, for standalone code generation. */
  source?: boolean;
}

export function createAjv(doc: SpecDocument, mode: AjvMode): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
    coerceTypes: mode.coerce,
    useDefaults: mode.defaults,
    allErrors: false,
    validateFormats: true,
    code: mode.source ? { source: true, esm: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } : {},
  });
  addFormats(ajv);
  for (const keyword of annotationKeywords) ajv.addKeyword({ keyword });
  // The whole document is registered so fragments keep their `#/components/...` refs;
  // Ajv compiles its root too, so the document's top-level fields are declared as annotations.
  for (const keyword of Object.keys(doc)) if (!ajv.getKeyword(keyword)) ajv.addKeyword({ keyword });
  // Not meta-validated here: `npm test` validates the document.
  ajv.addSchema(doc as object, specId, undefined, false);
  return ajv;
}

export function compilePointer(ajv: Ajv2020, pointer: string): ValidateFunction {
  return ajv.compile(pointerSchema(pointer));
}
