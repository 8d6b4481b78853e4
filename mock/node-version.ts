/**
 * The Node.js version the mock needs (package.json `engines`). Checked by the
 * command's entries (mock/bin.ts, mock/bundle-bin.ts) before anything else loads: on
 * an older Node an import of a newer API fails with a cryptic SyntaxError instead of
 * this line.
 * Kept free of imports so that it loads on any Node that runs ES modules.
 */
export const minimumNode = '20.19';

/** Ends the process, with nodeVersionProblem's one line, when this Node.js is too old. */
export function exitOnOldNode(): void {
  const problem = nodeVersionProblem(process.versions.node);
  if (!problem) return;
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}

/** The line to print when `version` (like process.versions.node) is too old, else null. */
export function nodeVersionProblem(version: string): string | null {
  return isAtLeast(version, minimumNode) ? null : `ad-platform-mock needs Node.js ${minimumNode} or newer; this is ${version}`;
}

function isAtLeast(version: string, minimum: string): boolean {
  const have = numbers(version);
  const need = numbers(minimum);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/** `v20.19.1` -> [20, 19, 1]; a part that is not a number counts as 0. */
function numbers(version: string): number[] {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}
