#!/usr/bin/env node
/** `ad-platform-mock`: serve the mock of a world on a port. */
import { Command, InvalidArgumentError, Option } from 'commander';
import { buildServer } from './server.ts';
import { loadStateFile, saveStateFile } from './core/snapshot-file.ts';
import { defaultMaxSessions } from './core/worlds.ts';
import { breaches, findBreach } from './faults/index.ts';
import { DEFAULT_SEED } from '../fixtures/world.ts';

function publicUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new InvalidArgumentError('expected an http(s) URL such as http://mock.internal:4010');
  return url.origin;
}

function integer(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a non-negative integer');
  return Number(value);
}

function positive(value: string): number {
  if (!/^[1-9]\d{0,5}$/.test(value)) throw new InvalidArgumentError('expected a positive integer (up to 999999)');
  return Number(value);
}

/** 'off' stays a string here: commander turns a parser's null into ''. */
function rateLimit(value: string): number | 'off' {
  if (value === 'off') return 'off';
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('expected a positive integer or "off"');
  return Number(value);
}

const program = new Command('ad-platform-mock')
  .description('Stateful mock of the advertising platform API, driven by its OpenAPI contract.')
  .addOption(new Option('-p, --port <port>', 'port to listen on').env('PORT').default(4010).argParser(integer))
  .addOption(new Option('-H, --host <host>', 'address to listen on').env('HOST').default('127.0.0.1'))
  .addOption(new Option('-s, --seed <seed>', 'seed of the default world').default(DEFAULT_SEED).argParser(integer))
  .addOption(new Option('-r, --rate-limit <n|off>', 'requests a minute per caller, or off').default(20).argParser(rateLimit))
  .option('--validate-responses', 'check every response against the spec and log violations', false)
  .option('--frozen-clock', 'start with the mock clock frozen (it moves only through POST /__mock/clock)', false)
  .option('-q, --quiet', 'no request log', false)
  .option('--no-admin', 'serve only the platform (no /__mock admin API), as a target that is not a mock')
  .option('--variants', 'a second, conforming implementation: wherever the contract allows more than one form, answer with the other one (chosen by the seed)', false)
  .option('--fault <id>', 'fault mode: plant this one breach of the contract (see --list-faults); for testing contract suites only')
  .option('--list-faults', 'print the breaches fault mode can plant, and exit', false)
  .addOption(new Option('--public-url <url>', 'origin of the links the mock hands out (downloads, invitation and reset links); default: the address it listens on').env('PUBLIC_URL').argParser(publicUrl))
  .addOption(new Option('--admin-token <token>', 'require Authorization: Bearer <token> on every /__mock admin request').env('MOCK_ADMIN_TOKEN'))
  .option('--allowed-host <name...>', "host names besides this machine's that may use the admin API (e.g. a LAN name)", [])
  .addOption(new Option('--max-sessions <n>', 'sessions (X-Mock-Session) kept besides the default one; the least recently used goes first').default(defaultMaxSessions).argParser(positive))
  .option('--state <file>', 'start from this snapshot (GET /__mock/snapshot, --save-state) in the default session')
  .option('--save-state <file>', "write the default session's snapshot to this file when stopped (SIGINT, SIGTERM)");

program.parse();
const options = program.opts<{
  port: number;
  host: string;
  seed: number;
  rateLimit: number | 'off';
  validateResponses: boolean;
  frozenClock: boolean;
  quiet: boolean;
  admin: boolean;
  variants: boolean;
  fault?: string;
  listFaults: boolean;
  publicUrl?: string;
  adminToken?: string;
  allowedHost: string[];
  maxSessions: number;
  state?: string;
  saveState?: string;
}>();

if (options.listFaults) {
  for (const b of breaches) process.stdout.write(`${b.id}\t${b.kind}\t${b.does}\n`);
  process.exit(0);
}
if (options.fault) {
  try {
    findBreach(options.fault);
  } catch (error) {
    program.error((error as Error).message);
  }
}

const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);
const server = await buildServer({
  seed: options.seed,
  rateLimit: options.rateLimit === 'off' ? null : options.rateLimit,
  frozenClock: options.frozenClock,
  validateResponses: options.validateResponses ? 'log' : 'off',
  log: options.quiet ? undefined : log,
  fault: options.fault,
  admin: options.admin,
  variants: options.variants,
  publicUrl: options.publicUrl,
  adminToken: options.adminToken,
  allowedHosts: options.allowedHost,
  maxSessions: options.maxSessions,
});
if (options.state) {
  try {
    loadStateFile(server.state, options.state);
  } catch (error) {
    program.error(`error: --state: ${(error as Error).message}`);
  }
}
const { app } = server;
const address = await app.listen({ port: options.port, host: options.host });
if (!options.publicUrl) server.setPublicUrl(address);
const bound = boundAddress();
if (!isLoopback(bound)) warnBeyondLoopback(bound);
if (options.variants) log(`variants: answering in the other legal form wherever the contract allows one (seed ${options.seed})`);
if (options.fault) log(`FAULT MODE: this server breaks its contract on purpose: ${options.fault}: ${findBreach(options.fault).does}`);
// Last: tools wait for this line, so everything said at start is printed before it.
log(`ad-platform-mock listening on ${isLoopback(bound) ? address : `http://${bound}`} (seed ${options.seed}, rate limit ${options.rateLimit}); docs at /docs`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(saveState())));
}

/** --save-state: the default session's snapshot, written once the server has stopped answering; the exit code. */
function saveState(): number {
  if (!options.saveState) return 0;
  try {
    saveStateFile(server.state, options.saveState);
    log(`state saved to ${options.saveState}`);
    return 0;
  } catch (error) {
    process.stderr.write(`error: --save-state: ${(error as Error).message}\n`);
    return 1;
  }
}

/** The address and port the socket is bound to (0.0.0.0 when told to listen everywhere). */
function boundAddress(): string {
  const info = app.server.address();
  if (info === null || typeof info === 'string') return String(info);
  return info.family === 'IPv6' ? `[${info.address}]:${info.port}` : `${info.address}:${info.port}`;
}

function isLoopback(bound: string): boolean {
  return /^(127\.|\[::1\]|\[::ffff:127\.|localhost)/.test(bound);
}

/**
 * Listening on a non-loopback address puts the platform API, and the admin API to
 * any allowed host name, on the network: say so plainly.
 */
function warnBeyondLoopback(bound: string): void {
  const admin = !options.admin ? '' : options.adminToken ? '; the admin API needs the admin token' : '; set --admin-token to guard the admin API, or --no-admin';
  log(`WARNING: listening beyond this machine, on ${bound}: anyone who can reach it can use the platform API${admin}.`);
  if (!options.publicUrl) log(`links point at ${address}; set --public-url to the address others reach this machine by`);
}
