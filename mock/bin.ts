#!/usr/bin/env node
/**
 * The `ad-platform-mock` command. It checks the Node.js version first and only then
 * loads the CLI, whose imports need a recent Node: an older one gets one clear line.
 */
import { nodeVersionProblem } from './node-version.ts';
import { exitOnStartFailure } from './start-failure.ts';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
// A failure while loading (a missing generated file, say) is a start failure like any other.
await import('./cli.ts').catch((error: unknown) => exitOnStartFailure(error));
