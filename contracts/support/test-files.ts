/**
 * The contract test files as the runner finds them and as ids name them. From the
 * sources they are `contracts/**\/*.test.ts`; from the installed package
 * (`ad-platform-mock contracts`) they are the compiled `.test.js` under dist/. An id
 * names the source either way, `users/login.test.ts > login > ...`, so results,
 * profiles and reports read the same whichever ran.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `ts` when this harness runs from its sources, `js` when it runs compiled. */
const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';

/** The glob of the contract test files, relative to the folder that holds contracts/. */
export const contractTestGlob = `contracts/**/*.test.${extension}`;

/** The folder of the contract suites: contracts/ in the sources, dist/contracts/ in the package. */
export const contractsDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A test file's path under contracts/, with `/` and the source's `.ts`: `users/login.test.ts`. */
export function contractFileId(file: string): string {
  return relative(contractsDir, file)
    .split(sep)
    .join('/')
    .replace(/\.test\.js$/, '.test.ts');
}
