/**
 * `npm run bench [-- --duration 5 --reps 5 --connections 10 --warmup 2 --cold-runs 5 --scale 100]`
 *
 * Benchmarks the built mock (dist/bin/ad-platform-mock.js, the command, started as a child process)
 * next to a bare Fastify server answering the same bytes (scripts/bare-server.ts),
 * and prints every figure beside its goal:
 *   - users list, login and update-status: requests/s as a share of the bare route's,
 *     from --reps runs of each, the mock's and the bare server's in turn: the median
 *     of the shares pair by pair;
 *   - report execute, dashboard by campaign and by customer, bid-model rows and the
 *     audience detailed list: requests/s;
 *   - users list, audience list and report execute in a world --scale times larger,
 *     same page size: requests/s as a share of the default world's, from --reps runs
 *     in each world taken in turn, pair by pair as above;
 *   - cold start (spawn to first answer) at scale 1 and at --scale, beside Node.js
 *     alone (spawn to exit);
 *   - resident memory (VmRSS) after start and after the whole bench at scale 1.
 * On a machine of two or more CPUs with `taskset`, the load runs keep the servers on
 * CPU 0 and autocannon on the others (--no-pin to share them), so that the load
 * generator and the server under test do not take turns on one core. Cold starts
 * run unpinned, as users start the command.
 * Goals are informational: the exit code does not depend on them. Writes reports/bench.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir, cpus, totalmem } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Command } from 'commander';
import { positive, wholePositive } from './option-parsers.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cliPath = join(root, 'dist/bin/ad-platform-mock.js');
const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const owner = { email: 'owner@acme-media.example', password: 'Owner#2026', owId: 1001 };
/** The goals each figure is printed beside. */
const goals = { vsBarePct: 80, heavyRps: 5000, vsScale1Pct: 80, coldStartMs: 300, rssMb: 150 };

const program = new Command('bench')
  .description('Benchmark the mock next to a bare Fastify route (autocannon), with cold start and memory.')
  .option('-d, --duration <seconds>', 'duration of each measured run', positive, 5)
  .option('--reps <n>', 'alternating runs behind each figure that compares two servers, bare Fastify or the larger world (the median counts)', wholePositive, 5)
  .option('-c, --connections <n>', 'concurrent connections', wholePositive, 10)
  .option('-w, --warmup <seconds>', 'warm-up before each measured run (0 for none)', (v) => (v === '0' ? 0 : positive(v)), 2)
  .option('--cold-runs <n>', 'cold starts to measure', wholePositive, 5)
  .option('--scale <n>', 'size of the larger world the scale runs use', wholePositive, 100)
  .option('--no-build', 'do not build the mock first (npm run build: tsc, then the bundled command)')
  .option('--no-pin', 'let the servers and autocannon share every CPU')
  .option('--json <path>', 'where to write the results', 'reports/bench.json')
  .allowExcessArguments(false);
program.parse();
const options = program.opts<{
  duration: number;
  reps: number;
  connections: number;
  warmup: number;
  coldRuns: number;
  scale: number;
  build: boolean;
  pin: boolean;
  json: string;
}>();

// ---- Child processes: always cleaned up -------------------------------------------

