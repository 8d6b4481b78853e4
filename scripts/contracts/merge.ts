/**
 * `npm run contracts:merge -- [--junit PATH] REPORT...`
 *
 * Joins the JUnit reports of the shards of one contract run (`npm run contracts --
 * --shard i/n`, one per job of a CI matrix) into one report: each test file once,
 * the counts of all, the deviation counts summed. Refuses reports that share a file
 * (they are not shards of one run). Prints the merged counts; the verdict stays each
 * shard's (a shard with a failed test exits non-zero on its own).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { Command } from 'commander';
import { mergeJUnit } from './results.ts';

const program = new Command('contracts:merge')
  .description("Join the JUnit reports of a contract run's shards into one.")
  .option('--junit <path>', 'where to write the merged report', 'reports/contracts.junit.xml')
  .argument('<reports...>', "the shards' JUnit reports")
  .parse();
const { junit } = program.opts<{ junit: string }>();

function mergedReport(paths: string[]): string {
  try {
    return mergeJUnit(paths.map((path) => readFileSync(path, 'utf8')));
  } catch (error) {
    return program.error(`error: ${(error as Error).message}`);
  }
}

const merged = mergedReport(program.args);
const out = resolve(junit);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, merged);
const root = /<testsuites [^>]*>/.exec(merged)![0];
const count = (name: string) => new RegExp(`\\s${name}="(\\d+)"`).exec(root)?.[1];
const files = (merged.match(/<testsuite name="contracts\//g) ?? []).length;
process.stdout.write(
  `${program.args.length} reports, ${files} test files, ${count('tests')} tests, ${count('failures')} failed: ${relative(process.cwd(), out)}\n`,
);
