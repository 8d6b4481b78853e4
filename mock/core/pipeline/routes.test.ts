import { describe, expect, it } from 'vitest';
import { adminHandlers as adminApiHandlers } from '../../admin/handlers.ts';
import { violationHandlers } from '../../admin/violations.ts';
import { domainHandlers } from '../../domains/index.ts';
import { ViolationLog } from '../../proxy/violations.ts';
import { storageHandlers } from '../../storage/handlers.ts';
import { assetHandlers } from '../../assets/handlers.ts';
import { handlerMismatches } from './routes.ts';
import { loadOperations } from './spec-loader.ts';

describe('operations and handlers', () => {
  const operations = loadOperations();
  // The proxy's violation list is the server's own, so its handlers are built per server.
  // Which handlers exist is all that counts here, not what the fixtures handler describes.
  const describeWorld = () => ({});
  const adminHandlers = {
    ...adminApiHandlers(1, describeWorld, () => Promise.reject(new Error('not loaded'))),
    ...violationHandlers(new ViolationLog(), null),
  };

  it('every spec operation has a handler and every handler an operation', () => {
    expect(handlerMismatches(operations, { ...domainHandlers, ...storageHandlers(() => undefined), ...assetHandlers, ...adminHandlers })).toEqual([]);
  });

  it('names an operation without a handler and a handler without an operation', () => {
    const handlers = { ...domainHandlers, ...storageHandlers(() => undefined), ...assetHandlers, ...adminHandlers, notInTheSpec: () => null };
    delete (handlers as Record<string, unknown>).listUsers;
    expect(handlerMismatches(operations, handlers)).toEqual(['operation listUsers has no handler', 'handler notInTheSpec matches no operation in the spec']);
  });

  it("each domain handler is named as its operation, so a search for an operationId finds its code; an alias shares its operation's handler", () => {
    const aliases: Record<string, string> = { dashboardReportByCampaignAlias: 'dashboardReportByCampaign' };
    const misnamed = Object.entries(domainHandlers)
      .filter(([operationId, handler]) => handler.name !== (aliases[operationId] ?? operationId))
      .map(([operationId, handler]) => `${operationId} is handled by ${handler.name}`);
    expect(misnamed).toEqual([]);
  });
});