const children = new Set<ChildProcess>();

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function killAll(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

// ---- Small helpers ------------------------------------------------------------------

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

interface Answer {
  status: number;
  body: string;
}

/** One request on a fresh connection (no keep-alive: nothing lingers between cold starts). */
function request(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** Polls GET /__mock/clock every 5 ms until it answers 200; resolves with the time of that answer. */
async function waitReady(port: number, child: ChildProcess, path = '/__mock/clock', timeoutMs = 30_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering`);
    const answer = await request(port, 'GET', path).catch(() => null);
    if (answer?.status === 200) return performance.now();
    if (performance.now() > deadline) throw new Error(`no answer from port ${port} after ${timeoutMs} ms`);
    await sleep(5);
  }
}

/** CPU time (user + system) a process has used, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line; after the name, indices 11 and 12.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** The run of median throughput (an odd count gives a run that happened; an even one, the lower middle). */
function medianRun(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSec - b.requestsPerSec);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return () => output.trim();
}

// ---- The servers ---------------------------------------------------------------------

/**
 * The CPUs of a load run, when they are kept apart: servers on CPU 0, this process
 * (autocannon) on the rest. Null when they share every CPU.
 */
const pinning = options.pin && cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0 ? { server: '0', load: `1-${cpus().length - 1}` } : null;

/** Node with `args`, on the servers' CPU of a load run (`taskset` execs node: the pid is node's). */
function spawnNode(args: string[], how: { pinned: boolean; env?: NodeJS.ProcessEnv }): ChildProcess {
  const [command, commandArgs] = how.pinned && pinning ? ['taskset', ['-c', pinning.server, process.execPath, ...args]] : [process.execPath, args];
  return track(spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: how.env ?? process.env }));
}

/** The mock exactly as users start it, in a world `scale` times the default; pinned for a load run. */
function spawnCli(port: number, scale: number, pinned: boolean): ChildProcess {
  return spawnNode([cliPath, '--port', String(port), '--rate-limit', 'off', '--quiet', '--scale', String(scale)], { pinned });
}

function spawnBare(port: number, routesFile: string): ChildProcess {
  return spawnNode(['--import', 'tsx', join(root, 'scripts/bare-server.ts')], {
    pinned: true,
    env: { ...process.env, PORT: String(port), BENCH_ROUTES: routesFile },
  });
}

/** Moves every thread of this process (autocannon's) onto the load CPUs, once the cold starts are done. */
function pinLoadGenerator(): void {
  if (!pinning) return;
  const result = spawnSync('taskset', ['-a', '-p', '-c', pinning.load, String(process.pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset could not pin the load generator: ${result.stderr.trim()}`);
}

function build(): void {
  if (!options.build) {
    if (!existsSync(cliPath)) throw new Error(`${relative(root, cliPath)} is missing: run npm run build (or drop --no-build)`);
    return;
  }
  log('Building the mock (npm run build: tsc -p tsconfig.build.json, then the bundled command)...');
  const started = performance.now();
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const compiled = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
  if (compiled.status !== 0) {
    const output = `${compiled.stdout}${compiled.stderr}`.trim();
    log(
      `WARNING: tsc reported errors (the bundle, which esbuild makes without type checks, is benchmarked anyway):\n${output.split('\n').slice(0, 10).join('\n')}`,
    );
  }
  // The command users start is the bundle: a stale one would benchmark old code.
  const bundled = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/bundle-cli.ts')], { cwd: root, encoding: 'utf8' });
  if (bundled.status !== 0) throw new Error(`bundling the command failed:\n${`${bundled.stdout}${bundled.stderr}`.trim()}`);
  log(`  built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// ---- Measurements --------------------------------------------------------------------

interface ColdStart {
  runsMs: number[];
  medianMs: number;
  minMs: number;
}

async function coldStarts(runs: number, scale: number): Promise<ColdStart> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const port = await freePort();
    const started = performance.now();
    const child = spawnCli(port, scale, false);
    const output = collectOutput(child);
    try {
      const ready = await waitReady(port, child);
      runsMs.push(ready - started);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output()}`, { cause: error });
    } finally {
      await stop(child);
    }
  }
  return { runsMs, medianMs: median(runsMs), minMs: Math.min(...runsMs) };
}

/**
 * Node.js alone, spawn to exit (`node -e ''`): the share of a cold start that is not
 * the mock's. It moves with the machine, and with what every Node process there loads
 * (NODE_EXTRA_CA_CERTS, say, is read and parsed by each one).
 */
async function nodeAloneStarts(runs: number): Promise<ColdStart> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const child = track(spawn(process.execPath, ['-e', ''], { stdio: 'ignore' }));
    await new Promise((done) => child.once('exit', done));
    runsMs.push(performance.now() - started);
  }
  return { runsMs, medianMs: median(runsMs), minMs: Math.min(...runsMs) };
}

interface LoadResult {
  name: string;
  url: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** VmRSS of the server right after the run, in MB. */
  rssAfterMb: number;
  /** The server's CPU time (user + system) over the measured run, per request: steadier than req/s on a busy machine. */
  cpuUsPerRequest: number;
}

