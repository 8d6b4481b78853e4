/**
 * `npm run bench [-- --duration 10 --connections 10 --warmup 2 --cold-runs 5]`
 *
 * Benchmarks the compiled mock (dist/mock/cli.js, started as a child process)
 * next to a bare Fastify route serving the same JSON (scripts/bare-server.ts):
 *   - cold start: spawn to first answer of GET /__mock/clock (median and min),
 *   - autocannon runs: users list (auth read), the bare route, login, update-status (write),
 *   - resident memory (VmRSS) of the mock after start and after the load runs.
 * Prints a table and the targets (informational: the exit code does not depend on
 * them) and writes reports/bench.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir, cpus, totalmem } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { Command, InvalidArgumentError } from 'commander';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cliPath = join(root, 'dist/mock/cli.js');
const serverPath = join(root, 'dist/mock/server.js');
const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;
const owner = { email: 'owner@acme-media.example', password: 'Owner#2026', owId: 1001 };
const targets = { ratioPct: 40, coldStartMs: 400, rssMb: 120 };

function positive(value: string): number {
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) throw new InvalidArgumentError('expected a positive number');
  return Number(value);
}
function wholePositive(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('expected a positive integer');
  return Number(value);
}

const program = new Command('bench')
  .description('Benchmark the mock next to a bare Fastify route (autocannon), with cold start and memory.')
  .option('-d, --duration <seconds>', 'duration of each measured run', positive, 10)
  .option('-c, --connections <n>', 'concurrent connections', wholePositive, 10)
  .option('-w, --warmup <seconds>', 'warm-up before each measured run (0 for none)', (v) => (v === '0' ? 0 : positive(v)), 2)
  .option('--cold-runs <n>', 'cold starts to measure', wholePositive, 5)
  .option('--no-build', 'do not run tsc -p tsconfig.build.json first')
  .option('--json <path>', 'where to write the results', 'reports/bench.json')
  .allowExcessArguments(false);
program.parse();
const options = program.opts<{ duration: number; connections: number; warmup: number; coldRuns: number; build: boolean; json: string }>();

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

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
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

/** The mock exactly as users start it. */
function spawnCli(port: number): ChildProcess {
  return track(spawn(process.execPath, [cliPath, '--port', String(port), '--rate-limit', 'off', '--quiet'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }));
}

/**
 * The same server as mock/cli.ts builds (default world, no request log, responses
 * unchecked) with the rate limit really off, for when the CLI does not honour
 * `--rate-limit off` (see the warning printed when it is used).
 */
function spawnDirect(port: number): ChildProcess {
  const source = [
    `import { buildServer } from ${JSON.stringify(pathToFileURL(serverPath).href)};`,
    `const { app } = await buildServer({ rateLimit: null, validateResponses: 'off' });`,
    `await app.listen({ port: ${port}, host: '127.0.0.1' });`,
    `for (const s of ['SIGINT', 'SIGTERM']) process.once(s, () => void app.close().then(() => process.exit(0)));`,
  ].join('\n');
  return track(spawn(process.execPath, ['--input-type=module', '-e', source], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }));
}

function spawnBare(port: number, bodyFile: string): ChildProcess {
  return track(
    spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/bare-server.ts')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), BENCH_BODY_FILE: bodyFile },
    }),
  );
}

function build(): void {
  if (!options.build) {
    if (!existsSync(cliPath)) throw new Error(`${relative(root, cliPath)} is missing: run npm run build (or drop --no-build)`);
    return;
  }
  log('Building the mock (tsc -p tsconfig.build.json)...');
  const started = performance.now();
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout}${result.stderr}`.trim();
    if (!existsSync(cliPath)) throw new Error(`the build failed:\n${output}`);
    log(`WARNING: tsc reported errors (the emitted build is benchmarked anyway):\n${output.split('\n').slice(0, 10).join('\n')}`);
  }
  log(`  built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// ---- Measurements --------------------------------------------------------------------

interface ColdStart {
  runsMs: number[];
  medianMs: number;
  minMs: number;
}

