/**
 * `ad-platform-mock`: serve the mock of a world on a port. Run (`runCli`) by the
 * command's entry once the Node.js version is known to be recent enough: mock/bin.ts
 * from the sources, mock/bundle-bin.ts in the published build. A start that fails
 * says why in one line and exits 1 (mock/start-failure.ts).
 */
import { Command, InvalidArgumentError, Option } from 'commander';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { contractsCommand } from './contracts-command.ts';
import { isLoopbackAddress, parseCorsOrigin } from './admin/guard.ts';
import { buildServer, DEFAULT_SEED, MAX_SCALE, type MockServer } from './server.ts';
import { loadStateFile, saveStateFile } from './core/state/snapshot-file.ts';
import { defaultMaxSessions } from './core/state/worlds.ts';
import { exitOnStartFailure } from './start-failure.ts';
import { breaches, findBreach } from './faults/index.ts';
import { superviseForever } from './watch/supervisor.ts';

function publicUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new InvalidArgumentError('expected an http(s) URL such as http://mock.internal:4010');
  return url.origin;
}

/** An upstream for --proxy: an http(s) URL, its path (if any) kept as a prefix. */
function upstreamUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new InvalidArgumentError('expected an http(s) URL such as https://staging.example.com');
  return url.href.replace(/\/+$/, '');
}

function port(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 65_535) throw new InvalidArgumentError('expected a port from 0 to 65535 (0 picks a free one)');
  return Number(value);
}

/** An IP address or a CIDR range, repeatable (a balancer's address, or its subnet). */
function trustedProxies(value: string, previous: string[]): string[] {
  const [address, bits, extra] = value.split('/');
  const family = isIP(address ?? '');
  const maxBits = family === 6 ? 128 : 32;
  if (family === 0 || extra !== undefined || (bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits)))
    throw new InvalidArgumentError('expected an IP address or a CIDR range, such as 127.0.0.1 or 10.0.0.0/8');
  return [...previous, value];
}

