/**
 * Compile-time checks of the handler types (mock/core/toolkit/context.ts), run by
 * `npm run typecheck`: each `@ts-expect-error` line must fail to type-check, so a
 * type that stopped catching the mistake fails the typecheck.
 */
import type { Caller, Handler, HandlerMap, HandlerTable, HandlerTableUncheckedFor, OperationHandler } from '../mock/core/toolkit/context.ts';
import type { DashboardRowOperation } from '../mock/domains/dashboards/handlers.ts';
import { domainHandlers } from '../mock/domains/index.ts';

type DomainTable = HandlerTableUncheckedFor<DashboardRowOperation>;

// The domain table holds one handler per platform operation.
export const complete: DomainTable = domainHandlers;

// A table without one operation's handler does not compile.
declare const withoutLogin: Omit<DomainTable, 'login'>;
// @ts-expect-error login has no handler
export const incomplete: DomainTable = withoutLogin;

// Nor does one with a handler for an operation the domains do not serve (an admin one).
declare const anyHandler: Handler;
export const extra = {
  ...domainHandlers,
  // @ts-expect-error resetWorld is the admin API's, not a domain operation
  resetWorld: anyHandler,
} satisfies DomainTable;

// Nor does one whose handler answers with another shape than its operation's.
export const wrongShape = {
  ...domainHandlers,
  // @ts-expect-error getProfile answers a profile, not a number
  getProfile: () => 42,
} satisfies DomainTable;

// A fully typed table is a domain table.
declare const typed: HandlerTable;
export const typedIsDomain: DomainTable = typed;

// A bearer operation's handler has its caller, its body and its answer typed by the spec.
export const addAbmAudience: OperationHandler<'addAbmAudience'> = (ctx) => {
  const caller: Caller = ctx.caller;
  const name: string = ctx.body.audienceName;
  return { message: `${name} added by ${caller.userId}`, id: 1 };
};

export const wrongBodyField: OperationHandler<'addAbmAudience'> = (ctx) => ({
  // @ts-expect-error the body has audienceName, not name
  message: ctx.body.name,
  id: 1,
});

// @ts-expect-error the answer is AbmAudienceCreated's data: message and id, not a bare id
export const wrongAnswer: OperationHandler<'addAbmAudience'> = () => ({ id: 'one' });

export const wrongPathParam: OperationHandler<'getAbmAudience'> = (ctx) => {
  // @ts-expect-error the path names audienceId, not id
  const id: number = ctx.params.id;
  return { id } as never;
};

export const wrongQuery: OperationHandler<'listHealthcareTitles'> = (ctx) => {
  // @ts-expect-error pageNo is a number
  const page: string | undefined = ctx.query.pageNo;
  return { page } as never;
};

// An operation without a bearer token (login takes client credentials) has no caller.
export const login: OperationHandler<'login'> = (ctx) => {
  // @ts-expect-error caller is null outside bearer operations
  const caller: Caller = ctx.caller;
  return { caller } as never;
};

// The server registers a fully typed table as it registers today's.
export const registered: HandlerMap = typed;
