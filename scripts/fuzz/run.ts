/**
 * `npm run fuzz [-- --requests N] [--admin-rounds N] [--file-requests N] [--proxy-rounds N]
 *   [--areas platform,admin,files,proxy] [--seed S] [--base-url URL]`
 *
 * Fuzzes the mock in four areas, each against a fresh in-process mock (app.inject,
 * its response check collecting) or all against the server at a base URL:
 *   - platform: N hostile requests (scripts/fuzz/requests.ts), an equal share to
 *     every operation of the spec, one at a time;
 *   - admin: the /__mock API with hostile snapshots, clock moves, resets, session
 *     names and queries, each accepted write followed by normal calls (admin.ts);
 *   - assets/files: /assets and /files with traversal, odd names and sizes, and
 *     stored bytes a browser would run (files.ts);
 *   - proxy: the mock in proxy mode, in front of a hostile upstream (proxy.ts), in
 *     process whatever the target.
 * Every answer is judged as probe.ts describes: below 500, JSON in the operation's
 * envelope with a status it documents, files served safely, within 10 s; a 5xx after
 * an accepted hostile write is `poisonedState`. An error no handler caught while the
 * fuzz ran (uncaughtException, unhandledRejection) counts as an `exit`.
 * Prints the counts per area and one example per kind of failure; exits 1 when any
 * failure count is not zero.
 */
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import { buildWorld, describeWorld } from '../../fixtures/world.ts';
import { loadOperations } from '../../mock/core/pipeline/spec-loader.ts';
import { fuzzAdmin } from './admin.ts';
import { fuzzFiles } from './files.ts';
import { fuzzProxy } from './proxy.ts';
import {
  areas,
  areaTitles,
  categoryTitles,
  failureCategories,
  httpTarget,
  inProcessTarget,
  Probe,
  statusClasses,
  Tally,
  type Area,
  type AreaReport,
  type FailureCategory,
  type FailureKind,
  type StatusClass,
  type Target,
} from './probe.ts';
import { sampleRequest, type AuthMode } from './requests.ts';

export { failureCategories, type FailureCategory, type FailureKind } from './probe.ts';

export interface FuzzOptions {
  seed: number;
  /** Platform requests (an equal share to every operation). */
  requests: number;
  /** Admin rounds (admin.ts); default none. */
  adminRounds?: number;
  /** Requests to /assets and /files (files.ts); default none. */
  fileRequests?: number;
  /** Rounds of the proxy-mode fuzz (proxy.ts); default none. */
  proxyRounds?: number;
  /** Fuzz the server at this URL; absent, an in-process mock per area. The proxy area always runs in process. */
  baseUrl?: string;
  /** Progress lines of the proxy area. */
  log?: (line: string) => void;
}

