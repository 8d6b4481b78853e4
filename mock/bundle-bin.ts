#!/usr/bin/env node
/**
 * The published `ad-platform-mock` command (dist/bin/ad-platform-mock.js, built by
 * scripts/bundle-cli.ts). Like mock/bin.ts it checks the Node.js version first; it
 * then runs the bundled CLI beside it (cli.cjs) through V8's code cache of it
 * (mock/code-cache.ts), or the contract runner for `contracts`.
 */
import { fileURLToPath } from 'node:url';
import { loadBundle } from './code-cache.ts';
import { runContractsIfAsked } from './contracts-command.ts';
import { exitOnOldNode } from './node-version.ts';
import { exitOnStartFailure } from './start-failure.ts';

exitOnOldNode();
// `contracts`: the runner as tsc compiled it beside the package's suites (dist/scripts/contracts/).
if (!(await runContractsIfAsked(new URL('../scripts/contracts/run.js', import.meta.url)))) {
  let cli: typeof import('./cli.ts');
  try {
    cli = loadBundle(fileURLToPath(new URL('./cli.cjs', import.meta.url))).exports as typeof cli;
  } catch (error) {
    // A failure while loading (a missing file, say) is a start failure like any other.
    exitOnStartFailure(error);
  }
  await cli.runCli();
}