async function coldStarts(runs: number): Promise<ColdStart> {
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const port = await freePort();
    const started = performance.now();
    const child = spawnCli(port);
    const output = collectOutput(child);
    try {
      const ready = await waitReady(port, child);
      runsMs.push(ready - started);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output()}`);
    } finally {
      await stop(child);
    }
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
  const result = await cannon(load, options.duration);
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
  };
  log(`${Math.round(summary.requestsPerSec)} req/s, RSS ${summary.rssAfterMb} MB`);
  if (summary.non2xx > 0 || summary.errors > 0) {
    const codes = Object.entries((result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
      .map(([code, stats]) => `${code}\u00d7${stats.count}`)
      .join(', ');
    log(`  WARNING: ${load.name} had ${summary.non2xx} non-2xx responses and ${summary.errors} errors (${codes})`);
  }
  return summary;
}

/**
 * One read-heavy operation of each domain of documents 2 and 3, as a UI would call
 * it: lists with filters and paging, a report execution and a bid-model table, whose
 * handlers compute delivery metrics on every request.
 */
function domainLoads(port: number, pid: number, auth: Record<string, string>): Load[] {
  const json = { ...auth, 'content-type': 'application/json' };
  const days = (n: number) => String(Date.UTC(2026, 0, 5) + n * 86_400_000);
  return [
    { name: 'audience detailed list', port, pid, method: 'GET', path: '/api/v2/audience/detailed/list?noOfEntries=20', headers: auth },
    { name: 'creatives list', port, pid, method: 'POST', path: '/api/v3/crt/creatives/list', headers: json, body: JSON.stringify({ pageNo: 1, noOfEntries: 20 }) },
    { name: 'bid-model entity rows', port, pid, method: 'POST', path: '/api/v3/bm/campaigns/9003/bid-models/dimensions/2', headers: json, body: '{}' },
    { name: 'report execute (saved)', port, pid, method: 'POST', path: '/api/v3/ra/report/execute', headers: json, body: JSON.stringify({ id: 12001 }) },
    {
      name: 'dashboard by campaign',
      port,
      pid,
      method: 'POST',
      path: '/api/v3/da/report/by-campaign',
      headers: json,
      body: JSON.stringify({ startDate: days(-30), endDate: days(-1), timezoneId: 29, campaignStatus: 'all', resultType: 'data' }),
    },
  ];
}

/** Each load answers 200 once before it is measured, so a broken request is not timed. */
async function checkLoads(loads: Load[]): Promise<void> {
  for (const load of loads) {
    const answer = await request(load.port, load.method, load.path, load.headers, load.body);
    if (answer.status !== 200) throw new Error(`${load.name} failed: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
}

// ---- The run ---------------------------------------------------------------------------

