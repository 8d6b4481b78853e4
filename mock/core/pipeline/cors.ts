/**
 * CORS for browser apps developed against the mock. An origin the policy grants
 * (mock/admin/guard.ts: this machine's pages, and those given with --cors-origin)
 * may call any route with credentials and read Retry-After. Every other origin
 * gets the same answer with no grant, which its browser keeps from the page.
 *
 * A preflight (OPTIONS, to any URL) is answered 204 by the CORS stage itself, in the
 * first hook of all, before a body is read. No operation's stages run for it, so it
 * never needs the credentials that browsers leave out of a preflight.
 *
 * Written here rather than taken from a plugin: it runs on every request, and the
 * whole policy is these few headers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Every method the spec uses: a preflight for PUT, PATCH or DELETE is granted too. */
const allowedMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/**
 * Headers beyond the CORS-safelisted ones that a page may read: a 429's or 503's
 * Retry-After, and the mark of an answer that built the request's session (M23).
 */
const exposedHeaders = 'Retry-After, X-Mock-Session-Created';

/** Whether a page of this origin (the `Origin` header as sent) may read the mock's answers. */
export type CorsGrant = (origin: string) => boolean;

/**
 * The CORS stage of every request (run by the first onRequest hook, mock/core/pipeline/pipeline.ts):
 * its headers, and the answer to any OPTIONS request. True when it answered: the
 * request goes no further.
 */
export function corsStage(grants: CorsGrant): (request: FastifyRequest, reply: FastifyReply) => boolean {
  return (request, reply) => {
    addCorsHeaders(request, reply, grants);
    if (request.method !== 'OPTIONS') return false;
    answerPreflight(request, reply);
    return true;
  };
}

/**
 * Header names here are written in lower case, as Fastify keeps and sends them: it
 * lowers each name it is given, and a name that changes makes a new string, which its
 * store of the reply's headers then looks up in V8's string table, on every request.
 */
function addCorsHeaders(request: FastifyRequest, reply: FastifyReply, grants: CorsGrant): void {
  // The answer depends on the Origin sent, whether granted or not: caches must keep them apart.
  reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (origin === undefined || !grants(origin)) return;
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-allow-credentials', 'true');
  reply.header('access-control-expose-headers', exposedHeaders);
}

/**
 * Any OPTIONS request, preflight or not, is answered 204 without a body, never a
 * 404 or a plain-text 400. The headers a preflight asks for are allowed as asked:
 * the methods are the spec's, and a page without a grant gets no Allow-Origin.
 */
function answerPreflight(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('vary', 'Origin, Access-Control-Request-Headers');
  reply.header('access-control-allow-methods', allowedMethods);
  const askedHeaders = request.headers['access-control-request-headers'];
  if (askedHeaders !== undefined) reply.header('access-control-allow-headers', askedHeaders);
  // Some browsers wait for a body on a 204 without Content-Length.
  reply.code(204).header('content-length', '0').send();
}