export interface FuzzReport {
  target: string;
  seed: number;
  /** Requests of every area. */
  requests: number;
  durationMs: number;
  operations: number;
  /** Operations at least one request reached (the path and method matched it), in any area. */
  covered: number;
  uncovered: string[];
  /** Operations that never answered a 2xx: where the fuzz did not get past the checks. */
  without2xx: string[];
  byClass: Record<StatusClass, number>;
  /** Every area's failures added up. */
  failures: Record<FailureCategory, number>;
  areas: Record<Area, AreaReport>;
  kinds: FailureKind[];
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const operations = loadOperations();
  const tally = new Tally();
  const started = performance.now();
  const newTarget = () => (options.baseUrl ? httpTarget(options.baseUrl) : inProcessTarget());
  let probe: Probe | null = null;
  let inProxy = false;
  // An error no handler caught: counted against the request in flight, and the run goes on.
  // The proxy area counts its own (it knows which upstream behaviours were in flight).
  const onUncaught = (error: unknown) => {
    if (inProxy) return;
    const area = probe?.current.area ?? 'platform';
    const label = probe?.current.label ?? '(between requests)';
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    tally.recordFailure(area, 'exit', label, 1, `uncaught while sending "${label}": ${text.split('\n').slice(0, 6).join(' | ')}`);
  };
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  try {
    const areaRuns: Array<[Area, number, (probe: Probe) => Promise<void>]> = [
      ['platform', options.requests, (p) => fuzzPlatform(p, options.seed, options.requests)],
      ['admin', options.adminRounds ?? 0, (p) => fuzzAdmin(p, { rounds: options.adminRounds ?? 0, seed: options.seed })],
      ['files', options.fileRequests ?? 0, (p) => fuzzFiles(p, { requests: options.fileRequests ?? 0, seed: options.seed })],
    ];
    for (const [area, amount, run] of areaRuns) {
      if (amount <= 0) continue;
      const target = await newTarget();
      probe = new Probe(target, tally, operations);
      const areaStarted = performance.now();
      try {
        await run(probe);
      } finally {
        tally.areas[area].durationMs = performance.now() - areaStarted;
        tally.areas[area].ran = true;
        await target.close();
      }
    }
    probe = null;
    if ((options.proxyRounds ?? 0) > 0) {
      inProxy = true;
      try {
        await fuzzProxyArea(tally, options);
      } finally {
        inProxy = false;
      }
    }
    // Errors thrown on a timer or a stream after the last answer surface on the next turns of the event loop.
    await new Promise((settle) => setTimeout(settle, 50));
  } finally {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
  }
  return report(
    tally,
    options,
    operations.map((op) => op.operationId),
    performance.now() - started,
    options.baseUrl ?? 'the in-process mock',
  );
}

// ---- The platform area -----------------------------------------------------------

async function fuzzPlatform(probe: Probe, seed: number, requests: number): Promise<void> {
  const credentials = new Credentials(probe.target);
  const operations = probe.operations;
  for (let i = 0; i < requests; i += 1) {
    // Round robin: every operation gets its share, and state-changing calls mix.
    const request = sampleRequest(operations[i % operations.length]!, seed, i);
    const answer = await probe.send('platform', request, { credentials: await credentials.headers(request.auth) });
    // The fuzz itself logs out, resets the world, moves the clock: log in again when the token stops working.
    if (request.auth === 'owner' && answer?.status === 401) credentials.forget();
  }
}

/** The workspace owner's session, logged in on first use and again after it stops working. */
class Credentials {
  private session: { token: string; owId: number } | null = null;
  private readonly world = describeWorld(buildWorld());

  constructor(private readonly target: Target) {}

  async headers(mode: AuthMode): Promise<Record<string, string>> {
    if (mode === 'none') return {};
    if (mode === 'client') return { authorization: this.basic() };
    this.session ??= await this.login();
    return { authorization: `Bearer ${this.session.token}`, 'x-iaa-ow-id': String(this.session.owId) };
  }

  forget(): void {
    this.session = null;
  }

  private basic(): string {
    const { clientId, clientSecret } = this.world.client;
    return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  }

  /** A fuzzed request may have changed the owner's password: then the world is reset (mock admin API) and the login tried once more. */
  private async login(): Promise<{ token: string; owId: number }> {
    const session = (await this.tryLogin()) ?? (await this.resetWorld(), await this.tryLogin());
    if (!session) throw new Error(`cannot log in as ${this.world.personas.workspaceOwner.email} on ${this.target.name}`);
    return session;
  }

  private async tryLogin(): Promise<{ token: string; owId: number } | null> {
    const { email, password } = this.world.personas.workspaceOwner;
    const answer = await this.target.send({
      method: 'POST',
      url: '/api/v3/ua/login',
      headers: { authorization: this.basic(), 'content-type': 'application/json' },
      body: JSON.stringify({ grantType: 'password', email, password }),
    });
    if (answer?.status !== 200) return null;
    const { data } = JSON.parse(answer.body) as { data: { access_token: string; owId: number } };
    return { token: data.access_token, owId: data.owId };
  }

  private async resetWorld(): Promise<void> {
    await this.target.send({ method: 'POST', url: '/__mock/reset', headers: { 'content-type': 'application/json' }, body: '{}' });
  }
}

// ---- The proxy area --------------------------------------------------------------

