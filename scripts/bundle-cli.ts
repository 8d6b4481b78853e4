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
import { readFileSync } from 'node:fs';
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
const result = await build({
  entryPoints: { 'ad-platform-mock': join(root, 'mock/bin.ts') },
  outdir,
  // Paths in the metafile are then relative to the project, wherever the build runs from.
  absWorkingDir: root,
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
  metafile: true,
});
refuseWideCharacters(Object.keys(result.metafile.outputs));

/**
 * Fails the build if a chunk holds a character beyond Latin-1. V8 then keeps the whole
 * source as two bytes a character, and Node decodes it on a slower path: one '…' in
 * the docs page's script cost the 2.5 MB main chunk some 5 ms of every start. esbuild
 * escapes such characters in string literals, but not in a String.raw template.
 */
function refuseWideCharacters(outputs: string[]): void {
  for (const output of outputs.filter((path) => path.endsWith('.js'))) {
    const text = readFileSync(resolve(root, output), 'utf8');
    const at = text.search(/[\u0100-\u{10ffff}]/u);
    if (at >= 0)
      throw new Error(
        `${output}: character U+${text.codePointAt(at)!.toString(16).toUpperCase()} near ${JSON.stringify(text.slice(Math.max(0, at - 60), at + 1))}; write it as an escape (\\u....) in its source`,
      );
  }
}
