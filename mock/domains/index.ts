/** Every domain's handlers, keyed by operationId, and the users domain's answer to "who may act where". */
import type { HandlerMap } from '../core/context.ts';
import { usersHandlers } from './users/handlers.ts';

export { workspaceAccess } from './users/state.ts';

export const domainHandlers: HandlerMap = {
  ...usersHandlers,
};
