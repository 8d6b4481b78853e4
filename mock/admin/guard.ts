/**
 * Who may use the admin API. The mock runs on developers' laptops next to their
 * browsers, and the admin API hands out passwords, the client secret and reset
 * hashes, and can wipe the world. So (spec/DECISIONS.md M14):
 * - only Host names that are this machine's (or named with --allowed-host) reach
 *   it: a DNS-rebinding page reaches the mock under its own name and is refused;
 * - a browser request from an origin that is not this machine's is refused;
 * - writes need a JSON body, which a cross-site form or a no-cors fetch cannot
 *   send without a preflight that CORS refuses;
 * - with --admin-token, every admin request needs `Authorization: Bearer <token>`.
 */
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { ApiError, messages } from '../core/errors.ts';

export interface AdminAccess {
  /** Host names (without port) allowed besides loopback ones, lower case. */
  allowedHosts: readonly string[];
  /** When set, the bearer token every admin request must carry. */
  token: string | null;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Origins of pages served from this machine, on any port (the same rule as CORS). */
export const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function guardAdmin(request: FastifyRequest, access: AdminAccess): void {
  const host = hostName(request.headers.host);
  if (!isAllowedHost(host, access)) {
    throw new ApiError(403, { error: messages.adminHostForbidden, field: 'Host' });
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !localOrigin.test(origin) && !isAllowedHost(hostName(originHost(origin)), access)) {
    throw new ApiError(403, { error: messages.adminOriginForbidden, field: 'Origin' });
  }
  if (access.token !== null && !hasToken(request, access.token)) {
    throw new ApiError(401, { error: messages.adminTokenInvalid, field: 'Authorization' });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD' && !isJson(request.headers['content-type'])) {
    throw new ApiError(400, { error: messages.adminJsonRequired, field: 'Content-Type' });
  }
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
