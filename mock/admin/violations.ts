/**
 * /__mock/violations: what the validating proxy (mock/proxy/) recorded. The list
 * belongs to the server, not to a world: a reset rebuilds the mock's own world,
 * which proxy mode does not use, and leaves the list alone; DELETE empties it.
 */
import type { Handler, HandlerMap } from '../core/toolkit/context.ts';
import type { ViolationLog } from '../proxy/violations.ts';

export function violationHandlers(log: ViolationLog, upstream: string | null): HandlerMap {
  const listViolations: Handler = () => ({ proxy: upstream, limit: log.limit, dropped: log.dropped, violations: log.list() });
  const clearViolations: Handler = () => ({ cleared: log.clear() });
  return { listViolations, clearViolations };
}
