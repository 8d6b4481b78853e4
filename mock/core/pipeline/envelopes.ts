/**
 * The four body shapes of the platform (spec `x-envelope`). Handlers return bare
 * data and throw ApiError; only this module knows what goes around them.
 */
import type { ApiError } from '../toolkit/errors.ts';
import { loadOperations, type Envelope, type Operation } from './spec-loader.ts';

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

/**
 * The envelope a request that matched no operation is answered in: the one the
 * spec's operations around its URL use (see envelopeFinder). The mock's own paths
 * (/__mock/, /files/, /assets/) are operations of the spec too, answered bare.
 */
export function envelopeForUrl(url: string): Envelope {
  fromSpec ??= envelopeFinder(loadOperations());
  return fromSpec(url);
}

let fromSpec: ((url: string) => Envelope) | undefined;

/** The operations under one path prefix: how many use each envelope, and the longer prefixes. */
interface PrefixNode {
  envelopes: Map<Envelope, number>;
  children: Map<string, PrefixNode>;
}

/**
 * Finds the envelope of a URL from the operations' paths and their `x-envelope`: the
 * one most operations use under the longest prefix of fixed segments the URL shares
 * with them (/api/v2/das/… bare, /api/v2/… v2, /api/v3/ua/oauth/… oauth, else v3).
 * A segment counts only when a '/' follows it, so /api/v2/das is under /api/v2/.
 */
export function envelopeFinder(operations: readonly Pick<Operation, 'path' | 'envelope'>[]): (url: string) => Envelope {
  const root = prefixNode();
  for (const op of operations) {
    let node = root;
    count(node, op.envelope);
    for (const segment of fixedSegments(op.path)) {
      node = node.children.get(segment) ?? node.children.set(segment, prefixNode()).get(segment)!;
      count(node, op.envelope);
    }
  }
  return (url) => {
    let node = root;
    for (const segment of (url.split('?')[0] ?? '').split('/').slice(1, -1)) {
      const next = node.children.get(segment);
      if (!next) break;
      node = next;
    }
    return mostUsed(node);
  };
}

const prefixNode = (): PrefixNode => ({ envelopes: new Map(), children: new Map() });

const count = (node: PrefixNode, envelope: Envelope) => node.envelopes.set(envelope, (node.envelopes.get(envelope) ?? 0) + 1);

/** The segments of a spec path before its first parameter. */
function fixedSegments(path: string): string[] {
  const segments = path.split('/').slice(1);
  const firstParameter = segments.findIndex((s) => s.startsWith('{'));
  return firstParameter === -1 ? segments : segments.slice(0, firstParameter);
}

/** Where no operation is known at all, v3: the envelope of the platform's current API. */
function mostUsed(node: PrefixNode): Envelope {
  let best: [Envelope, number] = ['v3', 0];
  for (const entry of node.envelopes) if (entry[1] > best[1]) best = entry;
  return best[0];
}
