/**
 * `npm run soak [-- --minutes 10]`
 *
 * Checks that the mock's memory stays bounded under traffic (spec/DECISIONS.md L4).
 * It builds the server in-process and drives a mix of requests through app.inject
 * for N minutes: password and refresh grants, authorization codes (minted through
 * the admin API, half of them redeemed), the users list, audiences and reports,
 * outbox reads, public calls from ever new client addresses and logins with ever
 * new bad Basic credentials; invitations and password resets at a steady pace.
 *
 * Every 30 s (and at the end) it collects garbage and prints the heap used after
 * GC, the RSS, the requests so far and the size of each store. At the end it prints
 * how much the heap after GC grew from the first sample after warm-up (60 s, or
 * 10 % of a shorter run) to the last, and exits 1 when that is more than 10 MB, or
 * when the mix got answers it did not expect (it would have measured something
 * else).
 *
 * The rate limit is on but too high to refuse anything: every request still goes
 * through the limiter, so its windows and its keys of many callers are measured,
 * and every request reaches its handler.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Command, InvalidArgumentError } from 'commander';
import { buildWorld, describeWorld } from '../fixtures/world.ts';
import { buildServer, type MockServer } from '../mock/server.ts';

const soakRateLimit = 1_000_000;
const warmUpMs = 60_000;
/** Invitations and password resets are world records (the platform keeps them): sent at a pace, not flat out. */
const pacedEveryMs = 500;
const inviteeCount = 5;
const redirectUri = 'http://127.0.0.1:3000/callback';

function positive(value: string): number {
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) throw new InvalidArgumentError('expected a positive number');
  return Number(value);
}

const options = new Command('soak')
  .description('Drive mixed traffic through an in-process mock and check that the heap after GC stays flat.')
  .option('-m, --minutes <n>', 'how long to run (fractions allowed)', positive, 10)
  .option('--sample-seconds <n>', 'seconds between samples', positive, 30)
  .option('--max-growth-mb <n>', 'largest growth of the heap after GC allowed', positive, 10)
  .allowExcessArguments(false)
  .parse()
  .opts<{ minutes: number; sampleSeconds: number; maxGrowthMb: number }>();

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

  async send(step: string, expected: number, request: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.app.inject(request);
    this.requests += 1;
    if (response.statusCode !== expected) {
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

// ---- Measuring ----------------------------------------------------------------------

interface Sample {
  elapsedMs: number;
  heapMb: number;
  rssMb: number;
  requests: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

function sample(server: MockServer, traffic: Traffic, startedAt: number): Sample {
  collectGarbage!();
  collectGarbage!();
  const memory = process.memoryUsage();
  const taken = { elapsedMs: Date.now() - startedAt, heapMb: mb(memory.heapUsed), rssMb: mb(memory.rss), requests: traffic.requests };
  console.log(
    `${(taken.elapsedMs / 1000).toFixed(0).padStart(5)} s  heap after GC ${taken.heapMb.toFixed(1).padStart(6)} MB  ` +
      `RSS ${taken.rssMb.toFixed(1).padStart(6)} MB  requests ${String(taken.requests).padStart(8)}  ${storeSizes(server)}`,
  );
  return taken;
}

/** The size of every store that grows with traffic, to tell which one grows when the heap does. */
function storeSizes({ state }: MockServer): string {
  const { sessions, codes } = state.sessions.size;
  return [
    `sessions ${sessions}`,
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
  const server = await buildServer({ rateLimit: soakRateLimit });
  const traffic = new Traffic(server.app);
  console.log(
    `soak: ${options.minutes} min, warm-up ${(warmUp / 1000).toFixed(0)} s, sample every ${options.sampleSeconds} s, rate limit ${soakRateLimit}/min`,
  );

  const startedAt = Date.now();
  const samples: Sample[] = [sample(server, traffic, startedAt)];
  let baseline: Sample | null = null;
  let nextSampleAt = startedAt + options.sampleSeconds * 1000;
  let nextPacedAt = startedAt;
  for (let n = 0; Date.now() - startedAt < durationMs; n += 1) {
    await round(traffic, personas[n % personas.length]!, n);
    if (Date.now() >= nextPacedAt) {
      await paced(traffic, n);
      nextPacedAt += pacedEveryMs;
    }
    if (!baseline && Date.now() - startedAt >= warmUp) samples.push((baseline = sample(server, traffic, startedAt)));
    else if (Date.now() >= nextSampleAt) {
      samples.push(sample(server, traffic, startedAt));
      nextSampleAt += options.sampleSeconds * 1000;
    }
  }
  const last = sample(server, traffic, startedAt);
  await server.app.close();
  return verdict(baseline ?? samples[0]!, last, traffic);
}

function verdict(baseline: Sample, last: Sample, traffic: Traffic): number {
  const growth = last.heapMb - baseline.heapMb;
  const seconds = (last.elapsedMs - baseline.elapsedMs) / 1000;
  console.log(
    `heap after GC: ${baseline.heapMb.toFixed(1)} MB at ${(baseline.elapsedMs / 1000).toFixed(0)} s (after warm-up) -> ` +
      `${last.heapMb.toFixed(1)} MB at ${(last.elapsedMs / 1000).toFixed(0)} s: growth ${growth.toFixed(1)} MB over ${seconds.toFixed(0)} s ` +
      `(limit ${options.maxGrowthMb} MB); RSS ${last.rssMb.toFixed(1)} MB; ${last.requests} requests (${(last.requests / (last.elapsedMs / 1000)).toFixed(0)}/s)`,
  );
  let failed = false;
  if (traffic.unexpected.size > 0) {
    console.error(`FAIL: unexpected answers: ${[...traffic.unexpected].map(([key, count]) => `${key} x${count}`).join(', ')}`);
    failed = true;
  }
  if (growth > options.maxGrowthMb) {
    console.error(`FAIL: the heap after GC grew ${growth.toFixed(1)} MB, more than ${options.maxGrowthMb} MB`);
    failed = true;
  }
  if (!failed) console.log('OK');
  return failed ? 1 : 0;
}

process.exitCode = await main();
