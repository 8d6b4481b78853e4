/**
 * One Fastify route per spec operation: its first stage (admission) is the route's
 * own onRequest hook, and the compiled operation is carried in the route's config
 * too, for the hooks every route shares. Handlers are matched to operations by
 * operationId, loudly: an operation without a handler or a handler without an
 * operation stops the build.
 *
 * The operations that take files are routed in a scope of their own, the only one
 * that reads multipart bodies: the multipart plugin's hook and request fields cost
 * every request of the scope it is registered in.
 */
import type { FastifyInstance } from 'fastify';
import { operationAnswerWriter } from './answer-writer.ts';
import type { HandlerMap } from '../toolkit/context.ts';
import { createResponseChecker } from './response-check.ts';
import { admission, routeHandler, type CompiledOperation, type PipelineDeps } from './pipeline.ts';
import { specDocument, type Operation } from './spec-loader.ts';
import { requestValidator, type ValidatorLookup } from './validation.ts';

export interface Validators {
  /** The precompiled request validators, by the key requestSchemas gives them. */
  requests: ValidatorLookup;
  /** The precompiled response validators, by the key responseSchemas gives them; null when responses are not checked. */
  responses: ValidatorLookup | null;
}

const uncheckedResponses = () => null;

export function handlerMismatches(operations: Operation[], handlers: HandlerMap): string[] {
  const ids = new Set(operations.map((op) => op.operationId));
  return [
    ...operations.filter((op) => !handlers[op.operationId]).map((op) => `operation ${op.operationId} has no handler`),
    ...Object.keys(handlers)
      .filter((id) => !ids.has(id))
      .map((id) => `handler ${id} matches no operation in the spec`),
  ];
}

/**
 * Routes every operation. `readFiles` registers, in the scope it is given, what reads
 * a multipart body (server.ts: @fastify/multipart and its limits).
 */
export async function registerOperations(
  app: FastifyInstance,
  operations: Operation[],
  validators: Validators,
  deps: PipelineDeps,
  readFiles: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  const mismatches = handlerMismatches(operations, deps.handlers);
  if (mismatches.length > 0) throw new Error(`spec and handlers disagree:\n${mismatches.join('\n')}`);
  await app.register(async (uploads) => {
    await readFiles(uploads);
    for (const operation of operations.filter((op) => op.takesFiles)) registerOperation(uploads, operation, validators, deps);
  });
  for (const operation of operations.filter((op) => !op.takesFiles)) registerOperation(app, operation, validators, deps);
}

function registerOperation(app: FastifyInstance, operation: Operation, validators: Validators, deps: PipelineDeps): void {
  const { url, paramNames } = routeUrl(operation.path);
  const compiled: CompiledOperation = {
    operation,
    validateRequest: requestValidator(operation, validators.requests),
    checkResponse: validators.responses ? createResponseChecker(operation, validators.responses) : uncheckedResponses,
    writeAnswer: operationAnswerWriter(specDocument, operation),
    paramNames,
  };
  const bodyLimit = operation.bodyLimit === null ? {} : { bodyLimit: operation.bodyLimit };
  app.route({
    method: operation.method.toUpperCase(),
    url,
    config: { compiled },
    onRequest: admission(compiled, deps),
    handler: routeHandler(compiled, deps),
    ...bodyLimit,
  });
}

/** `/a/{geo-farmed_id}` becomes `/a/:p0` when the name is not a plain identifier. */
export function routeUrl(path: string): { url: string; paramNames: Map<string, string> } {
  const paramNames = new Map<string, string>();
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (/^\w+$/.test(name)) return `:${name}`;
    const safe = `p${paramNames.size}`;
    paramNames.set(safe, name);
    return `:${safe}`;
  });
  return { url, paramNames };
}
