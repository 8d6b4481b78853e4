/**
 * `npm run soak [-- --minutes 10]`
 *
 * Checks that the mock's memory stays bounded under traffic (spec/DECISIONS.md L4),
 * and that named sessions in use survive a churn of new ones (M23). It builds the
 * server in-process and drives a mix of requests through app.inject for N minutes:
 * - in the default session: password and refresh grants, authorization codes
 *   (minted through the admin API, half of them redeemed), the users list,
 *   audiences and reports, outbox reads, public calls from ever new client
 *   addresses and logins with ever new bad Basic credentials; invitations and
 *   password resets at a steady pace;
 * - 50 busy named sessions (X-Mock-Session), one after another: a login, the users
 *   and dashboards lists, a write to a marker dashboard and a read of the session's
 *   clock. Before the clock starts, each wrote its marker (a dashboard of its own,
 *   its clock frozen at an instant of its own) and ran a journal's worth of rounds,
 *   so its stores are full before the heap is measured;
 * - a churn of new session names, 10 a second: most from a pool of 40 addresses, so
 *   that each can make room for its next session by dropping one of its own (the
 *   mock drops only idle sessions, or the same address's), one in ten from an
 *   address never seen before (refused with 503 once the table is full), each a
 *   login; at half time, 150 new names at once from one address of the pool, which
 *   its per-address creation limit must refuse in part (503), harmlessly.
 *
 * Every 30 s (and at the end) it collects garbage and prints the heap used after
 * GC, the heap per session held, the RSS, the requests so far, the churn and the
 * size of each store. At the end it prints how much the heap after GC grew from the
 * first sample after warm-up (60 s, or 10 % of a shorter run) to the last, and
 * exits 1 when that is more than 10 MB; when a busy session lost its state (its
 * marker dashboard or clock gone, an answer saying its session was created anew,
 * or the server holding another state under its name); when the one-address burst
 * was refused nothing; or when the mix got answers it did not expect (it would have
 * measured something else).
 *
 * The rate limit is on but too high to refuse anything: every request still goes
 * through the limiter, so its windows and its keys of many callers are measured,
 * and every request reaches its handler.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Command } from 'commander';
import { buildWorld, describeWorld } from '../fixtures/world.ts';
import { SESSION_CREATED_HEADER, SESSION_HEADER } from '../mock/core/state/worlds.ts';
import type { MockState } from '../mock/core/state/state.ts';
import { buildServer, type MockServer } from '../mock/server.ts';
import { positive, wholePositive } from './option-parsers.ts';

const soakRateLimit = 1_000_000;
const warmUpMs = 60_000;
/** Invitations and password resets are world records (the platform keeps them): sent at a pace, not flat out. */
const pacedEveryMs = 500;
const inviteeCount = 5;
const redirectUri = 'http://127.0.0.1:3000/callback';
/** Busy rounds each busy session runs before the clock starts: a full journal (500 entries) of its own traffic. */
const busyWarmRounds = 100;
/** Addresses the churn cycles through: fewer than the table's free slots, so each always holds a session of its own to drop. */
const churnAddressPool = 40;
/** One churn name in this many comes from an address never seen before. */
const freshAddressEvery = 10;
/** New names the one-address burst sends at once, past the mock's 120 a minute per address. */
const burstNames = 150;

const options = new Command('soak')
  .description('Drive mixed traffic through an in-process mock and check that the heap after GC stays flat.')
  .option('-m, --minutes <n>', 'how long to run (fractions allowed)', positive, 10)
  .option('--sample-seconds <n>', 'seconds between samples', positive, 30)
  .option('--max-growth-mb <n>', 'largest growth of the heap after GC allowed', positive, 10)
  .option('--busy-sessions <n>', 'named sessions kept busy all along', wholePositive, 50)
  .option('--max-sessions <n>', "the server's --max-sessions (room for the busy sessions and the churn)", wholePositive, 100)
  .option('--churn-per-second <n>', 'new session names a second', positive, 10)
  .allowExcessArguments(false)
  .parse()
  .opts<{ minutes: number; sampleSeconds: number; maxGrowthMb: number; busySessions: number; maxSessions: number; churnPerSecond: number }>();

