/**
 * The four body shapes of the platform (spec `x-envelope`). Handlers return bare
 * data and throw ApiError; only this module knows what goes around them.
 */
import type { ApiError } from './errors.ts';
import type { Envelope } from './spec-loader.ts';

export function successBody(envelope: Envelope, status: number, data: unknown, success = true): unknown {
  switch (envelope) {
    case 'v3':
      return { success, data };
    case 'v2':
      return { statusCode: status, responseObject: data };
    case 'bare':
    case 'oauth':
      return data;
  }
}

export function failureBody(envelope: Envelope, error: ApiError): unknown {
  const first = error.errors[0] ?? { error: `HTTP ${error.status}` };
  switch (envelope) {
    case 'v3': {
      const body: Record<string, unknown> = { success: false, errorObjects: error.errors };
      if (error.options.data !== undefined) body.data = error.options.data;
      return body;
    }
    case 'v2': {
      const responseObject: Record<string, unknown> = { errorMsg: first.error, errorCode: error.status };
      const description = [first.reason, first.field && `field: ${first.field}`].filter(Boolean).join('; ');
      if (description) responseObject.description = description;
      return { statusCode: error.status, responseObject };
    }
    case 'oauth':
      return { error: error.options.oauthCode ?? oauthCodeFor(error.status), error_description: first.error };
    case 'bare':
      return first.field ? { error: first.error, field: first.field } : { error: first.error };
  }
}

function oauthCodeFor(status: number): string {
  if (status === 401) return 'invalid_client';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}

/** The envelope a request that matched no operation is answered in. */
export function envelopeForUrl(url: string): Envelope {
  if (url.startsWith('/api/v2/das/')) return 'bare';
  if (url.startsWith('/api/v2/')) return 'v2';
  if (url.startsWith('/__mock/') || url.startsWith('/files/') || url.startsWith('/assets/')) return 'bare';
  if (url.startsWith('/api/v3/ua/oauth/')) return 'oauth';
  return 'v3';
}