async function main(): Promise<void> {
  log(`ad-platform-mock benchmark: ${options.connections} connections, ${options.duration} s per run (+${options.warmup} s warm-up), node ${process.version}, ${cpus().length} CPUs, ${(totalmem() / 1024 ** 3).toFixed(1)} GB`);
  build();

  log(`Cold start (${options.coldRuns} runs: spawn of node dist/mock/cli.js to the first 200 of GET /__mock/clock)...`);
  const cold = await coldStarts(options.coldRuns);
  log(`  ${cold.runsMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);

  // The mock under load.
  let mockPort = await freePort();
  let mock = spawnCli(mockPort);
  let mockOutput = collectOutput(mock);
  let launcher = 'node dist/mock/cli.js --rate-limit off --quiet';
  await waitReady(mockPort, mock).catch((error: Error) => {
    throw new Error(`${error.message}\n${mockOutput()}`);
  });
  let rssIdle = rssMb(mock.pid!);

  const loginBody = JSON.stringify({ grantType: 'password', email: owner.email, password: owner.password });
  const loginHeaders = { authorization: basic, 'content-type': 'application/json' };
  let login = await request(mockPort, 'POST', '/api/v3/ua/login', loginHeaders, loginBody);
  const warnings: string[] = [];
  if (login.status === 429) {
    const warning =
      `the mock started with \`--rate-limit off\` answered the first login with 429 (${login.body}): mock/cli.ts does not honour ` +
      `"off" (commander turns the parser's null into "", so the limit is ""); the load runs use the same server built ` +
      `directly with buildServer({ rateLimit: null }).`;
    warnings.push(warning);
    log(`WARNING: ${warning}`);
    await stop(mock);
    mockPort = await freePort();
    mock = spawnDirect(mockPort);
    mockOutput = collectOutput(mock);
    launcher = 'buildServer({ rateLimit: null }) from dist/mock/server.js (workaround)';
    await waitReady(mockPort, mock).catch((error: Error) => {
      throw new Error(`${error.message}\n${mockOutput()}`);
    });
    rssIdle = rssMb(mock.pid!);
    login = await request(mockPort, 'POST', '/api/v3/ua/login', loginHeaders, loginBody);
  }
  if (login.status !== 200) throw new Error(`login as ${owner.email} failed: ${login.status} ${login.body}`);
  const token = (JSON.parse(login.body) as { data: { access_token: string } }).data.access_token;
  const authHeaders = { authentication: `Bearer ${token}`, 'x-iaa-ow-id': String(owner.owId) };

  const list = await request(mockPort, 'GET', '/api/v3/ua/users/list', authHeaders);
  if (list.status !== 200) throw new Error(`users list failed: ${list.status} ${list.body}`);
  const page = JSON.parse(list.body) as { data: { data: Array<{ uowId: number; statusId: number; isOrganizationOwnerUser: boolean }> } };
  // A member of the crowd who is active: setting them active again is a write that stays valid.
  const member = page.data.data.find((u) => u.statusId === 1 && !u.isOrganizationOwnerUser && u.uowId >= 5100);
  if (!member) throw new Error('no active crowd member on the first users page');
  const statusBody = JSON.stringify({ uowId: member.uowId, status: 1, statusReason: 'bench' });
  const check = await request(mockPort, 'PUT', '/api/v3/ua/user/update-status', { ...authHeaders, 'content-type': 'application/json' }, statusBody);
  if (check.status !== 200) throw new Error(`update-status failed: ${check.status} ${check.body}`);

  // The bare route, serving the page the mock just served.
  const tmp = mkdtempSync(join(tmpdir(), 'ad-platform-bench-'));
  const bodyFile = join(tmp, 'users-list.json');
  writeFileSync(bodyFile, list.body);
  const barePort = await freePort();
  const bare = spawnBare(barePort, bodyFile);
  const bareOutput = collectOutput(bare);
  try {
    await waitReady(barePort, bare, '/api/v3/ua/users/list');
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${bareOutput()}`);
  }
  const bareAnswer = await request(barePort, 'GET', '/api/v3/ua/users/list');
  if (bareAnswer.body !== list.body) warnings.push('the bare route does not serve byte-identical JSON');
  log(`Mock (pid ${mock.pid}, ${launcher}) on :${mockPort}; bare Fastify (pid ${bare.pid}) on :${barePort}; page of ${list.body.length} bytes.`);

  log('Load runs:');
  const results: LoadResult[] = [];
  results.push(await measure({ name: 'users list (mock)', port: mockPort, pid: mock.pid!, method: 'GET', path: '/api/v3/ua/users/list', headers: authHeaders }));
  results.push(await measure({ name: 'users list (bare Fastify)', port: barePort, pid: bare.pid!, method: 'GET', path: '/api/v3/ua/users/list' }));
  results.push(await measure({ name: 'login', port: mockPort, pid: mock.pid!, method: 'POST', path: '/api/v3/ua/login', headers: loginHeaders, body: loginBody }));
  results.push(
    await measure({
      name: 'update-status',
      port: mockPort,
      pid: mock.pid!,
      method: 'PUT',
      path: '/api/v3/ua/user/update-status',
      headers: { ...authHeaders, 'content-type': 'application/json' },
      body: statusBody,
    }),
  );
  const domains = domainLoads(mockPort, mock.pid!, authHeaders);
  await checkLoads(domains);
  for (const load of domains) results.push(await measure(load));
  const rssAfter = rssMb(mock.pid!);
  await stop(bare);
  await stop(mock);
  rmSync(tmp, { recursive: true, force: true });

  // ---- Report ----
  const [mockList, bareList] = results as [LoadResult, LoadResult, ...LoadResult[]];
  const ratioPct = (mockList.requestsPerSec / bareList.requestsPerSec) * 100;
  const checks = [
    { name: 'users list vs bare route', value: `${ratioPct.toFixed(1)} %`, target: `>= ${targets.ratioPct} %`, pass: ratioPct >= targets.ratioPct },
    { name: 'cold start (median)', value: `${cold.medianMs.toFixed(0)} ms`, target: `< ${targets.coldStartMs} ms`, pass: cold.medianMs < targets.coldStartMs },
    { name: 'RSS after start', value: `${rssIdle.toFixed(1)} MB`, target: `< ${targets.rssMb} MB`, pass: rssIdle < targets.rssMb },
    { name: 'RSS after load', value: `${rssAfter.toFixed(1)} MB`, target: `< ${targets.rssMb} MB`, pass: rssAfter < targets.rssMb },
  ];

  log('');
  log(table(
    ['run', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'RSS after MB'],
    results.map((r) => [
      r.name,
      Math.round(r.requestsPerSec).toString(),
      String(r.latencyP50Ms),
      String(r.latencyP99Ms),
      r.requests.toString(),
      r.non2xx.toString(),
      r.errors.toString(),
      r.rssAfterMb.toFixed(1),
    ]),
  ));
  log('');
  log(`Cold start: median ${cold.medianMs.toFixed(0)} ms, min ${cold.minMs.toFixed(0)} ms (runs: ${cold.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`);
  log(`Resident memory of the mock: ${rssIdle.toFixed(1)} MB after start, ${rssAfter.toFixed(1)} MB after the load runs`);
  log(`Users list: ${Math.round(mockList.requestsPerSec)} req/s = ${ratioPct.toFixed(1)} % of the bare route's ${Math.round(bareList.requestsPerSec)} req/s`);
  log('');
  log(table(['target', 'measured', 'goal', ''], checks.map((c) => [c.name, c.value, c.target, c.pass ? 'PASS' : 'FAIL'])));
  for (const r of results) if (r.non2xx > 0 || r.errors > 0) log(`WARNING: ${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors (expected 0)`);
  for (const w of warnings) log(`WARNING: ${w}`);

  const jsonPath = resolve(options.json);
  mkdirSync(dirname(jsonPath), { recursive: true });
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    settings: { connections: options.connections, durationSec: options.duration, warmupSec: options.warmup, coldRuns: options.coldRuns },
    launcher,
    coldStart: { runsMs: cold.runsMs.map(round), medianMs: round(cold.medianMs), minMs: round(cold.minMs) },
    rssMb: { afterStart: round(rssIdle), afterLoad: round(rssAfter) },
    runs: results,
    usersListVsBarePct: round(ratioPct),
    targets: Object.fromEntries(checks.map((c) => [c.name, { measured: c.value, goal: c.target, pass: c.pass }])),
    warnings,
  };
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nResults written to ${relative(process.cwd(), jsonPath) || jsonPath}`);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd();
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
