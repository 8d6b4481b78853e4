/**
 * `npm start`'s first step: builds (`npm run build`) only when a source of the build
 * is newer than the built command, or there is none. A start on an unchanged tree
 * then costs a few milliseconds of file dates instead of a whole build.
 *
 * Plain JavaScript on purpose: loading TypeScript (tsx) would cost more than the check.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** What the build reads: the sources it compiles and bundles, and what configures it. */
const sources = [
  'mock',
  'fixtures',
  'spec',
  'types',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/bundle-cli.ts',
  'scripts/train-code-cache.ts',
];
/** Written last by the build (the command's code cache, scripts/bundle-cli.ts), so its date is the build's. */
const built = join(root, 'dist/bin/cli.cjs.cache');

/** Files under the sources' folders that the build does not read. */
const notBuilt = /\.(test\.ts|md)$/;

/** The newest modification time of what the build reads under `path`, in milliseconds; 0 when there is none. */
function newest(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return notBuilt.test(path) ? 0 : stats.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

const builtAt = newest(built);
const changedAt = Math.max(...sources.map((source) => newest(join(root, source))));
if (builtAt === 0 || changedAt > builtAt) {
  process.stderr.write(builtAt === 0 ? 'No build yet: building.\n' : 'Sources changed since the last build: building.\n');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  process.exit(build.status ?? 1);
}
