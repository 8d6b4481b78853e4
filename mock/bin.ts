#!/usr/bin/env node
/**
 * The `ad-platform-mock` command, run from the sources (npm run dev, the tests). It
 * checks the Node.js version first and only then loads the CLI, whose imports need a
 * recent Node: an older one gets one clear line. `contracts` as the first argument runs
 * the contract runner instead (mock/contracts-command.ts). The published build's entry
 * is mock/bundle-bin.ts.
 */
import { runContractsIfAsked } from './contracts-command.ts';
import { exitOnOldNode } from './node-version.ts';
import { exitOnStartFailure } from './start-failure.ts';

exitOnOldNode();
if (!(await runContractsIfAsked(new URL('../scripts/contracts/run.ts', import.meta.url)))) {
  // A failure while loading (a missing generated file, say) is a start failure like any other.
  const cli = await import('./cli.ts').catch((error: unknown) => exitOnStartFailure(error));
  await cli.runCli();
}