const collectGarbage = globalThis.gc;
if (!collectGarbage) {
  console.error('soak: run with node --expose-gc (npm run soak does)');
  process.exit(2);
}

const world = describeWorld(buildWorld());
const basic = `Basic ${Buffer.from(`${world.client.clientId}:${world.client.clientSecret}`).toString('base64')}`;
const personas = [world.personas.workspaceOwner, world.personas.activeMember, world.personas.otherWorkspaceUser].map((p) => ({
  email: p.email,
  password: p.password!,
  owId: p.owId,
}));
type Persona = (typeof personas)[number];

// ---- Traffic ------------------------------------------------------------------------

/** Sends requests, counts them, and counts answers other than the one expected. */
class Traffic {
  requests = 0;
  readonly unexpected = new Map<string, number>();

  constructor(private readonly app: FastifyInstance) {}

  async send(step: string, expected: number | readonly number[], request: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.app.inject(request);
    this.requests += 1;
    if (typeof expected === 'number' ? response.statusCode !== expected : !expected.includes(response.statusCode)) {
      const key = `${step} ${response.statusCode}`;
      if (!this.unexpected.has(key)) console.error(`unexpected: ${key} ${response.body.slice(0, 200)}`);
      this.unexpected.set(key, (this.unexpected.get(key) ?? 0) + 1);
    }
    return response;
  }
}

interface Tokens {
  access: string;
  refresh: string;
}

/** One round of the mix, as one persona; returns nothing, the server keeps the state. */
async function round(traffic: Traffic, persona: Persona, n: number): Promise<void> {
  const tokens = await passwordGrant(traffic, persona);
  const fresh = await refreshGrant(traffic, tokens);
  const headers = { authorization: `Bearer ${fresh.access}`, 'x-iaa-ow-id': String(persona.owId) };
  await traffic.send('listUsers', 200, { method: 'GET', url: '/api/v3/ua/users/list', headers });
  await traffic.send('listAudiences', 200, { method: 'GET', url: '/api/v2/audience/list', headers });
  await traffic.send('listReports', 200, { method: 'GET', url: '/api/v3/ra/reports/list', headers });
  await traffic.send('listOutbox', 200, { method: 'GET', url: `/__mock/outbox?to=${invitee(n)}` });
  await authorizationCode(traffic, persona, n % 2 === 0);
  await stranger(traffic, n);
  await badClient(traffic, n);
}

async function passwordGrant(traffic: Traffic, persona: Persona): Promise<Tokens> {
  const response = await traffic.send('passwordGrant', 200, {
    method: 'POST',
    url: '/api/v3/ua/oauth/token',
    headers: { authorization: basic },
    payload: { grant_type: 'password', username: persona.email, password: persona.password },
  });
  return tokensOf(response);
}

/** Every refresh makes a new session: this is what fills the session store. */
async function refreshGrant(traffic: Traffic, tokens: Tokens): Promise<Tokens> {
  const response = await traffic.send('refreshGrant', 200, {
    method: 'POST',
    url: '/api/v3/ua/oauth/token',
    headers: { authorization: basic },
    payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh },
  });
  return tokensOf(response);
}

/** Mints a code through the admin API; redeems it or leaves it to expire. */
async function authorizationCode(traffic: Traffic, persona: Persona, redeem: boolean): Promise<void> {
  const minted = await traffic.send('createAuthorizationCode', 200, {
    method: 'POST',
    url: '/__mock/oauth/code',
    payload: { email: persona.email, redirectUri },
  });
  if (!redeem) return;
  await traffic.send('authorizationCodeGrant', 200, {
    method: 'POST',
    url: '/api/v3/ua/oauth/token',
    headers: { authorization: basic },
    payload: { grant_type: 'authorization_code', code: minted.json<{ code: string }>().code, redirect_uri: redirectUri },
  });
}

