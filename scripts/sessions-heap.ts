/**
 * `npm run sessions-heap [-- --sessions N]`: the heap each session (X-Mock-Session)
 * costs, measured after GC: N fresh sessions (the world build), then the same N
 * after traffic like a contract file's (logins, lists, an invitation, a dashboard,
 * a password-reset e-mail, a CSV export and a full request journal). The figures
 * behind the default of --max-sessions (mock/core/state/worlds.ts).
 */
import { buildServer } from '../mock/server.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  process.stderr.write('run with node --expose-gc (npm run sessions-heap does)\n');
  process.exit(1);
}
const flag = process.argv.indexOf('--sessions');
const count = flag > 0 ? Number(process.argv[flag + 1]) : 50;

function heapMb(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const server = await buildServer({ maxSessions: count, rateLimit: null, frozenClock: true });
const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const names = Array.from({ length: count }, (_, i) => `heap-${i}`);

async function send(session: string, method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, body?: unknown) {
  const response = await server.app.inject({
    method,
    url,
    headers: { 'x-mock-session': session, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.statusCode >= 400) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** About what one contract file does to its session. */
async function traffic(session: string): Promise<void> {
  const login = await send(
    session,
    'POST',
    '/api/v3/ua/login',
    { authorization: basic },
    { grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' },
  );
  const auth = { authentication: `Bearer ${login.data.access_token}`, 'x-iaa-ow-id': '1001' };
  await send(session, 'POST', '/api/v3/ua/user/invite', auth, { email: `new.${session}@example.com`, name: 'New Comer' });
  await send(session, 'POST', '/api/v2/das/dashboard', auth, { label: `Board of ${session}`, data: { widgets: [1, 2, 3] } });
  await send(session, 'POST', '/api/v3/ua/user/reset-password', {}, { email: 'member@acme-media.example' });
  await send(session, 'POST', '/api/v2/rb/export/csv', auth, {
    url: '/api/v3/das/report/by-campaign',
    columns: [
      { label: 'Campaign', value: 'campaignName' },
      { label: 'Impressions', value: 'impressions' },
    ],
    data: { dateRange: { startDate: 1764979200000, endDate: 1767571200000 }, total_count: 1000 },
  });
  // A full journal: it keeps the last 500 requests of the session.
  for (let i = 0; i < 500; i++) await send(session, 'GET', '/api/v3/ua/users/list?limit=5', auth);
}

const base = heapMb();
for (const name of names) await send(name, 'GET', '/__mock/clock');
const fresh = heapMb();
for (const name of names) await traffic(name);
const used = heapMb();
if (server.worlds.names.length !== count) throw new Error(`expected ${count} sessions, found ${server.worlds.names.length}`);

const perSession = (mb: number) => (mb / count).toFixed(2);
process.stdout.write(
  `${count} sessions: ${(fresh - base).toFixed(1)} MB fresh (${perSession(fresh - base)} MB each), ` +
    `${(used - base).toFixed(1)} MB after a contract file's traffic each (${perSession(used - base)} MB each); ` +
    `heap with the default session and the server ${used.toFixed(1)} MB\n`,
);
await server.app.close();
