/**
 * A platform built by someone else, for the runner's own tests: an HTTP server in
 * front of a running mock that forwards every request to it and its answer back
 * (method, path and query, headers, body streamed, multipart included), except
 * where its shape makes it differ as another team's implementation would: the
 * token under another header, login wanting a header of its own, operations it
 * lacks (Express's 404), operations at another method and path, and operations
 * that never answer.
 *
 * As a command, for trying the runner by hand:
 * `tsx scripts/contracts/shaped-target.ts <mock URL> ['<TargetShape as JSON>']`.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { answerHeaders, createUpstream, endToEndHeaders, type Upstream } from '../../mock/proxy/forward.ts';

export interface TargetShape {
  /** Accept the bearer token only under this header name (e.g. 'Authorization'): a request that carries `Authentication: Bearer ...` and not this header is answered 401 {"success":false,"errorObjects":[{"error":"Unauthorized"}]}; the token under this header is forwarded to the mock as `Authentication`. Basic credentials (sign-up, login, token endpoint) always travel in Authorization and are left alone. */
  tokenHeader?: string;
  /** Login (POST /api/v3/ua/login) requires this header with this value, else 400 {"success":false,"errorObjects":[{"error":"Missing required header <name>"}]}. */
  loginHeader?: { name: string; value: string };
  /** Operations the target lacks, as method + path template with {params} (e.g. {method:'GET', path:'/api/v3/ra/reports/list'}): answered 404 with a plain text/html body 'Cannot GET /path' (outside any JSON envelope), as an Express server does. */
  absent?: Array<{ method: string; path: string }>;
  /** Operations that never answer: the connection is accepted and held open, nothing is sent (until the client gives up or the server closes). */
  hang?: Array<{ method: string; path: string }>;
  /** Operations served at another method and path (`to`, a template with the same {params}); their documented route answers 404 as an absent one. */
  moved?: Array<{ method: string; path: string; to: { method: string; path: string } }>;
}

export interface ShapedTarget {
  url: string;
  /** Stops listening and destroys every connection, held ones included. */
  close(): Promise<void>;
}

type OperationList = TargetShape['absent'];
type Matcher = (method: string, path: string) => boolean;

const loginPath = '/api/v3/ua/login';

/** A path template as a pattern of the whole path: each `{name}` captures text within one segment. */
function templatePattern(template: string): RegExp {
  const literals = template.split(/\{[^/{}]+\}/).map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literals.join('([^/]+)')}$`);
}

function operationMatcher(operations: OperationList = []): Matcher {
  const compiled = operations.map(({ method, path }) => ({ method: method.toUpperCase(), pattern: templatePattern(path) }));
  return (method, path) => compiled.some((operation) => operation.method === method && operation.pattern.test(path));
}

function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

function answerError(response: ServerResponse, status: number, error: string): void {
  answerJson(response, status, { success: false, errorObjects: [{ error }] });
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEntities[char]!);

/** Express's answer to a route it does not have (its finalhandler's page, byte for byte). */
function answerNoRoute(response: ServerResponse, method: string, path: string): void {
  const page = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${method} ${escapeHtml(path)}</pre>\n</body>\n</html>\n`;
  response.writeHead(404, {
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
    'content-type': 'text/html; charset=utf-8',
  });
  response.end(page);
}

interface Move {
  /** Matches a request to the new route; answers the documented path, its parameters carried over. */
  documentedPath(method: string, path: string): string | null;
  method: string;
}

function moves(moved: TargetShape['moved'] = []): Move[] {
  return moved.map(({ method, path, to }) => {
    const names = [...to.path.matchAll(/\{([^/{}]+)\}/g)].map((m) => m[1]!);
    const pattern = templatePattern(to.path);
    return {
      method: method.toUpperCase(),
      documentedPath(requestMethod, requestPath) {
        const found = requestMethod === to.method.toUpperCase() ? pattern.exec(requestPath) : null;
        if (!found) return null;
        return path.replace(/\{([^/{}]+)\}/g, (_, name: string) => found[names.indexOf(name) + 1] ?? '');
      },
    };
  });
}

/** Reads the body so the client finishes sending, and answers nothing; close() destroys the connection. */
function hold(request: IncomingMessage): void {
  request.resume();
}