async function fuzzProxyArea(tally: Tally, options: FuzzOptions): Promise<void> {
  const report = tally.areas.proxy;
  const started = performance.now();
  const result = await fuzzProxy({ seed: options.seed, rounds: options.proxyRounds!, log: options.log });
  report.ran = true;
  report.requests += result.requests;
  report.durationMs = performance.now() - started;
  report.notes.push(`peak RSS ${result.rssPeakMb.toFixed(0)} MB`);
  for (const failure of result.failures) tally.recordFailure('proxy', failure.category, failure.label, failure.count, failure.example, '(proxy mode)');
}

// ---- The report ------------------------------------------------------------------

function report(tally: Tally, options: FuzzOptions, operationIds: string[], durationMs: number, target: string): FuzzReport {
  const ran = areas.map((area) => tally.areas[area]);
  const sum = <K extends string>(keys: readonly K[], of: (report: AreaReport) => Record<K, number>) =>
    Object.fromEntries(keys.map((key) => [key, ran.reduce((total, r) => total + of(r)[key], 0)])) as Record<K, number>;
  return {
    target,
    seed: options.seed,
    requests: ran.reduce((total, r) => total + r.requests, 0),
    durationMs,
    operations: operationIds.length,
    covered: tally.covered.size,
    uncovered: operationIds.filter((id) => !tally.covered.has(id)),
    without2xx: operationIds.filter((id) => !tally.answered2xx.has(id)),
    byClass: sum(statusClasses, (r) => r.byClass),
    failures: sum(failureCategories, (r) => r.failures),
    areas: tally.areas,
    kinds: tally.failureKinds,
  };
}

const count = (n: number) => n.toLocaleString('en-US');

export function formatReport(report: FuzzReport): string {
  const shown = areas.filter((area) => report.areas[area].ran || report.areas[area].notes.length > 0);
  const cell = (text: string) => text.padStart(14);
  const row = (title: string, values: (area: Area) => string, total: string) =>
    `  ${title.padEnd(44)}${shown.map((a) => cell(values(a))).join('')}${cell(total)}`;
  const ranOr = (area: Area, text: string) => (report.areas[area].ran ? text : '-');
  const lines = [
    `Fuzz: ${count(report.requests)} requests to ${report.target}, seed ${report.seed}, in ${(report.durationMs / 1000).toFixed(1)} s`,
    row('', (a) => areaTitles[a], 'total'),
    row('requests', (a) => ranOr(a, count(report.areas[a].requests)), count(report.requests)),
    row('time', (a) => ranOr(a, `${(report.areas[a].durationMs / 1000).toFixed(1)} s`), `${(report.durationMs / 1000).toFixed(1)} s`),
    ...statusClasses.map((c) =>
      row(`  ${c}`, (a) => (a === 'proxy' || !report.areas[a].ran ? '-' : count(report.areas[a].byClass[c])), count(report.byClass[c])),
    ),
    ...failureCategories.map((c) => row(categoryTitles[c], (a) => ranOr(a, count(report.areas[a].failures[c])), count(report.failures[c]))),
    `  operations covered: ${report.covered} of ${report.operations} (${report.operations - report.without2xx.length} answered 2xx at least once)`,
  ];
  if (report.areas.platform.ran && report.uncovered.length > 0) lines.push(`  not covered: ${report.uncovered.join(', ')}`);
  if (report.areas.platform.ran && report.without2xx.length > 0) lines.push(`  never answered 2xx: ${report.without2xx.join(', ')}`);
  for (const area of areas) {
    const { notes, unsendable } = report.areas[area];
    if (unsendable > 0) notes.push(`${count(unsendable)} requests Node would not send (header values it refuses)`);
    for (const note of notes) lines.push(`  ${areaTitles[area]}: ${note}`);
  }
  if (report.kinds.length > 0) lines.push('', `Failures, ${report.kinds.length} distinct kinds (one example each):`, ...report.kinds.flatMap(formatKind));
  return `${lines.join('\n')}\n`;
}