/** A public call from an address never seen before: one more rate-limit key. */
async function stranger(traffic: Traffic, n: number): Promise<void> {
  await traffic.send('validateEmailForWorkspace', 200, {
    method: 'POST',
    url: '/api/v3/ua/user/email/validate',
    remoteAddress: addressOf(n),
    payload: { email: world.personas.workspaceOwner.email, workspaceDomain: 'acme-media' },
  });
}

/** A login with client credentials never seen before: refused, and one more rate-limit key. */
async function badClient(traffic: Traffic, n: number): Promise<void> {
  await traffic.send('loginBadClient', 401, {
    method: 'POST',
    url: '/api/v3/ua/login',
    remoteAddress: addressOf(n + 1),
    headers: { authorization: `Basic ${Buffer.from(`soak-client-${n}:wrong-secret`).toString('base64')}` },
    payload: { grantType: 'password', email: world.personas.workspaceOwner.email, password: 'wrong' },
  });
}

/** An invitation and a password reset, each an e-mail in the outbox and a world record. */
async function paced(traffic: Traffic, n: number): Promise<void> {
  const owner = personas[0]!;
  const tokens = await passwordGrant(traffic, owner);
  const headers = { authorization: `Bearer ${tokens.access}`, 'x-iaa-ow-id': String(owner.owId) };
  await traffic.send('inviteUsers', 200, { method: 'POST', url: '/api/v3/ua/user/invite', headers, payload: { name: 'Soak Invitee', email: invitee(n) } });
  await traffic.send('sendPasswordReset', 200, { method: 'POST', url: '/api/v3/ua/user/reset-password', payload: { email: personas[1]!.email } });
}

function tokensOf(response: LightMyRequestResponse): Tokens {
  const body = response.json<{ access_token?: string; refresh_token?: string }>();
  if (!body.access_token || !body.refresh_token) throw new Error(`soak: no tokens in ${response.body.slice(0, 200)}`);
  return { access: body.access_token, refresh: body.refresh_token };
}

/** A few invitees, invited again and again: the users and memberships stay put. */
function invitee(n: number): string {
  return `soak-invitee-${n % inviteeCount}@acme-media.example`;
}

function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

// ---- Named sessions ------------------------------------------------------------------

/** A busy session: its name, the marks it wrote, and what it lost. */
interface Busy {
  name: string;
  /** The server's state of the session when it wrote its marks (in process, the very object). */
  state: MockState | undefined;
  dashboardId: number;
  /** The instant its clock is frozen at. */
  clockAt: number;
  /** The last value written to the marker dashboard. */
  written: number;
  losses: Losses;
}

/** What a busy session lost: how often, the first time and the last (a session gone for good loses every round). */
class Losses {
  count = 0;
  first = '';
  last = '';

  push(what: string): void {
    this.count += 1;
    if (this.count === 1) this.first = what;
    this.last = what;
  }
}

const owner = personas[0]!;
const sessionCreated = (response: LightMyRequestResponse) => response.headers[SESSION_CREATED_HEADER] !== undefined;

/** Sends as a busy session, from this machine; an answer saying the session was created anew is a loss. */
async function sendBusy(
  traffic: Traffic,
  busy: Busy,
  step: string,
  expected: number,
  request: InjectOptions,
  elapsed: () => string,
): Promise<LightMyRequestResponse> {
  const response = await traffic.send(step, expected, { ...request, headers: { ...request.headers, [SESSION_HEADER]: busy.name } });
  if (sessionCreated(response))
    busy.losses.push(`${elapsed()}: ${step} answered ${SESSION_CREATED_HEADER}: ${String(response.headers[SESSION_CREATED_HEADER])}`);
  return response;
}

