import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
const flags = process.argv.slice(2);
const child = spawn(process.execPath, ['/tmp/srv.mjs'], { stdio: 'ignore', env: { ...process.env } });
await new Promise(r => setTimeout(r, 1500));
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024;
const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const login = await fetch('http://127.0.0.1:4396/api/v3/ua/login', { method: 'POST', headers: { authorization: basic, 'content-type': 'application/json' }, body: JSON.stringify({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' }) });
const h = { authentication: `Bearer ${(await login.json()).data.access_token}`, 'x-iaa-ow-id': '1001', 'content-type': 'application/json' };
const days = (n) => String(Date.UTC(2026, 0, 5) + n * 86_400_000);
const body = JSON.stringify({ startDate: days(-30), endDate: days(-1), timezoneId: 29, campaignStatus: 'all', resultType: 'data', pageNo: 1, noOfEntries: 20 });
console.log(flags.join(' ') || '(none)', 'start', rss().toFixed(0));
for (const path of ['/api/v3/da/report/by-campaign', '/api/v3/das/report/by-customer', '/api/v3/ua/users/list']) {
  const r = await autocannon({ url: 'http://127.0.0.1:4396' + path, method: path.includes('users') ? 'GET' : 'POST', headers: h, body: path.includes('users') ? undefined : body, connections: 10, duration: 6 });
  console.log(path, Math.round(r.requests.average), 'req/s', 'rss', rss().toFixed(0));
}
child.kill();
