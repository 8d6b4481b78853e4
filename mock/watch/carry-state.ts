/**
 * The state a reload carries from the old server to the new one, through the
 * admin API: `GET /__mock/snapshot` before the old one stops, `POST /__mock/snapshot`
 * once the new one listens (answering 422 with what no longer fits). A server
 * without the route (404: a build without snapshots, or --no-admin) restarts from
 * its seed, and the reload says so.
 */
import http from 'node:http';

export interface AdminEndpoint {
  /** The URL the server printed it listens on. */
  url: string;
  /** --admin-token, when the server was started with one. */
  token: string | null;
}

export type Saved = { kind: 'snapshot'; body: Buffer } | { kind: 'none'; why: string };
export type Restored = { kind: 'kept' } | { kind: 'partial'; what: string } | { kind: 'reset'; why: string };

export async function saveState(server: AdminEndpoint): Promise<Saved> {
  try {
    const answer = await adminCall(server, 'GET', null);
    if (answer.status === 200) return { kind: 'snapshot', body: answer.body };
    return { kind: 'none', why: answer.status === 404 ? 'the server has no GET /__mock/snapshot' : `GET /__mock/snapshot answered ${answer.status}` };
  } catch (error) {
    return { kind: 'none', why: `the server could not be asked for its state (${(error as Error).message})` };
  }
}

export async function restoreState(server: AdminEndpoint, saved: Saved): Promise<Restored> {
  if (saved.kind === 'none') return { kind: 'reset', why: saved.why };
  try {
    const answer = await adminCall(server, 'POST', saved.body);
    if (answer.status >= 200 && answer.status < 300) return { kind: 'kept' };
    if (answer.status === 422) return { kind: 'partial', what: describeRefusal(answer.body) };
    return { kind: 'reset', why: `POST /__mock/snapshot answered ${answer.status}` };
  } catch (error) {
    return { kind: 'reset', why: `the new server could not be given the state (${(error as Error).message})` };
  }
}

/** What a 422 says did not fit: the admin error's text, or the answer as it came. */
function describeRefusal(body: Buffer): string {
  const text = body.toString('utf8');
  try {
    const parsed = JSON.parse(text) as { error?: unknown; reason?: unknown; field?: unknown };
    if (typeof parsed.error === 'string') {
      let line = parsed.error;
      if (typeof parsed.field === 'string') line += ` (${parsed.field})`;
      if (typeof parsed.reason === 'string') line += `: ${parsed.reason}`;
      return line;
    }
  } catch {
    // Not JSON: shown as it is.
  }
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/**
 * One call to the server's snapshot route. Addressed to `localhost`, which the
 * admin guard accepts whatever address the server listens on.
 */
function adminCall(server: AdminEndpoint, method: 'GET' | 'POST', body: Buffer | null): Promise<{ status: number; body: Buffer }> {
  const url = new URL('/__mock/snapshot', server.url);
  // A server listening everywhere is reached on this machine's loopback address.
  if (url.hostname === '0.0.0.0') url.hostname = '127.0.0.1';
  if (url.hostname === '[::]') url.hostname = '[::1]';
  const headers: Record<string, string> = { host: `localhost:${url.port}` };
  if (body) headers['content-type'] = 'application/json';
  if (server.token) headers.authorization = `Bearer ${server.token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('no answer in 30 s')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
