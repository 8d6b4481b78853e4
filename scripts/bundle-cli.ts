/**
 * `npm run build` bundles the command (mock/bin.ts) with esbuild into
 * dist/bin/ad-platform-mock.js, the package's `bin`: one file for everything a start
 * loads, and a chunk for each part loaded only when asked for (variants, fault mode,
 * the proxy, YAML, Ajv's compiler). Node then resolves and reads a handful of files
 * at start instead of some three hundred, which is most of the command's start-up
 * time outside building the world. The library entries (dist/mock/server.js,
 * dist/types/) stay as tsc emits them.
 *
 * `tsx scripts/bundle-cli.ts [--outdir DIR]` (default dist/bin).
 */
import { build, type Plugin } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { outdir: { type: 'string', default: join(root, 'dist/bin') } } });
const outdir = resolve(values.outdir!);

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
      return { contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(text)))});`, loader: 'js' };
    });
  },
};

// Chunk names carry their content's hash: an earlier build's chunks would linger beside the new ones.
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { 'ad-platform-mock': join(root, 'mock/bin.ts') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // The docs page serves swagger-ui-dist's files from its folder, found at run time; yaml is
  // imported on first use, and a CommonJS package split into a chunk of its own would lose its named exports.
  // Fastify's schema compilers are never loaded (mock/server.ts gives it its own), so they stay out.
  external: ['swagger-ui-dist', 'yaml', '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'],
  // The CommonJS dependencies bundled in call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);" },
  // Less text for Node to read and parse at start; names are kept, so stack traces still name functions.
  minifyWhitespace: true,
  minifySyntax: true,
  plugins: [jsonAsText],
  logLevel: 'warning',
});
