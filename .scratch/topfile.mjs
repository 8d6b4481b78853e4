import fs from 'node:fs';
const dir = process.argv[2]; const f = fs.readdirSync(dir).filter(x=>x.endsWith('.cpuprofile')).sort().pop();
const p = JSON.parse(fs.readFileSync(dir+'/'+f));
const dt = new Map(); p.samples.forEach((s,i)=>dt.set(s,(dt.get(s)||0)+(p.timeDeltas[i]||0)));
const self = new Map();
for (const n of p.nodes){ let u=n.callFrame.url; const m=u.match(/node_modules\/((@[^/]+\/)?[^/]+)/); const k = m? 'npm:'+m[1] : u.includes('/dist/')? u.replace(/.*\/dist\//,'dist/') : (u||n.callFrame.functionName); self.set(k,(self.get(k)||0)+(dt.get(n.id)||0)); }
const tot=[...self.values()].reduce((a,b)=>a+b,0); console.log('total ms', (tot/1000).toFixed(0));
[...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log((v/1000).toFixed(1).padStart(7),k));
