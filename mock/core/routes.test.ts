import { describe, expect, it } from 'vitest';
import { adminHandlers } from '../admin/handlers.ts';
import { domainHandlers } from '../domains/index.ts';
import { storageHandlers } from '../storage/handlers.ts';
import { handlerMismatches } from './routes.ts';
import { loadOperations } from './spec-loader.ts';

describe('operations and handlers', () => {
  const operations = loadOperations();

  it('every spec operation has a handler and every handler an operation', () => {
    expect(handlerMismatches(operations, { ...domainHandlers, ...storageHandlers(() => undefined), ...adminHandlers(1) })).toEqual([]);
  });

  it('names an operation without a handler and a handler without an operation', () => {
    const handlers = { ...domainHandlers, ...storageHandlers(() => undefined), ...adminHandlers(1), notInTheSpec: () => null };
    delete (handlers as Record<string, unknown>).listUsers;
    expect(handlerMismatches(operations, handlers)).toEqual([
      'operation listUsers has no handler',
      'handler notInTheSpec matches no operation in the spec',
    ]);
  });
});