const isBearer = (value: string) => /^bearer\s/i.test(value);

/**
 * The request's end-to-end headers as the mock takes them: the bearer token moved
 * from `tokenHeader` to Authentication, Host the upstream's. Null when the token
 * came under Authentication only, which this target does not read.
 */
function upstreamHeaders(request: IncomingMessage, upstream: Upstream, tokenHeader: string | undefined): string[] | null {
  const pairs = toPairs(endToEndHeaders(request.rawHeaders)).filter(([name]) => name.toLowerCase() !== 'host');
  pairs.push(['Host', upstream.url.host]);
  const tokenName = tokenHeader?.toLowerCase();
  if (!tokenName || tokenName === 'authentication') return pairs.flat();
  const token = pairs.find(([name, value]) => name.toLowerCase() === tokenName && isBearer(value));
  if (!token) return pairs.some(([name, value]) => name.toLowerCase() === 'authentication' && isBearer(value)) ? null : pairs.flat();
  const rest = pairs.filter((pair) => pair !== token && pair[0].toLowerCase() !== 'authentication');
  return [...rest, ['Authentication', token[1]]].flat();
}

function toPairs(raw: string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i]!, raw[i + 1]!]);
  return pairs;
}

/** Streams the request to the mock and its answer back; a mock that cannot be reached is the front's 502. */
function forward(request: IncomingMessage, response: ServerResponse, upstream: Upstream, headers: string[], route?: { method: string; url: string }): void {
  const send = upstream.url.protocol === 'https:' ? https.request : http.request;
  const outgoing = send({
    hostname: upstream.url.hostname.replace(/^\[|\]$/g, ''),
    port: upstream.url.port || undefined,
    method: route?.method ?? request.method,
    path: upstream.basePath + (route?.url ?? request.url),
    headers,
    agent: upstream.agent,
  });
  outgoing.on('error', (error) => {
    if (response.headersSent) response.destroy(error);
    else answerError(response, 502, `The shaped target could not reach the mock: ${error.message}`);
  });
  outgoing.on('response', (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders(answer));
    pipeline(answer, response, () => {});
  });
  // A client that goes away mid-upload takes the upstream request with it (pipeline destroys both).
  pipeline(request, outgoing, () => {});
}

function shapedHandler(upstream: Upstream, shape: TargetShape) {
  const isAbsent = operationMatcher([...(shape.absent ?? []), ...(shape.moved ?? [])]);
  const hangs = operationMatcher(shape.hang);
  const moved = moves(shape.moved);
  return (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const [path, query] = splitUrl(request.url ?? '/');
    if (hangs(method, path)) return hold(request);
    if (isAbsent(method, path)) return answerNoRoute(response, method, path);
    const move = moved.map((m) => ({ method: m.method, path: m.documentedPath(method, path) })).find((m) => m.path !== null);
    const route = move ? { method: move.method, url: move.path! + query } : undefined;
    const login = shape.loginHeader;
    if (login && method === 'POST' && path === loginPath && request.headers[login.name.toLowerCase()] !== login.value) {
      return answerError(response, 400, `Missing required header ${login.name}`);
    }
    const headers = upstreamHeaders(request, upstream, shape.tokenHeader);
    if (!headers) return answerError(response, 401, 'Unauthorized');
    forward(request, response, upstream, headers, route);
  };
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/** Starts the target on 127.0.0.1 (a free port) in front of the mock at `upstream`. */
export async function startShapedTarget(upstream: string, shape: TargetShape): Promise<ShapedTarget> {
  // No forwarded request is timed (the 0): a silent mock is for the client to give up on, as with any server.
  const mock = createUpstream(upstream, 0);
  const server = http.createServer(shapedHandler(mock, shape));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      mock.agent.destroy();
      await closed;
    },
  };
}

async function main(args: string[]): Promise<void> {
  const [upstream, shape = '{}'] = args;
  if (!upstream) throw new Error("usage: shaped-target.ts <mock URL> ['<TargetShape as JSON>']");
  const target = await startShapedTarget(upstream, JSON.parse(shape) as TargetShape);
  process.stdout.write(`shaped target listening on ${target.url}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void target.close());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
