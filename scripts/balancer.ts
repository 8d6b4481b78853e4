/**
 * Debian's nginx running deploy/nginx/nginx.conf as shipped, with only its addresses
 * moved: its own listening port and its two instances. For the scale-out test
 * (scripts/deploy-nginx.test.ts) and bench (scripts/bench-scale.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const nginxMissing = `nginx is not installed at ${nginxPath}: apt-get install nginx (as .ci/run does), or set NGINX_PATH.`;
export const shippedConfigPath = new URL('../deploy/nginx/nginx.conf', import.meta.url);
/** The addresses the shipped file names: where it listens, and its two instances. */
const shipped = { listen: 'listen 127.0.0.1:4010;', instances: ['server 127.0.0.1:4011 ', 'server 127.0.0.1:4012 '] };

export interface Balancer {
  url: string;
  /** What nginx logged of its instances so far (warnings and errors): why a request went elsewhere. */
  errorLog(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The shipped configuration, listening on `port`, in front of `instances` (host:port each, two). */
export function balancerConfig(port: number, instances: readonly string[]): string {
  let config = readFileSync(shippedConfigPath, 'utf8');
  for (const line of [shipped.listen, ...shipped.instances])
    if (!config.includes(line)) throw new Error(`deploy/nginx/nginx.conf no longer says "${line.trim()}": the balancer cannot move its addresses`);
  config = config.replace(shipped.listen, `listen 127.0.0.1:${port};`);
  shipped.instances.forEach((line, i) => (config = config.replace(line, `server ${instances[i]} `)));
  return config;
}

/** nginx in the foreground, its files under `folder`, answering once the instances behind it do. */
export async function startBalancer(folder: string, port: number, instances: readonly string[]): Promise<Balancer> {
  mkdirSync(join(folder, 'logs'), { recursive: true });
  writeFileSync(join(folder, 'nginx.conf'), balancerConfig(port, instances));
  const child = spawn(nginxPath, ['-p', folder, '-c', 'nginx.conf', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopNginx(child);
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${output}`);
    if ((await fetch(`${url}/__mock/settings`).catch(() => null))?.ok)
      return { url, stop, errorLog: () => readFileSync(join(folder, 'logs', 'error.log'), 'utf8') };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not answer on ${url}: ${output}`);
}

async function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  // QUIT: a graceful stop, its workers finishing what they serve.
  child.kill('SIGQUIT');
  await once(child, 'exit');
}