/** The session's credentials, or null when the login failed (a loss: the session is gone and was not made again). */
async function loginBusy(traffic: Traffic, busy: Busy, elapsed: () => string): Promise<Record<string, string> | null> {
  const response = await sendBusy(
    traffic,
    busy,
    'busyLogin',
    200,
    {
      method: 'POST',
      url: '/api/v3/ua/login',
      headers: { authorization: basic },
      payload: { grantType: 'password', email: owner.email, password: owner.password },
    },
    elapsed,
  );
  const token = response.json<{ data?: { access_token?: string } }>().data?.access_token;
  if (token) return { authorization: `Bearer ${token}`, 'x-iaa-ow-id': String(owner.owId) };
  busy.losses.push(`${elapsed()}: its login answered ${response.statusCode} ${response.body.slice(0, 160)}`);
  return null;
}

/** The session's first requests (it is created by the first): its marker dashboard and its own frozen clock. */
async function markBusy(server: MockServer, traffic: Traffic, name: string, index: number, epoch: number): Promise<Busy> {
  const busy: Busy = { name, state: undefined, dashboardId: 0, clockAt: epoch + (index + 1) * 3_600_000, written: 0, losses: new Losses() };
  const first = await traffic.send('busyFirstLogin', 200, {
    method: 'POST',
    url: '/api/v3/ua/login',
    headers: { [SESSION_HEADER]: name, authorization: basic },
    payload: { grantType: 'password', email: owner.email, password: owner.password },
  });
  if (!sessionCreated(first)) console.error(`note: the first request of ${name} did not say ${SESSION_CREATED_HEADER}`);
  await writeMarks(server, traffic, busy, () => 'setup');
  return busy;
}

async function writeMarks(server: MockServer, traffic: Traffic, busy: Busy, elapsed: () => string): Promise<void> {
  const headers = await loginBusy(traffic, busy, elapsed);
  if (!headers) return;
  const created = await sendBusy(
    traffic,
    busy,
    'busyMarker',
    200,
    { method: 'POST', url: '/api/v2/das/dashboard', headers, payload: { label: `soak marker ${busy.name}`, data: { written: 0 } } },
    elapsed,
  );
  busy.dashboardId = created.json<{ id?: number }>().id ?? 0;
  busy.written = 0;
  await sendBusy(traffic, busy, 'busyClock', 200, { method: 'POST', url: '/__mock/clock', payload: { now: busy.clockAt, frozen: true } }, elapsed);
  busy.state = server.worlds.use(busy.name, performance.now());
}

/** One round of a busy session: a login, two lists, a write to its marker and a read of its clock, each checked. */
async function busyRound(server: MockServer, traffic: Traffic, busy: Busy, elapsed: () => string): Promise<void> {
  const headers = await loginBusy(traffic, busy, elapsed);
  if (!headers) return writeMarks(server, traffic, busy, elapsed);
  await sendBusy(traffic, busy, 'busyListUsers', 200, { method: 'GET', url: '/api/v3/ua/users/list', headers }, elapsed);
  await sendBusy(traffic, busy, 'busyListDashboards', 200, { method: 'GET', url: '/api/v2/das/dashboards', headers }, elapsed);
  const written = busy.written + 1;
  const update = await server.app.inject({
    method: 'PUT',
    url: `/api/v2/das/dashboard/${busy.dashboardId}`,
    headers: { ...headers, [SESSION_HEADER]: busy.name },
    payload: { label: `soak marker ${busy.name}`, data: { written } },
  });
  traffic.requests += 1;
  const clock = await sendBusy(traffic, busy, 'busyClockRead', 200, { method: 'GET', url: '/__mock/clock' }, elapsed);
  const now = clock.json<{ now?: number }>().now;
  const lost: string[] = [];
  if (update.statusCode !== 200) lost.push(`its marker dashboard ${busy.dashboardId} answered ${update.statusCode}`);
  if (now !== busy.clockAt) lost.push(`its clock reads ${now ?? clock.body.slice(0, 80)}, not ${busy.clockAt}`);
  if (lost.length === 0) {
    busy.written = written;
    return;
  }
  busy.losses.push(`${elapsed()}: ${lost.join('; ')}`);
  // Marked again, so that a later loss is seen too.
  await writeMarks(server, traffic, busy, elapsed);
}

