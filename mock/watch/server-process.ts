/**
 * The server a watching supervisor runs: the same command as the supervisor's own
 * (node, its loader flags, mock/cli.ts) without --watch, its output passed through,
 * ready once it prints the line it listens on (as for mock/cli-process.ts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';

export interface ServerProcess {
  url: string;
  port: number;
  /** The seed of the world it built, from its listening line. */
  seed: number | null;
  /** Resolves with the exit code when the process ends, whoever ended it. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface Launch {
  /** Node's flags (the TypeScript loader) and the CLI's path: how this process was started. */
  command: string[];
  args: string[];
  write(chunk: Buffer, stream: 'stdout' | 'stderr'): void;
}

const listeningLine = /listening on (http:\/\/\S+) \(seed (\d+)/;
/** A server that does not stop on SIGTERM within this time is killed. */
const stopGraceMs = 5_000;

export function startServerProcess(launch: Launch, startupMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...launch.command, ...launch.args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let seen = '';
    let ready = false;
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`the server did not start within ${startupMs / 1000} s`))), startupMs);
    child.stderr!.on('data', (chunk: Buffer) => launch.write(chunk, 'stderr'));
    child.stdout!.on('data', (chunk: Buffer) => {
      launch.write(chunk, 'stdout');
      if (ready) return;
      seen += chunk.toString('utf8');
      const match = listeningLine.exec(seen);
      if (!match) return;
      ready = true;
      clearTimeout(timer);
      const url = match[1]!;
      resolve({ url, port: Number(new URL(url).port), seed: Number(match[2]), exited, stop });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}) before it listened`));
    });
  });
}
