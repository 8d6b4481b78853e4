/**
 * The contract the suites hold a target to: the bundled spec, its operations, and
 * one response checker per operation (the same checks the mock runs on itself, from
 * the validators generated from the spec, not from the mock).
 */
import { createResponseChecker, type ResponseChecker } from '../../mock/core/pipeline/response-check.ts';
import { loadOperations, type Operation } from '../../mock/core/pipeline/spec-loader.ts';
import { validatorLookup } from '../../mock/core/pipeline/validation.ts';
import type { OperationId } from '../../spec/generated/operations.ts';
import { responseValidators } from '../../spec/generated/response-validators.ts';

/** An operation of the spec, its id one the generated types know. */
export type ContractOperation = Operation & { operationId: OperationId };

export const operations = loadOperations() as ContractOperation[];
export const operationsById = new Map<string, ContractOperation>(operations.map((op) => [op.operationId, op]));

const responseLookup = validatorLookup(responseValidators, 'response');
const checkers = new Map<string, ResponseChecker>();

export function operation(operationId: string): Operation {
  const op = operationsById.get(operationId);
  if (!op) throw new Error(`no operation ${operationId} in the spec`);
  return op;
}

export function responseChecker(operationId: string): ResponseChecker {
  let checker = checkers.get(operationId);
  if (!checker) checkers.set(operationId, (checker = createResponseChecker(operation(operationId), responseLookup)));
  return checker;
}

/** The secured (bearer-token) operations of the platform, for table-driven auth checks. */
export const securedOperations = operations.filter((op) => op.security === 'bearer' && !op.isAdmin);

/** The success message an operation documents (the `data` string of its 200 example). */
export function documentedMessage(operationId: string): string {
  return (operation(operationId).responses.get(200)?.example as { data: string }).data;
}

/** A value for every path parameter of an operation, for checks that stop before the handler. */
export function anyPathParams(op: Operation): Record<string, number> {
  return Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 1]));
}