/** At the end: each busy session holds the state it marked, its last write included. */
async function checkBusy(server: MockServer, traffic: Traffic, busy: Busy): Promise<void> {
  const held = server.worlds.names.includes(busy.name);
  const state = held ? server.worlds.use(busy.name, performance.now()) : undefined;
  if (!held) busy.losses.push('end: the server no longer holds the session');
  else if (state !== busy.state) busy.losses.push('end: the server holds another state under its name');
  const headers = await loginBusy(traffic, busy, () => 'end');
  if (!headers) return;
  const list = await sendBusy(traffic, busy, 'busyListDashboards', 200, { method: 'GET', url: '/api/v2/das/dashboards', headers }, () => 'end');
  const items = list.json<{ items?: Array<{ id: number; label: string; data: { written?: number } }> }>().items ?? [];
  const marker = items.find((item) => item.id === busy.dashboardId);
  if (!marker || marker.label !== `soak marker ${busy.name}`) busy.losses.push('end: its marker dashboard is gone');
  else if (marker.data.written !== busy.written) busy.losses.push(`end: its marker holds write ${marker.data.written}, not ${busy.written}`);
}

/** New session names: from the pool of addresses, or now and then from a new one. */
class Churn {
  /** Never more addresses than the table's slots the busy sessions leave, or some would hold no session of their own to drop. */
  private readonly pool = Math.max(1, Math.min(churnAddressPool, options.maxSessions - options.busySessions));
  names = 0;
  created = 0;
  /** Refusals (503) by what they said. */
  readonly refused = new Map<string, number>();
  burst: { sent: number; created: number; refused: Map<string, number> } | null = null;

  async next(traffic: Traffic): Promise<void> {
    const n = this.names;
    const address = n % freshAddressEvery === freshAddressEvery - 1 ? `10.128.${(n >> 8) & 255}.${n & 255}` : `10.64.0.${(n % this.pool) + 1}`;
    await this.create(traffic, `soak-churn-${n}`, address, this.refused);
  }

  /** Many new names at once from one address of the pool: past its share a minute, refused. */
  async burstFrom(traffic: Traffic): Promise<void> {
    const refused = new Map<string, number>();
    const before = this.created;
    for (let i = 0; i < burstNames; i += 1) await this.create(traffic, `soak-burst-${i}`, '10.64.0.1', refused);
    this.burst = { sent: burstNames, created: this.created - before, refused };
  }

  private async create(traffic: Traffic, name: string, address: string, refused: Map<string, number>): Promise<void> {
    this.names += 1;
    const response = await traffic.send('churnLogin', [200, 503], {
      method: 'POST',
      url: '/api/v3/ua/login',
      remoteAddress: address,
      headers: { [SESSION_HEADER]: name, authorization: basic },
      payload: { grantType: 'password', email: owner.email, password: owner.password },
    });
    if (response.statusCode === 200) {
      this.created += 1;
      return;
    }
    // A refusal in the operation's envelope, on the header (DECISIONS M23).
    const body = response.json<{ success?: boolean; errorObjects?: Array<{ error?: string; field?: string }> }>();
    const problem = body.errorObjects?.[0];
    const key = body.success === false && problem?.field === 'X-Mock-Session' ? String(problem.error) : `outside the envelope: ${response.body.slice(0, 120)}`;
    refused.set(key, (refused.get(key) ?? 0) + 1);
  }
}

function refusals(refused: Map<string, number>): string {
  return [...refused].map(([what, n]) => `${n} "${what}"`).join(', ') || 'none';
}

// ---- Measuring ----------------------------------------------------------------------

