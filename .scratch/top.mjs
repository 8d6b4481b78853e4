import fs from 'node:fs';
const dir = process.argv[2]; const f = fs.readdirSync(dir).filter(x=>x.endsWith('.cpuprofile'))[0];
const p = JSON.parse(fs.readFileSync(dir+'/'+f));
const self = new Map(); const byId = new Map(p.nodes.map(n=>[n.id,n]));
const dt = new Map(); p.samples.forEach((s,i)=>dt.set(s,(dt.get(s)||0)+(p.timeDeltas[i]||0)));
for (const n of p.nodes){const k=`${n.callFrame.functionName||'(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; self.set(k,(self.get(k)||0)+(dt.get(n.id)||0));}
const tot=[...self.values()].reduce((a,b)=>a+b,0);
[...self.entries()].sort((a,b)=>b[1]-a[1]).slice(0,Number(process.argv[3]||30)).forEach(([k,v])=>console.log((v/tot*100).toFixed(1).padStart(5),k));