function formatKind(kind: FailureKind): string[] {
  const operations = [...kind.operations];
  const listed = operations.slice(0, 6).join(', ') + (operations.length > 6 ? `, +${operations.length - 6} more` : '');
  const title = `* ${areaTitles[kind.area]}, ${categoryTitles[kind.category]}: ${kind.status ?? 'no answer'} on "${clip(kind.label, 160)}", ${count(kind.count)}x, ${operations.length} operation(s): ${listed}`;
  const { example } = kind;
  if (typeof example === 'string') return ['', title, `    example:  ${clip(example, 600)}`];
  return [
    '',
    title,
    `    why:      ${example.note}`,
    `    request:  ${example.method} ${clip(example.url, 200)}  content-type: ${example.headers['content-type'] ?? '(none)'}`,
    `    answer:   ${example.status ?? '-'} ${example.contentType || '(no content type)'} ${JSON.stringify(example.answer)}`,
    `    repro:    ${curlOf(example)}`,
  ];
}

function curlOf(example: Exclude<FailureKind['example'], string>): string {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const parts = ['curl -i', example.method === 'HEAD' ? '--head' : `-X ${example.method}`, quote(`$BASE${clip(example.url, 300)}`)];
  for (const [name, value] of Object.entries(example.headers)) parts.push('-H', quote(`${name}: ${clip(value, 120)}`));
  if (example.body !== undefined) parts.push('--data-binary', quote(clip(example.body, 300)));
  return parts.join(' ');
}

/** Long values shortened, saying by how much. */
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…(${count(text.length)} chars)`;
}

// ---- Command line --------------------------------------------------------------

function whole(value: string): number {
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new InvalidArgumentError('expected a whole number, 0 or more');
  return Number(value);
}

function integer(value: string): number {
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new InvalidArgumentError('expected a whole number');
  return Number(value);
}

function baseUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // Falls through to the error below.
  }
  throw new InvalidArgumentError('expected an absolute http(s) URL');
}

function areaList(value: string): Area[] {
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(areas as readonly string[]).includes(name));
  if (unknown.length > 0) throw new InvalidArgumentError(`unknown area ${unknown.join(', ')}: expected some of ${areas.join(', ')}`);
  return names as Area[];
}

async function main(): Promise<void> {
  const program = new Command('fuzz')
    .description('Send hostile requests to the platform API, the admin API, the assets and files, and the proxy mode; check every answer.')
    .option('--requests <n>', 'platform requests (an equal share to every operation)', whole, 10_000)
    .option('--admin-rounds <n>', 'admin rounds: hostile snapshots, clock moves, resets, session names', whole, 400)
    .option('--file-requests <n>', 'requests to /assets and /files', whole, 1_500)
    .option('--proxy-rounds <n>', 'rounds of the proxy-mode fuzz (scripts/fuzz/proxy.ts)', whole, 300)
    .option('--areas <list>', `only these areas (${areas.join(',')})`, areaList, [...areas])
    .option('--seed <s>', 'seed of the request generators (default: a random one, printed)', integer)
    .option('--base-url <url>', 'fuzz the server at this URL (default: an in-process mock; the proxy area always runs in process)', baseUrl)
    .option('--verbose', "print the proxy area's progress")
    .allowExcessArguments(false);
  program.parse();
  const options = program.opts<{
    requests: number;
    adminRounds: number;
    fileRequests: number;
    proxyRounds: number;
    areas: Area[];
    seed?: number;
    baseUrl?: string;
    verbose?: boolean;
  }>();
  const only = (area: Area, amount: number) => (options.areas.includes(area) ? amount : 0);
  const report = await runFuzz({
    seed: options.seed ?? Math.floor(Math.random() * 2 ** 31),
    requests: only('platform', options.requests),
    adminRounds: only('admin', options.adminRounds),
    fileRequests: only('files', options.fileRequests),
    proxyRounds: only('proxy', options.proxyRounds),
    baseUrl: options.baseUrl,
    log: options.verbose ? (line) => process.stderr.write(`proxy: ${line}\n`) : undefined,
  });
  const failed = failureCategories.some((c) => report.failures[c] > 0);
  // Exit once the report is out: a hung in-process request would otherwise keep the process alive.
  process.stdout.write(formatReport(report), () => process.exit(failed ? 1 : 0));
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
