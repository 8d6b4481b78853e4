/**
 * `npm run bench:scale [-- --duration 10 --connections 64 --sessions 64 --warmup 2 --no-build]`
 *
 * Scale-out measured: the built command (dist/bin/ad-platform-mock.js) as one instance
 * reached directly, as one instance behind nginx (deploy/nginx/nginx.conf with both
 * upstream lines on it: the balancer's own cost), and as two instances behind nginx.
 * Each setup gets `--sessions` sessions, each logged in through the entry point, then
 * `--connections` connections, each in one session (round robin), read the users list
 * for `--duration` seconds. Prints requests/s, p50 and p99 latency, and each instance's
 * resident memory (VmRSS) after the load; writes reports/bench-scale.json.
 *
 * Every process shares the machine's cores: on a machine of two, two instances, nginx
 * and the load generator take turns, which the figures show. Goals are not set here:
 * the bench reports.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Command } from 'commander';
import { freePort, nginxMissing, nginxPath, startBalancer, type Balancer } from './balancer.ts';
import { wholePositive } from './option-parsers.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cliPath = join(root, 'dist/bin/ad-platform-mock.js');
const basic = `Basic ${Buffer.from('mock-client-id:mock-client-secret').toString('base64')}`;

const options = new Command('bench:scale')
  .description('One instance of the mock beside two behind nginx: requests/s, p99, memory per instance.')
  .option('-d, --duration <seconds>', 'duration of each measured run', wholePositive, 10)
  .option('-c, --connections <n>', 'concurrent connections, each in one session', wholePositive, 64)
  .option('--sessions <n>', 'sessions, each logged in first', wholePositive, 64)
  .option('-w, --warmup <seconds>', 'warm-up before each measured run', wholePositive, 2)
  .option('--no-build', 'do not build the mock first (npm run build)')
  .parse()
  .opts<{ duration: number; connections: number; sessions: number; warmup: number; build: boolean }>();

interface Instance {
  child: ChildProcess;
  url: string;
}

interface SetupResult {
  setup: string;
  instances: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
  /** VmRSS of each instance after the load, in MB. */
  rssMb: number[];
}

const log = (line: string) => process.stdout.write(`${line}\n`);

async function startInstance(publicUrl: string | null): Promise<Instance> {
  const port = await freePort();
  const args = [cliPath, '--port', String(port), '--quiet', '--rate-limit', 'off', '--max-sessions', String(options.sessions + 10)];
  if (publicUrl) args.push('--public-url', publicUrl, '--trust-proxy', '127.0.0.1');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  for (let waited = 0; waited < 15_000; waited += 25) {
    if (/listening on http:\/\/\S+/.test(output)) return { child, url: `http://127.0.0.1:${port}` };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the mock did not start: ${output}`);
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null) return;
  instance.child.kill();
  await once(instance.child, 'exit');
}

function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 102.4) / 10 : NaN;
}

/** Each session logged in as the workspace owner through the entry point: its token. */
async function openSessions(url: string): Promise<Array<{ session: string; token: string }>> {
  const sessions = Array.from({ length: options.sessions }, (_, i) => `bench-${i}`);
  return Promise.all(
    sessions.map(async (session) => {
      const answer = await fetch(`${url}/api/v3/ua/login`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/json', 'x-mock-session': session },
        body: JSON.stringify({ grantType: 'password', email: 'owner@acme-media.example', password: 'Owner#2026' }),
      });
      if (!answer.ok) throw new Error(`login in session ${session} answered ${answer.status}`);
      return { session, token: ((await answer.json()) as { data: { access_token: string } }).data.access_token };
    }),
  );
}

async function load(url: string, sessions: Array<{ session: string; token: string }>, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: `${url}/api/v3/ua/users/list?pageNo=1&noOfEntries=10`,
    connections: options.connections,
    duration: seconds,
    // Each connection in a session of its own, round robin over them.
    setupClient: (client) => {
      const { session, token } = sessions[next++ % sessions.length]!;
      client.setHeaders({ 'x-mock-session': session, authentication: `Bearer ${token}`, 'x-iaa-ow-id': '1001' });
    },
  });
}

async function measure(setup: string, url: string, instances: Instance[]): Promise<SetupResult> {
  const sessions = await openSessions(url);
  await load(url, sessions, options.warmup);
  const run = await load(url, sessions, options.duration);
  const result: SetupResult = {
    setup,
    instances: instances.length,
    requestsPerSec: Math.round(run.requests.average),
    latencyP50Ms: run.latency.p50,
    latencyP99Ms: run.latency.p99,
    errors: run.errors + run.timeouts,
    non2xx: run.non2xx,
    rssMb: instances.map((instance) => rssMb(instance.child.pid!)),
  };
  log(
    `${setup.padEnd(32)} ${String(result.requestsPerSec).padStart(7)} req/s  p50 ${String(result.latencyP50Ms).padStart(4)} ms  p99 ${String(result.latencyP99Ms).padStart(4)} ms  ` +
      `errors ${result.errors}, non-2xx ${result.non2xx}  RSS ${result.rssMb.map((mb) => `${mb} MB`).join(' + ')}`,
  );
  return result;
}

/** `instances` fresh mocks behind nginx (one instance fills both upstream lines when alone). */
async function behindNginx(setup: string, count: 1 | 2, folder: string): Promise<SetupResult> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const instances = await Promise.all(Array.from({ length: count }, () => startInstance(url)));
  let balancer: Balancer | undefined;
  try {
    const hosts = instances.map((instance) => new URL(instance.url).host);
    balancer = await startBalancer(join(folder, setup.replace(/\W+/g, '-')), port, count === 1 ? [hosts[0]!, hosts[0]!] : hosts);
    return await measure(setup, url, instances);
  } finally {
    await balancer?.stop();
    await Promise.all(instances.map(stopInstance));
  }
}

async function direct(): Promise<SetupResult> {
  const instance = await startInstance(null);
  try {
    return await measure('one instance, direct', instance.url, [instance]);
  } finally {
    await stopInstance(instance);
  }
}

function build(): void {
  if (!options.build) {
    if (!existsSync(cliPath)) throw new Error('dist/bin/ad-platform-mock.js is missing: run npm run build (or drop --no-build)');
    return;
  }
  log('Building the mock (npm run build)...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

if (!existsSync(nginxPath)) throw new Error(nginxMissing);
build();
log(
  `Users list, ${options.connections} connections over ${options.sessions} sessions, ${options.duration} s each (after ${options.warmup} s), on ${cpus().length} CPUs:`,
);
const folder = mkdtempSync(join(tmpdir(), 'bench-scale-'));
try {
  const results = [await direct(), await behindNginx('one instance behind nginx', 1, folder), await behindNginx('two instances behind nginx', 2, folder)];
  const out = join(root, 'reports/bench-scale.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), cpus: cpus().length, options, results }, null, 2)}\n`);
  log(`Written: reports/bench-scale.json`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
