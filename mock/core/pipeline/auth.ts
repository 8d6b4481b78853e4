/**
 * Authentication as the platform does it: client credentials (Basic) on sign-up,
 * login and the token endpoint; a bearer token plus X-IAA-OW-ID on everything
 * else, and the workspace must be one the user may act in. The token is read from
 * `Authentication` (documented) or `Authorization` (what the samples send).
 */
import type { Caller, WorkspaceAccess } from '../toolkit/context.ts';
import { ApiError } from '../toolkit/errors.ts';
import { httpMessages as messages } from '../toolkit/messages.ts';
import type { MockState } from '../state/state.ts';

type Headers = Record<string, string | string[] | undefined>;

/** The API client's id and secret (the world's one registered client, or what a request sent). */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export function credentialHeader(headers: Headers): string | undefined {
  const value = headers.authentication ?? headers.authorization;
  return Array.isArray(value) ? value[0] : value;
}

/** `Bearer ` and printable ASCII without a space. */
const plainBearer = /^Bearer [!-~]+$/;

export function bearerToken(headers: Headers): string | null {
  const header = credentialHeader(headers);
  if (header === undefined) return null;
  // What clients send: `Bearer ` and a token without spaces, which the pattern below would
  // match as it is, with nothing to trim. A test costs less than the match and a trim.
  if (plainBearer.test(header)) return header.slice('Bearer '.length);
  const value = header.trim();
  if (!value) return null;
  // The token needs no trim: \s+ takes every space after the scheme, and the value ends in none.
  const match = /^bearer\s+(.+)$/i.exec(value);
  if (match) return match[1]!;
  return /^basic\s/i.test(value) ? null : value;
}

/**
 * Basic headers already decoded, by the header's text. A client sends the same
 * header on every request, and decoding it through a Buffer was the largest part of
 * authenticating a login (4 % of its instructions). What decoding gives depends on
 * the text alone, so a remembered answer is the one decoding would give; the map is
 * emptied when full, so varied headers cannot grow it.
 */
const decodedBasic = new Map<string, Readonly<ClientCredentials> | null>();
export const maxDecodedBasic = 64;

export function basicCredentials(headers: Headers): Readonly<ClientCredentials> | null {
  const header = credentialHeader(headers);
  if (header === undefined) return null;
  let credentials = decodedBasic.get(header);
  if (credentials === undefined) {
    credentials = decodeBasic(header);
    if (decodedBasic.size >= maxDecodedBasic) decodedBasic.clear();
    decodedBasic.set(header, credentials);
  }
  return credentials;
}

function decodeBasic(header: string): Readonly<ClientCredentials> | null {
  const match = /^basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return Object.freeze({ clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) });
}

/** The caller of a bearer-token operation, from its token as of `now` (the request's mock time). */
export function authenticateBearer(state: MockState, headers: Headers, access: WorkspaceAccess, now: number): Caller {
  const token = bearerToken(headers);
  if (token === null) throw unauthorized(messages.tokenMissing);
  const check = state.sessions.check(token, now);
  if (!check.ok) {
    const text = { invalid: messages.tokenInvalid, expired: messages.tokenExpired, revoked: messages.tokenRevoked };
    throw unauthorized(text[check.problem]);
  }
  const { session } = check;
  const owId = workspaceHeader(headers);
  // A client's token (client_credentials) names no user, so no workspace is theirs.
  if (session.userId === null) throw workspaceForbidden();
  const membership = access.membershipActingIn(state, session.userId, owId);
  if (!membership) throw workspaceForbidden();
  return { userId: session.userId, owId, membership, session };
}

/** Client credentials from the Basic header, or (token endpoint, RFC 6749 2.3.1) from the form. */
export function authenticateClient(state: MockState, headers: Headers, body?: unknown): ClientCredentials {
  const fromForm = clientFromBody(body);
  const given = basicCredentials(headers) ?? fromForm;
  if (!given || !isRegisteredClient(state, given)) {
    // The token endpoint's OAuth body calls a 401 invalid_client (envelopes.ts).
    throw new ApiError(401, { error: messages.clientCredentialsInvalid, field: 'Authentication' });
  }
  return given;
}

export function isRegisteredClient(state: MockState, given: ClientCredentials): boolean {
  const { client } = state.world;
  return given.clientId === client.clientId && given.clientSecret === client.clientSecret;
}

function clientFromBody(body: unknown): ClientCredentials | null {
  if (typeof body !== 'object' || body === null) return null;
  const { client_id, client_secret } = body as Record<string, unknown>;
  return typeof client_id === 'string' && typeof client_secret === 'string' ? { clientId: client_id, clientSecret: client_secret } : null;
}

function workspaceHeader(headers: Headers): number {
  const raw = headers['x-iaa-ow-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  // Node's HTTP parser strips the spaces around a header's value: there are none to trim.
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1) {
    throw new ApiError(400, { error: messages.workspaceHeaderMissing, field: 'X-IAA-OW-ID' });
  }
  return Number(value);
}

function workspaceForbidden(): ApiError {
  return new ApiError(403, { error: messages.workspaceForbidden, field: 'X-IAA-OW-ID' });
}

function unauthorized(error: string): ApiError {
  return new ApiError(401, { error, field: 'Authentication' });
}
