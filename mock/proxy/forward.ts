/**
 * The wire side of the proxy: a request goes upstream as it came (method, path
 * and query, headers in their order and case, body bytes), and the answer's
 * headers come back, less the hop-by-hop headers of each connection (RFC 9110
 * 7.6.1): Connection and the headers it names, Keep-Alive, Transfer-Encoding,
 * Upgrade, TE, Trailer and every Proxy-* header. Host becomes the upstream's.
 * Node's own http client is used, not fetch, which would decompress answers.
 */
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';

export interface Upstream {
  url: URL;
  /** The upstream URL's path, prefixed to every request's (no trailing slash). */
  basePath: string;
  agent: http.Agent;
  /** A silent upstream is given up on after this long (ms). */
  timeoutMs: number;
}

export function createUpstream(url: string, timeoutMs: number): Upstream {
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol)) throw new Error(`proxy: ${url} is not an http(s) URL`);
  const Agent = parsed.protocol === 'https:' ? https.Agent : http.Agent;
  // Idle connections are dropped after 4 s (sooner when the upstream's Keep-Alive hint says so), before
  // a server's usual 5 s: reusing one the upstream is closing would fail a request that never got there.
  const agent = new Agent({ keepAlive: true, timeout: 4_000 });
  return { url: parsed, basePath: parsed.pathname.replace(/\/+$/, ''), agent, timeoutMs };
}

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function isHopByHop(name: string, named: Set<string>): boolean {
  const lower = name.toLowerCase();
  return hopByHop.has(lower) || lower.startsWith('proxy-') || named.has(lower);
}

/** Raw headers (name, value, name, value, ...) less the hop-by-hop ones, order and case kept. */
export function endToEndHeaders(raw: readonly string[]): string[] {
  const named = new Set<string>();
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() !== 'connection') continue;
    for (const token of raw[i + 1]!.split(',')) named.add(token.trim().toLowerCase());
  }
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!isHopByHop(raw[i]!, named)) kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}

/** The request to the upstream, not yet written: the caller streams the body into it. */
export function upstreamRequest(upstream: Upstream, incoming: IncomingMessage): ClientRequest {
  const headers = endToEndHeaders(incoming.rawHeaders);
  const host = headers.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'host');
  if (host === -1) headers.push('Host', upstream.url.host);
  else headers[host + 1] = upstream.url.host;
  const send = upstream.url.protocol === 'https:' ? https.request : http.request;
  return send({
    protocol: upstream.url.protocol,
    hostname: upstream.url.hostname.replace(/^\[|\]$/g, ''),
    port: upstream.url.port || undefined,
    method: incoming.method,
    path: upstream.basePath + incoming.url,
    headers,
    agent: upstream.agent,
    timeout: upstream.timeoutMs,
  });
}

/** The answer's headers for the client, as Node parsed them (set-cookie stays a list), less hop-by-hop ones. */
export function answerHeaders(response: IncomingMessage): Record<string, string | string[]> {
  const kept = new Set(
    endToEndHeaders(response.rawHeaders)
      .filter((_, i) => i % 2 === 0)
      .map((name) => name.toLowerCase()),
  );
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(response.headers)) if (value !== undefined && kept.has(name)) headers[name] = value;
  return headers;
}

/**
 * Resolves with the upstream's answer, or with why there is none: it could not
 * be reached, answered what cannot be forwarded, or did not give its answer's head
 * (status line and headers) within the timeout once the request was sent, whether
 * silent or dribbling it a byte at a time (the socket's idle timeout misses that).
 */
export function awaitAnswer(request: ClientRequest, timeoutMs: number): Promise<{ response: IncomingMessage } | { error: Error; timedOut: boolean }> {
  return new Promise((resolve) => {
    let timedOut = false;
    let headDeadline: NodeJS.Timeout | undefined;
    const giveUp = () => {
      timedOut = true;
      request.destroy(new Error('the upstream did not answer in time'));
    };
    // Once Node has handed over an answer (or the socket), destroying the request emits no error: say it here.
    const refuse = (why: string) => {
      resolve({ error: new Error(why), timedOut: false });
      request.destroy();
    };
    request.once('finish', () => (headDeadline = setTimeout(giveUp, timeoutMs)));
    request.once('close', () => clearTimeout(headDeadline));
    request.once('response', (response) => {
      clearTimeout(headDeadline);
      const status = response.statusCode ?? 0;
      // Node reads any three digits; the client can only be sent what HTTP has (RFC 9110 15).
      if (status >= 100 && status <= 599) resolve({ response });
      else refuse(`it answered status ${status}, which HTTP does not have`);
    });
    // A 101 the proxy never asked for (it forwards no Upgrade): Node hands over the socket and says nothing more.
    request.once('upgrade', (_response, socket: Socket) => {
      socket.destroy();
      refuse('it switched protocols, which the proxy did not ask for');
    });
    request.on('timeout', giveUp);
    request.on('error', (error) => resolve({ error, timedOut }));
  });
}