interface Load {
  name: string;
  port: number;
  pid: number;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

async function cannon(load: Load, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${load.port}${load.path}`,
    method: load.method,
    connections: options.connections,
    duration,
    headers: load.headers ?? {},
    ...(load.body === undefined ? {} : { body: load.body }),
  });
}

async function measure(load: Load): Promise<LoadResult> {
  process.stdout.write(`  ${load.name}: `);
  if (options.warmup > 0) {
    process.stdout.write(`warm-up ${options.warmup} s, `);
    await cannon(load, options.warmup);
  }
  process.stdout.write(`measuring ${options.duration} s... `);
  const cpuBefore = cpuMs(load.pid);
  const result = await cannon(load, options.duration);
  const cpuSpentMs = cpuMs(load.pid) - cpuBefore;
  const summary: LoadResult = {
    name: load.name,
    url: `${load.method} ${load.path}`,
    requestsPerSec: round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    rssAfterMb: round(rssMb(load.pid)),
    cpuUsPerRequest: result.requests.total > 0 ? round((cpuSpentMs * 1000) / result.requests.total) : 0,
  };
  log(`${Math.round(summary.requestsPerSec)} req/s, ${summary.cpuUsPerRequest} µs CPU a request, RSS ${summary.rssAfterMb} MB`);
  if (summary.non2xx > 0 || summary.errors > 0) {
    const codes = Object.entries((result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
      .map(([code, stats]) => `${code}\u00d7${stats.count}`)
      .join(', ');
    log(`  WARNING: ${load.name} had ${summary.non2xx} non-2xx responses and ${summary.errors} errors (${codes})`);
  }
  return summary;
}

const days = (n: number) => String(Date.UTC(2026, 0, 5) + n * 86_400_000);

/** The dashboards as a UI asks for them: the last 30 days, a page of 20 rows. */
const dashboardBody = JSON.stringify({
  startDate: days(-30),
  endDate: days(-1),
  timezoneId: 29,
  campaignStatus: 'all',
  resultType: 'data',
  pageNo: 1,
  noOfEntries: 20,
});

/** The reads that work out rows from the world, a page of 20 as a UI asks: lists, a report run, dashboards and a bid-model table. */
function heavyLoads(port: number, pid: number, auth: Record<string, string>): Load[] {
  const json = { ...auth, 'content-type': 'application/json' };
  return [
    { name: 'audience detailed list', port, pid, method: 'GET', path: '/api/v2/audience/detailed/list?noOfEntries=20', headers: auth },
    {
      name: 'report execute (saved)',
      port,
      pid,
      method: 'POST',
      path: '/api/v3/ra/report/execute',
      headers: json,
      body: JSON.stringify({ id: 12001, pageNo: 1, noOfEntries: 20 }),
    },
    { name: 'dashboard by campaign', port, pid, method: 'POST', path: '/api/v3/da/report/by-campaign', headers: json, body: dashboardBody },
    { name: 'dashboard by customer', port, pid, method: 'POST', path: '/api/v3/das/report/by-customer', headers: json, body: dashboardBody },
    { name: 'bid-model entity rows', port, pid, method: 'POST', path: '/api/v3/bm/campaigns/9003/bid-models/dimensions/2', headers: json, body: '{}' },
  ];
}

/** The runs repeated in the larger world, with the same page size. */
const scaledRuns = ['users list', 'audience detailed list', 'report execute (saved)'];

/** Each load answers 200 once before it is measured, so a broken request is not timed. */
async function checkLoads(loads: Load[]): Promise<void> {
  for (const load of loads) {
    const answer = await request(load.port, load.method, load.path, load.headers, load.body);
    if (answer.status !== 200) throw new Error(`${load.name} failed: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
}

// ---- The mock, logged in -------------------------------------------------------------

interface RunningMock {
  child: ChildProcess;
  port: number;
  auth: Record<string, string>;
  /** The three answers the bare server repeats. */
  users: Load & { answer: string };
  login: Load & { answer: string };
  updateStatus: Load & { answer: string };
}

const loginBody = JSON.stringify({ grantType: 'password', email: owner.email, password: owner.password });
const loginHeaders = { authorization: basic, 'content-type': 'application/json' };

async function startMock(scale: number): Promise<RunningMock> {
  const port = await freePort();
  const child = spawnCli(port, scale, true);
  const output = collectOutput(child);
  await waitReady(port, child).catch((error: Error) => {
    throw new Error(`${error.message}\n${output()}`);
  });
  const pid = child.pid!;
  const login = await request(port, 'POST', '/api/v3/ua/login', loginHeaders, loginBody);
  if (login.status !== 200) throw new Error(`login as ${owner.email} failed: ${login.status} ${login.body}`);
  const token = (JSON.parse(login.body) as { data: { access_token: string } }).data.access_token;
  const auth = { authentication: `Bearer ${token}`, 'x-iaa-ow-id': String(owner.owId) };
  const list = await request(port, 'GET', '/api/v3/ua/users/list', auth);
  if (list.status !== 200) throw new Error(`users list failed: ${list.status} ${list.body}`);
  const page = JSON.parse(list.body) as { data: { data: Array<{ uowId: number; statusId: number; isOrganizationOwnerUser: boolean }> } };
  // A member of the crowd who is active: setting them active again is a write that stays valid.
  const member = page.data.data.find((u) => u.statusId === 1 && !u.isOrganizationOwnerUser && u.uowId >= 5100);
  if (!member) throw new Error('no active crowd member on the first users page');
  const statusBody = JSON.stringify({ uowId: member.uowId, status: 1, statusReason: 'bench' });
  const json = { ...auth, 'content-type': 'application/json' };
  const status = await request(port, 'PUT', '/api/v3/ua/user/update-status', json, statusBody);
  if (status.status !== 200) throw new Error(`update-status failed: ${status.status} ${status.body}`);
  return {
    child,
    port,
    auth,
    users: { name: 'users list', port, pid, method: 'GET', path: '/api/v3/ua/users/list', headers: auth, answer: list.body },
    login: { name: 'login', port, pid, method: 'POST', path: '/api/v3/ua/login', headers: loginHeaders, body: loginBody, answer: login.body },
    updateStatus: {
      name: 'update-status',
      port,
      pid,
      method: 'PUT',
      path: '/api/v3/ua/user/update-status',
      headers: json,
      body: statusBody,
      answer: status.body,
    },
  };
}

/** The bare server, answering the mock's own bytes on the same three routes. */
async function startBare(mock: RunningMock, dir: string): Promise<{ child: ChildProcess; port: number }> {
  const routesFile = join(dir, 'routes.json');
  const routes = [mock.users, mock.login, mock.updateStatus].map((load) => ({ method: load.method, path: load.path, body: load.answer }));
  writeFileSync(routesFile, JSON.stringify(routes));
  const port = await freePort();
  const child = spawnBare(port, routesFile);
  const output = collectOutput(child);
  await waitReady(port, child, '/api/v3/ua/users/list').catch((error: Error) => {
    throw new Error(`${error.message}\n${output()}`);
  });
  return { child, port };
}

/** Runs of two servers under the same load, --reps runs of each taken in turn. */
interface Alternation {
  firsts: LoadResult[];
  seconds: LoadResult[];
}

async function alternating(first: Load, second: Load): Promise<Alternation> {
  const firsts: LoadResult[] = [];
  const seconds: LoadResult[] = [];
  for (let rep = 0; rep < options.reps; rep++) {
    firsts.push(await measure(first));
    seconds.push(await measure(second));
  }
  return { firsts, seconds };
}

/** Two servers compared: the median run of each, and the first's requests/s as a share of the second's. */
interface Comparison {
  first: LoadResult;
  second: LoadResult;
  /** The median of `shares`, in %. */
  share: number;
  /** Pair by pair: each run of the first as a share of the run of the second taken just after it. */
  shares: number[];
}

/**
 * The share is the median over the pairs of runs taken one after the other. A pair
 * shares the machine's speed of the moment; the median runs of each side can come
 * from minutes apart on a machine whose speed drifts during the bench.
 */
function compared({ firsts, seconds }: Alternation): Comparison {
  const shares = firsts.map((run, i) => (run.requestsPerSec / seconds[i]!.requestsPerSec) * 100);
  return { first: medianRun(firsts), second: medianRun(seconds), share: median(shares), shares };
}

/** `85.4 % (pairs 65.2 to 132.9 %; median runs 24262 / 28402 req/s)` */
function describeComparison({ first, second, share, shares }: Comparison): string {
  const range = `${Math.min(...shares).toFixed(1)} to ${Math.max(...shares).toFixed(1)} %`;
  return `${share.toFixed(1)} % (pairs ${range}; median runs ${Math.round(first.requestsPerSec)} / ${Math.round(second.requestsPerSec)} req/s)`;
}

function bare(load: Load, port: number, pid: number): Load {
  return { ...load, name: `${load.name} (bare Fastify)`, port, pid };
}

// ---- The run ---------------------------------------------------------------------------

interface Goal {
  name: string;
  value: string;
  goal: string;
  pass: boolean | null;
}

async function main(): Promise<void> {
  log(
    `ad-platform-mock benchmark: ${options.connections} connections, ${options.duration} s per run (+${options.warmup} s warm-up), node ${process.version}, ${cpus().length} CPUs, ${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
  );
  build();

  log(`Cold start (${options.coldRuns} runs each: spawn of node dist/bin/ad-platform-mock.js to the first 200 of GET /__mock/clock)...`);
  const cold = await coldStarts(options.coldRuns, 1);
  log(`  scale 1: ${cold.runsMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  const coldScaled = await coldStarts(options.coldRuns, options.scale);
  log(`  scale ${options.scale}: ${coldScaled.runsMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  const nodeAlone = await nodeAloneStarts(options.coldRuns);
  const extraCerts = process.env.NODE_EXTRA_CA_CERTS
    ? ` (NODE_EXTRA_CA_CERTS is set: each Node process reads and parses ${process.env.NODE_EXTRA_CA_CERTS})`
    : '';
  log(`  Node.js alone, spawn to exit: ${nodeAlone.runsMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}${extraCerts}`);

  pinLoadGenerator();
  log(pinning ? `Load runs: servers on CPU ${pinning.server}, autocannon on CPU ${pinning.load}.` : 'Load runs: servers and autocannon share every CPU.');
  const tmp = mkdtempSync(join(tmpdir(), 'ad-platform-bench-'));
  const mock = await startMock(1);
  const rssIdle = rssMb(mock.child.pid!);
  const bareServer = await startBare(mock, tmp);
  const barePid = bareServer.child.pid!;
  log(`Mock (pid ${mock.child.pid}) on :${mock.port}; bare Fastify (pid ${barePid}) on :${bareServer.port}; users page of ${mock.users.answer.length} bytes.`);

  log('Load runs, default world:');
  const results: LoadResult[] = [];
  const versusBare: Comparison[] = [];
  for (const load of [mock.users, mock.login, mock.updateStatus]) {
    const comparison = compared(await alternating(load, bare(load, bareServer.port, barePid)));
    results.push(comparison.first, comparison.second);
    versusBare.push(comparison);
  }
  await stop(bareServer.child);
  const heavy = heavyLoads(mock.port, mock.child.pid!, mock.auth);
  await checkLoads(heavy);
  for (const load of heavy) results.push(await measure(load));

  log(`Load runs, the default world and one ${options.scale} times larger, in turn:`);
  const big = await startMock(options.scale);
  /** The load of that name on a server, named after its world. */
  const scaledLoad = (server: RunningMock, scale: number, name: string): Load => {
    const load = [server.users, ...heavyLoads(server.port, server.child.pid!, server.auth)].find((l) => l.name === name)!;
    return { ...load, name: `${name} (scale ${scale})` };
  };
  await checkLoads(scaledRuns.map((name) => scaledLoad(big, options.scale, name)));
  const scaled: Array<{ name: string; comparison: Comparison }> = [];
  for (const name of scaledRuns) {
    // The larger world first: its runs as a share of the default world's.
    const comparison = compared(await alternating(scaledLoad(big, options.scale, name), scaledLoad(mock, 1, name)));
    results.push(comparison.second, comparison.first);
    scaled.push({ name, comparison });
  }
  // The default world's mock has now served every load of the bench.
  const rssAfter = rssMb(mock.child.pid!);
  await stop(big.child);
  await stop(mock.child);
  rmSync(tmp, { recursive: true, force: true });

  // ---- Report ----
  const goalRows: Goal[] = [
    ...versusBare.map((comparison) => ({
      name: `${comparison.first.name} vs bare Fastify`,
      value: describeComparison(comparison),
      goal: `>= ${goals.vsBarePct} %`,
      pass: comparison.share >= goals.vsBarePct,
    })),
    ...results
      .filter((r) => heavy.some((load) => load.name === r.name))
      .map((r) => ({
        name: r.name,
        value: `${Math.round(r.requestsPerSec)} req/s`,
        goal: `>= ${goals.heavyRps} req/s`,
        pass: r.requestsPerSec >= goals.heavyRps,
      })),
    ...scaled.map(({ name, comparison }) => ({
      name: `${name}, scale ${options.scale} vs 1`,
      value: describeComparison(comparison),
      goal: `>= ${goals.vsScale1Pct} %`,
      pass: comparison.share >= goals.vsScale1Pct,
    })),
    {
      name: 'cold start, scale 1 (median)',
      value: `${cold.medianMs.toFixed(0)} ms`,
      goal: `<= ${goals.coldStartMs} ms`,
      pass: cold.medianMs <= goals.coldStartMs,
    },
    { name: `cold start, scale ${options.scale} (median)`, value: `${coldScaled.medianMs.toFixed(0)} ms`, goal: 'reported', pass: null },
    { name: 'Node.js alone, spawn to exit (median)', value: `${nodeAlone.medianMs.toFixed(0)} ms`, goal: 'reported', pass: null },
    { name: 'RSS after start, scale 1', value: `${rssIdle.toFixed(1)} MB`, goal: 'reported', pass: null },
    { name: 'RSS after the whole bench, scale 1', value: `${rssAfter.toFixed(1)} MB`, goal: `<= ${goals.rssMb} MB`, pass: rssAfter <= goals.rssMb },
  ];

  log('');
  log(
    table(
      ['run', 'req/s', 'CPU µs/req', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'RSS after MB'],
      results.map((r) => [
        r.name,
        Math.round(r.requestsPerSec).toString(),
        r.cpuUsPerRequest.toFixed(1),
        String(r.latencyP50Ms),
        String(r.latencyP99Ms),
        r.requests.toString(),
        r.non2xx.toString(),
        r.errors.toString(),
        r.rssAfterMb.toFixed(1),
      ]),
    ),
  );
  log('');
  log(
    table(
      ['figure', 'measured', 'goal', ''],
      goalRows.map((g) => [g.name, g.value, g.goal, g.pass === null ? '' : g.pass ? 'PASS' : 'FAIL']),
    ),
  );
  for (const r of results) if (r.non2xx > 0 || r.errors > 0) log(`WARNING: ${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors (expected 0)`);

  const jsonPath = resolve(options.json);
  mkdirSync(dirname(jsonPath), { recursive: true });
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    settings: {
      connections: options.connections,
      durationSec: options.duration,
      reps: options.reps,
      warmupSec: options.warmup,
      coldRuns: options.coldRuns,
      scale: options.scale,
      cpus: pinning ?? 'shared',
    },
    coldStart: {
      scale1: { runsMs: cold.runsMs.map(round), medianMs: round(cold.medianMs), minMs: round(cold.minMs) },
      scaled: { runsMs: coldScaled.runsMs.map(round), medianMs: round(coldScaled.medianMs), minMs: round(coldScaled.minMs) },
      nodeAlone: { runsMs: nodeAlone.runsMs.map(round), medianMs: round(nodeAlone.medianMs), minMs: round(nodeAlone.minMs) },
    },
    rssMb: { afterStart: round(rssIdle), afterBench: round(rssAfter) },
    runs: results,
    goals: goalRows,
  };
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nResults written to ${relative(process.cwd(), jsonPath) || jsonPath}`);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

try {
  await main();
  killAll();
  process.exit(0);
} catch (error) {
  killAll();
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
