/**
 * `npm run sweep -- [--breach ID]... [--domain-only] [--report PATH]`
 *
 * Shows that the contract suites catch a broken implementation: for each breach
 * of the fault-mode catalogue (mock/faults/), runs the whole contract suite
 * against the in-process mock with that one breach planted, and records whether
 * a test failed (caught) and which. Mock-only tests are left out, so a breach
 * counts as caught only when a test that runs on any implementation catches it.
 * The file that caught the breach last (Breach.caughtIn) runs first, then the rest of its
 * domain, and the run stops at the first failure, so a caught breach costs seconds; a
 * breach nobody catches costs a full run. A breach the catalogue marks a deviation
 * (mock/faults/breach.ts) runs under --strict, which alone fails deviations. One test runner serves every breach
 * (scripts/contracts/run-suites.ts SuiteRunner).
 * Writes a Markdown report and JSON; exits non-zero when any breach went uncaught.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { Command } from 'commander';
import { breaches, findBreach, type Breach } from '../../mock/faults/index.ts';
import { runSuites, SuiteRunner, type TargetSettings } from './run-suites.ts';

interface SweepResult {
  id: string;
  domain: string;
  kind: string;
  does: string;
  caught: boolean;
  /** Caught only under --strict: what the breach changes is a deviation from the documents' description, not a broken rule (DECISIONS B1). */
  strictOnly: boolean;
  /** The first test that failed, and how. */
  caughtBy: string | null;
  failure: string | null;
  seconds: number;
}

const program = new Command('sweep')
  .description('Run the contract suites against each planted breach and report which were caught.')
  .option('--breach <id...>', 'only these breaches (default: all)')
  .option('--domain-only', "run only the breach's own domain suites (quicker, for writing tests; not a full sweep)", false)
  .option('--report <path>', 'where to write the Markdown report (JSON beside it)', 'reports/breaches.md')
  .allowExcessArguments(false);
program.parse();
const options = program.opts<{ breach?: string[]; domainOnly: boolean; report: string }>();

/** How a test failed by a deviation under --strict begins (contracts/support/findings.ts). */
const deviationFailure = 'deviates (failed under --strict)';

const selected = options.breach ? options.breach.map(findBreach) : [...breaches];
const results: SweepResult[] = [];
// One runner for every breach: each run plants its breach in the mocks the test files build.
const runner = await SuiteRunner.start({ portableOnly: true }, { bail: true, include: options.domainOnly ? domainGlobs(selected) : undefined });
for (const breach of selected) {
  const result = breach.deviation ? await sweepDeviation(breach) : await sweepBreach(breach);
  results.push(result);
  const verdict = !result.caught ? 'MISSED  ' : result.strictOnly ? 'strict  ' : 'caught  ';
  process.stdout.write(`${verdict} ${breach.id} (${result.seconds}s)${result.caughtBy ? `\n           by ${result.caughtBy}` : ''}\n`);
}

await runner.close();

const reportPath = resolve(options.report);
mkdirSync(dirname(reportPath), { recursive: true });
writeFileSync(reportPath, formatReport(results, options.domainOnly));
writeFileSync(reportPath.replace(/\.md$/, '') + '.json', JSON.stringify(results, null, 2));
const caught = results.filter((r) => r.caught).length;
const strictOnly = results.filter((r) => r.caught && r.strictOnly).length;
process.stdout.write(
  `\n${caught} of ${results.length} breaches caught${strictOnly > 0 ? ` (${strictOnly} of them only under --strict: deviations, not broken rules)` : ''}${options.domainOnly ? ' (own domain only)' : ''}. Report: ${relative(process.cwd(), reportPath)}\n`,
);
process.exit(caught === results.length ? 0 : 1);

type Run = (target: TargetSettings, first: string[]) => ReturnType<typeof runSuites>;

/** A run of its own for one breach, with a fresh runner: what confirms a miss of the shared one. */
function ownRun(breach: Breach, strict: boolean): Run {
  return (target, first) => runSuites({ ...target, strict }, { bail: true, first, include: options.domainOnly ? domainGlobs([breach]) : undefined });
}

/**
 * A broken promise: the default line must catch it. A miss is confirmed by a runner of
 * the breach's own before it is reported: a run stopped at its first failure can, rarely,
 * lose that failure's report. One the default line misses but --strict catches is a
 * deviation after all, and says so (tried twice under --strict before it counts).
 */
async function sweepBreach(breach: Breach): Promise<SweepResult> {
  const shared = await sweep(breach, (target, first) => runner.run(target, first));
  let result = shared.caught ? shared : await sweep(breach, ownRun(breach, false));
  for (let tries = 0; tries < 2 && !result.caught; tries += 1) result = { ...(await sweep(breach, ownRun(breach, true))), strictOnly: true };
  return result;
}

/**
 * A deviation (Breach.deviation): the default line lets it pass by design, so it runs under
 * --strict at once, stopping at the first failure, rather than after a whole default run
 * that fails nothing. Its failure must be a deviation's: one that breaks a promise would
 * fail the default line too, and is reported as caught by it.
 */
async function sweepDeviation(breach: Breach): Promise<SweepResult> {
  let result = await sweep(breach, (target, first) => runner.run({ ...target, strict: true }, first));
  for (let tries = 0; tries < 2 && !result.caught; tries += 1) result = await sweep(breach, ownRun(breach, true));
  return { ...result, strictOnly: result.failure?.startsWith(deviationFailure) === true };
}

async function sweep(breach: Breach, run: Run): Promise<SweepResult> {
  const started = performance.now();
  const first = [`contracts/${breach.caughtIn}`, `contracts/${breach.domain}/`];
  const results = await run({ mockFault: breach.id, portableOnly: true }, first);
  const failed = results.tests.find((t) => t.state === 'failed');
  return {
    id: breach.id,
    domain: breach.domain,
    kind: breach.kind,
    does: breach.does,
    caught: failed !== undefined,
    strictOnly: false,
    caughtBy: failed?.id ?? null,
    failure: failed?.error ?? results.errors[0] ?? null,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** --domain-only: the suites of the breaches' own domains (with one breach, its domain alone). */
function domainGlobs(list: Breach[]): string[] {
  return [...new Set(list.map((b) => `contracts/${b.domain}/**/*.test.ts`))];
}

function formatReport(rows: SweepResult[], domainOnly: boolean): string {
  const caught = rows.filter((r) => r.caught).length;
  const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    '# Breach sweep',
    '',
    `${caught} of ${rows.length} planted breaches caught by the contract suites' portable tests (mock-only tests left out)${domainOnly ? ' (own domain only)' : ''}.`,
    `A breach caught "under --strict" changes only what the documents describe without promising it (a deviation, spec/DECISIONS.md B1).`,
    '',
    '| Breach | Kind | What the implementation does | Caught by |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.id}\` | ${r.kind} | ${escape(r.does)} | ${r.caught ? `${r.strictOnly ? 'under --strict: ' : ''}${escape(r.caughtBy!)}` : '**not caught**'} |`,
    ),
    '',
  ].join('\n');
}
