import { buildServer } from '../mock/server.ts';
import { runReport } from '../mock/domains/dashboards/report.ts';
const { state } = await buildServer({ rateLimit: null });
const world = state.world;
const caller: any = { owId: 1001, userId: 1, membership: {} };
const days = (n: number) => Date.UTC(2026, 0, 5) + n * 86_400_000;
const q: any = { window: { start: days(-30), end: days(-1) }, statuses: null, creativeTypeIds: null, campaignTypeIds: null, budgetTypeIds: null, ioIds: null, campaignIds: null, owIds: null, sortBy: 'impressions', order: 'DESC', pageNo: 1, noOfEntries: 50, resultType: 'data' };
const now = state.clock.now();
for (const n of [200, 1000]) { const t = performance.now(); let r; for (let i = 0; i < n; i++) r = runReport(world, caller, 'campaign', q, now); console.log('runReport', ((performance.now() - t) / n * 1000).toFixed(0), 'µs', r.data.length, 'rows', JSON.stringify(r).length); }
const r = runReport(world, caller, 'campaign', q, now);
const t = performance.now(); for (let i = 0; i < 1000; i++) JSON.stringify(r); console.log('stringify', ((performance.now() - t)).toFixed(0), 'µs');
