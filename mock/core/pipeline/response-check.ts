/**
 * Checks every response the mock sends against the spec: the status must be one
 * the operation documents and the body must match its schema. Fastify's own
 * response schemas only serialise (unknown fields vanish, wrong bodies pass), so
 * this is a separate Ajv check. `responseSchemas` names every schema a response is
 * checked against; the build compiles them into standalone code
 * (spec/generated/response-validators.ts), so a check only looks them up (an
 * operation's validators are made on its first check).
 */
import type { Operation } from './spec-loader.ts';
import { pointerSchema, type LazyValidator, type ValidatorLookup } from './validation.ts';

export interface ResponseViolation {
  operationId: string;
  status: number;
  problems: string[];
  body: unknown;
}

export type ResponseChecker = (status: number, body: unknown) => ResponseViolation | null;

/** One documented response's schema, under its lookup key: its pointer in the spec. */
export interface ResponseSchema {
  key: string;
  schema: object;
}

/**
 * Every schema an operation's documented responses are checked against, once each
 * (a download's body has none to check). Keyed by the schema's pointer, so a
 * response the operations share (`#/components/responses/V3BadRequest`) is one validator.
 */
export function responseSchemas(operation: Operation): ResponseSchema[] {
  const pointers = new Set<string>();
  for (const response of operation.responses.values()) if (response.schemaPointer !== null) pointers.add(response.schemaPointer);
  return [...pointers].map((pointer) => ({ key: pointer, schema: pointerSchema(pointer) }));
}

/** The check of one operation's responses, from the precompiled validators `lookup` finds. */
export function createResponseChecker(operation: Operation, lookup: ValidatorLookup): ResponseChecker {
  const validators = new Map<number, LazyValidator | null>();
  for (const [status, response] of operation.responses) {
    validators.set(status, response.schemaPointer ? lookup(response.schemaPointer) : null);
  }
  const documented = [...validators.keys()].join(', ');
  return (status, body) => {
    const violation = (problems: string[]) => ({ operationId: operation.operationId, status, problems, body });
    if (!validators.has(status)) return violation([`status ${status} is not documented (documented: ${documented})`]);
    const validate = validators.get(status)?.();
    if (!validate || validate(body)) return null;
    return violation((validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? 'is not valid'}`));
  };
}
