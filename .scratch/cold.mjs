const t0 = performance.now();
const m = await import('../dist/mock/server.js');
const t1 = performance.now();
const s = await m.buildServer({});
const t2 = performance.now();
console.log('import', (t1-t0).toFixed(0), 'build', (t2-t1).toFixed(0));
process.exit(0);
