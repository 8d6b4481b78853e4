/**
 * `npm run mutate -- <domain> [--incremental] [--static]`
 *
 * Mutation testing of one domain with Stryker: mutates the domain's handlers,
 * rules, stores and views (scripts/mutation-options.ts says which files and why) and
 * runs the domain's contract suites and unit tests against each mutant, every test
 * file loading the mock afresh (vitest.mutate.config.ts). Writes Stryker's JSON and
 * HTML reports and its incremental file under reports/mutation/<domain>/ and prints
 * the score. `--incremental` re-tests only the mutants and tests a change touched
 * since the last run of the domain; `--static` also tests the mutants that act only
 * while modules load, which are otherwise reported as Ignored. Takes minutes to tens
 * of minutes: it is not part of `npm test`.
 */
import { Command, InvalidArgumentError } from 'commander';
import { checkDomain, domains, reportPaths, shown, strykerOptions } from './mutation-options.ts';

function domain(value: string): string {
  try {
    return checkDomain(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

const program = new Command('mutate')
  .description('Mutation-test one domain of the mock against its contract suites and unit tests (Stryker).')
  .argument('<domain>', `the domain: ${domains.join(', ')}`, domain)
  .option('--incremental', "re-test only what changed since the domain's last run (reports/mutation/<domain>/stryker-incremental.json)", false)
  .option('--static', 'also test static mutants (module-level tables, code that runs only while the server builds): much slower', false)
  .allowExcessArguments(false);

program.parse();
const [name] = program.processedArgs as [string];
const { incremental, static: withStatic } = program.opts<{ incremental: boolean; static: boolean }>();

// Loaded here, not at the top: a refused argument never pays for Stryker.
const { Stryker } = await import('@stryker-mutator/core');
const started = Date.now();
const results = await new Stryker(strykerOptions(name, { incremental, static: withStatic })).runMutationTest();

const counts = new Map<string, number>();
for (const result of results) counts.set(result.status, (counts.get(result.status) ?? 0) + 1);
const count = (status: string) => counts.get(status) ?? 0;
const detected = count('Killed') + count('Timeout');
const undetected = count('Survived') + count('NoCoverage');
const score = detected + undetected === 0 ? NaN : (100 * detected) / (detected + undetected);
const paths = reportPaths(name);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
process.stdout.write(
  [
    '',
    `Mutation score of ${name}${incremental ? ' (incremental)' : ''}: ${Number.isNaN(score) ? 'n/a' : `${score.toFixed(2)}%`} in ${minutes} min`,
    `  killed ${count('Killed')}, timeout ${count('Timeout')}, survived ${count('Survived')}, no coverage ${count('NoCoverage')}, ` +
      `ignored ${count('Ignored')}, errors ${count('RuntimeError') + count('CompileError')}, total ${results.length}`,
    `  reports: ${shown(paths.html)}, ${shown(paths.json)}; incremental file: ${shown(paths.incremental)}`,
    '',
  ].join('\n'),
);
