import { buildWorld } from '../fixtures/world.ts';
for (const scale of [1, 10, 100]) {
  const t = performance.now(); const w = buildWorld(4010, scale); const ms = performance.now() - t;
  const dup = (xs: number[]) => xs.length - new Set(xs).size;
  console.log(scale, ms.toFixed(0), 'ms', 'users', w.users.length, dup(w.users.map(u=>u.userId)), 'memb', w.memberships.length, dup(w.memberships.map(m=>m.uowId)), 'camp', w.campaigns.length, dup(w.campaigns.map(c=>c.campaignId)), 'aud', w.audiences.length, dup(w.audiences.map(a=>a.audienceId)), 'crt', w.creatives.length, dup(w.creatives.map(c=>c.creativeId)), 'grp', w.creativeGroups.length, dup(w.creativeGroups.map(g=>g.creativeGroupId)), 'inv', w.invitations.length, dup(w.invitations.map(i=>i.inviteHash)));
}
