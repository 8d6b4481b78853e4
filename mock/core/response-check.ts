/**
 * Checks every response the mock sends against the spec: the status must be one
 * the operation documents and the body must match its schema. Fastify's own
 * response schemas only serialise (unknown fields vanish, wrong bodies pass), so
 * this is a separate Ajv check, compiled once per documented response.
 */
import type { Ajv2020, ValidateFunction } from 'ajv/dist/2020.js';
import type { Operation } from './spec-loader.ts';
import { pointerSchema } from './validation.ts';

export interface ResponseViolation {
  operationId: string;
  status: number;
  problems: string[];
  body: unknown;
}

export type ResponseChecker = (status: number, body: unknown) => ResponseViolation | null;

export function compileResponseChecker(operation: Operation, ajv: Ajv2020): ResponseChecker {
  const validators = new Map<number, ValidateFunction | null>();
  for (const [status, response] of operation.responses) {
    validators.set(status, response.schemaPointer ? ajv.compile(pointerSchema(response.schemaPointer)) : null);
  }
  const documented = [...validators.keys()].join(', ');
  return (status, body) => {
    const violation = (problems: string[]) => ({ operationId: operation.operationId, status, problems, body });
    if (!validators.has(status)) return violation([`status ${status} is not documented (documented: ${documented})`]);
    const validate = validators.get(status);
    if (!validate || validate(body)) return null;
    return violation((validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? 'is not valid'}`));
  };
}
