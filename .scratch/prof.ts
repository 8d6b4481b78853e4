import { buildServer } from '../mock/server.ts';
const t0 = performance.now();
const { app } = await buildServer({ rateLimit: null, scale: Number(process.env.SCALE ?? 1) });
console.log('build ms', (performance.now() - t0).toFixed(0));
const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const login = await app.inject({ method: 'POST', url: '/api/v3/ua/login', headers: { authorization: basic, 'content-type': 'application/json' }, payload: { grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' } });
const token = login.json().data.access_token;
const h = { authentication: `Bearer ${token}`, 'x-iaa-ow-id': '1001', 'content-type': 'application/json' };
const days = (n: number) => String(Date.UTC(2026, 0, 5) + n * 86_400_000);
const loads: Record<string, any> = {
  users: { method: 'GET', url: '/api/v3/ua/users/list', headers: h },
  audience: { method: 'GET', url: '/api/v2/audience/detailed/list?noOfEntries=20', headers: h },
  creatives: { method: 'POST', url: '/api/v3/crt/creatives/list', headers: h, payload: { pageNo: 1, noOfEntries: 20 } },
  bidrows: { method: 'POST', url: '/api/v3/bm/campaigns/9003/bid-models/dimensions/2', headers: h, payload: {} },
  report: { method: 'POST', url: '/api/v3/ra/report/execute', headers: h, payload: { id: 12001, pageNo: 1, noOfEntries: 20 } },
  dashCampaign: { method: 'POST', url: '/api/v3/da/report/by-campaign', headers: h, payload: { startDate: days(-30), endDate: days(-1), timezoneId: 29, campaignStatus: 'all', resultType: 'data' } },
};
const only = process.argv[2];
for (const [name, req] of Object.entries(loads)) {
  if (only && only !== name) continue;
  const r = await app.inject(req); if (r.statusCode !== 200) { console.log(name, r.statusCode, r.body.slice(0, 300)); continue; }
  const n = Number(process.argv[3] ?? 300);
  const s = performance.now();
  for (let i = 0; i < n; i++) await app.inject(req);
  const per = (performance.now() - s) / n;
  console.log(name.padEnd(14), (per * 1000).toFixed(0), 'µs/req', Math.round(1000 / per), 'req/s', r.body.length, 'bytes');
}
