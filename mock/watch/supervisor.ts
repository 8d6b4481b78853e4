/**
 * `npm run dev -- --watch`: a supervisor runs the server as a child process and
 * restarts it when its sources change (spec/DECISIONS.md M18). A change under
 * spec/ regenerates spec/generated/ first; a spec that does not generate leaves
 * the running server as it is. The state crosses the restart through the admin
 * API's snapshot route where the server has one (mock/watch/carry-state.ts), and
 * the new server listens on the same port. One line per reload says what changed,
 * how long it took and what became of the state.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { delimiter, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreState, saveState, type Restored, type Saved } from './carry-state.ts';
import { shownPath, watchChanges } from './changes.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

export interface SupervisorDeps {
  root: string;
  /** Starts a server; `port` null takes the one the command line gives. */
  start(port: number | null): Promise<ServerProcess>;
  /** Regenerates spec/generated/; answers null when it worked, else one line saying why not. */
  generate(): Promise<string | null>;
  save(server: ServerProcess): Promise<Saved>;
  restore(server: ServerProcess, saved: Saved): Promise<Restored>;
  print(line: string): void;
}

export class Supervisor {
  private server: ServerProcess | null = null;
  /** After the first start, every server listens where the first one did (even when asked for port 0). */
  private port: number | null = null;
  /** The state of a server that stopped while its successor failed to start, for the next that does. */
  private carried: Saved | null = null;
  private readonly pending = new Set<string>();
  private draining: Promise<void> | null = null;

  constructor(private readonly deps: SupervisorDeps) {}

  /** Starts the first server; if it fails, the next change tries again. */
  async start(): Promise<void> {
    try {
      await this.launch();
    } catch (error) {
      this.deps.print(`the server did not start: ${(error as Error).message}; the next change tries again`);
    }
  }

  /** Queues a batch of changed paths; resolves once every queued reload is done. */
  changed(paths: string[]): Promise<void> {
    for (const path of paths) this.pending.add(path);
    this.draining ??= this.drain().finally(() => (this.draining = null));
    return this.draining;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    await server?.stop();
  }

  /** Reloads one at a time; changes made during a reload make one more. */
  private async drain(): Promise<void> {
    while (this.pending.size > 0) {
      const batch = [...this.pending].sort();
      this.pending.clear();
      await this.reload(batch).catch((error: unknown) => this.deps.print(`reload failed: ${(error as Error).stack ?? String(error)}`));
    }
  }

  private async reload(paths: string[]): Promise<void> {
    const started = performance.now();
    const changed = `(changed: ${paths.map((path) => shownPath(this.deps.root, path)).join(', ')})`;
    if (paths.some((path) => this.isSpecSource(path))) {
      const failure = await this.deps.generate();
      if (failure !== null) {
        this.deps.print(`generate failed ${changed}, the server keeps the previous spec: ${failure}`);
        return;
      }
    }
    const saved = this.server ? await this.deps.save(this.server) : (this.carried ?? { kind: 'none', why: 'no server was running' });
    await this.stop();
    let server: ServerProcess;
    try {
      server = await this.launch();
    } catch (error) {
      this.carried = saved;
      this.deps.print(`reload failed ${changed}: ${(error as Error).message}; the next change tries again`);
      return;
    }
    this.carried = null;
    const restored = await this.deps.restore(server, saved);
    this.deps.print(`reloaded in ${Math.round(performance.now() - started)} ms ${changed}; ${stateLine(restored, server.seed)}`);
  }

  private async launch(): Promise<ServerProcess> {
    const server = await this.deps.start(this.port);
    this.server = server;
    this.port = server.port;
    void server.exited.then((code) => {
      if (this.server !== server) return;
      this.server = null;
      this.deps.print(`the server stopped (exit code ${code}); the next change starts it again`);
    });
    return server;
  }

  private isSpecSource(path: string): boolean {
    const spec = join(this.deps.root, 'spec');
    return path.startsWith(spec + sep) && !path.startsWith(join(spec, 'generated') + sep);
  }
}

function stateLine(restored: Restored, seed: number | null): string {
  switch (restored.kind) {
    case 'kept':
      return 'state kept';
    case 'partial':
      return `state partly reset: ${restored.what}`;
    case 'reset':
      return `state reset: the world was rebuilt from seed ${seed ?? '?'} (${restored.why})`;
  }
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/+$/, '');

/** The directories watched: spec/ and mock/, or those MOCK_WATCH_DIRS lists (separated as in PATH). */
export function watchedDirs(env: NodeJS.ProcessEnv = process.env, root = projectRoot): string[] {
  const listed = env.MOCK_WATCH_DIRS?.split(delimiter).filter(Boolean);
  return listed?.length ? listed.map((dir) => resolve(dir)) : [join(root, 'spec'), join(root, 'mock')];
}

export interface WatchOptions {
  /** The command line as given, --watch included (it is taken out for the server). */
  args: string[];
  adminToken: string | null;
  log: (line: string) => void;
}

/**
 * Runs the supervisor until SIGINT or SIGTERM, which stop the server and end the
 * process: the returned promise never settles, so the CLI goes no further.
 */
export async function superviseForever(options: WatchOptions): Promise<never> {
  const root = projectRoot;
  const dirs = watchedDirs();
  // Node's flags (the TypeScript loader) and the CLI's path: the server runs as this process was started.
  const command = [...process.execArgv, process.argv[1]!];
  const args = options.args.filter((arg) => arg !== '--watch');
  const endpoint = (server: ServerProcess) => ({ url: server.url, token: options.adminToken });
  const supervisor = new Supervisor({
    root,
    start: (port) =>
      startServerProcess({
        command,
        args: port === null ? args : [...args, '--port', String(port)],
        write: (chunk, stream) => process[stream].write(chunk),
      }),
    generate: () => runGenerate(root),
    save: (server) => saveState(endpoint(server)),
    restore: (server, saved) => restoreState(endpoint(server), saved),
    print: options.log,
  });
  options.log(`watching ${dirs.map((dir) => shownPath(root, dir) + '/').join(', ')}: the server restarts when they change`);
  await supervisor.start();
  // Generated outputs change because of a reload (or a build): they never cause one.
  const watcher = watchChanges(dirs, [join(root, 'spec', 'generated'), join(root, 'dist')], (paths) => void supervisor.changed(paths));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      watcher.close();
      void supervisor.stop().then(() => process.exit(0));
    });
  }
  return new Promise<never>(() => {});
}

/** `npm run generate` (the script given), run as this process runs TypeScript; on failure, the line of its output that says why. */
export async function runGenerate(root: string, script = join(root, 'scripts', 'generate.ts')): Promise<string | null> {
  const child = spawn(process.execPath, [...process.execArgv, script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  if (code === 0) return null;
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // The thrown error's own line ("Error: Failed to parse: …"), not the source line Node prints above it.
  const reason = lines.find((line) => /^\w*Error\b:/.test(line)) ?? lines.at(-1) ?? `exit code ${code}`;
  return reason.length > 300 ? `${reason.slice(0, 300)}…` : reason;
}
