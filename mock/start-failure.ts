/**
 * What the command prints when it cannot start: one line a person can act on,
 * never a stack trace (unless DEBUG names the mock, for whoever debugs the mock
 * itself). Kept free of imports so that the entries (mock/bin.ts, mock/bundle-bin.ts) can use it too.
 */
export interface ListenTarget {
  port: number;
  host: string;
}

const name = 'ad-platform-mock';

/** The line for a failure; `target` is where the mock tried to listen, when it got that far. */
export function startFailureLine(error: unknown, target?: ListenTarget): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (target) {
    const line = listenFailure(String(code), target);
    if (line) return `${name}: ${line}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `${name}: could not start: ${firstLine(message)}`;
}

function listenFailure(code: string, { port, host }: ListenTarget): string | null {
  switch (code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is in use; choose another with --port or PORT`;
    case 'EACCES':
      return `not allowed to listen on port ${port} on ${host}; choose a port above 1023 with --port or PORT`;
    case 'EADDRNOTAVAIL':
    case 'EINVAL':
      return `cannot listen on ${host}: it is not an address of this machine; choose another with --host or HOST (127.0.0.1, 0.0.0.0 or one of this machine's addresses)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NONAME':
      return `cannot listen on ${host}: the name does not resolve to an address; choose another with --host or HOST`;
    default:
      return null;
  }
}

function firstLine(message: string): string {
  return (
    message
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? 'unknown error'
  );
}

/** DEBUG=ad-platform-mock (or a list naming it, or *) asks for the stack as well. */
export function wantsStack(debug: string | undefined): boolean {
  return (debug ?? '').split(/[\s,]+/).some((part) => part === '*' || part === name);
}

/** Prints the failure and ends the process with exit code 1. */
export function exitOnStartFailure(error: unknown, target?: ListenTarget): never {
  process.stderr.write(`${startFailureLine(error, target)}\n`);
  if (wantsStack(process.env.DEBUG) && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  return process.exit(1);
}
