/**
 * `tsx scripts/other-nodes.ts <major>...` (`.ci/run` names 22 and 24): the package on
 * the supported Node.js majors besides the one that runs `npm test`. The package is
 * built and packed once; then, for each major at once, that Node's binary comes from
 * the npm registry (`node-<platform>-<arch>@<major>`), its npm installs the tarball
 * into an empty project, and the installed harness's smoke run passes against the
 * installed command serving the platform alone, both on that Node
 * (scripts/installed-package.ts). Prints each part with its Node version; exits
 * non-zero when any part fails.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPackage, installTarball, junitCounts, packPackage, runProgram, smokeFromInstalledPackage } from './installed-package.ts';

const majors = process.argv.slice(2);
if (majors.length === 0 || majors.some((major) => !/^\d+$/.test(major))) {
  process.stderr.write('usage: tsx scripts/other-nodes.ts <major>... (e.g. 22 24)\n');
  process.exit(2);
}

/** One major's parts, as lines to print, and whether every part passed. */
interface MajorReport {
  lines: string[];
  passed: boolean;
}

/** That major's Node binary, from the npm registry's package of Node for this platform. */
async function fetchNode(major: string, dir: string): Promise<string> {
  const name = `node-${process.platform}-${process.arch}`;
  const install = await runProgram('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `${name}@${major}`], { cwd: dir });
  if (install.code !== 0) throw new Error(`npm install ${name}@${major} failed:\n${install.output}`);
  return join(dir, 'node_modules', name, 'bin', 'node');
}

async function checkMajor(major: string, tarball: string, work: string): Promise<MajorReport> {
  const lines: string[] = [];
  const dir = join(work, `node-${major}`);
  try {
    await mkdir(dir, { recursive: true });
    const node = await fetchNode(major, dir);
    const version = (await runProgram(node, ['--version'], { cwd: dir })).output.trim();
    if (!version.startsWith(`v${major}.`)) throw new Error(`asked for Node ${major}, got ${version}`);
    const project = join(dir, 'api-team');
    const install = await installTarball(tarball, project, node);
    const engineWarning = /EBADENGINE|Unsupported engine/.test(install.output);
    lines.push(`Node ${version}: npm install of the packed package: ${install.code === 0 && !engineWarning ? 'passed' : 'FAILED'}`);
    if (install.code !== 0 || engineWarning) return { lines: [...lines, install.output], passed: false };
    const smoke = await smokeFromInstalledPackage(project, node);
    const counts = smoke.junit ? junitCounts(smoke.junit) : null;
    const passed = smoke.code === 0 && counts !== null && counts.failures === 0 && counts.errors === 0;
    const summary = /^Smoke: .*$/m.exec(smoke.output)?.[0] ?? 'no smoke summary';
    lines.push(`Node ${version}: the installed server and the installed harness's smoke run: ${passed ? 'passed' : 'FAILED'} (${summary})`);
    if (!passed) lines.push(smoke.output, smoke.serverOutput);
    return { lines, passed };
  } catch (error) {
    return { lines: [...lines, `Node ${major}: FAILED: ${(error as Error).message}`], passed: false };
  }
}

const work = await mkdtemp(join(tmpdir(), 'ad-platform-mock-nodes-'));
let failed = false;
try {
  const pkg = join(work, 'package');
  const { build, bundle } = await buildPackage(pkg);
  if (build.code !== 0 || bundle.code !== 0) throw new Error(`the package did not build:\n${build.output}${bundle.output}`);
  const tarball = await packPackage(pkg, work);
  process.stdout.write(`Built and packed on Node ${process.version}: ${tarball}\n`);
  const reports = await Promise.all(majors.map((major) => checkMajor(major, tarball, work)));
  for (const report of reports) {
    process.stdout.write(`${report.lines.join('\n')}\n`);
    failed ||= !report.passed;
  }
} catch (error) {
  process.stdout.write(`FAILED: ${(error as Error).message}\n`);
  failed = true;
} finally {
  await rm(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
