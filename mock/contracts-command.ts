/**
 * `ad-platform-mock contracts [options] [filters...]`: the contract runner
 * (scripts/contracts/run.ts) from the installed package, with the options and reports
 * of `npm run contracts`. The entries hand it the command line before loading the
 * mock's CLI, so a contract run never pays for the server's modules.
 */

/** The subcommand's name, the first argument. */
export const contractsCommand = 'contracts';

/**
 * Runs the contract runner at `runner` when the command line names the subcommand,
 * and resolves true (the runner exits the process when its run ends); false otherwise.
 */
export async function runContractsIfAsked(runner: URL, argv: string[] = process.argv): Promise<boolean> {
  if (argv[2] !== contractsCommand) return false;
  // The runner reads its options from process.argv, as under `npm run contracts`.
  argv.splice(2, 1);
  await import(runner.href);
  return true;
}