interface Sample {
  elapsedMs: number;
  heapMb: number;
  rssMb: number;
  requests: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

function sample(server: MockServer, traffic: Traffic, churn: Churn, busy: Busy[], startedAt: number): Sample {
  collectGarbage!();
  collectGarbage!();
  const memory = process.memoryUsage();
  const taken = { elapsedMs: Date.now() - startedAt, heapMb: mb(memory.heapUsed), rssMb: mb(memory.rss), requests: traffic.requests };
  // The default session counts as one.
  const held = server.worlds.names.length + 1;
  const intact = busy.filter((b) => b.losses.count === 0).length;
  console.log(
    `${(taken.elapsedMs / 1000).toFixed(0).padStart(5)} s  heap after GC ${taken.heapMb.toFixed(1).padStart(6)} MB  ` +
      `(${(taken.heapMb / held).toFixed(2)} MB per session, ${held} held)  RSS ${taken.rssMb.toFixed(1).padStart(6)} MB  ` +
      `requests ${String(taken.requests).padStart(8)}  churn ${churn.names} names (${churn.created} created)  busy intact ${intact}/${busy.length}  ${storeSizes(server)}`,
  );
  return taken;
}

/** The size of every store of the default session that grows with traffic, to tell which one grows when the heap does. */
function storeSizes({ state }: MockServer): string {
  const { sessions, codes } = state.sessions.size;
  return [
    `tokens ${sessions}`,
    `codes ${codes}`,
    `outbox ${state.outbox.size}`,
    `rate keys ${state.rateLimiter.size}`,
    `journal ${state.journal.recent().length}`,
    `invitations ${state.world.invitations.length}`,
    `resets ${state.world.passwordResets.length}`,
  ].join(', ');
}

// ---- Run ------------------------------------------------------------------------------

async function main(): Promise<number> {
  const durationMs = options.minutes * 60_000;
  const warmUp = Math.min(warmUpMs, durationMs / 10);
  if (options.busySessions >= options.maxSessions) {
    console.error(`soak: --max-sessions (${options.maxSessions}) must leave room for the churn besides ${options.busySessions} busy sessions`);
    return 2;
  }
  const server = await buildServer({ rateLimit: soakRateLimit, maxSessions: options.maxSessions });
  const traffic = new Traffic(server.app);
  const churn = new Churn();
  console.log(
    `soak: ${options.minutes} min, warm-up ${(warmUp / 1000).toFixed(0)} s, sample every ${options.sampleSeconds} s, rate limit ${soakRateLimit}/min, ` +
      `${options.busySessions} busy sessions, max ${options.maxSessions} sessions, churn ${options.churnPerSecond} new names/s`,
  );

  // Before the clock starts: the busy sessions mark their state and fill their stores, the churn fills the table.
  const setupStarted = Date.now();
  const busy: Busy[] = [];
  for (let i = 0; i < options.busySessions; i += 1) busy.push(await markBusy(server, traffic, `soak-busy-${i}`, i, world.epoch));
  for (let r = 0; r < busyWarmRounds; r += 1) for (const b of busy) await busyRound(server, traffic, b, () => 'setup');
  while (server.worlds.names.length < options.maxSessions && churn.names < options.maxSessions * 2) await churn.next(traffic);
  console.log(`setup: ${traffic.requests} requests in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`);

  const startedAt = Date.now();
  const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0)} s`;
  const samples: Sample[] = [sample(server, traffic, churn, busy, startedAt)];
  let baseline: Sample | null = null;
  let nextSampleAt = startedAt + options.sampleSeconds * 1000;
  let nextPacedAt = startedAt;
  const churnEveryMs = 1000 / options.churnPerSecond;
  let nextChurnAt = startedAt;
  let burstDone = false;
  for (let n = 0; Date.now() - startedAt < durationMs; n += 1) {
    await round(traffic, personas[n % personas.length]!, n);
    await busyRound(server, traffic, busy[n % busy.length]!, elapsed);
    for (; Date.now() >= nextChurnAt; nextChurnAt += churnEveryMs) await churn.next(traffic);
    if (Date.now() >= nextPacedAt) {
      await paced(traffic, n);
      nextPacedAt += pacedEveryMs;
    }
    if (!burstDone && Date.now() - startedAt >= durationMs / 2) {
      await churn.burstFrom(traffic);
      burstDone = true;
    }
    if (!baseline && Date.now() - startedAt >= warmUp) samples.push((baseline = sample(server, traffic, churn, busy, startedAt)));
    else if (Date.now() >= nextSampleAt) {
      samples.push(sample(server, traffic, churn, busy, startedAt));
      nextSampleAt += options.sampleSeconds * 1000;
    }
  }
  for (const b of busy) await checkBusy(server, traffic, b);
  const last = sample(server, traffic, churn, busy, startedAt);
  await server.app.close();
  return verdict(baseline ?? samples[0]!, last, traffic, churn, busy);
}

function verdict(baseline: Sample, last: Sample, traffic: Traffic, churn: Churn, busy: Busy[]): number {
  const growth = last.heapMb - baseline.heapMb;
  const seconds = (last.elapsedMs - baseline.elapsedMs) / 1000;
  console.log(
    `heap after GC: ${baseline.heapMb.toFixed(1)} MB at ${(baseline.elapsedMs / 1000).toFixed(0)} s (after warm-up) -> ` +
      `${last.heapMb.toFixed(1)} MB at ${(last.elapsedMs / 1000).toFixed(0)} s: growth ${growth.toFixed(1)} MB over ${seconds.toFixed(0)} s ` +
      `(limit ${options.maxGrowthMb} MB); RSS ${last.rssMb.toFixed(1)} MB; ${last.requests} requests (${(last.requests / (last.elapsedMs / 1000)).toFixed(0)}/s)`,
  );
  console.log(`churn: ${churn.names} new session names, ${churn.created} created, refused: ${refusals(churn.refused)}`);
  if (churn.burst) {
    console.log(`one-address burst: ${churn.burst.sent} new names from one address, ${churn.burst.created} created, refused: ${refusals(churn.burst.refused)}`);
  }
  const lost = busy.filter((b) => b.losses.count > 0);
  console.log(`busy sessions: ${busy.length - lost.length} of ${busy.length} kept their state across the run`);
  let failed = false;
  if (traffic.unexpected.size > 0) {
    console.error(`FAIL: unexpected answers: ${[...traffic.unexpected].map(([key, count]) => `${key} x${count}`).join(', ')}`);
    failed = true;
  }
  if (growth > options.maxGrowthMb) {
    console.error(`FAIL: the heap after GC grew ${growth.toFixed(1)} MB, more than ${options.maxGrowthMb} MB`);
    failed = true;
  }
  if (lost.length > 0) {
    console.error(`FAIL: a churn of ${churn.names} session names took the state of ${lost.length} of ${busy.length} busy sessions:`);
    for (const b of lost.slice(0, 10))
      console.error(`  ${b.name}: ${b.losses.count} loss(es); first: ${b.losses.first}${b.losses.count > 1 ? `; last: ${b.losses.last}` : ''}`);
    if (lost.length > 10) console.error(`  … and ${lost.length - 10} more`);
    failed = true;
  }
  for (const [what, refused] of [
    ['the churn', churn.refused],
    ['the one-address burst', churn.burst?.refused ?? new Map<string, number>()],
  ] as const) {
    const outside = [...refused.keys()].filter((key) => key.startsWith('outside the envelope'));
    if (outside.length > 0) {
      console.error(`FAIL: ${what} was refused outside the operation's envelope: ${outside[0]}`);
      failed = true;
    }
  }
  if (churn.burst && churn.burst.created === churn.burst.sent) {
    console.error(`FAIL: the per-address creation limit refused none of ${churn.burst.sent} new session names sent at once from one address`);
    failed = true;
  }
  if (!failed) console.log('OK');
  return failed ? 1 : 0;
}

process.exitCode = await main();
