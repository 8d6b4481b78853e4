/**
 * What the mock learns of a request as it passes the stages (mock/core/pipeline/pipeline.ts),
 * held in one object: `request.mock`.
 *
 * One object, not a Fastify decorator per field: Fastify sets every value
 * decorator of a request one by one as it builds the request, with a store V8
 * cannot specialize (a megamorphic keyed store), on every request: a cost per field
 * that one object pays once.
 */
import type { ApiError } from '../toolkit/errors.ts';
import type { Caller, UploadedFile } from '../toolkit/context.ts';
import type { CapturedBody } from './journal.ts';
import type { CompiledOperation } from './pipeline.ts';
import type { MockState } from '../state/state.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the first stage of all (registerFirstStages), before any other hook reads it. */
    mock: MockRequest;
  }
}

/** Shared by every request that sends no file: nothing writes to it. */
const noUploads: readonly UploadedFile[] = Object.freeze([]);

export class MockRequest {
  /** The request's operation, set by its admission stage; null for any other route. */
  compiled: CompiledOperation | null = null;
  /** The authenticated user of a bearer-token operation. */
  caller: Caller | null = null;
  uploads: readonly UploadedFile[] = noUploads;
  /**
   * The body as the journal keeps it, set by whatever reads it: its text as sent from the
   * JSON and form parsers (server.ts), so a malformed body is journalled too; a
   * description of a multipart body (mock/core/pipeline/uploads.ts).
   */
  capturedBody: CapturedBody | null = null;
  /** The answer's body as the journal keeps it, set where the mock sends its JSON; for any other answer the journal reads the payload. */
  journalResponse: CapturedBody | null = null;
  /** The answer rule that answered the request (M25), for the journal; null when the world answered. */
  ruleId: string | null = null;
  /** When the first stage of all saw the request (performance.now()): the journal times the request from here. */
  readonly arrivedAt = performance.now();
  /**
   * A session name no session holds yet: the default session's state stands in until
   * the operation's admission creates the session and puts it in `state`, so a
   * request that is no operation, or is refused first, creates none.
   */
  newSession: string | null = null;
  /** The mock clock's time of the request, once read (`now`). */
  private clockTime = NaN;

  constructor(
    /** The state of the request's session (X-Mock-Session), picked by the first stage (or a new one by admission). */
    public state: MockState,
    /** A session name that was refused: the default session's state stands in until the pipeline answers 400. */
    readonly sessionRefusal: ApiError | null,
  ) {}

  /**
   * The mock clock's time of the request, read the first time it is asked (by then the
   * request's session is settled): its caller's token, its handler and its journal
   * entry see one instant, and a request reads the clock once.
   */
  now(): number {
    if (Number.isNaN(this.clockTime)) this.clockTime = this.state.clock.now();
    return this.clockTime;
  }
}