/** Repeatable, and each value may list several origins separated by commas (as CORS_ORIGIN does). */
function corsOrigins(value: string, previous: string[]): string[] {
  const origins = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  try {
    return [...previous, ...origins.map(parseCorsOrigin)];
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

function integer(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a non-negative integer');
  return Number(value);
}

function scale(value: string): number {
  if (!/^[1-9]\d*$/.test(value) || Number(value) > MAX_SCALE) throw new InvalidArgumentError(`expected a whole number from 1 to ${MAX_SCALE}`);
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

/**
 * The package's version: that of the nearest package.json above this module (the
 * sources' mock/, the build's dist/bin/ and dist/mock/ all sit inside the package).
 */
function packageVersion(): string {
  for (let dir = new URL('.', import.meta.url); dir.pathname !== '/'; dir = new URL('..', dir)) {
    const file = new URL('package.json', dir);
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return 'unknown';
}

/** The command's options, with their help, defaults and parsers. */
function createProgram(): Command {
  return new Command('ad-platform-mock')
    .description('Stateful mock of the advertising platform API, driven by its OpenAPI contract.')
    .version(packageVersion(), '-v, --version', "print the package's version")
    .addOption(new Option('-p, --port <port>', 'port to listen on').env('PORT').default(4010).argParser(port))
    .addOption(new Option('-H, --host <host>', 'address to listen on').env('HOST').default('127.0.0.1'))
    .addOption(new Option('-s, --seed <seed>', 'seed of the default world').default(DEFAULT_SEED).argParser(integer))
    .addOption(
      new Option('--scale <n>', 'a world n times larger: members, campaigns and their delivery, audiences, creatives (for big lists and paging)')
        .default(1)
        .argParser(scale),
    )
    .addOption(new Option('-r, --rate-limit <n|off>', 'requests a minute per caller, or off').default(20).argParser(rateLimit))
    .option('--validate-responses', 'check every response against the spec and log violations', false)
    .option('--frozen-clock', 'start with the mock clock frozen (it moves only through POST /__mock/clock)', false)
    .option('-q, --quiet', 'no request log', false)
    .option('--no-admin', 'serve only the platform (no /__mock admin API), as a target that is not a mock')
    .option(
      '--variants',
      'a second, conforming implementation: wherever the contract allows more than one form, answer with the other one, and deviate from what the documents describe without breaking a rule they state (places chosen by the seed)',
      false,
    )
    .option('--fault <id>', 'fault mode: plant this one breach of the contract (see --list-faults); for testing contract suites only')
    .option('--list-faults', 'print the breaches fault mode can plant, and exit', false)
    .addOption(
      new Option('--public-url <url>', 'origin of the links the mock hands out (downloads, invitation and reset links); default: the address it listens on')
        .env('PUBLIC_URL')
        .argParser(publicUrl),
    )
    .addOption(
      new Option(
        '--admin-token <token>',
        'require Authorization: Bearer <token> on every /__mock admin request; without one, the admin API answers only this machine, and a mock listening beyond loopback generates one and prints it',
      ).env('MOCK_ADMIN_TOKEN'),
    )
    .option('--allowed-host <name...>', "host names besides this machine's that may use the admin API (e.g. a LAN name)", [])
    .option(
      '--trust-proxy <address...>',
      "load balancers in front (addresses or CIDR ranges): a request from one counts as its X-Forwarded-For client's, for the rate limit and new sessions",
      trustedProxies,
      [],
    )
    .addOption(
      new Option(
        '--max-sessions <n>',
        'sessions (X-Mock-Session) kept besides the default one; a new one replaces an idle one, or one its own address made, else 503',
      )
        .default(defaultMaxSessions)
        .argParser(positive),
    )
    .option('--state <file>', 'start from this snapshot (GET /__mock/snapshot, --save-state) in the default session')
    .option('--rules <file>', 'answer rules every session starts with, and gets back at a reset (a JSON array of POST /__mock/rules bodies)')
    .option('--save-state <file>', "write the default session's snapshot to this file when stopped (SIGINT, SIGTERM)")
    .option('--watch', 'restart the server when spec/ or mock/ change, keeping its state where it can (npm run dev -- --watch)', false)
    .addOption(
      new Option(
        '--proxy <url>',
        'validating proxy: forward every platform request to the implementation at <url> unchanged, and record what breaks the contract (GET /__mock/violations)',
      )
        .argParser(upstreamUrl)
        .conflicts(['fault', 'variants']),
    )
    .option('--record <file>', 'with --proxy: write each exchange to <file> as an answer rule, which --rules <file> replays')
    .addOption(
      new Option(
        '--cors-origin <origin>',
        "a browser origin besides this machine's that may call the mock, e.g. http://devbox.lan:5173, or null for a page opened from a file (repeatable)",
      )
        .env('CORS_ORIGIN')
        .default([])
        .argParser(corsOrigins),
    )
    .addHelpText(
      'after',
      `\nAnd: ad-platform-mock ${contractsCommand} --base-url URL [options] runs the contract suites against any implementation (${contractsCommand} --help)`,
    );
}

interface CliOptions {
  port: number;
  host: string;
  seed: number;
  scale: number;
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
  trustProxy: string[];
  proxy?: string;
  watch: boolean;
  corsOrigin: string[];
  maxSessions: number;
  state?: string;
  rules?: string;
  record?: string;
  saveState?: string;
}

/**
 * Runs the command with `argv` (the arguments after the script's path) and resolves
 * once the server listens; --list-faults and failures to start exit the process.
 */
export async function runCli(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const program = createProgram().parse(argv, { from: 'user' });
  const options = program.opts<CliOptions>();
  if (options.listFaults) {
    for (const b of breaches) process.stdout.write(`${b.id}\t${b.kind}\t${b.does}\n`);
    process.exit(0);
  }
  const breach = options.fault ? findBreachOrExit(program, options.fault) : null;
  if (options.record && !options.proxy) program.error('error: --record writes the exchanges of the validating proxy: give --proxy <url> with it');
  const generatedToken = needsGeneratedToken(options) ? randomBytes(24).toString('base64url') : null;
  if (generatedToken) options.adminToken = generatedToken;
  if (options.watch) {
    if (!import.meta.url.endsWith('.ts')) program.error('--watch restarts the server from its sources: run it as npm run dev -- --watch');
    if (generatedToken) {
      // Each restarted server reads it from the environment (not from its arguments, which `ps` shows to anyone):
      // one token for the whole session, which the supervisor also needs to carry the state across restarts.
      process.env.MOCK_ADMIN_TOKEN = generatedToken;
      sayGeneratedToken(generatedToken);
    }
    // Never returns: the supervisor runs the server as a child until a signal ends both.
    await superviseForever({ args: [...argv], adminToken: options.adminToken ?? null, log });
  }
  const { server, address } = await start(program, options).catch((error: unknown) => exitOnStartFailure(error));
  const bound = boundAddress(server.app);
  if (!isLoopback(bound)) warnBeyondLoopback(options, bound, address);
  if (generatedToken) sayGeneratedToken(generatedToken);
  if (options.variants)
    log(`variants: answering in the other legal form wherever the contract allows one, with deviations the documents allow (seed ${options.seed})`);
  if (options.proxy) log(`PROXY MODE: forwarding every platform request to ${options.proxy}; contract violations are logged and listed at /__mock/violations`);
  if (options.record) log(`recording each exchange to ${options.record} as an answer rule (replay it with --rules ${options.record})`);
  if (breach) log(`FAULT MODE: this server breaks its contract on purpose: ${options.fault}: ${breach.does}`);
  // Last: tools wait for this line, so everything said at start is printed before it.
  log(
    `ad-platform-mock listening on ${isLoopback(bound) ? address : `http://${bound}`} (seed ${options.seed}${options.scale > 1 ? `, scale ${options.scale}` : ''}, rate limit ${options.rateLimit}); docs at /docs${options.admin ? ', inspector at /__mock/ui' : ''}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.app.close().then(() => process.exit(saveState(server, options))));
  }
}

/** The breach --fault names; an unknown id ends the command with the catalogue's message. */
function findBreachOrExit(program: Command, id: string) {
  try {
    return findBreach(id);
  } catch (error) {
    return program.error((error as Error).message);
  }
}

const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);

/** --save-state: the default session's snapshot, written once the server has stopped answering; the exit code. */
function saveState(server: MockServer, options: CliOptions): number {
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

async function start(program: Command, options: CliOptions) {
  const server = await buildServer({
    seed: options.seed,
    scale: options.scale,
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
    trustProxy: options.trustProxy,
    corsOrigins: options.corsOrigin,
    proxy: options.proxy,
    record: options.record,
    maxSessions: options.maxSessions,
  });
  if (options.state) {
    try {
      await loadStateFile(server.state, options.state);
    } catch (error) {
      program.error(`error: --state: ${(error as Error).message}`);
    }
  }
  // After --state, which replaces the session's rules with the snapshot's.
  if (options.rules) {
    try {
      await server.addRules(readJsonFile(options.rules));
    } catch (error) {
      program.error(`error: --rules: ${options.rules}: ${(error as Error).message}`);
    }
  }
  const target = { port: options.port, host: options.host };
  const address = await server.app.listen(target).catch((error: unknown) => exitOnStartFailure(error, target));
  if (!options.publicUrl) server.setPublicUrl(address);
  return { server, address };
}

/** The address and port the socket is bound to (0.0.0.0 when told to listen everywhere). */
function boundAddress(app: MockServer['app']): string {
  const info = app.server.address();
  if (info === null || typeof info === 'string') return String(info);
  return info.family === 'IPv6' ? `[${info.address}]:${info.port}` : `${info.address}:${info.port}`;
}

/**
 * Without a token the admin API answers only loopback peers (mock/admin/guard.ts), so
 * a mock meant for others (`--host 0.0.0.0`) gets one of its own: whoever reads the
 * start-up lines can use the admin API from elsewhere, and nobody else can. A mock
 * on loopback keeps none, as developers usually run it.
 */
function needsGeneratedToken(options: CliOptions): boolean {
  return options.admin && options.adminToken === undefined && !namesLoopback(options.host);
}

/** --host names this machine only: `localhost`, 127.0.0.0/8 or ::1 (bracketed or not). */
function namesLoopback(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host.replace(/^\[(.*)\]$/, '$1'));
}

function sayGeneratedToken(token: string): void {
  log(`admin token (generated, since the mock listens beyond loopback; choose one with --admin-token): ${token}`);
}

function isLoopback(bound: string): boolean {
  return /^(127\.|\[::1\]|\[::ffff:127\.|localhost)/.test(bound);
}

/**
 * Listening on a non-loopback address puts the platform API on the network, and the
 * admin API to whoever has its token: say so plainly.
 */
function warnBeyondLoopback(options: CliOptions, bound: string, address: string): void {
  const admin = !options.admin
    ? ''
    : options.adminToken !== undefined
      ? '; the admin API needs the admin token'
      : '; the admin API answers only this machine (set --admin-token to open it to others)';
  log(`WARNING: listening beyond this machine, on ${bound}: anyone who can reach it can use the platform API${admin}.`);
  if (!options.publicUrl) log(`links point at ${address}; set --public-url to the address others reach this machine by`);
}

/** A JSON file's value; throws an Error whose message is one line saying what is wrong. */
function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read it: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON: ${(error as Error).message}`, { cause: error });
  }
}
