import { MockState, defaultStateOptions } from '../mock/core/state.ts';
const state = new MockState({ ...defaultStateOptions, frozenClock: true });
state.journal.record({ at: 1, method: 'GET', url: '/x', operationId: 'a', status: 200, durationMs: 1, requestHeaders: { b: '1', a: '2' }, requestBody: null, responseBody: { text: '{"a":1}', json: true, truncated: false } });
state.keptAssets.keep('l', { contentType: 'text/csv', body: Buffer.from('x') });
const a = JSON.stringify(state.snapshot());
state.reset(); state.restore(JSON.parse(a));
const b = JSON.stringify(state.snapshot());
if (a === b) console.log('same'); else { let i = 0; while (a[i] === b[i]) i++; console.log(a.slice(i - 200, i + 200)); console.log('----'); console.log(b.slice(i - 200, i + 200)); }
