import { buildServer } from '../mock/server.ts';
for (const scale of [1, 100]) {
const { app } = await buildServer({ rateLimit: null, scale });
const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const login = await app.inject({ method: 'POST', url: '/api/v3/ua/login', headers: { authorization: basic, 'content-type': 'application/json' }, payload: { grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' } });
const h = { authentication: `Bearer ${login.json().data.access_token}`, 'x-iaa-ow-id': '1001', 'content-type': 'application/json' };
const r = await app.inject({ method: 'POST', url: '/api/v3/ra/report/execute', headers: h, payload: { id: 12001 } });
const j = r.json(); console.log(scale, j.data.totalRecords, j.data.data.length, r.body.length);
const u = await app.inject({ method: 'GET', url: '/api/v3/ua/users/list', headers: h }); console.log('users', u.json().data.totalRecords, u.json().data.data.length);
const a = await app.inject({ method: 'GET', url: '/api/v2/audience/detailed/list?noOfEntries=20', headers: h }); console.log('aud', a.json().responseObject.totalRecords, a.json().responseObject.data.length);
}
