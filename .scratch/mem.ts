import { buildServer } from '../mock/server.ts';
const { app, state } = await buildServer({ rateLimit: null });
const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const login = await app.inject({ method: 'POST', url: '/api/v3/ua/login', headers: { authorization: basic, 'content-type': 'application/json' }, payload: { grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' } });
const h = { authentication: `Bearer ${login.json().data.access_token}`, 'x-iaa-ow-id': '1001', 'content-type': 'application/json' };
const days = (n: number) => String(Date.UTC(2026, 0, 5) + n * 86_400_000);
const body = { startDate: days(-30), endDate: days(-1), timezoneId: 29, campaignStatus: 'all', resultType: 'data', pageNo: 1, noOfEntries: 20 };
const mb = (n: number) => (n / 1048576).toFixed(1);
const show = (label: string) => { global.gc?.(); const m = process.memoryUsage(); console.log(label, 'rss', mb(m.rss), 'heapUsed', mb(m.heapUsed), 'heapTotal', mb(m.heapTotal), 'external', mb(m.external), 'journal', JSON.stringify(state.journal.size), 'reads', state.reads.size); };
show('start');
for (const url of ['/api/v3/da/report/by-campaign', '/api/v3/das/report/by-customer']) {
  for (let i = 0; i < 20000; i++) await app.inject({ method: 'POST', url, headers: h, payload: body });
  show(url);
}
