/**
 * The package as a team installs it: the tarball `npm pack` makes, installed into an
 * empty project by a given Node.js and its npm; then the installed command serving the
 * platform alone (`--no-admin`, as an implementation that is not a mock) and the
 * installed harness (`ad-platform-mock contracts --smoke`) run against it from that
 * project. The package test (scripts/types-entry.test.ts) does this on the Node that
 * runs the tests; `.ci/run` on the other supported majors (scripts/other-nodes.ts).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWorld, describeWorld } from '../fixtures/world.ts';
import { startMockProcess } from '../mock/cli-process.ts';

export interface Run {
  code: number;
  output: string;
}

/** Runs a program to its exit, never throwing: its exit code and everything it printed. */
export function runProgram(file: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeout?: number }): Promise<Run> {
  return new Promise((done) => {
    const settings = { cwd: options.cwd, env: options.env ?? process.env, timeout: options.timeout ?? 300_000, maxBuffer: 64 * 1024 * 1024 };
    execFile(file, args, settings, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, output: `${stdout}${stderr}` });
    });
  });
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The package as npm would ship it, built into `pkg` with the project's own build config:
 * its package.json, README and a fresh dist/. The project's node_modules is linked in for the
 * bundle step, which starts the command once to write its code cache (npm pack leaves it out).
 */
export async function buildPackage(pkg: string): Promise<{ build: Run; bundle: Run }> {
  await mkdir(pkg, { recursive: true });
  await cp(join(root, 'package.json'), join(pkg, 'package.json'));
  await cp(join(root, 'README.md'), join(pkg, 'README.md'));
  await symlink(join(root, 'node_modules'), join(pkg, 'node_modules'), 'dir');
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const outDir = join(pkg, 'dist');
  const build = await runProgram(
    process.execPath,
    [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', outDir, '--tsBuildInfoFile', join(outDir, '.tsbuildinfo')],
    {
      cwd: root,
    },
  );
  const bundle = await runProgram(process.execPath, ['--import', 'tsx', join(root, 'scripts/bundle-cli.ts'), '--outdir', join(outDir, 'bin')], { cwd: root });
  return { build, bundle };
}

/** The environment in which `npm` and scripts run on `node`: its folder first on PATH. */
function environmentOf(node: string): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
}

/** `npm pack` of the package folder `pkg` (already built) into `out`; the tarball's path. */
export async function packPackage(pkg: string, out: string): Promise<string> {
  const run = await runProgram('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', out], { cwd: pkg });
  if (run.code !== 0) throw new Error(`npm pack failed:\n${run.output}`);
  const [packed] = JSON.parse(run.output.slice(run.output.indexOf('['))) as { filename: string }[];
  return join(out, packed!.filename);
}

/** An empty project at `project` with the tarball installed by `node`'s npm; npm's output (its warnings included). */
export async function installTarball(tarball: string, project: string, node: string): Promise<Run> {
  await mkdir(project, { recursive: true });
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'api-team', private: true, version: '1.0.0' }));
  // From npm's cache where it can: the registry is reached only for what the cache lacks.
  return runProgram('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: project, env: environmentOf(node) });
}

export interface HarnessRun extends Run {
  /** The JUnit report the harness wrote, or null when it wrote none. */
  junit: string | null;
  /** What the installed server printed. */
  serverOutput: string;
}

/**
 * The installed command serving the platform alone, and the installed harness's smoke run
 * against it from the project, both on `node`. As for any target that is not a mock, the
 * team's profile names its personas: here those of the default world the server starts
 * with. The server's limit is off: here the package is what is tested.
 */
export async function smokeFromInstalledPackage(project: string, node: string): Promise<HarnessRun> {
  const command = join(project, 'node_modules/ad-platform-mock/dist/bin/ad-platform-mock.js');
  const profile = join(project, 'profile.json');
  await writeFile(profile, JSON.stringify(describeWorld(buildWorld())));
  const server = await startMockProcess(['--no-admin', '--rate-limit', 'off', '--quiet'], 30_000, { entry: command, node });
  try {
    const junitPath = join(project, 'reports/contracts.junit.xml');
    const args = [command, 'contracts', '--base-url', server.url, '--profile', profile, '--smoke', '--no-progress', '--junit', junitPath];
    const run = await runProgram(node, args, { cwd: project, env: environmentOf(node) });
    const junit = existsSync(junitPath) ? await readFile(junitPath, 'utf8') : null;
    return { ...run, junit, serverOutput: server.output() };
  } finally {
    await server.stop();
  }
}

/** The counts of a JUnit report's root element. */
export function junitCounts(xml: string): { tests: number; failures: number; errors: number } {
  const root = /<testsuites\b[^>]*>/.exec(xml)?.[0] ?? '';
  const count = (name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(root)?.[1] ?? NaN);
  return { tests: count('tests'), failures: count('failures'), errors: count('errors') };
}
