/**
 * Runs the bundled CLI (dist/bin/cli.cjs, one CommonJS file) through V8's code cache
 * of it (cli.cjs.cache). The build writes the cache after a start of its own
 * (scripts/train-code-cache.ts), so it holds the compiled code of everything a start
 * runs: V8 reads that instead of parsing and compiling megabytes of JavaScript. Node 20
 * keeps no such cache for ES modules, hence a CommonJS bundle loaded here.
 *
 * V8 refuses a cache made by another V8 version, with other V8 flags or for a source
 * of another length; the file then compiles as usual. It does not compare the source
 * itself: only the build writes a cache, together with the bundle it was made from,
 * and a start never writes one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';

export interface LoadedBundle {
  exports: Record<string, unknown>;
  script: vm.Script;
  /** What became of the cache: there was none, V8 refused it, or it was used. */
  cache: 'absent' | 'rejected' | 'used';
}

export const codeCachePath = (bundle: string) => `${bundle}.cache`;

/** Loads a CommonJS bundle as Node's own loader would, from its code cache when there is one (unless `withCache` is false). */
export function loadBundle(file: string, { withCache = true } = {}): LoadedBundle {
  const cachedData = withCache ? readIfPresent(codeCachePath(file)) : undefined;
  // The wrapper Node puts around a CommonJS module; the code starts on the wrapper's line, as in Node.
  const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
  const script = new vm.Script(source, { filename: file, cachedData });
  const module = { exports: {} as Record<string, unknown> };
  (script.runInThisContext() as CommonJsWrapper)(module.exports, createRequire(file), module, file, dirname(file));
  return { exports: module.exports, script, cache: cachedData === undefined ? 'absent' : script.cachedDataRejected ? 'rejected' : 'used' };
}

type CommonJsWrapper = (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
