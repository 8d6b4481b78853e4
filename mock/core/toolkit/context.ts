/**
 * What a domain handler sees and returns. Handlers receive a typed context and
 * return data (answered with the operation's success status) or a `Reply` for a
 * documented non-default answer; failures are thrown as ApiError. They never
 * build envelopes or touch Fastify.
 */
import type {
  OperationId,
  OperationSecurity,
  PathParams,
  PlatformOperationId,
  RequestBody,
  SuccessResponse,
  ValidatedQuery,
} from '../../../spec/generated/operations.ts';
import type { MockState } from '../state/state.ts';
import type { Session } from '../state/sessions.ts';

/**
 * The membership a caller acts through. Core only carries it; the users domain
 * declares its fields (mock/domains/users/model.ts augments this interface).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty here, filled by the users domain's augmentation
export interface CallerMembership {}

/** The authenticated user of a bearer-token operation and the workspace they act in. */
export interface Caller {
  userId: number;
  /** The workspace named by X-IAA-OW-ID. */
  owId: number;
  /** The caller's own membership (their home workspace, which owns owId or is owId). */
  membership: CallerMembership;
  session: Session;
}

/** A file part of a multipart request, counted as it arrived (mock/core/pipeline/uploads.ts reads it); its first bytes are kept. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  bytes: number;
  /** Newline count plus one for a final unterminated line; 0 for an empty file. */
  lines: number;
  /** The first `headBytes` bytes, for sniffing a header row or a file signature. */
  head: Buffer;
}

/** What the users domain answers about who may act where: the auth stage (mock/core/pipeline/auth.ts) asks it. */
export interface WorkspaceAccess {
  /** The user's membership through which they may act in owId, or null. */
  membershipActingIn(state: MockState, userId: number, owId: number): CallerMembership | null;
  /** The user's e-mail, or null when no user has the id (an answer rule's `caller`, M25). */
  emailOf(state: MockState, userId: number): string | null;
}

export interface HandlerContext<Body = unknown, Query = Record<string, unknown>, Params = Record<string, unknown>> {
  operationId: string;
  body: Body;
  query: Query;
  params: Params;
  headers: Record<string, string | string[] | undefined>;
  /** The file part of each field name (the last one when a name repeats). */
  files: Record<string, UploadedFile>;
  /** Every file part in the order sent, for operations that take several under one name. */
  fileParts: readonly UploadedFile[];
  /** Set on bearer-token operations; null on public and client-credential ones. */
  caller: Caller | null;
  state: MockState;
  /** The mock clock's reading for this request. */
  now: number;
  /** Origin the mock is reached at, for links in e-mails. */
  origin: string;
}

/** A documented answer other than the operation's default success. */
export class Reply {
  constructor(
    readonly status: number,
    readonly data: unknown,
    /** v3 only: the `success` flag (update-password's 403 says true). */
    readonly success = status < 400,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A file answered as it is (a download, an asset), outside any envelope. */
export class FileReply {
  constructor(
    readonly contentType: string,
    readonly body: Buffer,
    readonly fileName: string,
    /** `inline` for what a page shows (an image), `attachment` for what a person saves (a report). */
    readonly disposition: 'attachment' | 'inline' = 'attachment',
  ) {}
}

// Handlers are typed against their own body and query shapes, so the registry stores
// them with those parameters erased. The route of an operation calls its handler only
// with that operation's context, so the parameter is compared both ways (a method's
// is): an OperationHandler, whose context is narrower, is stored as a Handler too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Handler<Body = any, Query = any, Params = any> = {
  handle(ctx: HandlerContext<Body, Query, Params>): unknown | Promise<unknown>;
}['handle'];

export type HandlerMap = Record<string, Handler>;

/**
 * The context of one operation: its own body, query and path values as the spec
 * types them (the query with its defaults filled in, as the validator leaves it), and a caller exactly when the operation takes a bearer token (the
 * pipeline authenticates before the handler runs, so there is nothing to check).
 */
export type OperationContext<Id extends OperationId> = Omit<HandlerContext<RequestBody<Id>, ValidatedQuery<Id>, PathParams<Id>>, 'operationId' | 'caller'> & {
  operationId: Id;
  caller: OperationSecurity<Id> extends 'bearer' ? Caller : null;
};

/**
 * What a handler returns for a plain success: the success answer without its
 * envelope (v3's `data`, v2's `responseObject`; bare and OAuth answers as they are),
 * nothing for an answer without a body.
 */
export type SuccessData<Id extends OperationId> = [SuccessResponse<Id>] extends [never] ? void : Unwrapped<SuccessResponse<Id>>;
type Unwrapped<Answer> = Answer extends { success: true; data: infer Data }
  ? Data
  : Answer extends { statusCode: number; responseObject: infer Data }
    ? Data
    : Answer;

/** A handler typed by the spec: it takes its operation's context and answers with its success data, a Reply or a file. */
export type OperationHandler<Id extends OperationId> = (ctx: OperationContext<Id>) => OperationAnswer<Id> | Promise<OperationAnswer<Id>>;
export type OperationAnswer<Id extends OperationId> = SuccessData<Id> | Reply | FileReply;

/** One handler for every operation the domains serve, and nothing else: a missing or extra entry does not compile. */
export type HandlerTable = { [Id in PlatformOperationId]: OperationHandler<Id> };

/**
 * A handler whose context is typed by its operation but whose answer is not: for
 * answers built as generic rows the spec's types cannot follow. The response check
 * still checks them at run time.
 */
export type UncheckedAnswerHandler<Id extends OperationId> = (ctx: OperationContext<Id>) => unknown;

/** The handler table with the named operations' answers left to the run-time check. */
export type HandlerTableUncheckedFor<Unchecked extends PlatformOperationId> = Omit<HandlerTable, Unchecked> & {
  [Id in Unchecked]: UncheckedAnswerHandler<Id>;
};

/** For handlers that wrap any operation's (fault mode): the caller of a bearer operation. */
export function requireCaller(ctx: HandlerContext<unknown, unknown, unknown>): Caller {
  if (!ctx.caller) throw new Error(`${ctx.operationId} needs an authenticated caller but is not a bearer operation`);
  return ctx.caller;
}
