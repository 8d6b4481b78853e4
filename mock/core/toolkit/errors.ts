/**
 * The failures handlers and pipeline stages throw. Their texts live in catalogues:
 * the pipeline's own in ./messages.ts, each domain's beside its handlers.
 */
export interface ErrorObject {
  error: string;
  reason?: string;
  field?: string;
}

export interface ApiErrorOptions {
  /** Extra `data` some documented failures carry (login On Hold). */
  data?: unknown;
  /** OAuth error code, for the token endpoint's RFC 6749 body. */
  oauthCode?: string;
  headers?: Record<string, string>;
}

/** A failure a handler or a pipeline stage throws; the envelope module renders it. */
export class ApiError extends Error {
  readonly errors: ErrorObject[];

  constructor(
    readonly status: number,
    errors: ErrorObject | ErrorObject[],
    readonly options: ApiErrorOptions = {},
  ) {
    const list = Array.isArray(errors) ? errors : [errors];
    super(list[0]?.error ?? `HTTP ${status}`);
    this.errors = list;
  }
}

export const badRequest = (error: string, field?: string, reason?: string) => new ApiError(400, clean({ error, field, reason }));
export const unprocessable = (error: string, field?: string, reason?: string) => new ApiError(422, clean({ error, field, reason }));
export const forbidden = (error: string, reason?: string, field?: string) => new ApiError(403, clean({ error, reason, field }));
export const notFound = (error: string, field?: string) => new ApiError(404, clean({ error, field }));

function clean(e: ErrorObject): ErrorObject {
  const out: ErrorObject = { error: e.error };
  if (e.reason !== undefined) out.reason = e.reason;
  if (e.field !== undefined) out.field = e.field;
  return out;
}
