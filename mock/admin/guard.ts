/**
 * Who may use the admin API. The mock runs on developers' laptops next to their
 * browsers, and the admin API hands out passwords, the client secret and reset
 * hashes, and can wipe the world. So (spec/DECISIONS.md M14):
 * - without --admin-token, only this machine reaches it, by the TCP peer's address:
 *   any client other than a browser sets `Host` to whatever it likes, so the Host
 *   rule alone lets anyone on the network in when the mock listens beyond loopback;
 * - only Host names that are this machine's (or named with --allowed-host) reach
 *   it: a DNS-rebinding page reaches the mock under its own name and is refused;
 * - a browser request from an origin that is not this machine's, nor one given
 *   with --cors-origin (but never `null`, which any sandboxed page can send), is refused;
 * - writes need a JSON body, which a cross-site form or a no-cors fetch cannot
 *   send without a preflight that CORS refuses;
 * - with --admin-token, every admin request needs `Authorization: Bearer <token>`.
 */
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { CorsGrant } from '../core/pipeline/cors.ts';
import { ApiError } from '../core/toolkit/errors.ts';
import { adminMessages } from './messages.ts';

export interface AdminAccess {
  /** Host names (without port) allowed besides loopback ones, lower case. */
  allowedHosts: readonly string[];
  /** When set, the bearer token every admin request must carry; unset, only this machine's peers are answered. */
  token: string | null;
  /** Browser origins given with --cors-origin (parsed by parseCorsOrigin). */
  origins: readonly string[];
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Origins of pages served from this machine, on any port (the same rule as CORS). */
export const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** The Origin a browser sends from a page opened from a file, or from a sandboxed frame. */
export const nullOrigin = 'null';

/**
 * A --cors-origin value as browsers send it in `Origin`: `null`, or scheme, host and
 * port only (`http://devbox.lan:5173`; a trailing slash is dropped, a default port
 * too). Throws a message fit for the command line otherwise.
 */
export function parseCorsOrigin(value: string): string {
  if (value === nullOrigin) return nullOrigin;
  const url = URL.canParse(value) ? new URL(value) : null;
  const isOriginOnly = url !== null && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!isOriginOnly || !/^https?:\/\/[^/?#]+\/?$/i.test(value)) {
    throw new Error(
      `"${value}" is not an origin: expected scheme, host and optional port, such as http://devbox.lan:5173, or null for a page opened from a file`,
    );
  }
  return url.origin;
}

/** The origins CORS grants (mock/core/pipeline/cors.ts): this machine's on any port, and those given with --cors-origin. */
export function corsGrant(extra: readonly string[]): CorsGrant {
  return (origin) => localOrigin.test(origin) || extra.includes(origin);
}

export function guardAdmin(request: FastifyRequest, access: AdminAccess): void {
  guardAdminReach(request, access);
  if (access.token !== null && !hasToken(request, access.token)) {
    throw new ApiError(401, { error: adminMessages.adminTokenInvalid, field: 'Authorization' });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isJson(request.headers['content-type'])) {
    throw new ApiError(400, { error: adminMessages.adminJsonRequired, field: 'Content-Type' });
  }
}

/**
 * Where an admin request may come from (peer, Host, Origin), the token aside: with a
 * token configured, any peer that carries it. What the inspector's page, which holds
 * no data, is served under (mock/inspector/routes.ts); it asks its user for the token.
 */
export function guardAdminReach(request: FastifyRequest, access: AdminAccess): void {
  // The socket's own peer, and behind a balancer given with --trust-proxy the client its
  // X-Forwarded-For names (request.ip; the peer itself otherwise): a balancer on this
  // machine must not make every client of it one of this machine's.
  if (access.token === null && !(isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip))) {
    throw new ApiError(403, { error: adminMessages.adminPeerForbidden, field: 'remoteAddress' });
  }
  const host = hostName(request.headers.host);
  if (!isAllowedHost(host, access)) {
    throw new ApiError(403, { error: adminMessages.adminHostForbidden, field: 'Host' });
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !isAllowedOrigin(origin, access)) {
    throw new ApiError(403, { error: adminMessages.adminOriginForbidden, field: 'Origin' });
  }
}

/**
 * 127.0.0.0/8, ::1, or a 127 address as a dual-stack socket shows it (`::ffff:127.0.0.1`).
 * Unknown (a socket already closed) is not loopback.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  const ipv4 = (address ?? '').toLowerCase().replace(/^::ffff:/, '');
  return ipv4 === '::1' || (isIPv4(ipv4) && ipv4.startsWith('127.'));
}

/**
 * This machine's pages, pages served from an allowed host, and dev servers given
 * with --cors-origin (the app reads /__mock/fixtures). Never `null`: a page opened
 * from a file may call the platform API, but any sandboxed frame of any site sends
 * that origin too, so it gets no reach into the admin API (spec/DECISIONS.md M19).
 */
function isAllowedOrigin(origin: string, access: AdminAccess): boolean {
  if (origin === nullOrigin) return false;
  return localOrigin.test(origin) || access.origins.includes(origin) || isAllowedHost(hostName(originHost(origin)), access);
}

function isAllowedHost(host: string, access: AdminAccess): boolean {
  return loopbackHosts.has(host) || host.endsWith('.localhost') || access.allowedHosts.includes(host);
}

/** `example.com:4010` -> `example.com`; `[::1]:4010` -> `[::1]`. */
function hostName(header: string | undefined): string {
  const value = (header ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '');
}

function originHost(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}

function hasToken(request: FastifyRequest, token: string): boolean {
  const match = /^bearer\s+(.+)$/i.exec(request.headers.authorization?.trim() ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!.trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType?.trim() ?? '');
}
