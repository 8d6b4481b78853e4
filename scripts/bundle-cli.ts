/**
 * `npm run build` bundles the command with esbuild into dist/bin/, the package's `bin`:
 *   - cli.cjs: the CLI (mock/cli.ts) and everything it may load, as one CommonJS file;
 *   - cli.cjs.cache: V8's code cache of it, written after a start of its own
 *     (scripts/train-code-cache.ts), which the command compiles cli.cjs from;
 *   - response-validators.cjs: the --validate-responses checks, loaded only then;
 *   - ad-platform-mock.js: the entry (mock/bundle-bin.ts), which checks the Node.js
 *     version and loads cli.cjs with its cache (mock/code-cache.ts).
 * Node then reads a handful of files at start instead of some three hundred, and V8
 * reads compiled code instead of compiling megabytes of JavaScript: most of the
 * command's start-up time outside building the world. The library entries
 * (dist/mock/server.js, dist/types/) stay as tsc emits them.
 *
 * `tsx scripts/bundle-cli.ts [--outdir DIR]` (default dist/bin).
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { outdir: { type: 'string', default: join(root, 'dist/bin') } } });
const outdir = resolve(values.outdir!);
const cliBundle = join(outdir, 'cli.cjs');

/**
 * The spec's JSON (hundreds of kilobytes) kept as text that JSON.parse reads at start,
 * not turned into a JavaScript object literal: V8 scans a string and parses JSON
 * faster than it compiles and runs a literal of that size (importing the chunk that
 * holds the spec took 13-18 ms this way, against 18-26 ms).
 */
const jsonAsText: Plugin = {
  name: 'json-as-text',
  setup(bundler) {
    bundler.onLoad({ filter: /spec[\\/]generated[\\/]openapi\.json$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      // Parsed once here too: a malformed file fails the build, not a start.
      return { contents: `export default JSON.parse(${JSON.stringify(asciiJson(JSON.parse(text)))});`, loader: 'js' };
    });
  },
};

/**
 * JSON text with each character beyond ASCII written as a \u escape: one '…' in the
 * spec made V8 hold the whole text at two bytes a character and parse it on its
 * slower path.
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The response validators (2.2 MB) stay a file of their own beside cli.cjs, read only by --validate-responses. */
const responseValidatorsApart: Plugin = {
  name: 'response-validators-apart',
  setup(bundler) {
    bundler.onResolve({ filter: /[\\/]spec[\\/]generated[\\/]response-validators\.ts$/ }, () => ({ path: './response-validators.cjs', external: true }));
  },
};

/** What every CommonJS file of the command is built with. */
const commonJs: BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // import.meta does not exist in CommonJS: the file's own URL stands in for its url. The
  // banner starts with the strict directive, as the ES modules bundled were strict code.
  define: { 'import.meta.url': 'importMetaUrlOfBundle' },
  banner: { js: "'use strict';\nconst importMetaUrlOfBundle = require('node:url').pathToFileURL(__filename).href;" },
  // A dynamic import() becomes a require(): code compiled through node:vm has no module loader to import with.
  supported: { 'dynamic-import': false },
  // Less text for Node to read and V8 to parse; names are kept, so stack traces still name functions.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  metafile: true,
};

// An earlier build's files would linger beside the new ones.
await rm(outdir, { recursive: true, force: true });
const outputs = await Promise.all([
  build({
    ...commonJs,
    entryPoints: [join(root, 'mock/cli.ts')],
    outfile: cliBundle,
    // The docs page serves swagger-ui-dist's files from its folder, found at run time; yaml is
    // required on first use. Fastify's schema compilers are never loaded (mock/server.ts gives it its own).
    external: ['swagger-ui-dist', 'yaml', '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'],
    plugins: [jsonAsText, responseValidatorsApart],
  }),
  build({ ...commonJs, entryPoints: [join(root, 'spec/generated/response-validators.ts')], outfile: join(outdir, 'response-validators.cjs') }),
  build({
    absWorkingDir: root,
    entryPoints: [join(root, 'mock/bundle-bin.ts')],
    outfile: join(outdir, 'ad-platform-mock.js'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    metafile: true,
  }),
]);
const files = outputs.flatMap((result) => Object.keys(result.metafile!.outputs));
refuseWideCharacters(files);
refuseOnDemandModules(relative(root, cliBundle));
trainCodeCache();

/**
 * Fails the build if a file holds a character beyond Latin-1. V8 then keeps the whole
 * source as two bytes a character, and Node decodes it on a slower path: one '…' in
 * the docs page's script cost the 2.5 MB main chunk some 5 ms of every start. esbuild
 * escapes such characters in string literals, but not in a String.raw template.
 */
function refuseWideCharacters(outputs: string[]): void {
  for (const output of outputs.filter((path) => /\.c?js$/.test(path))) {
    const text = readFileSync(resolve(root, output), 'utf8');
    const at = text.search(/[\u0100-\u{10ffff}]/u);
    if (at >= 0) {
      const near = JSON.stringify(text.slice(Math.max(0, at - 60), at + 1));
      throw new Error(`${output}: character U+${text.codePointAt(at)!.toString(16).toUpperCase()} near ${near}; write it as an escape (\\u....) in its source`);
    }
  }
}

/**
 * Fails the build if the CLI still loads one of its own modules on demand. An import()
 * left in it would fail when reached: node:vm compiles the file without a module
 * loader. And an import() that esbuild turned into a require() wraps the module, and
 * each module it imports, for lazy initialization (__esm): their top-level bindings
 * become mutable variables behind an init call, which every request then pays for.
 * mock/server.ts imports its optional parts up front for that reason.
 */
function refuseOnDemandModules(output: string): void {
  const text = readFileSync(resolve(root, output), 'utf8');
  for (const [pattern, what] of [
    [/\bimport\(/, 'import() left'],
    [/=__esm\(/, 'a module wrapped for lazy initialization (imported on demand)'],
  ] as const) {
    const at = text.search(pattern);
    if (at >= 0) throw new Error(`${output}: ${what} near ${JSON.stringify(text.slice(Math.max(0, at - 40), at + 80))}`);
  }
}

/**
 * Writes cli.cjs.cache from a start of the bundle in a process of its own. A start
 * that fails there (no loopback address to listen on, say) leaves the command without
 * its cache, not the build without its command: the failure is shown as a warning.
 */
function trainCodeCache(): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/train-code-cache.ts'), cliBundle], { cwd: root, encoding: 'utf8' });
  if (run.status === 0) return;
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
  process.stderr.write(
    `warning: no code cache for ${relative(root, cliBundle)} (its training start exited ${run.status}); the command compiles it at each start\n${output}\n`,
  );
}
