/**
 * `tsx scripts/train-code-cache.ts dist/bin/cli.cjs` writes V8's code cache of the
 * bundled CLI (mock/code-cache.ts): it loads the bundle without a cache, runs one
 * start of the command on a free port, saves the code V8 compiled on the way, and
 * exits. Run by scripts/bundle-cli.ts in a process of its own.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { codeCachePath, loadBundle } from '../mock/code-cache.ts';

const bundle = resolve(process.argv[2] ?? 'dist/bin/cli.cjs');
const loaded = loadBundle(bundle, { withCache: false });
await (loaded.exports as typeof import('../mock/cli.ts')).runCli(['--port', '0', '--quiet']);
writeFileSync(codeCachePath(bundle), loaded.script.createCachedData());
process.exit(0);
